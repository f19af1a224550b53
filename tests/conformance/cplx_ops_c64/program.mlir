module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xcomplex<f32>>, %arg1: tensor<4x6xcomplex<f32>>, %arg2: tensor<4x6xcomplex<f32>>, %arg3: tensor<16xcomplex<f32>>, %arg4: tensor<4x6xf32>, %arg5: tensor<4x6xf32>) -> (tensor<4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<complex<f32>> {jax.result_info = "result[1]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<16xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<16xi64> {jax.result_info = "result[7]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[11]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[13]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[14]"}, tensor<4x6xf32> {jax.result_info = "result[15]"}, tensor<4x6xf32> {jax.result_info = "result[16]"}, tensor<4x6xf32> {jax.result_info = "result[17]"}, tensor<4x6xf32> {jax.result_info = "result[18]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[19]"}, tensor<4x6xi1> {jax.result_info = "result[20]"}, tensor<4x6xi1> {jax.result_info = "result[21]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[22]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[23]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[24]"}) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.reduce(%arg2 init: %cst_1) applies stablehlo.multiply across dimensions = [0] : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.reduce(%arg2 init: %cst_2) applies stablehlo.multiply across dimensions = [1] : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %4 = call @cumsum(%arg0) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<6xcomplex<f32>>
    %8 = call @sort(%arg3) : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %9 = call @argsort(%arg3) : (tensor<16xcomplex<f32>>) -> tensor<16xi64>
    %10 = call @sort_1(%arg0) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %11 = stablehlo.add %arg0, %arg1 : tensor<4x6xcomplex<f32>>
    %12 = stablehlo.subtract %arg0, %arg1 : tensor<4x6xcomplex<f32>>
    %13 = stablehlo.multiply %arg0, %arg1 : tensor<4x6xcomplex<f32>>
    %14 = stablehlo.divide %arg0, %arg2 : tensor<4x6xcomplex<f32>>
    %15 = stablehlo.negate %arg0 : tensor<4x6xcomplex<f32>>
    %16 = stablehlo.real %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %17 = stablehlo.imag %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %18 = stablehlo.negate %17 : tensor<4x6xf32>
    %19 = stablehlo.complex %16, %18 : tensor<4x6xcomplex<f32>>
    %20 = stablehlo.real %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %21 = stablehlo.imag %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %22 = stablehlo.abs %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %23 = call @angle(%arg0) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %24 = stablehlo.complex %arg4, %arg5 : tensor<4x6xcomplex<f32>>
    %25 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4x6xi1>
    %26 = stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4x6xi1>
    %27 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4x6xcomplex<f32>>) -> tensor<6x4xcomplex<f32>>
    %28 = stablehlo.dot_general %arg0, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xcomplex<f32>>, tensor<6x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %29 = stablehlo.real %arg1 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %30 = stablehlo.imag %arg1 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %31 = stablehlo.negate %30 : tensor<4x6xf32>
    %32 = stablehlo.complex %29, %31 : tensor<4x6xcomplex<f32>>
    %33 = stablehlo.dot_general %arg0, %32, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %34 = stablehlo.convert %arg4 : (tensor<4x6xf32>) -> tensor<4x6xcomplex<f32>>
    return %0, %1, %2, %3, %4, %7, %8, %9, %10, %11, %12, %13, %14, %15, %19, %20, %21, %22, %23, %24, %25, %26, %28, %33, %34 : tensor<4xcomplex<f32>>, tensor<complex<f32>>, tensor<6xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<16xi64>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xcomplex<f32>>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4x6xcomplex<f32>>
  }
  func.func private @cumsum(%arg0: tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    return %0 : tensor<4x6xcomplex<f32>>
  }
  func.func private @cumsum_0(%arg0: tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %2 : tensor<complex<f32>>
    }) : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x6xcomplex<f32>>
    return %1 : tensor<4x6xcomplex<f32>>
  }
  func.func private @sort(%arg0: tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_6, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_7, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.select %17, %cst_9, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %20 = stablehlo.select %19, %cst_10, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare LT, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare EQ, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %23, %21 : tensor<i1>
      %25 = stablehlo.or %22, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    return %0 : tensor<16xcomplex<f32>>
  }
  func.func private @argsort(%arg0: tensor<16xcomplex<f32>>) -> tensor<16xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<16xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %2 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %7 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.compare EQ, %7, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.select %8, %cst_3, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare NE, %7, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %11 = stablehlo.select %10, %cst_4, %9 : tensor<i1>, tensor<f32>
      %12 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.compare EQ, %12, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.select %13, %cst_6, %12 : tensor<i1>, tensor<f32>
      %15 = stablehlo.compare NE, %12, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %16 = stablehlo.select %15, %cst_7, %14 : tensor<i1>, tensor<f32>
      %17 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.compare EQ, %17, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.select %18, %cst_9, %17 : tensor<i1>, tensor<f32>
      %20 = stablehlo.compare NE, %17, %17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %21 = stablehlo.select %20, %cst_10, %19 : tensor<i1>, tensor<f32>
      %22 = stablehlo.compare LT, %11, %21, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare LT, %6, %16, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.compare EQ, %6, %16, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = stablehlo.and %24, %22 : tensor<i1>
      %26 = stablehlo.or %23, %25 : tensor<i1>
      stablehlo.return %26 : tensor<i1>
    }) : (tensor<16xcomplex<f32>>, tensor<16xi64>) -> (tensor<16xcomplex<f32>>, tensor<16xi64>)
    return %1#1 : tensor<16xi64>
  }
  func.func private @sort_1(%arg0: tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_6, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_7, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.select %17, %cst_9, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %20 = stablehlo.select %19, %cst_10, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare LT, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare EQ, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %23, %21 : tensor<i1>
      %25 = stablehlo.or %22, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    return %0 : tensor<4x6xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32> {
    %0 = stablehlo.real %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %1 = stablehlo.imag %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
}
