// lax.approx_max_k / approx_min_k: custom_call @ApproxTopK runs exactly, as
// XLA does off TPUs (a stable sort with the comparator, then a slice);
// the comparator function goes away. By hand: row [3, 1, 3, 2] -> top 2
// values [3, 3] at indices [0, 2] (ties keep index order); row
// [0, 5, -1, 5] -> [5, 5] at [1, 3]; bottom 1 along dim 0: [0, 1, -1, 2] at
// rows [1, 0, 1, 0].
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod
// DEFINE: %{args} = --input="2x4xf32=3 1 3 2 0 5 -1 5" --expected_output="2x2xf32=3 3 5 5" --expected_output="2x2xi32=0 2 1 3" --expected_output="1x4xf32=0 1 -1 2" --expected_output="1x4xi32=1 0 1 0"
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod %{args} | FileCheck %s %}
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-custom-calls | FileCheck %s --check-prefix=IR
// CHECK-COUNT-4: [SUCCESS]
// IR-NOT: func.func @top_k_gt_f32_comparator
// IR: "stablehlo.sort"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64, is_stable = true}>
// IR: stablehlo.compare GT
// IR: stablehlo.slice %{{.*}} [0:2, 0:2]
func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @top_k_lt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func public @main(%x: tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>, tensor<1x4xf32>, tensor<1x4xi32>) {
  %i1 = stablehlo.iota dim = 1 : tensor<2x4xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %i1, %ninf, %c) {called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  %i0 = stablehlo.iota dim = 0 : tensor<2x4xi32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %1:2 = stablehlo.custom_call @ApproxTopK(%x, %i0, %inf, %c) {called_computations = [@top_k_lt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 1 : i64}} : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<1x4xf32>, tensor<1x4xi32>)
  return %0#0, %0#1, %1#0, %1#1 : tensor<2x2xf32>, tensor<2x2xi32>, tensor<1x4xf32>, tensor<1x4xi32>
}
