"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<42xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>) -> (tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xf32>, tensor<42xf32>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<42xcomplex<f32>>, %arg6: tensor<38xcomplex<f32>>, %arg7: tensor<38xcomplex<f32>>):
    %11 = "stablehlo.sqrt"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %12 = "stablehlo.tanh"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %13 = "stablehlo.exponential_minus_one"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %14 = "stablehlo.log_plus_one"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %15 = "stablehlo.sign"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %16 = "stablehlo.exponential"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %17 = "stablehlo.log"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %18 = "stablehlo.abs"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %19 = "func.call"(%arg5) <{callee = @angle}> : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %20 = "chlo.acos"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %21 = "chlo.asin"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %22 = "chlo.asinh"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %23 = "chlo.atan"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %24 = "chlo.atanh"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %25 = "func.call"(%arg5) <{callee = @arccosh}> : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %26 = "chlo.cosh"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %27 = "chlo.sinh"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %28 = "stablehlo.tan"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %29 = "stablehlo.real"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %30 = "stablehlo.imag"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %33 = "stablehlo.compare"(%29, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xi1>
    %34 = "stablehlo.sine"(%29) : (tensor<42xf32>) -> tensor<42xf32>
    %35 = "stablehlo.cosine"(%29) : (tensor<42xf32>) -> tensor<42xf32>
    %36 = "stablehlo.exponential_minus_one"(%30) : (tensor<42xf32>) -> tensor<42xf32>
    %37 = "stablehlo.negate"(%30) : (tensor<42xf32>) -> tensor<42xf32>
    %38 = "stablehlo.exponential_minus_one"(%37) : (tensor<42xf32>) -> tensor<42xf32>
    %39 = "stablehlo.subtract"(%36, %38) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %40 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %42 = "stablehlo.divide"(%39, %41) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %43 = "stablehlo.add"(%36, %38) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %44 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %46 = "stablehlo.add"(%43, %45) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %47 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %49 = "stablehlo.divide"(%46, %48) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %50 = "stablehlo.multiply"(%34, %49) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %51 = "stablehlo.multiply"(%35, %42) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %54 = "stablehlo.complex"(%53, %51) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xcomplex<f32>>
    %55 = "stablehlo.complex"(%50, %51) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xcomplex<f32>>
    %56 = "stablehlo.select"(%33, %54, %55) : (tensor<42xi1>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %57 = "stablehlo.real"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %58 = "stablehlo.imag"(%arg5) : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %61 = "stablehlo.compare"(%57, %60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xi1>
    %62 = "stablehlo.sine"(%57) : (tensor<42xf32>) -> tensor<42xf32>
    %63 = "stablehlo.cosine"(%57) : (tensor<42xf32>) -> tensor<42xf32>
    %64 = "stablehlo.exponential_minus_one"(%58) : (tensor<42xf32>) -> tensor<42xf32>
    %65 = "stablehlo.negate"(%58) : (tensor<42xf32>) -> tensor<42xf32>
    %66 = "stablehlo.exponential_minus_one"(%65) : (tensor<42xf32>) -> tensor<42xf32>
    %67 = "stablehlo.subtract"(%64, %66) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %68 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %70 = "stablehlo.divide"(%67, %69) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %71 = "stablehlo.add"(%64, %66) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %72 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %74 = "stablehlo.add"(%71, %73) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %75 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %77 = "stablehlo.divide"(%74, %76) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %78 = "stablehlo.multiply"(%63, %77) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %79 = "stablehlo.negate"(%62) : (tensor<42xf32>) -> tensor<42xf32>
    %80 = "stablehlo.multiply"(%79, %70) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %83 = "stablehlo.complex"(%78, %82) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xcomplex<f32>>
    %84 = "stablehlo.complex"(%78, %80) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xcomplex<f32>>
    %85 = "stablehlo.select"(%61, %83, %84) : (tensor<42xi1>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %86 = "stablehlo.multiply"(%arg5, %arg5) : (tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %87 = "stablehlo.multiply"(%arg5, %arg5) : (tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %88 = "stablehlo.multiply"(%87, %arg5) : (tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %89 = "stablehlo.rsqrt"(%arg6) : (tensor<38xcomplex<f32>>) -> tensor<38xcomplex<f32>>
    %90 = "stablehlo.multiply"(%arg6, %arg6) : (tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>) -> tensor<38xcomplex<f32>>
    %91 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<38xcomplex<f32>>
    %93 = "stablehlo.divide"(%92, %90) : (tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>) -> tensor<38xcomplex<f32>>
    %94 = "stablehlo.power"(%arg6, %arg7) : (tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>) -> tensor<38xcomplex<f32>>
    %95 = "stablehlo.multiply"(%arg6, %arg6) : (tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>) -> tensor<38xcomplex<f32>>
    %96 = "stablehlo.multiply"(%95, %arg6) : (tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>) -> tensor<38xcomplex<f32>>
    %97 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<38xcomplex<f32>>
    %99 = "stablehlo.divide"(%98, %arg6) : (tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>) -> tensor<38xcomplex<f32>>
    "func.return"(%11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %56, %85, %86, %88, %89, %93, %94, %96, %99) : (tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xf32>, tensor<42xf32>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>, tensor<38xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<42xcomplex<f32>>) -> tensor<42xf32>, res_attrs = [{}], sym_name = "angle", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<42xcomplex<f32>>):
    %8 = "stablehlo.real"(%arg4) : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %9 = "stablehlo.imag"(%arg4) : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %10 = "stablehlo.atan2"(%9, %8) : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xf32>
    "func.return"(%10) : (tensor<42xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<42xcomplex<f32>>):
    %1 = "chlo.acosh"(%arg3) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %2 = "stablehlo.real"(%1) : (tensor<42xcomplex<f32>>) -> tensor<42xf32>
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<42xf32>
    %5 = "stablehlo.compare"(%2, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<42xf32>, tensor<42xf32>) -> tensor<42xi1>
    %6 = "stablehlo.negate"(%1) : (tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    %7 = "func.call"(%5, %6, %1) <{callee = @_where}> : (tensor<42xi1>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    "func.return"(%7) : (tensor<42xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<42xi1>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<42xi1>, %arg1: tensor<42xcomplex<f32>>, %arg2: tensor<42xcomplex<f32>>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<42xi1>, tensor<42xcomplex<f32>>, tensor<42xcomplex<f32>>) -> tensor<42xcomplex<f32>>
    "func.return"(%0) : (tensor<42xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
