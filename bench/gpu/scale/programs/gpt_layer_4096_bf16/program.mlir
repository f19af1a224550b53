module @jit_gpt attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4096x1024xbf16>, %arg1: tensor<1024xbf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<1024x3072xbf16>, %arg4: tensor<3072xbf16>, %arg5: tensor<1024x1024xbf16>, %arg6: tensor<1024xbf16>, %arg7: tensor<1024xbf16>, %arg8: tensor<1024xbf16>, %arg9: tensor<1024x4096xbf16>, %arg10: tensor<4096xbf16>, %arg11: tensor<4096x1024xbf16>, %arg12: tensor<1024xbf16>) -> (tensor<1x4096x1024xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<1x4096x1024xbf16>) -> tensor<1x4096x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1024xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x4096x1xf32>
    %5 = stablehlo.convert %4 : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x4096x1xbf16>) -> tensor<1x4096x1024xbf16>
    %7 = stablehlo.subtract %arg0, %6 : tensor<1x4096x1024xbf16>
    %8 = stablehlo.multiply %7, %7 : tensor<1x4096x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<1x4096x1024xbf16>) -> tensor<1x4096x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1024xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<1x4096x1xf32>
    %14 = stablehlo.convert %13 : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xbf16>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x4096x1xbf16>) -> tensor<1x4096x1024xbf16>
    %16 = stablehlo.subtract %arg0, %15 : tensor<1x4096x1024xbf16>
    %cst_3 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<1x4096x1xbf16>
    %18 = stablehlo.add %14, %17 : tensor<1x4096x1xbf16>
    %19 = stablehlo.rsqrt %18 : tensor<1x4096x1xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x4096x1xbf16>) -> tensor<1x4096x1024xbf16>
    %21 = stablehlo.multiply %16, %20 : tensor<1x4096x1024xbf16>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %24 = stablehlo.multiply %21, %23 : tensor<1x4096x1024xbf16>
    %25 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %27 = stablehlo.add %24, %26 : tensor<1x4096x1024xbf16>
    %28 = stablehlo.dot_general %27, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x1024xbf16>, tensor<1024x3072xbf16>) -> tensor<1x4096x3072xbf16>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x4096x3072xbf16>
    %31 = stablehlo.add %28, %30 : tensor<1x4096x3072xbf16>
    %32 = stablehlo.slice %31 [0:1, 0:4096, 0:1024] : (tensor<1x4096x3072xbf16>) -> tensor<1x4096x1024xbf16>
    %33 = stablehlo.slice %31 [0:1, 0:4096, 1024:2048] : (tensor<1x4096x3072xbf16>) -> tensor<1x4096x1024xbf16>
    %34 = stablehlo.slice %31 [0:1, 0:4096, 2048:3072] : (tensor<1x4096x3072xbf16>) -> tensor<1x4096x1024xbf16>
    %35 = stablehlo.reshape %32 : (tensor<1x4096x1024xbf16>) -> tensor<1x4096x16x64xbf16>
    %36 = stablehlo.reshape %33 : (tensor<1x4096x1024xbf16>) -> tensor<1x4096x16x64xbf16>
    %37 = stablehlo.reshape %34 : (tensor<1x4096x1024xbf16>) -> tensor<1x4096x16x64xbf16>
    %38 = stablehlo.dot_general %35, %36, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x16x64xbf16>, tensor<1x4096x16x64xbf16>) -> tensor<1x16x4096x4096xbf16>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<bf16>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<1x16x4096x4096xbf16>
    %40 = stablehlo.divide %38, %39 : tensor<1x16x4096x4096xbf16>
    %41 = stablehlo.iota dim = 0 : tensor<4096x4096xi32>
    %42 = stablehlo.iota dim = 1 : tensor<4096x4096xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %44 = stablehlo.broadcast_in_dim %43, dims = [2, 3] : (tensor<4096x4096xi1>) -> tensor<1x1x4096x4096xi1>
    %cst_5 = stablehlo.constant dense<-9.982440e+08> : tensor<bf16>
    %45 = call @_where(%44, %40, %cst_5) : (tensor<1x1x4096x4096xi1>, tensor<1x16x4096x4096xbf16>, tensor<bf16>) -> tensor<1x16x4096x4096xbf16>
    %cst_6 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<1x16x4096x4096xbf16>, tensor<bf16>) -> tensor<1x16x4096xbf16>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<1x16x4096xbf16>
    %48 = stablehlo.maximum %47, %46 : tensor<1x16x4096xbf16>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x16x4096xbf16>) -> tensor<1x16x4096x1xbf16>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x16x4096x1xbf16>) -> tensor<1x16x4096x4096xbf16>
    %51 = stablehlo.subtract %45, %50 : tensor<1x16x4096x4096xbf16>
    %52 = stablehlo.exponential %51 : tensor<1x16x4096x4096xbf16>
    %53 = stablehlo.convert %52 : (tensor<1x16x4096x4096xbf16>) -> tensor<1x16x4096x4096xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x16x4096x4096xf32>, tensor<f32>) -> tensor<1x16x4096xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x16x4096xf32>) -> tensor<1x16x4096x1xf32>
    %56 = stablehlo.convert %55 : (tensor<1x16x4096x1xf32>) -> tensor<1x16x4096x1xbf16>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x16x4096x1xbf16>) -> tensor<1x16x4096x4096xbf16>
    %58 = stablehlo.divide %52, %57 : tensor<1x16x4096x4096xbf16>
    %59 = stablehlo.dot_general %37, %58, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x16x64xbf16>, tensor<1x16x4096x4096xbf16>) -> tensor<1x16x64x4096xbf16>
    %60 = stablehlo.transpose %59, dims = [0, 3, 1, 2] : (tensor<1x16x64x4096xbf16>) -> tensor<1x4096x16x64xbf16>
    %61 = stablehlo.reshape %60 : (tensor<1x4096x16x64xbf16>) -> tensor<1x4096x1024xbf16>
    %62 = stablehlo.dot_general %61, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %63 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %65 = stablehlo.add %62, %64 : tensor<1x4096x1024xbf16>
    %66 = stablehlo.add %arg0, %65 : tensor<1x4096x1024xbf16>
    %67 = stablehlo.convert %66 : (tensor<1x4096x1024xbf16>) -> tensor<1x4096x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1024xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %cst_10 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<1x4096x1xf32>
    %72 = stablehlo.convert %71 : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xbf16>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x4096x1xbf16>) -> tensor<1x4096x1024xbf16>
    %74 = stablehlo.subtract %66, %73 : tensor<1x4096x1024xbf16>
    %75 = stablehlo.multiply %74, %74 : tensor<1x4096x1024xbf16>
    %76 = stablehlo.convert %75 : (tensor<1x4096x1024xbf16>) -> tensor<1x4096x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1024xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<1x4096x1xf32>
    %81 = stablehlo.convert %80 : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xbf16>
    %82 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x4096x1xbf16>) -> tensor<1x4096x1024xbf16>
    %83 = stablehlo.subtract %66, %82 : tensor<1x4096x1024xbf16>
    %cst_13 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<1x4096x1xbf16>
    %85 = stablehlo.add %81, %84 : tensor<1x4096x1xbf16>
    %86 = stablehlo.rsqrt %85 : tensor<1x4096x1xbf16>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x4096x1xbf16>) -> tensor<1x4096x1024xbf16>
    %88 = stablehlo.multiply %83, %87 : tensor<1x4096x1024xbf16>
    %89 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %91 = stablehlo.multiply %88, %90 : tensor<1x4096x1024xbf16>
    %92 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %94 = stablehlo.add %91, %93 : tensor<1x4096x1024xbf16>
    %95 = stablehlo.dot_general %94, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %96 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %98 = stablehlo.add %95, %97 : tensor<1x4096x4096xbf16>
    %99 = stablehlo.multiply %98, %98 : tensor<1x4096x4096xbf16>
    %100 = stablehlo.multiply %99, %98 : tensor<1x4096x4096xbf16>
    %cst_14 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %101 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<1x4096x4096xbf16>
    %102 = stablehlo.multiply %101, %100 : tensor<1x4096x4096xbf16>
    %103 = stablehlo.add %98, %102 : tensor<1x4096x4096xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<1x4096x4096xbf16>
    %105 = stablehlo.multiply %104, %103 : tensor<1x4096x4096xbf16>
    %106 = stablehlo.tanh %105 : tensor<1x4096x4096xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %107 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<1x4096x4096xbf16>
    %108 = stablehlo.add %107, %106 : tensor<1x4096x4096xbf16>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %109 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<1x4096x4096xbf16>
    %110 = stablehlo.multiply %109, %108 : tensor<1x4096x4096xbf16>
    %111 = stablehlo.multiply %98, %110 : tensor<1x4096x4096xbf16>
    %112 = stablehlo.dot_general %111, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %113 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %115 = stablehlo.add %112, %114 : tensor<1x4096x1024xbf16>
    %116 = stablehlo.add %66, %115 : tensor<1x4096x1024xbf16>
    return %116 : tensor<1x4096x1024xbf16>
  }
  func.func private @_where(%arg0: tensor<1x1x4096x4096xi1>, %arg1: tensor<1x16x4096x4096xbf16>, %arg2: tensor<bf16>) -> tensor<1x16x4096x4096xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x4096x4096xi1>) -> tensor<1x16x4096x4096xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<1x16x4096x4096xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<1x16x4096x4096xi1>, tensor<1x16x4096x4096xbf16>
    return %2 : tensor<1x16x4096x4096xbf16>
  }
}
