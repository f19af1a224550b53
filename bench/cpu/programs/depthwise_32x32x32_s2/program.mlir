// Strata side of the ONNX twin ../../../../shared/corpus/onnx/depthwise_32x32x32_s2.onnx:
// a 3x3 depthwise convolution, stride 2, padding 1, NCHW input and OIHW
// filter (the ONNX layout), 2x32x32x32 -> 2x32x16x16. Timing only (the
// twin's weights are random initializers; here they are an input).
func.func @main(%x: tensor<2x32x32x32xf32>, %w: tensor<32x1x3x3xf32>) -> tensor<2x32x16x16xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64} : (tensor<2x32x32x32xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x16x16xf32>
  return %0 : tensor<2x32x16x16xf32>
}
