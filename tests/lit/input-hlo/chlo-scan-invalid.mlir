// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --verify-diagnostics

func.func @dimension_out_of_range(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{dimension 1 is out of range for input 0 of rank 1}}
  %0:2 = chlo.scan(%x) inits (%c) dimension=1 {
  ^bb0(%xi: tensor<f32>, %ci: tensor<f32>):
    stablehlo.return %xi, %ci : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  return
}

// -----

func.func @lengths_differ(%x: tensor<4xf32>, %y: tensor<5xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{inputs must have the same size along dimension 0: input 1 has 5, expected 4}}
  %0:2 = chlo.scan(%x, %y) inits (%c) dimension=0 {
  ^bb0(%xi: tensor<f32>, %yi: tensor<f32>, %ci: tensor<f32>):
    stablehlo.return %xi, %ci : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<5xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  return
}

// -----

func.func @body_argument_type(%x: tensor<4x3xf32>, %c: tensor<3xf32>) {
  // expected-error @+1 {{body argument 0 must be 'tensor<3xf32>', got 'tensor<4xf32>'}}
  %0:2 = chlo.scan(%x) inits (%c) dimension=0 {
  ^bb0(%xi: tensor<4xf32>, %ci: tensor<3xf32>):
    stablehlo.return %ci, %ci : tensor<3xf32>, tensor<3xf32>
  } : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @return_count(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{body must return 2 values (1 output slices, then 1 carries), got 1}}
  %0:2 = chlo.scan(%x) inits (%c) dimension=0 {
  ^bb0(%xi: tensor<f32>, %ci: tensor<f32>):
    stablehlo.return %ci : tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  return
}

// -----

func.func @carry_type(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{carry 0 must keep its init's type 'tensor<f32>'}}
  %0:2 = chlo.scan(%x) inits (%c) dimension=0 {
  ^bb0(%xi: tensor<f32>, %ci: tensor<f32>):
    %r = stablehlo.convert %ci : (tensor<f32>) -> tensor<f16>
    stablehlo.return %xi, %r : tensor<f32>, tensor<f16>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f16>)
  return
}

// -----

func.func @output_shape(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-error @+1 {{output 0 must stack the body's slices 'tensor<f32>' along dimension 0 (length 4), got 'tensor<5xf32>'}}
  %0:2 = chlo.scan(%x) inits (%c) dimension=0 {
  ^bb0(%xi: tensor<f32>, %ci: tensor<f32>):
    stablehlo.return %xi, %ci : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<5xf32>, tensor<f32>)
  return
}

// -----

func.func @too_few_results(%x: tensor<4xf32>, %c: tensor<f32>, %d: tensor<f32>) {
  // expected-error @+1 {{has 1 results, fewer than its 2 carries}}
  %0 = chlo.scan(%x) inits (%c, %d) dimension=0 {
  ^bb0(%xi: tensor<f32>, %ci: tensor<f32>, %di: tensor<f32>):
    stablehlo.return %ci, %di : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>)
  return
}
