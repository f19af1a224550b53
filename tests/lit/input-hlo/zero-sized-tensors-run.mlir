// Tensors with no elements (StableHLO allows size-0 dims): ops that produce
// them become empty constants, ops that consume them compute what they do
// on no elements. Run on every target; expected values by hand:
//   concatenate(e[0x2], y[2x2]) = y; reduce-add over e's 0 rows = [0, 0];
//   reduce-max over them = the init, -5; dot over a contraction of size 0 =
//   zeros [2x3]; pad of e to 1x4 with 7 = [7 7 7 7]; dynamic_update_slice
//   with an empty update = y; scatter of no indices = y; e * e, a slice to
//   zero columns and the empty argument itself come out empty.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod
// DEFINE: %{args} = --input="0x2xf32=" --input="2x2xf32=1 2 3 4" --input="2x0xf32=" --input="0x3xf32=" --expected_output="2x2xf32=1 2 3 4" --expected_output="2xf32=0 0" --expected_output="2xf32=-5 -5" --expected_output="2x3xf32=0 0 0 0 0 0" --expected_output="1x4xf32=7 7 7 7" --expected_output="2x2xf32=1 2 3 4" --expected_output="2x2xf32=1 2 3 4" --expected_output="0x2xf32=" --expected_output="2x0xf32=" --expected_output="0x2xf32="
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod %{args} | FileCheck %s %}
// CHECK-COUNT-10: [SUCCESS]
func.func @main(%e: tensor<0x2xf32>, %y: tensor<2x2xf32>, %a: tensor<2x0xf32>, %b: tensor<0x3xf32>)
    -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x3xf32>, tensor<1x4xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<0x2xf32>, tensor<2x0xf32>, tensor<0x2xf32>) {
  %cat = stablehlo.concatenate %e, %y, dim = 0 : (tensor<0x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<0x2xf32>, tensor<f32>) -> tensor<2xf32>
  %low = stablehlo.constant dense<-5.0> : tensor<f32>
  %max = stablehlo.reduce(%e init: %low) applies stablehlo.maximum across dimensions = [0] : (tensor<0x2xf32>, tensor<f32>) -> tensor<2xf32>
  %dot = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  %seven = stablehlo.constant dense<7.0> : tensor<f32>
  %pad = stablehlo.pad %e, %seven, low = [1, 1], high = [0, 1], interior = [0, 0] : (tensor<0x2xf32>, tensor<f32>) -> tensor<1x4xf32>
  %i = stablehlo.constant dense<1> : tensor<i32>
  %dus = stablehlo.dynamic_update_slice %y, %e, %i, %i : (tensor<2x2xf32>, tensor<0x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  %idx = stablehlo.constant dense<> : tensor<0x1xi32>
  %sc = "stablehlo.scatter"(%y, %idx, %e) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<2x2xf32>, tensor<0x1xi32>, tensor<0x2xf32>) -> tensor<2x2xf32>
  %sq = stablehlo.multiply %e, %e : tensor<0x2xf32>
  %sl = stablehlo.slice %y [0:2, 2:2] : (tensor<2x2xf32>) -> tensor<2x0xf32>
  return %cat, %sum, %max, %dot, %pad, %dus, %sc, %sq, %sl, %e : tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x3xf32>, tensor<1x4xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<0x2xf32>, tensor<2x0xf32>, tensor<0x2xf32>
}
