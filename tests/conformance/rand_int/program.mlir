module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>, %arg1: tensor<3x6xf32>) -> (tensor<64xi32> {jax.result_info = "result[0]"}, tensor<64xi32> {jax.result_info = "result[1]"}, tensor<32xi64> {jax.result_info = "result[2]"}, tensor<32xui32> {jax.result_info = "result[3]"}, tensor<32xi8> {jax.result_info = "result[4]"}, tensor<3xi64> {jax.result_info = "result[5]"}, tensor<10x3xi64> {jax.result_info = "result[6]"}, tensor<32xi16> {jax.result_info = "result[7]"}) {
    %0 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<8x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<10> : tensor<i64>
    %3 = call @_randint(%2, %c, %c_0) : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<64xi32>
    %4 = stablehlo.slice %0 [1:2, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c_1 = stablehlo.constant dense<-2147483648> : tensor<i64>
    %c_2 = stablehlo.constant dense<2147483647> : tensor<i64>
    %6 = call @_randint(%5, %c_1, %c_2) : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<64xi32>
    %7 = stablehlo.slice %0 [2:3, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c_3 = stablehlo.constant dense<-4611686018427387904> : tensor<i64>
    %c_4 = stablehlo.constant dense<4611686018427387904> : tensor<i64>
    %9 = call @_randint_4(%8, %c_3, %c_4) : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<32xi64>
    %10 = stablehlo.slice %0 [3:4, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %c_6 = stablehlo.constant dense<4294967295> : tensor<i64>
    %12 = call @_randint_7(%11, %c_5, %c_6) : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<32xui32>
    %13 = stablehlo.slice %0 [4:5, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %14 = stablehlo.reshape %13 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c_7 = stablehlo.constant dense<-5> : tensor<i32>
    %c_8 = stablehlo.constant dense<127> : tensor<i64>
    %c_9 = stablehlo.constant dense<-128> : tensor<i64>
    %15 = call @clip_9(%c_7, %c_8, %c_9) : (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>
    %c_10 = stablehlo.constant dense<1000> : tensor<i32>
    %c_11 = stablehlo.constant dense<128> : tensor<i64>
    %c_12 = stablehlo.constant dense<-128> : tensor<i64>
    %16 = call @clip_9(%c_10, %c_11, %c_12) : (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>
    %17 = call @_randint_10(%14, %15, %16) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<32xi32>
    %18 = stablehlo.convert %17 : (tensor<32xi32>) -> tensor<32xi8>
    %19 = stablehlo.slice %0 [5:6, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %20 = stablehlo.reshape %19 : (tensor<1x2xui32>) -> tensor<2xui32>
    %21 = call @_gumbel(%20) : (tensor<2xui32>) -> tensor<3x6xf32>
    %22 = stablehlo.add %21, %arg1 : tensor<3x6xf32>
    %23 = call @argmax(%22) : (tensor<3x6xf32>) -> tensor<3xi64>
    %24 = stablehlo.slice %0 [6:7, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %25 = stablehlo.reshape %24 : (tensor<1x2xui32>) -> tensor<2xui32>
    %26 = call @_gumbel_12(%25) : (tensor<2xui32>) -> tensor<10x3x6xf32>
    %27 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x6xf32>) -> tensor<1x3x6xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x3x6xf32>) -> tensor<10x3x6xf32>
    %29 = stablehlo.add %26, %28 : tensor<10x3x6xf32>
    %30 = call @argmax_15(%29) : (tensor<10x3x6xf32>) -> tensor<10x3xi64>
    %31 = stablehlo.slice %0 [7:8, 0:2] : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %32 = stablehlo.reshape %31 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c_13 = stablehlo.constant dense<-7> : tensor<i32>
    %c_14 = stablehlo.constant dense<32767> : tensor<i64>
    %c_15 = stablehlo.constant dense<-32768> : tensor<i64>
    %33 = call @clip_9(%c_13, %c_14, %c_15) : (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>
    %c_16 = stablehlo.constant dense<300> : tensor<i32>
    %c_17 = stablehlo.constant dense<32768> : tensor<i64>
    %c_18 = stablehlo.constant dense<-32768> : tensor<i64>
    %34 = call @clip_9(%c_16, %c_17, %c_18) : (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>
    %35 = call @_randint_10(%32, %33, %34) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<32xi32>
    %36 = stablehlo.convert %35 : (tensor<32xi32>) -> tensor<32xi16>
    return %3, %6, %9, %12, %18, %23, %30, %36 : tensor<64xi32>, tensor<64xi32>, tensor<32xi64>, tensor<32xui32>, tensor<32xi8>, tensor<3xi64>, tensor<10x3xi64>, tensor<32xi16>
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
  func.func private @_randint(%arg0: tensor<2xui32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<64xi32> {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_1 = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = call @clip(%c, %c_0, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %2 = stablehlo.compare GT, %arg2, %1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-2147483648> : tensor<i64>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i64>
    %3 = call @clip_0(%arg1, %c_2, %c_3) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %4 = stablehlo.convert %3 : (tensor<i64>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i64>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i64>
    %5 = call @clip_0(%arg2, %c_4, %c_5) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %6 = stablehlo.convert %5 : (tensor<i64>) -> tensor<i32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = call @_threefry_split_1(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %10 = stablehlo.slice %9 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %12 = stablehlo.slice %9 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
    %14 = stablehlo.slice %11 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
    %16 = stablehlo.slice %11 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
    %18 = stablehlo.iota dim = 0 : tensor<64xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %20 = stablehlo.multiply %19, %18 : tensor<64xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<64xui64>
    %23 = stablehlo.convert %20 : (tensor<64xui64>) -> tensor<64xui32>
    %24 = stablehlo.convert %22 : (tensor<64xui64>) -> tensor<64xui32>
    %25:2 = call @threefry2x32_3(%15, %17, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<64xui32>
    %27 = stablehlo.slice %13 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %28 = stablehlo.reshape %27 : (tensor<1xui32>) -> tensor<ui32>
    %29 = stablehlo.slice %13 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %30 = stablehlo.reshape %29 : (tensor<1xui32>) -> tensor<ui32>
    %31 = stablehlo.iota dim = 0 : tensor<64xui64>
    %c_8 = stablehlo.constant dense<1> : tensor<ui64>
    %32 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %33 = stablehlo.multiply %32, %31 : tensor<64xui64>
    %c_9 = stablehlo.constant dense<32> : tensor<ui64>
    %34 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %35 = stablehlo.shift_right_logical %33, %34 : tensor<64xui64>
    %36 = stablehlo.convert %33 : (tensor<64xui64>) -> tensor<64xui32>
    %37 = stablehlo.convert %35 : (tensor<64xui64>) -> tensor<64xui32>
    %38:2 = call @threefry2x32_3(%28, %30, %37, %36) : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %39 = stablehlo.xor %38#0, %38#1 : tensor<64xui32>
    %40 = stablehlo.subtract %8, %7 : tensor<1xi32>
    %41 = stablehlo.convert %40 : (tensor<1xi32>) -> tensor<1xui32>
    %42 = stablehlo.compare LE, %8, %7, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_10 = stablehlo.constant dense<1> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.select %42, %43, %41 : tensor<1xi1>, tensor<1xui32>
    %45 = stablehlo.compare GT, %8, %7, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %46 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %47 = stablehlo.and %46, %45 : tensor<1xi1>
    %c_11 = stablehlo.constant dense<1> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %49 = stablehlo.add %44, %48 : tensor<1xui32>
    %50 = stablehlo.select %47, %49, %44 : tensor<1xi1>, tensor<1xui32>
    %c_12 = stablehlo.constant dense<65536> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %52 = stablehlo.remainder %51, %50 : tensor<1xui32>
    %53 = stablehlo.multiply %52, %52 : tensor<1xui32>
    %54 = stablehlo.remainder %53, %50 : tensor<1xui32>
    %55 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<1xui32>) -> tensor<64xui32>
    %56 = stablehlo.remainder %26, %55 : tensor<64xui32>
    %57 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<1xui32>) -> tensor<64xui32>
    %58 = stablehlo.multiply %56, %57 : tensor<64xui32>
    %59 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<1xui32>) -> tensor<64xui32>
    %60 = stablehlo.remainder %39, %59 : tensor<64xui32>
    %61 = stablehlo.add %58, %60 : tensor<64xui32>
    %62 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<1xui32>) -> tensor<64xui32>
    %63 = stablehlo.remainder %61, %62 : tensor<64xui32>
    %64 = stablehlo.convert %63 : (tensor<64xui32>) -> tensor<64xi32>
    %65 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi32>) -> tensor<64xi32>
    %66 = stablehlo.add %65, %64 : tensor<64xi32>
    return %66 : tensor<64xi32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i64>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i64>
    return %1 : tensor<i64>
  }
  func.func private @_threefry_split_1(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
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
    %11:2 = call @threefry2x32_2(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
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
  func.func private @threefry2x32_3(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<64xui32>, %arg3: tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>) {
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
  func.func private @_randint_4(%arg0: tensor<2xui32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<32xi64> {
    %c = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %c_0 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_1 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %0 = call @clip_5(%c, %c_0, %c_1) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %1 = stablehlo.compare GT, %arg2, %0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_3 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %2 = call @clip_0(%arg1, %c_2, %c_3) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.convert %2 : tensor<i64>
    %c_4 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_5 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %4 = call @clip_0(%arg2, %c_4, %c_5) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %5 = stablehlo.convert %4 : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %8 = call @_threefry_split_1(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.slice %8 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
    %13 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
    %17 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %19 = stablehlo.multiply %18, %17 : tensor<32xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<32xui64>
    %22 = stablehlo.convert %19 : (tensor<32xui64>) -> tensor<32xui32>
    %23 = stablehlo.convert %21 : (tensor<32xui64>) -> tensor<32xui32>
    %24:2 = call @threefry2x32_6(%14, %16, %23, %22) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %25 = stablehlo.convert %24#0 : (tensor<32xui32>) -> tensor<32xui64>
    %26 = stablehlo.convert %24#1 : (tensor<32xui32>) -> tensor<32xui64>
    %c_8 = stablehlo.constant dense<32> : tensor<ui64>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %28 = stablehlo.shift_left %25, %27 : tensor<32xui64>
    %29 = stablehlo.or %28, %26 : tensor<32xui64>
    %30 = stablehlo.slice %12 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %31 = stablehlo.reshape %30 : (tensor<1xui32>) -> tensor<ui32>
    %32 = stablehlo.slice %12 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %33 = stablehlo.reshape %32 : (tensor<1xui32>) -> tensor<ui32>
    %34 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c_9 = stablehlo.constant dense<1> : tensor<ui64>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %36 = stablehlo.multiply %35, %34 : tensor<32xui64>
    %c_10 = stablehlo.constant dense<32> : tensor<ui64>
    %37 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %38 = stablehlo.shift_right_logical %36, %37 : tensor<32xui64>
    %39 = stablehlo.convert %36 : (tensor<32xui64>) -> tensor<32xui32>
    %40 = stablehlo.convert %38 : (tensor<32xui64>) -> tensor<32xui32>
    %41:2 = call @threefry2x32_6(%31, %33, %40, %39) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %42 = stablehlo.convert %41#0 : (tensor<32xui32>) -> tensor<32xui64>
    %43 = stablehlo.convert %41#1 : (tensor<32xui32>) -> tensor<32xui64>
    %c_11 = stablehlo.constant dense<32> : tensor<ui64>
    %44 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %45 = stablehlo.shift_left %42, %44 : tensor<32xui64>
    %46 = stablehlo.or %45, %43 : tensor<32xui64>
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
    %62 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<1xui64>) -> tensor<32xui64>
    %63 = stablehlo.remainder %29, %62 : tensor<32xui64>
    %64 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<1xui64>) -> tensor<32xui64>
    %65 = stablehlo.multiply %63, %64 : tensor<32xui64>
    %66 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<1xui64>) -> tensor<32xui64>
    %67 = stablehlo.remainder %46, %66 : tensor<32xui64>
    %68 = stablehlo.add %65, %67 : tensor<32xui64>
    %69 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<1xui64>) -> tensor<32xui64>
    %70 = stablehlo.remainder %68, %69 : tensor<32xui64>
    %71 = stablehlo.convert %70 : (tensor<32xui64>) -> tensor<32xi64>
    %72 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi64>) -> tensor<32xi64>
    %73 = stablehlo.add %72, %71 : tensor<32xi64>
    return %73 : tensor<32xi64>
  }
  func.func private @clip_5(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i64>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i64>
    return %1 : tensor<i64>
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
  func.func private @_randint_7(%arg0: tensor<2xui32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<32xui32> {
    %c = stablehlo.constant dense<4294967295> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %c_1 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %0 = call @clip_8(%c, %c_0, %c_1) : (tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i64>
    %2 = stablehlo.compare GT, %arg2, %1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<4294967295> : tensor<i64>
    %3 = call @clip_0(%arg1, %c_2, %c_3) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %4 = stablehlo.convert %3 : (tensor<i64>) -> tensor<ui32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<4294967295> : tensor<i64>
    %5 = call @clip_0(%arg2, %c_4, %c_5) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %6 = stablehlo.convert %5 : (tensor<i64>) -> tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %9 = call @_threefry_split_1(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %10 = stablehlo.slice %9 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %12 = stablehlo.slice %9 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
    %14 = stablehlo.slice %11 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
    %16 = stablehlo.slice %11 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
    %18 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %20 = stablehlo.multiply %19, %18 : tensor<32xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<32xui64>
    %23 = stablehlo.convert %20 : (tensor<32xui64>) -> tensor<32xui32>
    %24 = stablehlo.convert %22 : (tensor<32xui64>) -> tensor<32xui32>
    %25:2 = call @threefry2x32_6(%15, %17, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<32xui32>
    %27 = stablehlo.slice %13 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %28 = stablehlo.reshape %27 : (tensor<1xui32>) -> tensor<ui32>
    %29 = stablehlo.slice %13 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %30 = stablehlo.reshape %29 : (tensor<1xui32>) -> tensor<ui32>
    %31 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c_8 = stablehlo.constant dense<1> : tensor<ui64>
    %32 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %33 = stablehlo.multiply %32, %31 : tensor<32xui64>
    %c_9 = stablehlo.constant dense<32> : tensor<ui64>
    %34 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %35 = stablehlo.shift_right_logical %33, %34 : tensor<32xui64>
    %36 = stablehlo.convert %33 : (tensor<32xui64>) -> tensor<32xui32>
    %37 = stablehlo.convert %35 : (tensor<32xui64>) -> tensor<32xui32>
    %38:2 = call @threefry2x32_6(%28, %30, %37, %36) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %39 = stablehlo.xor %38#0, %38#1 : tensor<32xui32>
    %40 = stablehlo.subtract %8, %7 : tensor<1xui32>
    %41 = stablehlo.compare LE, %8, %7, UNSIGNED : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xi1>
    %c_10 = stablehlo.constant dense<1> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %43 = stablehlo.select %41, %42, %40 : tensor<1xi1>, tensor<1xui32>
    %44 = stablehlo.compare GT, %8, %7, UNSIGNED : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.and %45, %44 : tensor<1xi1>
    %c_11 = stablehlo.constant dense<1> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %43, %47 : tensor<1xui32>
    %49 = stablehlo.select %46, %48, %43 : tensor<1xi1>, tensor<1xui32>
    %c_12 = stablehlo.constant dense<65536> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %51 = stablehlo.remainder %50, %49 : tensor<1xui32>
    %52 = stablehlo.multiply %51, %51 : tensor<1xui32>
    %53 = stablehlo.remainder %52, %49 : tensor<1xui32>
    %54 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<32xui32>
    %55 = stablehlo.remainder %26, %54 : tensor<32xui32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<1xui32>) -> tensor<32xui32>
    %57 = stablehlo.multiply %55, %56 : tensor<32xui32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<32xui32>
    %59 = stablehlo.remainder %39, %58 : tensor<32xui32>
    %60 = stablehlo.add %57, %59 : tensor<32xui32>
    %61 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<32xui32>
    %62 = stablehlo.remainder %60, %61 : tensor<32xui32>
    %63 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xui32>) -> tensor<32xui32>
    %64 = stablehlo.add %63, %62 : tensor<32xui32>
    return %64 : tensor<32xui32>
  }
  func.func private @clip_8(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<ui32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<ui32>
    return %1 : tensor<ui32>
  }
  func.func private @clip_9(%arg0: tensor<i32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_randint_10(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_1 = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = call @clip(%c, %c_0, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare GT, %arg2, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2 = call @clip(%arg1, %c_2, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %3 = call @clip(%arg2, %c_4, %c_5) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = call @_threefry_split_1(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %7 = stablehlo.slice %6 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %9 = stablehlo.slice %6 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.slice %8 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %17 = stablehlo.multiply %16, %15 : tensor<32xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %19 = stablehlo.shift_right_logical %17, %18 : tensor<32xui64>
    %20 = stablehlo.convert %17 : (tensor<32xui64>) -> tensor<32xui32>
    %21 = stablehlo.convert %19 : (tensor<32xui64>) -> tensor<32xui32>
    %22:2 = call @threefry2x32_6(%12, %14, %21, %20) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %23 = stablehlo.xor %22#0, %22#1 : tensor<32xui32>
    %24 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %25 = stablehlo.reshape %24 : (tensor<1xui32>) -> tensor<ui32>
    %26 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c_8 = stablehlo.constant dense<1> : tensor<ui64>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %30 = stablehlo.multiply %29, %28 : tensor<32xui64>
    %c_9 = stablehlo.constant dense<32> : tensor<ui64>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %32 = stablehlo.shift_right_logical %30, %31 : tensor<32xui64>
    %33 = stablehlo.convert %30 : (tensor<32xui64>) -> tensor<32xui32>
    %34 = stablehlo.convert %32 : (tensor<32xui64>) -> tensor<32xui32>
    %35:2 = call @threefry2x32_6(%25, %27, %34, %33) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %36 = stablehlo.xor %35#0, %35#1 : tensor<32xui32>
    %37 = stablehlo.subtract %5, %4 : tensor<1xi32>
    %38 = stablehlo.convert %37 : (tensor<1xi32>) -> tensor<1xui32>
    %39 = stablehlo.compare LE, %5, %4, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_10 = stablehlo.constant dense<1> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %41 = stablehlo.select %39, %40, %38 : tensor<1xi1>, tensor<1xui32>
    %42 = stablehlo.compare GT, %5, %4, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %43 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %44 = stablehlo.and %43, %42 : tensor<1xi1>
    %c_11 = stablehlo.constant dense<1> : tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %46 = stablehlo.add %41, %45 : tensor<1xui32>
    %47 = stablehlo.select %44, %46, %41 : tensor<1xi1>, tensor<1xui32>
    %c_12 = stablehlo.constant dense<65536> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %49 = stablehlo.remainder %48, %47 : tensor<1xui32>
    %50 = stablehlo.multiply %49, %49 : tensor<1xui32>
    %51 = stablehlo.remainder %50, %47 : tensor<1xui32>
    %52 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<1xui32>) -> tensor<32xui32>
    %53 = stablehlo.remainder %23, %52 : tensor<32xui32>
    %54 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<1xui32>) -> tensor<32xui32>
    %55 = stablehlo.multiply %53, %54 : tensor<32xui32>
    %56 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<1xui32>) -> tensor<32xui32>
    %57 = stablehlo.remainder %36, %56 : tensor<32xui32>
    %58 = stablehlo.add %55, %57 : tensor<32xui32>
    %59 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<1xui32>) -> tensor<32xui32>
    %60 = stablehlo.remainder %58, %59 : tensor<32xui32>
    %61 = stablehlo.convert %60 : (tensor<32xui32>) -> tensor<32xi32>
    %62 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi32>) -> tensor<32xi32>
    %63 = stablehlo.add %62, %61 : tensor<32xi32>
    return %63 : tensor<32xi32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.log %0 : tensor<3x6xf32>
    %2 = stablehlo.negate %1 : tensor<3x6xf32>
    %3 = stablehlo.log %2 : tensor<3x6xf32>
    %4 = stablehlo.negate %3 : tensor<3x6xf32>
    return %4 : tensor<3x6xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f32>) -> tensor<3x6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<3x6xui64>
    %8 = stablehlo.iota dim = 1 : tensor<3x6xui64>
    %c = stablehlo.constant dense<6> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3x6xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<3x6xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3x6xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<3x6xui64>
    %13 = stablehlo.add %10, %12 : tensor<3x6xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x6xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<3x6xui64>
    %16 = stablehlo.convert %13 : (tensor<3x6xui64>) -> tensor<3x6xui32>
    %17 = stablehlo.convert %15 : (tensor<3x6xui64>) -> tensor<3x6xui32>
    %18:2 = call @threefry2x32_11(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<3x6xui32>, tensor<3x6xui32>) -> (tensor<3x6xui32>, tensor<3x6xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<3x6xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<3x6xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
    %23 = stablehlo.or %21, %22 : tensor<3x6xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<3x6xui32>) -> tensor<3x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<3x6xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x6xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<3x6xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x6xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x6xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x6xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<3x6xf32>
    return %33 : tensor<3x6xf32>
  }
  func.func private @threefry2x32_11(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x6xui32>, %arg3: tensor<3x6xui32>) -> (tensor<3x6xui32>, tensor<3x6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x6xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<3x6xui32>, tensor<3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<3x6xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<3x6xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<3x6xui32>
      %22 = stablehlo.or %18, %21 : tensor<3x6xui32>
      %23 = stablehlo.xor %16, %22 : tensor<3x6xui32>
      %24 = stablehlo.add %16, %23 : tensor<3x6xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<3x6xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<3x6xui32>
      %30 = stablehlo.or %26, %29 : tensor<3x6xui32>
      %31 = stablehlo.xor %24, %30 : tensor<3x6xui32>
      %32 = stablehlo.add %24, %31 : tensor<3x6xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<3x6xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<3x6xui32>
      %38 = stablehlo.or %34, %37 : tensor<3x6xui32>
      %39 = stablehlo.xor %32, %38 : tensor<3x6xui32>
      %40 = stablehlo.add %32, %39 : tensor<3x6xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<3x6xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<3x6xui32>
      %46 = stablehlo.or %42, %45 : tensor<3x6xui32>
      %47 = stablehlo.xor %40, %46 : tensor<3x6xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %49 = stablehlo.add %40, %48 : tensor<3x6xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %51 = stablehlo.add %47, %50 : tensor<3x6xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
      %55 = stablehlo.add %51, %54 : tensor<3x6xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<3x6xui32>, tensor<3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3x6xui32>, tensor<3x6xui32>
  }
  func.func private @argmax(%arg0: tensor<3x6xf32>) -> tensor<3xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<3x6xi64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x6xf32>, tensor<3x6xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<3xi64>
  }
  func.func private @_gumbel_12(%arg0: tensor<2xui32>) -> tensor<10x3x6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform_13(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<10x3x6xf32>
    %1 = stablehlo.log %0 : tensor<10x3x6xf32>
    %2 = stablehlo.negate %1 : tensor<10x3x6xf32>
    %3 = stablehlo.log %2 : tensor<10x3x6xf32>
    %4 = stablehlo.negate %3 : tensor<10x3x6xf32>
    return %4 : tensor<10x3x6xf32>
  }
  func.func private @_uniform_13(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f32>) -> tensor<10x3x6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<10x3x6xui64>
    %8 = stablehlo.iota dim = 1 : tensor<10x3x6xui64>
    %9 = stablehlo.iota dim = 2 : tensor<10x3x6xui64>
    %c = stablehlo.constant dense<18> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<10x3x6xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<10x3x6xui64>
    %c_0 = stablehlo.constant dense<6> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<10x3x6xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<10x3x6xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<10x3x6xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<10x3x6xui64>
    %16 = stablehlo.add %11, %13 : tensor<10x3x6xui64>
    %17 = stablehlo.add %16, %15 : tensor<10x3x6xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<10x3x6xui64>
    %19 = stablehlo.shift_right_logical %17, %18 : tensor<10x3x6xui64>
    %20 = stablehlo.convert %17 : (tensor<10x3x6xui64>) -> tensor<10x3x6xui32>
    %21 = stablehlo.convert %19 : (tensor<10x3x6xui64>) -> tensor<10x3x6xui32>
    %22:2 = call @threefry2x32_14(%4, %6, %21, %20) : (tensor<ui32>, tensor<ui32>, tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> (tensor<10x3x6xui32>, tensor<10x3x6xui32>)
    %23 = stablehlo.xor %22#0, %22#1 : tensor<10x3x6xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
    %25 = stablehlo.shift_right_logical %23, %24 : tensor<10x3x6xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
    %27 = stablehlo.or %25, %26 : tensor<10x3x6xui32>
    %28 = stablehlo.bitcast_convert %27 : (tensor<10x3x6xui32>) -> tensor<10x3x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x3x6xf32>
    %30 = stablehlo.subtract %28, %29 : tensor<10x3x6xf32>
    %31 = stablehlo.subtract %2, %1 : tensor<1x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<10x3x6xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<10x3x6xf32>
    %34 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<10x3x6xf32>
    %35 = stablehlo.add %33, %34 : tensor<10x3x6xf32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<10x3x6xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<10x3x6xf32>
    return %37 : tensor<10x3x6xf32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<10x3x6xui32>, %arg3: tensor<10x3x6xui32>) -> (tensor<10x3x6xui32>, tensor<10x3x6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<10x3x6xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<10x3x6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<10x3x6xui32>, tensor<10x3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<10x3x6xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<10x3x6xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<10x3x6xui32>
      %22 = stablehlo.or %18, %21 : tensor<10x3x6xui32>
      %23 = stablehlo.xor %16, %22 : tensor<10x3x6xui32>
      %24 = stablehlo.add %16, %23 : tensor<10x3x6xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<10x3x6xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<10x3x6xui32>
      %30 = stablehlo.or %26, %29 : tensor<10x3x6xui32>
      %31 = stablehlo.xor %24, %30 : tensor<10x3x6xui32>
      %32 = stablehlo.add %24, %31 : tensor<10x3x6xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<10x3x6xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<10x3x6xui32>
      %38 = stablehlo.or %34, %37 : tensor<10x3x6xui32>
      %39 = stablehlo.xor %32, %38 : tensor<10x3x6xui32>
      %40 = stablehlo.add %32, %39 : tensor<10x3x6xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<10x3x6xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<10x3x6xui32>
      %46 = stablehlo.or %42, %45 : tensor<10x3x6xui32>
      %47 = stablehlo.xor %40, %46 : tensor<10x3x6xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %49 = stablehlo.add %40, %48 : tensor<10x3x6xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %51 = stablehlo.add %47, %50 : tensor<10x3x6xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i64>
      %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<10x3x6xui32>
      %55 = stablehlo.add %51, %54 : tensor<10x3x6xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i64>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i64>, tensor<i64>, tensor<10x3x6xui32>, tensor<10x3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<10x3x6xui32>, tensor<10x3x6xui32>
  }
  func.func private @argmax_15(%arg0: tensor<10x3x6xf32>) -> tensor<10x3xi64> {
    %0 = stablehlo.iota dim = 2 : tensor<10x3x6xi64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [2] : (tensor<10x3x6xf32>, tensor<10x3x6xi64>, tensor<f32>, tensor<i64>) -> (tensor<10x3xf32>, tensor<10x3xi64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<10x3xi64>
  }
}
