"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x12x12x3xf32>) -> (tensor<1x20x20x3xf32>, tensor<1x12x12x3xf32>, tensor<1x16x18x3xf32>, tensor<1x5x5x3xf32>, tensor<1x8x8x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg26: tensor<1x12x12x3xf32>):
    %316 = "func.call"(%arg26) <{callee = @_resize}> : (tensor<1x12x12x3xf32>) -> tensor<1x20x20x3xf32>
    %317 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %319 = "stablehlo.reduce_window"(%arg26, %318) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %331 = "stablehlo.add"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%331) : (tensor<f32>) -> ()
    }) : (tensor<1x12x12x3xf32>, tensor<f32>) -> tensor<1x12x12x3xf32>
    %320 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x12x12x1xf32>
    %322 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %324 = "stablehlo.reduce_window"(%321, %323) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %330 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%330) : (tensor<f32>) -> ()
    }) : (tensor<1x12x12x1xf32>, tensor<f32>) -> tensor<1x12x12x1xf32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x12x12x1xf32>) -> tensor<1x12x12x3xf32>
    %326 = "stablehlo.divide"(%319, %325) : (tensor<1x12x12x3xf32>, tensor<1x12x12x3xf32>) -> tensor<1x12x12x3xf32>
    %327 = "func.call"(%arg26) <{callee = @_pad}> : (tensor<1x12x12x3xf32>) -> tensor<1x16x18x3xf32>
    %328 = "func.call"(%arg26) <{callee = @_resize_2}> : (tensor<1x12x12x3xf32>) -> tensor<1x5x5x3xf32>
    %329 = "func.call"(%arg26) <{callee = @_resize_3}> : (tensor<1x12x12x3xf32>) -> tensor<1x8x8x3xf32>
    "func.return"(%316, %326, %327, %328, %329) : (tensor<1x20x20x3xf32>, tensor<1x12x12x3xf32>, tensor<1x16x18x3xf32>, tensor<1x5x5x3xf32>, tensor<1x8x8x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x12x12x3xf32>) -> tensor<1x20x20x3xf32>, res_attrs = [{}], sym_name = "_resize", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<1x12x12x3xf32>):
    %193 = "stablehlo.constant"() <{value = dense<6.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.maximum"(%193, %194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %196 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<20xf32>
    %197 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %199 = "stablehlo.add"(%196, %198) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %200 = "stablehlo.constant"() <{value = dense<6.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %202 = "stablehlo.multiply"(%199, %201) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %203 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %205 = "stablehlo.subtract"(%202, %204) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %206 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %208 = "stablehlo.subtract"(%205, %207) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %209 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xf32>
    %210 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1x20xf32>
    %211 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xf32>) -> tensor<12x1xf32>
    %212 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xf32>) -> tensor<12x20xf32>
    %213 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<12x1xf32>) -> tensor<12x20xf32>
    %214 = "stablehlo.subtract"(%212, %213) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %215 = "stablehlo.abs"(%214) : (tensor<12x20xf32>) -> tensor<12x20xf32>
    %216 = "stablehlo.convert"(%195) : (tensor<f32>) -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x20xf32>
    %218 = "stablehlo.divide"(%215, %217) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %219 = "stablehlo.abs"(%218) : (tensor<12x20xf32>) -> tensor<12x20xf32>
    %220 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x20xf32>
    %222 = "stablehlo.subtract"(%221, %219) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x20xf32>
    %225 = "stablehlo.maximum"(%224, %222) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %226 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.reduce"(%225, %226) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %315 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%315) : (tensor<f32>) -> ()
    }) : (tensor<12x20xf32>, tensor<f32>) -> tensor<20xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1x20xf32>
    %229 = "stablehlo.abs"(%228) : (tensor<1x20xf32>) -> tensor<1x20xf32>
    %230 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x20xf32>
    %232 = "stablehlo.compare"(%229, %231) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<1x20xi1>
    %233 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x20xf32>
    %235 = "stablehlo.compare"(%228, %234) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<1x20xi1>
    %236 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %237 = "func.call"(%235, %228, %236) <{callee = @_where}> : (tensor<1x20xi1>, tensor<1x20xf32>, tensor<i32>) -> tensor<1x20xf32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xf32>) -> tensor<12x20xf32>
    %239 = "stablehlo.divide"(%225, %238) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %240 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %241 = "func.call"(%232, %239, %240) <{callee = @_where_0}> : (tensor<1x20xi1>, tensor<12x20xf32>, tensor<i32>) -> tensor<12x20xf32>
    %242 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %244 = "stablehlo.compare"(%208, %243) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %245 = "stablehlo.constant"() <{value = dense<1.150000e+01> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %247 = "stablehlo.compare"(%208, %246) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %248 = "stablehlo.and"(%244, %247) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 1>}> : (tensor<20xi1>) -> tensor<1x20xi1>
    %250 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %251 = "func.call"(%249, %241, %250) <{callee = @_where_0}> : (tensor<1x20xi1>, tensor<12x20xf32>, tensor<i32>) -> tensor<12x20xf32>
    %252 = "stablehlo.constant"() <{value = dense<6.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.maximum"(%252, %253) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %255 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<20xf32>
    %256 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %258 = "stablehlo.add"(%255, %257) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %259 = "stablehlo.constant"() <{value = dense<6.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %261 = "stablehlo.multiply"(%258, %260) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %264 = "stablehlo.subtract"(%261, %263) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %265 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %267 = "stablehlo.subtract"(%264, %266) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %268 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xf32>
    %269 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1x20xf32>
    %270 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xf32>) -> tensor<12x1xf32>
    %271 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xf32>) -> tensor<12x20xf32>
    %272 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<12x1xf32>) -> tensor<12x20xf32>
    %273 = "stablehlo.subtract"(%271, %272) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %274 = "stablehlo.abs"(%273) : (tensor<12x20xf32>) -> tensor<12x20xf32>
    %275 = "stablehlo.convert"(%254) : (tensor<f32>) -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x20xf32>
    %277 = "stablehlo.divide"(%274, %276) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %278 = "stablehlo.abs"(%277) : (tensor<12x20xf32>) -> tensor<12x20xf32>
    %279 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x20xf32>
    %281 = "stablehlo.subtract"(%280, %278) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %282 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x20xf32>
    %284 = "stablehlo.maximum"(%283, %281) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %285 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.reduce"(%284, %285) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %314 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%314) : (tensor<f32>) -> ()
    }) : (tensor<12x20xf32>, tensor<f32>) -> tensor<20xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1x20xf32>
    %288 = "stablehlo.abs"(%287) : (tensor<1x20xf32>) -> tensor<1x20xf32>
    %289 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x20xf32>
    %291 = "stablehlo.compare"(%288, %290) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<1x20xi1>
    %292 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x20xf32>
    %294 = "stablehlo.compare"(%287, %293) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<1x20xi1>
    %295 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %296 = "func.call"(%294, %287, %295) <{callee = @_where}> : (tensor<1x20xi1>, tensor<1x20xf32>, tensor<i32>) -> tensor<1x20xf32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xf32>) -> tensor<12x20xf32>
    %298 = "stablehlo.divide"(%284, %297) : (tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    %299 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %300 = "func.call"(%291, %298, %299) <{callee = @_where_0}> : (tensor<1x20xi1>, tensor<12x20xf32>, tensor<i32>) -> tensor<12x20xf32>
    %301 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %303 = "stablehlo.compare"(%267, %302) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %304 = "stablehlo.constant"() <{value = dense<1.150000e+01> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %306 = "stablehlo.compare"(%267, %305) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %307 = "stablehlo.and"(%303, %306) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64: 1>}> : (tensor<20xi1>) -> tensor<1x20xi1>
    %309 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %310 = "func.call"(%308, %300, %309) <{callee = @_where_0}> : (tensor<1x20xi1>, tensor<12x20xf32>, tensor<i32>) -> tensor<12x20xf32>
    %311 = "stablehlo.dot_general"(%251, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<12x20xf32>, tensor<1x12x12x3xf32>) -> tensor<20x1x12x3xf32>
    %312 = "stablehlo.dot_general"(%311, %310) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<20x1x12x3xf32>, tensor<12x20xf32>) -> tensor<20x1x3x20xf32>
    %313 = "stablehlo.transpose"(%312) <{permutation = array<i64: 1, 0, 3, 2>}> : (tensor<20x1x3x20xf32>) -> tensor<1x20x20x3xf32>
    "func.return"(%313) : (tensor<1x20x20x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x20xi1>, tensor<1x20xf32>, tensor<i32>) -> tensor<1x20xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<1x20xi1>, %arg19: tensor<1x20xf32>, %arg20: tensor<i32>):
    %190 = "stablehlo.convert"(%arg20) : (tensor<i32>) -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x20xf32>
    %192 = "stablehlo.select"(%arg18, %arg19, %191) : (tensor<1x20xi1>, tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<1x20xf32>
    "func.return"(%192) : (tensor<1x20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x20xi1>, tensor<12x20xf32>, tensor<i32>) -> tensor<12x20xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<1x20xi1>, %arg16: tensor<12x20xf32>, %arg17: tensor<i32>):
    %186 = "stablehlo.convert"(%arg17) : (tensor<i32>) -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xi1>) -> tensor<12x20xi1>
    %188 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x20xf32>
    %189 = "stablehlo.select"(%187, %arg16, %188) : (tensor<12x20xi1>, tensor<12x20xf32>, tensor<12x20xf32>) -> tensor<12x20xf32>
    "func.return"(%189) : (tensor<12x20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x12x12x3xf32>) -> tensor<1x16x18x3xf32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<1x12x12x3xf32>):
    %174 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 1, 3, 12, 3>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x12x12x3xf32>) -> tensor<1x2x12x3xf32>
    %175 = "func.call"(%174) <{callee = @_flip}> : (tensor<1x2x12x3xf32>) -> tensor<1x2x12x3xf32>
    %176 = "stablehlo.concatenate"(%175, %arg14) <{dimension = 1 : i64}> : (tensor<1x2x12x3xf32>, tensor<1x12x12x3xf32>) -> tensor<1x14x12x3xf32>
    %177 = "stablehlo.slice"(%176) <{limit_indices = array<i64: 1, 13, 12, 3>, start_indices = array<i64: 0, 11, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x14x12x3xf32>) -> tensor<1x2x12x3xf32>
    %178 = "func.call"(%177) <{callee = @_flip}> : (tensor<1x2x12x3xf32>) -> tensor<1x2x12x3xf32>
    %179 = "stablehlo.concatenate"(%176, %178) <{dimension = 1 : i64}> : (tensor<1x14x12x3xf32>, tensor<1x2x12x3xf32>) -> tensor<1x16x12x3xf32>
    %180 = "stablehlo.slice"(%179) <{limit_indices = array<i64: 1, 16, 4, 3>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x16x12x3xf32>) -> tensor<1x16x3x3xf32>
    %181 = "func.call"(%180) <{callee = @_flip_1}> : (tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32>
    %182 = "stablehlo.concatenate"(%181, %179) <{dimension = 2 : i64}> : (tensor<1x16x3x3xf32>, tensor<1x16x12x3xf32>) -> tensor<1x16x15x3xf32>
    %183 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 1, 16, 14, 3>, start_indices = array<i64: 0, 0, 11, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x16x15x3xf32>) -> tensor<1x16x3x3xf32>
    %184 = "func.call"(%183) <{callee = @_flip_1}> : (tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32>
    %185 = "stablehlo.concatenate"(%182, %184) <{dimension = 2 : i64}> : (tensor<1x16x15x3xf32>, tensor<1x16x3x3xf32>) -> tensor<1x16x18x3xf32>
    "func.return"(%185) : (tensor<1x16x18x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2x12x3xf32>) -> tensor<1x2x12x3xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<1x2x12x3xf32>):
    %173 = "stablehlo.reverse"(%arg13) <{dimensions = array<i64: 1>}> : (tensor<1x2x12x3xf32>) -> tensor<1x2x12x3xf32>
    "func.return"(%173) : (tensor<1x2x12x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32>, res_attrs = [{}], sym_name = "_flip_1", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<1x16x3x3xf32>):
    %172 = "stablehlo.reverse"(%arg12) <{dimensions = array<i64: 2>}> : (tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32>
    "func.return"(%172) : (tensor<1x16x3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x12x12x3xf32>) -> tensor<1x5x5x3xf32>, res_attrs = [{}], sym_name = "_resize_2", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<1x12x12x3xf32>):
    %130 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %131 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %133 = "stablehlo.add"(%130, %132) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %134 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %136 = "stablehlo.multiply"(%133, %135) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %137 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %139 = "stablehlo.divide"(%136, %138) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %140 = "stablehlo.floor"(%139) : (tensor<5xf32>) -> tensor<5xf32>
    %141 = "stablehlo.convert"(%140) : (tensor<5xf32>) -> tensor<5xi32>
    %142 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %144 = "stablehlo.compare"(%141, %143) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %145 = "stablehlo.constant"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %147 = "stablehlo.add"(%141, %146) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %148 = "stablehlo.select"(%144, %147, %141) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %150 = "stablehlo.gather"(%arg11, %149) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 12, 3>}> : (tensor<1x12x12x3xf32>, tensor<5x1xi32>) -> tensor<1x5x12x3xf32>
    %151 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %152 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %154 = "stablehlo.add"(%151, %153) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %155 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %157 = "stablehlo.multiply"(%154, %156) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %158 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %160 = "stablehlo.divide"(%157, %159) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %161 = "stablehlo.floor"(%160) : (tensor<5xf32>) -> tensor<5xf32>
    %162 = "stablehlo.convert"(%161) : (tensor<5xf32>) -> tensor<5xi32>
    %163 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %165 = "stablehlo.compare"(%162, %164) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %166 = "stablehlo.constant"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %168 = "stablehlo.add"(%162, %167) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %169 = "stablehlo.select"(%165, %168, %162) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %171 = "stablehlo.gather"(%150, %170) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5, 1, 3>}> : (tensor<1x5x12x3xf32>, tensor<5x1xi32>) -> tensor<1x5x5x3xf32>
    "func.return"(%171) : (tensor<1x5x5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x12x12x3xf32>) -> tensor<1x8x8x3xf32>, res_attrs = [{}], sym_name = "_resize_3", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<1x12x12x3xf32>):
    %7 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.maximum"(%7, %8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %11 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %13 = "stablehlo.add"(%10, %12) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %16 = "stablehlo.multiply"(%13, %15) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %19 = "stablehlo.subtract"(%16, %18) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %20 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %22 = "stablehlo.subtract"(%19, %21) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %23 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xf32>
    %24 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %25 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xf32>) -> tensor<12x1xf32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<12x8xf32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %28 = "stablehlo.subtract"(%26, %27) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %29 = "stablehlo.abs"(%28) : (tensor<12x8xf32>) -> tensor<12x8xf32>
    %30 = "stablehlo.convert"(%9) : (tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x8xf32>
    %32 = "stablehlo.divide"(%29, %31) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %33 = "stablehlo.abs"(%32) : (tensor<12x8xf32>) -> tensor<12x8xf32>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x8xf32>
    %36 = "stablehlo.subtract"(%35, %33) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x8xf32>
    %39 = "stablehlo.maximum"(%38, %36) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.reduce"(%39, %40) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %129 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%129) : (tensor<f32>) -> ()
    }) : (tensor<12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %43 = "stablehlo.abs"(%42) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %44 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8xf32>
    %46 = "stablehlo.compare"(%43, %45) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8xf32>
    %49 = "stablehlo.compare"(%42, %48) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "func.call"(%49, %42, %50) <{callee = @_where_4}> : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<12x8xf32>
    %53 = "stablehlo.divide"(%39, %52) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %55 = "func.call"(%46, %53, %54) <{callee = @_where_5}> : (tensor<1x8xi1>, tensor<12x8xf32>, tensor<i32>) -> tensor<12x8xf32>
    %56 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %58 = "stablehlo.compare"(%22, %57) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %59 = "stablehlo.constant"() <{value = dense<1.150000e+01> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %61 = "stablehlo.compare"(%22, %60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %62 = "stablehlo.and"(%58, %61) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi1>) -> tensor<1x8xi1>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "func.call"(%63, %55, %64) <{callee = @_where_5}> : (tensor<1x8xi1>, tensor<12x8xf32>, tensor<i32>) -> tensor<12x8xf32>
    %66 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.maximum"(%66, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %70 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %72 = "stablehlo.add"(%69, %71) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %73 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %75 = "stablehlo.multiply"(%72, %74) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %78 = "stablehlo.subtract"(%75, %77) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %79 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %81 = "stablehlo.subtract"(%78, %80) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %82 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xf32>
    %83 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %84 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xf32>) -> tensor<12x1xf32>
    %85 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<12x8xf32>
    %86 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %87 = "stablehlo.subtract"(%85, %86) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %88 = "stablehlo.abs"(%87) : (tensor<12x8xf32>) -> tensor<12x8xf32>
    %89 = "stablehlo.convert"(%68) : (tensor<f32>) -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x8xf32>
    %91 = "stablehlo.divide"(%88, %90) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %92 = "stablehlo.abs"(%91) : (tensor<12x8xf32>) -> tensor<12x8xf32>
    %93 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x8xf32>
    %95 = "stablehlo.subtract"(%94, %92) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x8xf32>
    %98 = "stablehlo.maximum"(%97, %95) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.reduce"(%98, %99) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %128 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%128) : (tensor<f32>) -> ()
    }) : (tensor<12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %102 = "stablehlo.abs"(%101) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8xf32>
    %105 = "stablehlo.compare"(%102, %104) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8xf32>
    %108 = "stablehlo.compare"(%101, %107) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %109 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %110 = "func.call"(%108, %101, %109) <{callee = @_where_4}> : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<12x8xf32>
    %112 = "stablehlo.divide"(%98, %111) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %113 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %114 = "func.call"(%105, %112, %113) <{callee = @_where_5}> : (tensor<1x8xi1>, tensor<12x8xf32>, tensor<i32>) -> tensor<12x8xf32>
    %115 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %117 = "stablehlo.compare"(%81, %116) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %118 = "stablehlo.constant"() <{value = dense<1.150000e+01> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %120 = "stablehlo.compare"(%81, %119) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %121 = "stablehlo.and"(%117, %120) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi1>) -> tensor<1x8xi1>
    %123 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %124 = "func.call"(%122, %114, %123) <{callee = @_where_5}> : (tensor<1x8xi1>, tensor<12x8xf32>, tensor<i32>) -> tensor<12x8xf32>
    %125 = "stablehlo.dot_general"(%65, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<12x8xf32>, tensor<1x12x12x3xf32>) -> tensor<8x1x12x3xf32>
    %126 = "stablehlo.dot_general"(%125, %124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x1x12x3xf32>, tensor<12x8xf32>) -> tensor<8x1x3x8xf32>
    %127 = "stablehlo.transpose"(%126) <{permutation = array<i64: 1, 0, 3, 2>}> : (tensor<8x1x3x8xf32>) -> tensor<1x8x8x3xf32>
    "func.return"(%127) : (tensor<1x8x8x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<1x8xi1>, %arg4: tensor<1x8xf32>, %arg5: tensor<i32>):
    %4 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8xf32>
    %6 = "stablehlo.select"(%arg3, %arg4, %5) : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    "func.return"(%6) : (tensor<1x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x8xi1>, tensor<12x8xf32>, tensor<i32>) -> tensor<12x8xf32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x8xi1>, %arg1: tensor<12x8xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi1>) -> tensor<12x8xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x8xf32>
    %3 = "stablehlo.select"(%1, %arg1, %2) : (tensor<12x8xi1>, tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    "func.return"(%3) : (tensor<12x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
