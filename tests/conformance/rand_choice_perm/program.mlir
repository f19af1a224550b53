module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>, %arg1: tensor<10x4xi32>, %arg2: tensor<20xf32>) -> (tensor<20xi64> {jax.result_info = "result[0]"}, tensor<10x4xi32> {jax.result_info = "result[1]"}, tensor<10x4xi32> {jax.result_info = "result[2]"}, tensor<5xi64> {jax.result_info = "result[3]"}, tensor<3x4xi32> {jax.result_info = "result[4]"}, tensor<8xi64> {jax.result_info = "result[5]"}, tensor<8xi64> {jax.result_info = "result[6]"}, tensor<16xi32> {jax.result_info = "result[7]"}) {
    %0 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<8x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.iota dim = 0 : tensor<20xi64>
    %4 = call @_shuffle(%2, %3) : (tensor<2xui32>, tensor<20xi64>) -> tensor<20xi64>
    %5 = stablehlo.slice %0 [1:2, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7 = stablehlo.iota dim = 0 : tensor<10xi64>
    %8 = call @_shuffle_3(%6, %7) : (tensor<2xui32>, tensor<10xi64>) -> tensor<10xi64>
    %9 = call @_take(%arg1, %8) : (tensor<10x4xi32>, tensor<10xi64>) -> tensor<10x4xi32>
    %10 = stablehlo.slice %0 [2:3, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %12 = call @_shuffle_5(%11, %arg1) : (tensor<2xui32>, tensor<10x4xi32>) -> tensor<10x4xi32>
    %13 = stablehlo.slice %0 [3:4, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %14 = stablehlo.reshape %13 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<10> : tensor<i64>
    %15 = call @_randint(%14, %c, %c_0) : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<5xi64>
    %16 = stablehlo.slice %0 [4:5, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<1x2xui32>) -> tensor<2xui32>
    %18 = stablehlo.iota dim = 0 : tensor<10xi64>
    %19 = call @_shuffle_3(%17, %18) : (tensor<2xui32>, tensor<10xi64>) -> tensor<10xi64>
    %20 = call @_take(%arg1, %19) : (tensor<10x4xi32>, tensor<10xi64>) -> tensor<10x4xi32>
    %21 = stablehlo.slice %20 [0:3, 0:4] : (tensor<10x4xi32>) -> tensor<3x4xi32>
    %22 = stablehlo.slice %0 [5:6, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %23 = stablehlo.reshape %22 : (tensor<1x2xui32>) -> tensor<2xui32>
    %24 = call @_gumbel(%23) : (tensor<2xui32>) -> tensor<20xf32>
    %25 = stablehlo.log %arg2 : tensor<20xf32>
    %26 = stablehlo.add %24, %25 : tensor<20xf32>
    %values, %indices = chlo.top_k(%26, k = 8) : tensor<20xf32> -> (tensor<8xf32>, tensor<8xi32>)
    %27 = stablehlo.convert %indices : (tensor<8xi32>) -> tensor<8xi64>
    %28 = stablehlo.slice %0 [6:7, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %29 = stablehlo.reshape %28 : (tensor<1x2xui32>) -> tensor<2xui32>
    %30 = call @cumsum(%arg2) : (tensor<20xf32>) -> tensor<20xf32>
    %31 = stablehlo.slice %30 [19:20] : (tensor<20xf32>) -> tensor<1xf32>
    %32 = stablehlo.reshape %31 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = call @_uniform_10(%29, %cst, %cst_1) : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.subtract %34, %33 : tensor<8xf32>
    %36 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<8xf32>
    %38 = call @searchsorted(%30, %37) : (tensor<20xf32>, tensor<8xf32>) -> tensor<8xi32>
    %39 = stablehlo.convert %38 : (tensor<8xi32>) -> tensor<8xi64>
    %40 = stablehlo.slice %0 [7:8, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %41 = stablehlo.reshape %40 : (tensor<1x2xui32>) -> tensor<2xui32>
    %42 = stablehlo.iota dim = 0 : tensor<16xi32>
    %43 = call @_shuffle_12(%41, %42) : (tensor<2xui32>, tensor<16xi32>) -> tensor<16xi32>
    return %4, %9, %12, %15, %21, %27, %39, %43 : tensor<20xi64>, tensor<10x4xi32>, tensor<10x4xi32>, tensor<5xi64>, tensor<3x4xi32>, tensor<8xi64>, tensor<8xi64>, tensor<16xi32>
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
  func.func private @_shuffle(%arg0: tensor<2xui32>, %arg1: tensor<20xi64>) -> tensor<20xi64> {
    %0 = call @_threefry_split_0(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.iota dim = 0 : tensor<20xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<20xui64>
    %11 = stablehlo.multiply %10, %9 : tensor<20xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<20xui64>
    %13 = stablehlo.shift_right_logical %11, %12 : tensor<20xui64>
    %14 = stablehlo.convert %11 : (tensor<20xui64>) -> tensor<20xui32>
    %15 = stablehlo.convert %13 : (tensor<20xui64>) -> tensor<20xui32>
    %16:2 = call @threefry2x32_2(%6, %8, %15, %14) : (tensor<ui32>, tensor<ui32>, tensor<20xui32>, tensor<20xui32>) -> (tensor<20xui32>, tensor<20xui32>)
    %17 = stablehlo.xor %16#0, %16#1 : tensor<20xui32>
    %18:2 = "stablehlo.sort"(%17, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<i64>, %arg5: tensor<i64>):
      %19 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<20xui32>, tensor<20xi64>) -> (tensor<20xui32>, tensor<20xi64>)
    return %18#1 : tensor<20xi64>
  }
  func.func private @_threefry_split_0(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
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
    %11:2 = call @threefry2x32_1(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
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
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<20xui32>, %arg3: tensor<20xui32>) -> (tensor<20xui32>, tensor<20xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<20xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<20xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<20xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<20xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<20xui32>
      %22 = stablehlo.or %18, %21 : tensor<20xui32>
      %23 = stablehlo.xor %16, %22 : tensor<20xui32>
      %24 = stablehlo.add %16, %23 : tensor<20xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<20xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<20xui32>
      %30 = stablehlo.or %26, %29 : tensor<20xui32>
      %31 = stablehlo.xor %24, %30 : tensor<20xui32>
      %32 = stablehlo.add %24, %31 : tensor<20xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<20xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<20xui32>
      %38 = stablehlo.or %34, %37 : tensor<20xui32>
      %39 = stablehlo.xor %32, %38 : tensor<20xui32>
      %40 = stablehlo.add %32, %39 : tensor<20xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<20xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<20xui32>
      %46 = stablehlo.or %42, %45 : tensor<20xui32>
      %47 = stablehlo.xor %40, %46 : tensor<20xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %49 = stablehlo.add %40, %48 : tensor<20xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %51 = stablehlo.add %47, %50 : tensor<20xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<20xui32>
      %55 = stablehlo.add %51, %54 : tensor<20xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<20xui32>, tensor<20xui32>
  }
  func.func private @_shuffle_3(%arg0: tensor<2xui32>, %arg1: tensor<10xi64>) -> tensor<10xi64> {
    %0 = call @_threefry_split_0(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.iota dim = 0 : tensor<10xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %11 = stablehlo.multiply %10, %9 : tensor<10xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %13 = stablehlo.shift_right_logical %11, %12 : tensor<10xui64>
    %14 = stablehlo.convert %11 : (tensor<10xui64>) -> tensor<10xui32>
    %15 = stablehlo.convert %13 : (tensor<10xui64>) -> tensor<10xui32>
    %16:2 = call @threefry2x32_4(%6, %8, %15, %14) : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %17 = stablehlo.xor %16#0, %16#1 : tensor<10xui32>
    %18:2 = "stablehlo.sort"(%17, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<i64>, %arg5: tensor<i64>):
      %19 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<10xui32>, tensor<10xi64>) -> (tensor<10xui32>, tensor<10xi64>)
    return %18#1 : tensor<10xi64>
  }
  func.func private @threefry2x32_4(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<10xui32>, %arg3: tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<10xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<10xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<10xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<10xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<10xui32>
      %22 = stablehlo.or %18, %21 : tensor<10xui32>
      %23 = stablehlo.xor %16, %22 : tensor<10xui32>
      %24 = stablehlo.add %16, %23 : tensor<10xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<10xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<10xui32>
      %30 = stablehlo.or %26, %29 : tensor<10xui32>
      %31 = stablehlo.xor %24, %30 : tensor<10xui32>
      %32 = stablehlo.add %24, %31 : tensor<10xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<10xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<10xui32>
      %38 = stablehlo.or %34, %37 : tensor<10xui32>
      %39 = stablehlo.xor %32, %38 : tensor<10xui32>
      %40 = stablehlo.add %32, %39 : tensor<10xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<10xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<10xui32>
      %46 = stablehlo.or %42, %45 : tensor<10xui32>
      %47 = stablehlo.xor %40, %46 : tensor<10xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %49 = stablehlo.add %40, %48 : tensor<10xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %51 = stablehlo.add %47, %50 : tensor<10xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %55 = stablehlo.add %51, %54 : tensor<10xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<10xui32>, tensor<10xui32>
  }
  func.func private @_take(%arg0: tensor<10x4xi32>, %arg1: tensor<10xi64>) -> tensor<10x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %3 = stablehlo.add %arg1, %2 : tensor<10xi64>
    %4 = call @_where(%1, %3, %arg1) : (tensor<10xi1>, tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<10xi64>) -> tensor<10x1xi64>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %6 = stablehlo.convert %5 : (tensor<10x1xi64>) -> tensor<10x1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x1xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<10x1xi32>
    %11 = stablehlo.compare LE, %6, %10, SIGNED : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %12 = stablehlo.and %8, %11 : tensor<10x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.reduce(%12 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<10x1xi1>, tensor<i1>) -> tensor<10xi1>
    %14 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xi32>, tensor<10x1xi32>) -> tensor<10x4xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<10xi1>) -> tensor<10x4xi1>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x4xi32>
    %17 = stablehlo.select %15, %14, %16 : tensor<10x4xi1>, tensor<10x4xi32>
    return %17 : tensor<10x4xi32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xi64>, %arg2: tensor<10xi64>) -> tensor<10xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xi64>
    return %0 : tensor<10xi64>
  }
  func.func private @_shuffle_5(%arg0: tensor<2xui32>, %arg1: tensor<10x4xi32>) -> tensor<10x4xi32> {
    %0 = call @_threefry_split_0(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.iota dim = 0 : tensor<10x4xui64>
    %10 = stablehlo.iota dim = 1 : tensor<10x4xui64>
    %c = stablehlo.constant dense<4> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<10x4xui64>
    %12 = stablehlo.multiply %11, %9 : tensor<10x4xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<10x4xui64>
    %14 = stablehlo.multiply %13, %10 : tensor<10x4xui64>
    %15 = stablehlo.add %12, %14 : tensor<10x4xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<10x4xui64>
    %17 = stablehlo.shift_right_logical %15, %16 : tensor<10x4xui64>
    %18 = stablehlo.convert %15 : (tensor<10x4xui64>) -> tensor<10x4xui32>
    %19 = stablehlo.convert %17 : (tensor<10x4xui64>) -> tensor<10x4xui32>
    %20:2 = call @threefry2x32_6(%6, %8, %19, %18) : (tensor<ui32>, tensor<ui32>, tensor<10x4xui32>, tensor<10x4xui32>) -> (tensor<10x4xui32>, tensor<10x4xui32>)
    %21 = stablehlo.xor %20#0, %20#1 : tensor<10x4xui32>
    %22:2 = "stablehlo.sort"(%21, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %23 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    }) : (tensor<10x4xui32>, tensor<10x4xi32>) -> (tensor<10x4xui32>, tensor<10x4xi32>)
    return %22#1 : tensor<10x4xi32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<10x4xui32>, %arg3: tensor<10x4xui32>) -> (tensor<10x4xui32>, tensor<10x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<10x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<10x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<10x4xui32>, tensor<10x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<10x4xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<10x4xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<10x4xui32>
      %22 = stablehlo.or %18, %21 : tensor<10x4xui32>
      %23 = stablehlo.xor %16, %22 : tensor<10x4xui32>
      %24 = stablehlo.add %16, %23 : tensor<10x4xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<10x4xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<10x4xui32>
      %30 = stablehlo.or %26, %29 : tensor<10x4xui32>
      %31 = stablehlo.xor %24, %30 : tensor<10x4xui32>
      %32 = stablehlo.add %24, %31 : tensor<10x4xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<10x4xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<10x4xui32>
      %38 = stablehlo.or %34, %37 : tensor<10x4xui32>
      %39 = stablehlo.xor %32, %38 : tensor<10x4xui32>
      %40 = stablehlo.add %32, %39 : tensor<10x4xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<10x4xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<10x4xui32>
      %46 = stablehlo.or %42, %45 : tensor<10x4xui32>
      %47 = stablehlo.xor %40, %46 : tensor<10x4xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %49 = stablehlo.add %40, %48 : tensor<10x4xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %51 = stablehlo.add %47, %50 : tensor<10x4xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<10x4xui32>
      %55 = stablehlo.add %51, %54 : tensor<10x4xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<10x4xui32>, tensor<10x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<10x4xui32>, tensor<10x4xui32>
  }
  func.func private @_randint(%arg0: tensor<2xui32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<5xi64> {
    %c = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %c_0 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_1 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %0 = call @clip(%c, %c_0, %c_1) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %1 = stablehlo.compare GT, %arg2, %0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_3 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %2 = call @clip_7(%arg1, %c_2, %c_3) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.convert %2 : tensor<i64>
    %c_4 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_5 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %4 = call @clip_7(%arg2, %c_4, %c_5) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %5 = stablehlo.convert %4 : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %8 = call @_threefry_split_0(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.slice %8 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
    %13 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
    %17 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %19 = stablehlo.multiply %18, %17 : tensor<5xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<5xui64>
    %22 = stablehlo.convert %19 : (tensor<5xui64>) -> tensor<5xui32>
    %23 = stablehlo.convert %21 : (tensor<5xui64>) -> tensor<5xui32>
    %24:2 = call @threefry2x32_8(%14, %16, %23, %22) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %25 = stablehlo.convert %24#0 : (tensor<5xui32>) -> tensor<5xui64>
    %26 = stablehlo.convert %24#1 : (tensor<5xui32>) -> tensor<5xui64>
    %c_8 = stablehlo.constant dense<32> : tensor<ui64>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %28 = stablehlo.shift_left %25, %27 : tensor<5xui64>
    %29 = stablehlo.or %28, %26 : tensor<5xui64>
    %30 = stablehlo.slice %12 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %31 = stablehlo.reshape %30 : (tensor<1xui32>) -> tensor<ui32>
    %32 = stablehlo.slice %12 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %33 = stablehlo.reshape %32 : (tensor<1xui32>) -> tensor<ui32>
    %34 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c_9 = stablehlo.constant dense<1> : tensor<ui64>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %36 = stablehlo.multiply %35, %34 : tensor<5xui64>
    %c_10 = stablehlo.constant dense<32> : tensor<ui64>
    %37 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %38 = stablehlo.shift_right_logical %36, %37 : tensor<5xui64>
    %39 = stablehlo.convert %36 : (tensor<5xui64>) -> tensor<5xui32>
    %40 = stablehlo.convert %38 : (tensor<5xui64>) -> tensor<5xui32>
    %41:2 = call @threefry2x32_8(%31, %33, %40, %39) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %42 = stablehlo.convert %41#0 : (tensor<5xui32>) -> tensor<5xui64>
    %43 = stablehlo.convert %41#1 : (tensor<5xui32>) -> tensor<5xui64>
    %c_11 = stablehlo.constant dense<32> : tensor<ui64>
    %44 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %45 = stablehlo.shift_left %42, %44 : tensor<5xui64>
    %46 = stablehlo.or %45, %43 : tensor<5xui64>
    %47 = stablehlo.subtract %7, %6 : tensor<1xi64>
    %48 = stablehlo.convert %47 : (tensor<1xi64>) -> tensor<1xui64>
    %49 = stablehlo.compare LE, %7, %6, SIGNED : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %c_12 = stablehlo.constant dense<1> : tensor<ui64>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %51 = stablehlo.select %49, %50, %48 : tensor<1xi1>, tensor<1xui64>
    %52 = stablehlo.compare GT, %7, %6, SIGNED : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.and %53, %52 : tensor<1xi1>
    %c_13 = stablehlo.constant dense<1> : tensor<ui64>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %56 = stablehlo.add %51, %55 : tensor<1xui64>
    %57 = stablehlo.select %54, %56, %51 : tensor<1xi1>, tensor<1xui64>
    %c_14 = stablehlo.constant dense<4294967296> : tensor<ui64>
    %58 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %59 = stablehlo.remainder %58, %57 : tensor<1xui64>
    %60 = stablehlo.multiply %59, %59 : tensor<1xui64>
    %61 = stablehlo.remainder %60, %57 : tensor<1xui64>
    %62 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<1xui64>) -> tensor<5xui64>
    %63 = stablehlo.remainder %29, %62 : tensor<5xui64>
    %64 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<1xui64>) -> tensor<5xui64>
    %65 = stablehlo.multiply %63, %64 : tensor<5xui64>
    %66 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<1xui64>) -> tensor<5xui64>
    %67 = stablehlo.remainder %46, %66 : tensor<5xui64>
    %68 = stablehlo.add %65, %67 : tensor<5xui64>
    %69 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<1xui64>) -> tensor<5xui64>
    %70 = stablehlo.remainder %68, %69 : tensor<5xui64>
    %71 = stablehlo.convert %70 : (tensor<5xui64>) -> tensor<5xi64>
    %72 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi64>) -> tensor<5xi64>
    %73 = stablehlo.add %72, %71 : tensor<5xi64>
    return %73 : tensor<5xi64>
  }
  func.func private @clip(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i64>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i64>
    return %1 : tensor<i64>
  }
  func.func private @clip_7(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i64>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i64>
    return %1 : tensor<i64>
  }
  func.func private @threefry2x32_8(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<5xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<5xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<5xui32>
      %22 = stablehlo.or %18, %21 : tensor<5xui32>
      %23 = stablehlo.xor %16, %22 : tensor<5xui32>
      %24 = stablehlo.add %16, %23 : tensor<5xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<5xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<5xui32>
      %30 = stablehlo.or %26, %29 : tensor<5xui32>
      %31 = stablehlo.xor %24, %30 : tensor<5xui32>
      %32 = stablehlo.add %24, %31 : tensor<5xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<5xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<5xui32>
      %38 = stablehlo.or %34, %37 : tensor<5xui32>
      %39 = stablehlo.xor %32, %38 : tensor<5xui32>
      %40 = stablehlo.add %32, %39 : tensor<5xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<5xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<5xui32>
      %46 = stablehlo.or %42, %45 : tensor<5xui32>
      %47 = stablehlo.xor %40, %46 : tensor<5xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %49 = stablehlo.add %40, %48 : tensor<5xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %51 = stablehlo.add %47, %50 : tensor<5xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %55 = stablehlo.add %51, %54 : tensor<5xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<20xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<20xf32>
    %1 = stablehlo.log %0 : tensor<20xf32>
    %2 = stablehlo.negate %1 : tensor<20xf32>
    %3 = stablehlo.log %2 : tensor<20xf32>
    %4 = stablehlo.negate %3 : tensor<20xf32>
    return %4 : tensor<20xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f32>) -> tensor<20xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<20xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<20xui64>
    %9 = stablehlo.multiply %8, %7 : tensor<20xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<20xui64>
    %11 = stablehlo.shift_right_logical %9, %10 : tensor<20xui64>
    %12 = stablehlo.convert %9 : (tensor<20xui64>) -> tensor<20xui32>
    %13 = stablehlo.convert %11 : (tensor<20xui64>) -> tensor<20xui32>
    %14:2 = call @threefry2x32_2(%4, %6, %13, %12) : (tensor<ui32>, tensor<ui32>, tensor<20xui32>, tensor<20xui32>) -> (tensor<20xui32>, tensor<20xui32>)
    %15 = stablehlo.xor %14#0, %14#1 : tensor<20xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %17 = stablehlo.shift_right_logical %15, %16 : tensor<20xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<20xui32>
    %19 = stablehlo.or %17, %18 : tensor<20xui32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<20xui32>) -> tensor<20xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<20xf32>
    %23 = stablehlo.subtract %2, %1 : tensor<1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xf32>) -> tensor<20xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<20xf32>
    %26 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<20xf32>
    %27 = stablehlo.add %25, %26 : tensor<20xf32>
    %28 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<20xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<20xf32>
    return %29 : tensor<20xf32>
  }
  func.func private @cumsum(%arg0: tensor<20xf32>) -> tensor<20xf32> {
    %0 = call @cumsum_9(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    return %0 : tensor<20xf32>
  }
  func.func private @cumsum_9(%arg0: tensor<20xf32>) -> tensor<20xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[19, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 20>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<20xf32>, tensor<f32>) -> tensor<20xf32>
    return %1 : tensor<20xf32>
  }
  func.func private @_uniform_10(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<8xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<8xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<8xui64>
    %13 = stablehlo.convert %10 : (tensor<8xui64>) -> tensor<8xui32>
    %14 = stablehlo.convert %12 : (tensor<8xui64>) -> tensor<8xui32>
    %15:2 = call @threefry2x32(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %20 = stablehlo.or %18, %19 : tensor<8xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<8xui32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<8xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<8xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %28 = stablehlo.add %26, %27 : tensor<8xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<8xf32>
    return %30 : tensor<8xf32>
  }
  func.func private @searchsorted(%arg0: tensor<20xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<20xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<20xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_11(%arg0, %arg1) : (tensor<20xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_11(%arg0: tensor<20xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<20> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<20xf32>, tensor<8xf32>, tensor<i64>, tensor<8xui32>, tensor<8xui32>
    cond {
      %c_6 = stablehlo.constant dense<5> : tensor<i64>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<8xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i64>
      %5 = func.call @floor_divide(%4, %c_6) : (tensor<8xui32>, tensor<i64>) -> tensor<8xui32>
      %6 = stablehlo.add %iterArg_4, %5 : tensor<8xui32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
      %8 = "stablehlo.gather"(%iterArg, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<20xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
      %9 = stablehlo.reshape %8 : (tensor<8x1xf32>) -> tensor<8xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %11 = stablehlo.compare EQ, %iterArg_2, %10, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %13 = stablehlo.select %11, %12, %iterArg_2 : tensor<8xi1>, tensor<8xf32>
      %14 = stablehlo.compare NE, %iterArg_2, %iterArg_2, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %16 = stablehlo.select %14, %15, %13 : tensor<8xi1>, tensor<8xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %18 = stablehlo.compare EQ, %9, %17, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %20 = stablehlo.select %18, %19, %9 : tensor<8xi1>, tensor<8xf32>
      %21 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %23 = stablehlo.select %21, %22, %20 : tensor<8xi1>, tensor<8xf32>
      %24 = stablehlo.compare LE, %16, %23, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %25 = stablehlo.select %24, %iterArg_4, %6 : tensor<8xi1>, tensor<8xui32>
      %26 = stablehlo.select %24, %6, %iterArg_5 : tensor<8xi1>, tensor<8xui32>
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %27 = stablehlo.add %iterArg_3, %c_12 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_2, %27, %25, %26 : tensor<20xf32>, tensor<8xf32>, tensor<i64>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @floor_divide(%arg0: tensor<8xui32>, %arg1: tensor<i64>) -> tensor<8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xui32>
    return %2 : tensor<8xui32>
  }
  func.func private @_shuffle_12(%arg0: tensor<2xui32>, %arg1: tensor<16xi32>) -> tensor<16xi32> {
    %0 = call @_threefry_split_0(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.iota dim = 0 : tensor<16xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %11 = stablehlo.multiply %10, %9 : tensor<16xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %13 = stablehlo.shift_right_logical %11, %12 : tensor<16xui64>
    %14 = stablehlo.convert %11 : (tensor<16xui64>) -> tensor<16xui32>
    %15 = stablehlo.convert %13 : (tensor<16xui64>) -> tensor<16xui32>
    %16:2 = call @threefry2x32_13(%6, %8, %15, %14) : (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %17 = stablehlo.xor %16#0, %16#1 : tensor<16xui32>
    %18:2 = "stablehlo.sort"(%17, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %19 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<16xui32>, tensor<16xi32>) -> (tensor<16xui32>, tensor<16xi32>)
    return %18#1 : tensor<16xi32>
  }
  func.func private @threefry2x32_13(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16xui32>, %arg3: tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<16xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<16xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<16xui32>
      %22 = stablehlo.or %18, %21 : tensor<16xui32>
      %23 = stablehlo.xor %16, %22 : tensor<16xui32>
      %24 = stablehlo.add %16, %23 : tensor<16xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<16xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<16xui32>
      %30 = stablehlo.or %26, %29 : tensor<16xui32>
      %31 = stablehlo.xor %24, %30 : tensor<16xui32>
      %32 = stablehlo.add %24, %31 : tensor<16xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<16xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<16xui32>
      %38 = stablehlo.or %34, %37 : tensor<16xui32>
      %39 = stablehlo.xor %32, %38 : tensor<16xui32>
      %40 = stablehlo.add %32, %39 : tensor<16xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<16xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<16xui32>
      %46 = stablehlo.or %42, %45 : tensor<16xui32>
      %47 = stablehlo.xor %40, %46 : tensor<16xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %49 = stablehlo.add %40, %48 : tensor<16xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %51 = stablehlo.add %47, %50 : tensor<16xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %55 = stablehlo.add %51, %54 : tensor<16xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16xui32>, tensor<16xui32>
  }
}
