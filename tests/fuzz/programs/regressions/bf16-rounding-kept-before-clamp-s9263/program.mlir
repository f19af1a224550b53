func.func @main(%arg0: tensor<4x2xui16>) -> (tensor<4x2xi32>) {
  %v1 = stablehlo.convert %arg0 : (tensor<4x2xui16>) -> tensor<4x2xbf16>
  %v2 = stablehlo.broadcast_in_dim %v1, dims = [0, 1] : (tensor<4x2xbf16>) -> tensor<4x2xbf16>
  %v3 = stablehlo.constant dense<0xCEC0> : tensor<bf16>
  %v4 = stablehlo.constant dense<0x4EC0> : tensor<bf16>
  %v5 = stablehlo.clamp %v3, %v2, %v4 : (tensor<bf16>, tensor<4x2xbf16>, tensor<bf16>) -> tensor<4x2xbf16>
  %v6 = stablehlo.convert %v5 : (tensor<4x2xbf16>) -> tensor<4x2xi32>
  %v7 = stablehlo.broadcast_in_dim %v6, dims = [0, 1] : (tensor<4x2xi32>) -> tensor<4x2xi32>
  return %v7 : tensor<4x2xi32>
}
