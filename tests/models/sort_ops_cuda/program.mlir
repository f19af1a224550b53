module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x33xf32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xi32> {jax.result_info = "result[1]"}, tensor<4x33xi32> {jax.result_info = "result[2]"}, tensor<4x33xf32> {jax.result_info = "result[3]"}, tensor<4x33xf32> {jax.result_info = "result[4]"}, tensor<4x33xf32> {jax.result_info = "result[5]"}, tensor<4x33xf32> {jax.result_info = "result[6]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 5) : tensor<4x33xf32> -> (tensor<4x5xf32>, tensor<4x5xi32>)
    %0 = call @argsort(%arg0) : (tensor<4x33xf32>) -> tensor<4x33xi32>
    %1 = call @sort(%arg0) : (tensor<4x33xf32>) -> tensor<4x33xf32>
    %2 = call @cumsum(%arg0) : (tensor<4x33xf32>) -> tensor<4x33xf32>
    %3 = call @cummax(%arg0) : (tensor<4x33xf32>) -> tensor<4x33xf32>
    %cst = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x33xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<4x33xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x33xf32>
    %7 = stablehlo.add %6, %5 : tensor<4x33xf32>
    %8 = call @cumprod(%7) : (tensor<4x33xf32>) -> tensor<4x33xf32>
    return %values, %indices, %0, %1, %2, %3, %8 : tensor<4x5xf32>, tensor<4x5xi32>, tensor<4x33xi32>, tensor<4x33xf32>, tensor<4x33xf32>, tensor<4x33xf32>, tensor<4x33xf32>
  }
  func.func private @argsort(%arg0: tensor<4x33xf32>) -> tensor<4x33xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x33xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<4x33xf32>, tensor<4x33xi32>) -> (tensor<4x33xf32>, tensor<4x33xi32>)
    return %1#1 : tensor<4x33xi32>
  }
  func.func private @sort(%arg0: tensor<4x33xf32>) -> tensor<4x33xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<4x33xf32>) -> tensor<4x33xf32>
    return %0 : tensor<4x33xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x33xf32>) -> tensor<4x33xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x33xf32>) -> tensor<4x33xf32>
    return %0 : tensor<4x33xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x33xf32>) -> tensor<4x33xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<4xf32>, %carry: tensor<4xf32>):
      %2 = stablehlo.add %input, %carry : tensor<4xf32>
      stablehlo.return %2, %2 : tensor<4xf32>, tensor<4xf32>
    } : (tensor<4x33xf32>, tensor<4xf32>) -> (tensor<4x33xf32>, tensor<4xf32>)
    return %1#0 : tensor<4x33xf32>
  }
  func.func private @cummax(%arg0: tensor<4x33xf32>) -> tensor<4x33xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [32, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 33>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x33xf32>, tensor<f32>) -> tensor<4x33xf32>
    return %1 : tensor<4x33xf32>
  }
  func.func private @cumprod(%arg0: tensor<4x33xf32>) -> tensor<4x33xf32> {
    %0 = call @cumprod_1(%arg0) : (tensor<4x33xf32>) -> tensor<4x33xf32>
    return %0 : tensor<4x33xf32>
  }
  func.func private @cumprod_1(%arg0: tensor<4x33xf32>) -> tensor<4x33xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [32, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 33>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4x33xf32>, tensor<f32>) -> tensor<4x33xf32>
    return %0 : tensor<4x33xf32>
  }
}
