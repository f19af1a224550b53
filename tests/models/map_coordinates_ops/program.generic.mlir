"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x7xf32>, tensor<2x10xf32>) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg17: tensor<6x7xf32>, %arg18: tensor<2x10xf32>):
    %323 = "func.call"(%arg17, %arg18) <{callee = @_map_coordinates}> : (tensor<6x7xf32>, tensor<2x10xf32>) -> tensor<10xf32>
    %324 = "func.call"(%arg17, %arg18) <{callee = @_map_coordinates_0}> : (tensor<6x7xf32>, tensor<2x10xf32>) -> tensor<10xf32>
    %325 = "func.call"(%arg17, %arg18) <{callee = @_map_coordinates_1}> : (tensor<6x7xf32>, tensor<2x10xf32>) -> tensor<10xf32>
    "func.return"(%323, %324, %325) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x7xf32>, tensor<2x10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_map_coordinates", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<6x7xf32>, %arg16: tensor<2x10xf32>):
    %178 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 1, 10>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %179 = "stablehlo.reshape"(%178) : (tensor<1x10xf32>) -> tensor<10xf32>
    %180 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 2, 10>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %181 = "stablehlo.reshape"(%180) : (tensor<1x10xf32>) -> tensor<10xf32>
    %182 = "stablehlo.floor"(%179) : (tensor<10xf32>) -> tensor<10xf32>
    %183 = "stablehlo.subtract"(%179, %182) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %184 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %186 = "stablehlo.subtract"(%185, %183) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %187 = "stablehlo.convert"(%182) : (tensor<10xf32>) -> tensor<10xi32>
    %188 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %190 = "stablehlo.add"(%187, %189) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %191 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %193 = "stablehlo.compare"(%187, %192) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %194 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %196 = "stablehlo.compare"(%187, %195) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %197 = "stablehlo.and"(%193, %196) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %198 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %200 = "stablehlo.compare"(%190, %199) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %201 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %203 = "stablehlo.compare"(%190, %202) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %204 = "stablehlo.and"(%200, %203) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %205 = "stablehlo.floor"(%181) : (tensor<10xf32>) -> tensor<10xf32>
    %206 = "stablehlo.subtract"(%181, %205) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %207 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %209 = "stablehlo.subtract"(%208, %206) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %210 = "stablehlo.convert"(%205) : (tensor<10xf32>) -> tensor<10xi32>
    %211 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %213 = "stablehlo.add"(%210, %212) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %214 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %216 = "stablehlo.compare"(%210, %215) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %217 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %219 = "stablehlo.compare"(%210, %218) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %220 = "stablehlo.and"(%216, %219) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %221 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %223 = "stablehlo.compare"(%213, %222) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %224 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %226 = "stablehlo.compare"(%213, %225) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %227 = "stablehlo.and"(%223, %226) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %228 = "stablehlo.and"(%197, %220) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %229 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %231 = "stablehlo.compare"(%187, %230) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %232 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %234 = "stablehlo.add"(%187, %233) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %235 = "stablehlo.select"(%231, %234, %187) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %236 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %238 = "stablehlo.compare"(%210, %237) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %239 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %241 = "stablehlo.add"(%210, %240) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %242 = "stablehlo.select"(%238, %241, %210) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %243 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %244 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %245 = "stablehlo.concatenate"(%243, %244) <{dimension = 1 : i64}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %246 = "stablehlo.gather"(%arg15, %245) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %248 = "func.call"(%228, %246, %247) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %249 = "stablehlo.multiply"(%186, %209) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %250 = "stablehlo.multiply"(%249, %248) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %251 = "stablehlo.and"(%197, %227) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %252 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %254 = "stablehlo.compare"(%187, %253) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %255 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %257 = "stablehlo.add"(%187, %256) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %258 = "stablehlo.select"(%254, %257, %187) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %259 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %261 = "stablehlo.compare"(%213, %260) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %262 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %264 = "stablehlo.add"(%213, %263) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %265 = "stablehlo.select"(%261, %264, %213) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %266 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %267 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %268 = "stablehlo.concatenate"(%266, %267) <{dimension = 1 : i64}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %269 = "stablehlo.gather"(%arg15, %268) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "func.call"(%251, %269, %270) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %272 = "stablehlo.multiply"(%186, %206) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %273 = "stablehlo.multiply"(%272, %271) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %274 = "stablehlo.and"(%204, %220) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %275 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %277 = "stablehlo.compare"(%190, %276) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %278 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %280 = "stablehlo.add"(%190, %279) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %281 = "stablehlo.select"(%277, %280, %190) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %282 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %284 = "stablehlo.compare"(%210, %283) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %285 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %287 = "stablehlo.add"(%210, %286) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %288 = "stablehlo.select"(%284, %287, %210) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %289 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %290 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %291 = "stablehlo.concatenate"(%289, %290) <{dimension = 1 : i64}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %292 = "stablehlo.gather"(%arg15, %291) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %294 = "func.call"(%274, %292, %293) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %295 = "stablehlo.multiply"(%183, %209) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %296 = "stablehlo.multiply"(%295, %294) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %297 = "stablehlo.and"(%204, %227) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %298 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %300 = "stablehlo.compare"(%190, %299) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %301 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %303 = "stablehlo.add"(%190, %302) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %304 = "stablehlo.select"(%300, %303, %190) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %305 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %307 = "stablehlo.compare"(%213, %306) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %308 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %310 = "stablehlo.add"(%213, %309) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %311 = "stablehlo.select"(%307, %310, %213) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %312 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %313 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %314 = "stablehlo.concatenate"(%312, %313) <{dimension = 1 : i64}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %315 = "stablehlo.gather"(%arg15, %314) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "func.call"(%297, %315, %316) <{callee = @_where}> : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %318 = "stablehlo.multiply"(%183, %206) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %319 = "stablehlo.multiply"(%318, %317) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %320 = "stablehlo.add"(%250, %273) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %321 = "stablehlo.add"(%320, %296) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %322 = "stablehlo.add"(%321, %319) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%322) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<10xi1>, %arg13: tensor<10xf32>, %arg14: tensor<f32>):
    %176 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %177 = "stablehlo.select"(%arg12, %arg13, %176) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%177) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x7xf32>, tensor<2x10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_map_coordinates_0", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<6x7xf32>, %arg11: tensor<2x10xf32>):
    %141 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1, 10>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %142 = "stablehlo.reshape"(%141) : (tensor<1x10xf32>) -> tensor<10xf32>
    %143 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 2, 10>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %144 = "stablehlo.reshape"(%143) : (tensor<1x10xf32>) -> tensor<10xf32>
    %145 = "stablehlo.round_nearest_afz"(%142) : (tensor<10xf32>) -> tensor<10xf32>
    %146 = "stablehlo.convert"(%145) : (tensor<10xf32>) -> tensor<10xi32>
    %147 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %148 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %149 = "func.call"(%146, %147, %148) <{callee = @clip}> : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %150 = "stablehlo.round_nearest_afz"(%144) : (tensor<10xf32>) -> tensor<10xf32>
    %151 = "stablehlo.convert"(%150) : (tensor<10xf32>) -> tensor<10xi32>
    %152 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %153 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %154 = "func.call"(%151, %152, %153) <{callee = @clip}> : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %155 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %157 = "stablehlo.compare"(%149, %156) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %158 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %160 = "stablehlo.add"(%149, %159) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %161 = "stablehlo.select"(%157, %160, %149) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %162 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %164 = "stablehlo.compare"(%154, %163) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %165 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %167 = "stablehlo.add"(%154, %166) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %168 = "stablehlo.select"(%164, %167, %154) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %169 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %170 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %171 = "stablehlo.concatenate"(%169, %170) <{dimension = 1 : i64}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %172 = "stablehlo.gather"(%arg10, %171) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %173 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %175 = "stablehlo.multiply"(%174, %172) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%175) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<10xi32>, %arg8: tensor<i32>, %arg9: tensor<i32>):
    %135 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %137 = "stablehlo.maximum"(%136, %arg7) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %138 = "stablehlo.convert"(%arg9) : (tensor<i32>) -> tensor<i32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %140 = "stablehlo.minimum"(%139, %137) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%140) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x7xf32>, tensor<2x10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_map_coordinates_1", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<6x7xf32>, %arg6: tensor<2x10xf32>):
    %22 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1, 10>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1x10xf32>) -> tensor<10xf32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2, 10>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1x10xf32>) -> tensor<10xf32>
    %26 = "stablehlo.floor"(%23) : (tensor<10xf32>) -> tensor<10xf32>
    %27 = "stablehlo.subtract"(%23, %26) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %28 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %30 = "stablehlo.subtract"(%29, %27) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %31 = "stablehlo.convert"(%26) : (tensor<10xf32>) -> tensor<10xi32>
    %32 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %34 = "stablehlo.add"(%31, %33) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %35 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %36 = "func.call"(%31, %35) <{callee = @remainder}> : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %37 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %38 = "func.call"(%34, %37) <{callee = @remainder}> : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %39 = "stablehlo.floor"(%25) : (tensor<10xf32>) -> tensor<10xf32>
    %40 = "stablehlo.subtract"(%25, %39) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %41 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %43 = "stablehlo.subtract"(%42, %40) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %44 = "stablehlo.convert"(%39) : (tensor<10xf32>) -> tensor<10xi32>
    %45 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %47 = "stablehlo.add"(%44, %46) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %48 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %49 = "func.call"(%44, %48) <{callee = @remainder}> : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %50 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %51 = "func.call"(%47, %50) <{callee = @remainder}> : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %52 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %54 = "stablehlo.compare"(%36, %53) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %55 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %57 = "stablehlo.add"(%36, %56) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %58 = "stablehlo.select"(%54, %57, %36) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %61 = "stablehlo.compare"(%49, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %62 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %64 = "stablehlo.add"(%49, %63) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %65 = "stablehlo.select"(%61, %64, %49) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %66 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %67 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %68 = "stablehlo.concatenate"(%66, %67) <{dimension = 1 : i64}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %69 = "stablehlo.gather"(%arg5, %68) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %70 = "stablehlo.multiply"(%30, %43) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %71 = "stablehlo.multiply"(%70, %69) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %74 = "stablehlo.compare"(%36, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %75 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %77 = "stablehlo.add"(%36, %76) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %78 = "stablehlo.select"(%74, %77, %36) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %81 = "stablehlo.compare"(%51, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %82 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %84 = "stablehlo.add"(%51, %83) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %85 = "stablehlo.select"(%81, %84, %51) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %86 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %88 = "stablehlo.concatenate"(%86, %87) <{dimension = 1 : i64}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %89 = "stablehlo.gather"(%arg5, %88) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %90 = "stablehlo.multiply"(%30, %40) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %91 = "stablehlo.multiply"(%90, %89) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %92 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %94 = "stablehlo.compare"(%38, %93) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %95 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %97 = "stablehlo.add"(%38, %96) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %98 = "stablehlo.select"(%94, %97, %38) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %99 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %101 = "stablehlo.compare"(%49, %100) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %102 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %104 = "stablehlo.add"(%49, %103) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %105 = "stablehlo.select"(%101, %104, %49) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %106 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %107 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %108 = "stablehlo.concatenate"(%106, %107) <{dimension = 1 : i64}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %109 = "stablehlo.gather"(%arg5, %108) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %110 = "stablehlo.multiply"(%27, %43) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %111 = "stablehlo.multiply"(%110, %109) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %112 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %114 = "stablehlo.compare"(%38, %113) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %115 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %117 = "stablehlo.add"(%38, %116) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %118 = "stablehlo.select"(%114, %117, %38) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %119 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %121 = "stablehlo.compare"(%51, %120) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %122 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %124 = "stablehlo.add"(%51, %123) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %125 = "stablehlo.select"(%121, %124, %51) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %126 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %127 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %128 = "stablehlo.concatenate"(%126, %127) <{dimension = 1 : i64}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %129 = "stablehlo.gather"(%arg5, %128) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %130 = "stablehlo.multiply"(%27, %40) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %131 = "stablehlo.multiply"(%130, %129) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %132 = "stablehlo.add"(%71, %91) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %133 = "stablehlo.add"(%132, %111) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %134 = "stablehlo.add"(%133, %131) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%134) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<10xi32>, %arg4: tensor<i32>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.compare"(%1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = "func.call"(%3, %4, %1) <{callee = @_where_2}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %7 = "stablehlo.remainder"(%arg3, %6) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %10 = "stablehlo.compare"(%7, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %13 = "stablehlo.compare"(%7, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.compare"(%5, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<10xi1>
    %17 = "stablehlo.compare"(%13, %16) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %18 = "stablehlo.and"(%17, %10) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %19 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %20 = "stablehlo.add"(%7, %19) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %21 = "stablehlo.select"(%18, %20, %7) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%21) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
