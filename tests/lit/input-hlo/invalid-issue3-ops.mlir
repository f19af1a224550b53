// Verifier errors of optimization_barrier, tuple, get_tuple_element,
// reduce_precision, batch_norm_*, select_and_scatter, rng_bit_generator,
// cholesky and triangular_solve.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --verify-diagnostics

func.func @gte_index(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expected-error @+1 {{index 2 is out of range for 'tuple<tensor<f32>, tensor<i32>>'}}
  %0 = stablehlo.get_tuple_element %t[2] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @gte_type(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expected-error @+1 {{result type 'tensor<f32>' differs from element 1 of 'tuple<tensor<f32>, tensor<i32>>' ('tensor<i32>')}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @tuple_type(%a: tensor<f32>) {
  // expected-error @+1 {{expected a tuple type, got 'tensor<f32>'}}
  %0 = stablehlo.tuple %a : tensor<f32>
  return
}

// -----

func.func @barrier_types(%a: tensor<f32>) {
  // expected-error @+1 {{expects result types equal to operand types}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<f32>) -> tensor<i32>
  return
}

// -----

func.func @reduce_precision_format(%a: tensor<4xf32>) {
  // expected-error @+1 {{expected a format like e5m10, got 'f16'}}
  %0 = stablehlo.reduce_precision %a, format = f16 : tensor<4xf32>
  return
}

// -----

func.func @reduce_precision_exponent(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'exponent_bits' failed to satisfy constraint}}
  %0 = stablehlo.reduce_precision %a, format = e0m10 : tensor<4xf32>
  return
}

// -----

func.func @batch_norm_feature_index(%x: tensor<2x3xf32>, %c: tensor<3xf32>) {
  // expected-error @+1 {{feature_index 2 is out of range for an operand of rank 2}}
  %0 = "stablehlo.batch_norm_inference"(%x, %c, %c, %c, %c) <{epsilon = 1.0e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @batch_norm_scale(%x: tensor<2x3xf32>, %c: tensor<3xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{scale has type 'tensor<2xf32>', expected 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %c) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @batch_norm_grad_output(%x: tensor<2x3xf32>, %c: tensor<3xf32>, %g: tensor<3x2xf32>) {
  // expected-error @+1 {{grad_output has type 'tensor<3x2xf32>', expected the operand type 'tensor<2x3xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %c, %c, %c, %g) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @select_and_scatter_source(%x: tensor<4xf32>, %s: tensor<3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{source has shape [3], expected the window count [2]}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %ge : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      stablehlo.return %b : tensor<f32>
  }) : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_select(%x: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{select must end in stablehlo.return of one 'tensor<i1>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      stablehlo.return %a : tensor<f32>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      stablehlo.return %b : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @rng_three_fry_state(%s: tensor<3xui64>) {
  // expected-error @+1 {{THREE_FRY needs an initial_state of 2 elements, got 3}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_philox_state(%s: tensor<4xui64>) {
  // expected-error @+1 {{PHILOX needs an initial_state of 2 or 3 elements, got 4}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_output_state(%s: tensor<2xui64>) {
  // expected-error @+1 {{output_state has type 'tensor<2xi64>', expected the initial_state type 'tensor<2xui64>'}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xi64>, tensor<4xui32>)
  return
}

// -----

func.func @cholesky_square(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expects a to hold square matrices, got 'tensor<2x3xf32>'}}
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x3xf32>
  return
}

// -----

func.func @triangular_solve_rows(%a: tensor<3x3xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+1 {{b has 2 rows, expected 3 (the size of a)}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @triangular_solve_transpose(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+1 {{transpose_a must not be TRANSPOSE_INVALID}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>, unit_diagonal = false}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @triangular_solve_batch(%a: tensor<2x3x3xf32>, %b: tensor<3x3x1xf32>) {
  // expected-error @+1 {{expects a and b with the same batch dimensions, got 'tensor<2x3x3xf32>' and 'tensor<3x3x1xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<3x3x1xf32>) -> tensor<3x3x1xf32>
  return
}
