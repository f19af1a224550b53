module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x5xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<6x5xf32>, %arg2: tensor<f32>) -> (tensor<6x5xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<6x5xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<6x5xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<6x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    return %2, %4 : tensor<6x5xf32>, tensor<f32>
  }
}
