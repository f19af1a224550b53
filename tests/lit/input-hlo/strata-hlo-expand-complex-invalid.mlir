// strata-hlo-expand-complex refuses what it cannot expand with one error that
// names the op and the complex type.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-expand-complex --verify-diagnostics

// logistic, atan2 and remainder on complex values have no expansion
// (remainder's complex semantics are still TBD in the spec).
func.func @logistic(%z: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.logistic' on complex element type 'complex<f32>' is not supported}}
  %0 = stablehlo.logistic %z : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @remainder(%a: tensor<4xcomplex<f64>>, %b: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  // expected-error @+1 {{'stablehlo.remainder' on complex element type 'complex<f64>' is not supported}}
  %0 = stablehlo.remainder %a, %b : tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}

// -----

// A complex function argument (retyped to tensor<4x2xf32> before its users
// are expanded) is still named by its complex element type.
func.func @atan2_argument(%a: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.atan2' on complex element type 'complex<f32>' is not supported}}
  %0 = stablehlo.atan2 %a, %a : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// map has a single result: its complex values cannot become two.
func.func @map(%z: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.map' on complex element type 'complex<f32>' is not supported}}
  %0 = "stablehlo.map"(%z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<complex<f32>>):
    %n = stablehlo.negate %a : tensor<complex<f32>>
    stablehlo.return %n : tensor<complex<f32>>
  }) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @mixed_dot(%a: tensor<2x2xcomplex<f32>>, %b: tensor<2x2xf32>) -> tensor<2x2xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.dot_general' on complex element type 'complex<f32>' is not supported}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xcomplex<f32>>, tensor<2x2xf32>) -> tensor<2x2xcomplex<f32>>
  return %0 : tensor<2x2xcomplex<f32>>
}

// -----

// Inside a region (here the body of an if whose own types are real) an op
// without an expansion is refused the same way.
func.func @in_region(%p: tensor<i1>, %z: tensor<2xcomplex<f32>>, %r: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.if"(%p) ({
    // expected-error @+1 {{'stablehlo.logistic' on complex element type 'complex<f32>' is not supported}}
    %n = stablehlo.logistic %z : tensor<2xcomplex<f32>>
    %a = stablehlo.abs %n : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %r : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// select_and_scatter's select region compares operand values and its
// scatter region combines source values: not rebuilt on parts.
func.func @select_and_scatter(%x: tensor<4xcomplex<f32>>, %s: tensor<2xcomplex<f32>>, %i: tensor<complex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.select_and_scatter' on complex element type 'complex<f32>' is not supported}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
    %c = stablehlo.add %a, %b : tensor<complex<f32>>
    stablehlo.return %c : tensor<complex<f32>>
  }) : (tensor<4xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}
