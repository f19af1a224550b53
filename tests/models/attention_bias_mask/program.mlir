module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x2x8xf32>, %arg1: tensor<2x7x2x8xf32>, %arg2: tensor<2x7x2x8xf32>, %arg3: tensor<2x2x5x7xf32>, %arg4: tensor<2x2x5x7xi1>) -> (tensor<2x5x2x8xf32> {jax.result_info = "result[0]"}, tensor<2x5x2x8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<2x2x5x7xf32>) -> tensor<2x2x1x5x7xf32>
    %2 = stablehlo.reshape %arg4 : (tensor<2x2x5x7xi1>) -> tensor<2x2x1x5x7xi1>
    %3 = stablehlo.dot_general %0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x5x2x1x8xf32>, tensor<2x7x2x8xf32>) -> tensor<2x2x5x1x7xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x5x1x7xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x2x5x1x7xf32>
    %6 = stablehlo.transpose %5, dims = [3, 0, 1, 2, 4] : (tensor<2x2x5x1x7xf32>) -> tensor<1x2x2x5x7xf32>
    %7 = stablehlo.transpose %1, dims = [2, 0, 1, 3, 4] : (tensor<2x2x1x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %8 = stablehlo.add %6, %7 : tensor<1x2x2x5x7xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2x2x5x7xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2, 3, 4] : (tensor<2x2x5x7xi1>) -> tensor<1x2x2x5x7xi1>
    %11 = stablehlo.transpose %2, dims = [2, 0, 1, 3, 4] : (tensor<2x2x1x5x7xi1>) -> tensor<1x2x2x5x7xi1>
    %12 = stablehlo.and %10, %11 : tensor<1x2x2x5x7xi1>
    %cst_0 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %13 = call @_where(%12, %8, %cst_0) : (tensor<1x2x2x5x7xi1>, tensor<1x2x2x5x7xf32>, tensor<f32>) -> tensor<1x2x2x5x7xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x5x7xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2x2x5xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<1x2x2x5xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x7xf32>
    %19 = stablehlo.subtract %13, %18 : tensor<1x2x2x5x7xf32>
    %20 = stablehlo.exponential %19 : tensor<1x2x2x5x7xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x5x7xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x7xf32>
    %24 = stablehlo.divide %20, %23 : tensor<1x2x2x5x7xf32>
    %25 = stablehlo.dot_general %arg2, %24, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x7x2x8xf32>, tensor<1x2x2x5x7xf32>) -> tensor<2x2x8x1x5xf32>
    %26 = stablehlo.transpose %25, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x1x5xf32>) -> tensor<1x2x5x2x8xf32>
    %27 = stablehlo.transpose %26, dims = [1, 2, 3, 0, 4] : (tensor<1x2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x5x2x1x8xf32>) -> tensor<2x5x2x8xf32>
    %29 = stablehlo.reshape %arg0 : (tensor<2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %30 = stablehlo.dot_general %29, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x5x2x1x8xf32>, tensor<2x7x2x8xf32>) -> tensor<2x2x5x1x7xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x5x1x7xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2x2x5x1x7xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x5x1x7xf32>, tensor<f32>) -> tensor<2x2x5x1xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x5x1xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<2x2x5x1xf32>
    %36 = stablehlo.transpose %35, dims = [3, 0, 1, 2] : (tensor<2x2x5x1xf32>) -> tensor<1x2x2x5xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %38 = stablehlo.transpose %32, dims = [3, 0, 1, 2, 4] : (tensor<2x2x5x1x7xf32>) -> tensor<1x2x2x5x7xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x7xf32>
    %40 = stablehlo.subtract %38, %39 : tensor<1x2x2x5x7xf32>
    %41 = stablehlo.exponential %40 : tensor<1x2x2x5x7xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x5x7xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x7xf32>
    %45 = stablehlo.divide %41, %44 : tensor<1x2x2x5x7xf32>
    %46 = stablehlo.dot_general %arg2, %45, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x7x2x8xf32>, tensor<1x2x2x5x7xf32>) -> tensor<2x2x8x1x5xf32>
    %47 = stablehlo.transpose %46, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x1x5xf32>) -> tensor<1x2x5x2x8xf32>
    %48 = stablehlo.transpose %47, dims = [1, 2, 3, 0, 4] : (tensor<1x2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x5x2x1x8xf32>) -> tensor<2x5x2x8xf32>
    return %28, %49 : tensor<2x5x2x8xf32>, tensor<2x5x2x8xf32>
  }
  func.func private @_where(%arg0: tensor<1x2x2x5x7xi1>, %arg1: tensor<1x2x2x5x7xf32>, %arg2: tensor<f32>) -> tensor<1x2x2x5x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x5x7xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x2x2x5x7xi1>, tensor<1x2x2x5x7xf32>
    return %2 : tensor<1x2x2x5x7xf32>
  }
}
