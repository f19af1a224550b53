func.func @main(%arg0: tensor<3x2xf32>) -> (tensor<0x2xf32>, tensor<3x2xf32>) {
  %v1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %v2 = "stablehlo.reduce_window"(%arg0, %v1) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rc = stablehlo.maximum %ra, %rb : tensor<f32>
      stablehlo.return %rc : tensor<f32>
  }) {window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 2, 1>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<0x2xf32>
  %v3 = stablehlo.negate %arg0 : tensor<3x2xf32>
  return %v2, %v3 : tensor<0x2xf32>, tensor<3x2xf32>
}
