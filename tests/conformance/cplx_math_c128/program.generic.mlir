"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<42xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>) -> (tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xf64>, tensor<42xf64>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<42xcomplex<f64>>, %arg6: tensor<38xcomplex<f64>>, %arg7: tensor<38xcomplex<f64>>):
    %11 = "stablehlo.sqrt"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %12 = "stablehlo.tanh"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %13 = "stablehlo.exponential_minus_one"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %14 = "stablehlo.log_plus_one"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %15 = "stablehlo.sign"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %16 = "stablehlo.exponential"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %17 = "stablehlo.log"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %18 = "stablehlo.abs"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %19 = "func.call"(%arg5) <{callee = @angle}> : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %20 = "chlo.acos"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %21 = "chlo.asin"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %22 = "chlo.asinh"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %23 = "chlo.atan"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %24 = "chlo.atanh"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %25 = "func.call"(%arg5) <{callee = @arccosh}> : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %26 = "chlo.cosh"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %27 = "chlo.sinh"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %28 = "stablehlo.tan"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %29 = "stablehlo.real"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %30 = "stablehlo.imag"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %33 = "stablehlo.compare"(%29, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xi1>
    %34 = "stablehlo.sine"(%29) : (tensor<42xf64>) -> tensor<42xf64>
    %35 = "stablehlo.cosine"(%29) : (tensor<42xf64>) -> tensor<42xf64>
    %36 = "stablehlo.exponential_minus_one"(%30) : (tensor<42xf64>) -> tensor<42xf64>
    %37 = "stablehlo.negate"(%30) : (tensor<42xf64>) -> tensor<42xf64>
    %38 = "stablehlo.exponential_minus_one"(%37) : (tensor<42xf64>) -> tensor<42xf64>
    %39 = "stablehlo.subtract"(%36, %38) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %40 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %42 = "stablehlo.divide"(%39, %41) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %43 = "stablehlo.add"(%36, %38) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %44 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %46 = "stablehlo.add"(%43, %45) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %47 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %49 = "stablehlo.divide"(%46, %48) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %50 = "stablehlo.multiply"(%34, %49) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %51 = "stablehlo.multiply"(%35, %42) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %54 = "stablehlo.complex"(%53, %51) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xcomplex<f64>>
    %55 = "stablehlo.complex"(%50, %51) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xcomplex<f64>>
    %56 = "stablehlo.select"(%33, %54, %55) : (tensor<42xi1>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %57 = "stablehlo.real"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %58 = "stablehlo.imag"(%arg5) : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %61 = "stablehlo.compare"(%57, %60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xi1>
    %62 = "stablehlo.sine"(%57) : (tensor<42xf64>) -> tensor<42xf64>
    %63 = "stablehlo.cosine"(%57) : (tensor<42xf64>) -> tensor<42xf64>
    %64 = "stablehlo.exponential_minus_one"(%58) : (tensor<42xf64>) -> tensor<42xf64>
    %65 = "stablehlo.negate"(%58) : (tensor<42xf64>) -> tensor<42xf64>
    %66 = "stablehlo.exponential_minus_one"(%65) : (tensor<42xf64>) -> tensor<42xf64>
    %67 = "stablehlo.subtract"(%64, %66) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %68 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %70 = "stablehlo.divide"(%67, %69) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %71 = "stablehlo.add"(%64, %66) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %72 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %74 = "stablehlo.add"(%71, %73) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %75 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %77 = "stablehlo.divide"(%74, %76) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %78 = "stablehlo.multiply"(%63, %77) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %79 = "stablehlo.negate"(%62) : (tensor<42xf64>) -> tensor<42xf64>
    %80 = "stablehlo.multiply"(%79, %70) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %83 = "stablehlo.complex"(%78, %82) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xcomplex<f64>>
    %84 = "stablehlo.complex"(%78, %80) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xcomplex<f64>>
    %85 = "stablehlo.select"(%61, %83, %84) : (tensor<42xi1>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %86 = "stablehlo.multiply"(%arg5, %arg5) : (tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %87 = "stablehlo.multiply"(%arg5, %arg5) : (tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %88 = "stablehlo.multiply"(%87, %arg5) : (tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %89 = "stablehlo.rsqrt"(%arg6) : (tensor<38xcomplex<f64>>) -> tensor<38xcomplex<f64>>
    %90 = "stablehlo.multiply"(%arg6, %arg6) : (tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>) -> tensor<38xcomplex<f64>>
    %91 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f64>>) -> tensor<38xcomplex<f64>>
    %93 = "stablehlo.divide"(%92, %90) : (tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>) -> tensor<38xcomplex<f64>>
    %94 = "stablehlo.power"(%arg6, %arg7) : (tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>) -> tensor<38xcomplex<f64>>
    %95 = "stablehlo.multiply"(%arg6, %arg6) : (tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>) -> tensor<38xcomplex<f64>>
    %96 = "stablehlo.multiply"(%95, %arg6) : (tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>) -> tensor<38xcomplex<f64>>
    %97 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f64>>) -> tensor<38xcomplex<f64>>
    %99 = "stablehlo.divide"(%98, %arg6) : (tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>) -> tensor<38xcomplex<f64>>
    "func.return"(%11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %56, %85, %86, %88, %89, %93, %94, %96, %99) : (tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xf64>, tensor<42xf64>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>, tensor<38xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<42xcomplex<f64>>) -> tensor<42xf64>, res_attrs = [{}], sym_name = "angle", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<42xcomplex<f64>>):
    %8 = "stablehlo.real"(%arg4) : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %9 = "stablehlo.imag"(%arg4) : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %10 = "stablehlo.atan2"(%9, %8) : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xf64>
    "func.return"(%10) : (tensor<42xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<42xcomplex<f64>>):
    %1 = "chlo.acosh"(%arg3) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %2 = "stablehlo.real"(%1) : (tensor<42xcomplex<f64>>) -> tensor<42xf64>
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<42xf64>
    %5 = "stablehlo.compare"(%2, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<42xf64>, tensor<42xf64>) -> tensor<42xi1>
    %6 = "stablehlo.negate"(%1) : (tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    %7 = "func.call"(%5, %6, %1) <{callee = @_where}> : (tensor<42xi1>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    "func.return"(%7) : (tensor<42xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<42xi1>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<42xi1>, %arg1: tensor<42xcomplex<f64>>, %arg2: tensor<42xcomplex<f64>>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<42xi1>, tensor<42xcomplex<f64>>, tensor<42xcomplex<f64>>) -> tensor<42xcomplex<f64>>
    "func.return"(%0) : (tensor<42xcomplex<f64>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
