module @jit_gpt attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4096x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024x3072xf32>, %arg4: tensor<3072xf32>, %arg5: tensor<1024x1024xf32>, %arg6: tensor<1024xf32>, %arg7: tensor<1024xf32>, %arg8: tensor<1024xf32>, %arg9: tensor<1024x4096xf32>, %arg10: tensor<4096xf32>, %arg11: tensor<4096x1024xf32>, %arg12: tensor<1024xf32>) -> (tensor<1x4096x1024xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1024xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x4096x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1024xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x4096x1024xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<1x4096x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1024xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x4096x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1024xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<1x4096x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<1x4096x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<1x4096x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1024xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<1x4096x1024xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x4096x1024xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<1x4096x1024xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x4096x1024xf32>
    %23 = stablehlo.add %20, %22 : tensor<1x4096x1024xf32>
    %24 = stablehlo.dot_general %23, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x1024xf32>, tensor<1024x3072xf32>) -> tensor<1x4096x3072xf32>
    %25 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x4096x3072xf32>
    %27 = stablehlo.add %24, %26 : tensor<1x4096x3072xf32>
    %28 = stablehlo.slice %27 [0:1, 0:4096, 0:1024] : (tensor<1x4096x3072xf32>) -> tensor<1x4096x1024xf32>
    %29 = stablehlo.slice %27 [0:1, 0:4096, 1024:2048] : (tensor<1x4096x3072xf32>) -> tensor<1x4096x1024xf32>
    %30 = stablehlo.slice %27 [0:1, 0:4096, 2048:3072] : (tensor<1x4096x3072xf32>) -> tensor<1x4096x1024xf32>
    %31 = stablehlo.reshape %28 : (tensor<1x4096x1024xf32>) -> tensor<1x4096x16x64xf32>
    %32 = stablehlo.reshape %29 : (tensor<1x4096x1024xf32>) -> tensor<1x4096x16x64xf32>
    %33 = stablehlo.reshape %30 : (tensor<1x4096x1024xf32>) -> tensor<1x4096x16x64xf32>
    %34 = stablehlo.dot_general %31, %32, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x16x64xf32>, tensor<1x4096x16x64xf32>) -> tensor<1x16x4096x4096xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x16x4096x4096xf32>
    %36 = stablehlo.divide %34, %35 : tensor<1x16x4096x4096xf32>
    %37 = stablehlo.iota dim = 0 : tensor<4096x4096xi32>
    %38 = stablehlo.iota dim = 1 : tensor<4096x4096xi32>
    %39 = stablehlo.compare GE, %37, %38, SIGNED : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [2, 3] : (tensor<4096x4096xi1>) -> tensor<1x1x4096x4096xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %41 = call @_where(%40, %36, %cst_5) : (tensor<1x1x4096x4096xi1>, tensor<1x16x4096x4096xf32>, tensor<f32>) -> tensor<1x16x4096x4096xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<1x16x4096x4096xf32>, tensor<f32>) -> tensor<1x16x4096xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x16x4096xf32>
    %44 = stablehlo.maximum %43, %42 : tensor<1x16x4096xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x16x4096xf32>) -> tensor<1x16x4096x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x16x4096x1xf32>) -> tensor<1x16x4096x4096xf32>
    %47 = stablehlo.subtract %41, %46 : tensor<1x16x4096x4096xf32>
    %48 = stablehlo.exponential %47 : tensor<1x16x4096x4096xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x16x4096x4096xf32>, tensor<f32>) -> tensor<1x16x4096xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x16x4096xf32>) -> tensor<1x16x4096x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x16x4096x1xf32>) -> tensor<1x16x4096x4096xf32>
    %52 = stablehlo.divide %48, %51 : tensor<1x16x4096x4096xf32>
    %53 = stablehlo.dot_general %33, %52, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x16x64xf32>, tensor<1x16x4096x4096xf32>) -> tensor<1x16x64x4096xf32>
    %54 = stablehlo.transpose %53, dims = [0, 3, 1, 2] : (tensor<1x16x64x4096xf32>) -> tensor<1x4096x16x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x4096x16x64xf32>) -> tensor<1x4096x1024xf32>
    %56 = stablehlo.dot_general %55, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x1024xf32>, tensor<1024x1024xf32>) -> tensor<1x4096x1024xf32>
    %57 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x4096x1024xf32>
    %59 = stablehlo.add %56, %58 : tensor<1x4096x1024xf32>
    %60 = stablehlo.add %arg0, %59 : tensor<1x4096x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1024xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %cst_10 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %64 = stablehlo.divide %62, %63 : tensor<1x4096x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1024xf32>
    %66 = stablehlo.subtract %60, %65 : tensor<1x4096x1024xf32>
    %67 = stablehlo.multiply %66, %66 : tensor<1x4096x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1024xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<1x4096x1xf32>
    %72 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1024xf32>
    %73 = stablehlo.subtract %60, %72 : tensor<1x4096x1024xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %75 = stablehlo.add %71, %74 : tensor<1x4096x1xf32>
    %76 = stablehlo.rsqrt %75 : tensor<1x4096x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1024xf32>
    %78 = stablehlo.multiply %73, %77 : tensor<1x4096x1024xf32>
    %79 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x4096x1024xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<1x4096x1024xf32>
    %82 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x4096x1024xf32>
    %84 = stablehlo.add %81, %83 : tensor<1x4096x1024xf32>
    %85 = stablehlo.dot_general %84, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x1024xf32>, tensor<1024x4096xf32>) -> tensor<1x4096x4096xf32>
    %86 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<1x4096x4096xf32>
    %88 = stablehlo.add %85, %87 : tensor<1x4096x4096xf32>
    %89 = stablehlo.multiply %88, %88 : tensor<1x4096x4096xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<1x4096x4096xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x4096x4096xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<1x4096x4096xf32>
    %93 = stablehlo.add %88, %92 : tensor<1x4096x4096xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x4096x4096xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<1x4096x4096xf32>
    %96 = stablehlo.tanh %95 : tensor<1x4096x4096xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x4096x4096xf32>
    %98 = stablehlo.add %97, %96 : tensor<1x4096x4096xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x4096x4096xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<1x4096x4096xf32>
    %101 = stablehlo.multiply %88, %100 : tensor<1x4096x4096xf32>
    %102 = stablehlo.dot_general %101, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x4096xf32>, tensor<4096x1024xf32>) -> tensor<1x4096x1024xf32>
    %103 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<1x4096x1024xf32>
    %105 = stablehlo.add %102, %104 : tensor<1x4096x1024xf32>
    %106 = stablehlo.add %60, %105 : tensor<1x4096x1024xf32>
    return %106 : tensor<1x4096x1024xf32>
  }
  func.func private @_where(%arg0: tensor<1x1x4096x4096xi1>, %arg1: tensor<1x16x4096x4096xf32>, %arg2: tensor<f32>) -> tensor<1x16x4096x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x4096x4096xi1>) -> tensor<1x16x4096x4096xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x16x4096x4096xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<1x16x4096x4096xi1>, tensor<1x16x4096x4096xf32>
    return %2 : tensor<1x16x4096x4096xf32>
  }
}
