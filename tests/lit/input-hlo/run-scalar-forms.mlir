// Degenerate forms: a scatter of one scalar update (rank-0 updates, index
// vector dim 0, i64 indices, f16) with a "replace" combiner, a gather with a
// rank-0 result, a sort of i1 (unsigned: false < true).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="5xf16=1 2 3 4 5" --input="1xi64=3" \
// RUN:   --input="f16=9.5" --input="6xi1=1 0 1 0 0 1" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="5xf16=1 2 3 4 5" --input="1xi64=3" \
// RUN:   --input="f16=9.5" --input="6xi1=1 0 1 0 0 1" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="5xf16=1 2 3 4 5" --input="1xi64=3" \
// RUN:   --input="f16=9.5" --input="6xi1=1 0 1 0 0 1" | FileCheck %s %}
// CHECK: 5xf16=1 2 3 9.5 5
// CHECK: f16=9.5
// CHECK: 6xi1=0 0 0 1 1 1

func.func @main(%x: tensor<5xf16>, %i: tensor<1xi64>, %u: tensor<f16>, %k: tensor<6xi1>) -> (tensor<5xf16>, tensor<f16>, tensor<6xi1>) {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    stablehlo.return %b : tensor<f16>
  }) : (tensor<5xf16>, tensor<1xi64>, tensor<f16>) -> tensor<5xf16>
  %1 = "stablehlo.gather"(%0, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1>}> : (tensor<5xf16>, tensor<1xi64>) -> tensor<f16>
  %2 = "stablehlo.sort"(%k) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<i1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<6xi1>) -> tensor<6xi1>
  return %0, %1, %2 : tensor<5xf16>, tensor<f16>, tensor<6xi1>
}
