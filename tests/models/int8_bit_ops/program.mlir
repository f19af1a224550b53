module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xi8>, %arg1: tensor<16xi8>, %arg2: tensor<16xi8>) -> (tensor<16xi8> {jax.result_info = "result[0]"}, tensor<16xi8> {jax.result_info = "result[1]"}, tensor<16xi8> {jax.result_info = "result[2]"}, tensor<16xi8> {jax.result_info = "result[3]"}, tensor<16xui8> {jax.result_info = "result[4]"}, tensor<16xi8> {jax.result_info = "result[5]"}, tensor<16xi8> {jax.result_info = "result[6]"}, tensor<16xui8> {jax.result_info = "result[7]"}, tensor<16xi8> {jax.result_info = "result[8]"}, tensor<16xi8> {jax.result_info = "result[9]"}, tensor<16xi8> {jax.result_info = "result[10]"}, tensor<16xi8> {jax.result_info = "result[11]"}, tensor<16xi8> {jax.result_info = "result[12]"}, tensor<16xi8> {jax.result_info = "result[13]"}, tensor<16xui8> {jax.result_info = "result[14]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<16xi8>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<16xi8>
    %c = stablehlo.constant dense<0> : tensor<i8>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %3 = stablehlo.compare EQ, %arg1, %2, SIGNED : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = call @_where(%3, %c_0, %arg1) : (tensor<16xi1>, tensor<i32>, tensor<16xi8>) -> tensor<16xi8>
    %5 = call @floor_divide(%arg0, %4) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %7 = stablehlo.compare EQ, %arg1, %6, SIGNED : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %8 = call @_where(%7, %c_2, %arg1) : (tensor<16xi1>, tensor<i32>, tensor<16xi8>) -> tensor<16xi8>
    %9 = call @remainder(%arg0, %8) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %10 = stablehlo.convert %arg0 : (tensor<16xi8>) -> tensor<16xui8>
    %11 = stablehlo.convert %arg2 : (tensor<16xi8>) -> tensor<16xui8>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<16xui8>
    %13 = stablehlo.shift_left %arg0, %arg2 : tensor<16xi8>
    %14 = stablehlo.popcnt %arg0 : tensor<16xi8>
    %15 = stablehlo.convert %arg0 : (tensor<16xi8>) -> tensor<16xui8>
    %16 = stablehlo.count_leading_zeros %15 : tensor<16xui8>
    %17 = stablehlo.xor %arg0, %arg1 : tensor<16xi8>
    %18 = stablehlo.not %arg1 : tensor<16xi8>
    %19 = stablehlo.convert %arg0 : (tensor<16xi8>) -> tensor<16xi32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %21 = stablehlo.multiply %19, %20 : tensor<16xi32>
    %c_4 = stablehlo.constant dense<-128> : tensor<i32>
    %c_5 = stablehlo.constant dense<127> : tensor<i32>
    %22 = call @clip(%21, %c_4, %c_5) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
    %23 = stablehlo.convert %22 : (tensor<16xi32>) -> tensor<16xi8>
    %24 = stablehlo.convert %arg0 : (tensor<16xi8>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.divide %24, %25 : tensor<16xf32>
    %27 = stablehlo.convert %26 : (tensor<16xf32>) -> tensor<16xi8>
    %28 = stablehlo.abs %arg0 : tensor<16xi8>
    %29 = stablehlo.sign %arg1 : tensor<16xi8>
    %30 = stablehlo.convert %arg0 : (tensor<16xi8>) -> tensor<16xui8>
    %31 = stablehlo.convert %arg1 : (tensor<16xi8>) -> tensor<16xui8>
    %32 = stablehlo.maximum %30, %31 : tensor<16xui8>
    return %0, %1, %5, %9, %12, %13, %14, %16, %17, %18, %23, %27, %28, %29, %32 : tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xui8>, tensor<16xi8>, tensor<16xi8>, tensor<16xui8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xui8>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<i32>, %arg2: tensor<16xi8>) -> tensor<16xi8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<i8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16xi1>, tensor<16xi8>
    return %2 : tensor<16xi8>
  }
  func.func private @floor_divide(%arg0: tensor<16xi8>, %arg1: tensor<16xi8>) -> tensor<16xi8> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<16xi8>
    %1 = stablehlo.sign %arg0 : tensor<16xi8>
    %2 = stablehlo.sign %arg1 : tensor<16xi8>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<16xi8>
    %c = stablehlo.constant dense<0> : tensor<i8>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %7 = stablehlo.and %3, %6 : tensor<16xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %9 = stablehlo.subtract %0, %8 : tensor<16xi8>
    %10 = call @_where_0(%7, %9, %0) : (tensor<16xi1>, tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    return %10 : tensor<16xi8>
  }
  func.func private @_where_0(%arg0: tensor<16xi1>, %arg1: tensor<16xi8>, %arg2: tensor<16xi8>) -> tensor<16xi8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xi8>
    return %0 : tensor<16xi8>
  }
  func.func private @remainder(%arg0: tensor<16xi8>, %arg1: tensor<16xi8>) -> tensor<16xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %3 = call @_where_0(%1, %2, %arg1) : (tensor<16xi1>, tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<16xi8>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %12 = stablehlo.and %11, %6 : tensor<16xi1>
    %13 = stablehlo.add %4, %3 : tensor<16xi8>
    %14 = stablehlo.select %12, %13, %4 : tensor<16xi1>, tensor<16xi8>
    return %14 : tensor<16xi8>
  }
  func.func private @clip(%arg0: tensor<16xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<16xi32>
    return %5 : tensor<16xi32>
  }
}
