module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>, %arg2: tensor<8x8xi64>, %arg3: tensor<8x8xi64>, %arg4: tensor<32xf32>) -> (tensor<8x8xi64> {jax.result_info = "result[0]"}, tensor<8x8xi64> {jax.result_info = "result[1]"}, tensor<8x8xi64> {jax.result_info = "result[2]"}, tensor<8x8xi64> {jax.result_info = "result[3]"}, tensor<8x8xi64> {jax.result_info = "result[4]"}, tensor<8x8xi64> {jax.result_info = "result[5]"}, tensor<8x8xi64> {jax.result_info = "result[6]"}, tensor<8x8xi64> {jax.result_info = "result[7]"}, tensor<8x8xi64> {jax.result_info = "result[8]"}, tensor<8x8xi64> {jax.result_info = "result[9]"}, tensor<8x8xi64> {jax.result_info = "result[10]"}, tensor<8x8xi64> {jax.result_info = "result[11]"}, tensor<8x8xi64> {jax.result_info = "result[12]"}, tensor<8x8xi64> {jax.result_info = "result[13]"}, tensor<8x8xi64> {jax.result_info = "result[14]"}, tensor<8x8xi64> {jax.result_info = "result[15]"}, tensor<8x8xi64> {jax.result_info = "result[16]"}, tensor<8x8xi64> {jax.result_info = "result[17]"}, tensor<8x8xi64> {jax.result_info = "result[18]"}, tensor<8x8xi64> {jax.result_info = "result[19]"}, tensor<8x8xi64> {jax.result_info = "result[20]"}, tensor<8x8xi64> {jax.result_info = "result[21]"}, tensor<6x8x8xi1> {jax.result_info = "result[22]"}, tensor<8x8xi64> {jax.result_info = "result[23]"}, tensor<8x8xi64> {jax.result_info = "result[24]"}, tensor<8x8xi64> {jax.result_info = "result[25]"}, tensor<8xi64> {jax.result_info = "result[26]"}, tensor<8xi64> {jax.result_info = "result[27]"}, tensor<8xi64> {jax.result_info = "result[28]"}, tensor<8xi64> {jax.result_info = "result[29]"}, tensor<8x8xf32> {jax.result_info = "result[30]"}, tensor<8x8xf64> {jax.result_info = "result[31]"}, tensor<32xi64> {jax.result_info = "result[32]"}, tensor<8x8xi1> {jax.result_info = "result[33]"}, tensor<8x8xi64> {jax.result_info = "result[34]"}, tensor<8x8xi8> {jax.result_info = "result[35]"}, tensor<8x8xi16> {jax.result_info = "result[36]"}, tensor<8x8xi32> {jax.result_info = "result[37]"}, tensor<8x8xui8> {jax.result_info = "result[38]"}, tensor<8x8xui16> {jax.result_info = "result[39]"}, tensor<8x8xui32> {jax.result_info = "result[40]"}, tensor<8x8xui64> {jax.result_info = "result[41]"}) {
    %0 = stablehlo.abs %arg0 : tensor<8x8xi64>
    %1 = stablehlo.negate %arg0 : tensor<8x8xi64>
    %2 = stablehlo.sign %arg0 : tensor<8x8xi64>
    %3 = stablehlo.add %arg0, %arg1 : tensor<8x8xi64>
    %4 = stablehlo.subtract %arg0, %arg1 : tensor<8x8xi64>
    %5 = stablehlo.multiply %arg0, %arg1 : tensor<8x8xi64>
    %6 = stablehlo.divide %arg0, %arg2 : tensor<8x8xi64>
    %7 = stablehlo.remainder %arg0, %arg2 : tensor<8x8xi64>
    %8 = call @floor_divide(%arg0, %arg2) : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %9 = call @remainder(%arg0, %arg2) : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %10 = stablehlo.maximum %arg0, %arg1 : tensor<8x8xi64>
    %11 = stablehlo.minimum %arg0, %arg1 : tensor<8x8xi64>
    %c = stablehlo.constant dense<-4611686018427387904> : tensor<i64>
    %c_0 = stablehlo.constant dense<3074457345618258602> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %14 = stablehlo.clamp %12, %arg0, %13 : tensor<8x8xi64>
    %15 = stablehlo.shift_left %arg0, %arg3 : tensor<8x8xi64>
    %16 = stablehlo.shift_right_arithmetic %arg0, %arg3 : tensor<8x8xi64>
    %17 = stablehlo.shift_right_logical %arg0, %arg3 : tensor<8x8xi64>
    %18 = stablehlo.and %arg0, %arg1 : tensor<8x8xi64>
    %19 = stablehlo.or %arg0, %arg1 : tensor<8x8xi64>
    %20 = stablehlo.xor %arg0, %arg1 : tensor<8x8xi64>
    %21 = stablehlo.not %arg0 : tensor<8x8xi64>
    %22 = stablehlo.popcnt %arg0 : tensor<8x8xi64>
    %23 = stablehlo.count_leading_zeros %arg0 : tensor<8x8xi64>
    %24 = stablehlo.compare LT, %arg0, %arg1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %25 = stablehlo.compare LE, %arg0, %arg1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %26 = stablehlo.compare EQ, %arg0, %arg1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %27 = stablehlo.compare NE, %arg0, %arg1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %28 = stablehlo.compare GE, %arg0, %arg1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %29 = stablehlo.compare GT, %arg0, %arg1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %30 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %32 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %33 = stablehlo.broadcast_in_dim %27, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %34 = stablehlo.broadcast_in_dim %28, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %35 = stablehlo.broadcast_in_dim %29, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %36 = stablehlo.concatenate %30, %31, %32, %33, %34, %35, dim = 0 : (tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>) -> tensor<6x8x8xi1>
    %37 = stablehlo.multiply %arg0, %arg0 : tensor<8x8xi64>
    %38 = stablehlo.multiply %arg0, %arg0 : tensor<8x8xi64>
    %39 = stablehlo.multiply %38, %arg0 : tensor<8x8xi64>
    %40 = call @cumsum(%arg0) : (tensor<8x8xi64>) -> tensor<8x8xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %41 = stablehlo.reduce(%arg0 init: %c_1) applies stablehlo.add across dimensions = [0] : (tensor<8x8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %42 = stablehlo.reduce(%arg0 init: %c_2) applies stablehlo.multiply across dimensions = [1] : (tensor<8x8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_3 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %43 = stablehlo.reduce(%arg0 init: %c_3) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xi64>, tensor<i64>) -> tensor<8xi64>
    %c_4 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %44 = stablehlo.reduce(%arg0 init: %c_4) applies stablehlo.minimum across dimensions = [0] : (tensor<8x8xi64>, tensor<i64>) -> tensor<8xi64>
    %45 = stablehlo.convert %arg0 : (tensor<8x8xi64>) -> tensor<8x8xf32>
    %46 = stablehlo.convert %arg0 : (tensor<8x8xi64>) -> tensor<8x8xf64>
    %47 = stablehlo.convert %arg4 : (tensor<32xf32>) -> tensor<32xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %49 = stablehlo.compare NE, %arg0, %48, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %50 = stablehlo.convert %49 : tensor<8x8xi1>
    %51 = stablehlo.compare GT, %arg0, %arg1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %52 = stablehlo.convert %51 : (tensor<8x8xi1>) -> tensor<8x8xi64>
    %53 = stablehlo.convert %arg0 : (tensor<8x8xi64>) -> tensor<8x8xi8>
    %54 = stablehlo.convert %arg0 : (tensor<8x8xi64>) -> tensor<8x8xi16>
    %55 = stablehlo.convert %arg0 : (tensor<8x8xi64>) -> tensor<8x8xi32>
    %56 = stablehlo.convert %arg0 : (tensor<8x8xi64>) -> tensor<8x8xui8>
    %57 = stablehlo.convert %arg0 : (tensor<8x8xi64>) -> tensor<8x8xui16>
    %58 = stablehlo.convert %arg0 : (tensor<8x8xi64>) -> tensor<8x8xui32>
    %59 = stablehlo.convert %arg0 : (tensor<8x8xi64>) -> tensor<8x8xui64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %36, %37, %39, %40, %41, %42, %43, %44, %45, %46, %47, %50, %52, %53, %54, %55, %56, %57, %58, %59 : tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<6x8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8x8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8x8xf32>, tensor<8x8xf64>, tensor<32xi64>, tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi8>, tensor<8x8xi16>, tensor<8x8xi32>, tensor<8x8xui8>, tensor<8x8xui16>, tensor<8x8xui32>, tensor<8x8xui64>
  }
  func.func private @floor_divide(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) -> tensor<8x8xi64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8x8xi64>
    %1 = stablehlo.sign %arg0 : tensor<8x8xi64>
    %2 = stablehlo.sign %arg1 : tensor<8x8xi64>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<8x8xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %7 = stablehlo.and %3, %6 : tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %9 = stablehlo.subtract %0, %8 : tensor<8x8xi64>
    %10 = call @_where(%7, %9, %0) : (tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    return %10 : tensor<8x8xi64>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xi64>, %arg2: tensor<8x8xi64>) -> tensor<8x8xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8xi1>, tensor<8x8xi64>
    return %0 : tensor<8x8xi64>
  }
  func.func private @remainder(%arg0: tensor<8x8xi64>, %arg1: tensor<8x8xi64>) -> tensor<8x8xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %3 = call @_where(%1, %2, %arg1) : (tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8x8xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8x8xi1>
    %13 = stablehlo.add %4, %3 : tensor<8x8xi64>
    %14 = stablehlo.select %12, %13, %4 : tensor<8x8xi1>, tensor<8x8xi64>
    return %14 : tensor<8x8xi64>
  }
  func.func private @cumsum(%arg0: tensor<8x8xi64>) -> tensor<8x8xi64> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x8xi64>) -> tensor<8x8xi64>
    return %0 : tensor<8x8xi64>
  }
  func.func private @cumsum_0(%arg0: tensor<8x8xi64>) -> tensor<8x8xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<8x8xi64>, tensor<i64>) -> tensor<8x8xi64>
    return %1 : tensor<8x8xi64>
  }
}
