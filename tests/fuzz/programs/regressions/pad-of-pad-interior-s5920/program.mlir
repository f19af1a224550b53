func.func @main(%arg0: tensor<3xi8>) -> (tensor<12xi8>) {
  %v1 = stablehlo.constant dense<5> : tensor<i8>
  %v2 = stablehlo.pad %arg0, %v1, low = [2], high = [1], interior = [0] : (tensor<3xi8>, tensor<i8>) -> tensor<6xi8>
  %v3 = stablehlo.constant dense<5> : tensor<i8>
  %v4 = stablehlo.pad %v2, %v3, low = [0], high = [1], interior = [1] : (tensor<6xi8>, tensor<i8>) -> tensor<12xi8>
  return %v4 : tensor<12xi8>
}
