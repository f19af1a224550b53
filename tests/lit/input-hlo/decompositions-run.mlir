// JAX's QR, symmetric eigen and SVD custom calls (LAPACK's and cuSOLVER's
// names), run on every target. Expected values by hand; vectors are checked
// through what does not depend on their signs:
//   geqrf [[3,0],[4,5]] (LAPACK's Householder): column 0: alpha 3, |x| 4,
//   beta -5, tau (beta-alpha)/beta = 1.6, v = 4/(3+5) = 0.5; column 1 then
//   (0 - 1.6*2.5, 5 - 1.6*0.5*2.5) = (-4, 3); column 1 has no tail: tau 0.
//   So a' = [[-5,-4],[0.5,3]], tau = [1.6, 0]; orgqr -> Q = [[-0.6,-0.8],
//   [-0.8,0.6]] (Q R = A). XLA's `Qr` and
//   `ProductOfElementaryHouseholderReflectors` (JAX's lowering of geqrf and
//   householder_product for platforms without LAPACK) give the same.
//   syevd [[2,1],[1,2]] -> eigenvalues [1, 3]; V diag(w) V^T = A.
//   gesdd [[3,0],[4,5]]: A^T A = [[25,20],[20,25]] -> s = [sqrt 45, sqrt 5];
//   U diag(s) V^T = A. gesvdj of the 3x2 [[1,0],[0,1],[0,0]] with full
//   U [3x3]: s = [1, 1], U^T U = I.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod
// DEFINE: %{args} = --input="2x2xf32=3 0 4 5" --input="2x2xf32=2 1 1 2" --input="3x2xf32=1 0 0 1 0 0" --expected_output="2x2xf32=-5 -4 0.5 3" --expected_output="2xf32=1.6 0" --expected_output="2x2xf32=-0.6 -0.8 -0.8 0.6" --expected_output="2xf32=1 3" --expected_output="2x2xf32=2 1 1 2" --expected_output="2xf32=6.7082039 2.2360680" --expected_output="2x2xf32=3 0 4 5" --expected_output="2xf32=1 1" --expected_output="3x3xf32=1 0 0 0 1 0 0 0 1" --expected_output="2x2xf32=-5 -4 0.5 3" --expected_output="2xf32=1.6 0" --expected_output="2x2xf32=-0.6 -0.8 -0.8 0.6"
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod %{args} | FileCheck %s %}
// CHECK-COUNT-12: [SUCCESS]
func.func @main(%a: tensor<2x2xf32>, %sym: tensor<2x2xf32>, %t: tensor<3x2xf32>)
    -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<3x3xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>) {
  %qr:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%a) {mhlo.backend_config = {}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>)
  %q = stablehlo.custom_call @cusolver_orgqr_ffi(%qr#0, %qr#1) {mhlo.backend_config = {}} : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  %eig:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%sym) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>)
  %wb = stablehlo.broadcast_in_dim %eig#1, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
  %vw = stablehlo.multiply %eig#0, %wb : tensor<2x2xf32>
  %rec = stablehlo.dot_general %vw, %eig#0, contracting_dims = [1] x [1] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %svd:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {mhlo.backend_config = {mode = 83 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<i32>)
  %sb = stablehlo.broadcast_in_dim %svd#1, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
  %us = stablehlo.multiply %svd#2, %sb : tensor<2x2xf32>
  %usv = stablehlo.dot_general %us, %svd#3, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %full:5 = stablehlo.custom_call @cusolver_gesvdj_ffi(%t) {mhlo.backend_config = {compute_uv = true, full_matrices = true}} : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<3x3xf32>, tensor<2x2xf32>, tensor<i32>)
  %utu = stablehlo.dot_general %full#2, %full#2, contracting_dims = [0] x [0] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %xqr:2 = stablehlo.custom_call @Qr(%a) {api_version = 1 : i32} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>)
  %xq = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%xqr#0, %xqr#1) {api_version = 1 : i32} : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return %qr#0, %qr#1, %q, %eig#1, %rec, %svd#1, %usv, %full#1, %utu, %xqr#0, %xqr#1, %xq : tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<3x3xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>
}
