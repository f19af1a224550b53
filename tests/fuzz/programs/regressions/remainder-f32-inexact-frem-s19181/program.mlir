func.func @main(%arg0: tensor<1x5x8xf32>, %arg1: tensor<1x5x8xf32>) -> (tensor<1x5x8xf32>) {
  %v1 = stablehlo.constant dense<1.0> : tensor<1x5x8xf32>
  %v2 = stablehlo.abs %arg0 : tensor<1x5x8xf32>
  %v3 = stablehlo.add %v2, %v1 : tensor<1x5x8xf32>
  %v4 = stablehlo.remainder %arg1, %v3 : tensor<1x5x8xf32>
  return %v4 : tensor<1x5x8xf32>
}
