module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<2x4x5xf32>, %arg4: tensor<4xf32>, %arg5: tensor<5xf32>, %arg6: tensor<4x4xf32>, %arg7: tensor<2x2x3x4xf32>, %arg8: tensor<2x2x5x4xf32>, %arg9: tensor<5x2xf32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<2x3x5xf32> {jax.result_info = "result[1]"}, tensor<2x3x5xf32> {jax.result_info = "result[2]"}, tensor<2x3x5xf32> {jax.result_info = "result[3]"}, tensor<4xf32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}, tensor<4x3xf32> {jax.result_info = "result[6]"}, tensor<f32> {jax.result_info = "result[7]"}, tensor<4x5xf32> {jax.result_info = "result[8]"}, tensor<f32> {jax.result_info = "result[9]"}, tensor<3xf32> {jax.result_info = "result[10]"}, tensor<4x3x2xf32> {jax.result_info = "result[11]"}, tensor<2x2x3x5xf32> {jax.result_info = "result[12]"}, tensor<2x3x2xf32> {jax.result_info = "result[13]"}, tensor<3x5xf32> {jax.result_info = "result[14]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %2 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<2x3x5xf32>
    %3 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %4 = stablehlo.iota dim = 0 : tensor<4x4xui32>
    %5 = stablehlo.iota dim = 1 : tensor<4x4xui32>
    %6 = stablehlo.compare EQ, %4, %5, UNSIGNED : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %8 = stablehlo.select %6, %arg6, %7 : tensor<4x4xi1>, tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.iota dim = 0 : tensor<4x4xui32>
    %11 = stablehlo.iota dim = 1 : tensor<4x4xui32>
    %12 = stablehlo.compare EQ, %10, %11, UNSIGNED : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %14 = stablehlo.select %12, %arg6, %13 : tensor<4x4xi1>, tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %17 = stablehlo.dot_general %arg4, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    %18 = stablehlo.dot_general %arg4, %arg5, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<5xf32>) -> tensor<4x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %20 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3xf32>
    %21 = stablehlo.transpose %arg2, dims = [2, 1, 0] : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
    %22 = stablehlo.dot_general %arg7, %arg8, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3x4xf32>, tensor<2x2x5x4xf32>) -> tensor<2x2x3x5xf32>
    %23 = stablehlo.dot_general %arg9, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2xf32>, tensor<4x5xf32>) -> tensor<2x4xf32>
    %24 = stablehlo.dot_general %arg2, %23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4xf32>) -> tensor<2x3x2xf32>
    %25 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    return %0, %1, %2, %3, %9, %15, %16, %17, %18, %19, %20, %21, %22, %24, %25 : tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<4xf32>, tensor<f32>, tensor<4x3xf32>, tensor<f32>, tensor<4x5xf32>, tensor<f32>, tensor<3xf32>, tensor<4x3x2xf32>, tensor<2x2x3x5xf32>, tensor<2x3x2xf32>, tensor<3x5xf32>
  }
}
