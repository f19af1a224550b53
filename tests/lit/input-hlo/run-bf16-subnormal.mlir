// f32 <-> bf16 conversions keep subnormals (bf16 has f32's exponent range):
// round to nearest even on the bit pattern, as XLA converts. AVX512-BF16's
// vcvtneps2bf16 flushes them, so llvm-cpu converts with integer operations.
// Expected values: the bit rounding in Python (struct), by hand.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="7xf32=1.0010099909787257e-38 1.0000002153053333e-39 -2.999997843319071e-40 1.401298464324817e-45 -1.1754942106924411e-38 1.5 -0.0" --expected_output="7xbf16=1.0010069081221042e-38 1.0101904577379033e-39 -2.7550648847397363e-40 0.0 -1.1754943508222875e-38 1.5 -0.0" --expected_output="7xf32=1.0010069081221042e-38 1.0101904577379033e-39 -2.7550648847397363e-40 0.0 -1.1754943508222875e-38 1.5 -0.0" --rtol=0 --atol=0 | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="7xf32=1.0010099909787257e-38 1.0000002153053333e-39 -2.999997843319071e-40 1.401298464324817e-45 -1.1754942106924411e-38 1.5 -0.0" --expected_output="7xbf16=1.0010069081221042e-38 1.0101904577379033e-39 -2.7550648847397363e-40 0.0 -1.1754943508222875e-38 1.5 -0.0" --expected_output="7xf32=1.0010069081221042e-38 1.0101904577379033e-39 -2.7550648847397363e-40 0.0 -1.1754943508222875e-38 1.5 -0.0" --rtol=0 --atol=0 | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="7xf32=1.0010099909787257e-38 1.0000002153053333e-39 -2.999997843319071e-40 1.401298464324817e-45 -1.1754942106924411e-38 1.5 -0.0" --expected_output="7xbf16=1.0010069081221042e-38 1.0101904577379033e-39 -2.7550648847397363e-40 0.0 -1.1754943508222875e-38 1.5 -0.0" --expected_output="7xf32=1.0010069081221042e-38 1.0101904577379033e-39 -2.7550648847397363e-40 0.0 -1.1754943508222875e-38 1.5 -0.0" --rtol=0 --atol=0 | FileCheck %s %}
// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]

func.func @main(%x: tensor<7xf32>) -> (tensor<7xbf16>, tensor<7xf32>) {
  %0 = stablehlo.convert %x : (tensor<7xf32>) -> tensor<7xbf16>
  %1 = stablehlo.convert %0 : (tensor<7xbf16>) -> tensor<7xf32>
  return %0, %1 : tensor<7xbf16>, tensor<7xf32>
}
