func.func @main(%arg0: tensor<2xi32>) -> (tensor<1x4xi32>) {
  %v1 = stablehlo.slice %arg0 [0:1:2] : (tensor<2xi32>) -> tensor<1xi32>
  %v2 = stablehlo.broadcast_in_dim %v1, dims = [1] : (tensor<1xi32>) -> tensor<1x4xi32>
  return %v2 : tensor<1x4xi32>
}
