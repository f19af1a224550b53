// A 4 MiB result (1024 x 1024 f32) broadcast from a scalar.
func.func @main(%x: tensor<f32>) -> tensor<1024x1024xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}
