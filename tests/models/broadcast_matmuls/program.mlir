module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1x3x4xf32>, %arg1: tensor<1x2x4x5xf32>, %arg2: tensor<1x6x4xf32>, %arg3: tensor<4xf32>) -> (tensor<2x2x3x5xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<2x1x3x6xf32> {jax.result_info = "result[3]"}, tensor<1x2xf32> {jax.result_info = "result[4]"}, tensor<2x3x2x5xf32> {jax.result_info = "result[5]"}, tensor<2x1xf32> {jax.result_info = "result[6]"}, tensor<f32> {jax.result_info = "result[7]"}, tensor<3x3xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x1x3x4xf32>) -> tensor<2x3x4xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<1x2x4x5xf32>) -> tensor<2x4x5xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x2x5xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1, 3] : (tensor<2x3x2x5xf32>) -> tensor<2x2x3x5xf32>
    %4 = stablehlo.slice %arg0 [0:1, 0:1, 0:3, 0:4] : (tensor<2x1x3x4xf32>) -> tensor<1x1x3x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %6 = stablehlo.dot_general %5, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %7 = stablehlo.slice %arg1 [0:1, 1:2, 0:4, 0:5] : (tensor<1x2x4x5xf32>) -> tensor<1x1x4x5xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x1x4x5xf32>) -> tensor<4x5xf32>
    %9 = stablehlo.dot_general %arg3, %8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4x5xf32>) -> tensor<5xf32>
    %10 = stablehlo.dot_general %arg2, %arg0, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x6x4xf32>, tensor<2x1x3x4xf32>) -> tensor<1x6x2x3xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 3, 1] : (tensor<1x6x2x3xf32>) -> tensor<2x1x3x6xf32>
    %12 = stablehlo.slice %arg0 [0:1, 0:1, 0:3, 0:4] : (tensor<2x1x3x4xf32>) -> tensor<1x1x3x4xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %14 = stablehlo.dot_general %13, %arg0, contracting_dims = [0, 1] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<2x1x3x4xf32>) -> tensor<2x1xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<2x1xf32>) -> tensor<1x2xf32>
    %16 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x1x3x4xf32>, tensor<1x2x4x5xf32>) -> tensor<2x1x3x1x2x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst) applies stablehlo.add across dimensions = [1, 3] : (tensor<2x1x3x1x2x5xf32>, tensor<f32>) -> tensor<2x3x2x5xf32>
    %18 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 2] x [3, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x1x3x4xf32>, tensor<2x1x3x4xf32>) -> tensor<2x1xf32>
    %19 = stablehlo.dot_general %arg3, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    %20 = stablehlo.slice %arg0 [0:1, 0:1, 0:3, 0:4] : (tensor<2x1x3x4xf32>) -> tensor<1x1x3x4xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %c, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %23 = stablehlo.add %c_1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.select %22, %23, %c_3 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.compare LT, %c_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.select %25, %26, %c_8 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %29 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.select %28, %29, %c_13 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.compare LT, %c_14, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<4> : tensor<i32>
    %32 = stablehlo.add %c_16, %c_17 : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.select %31, %32, %c_18 : tensor<i1>, tensor<i32>
    %34 = stablehlo.dynamic_slice %arg0, %24, %27, %30, %33, sizes = [1, 1, 3, 4] : (tensor<2x1x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3x4xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %36 = stablehlo.dot_general %21, %35, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x3xf32>
    return %3, %6, %9, %11, %15, %17, %18, %19, %36 : tensor<2x2x3x5xf32>, tensor<3xf32>, tensor<5xf32>, tensor<2x1x3x6xf32>, tensor<1x2xf32>, tensor<2x3x2x5xf32>, tensor<2x1xf32>, tensor<f32>, tensor<3x3xf32>
  }
}
