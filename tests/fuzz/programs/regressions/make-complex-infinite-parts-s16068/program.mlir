func.func @main(%arg0: tensor<4x9xf64>) -> (tensor<9x4xcomplex<f64>>) {
  %v1 = stablehlo.complex %arg0, %arg0 : (tensor<4x9xf64>, tensor<4x9xf64>) -> tensor<4x9xcomplex<f64>>
  %v2 = stablehlo.transpose %v1, dims = [1, 0] : (tensor<4x9xcomplex<f64>>) -> tensor<9x4xcomplex<f64>>
  return %v2 : tensor<9x4xcomplex<f64>>
}
