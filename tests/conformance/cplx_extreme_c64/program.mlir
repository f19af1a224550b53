module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<22xcomplex<f32>>, %arg1: tensor<8xcomplex<f32>>) -> (tensor<22xf32> {jax.result_info = "result[0]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<22xf32> {jax.result_info = "result[6]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[11]"}, tensor<22xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[13]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[14]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[15]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[16]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[17]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[18]"}) {
    %0 = stablehlo.abs %arg0 : (tensor<22xcomplex<f32>>) -> tensor<22xf32>
    %1 = stablehlo.sqrt %arg0 : tensor<22xcomplex<f32>>
    %2 = stablehlo.rsqrt %arg0 : tensor<22xcomplex<f32>>
    %3 = stablehlo.log %arg0 : tensor<22xcomplex<f32>>
    %4 = stablehlo.log_plus_one %arg0 : tensor<22xcomplex<f32>>
    %5 = stablehlo.sign %arg0 : tensor<22xcomplex<f32>>
    %6 = call @angle(%arg0) : (tensor<22xcomplex<f32>>) -> tensor<22xf32>
    %7 = chlo.asin %arg0 : tensor<22xcomplex<f32>> -> tensor<22xcomplex<f32>>
    %8 = chlo.acos %arg0 : tensor<22xcomplex<f32>> -> tensor<22xcomplex<f32>>
    %9 = chlo.asinh %arg0 : tensor<22xcomplex<f32>> -> tensor<22xcomplex<f32>>
    %10 = call @arccosh(%arg0) : (tensor<22xcomplex<f32>>) -> tensor<22xcomplex<f32>>
    %11 = chlo.atan %arg0 : tensor<22xcomplex<f32>> -> tensor<22xcomplex<f32>>
    %12 = chlo.atanh %arg0 : tensor<22xcomplex<f32>> -> tensor<22xcomplex<f32>>
    %13 = stablehlo.exponential_minus_one %arg1 : tensor<8xcomplex<f32>>
    %14 = stablehlo.exponential %arg1 : tensor<8xcomplex<f32>>
    %15 = stablehlo.tanh %arg1 : tensor<8xcomplex<f32>>
    %16 = chlo.sinh %arg1 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %17 = stablehlo.tan %arg1 : tensor<8xcomplex<f32>>
    %18 = stablehlo.real %arg1 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %19 = stablehlo.imag %arg1 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.compare EQ, %18, %20, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %22 = stablehlo.sine %18 : tensor<8xf32>
    %23 = stablehlo.cosine %18 : tensor<8xf32>
    %24 = stablehlo.exponential_minus_one %19 : tensor<8xf32>
    %25 = stablehlo.negate %19 : tensor<8xf32>
    %26 = stablehlo.exponential_minus_one %25 : tensor<8xf32>
    %27 = stablehlo.subtract %24, %26 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8xf32>
    %30 = stablehlo.add %24, %26 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.add %30, %31 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.divide %32, %33 : tensor<8xf32>
    %35 = stablehlo.multiply %22, %34 : tensor<8xf32>
    %36 = stablehlo.multiply %23, %29 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.complex %37, %36 : tensor<8xcomplex<f32>>
    %39 = stablehlo.complex %35, %36 : tensor<8xcomplex<f32>>
    %40 = stablehlo.select %21, %38, %39 : tensor<8xi1>, tensor<8xcomplex<f32>>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %40 : tensor<22xf32>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>, tensor<22xf32>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<22xcomplex<f32>>) -> tensor<22xf32> {
    %0 = stablehlo.real %arg0 : (tensor<22xcomplex<f32>>) -> tensor<22xf32>
    %1 = stablehlo.imag %arg0 : (tensor<22xcomplex<f32>>) -> tensor<22xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<22xf32>
    return %2 : tensor<22xf32>
  }
  func.func private @arccosh(%arg0: tensor<22xcomplex<f32>>) -> tensor<22xcomplex<f32>> {
    %0 = chlo.acosh %arg0 : tensor<22xcomplex<f32>> -> tensor<22xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<22xcomplex<f32>>) -> tensor<22xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<22xf32>
    %3 = stablehlo.compare LT, %1, %2, FLOAT : (tensor<22xf32>, tensor<22xf32>) -> tensor<22xi1>
    %4 = stablehlo.negate %0 : tensor<22xcomplex<f32>>
    %5 = call @_where(%3, %4, %0) : (tensor<22xi1>, tensor<22xcomplex<f32>>, tensor<22xcomplex<f32>>) -> tensor<22xcomplex<f32>>
    return %5 : tensor<22xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<22xi1>, %arg1: tensor<22xcomplex<f32>>, %arg2: tensor<22xcomplex<f32>>) -> tensor<22xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<22xi1>, tensor<22xcomplex<f32>>
    return %0 : tensor<22xcomplex<f32>>
  }
}
