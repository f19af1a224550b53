module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf16>, %arg1: tensor<32xf16>, %arg2: tensor<32xbf16>, %arg3: tensor<32xbf16>, %arg4: tensor<32xf32>) -> (tensor<32xf16> {jax.result_info = "result[0]"}, tensor<32xf16> {jax.result_info = "result[1]"}, tensor<32xf16> {jax.result_info = "result[2]"}, tensor<32xf16> {jax.result_info = "result[3]"}, tensor<32xf16> {jax.result_info = "result[4]"}, tensor<32xf16> {jax.result_info = "result[5]"}, tensor<32xf16> {jax.result_info = "result[6]"}, tensor<32xf16> {jax.result_info = "result[7]"}, tensor<32xf16> {jax.result_info = "result[8]"}, tensor<32xf16> {jax.result_info = "result[9]"}, tensor<32xf16> {jax.result_info = "result[10]"}, tensor<32xf16> {jax.result_info = "result[11]"}, tensor<32xf16> {jax.result_info = "result[12]"}, tensor<32xf16> {jax.result_info = "result[13]"}, tensor<32xf16> {jax.result_info = "result[14]"}, tensor<32xf16> {jax.result_info = "result[15]"}, tensor<32xf16> {jax.result_info = "result[16]"}, tensor<32xf32> {jax.result_info = "result[17]"}, tensor<32xbf16> {jax.result_info = "result[18]"}, tensor<32xbf16> {jax.result_info = "result[19]"}, tensor<32xbf16> {jax.result_info = "result[20]"}, tensor<32xbf16> {jax.result_info = "result[21]"}, tensor<32xbf16> {jax.result_info = "result[22]"}, tensor<32xbf16> {jax.result_info = "result[23]"}, tensor<32xbf16> {jax.result_info = "result[24]"}, tensor<32xbf16> {jax.result_info = "result[25]"}, tensor<32xbf16> {jax.result_info = "result[26]"}, tensor<32xbf16> {jax.result_info = "result[27]"}, tensor<32xbf16> {jax.result_info = "result[28]"}, tensor<32xbf16> {jax.result_info = "result[29]"}, tensor<32xbf16> {jax.result_info = "result[30]"}, tensor<32xbf16> {jax.result_info = "result[31]"}, tensor<32xbf16> {jax.result_info = "result[32]"}, tensor<32xbf16> {jax.result_info = "result[33]"}, tensor<32xbf16> {jax.result_info = "result[34]"}, tensor<32xf32> {jax.result_info = "result[35]"}, tensor<32xf16> {jax.result_info = "result[36]"}, tensor<32xbf16> {jax.result_info = "result[37]"}, tensor<32xf16> {jax.result_info = "result[38]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<32xf16>
    %1 = stablehlo.log %arg1 : tensor<32xf16>
    %2 = stablehlo.tanh %arg0 : tensor<32xf16>
    %3 = stablehlo.sqrt %arg1 : tensor<32xf16>
    %4 = stablehlo.rsqrt %arg1 : tensor<32xf16>
    %5 = stablehlo.negate %arg0 : tensor<32xf16>
    %6 = stablehlo.exponential %5 : tensor<32xf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<32xf16>
    %8 = stablehlo.add %7, %6 : tensor<32xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<32xf16>
    %10 = stablehlo.divide %9, %8 : tensor<32xf16>
    %11 = stablehlo.sine %arg0 : tensor<32xf16>
    %12 = stablehlo.cosine %arg0 : tensor<32xf16>
    %13 = chlo.erf %arg0 : tensor<32xf16> -> tensor<32xf16>
    %14 = stablehlo.log_plus_one %arg1 : tensor<32xf16>
    %15 = stablehlo.exponential_minus_one %arg0 : tensor<32xf16>
    %16 = stablehlo.abs %arg0 : tensor<32xf16>
    %17 = stablehlo.floor %arg0 : tensor<32xf16>
    %18 = stablehlo.add %arg0, %arg1 : tensor<32xf16>
    %19 = stablehlo.multiply %arg0, %arg1 : tensor<32xf16>
    %20 = stablehlo.divide %arg0, %arg1 : tensor<32xf16>
    %21 = stablehlo.maximum %arg0, %arg1 : tensor<32xf16>
    %22 = stablehlo.convert %arg0 : (tensor<32xf16>) -> tensor<32xf32>
    %23 = stablehlo.exponential %arg2 : tensor<32xbf16>
    %24 = stablehlo.log %arg3 : tensor<32xbf16>
    %25 = stablehlo.tanh %arg2 : tensor<32xbf16>
    %26 = stablehlo.sqrt %arg3 : tensor<32xbf16>
    %27 = stablehlo.rsqrt %arg3 : tensor<32xbf16>
    %28 = stablehlo.negate %arg2 : tensor<32xbf16>
    %29 = stablehlo.exponential %28 : tensor<32xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<32xbf16>
    %31 = stablehlo.add %30, %29 : tensor<32xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<32xbf16>
    %33 = stablehlo.divide %32, %31 : tensor<32xbf16>
    %34 = stablehlo.sine %arg2 : tensor<32xbf16>
    %35 = stablehlo.cosine %arg2 : tensor<32xbf16>
    %36 = chlo.erf %arg2 : tensor<32xbf16> -> tensor<32xbf16>
    %37 = stablehlo.log_plus_one %arg3 : tensor<32xbf16>
    %38 = stablehlo.exponential_minus_one %arg2 : tensor<32xbf16>
    %39 = stablehlo.abs %arg2 : tensor<32xbf16>
    %40 = stablehlo.floor %arg2 : tensor<32xbf16>
    %41 = stablehlo.add %arg2, %arg3 : tensor<32xbf16>
    %42 = stablehlo.multiply %arg2, %arg3 : tensor<32xbf16>
    %43 = stablehlo.divide %arg2, %arg3 : tensor<32xbf16>
    %44 = stablehlo.maximum %arg2, %arg3 : tensor<32xbf16>
    %45 = stablehlo.convert %arg2 : (tensor<32xbf16>) -> tensor<32xf32>
    %46 = stablehlo.convert %arg4 : (tensor<32xf32>) -> tensor<32xf16>
    %47 = stablehlo.convert %arg4 : (tensor<32xf32>) -> tensor<32xbf16>
    %48 = stablehlo.convert %arg2 : (tensor<32xbf16>) -> tensor<32xf16>
    return %0, %1, %2, %3, %4, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48 : tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf32>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xf32>, tensor<32xf16>, tensor<32xbf16>, tensor<32xf16>
  }
}
