module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> (tensor<4x6xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}, tensor<4x6xf32> {jax.result_info = "result[3]"}, tensor<4x6xf32> {jax.result_info = "result[4]"}, tensor<4x6xf32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}, tensor<4x6xf32> {jax.result_info = "result[7]"}, tensor<4x6xf32> {jax.result_info = "result[8]"}, tensor<f32> {jax.result_info = "result[9]"}, tensor<4x6xf32> {jax.result_info = "result[10]"}, tensor<4xf32> {jax.result_info = "result[11]"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x6xf32>
    %2 = stablehlo.negate %arg0 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x6xf32>
    %5 = chlo.erfc %4 : tensor<4x6xf32> -> tensor<4x6xf32>
    %6 = stablehlo.multiply %1, %5 : tensor<4x6xf32>
    %7 = stablehlo.multiply %arg0, %arg0 : tensor<4x6xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<4x6xf32>
    %11 = stablehlo.add %arg0, %10 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<4x6xf32>
    %14 = stablehlo.tanh %13 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %16 = stablehlo.add %15, %14 : tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<4x6xf32>
    %19 = stablehlo.multiply %arg0, %18 : tensor<4x6xf32>
    %20 = call @softplus(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %21 = call @silu(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %22 = call @elu(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %23 = call @log_softmax(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.reduce(%arg0 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.maximum %25, %24 : tensor<4xf32>
    %27 = stablehlo.is_finite %26 : (tensor<4xf32>) -> tensor<4xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.select %27, %26, %28 : tensor<4xi1>, tensor<4xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %32 = stablehlo.subtract %arg0, %31 : tensor<4x6xf32>
    %33 = stablehlo.exponential %32 : tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.abs %34 : tensor<4xf32>
    %36 = stablehlo.log %35 : tensor<4xf32>
    %37 = stablehlo.add %36, %29 : tensor<4xf32>
    %38 = call @log_sigmoid(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %39 = stablehlo.log %arg0 : tensor<4x6xf32>
    %40 = call @nan_to_num(%39) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %42 = stablehlo.maximum %arg0, %41 : tensor<4x6xf32>
    %43 = stablehlo.multiply %arg0, %arg1 : tensor<4x6xf32>
    %44 = stablehlo.subtract %42, %43 : tensor<4x6xf32>
    %45 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %46 = stablehlo.negate %45 : tensor<4x6xf32>
    %47 = stablehlo.exponential %46 : tensor<4x6xf32>
    %48 = stablehlo.log_plus_one %47 : tensor<4x6xf32>
    %49 = stablehlo.add %44, %48 : tensor<4x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %51 = stablehlo.divide %50, %cst_11 : tensor<f32>
    %52 = call @standardize(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %53 = call @norm(%arg0) : (tensor<4x6xf32>) -> tensor<4xf32>
    return %6, %19, %20, %21, %22, %23, %37, %38, %40, %51, %52, %53 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xf32>, tensor<4xf32>
  }
  func.func private @softplus(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x6xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x6xf32>
    %7 = stablehlo.abs %3 : tensor<4x6xf32>
    %8 = stablehlo.negate %7 : tensor<4x6xf32>
    %9 = stablehlo.exponential %8 : tensor<4x6xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x6xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x6xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x6xi1>, tensor<4x6xf32>
    return %12 : tensor<4x6xf32>
  }
  func.func private @silu(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x6xf32>
    %1 = stablehlo.exponential %0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x6xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x6xf32>
    return %6 : tensor<4x6xf32>
  }
  func.func private @elu(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where(%3, %cst_1, %arg0) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4x6xf32>
    %8 = call @_where_0(%1, %arg0, %7) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %8 : tensor<4x6xf32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<f32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @_where_0(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<6xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x6xf32>
    %6 = stablehlo.exponential %5 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %9 = stablehlo.log %8 : tensor<1x6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x6xf32>
    return %11 : tensor<4x6xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x6xf32>
    %1 = call @softplus(%0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %2 = stablehlo.negate %1 : tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_1(%0, %cst, %arg0) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_1(%3, %cst_1, %1) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_1(%6, %cst_3, %4) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %7 : tensor<4x6xf32>
  }
  func.func private @_where_1(%arg0: tensor<4x6xi1>, %arg1: tensor<f32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @standardize(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1xf32>
    %4 = chlo.square %arg0 : tensor<4x6xf32> -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x1xf32>
    %9 = chlo.square %3 : tensor<4x1xf32> -> tensor<4x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @clip(%10, %c) : (tensor<4x1xf32>, tensor<i32>) -> tensor<4x1xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<4x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<4x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<4x6xf32>
    return %18 : tensor<4x6xf32>
  }
  func.func private @clip(%arg0: tensor<4x1xf32>, %arg1: tensor<i32>) -> tensor<4x1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x1xf32>
    return %2 : tensor<4x1xf32>
  }
  func.func private @norm(%arg0: tensor<4x6xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.sqrt %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
