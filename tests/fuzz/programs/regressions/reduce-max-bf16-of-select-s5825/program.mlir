func.func @main(%arg0: tensor<5x8x17xui32>) -> (tensor<bf16>) {
  %v1 = stablehlo.compare LE, %arg0, %arg0, UNSIGNED : (tensor<5x8x17xui32>, tensor<5x8x17xui32>) -> tensor<5x8x17xi1>
  %v2 = stablehlo.and %v1, %v1 : tensor<5x8x17xi1>
  %v3 = stablehlo.convert %v2 : (tensor<5x8x17xi1>) -> tensor<5x8x17xbf16>
  %v4 = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %v5 = stablehlo.reduce(%v3 init: %v4) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<5x8x17xbf16>, tensor<bf16>) -> tensor<bf16>
  return %v5 : tensor<bf16>
}
