func.func @main(%arg0: tensor<16x34x4xf32>) -> (tensor<34x1x4xf32>) {
  %v1 = stablehlo.constant dense<0.43470385670661926> : tensor<16x1x34xf32>
  %v2 = stablehlo.dot_general %v1, %arg0, batching_dims = [2] x [1], contracting_dims = [0] x [0] : (tensor<16x1x34xf32>, tensor<16x34x4xf32>) -> tensor<34x1x4xf32>
  return %v2 : tensor<34x1x4xf32>
}
