// gather with operand/start-indices batching dims (per-row take_along_axis):
// result[b, j] = operand[b, clamp(idx[b, j], 0, 4)], operand[b, k] = 10 b + k.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="2x3x1xi32=0 4 9 2 -1 3" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="2x3x1xi32=0 4 9 2 -1 3" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="2x3x1xi32=0 4 9 2 -1 3" | FileCheck %s %}
// CHECK: 2x3xf32=[0 4 4][12 10 13]

func.func @main(%idx: tensor<2x3x1xi32>) -> tensor<2x3xf32> {
  %b = stablehlo.iota dim = 0 : tensor<2x5xf32>
  %k = stablehlo.iota dim = 1 : tensor<2x5xf32>
  %c10 = stablehlo.constant dense<10.0> : tensor<2x5xf32>
  %b10 = stablehlo.multiply %b, %c10 : tensor<2x5xf32>
  %x = stablehlo.add %b10, %k : tensor<2x5xf32>
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
