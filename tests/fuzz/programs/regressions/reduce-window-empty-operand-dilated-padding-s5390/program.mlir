func.func @main(%arg0: tensor<1xf32>, %arg1: tensor<0xf32>) -> (tensor<1xf32>) {
  %v1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %v2 = "stablehlo.reduce_window"(%arg1, %v1) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rc = stablehlo.minimum %ra, %rb : tensor<f32>
      stablehlo.return %rc : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>, base_dilations = array<i64: 2>, window_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>} : (tensor<0xf32>, tensor<f32>) -> tensor<1xf32>
  %v3 = stablehlo.concatenate %arg1, %v2, dim = 0 : (tensor<0xf32>, tensor<1xf32>) -> tensor<1xf32>
  %v4 = stablehlo.constant dense<0> : tensor<i32>
  %v5:2 = stablehlo.while(%v6 = %v4, %v7 = %arg0) : tensor<i32>, tensor<1xf32>
  cond {
    %v8 = stablehlo.constant dense<3> : tensor<i32>
    %v9 = stablehlo.compare LT, %v6, %v8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %v9 : tensor<i1>
  } do {
    %v10 = stablehlo.constant dense<-0.7797170281410217> : tensor<1xf32>
    %v11 = stablehlo.multiply %v7, %v10 : tensor<1xf32>
    %v12 = stablehlo.add %v11, %v3 : tensor<1xf32>
    %v13 = stablehlo.tanh %v12 : tensor<1xf32>
    %v14 = stablehlo.constant dense<1> : tensor<i32>
    %v15 = stablehlo.add %v6, %v14 : tensor<i32>
    stablehlo.return %v15, %v13 : tensor<i32>, tensor<1xf32>
  }
  %v16 = stablehlo.add %v5#1, %v3 : tensor<1xf32>
  return %v16 : tensor<1xf32>
}
