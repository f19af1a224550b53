func.func @main(%arg0: tensor<4x5x0xi32>, %arg1: tensor<i32>, %arg2: tensor<4x5x0xi32>) -> (tensor<4x5x0xi32>) {
  %v1 = stablehlo.constant dense<0> : tensor<i32>
  %v2 = stablehlo.constant dense<5> : tensor<i32>
  %v3 = stablehlo.clamp %v1, %arg1, %v2 : tensor<i32>
  %v4 = stablehlo.constant dense<0> : tensor<i32>
  %v5:2 = stablehlo.while(%v6 = %v4, %v7 = %arg0) : tensor<i32>, tensor<4x5x0xi32>
  cond {
    %v8 = stablehlo.compare LT, %v6, %v3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v8 : tensor<i1>
  } do {
    %v9 = stablehlo.constant dense<2> : tensor<i32>
    %v10 = stablehlo.remainder %v6, %v9 : tensor<i32>
    %v11 = "stablehlo.case"(%v10) ({
      %v12 = stablehlo.constant dense<15> : tensor<4x5x0xi32>
      %v13 = stablehlo.xor %v7, %arg2 : tensor<4x5x0xi32>
      %v14 = stablehlo.multiply %v13, %v12 : tensor<4x5x0xi32>
      %v16 = stablehlo.constant dense<1> : tensor<4x5x0xi32>
      %v15 = stablehlo.add %v14, %v16 : tensor<4x5x0xi32>
      stablehlo.return %v15 : tensor<4x5x0xi32>
    }, {
      %v17 = stablehlo.constant dense<0> : tensor<i32>
      %v18:2 = stablehlo.while(%v19 = %v17, %v20 = %v7) : tensor<i32>, tensor<4x5x0xi32>
      cond {
        %v21 = stablehlo.constant dense<2> : tensor<i32>
        %v22 = stablehlo.compare LT, %v19, %v21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %v22 : tensor<i1>
      } do {
        %v23 = stablehlo.constant dense<3> : tensor<4x5x0xi32>
        %v25 = stablehlo.add %v20, %arg2 : tensor<4x5x0xi32>
        %v26 = stablehlo.multiply %v25, %v23 : tensor<4x5x0xi32>
        %v27 = stablehlo.constant dense<1> : tensor<i32>
        %v28 = stablehlo.add %v19, %v27 : tensor<i32>
        stablehlo.return %v28, %v26 : tensor<i32>, tensor<4x5x0xi32>
      }
      stablehlo.return %v18#1 : tensor<4x5x0xi32>
    }) : (tensor<i32>) -> tensor<4x5x0xi32>
    %v29 = stablehlo.constant dense<1> : tensor<i32>
    %v30 = stablehlo.add %v6, %v29 : tensor<i32>
    stablehlo.return %v30, %v11 : tensor<i32>, tensor<4x5x0xi32>
  }
  return %v5#1 : tensor<4x5x0xi32>
}
