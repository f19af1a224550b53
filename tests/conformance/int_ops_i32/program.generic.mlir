"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<32xf32>) -> (tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<6x8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8x8xf32>, tensor<8x8xf64>, tensor<32xi32>, tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi8>, tensor<8x8xi16>, tensor<8x8xi64>, tensor<8x8xui8>, tensor<8x8xui16>, tensor<8x8xui32>, tensor<8x8xui64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}, {jax.result_info = "result[27]"}, {jax.result_info = "result[28]"}, {jax.result_info = "result[29]"}, {jax.result_info = "result[30]"}, {jax.result_info = "result[31]"}, {jax.result_info = "result[32]"}, {jax.result_info = "result[33]"}, {jax.result_info = "result[34]"}, {jax.result_info = "result[35]"}, {jax.result_info = "result[36]"}, {jax.result_info = "result[37]"}, {jax.result_info = "result[38]"}, {jax.result_info = "result[39]"}, {jax.result_info = "result[40]"}, {jax.result_info = "result[41]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<8x8xi32>, %arg12: tensor<8x8xi32>, %arg13: tensor<8x8xi32>, %arg14: tensor<8x8xi32>, %arg15: tensor<32xf32>):
    %39 = "stablehlo.abs"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %40 = "stablehlo.negate"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %41 = "stablehlo.sign"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %42 = "stablehlo.add"(%arg11, %arg12) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %43 = "stablehlo.subtract"(%arg11, %arg12) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %44 = "stablehlo.multiply"(%arg11, %arg12) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %45 = "stablehlo.divide"(%arg11, %arg13) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %46 = "stablehlo.remainder"(%arg11, %arg13) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %47 = "func.call"(%arg11, %arg13) <{callee = @floor_divide}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %48 = "func.call"(%arg11, %arg13) <{callee = @remainder}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %49 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %50 = "stablehlo.minimum"(%arg11, %arg12) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %51 = "stablehlo.constant"() <{value = dense<-1073741824> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.constant"() <{value = dense<715827882> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %54 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %55 = "stablehlo.clamp"(%53, %arg11, %54) : (tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %56 = "stablehlo.shift_left"(%arg11, %arg14) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %57 = "stablehlo.shift_right_arithmetic"(%arg11, %arg14) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %58 = "stablehlo.shift_right_logical"(%arg11, %arg14) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %59 = "stablehlo.and"(%arg11, %arg12) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %60 = "stablehlo.or"(%arg11, %arg12) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %61 = "stablehlo.xor"(%arg11, %arg12) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %62 = "stablehlo.not"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %63 = "stablehlo.popcnt"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %64 = "stablehlo.count_leading_zeros"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %65 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %66 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %67 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %68 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %69 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %70 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %71 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %72 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %73 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %74 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %75 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %76 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %77 = "stablehlo.concatenate"(%71, %72, %73, %74, %75, %76) <{dimension = 0 : i64}> : (tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>, tensor<1x8x8xi1>) -> tensor<6x8x8xi1>
    %78 = "stablehlo.multiply"(%arg11, %arg11) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %79 = "stablehlo.multiply"(%arg11, %arg11) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %80 = "stablehlo.multiply"(%79, %arg11) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %81 = "func.call"(%arg11) <{callee = @cumsum}> : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %82 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %83 = "stablehlo.reduce"(%arg11, %82) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<i32>, %arg23: tensor<i32>):
      %109 = "stablehlo.add"(%arg22, %arg23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%109) : (tensor<i32>) -> ()
    }) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8xi32>
    %84 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.reduce"(%arg11, %84) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg20: tensor<i32>, %arg21: tensor<i32>):
      %108 = "stablehlo.multiply"(%arg20, %arg21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%108) : (tensor<i32>) -> ()
    }) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8xi32>
    %86 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %87 = "stablehlo.reduce"(%arg11, %86) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<i32>, %arg19: tensor<i32>):
      %107 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%107) : (tensor<i32>) -> ()
    }) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8xi32>
    %88 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.reduce"(%arg11, %88) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
      %106 = "stablehlo.minimum"(%arg16, %arg17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%106) : (tensor<i32>) -> ()
    }) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8xi32>
    %90 = "stablehlo.convert"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xf32>
    %91 = "stablehlo.convert"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xf64>
    %92 = "stablehlo.convert"(%arg15) : (tensor<32xf32>) -> tensor<32xi32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %95 = "stablehlo.compare"(%arg11, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %96 = "stablehlo.convert"(%95) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %97 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %98 = "stablehlo.convert"(%97) : (tensor<8x8xi1>) -> tensor<8x8xi32>
    %99 = "stablehlo.convert"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xi8>
    %100 = "stablehlo.convert"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xi16>
    %101 = "stablehlo.convert"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xi64>
    %102 = "stablehlo.convert"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xui8>
    %103 = "stablehlo.convert"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xui16>
    %104 = "stablehlo.convert"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xui32>
    %105 = "stablehlo.convert"(%arg11) : (tensor<8x8xi32>) -> tensor<8x8xui64>
    "func.return"(%39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %77, %78, %80, %81, %83, %85, %87, %89, %90, %91, %92, %96, %98, %99, %100, %101, %102, %103, %104, %105) : (tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<6x8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8x8xf32>, tensor<8x8xf64>, tensor<32xi32>, tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi8>, tensor<8x8xi16>, tensor<8x8xi64>, tensor<8x8xui8>, tensor<8x8xui16>, tensor<8x8xui32>, tensor<8x8xui64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<8x8xi32>, %arg10: tensor<8x8xi32>):
    %26 = "stablehlo.divide"(%arg9, %arg10) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %27 = "stablehlo.sign"(%arg9) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %28 = "stablehlo.sign"(%arg10) : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %29 = "stablehlo.compare"(%27, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %30 = "stablehlo.remainder"(%arg9, %arg10) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %33 = "stablehlo.compare"(%30, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %34 = "stablehlo.and"(%29, %33) : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %35 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %37 = "stablehlo.subtract"(%26, %36) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %38 = "func.call"(%34, %37, %26) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    "func.return"(%38) : (tensor<8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8x8xi1>, %arg7: tensor<8x8xi32>, %arg8: tensor<8x8xi32>):
    %25 = "stablehlo.select"(%arg6, %arg7, %arg8) : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    "func.return"(%25) : (tensor<8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<8x8xi32>, %arg5: tensor<8x8xi32>):
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %7 = "stablehlo.compare"(%arg5, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %8 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %10 = "func.call"(%7, %9, %arg5) <{callee = @_where}> : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %11 = "stablehlo.remainder"(%arg4, %10) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %14 = "stablehlo.compare"(%11, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %17 = "stablehlo.compare"(%11, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8xi32>
    %20 = "stablehlo.compare"(%10, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %21 = "stablehlo.compare"(%17, %20) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %22 = "stablehlo.and"(%21, %14) : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %23 = "stablehlo.add"(%11, %10) : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %24 = "stablehlo.select"(%22, %23, %11) : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    "func.return"(%24) : (tensor<8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x8xi32>) -> tensor<8x8xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x8xi32>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_0}> : (tensor<8x8xi32>) -> tensor<8x8xi32>
    "func.return"(%4) : (tensor<8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xi32>) -> tensor<8x8xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x8xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8x8xi32>
    "func.return"(%2) : (tensor<8x8xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
