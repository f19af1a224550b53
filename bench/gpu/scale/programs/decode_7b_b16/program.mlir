module @jit_decode attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x1x4096xbf16>, %arg1: tensor<16xi32>, %arg2: tensor<16x2048x32x128xbf16>, %arg3: tensor<16x2048x32x128xbf16>, %arg4: tensor<4096xbf16>, %arg5: tensor<4096x4096xbf16>, %arg6: tensor<4096x4096xbf16>, %arg7: tensor<4096x4096xbf16>, %arg8: tensor<4096x4096xbf16>, %arg9: tensor<4096xbf16>, %arg10: tensor<4096x11008xbf16>, %arg11: tensor<4096x11008xbf16>, %arg12: tensor<11008x4096xbf16>) -> (tensor<16x1x4096xbf16> {jax.result_info = "result[0]"}, tensor<16x1x32x128xbf16> {jax.result_info = "result[1]"}, tensor<16x1x32x128xbf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x1x4096xbf16>) -> tensor<16x1x4096xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<16x1x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x1x4096xf32>, tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<16x1x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x1x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<16x1x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<16x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x1x4096xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<16x1x4096xf32>
    %11 = stablehlo.convert %10 : (tensor<16x1x4096xf32>) -> tensor<16x1x4096xbf16>
    %12 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x4096xbf16>) -> tensor<16x1x4096xbf16>
    %14 = stablehlo.multiply %11, %13 : tensor<16x1x4096xbf16>
    %15 = stablehlo.dot_general %14, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<16x1x4096xbf16>
    %16 = stablehlo.reshape %15 : (tensor<16x1x4096xbf16>) -> tensor<16x1x32x128xbf16>
    %17 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<-0.14391157> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<64xf32>
    %20 = stablehlo.exponential %19 : tensor<64xf32>
    %21 = stablehlo.convert %arg1 : (tensor<16xi32>) -> tensor<16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<16x64xf32>
    %27 = stablehlo.cosine %26 : tensor<16x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 3] : (tensor<16x64xf32>) -> tensor<16x1x1x64xf32>
    %29 = stablehlo.sine %26 : tensor<16x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 3] : (tensor<16x64xf32>) -> tensor<16x1x1x64xf32>
    %31 = stablehlo.slice %16 [0:16, 0:1, 0:32, 0:64] : (tensor<16x1x32x128xbf16>) -> tensor<16x1x32x64xbf16>
    %32 = stablehlo.convert %31 : (tensor<16x1x32x64xbf16>) -> tensor<16x1x32x64xf32>
    %33 = stablehlo.slice %16 [0:16, 0:1, 0:32, 64:128] : (tensor<16x1x32x128xbf16>) -> tensor<16x1x32x64xbf16>
    %34 = stablehlo.convert %33 : (tensor<16x1x32x64xbf16>) -> tensor<16x1x32x64xf32>
    %35 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<16x1x1x64xf32>) -> tensor<16x1x32x64xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<16x1x32x64xf32>
    %37 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<16x1x1x64xf32>) -> tensor<16x1x32x64xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<16x1x32x64xf32>
    %39 = stablehlo.subtract %36, %38 : tensor<16x1x32x64xf32>
    %40 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<16x1x1x64xf32>) -> tensor<16x1x32x64xf32>
    %41 = stablehlo.multiply %34, %40 : tensor<16x1x32x64xf32>
    %42 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<16x1x1x64xf32>) -> tensor<16x1x32x64xf32>
    %43 = stablehlo.multiply %32, %42 : tensor<16x1x32x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<16x1x32x64xf32>
    %45 = stablehlo.concatenate %39, %44, dim = 3 : (tensor<16x1x32x64xf32>, tensor<16x1x32x64xf32>) -> tensor<16x1x32x128xf32>
    %46 = stablehlo.convert %45 : (tensor<16x1x32x128xf32>) -> tensor<16x1x32x128xbf16>
    %47 = stablehlo.dot_general %14, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<16x1x4096xbf16>
    %48 = stablehlo.reshape %47 : (tensor<16x1x4096xbf16>) -> tensor<16x1x32x128xbf16>
    %49 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<-0.14391157> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<64xf32>
    %52 = stablehlo.exponential %51 : tensor<64xf32>
    %53 = stablehlo.convert %arg1 : (tensor<16xi32>) -> tensor<16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %55 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<16x64xf32>
    %59 = stablehlo.cosine %58 : tensor<16x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 3] : (tensor<16x64xf32>) -> tensor<16x1x1x64xf32>
    %61 = stablehlo.sine %58 : tensor<16x64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 3] : (tensor<16x64xf32>) -> tensor<16x1x1x64xf32>
    %63 = stablehlo.slice %48 [0:16, 0:1, 0:32, 0:64] : (tensor<16x1x32x128xbf16>) -> tensor<16x1x32x64xbf16>
    %64 = stablehlo.convert %63 : (tensor<16x1x32x64xbf16>) -> tensor<16x1x32x64xf32>
    %65 = stablehlo.slice %48 [0:16, 0:1, 0:32, 64:128] : (tensor<16x1x32x128xbf16>) -> tensor<16x1x32x64xbf16>
    %66 = stablehlo.convert %65 : (tensor<16x1x32x64xbf16>) -> tensor<16x1x32x64xf32>
    %67 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<16x1x1x64xf32>) -> tensor<16x1x32x64xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<16x1x32x64xf32>
    %69 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<16x1x1x64xf32>) -> tensor<16x1x32x64xf32>
    %70 = stablehlo.multiply %66, %69 : tensor<16x1x32x64xf32>
    %71 = stablehlo.subtract %68, %70 : tensor<16x1x32x64xf32>
    %72 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<16x1x1x64xf32>) -> tensor<16x1x32x64xf32>
    %73 = stablehlo.multiply %66, %72 : tensor<16x1x32x64xf32>
    %74 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<16x1x1x64xf32>) -> tensor<16x1x32x64xf32>
    %75 = stablehlo.multiply %64, %74 : tensor<16x1x32x64xf32>
    %76 = stablehlo.add %73, %75 : tensor<16x1x32x64xf32>
    %77 = stablehlo.concatenate %71, %76, dim = 3 : (tensor<16x1x32x64xf32>, tensor<16x1x32x64xf32>) -> tensor<16x1x32x128xf32>
    %78 = stablehlo.convert %77 : (tensor<16x1x32x128xf32>) -> tensor<16x1x32x128xbf16>
    %79 = stablehlo.dot_general %14, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<16x1x4096xbf16>
    %80 = stablehlo.reshape %79 : (tensor<16x1x4096xbf16>) -> tensor<16x1x32x128xbf16>
    %81 = stablehlo.dot_general %46, %arg2, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x1x32x128xbf16>, tensor<16x2048x32x128xbf16>) -> tensor<16x32x1x2048xf32>
    %cst_4 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x32x1x2048xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<16x32x1x2048xf32>
    %84 = stablehlo.dot_general %46, %78, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x1x32x128xbf16>, tensor<16x1x32x128xbf16>) -> tensor<16x32x1x1xf32>
    %cst_5 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32x1x1xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<16x32x1x1xf32>
    %87 = stablehlo.iota dim = 3 : tensor<16x1x1x2048xi32>
    %88 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<16xi32>) -> tensor<16x1x1x1xi32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<16x1x1x1xi32>) -> tensor<16x1x1x2048xi32>
    %90 = stablehlo.compare LT, %87, %89, SIGNED : (tensor<16x1x1x2048xi32>, tensor<16x1x1x2048xi32>) -> tensor<16x1x1x2048xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %91 = call @_where(%90, %83, %cst_6) : (tensor<16x1x1x2048xi1>, tensor<16x32x1x2048xf32>, tensor<f32>) -> tensor<16x32x1x2048xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<16x32x1x2048xf32>, tensor<f32>) -> tensor<16x32x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x1x1xf32>
    %94 = stablehlo.maximum %93, %86 : tensor<16x32x1x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<16x32x1x1xf32>) -> tensor<16x32x1x2048xf32>
    %96 = stablehlo.subtract %91, %95 : tensor<16x32x1x2048xf32>
    %97 = stablehlo.exponential %96 : tensor<16x32x1x2048xf32>
    %98 = stablehlo.subtract %86, %94 : tensor<16x32x1x1xf32>
    %99 = stablehlo.exponential %98 : tensor<16x32x1x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%97 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<16x32x1x2048xf32>, tensor<f32>) -> tensor<16x32x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x1x1xf32>
    %102 = stablehlo.add %101, %99 : tensor<16x32x1x1xf32>
    %103 = stablehlo.convert %97 : (tensor<16x32x1x2048xf32>) -> tensor<16x32x1x2048xbf16>
    %104 = stablehlo.dot_general %arg3, %103, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x2048x32x128xbf16>, tensor<16x32x1x2048xbf16>) -> tensor<16x32x128x1xf32>
    %105 = stablehlo.transpose %104, dims = [0, 3, 1, 2] : (tensor<16x32x128x1xf32>) -> tensor<16x1x32x128xf32>
    %106 = stablehlo.convert %99 : (tensor<16x32x1x1xf32>) -> tensor<16x32x1x1xbf16>
    %107 = stablehlo.dot_general %80, %106, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x1x32x128xbf16>, tensor<16x32x1x1xbf16>) -> tensor<16x32x128x1xf32>
    %108 = stablehlo.transpose %107, dims = [0, 3, 1, 2] : (tensor<16x32x128x1xf32>) -> tensor<16x1x32x128xf32>
    %109 = stablehlo.add %105, %108 : tensor<16x1x32x128xf32>
    %110 = stablehlo.transpose %102, dims = [0, 2, 1, 3] : (tensor<16x32x1x1xf32>) -> tensor<16x1x32x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<16x1x32x1xf32>) -> tensor<16x1x32x128xf32>
    %112 = stablehlo.divide %109, %111 : tensor<16x1x32x128xf32>
    %113 = stablehlo.convert %112 : (tensor<16x1x32x128xf32>) -> tensor<16x1x32x128xbf16>
    %114 = stablehlo.reshape %113 : (tensor<16x1x32x128xbf16>) -> tensor<16x1x4096xbf16>
    %115 = stablehlo.dot_general %114, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<16x1x4096xbf16>
    %116 = stablehlo.add %arg0, %115 : tensor<16x1x4096xbf16>
    %117 = stablehlo.convert %116 : (tensor<16x1x4096xbf16>) -> tensor<16x1x4096xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<16x1x4096xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<16x1x4096xf32>, tensor<f32>) -> tensor<16x1xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %cst_10 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x1x1xf32>
    %122 = stablehlo.divide %120, %121 : tensor<16x1x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x1x1xf32>
    %124 = stablehlo.add %122, %123 : tensor<16x1x1xf32>
    %125 = stablehlo.rsqrt %124 : tensor<16x1x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x1x4096xf32>
    %127 = stablehlo.multiply %117, %126 : tensor<16x1x4096xf32>
    %128 = stablehlo.convert %127 : (tensor<16x1x4096xf32>) -> tensor<16x1x4096xbf16>
    %129 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x4096xbf16>) -> tensor<16x1x4096xbf16>
    %131 = stablehlo.multiply %128, %130 : tensor<16x1x4096xbf16>
    %132 = stablehlo.dot_general %131, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<16x1x11008xbf16>
    %133 = call @silu(%132) : (tensor<16x1x11008xbf16>) -> tensor<16x1x11008xbf16>
    %134 = stablehlo.dot_general %131, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<16x1x11008xbf16>
    %135 = stablehlo.multiply %133, %134 : tensor<16x1x11008xbf16>
    %136 = stablehlo.dot_general %135, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<16x1x4096xbf16>
    %137 = stablehlo.add %116, %136 : tensor<16x1x4096xbf16>
    return %137, %78, %80 : tensor<16x1x4096xbf16>, tensor<16x1x32x128xbf16>, tensor<16x1x32x128xbf16>
  }
  func.func private @_where(%arg0: tensor<16x1x1x2048xi1>, %arg1: tensor<16x32x1x2048xf32>, %arg2: tensor<f32>) -> tensor<16x32x1x2048xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<16x1x1x2048xi1>) -> tensor<16x32x1x2048xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x32x1x2048xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<16x32x1x2048xi1>, tensor<16x32x1x2048xf32>
    return %2 : tensor<16x32x1x2048xf32>
  }
  func.func private @silu(%arg0: tensor<16x1x11008xbf16>) -> tensor<16x1x11008xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<16x1x11008xbf16>
    %1 = stablehlo.exponential %0 : tensor<16x1x11008xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x1x11008xbf16>
    %3 = stablehlo.add %2, %1 : tensor<16x1x11008xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x1x11008xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<16x1x11008xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<16x1x11008xbf16>
    return %6 : tensor<16x1x11008xbf16>
  }
}
