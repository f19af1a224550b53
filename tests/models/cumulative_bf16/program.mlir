module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x9xf32>, %arg1: tensor<4x7xf32>) -> (tensor<5x9xbf16> {jax.result_info = "result[0]"}, tensor<5x9xbf16> {jax.result_info = "result[1]"}, tensor<5x9xbf16> {jax.result_info = "result[2]"}, tensor<4x7xbf16> {jax.result_info = "result[3]"}, tensor<5x9xbf16> {jax.result_info = "result[4]"}, tensor<5x9xf16> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<5x9xf32>) -> tensor<5x9xbf16>
    %1 = call @cumsum(%0) : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    %2 = call @cummax(%0) : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    %3 = call @cummin(%0) : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    %4 = stablehlo.convert %arg1 : (tensor<4x7xf32>) -> tensor<4x7xbf16>
    %5 = call @cumprod(%4) : (tensor<4x7xbf16>) -> tensor<4x7xbf16>
    %6 = call @cumsum_2(%0) : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    %7 = stablehlo.convert %arg0 : (tensor<5x9xf32>) -> tensor<5x9xf16>
    %8 = call @cumsum_3(%7) : (tensor<5x9xf16>) -> tensor<5x9xf16>
    return %1, %2, %3, %5, %6, %8 : tensor<5x9xbf16>, tensor<5x9xbf16>, tensor<5x9xbf16>, tensor<4x7xbf16>, tensor<5x9xbf16>, tensor<5x9xf16>
  }
  func.func private @cumsum(%arg0: tensor<5x9xbf16>) -> tensor<5x9xbf16> {
    %0 = call @cumsum_0(%arg0) : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    return %0 : tensor<5x9xbf16>
  }
  func.func private @cumsum_0(%arg0: tensor<5x9xbf16>) -> tensor<5x9xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [8, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 9>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<5x9xbf16>, tensor<bf16>) -> tensor<5x9xbf16>
    return %1 : tensor<5x9xbf16>
  }
  func.func private @cummax(%arg0: tensor<5x9xbf16>) -> tensor<5x9xbf16> {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[4, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<5x9xbf16>, tensor<bf16>) -> tensor<5x9xbf16>
    return %1 : tensor<5x9xbf16>
  }
  func.func private @cummin(%arg0: tensor<5x9xbf16>) -> tensor<5x9xbf16> {
    %cst = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [8, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 9>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<5x9xbf16>, tensor<bf16>) -> tensor<5x9xbf16>
    return %1 : tensor<5x9xbf16>
  }
  func.func private @cumprod(%arg0: tensor<4x7xbf16>) -> tensor<4x7xbf16> {
    %0 = call @cumprod_1(%arg0) : (tensor<4x7xbf16>) -> tensor<4x7xbf16>
    return %0 : tensor<4x7xbf16>
  }
  func.func private @cumprod_1(%arg0: tensor<4x7xbf16>) -> tensor<4x7xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [6, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 7>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<bf16>
      stablehlo.return %1 : tensor<bf16>
    }) : (tensor<4x7xbf16>, tensor<bf16>) -> tensor<4x7xbf16>
    return %0 : tensor<4x7xbf16>
  }
  func.func private @cumsum_2(%arg0: tensor<5x9xbf16>) -> tensor<5x9xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 4], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<5x9xbf16>, tensor<bf16>) -> tensor<5x9xbf16>
    return %1 : tensor<5x9xbf16>
  }
  func.func private @cumsum_3(%arg0: tensor<5x9xf16>) -> tensor<5x9xf16> {
    %0 = call @cumsum_4(%arg0) : (tensor<5x9xf16>) -> tensor<5x9xf16>
    return %0 : tensor<5x9xf16>
  }
  func.func private @cumsum_4(%arg0: tensor<5x9xf16>) -> tensor<5x9xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<f16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [8, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 9>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f16>
      stablehlo.return %2 : tensor<f16>
    }) : (tensor<5x9xf16>, tensor<f16>) -> tensor<5x9xf16>
    return %1 : tensor<5x9xf16>
  }
}
