module @jit_decode attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x4096xbf16>, %arg1: tensor<1xi32>, %arg2: tensor<1x2048x32x128xbf16>, %arg3: tensor<1x2048x32x128xbf16>, %arg4: tensor<4096xbf16>, %arg5: tensor<4096x4096xbf16>, %arg6: tensor<4096x4096xbf16>, %arg7: tensor<4096x4096xbf16>, %arg8: tensor<4096x4096xbf16>, %arg9: tensor<4096xbf16>, %arg10: tensor<4096x11008xbf16>, %arg11: tensor<4096x11008xbf16>, %arg12: tensor<11008x4096xbf16>) -> (tensor<1x1x4096xbf16> {jax.result_info = "result[0]"}, tensor<1x1x32x128xbf16> {jax.result_info = "result[1]"}, tensor<1x1x32x128xbf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x1x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<1x1x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<1x1x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<1x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<1x1x4096xf32>
    %11 = stablehlo.convert %10 : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %12 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %13 = stablehlo.multiply %11, %12 : tensor<1x1x4096xbf16>
    %14 = stablehlo.dot_general %13, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %15 = stablehlo.reshape %14 : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %16 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<-0.14391157> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<64xf32>
    %19 = stablehlo.exponential %18 : tensor<64xf32>
    %20 = stablehlo.convert %arg1 : (tensor<1xi32>) -> tensor<1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %22 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<1x64xf32>
    %25 = stablehlo.cosine %24 : tensor<1x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %27 = stablehlo.sine %24 : tensor<1x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %29 = stablehlo.slice %15 [0:1, 0:1, 0:32, 0:64] : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %30 = stablehlo.convert %29 : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xf32>
    %31 = stablehlo.slice %15 [0:1, 0:1, 0:32, 64:128] : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %32 = stablehlo.convert %31 : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xf32>
    %33 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x32x64xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<1x1x32x64xf32>
    %35 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x32x64xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<1x1x32x64xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<1x1x32x64xf32>
    %38 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x32x64xf32>
    %39 = stablehlo.multiply %32, %38 : tensor<1x1x32x64xf32>
    %40 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x32x64xf32>
    %41 = stablehlo.multiply %30, %40 : tensor<1x1x32x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<1x1x32x64xf32>
    %43 = stablehlo.concatenate %37, %42, dim = 3 : (tensor<1x1x32x64xf32>, tensor<1x1x32x64xf32>) -> tensor<1x1x32x128xf32>
    %44 = stablehlo.convert %43 : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %45 = stablehlo.dot_general %13, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %46 = stablehlo.reshape %45 : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %47 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<-0.14391157> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<64xf32>
    %50 = stablehlo.exponential %49 : tensor<64xf32>
    %51 = stablehlo.convert %arg1 : (tensor<1xi32>) -> tensor<1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %53 = stablehlo.broadcast_in_dim %50, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<1x64xf32>
    %56 = stablehlo.cosine %55 : tensor<1x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %58 = stablehlo.sine %55 : tensor<1x64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %60 = stablehlo.slice %46 [0:1, 0:1, 0:32, 0:64] : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %61 = stablehlo.convert %60 : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xf32>
    %62 = stablehlo.slice %46 [0:1, 0:1, 0:32, 64:128] : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %63 = stablehlo.convert %62 : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xf32>
    %64 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x32x64xf32>
    %65 = stablehlo.multiply %61, %64 : tensor<1x1x32x64xf32>
    %66 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x32x64xf32>
    %67 = stablehlo.multiply %63, %66 : tensor<1x1x32x64xf32>
    %68 = stablehlo.subtract %65, %67 : tensor<1x1x32x64xf32>
    %69 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x32x64xf32>
    %70 = stablehlo.multiply %63, %69 : tensor<1x1x32x64xf32>
    %71 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x32x64xf32>
    %72 = stablehlo.multiply %61, %71 : tensor<1x1x32x64xf32>
    %73 = stablehlo.add %70, %72 : tensor<1x1x32x64xf32>
    %74 = stablehlo.concatenate %68, %73, dim = 3 : (tensor<1x1x32x64xf32>, tensor<1x1x32x64xf32>) -> tensor<1x1x32x128xf32>
    %75 = stablehlo.convert %74 : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %76 = stablehlo.dot_general %13, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %77 = stablehlo.reshape %76 : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %78 = stablehlo.dot_general %44, %arg2, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xf32>
    %cst_4 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<1x32x1x2048xf32>
    %81 = stablehlo.dot_general %44, %75, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x32x128xbf16>, tensor<1x1x32x128xbf16>) -> tensor<1x32x1x1xf32>
    %cst_5 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x32x1x1xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<1x32x1x1xf32>
    %84 = stablehlo.iota dim = 3 : tensor<1x1x1x2048xi32>
    %85 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<1x1x1x2048xi32>
    %87 = stablehlo.compare LT, %84, %86, SIGNED : (tensor<1x1x1x2048xi32>, tensor<1x1x1x2048xi32>) -> tensor<1x1x1x2048xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %88 = call @_where(%87, %80, %cst_6) : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %91 = stablehlo.maximum %90, %83 : tensor<1x32x1x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %93 = stablehlo.subtract %88, %92 : tensor<1x32x1x2048xf32>
    %94 = stablehlo.exponential %93 : tensor<1x32x1x2048xf32>
    %95 = stablehlo.subtract %83, %91 : tensor<1x32x1x1xf32>
    %96 = stablehlo.exponential %95 : tensor<1x32x1x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%94 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %99 = stablehlo.add %98, %96 : tensor<1x32x1x1xf32>
    %100 = stablehlo.convert %94 : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %101 = stablehlo.dot_general %arg3, %100, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xf32>
    %102 = stablehlo.transpose %101, dims = [0, 3, 1, 2] : (tensor<1x32x128x1xf32>) -> tensor<1x1x32x128xf32>
    %103 = stablehlo.convert %96 : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xbf16>
    %104 = stablehlo.dot_general %77, %103, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x32x128xbf16>, tensor<1x32x1x1xbf16>) -> tensor<1x32x128x1xf32>
    %105 = stablehlo.transpose %104, dims = [0, 3, 1, 2] : (tensor<1x32x128x1xf32>) -> tensor<1x1x32x128xf32>
    %106 = stablehlo.add %102, %105 : tensor<1x1x32x128xf32>
    %107 = stablehlo.transpose %99, dims = [0, 2, 1, 3] : (tensor<1x32x1x1xf32>) -> tensor<1x1x32x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x1x32x1xf32>) -> tensor<1x1x32x128xf32>
    %109 = stablehlo.divide %106, %108 : tensor<1x1x32x128xf32>
    %110 = stablehlo.convert %109 : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %111 = stablehlo.reshape %110 : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %112 = stablehlo.dot_general %111, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %113 = stablehlo.add %arg0, %112 : tensor<1x1x4096xbf16>
    %114 = stablehlo.convert %113 : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<1x1x4096xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %cst_10 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %119 = stablehlo.divide %117, %118 : tensor<1x1x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %121 = stablehlo.add %119, %120 : tensor<1x1x1xf32>
    %122 = stablehlo.rsqrt %121 : tensor<1x1x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<1x1x4096xf32>
    %125 = stablehlo.convert %124 : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %126 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %127 = stablehlo.multiply %125, %126 : tensor<1x1x4096xbf16>
    %128 = stablehlo.dot_general %127, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %129 = call @silu(%128) : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %130 = stablehlo.dot_general %127, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %131 = stablehlo.multiply %129, %130 : tensor<1x1x11008xbf16>
    %132 = stablehlo.dot_general %131, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %133 = stablehlo.add %113, %132 : tensor<1x1x4096xbf16>
    return %133, %75, %77 : tensor<1x1x4096xbf16>, tensor<1x1x32x128xbf16>, tensor<1x1x32x128xbf16>
  }
  func.func private @_where(%arg0: tensor<1x1x1x2048xi1>, %arg1: tensor<1x32x1x2048xf32>, %arg2: tensor<f32>) -> tensor<1x32x1x2048xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xi1>) -> tensor<1x32x1x2048xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<1x32x1x2048xi1>, tensor<1x32x1x2048xf32>
    return %2 : tensor<1x32x1x2048xf32>
  }
  func.func private @silu(%arg0: tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x11008xbf16>
    %1 = stablehlo.exponential %0 : tensor<1x1x11008xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x1x11008xbf16>
    %3 = stablehlo.add %2, %1 : tensor<1x1x11008xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1x1x11008xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x11008xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x11008xbf16>
    return %6 : tensor<1x1x11008xbf16>
  }
}
