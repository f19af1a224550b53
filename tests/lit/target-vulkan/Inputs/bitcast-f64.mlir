// The f64 bit layout cannot be kept in f32: used by demote-f64.mlir.
func.func @main(%a: tensor<4xf64>) -> tensor<4xi64> {
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
