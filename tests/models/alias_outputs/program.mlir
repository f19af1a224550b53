module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x2xf32>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<2x2xf32> {jax.result_info = "result[1]"}, tensor<3x2xf32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}, tensor<2x2xf32> {jax.result_info = "result[4]"}, tensor<2x2xf32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %1 = stablehlo.add %arg2, %0 : tensor<2x2xf32>
    %2 = stablehlo.iota dim = 0 : tensor<4xf32>
    return %arg0, %1, %arg0, %2, %1, %arg2 : tensor<3x2xf32>, tensor<2x2xf32>, tensor<3x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<2x2xf32>
  }
}
