func.func @main(%arg0: tensor<16x16x16xui16>, %arg1: tensor<16x16x16xui16>) -> (tensor<16x16xui16>) {
  %v1 = stablehlo.constant dense<0> : tensor<i32>
  %v2:2 = stablehlo.while(%v3 = %v1, %v4 = %arg1) : tensor<i32>, tensor<16x16x16xui16>
  cond {
    %v5 = stablehlo.constant dense<1> : tensor<i32>
    %v6 = stablehlo.compare LT, %v3, %v5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v6 : tensor<i1>
  } do {
    %v7 = stablehlo.constant dense<15> : tensor<16x16x16xui16>
    %v13 = stablehlo.xor %v4, %arg0 : tensor<16x16x16xui16>
    %v8 = stablehlo.multiply %v13, %v7 : tensor<16x16x16xui16>
    %v14 = stablehlo.constant dense<1> : tensor<16x16x16xui16>
    %v10 = stablehlo.add %v8, %v14 : tensor<16x16x16xui16>
    %v11 = stablehlo.constant dense<1> : tensor<i32>
    %v12 = stablehlo.add %v3, %v11 : tensor<i32>
    stablehlo.return %v12, %v10 : tensor<i32>, tensor<16x16x16xui16>
  }
  %v15 = stablehlo.add %v2#1, %arg0 : tensor<16x16x16xui16>
  %v16 = stablehlo.constant dense<0> : tensor<ui16>
  %v17 = stablehlo.reduce(%v15 init: %v16) applies stablehlo.add across dimensions = [0] : (tensor<16x16x16xui16>, tensor<ui16>) -> tensor<16x16xui16>
  return %v17 : tensor<16x16xui16>
}
