"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<32xf16>, tensor<32xf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xf32>) -> (tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf32>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xf32>, tensor<32xf16>, tensor<32xbf16>, tensor<32xf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}, {jax.result_info = "result[27]"}, {jax.result_info = "result[28]"}, {jax.result_info = "result[29]"}, {jax.result_info = "result[30]"}, {jax.result_info = "result[31]"}, {jax.result_info = "result[32]"}, {jax.result_info = "result[33]"}, {jax.result_info = "result[34]"}, {jax.result_info = "result[35]"}, {jax.result_info = "result[36]"}, {jax.result_info = "result[37]"}, {jax.result_info = "result[38]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<32xf16>, %arg1: tensor<32xf16>, %arg2: tensor<32xbf16>, %arg3: tensor<32xbf16>, %arg4: tensor<32xf32>):
    %0 = "stablehlo.exponential"(%arg0) : (tensor<32xf16>) -> tensor<32xf16>
    %1 = "stablehlo.log"(%arg1) : (tensor<32xf16>) -> tensor<32xf16>
    %2 = "stablehlo.tanh"(%arg0) : (tensor<32xf16>) -> tensor<32xf16>
    %3 = "stablehlo.sqrt"(%arg1) : (tensor<32xf16>) -> tensor<32xf16>
    %4 = "stablehlo.rsqrt"(%arg1) : (tensor<32xf16>) -> tensor<32xf16>
    %5 = "stablehlo.negate"(%arg0) : (tensor<32xf16>) -> tensor<32xf16>
    %6 = "stablehlo.exponential"(%5) : (tensor<32xf16>) -> tensor<32xf16>
    %7 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<32xf16>
    %9 = "stablehlo.add"(%8, %6) : (tensor<32xf16>, tensor<32xf16>) -> tensor<32xf16>
    %10 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<32xf16>
    %12 = "stablehlo.divide"(%11, %9) : (tensor<32xf16>, tensor<32xf16>) -> tensor<32xf16>
    %13 = "stablehlo.sine"(%arg0) : (tensor<32xf16>) -> tensor<32xf16>
    %14 = "stablehlo.cosine"(%arg0) : (tensor<32xf16>) -> tensor<32xf16>
    %15 = "chlo.erf"(%arg0) : (tensor<32xf16>) -> tensor<32xf16>
    %16 = "stablehlo.log_plus_one"(%arg1) : (tensor<32xf16>) -> tensor<32xf16>
    %17 = "stablehlo.exponential_minus_one"(%arg0) : (tensor<32xf16>) -> tensor<32xf16>
    %18 = "stablehlo.abs"(%arg0) : (tensor<32xf16>) -> tensor<32xf16>
    %19 = "stablehlo.floor"(%arg0) : (tensor<32xf16>) -> tensor<32xf16>
    %20 = "stablehlo.add"(%arg0, %arg1) : (tensor<32xf16>, tensor<32xf16>) -> tensor<32xf16>
    %21 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<32xf16>, tensor<32xf16>) -> tensor<32xf16>
    %22 = "stablehlo.divide"(%arg0, %arg1) : (tensor<32xf16>, tensor<32xf16>) -> tensor<32xf16>
    %23 = "stablehlo.maximum"(%arg0, %arg1) : (tensor<32xf16>, tensor<32xf16>) -> tensor<32xf16>
    %24 = "stablehlo.convert"(%arg0) : (tensor<32xf16>) -> tensor<32xf32>
    %25 = "stablehlo.exponential"(%arg2) : (tensor<32xbf16>) -> tensor<32xbf16>
    %26 = "stablehlo.log"(%arg3) : (tensor<32xbf16>) -> tensor<32xbf16>
    %27 = "stablehlo.tanh"(%arg2) : (tensor<32xbf16>) -> tensor<32xbf16>
    %28 = "stablehlo.sqrt"(%arg3) : (tensor<32xbf16>) -> tensor<32xbf16>
    %29 = "stablehlo.rsqrt"(%arg3) : (tensor<32xbf16>) -> tensor<32xbf16>
    %30 = "stablehlo.negate"(%arg2) : (tensor<32xbf16>) -> tensor<32xbf16>
    %31 = "stablehlo.exponential"(%30) : (tensor<32xbf16>) -> tensor<32xbf16>
    %32 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32xbf16>
    %34 = "stablehlo.add"(%33, %31) : (tensor<32xbf16>, tensor<32xbf16>) -> tensor<32xbf16>
    %35 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32xbf16>
    %37 = "stablehlo.divide"(%36, %34) : (tensor<32xbf16>, tensor<32xbf16>) -> tensor<32xbf16>
    %38 = "stablehlo.sine"(%arg2) : (tensor<32xbf16>) -> tensor<32xbf16>
    %39 = "stablehlo.cosine"(%arg2) : (tensor<32xbf16>) -> tensor<32xbf16>
    %40 = "chlo.erf"(%arg2) : (tensor<32xbf16>) -> tensor<32xbf16>
    %41 = "stablehlo.log_plus_one"(%arg3) : (tensor<32xbf16>) -> tensor<32xbf16>
    %42 = "stablehlo.exponential_minus_one"(%arg2) : (tensor<32xbf16>) -> tensor<32xbf16>
    %43 = "stablehlo.abs"(%arg2) : (tensor<32xbf16>) -> tensor<32xbf16>
    %44 = "stablehlo.floor"(%arg2) : (tensor<32xbf16>) -> tensor<32xbf16>
    %45 = "stablehlo.add"(%arg2, %arg3) : (tensor<32xbf16>, tensor<32xbf16>) -> tensor<32xbf16>
    %46 = "stablehlo.multiply"(%arg2, %arg3) : (tensor<32xbf16>, tensor<32xbf16>) -> tensor<32xbf16>
    %47 = "stablehlo.divide"(%arg2, %arg3) : (tensor<32xbf16>, tensor<32xbf16>) -> tensor<32xbf16>
    %48 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<32xbf16>, tensor<32xbf16>) -> tensor<32xbf16>
    %49 = "stablehlo.convert"(%arg2) : (tensor<32xbf16>) -> tensor<32xf32>
    %50 = "stablehlo.convert"(%arg4) : (tensor<32xf32>) -> tensor<32xf16>
    %51 = "stablehlo.convert"(%arg4) : (tensor<32xf32>) -> tensor<32xbf16>
    %52 = "stablehlo.convert"(%arg2) : (tensor<32xbf16>) -> tensor<32xf16>
    "func.return"(%0, %1, %2, %3, %4, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52) : (tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf32>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xf32>, tensor<32xf16>, tensor<32xbf16>, tensor<32xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
