func.func @main() -> (tensor<4x5xf32>) {
  %v1 = stablehlo.iota dim = 1 : tensor<4x5xf32>
  %v2 = stablehlo.constant dense<0.017423678189516068> : tensor<4x5xf32>
  %v3 = stablehlo.maximum %v1, %v2 : tensor<4x5xf32>
  return %v3 : tensor<4x5xf32>
}
