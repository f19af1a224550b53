func.func @main(%arg0: tensor<34x20x8xf16>) -> (tensor<34x20x8xf16>) {
  %v1 = stablehlo.constant dense<0> : tensor<i32>
  %v2 = stablehlo.constant dense<0.0> : tensor<20x8xf16>
  %v3 = stablehlo.constant dense<0.0> : tensor<34x20x8xf16>
  %v4:3 = stablehlo.while(%v5 = %v1, %v6 = %v2, %v7 = %v3) : tensor<i32>, tensor<20x8xf16>, tensor<34x20x8xf16>
  cond {
    %v8 = stablehlo.constant dense<34> : tensor<i32>
    %v9 = stablehlo.compare LT, %v5, %v8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v9 : tensor<i1>
  } do {
    %v10 = stablehlo.constant dense<0> : tensor<i32>
    %v11 = stablehlo.dynamic_slice %arg0, %v5, %v10, %v10, sizes = [1, 20, 8] : (tensor<34x20x8xf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x20x8xf16>
    %v12 = stablehlo.reshape %v11 : (tensor<1x20x8xf16>) -> tensor<20x8xf16>
    %v13 = stablehlo.constant dense<-0.58251953125> : tensor<20x8xf16>
    %v14 = stablehlo.multiply %v6, %v13 : tensor<20x8xf16>
    %v15 = stablehlo.add %v14, %v12 : tensor<20x8xf16>
    %v16 = stablehlo.tanh %v15 : tensor<20x8xf16>
    %v17 = stablehlo.reshape %v16 : (tensor<20x8xf16>) -> tensor<1x20x8xf16>
    %v18 = stablehlo.dynamic_update_slice %v7, %v17, %v5, %v10, %v10 : (tensor<34x20x8xf16>, tensor<1x20x8xf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<34x20x8xf16>
    %v19 = stablehlo.constant dense<1> : tensor<i32>
    %v20 = stablehlo.add %v5, %v19 : tensor<i32>
    stablehlo.return %v20, %v16, %v18 : tensor<i32>, tensor<20x8xf16>, tensor<34x20x8xf16>
  }
  %v21 = stablehlo.add %v4#2, %arg0 : tensor<34x20x8xf16>
  return %v21 : tensor<34x20x8xf16>
}
