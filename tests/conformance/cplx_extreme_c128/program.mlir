module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<44xcomplex<f64>>, %arg1: tensor<16xcomplex<f64>>) -> (tensor<44xf64> {jax.result_info = "result[0]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<44xf64> {jax.result_info = "result[6]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[7]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[8]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[9]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[10]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[11]"}, tensor<44xcomplex<f64>> {jax.result_info = "result[12]"}, tensor<16xcomplex<f64>> {jax.result_info = "result[13]"}, tensor<16xcomplex<f64>> {jax.result_info = "result[14]"}, tensor<16xcomplex<f64>> {jax.result_info = "result[15]"}, tensor<16xcomplex<f64>> {jax.result_info = "result[16]"}, tensor<16xcomplex<f64>> {jax.result_info = "result[17]"}, tensor<16xcomplex<f64>> {jax.result_info = "result[18]"}) {
    %0 = stablehlo.abs %arg0 : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %1 = stablehlo.sqrt %arg0 : tensor<44xcomplex<f64>>
    %2 = stablehlo.rsqrt %arg0 : tensor<44xcomplex<f64>>
    %3 = stablehlo.log %arg0 : tensor<44xcomplex<f64>>
    %4 = stablehlo.log_plus_one %arg0 : tensor<44xcomplex<f64>>
    %5 = stablehlo.sign %arg0 : tensor<44xcomplex<f64>>
    %6 = call @angle(%arg0) : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %7 = chlo.asin %arg0 : tensor<44xcomplex<f64>> -> tensor<44xcomplex<f64>>
    %8 = chlo.acos %arg0 : tensor<44xcomplex<f64>> -> tensor<44xcomplex<f64>>
    %9 = chlo.asinh %arg0 : tensor<44xcomplex<f64>> -> tensor<44xcomplex<f64>>
    %10 = call @arccosh(%arg0) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %11 = chlo.atan %arg0 : tensor<44xcomplex<f64>> -> tensor<44xcomplex<f64>>
    %12 = chlo.atanh %arg0 : tensor<44xcomplex<f64>> -> tensor<44xcomplex<f64>>
    %13 = stablehlo.exponential_minus_one %arg1 : tensor<16xcomplex<f64>>
    %14 = stablehlo.exponential %arg1 : tensor<16xcomplex<f64>>
    %15 = stablehlo.tanh %arg1 : tensor<16xcomplex<f64>>
    %16 = chlo.sinh %arg1 : tensor<16xcomplex<f64>> -> tensor<16xcomplex<f64>>
    %17 = stablehlo.tan %arg1 : tensor<16xcomplex<f64>>
    %18 = stablehlo.real %arg1 : (tensor<16xcomplex<f64>>) -> tensor<16xf64>
    %19 = stablehlo.imag %arg1 : (tensor<16xcomplex<f64>>) -> tensor<16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %21 = stablehlo.compare EQ, %18, %20, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %22 = stablehlo.sine %18 : tensor<16xf64>
    %23 = stablehlo.cosine %18 : tensor<16xf64>
    %24 = stablehlo.exponential_minus_one %19 : tensor<16xf64>
    %25 = stablehlo.negate %19 : tensor<16xf64>
    %26 = stablehlo.exponential_minus_one %25 : tensor<16xf64>
    %27 = stablehlo.subtract %24, %26 : tensor<16xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %29 = stablehlo.divide %27, %28 : tensor<16xf64>
    %30 = stablehlo.add %24, %26 : tensor<16xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %32 = stablehlo.add %30, %31 : tensor<16xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %34 = stablehlo.divide %32, %33 : tensor<16xf64>
    %35 = stablehlo.multiply %22, %34 : tensor<16xf64>
    %36 = stablehlo.multiply %23, %29 : tensor<16xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %38 = stablehlo.complex %37, %36 : tensor<16xcomplex<f64>>
    %39 = stablehlo.complex %35, %36 : tensor<16xcomplex<f64>>
    %40 = stablehlo.select %21, %38, %39 : tensor<16xi1>, tensor<16xcomplex<f64>>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %40 : tensor<44xf64>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xf64>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>
  }
  func.func private @angle(%arg0: tensor<44xcomplex<f64>>) -> tensor<44xf64> {
    %0 = stablehlo.real %arg0 : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %1 = stablehlo.imag %arg0 : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<44xf64>
    return %2 : tensor<44xf64>
  }
  func.func private @arccosh(%arg0: tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>> {
    %0 = chlo.acosh %arg0 : tensor<44xcomplex<f64>> -> tensor<44xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<44xf64>
    %3 = stablehlo.compare LT, %1, %2, FLOAT : (tensor<44xf64>, tensor<44xf64>) -> tensor<44xi1>
    %4 = stablehlo.negate %0 : tensor<44xcomplex<f64>>
    %5 = call @_where(%3, %4, %0) : (tensor<44xi1>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    return %5 : tensor<44xcomplex<f64>>
  }
  func.func private @_where(%arg0: tensor<44xi1>, %arg1: tensor<44xcomplex<f64>>, %arg2: tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<44xi1>, tensor<44xcomplex<f64>>
    return %0 : tensor<44xcomplex<f64>>
  }
}
