module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf32>, %arg1: tensor<8x4xi8>, %arg2: tensor<8xi32>) -> (tensor<3x8xi32> {jax.result_info = "result[0]"}, tensor<3x4xi32> {jax.result_info = "result[1]"}, tensor<3x8xi32> {jax.result_info = "result[2]"}, tensor<3x8xi32> {jax.result_info = "result[3]"}, tensor<3x8xi32> {jax.result_info = "result[4]"}, tensor<3x8xi32> {jax.result_info = "result[5]"}, tensor<8xi32> {jax.result_info = "result[6]"}, tensor<8xi32> {jax.result_info = "result[7]"}, tensor<3x8xi32> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x8xf32>
    %2 = call @round(%1) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %c = stablehlo.constant dense<-8> : tensor<i32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %3 = call @clip(%2, %c, %c_0) : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>
    %4 = stablehlo.convert %3 : (tensor<3x8xf32>) -> tensor<3x8xi4>
    %5 = stablehlo.abs %arg0 : tensor<3x8xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<3x8xf32>
    %8 = call @round(%7) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<15> : tensor<i32>
    %9 = call @clip(%8, %c_2, %c_3) : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>
    %10 = stablehlo.convert %9 : (tensor<3x8xf32>) -> tensor<3x8xui4>
    %11 = stablehlo.convert %4 : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %12 = stablehlo.convert %4 : (tensor<3x8xi4>) -> tensor<3x8xi8>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xi8>, tensor<8x4xi8>) -> tensor<3x4xi32>
    %c_4 = stablehlo.constant dense<5> : tensor<i4>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i4>) -> tensor<3x8xi4>
    %15 = stablehlo.add %4, %14 : tensor<3x8xi4>
    %16 = stablehlo.convert %15 : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %17 = stablehlo.multiply %4, %4 : tensor<3x8xi4>
    %18 = stablehlo.convert %17 : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %19 = stablehlo.negate %4 : tensor<3x8xi4>
    %20 = stablehlo.convert %19 : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %21 = stablehlo.add %10, %10 : tensor<3x8xui4>
    %22 = stablehlo.convert %21 : (tensor<3x8xui4>) -> tensor<3x8xi32>
    %23 = stablehlo.convert %arg2 : (tensor<8xi32>) -> tensor<8xi4>
    %24 = stablehlo.convert %23 : (tensor<8xi4>) -> tensor<8xi32>
    %25 = stablehlo.convert %arg2 : (tensor<8xi32>) -> tensor<8xui4>
    %26 = stablehlo.convert %25 : (tensor<8xui4>) -> tensor<8xi32>
    %cst_5 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %28 = stablehlo.multiply %arg0, %27 : tensor<3x8xf32>
    %29 = stablehlo.convert %28 : (tensor<3x8xf32>) -> tensor<3x8xi4>
    %30 = stablehlo.convert %29 : (tensor<3x8xi4>) -> tensor<3x8xi32>
    return %11, %13, %16, %18, %20, %22, %24, %26, %30 : tensor<3x8xi32>, tensor<3x4xi32>, tensor<3x8xi32>, tensor<3x8xi32>, tensor<3x8xi32>, tensor<3x8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<3x8xi32>
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
