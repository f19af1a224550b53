"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<44xcomplex<f64>>, tensor<16xcomplex<f64>>) -> (tensor<44xf64>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xf64>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<44xcomplex<f64>>, %arg6: tensor<16xcomplex<f64>>):
    %11 = "stablehlo.abs"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %12 = "stablehlo.sqrt"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %13 = "stablehlo.rsqrt"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %14 = "stablehlo.log"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %15 = "stablehlo.log_plus_one"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %16 = "stablehlo.sign"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %17 = "func.call"(%arg5) <{callee = @angle}> : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %18 = "chlo.asin"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %19 = "chlo.acos"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %20 = "chlo.asinh"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %21 = "func.call"(%arg5) <{callee = @arccosh}> : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %22 = "chlo.atan"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %23 = "chlo.atanh"(%arg5) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %24 = "stablehlo.exponential_minus_one"(%arg6) : (tensor<16xcomplex<f64>>) -> tensor<16xcomplex<f64>>
    %25 = "stablehlo.exponential"(%arg6) : (tensor<16xcomplex<f64>>) -> tensor<16xcomplex<f64>>
    %26 = "stablehlo.tanh"(%arg6) : (tensor<16xcomplex<f64>>) -> tensor<16xcomplex<f64>>
    %27 = "chlo.sinh"(%arg6) : (tensor<16xcomplex<f64>>) -> tensor<16xcomplex<f64>>
    %28 = "stablehlo.tan"(%arg6) : (tensor<16xcomplex<f64>>) -> tensor<16xcomplex<f64>>
    %29 = "stablehlo.real"(%arg6) : (tensor<16xcomplex<f64>>) -> tensor<16xf64>
    %30 = "stablehlo.imag"(%arg6) : (tensor<16xcomplex<f64>>) -> tensor<16xf64>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<16xf64>
    %33 = "stablehlo.compare"(%29, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %34 = "stablehlo.sine"(%29) : (tensor<16xf64>) -> tensor<16xf64>
    %35 = "stablehlo.cosine"(%29) : (tensor<16xf64>) -> tensor<16xf64>
    %36 = "stablehlo.exponential_minus_one"(%30) : (tensor<16xf64>) -> tensor<16xf64>
    %37 = "stablehlo.negate"(%30) : (tensor<16xf64>) -> tensor<16xf64>
    %38 = "stablehlo.exponential_minus_one"(%37) : (tensor<16xf64>) -> tensor<16xf64>
    %39 = "stablehlo.subtract"(%36, %38) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %40 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<16xf64>
    %42 = "stablehlo.divide"(%39, %41) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %43 = "stablehlo.add"(%36, %38) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %44 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<16xf64>
    %46 = "stablehlo.add"(%43, %45) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %47 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<16xf64>
    %49 = "stablehlo.divide"(%46, %48) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %50 = "stablehlo.multiply"(%34, %49) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %51 = "stablehlo.multiply"(%35, %42) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<16xf64>
    %54 = "stablehlo.complex"(%53, %51) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xcomplex<f64>>
    %55 = "stablehlo.complex"(%50, %51) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xcomplex<f64>>
    %56 = "stablehlo.select"(%33, %54, %55) : (tensor<16xi1>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>) -> tensor<16xcomplex<f64>>
    "func.return"(%11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %56) : (tensor<44xf64>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xf64>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<44xcomplex<f64>>) -> tensor<44xf64>, res_attrs = [{}], sym_name = "angle", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<44xcomplex<f64>>):
    %8 = "stablehlo.real"(%arg4) : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %9 = "stablehlo.imag"(%arg4) : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %10 = "stablehlo.atan2"(%9, %8) : (tensor<44xf64>, tensor<44xf64>) -> tensor<44xf64>
    "func.return"(%10) : (tensor<44xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<44xcomplex<f64>>):
    %1 = "chlo.acosh"(%arg3) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %2 = "stablehlo.real"(%1) : (tensor<44xcomplex<f64>>) -> tensor<44xf64>
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<44xf64>
    %5 = "stablehlo.compare"(%2, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<44xf64>, tensor<44xf64>) -> tensor<44xi1>
    %6 = "stablehlo.negate"(%1) : (tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    %7 = "func.call"(%5, %6, %1) <{callee = @_where}> : (tensor<44xi1>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    "func.return"(%7) : (tensor<44xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<44xi1>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<44xi1>, %arg1: tensor<44xcomplex<f64>>, %arg2: tensor<44xcomplex<f64>>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<44xi1>, tensor<44xcomplex<f64>>, tensor<44xcomplex<f64>>) -> tensor<44xcomplex<f64>>
    "func.return"(%0) : (tensor<44xcomplex<f64>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
