// i1 dense hex data in both encodings runs on every target: one byte per
// element (what JAX and the StableHLO tools print with MLIR since
// llvm/llvm-project#180397) and one bit per element (MLIR 22's own form), plus
// a one-byte splat of true over 16 elements. The two constants hold the same
// 120 bits (Python's random.seed(7), 8x15 row-major); expected values are
// those bits, their count (57) and 16 trues.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="8x15xi1=0" --expected_output="8x15xi1=1 0 1 0 0 0 1 0 0 0 0 1 1 0 0 0 1 0 0 0 0 1 0 0 0 0 1 1 0 0 1 0 0 0 1 0 0 0 0 1 1 1 1 1 1 1 0 0 0 0 1 1 1 1 1 0 0 1 0 1 0 1 1 0 0 1 1 1 1 1 0 0 1 1 0 0 1 1 1 1 1 0 1 1 0 0 1 0 0 1 0 0 1 1 1 0 0 1 1 1 0 1 1 1 1 1 0 0 0 0 0 0 0 0 1 0 1 1 0 0" --expected_output="8x15xi1=0" --expected_output="i32=57" --expected_output="16xi1=1"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="8x15xi1=0" --expected_output="8x15xi1=1 0 1 0 0 0 1 0 0 0 0 1 1 0 0 0 1 0 0 0 0 1 0 0 0 0 1 1 0 0 1 0 0 0 1 0 0 0 0 1 1 1 1 1 1 1 0 0 0 0 1 1 1 1 1 0 0 1 0 1 0 1 1 0 0 1 1 1 1 1 0 0 1 1 0 0 1 1 1 1 1 0 1 1 0 0 1 0 0 1 0 0 1 1 1 0 0 1 1 1 0 1 1 1 1 1 0 0 0 0 0 0 0 0 1 0 1 1 0 0" --expected_output="8x15xi1=0" --expected_output="i32=57" --expected_output="16xi1=1"
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="8x15xi1=0" --expected_output="8x15xi1=1 0 1 0 0 0 1 0 0 0 0 1 1 0 0 0 1 0 0 0 0 1 0 0 0 0 1 1 0 0 1 0 0 0 1 0 0 0 0 1 1 1 1 1 1 1 0 0 0 0 1 1 1 1 1 0 0 1 0 1 0 1 1 0 0 1 1 1 1 1 0 0 1 1 0 0 1 1 1 1 1 0 1 1 0 0 1 0 0 1 0 0 1 1 1 0 0 1 1 1 0 1 1 1 1 1 0 0 0 0 0 0 0 0 1 0 1 1 0 0" --expected_output="8x15xi1=0" --expected_output="i32=57" --expected_output="16xi1=1" %}

func.func @main(%b: tensor<8x15xi1>) -> (tensor<8x15xi1>, tensor<8x15xi1>, tensor<i32>, tensor<16xi1>) {
  %bytes = stablehlo.constant dense<"0x010001000000010000000001010000000100000000010000000001010000010000000100000000010101010101010000000001010101010000010001000101000001010101010000010100000101010101000101000001000001000001010100000101010001010101010000000000000000010001010000"> : tensor<8x15xi1>
  %packed = "stablehlo.constant"() <{value = dense<"0x4518214C843F7C6A3EF34D72EE0334"> : tensor<8x15xi1>}> : () -> tensor<8x15xi1>
  %splat = stablehlo.constant dense<"0x01"> : tensor<16xi1>
  %0 = stablehlo.xor %b, %bytes : tensor<8x15xi1>
  %1 = stablehlo.xor %bytes, %packed : tensor<8x15xi1>
  %2 = stablehlo.convert %bytes : (tensor<8x15xi1>) -> tensor<8x15xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %3 = stablehlo.reduce(%2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x15xi32>, tensor<i32>) -> tensor<i32>
  return %0, %1, %3, %splat : tensor<8x15xi1>, tensor<8x15xi1>, tensor<i32>, tensor<16xi1>
}
