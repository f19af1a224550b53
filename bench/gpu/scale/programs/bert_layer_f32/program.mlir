module @jit_layer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x512x768xf32>, %arg1: tensor<768x768xf32>, %arg2: tensor<768x768xf32>, %arg3: tensor<768x768xf32>, %arg4: tensor<768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768x768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768x3072xf32>, %arg12: tensor<3072xf32>, %arg13: tensor<3072x768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768xf32>) -> (tensor<8x512x768xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %1 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x512x768xf32>
    %4 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %5 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x512x768xf32>
    %8 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %9 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %11 = stablehlo.add %8, %10 : tensor<8x512x768xf32>
    %12 = stablehlo.reshape %3 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %13 = stablehlo.reshape %7 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %14 = stablehlo.reshape %11 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %15 = stablehlo.dot_general %12, %13, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x512x12x64xf32>) -> tensor<8x12x512x512xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x12x512x512xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x12x512x512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x12x512xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<8x12x512xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %23 = stablehlo.subtract %17, %22 : tensor<8x12x512x512xf32>
    %24 = stablehlo.exponential %23 : tensor<8x12x512x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %28 = stablehlo.divide %24, %27 : tensor<8x12x512x512xf32>
    %29 = stablehlo.dot_general %14, %28, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x12x512x512xf32>) -> tensor<8x12x64x512xf32>
    %30 = stablehlo.transpose %29, dims = [0, 3, 1, 2] : (tensor<8x12x64x512xf32>) -> tensor<8x512x12x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x512x12x64xf32>) -> tensor<8x512x768xf32>
    %32 = stablehlo.dot_general %31, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %33 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x512x768xf32>
    %36 = stablehlo.add %arg0, %35 : tensor<8x512x768xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_4 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %40 = stablehlo.divide %38, %39 : tensor<8x512x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %42 = stablehlo.subtract %36, %41 : tensor<8x512x768xf32>
    %43 = stablehlo.multiply %42, %42 : tensor<8x512x768xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_6 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %47 = stablehlo.divide %45, %46 : tensor<8x512x1xf32>
    %48 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %49 = stablehlo.subtract %36, %48 : tensor<8x512x768xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %51 = stablehlo.add %47, %50 : tensor<8x512x1xf32>
    %52 = stablehlo.rsqrt %51 : tensor<8x512x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %54 = stablehlo.multiply %49, %53 : tensor<8x512x768xf32>
    %55 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %57 = stablehlo.multiply %54, %56 : tensor<8x512x768xf32>
    %58 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %60 = stablehlo.add %57, %59 : tensor<8x512x768xf32>
    %61 = stablehlo.dot_general %60, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x3072xf32>) -> tensor<8x512x3072xf32>
    %62 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x512x3072xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x512x3072xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<8x512x3072xf32>
    %67 = stablehlo.negate %64 : tensor<8x512x3072xf32>
    %cst_9 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<8x512x3072xf32>
    %70 = chlo.erfc %69 : tensor<8x512x3072xf32> -> tensor<8x512x3072xf32>
    %71 = stablehlo.multiply %66, %70 : tensor<8x512x3072xf32>
    %72 = stablehlo.dot_general %71, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x3072xf32>, tensor<3072x768xf32>) -> tensor<8x512x768xf32>
    %73 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x512x768xf32>
    %76 = stablehlo.add %60, %75 : tensor<8x512x768xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_11 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8x512x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<8x512x768xf32>
    %83 = stablehlo.multiply %82, %82 : tensor<8x512x768xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_13 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<8x512x1xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %89 = stablehlo.subtract %76, %88 : tensor<8x512x768xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %91 = stablehlo.add %87, %90 : tensor<8x512x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<8x512x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %94 = stablehlo.multiply %89, %93 : tensor<8x512x768xf32>
    %95 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %97 = stablehlo.multiply %94, %96 : tensor<8x512x768xf32>
    %98 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x512x768xf32>
    return %100 : tensor<8x512x768xf32>
  }
}
