module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<5x4xf32>, %arg2: tensor<6x4xf32>) -> (tensor<5x6x4xf32> {jax.result_info = "result[0]"}, tensor<6x4xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<[[0.35981524, 0.0748592913, -0.387938291, -0.166721582], [-0.0775033087, -0.402449816, -0.486436963, -0.6304726], [0.149321869, 0.594198048, -0.629401385, -0.196274608], [-0.284409344, 0.0254220106, 0.578001499, -0.0175774917], [-0.106898941, 0.749449253, 0.969189643, 0.938885629], [-0.607114315, 0.14395614, -0.534706831, 0.261059076]]> : tensor<6x4xf32>
    %0 = stablehlo.dot_general %arg0, %cst, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x6xf32>, tensor<6x4xf32>) -> tensor<5x4xf32>
    %1 = stablehlo.tanh %0 : tensor<5x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %3 = stablehlo.add %2, %1 : tensor<5x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %5 = stablehlo.subtract %4, %1 : tensor<5x4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<5x4xf32>
    %7 = stablehlo.subtract %1, %arg1 : tensor<5x4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<5x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<5x4xf32>
    %13 = stablehlo.multiply %12, %9 : tensor<5x4xf32>
    %14 = stablehlo.multiply %13, %6 : tensor<5x4xf32>
    %15 = stablehlo.dot_general %14, %arg0, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf32>, tensor<5x6xf32>) -> tensor<5x4x6xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1] : (tensor<5x4x6xf32>) -> tensor<5x6x4xf32>
    %17 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<5x6xf32>) -> tensor<1x6xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x6xf32>) -> tensor<6xf32>
    %19 = stablehlo.slice %arg1 [0:1, 0:4] : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x4xf32>) -> tensor<4xf32>
    %21 = stablehlo.dot_general %18, %cst, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6x4xf32>) -> tensor<4xf32>
    %22 = stablehlo.dot_general %18, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6x4xf32>) -> tensor<4xf32>
    %23 = stablehlo.tanh %21 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.add %24, %23 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.subtract %26, %23 : tensor<4xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4xf32>
    %29 = stablehlo.multiply %22, %28 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.add %30, %23 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.subtract %32, %23 : tensor<4xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.multiply %35, %23 : tensor<4xf32>
    %37 = stablehlo.multiply %29, %36 : tensor<4xf32>
    %38 = stablehlo.subtract %23, %20 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.multiply %41, %29 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.multiply %43, %40 : tensor<4xf32>
    %45 = stablehlo.multiply %43, %42 : tensor<4xf32>
    %46 = stablehlo.multiply %45, %34 : tensor<4xf32>
    %47 = stablehlo.multiply %44, %37 : tensor<4xf32>
    %48 = stablehlo.add %46, %47 : tensor<4xf32>
    %49 = stablehlo.dot_general %48, %18, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<6xf32>) -> tensor<4x6xf32>
    %50 = stablehlo.transpose %49, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
    %51 = stablehlo.reshape %16 : (tensor<5x6x4xf32>) -> tensor<5x24xf32>
    %52 = call @norm(%51) : (tensor<5x24xf32>) -> tensor<5xf32>
    return %16, %50, %52 : tensor<5x6x4xf32>, tensor<6x4xf32>, tensor<5xf32>
  }
  func.func private @norm(%arg0: tensor<5x24xf32>) -> tensor<5xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5x24xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x24xf32>, tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.sqrt %1 : tensor<5xf32>
    return %2 : tensor<5xf32>
  }
}
