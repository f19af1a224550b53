// gather with a leading index_vector_dim, a collapsed dim, offset dims
// around the batch dim and start indices clamped into the operand (spec:
// clamp(start, 0, dim - slice_size)), compiled and run on llvm-cpu.
// operand[i, j, k] = 100 i + 10 j + k (5x4x3); start (row 0 = dim 0,
// row 1 = dim 1) per batch: (1, 1) in range, (7, 3) -> (4, 2), (-2, -5) -> (0, 0).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="2x3xi32=1 7 -2 1 3 -5" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="2x3xi32=1 7 -2 1 3 -5" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="2x3xi32=1 7 -2 1 3 -5" | FileCheck %s %}
// CHECK: 2x3x3xf32={{\[\[}}110 111 112][420 421 422][0 1 2]{{\]\[\[}}120 121 122][430 431 432][10 11 12]]

func.func @main(%idx: tensor<2x3xi32>) -> tensor<2x3x3xf32> {
  %i = stablehlo.iota dim = 0 : tensor<5x4x3xf32>
  %j = stablehlo.iota dim = 1 : tensor<5x4x3xf32>
  %k = stablehlo.iota dim = 2 : tensor<5x4x3xf32>
  %c100 = stablehlo.constant dense<100.0> : tensor<5x4x3xf32>
  %c10 = stablehlo.constant dense<10.0> : tensor<5x4x3xf32>
  %a = stablehlo.multiply %i, %c100 : tensor<5x4x3xf32>
  %b = stablehlo.multiply %j, %c10 : tensor<5x4x3xf32>
  %ab = stablehlo.add %a, %b : tensor<5x4x3xf32>
  %x = stablehlo.add %ab, %k : tensor<5x4x3xf32>
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 0>, slice_sizes = array<i64: 1, 2, 3>}> : (tensor<5x4x3xf32>, tensor<2x3xi32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
