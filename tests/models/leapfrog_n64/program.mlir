module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x3xf32>, %arg1: tensor<64x3xf32>, %arg2: tensor<64xf32>) -> (tensor<64x3xf32> {jax.result_info = "result[0]"}, tensor<64x3xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg2, %iterArg_17 = %c, %iterArg_18 = %arg0, %iterArg_19 = %arg1) : tensor<64xf32>, tensor<i32>, tensor<64x3xf32>, tensor<64x3xf32>
    cond {
      %c_20 = stablehlo.constant dense<20> : tensor<i32>
      %67 = stablehlo.compare LT, %iterArg_17, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %67 : tensor<i1>
    } do {
      %67 = stablehlo.broadcast_in_dim %iterArg_18, dims = [1, 2] : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
      %68 = stablehlo.broadcast_in_dim %iterArg_18, dims = [0, 2] : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
      %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x64x3xf32>) -> tensor<64x64x3xf32>
      %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<64x1x3xf32>) -> tensor<64x64x3xf32>
      %71 = stablehlo.subtract %69, %70 : tensor<64x64x3xf32>
      %72 = stablehlo.multiply %71, %71 : tensor<64x64x3xf32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %73 = stablehlo.reduce(%72 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
      %cst_21 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
      %74 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %75 = stablehlo.add %73, %74 : tensor<64x64xf32>
      %76 = stablehlo.broadcast_in_dim %iterArg, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %cst_22 = stablehlo.constant dense<-1.500000e+00> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %78 = stablehlo.power %75, %77 : tensor<64x64xf32>
      %79 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
      %80 = stablehlo.multiply %79, %78 : tensor<64x64xf32>
      %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
      %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<64x64x1xf32>) -> tensor<64x64x3xf32>
      %83 = stablehlo.multiply %71, %82 : tensor<64x64x3xf32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %84 = stablehlo.reduce(%83 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x3xf32>
      %cst_24 = stablehlo.constant dense<5.000000e-03> : tensor<f32>
      %85 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
      %86 = stablehlo.multiply %85, %84 : tensor<64x3xf32>
      %87 = stablehlo.add %iterArg_19, %86 : tensor<64x3xf32>
      %cst_25 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
      %89 = stablehlo.multiply %88, %87 : tensor<64x3xf32>
      %90 = stablehlo.add %iterArg_18, %89 : tensor<64x3xf32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [1, 2] : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
      %92 = stablehlo.broadcast_in_dim %90, dims = [0, 2] : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
      %93 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x64x3xf32>) -> tensor<64x64x3xf32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<64x1x3xf32>) -> tensor<64x64x3xf32>
      %95 = stablehlo.subtract %93, %94 : tensor<64x64x3xf32>
      %96 = stablehlo.multiply %95, %95 : tensor<64x64x3xf32>
      %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %97 = stablehlo.reduce(%96 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
      %cst_27 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %99 = stablehlo.add %97, %98 : tensor<64x64xf32>
      %100 = stablehlo.broadcast_in_dim %iterArg, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %cst_28 = stablehlo.constant dense<-1.500000e+00> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %102 = stablehlo.power %99, %101 : tensor<64x64xf32>
      %103 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
      %104 = stablehlo.multiply %103, %102 : tensor<64x64xf32>
      %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<64x64x1xf32>) -> tensor<64x64x3xf32>
      %107 = stablehlo.multiply %95, %106 : tensor<64x64x3xf32>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %108 = stablehlo.reduce(%107 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x3xf32>
      %cst_30 = stablehlo.constant dense<5.000000e-03> : tensor<f32>
      %109 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
      %110 = stablehlo.multiply %109, %108 : tensor<64x3xf32>
      %111 = stablehlo.add %87, %110 : tensor<64x3xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %112 = stablehlo.add %iterArg_17, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %112, %90, %111 : tensor<64xf32>, tensor<i32>, tensor<64x3xf32>, tensor<64x3xf32>
    }
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x64x3xf32>) -> tensor<64x64x3xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<64x1x3xf32>) -> tensor<64x64x3xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<64x64x3xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<64x64x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<64x64xf32>
    %10 = stablehlo.sqrt %9 : tensor<64x64xf32>
    %11 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<64x64xf32>
    %16 = stablehlo.divide %15, %10 : tensor<64x64xf32>
    %17 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %18 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %20 = stablehlo.add %17, %19 : tensor<64x64xi32>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %22 = stablehlo.convert %21 : (tensor<64x64xi1>) -> tensor<64x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %24 = stablehlo.subtract %23, %22 : tensor<64x64xf32>
    %25 = stablehlo.multiply %16, %24 : tensor<64x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %27 = stablehlo.multiply %cst_4, %26 : tensor<f32>
    %28 = stablehlo.multiply %arg1, %arg1 : tensor<64x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<64x3xf32>, tensor<f32>) -> tensor<64xf32>
    %30 = stablehlo.multiply %arg2, %29 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.multiply %cst_7, %31 : tensor<f32>
    %33 = stablehlo.add %32, %27 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %0#2, dims = [1, 2] : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
    %35 = stablehlo.broadcast_in_dim %0#2, dims = [0, 2] : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x64x3xf32>) -> tensor<64x64x3xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<64x1x3xf32>) -> tensor<64x64x3xf32>
    %38 = stablehlo.subtract %36, %37 : tensor<64x64x3xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<64x64x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %42 = stablehlo.add %40, %41 : tensor<64x64xf32>
    %43 = stablehlo.sqrt %42 : tensor<64x64xf32>
    %44 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %45 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<64x64xf32>
    %49 = stablehlo.divide %48, %43 : tensor<64x64xf32>
    %50 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %51 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %53 = stablehlo.add %50, %52 : tensor<64x64xi32>
    %54 = stablehlo.compare EQ, %53, %51, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %55 = stablehlo.convert %54 : (tensor<64x64xi1>) -> tensor<64x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %57 = stablehlo.subtract %56, %55 : tensor<64x64xf32>
    %58 = stablehlo.multiply %49, %57 : tensor<64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %60 = stablehlo.multiply %cst_13, %59 : tensor<f32>
    %61 = stablehlo.multiply %0#3, %0#3 : tensor<64x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<64x3xf32>, tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.multiply %arg2, %62 : tensor<64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %65 = stablehlo.multiply %cst_16, %64 : tensor<f32>
    %66 = stablehlo.add %65, %60 : tensor<f32>
    return %0#2, %0#3, %33, %66 : tensor<64x3xf32>, tensor<64x3xf32>, tensor<f32>, tensor<f32>
  }
}
