"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> (tensor<64xf64>, tensor<32xf64>, tensor<64xf64>, tensor<32xf64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg87: tensor<2xui32>):
    %420 = "func.call"(%arg87) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<4x2xui32>
    %421 = "stablehlo.slice"(%420) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %422 = "stablehlo.reshape"(%421) : (tensor<1x2xui32>) -> tensor<2xui32>
    %423 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %424 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %425 = "func.call"(%422, %423, %424) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf64>
    %426 = "stablehlo.slice"(%420) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %427 = "stablehlo.reshape"(%426) : (tensor<1x2xui32>) -> tensor<2xui32>
    %428 = "stablehlo.constant"() <{value = dense<-1.000000e+03> : tensor<f64>}> : () -> tensor<f64>
    %429 = "stablehlo.constant"() <{value = dense<1.000000e+03> : tensor<f64>}> : () -> tensor<f64>
    %430 = "func.call"(%427, %428, %429) <{callee = @_uniform_1}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf64>
    %431 = "stablehlo.slice"(%420) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %432 = "stablehlo.reshape"(%431) : (tensor<1x2xui32>) -> tensor<2xui32>
    %433 = "func.call"(%432) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<64xf64>
    %434 = "stablehlo.slice"(%420) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %435 = "stablehlo.reshape"(%434) : (tensor<1x2xui32>) -> tensor<2xui32>
    %436 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %437 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %438 = "func.call"(%435, %436, %437) <{callee = @_truncated_normal}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf64>
    "func.return"(%425, %430, %433, %438) : (tensor<64xf64>, tensor<32xf64>, tensor<64xf64>, tensor<32xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg86: tensor<2xui32>):
    %403 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %404 = "stablehlo.reshape"(%403) : (tensor<1xui32>) -> tensor<ui32>
    %405 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %406 = "stablehlo.reshape"(%405) : (tensor<1xui32>) -> tensor<ui32>
    %407 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %408 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %410 = "stablehlo.multiply"(%409, %407) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %411 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %413 = "stablehlo.shift_right_logical"(%410, %412) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %414 = "stablehlo.convert"(%410) : (tensor<4xui64>) -> tensor<4xui32>
    %415 = "stablehlo.convert"(%413) : (tensor<4xui64>) -> tensor<4xui32>
    %416:2 = "func.call"(%404, %406, %415, %414) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %417 = "stablehlo.broadcast_in_dim"(%416#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %418 = "stablehlo.broadcast_in_dim"(%416#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %419 = "stablehlo.concatenate"(%417, %418) <{dimension = 1 : i64}> : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    "func.return"(%419) : (tensor<4x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg64: tensor<ui32>, %arg65: tensor<ui32>, %arg66: tensor<4xui32>, %arg67: tensor<4xui32>):
    %332 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %333 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %334 = "stablehlo.xor"(%arg64, %arg65) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %335 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %336 = "stablehlo.xor"(%334, %335) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %337 = "stablehlo.broadcast_in_dim"(%arg64) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %338 = "stablehlo.add"(%arg66, %337) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %339 = "stablehlo.broadcast_in_dim"(%arg65) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %340 = "stablehlo.add"(%arg67, %339) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %341 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %342 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %343:9 = "stablehlo.while"(%342, %341, %338, %340, %arg65, %336, %arg64, %332, %333) ({
    ^bb0(%arg77: tensor<i64>, %arg78: tensor<i64>, %arg79: tensor<4xui32>, %arg80: tensor<4xui32>, %arg81: tensor<ui32>, %arg82: tensor<ui32>, %arg83: tensor<ui32>, %arg84: tensor<4xui32>, %arg85: tensor<4xui32>):
      %401 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %402 = "stablehlo.compare"(%arg77, %401) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%402) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg68: tensor<i64>, %arg69: tensor<i64>, %arg70: tensor<4xui32>, %arg71: tensor<4xui32>, %arg72: tensor<ui32>, %arg73: tensor<ui32>, %arg74: tensor<ui32>, %arg75: tensor<4xui32>, %arg76: tensor<4xui32>):
      %344 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %345 = "stablehlo.add"(%arg69, %344) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %346 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %347 = "stablehlo.reshape"(%346) : (tensor<1xui32>) -> tensor<ui32>
      %348 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %349 = "stablehlo.reshape"(%348) : (tensor<1xui32>) -> tensor<ui32>
      %350 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %351 = "stablehlo.reshape"(%350) : (tensor<1xui32>) -> tensor<ui32>
      %352 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %353 = "stablehlo.reshape"(%352) : (tensor<1xui32>) -> tensor<ui32>
      %354 = "stablehlo.add"(%arg70, %arg71) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %355 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %356 = "stablehlo.shift_left"(%arg71, %355) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %357 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %358 = "stablehlo.subtract"(%357, %347) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %360 = "stablehlo.shift_right_logical"(%arg71, %359) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %361 = "stablehlo.or"(%356, %360) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %362 = "stablehlo.xor"(%354, %361) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %363 = "stablehlo.add"(%354, %362) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %364 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %365 = "stablehlo.shift_left"(%362, %364) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %366 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %367 = "stablehlo.subtract"(%366, %349) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %369 = "stablehlo.shift_right_logical"(%362, %368) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %370 = "stablehlo.or"(%365, %369) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %371 = "stablehlo.xor"(%363, %370) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %372 = "stablehlo.add"(%363, %371) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %373 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %374 = "stablehlo.shift_left"(%371, %373) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %375 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %376 = "stablehlo.subtract"(%375, %351) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %378 = "stablehlo.shift_right_logical"(%371, %377) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %379 = "stablehlo.or"(%374, %378) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %380 = "stablehlo.xor"(%372, %379) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %381 = "stablehlo.add"(%372, %380) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %382 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %383 = "stablehlo.shift_left"(%380, %382) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %384 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %385 = "stablehlo.subtract"(%384, %353) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %387 = "stablehlo.shift_right_logical"(%380, %386) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %388 = "stablehlo.or"(%383, %387) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %389 = "stablehlo.xor"(%381, %388) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %390 = "stablehlo.broadcast_in_dim"(%arg72) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %391 = "stablehlo.add"(%381, %390) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %392 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %393 = "stablehlo.add"(%389, %392) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %394 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %395 = "stablehlo.add"(%arg69, %394) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %396 = "stablehlo.convert"(%395) : (tensor<i64>) -> tensor<ui32>
      %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %398 = "stablehlo.add"(%393, %397) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %399 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %400 = "stablehlo.add"(%arg68, %399) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%400, %345, %391, %398, %arg73, %arg74, %arg72, %arg76, %arg75) : (tensor<i64>, tensor<i64>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%343#2, %343#3) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf64>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<2xui32>, %arg62: tensor<f64>, %arg63: tensor<f64>):
    %291 = "stablehlo.convert"(%arg62) : (tensor<f64>) -> tensor<f64>
    %292 = "stablehlo.convert"(%arg63) : (tensor<f64>) -> tensor<f64>
    %293 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %294 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %295 = "stablehlo.slice"(%arg61) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %296 = "stablehlo.reshape"(%295) : (tensor<1xui32>) -> tensor<ui32>
    %297 = "stablehlo.slice"(%arg61) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %298 = "stablehlo.reshape"(%297) : (tensor<1xui32>) -> tensor<ui32>
    %299 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xui64>
    %300 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %302 = "stablehlo.multiply"(%301, %299) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %303 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %305 = "stablehlo.shift_right_logical"(%302, %304) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %306 = "stablehlo.convert"(%302) : (tensor<64xui64>) -> tensor<64xui32>
    %307 = "stablehlo.convert"(%305) : (tensor<64xui64>) -> tensor<64xui32>
    %308:2 = "func.call"(%296, %298, %307, %306) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %309 = "stablehlo.convert"(%308#0) : (tensor<64xui32>) -> tensor<64xui64>
    %310 = "stablehlo.convert"(%308#1) : (tensor<64xui32>) -> tensor<64xui64>
    %311 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %313 = "stablehlo.shift_left"(%309, %312) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %314 = "stablehlo.or"(%313, %310) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %315 = "stablehlo.constant"() <{value = dense<12> : tensor<ui64>}> : () -> tensor<ui64>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %317 = "stablehlo.shift_right_logical"(%314, %316) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %318 = "stablehlo.constant"() <{value = dense<4607182418800017408> : tensor<ui64>}> : () -> tensor<ui64>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %320 = "stablehlo.or"(%317, %319) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %321 = "stablehlo.bitcast_convert"(%320) : (tensor<64xui64>) -> tensor<64xf64>
    %322 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<64xf64>
    %324 = "stablehlo.subtract"(%321, %323) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %325 = "stablehlo.subtract"(%294, %293) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<64xf64>
    %327 = "stablehlo.multiply"(%324, %326) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %328 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<64xf64>
    %329 = "stablehlo.add"(%327, %328) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %330 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<64xf64>
    %331 = "stablehlo.maximum"(%330, %329) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    "func.return"(%331) : (tensor<64xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<ui32>, %arg40: tensor<ui32>, %arg41: tensor<64xui32>, %arg42: tensor<64xui32>):
    %220 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %221 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %222 = "stablehlo.xor"(%arg39, %arg40) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %223 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %224 = "stablehlo.xor"(%222, %223) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %225 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %226 = "stablehlo.add"(%arg41, %225) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %227 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %228 = "stablehlo.add"(%arg42, %227) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %229 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %230 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %231:9 = "stablehlo.while"(%230, %229, %226, %228, %arg40, %224, %arg39, %220, %221) ({
    ^bb0(%arg52: tensor<i64>, %arg53: tensor<i64>, %arg54: tensor<64xui32>, %arg55: tensor<64xui32>, %arg56: tensor<ui32>, %arg57: tensor<ui32>, %arg58: tensor<ui32>, %arg59: tensor<4xui32>, %arg60: tensor<4xui32>):
      %289 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %290 = "stablehlo.compare"(%arg52, %289) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%290) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg43: tensor<i64>, %arg44: tensor<i64>, %arg45: tensor<64xui32>, %arg46: tensor<64xui32>, %arg47: tensor<ui32>, %arg48: tensor<ui32>, %arg49: tensor<ui32>, %arg50: tensor<4xui32>, %arg51: tensor<4xui32>):
      %232 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %233 = "stablehlo.add"(%arg44, %232) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %234 = "stablehlo.slice"(%arg50) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %235 = "stablehlo.reshape"(%234) : (tensor<1xui32>) -> tensor<ui32>
      %236 = "stablehlo.slice"(%arg50) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %237 = "stablehlo.reshape"(%236) : (tensor<1xui32>) -> tensor<ui32>
      %238 = "stablehlo.slice"(%arg50) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %239 = "stablehlo.reshape"(%238) : (tensor<1xui32>) -> tensor<ui32>
      %240 = "stablehlo.slice"(%arg50) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %241 = "stablehlo.reshape"(%240) : (tensor<1xui32>) -> tensor<ui32>
      %242 = "stablehlo.add"(%arg45, %arg46) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %243 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %244 = "stablehlo.shift_left"(%arg46, %243) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %245 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %246 = "stablehlo.subtract"(%245, %235) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %248 = "stablehlo.shift_right_logical"(%arg46, %247) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %249 = "stablehlo.or"(%244, %248) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %250 = "stablehlo.xor"(%242, %249) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %251 = "stablehlo.add"(%242, %250) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %252 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %253 = "stablehlo.shift_left"(%250, %252) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %254 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %255 = "stablehlo.subtract"(%254, %237) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %257 = "stablehlo.shift_right_logical"(%250, %256) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %258 = "stablehlo.or"(%253, %257) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %259 = "stablehlo.xor"(%251, %258) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %260 = "stablehlo.add"(%251, %259) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %261 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %262 = "stablehlo.shift_left"(%259, %261) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %263 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %264 = "stablehlo.subtract"(%263, %239) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %266 = "stablehlo.shift_right_logical"(%259, %265) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %267 = "stablehlo.or"(%262, %266) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %268 = "stablehlo.xor"(%260, %267) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %269 = "stablehlo.add"(%260, %268) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %270 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %271 = "stablehlo.shift_left"(%268, %270) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %272 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %273 = "stablehlo.subtract"(%272, %241) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %275 = "stablehlo.shift_right_logical"(%268, %274) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %276 = "stablehlo.or"(%271, %275) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %277 = "stablehlo.xor"(%269, %276) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %278 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %279 = "stablehlo.add"(%269, %278) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %280 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %281 = "stablehlo.add"(%277, %280) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %282 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %283 = "stablehlo.add"(%arg44, %282) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %284 = "stablehlo.convert"(%283) : (tensor<i64>) -> tensor<ui32>
      %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %286 = "stablehlo.add"(%281, %285) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %287 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %288 = "stablehlo.add"(%arg43, %287) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%288, %233, %279, %286, %arg48, %arg49, %arg47, %arg51, %arg50) : (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%231#2, %231#3) : (tensor<64xui32>, tensor<64xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf64>, res_attrs = [{}], sym_name = "_uniform_1", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<2xui32>, %arg37: tensor<f64>, %arg38: tensor<f64>):
    %179 = "stablehlo.convert"(%arg37) : (tensor<f64>) -> tensor<f64>
    %180 = "stablehlo.convert"(%arg38) : (tensor<f64>) -> tensor<f64>
    %181 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %182 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %183 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %184 = "stablehlo.reshape"(%183) : (tensor<1xui32>) -> tensor<ui32>
    %185 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1xui32>) -> tensor<ui32>
    %187 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %188 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %190 = "stablehlo.multiply"(%189, %187) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %191 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %193 = "stablehlo.shift_right_logical"(%190, %192) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %194 = "stablehlo.convert"(%190) : (tensor<32xui64>) -> tensor<32xui32>
    %195 = "stablehlo.convert"(%193) : (tensor<32xui64>) -> tensor<32xui32>
    %196:2 = "func.call"(%184, %186, %195, %194) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %197 = "stablehlo.convert"(%196#0) : (tensor<32xui32>) -> tensor<32xui64>
    %198 = "stablehlo.convert"(%196#1) : (tensor<32xui32>) -> tensor<32xui64>
    %199 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %201 = "stablehlo.shift_left"(%197, %200) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %202 = "stablehlo.or"(%201, %198) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %203 = "stablehlo.constant"() <{value = dense<12> : tensor<ui64>}> : () -> tensor<ui64>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %205 = "stablehlo.shift_right_logical"(%202, %204) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %206 = "stablehlo.constant"() <{value = dense<4607182418800017408> : tensor<ui64>}> : () -> tensor<ui64>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %208 = "stablehlo.or"(%205, %207) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %209 = "stablehlo.bitcast_convert"(%208) : (tensor<32xui64>) -> tensor<32xf64>
    %210 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %212 = "stablehlo.subtract"(%209, %211) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %213 = "stablehlo.subtract"(%182, %181) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<32xf64>
    %215 = "stablehlo.multiply"(%212, %214) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %216 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<32xf64>
    %217 = "stablehlo.add"(%215, %216) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %218 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<32xf64>
    %219 = "stablehlo.maximum"(%218, %217) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    "func.return"(%219) : (tensor<32xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<ui32>, %arg15: tensor<ui32>, %arg16: tensor<32xui32>, %arg17: tensor<32xui32>):
    %108 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %109 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %110 = "stablehlo.xor"(%arg14, %arg15) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %111 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %112 = "stablehlo.xor"(%110, %111) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %113 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %114 = "stablehlo.add"(%arg16, %113) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %115 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %116 = "stablehlo.add"(%arg17, %115) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %117 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %119:9 = "stablehlo.while"(%118, %117, %114, %116, %arg15, %112, %arg14, %108, %109) ({
    ^bb0(%arg27: tensor<i64>, %arg28: tensor<i64>, %arg29: tensor<32xui32>, %arg30: tensor<32xui32>, %arg31: tensor<ui32>, %arg32: tensor<ui32>, %arg33: tensor<ui32>, %arg34: tensor<4xui32>, %arg35: tensor<4xui32>):
      %177 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %178 = "stablehlo.compare"(%arg27, %177) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%178) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg18: tensor<i64>, %arg19: tensor<i64>, %arg20: tensor<32xui32>, %arg21: tensor<32xui32>, %arg22: tensor<ui32>, %arg23: tensor<ui32>, %arg24: tensor<ui32>, %arg25: tensor<4xui32>, %arg26: tensor<4xui32>):
      %120 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %121 = "stablehlo.add"(%arg19, %120) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %122 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %123 = "stablehlo.reshape"(%122) : (tensor<1xui32>) -> tensor<ui32>
      %124 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %125 = "stablehlo.reshape"(%124) : (tensor<1xui32>) -> tensor<ui32>
      %126 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %127 = "stablehlo.reshape"(%126) : (tensor<1xui32>) -> tensor<ui32>
      %128 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %129 = "stablehlo.reshape"(%128) : (tensor<1xui32>) -> tensor<ui32>
      %130 = "stablehlo.add"(%arg20, %arg21) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %131 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %132 = "stablehlo.shift_left"(%arg21, %131) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %133 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %134 = "stablehlo.subtract"(%133, %123) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %136 = "stablehlo.shift_right_logical"(%arg21, %135) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %137 = "stablehlo.or"(%132, %136) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %138 = "stablehlo.xor"(%130, %137) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %139 = "stablehlo.add"(%130, %138) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %140 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %141 = "stablehlo.shift_left"(%138, %140) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %142 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %143 = "stablehlo.subtract"(%142, %125) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %145 = "stablehlo.shift_right_logical"(%138, %144) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %146 = "stablehlo.or"(%141, %145) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %147 = "stablehlo.xor"(%139, %146) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %148 = "stablehlo.add"(%139, %147) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %149 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %150 = "stablehlo.shift_left"(%147, %149) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %151 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %152 = "stablehlo.subtract"(%151, %127) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %154 = "stablehlo.shift_right_logical"(%147, %153) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %155 = "stablehlo.or"(%150, %154) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %156 = "stablehlo.xor"(%148, %155) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %157 = "stablehlo.add"(%148, %156) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %158 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %159 = "stablehlo.shift_left"(%156, %158) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %160 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %161 = "stablehlo.subtract"(%160, %129) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %163 = "stablehlo.shift_right_logical"(%156, %162) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %164 = "stablehlo.or"(%159, %163) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %165 = "stablehlo.xor"(%157, %164) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %166 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %167 = "stablehlo.add"(%157, %166) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %168 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %169 = "stablehlo.add"(%165, %168) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %170 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %171 = "stablehlo.add"(%arg19, %170) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %172 = "stablehlo.convert"(%171) : (tensor<i64>) -> tensor<ui32>
      %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %174 = "stablehlo.add"(%169, %173) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %175 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %176 = "stablehlo.add"(%arg18, %175) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%176, %121, %167, %174, %arg23, %arg24, %arg22, %arg26, %arg25) : (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%119#2, %119#3) : (tensor<32xui32>, tensor<32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<64xf64>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<2xui32>):
    %107 = "func.call"(%arg13) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<64xf64>
    "func.return"(%107) : (tensor<64xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<64xf64>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2xui32>):
    %100 = "stablehlo.constant"() <{value = dense<-0.99999999999999988> : tensor<f64>}> : () -> tensor<f64>
    %101 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %102 = "func.call"(%arg12, %100, %101) <{callee = @_uniform_3}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf64>
    %103 = "chlo.erf_inv"(%102) : (tensor<64xf64>) -> tensor<64xf64>
    %104 = "stablehlo.constant"() <{value = dense<1.4142135623730951> : tensor<f64>}> : () -> tensor<f64>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<64xf64>
    %106 = "stablehlo.multiply"(%105, %103) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    "func.return"(%106) : (tensor<64xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf64>, res_attrs = [{}], sym_name = "_uniform_3", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<2xui32>, %arg10: tensor<f64>, %arg11: tensor<f64>):
    %61 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %62 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %63 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %64 = "stablehlo.reshape"(%63) : (tensor<1xui32>) -> tensor<ui32>
    %65 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %66 = "stablehlo.reshape"(%65) : (tensor<1xui32>) -> tensor<ui32>
    %67 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xui64>
    %68 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %70 = "stablehlo.multiply"(%69, %67) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %71 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %73 = "stablehlo.shift_right_logical"(%70, %72) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %74 = "stablehlo.convert"(%70) : (tensor<64xui64>) -> tensor<64xui32>
    %75 = "stablehlo.convert"(%73) : (tensor<64xui64>) -> tensor<64xui32>
    %76:2 = "func.call"(%64, %66, %75, %74) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %77 = "stablehlo.convert"(%76#0) : (tensor<64xui32>) -> tensor<64xui64>
    %78 = "stablehlo.convert"(%76#1) : (tensor<64xui32>) -> tensor<64xui64>
    %79 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %81 = "stablehlo.shift_left"(%77, %80) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %82 = "stablehlo.or"(%81, %78) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %83 = "stablehlo.constant"() <{value = dense<12> : tensor<ui64>}> : () -> tensor<ui64>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %85 = "stablehlo.shift_right_logical"(%82, %84) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %86 = "stablehlo.constant"() <{value = dense<4607182418800017408> : tensor<ui64>}> : () -> tensor<ui64>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %88 = "stablehlo.or"(%85, %87) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %89 = "stablehlo.bitcast_convert"(%88) : (tensor<64xui64>) -> tensor<64xf64>
    %90 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<64xf64>
    %92 = "stablehlo.subtract"(%89, %91) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %93 = "stablehlo.subtract"(%62, %61) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<64xf64>
    %95 = "stablehlo.multiply"(%92, %94) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %96 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<64xf64>
    %97 = "stablehlo.add"(%95, %96) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %98 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<64xf64>
    %99 = "stablehlo.maximum"(%98, %97) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    "func.return"(%99) : (tensor<64xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf64>, res_attrs = [{}], sym_name = "_truncated_normal", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2xui32>, %arg7: tensor<f64>, %arg8: tensor<f64>):
    %43 = "stablehlo.convert"(%arg7) : (tensor<f64>) -> tensor<f64>
    %44 = "stablehlo.convert"(%arg8) : (tensor<f64>) -> tensor<f64>
    %45 = "stablehlo.constant"() <{value = dense<1.4142135623730951> : tensor<f64>}> : () -> tensor<f64>
    %46 = "stablehlo.divide"(%43, %45) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %47 = "chlo.erf"(%46) : (tensor<f64>) -> tensor<f64>
    %48 = "stablehlo.constant"() <{value = dense<1.4142135623730951> : tensor<f64>}> : () -> tensor<f64>
    %49 = "stablehlo.divide"(%44, %48) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %50 = "chlo.erf"(%49) : (tensor<f64>) -> tensor<f64>
    %51 = "func.call"(%arg6, %47, %50) <{callee = @_uniform_4}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf64>
    %52 = "chlo.erf_inv"(%51) : (tensor<32xf64>) -> tensor<32xf64>
    %53 = "stablehlo.constant"() <{value = dense<1.4142135623730951> : tensor<f64>}> : () -> tensor<f64>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %55 = "stablehlo.multiply"(%54, %52) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %56 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %57 = "chlo.next_after"(%43, %56) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %58 = "stablehlo.constant"() <{value = dense<0xFFF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %59 = "chlo.next_after"(%44, %58) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %60 = "func.call"(%55, %57, %59) <{callee = @clip}> : (tensor<32xf64>, tensor<f64>, tensor<f64>) -> tensor<32xf64>
    "func.return"(%60) : (tensor<32xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf64>, res_attrs = [{}], sym_name = "_uniform_4", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2xui32>, %arg4: tensor<f64>, %arg5: tensor<f64>):
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %5 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %6 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1xui32>) -> tensor<ui32>
    %8 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1xui32>) -> tensor<ui32>
    %10 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %11 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %13 = "stablehlo.multiply"(%12, %10) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %14 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %16 = "stablehlo.shift_right_logical"(%13, %15) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %17 = "stablehlo.convert"(%13) : (tensor<32xui64>) -> tensor<32xui32>
    %18 = "stablehlo.convert"(%16) : (tensor<32xui64>) -> tensor<32xui32>
    %19:2 = "func.call"(%7, %9, %18, %17) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %20 = "stablehlo.convert"(%19#0) : (tensor<32xui32>) -> tensor<32xui64>
    %21 = "stablehlo.convert"(%19#1) : (tensor<32xui32>) -> tensor<32xui64>
    %22 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %24 = "stablehlo.shift_left"(%20, %23) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %25 = "stablehlo.or"(%24, %21) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %26 = "stablehlo.constant"() <{value = dense<12> : tensor<ui64>}> : () -> tensor<ui64>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %28 = "stablehlo.shift_right_logical"(%25, %27) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %29 = "stablehlo.constant"() <{value = dense<4607182418800017408> : tensor<ui64>}> : () -> tensor<ui64>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %31 = "stablehlo.or"(%28, %30) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %32 = "stablehlo.bitcast_convert"(%31) : (tensor<32xui64>) -> tensor<32xf64>
    %33 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %35 = "stablehlo.subtract"(%32, %34) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %36 = "stablehlo.subtract"(%5, %4) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<32xf64>
    %38 = "stablehlo.multiply"(%35, %37) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %39 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<32xf64>
    %40 = "stablehlo.add"(%38, %39) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %41 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<32xf64>
    %42 = "stablehlo.maximum"(%41, %40) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    "func.return"(%42) : (tensor<32xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32xf64>, tensor<f64>, tensor<f64>) -> tensor<32xf64>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<32xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %1 = "stablehlo.maximum"(%0, %arg0) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %2 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<32xf64>
    %3 = "stablehlo.minimum"(%2, %1) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    "func.return"(%3) : (tensor<32xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
