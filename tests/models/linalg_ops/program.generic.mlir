"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<f32>, tensor<5x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg51: tensor<5x5xf32>, %arg52: tensor<5x3xf32>):
    %267 = "stablehlo.transpose"(%arg51) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %268 = "stablehlo.dot_general"(%arg51, %267) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %269 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %270 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %271 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %273 = "stablehlo.add"(%269, %272) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %274 = "stablehlo.compare"(%273, %270) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %275 = "stablehlo.convert"(%274) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %276 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %278 = "stablehlo.multiply"(%277, %275) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %279 = "stablehlo.add"(%268, %278) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %280 = "func.call"(%279) <{callee = @cholesky}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %281 = "func.call"(%280, %arg52) <{callee = @_solve_triangular}> : (tensor<5x5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %282 = "func.call"(%279) <{callee = @det}> : (tensor<5x5xf32>) -> tensor<f32>
    %283 = "func.call"(%279) <{callee = @inv}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%280, %281, %282, %283) : (tensor<5x5xf32>, tensor<5x3xf32>, tensor<f32>, tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "cholesky", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<5x5xf32>):
    %244 = "stablehlo.transpose"(%arg50) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %245 = "stablehlo.add"(%arg50, %244) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %246 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %248 = "stablehlo.divide"(%245, %247) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %249:2 = "stablehlo.custom_call"(%248) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_spotrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)
    %250 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %252 = "stablehlo.compare"(%249#1, %251) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %254 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %256 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %257 = "stablehlo.select"(%256, %249#0, %255) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %258 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %259 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %261 = "stablehlo.add"(%258, %260) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %262 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %263 = "stablehlo.compare"(%261, %262) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %266 = "stablehlo.select"(%263, %257, %265) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%266) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "_solve_triangular", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<5x5xf32>, %arg49: tensor<5x3xf32>):
    %243 = "stablehlo.custom_call"(%arg48, %arg49) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=3, m=5, n=3}, custom>} : (tensor<5x5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%243) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "det", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<5x5xf32>):
    %240:2 = "func.call"(%arg47) <{callee = @slogdet}> : (tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>)
    %241 = "stablehlo.exponential"(%240#1) : (tensor<f32>) -> tensor<f32>
    %242 = "stablehlo.multiply"(%240#0, %241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%242) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "slogdet", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<5x5xf32>):
    %147:3 = "stablehlo.custom_call"(%arg30) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %148 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %150 = "stablehlo.subtract"(%147#1, %149) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %151 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %153 = "stablehlo.compare"(%147#2, %152) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %155 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %157 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %158 = "stablehlo.select"(%157, %147#0, %156) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %159 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %160 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %161 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %162:4 = "stablehlo.while"(%150, %161, %160, %159) ({
    ^bb0(%arg43: tensor<5xi32>, %arg44: tensor<i32>, %arg45: tensor<i32>, %arg46: tensor<5xi32>):
      %238 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %239 = "stablehlo.compare"(%arg44, %238) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%239) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg35: tensor<5xi32>, %arg36: tensor<i32>, %arg37: tensor<i32>, %arg38: tensor<5xi32>):
      %196 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %197 = "stablehlo.add"(%arg37, %196) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %198 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %199 = "stablehlo.compare"(%arg37, %198) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %200 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
      %201 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %202 = "stablehlo.add"(%200, %201) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %203 = "stablehlo.select"(%199, %202, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %204 = "stablehlo.dynamic_slice"(%arg35, %203) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %205 = "stablehlo.reshape"(%204) : (tensor<1xi32>) -> tensor<i32>
      %206 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %207 = "stablehlo.compare"(%arg37, %206) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %208 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
      %209 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %210 = "stablehlo.add"(%208, %209) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %211 = "stablehlo.select"(%207, %210, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %212 = "stablehlo.dynamic_slice"(%arg38, %211) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %213 = "stablehlo.reshape"(%212) : (tensor<1xi32>) -> tensor<i32>
      %214 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %215 = "stablehlo.compare"(%205, %214) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %216 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %217 = "stablehlo.add"(%205, %216) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %218 = "stablehlo.select"(%215, %217, %205) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %219 = "stablehlo.dynamic_slice"(%arg38, %218) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %220 = "stablehlo.reshape"(%219) : (tensor<1xi32>) -> tensor<i32>
      %221 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %222 = "stablehlo.compare"(%arg37, %221) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %223 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %224 = "stablehlo.add"(%arg37, %223) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %225 = "stablehlo.select"(%222, %224, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %226 = "stablehlo.convert"(%225) : (tensor<i32>) -> tensor<i32>
      %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %228 = "stablehlo.scatter"(%arg38, %227, %220) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>):
        "stablehlo.return"(%arg42) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %229 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %230 = "stablehlo.compare"(%205, %229) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %231 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %232 = "stablehlo.add"(%205, %231) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %233 = "stablehlo.select"(%230, %232, %205) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %235 = "stablehlo.scatter"(%228, %234, %213) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg39: tensor<i32>, %arg40: tensor<i32>):
        "stablehlo.return"(%arg40) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %236 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %237 = "stablehlo.add"(%arg36, %236) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg35, %237, %197, %235) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>)
    %163 = "func.call"(%158) <{callee = @diagonal}> : (tensor<5x5xf32>) -> tensor<5xf32>
    %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %166 = "stablehlo.compare"(%163, %165) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %167 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %168 = "stablehlo.reduce"(%166, %167) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg33: tensor<i1>, %arg34: tensor<i1>):
      %195 = "stablehlo.or"(%arg33, %arg34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%195) : (tensor<i1>) -> ()
    }) : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %169 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %170 = "stablehlo.compare"(%150, %169) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %171 = "func.call"(%170) <{callee = @count_nonzero}> : (tensor<5xi1>) -> tensor<i32>
    %172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %174 = "stablehlo.compare"(%163, %173) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %175 = "func.call"(%174) <{callee = @count_nonzero}> : (tensor<5xi1>) -> tensor<i32>
    %176 = "stablehlo.add"(%171, %175) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %177 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %178 = "func.call"(%176, %177) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %179 = "stablehlo.constant"() <{value = dense<-2> : tensor<i32>}> : () -> tensor<i32>
    %180 = "stablehlo.multiply"(%179, %178) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %181 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %182 = "stablehlo.add"(%180, %181) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %183 = "stablehlo.convert"(%182) : (tensor<i32>) -> tensor<f32>
    %184 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.multiply"(%184, %183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %186 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %187 = "func.call"(%168, %186, %185) <{callee = @_where_0}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %188 = "stablehlo.abs"(%163) : (tensor<5xf32>) -> tensor<5xf32>
    %189 = "stablehlo.log"(%188) : (tensor<5xf32>) -> tensor<5xf32>
    %190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.reduce"(%189, %190) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %194 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%194) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %192 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %193 = "func.call"(%168, %192, %191) <{callee = @_where_0}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%187, %193) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<5x5xf32>):
    %115 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %116 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %117 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %119 = "stablehlo.add"(%115, %118) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %120 = "stablehlo.compare"(%119, %116) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %121 = "stablehlo.convert"(%120) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %122 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.case"(%122) ({
      %146 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%146) : (tensor<i32>) -> ()
    }, {
      %145 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%145) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %124 = "stablehlo.case"(%123) ({
      %125 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
      %126 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
      %127 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %129 = "stablehlo.compare"(%125, %128) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %130 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %132 = "stablehlo.add"(%125, %131) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %133 = "stablehlo.select"(%129, %132, %125) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %134 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %136 = "stablehlo.compare"(%126, %135) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %137 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %139 = "stablehlo.add"(%126, %138) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %140 = "stablehlo.select"(%136, %139, %126) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %141 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %142 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %143 = "stablehlo.concatenate"(%141, %142) <{dimension = 1 : i64}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
      %144 = "stablehlo.gather"(%arg29, %143) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<5x2xi32>) -> tensor<5xf32>
      "stablehlo.return"(%144) : (tensor<5xf32>) -> ()
    }) : (tensor<i32>) -> tensor<5xf32>
    "func.return"(%124) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xi1>) -> tensor<i32>, res_attrs = [{}], sym_name = "count_nonzero", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<5xi1>):
    %108 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %110 = "stablehlo.compare"(%arg26, %109) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %111 = "stablehlo.convert"(%110) : (tensor<5xi1>) -> tensor<5xi32>
    %112 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %113 = "stablehlo.reduce"(%111, %112) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg27: tensor<i32>, %arg28: tensor<i32>):
      %114 = "stablehlo.add"(%arg27, %arg28) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%114) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    "func.return"(%113) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>):
    %92 = "stablehlo.convert"(%arg25) : (tensor<i32>) -> tensor<i32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.compare"(%92, %93) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %95 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %96 = "func.call"(%94, %95, %92) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %97 = "stablehlo.remainder"(%arg24, %96) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.compare"(%97, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %100 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %101 = "stablehlo.compare"(%97, %100) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %102 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %103 = "stablehlo.compare"(%96, %102) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %104 = "stablehlo.compare"(%101, %103) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %105 = "stablehlo.and"(%104, %99) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %106 = "stablehlo.add"(%97, %96) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %107 = "stablehlo.select"(%105, %106, %97) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%107) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i1>, %arg22: tensor<i32>, %arg23: tensor<i32>):
    %91 = "stablehlo.select"(%arg21, %arg22, %arg23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%91) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<i1>, %arg19: tensor<f32>, %arg20: tensor<f32>):
    %90 = "stablehlo.select"(%arg18, %arg19, %arg20) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%90) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "inv", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<5x5xf32>):
    %82 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %83 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %86 = "stablehlo.add"(%82, %85) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %87 = "stablehlo.compare"(%86, %83) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %88 = "stablehlo.convert"(%87) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %89 = "func.call"(%arg17, %88) <{callee = @solve}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%89) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x5xf32>, %arg4: tensor<5x5xf32>):
    %19:3 = "stablehlo.custom_call"(%arg3) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %22 = "stablehlo.subtract"(%19#1, %21) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.compare"(%19#2, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %27 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %29 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %30 = "stablehlo.select"(%29, %19#0, %28) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %31 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34:4 = "stablehlo.while"(%22, %33, %32, %31) ({
    ^bb0(%arg13: tensor<5xi32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<5xi32>):
      %80 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %81 = "stablehlo.compare"(%arg14, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%81) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg5: tensor<5xi32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<5xi32>):
      %38 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %39 = "stablehlo.add"(%arg7, %38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %41 = "stablehlo.compare"(%arg7, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %42 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<i32>
      %43 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %44 = "stablehlo.add"(%42, %43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %45 = "stablehlo.select"(%41, %44, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %46 = "stablehlo.dynamic_slice"(%arg5, %45) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %47 = "stablehlo.reshape"(%46) : (tensor<1xi32>) -> tensor<i32>
      %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %49 = "stablehlo.compare"(%arg7, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %50 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<i32>
      %51 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %52 = "stablehlo.add"(%50, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %53 = "stablehlo.select"(%49, %52, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %54 = "stablehlo.dynamic_slice"(%arg8, %53) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %55 = "stablehlo.reshape"(%54) : (tensor<1xi32>) -> tensor<i32>
      %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %57 = "stablehlo.compare"(%47, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %58 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %59 = "stablehlo.add"(%47, %58) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %60 = "stablehlo.select"(%57, %59, %47) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %61 = "stablehlo.dynamic_slice"(%arg8, %60) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %62 = "stablehlo.reshape"(%61) : (tensor<1xi32>) -> tensor<i32>
      %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %64 = "stablehlo.compare"(%arg7, %63) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %65 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %66 = "stablehlo.add"(%arg7, %65) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %67 = "stablehlo.select"(%64, %66, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %68 = "stablehlo.convert"(%67) : (tensor<i32>) -> tensor<i32>
      %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %70 = "stablehlo.scatter"(%arg8, %69, %62) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>):
        "stablehlo.return"(%arg12) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %72 = "stablehlo.compare"(%47, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %73 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %74 = "stablehlo.add"(%47, %73) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %75 = "stablehlo.select"(%72, %74, %47) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %77 = "stablehlo.scatter"(%70, %76, %55) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
        "stablehlo.return"(%arg10) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %78 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %79 = "stablehlo.add"(%arg6, %78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg5, %79, %39, %77) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>)
    %35 = "stablehlo.transpose"(%arg4) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %36 = "func.call"(%30, %34#3, %35) <{callee = @_lu_solve}> : (tensor<5x5xf32>, tensor<5xi32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %37 = "stablehlo.transpose"(%36) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%37) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x5xf32>, tensor<5xi32>, tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x5xf32>, %arg1: tensor<5xi32>, %arg2: tensor<5x5xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x5xf32>) -> tensor<5x5x1xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %4 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1, 1>}> : (tensor<5x5x1xf32>, tensor<5x1xi32>) -> tensor<5x5x1xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 1, 2, 0>}> : (tensor<5x5x1xf32>) -> tensor<5x1x5xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<5x1x5xf32>) -> tensor<5x5xf32>
    %12 = "stablehlo.custom_call"(%arg0, %11) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=5, m=5, n=5}, custom>} : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<5x5xf32>) -> tensor<5x1x5xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<5x1x5xf32>) -> tensor<5x5xf32>
    %15 = "stablehlo.custom_call"(%arg0, %14) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=5, m=5, n=5}, custom>} : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<5x5xf32>) -> tensor<5x1x5xf32>
    %17 = "stablehlo.transpose"(%16) <{permutation = array<i64: 2, 0, 1>}> : (tensor<5x1x5xf32>) -> tensor<5x5x1xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<5x5x1xf32>) -> tensor<5x5xf32>
    "func.return"(%18) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
