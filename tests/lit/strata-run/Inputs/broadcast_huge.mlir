// A 160 GB result (200000 x 200000 f32) broadcast from a scalar: more than
// any machine this runs on has (vulkan-spirv's 32-bit indexing refuses it
// at compile time).
func.func @main(%x: tensor<f32>) -> tensor<200000x200000xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<200000x200000xf32>
  return %0 : tensor<200000x200000xf32>
}
