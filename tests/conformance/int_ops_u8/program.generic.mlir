"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<32xf32>) -> (tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<6x8x8xi1>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8x8xf32>, tensor<8x8xf64>, tensor<32xui8>, tensor<8x8xi1>, tensor<8x8xui8>, tensor<8x8xi8>, tensor<8x8xi16>, tensor<8x8xi32>, tensor<8x8xi64>, tensor<8x8xui16>, tensor<8x8xui32>, tensor<8x8xui64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}, {jax.result_info = "result[27]"}, {jax.result_info = "result[28]"}, {jax.result_info = "result[29]"}, {jax.result_info = "result[30]"}, {jax.result_info = "result[31]"}, {jax.result_info = "result[32]"}, {jax.result_info = "result[33]"}, {jax.result_info = "result[34]"}, {jax.result_info = "result[35]"}, {jax.result_info = "result[36]"}, {jax.result_info = "result[37]"}, {jax.result_info = "result[38]"}, {jax.result_info = "result[39]"}, {jax.result_info = "result[40]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<8x8xui8>, %arg12: tensor<8x8xui8>, %arg13: tensor<8x8xui8>, %arg14: tensor<8x8xui8>, %arg15: tensor<32xf32>):
    %27 = "stablehlo.negate"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xui8>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %30 = "stablehlo.compare"(%arg11, %29) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %33 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %35 = "stablehlo.select"(%30, %32, %34) : (tensor<8x8xi1>, tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %36 = "stablehlo.add"(%arg11, %arg12) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %37 = "stablehlo.subtract"(%arg11, %arg12) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %38 = "stablehlo.multiply"(%arg11, %arg12) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %39 = "stablehlo.divide"(%arg11, %arg13) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %40 = "stablehlo.remainder"(%arg11, %arg13) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %41 = "func.call"(%arg11, %arg13) <{callee = @floor_divide}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %42 = "func.call"(%arg11, %arg13) <{callee = @remainder}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %43 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %44 = "stablehlo.minimum"(%arg11, %arg12) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %45 = "stablehlo.constant"() <{value = dense<10> : tensor<ui8>}> : () -> tensor<ui8>
    %46 = "stablehlo.constant"() <{value = dense<85> : tensor<ui8>}> : () -> tensor<ui8>
    %47 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %48 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %49 = "stablehlo.clamp"(%47, %arg11, %48) : (tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %50 = "stablehlo.shift_left"(%arg11, %arg14) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %51 = "stablehlo.shift_right_arithmetic"(%arg11, %arg14) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %52 = "stablehlo.shift_right_logical"(%arg11, %arg14) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %53 = "stablehlo.and"(%arg11, %arg12) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %54 = "stablehlo.or"(%arg11, %arg12) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %55 = "stablehlo.xor"(%arg11, %arg12) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %56 = "stablehlo.not"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xui8>
    %57 = "stablehlo.popcnt"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xui8>
    %58 = "stablehlo.count_leading_zeros"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xui8>
    %59 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %60 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %61 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %62 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %63 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %64 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %65 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %66 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %67 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %68 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %69 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %70 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %71 = "stablehlo.concatenate"(%65, %66, %67, %68, %69, %70) <{dimension = 0 : i64}> : (tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>) -> tensor<6x8x8xi1>
    %72 = "stablehlo.multiply"(%arg11, %arg11) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %73 = "stablehlo.multiply"(%arg11, %arg11) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %74 = "stablehlo.multiply"(%73, %arg11) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %75 = "func.call"(%arg11) <{callee = @cumsum}> : (tensor<8x8xui8>) -> tensor<8x8xui8>
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %77 = "stablehlo.reduce"(%arg11, %76) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<ui8>, %arg23: tensor<ui8>):
      %103 = "stablehlo.add"(%arg22, %arg23) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%103) : (tensor<ui8>) -> ()
    }) : (tensor<8x8xui8>, tensor<ui8>) -> tensor<8xui8>
    %78 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %79 = "stablehlo.reduce"(%arg11, %78) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg20: tensor<ui8>, %arg21: tensor<ui8>):
      %102 = "stablehlo.multiply"(%arg20, %arg21) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%102) : (tensor<ui8>) -> ()
    }) : (tensor<8x8xui8>, tensor<ui8>) -> tensor<8xui8>
    %80 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %81 = "stablehlo.reduce"(%arg11, %80) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<ui8>, %arg19: tensor<ui8>):
      %101 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%101) : (tensor<ui8>) -> ()
    }) : (tensor<8x8xui8>, tensor<ui8>) -> tensor<8xui8>
    %82 = "stablehlo.constant"() <{value = dense<255> : tensor<ui8>}> : () -> tensor<ui8>
    %83 = "stablehlo.reduce"(%arg11, %82) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg16: tensor<ui8>, %arg17: tensor<ui8>):
      %100 = "stablehlo.minimum"(%arg16, %arg17) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%100) : (tensor<ui8>) -> ()
    }) : (tensor<8x8xui8>, tensor<ui8>) -> tensor<8xui8>
    %84 = "stablehlo.convert"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xf32>
    %85 = "stablehlo.convert"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xf64>
    %86 = "stablehlo.convert"(%arg15) : (tensor<32xf32>) -> tensor<32xui8>
    %87 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %89 = "stablehlo.compare"(%arg11, %88) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %90 = "stablehlo.convert"(%89) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %91 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %92 = "stablehlo.convert"(%91) : (tensor<8x8xi1>) -> tensor<8x8xui8>
    %93 = "stablehlo.convert"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xi8>
    %94 = "stablehlo.convert"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xi16>
    %95 = "stablehlo.convert"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xi32>
    %96 = "stablehlo.convert"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xi64>
    %97 = "stablehlo.convert"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xui16>
    %98 = "stablehlo.convert"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xui32>
    %99 = "stablehlo.convert"(%arg11) : (tensor<8x8xui8>) -> tensor<8x8xui64>
    "func.return"(%27, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %71, %72, %74, %75, %77, %79, %81, %83, %84, %85, %86, %90, %92, %93, %94, %95, %96, %97, %98, %99) : (tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<6x8x8xi1>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8x8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8x8xf32>, tensor<8x8xf64>, tensor<32xui8>, tensor<8x8xi1>, tensor<8x8xui8>, tensor<8x8xi8>, tensor<8x8xi16>, tensor<8x8xi32>, tensor<8x8xi64>, tensor<8x8xui16>, tensor<8x8xui32>, tensor<8x8xui64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<8x8xui8>, %arg10: tensor<8x8xui8>):
    %26 = "stablehlo.divide"(%arg9, %arg10) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    "func.return"(%26) : (tensor<8x8xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8x8xui8>, %arg8: tensor<8x8xui8>):
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %8 = "stablehlo.compare"(%arg8, %7) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %9 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %11 = "func.call"(%8, %10, %arg8) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %12 = "stablehlo.remainder"(%arg7, %11) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %15 = "stablehlo.compare"(%12, %14) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %18 = "stablehlo.compare"(%12, %17) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8x8xui8>
    %21 = "stablehlo.compare"(%11, %20) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %22 = "stablehlo.compare"(%18, %21) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %23 = "stablehlo.and"(%22, %15) : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %24 = "stablehlo.add"(%12, %11) : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    %25 = "stablehlo.select"(%23, %24, %12) : (tensor<8x8xi1>, tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    "func.return"(%25) : (tensor<8x8xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x8xi1>, tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<8x8xi1>, %arg5: tensor<8x8xui8>, %arg6: tensor<8x8xui8>):
    %5 = "stablehlo.select"(%arg4, %arg5, %arg6) : (tensor<8x8xi1>, tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xui8>
    "func.return"(%5) : (tensor<8x8xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x8xui8>) -> tensor<8x8xui8>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x8xui8>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_0}> : (tensor<8x8xui8>) -> tensor<8x8xui8>
    "func.return"(%4) : (tensor<8x8xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xui8>) -> tensor<8x8xui8>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x8xui8>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<ui8>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%3) : (tensor<ui8>) -> ()
    }) : (tensor<8x8xui8>, tensor<ui8>) -> tensor<8x8xui8>
    "func.return"(%2) : (tensor<8x8xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
