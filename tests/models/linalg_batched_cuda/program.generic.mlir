"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4x2xf32>, tensor<3x5x4xf32>, tensor<5x3xf32>, tensor<4x4xf32>) -> (tensor<3x4x2xf32>, tensor<3x4x4xf32>, tensor<3x4x2xf32>, tensor<3x4x2xf32>, tensor<3x5x4xf32>, tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg49: tensor<3x4x4xf32>, %arg50: tensor<3x4x2xf32>, %arg51: tensor<3x5x4xf32>, %arg52: tensor<5x3xf32>, %arg53: tensor<4x4xf32>):
    %368 = "stablehlo.transpose"(%arg49) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %369 = "stablehlo.dot_general"(%arg49, %368) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %370 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %371 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %372 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %374 = "stablehlo.add"(%370, %373) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %375 = "stablehlo.compare"(%374, %371) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %376 = "stablehlo.convert"(%375) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %377 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %379 = "stablehlo.multiply"(%378, %376) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x4xf32>) -> tensor<3x4x4xf32>
    %382 = "stablehlo.add"(%369, %381) : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %383 = "func.call"(%382, %arg50) <{callee = @solve}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %384 = "func.call"(%382) <{callee = @cholesky}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %385 = "func.call"(%384, %arg50) <{callee = @_solve_triangular}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %386 = "func.call"(%arg49) <{callee = @tril}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %387 = "func.call"(%386, %arg50) <{callee = @_solve_triangular_0}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %388 = "stablehlo.triangular_solve"(%384, %arg51) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<3x4x4xf32>, tensor<3x5x4xf32>) -> tensor<3x5x4xf32>
    %389:3 = "func.call"(%arg52) <{callee = @lu}> : (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>)
    %390 = "stablehlo.transpose"(%arg52) <{permutation = array<i64: 1, 0>}> : (tensor<5x3xf32>) -> tensor<3x5xf32>
    %391:3 = "func.call"(%390) <{callee = @lu_2}> : (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>)
    %392 = "stablehlo.slice"(%arg53) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %393 = "stablehlo.reshape"(%392) : (tensor<1x4xf32>) -> tensor<4xf32>
    %394 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %396 = "stablehlo.multiply"(%393, %395) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %397 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %399 = "stablehlo.scatter"(%arg53, %398, %396) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      "stablehlo.return"(%arg55) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x4xf32>
    %400:2 = "func.call"(%399) <{callee = @lu_factor}> : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>)
    %401 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %402 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %403 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %405 = "stablehlo.add"(%401, %404) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %406 = "stablehlo.compare"(%405, %402) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %407 = "stablehlo.convert"(%406) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %408 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %410 = "stablehlo.multiply"(%409, %407) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %411 = "stablehlo.subtract"(%arg53, %410) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %412 = "func.call"(%411) <{callee = @cholesky_6}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %413 = "stablehlo.constant"() <{value = dense<-7.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %414 = "func.call"(%412, %413) <{callee = @nan_to_num}> : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %415:2 = "func.call"(%382) <{callee = @slogdet}> : (tensor<3x4x4xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %416 = "stablehlo.slice"(%arg49) <{limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x4x4xf32>) -> tensor<1x4x4xf32>
    %417 = "stablehlo.reshape"(%416) : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %418 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %419 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %420 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %422 = "stablehlo.add"(%418, %421) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %423 = "stablehlo.compare"(%422, %419) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %424 = "stablehlo.convert"(%423) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %425 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %427 = "stablehlo.multiply"(%426, %424) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %428 = "stablehlo.add"(%417, %427) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %429 = "func.call"(%428) <{callee = @inv}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%383, %384, %385, %387, %388, %389#0, %389#1, %389#2, %391#0, %391#1, %391#2, %400#0, %400#1, %414, %415#0, %415#1, %429) : (tensor<3x4x2xf32>, tensor<3x4x4xf32>, tensor<3x4x2xf32>, tensor<3x4x2xf32>, tensor<3x5x4xf32>, tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<3x4x4xf32>, %arg48: tensor<3x4x2xf32>):
    %352:3 = "stablehlo.custom_call"(%arg47) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_getrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3xi32>)
    %353 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %355 = "stablehlo.subtract"(%352#1, %354) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %356 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %358 = "stablehlo.compare"(%352#2, %357) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %360 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %362 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %363 = "stablehlo.select"(%362, %352#0, %361) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %364 = "stablehlo.custom_call"(%355) <{api_version = 1 : i32, backend_config = "", call_target_name = "cu_lu_pivots_to_permutation", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=3, j=4, k=4}, custom>} : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %365 = "stablehlo.transpose"(%arg48) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x4x2xf32>) -> tensor<3x2x4xf32>
    %366 = "func.call"(%363, %364, %365) <{callee = @_lu_solve}> : (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %367 = "stablehlo.transpose"(%366) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x2x4xf32>) -> tensor<3x4x2xf32>
    "func.return"(%367) : (tensor<3x4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<3x4x4xf32>, %arg45: tensor<3x4xi32>, %arg46: tensor<3x2x4xf32>):
    %333 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x2x4xf32>) -> tensor<3x2x4x1xf32>
    %334 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %336 = "stablehlo.compare"(%arg45, %335) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %337 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %339 = "stablehlo.add"(%arg45, %338) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %340 = "stablehlo.select"(%336, %339, %arg45) : (tensor<3x4xi1>, tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %342 = "stablehlo.gather"(%333, %341) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 1, 1>}> : (tensor<3x2x4x1xf32>, tensor<3x4x1xi32>) -> tensor<3x2x4x1xf32>
    %343 = "stablehlo.transpose"(%342) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<3x2x4x1xf32>) -> tensor<3x4x1x2xf32>
    %344 = "stablehlo.reshape"(%343) : (tensor<3x4x1x2xf32>) -> tensor<3x4x2xf32>
    %345 = "stablehlo.triangular_solve"(%arg44, %344) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %346 = "stablehlo.reshape"(%345) : (tensor<3x4x2xf32>) -> tensor<3x4x1x2xf32>
    %347 = "stablehlo.reshape"(%346) : (tensor<3x4x1x2xf32>) -> tensor<3x4x2xf32>
    %348 = "stablehlo.triangular_solve"(%arg44, %347) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %349 = "stablehlo.reshape"(%348) : (tensor<3x4x2xf32>) -> tensor<3x4x1x2xf32>
    %350 = "stablehlo.transpose"(%349) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<3x4x1x2xf32>) -> tensor<3x2x4x1xf32>
    %351 = "stablehlo.reshape"(%350) : (tensor<3x2x4x1xf32>) -> tensor<3x2x4xf32>
    "func.return"(%351) : (tensor<3x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>, res_attrs = [{}], sym_name = "cholesky", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<3x4x4xf32>):
    %308 = "stablehlo.transpose"(%arg43) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %309 = "stablehlo.add"(%arg43, %308) : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %310 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %312 = "stablehlo.divide"(%309, %311) : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %313:2 = "stablehlo.custom_call"(%312) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_potrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {lower = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=3, j=4, k=4, l=4, m=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3xi32>)
    %314 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %316 = "stablehlo.compare"(%313#1, %315) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %318 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %320 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %321 = "stablehlo.select"(%320, %313#0, %319) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %322 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %323 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %325 = "stablehlo.add"(%322, %324) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %326 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %327 = "stablehlo.compare"(%325, %326) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x4xi1>) -> tensor<3x4x4xi1>
    %329 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %331 = "stablehlo.select"(%328, %321, %330) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %332 = "stablehlo.transpose"(%331) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    "func.return"(%332) : (tensor<3x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>, res_attrs = [{}], sym_name = "_solve_triangular", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<3x4x4xf32>, %arg42: tensor<3x4x2xf32>):
    %307 = "stablehlo.triangular_solve"(%arg41, %arg42) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    "func.return"(%307) : (tensor<3x4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<3x4x4xf32>):
    %297 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %298 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %300 = "stablehlo.add"(%297, %299) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %301 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %302 = "stablehlo.compare"(%300, %301) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x4xi1>) -> tensor<3x4x4xi1>
    %304 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %306 = "stablehlo.select"(%303, %arg40, %305) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    "func.return"(%306) : (tensor<3x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>, res_attrs = [{}], sym_name = "_solve_triangular_0", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<3x4x4xf32>, %arg39: tensor<3x4x2xf32>):
    %296 = "stablehlo.triangular_solve"(%arg38, %arg39) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    "func.return"(%296) : (tensor<3x4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>), res_attrs = [{}, {}, {}], sym_name = "lu", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<5x3xf32>):
    %295:3 = "func.call"(%arg37) <{callee = @_lu}> : (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>)
    "func.return"(%295#0, %295#1, %295#2) : (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>), res_attrs = [{}, {}, {}], sym_name = "_lu", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<5x3xf32>):
    %264:3 = "stablehlo.custom_call"(%arg36) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_getrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xi32>, tensor<i32>)
    %265 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %267 = "stablehlo.subtract"(%264#1, %266) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %268 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %270 = "stablehlo.compare"(%264#2, %269) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %272 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %274 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %275 = "stablehlo.select"(%274, %264#0, %273) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %276 = "stablehlo.custom_call"(%267) <{api_version = 1 : i32, backend_config = "", call_target_name = "cu_lu_pivots_to_permutation", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=3, j=5}, custom>} : (tensor<3xi32>) -> tensor<5xi32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xi32>) -> tensor<1x5xi32>
    %278 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %280 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xi32>) -> tensor<5x5xi32>
    %281 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xi32>) -> tensor<5x5xi32>
    %282 = "stablehlo.compare"(%280, %281) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %283 = "stablehlo.convert"(%282) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %284 = "func.call"(%275) <{callee = @tril_1}> : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %285 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x3xi32>
    %286 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x3xi32>
    %287 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x3xi32>
    %289 = "stablehlo.add"(%285, %288) : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi32>
    %290 = "stablehlo.compare"(%289, %286) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %291 = "stablehlo.convert"(%290) : (tensor<5x3xi1>) -> tensor<5x3xf32>
    %292 = "stablehlo.add"(%284, %291) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %293 = "func.call"(%275) <{callee = @triu}> : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %294 = "stablehlo.slice"(%293) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x3xf32>) -> tensor<3x3xf32>
    "func.return"(%283, %292, %294) : (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "tril_1", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<5x3xf32>):
    %255 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x3xi32>
    %256 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x3xi32>
    %258 = "stablehlo.add"(%255, %257) : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi32>
    %259 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x3xi32>
    %260 = "stablehlo.compare"(%258, %259) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %263 = "stablehlo.select"(%260, %arg35, %262) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%263) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "triu", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<5x3xf32>):
    %246 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x3xi32>
    %247 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x3xi32>
    %249 = "stablehlo.add"(%246, %248) : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi32>
    %250 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x3xi32>
    %251 = "stablehlo.compare"(%249, %250) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %254 = "stablehlo.select"(%251, %253, %arg34) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%254) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>), res_attrs = [{}, {}, {}], sym_name = "lu_2", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<3x5xf32>):
    %245:3 = "func.call"(%arg33) <{callee = @_lu_3}> : (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>)
    "func.return"(%245#0, %245#1, %245#2) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>), res_attrs = [{}, {}, {}], sym_name = "_lu_3", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<3x5xf32>):
    %214:3 = "stablehlo.custom_call"(%arg32) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_getrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=5, k=3, l=5, m=3}, custom>} : (tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3xi32>, tensor<i32>)
    %215 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %217 = "stablehlo.subtract"(%214#1, %216) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %218 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %220 = "stablehlo.compare"(%214#2, %219) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %222 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %224 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<3x5xi1>
    %225 = "stablehlo.select"(%224, %214#0, %223) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %226 = "stablehlo.custom_call"(%217) <{api_version = 1 : i32, backend_config = "", call_target_name = "cu_lu_pivots_to_permutation", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=3, j=3}, custom>} : (tensor<3xi32>) -> tensor<3xi32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1x3xi32>
    %228 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %230 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi32>) -> tensor<3x3xi32>
    %231 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xi32>) -> tensor<3x3xi32>
    %232 = "stablehlo.compare"(%230, %231) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %233 = "stablehlo.convert"(%232) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %234 = "func.call"(%225) <{callee = @tril_4}> : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %235 = "stablehlo.slice"(%234) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x5xf32>) -> tensor<3x3xf32>
    %236 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %237 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %238 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %240 = "stablehlo.add"(%236, %239) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %241 = "stablehlo.compare"(%240, %237) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %242 = "stablehlo.convert"(%241) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %243 = "stablehlo.add"(%235, %242) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %244 = "func.call"(%225) <{callee = @triu_5}> : (tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%233, %243, %244) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "tril_4", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<3x5xf32>):
    %205 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xi32>
    %206 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %208 = "stablehlo.add"(%205, %207) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %209 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xi32>
    %210 = "stablehlo.compare"(%208, %209) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %211 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %213 = "stablehlo.select"(%210, %arg31, %212) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%213) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "triu_5", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<3x5xf32>):
    %196 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xi32>
    %197 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %199 = "stablehlo.add"(%196, %198) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %200 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xi32>
    %201 = "stablehlo.compare"(%199, %200) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %202 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %204 = "stablehlo.select"(%201, %203, %arg30) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%204) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>), res_attrs = [{}, {}], sym_name = "lu_factor", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<4x4xf32>):
    %183:3 = "stablehlo.custom_call"(%arg29) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_getrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %184 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %186 = "stablehlo.subtract"(%183#1, %185) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %187 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %189 = "stablehlo.compare"(%183#2, %188) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %191 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %193 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %194 = "stablehlo.select"(%193, %183#0, %192) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %195 = "stablehlo.custom_call"(%186) <{api_version = 1 : i32, backend_config = "", call_target_name = "cu_lu_pivots_to_permutation", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=4, j=4}, custom>} : (tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%194, %186) : (tensor<4x4xf32>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "cholesky_6", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<4x4xf32>):
    %160 = "stablehlo.transpose"(%arg28) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %161 = "stablehlo.add"(%arg28, %160) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %162 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %164 = "stablehlo.divide"(%161, %163) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %165:2 = "stablehlo.custom_call"(%164) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_potrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    %166 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %168 = "stablehlo.compare"(%165#1, %167) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %170 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %172 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %173 = "stablehlo.select"(%172, %165#0, %171) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %174 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %175 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %177 = "stablehlo.add"(%174, %176) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %178 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %179 = "stablehlo.compare"(%177, %178) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %182 = "stablehlo.select"(%179, %173, %181) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%182) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "nan_to_num", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<4x4xf32>, %arg27: tensor<f32>):
    %147 = "stablehlo.compare"(%arg26, %arg26) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %148 = "stablehlo.convert"(%arg27) : (tensor<f32>) -> tensor<f32>
    %149 = "func.call"(%147, %148, %arg26) <{callee = @_where}> : (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %150 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %152 = "stablehlo.compare"(%149, %151) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %153 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %154 = "func.call"(%152, %153, %149) <{callee = @_where}> : (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %155 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %157 = "stablehlo.compare"(%154, %156) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %158 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %159 = "func.call"(%157, %158, %154) <{callee = @_where}> : (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%159) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x4xi1>, %arg24: tensor<f32>, %arg25: tensor<4x4xf32>):
    %145 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %146 = "stablehlo.select"(%arg23, %145, %arg25) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%146) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x4xf32>) -> (tensor<3xf32>, tensor<3xf32>), res_attrs = [{}, {}], sym_name = "slogdet", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<3x4x4xf32>):
    %94:3 = "stablehlo.custom_call"(%arg18) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_getrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3xi32>)
    %95 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %97 = "stablehlo.subtract"(%94#1, %96) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %100 = "stablehlo.compare"(%94#2, %99) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %102 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %104 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %105 = "stablehlo.select"(%104, %94#0, %103) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %106 = "stablehlo.custom_call"(%97) <{api_version = 1 : i32, backend_config = "", call_target_name = "cu_lu_pivots_to_permutation", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=3, j=4, k=4}, custom>} : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %107 = "func.call"(%105) <{callee = @diagonal}> : (tensor<3x4x4xf32>) -> tensor<3x4xf32>
    %108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %110 = "stablehlo.compare"(%107, %109) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %111 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %112 = "stablehlo.reduce"(%110, %111) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg21: tensor<i1>, %arg22: tensor<i1>):
      %144 = "stablehlo.or"(%arg21, %arg22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%144) : (tensor<i1>) -> ()
    }) : (tensor<3x4xi1>, tensor<i1>) -> tensor<3xi1>
    %113 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xi32>) -> tensor<1x4xi32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xi32>) -> tensor<3x4xi32>
    %116 = "stablehlo.compare"(%97, %115) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %117 = "func.call"(%116) <{callee = @count_nonzero}> : (tensor<3x4xi1>) -> tensor<3xi32>
    %118 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %120 = "stablehlo.compare"(%107, %119) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %121 = "func.call"(%120) <{callee = @count_nonzero}> : (tensor<3x4xi1>) -> tensor<3xi32>
    %122 = "stablehlo.add"(%117, %121) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %123 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %124 = "func.call"(%122, %123) <{callee = @remainder}> : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %125 = "stablehlo.constant"() <{value = dense<-2> : tensor<i32>}> : () -> tensor<i32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %127 = "stablehlo.multiply"(%126, %124) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %128 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %130 = "stablehlo.add"(%127, %129) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %131 = "stablehlo.convert"(%130) : (tensor<3xi32>) -> tensor<3xf32>
    %132 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %134 = "stablehlo.multiply"(%133, %131) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "func.call"(%112, %135, %134) <{callee = @_where_8}> : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
    %137 = "stablehlo.abs"(%107) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %138 = "stablehlo.log"(%137) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %139 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.reduce"(%138, %139) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %143 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%143) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %141 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %142 = "func.call"(%112, %141, %140) <{callee = @_where_8}> : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%136, %142) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x4xf32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<3x4x4xf32>):
    %74 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %75 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %78 = "stablehlo.compare"(%74, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %79 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %81 = "stablehlo.add"(%74, %80) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %82 = "stablehlo.select"(%78, %81, %74) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %83 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %85 = "stablehlo.compare"(%75, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %86 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %88 = "stablehlo.add"(%75, %87) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %89 = "stablehlo.select"(%85, %88, %75) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %90 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %91 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %92 = "stablehlo.concatenate"(%90, %91) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %93 = "stablehlo.gather"(%arg17, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x4x4xf32>, tensor<4x2xi32>) -> tensor<3x4xf32>
    "func.return"(%93) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xi1>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "count_nonzero", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<3x4xi1>):
    %67 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<3x4xi1>
    %69 = "stablehlo.compare"(%arg14, %68) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %70 = "stablehlo.convert"(%69) : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>):
      %73 = "stablehlo.add"(%arg15, %arg16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%73) : (tensor<i32>) -> ()
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
    "func.return"(%72) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<3xi32>, %arg13: tensor<i32>):
    %46 = "stablehlo.convert"(%arg13) : (tensor<i32>) -> tensor<i32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.compare"(%46, %47) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %49 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %50 = "func.call"(%48, %49, %46) <{callee = @_where_7}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %52 = "stablehlo.remainder"(%arg12, %51) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %55 = "stablehlo.compare"(%52, %54) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %58 = "stablehlo.compare"(%52, %57) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %60 = "stablehlo.compare"(%50, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<3xi1>
    %62 = "stablehlo.compare"(%58, %61) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %63 = "stablehlo.and"(%62, %55) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %64 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %65 = "stablehlo.add"(%52, %64) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %66 = "stablehlo.select"(%63, %65, %52) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%66) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<i1>, %arg10: tensor<i32>, %arg11: tensor<i32>):
    %45 = "stablehlo.select"(%arg9, %arg10, %arg11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%45) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<3xi1>, %arg7: tensor<f32>, %arg8: tensor<3xf32>):
    %43 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %44 = "stablehlo.select"(%arg6, %43, %arg8) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%44) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "inv", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x4xf32>):
    %35 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %36 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %39 = "stablehlo.add"(%35, %38) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %40 = "stablehlo.compare"(%39, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %41 = "stablehlo.convert"(%40) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %42 = "func.call"(%arg5, %41) <{callee = @solve_9}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%42) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "solve_9", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x4xf32>, %arg4: tensor<4x4xf32>):
    %19:3 = "stablehlo.custom_call"(%arg3) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_getrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %22 = "stablehlo.subtract"(%19#1, %21) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.compare"(%19#2, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %27 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %29 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %30 = "stablehlo.select"(%29, %19#0, %28) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %31 = "stablehlo.custom_call"(%22) <{api_version = 1 : i32, backend_config = "", call_target_name = "cu_lu_pivots_to_permutation", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=4, j=4}, custom>} : (tensor<4xi32>) -> tensor<4xi32>
    %32 = "stablehlo.transpose"(%arg4) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %33 = "func.call"(%30, %31, %32) <{callee = @_lu_solve_10}> : (tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %34 = "stablehlo.transpose"(%33) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%34) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "_lu_solve_10", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4x4xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x4xf32>) -> tensor<4x4x1xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %4 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x4x1xf32>, tensor<4x1xi32>) -> tensor<4x4x1xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 1, 2, 0>}> : (tensor<4x4x1xf32>) -> tensor<4x1x4xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %12 = "stablehlo.triangular_solve"(%arg0, %11) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %15 = "stablehlo.triangular_solve"(%arg0, %14) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %17 = "stablehlo.transpose"(%16) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x1x4xf32>) -> tensor<4x4x1xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<4x4x1xf32>) -> tensor<4x4xf32>
    "func.return"(%18) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
