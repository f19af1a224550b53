func.func @main(%arg0: tensor<9x16x16xf64>) -> (tensor<9x16x16xcomplex<f64>>) {
  %v1 = stablehlo.convert %arg0 : (tensor<9x16x16xf64>) -> tensor<9x16x16xcomplex<f64>>
  return %v1 : tensor<9x16x16xcomplex<f64>>
}
