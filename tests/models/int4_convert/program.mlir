module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf32>, %arg1: tensor<8x4xi8>) -> (tensor<3x8xi32> {jax.result_info = "result[0]"}, tensor<3x4xi32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x8xf32>
    %2 = call @round(%1) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %c = stablehlo.constant dense<-8> : tensor<i32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %3 = call @clip(%2, %c, %c_0) : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>
    %4 = stablehlo.convert %3 : (tensor<3x8xf32>) -> tensor<3x8xi4>
    %5 = stablehlo.convert %4 : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %6 = stablehlo.convert %4 : (tensor<3x8xi4>) -> tensor<3x8xi8>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xi8>, tensor<8x4xi8>) -> tensor<3x4xi32>
    return %5, %7 : tensor<3x8xi32>, tensor<3x4xi32>
  }
  func.func private @round(%arg0: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<3x8xf32>
    return %0 : tensor<3x8xf32>
  }
  func.func private @clip(%arg0: tensor<3x8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<3x8xf32>
    return %5 : tensor<3x8xf32>
  }
}
