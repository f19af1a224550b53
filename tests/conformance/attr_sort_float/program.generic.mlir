"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<4x16xf32>, tensor<4x16xf64>, tensor<16xf32>, tensor<16xi32>, tensor<16xf32>, tensor<3x20xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi64>, tensor<4x16xi64>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xf32>, tensor<3x5xf32>, tensor<3x5xi32>, tensor<4x16xf64>, tensor<4x16xi64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg27: tensor<4x16xf32>, %arg28: tensor<4x16xf64>, %arg29: tensor<16xf32>, %arg30: tensor<16xi32>, %arg31: tensor<16xf32>, %arg32: tensor<3x20xf32>):
    %119 = "func.call"(%arg27) <{callee = @sort}> : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %120 = "func.call"(%arg27) <{callee = @sort_0}> : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %121 = "stablehlo.sort"(%arg27) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %165 = "stablehlo.compare"(%arg43, %164) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %166 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %167 = "stablehlo.select"(%165, %166, %arg43) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %168 = "stablehlo.compare"(%arg43, %arg43) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %169 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %170 = "stablehlo.select"(%168, %169, %167) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %172 = "stablehlo.compare"(%arg44, %171) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %174 = "stablehlo.select"(%172, %173, %arg44) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %175 = "stablehlo.compare"(%arg44, %arg44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %176 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %177 = "stablehlo.select"(%175, %176, %174) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %178 = "stablehlo.compare"(%170, %177) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%178) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %122 = "func.call"(%arg27) <{callee = @sort_1}> : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %123 = "func.call"(%arg27) <{callee = @argsort}> : (tensor<4x16xf32>) -> tensor<4x16xi64>
    %124 = "func.call"(%arg27) <{callee = @argsort_2}> : (tensor<4x16xf32>) -> tensor<4x16xi64>
    %125:2 = "stablehlo.sort"(%arg29, %arg31) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>, %arg41: tensor<f32>, %arg42: tensor<f32>):
      %149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %150 = "stablehlo.compare"(%arg39, %149) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %151 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %152 = "stablehlo.select"(%150, %151, %arg39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %153 = "stablehlo.compare"(%arg39, %arg39) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %154 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %155 = "stablehlo.select"(%153, %154, %152) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %157 = "stablehlo.compare"(%arg40, %156) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %159 = "stablehlo.select"(%157, %158, %arg40) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %160 = "stablehlo.compare"(%arg40, %arg40) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %161 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %162 = "stablehlo.select"(%160, %161, %159) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %163 = "stablehlo.compare"(%155, %162) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%163) : (tensor<i1>) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
    %126:3 = "stablehlo.sort"(%arg29, %arg30, %arg31) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>, %arg35: tensor<i32>, %arg36: tensor<i32>, %arg37: tensor<f32>, %arg38: tensor<f32>):
      %130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %131 = "stablehlo.compare"(%arg33, %130) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %133 = "stablehlo.select"(%131, %132, %arg33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %134 = "stablehlo.compare"(%arg33, %arg33) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %135 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %136 = "stablehlo.select"(%134, %135, %133) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %137 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %138 = "stablehlo.compare"(%arg34, %137) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %139 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %140 = "stablehlo.select"(%138, %139, %arg34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %141 = "stablehlo.compare"(%arg34, %arg34) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %142 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %143 = "stablehlo.select"(%141, %142, %140) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %144 = "stablehlo.compare"(%arg35, %arg36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %145 = "stablehlo.compare"(%136, %143) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %146 = "stablehlo.compare"(%136, %143) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %147 = "stablehlo.and"(%146, %144) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %148 = "stablehlo.or"(%145, %147) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%148) : (tensor<i1>) -> ()
    }) : (tensor<16xf32>, tensor<16xi32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xi32>, tensor<16xf32>)
    %127:2 = "chlo.top_k"(%arg32) <{is_stable = true, k = 5 : i64}> : (tensor<3x20xf32>) -> (tensor<3x5xf32>, tensor<3x5xi32>)
    %128 = "func.call"(%arg28) <{callee = @sort_3}> : (tensor<4x16xf64>) -> tensor<4x16xf64>
    %129 = "func.call"(%arg28) <{callee = @argsort_4}> : (tensor<4x16xf64>) -> tensor<4x16xi64>
    "func.return"(%119, %120, %121, %122, %123, %124, %125#0, %125#1, %126#0, %126#1, %126#2, %127#0, %127#1, %128, %129) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi64>, tensor<4x16xi64>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xf32>, tensor<3x5xf32>, tensor<3x5xi32>, tensor<4x16xf64>, tensor<4x16xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xf32>) -> tensor<4x16xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<4x16xf32>):
    %103 = "stablehlo.sort"(%arg24) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %105 = "stablehlo.compare"(%arg25, %104) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %107 = "stablehlo.select"(%105, %106, %arg25) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %108 = "stablehlo.compare"(%arg25, %arg25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %109 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %110 = "stablehlo.select"(%108, %109, %107) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %111 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %112 = "stablehlo.compare"(%arg26, %111) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %114 = "stablehlo.select"(%112, %113, %arg26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %115 = "stablehlo.compare"(%arg26, %arg26) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %116 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %117 = "stablehlo.select"(%115, %116, %114) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %118 = "stablehlo.compare"(%110, %117) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%118) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%103) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xf32>) -> tensor<4x16xf32>, res_attrs = [{}], sym_name = "sort_0", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<4x16xf32>):
    %87 = "stablehlo.sort"(%arg21) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %89 = "stablehlo.compare"(%arg22, %88) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %91 = "stablehlo.select"(%89, %90, %arg22) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %92 = "stablehlo.compare"(%arg22, %arg22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %93 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %94 = "stablehlo.select"(%92, %93, %91) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %95 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %96 = "stablehlo.compare"(%arg23, %95) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %97 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %98 = "stablehlo.select"(%96, %97, %arg23) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %99 = "stablehlo.compare"(%arg23, %arg23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %100 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %101 = "stablehlo.select"(%99, %100, %98) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %102 = "stablehlo.compare"(%94, %101) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%102) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%87) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xf32>) -> tensor<4x16xf32>, res_attrs = [{}], sym_name = "sort_1", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<4x16xf32>):
    %70 = "stablehlo.sort"(%arg18) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %73 = "stablehlo.compare"(%arg19, %72) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %75 = "stablehlo.select"(%73, %74, %arg19) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %76 = "stablehlo.compare"(%arg19, %arg19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %77 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %78 = "stablehlo.select"(%76, %77, %75) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %80 = "stablehlo.compare"(%arg20, %79) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %82 = "stablehlo.select"(%80, %81, %arg20) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %83 = "stablehlo.compare"(%arg20, %arg20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %84 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %85 = "stablehlo.select"(%83, %84, %82) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %86 = "stablehlo.compare"(%78, %85) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%86) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %71 = "stablehlo.reverse"(%70) <{dimensions = array<i64: 1>}> : (tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%71) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xf32>) -> tensor<4x16xi64>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4x16xf32>):
    %53 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x16xi64>
    %54:2 = "stablehlo.sort"(%arg13, %53) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<i64>, %arg17: tensor<i64>):
      %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %56 = "stablehlo.compare"(%arg14, %55) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %58 = "stablehlo.select"(%56, %57, %arg14) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %59 = "stablehlo.compare"(%arg14, %arg14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %60 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %61 = "stablehlo.select"(%59, %60, %58) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %63 = "stablehlo.compare"(%arg15, %62) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %65 = "stablehlo.select"(%63, %64, %arg15) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %66 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %67 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %68 = "stablehlo.select"(%66, %67, %65) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %69 = "stablehlo.compare"(%61, %68) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%69) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi64>) -> (tensor<4x16xf32>, tensor<4x16xi64>)
    "func.return"(%54#1) : (tensor<4x16xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xf32>) -> tensor<4x16xi64>, res_attrs = [{}], sym_name = "argsort_2", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x16xf32>):
    %33 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x16xi64>
    %34 = "stablehlo.reverse"(%arg8) <{dimensions = array<i64: 1>}> : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %35 = "stablehlo.reverse"(%33) <{dimensions = array<i64: 1>}> : (tensor<4x16xi64>) -> tensor<4x16xi64>
    %36:2 = "stablehlo.sort"(%34, %35) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<i64>, %arg12: tensor<i64>):
      %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %39 = "stablehlo.compare"(%arg9, %38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %41 = "stablehlo.select"(%39, %40, %arg9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %42 = "stablehlo.compare"(%arg9, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %43 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %44 = "stablehlo.select"(%42, %43, %41) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %46 = "stablehlo.compare"(%arg10, %45) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %48 = "stablehlo.select"(%46, %47, %arg10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %49 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %50 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %51 = "stablehlo.select"(%49, %50, %48) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %52 = "stablehlo.compare"(%44, %51) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi64>) -> (tensor<4x16xf32>, tensor<4x16xi64>)
    %37 = "stablehlo.reverse"(%36#1) <{dimensions = array<i64: 1>}> : (tensor<4x16xi64>) -> tensor<4x16xi64>
    "func.return"(%37) : (tensor<4x16xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xf64>) -> tensor<4x16xf64>, res_attrs = [{}], sym_name = "sort_3", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x16xf64>):
    %17 = "stablehlo.sort"(%arg5) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg6: tensor<f64>, %arg7: tensor<f64>):
      %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %19 = "stablehlo.compare"(%arg6, %18) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %21 = "stablehlo.select"(%19, %20, %arg6) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %22 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %23 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
      %24 = "stablehlo.select"(%22, %23, %21) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %26 = "stablehlo.compare"(%arg7, %25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %28 = "stablehlo.select"(%26, %27, %arg7) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %29 = "stablehlo.compare"(%arg7, %arg7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %30 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
      %31 = "stablehlo.select"(%29, %30, %28) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %32 = "stablehlo.compare"(%24, %31) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      "stablehlo.return"(%32) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf64>) -> tensor<4x16xf64>
    "func.return"(%17) : (tensor<4x16xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xf64>) -> tensor<4x16xi64>, res_attrs = [{}], sym_name = "argsort_4", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x16xf64>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x16xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %5 = "stablehlo.select"(%3, %4, %arg1) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %6 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %7 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
      %8 = "stablehlo.select"(%6, %7, %5) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %10 = "stablehlo.compare"(%arg2, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %12 = "stablehlo.select"(%10, %11, %arg2) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %13 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %14 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
      %15 = "stablehlo.select"(%13, %14, %12) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
      %16 = "stablehlo.compare"(%8, %15) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      "stablehlo.return"(%16) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf64>, tensor<4x16xi64>) -> (tensor<4x16xf64>, tensor<4x16xi64>)
    "func.return"(%1#1) : (tensor<4x16xi64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
