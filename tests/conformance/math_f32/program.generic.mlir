"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf32>, tensor<24xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<4x8xf32>) -> (tensor<32xf32>, tensor<16xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10xf32>, tensor<32xf32>, tensor<16xf32>, tensor<8xf32>, tensor<16xf32>, tensor<10xf32>, tensor<4xf32>, tensor<32xf32>, tensor<32xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}, {jax.result_info = "result[27]"}, {jax.result_info = "result[28]"}, {jax.result_info = "result[29]"}, {jax.result_info = "result[30]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<32xf32>, %arg11: tensor<24xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<10xf32>, %arg21: tensor<10xf32>, %arg22: tensor<10xf32>, %arg23: tensor<10xf32>, %arg24: tensor<4x8xf32>):
    %48 = "chlo.asinh"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %49 = "func.call"(%arg12) <{callee = @arccosh}> : (tensor<16xf32>) -> tensor<16xf32>
    %50 = "chlo.atanh"(%arg11) : (tensor<24xf32>) -> tensor<24xf32>
    %51 = "chlo.asin"(%arg11) : (tensor<24xf32>) -> tensor<24xf32>
    %52 = "chlo.acos"(%arg11) : (tensor<24xf32>) -> tensor<24xf32>
    %53 = "chlo.atan"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %54 = "chlo.sinh"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %55 = "chlo.cosh"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %56 = "stablehlo.tan"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %57 = "stablehlo.tanh"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %58 = "stablehlo.exponential"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %59 = "stablehlo.exponential_minus_one"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %60 = "stablehlo.log"(%arg13) : (tensor<16xf32>) -> tensor<16xf32>
    %61 = "stablehlo.log_plus_one"(%arg14) : (tensor<16xf32>) -> tensor<16xf32>
    %62 = "chlo.erf"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %63 = "chlo.erfc"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %64 = "stablehlo.sine"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %65 = "stablehlo.cosine"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %66 = "stablehlo.sqrt"(%arg13) : (tensor<16xf32>) -> tensor<16xf32>
    %67 = "stablehlo.rsqrt"(%arg13) : (tensor<16xf32>) -> tensor<16xf32>
    %68 = "stablehlo.abs"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %69 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %71 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %73 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %75 = "stablehlo.multiply"(%70, %68) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %76 = "stablehlo.subtract"(%75, %72) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %83 = "stablehlo.multiply"(%76, %78) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %84 = "stablehlo.subtract"(%83, %80) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %85 = "stablehlo.constant"() <{value = dense<-1.30002498E-8> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %87 = "stablehlo.add"(%84, %86) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %88 = "stablehlo.multiply"(%76, %87) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %89 = "stablehlo.subtract"(%88, %78) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %90 = "stablehlo.constant"() <{value = dense<6.04699508E-8> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %92 = "stablehlo.add"(%89, %91) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %93 = "stablehlo.multiply"(%76, %92) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %94 = "stablehlo.subtract"(%93, %87) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %95 = "stablehlo.constant"() <{value = dense<-2.67079372E-7> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %97 = "stablehlo.add"(%94, %96) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %98 = "stablehlo.multiply"(%76, %97) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %99 = "stablehlo.subtract"(%98, %92) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %100 = "stablehlo.constant"() <{value = dense<1.11738757E-6> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %102 = "stablehlo.add"(%99, %101) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %103 = "stablehlo.multiply"(%76, %102) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %104 = "stablehlo.subtract"(%103, %97) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %105 = "stablehlo.constant"() <{value = dense<-4.41673819E-6> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %107 = "stablehlo.add"(%104, %106) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %108 = "stablehlo.multiply"(%76, %107) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %109 = "stablehlo.subtract"(%108, %102) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.64484482E-5> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %112 = "stablehlo.add"(%109, %111) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %113 = "stablehlo.multiply"(%76, %112) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %114 = "stablehlo.subtract"(%113, %107) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %115 = "stablehlo.constant"() <{value = dense<-5.75419508E-5> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %117 = "stablehlo.add"(%114, %116) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %118 = "stablehlo.multiply"(%76, %117) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %119 = "stablehlo.subtract"(%118, %112) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %120 = "stablehlo.constant"() <{value = dense<1.88502891E-4> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %122 = "stablehlo.add"(%119, %121) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %123 = "stablehlo.multiply"(%76, %122) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %124 = "stablehlo.subtract"(%123, %117) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %125 = "stablehlo.constant"() <{value = dense<-5.76375576E-4> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %127 = "stablehlo.add"(%124, %126) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %128 = "stablehlo.multiply"(%76, %127) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %129 = "stablehlo.subtract"(%128, %122) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %130 = "stablehlo.constant"() <{value = dense<0.00163947558> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %132 = "stablehlo.add"(%129, %131) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %133 = "stablehlo.multiply"(%76, %132) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %134 = "stablehlo.subtract"(%133, %127) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %135 = "stablehlo.constant"() <{value = dense<-4.324310e-03> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %137 = "stablehlo.add"(%134, %136) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %138 = "stablehlo.multiply"(%76, %137) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %139 = "stablehlo.subtract"(%138, %132) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %140 = "stablehlo.constant"() <{value = dense<0.0105464607> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %142 = "stablehlo.add"(%139, %141) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %143 = "stablehlo.multiply"(%76, %142) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %144 = "stablehlo.subtract"(%143, %137) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %145 = "stablehlo.constant"() <{value = dense<-0.0237374157> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %147 = "stablehlo.add"(%144, %146) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %148 = "stablehlo.multiply"(%76, %147) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %149 = "stablehlo.subtract"(%148, %142) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %150 = "stablehlo.constant"() <{value = dense<0.0493052825> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %152 = "stablehlo.add"(%149, %151) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %153 = "stablehlo.multiply"(%76, %152) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %154 = "stablehlo.subtract"(%153, %147) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %155 = "stablehlo.constant"() <{value = dense<-9.490110e-02> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %157 = "stablehlo.add"(%154, %156) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %158 = "stablehlo.multiply"(%76, %157) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %159 = "stablehlo.subtract"(%158, %152) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %160 = "stablehlo.constant"() <{value = dense<0.171620905> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %162 = "stablehlo.add"(%159, %161) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %163 = "stablehlo.multiply"(%76, %162) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %164 = "stablehlo.subtract"(%163, %157) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %165 = "stablehlo.constant"() <{value = dense<-0.304682672> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %167 = "stablehlo.add"(%164, %166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %168 = "stablehlo.multiply"(%76, %167) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %169 = "stablehlo.subtract"(%168, %162) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %170 = "stablehlo.constant"() <{value = dense<0.676795303> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %172 = "stablehlo.add"(%169, %171) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %173 = "stablehlo.subtract"(%172, %162) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %174 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %176 = "stablehlo.multiply"(%175, %173) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %177 = "stablehlo.divide"(%74, %68) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %178 = "stablehlo.subtract"(%177, %72) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %181 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %185 = "stablehlo.multiply"(%178, %180) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %186 = "stablehlo.subtract"(%185, %182) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %187 = "stablehlo.constant"() <{value = dense<3.39623196E-9> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %189 = "stablehlo.add"(%186, %188) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %190 = "stablehlo.multiply"(%178, %189) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %191 = "stablehlo.subtract"(%190, %180) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %192 = "stablehlo.constant"() <{value = dense<2.26666899E-8> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %194 = "stablehlo.add"(%191, %193) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %195 = "stablehlo.multiply"(%178, %194) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %196 = "stablehlo.subtract"(%195, %189) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %197 = "stablehlo.constant"() <{value = dense<2.04891862E-7> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %199 = "stablehlo.add"(%196, %198) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %200 = "stablehlo.multiply"(%178, %199) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %201 = "stablehlo.subtract"(%200, %194) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %202 = "stablehlo.constant"() <{value = dense<2.89137051E-6> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %204 = "stablehlo.add"(%201, %203) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %205 = "stablehlo.multiply"(%178, %204) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %206 = "stablehlo.subtract"(%205, %199) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %207 = "stablehlo.constant"() <{value = dense<6.88975852E-5> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %209 = "stablehlo.add"(%206, %208) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %210 = "stablehlo.multiply"(%178, %209) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %211 = "stablehlo.subtract"(%210, %204) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %212 = "stablehlo.constant"() <{value = dense<0.00336911646> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %214 = "stablehlo.add"(%211, %213) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %215 = "stablehlo.multiply"(%178, %214) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %216 = "stablehlo.subtract"(%215, %209) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %217 = "stablehlo.constant"() <{value = dense<0.804490387> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %219 = "stablehlo.add"(%216, %218) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %220 = "stablehlo.subtract"(%219, %209) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %221 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %223 = "stablehlo.multiply"(%222, %220) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %224 = "stablehlo.sqrt"(%68) : (tensor<32xf32>) -> tensor<32xf32>
    %225 = "stablehlo.divide"(%223, %224) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %226 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %228 = "stablehlo.compare"(%68, %227) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %229 = "stablehlo.select"(%228, %176, %225) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %230 = "chlo.bessel_i1e"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %231 = "chlo.next_after"(%arg22, %arg23) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %232 = "stablehlo.cbrt"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %233 = "stablehlo.power"(%arg13, %arg15) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %234 = "stablehlo.power"(%arg16, %arg17) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %235 = "stablehlo.atan2"(%arg18, %arg19) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %236 = "func.call"(%arg20, %arg21) <{callee = @hypot}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %237 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.reduce"(%arg24, %237) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %266 = "stablehlo.maximum"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%266) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %239 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %241 = "stablehlo.maximum"(%240, %238) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %242 = "stablehlo.is_finite"(%241) : (tensor<4xf32>) -> tensor<4xi1>
    %243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %245 = "stablehlo.select"(%242, %241, %244) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %248 = "stablehlo.subtract"(%arg24, %247) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %249 = "stablehlo.exponential"(%248) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %250 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.reduce"(%249, %250) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %265 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%265) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %252 = "stablehlo.sign"(%251) : (tensor<4xf32>) -> tensor<4xf32>
    %253 = "stablehlo.abs"(%251) : (tensor<4xf32>) -> tensor<4xf32>
    %254 = "stablehlo.log"(%253) : (tensor<4xf32>) -> tensor<4xf32>
    %255 = "stablehlo.add"(%254, %245) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %256 = "stablehlo.negate"(%arg10) : (tensor<32xf32>) -> tensor<32xf32>
    %257 = "stablehlo.exponential"(%256) : (tensor<32xf32>) -> tensor<32xf32>
    %258 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %260 = "stablehlo.add"(%259, %257) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %261 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %263 = "stablehlo.divide"(%262, %260) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %264 = "func.call"(%arg10) <{callee = @softplus}> : (tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %229, %230, %231, %232, %233, %234, %235, %236, %255, %263, %264) : (tensor<32xf32>, tensor<16xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10xf32>, tensor<32xf32>, tensor<16xf32>, tensor<8xf32>, tensor<16xf32>, tensor<10xf32>, tensor<4xf32>, tensor<32xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xf32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<16xf32>):
    %47 = "chlo.acosh"(%arg9) : (tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%47) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "hypot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<10xf32>, %arg8: tensor<10xf32>):
    %17 = "stablehlo.abs"(%arg7) : (tensor<10xf32>) -> tensor<10xf32>
    %18 = "stablehlo.abs"(%arg8) : (tensor<10xf32>) -> tensor<10xf32>
    %19 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %21 = "stablehlo.compare"(%17, %20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %22 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %24 = "stablehlo.compare"(%18, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %25 = "stablehlo.or"(%21, %24) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %26 = "stablehlo.maximum"(%17, %18) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %27 = "stablehlo.minimum"(%17, %18) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %30 = "stablehlo.compare"(%26, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %33 = "stablehlo.compare"(%26, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %36 = "func.call"(%33, %35, %26) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %37 = "stablehlo.divide"(%27, %36) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %38 = "chlo.square"(%37) : (tensor<10xf32>) -> tensor<10xf32>
    %39 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %41 = "stablehlo.add"(%40, %38) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %42 = "stablehlo.sqrt"(%41) : (tensor<10xf32>) -> tensor<10xf32>
    %43 = "stablehlo.multiply"(%26, %42) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %44 = "func.call"(%30, %26, %43) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %45 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %46 = "func.call"(%25, %45, %44) <{callee = @_where_0}> : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%46) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<10xi1>, %arg5: tensor<10xf32>, %arg6: tensor<10xf32>):
    %16 = "stablehlo.select"(%arg4, %arg5, %arg6) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%16) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<10xi1>, %arg2: tensor<f32>, %arg3: tensor<10xf32>):
    %14 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %15 = "stablehlo.select"(%arg1, %14, %arg3) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%15) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32xf32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "softplus", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<32xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %4 = "stablehlo.subtract"(%arg0, %3) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %5 = "stablehlo.compare"(%4, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %6 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %7 = "stablehlo.add"(%arg0, %6) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %8 = "stablehlo.abs"(%4) : (tensor<32xf32>) -> tensor<32xf32>
    %9 = "stablehlo.negate"(%8) : (tensor<32xf32>) -> tensor<32xf32>
    %10 = "stablehlo.exponential"(%9) : (tensor<32xf32>) -> tensor<32xf32>
    %11 = "stablehlo.log_plus_one"(%10) : (tensor<32xf32>) -> tensor<32xf32>
    %12 = "stablehlo.add"(%2, %11) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %13 = "stablehlo.select"(%5, %7, %12) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%13) : (tensor<32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
