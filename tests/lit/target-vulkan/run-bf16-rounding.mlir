// Emulated bf16 arithmetic rounds each result to nearest even. On Vulkan the
// extf(truncf(x)) pairs of that emulation are computed on x's f32 bits
// (strata-vulkan-round-bf16-in-f32: no 16-bit round trip left in the
// kernel), bit for bit what the 16-bit conversions give. Values:
// Inputs/bf16_rounding.py (ties to even, values rounding to infinity,
// infinities, NaN, subnormals and their ties, 101 random values), the
// conversion alone and a bf16 square, compared exactly on llvm-cpu, vmvx
// and Vulkan.
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/bf16_rounding.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: strata-run --module=%t/cpu.smod --function=round_bf16 --input=@%t/in.npy --expected_output=@%t/out0.npy --rtol=0 --atol=0 | FileCheck %s
// RUN: strata-run --module=%t/cpu.smod --function=square_bf16 --input=@%t/in.npy --expected_output=@%t/out1.npy --rtol=0 --atol=0 | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t/vmvx.smod
// RUN: strata-run --module=%t/vmvx.smod --function=round_bf16 --input=@%t/in.npy --expected_output=@%t/out0.npy --rtol=0 --atol=0 | FileCheck %s
// RUN: strata-run --module=%t/vmvx.smod --function=square_bf16 --input=@%t/in.npy --expected_output=@%t/out1.npy --rtol=0 --atol=0 | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json --dump-executables-to=%t/dump -o %t/vk.smod %}
// RUN: %if vulkan %{ FileCheck %s --check-prefix=SPIRV < %t/dump/square_bf16_dispatch_0.vulkan_spirv.square_bf16_dispatch_0.spvasm %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=round_bf16 --input=@%t/in.npy --expected_output=@%t/out0.npy --rtol=0 --atol=0 | FileCheck %s %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=square_bf16 --input=@%t/in.npy --expected_output=@%t/out1.npy --rtol=0 --atol=0 | FileCheck %s %}

// CHECK: [SUCCESS] result[0]

// The square's operand round trip and its result's are 32-bit code: two
// roundings, no 16-bit value.
// SPIRV-NOT: OpUConvert
// SPIRV-NOT: %ushort
// SPIRV: OpBitwiseAnd %uint {{.*}} %uint_4294901760
// SPIRV: OpFUnordNotEqual
// SPIRV: OpFMul
// SPIRV: OpBitwiseAnd %uint {{.*}} %uint_4294901760
// SPIRV: OpFUnordNotEqual
// SPIRV-NOT: OpUConvert
// SPIRV-NOT: %ushort

func.func @round_bf16(%x: tensor<131xf32>) -> tensor<131xf32> {
  %h = stablehlo.convert %x : (tensor<131xf32>) -> tensor<131xbf16>
  %once = stablehlo.convert %h : (tensor<131xbf16>) -> tensor<131xf32>
  return %once : tensor<131xf32>
}

func.func @square_bf16(%x: tensor<131xf32>) -> tensor<131xf32> {
  %h = stablehlo.convert %x : (tensor<131xf32>) -> tensor<131xbf16>
  %sq = stablehlo.multiply %h, %h : tensor<131xbf16>
  %twice = stablehlo.convert %sq : (tensor<131xbf16>) -> tensor<131xf32>
  return %twice : tensor<131xf32>
}
