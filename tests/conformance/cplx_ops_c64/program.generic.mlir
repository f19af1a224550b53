"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<4x6xf32>, tensor<4x6xf32>) -> (tensor<4xcomplex<f32>>, tensor<complex<f32>>, tensor<6xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<16xi64>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xcomplex<f32>>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4x6xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg16: tensor<4x6xcomplex<f32>>, %arg17: tensor<4x6xcomplex<f32>>, %arg18: tensor<4x6xcomplex<f32>>, %arg19: tensor<16xcomplex<f32>>, %arg20: tensor<4x6xf32>, %arg21: tensor<4x6xf32>):
    %123 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %124 = "stablehlo.reduce"(%arg16, %123) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg30: tensor<complex<f32>>, %arg31: tensor<complex<f32>>):
      %168 = "stablehlo.add"(%arg30, %arg31) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%168) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %125 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %126 = "stablehlo.reduce"(%arg16, %125) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg28: tensor<complex<f32>>, %arg29: tensor<complex<f32>>):
      %167 = "stablehlo.add"(%arg28, %arg29) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%167) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %127 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %128 = "stablehlo.reduce"(%arg18, %127) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg26: tensor<complex<f32>>, %arg27: tensor<complex<f32>>):
      %166 = "stablehlo.multiply"(%arg26, %arg27) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%166) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %129 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %130 = "stablehlo.reduce"(%arg18, %129) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg24: tensor<complex<f32>>, %arg25: tensor<complex<f32>>):
      %165 = "stablehlo.multiply"(%arg24, %arg25) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%165) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %131 = "func.call"(%arg16) <{callee = @cumsum}> : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %132 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %133 = "stablehlo.reduce"(%arg16, %132) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<complex<f32>>, %arg23: tensor<complex<f32>>):
      %164 = "stablehlo.add"(%arg22, %arg23) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%164) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %134 = "stablehlo.constant"() <{value = dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %136 = "stablehlo.divide"(%133, %135) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %137 = "func.call"(%arg19) <{callee = @sort}> : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %138 = "func.call"(%arg19) <{callee = @argsort}> : (tensor<16xcomplex<f32>>) -> tensor<16xi64>
    %139 = "func.call"(%arg16) <{callee = @sort_1}> : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %140 = "stablehlo.add"(%arg16, %arg17) : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %141 = "stablehlo.subtract"(%arg16, %arg17) : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %142 = "stablehlo.multiply"(%arg16, %arg17) : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %143 = "stablehlo.divide"(%arg16, %arg18) : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %144 = "stablehlo.negate"(%arg16) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %145 = "stablehlo.real"(%arg16) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %146 = "stablehlo.imag"(%arg16) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %147 = "stablehlo.negate"(%146) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %148 = "stablehlo.complex"(%145, %147) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xcomplex<f32>>
    %149 = "stablehlo.real"(%arg16) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %150 = "stablehlo.imag"(%arg16) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %151 = "stablehlo.abs"(%arg16) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %152 = "func.call"(%arg16) <{callee = @angle}> : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %153 = "stablehlo.complex"(%arg20, %arg21) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xcomplex<f32>>
    %154 = "stablehlo.compare"(%arg16, %arg17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4x6xi1>
    %155 = "stablehlo.compare"(%arg16, %arg17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4x6xi1>
    %156 = "stablehlo.transpose"(%arg17) <{permutation = array<i64: 1, 0>}> : (tensor<4x6xcomplex<f32>>) -> tensor<6x4xcomplex<f32>>
    %157 = "stablehlo.dot_general"(%arg16, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x6xcomplex<f32>>, tensor<6x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %158 = "stablehlo.real"(%arg17) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %159 = "stablehlo.imag"(%arg17) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %160 = "stablehlo.negate"(%159) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %161 = "stablehlo.complex"(%158, %160) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xcomplex<f32>>
    %162 = "stablehlo.dot_general"(%arg16, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %163 = "stablehlo.convert"(%arg20) : (tensor<4x6xf32>) -> tensor<4x6xcomplex<f32>>
    "func.return"(%124, %126, %128, %130, %131, %136, %137, %138, %139, %140, %141, %142, %143, %144, %148, %149, %150, %151, %152, %153, %154, %155, %157, %162, %163) : (tensor<4xcomplex<f32>>, tensor<complex<f32>>, tensor<6xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<16xi64>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xcomplex<f32>>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4x6xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x6xcomplex<f32>>):
    %122 = "func.call"(%arg15) <{callee = @cumsum_0}> : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    "func.return"(%122) : (tensor<4x6xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4x6xcomplex<f32>>):
    %118 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %120 = "stablehlo.reduce_window"(%arg12, %119) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg13: tensor<complex<f32>>, %arg14: tensor<complex<f32>>):
      %121 = "stablehlo.add"(%arg13, %arg14) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%121) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x6xcomplex<f32>>
    "func.return"(%120) : (tensor<4x6xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<16xcomplex<f32>>):
    %80 = "stablehlo.sort"(%arg9) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg10: tensor<complex<f32>>, %arg11: tensor<complex<f32>>):
      %81 = "stablehlo.real"(%arg10) : (tensor<complex<f32>>) -> tensor<f32>
      %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %83 = "stablehlo.compare"(%81, %82) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %85 = "stablehlo.select"(%83, %84, %81) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %86 = "stablehlo.compare"(%81, %81) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %87 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %88 = "stablehlo.select"(%86, %87, %85) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %89 = "stablehlo.imag"(%arg10) : (tensor<complex<f32>>) -> tensor<f32>
      %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %91 = "stablehlo.compare"(%89, %90) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %92 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %93 = "stablehlo.select"(%91, %92, %89) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %94 = "stablehlo.compare"(%89, %89) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %95 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %96 = "stablehlo.select"(%94, %95, %93) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %97 = "stablehlo.real"(%arg11) : (tensor<complex<f32>>) -> tensor<f32>
      %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %99 = "stablehlo.compare"(%97, %98) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %101 = "stablehlo.select"(%99, %100, %97) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %102 = "stablehlo.compare"(%97, %97) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %103 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %104 = "stablehlo.select"(%102, %103, %101) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %105 = "stablehlo.imag"(%arg11) : (tensor<complex<f32>>) -> tensor<f32>
      %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %107 = "stablehlo.compare"(%105, %106) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %109 = "stablehlo.select"(%107, %108, %105) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %110 = "stablehlo.compare"(%105, %105) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %111 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %112 = "stablehlo.select"(%110, %111, %109) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %113 = "stablehlo.compare"(%96, %112) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %114 = "stablehlo.compare"(%88, %104) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %115 = "stablehlo.compare"(%88, %104) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %116 = "stablehlo.and"(%115, %113) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %117 = "stablehlo.or"(%114, %116) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%117) : (tensor<i1>) -> ()
    }) : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    "func.return"(%80) : (tensor<16xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xcomplex<f32>>) -> tensor<16xi64>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<16xcomplex<f32>>):
    %41 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi64>
    %42:2 = "stablehlo.sort"(%arg4, %41) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg5: tensor<complex<f32>>, %arg6: tensor<complex<f32>>, %arg7: tensor<i64>, %arg8: tensor<i64>):
      %43 = "stablehlo.real"(%arg5) : (tensor<complex<f32>>) -> tensor<f32>
      %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %45 = "stablehlo.compare"(%43, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %47 = "stablehlo.select"(%45, %46, %43) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %48 = "stablehlo.compare"(%43, %43) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %49 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %50 = "stablehlo.select"(%48, %49, %47) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %51 = "stablehlo.imag"(%arg5) : (tensor<complex<f32>>) -> tensor<f32>
      %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %53 = "stablehlo.compare"(%51, %52) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %55 = "stablehlo.select"(%53, %54, %51) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %56 = "stablehlo.compare"(%51, %51) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %57 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %58 = "stablehlo.select"(%56, %57, %55) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %59 = "stablehlo.real"(%arg6) : (tensor<complex<f32>>) -> tensor<f32>
      %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %61 = "stablehlo.compare"(%59, %60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %63 = "stablehlo.select"(%61, %62, %59) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %64 = "stablehlo.compare"(%59, %59) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %65 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %66 = "stablehlo.select"(%64, %65, %63) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %67 = "stablehlo.imag"(%arg6) : (tensor<complex<f32>>) -> tensor<f32>
      %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %69 = "stablehlo.compare"(%67, %68) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %71 = "stablehlo.select"(%69, %70, %67) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %72 = "stablehlo.compare"(%67, %67) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %73 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %74 = "stablehlo.select"(%72, %73, %71) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %75 = "stablehlo.compare"(%58, %74) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %76 = "stablehlo.compare"(%50, %66) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %77 = "stablehlo.compare"(%50, %66) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %78 = "stablehlo.and"(%77, %75) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %79 = "stablehlo.or"(%76, %78) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%79) : (tensor<i1>) -> ()
    }) : (tensor<16xcomplex<f32>>, tensor<16xi64>) -> (tensor<16xcomplex<f32>>, tensor<16xi64>)
    "func.return"(%42#1) : (tensor<16xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>, res_attrs = [{}], sym_name = "sort_1", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x6xcomplex<f32>>):
    %3 = "stablehlo.sort"(%arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      %4 = "stablehlo.real"(%arg2) : (tensor<complex<f32>>) -> tensor<f32>
      %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %6 = "stablehlo.compare"(%4, %5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %8 = "stablehlo.select"(%6, %7, %4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %9 = "stablehlo.compare"(%4, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %11 = "stablehlo.select"(%9, %10, %8) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.imag"(%arg2) : (tensor<complex<f32>>) -> tensor<f32>
      %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.compare"(%12, %13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.select"(%14, %15, %12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %17 = "stablehlo.compare"(%12, %12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %18 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %19 = "stablehlo.select"(%17, %18, %16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %20 = "stablehlo.real"(%arg3) : (tensor<complex<f32>>) -> tensor<f32>
      %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %22 = "stablehlo.compare"(%20, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %24 = "stablehlo.select"(%22, %23, %20) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %25 = "stablehlo.compare"(%20, %20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %27 = "stablehlo.select"(%25, %26, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %28 = "stablehlo.imag"(%arg3) : (tensor<complex<f32>>) -> tensor<f32>
      %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %30 = "stablehlo.compare"(%28, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %32 = "stablehlo.select"(%30, %31, %28) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %33 = "stablehlo.compare"(%28, %28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %34 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %35 = "stablehlo.select"(%33, %34, %32) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %36 = "stablehlo.compare"(%19, %35) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %37 = "stablehlo.compare"(%11, %27) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %38 = "stablehlo.compare"(%11, %27) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %39 = "stablehlo.and"(%38, %36) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %40 = "stablehlo.or"(%37, %39) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%40) : (tensor<i1>) -> ()
    }) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    "func.return"(%3) : (tensor<4x6xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "angle", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xcomplex<f32>>):
    %0 = "stablehlo.real"(%arg0) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %1 = "stablehlo.imag"(%arg0) : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %2 = "stablehlo.atan2"(%1, %0) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%2) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
