"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16xi8>, tensor<16xi8>, tensor<16xi8>) -> (tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xui8>, tensor<16xi8>, tensor<16xi8>, tensor<16xui8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xui8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<16xi8>, %arg14: tensor<16xi8>, %arg15: tensor<16xi8>):
    %43 = "stablehlo.add"(%arg13, %arg14) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %44 = "stablehlo.multiply"(%arg13, %arg14) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %47 = "stablehlo.compare"(%arg14, %46) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %48 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %49 = "func.call"(%47, %48, %arg14) <{callee = @_where}> : (tensor<16xi1>, tensor<i32>, tensor<16xi8>) -> tensor<16xi8>
    %50 = "func.call"(%arg13, %49) <{callee = @floor_divide}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %53 = "stablehlo.compare"(%arg14, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %55 = "func.call"(%53, %54, %arg14) <{callee = @_where}> : (tensor<16xi1>, tensor<i32>, tensor<16xi8>) -> tensor<16xi8>
    %56 = "func.call"(%arg13, %55) <{callee = @remainder}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %57 = "stablehlo.convert"(%arg13) : (tensor<16xi8>) -> tensor<16xui8>
    %58 = "stablehlo.convert"(%arg15) : (tensor<16xi8>) -> tensor<16xui8>
    %59 = "stablehlo.shift_right_logical"(%57, %58) : (tensor<16xui8>, tensor<16xui8>) -> tensor<16xui8>
    %60 = "stablehlo.shift_left"(%arg13, %arg15) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %61 = "stablehlo.popcnt"(%arg13) : (tensor<16xi8>) -> tensor<16xi8>
    %62 = "stablehlo.convert"(%arg13) : (tensor<16xi8>) -> tensor<16xui8>
    %63 = "stablehlo.count_leading_zeros"(%62) : (tensor<16xui8>) -> tensor<16xui8>
    %64 = "stablehlo.xor"(%arg13, %arg14) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %65 = "stablehlo.not"(%arg14) : (tensor<16xi8>) -> tensor<16xi8>
    %66 = "stablehlo.convert"(%arg13) : (tensor<16xi8>) -> tensor<16xi32>
    %67 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %69 = "stablehlo.multiply"(%66, %68) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %70 = "stablehlo.constant"() <{value = dense<-128> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.constant"() <{value = dense<127> : tensor<i32>}> : () -> tensor<i32>
    %72 = "func.call"(%69, %70, %71) <{callee = @clip}> : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
    %73 = "stablehlo.convert"(%72) : (tensor<16xi32>) -> tensor<16xi8>
    %74 = "stablehlo.convert"(%arg13) : (tensor<16xi8>) -> tensor<16xf32>
    %75 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %77 = "stablehlo.divide"(%74, %76) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %78 = "stablehlo.convert"(%77) : (tensor<16xf32>) -> tensor<16xi8>
    %79 = "stablehlo.abs"(%arg13) : (tensor<16xi8>) -> tensor<16xi8>
    %80 = "stablehlo.sign"(%arg14) : (tensor<16xi8>) -> tensor<16xi8>
    %81 = "stablehlo.convert"(%arg13) : (tensor<16xi8>) -> tensor<16xui8>
    %82 = "stablehlo.convert"(%arg14) : (tensor<16xi8>) -> tensor<16xui8>
    %83 = "stablehlo.maximum"(%81, %82) : (tensor<16xui8>, tensor<16xui8>) -> tensor<16xui8>
    "func.return"(%43, %44, %50, %56, %59, %60, %61, %63, %64, %65, %73, %78, %79, %80, %83) : (tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xui8>, tensor<16xi8>, tensor<16xi8>, tensor<16xui8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16xi1>, tensor<i32>, tensor<16xi8>) -> tensor<16xi8>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<16xi1>, %arg11: tensor<i32>, %arg12: tensor<16xi8>):
    %40 = "stablehlo.convert"(%arg11) : (tensor<i32>) -> tensor<i8>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %42 = "stablehlo.select"(%arg10, %41, %arg12) : (tensor<16xi1>, tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    "func.return"(%42) : (tensor<16xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<16xi8>, %arg9: tensor<16xi8>):
    %27 = "stablehlo.divide"(%arg8, %arg9) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %28 = "stablehlo.sign"(%arg8) : (tensor<16xi8>) -> tensor<16xi8>
    %29 = "stablehlo.sign"(%arg9) : (tensor<16xi8>) -> tensor<16xi8>
    %30 = "stablehlo.compare"(%28, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %31 = "stablehlo.remainder"(%arg8, %arg9) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %34 = "stablehlo.compare"(%31, %33) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %35 = "stablehlo.and"(%30, %34) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %36 = "stablehlo.constant"() <{value = dense<1> : tensor<i8>}> : () -> tensor<i8>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %38 = "stablehlo.subtract"(%27, %37) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %39 = "func.call"(%35, %38, %27) <{callee = @_where_0}> : (tensor<16xi1>, tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    "func.return"(%39) : (tensor<16xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16xi1>, tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<16xi1>, %arg6: tensor<16xi8>, %arg7: tensor<16xi8>):
    %26 = "stablehlo.select"(%arg5, %arg6, %arg7) : (tensor<16xi1>, tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    "func.return"(%26) : (tensor<16xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16xi8>, %arg4: tensor<16xi8>):
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %8 = "stablehlo.compare"(%arg4, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %9 = "stablehlo.constant"() <{value = dense<1> : tensor<i8>}> : () -> tensor<i8>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %11 = "func.call"(%8, %10, %arg4) <{callee = @_where_0}> : (tensor<16xi1>, tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %12 = "stablehlo.remainder"(%arg3, %11) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %15 = "stablehlo.compare"(%12, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %18 = "stablehlo.compare"(%12, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<16xi8>
    %21 = "stablehlo.compare"(%11, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %22 = "stablehlo.compare"(%18, %21) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %23 = "stablehlo.and"(%22, %15) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %24 = "stablehlo.add"(%12, %11) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    %25 = "stablehlo.select"(%23, %24, %12) : (tensor<16xi1>, tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
    "func.return"(%25) : (tensor<16xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    "func.return"(%5) : (tensor<16xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
