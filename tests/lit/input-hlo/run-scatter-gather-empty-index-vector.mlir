// Scatter and gather indices of tensor<0xi32> (index_vector_dim 0) are ONE
// index with no components: the window is the whole operand. The
// zero-size folding took the scatter for "no updates" and returned its
// operand, so jax.lax.linalg.lu (and det, inv, solve, expm on a non-XLA
// platform) came out silently wrong (tests/vhlo/programs/linalg_*).
// DEFINE: %{args} = --input="2x2xf32=1 2 3 4" --input="2x2xf32=5 6 7 8" --expected_output="2x2xf32=5 6 7 8" --expected_output="2x2xf32=6 8 10 12" --expected_output="2x2xf32=1 2 3 4"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan %{args} | FileCheck %s %}
// CHECK-COUNT-3: [SUCCESS]
func.func @main(%x: tensor<2x2xf32>, %u: tensor<2x2xf32>)
    -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %none = stablehlo.constant dense<> : tensor<0xi32>
  %set = "stablehlo.scatter"(%x, %none, %u) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1]>, unique_indices = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<2x2xf32>, tensor<0xi32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %add = "stablehlo.scatter"(%x, %none, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1]>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x2xf32>, tensor<0xi32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %all = "stablehlo.gather"(%x, %none) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1]>, slice_sizes = array<i64: 2, 2>}> : (tensor<2x2xf32>, tensor<0xi32>) -> tensor<2x2xf32>
  return %set, %add, %all : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
