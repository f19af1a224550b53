"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf64>, tensor<24xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<8xf64>, tensor<8xf64>, tensor<16xf64>, tensor<16xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<4x8xf64>) -> (tensor<32xf64>, tensor<16xf64>, tensor<24xf64>, tensor<24xf64>, tensor<24xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<16xf64>, tensor<16xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<16xf64>, tensor<16xf64>, tensor<32xf64>, tensor<32xf64>, tensor<10xf64>, tensor<32xf64>, tensor<16xf64>, tensor<8xf64>, tensor<16xf64>, tensor<10xf64>, tensor<4xf64>, tensor<32xf64>, tensor<32xf64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}, {jax.result_info = "result[27]"}, {jax.result_info = "result[28]"}, {jax.result_info = "result[29]"}, {jax.result_info = "result[30]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<32xf64>, %arg11: tensor<24xf64>, %arg12: tensor<16xf64>, %arg13: tensor<16xf64>, %arg14: tensor<16xf64>, %arg15: tensor<16xf64>, %arg16: tensor<8xf64>, %arg17: tensor<8xf64>, %arg18: tensor<16xf64>, %arg19: tensor<16xf64>, %arg20: tensor<10xf64>, %arg21: tensor<10xf64>, %arg22: tensor<10xf64>, %arg23: tensor<10xf64>, %arg24: tensor<4x8xf64>):
    %48 = "chlo.asinh"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %49 = "func.call"(%arg12) <{callee = @arccosh}> : (tensor<16xf64>) -> tensor<16xf64>
    %50 = "chlo.atanh"(%arg11) : (tensor<24xf64>) -> tensor<24xf64>
    %51 = "chlo.asin"(%arg11) : (tensor<24xf64>) -> tensor<24xf64>
    %52 = "chlo.acos"(%arg11) : (tensor<24xf64>) -> tensor<24xf64>
    %53 = "chlo.atan"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %54 = "chlo.sinh"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %55 = "chlo.cosh"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %56 = "stablehlo.tan"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %57 = "stablehlo.tanh"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %58 = "stablehlo.exponential"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %59 = "stablehlo.exponential_minus_one"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %60 = "stablehlo.log"(%arg13) : (tensor<16xf64>) -> tensor<16xf64>
    %61 = "stablehlo.log_plus_one"(%arg14) : (tensor<16xf64>) -> tensor<16xf64>
    %62 = "chlo.erf"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %63 = "chlo.erfc"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %64 = "stablehlo.sine"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %65 = "stablehlo.cosine"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %66 = "stablehlo.sqrt"(%arg13) : (tensor<16xf64>) -> tensor<16xf64>
    %67 = "stablehlo.rsqrt"(%arg13) : (tensor<16xf64>) -> tensor<16xf64>
    %68 = "stablehlo.abs"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %69 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %71 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %73 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f64>}> : () -> tensor<f64>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %75 = "stablehlo.multiply"(%70, %68) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %76 = "stablehlo.subtract"(%75, %72) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %83 = "stablehlo.multiply"(%76, %78) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %84 = "stablehlo.subtract"(%83, %80) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %85 = "stablehlo.constant"() <{value = dense<-4.4153416464793395E-18> : tensor<f64>}> : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %87 = "stablehlo.add"(%84, %86) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %88 = "stablehlo.multiply"(%76, %87) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %89 = "stablehlo.subtract"(%88, %78) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %90 = "stablehlo.constant"() <{value = dense<3.3307945188222384E-17> : tensor<f64>}> : () -> tensor<f64>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %92 = "stablehlo.add"(%89, %91) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %93 = "stablehlo.multiply"(%76, %92) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %94 = "stablehlo.subtract"(%93, %87) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %95 = "stablehlo.constant"() <{value = dense<-2.4312798465479549E-16> : tensor<f64>}> : () -> tensor<f64>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %97 = "stablehlo.add"(%94, %96) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %98 = "stablehlo.multiply"(%76, %97) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %99 = "stablehlo.subtract"(%98, %92) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %100 = "stablehlo.constant"() <{value = dense<1.7153912855551331E-15> : tensor<f64>}> : () -> tensor<f64>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %102 = "stablehlo.add"(%99, %101) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %103 = "stablehlo.multiply"(%76, %102) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %104 = "stablehlo.subtract"(%103, %97) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %105 = "stablehlo.constant"() <{value = dense<-1.1685332877993451E-14> : tensor<f64>}> : () -> tensor<f64>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %107 = "stablehlo.add"(%104, %106) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %108 = "stablehlo.multiply"(%76, %107) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %109 = "stablehlo.subtract"(%108, %102) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %110 = "stablehlo.constant"() <{value = dense<7.6761854986049361E-14> : tensor<f64>}> : () -> tensor<f64>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %112 = "stablehlo.add"(%109, %111) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %113 = "stablehlo.multiply"(%76, %112) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %114 = "stablehlo.subtract"(%113, %107) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %115 = "stablehlo.constant"() <{value = dense<-4.856446783111929E-13> : tensor<f64>}> : () -> tensor<f64>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %117 = "stablehlo.add"(%114, %116) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %118 = "stablehlo.multiply"(%76, %117) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %119 = "stablehlo.subtract"(%118, %112) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %120 = "stablehlo.constant"() <{value = dense<2.9550526631296399E-12> : tensor<f64>}> : () -> tensor<f64>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %122 = "stablehlo.add"(%119, %121) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %123 = "stablehlo.multiply"(%76, %122) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %124 = "stablehlo.subtract"(%123, %117) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %125 = "stablehlo.constant"() <{value = dense<-1.7268262914415559E-11> : tensor<f64>}> : () -> tensor<f64>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %127 = "stablehlo.add"(%124, %126) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %128 = "stablehlo.multiply"(%76, %127) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %129 = "stablehlo.subtract"(%128, %122) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %130 = "stablehlo.constant"() <{value = dense<9.6758090353732369E-11> : tensor<f64>}> : () -> tensor<f64>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %132 = "stablehlo.add"(%129, %131) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %133 = "stablehlo.multiply"(%76, %132) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %134 = "stablehlo.subtract"(%133, %127) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %135 = "stablehlo.constant"() <{value = dense<-5.1897956016352627E-10> : tensor<f64>}> : () -> tensor<f64>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %137 = "stablehlo.add"(%134, %136) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %138 = "stablehlo.multiply"(%76, %137) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %139 = "stablehlo.subtract"(%138, %132) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %140 = "stablehlo.constant"() <{value = dense<2.6598237246823866E-9> : tensor<f64>}> : () -> tensor<f64>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %142 = "stablehlo.add"(%139, %141) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %143 = "stablehlo.multiply"(%76, %142) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %144 = "stablehlo.subtract"(%143, %137) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %145 = "stablehlo.constant"() <{value = dense<-1.300025009986248E-8> : tensor<f64>}> : () -> tensor<f64>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %147 = "stablehlo.add"(%144, %146) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %148 = "stablehlo.multiply"(%76, %147) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %149 = "stablehlo.subtract"(%148, %142) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %150 = "stablehlo.constant"() <{value = dense<6.0469950225419186E-8> : tensor<f64>}> : () -> tensor<f64>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %152 = "stablehlo.add"(%149, %151) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %153 = "stablehlo.multiply"(%76, %152) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %154 = "stablehlo.subtract"(%153, %147) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %155 = "stablehlo.constant"() <{value = dense<-2.6707938539406119E-7> : tensor<f64>}> : () -> tensor<f64>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %157 = "stablehlo.add"(%154, %156) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %158 = "stablehlo.multiply"(%76, %157) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %159 = "stablehlo.subtract"(%158, %152) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %160 = "stablehlo.constant"() <{value = dense<1.1173875391201037E-6> : tensor<f64>}> : () -> tensor<f64>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %162 = "stablehlo.add"(%159, %161) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %163 = "stablehlo.multiply"(%76, %162) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %164 = "stablehlo.subtract"(%163, %157) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %165 = "stablehlo.constant"() <{value = dense<-4.4167383584587505E-6> : tensor<f64>}> : () -> tensor<f64>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %167 = "stablehlo.add"(%164, %166) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %168 = "stablehlo.multiply"(%76, %167) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %169 = "stablehlo.subtract"(%168, %162) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %170 = "stablehlo.constant"() <{value = dense<1.6448448070728896E-5> : tensor<f64>}> : () -> tensor<f64>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %172 = "stablehlo.add"(%169, %171) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %173 = "stablehlo.multiply"(%76, %172) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %174 = "stablehlo.subtract"(%173, %167) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %175 = "stablehlo.constant"() <{value = dense<-5.754195010082104E-5> : tensor<f64>}> : () -> tensor<f64>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %177 = "stablehlo.add"(%174, %176) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %178 = "stablehlo.multiply"(%76, %177) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %179 = "stablehlo.subtract"(%178, %172) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %180 = "stablehlo.constant"() <{value = dense<1.8850288509584165E-4> : tensor<f64>}> : () -> tensor<f64>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %182 = "stablehlo.add"(%179, %181) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %183 = "stablehlo.multiply"(%76, %182) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %184 = "stablehlo.subtract"(%183, %177) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %185 = "stablehlo.constant"() <{value = dense<-5.7637557453858236E-4> : tensor<f64>}> : () -> tensor<f64>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %187 = "stablehlo.add"(%184, %186) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %188 = "stablehlo.multiply"(%76, %187) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %189 = "stablehlo.subtract"(%188, %182) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %190 = "stablehlo.constant"() <{value = dense<0.0016394756169413357> : tensor<f64>}> : () -> tensor<f64>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %192 = "stablehlo.add"(%189, %191) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %193 = "stablehlo.multiply"(%76, %192) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %194 = "stablehlo.subtract"(%193, %187) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %195 = "stablehlo.constant"() <{value = dense<-0.0043243099950505759> : tensor<f64>}> : () -> tensor<f64>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %197 = "stablehlo.add"(%194, %196) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %198 = "stablehlo.multiply"(%76, %197) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %199 = "stablehlo.subtract"(%198, %192) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %200 = "stablehlo.constant"() <{value = dense<0.010546460394594998> : tensor<f64>}> : () -> tensor<f64>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %202 = "stablehlo.add"(%199, %201) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %203 = "stablehlo.multiply"(%76, %202) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %204 = "stablehlo.subtract"(%203, %197) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %205 = "stablehlo.constant"() <{value = dense<-0.023737414805899471> : tensor<f64>}> : () -> tensor<f64>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %207 = "stablehlo.add"(%204, %206) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %208 = "stablehlo.multiply"(%76, %207) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %209 = "stablehlo.subtract"(%208, %202) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %210 = "stablehlo.constant"() <{value = dense<0.049305284239670712> : tensor<f64>}> : () -> tensor<f64>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %212 = "stablehlo.add"(%209, %211) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %213 = "stablehlo.multiply"(%76, %212) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %214 = "stablehlo.subtract"(%213, %207) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %215 = "stablehlo.constant"() <{value = dense<-0.094901097048047639> : tensor<f64>}> : () -> tensor<f64>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %217 = "stablehlo.add"(%214, %216) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %218 = "stablehlo.multiply"(%76, %217) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %219 = "stablehlo.subtract"(%218, %212) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %220 = "stablehlo.constant"() <{value = dense<0.17162090152220877> : tensor<f64>}> : () -> tensor<f64>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %222 = "stablehlo.add"(%219, %221) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %223 = "stablehlo.multiply"(%76, %222) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %224 = "stablehlo.subtract"(%223, %217) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %225 = "stablehlo.constant"() <{value = dense<-0.3046826723431984> : tensor<f64>}> : () -> tensor<f64>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %227 = "stablehlo.add"(%224, %226) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %228 = "stablehlo.multiply"(%76, %227) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %229 = "stablehlo.subtract"(%228, %222) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %230 = "stablehlo.constant"() <{value = dense<0.67679527440947607> : tensor<f64>}> : () -> tensor<f64>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %232 = "stablehlo.add"(%229, %231) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %233 = "stablehlo.subtract"(%232, %222) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %234 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %236 = "stablehlo.multiply"(%235, %233) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %237 = "stablehlo.divide"(%74, %68) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %238 = "stablehlo.subtract"(%237, %72) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %245 = "stablehlo.multiply"(%238, %240) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %246 = "stablehlo.subtract"(%245, %242) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %247 = "stablehlo.constant"() <{value = dense<-7.2331804878747538E-18> : tensor<f64>}> : () -> tensor<f64>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %249 = "stablehlo.add"(%246, %248) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %250 = "stablehlo.multiply"(%238, %249) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %251 = "stablehlo.subtract"(%250, %240) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %252 = "stablehlo.constant"() <{value = dense<-4.8305044859441819E-18> : tensor<f64>}> : () -> tensor<f64>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %254 = "stablehlo.add"(%251, %253) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %255 = "stablehlo.multiply"(%238, %254) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %256 = "stablehlo.subtract"(%255, %249) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %257 = "stablehlo.constant"() <{value = dense<4.4656214202967598E-17> : tensor<f64>}> : () -> tensor<f64>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %259 = "stablehlo.add"(%256, %258) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %260 = "stablehlo.multiply"(%238, %259) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %261 = "stablehlo.subtract"(%260, %254) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %262 = "stablehlo.constant"() <{value = dense<3.4612228676974612E-17> : tensor<f64>}> : () -> tensor<f64>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %264 = "stablehlo.add"(%261, %263) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %265 = "stablehlo.multiply"(%238, %264) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %266 = "stablehlo.subtract"(%265, %259) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %267 = "stablehlo.constant"() <{value = dense<-2.8276239805165836E-16> : tensor<f64>}> : () -> tensor<f64>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %269 = "stablehlo.add"(%266, %268) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %270 = "stablehlo.multiply"(%238, %269) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %271 = "stablehlo.subtract"(%270, %264) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %272 = "stablehlo.constant"() <{value = dense<-3.425485619677219E-16> : tensor<f64>}> : () -> tensor<f64>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %274 = "stablehlo.add"(%271, %273) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %275 = "stablehlo.multiply"(%238, %274) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %276 = "stablehlo.subtract"(%275, %269) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %277 = "stablehlo.constant"() <{value = dense<1.7725601330565263E-15> : tensor<f64>}> : () -> tensor<f64>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %279 = "stablehlo.add"(%276, %278) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %280 = "stablehlo.multiply"(%238, %279) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %281 = "stablehlo.subtract"(%280, %274) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %282 = "stablehlo.constant"() <{value = dense<3.8116806693526224E-15> : tensor<f64>}> : () -> tensor<f64>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %284 = "stablehlo.add"(%281, %283) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %285 = "stablehlo.multiply"(%238, %284) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %286 = "stablehlo.subtract"(%285, %279) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %287 = "stablehlo.constant"() <{value = dense<-9.5548466988283073E-15> : tensor<f64>}> : () -> tensor<f64>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %289 = "stablehlo.add"(%286, %288) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %290 = "stablehlo.multiply"(%238, %289) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %291 = "stablehlo.subtract"(%290, %284) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %292 = "stablehlo.constant"() <{value = dense<-4.1505693472872222E-14> : tensor<f64>}> : () -> tensor<f64>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %294 = "stablehlo.add"(%291, %293) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %295 = "stablehlo.multiply"(%238, %294) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %296 = "stablehlo.subtract"(%295, %289) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %297 = "stablehlo.constant"() <{value = dense<1.54008621752141E-14> : tensor<f64>}> : () -> tensor<f64>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %299 = "stablehlo.add"(%296, %298) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %300 = "stablehlo.multiply"(%238, %299) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %301 = "stablehlo.subtract"(%300, %294) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %302 = "stablehlo.constant"() <{value = dense<3.8527783827421426E-13> : tensor<f64>}> : () -> tensor<f64>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %304 = "stablehlo.add"(%301, %303) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %305 = "stablehlo.multiply"(%238, %304) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %306 = "stablehlo.subtract"(%305, %299) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %307 = "stablehlo.constant"() <{value = dense<7.180124451383666E-13> : tensor<f64>}> : () -> tensor<f64>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %309 = "stablehlo.add"(%306, %308) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %310 = "stablehlo.multiply"(%238, %309) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %311 = "stablehlo.subtract"(%310, %304) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %312 = "stablehlo.constant"() <{value = dense<-1.7941785315068062E-12> : tensor<f64>}> : () -> tensor<f64>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %314 = "stablehlo.add"(%311, %313) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %315 = "stablehlo.multiply"(%238, %314) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %316 = "stablehlo.subtract"(%315, %309) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %317 = "stablehlo.constant"() <{value = dense<-1.3215811840447713E-11> : tensor<f64>}> : () -> tensor<f64>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %319 = "stablehlo.add"(%316, %318) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %320 = "stablehlo.multiply"(%238, %319) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %321 = "stablehlo.subtract"(%320, %314) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %322 = "stablehlo.constant"() <{value = dense<-3.1499165279632416E-11> : tensor<f64>}> : () -> tensor<f64>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %324 = "stablehlo.add"(%321, %323) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %325 = "stablehlo.multiply"(%238, %324) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %326 = "stablehlo.subtract"(%325, %319) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %327 = "stablehlo.constant"() <{value = dense<1.1889147107846439E-11> : tensor<f64>}> : () -> tensor<f64>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %329 = "stablehlo.add"(%326, %328) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %330 = "stablehlo.multiply"(%238, %329) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %331 = "stablehlo.subtract"(%330, %324) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %332 = "stablehlo.constant"() <{value = dense<4.9406023882249701E-10> : tensor<f64>}> : () -> tensor<f64>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %334 = "stablehlo.add"(%331, %333) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %335 = "stablehlo.multiply"(%238, %334) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %336 = "stablehlo.subtract"(%335, %329) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %337 = "stablehlo.constant"() <{value = dense<3.3962320257083865E-9> : tensor<f64>}> : () -> tensor<f64>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %339 = "stablehlo.add"(%336, %338) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %340 = "stablehlo.multiply"(%238, %339) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %341 = "stablehlo.subtract"(%340, %334) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %342 = "stablehlo.constant"() <{value = dense<2.266668990498178E-8> : tensor<f64>}> : () -> tensor<f64>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %344 = "stablehlo.add"(%341, %343) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %345 = "stablehlo.multiply"(%238, %344) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %346 = "stablehlo.subtract"(%345, %339) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %347 = "stablehlo.constant"() <{value = dense<2.0489185894690638E-7> : tensor<f64>}> : () -> tensor<f64>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %349 = "stablehlo.add"(%346, %348) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %350 = "stablehlo.multiply"(%238, %349) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %351 = "stablehlo.subtract"(%350, %344) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %352 = "stablehlo.constant"() <{value = dense<2.8913705208347567E-6> : tensor<f64>}> : () -> tensor<f64>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %354 = "stablehlo.add"(%351, %353) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %355 = "stablehlo.multiply"(%238, %354) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %356 = "stablehlo.subtract"(%355, %349) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %357 = "stablehlo.constant"() <{value = dense<6.8897583469168245E-5> : tensor<f64>}> : () -> tensor<f64>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %359 = "stablehlo.add"(%356, %358) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %360 = "stablehlo.multiply"(%238, %359) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %361 = "stablehlo.subtract"(%360, %354) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %362 = "stablehlo.constant"() <{value = dense<0.0033691164782556943> : tensor<f64>}> : () -> tensor<f64>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %364 = "stablehlo.add"(%361, %363) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %365 = "stablehlo.multiply"(%238, %364) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %366 = "stablehlo.subtract"(%365, %359) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %367 = "stablehlo.constant"() <{value = dense<0.80449041101410879> : tensor<f64>}> : () -> tensor<f64>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %369 = "stablehlo.add"(%366, %368) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %370 = "stablehlo.subtract"(%369, %359) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %371 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %373 = "stablehlo.multiply"(%372, %370) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %374 = "stablehlo.sqrt"(%68) : (tensor<32xf64>) -> tensor<32xf64>
    %375 = "stablehlo.divide"(%373, %374) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %376 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %378 = "stablehlo.compare"(%68, %377) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xi1>
    %379 = "stablehlo.select"(%378, %236, %375) : (tensor<32xi1>, tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %380 = "chlo.bessel_i1e"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %381 = "chlo.next_after"(%arg22, %arg23) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %382 = "stablehlo.cbrt"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %383 = "stablehlo.power"(%arg13, %arg15) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %384 = "stablehlo.power"(%arg16, %arg17) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %385 = "stablehlo.atan2"(%arg18, %arg19) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %386 = "func.call"(%arg20, %arg21) <{callee = @hypot}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %387 = "stablehlo.constant"() <{value = dense<0xFFF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %388 = "stablehlo.reduce"(%arg24, %387) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg27: tensor<f64>, %arg28: tensor<f64>):
      %416 = "stablehlo.maximum"(%arg27, %arg28) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%416) : (tensor<f64>) -> ()
    }) : (tensor<4x8xf64>, tensor<f64>) -> tensor<4xf64>
    %389 = "stablehlo.constant"() <{value = dense<0xFFF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %391 = "stablehlo.maximum"(%390, %388) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %392 = "stablehlo.is_finite"(%391) : (tensor<4xf64>) -> tensor<4xi1>
    %393 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %395 = "stablehlo.select"(%392, %391, %394) : (tensor<4xi1>, tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf64>) -> tensor<4x1xf64>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf64>) -> tensor<4x8xf64>
    %398 = "stablehlo.subtract"(%arg24, %397) : (tensor<4x8xf64>, tensor<4x8xf64>) -> tensor<4x8xf64>
    %399 = "stablehlo.exponential"(%398) : (tensor<4x8xf64>) -> tensor<4x8xf64>
    %400 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %401 = "stablehlo.reduce"(%399, %400) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg25: tensor<f64>, %arg26: tensor<f64>):
      %415 = "stablehlo.add"(%arg25, %arg26) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%415) : (tensor<f64>) -> ()
    }) : (tensor<4x8xf64>, tensor<f64>) -> tensor<4xf64>
    %402 = "stablehlo.sign"(%401) : (tensor<4xf64>) -> tensor<4xf64>
    %403 = "stablehlo.abs"(%401) : (tensor<4xf64>) -> tensor<4xf64>
    %404 = "stablehlo.log"(%403) : (tensor<4xf64>) -> tensor<4xf64>
    %405 = "stablehlo.add"(%404, %395) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %406 = "stablehlo.negate"(%arg10) : (tensor<32xf64>) -> tensor<32xf64>
    %407 = "stablehlo.exponential"(%406) : (tensor<32xf64>) -> tensor<32xf64>
    %408 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %410 = "stablehlo.add"(%409, %407) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %411 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %413 = "stablehlo.divide"(%412, %410) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %414 = "func.call"(%arg10) <{callee = @softplus}> : (tensor<32xf64>) -> tensor<32xf64>
    "func.return"(%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %379, %380, %381, %382, %383, %384, %385, %386, %405, %413, %414) : (tensor<32xf64>, tensor<16xf64>, tensor<24xf64>, tensor<24xf64>, tensor<24xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<16xf64>, tensor<16xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<16xf64>, tensor<16xf64>, tensor<32xf64>, tensor<32xf64>, tensor<10xf64>, tensor<32xf64>, tensor<16xf64>, tensor<8xf64>, tensor<16xf64>, tensor<10xf64>, tensor<4xf64>, tensor<32xf64>, tensor<32xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xf64>) -> tensor<16xf64>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<16xf64>):
    %47 = "chlo.acosh"(%arg9) : (tensor<16xf64>) -> tensor<16xf64>
    "func.return"(%47) : (tensor<16xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>, res_attrs = [{}], sym_name = "hypot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<10xf64>, %arg8: tensor<10xf64>):
    %17 = "stablehlo.abs"(%arg7) : (tensor<10xf64>) -> tensor<10xf64>
    %18 = "stablehlo.abs"(%arg8) : (tensor<10xf64>) -> tensor<10xf64>
    %19 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %21 = "stablehlo.compare"(%17, %20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %22 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %24 = "stablehlo.compare"(%18, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %25 = "stablehlo.or"(%21, %24) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %26 = "stablehlo.maximum"(%17, %18) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %27 = "stablehlo.minimum"(%17, %18) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %30 = "stablehlo.compare"(%26, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %33 = "stablehlo.compare"(%26, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %36 = "func.call"(%33, %35, %26) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %37 = "stablehlo.divide"(%27, %36) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %38 = "chlo.square"(%37) : (tensor<10xf64>) -> tensor<10xf64>
    %39 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %41 = "stablehlo.add"(%40, %38) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %42 = "stablehlo.sqrt"(%41) : (tensor<10xf64>) -> tensor<10xf64>
    %43 = "stablehlo.multiply"(%26, %42) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %44 = "func.call"(%30, %26, %43) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %45 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %46 = "func.call"(%25, %45, %44) <{callee = @_where_0}> : (tensor<10xi1>, tensor<f64>, tensor<10xf64>) -> tensor<10xf64>
    "func.return"(%46) : (tensor<10xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<10xi1>, %arg5: tensor<10xf64>, %arg6: tensor<10xf64>):
    %16 = "stablehlo.select"(%arg4, %arg5, %arg6) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    "func.return"(%16) : (tensor<10xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<f64>, tensor<10xf64>) -> tensor<10xf64>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<10xi1>, %arg2: tensor<f64>, %arg3: tensor<10xf64>):
    %14 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %15 = "stablehlo.select"(%arg1, %14, %arg3) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    "func.return"(%15) : (tensor<10xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32xf64>) -> tensor<32xf64>, res_attrs = [{}], sym_name = "softplus", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<32xf64>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %3 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %4 = "stablehlo.subtract"(%arg0, %3) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %5 = "stablehlo.compare"(%4, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xi1>
    %6 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %7 = "stablehlo.add"(%arg0, %6) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %8 = "stablehlo.abs"(%4) : (tensor<32xf64>) -> tensor<32xf64>
    %9 = "stablehlo.negate"(%8) : (tensor<32xf64>) -> tensor<32xf64>
    %10 = "stablehlo.exponential"(%9) : (tensor<32xf64>) -> tensor<32xf64>
    %11 = "stablehlo.log_plus_one"(%10) : (tensor<32xf64>) -> tensor<32xf64>
    %12 = "stablehlo.add"(%2, %11) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %13 = "stablehlo.select"(%5, %7, %12) : (tensor<32xi1>, tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    "func.return"(%13) : (tensor<32xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
