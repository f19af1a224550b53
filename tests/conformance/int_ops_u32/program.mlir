module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xui32>, %arg1: tensor<8x8xui32>, %arg2: tensor<8x8xui32>, %arg3: tensor<8x8xui32>, %arg4: tensor<32xf32>) -> (tensor<8x8xui32> {jax.result_info = "result[0]"}, tensor<8x8xui32> {jax.result_info = "result[1]"}, tensor<8x8xui32> {jax.result_info = "result[2]"}, tensor<8x8xui32> {jax.result_info = "result[3]"}, tensor<8x8xui32> {jax.result_info = "result[4]"}, tensor<8x8xui32> {jax.result_info = "result[5]"}, tensor<8x8xui32> {jax.result_info = "result[6]"}, tensor<8x8xui32> {jax.result_info = "result[7]"}, tensor<8x8xui32> {jax.result_info = "result[8]"}, tensor<8x8xui32> {jax.result_info = "result[9]"}, tensor<8x8xui32> {jax.result_info = "result[10]"}, tensor<8x8xui32> {jax.result_info = "result[11]"}, tensor<8x8xui32> {jax.result_info = "result[12]"}, tensor<8x8xui32> {jax.result_info = "result[13]"}, tensor<8x8xui32> {jax.result_info = "result[14]"}, tensor<8x8xui32> {jax.result_info = "result[15]"}, tensor<8x8xui32> {jax.result_info = "result[16]"}, tensor<8x8xui32> {jax.result_info = "result[17]"}, tensor<8x8xui32> {jax.result_info = "result[18]"}, tensor<8x8xui32> {jax.result_info = "result[19]"}, tensor<8x8xui32> {jax.result_info = "result[20]"}, tensor<6x8x8xi1> {jax.result_info = "result[21]"}, tensor<8x8xui32> {jax.result_info = "result[22]"}, tensor<8x8xui32> {jax.result_info = "result[23]"}, tensor<8x8xui32> {jax.result_info = "result[24]"}, tensor<8xui32> {jax.result_info = "result[25]"}, tensor<8xui32> {jax.result_info = "result[26]"}, tensor<8xui32> {jax.result_info = "result[27]"}, tensor<8xui32> {jax.result_info = "result[28]"}, tensor<8x8xf32> {jax.result_info = "result[29]"}, tensor<8x8xf64> {jax.result_info = "result[30]"}, tensor<32xui32> {jax.result_info = "result[31]"}, tensor<8x8xi1> {jax.result_info = "result[32]"}, tensor<8x8xui32> {jax.result_info = "result[33]"}, tensor<8x8xi8> {jax.result_info = "result[34]"}, tensor<8x8xi16> {jax.result_info = "result[35]"}, tensor<8x8xi32> {jax.result_info = "result[36]"}, tensor<8x8xi64> {jax.result_info = "result[37]"}, tensor<8x8xui8> {jax.result_info = "result[38]"}, tensor<8x8xui16> {jax.result_info = "result[39]"}, tensor<8x8xui64> {jax.result_info = "result[40]"}) {
    %0 = stablehlo.negate %arg0 : tensor<8x8xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %2 = stablehlo.compare EQ, %arg0, %1, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %c_1 = stablehlo.constant dense<1> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %5 = stablehlo.select %2, %3, %4 : tensor<8x8xi1>, tensor<8x8xui32>
    %6 = stablehlo.add %arg0, %arg1 : tensor<8x8xui32>
    %7 = stablehlo.subtract %arg0, %arg1 : tensor<8x8xui32>
    %8 = stablehlo.multiply %arg0, %arg1 : tensor<8x8xui32>
    %9 = stablehlo.divide %arg0, %arg2 : tensor<8x8xui32>
    %10 = stablehlo.remainder %arg0, %arg2 : tensor<8x8xui32>
    %11 = call @floor_divide(%arg0, %arg2) : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xui32>
    %12 = call @remainder(%arg0, %arg2) : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xui32>
    %13 = stablehlo.maximum %arg0, %arg1 : tensor<8x8xui32>
    %14 = stablehlo.minimum %arg0, %arg1 : tensor<8x8xui32>
    %c_2 = stablehlo.constant dense<10> : tensor<ui32>
    %c_3 = stablehlo.constant dense<1431655765> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %17 = stablehlo.clamp %15, %arg0, %16 : tensor<8x8xui32>
    %18 = stablehlo.shift_left %arg0, %arg3 : tensor<8x8xui32>
    %19 = stablehlo.shift_right_arithmetic %arg0, %arg3 : tensor<8x8xui32>
    %20 = stablehlo.shift_right_logical %arg0, %arg3 : tensor<8x8xui32>
    %21 = stablehlo.and %arg0, %arg1 : tensor<8x8xui32>
    %22 = stablehlo.or %arg0, %arg1 : tensor<8x8xui32>
    %23 = stablehlo.xor %arg0, %arg1 : tensor<8x8xui32>
    %24 = stablehlo.not %arg0 : tensor<8x8xui32>
    %25 = stablehlo.popcnt %arg0 : tensor<8x8xui32>
    %26 = stablehlo.count_leading_zeros %arg0 : tensor<8x8xui32>
    %27 = stablehlo.compare LT, %arg0, %arg1, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %28 = stablehlo.compare LE, %arg0, %arg1, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %29 = stablehlo.compare EQ, %arg0, %arg1, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %30 = stablehlo.compare NE, %arg0, %arg1, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %31 = stablehlo.compare GE, %arg0, %arg1, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %32 = stablehlo.compare GT, %arg0, %arg1, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %33 = stablehlo.broadcast_in_dim %27, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %34 = stablehlo.broadcast_in_dim %28, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %35 = stablehlo.broadcast_in_dim %29, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %36 = stablehlo.broadcast_in_dim %30, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %37 = stablehlo.broadcast_in_dim %31, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %38 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %39 = stablehlo.concatenate %33, %34, %35, %36, %37, %38, dim = 0 : (tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>) -> tensor<6x8x8xi1>
    %40 = stablehlo.multiply %arg0, %arg0 : tensor<8x8xui32>
    %41 = stablehlo.multiply %arg0, %arg0 : tensor<8x8xui32>
    %42 = stablehlo.multiply %41, %arg0 : tensor<8x8xui32>
    %43 = call @cumsum(%arg0) : (tensor<8x8xui32>) -> tensor<8x8xui32>
    %c_4 = stablehlo.constant dense<0> : tensor<ui32>
    %44 = stablehlo.reduce(%arg0 init: %c_4) applies stablehlo.add across dimensions = [0] : (tensor<8x8xui32>, tensor<ui32>) -> tensor<8xui32>
    %c_5 = stablehlo.constant dense<1> : tensor<ui32>
    %45 = stablehlo.reduce(%arg0 init: %c_5) applies stablehlo.multiply across dimensions = [1] : (tensor<8x8xui32>, tensor<ui32>) -> tensor<8xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %46 = stablehlo.reduce(%arg0 init: %c_6) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xui32>, tensor<ui32>) -> tensor<8xui32>
    %c_7 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %47 = stablehlo.reduce(%arg0 init: %c_7) applies stablehlo.minimum across dimensions = [0] : (tensor<8x8xui32>, tensor<ui32>) -> tensor<8xui32>
    %48 = stablehlo.convert %arg0 : (tensor<8x8xui32>) -> tensor<8x8xf32>
    %49 = stablehlo.convert %arg0 : (tensor<8x8xui32>) -> tensor<8x8xf64>
    %50 = stablehlo.convert %arg4 : (tensor<32xf32>) -> tensor<32xui32>
    %c_8 = stablehlo.constant dense<0> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %52 = stablehlo.compare NE, %arg0, %51, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %53 = stablehlo.convert %52 : tensor<8x8xi1>
    %54 = stablehlo.compare GT, %arg0, %arg1, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %55 = stablehlo.convert %54 : (tensor<8x8xi1>) -> tensor<8x8xui32>
    %56 = stablehlo.convert %arg0 : (tensor<8x8xui32>) -> tensor<8x8xi8>
    %57 = stablehlo.convert %arg0 : (tensor<8x8xui32>) -> tensor<8x8xi16>
    %58 = stablehlo.convert %arg0 : (tensor<8x8xui32>) -> tensor<8x8xi32>
    %59 = stablehlo.convert %arg0 : (tensor<8x8xui32>) -> tensor<8x8xi64>
    %60 = stablehlo.convert %arg0 : (tensor<8x8xui32>) -> tensor<8x8xui8>
    %61 = stablehlo.convert %arg0 : (tensor<8x8xui32>) -> tensor<8x8xui16>
    %62 = stablehlo.convert %arg0 : (tensor<8x8xui32>) -> tensor<8x8xui64>
    return %0, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %39, %40, %42, %43, %44, %45, %46, %47, %48, %49, %50, %53, %55, %56, %57, %58, %59, %60, %61, %62 : tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<6x8x8xi1>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8x8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8x8xf32>, tensor<8x8xf64>, tensor<32xui32>, tensor<8x8xi1>, tensor<8x8xui32>, tensor<8x8xi8>, tensor<8x8xi16>, tensor<8x8xi32>, tensor<8x8xi64>, tensor<8x8xui8>, tensor<8x8xui16>, tensor<8x8xui64>
  }
  func.func private @floor_divide(%arg0: tensor<8x8xui32>, %arg1: tensor<8x8xui32>) -> tensor<8x8xui32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8x8xui32>
    return %0 : tensor<8x8xui32>
  }
  func.func private @remainder(%arg0: tensor<8x8xui32>, %arg1: tensor<8x8xui32>) -> tensor<8x8xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %1 = stablehlo.compare EQ, %arg1, %0, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<8x8xi1>, tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xui32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8x8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x8xui32>
    %10 = stablehlo.compare LT, %3, %9, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8x8xi1>
    %13 = stablehlo.add %4, %3 : tensor<8x8xui32>
    %14 = stablehlo.select %12, %13, %4 : tensor<8x8xi1>, tensor<8x8xui32>
    return %14 : tensor<8x8xui32>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xui32>, %arg2: tensor<8x8xui32>) -> tensor<8x8xui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8xi1>, tensor<8x8xui32>
    return %0 : tensor<8x8xui32>
  }
  func.func private @cumsum(%arg0: tensor<8x8xui32>) -> tensor<8x8xui32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x8xui32>) -> tensor<8x8xui32>
    return %0 : tensor<8x8xui32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x8xui32>) -> tensor<8x8xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<ui32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<ui32>
      stablehlo.return %2 : tensor<ui32>
    }) : (tensor<8x8xui32>, tensor<ui32>) -> tensor<8x8xui32>
    return %1 : tensor<8x8xui32>
  }
}
