// Forms of the batch_norm, select_and_scatter, cholesky, triangular_solve
// and rng_bit_generator ops that input-hlo cannot lower: one error at the
// op naming it, the reason and the offending type.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --verify-diagnostics --strata-hlo-legalize-to-linalg

func.func @cholesky_complex(%a: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
  // expected-error @+1 {{failed to lower 'stablehlo.cholesky' (complex element types are not supported, got tensor<3x3xcomplex<f32>>): not supported by input-hlo}}
  %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xcomplex<f32>>
  return %0 : tensor<3x3xcomplex<f32>>
}

// -----

func.func @triangular_solve_complex(%a: tensor<2x2xcomplex<f64>>, %b: tensor<2x1xcomplex<f64>>) -> tensor<2x1xcomplex<f64>> {
  // expected-error @+1 {{failed to lower 'stablehlo.triangular_solve' (complex element types are not supported, got tensor<2x2xcomplex<f64>>): not supported by input-hlo}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x2xcomplex<f64>>, tensor<2x1xcomplex<f64>>) -> tensor<2x1xcomplex<f64>>
  return %0 : tensor<2x1xcomplex<f64>>
}

// -----

func.func @batch_norm_dynamic(%x: tensor<?x3xf32>, %c: tensor<3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{failed to lower 'stablehlo.batch_norm_inference' (dynamic shapes are not supported, got tensor<?x3xf32>): not supported by input-hlo}}
  %0 = "stablehlo.batch_norm_inference"(%x, %c, %c, %c, %c) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @select_and_scatter_complex(%x: tensor<4xcomplex<f32>>, %s: tensor<2xcomplex<f32>>, %i: tensor<complex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{failed to lower 'stablehlo.select_and_scatter' (complex element types are not supported, got tensor<4xcomplex<f32>>): not supported by input-hlo}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
  }, {
    ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
      stablehlo.return %b : tensor<complex<f32>>
  }) : (tensor<4xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @rng_state_ui32(%s: tensor<2xui32>) -> tensor<4xui32> {
  // expected-error @+1 {{failed to lower 'stablehlo.rng_bit_generator' (initial_state element type ui32 is not supported, expected ui64 or i64): not supported by input-hlo}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui32>) -> (tensor<2xui32>, tensor<4xui32>)
  return %1 : tensor<4xui32>
}

// -----

func.func @rng_output_i1(%s: tensor<2xui64>) -> tensor<4xi1> {
  // expected-error @+1 {{failed to lower 'stablehlo.rng_bit_generator' (output element type i1 is not supported, expected 8, 16, 32 or 64 bits): not supported by input-hlo}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xi1>)
  return %1 : tensor<4xi1>
}

// -----

func.func @rng_dynamic(%s: tensor<2xui64>) -> tensor<?xui32> {
  // expected-error @+1 {{failed to lower 'stablehlo.rng_bit_generator' (dynamic shapes are not supported, got tensor<?xui32>): not supported by input-hlo}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<?xui32>)
  return %1 : tensor<?xui32>
}
