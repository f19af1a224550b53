func.func @main(%arg0: tensor<48x4x7xui8>, %arg1: tensor<48x4x7xi1>, %arg2: tensor<1x1x48xui8>, %arg3: tensor<7x16x5xui8>) -> (tensor<48x4x7xui8>) {
  %v1 = stablehlo.convolution(%arg3, %arg2) dim_numbers = [b, f, 0]x[0, i, o]->[f, 0, b], window = {stride = [2], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<7x16x5xui8>, tensor<1x1x48xui8>) -> tensor<48x4x7xui8>
  %v2 = stablehlo.select %arg1, %v1, %v1 : tensor<48x4x7xi1>, tensor<48x4x7xui8>
  %v3 = stablehlo.minimum %v2, %arg0 : tensor<48x4x7xui8>
  return %v3 : tensor<48x4x7xui8>
}
