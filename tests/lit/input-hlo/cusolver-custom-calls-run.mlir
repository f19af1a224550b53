// JAX's linear algebra as lowered for CUDA (cuSOLVER custom calls; element
// type from the operand), run on every target; expected values by hand:
//   potrf lower = false of [[4,2],[2,5]]: U = [[2,1],[.,2]], lower triangle
//   kept (2); getrf of a batch: [[1,2],[3,4]] -> lu [[3,4],[1/3,2/3]],
//   ipiv [2,2]; [[2,0],[0,1]] needs no swap: ipiv [1,2]; info 0 for both;
//   cu_lu_pivots_to_permutation [1,2] -> m = 3: swap 0<->1, 1<->2 = [1,2,0];
//   [0,5] -> m = 2: a pivot out of range swaps nothing = [0,1].
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod
// DEFINE: %{args} = --input="2x2xf32=4 2 2 5" --input="2x2x2xf32=1 2 3 4 2 0 0 1" --input="2xi32=1 2" --input="1x2xi32=0 5" --expected_output="2x2xf32=2 1 2 2" --expected_output="i32=0" --expected_output="2x2x2xf32=3 4 0.33333334 0.6666666 2 0 0 1" --expected_output="2x2xi32=2 2 1 2" --expected_output="2xi32=0 0" --expected_output="3xi32=1 2 0" --expected_output="1x2xi32=0 1"
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod %{args} | FileCheck %s %}
// CHECK-COUNT-7: [SUCCESS]
func.func @main(%a: tensor<2x2xf32>, %m: tensor<2x2x2xf32>, %p: tensor<2xi32>, %q: tensor<1x2xi32>)
    -> (tensor<2x2xf32>, tensor<i32>, tensor<2x2x2xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<3xi32>, tensor<1x2xi32>) {
  %u:2 = stablehlo.custom_call @cusolver_potrf_ffi(%a) {mhlo.backend_config = {lower = false}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  %lu:3 = stablehlo.custom_call @cusolver_getrf_ffi(%m) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}} : (tensor<2x2x2xf32>) -> (tensor<2x2x2xf32>, tensor<2x2xi32>, tensor<2xi32>)
  %perm = stablehlo.custom_call @cu_lu_pivots_to_permutation(%p) {mhlo.backend_config = {}} : (tensor<2xi32>) -> tensor<3xi32>
  %perm2 = stablehlo.custom_call @cu_lu_pivots_to_permutation(%q) {mhlo.backend_config = {}} : (tensor<1x2xi32>) -> tensor<1x2xi32>
  return %u#0, %u#1, %lu#0, %lu#1, %lu#2, %perm, %perm2 : tensor<2x2xf32>, tensor<i32>, tensor<2x2x2xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<3xi32>, tensor<1x2xi32>
}
