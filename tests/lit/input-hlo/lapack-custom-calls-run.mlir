// JAX's LAPACK custom calls (jnp.linalg on the CPU) in f64, run on every
// target; expected values worked out by hand:
//   potrf L of [[4,2],[2,5]] = [[2,.],[1,2]], the upper triangle kept (2);
//   potrf U = [[2,1],[.,2]], the lower triangle kept; [[1,2],[2,1]] is not
//   positive definite at the second minor: info 2;
//   getrf [[1,2],[3,4]]: pivot row 2, lu [[3,4],[1/3,2/3]], ipiv [2,2];
//   getrf [[0,1],[0,2],[0,3]]: a zero column (info 1, ipiv 1), then pivot
//   row 3: lu [[0,1],[0,3],[0,2/3]], ipiv [1,3];
//   trsm side R, upper, transposed: x [[2,0],[1,4]] = [4,8] -> x = [1,2].
// DEFINE: %{inputs} = --input="2x2xf64=4 2 2 5" --input="2x2xf64=1 2 2 1" --input="2x2xf64=1 2 3 4" --input="3x2xf64=0 1 0 2 0 3" --input="2x2xf64=2 1 0 4" --input="1x2xf64=4 8"
// DEFINE: %{outputs} = --expected_output="2x2xf64=2 2 1 2" --expected_output="2x2xf64=2 1 2 2" --expected_output="i32=2" --expected_output="2x2xf64=3 4 0.3333333333333333 0.6666666666666667" --expected_output="2xi32=2 2" --expected_output="i32=0" --expected_output="3x2xf64=0 1 0 3 0 0.6666666666666666" --expected_output="2xi32=1 3" --expected_output="i32=1" --expected_output="1x2xf64=1 2"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod
// RUN: strata-run --module=%t.cpu.smod %{inputs} %{outputs} | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod %{inputs} %{outputs} | FileCheck %s
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod %{inputs} %{outputs} | FileCheck %s %}
// CHECK-COUNT-10: [SUCCESS]
func.func @main(%a: tensor<2x2xf64>, %c: tensor<2x2xf64>, %m: tensor<2x2xf64>, %z: tensor<3x2xf64>, %u: tensor<2x2xf64>, %b: tensor<1x2xf64>)
    -> (tensor<2x2xf64>, tensor<2x2xf64>, tensor<i32>, tensor<2x2xf64>, tensor<2xi32>, tensor<i32>, tensor<3x2xf64>, tensor<2xi32>, tensor<i32>, tensor<1x2xf64>) {
  %l:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<i32>)
  %up:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%a) {mhlo.backend_config = {uplo = 85 : ui8}} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<i32>)
  %bad:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%c) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<i32>)
  %lu:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%m) {mhlo.backend_config = {}} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xi32>, tensor<i32>)
  %lz:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%z) {mhlo.backend_config = {}} : (tensor<3x2xf64>) -> (tensor<3x2xf64>, tensor<2xi32>, tensor<i32>)
  %x = stablehlo.custom_call @lapack_dtrsm_ffi(%u, %b) {mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}} : (tensor<2x2xf64>, tensor<1x2xf64>) -> tensor<1x2xf64>
  return %l#0, %up#0, %bad#1, %lu#0, %lu#1, %lu#2, %lz#0, %lz#1, %lz#2, %x : tensor<2x2xf64>, tensor<2x2xf64>, tensor<i32>, tensor<2x2xf64>, tensor<2xi32>, tensor<i32>, tensor<3x2xf64>, tensor<2xi32>, tensor<i32>, tensor<1x2xf64>
}
