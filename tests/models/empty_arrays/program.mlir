module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<0x4xf32> {jax.result_info = "result[3]"}, tensor<4xf32> {jax.result_info = "result[4]"}, tensor<3x0xf32> {jax.result_info = "result[5]"}, tensor<0x2xi32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<0x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<0x4xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<0x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%arg1 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4xf32>
    %10 = stablehlo.slice %arg1 [0:3, 4:4] : (tensor<3x4xf32>) -> tensor<3x0xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0x2xi32>
    return %0, %1, %4, %6, %9, %10, %11 : tensor<3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0x4xf32>, tensor<4xf32>, tensor<3x0xf32>, tensor<0x2xi32>
  }
}
