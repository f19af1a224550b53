module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x9x3xf32>, %arg1: tensor<3x6xf32>) -> (tensor<2x9x3xf32> {jax.result_info = "result[0]"}, tensor<2x5x3xf32> {jax.result_info = "result[1]"}, tensor<2x16x3xf32> {jax.result_info = "result[2]"}, tensor<3x6xf32> {jax.result_info = "result[3]"}, tensor<3x6xf32> {jax.result_info = "result[4]"}, tensor<3x6xf32> {jax.result_info = "result[5]"}, tensor<3x6xf32> {jax.result_info = "result[6]"}, tensor<11xf32> {jax.result_info = "result[7]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [2, 2], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 2, 1>, window_dimensions = array<i64: 1, 3, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %18 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<2x9x3xf32>, tensor<f32>) -> tensor<2x9x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%arg0, %2) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %18 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<2x9x3xf32>, tensor<f32>) -> tensor<2x5x3xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x5x3xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x5x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.reduce_window"(%arg0, %6) <{base_dilations = array<i64: 1, 2, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %18 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<2x9x3xf32>, tensor<f32>) -> tensor<2x16x3xf32>
    %8 = call @cummax(%arg1) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %9 = call @cumprod(%arg1) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %10 = stablehlo.reverse %arg1, dims = [1] : tensor<3x6xf32>
    %11 = call @cumsum(%10) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %12 = call @cumlogsumexp(%arg1) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %13 = stablehlo.slice %arg1 [0:1, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x6xf32>) -> tensor<6xf32>
    %15 = stablehlo.slice %arg1 [1:2, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x6xf32>) -> tensor<6xf32>
    %17 = call @convolve(%14, %16) : (tensor<6xf32>, tensor<6xf32>) -> tensor<11xf32>
    return %1, %5, %7, %8, %9, %11, %12, %17 : tensor<2x9x3xf32>, tensor<2x5x3xf32>, tensor<2x16x3xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<11xf32>
  }
  func.func private @cummax(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @cumprod(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<3xf32>, %carry: tensor<3xf32>):
      %2 = stablehlo.add %input, %carry : tensor<3xf32>
      stablehlo.return %2, %2 : tensor<3xf32>, tensor<3xf32>
    } : (tensor<3x6xf32>, tensor<3xf32>) -> (tensor<3x6xf32>, tensor<3xf32>)
    return %1#0 : tensor<3x6xf32>
  }
  func.func private @cumlogsumexp(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %5 = stablehlo.abs %2 : tensor<f32>
      %6 = stablehlo.negate %5 : tensor<f32>
      %7 = stablehlo.exponential %6 : tensor<f32>
      %8 = stablehlo.log_plus_one %7 : tensor<f32>
      %9 = stablehlo.add %1, %8 : tensor<f32>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @convolve(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<11xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<11xf32>
    return %0 : tensor<11xf32>
  }
  func.func private @_conv(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<11xf32> {
    %0 = call @_flip(%arg1) : (tensor<6xf32>) -> tensor<6xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<6xf32>) -> tensor<1x1x6xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<6xf32>) -> tensor<1x1x6xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[5, 5]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x6xf32>, tensor<1x1x6xf32>) -> tensor<1x1x11xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x11xf32>) -> tensor<11xf32>
    return %4 : tensor<11xf32>
  }
  func.func private @_flip(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<6xf32>
    return %0 : tensor<6xf32>
  }
}
