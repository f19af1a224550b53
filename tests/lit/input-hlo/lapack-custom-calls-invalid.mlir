// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(strata-hlo-input-pipeline)'

// LAPACK custom calls that do not match what JAX emits are refused with the
// reason; LAPACK kernels other than potrf/trsm/getrf are not lowered.

func.func @bad_uplo(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{lapack_spotrf_ffi: mhlo.backend_config 'uplo' is 88; expected one of 'LU'}}
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 88 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  return %0#0 : tensor<2x2xf32>
}

// -----

func.func @no_config(%a: tensor<2x2xf32>, %b: tensor<2x1xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{lapack_strsm_ffi: mhlo.backend_config has no integer 'side'}}
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @bad_results(%a: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{lapack_sgetrf_ffi: results are (tensor<3x2xf32>, tensor<3xi32>, tensor<i32>); expected (tensor<3x2xf32>, tensor<2xi32>, tensor<i32>)}}
  %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {mhlo.backend_config = {}} : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<3xi32>, tensor<i32>)
  return %0#0 : tensor<3x2xf32>
}

// -----

func.func @misfit(%a: tensor<2x2xf32>, %b: tensor<3x1xf32>) -> tensor<3x1xf32> {
  // expected-error @+1 {{lapack_strsm_ffi: a (2x2) and b (tensor<3x1xf32>) do not fit: a must be square, b of the same batch and element type with rows = a's order}}
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}} : (tensor<2x2xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

func.func @not_square(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{lapack_spotrf_ffi: matrix is 2x3; expected square}}
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<i32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @geev(%a: tensor<2x2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{custom_call target 'lapack_sgeev_ffi' is not supported by input-hlo}}
  %0:3 = stablehlo.custom_call @lapack_sgeev_ffi(%a) {mhlo.backend_config = {}} : (tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<i32>)
  return %0#0 : tensor<2xf32>
}

// -----

func.func @eigh_no_triangle(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{lapack_ssyevd_ffi: mhlo.backend_config has neither 'lower' (cuSOLVER) nor 'uplo' (LAPACK)}}
  %0:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {mhlo.backend_config = {}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>)
  return %0#0 : tensor<2x2xf32>
}

// -----

func.func @svd_wrong_u(%a: tensor<3x2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{lapack_sgesdd_ffi: results must be (a, s [..., k], u [..., m, k..m], vt [..., k..n, n], info) with k = min(m, n)}}
  %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {mhlo.backend_config = {mode = 83 : ui8}} : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<3x1xf32>, tensor<2x2xf32>, tensor<i32>)
  return %0#1 : tensor<2xf32>
}

// -----

func.func @pivots_batch_mismatch(%p: tensor<2x3xi32>) -> tensor<3x4xi32> {
  // expected-error @+1 {{cu_lu_pivots_to_permutation: expected i32 pivots [..., k] -> one i32 permutation [..., m] with the same batch dims}}
  %0 = stablehlo.custom_call @cu_lu_pivots_to_permutation(%p) {mhlo.backend_config = {}} : (tensor<2x3xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// -----

func.func @cusolver_potrf_no_triangle(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{cusolver_potrf_ffi: mhlo.backend_config has neither 'lower' (cuSOLVER) nor 'uplo' (LAPACK)}}
  %0:2 = stablehlo.custom_call @cusolver_potrf_ffi(%a) {mhlo.backend_config = {}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  return %0#0 : tensor<2x2xf32>
}
