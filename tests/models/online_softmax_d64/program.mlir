module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x128x64xf32>, %arg2: tensor<2x128x64xf32>) -> (tensor<2x32x64xf32> {jax.result_info = "result[0]"}, tensor<2x32x64xf32> {jax.result_info = "result[1]"}, tensor<4x2x32xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<2x128x64xf32>) -> tensor<2x4x32x64xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0, 2, 3] : (tensor<2x4x32x64xf32>) -> tensor<4x2x32x64xf32>
    %2 = stablehlo.reshape %arg2 : (tensor<2x128x64xf32>) -> tensor<2x4x32x64xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0, 2, 3] : (tensor<2x4x32x64xf32>) -> tensor<4x2x32x64xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8:8 = stablehlo.while(%iterArg = %1, %iterArg_7 = %3, %iterArg_8 = %arg0, %iterArg_9 = %c, %iterArg_10 = %4, %iterArg_11 = %5, %iterArg_12 = %6, %iterArg_13 = %7) : tensor<4x2x32x64xf32>, tensor<4x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32x64xf32>, tensor<4x2x32xf32>
    cond {
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %27 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<4x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %28 = func.call @dynamic_index_in_dim(%iterArg_7, %iterArg_9) : (tensor<4x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %29 = stablehlo.dot_general %iterArg_8, %27, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x32xf32>
      %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
      %31 = stablehlo.divide %29, %30 : tensor<2x32x32xf32>
      %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %32 = stablehlo.reduce(%31 init: %cst_15) applies stablehlo.maximum across dimensions = [2] : (tensor<2x32x32xf32>, tensor<f32>) -> tensor<2x32xf32>
      %33 = stablehlo.maximum %iterArg_10, %32 : tensor<2x32xf32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x32xf32>
      %36 = stablehlo.subtract %31, %35 : tensor<2x32x32xf32>
      %37 = stablehlo.exponential %36 : tensor<2x32x32xf32>
      %38 = stablehlo.subtract %iterArg_10, %33 : tensor<2x32xf32>
      %39 = stablehlo.exponential %38 : tensor<2x32xf32>
      %40 = stablehlo.multiply %iterArg_11, %39 : tensor<2x32xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %41 = stablehlo.reduce(%37 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x32x32xf32>, tensor<f32>) -> tensor<2x32xf32>
      %42 = stablehlo.add %40, %41 : tensor<2x32xf32>
      %43 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
      %45 = stablehlo.multiply %iterArg_12, %44 : tensor<2x32x64xf32>
      %46 = stablehlo.dot_general %37, %28, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x32xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
      %47 = stablehlo.add %45, %46 : tensor<2x32x64xf32>
      %48 = func.call @dynamic_update_index_in_dim(%iterArg_13, %33, %iterArg_9) : (tensor<4x2x32xf32>, tensor<2x32xf32>, tensor<i32>) -> tensor<4x2x32xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_9, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %49, %33, %42, %47, %48 : tensor<4x2x32x64xf32>, tensor<4x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32x64xf32>, tensor<4x2x32xf32>
    }
    %9 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x128x64xf32>) -> tensor<2x32x128xf32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x32x128xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_4) applies stablehlo.maximum across dimensions = [2] : (tensor<2x32x128xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<2x32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x128xf32>
    %17 = stablehlo.subtract %11, %16 : tensor<2x32x128xf32>
    %18 = stablehlo.exponential %17 : tensor<2x32x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x32x128xf32>, tensor<f32>) -> tensor<2x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x128xf32>
    %22 = stablehlo.divide %18, %21 : tensor<2x32x128xf32>
    %23 = stablehlo.dot_general %22, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<2x128x64xf32>) -> tensor<2x32x64xf32>
    %24 = stablehlo.broadcast_in_dim %8#5, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %26 = stablehlo.divide %8#6, %25 : tensor<2x32x64xf32>
    return %26, %23, %8#7 : tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<4x2x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x2x32x64xf32>, %arg1: tensor<i32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 32, 64] : (tensor<4x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    return %1 : tensor<2x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x2x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<i32>) -> tensor<4x2x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x2x32xf32>, tensor<1x2x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x32xf32>
    return %1 : tensor<4x2x32xf32>
  }
}
