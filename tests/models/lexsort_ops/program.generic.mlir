"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<12xi32>, tensor<12xf32>, tensor<12xf32>, tensor<9xf16>) -> (tensor<12xi32>, tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<9xf32>, tensor<12xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg27: tensor<12xi32>, %arg28: tensor<12xf32>, %arg29: tensor<12xf32>, %arg30: tensor<9xf16>):
    %142:3 = "stablehlo.sort"(%arg27, %arg28, %arg29) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg31: tensor<i32>, %arg32: tensor<i32>, %arg33: tensor<f32>, %arg34: tensor<f32>, %arg35: tensor<f32>, %arg36: tensor<f32>):
      %149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %150 = "stablehlo.compare"(%arg33, %149) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %151 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %152 = "stablehlo.select"(%150, %151, %arg33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %153 = "stablehlo.compare"(%arg33, %arg33) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %154 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %155 = "stablehlo.select"(%153, %154, %152) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %157 = "stablehlo.compare"(%arg34, %156) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %159 = "stablehlo.select"(%157, %158, %arg34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %160 = "stablehlo.compare"(%arg34, %arg34) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %161 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %162 = "stablehlo.select"(%160, %161, %159) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %163 = "stablehlo.compare"(%155, %162) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %164 = "stablehlo.compare"(%arg31, %arg32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %165 = "stablehlo.compare"(%arg31, %arg32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %166 = "stablehlo.and"(%165, %163) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %167 = "stablehlo.or"(%164, %166) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%167) : (tensor<i1>) -> ()
    }) : (tensor<12xi32>, tensor<12xf32>, tensor<12xf32>) -> (tensor<12xi32>, tensor<12xf32>, tensor<12xf32>)
    %143 = "func.call"(%arg29) <{callee = @median}> : (tensor<12xf32>) -> tensor<f32>
    %144 = "stablehlo.constant"() <{value = dense<3.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %145 = "func.call"(%arg29, %144) <{callee = @quantile_0}> : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %146 = "func.call"(%arg30) <{callee = @sort}> : (tensor<9xf16>) -> tensor<9xf16>
    %147 = "stablehlo.convert"(%146) : (tensor<9xf16>) -> tensor<9xf32>
    %148 = "func.call"(%arg28, %arg27) <{callee = @lexsort}> : (tensor<12xf32>, tensor<12xi32>) -> tensor<12xi32>
    "func.return"(%142#0, %142#1, %142#2, %143, %145, %147, %148) : (tensor<12xi32>, tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<9xf32>, tensor<12xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "median", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<12xf32>):
    %140 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %141 = "func.call"(%arg26, %140) <{callee = @quantile}> : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%141) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "quantile", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<12xf32>, %arg21: tensor<f32>):
    %92 = "stablehlo.compare"(%arg20, %arg20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %93 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %94 = "stablehlo.reduce"(%92, %93) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<i1>, %arg25: tensor<i1>):
      %139 = "stablehlo.or"(%arg24, %arg25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%139) : (tensor<i1>) -> ()
    }) : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %96 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %97 = "func.call"(%95, %96, %arg20) <{callee = @_where}> : (tensor<1xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %98 = "stablehlo.sort"(%97) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %124 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %125 = "stablehlo.compare"(%arg22, %124) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %126 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %127 = "stablehlo.select"(%125, %126, %arg22) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %128 = "stablehlo.compare"(%arg22, %arg22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %129 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %130 = "stablehlo.select"(%128, %129, %127) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %132 = "stablehlo.compare"(%arg23, %131) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %134 = "stablehlo.select"(%132, %133, %arg23) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %135 = "stablehlo.compare"(%arg23, %arg23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %136 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %137 = "stablehlo.select"(%135, %136, %134) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %138 = "stablehlo.compare"(%130, %137) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%138) : (tensor<i1>) -> ()
    }) : (tensor<12xf32>) -> tensor<12xf32>
    %99 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.subtract"(%99, %100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.multiply"(%arg21, %101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %103 = "stablehlo.floor"(%102) : (tensor<f32>) -> tensor<f32>
    %104 = "stablehlo.ceil"(%102) : (tensor<f32>) -> tensor<f32>
    %105 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.subtract"(%105, %106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.clamp"(%108, %103, %107) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %110 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.subtract"(%110, %111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.clamp"(%113, %104, %112) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %115 = "stablehlo.convert"(%109) : (tensor<f32>) -> tensor<i32>
    %116 = "stablehlo.convert"(%114) : (tensor<f32>) -> tensor<i32>
    %117 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %118 = "stablehlo.gather"(%98, %117) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %120 = "stablehlo.gather"(%98, %119) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
    %121 = "stablehlo.add"(%118, %120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %122 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.multiply"(%121, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%123) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<1xi1>, %arg18: tensor<f32>, %arg19: tensor<12xf32>):
    %88 = "stablehlo.convert"(%arg18) : (tensor<f32>) -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<12xi1>
    %90 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %91 = "stablehlo.select"(%89, %90, %arg19) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%91) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "quantile_0", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<12xf32>, %arg12: tensor<f32>):
    %37 = "stablehlo.compare"(%arg11, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %38 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %39 = "stablehlo.reduce"(%37, %38) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
      %87 = "stablehlo.or"(%arg15, %arg16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%87) : (tensor<i1>) -> ()
    }) : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %41 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %42 = "func.call"(%40, %41, %arg11) <{callee = @_where}> : (tensor<1xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %43 = "stablehlo.sort"(%42) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %73 = "stablehlo.compare"(%arg13, %72) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %75 = "stablehlo.select"(%73, %74, %arg13) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %76 = "stablehlo.compare"(%arg13, %arg13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %77 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %78 = "stablehlo.select"(%76, %77, %75) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %80 = "stablehlo.compare"(%arg14, %79) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %82 = "stablehlo.select"(%80, %81, %arg14) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %83 = "stablehlo.compare"(%arg14, %arg14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %84 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %85 = "stablehlo.select"(%83, %84, %82) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %86 = "stablehlo.compare"(%78, %85) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%86) : (tensor<i1>) -> ()
    }) : (tensor<12xf32>) -> tensor<12xf32>
    %44 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.subtract"(%44, %45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.multiply"(%arg12, %46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %48 = "stablehlo.floor"(%47) : (tensor<f32>) -> tensor<f32>
    %49 = "stablehlo.ceil"(%47) : (tensor<f32>) -> tensor<f32>
    %50 = "stablehlo.subtract"(%47, %48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.subtract"(%51, %50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %53 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.subtract"(%53, %54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.clamp"(%56, %48, %55) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %58 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.subtract"(%58, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.clamp"(%61, %49, %60) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.convert"(%57) : (tensor<f32>) -> tensor<i32>
    %64 = "stablehlo.convert"(%62) : (tensor<f32>) -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %66 = "stablehlo.gather"(%43, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %68 = "stablehlo.gather"(%43, %67) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
    %69 = "stablehlo.multiply"(%66, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %70 = "stablehlo.multiply"(%68, %50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.add"(%69, %70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%71) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xf16>) -> tensor<9xf16>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<9xf16>):
    %21 = "stablehlo.sort"(%arg8) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg9: tensor<f16>, %arg10: tensor<f16>):
      %22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
      %23 = "stablehlo.compare"(%arg9, %22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
      %25 = "stablehlo.select"(%23, %24, %arg9) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %26 = "stablehlo.compare"(%arg9, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %27 = "stablehlo.constant"() <{value = dense<0x7E00> : tensor<f16>}> : () -> tensor<f16>
      %28 = "stablehlo.select"(%26, %27, %25) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
      %30 = "stablehlo.compare"(%arg10, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
      %32 = "stablehlo.select"(%30, %31, %arg10) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %33 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %34 = "stablehlo.constant"() <{value = dense<0x7E00> : tensor<f16>}> : () -> tensor<f16>
      %35 = "stablehlo.select"(%33, %34, %32) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %36 = "stablehlo.compare"(%28, %35) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      "stablehlo.return"(%36) : (tensor<i1>) -> ()
    }) : (tensor<9xf16>) -> tensor<9xf16>
    "func.return"(%21) : (tensor<9xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xi32>) -> tensor<12xi32>, res_attrs = [{}], sym_name = "lexsort", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<12xf32>, %arg1: tensor<12xi32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3 = "stablehlo.compare"(%arg4, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %5 = "stablehlo.select"(%3, %4, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6 = "stablehlo.compare"(%arg4, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %8 = "stablehlo.select"(%6, %7, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.compare"(%arg5, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.select"(%10, %11, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %13 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.select"(%13, %14, %12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.compare"(%8, %15) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = "stablehlo.compare"(%arg2, %arg3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %18 = "stablehlo.compare"(%arg2, %arg3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = "stablehlo.and"(%18, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %20 = "stablehlo.or"(%17, %19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%20) : (tensor<i1>) -> ()
    }) : (tensor<12xi32>, tensor<12xf32>, tensor<12xi32>) -> (tensor<12xi32>, tensor<12xf32>, tensor<12xi32>)
    "func.return"(%1#2) : (tensor<12xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
