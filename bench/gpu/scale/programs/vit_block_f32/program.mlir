module @jit_layer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x197x768xf32>, %arg1: tensor<768x768xf32>, %arg2: tensor<768x768xf32>, %arg3: tensor<768x768xf32>, %arg4: tensor<768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768x768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768x3072xf32>, %arg12: tensor<3072xf32>, %arg13: tensor<3072x768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768xf32>) -> (tensor<32x197x768xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x197x768xf32>, tensor<f32>) -> tensor<32x197xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<32x197xf32>) -> tensor<32x197x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x197x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32x197x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<32x197x1xf32>) -> tensor<32x197x768xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x197x768xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<32x197x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<32x197x768xf32>, tensor<f32>) -> tensor<32x197xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<32x197xf32>) -> tensor<32x197x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x197x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<32x197x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<32x197x1xf32>) -> tensor<32x197x768xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<32x197x768xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x197x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<32x197x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<32x197x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<32x197x1xf32>) -> tensor<32x197x768xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<32x197x768xf32>
    %18 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<32x197x768xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<32x197x768xf32>
    %21 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<32x197x768xf32>
    %23 = stablehlo.add %20, %22 : tensor<32x197x768xf32>
    %24 = stablehlo.dot_general %23, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x197x768xf32>, tensor<768x768xf32>) -> tensor<32x197x768xf32>
    %25 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<32x197x768xf32>
    %27 = stablehlo.add %24, %26 : tensor<32x197x768xf32>
    %28 = stablehlo.dot_general %23, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x197x768xf32>, tensor<768x768xf32>) -> tensor<32x197x768xf32>
    %29 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<32x197x768xf32>
    %31 = stablehlo.add %28, %30 : tensor<32x197x768xf32>
    %32 = stablehlo.dot_general %23, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x197x768xf32>, tensor<768x768xf32>) -> tensor<32x197x768xf32>
    %33 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<32x197x768xf32>
    %35 = stablehlo.add %32, %34 : tensor<32x197x768xf32>
    %36 = stablehlo.reshape %27 : (tensor<32x197x768xf32>) -> tensor<32x197x12x64xf32>
    %37 = stablehlo.reshape %31 : (tensor<32x197x768xf32>) -> tensor<32x197x12x64xf32>
    %38 = stablehlo.reshape %35 : (tensor<32x197x768xf32>) -> tensor<32x197x12x64xf32>
    %39 = stablehlo.dot_general %36, %37, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x197x12x64xf32>, tensor<32x197x12x64xf32>) -> tensor<32x12x197x197xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x12x197x197xf32>
    %41 = stablehlo.divide %39, %40 : tensor<32x12x197x197xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<32x12x197x197xf32>, tensor<f32>) -> tensor<32x12x197xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x12x197xf32>
    %44 = stablehlo.maximum %43, %42 : tensor<32x12x197xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<32x12x197xf32>) -> tensor<32x12x197x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<32x12x197x1xf32>) -> tensor<32x12x197x197xf32>
    %47 = stablehlo.subtract %41, %46 : tensor<32x12x197x197xf32>
    %48 = stablehlo.exponential %47 : tensor<32x12x197x197xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<32x12x197x197xf32>, tensor<f32>) -> tensor<32x12x197xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<32x12x197xf32>) -> tensor<32x12x197x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<32x12x197x1xf32>) -> tensor<32x12x197x197xf32>
    %52 = stablehlo.divide %48, %51 : tensor<32x12x197x197xf32>
    %53 = stablehlo.dot_general %38, %52, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x197x12x64xf32>, tensor<32x12x197x197xf32>) -> tensor<32x12x64x197xf32>
    %54 = stablehlo.transpose %53, dims = [0, 3, 1, 2] : (tensor<32x12x64x197xf32>) -> tensor<32x197x12x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<32x197x12x64xf32>) -> tensor<32x197x768xf32>
    %56 = stablehlo.dot_general %55, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x197x768xf32>, tensor<768x768xf32>) -> tensor<32x197x768xf32>
    %57 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<32x197x768xf32>
    %59 = stablehlo.add %56, %58 : tensor<32x197x768xf32>
    %60 = stablehlo.add %arg0, %59 : tensor<32x197x768xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<32x197x768xf32>, tensor<f32>) -> tensor<32x197xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<32x197xf32>) -> tensor<32x197x1xf32>
    %cst_9 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x197x1xf32>
    %64 = stablehlo.divide %62, %63 : tensor<32x197x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<32x197x1xf32>) -> tensor<32x197x768xf32>
    %66 = stablehlo.subtract %60, %65 : tensor<32x197x768xf32>
    %67 = stablehlo.multiply %66, %66 : tensor<32x197x768xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<32x197x768xf32>, tensor<f32>) -> tensor<32x197xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<32x197xf32>) -> tensor<32x197x1xf32>
    %cst_11 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x197x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<32x197x1xf32>
    %72 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<32x197x1xf32>) -> tensor<32x197x768xf32>
    %73 = stablehlo.subtract %60, %72 : tensor<32x197x768xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x197x1xf32>
    %75 = stablehlo.add %71, %74 : tensor<32x197x1xf32>
    %76 = stablehlo.rsqrt %75 : tensor<32x197x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<32x197x1xf32>) -> tensor<32x197x768xf32>
    %78 = stablehlo.multiply %73, %77 : tensor<32x197x768xf32>
    %79 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<32x197x768xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<32x197x768xf32>
    %82 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<32x197x768xf32>
    %84 = stablehlo.add %81, %83 : tensor<32x197x768xf32>
    %85 = stablehlo.dot_general %84, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x197x768xf32>, tensor<768x3072xf32>) -> tensor<32x197x3072xf32>
    %86 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<32x197x3072xf32>
    %88 = stablehlo.add %85, %87 : tensor<32x197x3072xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x197x3072xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<32x197x3072xf32>
    %91 = stablehlo.negate %88 : tensor<32x197x3072xf32>
    %cst_14 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x197x3072xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<32x197x3072xf32>
    %94 = chlo.erfc %93 : tensor<32x197x3072xf32> -> tensor<32x197x3072xf32>
    %95 = stablehlo.multiply %90, %94 : tensor<32x197x3072xf32>
    %96 = stablehlo.dot_general %95, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x197x3072xf32>, tensor<3072x768xf32>) -> tensor<32x197x768xf32>
    %97 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<32x197x768xf32>
    %99 = stablehlo.add %96, %98 : tensor<32x197x768xf32>
    %100 = stablehlo.add %60, %99 : tensor<32x197x768xf32>
    return %100 : tensor<32x197x768xf32>
  }
}
