module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x1x4x2x3xf32>) -> (tensor<3x2x4x3x2x1xf32> {jax.result_info = "result[0]"}, tensor<2x1x2x3xf32> {jax.result_info = "result[1]"}, tensor<2x3x1x4x2x3xf32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<2x5x1x2x3xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.transpose %arg0, dims = [5, 0, 3, 1, 4, 2] : (tensor<2x3x1x4x2x3xf32>) -> tensor<3x2x4x3x2x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 3] : (tensor<2x3x1x4x2x3xf32>, tensor<f32>) -> tensor<2x1x2x3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0, 2, 4] : (tensor<2x3x1x4x2x3xf32>, tensor<f32>) -> tensor<3x4x3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 3, 5] : (tensor<3x4x3xf32>) -> tensor<1x3x1x4x1x3xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<2x3x1x4x2x3xf32>) -> tensor<6x24xf32>
    %5 = call @argmax(%4) : (tensor<6x24xf32>) -> tensor<6xi32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x3x1x4x1x3xf32>) -> tensor<2x3x1x4x2x3xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x3x1x4x2x3xf32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [0, 2, 3, 4] : (tensor<2x1x2x3xf32>) -> tensor<2x1x1x2x3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x2x3xf32>) -> tensor<2x5x1x2x3xf32>
    return %0, %1, %7, %5, %9 : tensor<3x2x4x3x2x1xf32>, tensor<2x1x2x3xf32>, tensor<2x3x1x4x2x3xf32>, tensor<6xi32>, tensor<2x5x1x2x3xf32>
  }
  func.func private @argmax(%arg0: tensor<6x24xf32>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<6x24xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<6x24xf32>, tensor<6x24xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<6xi32>
  }
}
