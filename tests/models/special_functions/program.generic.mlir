"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x7xf32>, tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<7xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<3x7xf32>, %arg14: tensor<3x7xf32>):
    %84 = "stablehlo.constant"() <{value = dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>}> : () -> tensor<5xf32>
    %85 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %86 = "stablehlo.constant"() <{value = dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %87 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %88 = "stablehlo.constant"() <{value = dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %89 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>}> : () -> tensor<9xf32>
    %90 = "stablehlo.abs"(%arg13) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %91 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %93 = "stablehlo.add"(%90, %92) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %94 = "chlo.lgamma"(%93) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %95 = "chlo.digamma"(%93) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %96 = "chlo.erf"(%arg13) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %97 = "chlo.erfc"(%arg13) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %98 = "stablehlo.constant"() <{value = dense<0.864664733> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %100 = "stablehlo.compare"(%arg14, %99) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %101 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %103 = "stablehlo.subtract"(%102, %arg14) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %104 = "func.call"(%100, %103, %arg14) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %107 = "stablehlo.compare"(%104, %106) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %108 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %110 = "func.call"(%107, %109, %104) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %111 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %113 = "stablehlo.subtract"(%110, %112) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %114 = "chlo.square"(%113) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %115 = "stablehlo.multiply"(%113, %114) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %116 = "func.call"(%84, %114) <{callee = @polyval}> : (tensor<5xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %117 = "func.call"(%85, %114) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %118 = "stablehlo.divide"(%116, %117) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %119 = "stablehlo.multiply"(%115, %118) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %120 = "stablehlo.add"(%113, %119) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %121 = "stablehlo.constant"() <{value = dense<-2.50662827> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %123 = "stablehlo.multiply"(%120, %122) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %124 = "stablehlo.log"(%110) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %125 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %127 = "stablehlo.multiply"(%126, %124) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %128 = "stablehlo.sqrt"(%127) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %129 = "stablehlo.log"(%128) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %130 = "stablehlo.divide"(%129, %128) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %131 = "stablehlo.subtract"(%128, %130) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %132 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %134 = "stablehlo.divide"(%133, %128) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %135 = "func.call"(%86, %134) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %136 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %138 = "stablehlo.divide"(%137, %128) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %139 = "func.call"(%87, %138) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %140 = "stablehlo.divide"(%135, %139) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %141 = "stablehlo.divide"(%140, %128) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %142 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %144 = "stablehlo.divide"(%143, %128) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %145 = "func.call"(%88, %144) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %146 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %148 = "stablehlo.divide"(%147, %128) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %149 = "func.call"(%89, %148) <{callee = @polyval_0}> : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %150 = "stablehlo.divide"(%145, %149) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %151 = "stablehlo.divide"(%150, %128) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %152 = "stablehlo.subtract"(%131, %141) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %153 = "stablehlo.subtract"(%131, %151) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %154 = "stablehlo.constant"() <{value = dense<0.135335281> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %156 = "stablehlo.compare"(%110, %155) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %157 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %159 = "stablehlo.compare"(%128, %158) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %160 = "func.call"(%159, %152, %153) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %161 = "func.call"(%156, %123, %160) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %162 = "stablehlo.constant"() <{value = dense<0.864664733> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %164 = "stablehlo.compare"(%arg14, %163) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %165 = "stablehlo.negate"(%161) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %166 = "func.call"(%164, %161, %165) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %167 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %171 = "stablehlo.compare"(%arg14, %170) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %172 = "stablehlo.negate"(%168) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %173 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %175 = "stablehlo.compare"(%arg14, %174) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %176 = "func.call"(%175, %168, %166) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %177 = "func.call"(%171, %172, %176) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %178 = "stablehlo.negate"(%arg13) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %179 = "stablehlo.exponential"(%178) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %180 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %182 = "stablehlo.add"(%181, %179) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %183 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %185 = "stablehlo.divide"(%184, %182) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %186 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %188 = "stablehlo.subtract"(%187, %arg14) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %189 = "stablehlo.divide"(%arg14, %188) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %190 = "stablehlo.log"(%189) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %191 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %193 = "stablehlo.compare"(%93, %192) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %194 = "stablehlo.compare"(%93, %93) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %195 = "stablehlo.or"(%193, %194) : (tensor<3x7xi1>, tensor<3x7xi1>) -> tensor<3x7xi1>
    %196 = "stablehlo.log"(%93) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %197 = "stablehlo.multiply"(%93, %196) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %200 = "func.call"(%195, %197, %199) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %201 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %203 = "stablehlo.compare"(%93, %202) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %204 = "stablehlo.compare"(%arg14, %arg14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %205 = "stablehlo.or"(%203, %204) : (tensor<3x7xi1>, tensor<3x7xi1>) -> tensor<3x7xi1>
    %206 = "stablehlo.log_plus_one"(%arg14) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %207 = "stablehlo.multiply"(%93, %206) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %208 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %210 = "func.call"(%205, %207, %209) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %211 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %213 = "stablehlo.compare"(%arg14, %212) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %214 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %218 = "stablehlo.compare"(%arg14, %217) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %219 = "stablehlo.compare"(%arg14, %arg14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %220 = "stablehlo.or"(%218, %219) : (tensor<3x7xi1>, tensor<3x7xi1>) -> tensor<3x7xi1>
    %221 = "stablehlo.log"(%arg14) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %222 = "stablehlo.multiply"(%arg14, %221) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %225 = "func.call"(%220, %222, %224) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %226 = "stablehlo.negate"(%225) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %227 = "stablehlo.select"(%213, %215, %226) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %228 = "stablehlo.abs"(%arg13) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %229 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %231 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %233 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %235 = "stablehlo.multiply"(%230, %228) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %236 = "stablehlo.subtract"(%235, %232) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %243 = "stablehlo.multiply"(%236, %238) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %244 = "stablehlo.subtract"(%243, %240) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %245 = "stablehlo.constant"() <{value = dense<-1.30002498E-8> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %247 = "stablehlo.add"(%244, %246) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %248 = "stablehlo.multiply"(%236, %247) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %249 = "stablehlo.subtract"(%248, %238) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %250 = "stablehlo.constant"() <{value = dense<6.04699508E-8> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %252 = "stablehlo.add"(%249, %251) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %253 = "stablehlo.multiply"(%236, %252) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %254 = "stablehlo.subtract"(%253, %247) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %255 = "stablehlo.constant"() <{value = dense<-2.67079372E-7> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %257 = "stablehlo.add"(%254, %256) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %258 = "stablehlo.multiply"(%236, %257) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %259 = "stablehlo.subtract"(%258, %252) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %260 = "stablehlo.constant"() <{value = dense<1.11738757E-6> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %262 = "stablehlo.add"(%259, %261) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %263 = "stablehlo.multiply"(%236, %262) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %264 = "stablehlo.subtract"(%263, %257) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %265 = "stablehlo.constant"() <{value = dense<-4.41673819E-6> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %267 = "stablehlo.add"(%264, %266) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %268 = "stablehlo.multiply"(%236, %267) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %269 = "stablehlo.subtract"(%268, %262) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %270 = "stablehlo.constant"() <{value = dense<1.64484482E-5> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %272 = "stablehlo.add"(%269, %271) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %273 = "stablehlo.multiply"(%236, %272) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %274 = "stablehlo.subtract"(%273, %267) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %275 = "stablehlo.constant"() <{value = dense<-5.75419508E-5> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %277 = "stablehlo.add"(%274, %276) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %278 = "stablehlo.multiply"(%236, %277) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %279 = "stablehlo.subtract"(%278, %272) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %280 = "stablehlo.constant"() <{value = dense<1.88502891E-4> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %282 = "stablehlo.add"(%279, %281) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %283 = "stablehlo.multiply"(%236, %282) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %284 = "stablehlo.subtract"(%283, %277) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %285 = "stablehlo.constant"() <{value = dense<-5.76375576E-4> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %287 = "stablehlo.add"(%284, %286) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %288 = "stablehlo.multiply"(%236, %287) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %289 = "stablehlo.subtract"(%288, %282) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %290 = "stablehlo.constant"() <{value = dense<0.00163947558> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %292 = "stablehlo.add"(%289, %291) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %293 = "stablehlo.multiply"(%236, %292) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %294 = "stablehlo.subtract"(%293, %287) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %295 = "stablehlo.constant"() <{value = dense<-4.324310e-03> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %297 = "stablehlo.add"(%294, %296) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %298 = "stablehlo.multiply"(%236, %297) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %299 = "stablehlo.subtract"(%298, %292) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %300 = "stablehlo.constant"() <{value = dense<0.0105464607> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %302 = "stablehlo.add"(%299, %301) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %303 = "stablehlo.multiply"(%236, %302) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %304 = "stablehlo.subtract"(%303, %297) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %305 = "stablehlo.constant"() <{value = dense<-0.0237374157> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %307 = "stablehlo.add"(%304, %306) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %308 = "stablehlo.multiply"(%236, %307) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %309 = "stablehlo.subtract"(%308, %302) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %310 = "stablehlo.constant"() <{value = dense<0.0493052825> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %312 = "stablehlo.add"(%309, %311) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %313 = "stablehlo.multiply"(%236, %312) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %314 = "stablehlo.subtract"(%313, %307) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %315 = "stablehlo.constant"() <{value = dense<-9.490110e-02> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %317 = "stablehlo.add"(%314, %316) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %318 = "stablehlo.multiply"(%236, %317) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %319 = "stablehlo.subtract"(%318, %312) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %320 = "stablehlo.constant"() <{value = dense<0.171620905> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %322 = "stablehlo.add"(%319, %321) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %323 = "stablehlo.multiply"(%236, %322) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %324 = "stablehlo.subtract"(%323, %317) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %325 = "stablehlo.constant"() <{value = dense<-0.304682672> : tensor<f32>}> : () -> tensor<f32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %327 = "stablehlo.add"(%324, %326) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %328 = "stablehlo.multiply"(%236, %327) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %329 = "stablehlo.subtract"(%328, %322) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %330 = "stablehlo.constant"() <{value = dense<0.676795303> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %332 = "stablehlo.add"(%329, %331) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %333 = "stablehlo.subtract"(%332, %322) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %334 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %336 = "stablehlo.multiply"(%335, %333) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %337 = "stablehlo.divide"(%234, %228) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %338 = "stablehlo.subtract"(%337, %232) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %343 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %345 = "stablehlo.multiply"(%338, %340) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %346 = "stablehlo.subtract"(%345, %342) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %347 = "stablehlo.constant"() <{value = dense<3.39623196E-9> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %349 = "stablehlo.add"(%346, %348) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %350 = "stablehlo.multiply"(%338, %349) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %351 = "stablehlo.subtract"(%350, %340) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %352 = "stablehlo.constant"() <{value = dense<2.26666899E-8> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %354 = "stablehlo.add"(%351, %353) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %355 = "stablehlo.multiply"(%338, %354) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %356 = "stablehlo.subtract"(%355, %349) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %357 = "stablehlo.constant"() <{value = dense<2.04891862E-7> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %359 = "stablehlo.add"(%356, %358) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %360 = "stablehlo.multiply"(%338, %359) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %361 = "stablehlo.subtract"(%360, %354) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %362 = "stablehlo.constant"() <{value = dense<2.89137051E-6> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %364 = "stablehlo.add"(%361, %363) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %365 = "stablehlo.multiply"(%338, %364) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %366 = "stablehlo.subtract"(%365, %359) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %367 = "stablehlo.constant"() <{value = dense<6.88975852E-5> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %369 = "stablehlo.add"(%366, %368) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %370 = "stablehlo.multiply"(%338, %369) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %371 = "stablehlo.subtract"(%370, %364) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %372 = "stablehlo.constant"() <{value = dense<0.00336911646> : tensor<f32>}> : () -> tensor<f32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %374 = "stablehlo.add"(%371, %373) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %375 = "stablehlo.multiply"(%338, %374) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %376 = "stablehlo.subtract"(%375, %369) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %377 = "stablehlo.constant"() <{value = dense<0.804490387> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %379 = "stablehlo.add"(%376, %378) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %380 = "stablehlo.subtract"(%379, %369) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %381 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %383 = "stablehlo.multiply"(%382, %380) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %384 = "stablehlo.sqrt"(%228) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %385 = "stablehlo.divide"(%383, %384) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %386 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %388 = "stablehlo.compare"(%228, %387) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %389 = "stablehlo.select"(%388, %336, %385) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %390 = "chlo.bessel_i1e"(%arg13) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %391 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %393 = "stablehlo.compare"(%arg13, %392) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %394 = "stablehlo.negate"(%arg13) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %395 = "stablehlo.constant"() <{value = dense<-1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %397 = "stablehlo.maximum"(%arg13, %396) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %398 = "func.call"(%393, %394, %397) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %399 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %401 = "stablehlo.multiply"(%398, %400) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %402 = "stablehlo.abs"(%401) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %403 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %405 = "stablehlo.compare"(%402, %404) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %406 = "chlo.erf"(%401) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %407 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %409 = "stablehlo.add"(%408, %406) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %410 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %412 = "stablehlo.compare"(%401, %411) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %413 = "chlo.erfc"(%402) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %414 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %416 = "stablehlo.subtract"(%415, %413) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %417 = "chlo.erfc"(%402) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %418 = "stablehlo.select"(%412, %416, %417) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %419 = "stablehlo.select"(%405, %409, %418) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %420 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %422 = "stablehlo.multiply"(%421, %419) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %423 = "stablehlo.negate"(%422) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %424 = "stablehlo.constant"() <{value = dense<-1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %426 = "stablehlo.compare"(%arg13, %425) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %427 = "stablehlo.log"(%422) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %428 = "stablehlo.constant"() <{value = dense<-1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %430 = "stablehlo.minimum"(%arg13, %429) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %431 = "chlo.square"(%430) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %432 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %434 = "stablehlo.multiply"(%433, %431) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %435 = "stablehlo.negate"(%430) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %436 = "stablehlo.log"(%435) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %437 = "stablehlo.subtract"(%434, %436) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %438 = "stablehlo.constant"() <{value = dense<0.918938517> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %440 = "stablehlo.subtract"(%437, %439) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %441 = "chlo.square"(%430) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %442 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %444 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %446 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %448 = "stablehlo.divide"(%447, %441) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %449 = "stablehlo.add"(%445, %448) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %450 = "stablehlo.multiply"(%441, %441) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %451 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %453 = "stablehlo.divide"(%452, %450) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %454 = "stablehlo.add"(%443, %453) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %455 = "stablehlo.multiply"(%450, %441) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %456 = "stablehlo.constant"() <{value = dense<1.500000e+01> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %458 = "stablehlo.divide"(%457, %455) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %459 = "stablehlo.add"(%449, %458) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %460 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %462 = "stablehlo.add"(%461, %454) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %463 = "stablehlo.subtract"(%462, %459) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %464 = "stablehlo.log"(%463) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %465 = "stablehlo.add"(%440, %464) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %466 = "func.call"(%426, %427, %465) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %467 = "func.call"(%393, %423, %466) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %468 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %470 = "stablehlo.multiply"(%arg13, %469) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %471 = "stablehlo.abs"(%470) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %472 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %474 = "stablehlo.compare"(%471, %473) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %475 = "chlo.erf"(%470) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %476 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %478 = "stablehlo.add"(%477, %475) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %481 = "stablehlo.compare"(%470, %480) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %482 = "chlo.erfc"(%471) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %483 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %485 = "stablehlo.subtract"(%484, %482) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %486 = "chlo.erfc"(%471) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %487 = "stablehlo.select"(%481, %485, %486) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %488 = "stablehlo.select"(%474, %478, %487) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %489 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %491 = "stablehlo.multiply"(%490, %488) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %492 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %494 = "stablehlo.add"(%93, %493) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %495 = "stablehlo.minimum"(%93, %494) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %496 = "stablehlo.maximum"(%93, %494) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %497 = "chlo.lgamma"(%495) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %498 = "chlo.lgamma"(%496) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %499 = "stablehlo.add"(%495, %496) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %500 = "chlo.lgamma"(%499) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %501 = "stablehlo.subtract"(%498, %500) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %502 = "stablehlo.add"(%497, %501) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %503 = "chlo.lgamma"(%495) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %504 = "stablehlo.divide"(%495, %496) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %505 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %507 = "stablehlo.add"(%506, %504) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %508 = "stablehlo.divide"(%504, %507) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %509 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %511 = "stablehlo.add"(%510, %504) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %512 = "stablehlo.divide"(%504, %511) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %513 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %515 = "stablehlo.subtract"(%495, %514) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %516 = "stablehlo.add"(%496, %515) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %517 = "stablehlo.multiply"(%512, %512) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %518 = "stablehlo.add"(%512, %517) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %519 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %521 = "stablehlo.add"(%520, %518) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %522 = "stablehlo.multiply"(%517, %521) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %523 = "stablehlo.add"(%512, %522) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %524 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %526 = "stablehlo.add"(%525, %523) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %527 = "stablehlo.multiply"(%517, %526) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %528 = "stablehlo.add"(%512, %527) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %529 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %531 = "stablehlo.add"(%530, %528) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %532 = "stablehlo.multiply"(%517, %531) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %533 = "stablehlo.add"(%512, %532) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %534 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %536 = "stablehlo.add"(%535, %533) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %537 = "stablehlo.multiply"(%517, %536) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %538 = "stablehlo.add"(%512, %537) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %539 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %541 = "stablehlo.add"(%540, %538) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %542 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %544 = "stablehlo.divide"(%543, %496) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %545 = "stablehlo.multiply"(%544, %544) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %546 = "stablehlo.constant"() <{value = dense<-0.00165322958> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %548 = "stablehlo.multiply"(%547, %541) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %549 = "stablehlo.multiply"(%548, %545) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %550 = "stablehlo.constant"() <{value = dense<8.373080e-04> : tensor<f32>}> : () -> tensor<f32>
    %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %552 = "stablehlo.multiply"(%551, %536) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %553 = "stablehlo.add"(%549, %552) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %554 = "stablehlo.multiply"(%553, %545) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %555 = "stablehlo.constant"() <{value = dense<-5.95202902E-4> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %557 = "stablehlo.multiply"(%556, %531) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %558 = "stablehlo.add"(%554, %557) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %559 = "stablehlo.multiply"(%558, %545) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %560 = "stablehlo.constant"() <{value = dense<7.93650688E-4> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %562 = "stablehlo.multiply"(%561, %526) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %563 = "stablehlo.add"(%559, %562) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %564 = "stablehlo.multiply"(%563, %545) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %565 = "stablehlo.constant"() <{value = dense<-0.00277777785> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %567 = "stablehlo.multiply"(%566, %521) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %568 = "stablehlo.add"(%564, %567) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %569 = "stablehlo.multiply"(%568, %545) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %570 = "stablehlo.constant"() <{value = dense<0.0833333358> : tensor<f32>}> : () -> tensor<f32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %572 = "stablehlo.add"(%569, %571) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %573 = "stablehlo.divide"(%508, %496) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %574 = "stablehlo.multiply"(%572, %573) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %575 = "stablehlo.divide"(%495, %496) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %576 = "stablehlo.log_plus_one"(%575) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %577 = "stablehlo.multiply"(%516, %576) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %578 = "stablehlo.log"(%496) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %579 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %581 = "stablehlo.subtract"(%578, %580) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %582 = "stablehlo.multiply"(%495, %581) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %583 = "stablehlo.compare"(%577, %582) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %584 = "stablehlo.subtract"(%574, %582) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %585 = "stablehlo.subtract"(%584, %577) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %586 = "stablehlo.subtract"(%574, %577) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %587 = "stablehlo.subtract"(%586, %582) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %588 = "func.call"(%583, %585, %587) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %589 = "stablehlo.add"(%503, %588) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %590 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %592 = "stablehlo.compare"(%496, %591) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %593 = "func.call"(%592, %502, %589) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %594 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %596 = "stablehlo.compare"(%93, %595) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %597 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %598 = "func.call"(%596, %arg13, %597) <{callee = @_where_1}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %599 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %600 = "stablehlo.reduce"(%598, %599) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %625 = "stablehlo.maximum"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%625) : (tensor<f32>) -> ()
    }) : (tensor<3x7xf32>, tensor<f32>) -> tensor<7xf32>
    %601 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %603 = "stablehlo.maximum"(%602, %600) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %604 = "stablehlo.is_finite"(%603) : (tensor<7xf32>) -> tensor<7xi1>
    %605 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %607 = "stablehlo.select"(%604, %603, %606) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %608 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64: 1>}> : (tensor<7xf32>) -> tensor<1x7xf32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xf32>) -> tensor<3x7xf32>
    %610 = "stablehlo.subtract"(%598, %609) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %611 = "stablehlo.exponential"(%610) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %612 = "stablehlo.multiply"(%611, %93) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %613 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %614 = "stablehlo.reduce"(%612, %613) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %624 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%624) : (tensor<f32>) -> ()
    }) : (tensor<3x7xf32>, tensor<f32>) -> tensor<7xf32>
    %615 = "stablehlo.sign"(%614) : (tensor<7xf32>) -> tensor<7xf32>
    %616 = "stablehlo.abs"(%614) : (tensor<7xf32>) -> tensor<7xf32>
    %617 = "stablehlo.log"(%616) : (tensor<7xf32>) -> tensor<7xf32>
    %618 = "stablehlo.add"(%617, %607) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %619 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %621 = "stablehlo.compare"(%615, %620) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %622 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %623 = "func.call"(%621, %622, %618) <{callee = @_where_2}> : (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%94, %95, %96, %97, %177, %185, %190, %200, %210, %227, %389, %390, %467, %491, %593, %623) : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<3x7xi1>, %arg11: tensor<3x7xf32>, %arg12: tensor<3x7xf32>):
    %83 = "stablehlo.select"(%arg10, %arg11, %arg12) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%83) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "polyval", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<5xf32>, %arg9: tensor<3x7xf32>):
    %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %56 = "stablehlo.slice"(%arg8) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<0xf32>
    %57 = "stablehlo.slice"(%arg8) <{limit_indices = array<i64: 5>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<5xf32>
    %58 = "stablehlo.slice"(%57) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<1xf32>) -> tensor<f32>
    %60 = "stablehlo.multiply"(%55, %arg9) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %61 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %62 = "stablehlo.add"(%60, %61) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %63 = "stablehlo.slice"(%57) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<1xf32>) -> tensor<f32>
    %65 = "stablehlo.multiply"(%62, %arg9) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %66 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %67 = "stablehlo.add"(%65, %66) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %68 = "stablehlo.slice"(%57) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<1xf32>) -> tensor<f32>
    %70 = "stablehlo.multiply"(%67, %arg9) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %71 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %72 = "stablehlo.add"(%70, %71) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %73 = "stablehlo.slice"(%57) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1xf32>) -> tensor<f32>
    %75 = "stablehlo.multiply"(%72, %arg9) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %76 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %77 = "stablehlo.add"(%75, %76) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %78 = "stablehlo.slice"(%57) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1xf32>) -> tensor<f32>
    %80 = "stablehlo.multiply"(%77, %arg9) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %81 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %82 = "stablehlo.add"(%80, %81) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%82) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "polyval_0", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<9xf32>, %arg7: tensor<3x7xf32>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %7 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<0xf32>
    %8 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 9>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<9xf32>
    %9 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1xf32>) -> tensor<f32>
    %11 = "stablehlo.multiply"(%6, %arg7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %12 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %14 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1xf32>) -> tensor<f32>
    %16 = "stablehlo.multiply"(%13, %arg7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %17 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %18 = "stablehlo.add"(%16, %17) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %19 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1xf32>) -> tensor<f32>
    %21 = "stablehlo.multiply"(%18, %arg7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %22 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %23 = "stablehlo.add"(%21, %22) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %24 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xf32>) -> tensor<f32>
    %26 = "stablehlo.multiply"(%23, %arg7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %28 = "stablehlo.add"(%26, %27) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %29 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<1xf32>) -> tensor<f32>
    %31 = "stablehlo.multiply"(%28, %arg7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %32 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %33 = "stablehlo.add"(%31, %32) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %34 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 6>, start_indices = array<i64: 5>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1xf32>) -> tensor<f32>
    %36 = "stablehlo.multiply"(%33, %arg7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %37 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %39 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 7>, start_indices = array<i64: 6>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1xf32>) -> tensor<f32>
    %41 = "stablehlo.multiply"(%38, %arg7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %42 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %43 = "stablehlo.add"(%41, %42) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %44 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 8>, start_indices = array<i64: 7>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<1xf32>) -> tensor<f32>
    %46 = "stablehlo.multiply"(%43, %arg7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %47 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %48 = "stablehlo.add"(%46, %47) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %49 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 9>, start_indices = array<i64: 8>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<1xf32>) -> tensor<f32>
    %51 = "stablehlo.multiply"(%48, %arg7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %52 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%53) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x7xi1>, tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x7xi1>, %arg4: tensor<3x7xf32>, %arg5: tensor<f32>):
    %2 = "stablehlo.convert"(%arg5) : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %4 = "stablehlo.select"(%arg3, %arg4, %3) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%4) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<7xi1>, %arg1: tensor<f32>, %arg2: tensor<7xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1 = "stablehlo.select"(%arg0, %0, %arg2) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%1) : (tensor<7xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
