func.func @main(%arg0: tensor<8x17xi8>, %arg1: tensor<8x17xi8>) -> (tensor<8x17xi8>) {
  %v1 = stablehlo.constant dense<1> : tensor<8x17xi8>
  %v4 = stablehlo.constant dense<7> : tensor<8x17xi8>
  %v2 = stablehlo.and %arg0, %v4 : tensor<8x17xi8>
  %v3 = stablehlo.add %v2, %v1 : tensor<8x17xi8>
  %v5 = stablehlo.remainder %arg1, %v3 : tensor<8x17xi8>
  return %v5 : tensor<8x17xi8>
}
