module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<4xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<32xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<5x4xf32> {jax.result_info = "result[3]"}) {
    %0 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<4x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = call @_gamma(%2, %arg1) : (tensor<2xui32>, tensor<16xf32>) -> tensor<16xf32>
    %4 = stablehlo.slice %0 [1:2, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f64>
    %6 = call @_gamma_8(%5, %cst) : (tensor<2xui32>, tensor<f64>) -> tensor<32xf32>
    %7 = stablehlo.slice %0 [2:3, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %9 = call @_beta(%8, %arg1, %arg2) : (tensor<2xui32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %10 = stablehlo.slice %0 [3:4, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %12 = call @_dirichlet(%11, %arg3) : (tensor<2xui32>, tensor<4xf32>) -> tensor<5x4xf32>
    return %3, %6, %9, %12 : tensor<16xf32>, tensor<32xf32>, tensor<16xf32>, tensor<5x4xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<4x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<4xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<4xui64>
    %9 = stablehlo.convert %6 : (tensor<4xui64>) -> tensor<4xui32>
    %10 = stablehlo.convert %8 : (tensor<4xui64>) -> tensor<4xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    return %14 : tensor<4x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<4xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<4xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<4xui32>
      %22 = stablehlo.or %18, %21 : tensor<4xui32>
      %23 = stablehlo.xor %16, %22 : tensor<4xui32>
      %24 = stablehlo.add %16, %23 : tensor<4xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<4xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<4xui32>
      %30 = stablehlo.or %26, %29 : tensor<4xui32>
      %31 = stablehlo.xor %24, %30 : tensor<4xui32>
      %32 = stablehlo.add %24, %31 : tensor<4xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<4xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<4xui32>
      %38 = stablehlo.or %34, %37 : tensor<4xui32>
      %39 = stablehlo.xor %32, %38 : tensor<4xui32>
      %40 = stablehlo.add %32, %39 : tensor<4xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<4xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<4xui32>
      %46 = stablehlo.or %42, %45 : tensor<4xui32>
      %47 = stablehlo.xor %40, %46 : tensor<4xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %49 = stablehlo.add %40, %48 : tensor<4xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %51 = stablehlo.add %47, %50 : tensor<4xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %55 = stablehlo.add %51, %54 : tensor<4xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_gamma(%arg0: tensor<2xui32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %1 = call @_threefry_split_0(%0) : (tensor<1x2xui32>) -> tensor<1x16x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x16x2xui32>) -> tensor<16x2xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.compare GE, %arg1, %3, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<16xf32>
    %7 = stablehlo.select %4, %arg1, %6 : tensor<16xi1>, tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<16xf32>
    %10 = stablehlo.sqrt %9 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.divide %11, %10 : tensor<16xf32>
    %13 = call @_threefry_split_2(%2) : (tensor<16x2xui32>) -> tensor<16x2x2xui32>
    %14 = stablehlo.slice %13 [0:16, 0:1, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %15 = stablehlo.reshape %14 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %16 = stablehlo.slice %13 [0:16, 1:2, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21:6 = stablehlo.while(%iterArg = %9, %iterArg_11 = %12, %iterArg_12 = %15, %iterArg_13 = %18, %iterArg_14 = %19, %iterArg_15 = %20) : tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %32 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<16xf32>
      %cst_16 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %34 = stablehlo.multiply %33, %32 : tensor<16xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %36 = stablehlo.subtract %35, %34 : tensor<16xf32>
      %37 = stablehlo.compare GE, %iterArg_15, %36, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %38 = stablehlo.log %iterArg_15 : tensor<16xf32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %40 = stablehlo.multiply %iterArg_13, %39 : tensor<16xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %42 = stablehlo.subtract %41, %iterArg_14 : tensor<16xf32>
      %43 = stablehlo.log %iterArg_14 : tensor<16xf32>
      %44 = stablehlo.add %42, %43 : tensor<16xf32>
      %45 = stablehlo.multiply %iterArg, %44 : tensor<16xf32>
      %46 = stablehlo.add %40, %45 : tensor<16xf32>
      %47 = stablehlo.compare GE, %38, %46, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %48 = stablehlo.and %37, %47 : tensor<16xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %49 = stablehlo.reduce(%48 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %49 : tensor<i1>
    } do {
      %32 = func.call @_threefry_split_4(%iterArg_12) : (tensor<16x2xui32>) -> tensor<16x3x2xui32>
      %33 = stablehlo.slice %32 [0:16, 0:1, 0:2] : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %34 = stablehlo.reshape %33 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %35 = stablehlo.slice %32 [0:16, 1:2, 0:2] : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %36 = stablehlo.reshape %35 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %37 = stablehlo.slice %32 [0:16, 2:3, 0:2] : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %38 = stablehlo.reshape %37 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %41:4 = stablehlo.while(%iterArg_24 = %iterArg_11, %iterArg_25 = %36, %iterArg_26 = %39, %iterArg_27 = %40) : tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>
      cond {
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %71 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
        %72 = stablehlo.compare LE, %iterArg_27, %71, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %73 = stablehlo.reduce(%72 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %73 : tensor<i1>
      } do {
        %71 = func.call @_threefry_split_2(%iterArg_25) : (tensor<16x2xui32>) -> tensor<16x2x2xui32>
        %72 = stablehlo.slice %71 [0:16, 0:1, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
        %73 = stablehlo.reshape %72 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
        %74 = stablehlo.slice %71 [0:16, 1:2, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
        %75 = stablehlo.reshape %74 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
        %76 = func.call @_normal(%75) : (tensor<16x2xui32>) -> tensor<16xf32>
        %77 = stablehlo.multiply %76, %iterArg_24 : tensor<16xf32>
        %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %78 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
        %79 = stablehlo.add %78, %77 : tensor<16xf32>
        %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %80 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
        %81 = stablehlo.compare LE, %iterArg_27, %80, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
        %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<16xi1>) -> tensor<16x2xi1>
        %83 = stablehlo.select %82, %73, %iterArg_25 : tensor<16x2xi1>, tensor<16x2xui32>
        %84 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
        %85 = stablehlo.select %84, %76, %iterArg_26 : tensor<16xi1>, tensor<16xf32>
        %86 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
        %87 = stablehlo.select %86, %79, %iterArg_27 : tensor<16xi1>, tensor<16xf32>
        stablehlo.return %iterArg_24, %83, %85, %87 : tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>
      }
      %42 = stablehlo.multiply %41#2, %41#2 : tensor<16xf32>
      %43 = stablehlo.multiply %41#3, %41#3 : tensor<16xf32>
      %44 = stablehlo.multiply %43, %41#3 : tensor<16xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %45 = func.call @_uniform_7(%38, %cst_18, %cst_19) : (tensor<16x2xui32>, tensor<f64>, tensor<f64>) -> tensor<16xf32>
      %46 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<16xf32>
      %cst_20 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %48 = stablehlo.multiply %47, %46 : tensor<16xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %50 = stablehlo.subtract %49, %48 : tensor<16xf32>
      %51 = stablehlo.compare GE, %iterArg_15, %50, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %52 = stablehlo.log %iterArg_15 : tensor<16xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %54 = stablehlo.multiply %iterArg_13, %53 : tensor<16xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %56 = stablehlo.subtract %55, %iterArg_14 : tensor<16xf32>
      %57 = stablehlo.log %iterArg_14 : tensor<16xf32>
      %58 = stablehlo.add %56, %57 : tensor<16xf32>
      %59 = stablehlo.multiply %iterArg, %58 : tensor<16xf32>
      %60 = stablehlo.add %54, %59 : tensor<16xf32>
      %61 = stablehlo.compare GE, %52, %60, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %62 = stablehlo.and %51, %61 : tensor<16xi1>
      %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<16xi1>) -> tensor<16x2xi1>
      %64 = stablehlo.select %63, %34, %iterArg_12 : tensor<16x2xi1>, tensor<16x2xui32>
      %65 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %66 = stablehlo.select %65, %42, %iterArg_13 : tensor<16xi1>, tensor<16xf32>
      %67 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %68 = stablehlo.select %67, %44, %iterArg_14 : tensor<16xi1>, tensor<16xf32>
      %69 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %70 = stablehlo.select %69, %45, %iterArg_15 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %iterArg, %iterArg_11, %64, %66, %68, %70 : tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = call @_uniform_7(%17, %cst_6, %cst_7) : (tensor<16x2xui32>, tensor<f64>, tensor<f64>) -> tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.subtract %23, %22 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.divide %25, %arg1 : tensor<16xf32>
    %27 = stablehlo.power %24, %26 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.select %4, %28, %27 : tensor<16xi1>, tensor<16xf32>
    %30 = stablehlo.multiply %9, %21#4 : tensor<16xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<16xf32>
    return %31 : tensor<16xf32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<1x2xui32>) -> tensor<1x16x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<16xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<16xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<16xui64>
    %9 = stablehlo.convert %6 : (tensor<16xui64>) -> tensor<16xui32>
    %10 = stablehlo.convert %8 : (tensor<16xui64>) -> tensor<16xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<16xui32>) -> tensor<1x16xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<16xui32>) -> tensor<1x16xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_1(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x16xui32>, tensor<1x16xui32>) -> (tensor<1x16xui32>, tensor<1x16xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x16xui32>) -> tensor<1x16x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x16xui32>) -> tensor<1x16x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x16x1xui32>, tensor<1x16x1xui32>) -> tensor<1x16x2xui32>
    return %18 : tensor<1x16x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x16xui32>, %arg3: tensor<1x16xui32>) -> (tensor<1x16xui32>, tensor<1x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x16xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x16xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x16xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<1x16xui32>, tensor<1x16xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %9 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<1x16xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<1x16xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<1x16xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1x16xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<1x16xui32>
      %23 = stablehlo.or %19, %22 : tensor<1x16xui32>
      %24 = stablehlo.xor %17, %23 : tensor<1x16xui32>
      %25 = stablehlo.add %17, %24 : tensor<1x16xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x16xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<1x16xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<1x16xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<1x16xui32>
      %31 = stablehlo.or %27, %30 : tensor<1x16xui32>
      %32 = stablehlo.xor %25, %31 : tensor<1x16xui32>
      %33 = stablehlo.add %25, %32 : tensor<1x16xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1x16xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<1x16xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x16xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<1x16xui32>
      %39 = stablehlo.or %35, %38 : tensor<1x16xui32>
      %40 = stablehlo.xor %33, %39 : tensor<1x16xui32>
      %41 = stablehlo.add %33, %40 : tensor<1x16xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x16xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<1x16xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<1x16xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<1x16xui32>
      %47 = stablehlo.or %43, %46 : tensor<1x16xui32>
      %48 = stablehlo.xor %41, %47 : tensor<1x16xui32>
      %49 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x16xui32>
      %50 = stablehlo.add %41, %49 : tensor<1x16xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x16xui32>
      %52 = stablehlo.add %48, %51 : tensor<1x16xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %53 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %54 = stablehlo.convert %53 : (tensor<i64>) -> tensor<ui32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<1x16xui32>
      %56 = stablehlo.add %52, %55 : tensor<1x16xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %57 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %57, %8, %50, %56, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<1x16xui32>, tensor<1x16xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x16xui32>, tensor<1x16xui32>
  }
  func.func private @_threefry_split_2(%arg0: tensor<16x2xui32>) -> tensor<16x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:16, 0:1] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<16x1xui32>) -> tensor<16xui32>
    %2 = stablehlo.slice %arg0 [0:16, 1:2] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<16x1xui32>) -> tensor<16xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %15:2 = call @threefry2x32_3(%13, %14, %11, %12) : (tensor<16x1xui32>, tensor<16x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<16x2xui32>, tensor<16x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    return %18 : tensor<16x2x2xui32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<16x1xui32>, %arg1: tensor<16x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<16x2xui32>, tensor<16x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<16x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<16x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<16x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<16x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<16x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<16x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<16x2xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<16x2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<16x2xui32>
      %25 = stablehlo.or %21, %24 : tensor<16x2xui32>
      %26 = stablehlo.xor %19, %25 : tensor<16x2xui32>
      %27 = stablehlo.add %19, %26 : tensor<16x2xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<16x2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<16x2xui32>
      %33 = stablehlo.or %29, %32 : tensor<16x2xui32>
      %34 = stablehlo.xor %27, %33 : tensor<16x2xui32>
      %35 = stablehlo.add %27, %34 : tensor<16x2xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<16x2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<16x2xui32>
      %41 = stablehlo.or %37, %40 : tensor<16x2xui32>
      %42 = stablehlo.xor %35, %41 : tensor<16x2xui32>
      %43 = stablehlo.add %35, %42 : tensor<16x2xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<16x2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<16x2xui32>
      %49 = stablehlo.or %45, %48 : tensor<16x2xui32>
      %50 = stablehlo.xor %43, %49 : tensor<16x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x2xui32>
      %52 = stablehlo.add %43, %51 : tensor<16x2xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x2xui32>
      %54 = stablehlo.add %50, %53 : tensor<16x2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %56 = stablehlo.convert %55 : (tensor<i64>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
      %58 = stablehlo.add %54, %57 : tensor<16x2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<16x2xui32>, tensor<16x2xui32>
  }
  func.func private @_threefry_split_4(%arg0: tensor<16x2xui32>) -> tensor<16x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:16, 0:1] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<16x1xui32>) -> tensor<16xui32>
    %2 = stablehlo.slice %arg0 [0:16, 1:2] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<16x1xui32>) -> tensor<16xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %15:2 = call @threefry2x32_5(%13, %14, %11, %12) : (tensor<16x1xui32>, tensor<16x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<16x3xui32>, tensor<16x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<16x3xui32>) -> tensor<16x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<16x3xui32>) -> tensor<16x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<16x3x1xui32>, tensor<16x3x1xui32>) -> tensor<16x3x2xui32>
    return %18 : tensor<16x3x2xui32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<16x1xui32>, %arg1: tensor<16x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<16x3xui32>, tensor<16x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<16x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<16x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<16x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<16x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<16x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<16x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<16x3xui32>, tensor<16x3xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<16x3xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16x3xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<16x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16x3xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<16x3xui32>
      %25 = stablehlo.or %21, %24 : tensor<16x3xui32>
      %26 = stablehlo.xor %19, %25 : tensor<16x3xui32>
      %27 = stablehlo.add %19, %26 : tensor<16x3xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<16x3xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<16x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<16x3xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<16x3xui32>
      %33 = stablehlo.or %29, %32 : tensor<16x3xui32>
      %34 = stablehlo.xor %27, %33 : tensor<16x3xui32>
      %35 = stablehlo.add %27, %34 : tensor<16x3xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16x3xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<16x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<16x3xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<16x3xui32>
      %41 = stablehlo.or %37, %40 : tensor<16x3xui32>
      %42 = stablehlo.xor %35, %41 : tensor<16x3xui32>
      %43 = stablehlo.add %35, %42 : tensor<16x3xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<16x3xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<16x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16x3xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<16x3xui32>
      %49 = stablehlo.or %45, %48 : tensor<16x3xui32>
      %50 = stablehlo.xor %43, %49 : tensor<16x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x3xui32>
      %52 = stablehlo.add %43, %51 : tensor<16x3xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<16x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %56 = stablehlo.convert %55 : (tensor<i64>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<16x3xui32>
      %58 = stablehlo.add %54, %57 : tensor<16x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<16x3xui32>, tensor<16x3xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<16x3xui32>, tensor<16x3xui32>
  }
  func.func private @_normal(%arg0: tensor<16x2xui32>) -> tensor<16xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<16x2xui32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @_normal_real(%arg0: tensor<16x2xui32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<16x2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %1 = chlo.erf_inv %0 : tensor<16xf32> -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<16xf32>
    return %3 : tensor<16xf32>
  }
  func.func private @_uniform(%arg0: tensor<16x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.slice %arg0 [0:16, 0:1] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<16x1xui32>) -> tensor<16xui32>
    %2 = stablehlo.slice %arg0 [0:16, 1:2] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<16x1xui32>) -> tensor<16xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_6(%1, %3, %c, %c_0) : (tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %9 = stablehlo.or %7, %8 : tensor<16xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<16xui32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<16xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<16xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.add %15, %16 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<16xf32>
    return %19 : tensor<16xf32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<16xui32>, %arg1: tensor<16xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<16xui32>, tensor<16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %2 = stablehlo.xor %0, %1 : tensor<16xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<16xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %9 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<16xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<16xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<16xui32>
      %23 = stablehlo.or %19, %22 : tensor<16xui32>
      %24 = stablehlo.xor %17, %23 : tensor<16xui32>
      %25 = stablehlo.add %17, %24 : tensor<16xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<16xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<16xui32>
      %31 = stablehlo.or %27, %30 : tensor<16xui32>
      %32 = stablehlo.xor %25, %31 : tensor<16xui32>
      %33 = stablehlo.add %25, %32 : tensor<16xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<16xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<16xui32>
      %39 = stablehlo.or %35, %38 : tensor<16xui32>
      %40 = stablehlo.xor %33, %39 : tensor<16xui32>
      %41 = stablehlo.add %33, %40 : tensor<16xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<16xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<16xui32>
      %47 = stablehlo.or %43, %46 : tensor<16xui32>
      %48 = stablehlo.xor %41, %47 : tensor<16xui32>
      %49 = stablehlo.add %41, %iterArg_7 : tensor<16xui32>
      %50 = stablehlo.add %48, %iterArg_8 : tensor<16xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %51 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %52 = stablehlo.convert %51 : (tensor<i64>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %54 = stablehlo.add %50, %53 : tensor<16xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %55, %8, %49, %54, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<16xui32>, tensor<16xui32>
  }
  func.func private @_uniform_7(%arg0: tensor<16x2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.slice %arg0 [0:16, 0:1] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<16x1xui32>) -> tensor<16xui32>
    %4 = stablehlo.slice %arg0 [0:16, 1:2] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xui32>) -> tensor<16xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_6(%3, %5, %c, %c_0) : (tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %11 = stablehlo.or %9, %10 : tensor<16xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<16xui32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<16xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %19 = stablehlo.add %17, %18 : tensor<16xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<16xf32>
    return %21 : tensor<16xf32>
  }
  func.func private @_gamma_8(%arg0: tensor<2xui32>, %arg1: tensor<f64>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %3 = call @_threefry_split_9(%2) : (tensor<1x2xui32>) -> tensor<1x32x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x32x2xui32>) -> tensor<32x2xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.compare GE, %1, %5, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.add %1, %7 : tensor<32xf32>
    %9 = stablehlo.select %6, %1, %8 : tensor<32xi1>, tensor<32xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<32xf32>
    %12 = stablehlo.sqrt %11 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.divide %13, %12 : tensor<32xf32>
    %15 = call @_threefry_split_11(%4) : (tensor<32x2xui32>) -> tensor<32x2x2xui32>
    %16 = stablehlo.slice %15 [0:32, 0:1, 0:2] : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
    %18 = stablehlo.slice %15 [0:32, 1:2, 0:2] : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
    %19 = stablehlo.reshape %18 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %23:6 = stablehlo.while(%iterArg = %11, %iterArg_11 = %14, %iterArg_12 = %17, %iterArg_13 = %20, %iterArg_14 = %21, %iterArg_15 = %22) : tensor<32xf32>, tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
    cond {
      %34 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<32xf32>
      %cst_16 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %36 = stablehlo.multiply %35, %34 : tensor<32xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %38 = stablehlo.subtract %37, %36 : tensor<32xf32>
      %39 = stablehlo.compare GE, %iterArg_15, %38, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
      %40 = stablehlo.log %iterArg_15 : tensor<32xf32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %42 = stablehlo.multiply %iterArg_13, %41 : tensor<32xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %44 = stablehlo.subtract %43, %iterArg_14 : tensor<32xf32>
      %45 = stablehlo.log %iterArg_14 : tensor<32xf32>
      %46 = stablehlo.add %44, %45 : tensor<32xf32>
      %47 = stablehlo.multiply %iterArg, %46 : tensor<32xf32>
      %48 = stablehlo.add %42, %47 : tensor<32xf32>
      %49 = stablehlo.compare GE, %40, %48, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
      %50 = stablehlo.and %39, %49 : tensor<32xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %51 = stablehlo.reduce(%50 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<32xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %51 : tensor<i1>
    } do {
      %34 = func.call @_threefry_split_13(%iterArg_12) : (tensor<32x2xui32>) -> tensor<32x3x2xui32>
      %35 = stablehlo.slice %34 [0:32, 0:1, 0:2] : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %36 = stablehlo.reshape %35 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %37 = stablehlo.slice %34 [0:32, 1:2, 0:2] : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %38 = stablehlo.reshape %37 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %39 = stablehlo.slice %34 [0:32, 2:3, 0:2] : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %40 = stablehlo.reshape %39 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %43:4 = stablehlo.while(%iterArg_24 = %iterArg_11, %iterArg_25 = %38, %iterArg_26 = %41, %iterArg_27 = %42) : tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>
      cond {
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %73 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
        %74 = stablehlo.compare LE, %iterArg_27, %73, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %75 = stablehlo.reduce(%74 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<32xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %75 : tensor<i1>
      } do {
        %73 = func.call @_threefry_split_11(%iterArg_25) : (tensor<32x2xui32>) -> tensor<32x2x2xui32>
        %74 = stablehlo.slice %73 [0:32, 0:1, 0:2] : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
        %75 = stablehlo.reshape %74 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
        %76 = stablehlo.slice %73 [0:32, 1:2, 0:2] : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
        %77 = stablehlo.reshape %76 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
        %78 = func.call @_normal_15(%77) : (tensor<32x2xui32>) -> tensor<32xf32>
        %79 = stablehlo.multiply %78, %iterArg_24 : tensor<32xf32>
        %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %80 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
        %81 = stablehlo.add %80, %79 : tensor<32xf32>
        %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %82 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32xf32>
        %83 = stablehlo.compare LE, %iterArg_27, %82, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
        %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<32xi1>) -> tensor<32x2xi1>
        %85 = stablehlo.select %84, %75, %iterArg_25 : tensor<32x2xi1>, tensor<32x2xui32>
        %86 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<32xi1>) -> tensor<32xi1>
        %87 = stablehlo.select %86, %78, %iterArg_26 : tensor<32xi1>, tensor<32xf32>
        %88 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<32xi1>) -> tensor<32xi1>
        %89 = stablehlo.select %88, %81, %iterArg_27 : tensor<32xi1>, tensor<32xf32>
        stablehlo.return %iterArg_24, %85, %87, %89 : tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>
      }
      %44 = stablehlo.multiply %43#2, %43#2 : tensor<32xf32>
      %45 = stablehlo.multiply %43#3, %43#3 : tensor<32xf32>
      %46 = stablehlo.multiply %45, %43#3 : tensor<32xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %47 = func.call @_uniform_19(%40, %cst_18, %cst_19) : (tensor<32x2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf32>
      %48 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<32xf32>
      %cst_20 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %50 = stablehlo.multiply %49, %48 : tensor<32xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %52 = stablehlo.subtract %51, %50 : tensor<32xf32>
      %53 = stablehlo.compare GE, %iterArg_15, %52, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
      %54 = stablehlo.log %iterArg_15 : tensor<32xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %56 = stablehlo.multiply %iterArg_13, %55 : tensor<32xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %58 = stablehlo.subtract %57, %iterArg_14 : tensor<32xf32>
      %59 = stablehlo.log %iterArg_14 : tensor<32xf32>
      %60 = stablehlo.add %58, %59 : tensor<32xf32>
      %61 = stablehlo.multiply %iterArg, %60 : tensor<32xf32>
      %62 = stablehlo.add %56, %61 : tensor<32xf32>
      %63 = stablehlo.compare GE, %54, %62, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
      %64 = stablehlo.and %53, %63 : tensor<32xi1>
      %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<32xi1>) -> tensor<32x2xi1>
      %66 = stablehlo.select %65, %36, %iterArg_12 : tensor<32x2xi1>, tensor<32x2xui32>
      %67 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<32xi1>) -> tensor<32xi1>
      %68 = stablehlo.select %67, %44, %iterArg_13 : tensor<32xi1>, tensor<32xf32>
      %69 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<32xi1>) -> tensor<32xi1>
      %70 = stablehlo.select %69, %46, %iterArg_14 : tensor<32xi1>, tensor<32xf32>
      %71 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<32xi1>) -> tensor<32xi1>
      %72 = stablehlo.select %71, %47, %iterArg_15 : tensor<32xi1>, tensor<32xf32>
      stablehlo.return %iterArg, %iterArg_11, %66, %68, %70, %72 : tensor<32xf32>, tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %24 = call @_uniform_19(%19, %cst_6, %cst_7) : (tensor<32x2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %28 = stablehlo.divide %27, %1 : tensor<32xf32>
    %29 = stablehlo.power %26, %28 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %31 = stablehlo.select %6, %30, %29 : tensor<32xi1>, tensor<32xf32>
    %32 = stablehlo.multiply %11, %23#4 : tensor<32xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<32xf32>
    return %33 : tensor<32xf32>
  }
  func.func private @_threefry_split_9(%arg0: tensor<1x2xui32>) -> tensor<1x32x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<32xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<32xui64>
    %9 = stablehlo.convert %6 : (tensor<32xui64>) -> tensor<32xui32>
    %10 = stablehlo.convert %8 : (tensor<32xui64>) -> tensor<32xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<32xui32>) -> tensor<1x32xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<32xui32>) -> tensor<1x32xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_10(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x32xui32>, tensor<1x32xui32>) -> (tensor<1x32xui32>, tensor<1x32xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x32xui32>) -> tensor<1x32x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x32xui32>) -> tensor<1x32x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x32x1xui32>, tensor<1x32x1xui32>) -> tensor<1x32x2xui32>
    return %18 : tensor<1x32x2xui32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x32xui32>, %arg3: tensor<1x32xui32>) -> (tensor<1x32xui32>, tensor<1x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x32xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x32xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x32xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<1x32xui32>, tensor<1x32xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %9 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<1x32xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<1x32xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<1x32xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1x32xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<1x32xui32>
      %23 = stablehlo.or %19, %22 : tensor<1x32xui32>
      %24 = stablehlo.xor %17, %23 : tensor<1x32xui32>
      %25 = stablehlo.add %17, %24 : tensor<1x32xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x32xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<1x32xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<1x32xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<1x32xui32>
      %31 = stablehlo.or %27, %30 : tensor<1x32xui32>
      %32 = stablehlo.xor %25, %31 : tensor<1x32xui32>
      %33 = stablehlo.add %25, %32 : tensor<1x32xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1x32xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<1x32xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x32xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<1x32xui32>
      %39 = stablehlo.or %35, %38 : tensor<1x32xui32>
      %40 = stablehlo.xor %33, %39 : tensor<1x32xui32>
      %41 = stablehlo.add %33, %40 : tensor<1x32xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x32xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<1x32xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<1x32xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<1x32xui32>
      %47 = stablehlo.or %43, %46 : tensor<1x32xui32>
      %48 = stablehlo.xor %41, %47 : tensor<1x32xui32>
      %49 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x32xui32>
      %50 = stablehlo.add %41, %49 : tensor<1x32xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x32xui32>
      %52 = stablehlo.add %48, %51 : tensor<1x32xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %53 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %54 = stablehlo.convert %53 : (tensor<i64>) -> tensor<ui32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<1x32xui32>
      %56 = stablehlo.add %52, %55 : tensor<1x32xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %57 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %57, %8, %50, %56, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<1x32xui32>, tensor<1x32xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x32xui32>, tensor<1x32xui32>
  }
  func.func private @_threefry_split_11(%arg0: tensor<32x2xui32>) -> tensor<32x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:32, 0:1] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<32x1xui32>) -> tensor<32xui32>
    %2 = stablehlo.slice %arg0 [0:32, 1:2] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<32x1xui32>) -> tensor<32xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %15:2 = call @threefry2x32_12(%13, %14, %11, %12) : (tensor<32x1xui32>, tensor<32x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<32x2xui32>, tensor<32x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<32x2xui32>) -> tensor<32x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<32x2xui32>) -> tensor<32x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<32x2x1xui32>, tensor<32x2x1xui32>) -> tensor<32x2x2xui32>
    return %18 : tensor<32x2x2xui32>
  }
  func.func private @threefry2x32_12(%arg0: tensor<32x1xui32>, %arg1: tensor<32x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<32x2xui32>, tensor<32x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<32x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<32x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<32x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<32x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<32x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<32x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<32x2xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<32x2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<32x2xui32>
      %25 = stablehlo.or %21, %24 : tensor<32x2xui32>
      %26 = stablehlo.xor %19, %25 : tensor<32x2xui32>
      %27 = stablehlo.add %19, %26 : tensor<32x2xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<32x2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<32x2xui32>
      %33 = stablehlo.or %29, %32 : tensor<32x2xui32>
      %34 = stablehlo.xor %27, %33 : tensor<32x2xui32>
      %35 = stablehlo.add %27, %34 : tensor<32x2xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<32x2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<32x2xui32>
      %41 = stablehlo.or %37, %40 : tensor<32x2xui32>
      %42 = stablehlo.xor %35, %41 : tensor<32x2xui32>
      %43 = stablehlo.add %35, %42 : tensor<32x2xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<32x2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<32x2xui32>
      %49 = stablehlo.or %45, %48 : tensor<32x2xui32>
      %50 = stablehlo.xor %43, %49 : tensor<32x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x2xui32>
      %52 = stablehlo.add %43, %51 : tensor<32x2xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x2xui32>
      %54 = stablehlo.add %50, %53 : tensor<32x2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %56 = stablehlo.convert %55 : (tensor<i64>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
      %58 = stablehlo.add %54, %57 : tensor<32x2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<32x2xui32>, tensor<32x2xui32>
  }
  func.func private @_threefry_split_13(%arg0: tensor<32x2xui32>) -> tensor<32x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:32, 0:1] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<32x1xui32>) -> tensor<32xui32>
    %2 = stablehlo.slice %arg0 [0:32, 1:2] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<32x1xui32>) -> tensor<32xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %15:2 = call @threefry2x32_14(%13, %14, %11, %12) : (tensor<32x1xui32>, tensor<32x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<32x3xui32>, tensor<32x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<32x3xui32>) -> tensor<32x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<32x3xui32>) -> tensor<32x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<32x3x1xui32>, tensor<32x3x1xui32>) -> tensor<32x3x2xui32>
    return %18 : tensor<32x3x2xui32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<32x1xui32>, %arg1: tensor<32x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<32x3xui32>, tensor<32x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<32x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<32x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<32x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<32x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<32x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<32x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<32x3xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<32x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<32x3xui32>
      %25 = stablehlo.or %21, %24 : tensor<32x3xui32>
      %26 = stablehlo.xor %19, %25 : tensor<32x3xui32>
      %27 = stablehlo.add %19, %26 : tensor<32x3xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<32x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<32x3xui32>
      %33 = stablehlo.or %29, %32 : tensor<32x3xui32>
      %34 = stablehlo.xor %27, %33 : tensor<32x3xui32>
      %35 = stablehlo.add %27, %34 : tensor<32x3xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<32x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<32x3xui32>
      %41 = stablehlo.or %37, %40 : tensor<32x3xui32>
      %42 = stablehlo.xor %35, %41 : tensor<32x3xui32>
      %43 = stablehlo.add %35, %42 : tensor<32x3xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<32x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<32x3xui32>
      %49 = stablehlo.or %45, %48 : tensor<32x3xui32>
      %50 = stablehlo.xor %43, %49 : tensor<32x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x3xui32>
      %52 = stablehlo.add %43, %51 : tensor<32x3xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<32x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %56 = stablehlo.convert %55 : (tensor<i64>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
      %58 = stablehlo.add %54, %57 : tensor<32x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<32x3xui32>, tensor<32x3xui32>
  }
  func.func private @_normal_15(%arg0: tensor<32x2xui32>) -> tensor<32xf32> {
    %0 = call @_normal_real_16(%arg0) : (tensor<32x2xui32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @_normal_real_16(%arg0: tensor<32x2xui32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_17(%arg0, %cst, %cst_0) : (tensor<32x2xui32>, tensor<f32>, tensor<f32>) -> tensor<32xf32>
    %1 = chlo.erf_inv %0 : tensor<32xf32> -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<32xf32>
    return %3 : tensor<32xf32>
  }
  func.func private @_uniform_17(%arg0: tensor<32x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.slice %arg0 [0:32, 0:1] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<32x1xui32>) -> tensor<32xui32>
    %2 = stablehlo.slice %arg0 [0:32, 1:2] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<32x1xui32>) -> tensor<32xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_18(%1, %3, %c, %c_0) : (tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %9 = stablehlo.or %7, %8 : tensor<32xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<32xui32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<32xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %17 = stablehlo.add %15, %16 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<32xf32>
    return %19 : tensor<32xf32>
  }
  func.func private @threefry2x32_18(%arg0: tensor<32xui32>, %arg1: tensor<32xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<32xui32>, tensor<32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %2 = stablehlo.xor %0, %1 : tensor<32xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<32xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %9 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<32xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<32xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<32xui32>
      %23 = stablehlo.or %19, %22 : tensor<32xui32>
      %24 = stablehlo.xor %17, %23 : tensor<32xui32>
      %25 = stablehlo.add %17, %24 : tensor<32xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<32xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<32xui32>
      %31 = stablehlo.or %27, %30 : tensor<32xui32>
      %32 = stablehlo.xor %25, %31 : tensor<32xui32>
      %33 = stablehlo.add %25, %32 : tensor<32xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<32xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<32xui32>
      %39 = stablehlo.or %35, %38 : tensor<32xui32>
      %40 = stablehlo.xor %33, %39 : tensor<32xui32>
      %41 = stablehlo.add %33, %40 : tensor<32xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<32xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<32xui32>
      %47 = stablehlo.or %43, %46 : tensor<32xui32>
      %48 = stablehlo.xor %41, %47 : tensor<32xui32>
      %49 = stablehlo.add %41, %iterArg_7 : tensor<32xui32>
      %50 = stablehlo.add %48, %iterArg_8 : tensor<32xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %51 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %52 = stablehlo.convert %51 : (tensor<i64>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %54 = stablehlo.add %50, %53 : tensor<32xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %55, %8, %49, %54, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<32xui32>, tensor<32xui32>
  }
  func.func private @_uniform_19(%arg0: tensor<32x2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.slice %arg0 [0:32, 0:1] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<32x1xui32>) -> tensor<32xui32>
    %4 = stablehlo.slice %arg0 [0:32, 1:2] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xui32>) -> tensor<32xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_18(%3, %5, %c, %c_0) : (tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %11 = stablehlo.or %9, %10 : tensor<32xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<32xui32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<32xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.add %17, %18 : tensor<32xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<32xf32>
    return %21 : tensor<32xf32>
  }
  func.func private @_beta(%arg0: tensor<2xui32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = call @_threefry_split_20(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = call @_gamma_22(%2, %arg1) : (tensor<2xui32>, tensor<16xf32>) -> tensor<16xf32>
    %6 = call @_gamma_22(%4, %arg2) : (tensor<2xui32>, tensor<16xf32>) -> tensor<16xf32>
    %7 = stablehlo.maximum %5, %6 : tensor<16xf32>
    %8 = stablehlo.subtract %5, %7 : tensor<16xf32>
    %9 = stablehlo.exponential %8 : tensor<16xf32>
    %10 = stablehlo.subtract %6, %7 : tensor<16xf32>
    %11 = stablehlo.exponential %10 : tensor<16xf32>
    %12 = stablehlo.add %9, %11 : tensor<16xf32>
    %13 = stablehlo.divide %9, %12 : tensor<16xf32>
    return %13 : tensor<16xf32>
  }
  func.func private @_threefry_split_20(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_21(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_21(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<2xui32>
      %22 = stablehlo.or %18, %21 : tensor<2xui32>
      %23 = stablehlo.xor %16, %22 : tensor<2xui32>
      %24 = stablehlo.add %16, %23 : tensor<2xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<2xui32>
      %30 = stablehlo.or %26, %29 : tensor<2xui32>
      %31 = stablehlo.xor %24, %30 : tensor<2xui32>
      %32 = stablehlo.add %24, %31 : tensor<2xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<2xui32>
      %38 = stablehlo.or %34, %37 : tensor<2xui32>
      %39 = stablehlo.xor %32, %38 : tensor<2xui32>
      %40 = stablehlo.add %32, %39 : tensor<2xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<2xui32>
      %46 = stablehlo.or %42, %45 : tensor<2xui32>
      %47 = stablehlo.xor %40, %46 : tensor<2xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %49 = stablehlo.add %40, %48 : tensor<2xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %51 = stablehlo.add %47, %50 : tensor<2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %55 = stablehlo.add %51, %54 : tensor<2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @_gamma_22(%arg0: tensor<2xui32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %1 = call @_threefry_split_0(%0) : (tensor<1x2xui32>) -> tensor<1x16x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x16x2xui32>) -> tensor<16x2xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.compare GE, %arg1, %3, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<16xf32>
    %7 = stablehlo.select %4, %arg1, %6 : tensor<16xi1>, tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<16xf32>
    %10 = stablehlo.sqrt %9 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.divide %11, %10 : tensor<16xf32>
    %13 = call @_threefry_split_2(%2) : (tensor<16x2xui32>) -> tensor<16x2x2xui32>
    %14 = stablehlo.slice %13 [0:16, 0:1, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %15 = stablehlo.reshape %14 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %16 = stablehlo.slice %13 [0:16, 1:2, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21:6 = stablehlo.while(%iterArg = %9, %iterArg_9 = %12, %iterArg_10 = %15, %iterArg_11 = %18, %iterArg_12 = %19, %iterArg_13 = %20) : tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %36 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<16xf32>
      %cst_14 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %38 = stablehlo.multiply %37, %36 : tensor<16xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %40 = stablehlo.subtract %39, %38 : tensor<16xf32>
      %41 = stablehlo.compare GE, %iterArg_13, %40, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %42 = stablehlo.log %iterArg_13 : tensor<16xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %44 = stablehlo.multiply %iterArg_11, %43 : tensor<16xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %46 = stablehlo.subtract %45, %iterArg_12 : tensor<16xf32>
      %47 = stablehlo.log %iterArg_12 : tensor<16xf32>
      %48 = stablehlo.add %46, %47 : tensor<16xf32>
      %49 = stablehlo.multiply %iterArg, %48 : tensor<16xf32>
      %50 = stablehlo.add %44, %49 : tensor<16xf32>
      %51 = stablehlo.compare GE, %42, %50, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %52 = stablehlo.and %41, %51 : tensor<16xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %53 = stablehlo.reduce(%52 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %53 : tensor<i1>
    } do {
      %36 = func.call @_threefry_split_4(%iterArg_10) : (tensor<16x2xui32>) -> tensor<16x3x2xui32>
      %37 = stablehlo.slice %36 [0:16, 0:1, 0:2] : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %38 = stablehlo.reshape %37 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %39 = stablehlo.slice %36 [0:16, 1:2, 0:2] : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %40 = stablehlo.reshape %39 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %41 = stablehlo.slice %36 [0:16, 2:3, 0:2] : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %42 = stablehlo.reshape %41 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %45:4 = stablehlo.while(%iterArg_22 = %iterArg_9, %iterArg_23 = %40, %iterArg_24 = %43, %iterArg_25 = %44) : tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>
      cond {
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %75 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
        %76 = stablehlo.compare LE, %iterArg_25, %75, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %77 = stablehlo.reduce(%76 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %77 : tensor<i1>
      } do {
        %75 = func.call @_threefry_split_2(%iterArg_23) : (tensor<16x2xui32>) -> tensor<16x2x2xui32>
        %76 = stablehlo.slice %75 [0:16, 0:1, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
        %77 = stablehlo.reshape %76 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
        %78 = stablehlo.slice %75 [0:16, 1:2, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
        %79 = stablehlo.reshape %78 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
        %80 = func.call @_normal(%79) : (tensor<16x2xui32>) -> tensor<16xf32>
        %81 = stablehlo.multiply %80, %iterArg_22 : tensor<16xf32>
        %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %82 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
        %83 = stablehlo.add %82, %81 : tensor<16xf32>
        %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %84 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
        %85 = stablehlo.compare LE, %iterArg_25, %84, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
        %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<16xi1>) -> tensor<16x2xi1>
        %87 = stablehlo.select %86, %77, %iterArg_23 : tensor<16x2xi1>, tensor<16x2xui32>
        %88 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
        %89 = stablehlo.select %88, %80, %iterArg_24 : tensor<16xi1>, tensor<16xf32>
        %90 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
        %91 = stablehlo.select %90, %83, %iterArg_25 : tensor<16xi1>, tensor<16xf32>
        stablehlo.return %iterArg_22, %87, %89, %91 : tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>
      }
      %46 = stablehlo.multiply %45#2, %45#2 : tensor<16xf32>
      %47 = stablehlo.multiply %45#3, %45#3 : tensor<16xf32>
      %48 = stablehlo.multiply %47, %45#3 : tensor<16xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %49 = func.call @_uniform_7(%42, %cst_16, %cst_17) : (tensor<16x2xui32>, tensor<f64>, tensor<f64>) -> tensor<16xf32>
      %50 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<16xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %52 = stablehlo.multiply %51, %50 : tensor<16xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %54 = stablehlo.subtract %53, %52 : tensor<16xf32>
      %55 = stablehlo.compare GE, %iterArg_13, %54, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %56 = stablehlo.log %iterArg_13 : tensor<16xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %58 = stablehlo.multiply %iterArg_11, %57 : tensor<16xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %60 = stablehlo.subtract %59, %iterArg_12 : tensor<16xf32>
      %61 = stablehlo.log %iterArg_12 : tensor<16xf32>
      %62 = stablehlo.add %60, %61 : tensor<16xf32>
      %63 = stablehlo.multiply %iterArg, %62 : tensor<16xf32>
      %64 = stablehlo.add %58, %63 : tensor<16xf32>
      %65 = stablehlo.compare GE, %56, %64, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %66 = stablehlo.and %55, %65 : tensor<16xi1>
      %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<16xi1>) -> tensor<16x2xi1>
      %68 = stablehlo.select %67, %38, %iterArg_10 : tensor<16x2xi1>, tensor<16x2xui32>
      %69 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %70 = stablehlo.select %69, %46, %iterArg_11 : tensor<16xi1>, tensor<16xf32>
      %71 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %72 = stablehlo.select %71, %48, %iterArg_12 : tensor<16xi1>, tensor<16xf32>
      %73 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %74 = stablehlo.select %73, %49, %iterArg_13 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %iterArg, %iterArg_9, %68, %70, %72, %74 : tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %22 = call @_exponential(%17) : (tensor<16x2xui32>) -> tensor<16xf32>
    %23 = stablehlo.negate %22 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.compare EQ, %23, %24, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %26 = stablehlo.or %4, %25 : tensor<16xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.divide %27, %arg1 : tensor<16xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.select %26, %30, %29 : tensor<16xi1>, tensor<16xf32>
    %32 = stablehlo.log %9 : tensor<16xf32>
    %33 = stablehlo.log %21#4 : tensor<16xf32>
    %34 = stablehlo.add %32, %33 : tensor<16xf32>
    %35 = stablehlo.add %34, %31 : tensor<16xf32>
    return %35 : tensor<16xf32>
  }
  func.func private @_exponential(%arg0: tensor<16x2xui32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = call @_uniform_7(%arg0, %cst, %cst_0) : (tensor<16x2xui32>, tensor<f64>, tensor<f64>) -> tensor<16xf32>
    %1 = stablehlo.negate %0 : tensor<16xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<16xf32>
    %3 = stablehlo.negate %2 : tensor<16xf32>
    return %3 : tensor<16xf32>
  }
  func.func private @_dirichlet(%arg0: tensor<2xui32>, %arg1: tensor<4xf32>) -> tensor<5x4xf32> {
    %0 = call @_gamma_23(%arg0, %arg1) : (tensor<2xui32>, tensor<4xf32>) -> tensor<5x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<5xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x4xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<5x4xf32>
    %7 = stablehlo.exponential %6 : tensor<5x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x4xf32>
    %11 = stablehlo.divide %7, %10 : tensor<5x4xf32>
    return %11 : tensor<5x4xf32>
  }
  func.func private @_gamma_23(%arg0: tensor<2xui32>, %arg1: tensor<4xf32>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<5x4xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %2 = call @_threefry_split_24(%1) : (tensor<1x2xui32>) -> tensor<1x20x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x20x2xui32>) -> tensor<20x2xui32>
    %4 = stablehlo.reshape %0 : (tensor<5x4xf32>) -> tensor<20xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %6 = stablehlo.compare GE, %4, %5, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %8 = stablehlo.add %4, %7 : tensor<20xf32>
    %9 = stablehlo.select %6, %4, %8 : tensor<20xi1>, tensor<20xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<20xf32>
    %12 = stablehlo.sqrt %11 : tensor<20xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %14 = stablehlo.divide %13, %12 : tensor<20xf32>
    %15 = call @_threefry_split_26(%3) : (tensor<20x2xui32>) -> tensor<20x2x2xui32>
    %16 = stablehlo.slice %15 [0:20, 0:1, 0:2] : (tensor<20x2x2xui32>) -> tensor<20x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
    %18 = stablehlo.slice %15 [0:20, 1:2, 0:2] : (tensor<20x2x2xui32>) -> tensor<20x1x2xui32>
    %19 = stablehlo.reshape %18 : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %23:6 = stablehlo.while(%iterArg = %11, %iterArg_9 = %14, %iterArg_10 = %17, %iterArg_11 = %20, %iterArg_12 = %21, %iterArg_13 = %22) : tensor<20xf32>, tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>
    cond {
      %39 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<20xf32>
      %cst_14 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %41 = stablehlo.multiply %40, %39 : tensor<20xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %43 = stablehlo.subtract %42, %41 : tensor<20xf32>
      %44 = stablehlo.compare GE, %iterArg_13, %43, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %45 = stablehlo.log %iterArg_13 : tensor<20xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %47 = stablehlo.multiply %iterArg_11, %46 : tensor<20xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %49 = stablehlo.subtract %48, %iterArg_12 : tensor<20xf32>
      %50 = stablehlo.log %iterArg_12 : tensor<20xf32>
      %51 = stablehlo.add %49, %50 : tensor<20xf32>
      %52 = stablehlo.multiply %iterArg, %51 : tensor<20xf32>
      %53 = stablehlo.add %47, %52 : tensor<20xf32>
      %54 = stablehlo.compare GE, %45, %53, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %55 = stablehlo.and %44, %54 : tensor<20xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %56 = stablehlo.reduce(%55 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %39 = func.call @_threefry_split_28(%iterArg_10) : (tensor<20x2xui32>) -> tensor<20x3x2xui32>
      %40 = stablehlo.slice %39 [0:20, 0:1, 0:2] : (tensor<20x3x2xui32>) -> tensor<20x1x2xui32>
      %41 = stablehlo.reshape %40 : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
      %42 = stablehlo.slice %39 [0:20, 1:2, 0:2] : (tensor<20x3x2xui32>) -> tensor<20x1x2xui32>
      %43 = stablehlo.reshape %42 : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
      %44 = stablehlo.slice %39 [0:20, 2:3, 0:2] : (tensor<20x3x2xui32>) -> tensor<20x1x2xui32>
      %45 = stablehlo.reshape %44 : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %48:4 = stablehlo.while(%iterArg_22 = %iterArg_9, %iterArg_23 = %43, %iterArg_24 = %46, %iterArg_25 = %47) : tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>
      cond {
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %78 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<20xf32>
        %79 = stablehlo.compare LE, %iterArg_25, %78, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %80 = stablehlo.reduce(%79 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %80 : tensor<i1>
      } do {
        %78 = func.call @_threefry_split_26(%iterArg_23) : (tensor<20x2xui32>) -> tensor<20x2x2xui32>
        %79 = stablehlo.slice %78 [0:20, 0:1, 0:2] : (tensor<20x2x2xui32>) -> tensor<20x1x2xui32>
        %80 = stablehlo.reshape %79 : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
        %81 = stablehlo.slice %78 [0:20, 1:2, 0:2] : (tensor<20x2x2xui32>) -> tensor<20x1x2xui32>
        %82 = stablehlo.reshape %81 : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
        %83 = func.call @_normal_30(%82) : (tensor<20x2xui32>) -> tensor<20xf32>
        %84 = stablehlo.multiply %83, %iterArg_22 : tensor<20xf32>
        %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %85 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<20xf32>
        %86 = stablehlo.add %85, %84 : tensor<20xf32>
        %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %87 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<20xf32>
        %88 = stablehlo.compare LE, %iterArg_25, %87, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
        %89 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<20xi1>) -> tensor<20x2xi1>
        %90 = stablehlo.select %89, %80, %iterArg_23 : tensor<20x2xi1>, tensor<20x2xui32>
        %91 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<20xi1>) -> tensor<20xi1>
        %92 = stablehlo.select %91, %83, %iterArg_24 : tensor<20xi1>, tensor<20xf32>
        %93 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<20xi1>) -> tensor<20xi1>
        %94 = stablehlo.select %93, %86, %iterArg_25 : tensor<20xi1>, tensor<20xf32>
        stablehlo.return %iterArg_22, %90, %92, %94 : tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>
      }
      %49 = stablehlo.multiply %48#2, %48#2 : tensor<20xf32>
      %50 = stablehlo.multiply %48#3, %48#3 : tensor<20xf32>
      %51 = stablehlo.multiply %50, %48#3 : tensor<20xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %52 = func.call @_uniform_34(%45, %cst_16, %cst_17) : (tensor<20x2xui32>, tensor<f64>, tensor<f64>) -> tensor<20xf32>
      %53 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<20xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %55 = stablehlo.multiply %54, %53 : tensor<20xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %57 = stablehlo.subtract %56, %55 : tensor<20xf32>
      %58 = stablehlo.compare GE, %iterArg_13, %57, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %59 = stablehlo.log %iterArg_13 : tensor<20xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %61 = stablehlo.multiply %iterArg_11, %60 : tensor<20xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<20xf32>
      %63 = stablehlo.subtract %62, %iterArg_12 : tensor<20xf32>
      %64 = stablehlo.log %iterArg_12 : tensor<20xf32>
      %65 = stablehlo.add %63, %64 : tensor<20xf32>
      %66 = stablehlo.multiply %iterArg, %65 : tensor<20xf32>
      %67 = stablehlo.add %61, %66 : tensor<20xf32>
      %68 = stablehlo.compare GE, %59, %67, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %69 = stablehlo.and %58, %68 : tensor<20xi1>
      %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<20xi1>) -> tensor<20x2xi1>
      %71 = stablehlo.select %70, %41, %iterArg_10 : tensor<20x2xi1>, tensor<20x2xui32>
      %72 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<20xi1>) -> tensor<20xi1>
      %73 = stablehlo.select %72, %49, %iterArg_11 : tensor<20xi1>, tensor<20xf32>
      %74 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<20xi1>) -> tensor<20xi1>
      %75 = stablehlo.select %74, %51, %iterArg_12 : tensor<20xi1>, tensor<20xf32>
      %76 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<20xi1>) -> tensor<20xi1>
      %77 = stablehlo.select %76, %52, %iterArg_13 : tensor<20xi1>, tensor<20xf32>
      stablehlo.return %iterArg, %iterArg_9, %71, %73, %75, %77 : tensor<20xf32>, tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>
    }
    %24 = call @_exponential_35(%19) : (tensor<20x2xui32>) -> tensor<20xf32>
    %25 = stablehlo.negate %24 : tensor<20xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %27 = stablehlo.compare EQ, %25, %26, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %28 = stablehlo.or %6, %27 : tensor<20xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %30 = stablehlo.divide %29, %4 : tensor<20xf32>
    %31 = stablehlo.multiply %25, %30 : tensor<20xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %33 = stablehlo.select %28, %32, %31 : tensor<20xi1>, tensor<20xf32>
    %34 = stablehlo.log %11 : tensor<20xf32>
    %35 = stablehlo.log %23#4 : tensor<20xf32>
    %36 = stablehlo.add %34, %35 : tensor<20xf32>
    %37 = stablehlo.add %36, %33 : tensor<20xf32>
    %38 = stablehlo.reshape %37 : (tensor<20xf32>) -> tensor<5x4xf32>
    return %38 : tensor<5x4xf32>
  }
  func.func private @_threefry_split_24(%arg0: tensor<1x2xui32>) -> tensor<1x20x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<20xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<20xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<20xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<20xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<20xui64>
    %9 = stablehlo.convert %6 : (tensor<20xui64>) -> tensor<20xui32>
    %10 = stablehlo.convert %8 : (tensor<20xui64>) -> tensor<20xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<20xui32>) -> tensor<1x20xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<20xui32>) -> tensor<1x20xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_25(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x20xui32>, tensor<1x20xui32>) -> (tensor<1x20xui32>, tensor<1x20xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x20xui32>) -> tensor<1x20x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x20xui32>) -> tensor<1x20x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x20x1xui32>, tensor<1x20x1xui32>) -> tensor<1x20x2xui32>
    return %18 : tensor<1x20x2xui32>
  }
  func.func private @threefry2x32_25(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x20xui32>, %arg3: tensor<1x20xui32>) -> (tensor<1x20xui32>, tensor<1x20xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x20xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x20xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x20xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x20xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<1x20xui32>, tensor<1x20xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %9 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<1x20xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<1x20xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<1x20xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1x20xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<1x20xui32>
      %23 = stablehlo.or %19, %22 : tensor<1x20xui32>
      %24 = stablehlo.xor %17, %23 : tensor<1x20xui32>
      %25 = stablehlo.add %17, %24 : tensor<1x20xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x20xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<1x20xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<1x20xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<1x20xui32>
      %31 = stablehlo.or %27, %30 : tensor<1x20xui32>
      %32 = stablehlo.xor %25, %31 : tensor<1x20xui32>
      %33 = stablehlo.add %25, %32 : tensor<1x20xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1x20xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<1x20xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x20xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<1x20xui32>
      %39 = stablehlo.or %35, %38 : tensor<1x20xui32>
      %40 = stablehlo.xor %33, %39 : tensor<1x20xui32>
      %41 = stablehlo.add %33, %40 : tensor<1x20xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x20xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<1x20xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<1x20xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<1x20xui32>
      %47 = stablehlo.or %43, %46 : tensor<1x20xui32>
      %48 = stablehlo.xor %41, %47 : tensor<1x20xui32>
      %49 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x20xui32>
      %50 = stablehlo.add %41, %49 : tensor<1x20xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x20xui32>
      %52 = stablehlo.add %48, %51 : tensor<1x20xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %53 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %54 = stablehlo.convert %53 : (tensor<i64>) -> tensor<ui32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<1x20xui32>
      %56 = stablehlo.add %52, %55 : tensor<1x20xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %57 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %57, %8, %50, %56, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<1x20xui32>, tensor<1x20xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x20xui32>, tensor<1x20xui32>
  }
  func.func private @_threefry_split_26(%arg0: tensor<20x2xui32>) -> tensor<20x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:20, 0:1] : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<20x1xui32>) -> tensor<20xui32>
    %2 = stablehlo.slice %arg0 [0:20, 1:2] : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<20x1xui32>) -> tensor<20xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<20xui32>) -> tensor<20x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<20xui32>) -> tensor<20x1xui32>
    %15:2 = call @threefry2x32_27(%13, %14, %11, %12) : (tensor<20x1xui32>, tensor<20x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<20x2xui32>, tensor<20x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<20x2xui32>) -> tensor<20x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<20x2xui32>) -> tensor<20x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<20x2x1xui32>, tensor<20x2x1xui32>) -> tensor<20x2x2xui32>
    return %18 : tensor<20x2x2xui32>
  }
  func.func private @threefry2x32_27(%arg0: tensor<20x1xui32>, %arg1: tensor<20x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<20x2xui32>, tensor<20x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<20x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<20x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<20x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<20x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<20x1xui32>) -> tensor<20x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<20x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<20x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<20x1xui32>) -> tensor<20x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<20x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<20x2xui32>, tensor<20x2xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<20x2xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<20x2xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<20x2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<20x2xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<20x2xui32>
      %25 = stablehlo.or %21, %24 : tensor<20x2xui32>
      %26 = stablehlo.xor %19, %25 : tensor<20x2xui32>
      %27 = stablehlo.add %19, %26 : tensor<20x2xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<20x2xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<20x2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<20x2xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<20x2xui32>
      %33 = stablehlo.or %29, %32 : tensor<20x2xui32>
      %34 = stablehlo.xor %27, %33 : tensor<20x2xui32>
      %35 = stablehlo.add %27, %34 : tensor<20x2xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<20x2xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<20x2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<20x2xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<20x2xui32>
      %41 = stablehlo.or %37, %40 : tensor<20x2xui32>
      %42 = stablehlo.xor %35, %41 : tensor<20x2xui32>
      %43 = stablehlo.add %35, %42 : tensor<20x2xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<20x2xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<20x2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<20x2xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<20x2xui32>
      %49 = stablehlo.or %45, %48 : tensor<20x2xui32>
      %50 = stablehlo.xor %43, %49 : tensor<20x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<20x1xui32>) -> tensor<20x2xui32>
      %52 = stablehlo.add %43, %51 : tensor<20x2xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<20x1xui32>) -> tensor<20x2xui32>
      %54 = stablehlo.add %50, %53 : tensor<20x2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %56 = stablehlo.convert %55 : (tensor<i64>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<20x2xui32>
      %58 = stablehlo.add %54, %57 : tensor<20x2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<20x2xui32>, tensor<20x2xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<20x2xui32>, tensor<20x2xui32>
  }
  func.func private @_threefry_split_28(%arg0: tensor<20x2xui32>) -> tensor<20x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:20, 0:1] : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<20x1xui32>) -> tensor<20xui32>
    %2 = stablehlo.slice %arg0 [0:20, 1:2] : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<20x1xui32>) -> tensor<20xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<20xui32>) -> tensor<20x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<20xui32>) -> tensor<20x1xui32>
    %15:2 = call @threefry2x32_29(%13, %14, %11, %12) : (tensor<20x1xui32>, tensor<20x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<20x3xui32>, tensor<20x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<20x3xui32>) -> tensor<20x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<20x3xui32>) -> tensor<20x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<20x3x1xui32>, tensor<20x3x1xui32>) -> tensor<20x3x2xui32>
    return %18 : tensor<20x3x2xui32>
  }
  func.func private @threefry2x32_29(%arg0: tensor<20x1xui32>, %arg1: tensor<20x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<20x3xui32>, tensor<20x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<20x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<20x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<20x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<20x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<20x1xui32>) -> tensor<20x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<20x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<20x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<20x1xui32>) -> tensor<20x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<20x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<20x3xui32>, tensor<20x3xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<20x3xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<20x3xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<20x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<20x3xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<20x3xui32>
      %25 = stablehlo.or %21, %24 : tensor<20x3xui32>
      %26 = stablehlo.xor %19, %25 : tensor<20x3xui32>
      %27 = stablehlo.add %19, %26 : tensor<20x3xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<20x3xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<20x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<20x3xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<20x3xui32>
      %33 = stablehlo.or %29, %32 : tensor<20x3xui32>
      %34 = stablehlo.xor %27, %33 : tensor<20x3xui32>
      %35 = stablehlo.add %27, %34 : tensor<20x3xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<20x3xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<20x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<20x3xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<20x3xui32>
      %41 = stablehlo.or %37, %40 : tensor<20x3xui32>
      %42 = stablehlo.xor %35, %41 : tensor<20x3xui32>
      %43 = stablehlo.add %35, %42 : tensor<20x3xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<20x3xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<20x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<20x3xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<20x3xui32>
      %49 = stablehlo.or %45, %48 : tensor<20x3xui32>
      %50 = stablehlo.xor %43, %49 : tensor<20x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<20x1xui32>) -> tensor<20x3xui32>
      %52 = stablehlo.add %43, %51 : tensor<20x3xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<20x1xui32>) -> tensor<20x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<20x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %56 = stablehlo.convert %55 : (tensor<i64>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<20x3xui32>
      %58 = stablehlo.add %54, %57 : tensor<20x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<20x3xui32>, tensor<20x3xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<20x3xui32>, tensor<20x3xui32>
  }
  func.func private @_normal_30(%arg0: tensor<20x2xui32>) -> tensor<20xf32> {
    %0 = call @_normal_real_31(%arg0) : (tensor<20x2xui32>) -> tensor<20xf32>
    return %0 : tensor<20xf32>
  }
  func.func private @_normal_real_31(%arg0: tensor<20x2xui32>) -> tensor<20xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_32(%arg0, %cst, %cst_0) : (tensor<20x2xui32>, tensor<f32>, tensor<f32>) -> tensor<20xf32>
    %1 = chlo.erf_inv %0 : tensor<20xf32> -> tensor<20xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<20xf32>
    return %3 : tensor<20xf32>
  }
  func.func private @_uniform_32(%arg0: tensor<20x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<20xf32> {
    %0 = stablehlo.slice %arg0 [0:20, 0:1] : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<20x1xui32>) -> tensor<20xui32>
    %2 = stablehlo.slice %arg0 [0:20, 1:2] : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<20x1xui32>) -> tensor<20xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_33(%1, %3, %c, %c_0) : (tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<20xui32>, tensor<20xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<20xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<20xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %9 = stablehlo.or %7, %8 : tensor<20xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<20xui32>) -> tensor<20xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<20xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<20xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %17 = stablehlo.add %15, %16 : tensor<20xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<20xf32>
    return %19 : tensor<20xf32>
  }
  func.func private @threefry2x32_33(%arg0: tensor<20xui32>, %arg1: tensor<20xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<20xui32>, tensor<20xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<20xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %2 = stablehlo.xor %0, %1 : tensor<20xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<20xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<20xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_4, %c_12 : tensor<i64>
      %9 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<20xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<20xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<20xui32>
      %23 = stablehlo.or %19, %22 : tensor<20xui32>
      %24 = stablehlo.xor %17, %23 : tensor<20xui32>
      %25 = stablehlo.add %17, %24 : tensor<20xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<20xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<20xui32>
      %31 = stablehlo.or %27, %30 : tensor<20xui32>
      %32 = stablehlo.xor %25, %31 : tensor<20xui32>
      %33 = stablehlo.add %25, %32 : tensor<20xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<20xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<20xui32>
      %39 = stablehlo.or %35, %38 : tensor<20xui32>
      %40 = stablehlo.xor %33, %39 : tensor<20xui32>
      %41 = stablehlo.add %33, %40 : tensor<20xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<20xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<20xui32>
      %47 = stablehlo.or %43, %46 : tensor<20xui32>
      %48 = stablehlo.xor %41, %47 : tensor<20xui32>
      %49 = stablehlo.add %41, %iterArg_7 : tensor<20xui32>
      %50 = stablehlo.add %48, %iterArg_8 : tensor<20xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %51 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %52 = stablehlo.convert %51 : (tensor<i64>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %54 = stablehlo.add %50, %53 : tensor<20xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %55, %8, %49, %54, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<20xui32>, tensor<20xui32>
  }
  func.func private @_uniform_34(%arg0: tensor<20x2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<20xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.slice %arg0 [0:20, 0:1] : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<20x1xui32>) -> tensor<20xui32>
    %4 = stablehlo.slice %arg0 [0:20, 1:2] : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<20x1xui32>) -> tensor<20xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_33(%3, %5, %c, %c_0) : (tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<20xui32>, tensor<20xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<20xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<20xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %11 = stablehlo.or %9, %10 : tensor<20xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<20xui32>) -> tensor<20xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<20xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<20xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %19 = stablehlo.add %17, %18 : tensor<20xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<20xf32>
    return %21 : tensor<20xf32>
  }
  func.func private @_exponential_35(%arg0: tensor<20x2xui32>) -> tensor<20xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = call @_uniform_34(%arg0, %cst, %cst_0) : (tensor<20x2xui32>, tensor<f64>, tensor<f64>) -> tensor<20xf32>
    %1 = stablehlo.negate %0 : tensor<20xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<20xf32>
    %3 = stablehlo.negate %2 : tensor<20xf32>
    return %3 : tensor<20xf32>
  }
}
