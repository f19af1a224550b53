func.func @main(%arg0: tensor<2x2x10x2xcomplex<f64>>, %arg1: tensor<5x2x4x6xcomplex<f64>>) -> (tensor<6x3x10x1xcomplex<f64>>) {
  %v1 = stablehlo.convolution(%arg1, %arg0) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[0, 1, f, b], window = {stride = [1, 3], pad = [[0, 1], [0, 2]], lhs_dilate = [2, 1], rhs_dilate = [2, 1]} {batch_group_count = 5 : i64, feature_group_count = 1 : i64} : (tensor<5x2x4x6xcomplex<f64>>, tensor<2x2x10x2xcomplex<f64>>) -> tensor<6x3x10x1xcomplex<f64>>
  %v2 = stablehlo.negate %v1 : tensor<6x3x10x1xcomplex<f64>>
  return %v2 : tensor<6x3x10x1xcomplex<f64>>
}
