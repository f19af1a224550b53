"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xf32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg29: tensor<4x6xf32>, %arg30: tensor<4x6xf32>):
    %110 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %112 = "stablehlo.multiply"(%111, %arg29) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %113 = "stablehlo.negate"(%arg29) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %116 = "stablehlo.multiply"(%113, %115) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %117 = "chlo.erfc"(%116) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %118 = "stablehlo.multiply"(%112, %117) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %119 = "stablehlo.multiply"(%arg29, %arg29) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %120 = "stablehlo.multiply"(%119, %arg29) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %121 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %123 = "stablehlo.multiply"(%122, %120) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %124 = "stablehlo.add"(%arg29, %123) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %125 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %127 = "stablehlo.multiply"(%126, %124) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %128 = "stablehlo.tanh"(%127) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %129 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %131 = "stablehlo.add"(%130, %128) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %132 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %134 = "stablehlo.multiply"(%133, %131) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %135 = "stablehlo.multiply"(%arg29, %134) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %136 = "func.call"(%arg29) <{callee = @softplus}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %137 = "func.call"(%arg29) <{callee = @silu}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %138 = "func.call"(%arg29) <{callee = @elu}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %139 = "func.call"(%arg29) <{callee = @log_softmax}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %140 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.reduce"(%arg29, %140) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %179 = "stablehlo.maximum"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%179) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %142 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %144 = "stablehlo.maximum"(%143, %141) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %145 = "stablehlo.is_finite"(%144) : (tensor<4xf32>) -> tensor<4xi1>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %148 = "stablehlo.select"(%145, %144, %147) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %151 = "stablehlo.subtract"(%arg29, %150) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %152 = "stablehlo.exponential"(%151) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %153 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.reduce"(%152, %153) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %178 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%178) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %155 = "stablehlo.abs"(%154) : (tensor<4xf32>) -> tensor<4xf32>
    %156 = "stablehlo.log"(%155) : (tensor<4xf32>) -> tensor<4xf32>
    %157 = "stablehlo.add"(%156, %148) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %158 = "func.call"(%arg29) <{callee = @log_sigmoid}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %159 = "stablehlo.log"(%arg29) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %160 = "func.call"(%159) <{callee = @nan_to_num}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %163 = "stablehlo.maximum"(%arg29, %162) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %164 = "stablehlo.multiply"(%arg29, %arg30) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %165 = "stablehlo.subtract"(%163, %164) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %166 = "stablehlo.abs"(%arg29) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %167 = "stablehlo.negate"(%166) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %168 = "stablehlo.exponential"(%167) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %169 = "stablehlo.log_plus_one"(%168) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %170 = "stablehlo.add"(%165, %169) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.reduce"(%170, %171) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %177 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%177) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %173 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.divide"(%172, %173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %175 = "func.call"(%arg29) <{callee = @standardize}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %176 = "func.call"(%arg29) <{callee = @norm}> : (tensor<4x6xf32>) -> tensor<4xf32>
    "func.return"(%118, %135, %136, %137, %138, %139, %157, %158, %160, %174, %175, %176) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "softplus", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<4x6xf32>):
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %98 = "stablehlo.maximum"(%arg28, %97) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %99 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %100 = "stablehlo.subtract"(%arg28, %99) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %101 = "stablehlo.compare"(%100, %100) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %102 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %103 = "stablehlo.add"(%arg28, %102) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %104 = "stablehlo.abs"(%100) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %105 = "stablehlo.negate"(%104) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %106 = "stablehlo.exponential"(%105) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %107 = "stablehlo.log_plus_one"(%106) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %108 = "stablehlo.add"(%98, %107) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %109 = "stablehlo.select"(%101, %103, %108) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%109) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<4x6xf32>):
    %87 = "stablehlo.negate"(%arg27) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %88 = "stablehlo.exponential"(%87) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %89 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %91 = "stablehlo.add"(%90, %88) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %92 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %94 = "stablehlo.divide"(%93, %91) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %95 = "stablehlo.multiply"(%arg27, %94) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%95) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "elu", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<4x6xf32>):
    %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %76 = "stablehlo.compare"(%arg26, %75) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %79 = "stablehlo.compare"(%arg26, %78) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "func.call"(%79, %80, %arg26) <{callee = @_where}> : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %82 = "stablehlo.exponential_minus_one"(%81) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %83 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %85 = "stablehlo.multiply"(%84, %82) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %86 = "func.call"(%76, %arg26, %85) <{callee = @_where_0}> : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%86) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x6xi1>, %arg24: tensor<f32>, %arg25: tensor<4x6xf32>):
    %71 = "stablehlo.convert"(%arg24) : (tensor<f32>) -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %73 = "stablehlo.select"(%arg23, %72, %arg25) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%73) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x6xi1>, %arg21: tensor<4x6xf32>, %arg22: tensor<4x6xf32>):
    %70 = "stablehlo.select"(%arg20, %arg21, %arg22) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%70) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x6xf32>):
    %53 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.reduce"(%arg15, %53) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %69 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%69) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %55 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %57 = "stablehlo.maximum"(%56, %54) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %60 = "stablehlo.subtract"(%arg15, %59) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %61 = "stablehlo.exponential"(%60) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.reduce"(%61, %62) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %68 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%68) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %65 = "stablehlo.log"(%64) : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %67 = "stablehlo.subtract"(%60, %66) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%67) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "log_sigmoid", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4x6xf32>):
    %50 = "stablehlo.negate"(%arg14) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %51 = "func.call"(%50) <{callee = @softplus}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %52 = "stablehlo.negate"(%51) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%52) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "nan_to_num", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4x6xf32>):
    %37 = "stablehlo.compare"(%arg13, %arg13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "func.call"(%37, %38, %arg13) <{callee = @_where_1}> : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %40 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %42 = "stablehlo.compare"(%39, %41) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %43 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %44 = "func.call"(%42, %43, %39) <{callee = @_where_1}> : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %45 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %47 = "stablehlo.compare"(%44, %46) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %48 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %49 = "func.call"(%47, %48, %44) <{callee = @_where_1}> : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%49) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x6xi1>, %arg11: tensor<f32>, %arg12: tensor<4x6xf32>):
    %35 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %36 = "stablehlo.select"(%arg10, %35, %arg12) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%36) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "standardize", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x6xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%arg5, %8) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %34 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %11 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %13 = "stablehlo.divide"(%10, %12) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %14 = "chlo.square"(%arg5) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%14, %15) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %33 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %18 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %20 = "stablehlo.divide"(%17, %19) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %21 = "chlo.square"(%13) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %22 = "stablehlo.subtract"(%20, %21) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "func.call"(%22, %23) <{callee = @clip}> : (tensor<4x1xf32>, tensor<i32>) -> tensor<4x1xf32>
    %25 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %26 = "stablehlo.subtract"(%arg5, %25) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %27 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %29 = "stablehlo.add"(%24, %28) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %30 = "stablehlo.rsqrt"(%29) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %32 = "stablehlo.multiply"(%26, %31) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%32) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x1xf32>, tensor<i32>) -> tensor<4x1xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x1xf32>, %arg4: tensor<i32>):
    %5 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %7 = "stablehlo.maximum"(%6, %arg3) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    "func.return"(%7) : (tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.sqrt"(%2) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%3) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
