module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<2x5x4x6xf32>, %arg2: tensor<5x3xf32>, %arg3: tensor<5x4xf32>, %arg4: tensor<3x2x4xf32>, %arg5: tensor<4x2x5xf32>, %arg6: tensor<3x5xf32>, %arg7: tensor<4x5xf32>, %arg8: tensor<5xf32>, %arg9: tensor<2x1x3x5xf32>, %arg10: tensor<4x5x2xf32>) -> (tensor<2x3x6xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<2x3x5xf32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}, tensor<5x5xf32> {jax.result_info = "result[6]"}, tensor<3x4xf32> {jax.result_info = "result[7]"}, tensor<3x4xf32> {jax.result_info = "result[8]"}, tensor<3x4xf32> {jax.result_info = "result[9]"}, tensor<3x4xf64> {jax.result_info = "result[10]"}, tensor<2x4x3x2xf32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2, 3] x [2, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4x5xf32>, tensor<2x5x4x6xf32>) -> tensor<2x3x6xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
    %2 = stablehlo.dot_general %arg4, %arg5, batching_dims = [1] x [1], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2x4xf32>, tensor<4x2x5xf32>) -> tensor<2x3x5xf32>
    %3 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.dot_general %arg6, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5xf32>) -> tensor<3xf32>
    %5 = stablehlo.dot_general %arg8, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
    %6 = stablehlo.slice %arg7 [0:1, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x5xf32>) -> tensor<5xf32>
    %8 = stablehlo.dot_general %arg8, %7, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5xf32>, tensor<5xf32>) -> tensor<5x5xf32>
    %9 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>
    %10 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, HIGHEST] : (tensor<5x3xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
    %11 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>
    %12 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf64>
    %13 = stablehlo.broadcast_in_dim %arg10, dims = [1, 2, 3] : (tensor<4x5x2xf32>) -> tensor<1x4x5x2xf32>
    %14 = stablehlo.reshape %arg9 : (tensor<2x1x3x5xf32>) -> tensor<2x3x5xf32>
    %15 = stablehlo.reshape %13 : (tensor<1x4x5x2xf32>) -> tensor<4x5x2xf32>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf32>, tensor<4x5x2xf32>) -> tensor<2x3x4x2xf32>
    %17 = stablehlo.transpose %16, dims = [0, 2, 1, 3] : (tensor<2x3x4x2xf32>) -> tensor<2x4x3x2xf32>
    return %0, %1, %2, %3, %4, %5, %8, %9, %10, %11, %12, %17 : tensor<2x3x6xf32>, tensor<3x4xf32>, tensor<2x3x5xf32>, tensor<3x4xf32>, tensor<3xf32>, tensor<f32>, tensor<5x5xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf64>, tensor<2x4x3x2xf32>
  }
}
