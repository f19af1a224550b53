module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<64xf32> {jax.result_info = "result[0]"}, tensor<4x16xf32> {jax.result_info = "result[1]"}, tensor<64xf32> {jax.result_info = "result[2]"}, tensor<64xf32> {jax.result_info = "result[3]"}, tensor<64xi1> {jax.result_info = "result[4]"}, tensor<32xf32> {jax.result_info = "result[5]"}, tensor<32xf32> {jax.result_info = "result[6]"}, tensor<32xf32> {jax.result_info = "result[7]"}) {
    %0 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<8x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %3 = call @_uniform(%2, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf32>
    %4 = stablehlo.slice %0 [1:2, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_1 = stablehlo.constant dense<-3.000000e+00> : tensor<f64>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %6 = call @_uniform_1(%5, %cst_1, %cst_2) : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<4x16xf32>
    %7 = stablehlo.slice %0 [2:3, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %9 = call @_normal(%8) : (tensor<2xui32>) -> tensor<64xf32>
    %10 = stablehlo.slice %0 [3:4, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_3 = stablehlo.constant dense<-2.000000e+00> : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.500000e+00> : tensor<f64>
    %12 = call @_truncated_normal(%11, %cst_3, %cst_4) : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf32>
    %13 = stablehlo.slice %0 [4:5, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %14 = stablehlo.reshape %13 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_5 = stablehlo.constant dense<3.000000e-01> : tensor<f64>
    %15 = call @_bernoulli(%14, %cst_5) : (tensor<2xui32>, tensor<f64>) -> tensor<64xi1>
    %16 = stablehlo.slice %0 [5:6, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<1x2xui32>) -> tensor<2xui32>
    %18 = call @_exponential(%17) : (tensor<2xui32>) -> tensor<32xf32>
    %19 = stablehlo.slice %0 [6:7, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %20 = stablehlo.reshape %19 : (tensor<1x2xui32>) -> tensor<2xui32>
    %21 = call @_gumbel(%20) : (tensor<2xui32>) -> tensor<32xf32>
    %22 = stablehlo.slice %0 [7:8, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %23 = stablehlo.reshape %22 : (tensor<1x2xui32>) -> tensor<2xui32>
    %24 = call @_logistic(%23) : (tensor<2xui32>) -> tensor<32xf32>
    return %3, %6, %9, %12, %15, %18, %21, %24 : tensor<64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xi1>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<8x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<8xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<8xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<8xui64>
    %9 = stablehlo.convert %6 : (tensor<8xui64>) -> tensor<8xui32>
    %10 = stablehlo.convert %8 : (tensor<8xui64>) -> tensor<8xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<8x1xui32>, tensor<8x1xui32>) -> tensor<8x2xui32>
    return %14 : tensor<8x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<8xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<8xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<8xui32>
      %22 = stablehlo.or %18, %21 : tensor<8xui32>
      %23 = stablehlo.xor %16, %22 : tensor<8xui32>
      %24 = stablehlo.add %16, %23 : tensor<8xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<8xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<8xui32>
      %30 = stablehlo.or %26, %29 : tensor<8xui32>
      %31 = stablehlo.xor %24, %30 : tensor<8xui32>
      %32 = stablehlo.add %24, %31 : tensor<8xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<8xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<8xui32>
      %38 = stablehlo.or %34, %37 : tensor<8xui32>
      %39 = stablehlo.xor %32, %38 : tensor<8xui32>
      %40 = stablehlo.add %32, %39 : tensor<8xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<8xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<8xui32>
      %46 = stablehlo.or %42, %45 : tensor<8xui32>
      %47 = stablehlo.xor %40, %46 : tensor<8xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %49 = stablehlo.add %40, %48 : tensor<8xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %51 = stablehlo.add %47, %50 : tensor<8xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %55 = stablehlo.add %51, %54 : tensor<8xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<64xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<64xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<64xui64>
    %13 = stablehlo.convert %10 : (tensor<64xui64>) -> tensor<64xui32>
    %14 = stablehlo.convert %12 : (tensor<64xui64>) -> tensor<64xui32>
    %15:2 = call @threefry2x32_0(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<64xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<64xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %20 = stablehlo.or %18, %19 : tensor<64xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<64xui32>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<64xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<64xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %28 = stablehlo.add %26, %27 : tensor<64xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<64xf32>
    return %30 : tensor<64xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<64xui32>, %arg3: tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<64xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<64xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<64xui32>
      %22 = stablehlo.or %18, %21 : tensor<64xui32>
      %23 = stablehlo.xor %16, %22 : tensor<64xui32>
      %24 = stablehlo.add %16, %23 : tensor<64xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<64xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<64xui32>
      %30 = stablehlo.or %26, %29 : tensor<64xui32>
      %31 = stablehlo.xor %24, %30 : tensor<64xui32>
      %32 = stablehlo.add %24, %31 : tensor<64xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<64xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<64xui32>
      %38 = stablehlo.or %34, %37 : tensor<64xui32>
      %39 = stablehlo.xor %32, %38 : tensor<64xui32>
      %40 = stablehlo.add %32, %39 : tensor<64xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<64xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<64xui32>
      %46 = stablehlo.or %42, %45 : tensor<64xui32>
      %47 = stablehlo.xor %40, %46 : tensor<64xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %49 = stablehlo.add %40, %48 : tensor<64xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %51 = stablehlo.add %47, %50 : tensor<64xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %55 = stablehlo.add %51, %54 : tensor<64xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<64xui32>, tensor<64xui32>
  }
  func.func private @_uniform_1(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4x16xui64>
    %9 = stablehlo.iota dim = 1 : tensor<4x16xui64>
    %c = stablehlo.constant dense<16> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x16xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<4x16xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x16xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<4x16xui64>
    %14 = stablehlo.add %11, %13 : tensor<4x16xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x16xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<4x16xui64>
    %17 = stablehlo.convert %14 : (tensor<4x16xui64>) -> tensor<4x16xui32>
    %18 = stablehlo.convert %16 : (tensor<4x16xui64>) -> tensor<4x16xui32>
    %19:2 = call @threefry2x32_2(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<4x16xui32>, tensor<4x16xui32>) -> (tensor<4x16xui32>, tensor<4x16xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<4x16xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<4x16xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
    %24 = stablehlo.or %22, %23 : tensor<4x16xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<4x16xui32>) -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<4x16xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x16xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<4x16xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x16xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x16xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x16xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<4x16xf32>
    return %34 : tensor<4x16xf32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x16xui32>, %arg3: tensor<4x16xui32>) -> (tensor<4x16xui32>, tensor<4x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<4x16xui32>, tensor<4x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<4x16xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<4x16xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<4x16xui32>
      %22 = stablehlo.or %18, %21 : tensor<4x16xui32>
      %23 = stablehlo.xor %16, %22 : tensor<4x16xui32>
      %24 = stablehlo.add %16, %23 : tensor<4x16xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<4x16xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<4x16xui32>
      %30 = stablehlo.or %26, %29 : tensor<4x16xui32>
      %31 = stablehlo.xor %24, %30 : tensor<4x16xui32>
      %32 = stablehlo.add %24, %31 : tensor<4x16xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<4x16xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<4x16xui32>
      %38 = stablehlo.or %34, %37 : tensor<4x16xui32>
      %39 = stablehlo.xor %32, %38 : tensor<4x16xui32>
      %40 = stablehlo.add %32, %39 : tensor<4x16xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<4x16xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<4x16xui32>
      %46 = stablehlo.or %42, %45 : tensor<4x16xui32>
      %47 = stablehlo.xor %40, %46 : tensor<4x16xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %49 = stablehlo.add %40, %48 : tensor<4x16xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %51 = stablehlo.add %47, %50 : tensor<4x16xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<4x16xui32>
      %55 = stablehlo.add %51, %54 : tensor<4x16xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<4x16xui32>, tensor<4x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x16xui32>, tensor<4x16xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<64xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_3(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %1 = chlo.erf_inv %0 : tensor<64xf32> -> tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<64xf32>
    return %3 : tensor<64xf32>
  }
  func.func private @_uniform_3(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<64xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<64xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<64xui64>
    %11 = stablehlo.convert %8 : (tensor<64xui64>) -> tensor<64xui32>
    %12 = stablehlo.convert %10 : (tensor<64xui64>) -> tensor<64xui32>
    %13:2 = call @threefry2x32_0(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<64xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<64xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %18 = stablehlo.or %16, %17 : tensor<64xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<64xui32>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<64xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<64xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %26 = stablehlo.add %24, %25 : tensor<64xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<64xf32>
    return %28 : tensor<64xf32>
  }
  func.func private @_truncated_normal(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_3(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %7 = chlo.erf_inv %6 : tensor<64xf32> -> tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip(%9, %10, %11) : (tensor<64xf32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    return %12 : tensor<64xf32>
  }
  func.func private @clip(%arg0: tensor<64xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<64xf32>
    return %3 : tensor<64xf32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f64>) -> tensor<64xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = call @_uniform_4(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xi1>
    return %2 : tensor<64xi1>
  }
  func.func private @_uniform_4(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<64xf64> {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.convert %arg2 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<64xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<64xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<64xui64>
    %13 = stablehlo.convert %10 : (tensor<64xui64>) -> tensor<64xui32>
    %14 = stablehlo.convert %12 : (tensor<64xui64>) -> tensor<64xui32>
    %15:2 = call @threefry2x32_0(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %16 = stablehlo.convert %15#0 : (tensor<64xui32>) -> tensor<64xui64>
    %17 = stablehlo.convert %15#1 : (tensor<64xui32>) -> tensor<64xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %19 = stablehlo.shift_left %16, %18 : tensor<64xui64>
    %20 = stablehlo.or %19, %17 : tensor<64xui64>
    %c_2 = stablehlo.constant dense<12> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<64xui64>
    %c_3 = stablehlo.constant dense<4607182418800017408> : tensor<ui64>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %24 = stablehlo.or %22, %23 : tensor<64xui64>
    %25 = stablehlo.bitcast_convert %24 : (tensor<64xui64>) -> tensor<64xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %27 = stablehlo.subtract %25, %26 : tensor<64xf64>
    %28 = stablehlo.subtract %3, %2 : tensor<1xf64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<1xf64>) -> tensor<64xf64>
    %30 = stablehlo.multiply %27, %29 : tensor<64xf64>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf64>) -> tensor<64xf64>
    %32 = stablehlo.add %30, %31 : tensor<64xf64>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf64>) -> tensor<64xf64>
    %34 = stablehlo.maximum %33, %32 : tensor<64xf64>
    return %34 : tensor<64xf64>
  }
  func.func private @_exponential(%arg0: tensor<2xui32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = call @_uniform_5(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf32>
    %1 = stablehlo.negate %0 : tensor<32xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<32xf32>
    %3 = stablehlo.negate %2 : tensor<32xf32>
    return %3 : tensor<32xf32>
  }
  func.func private @_uniform_5(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<32xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<32xui64>
    %13 = stablehlo.convert %10 : (tensor<32xui64>) -> tensor<32xui32>
    %14 = stablehlo.convert %12 : (tensor<32xui64>) -> tensor<32xui32>
    %15:2 = call @threefry2x32_6(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %20 = stablehlo.or %18, %19 : tensor<32xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<32xui32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<32xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<32xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %28 = stablehlo.add %26, %27 : tensor<32xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<32xf32>
    return %30 : tensor<32xf32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<32xui32>, %arg3: tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<32xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<32xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<32xui32>
      %22 = stablehlo.or %18, %21 : tensor<32xui32>
      %23 = stablehlo.xor %16, %22 : tensor<32xui32>
      %24 = stablehlo.add %16, %23 : tensor<32xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<32xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<32xui32>
      %30 = stablehlo.or %26, %29 : tensor<32xui32>
      %31 = stablehlo.xor %24, %30 : tensor<32xui32>
      %32 = stablehlo.add %24, %31 : tensor<32xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<32xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<32xui32>
      %38 = stablehlo.or %34, %37 : tensor<32xui32>
      %39 = stablehlo.xor %32, %38 : tensor<32xui32>
      %40 = stablehlo.add %32, %39 : tensor<32xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<32xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<32xui32>
      %46 = stablehlo.or %42, %45 : tensor<32xui32>
      %47 = stablehlo.xor %40, %46 : tensor<32xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %49 = stablehlo.add %40, %48 : tensor<32xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %51 = stablehlo.add %47, %50 : tensor<32xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<32xui32>
      %55 = stablehlo.add %51, %54 : tensor<32xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<32xui32>, tensor<32xui32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform_7(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.log %0 : tensor<32xf32>
    %2 = stablehlo.negate %1 : tensor<32xf32>
    %3 = stablehlo.log %2 : tensor<32xf32>
    %4 = stablehlo.negate %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @_uniform_7(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %9 = stablehlo.multiply %8, %7 : tensor<32xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %11 = stablehlo.shift_right_logical %9, %10 : tensor<32xui64>
    %12 = stablehlo.convert %9 : (tensor<32xui64>) -> tensor<32xui32>
    %13 = stablehlo.convert %11 : (tensor<32xui64>) -> tensor<32xui32>
    %14:2 = call @threefry2x32_6(%4, %6, %13, %12) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %15 = stablehlo.xor %14#0, %14#1 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %17 = stablehlo.shift_right_logical %15, %16 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %19 = stablehlo.or %17, %18 : tensor<32xui32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<32xui32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<32xf32>
    %23 = stablehlo.subtract %2, %1 : tensor<1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<32xf32>
    %26 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %27 = stablehlo.add %25, %26 : tensor<32xf32>
    %28 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<32xf32>
    return %29 : tensor<32xf32>
  }
  func.func private @_logistic(%arg0: tensor<2xui32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = call @_uniform_8(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f64>) -> tensor<32xf32>
    %1 = stablehlo.log %0 : tensor<32xf32>
    %2 = stablehlo.negate %0 : tensor<32xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<32xf32>
    %4 = stablehlo.subtract %1, %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @_uniform_8(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f64>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %9 = stablehlo.multiply %8, %7 : tensor<32xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %11 = stablehlo.shift_right_logical %9, %10 : tensor<32xui64>
    %12 = stablehlo.convert %9 : (tensor<32xui64>) -> tensor<32xui32>
    %13 = stablehlo.convert %11 : (tensor<32xui64>) -> tensor<32xui32>
    %14:2 = call @threefry2x32_6(%4, %6, %13, %12) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %15 = stablehlo.xor %14#0, %14#1 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %17 = stablehlo.shift_right_logical %15, %16 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %19 = stablehlo.or %17, %18 : tensor<32xui32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<32xui32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<32xf32>
    %23 = stablehlo.subtract %2, %1 : tensor<1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<32xf32>
    %26 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %27 = stablehlo.add %25, %26 : tensor<32xf32>
    %28 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<32xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<32xf32>
    return %29 : tensor<32xf32>
  }
}
