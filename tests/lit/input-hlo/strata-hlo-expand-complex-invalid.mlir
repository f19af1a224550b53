// strata-hlo-expand-complex refuses what it cannot expand with one error that
// names the op and the complex type.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-expand-complex --verify-diagnostics

func.func @sine(%z: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.sine' on complex element type 'complex<f32>' is not supported}}
  %0 = stablehlo.sine %z : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @ordered_compare(%a: tensor<4xcomplex<f64>>, %b: tensor<4xcomplex<f64>>) -> tensor<4xi1> {
  // expected-error @+1 {{'stablehlo.compare' on complex element types supports only EQ and NE, got LT}}
  %0 = stablehlo.compare LT, %a, %b : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @reduce(%z: tensor<4xcomplex<f32>>, %init: tensor<complex<f32>>) -> tensor<complex<f32>> {
  // expected-error @+1 {{'stablehlo.reduce' on complex element type 'complex<f32>' is not supported}}
  %0 = stablehlo.reduce(%z init: %init) applies stablehlo.add across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  return %0 : tensor<complex<f32>>
}

// -----

func.func @mixed_dot(%a: tensor<2x2xcomplex<f32>>, %b: tensor<2x2xf32>) -> tensor<2x2xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.dot_general' on complex element type 'complex<f32>' is not supported}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xcomplex<f32>>, tensor<2x2xf32>) -> tensor<2x2xcomplex<f32>>
  return %0 : tensor<2x2xcomplex<f32>>
}

// -----

// A region op whose own types are real, with a complex value inside.
func.func @in_region(%p: tensor<i1>, %z: tensor<2xcomplex<f32>>, %r: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.if"(%p) ({
    // expected-error @+1 {{'stablehlo.abs' inside a region on complex element types is not supported}}
    %n = stablehlo.abs %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    stablehlo.return %r : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @if_result(%p: tensor<i1>, %z: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.if' on complex element type 'complex<f32>' is not supported}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %z : tensor<2xcomplex<f32>>
  }, {
    stablehlo.return %z : tensor<2xcomplex<f32>>
  }) : (tensor<i1>) -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
