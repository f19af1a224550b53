module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<42xcomplex<f64>>, %arg1: tensor<38xcomplex<f64>>, %arg2: tensor<38xcomplex<f64>>) -> (tensor<42xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[6]"}, tensor<42xf64> {jax.result_info = "result[7]"}, tensor<42xf64> {jax.result_info = "result[8]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[9]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[10]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[11]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[12]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[13]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[14]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[15]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[16]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[17]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[18]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[19]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[20]"}, tensor<42xcomplex<f64>> {jax.result_info = "result[21]"}, tensor<38xcomplex<f64>> {jax.result_info = "result[22]"}, tensor<38xcomplex<f64>> {jax.result_info = "result[23]"}, tensor<38xcomplex<f64>> {jax.result_info = "result[24]"}, tensor<38xcomplex<f64>> {jax.result_info = "result[25]"}, tensor<38xcomplex<f64>> {jax.result_info = "result[26]"}) {
    %0 = stablehlo.sqrt %arg0 : tensor<42xcomplex<f64>>
    %1 = stablehlo.tanh %arg0 : tensor<42xcomplex<f64>>
    %2 = stablehlo.exponential_minus_one %arg0 : tensor<42xcomplex<f64>>
    %3 = stablehlo.log_plus_one %arg0 : tensor<42xcomplex<f64>>
    %4 = stablehlo.sign %arg0 : tensor<42xcomplex<f64>>
    %5 = stablehlo.exponential %arg0 : tensor<42xcomplex<f64>>
    %6 = stablehlo.log %arg0 : tensor<42xcomplex<f64>>
    %7 = stablehlo.abs %arg0 : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %8 = call @angle(%arg0) : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %9 = chlo.acos %arg0 : tensor<42xcomplex<f64>> -> tensor<42xcomplex<f64>>
    %10 = chlo.asin %arg0 : tensor<42xcomplex<f64>> -> tensor<42xcomplex<f64>>
    %11 = chlo.asinh %arg0 : tensor<42xcomplex<f64>> -> tensor<42xcomplex<f64>>
    %12 = chlo.atan %arg0 : tensor<42xcomplex<f64>> -> tensor<42xcomplex<f64>>
    %13 = chlo.atanh %arg0 : tensor<42xcomplex<f64>> -> tensor<42xcomplex<f64>>
    %14 = call @arccosh(%arg0) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %15 = chlo.cosh %arg0 : tensor<42xcomplex<f64>> -> tensor<42xcomplex<f64>>
    %16 = chlo.sinh %arg0 : tensor<42xcomplex<f64>> -> tensor<42xcomplex<f64>>
    %17 = stablehlo.tan %arg0 : tensor<42xcomplex<f64>>
    %18 = stablehlo.real %arg0 : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %19 = stablehlo.imag %arg0 : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %21 = stablehlo.compare EQ, %18, %20, FLOAT : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xi1>
    %22 = stablehlo.sine %18 : tensor<42xf64>
    %23 = stablehlo.cosine %18 : tensor<42xf64>
    %24 = stablehlo.exponential_minus_one %19 : tensor<42xf64>
    %25 = stablehlo.negate %19 : tensor<42xf64>
    %26 = stablehlo.exponential_minus_one %25 : tensor<42xf64>
    %27 = stablehlo.subtract %24, %26 : tensor<42xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %29 = stablehlo.divide %27, %28 : tensor<42xf64>
    %30 = stablehlo.add %24, %26 : tensor<42xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %32 = stablehlo.add %30, %31 : tensor<42xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %34 = stablehlo.divide %32, %33 : tensor<42xf64>
    %35 = stablehlo.multiply %22, %34 : tensor<42xf64>
    %36 = stablehlo.multiply %23, %29 : tensor<42xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %38 = stablehlo.complex %37, %36 : tensor<42xcomplex<f64>>
    %39 = stablehlo.complex %35, %36 : tensor<42xcomplex<f64>>
    %40 = stablehlo.select %21, %38, %39 : tensor<42xi1>, tensor<42xcomplex<f64>>
    %41 = stablehlo.real %arg0 : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %42 = stablehlo.imag %arg0 : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %44 = stablehlo.compare EQ, %41, %43, FLOAT : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xi1>
    %45 = stablehlo.sine %41 : tensor<42xf64>
    %46 = stablehlo.cosine %41 : tensor<42xf64>
    %47 = stablehlo.exponential_minus_one %42 : tensor<42xf64>
    %48 = stablehlo.negate %42 : tensor<42xf64>
    %49 = stablehlo.exponential_minus_one %48 : tensor<42xf64>
    %50 = stablehlo.subtract %47, %49 : tensor<42xf64>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %52 = stablehlo.divide %50, %51 : tensor<42xf64>
    %53 = stablehlo.add %47, %49 : tensor<42xf64>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %55 = stablehlo.add %53, %54 : tensor<42xf64>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %57 = stablehlo.divide %55, %56 : tensor<42xf64>
    %58 = stablehlo.multiply %46, %57 : tensor<42xf64>
    %59 = stablehlo.negate %45 : tensor<42xf64>
    %60 = stablehlo.multiply %59, %52 : tensor<42xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %62 = stablehlo.complex %58, %61 : tensor<42xcomplex<f64>>
    %63 = stablehlo.complex %58, %60 : tensor<42xcomplex<f64>>
    %64 = stablehlo.select %44, %62, %63 : tensor<42xi1>, tensor<42xcomplex<f64>>
    %65 = stablehlo.multiply %arg0, %arg0 : tensor<42xcomplex<f64>>
    %66 = stablehlo.multiply %arg0, %arg0 : tensor<42xcomplex<f64>>
    %67 = stablehlo.multiply %66, %arg0 : tensor<42xcomplex<f64>>
    %68 = stablehlo.rsqrt %arg1 : tensor<38xcomplex<f64>>
    %69 = stablehlo.multiply %arg1, %arg1 : tensor<38xcomplex<f64>>
    %cst_9 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %70 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f64>>) -> tensor<38xcomplex<f64>>
    %71 = stablehlo.divide %70, %69 : tensor<38xcomplex<f64>>
    %72 = stablehlo.power %arg1, %arg2 : tensor<38xcomplex<f64>>
    %73 = stablehlo.multiply %arg1, %arg1 : tensor<38xcomplex<f64>>
    %74 = stablehlo.multiply %73, %arg1 : tensor<38xcomplex<f64>>
    %cst_10 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %75 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f64>>) -> tensor<38xcomplex<f64>>
    %76 = stablehlo.divide %75, %arg1 : tensor<38xcomplex<f64>>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %40, %64, %65, %67, %68, %71, %72, %74, %76 : tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xf64>, tensor<42xf64>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>
  }
  func.func private @angle(%arg0: tensor<42xcomplex<f64>>) -> tensor<42xf64> {
    %0 = stablehlo.real %arg0 : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %1 = stablehlo.imag %arg0 : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<42xf64>
    return %2 : tensor<42xf64>
  }
  func.func private @arccosh(%arg0: tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>> {
    %0 = chlo.acosh %arg0 : tensor<42xcomplex<f64>> -> tensor<42xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<42xf64>
    %3 = stablehlo.compare LT, %1, %2, FLOAT : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xi1>
    %4 = stablehlo.negate %0 : tensor<42xcomplex<f64>>
    %5 = call @_where(%3, %4, %0) : (tensor<42xi1>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    return %5 : tensor<42xcomplex<f64>>
  }
  func.func private @_where(%arg0: tensor<42xi1>, %arg1: tensor<42xcomplex<f64>>, %arg2: tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<42xi1>, tensor<42xcomplex<f64>>
    return %0 : tensor<42xcomplex<f64>>
  }
}
