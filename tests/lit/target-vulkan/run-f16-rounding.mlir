// f32 -> f16 conversions round to nearest even in the kernel that uses
// them. Vulkan allows an implementation more precision than an operation
// asks for, and NVIDIA's compiler kept a value converted to f16 and back at
// f32 precision (an f16 matmul of converted operands came out unrounded):
// ConvertToSPIRV writes the conversion as integer code (no OpFConvert to
// half is left). Values: Inputs/f16_rounding.py (range edges, overflow to
// infinity, subnormals and their ties, ties to even, 101 random values),
// compared exactly on llvm-cpu and on Vulkan.
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/f16_rounding.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: strata-run --module=%t/cpu.smod --function=round_f16 --input=@%t/in.npy --expected_output=@%t/out.npy --rtol=0 --atol=0 | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json --dump-executables-to=%t/dump -o %t/vk.smod %}
// RUN: %if vulkan %{ FileCheck %s --check-prefix=SPIRV < %t/dump/round_f16_dispatch_0.vulkan_spirv.round_f16_dispatch_0.spvasm %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=round_f16 --input=@%t/in.npy --expected_output=@%t/out.npy --rtol=0 --atol=0 | FileCheck %s %}

// CHECK: [SUCCESS] result[0]

// SPIRV-NOT: OpFConvert %half
// SPIRV: OpBitcast %half
// SPIRV: OpFConvert %float

func.func @round_f16(%x: tensor<128xf32>) -> tensor<128xf32> {
  %h = stablehlo.convert %x : (tensor<128xf32>) -> tensor<128xf16>
  %y = stablehlo.convert %h : (tensor<128xf16>) -> tensor<128xf32>
  return %y : tensor<128xf32>
}
