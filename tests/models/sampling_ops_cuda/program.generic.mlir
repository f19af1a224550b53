"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x50xf32>, tensor<3x50xf32>) -> (tensor<3x5xf32>, tensor<3x5xi32>, tensor<3x50xi32>, tensor<3x50xf32>, tensor<3xi32>, tensor<3xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg34: tensor<3x50xf32>, %arg35: tensor<3x50xf32>):
    %102:2 = "chlo.top_k"(%arg34) <{is_stable = true, k = 5 : i64}> : (tensor<3x50xf32>) -> (tensor<3x5xf32>, tensor<3x5xi32>)
    %103 = "stablehlo.negate"(%arg34) : (tensor<3x50xf32>) -> tensor<3x50xf32>
    %104 = "func.call"(%103) <{callee = @argsort}> : (tensor<3x50xf32>) -> tensor<3x50xi32>
    %105 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.reduce"(%arg34, %105) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %130 = "stablehlo.maximum"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%130) : (tensor<f32>) -> ()
    }) : (tensor<3x50xf32>, tensor<f32>) -> tensor<3xf32>
    %107 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %109 = "stablehlo.maximum"(%108, %106) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x50xf32>
    %112 = "stablehlo.subtract"(%arg34, %111) : (tensor<3x50xf32>, tensor<3x50xf32>) -> tensor<3x50xf32>
    %113 = "stablehlo.exponential"(%112) : (tensor<3x50xf32>) -> tensor<3x50xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.reduce"(%113, %114) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %129 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%129) : (tensor<f32>) -> ()
    }) : (tensor<3x50xf32>, tensor<f32>) -> tensor<3xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x50xf32>
    %118 = "stablehlo.divide"(%113, %117) : (tensor<3x50xf32>, tensor<3x50xf32>) -> tensor<3x50xf32>
    %119 = "func.call"(%118, %104) <{callee = @take_along_axis}> : (tensor<3x50xf32>, tensor<3x50xi32>) -> tensor<3x50xf32>
    %120 = "func.call"(%119) <{callee = @cumsum}> : (tensor<3x50xf32>) -> tensor<3x50xf32>
    %121 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %122 = "func.call"(%120, %121) <{callee = @searchsorted}> : (tensor<3x50xf32>, tensor<f32>) -> tensor<3xi32>
    %123 = "stablehlo.log"(%arg35) : (tensor<3x50xf32>) -> tensor<3x50xf32>
    %124 = "stablehlo.negate"(%123) : (tensor<3x50xf32>) -> tensor<3x50xf32>
    %125 = "stablehlo.log"(%124) : (tensor<3x50xf32>) -> tensor<3x50xf32>
    %126 = "stablehlo.negate"(%125) : (tensor<3x50xf32>) -> tensor<3x50xf32>
    %127 = "stablehlo.add"(%arg34, %126) : (tensor<3x50xf32>, tensor<3x50xf32>) -> tensor<3x50xf32>
    %128 = "func.call"(%127) <{callee = @argmax}> : (tensor<3x50xf32>) -> tensor<3xi32>
    "func.return"(%102#0, %102#1, %104, %120, %122, %128) : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<3x50xi32>, tensor<3x50xf32>, tensor<3xi32>, tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x50xf32>) -> tensor<3x50xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<3x50xf32>):
    %85 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x50xi32>
    %86:2 = "stablehlo.sort"(%arg29, %85) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>, %arg32: tensor<i32>, %arg33: tensor<i32>):
      %87 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %88 = "stablehlo.compare"(%arg30, %87) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %89 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %90 = "stablehlo.select"(%88, %89, %arg30) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %91 = "stablehlo.compare"(%arg30, %arg30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %92 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %93 = "stablehlo.select"(%91, %92, %90) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %95 = "stablehlo.compare"(%arg31, %94) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %97 = "stablehlo.select"(%95, %96, %arg31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %98 = "stablehlo.compare"(%arg31, %arg31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %99 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %100 = "stablehlo.select"(%98, %99, %97) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %101 = "stablehlo.compare"(%93, %100) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%101) : (tensor<i1>) -> ()
    }) : (tensor<3x50xf32>, tensor<3x50xi32>) -> (tensor<3x50xf32>, tensor<3x50xi32>)
    "func.return"(%86#1) : (tensor<3x50xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x50xf32>, tensor<3x50xi32>) -> tensor<3x50xf32>, res_attrs = [{}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<3x50xf32>, %arg26: tensor<3x50xi32>):
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x50xi32>
    %64 = "stablehlo.compare"(%arg26, %63) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x50xi32>, tensor<3x50xi32>) -> tensor<3x50xi1>
    %65 = "stablehlo.constant"() <{value = dense<50> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x50xi32>
    %67 = "stablehlo.add"(%arg26, %66) : (tensor<3x50xi32>, tensor<3x50xi32>) -> tensor<3x50xi32>
    %68 = "stablehlo.select"(%64, %67, %arg26) : (tensor<3x50xi1>, tensor<3x50xi32>, tensor<3x50xi32>) -> tensor<3x50xi32>
    %69 = "stablehlo.reshape"(%68) : (tensor<3x50xi32>) -> tensor<3x50x1xi32>
    %70 = "stablehlo.constant"() <{value = dense<49> : tensor<1xi32>}> : () -> tensor<1xi32>
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x50x1xi32>
    %73 = "stablehlo.compare"(%69, %72) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x50x1xi32>, tensor<3x50x1xi32>) -> tensor<3x50x1xi1>
    %74 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<3x50x1xi32>
    %76 = "stablehlo.compare"(%69, %75) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3x50x1xi32>, tensor<3x50x1xi32>) -> tensor<3x50x1xi1>
    %77 = "stablehlo.and"(%73, %76) : (tensor<3x50x1xi1>, tensor<3x50x1xi1>) -> tensor<3x50x1xi1>
    %78 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %79 = "stablehlo.reduce"(%77, %78) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg27: tensor<i1>, %arg28: tensor<i1>):
      %84 = "stablehlo.and"(%arg27, %arg28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%84) : (tensor<i1>) -> ()
    }) : (tensor<3x50x1xi1>, tensor<i1>) -> tensor<3x50xi1>
    %80 = "stablehlo.gather"(%arg25, %69) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x50xf32>, tensor<3x50x1xi32>) -> tensor<3x50xf32>
    %81 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x50xf32>
    %83 = "stablehlo.select"(%79, %80, %82) : (tensor<3x50xi1>, tensor<3x50xf32>, tensor<3x50xf32>) -> tensor<3x50xf32>
    "func.return"(%83) : (tensor<3x50xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x50xf32>) -> tensor<3x50xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<3x50xf32>):
    %61 = "func.call"(%arg24) <{callee = @cumsum_0}> : (tensor<3x50xf32>) -> tensor<3x50xf32>
    "func.return"(%61) : (tensor<3x50xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x50xf32>) -> tensor<3x50xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<3x50xf32>):
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %59:2 = "chlo.scan"(%arg21, %58) <{dimension = 1 : i64, is_associative = true, is_reverse = false, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: tensor<3xf32>, %arg23: tensor<3xf32>):
      %60 = "stablehlo.add"(%arg22, %arg23) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%60, %60) : (tensor<3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<3x50xf32>, tensor<3xf32>) -> (tensor<3x50xf32>, tensor<3xf32>)
    "func.return"(%59#0) : (tensor<3x50xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x50xf32>, tensor<f32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<3x50xf32>, %arg20: tensor<f32>):
    %55 = "stablehlo.convert"(%arg20) : (tensor<f32>) -> tensor<f32>
    %56 = "func.call"(%arg19, %55) <{callee = @_searchsorted_scan_impl}> : (tensor<3x50xf32>, tensor<f32>) -> tensor<3xi32>
    "func.return"(%56) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x50xf32>, tensor<f32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<3x50xf32>, %arg8: tensor<f32>):
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %18 = "stablehlo.constant"() <{value = dense<50> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21:5 = "stablehlo.while"(%arg7, %arg8, %20, %17, %19) ({
    ^bb0(%arg14: tensor<3x50xf32>, %arg15: tensor<f32>, %arg16: tensor<i32>, %arg17: tensor<3xui32>, %arg18: tensor<3xui32>):
      %53 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %54 = "stablehlo.compare"(%arg16, %53) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%54) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<3x50xf32>, %arg10: tensor<f32>, %arg11: tensor<i32>, %arg12: tensor<3xui32>, %arg13: tensor<3xui32>):
      %23 = "stablehlo.subtract"(%arg13, %arg12) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %24 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %25 = "func.call"(%23, %24) <{callee = @floor_divide}> : (tensor<3xui32>, tensor<i32>) -> tensor<3xui32>
      %26 = "stablehlo.add"(%arg12, %25) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
      %28 = "stablehlo.gather"(%arg9, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x50xf32>, tensor<3x1xui32>) -> tensor<3x1xf32>
      %29 = "stablehlo.reshape"(%28) : (tensor<3x1xf32>) -> tensor<3xf32>
      %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.compare"(%arg10, %30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %33 = "stablehlo.select"(%31, %32, %arg10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %34 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %35 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %36 = "stablehlo.select"(%34, %35, %33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %39 = "stablehlo.compare"(%29, %38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %42 = "stablehlo.select"(%39, %41, %29) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %43 = "stablehlo.compare"(%29, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %44 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %46 = "stablehlo.select"(%43, %45, %42) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %47 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %48 = "stablehlo.compare"(%47, %46) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %49 = "stablehlo.select"(%48, %arg12, %26) : (tensor<3xi1>, tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %50 = "stablehlo.select"(%48, %26, %arg13) : (tensor<3xi1>, tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %51 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %52 = "stablehlo.add"(%arg11, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg9, %arg10, %52, %49, %50) : (tensor<3x50xf32>, tensor<f32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>) -> ()
    }) : (tensor<3x50xf32>, tensor<f32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3x50xf32>, tensor<f32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>)
    %22 = "stablehlo.convert"(%21#4) : (tensor<3xui32>) -> tensor<3xi32>
    "func.return"(%22) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xui32>, tensor<i32>) -> tensor<3xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3xui32>, %arg6: tensor<i32>):
    %13 = "stablehlo.convert"(%arg6) : (tensor<i32>) -> tensor<ui32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %15 = "stablehlo.divide"(%arg5, %14) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%15) : (tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x50xf32>) -> tensor<3xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x50xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x50xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<3x50xf32>, tensor<3x50xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    "func.return"(%3#1) : (tensor<3xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
