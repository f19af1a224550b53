module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<42xcomplex<f32>>, %arg1: tensor<38xcomplex<f32>>, %arg2: tensor<38xcomplex<f32>>) -> (tensor<42xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<42xf32> {jax.result_info = "result[7]"}, tensor<42xf32> {jax.result_info = "result[8]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[11]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[13]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[14]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[15]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[16]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[17]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[18]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[19]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[20]"}, tensor<42xcomplex<f32>> {jax.result_info = "result[21]"}, tensor<38xcomplex<f32>> {jax.result_info = "result[22]"}, tensor<38xcomplex<f32>> {jax.result_info = "result[23]"}, tensor<38xcomplex<f32>> {jax.result_info = "result[24]"}, tensor<38xcomplex<f32>> {jax.result_info = "result[25]"}, tensor<38xcomplex<f32>> {jax.result_info = "result[26]"}) {
    %0 = stablehlo.sqrt %arg0 : tensor<42xcomplex<f32>>
    %1 = stablehlo.tanh %arg0 : tensor<42xcomplex<f32>>
    %2 = stablehlo.exponential_minus_one %arg0 : tensor<42xcomplex<f32>>
    %3 = stablehlo.log_plus_one %arg0 : tensor<42xcomplex<f32>>
    %4 = stablehlo.sign %arg0 : tensor<42xcomplex<f32>>
    %5 = stablehlo.exponential %arg0 : tensor<42xcomplex<f32>>
    %6 = stablehlo.log %arg0 : tensor<42xcomplex<f32>>
    %7 = stablehlo.abs %arg0 : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %8 = call @angle(%arg0) : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %9 = chlo.acos %arg0 : tensor<42xcomplex<f32>> -> tensor<42xcomplex<f32>>
    %10 = chlo.asin %arg0 : tensor<42xcomplex<f32>> -> tensor<42xcomplex<f32>>
    %11 = chlo.asinh %arg0 : tensor<42xcomplex<f32>> -> tensor<42xcomplex<f32>>
    %12 = chlo.atan %arg0 : tensor<42xcomplex<f32>> -> tensor<42xcomplex<f32>>
    %13 = chlo.atanh %arg0 : tensor<42xcomplex<f32>> -> tensor<42xcomplex<f32>>
    %14 = call @arccosh(%arg0) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %15 = chlo.cosh %arg0 : tensor<42xcomplex<f32>> -> tensor<42xcomplex<f32>>
    %16 = chlo.sinh %arg0 : tensor<42xcomplex<f32>> -> tensor<42xcomplex<f32>>
    %17 = stablehlo.tan %arg0 : tensor<42xcomplex<f32>>
    %18 = stablehlo.real %arg0 : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %19 = stablehlo.imag %arg0 : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %21 = stablehlo.compare EQ, %18, %20, FLOAT : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xi1>
    %22 = stablehlo.sine %18 : tensor<42xf32>
    %23 = stablehlo.cosine %18 : tensor<42xf32>
    %24 = stablehlo.exponential_minus_one %19 : tensor<42xf32>
    %25 = stablehlo.negate %19 : tensor<42xf32>
    %26 = stablehlo.exponential_minus_one %25 : tensor<42xf32>
    %27 = stablehlo.subtract %24, %26 : tensor<42xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %29 = stablehlo.divide %27, %28 : tensor<42xf32>
    %30 = stablehlo.add %24, %26 : tensor<42xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %32 = stablehlo.add %30, %31 : tensor<42xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %34 = stablehlo.divide %32, %33 : tensor<42xf32>
    %35 = stablehlo.multiply %22, %34 : tensor<42xf32>
    %36 = stablehlo.multiply %23, %29 : tensor<42xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %38 = stablehlo.complex %37, %36 : tensor<42xcomplex<f32>>
    %39 = stablehlo.complex %35, %36 : tensor<42xcomplex<f32>>
    %40 = stablehlo.select %21, %38, %39 : tensor<42xi1>, tensor<42xcomplex<f32>>
    %41 = stablehlo.real %arg0 : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %42 = stablehlo.imag %arg0 : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %44 = stablehlo.compare EQ, %41, %43, FLOAT : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xi1>
    %45 = stablehlo.sine %41 : tensor<42xf32>
    %46 = stablehlo.cosine %41 : tensor<42xf32>
    %47 = stablehlo.exponential_minus_one %42 : tensor<42xf32>
    %48 = stablehlo.negate %42 : tensor<42xf32>
    %49 = stablehlo.exponential_minus_one %48 : tensor<42xf32>
    %50 = stablehlo.subtract %47, %49 : tensor<42xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %52 = stablehlo.divide %50, %51 : tensor<42xf32>
    %53 = stablehlo.add %47, %49 : tensor<42xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %55 = stablehlo.add %53, %54 : tensor<42xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %57 = stablehlo.divide %55, %56 : tensor<42xf32>
    %58 = stablehlo.multiply %46, %57 : tensor<42xf32>
    %59 = stablehlo.negate %45 : tensor<42xf32>
    %60 = stablehlo.multiply %59, %52 : tensor<42xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %62 = stablehlo.complex %58, %61 : tensor<42xcomplex<f32>>
    %63 = stablehlo.complex %58, %60 : tensor<42xcomplex<f32>>
    %64 = stablehlo.select %44, %62, %63 : tensor<42xi1>, tensor<42xcomplex<f32>>
    %65 = stablehlo.multiply %arg0, %arg0 : tensor<42xcomplex<f32>>
    %66 = stablehlo.multiply %arg0, %arg0 : tensor<42xcomplex<f32>>
    %67 = stablehlo.multiply %66, %arg0 : tensor<42xcomplex<f32>>
    %68 = stablehlo.rsqrt %arg1 : tensor<38xcomplex<f32>>
    %69 = stablehlo.multiply %arg1, %arg1 : tensor<38xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %70 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<38xcomplex<f32>>
    %71 = stablehlo.divide %70, %69 : tensor<38xcomplex<f32>>
    %72 = stablehlo.power %arg1, %arg2 : tensor<38xcomplex<f32>>
    %73 = stablehlo.multiply %arg1, %arg1 : tensor<38xcomplex<f32>>
    %74 = stablehlo.multiply %73, %arg1 : tensor<38xcomplex<f32>>
    %cst_10 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %75 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f32>>) -> tensor<38xcomplex<f32>>
    %76 = stablehlo.divide %75, %arg1 : tensor<38xcomplex<f32>>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %40, %64, %65, %67, %68, %71, %72, %74, %76 : tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xf32>, tensor<42xf32>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<42xcomplex<f32>>) -> tensor<42xf32> {
    %0 = stablehlo.real %arg0 : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %1 = stablehlo.imag %arg0 : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<42xf32>
    return %2 : tensor<42xf32>
  }
  func.func private @arccosh(%arg0: tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>> {
    %0 = chlo.acosh %arg0 : tensor<42xcomplex<f32>> -> tensor<42xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<42xf32>
    %3 = stablehlo.compare LT, %1, %2, FLOAT : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xi1>
    %4 = stablehlo.negate %0 : tensor<42xcomplex<f32>>
    %5 = call @_where(%3, %4, %0) : (tensor<42xi1>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    return %5 : tensor<42xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<42xi1>, %arg1: tensor<42xcomplex<f32>>, %arg2: tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<42xi1>, tensor<42xcomplex<f32>>
    return %0 : tensor<42xcomplex<f32>>
  }
}
