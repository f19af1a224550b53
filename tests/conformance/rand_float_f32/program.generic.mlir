"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> (tensor<64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xi1>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg123: tensor<2xui32>):
    %614 = "func.call"(%arg123) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<8x2xui32>
    %615 = "stablehlo.slice"(%614) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %616 = "stablehlo.reshape"(%615) : (tensor<1x2xui32>) -> tensor<2xui32>
    %617 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %618 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %619 = "func.call"(%616, %617, %618) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf32>
    %620 = "stablehlo.slice"(%614) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %621 = "stablehlo.reshape"(%620) : (tensor<1x2xui32>) -> tensor<2xui32>
    %622 = "stablehlo.constant"() <{value = dense<-3.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %623 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %624 = "func.call"(%621, %622, %623) <{callee = @_uniform_1}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<4x16xf32>
    %625 = "stablehlo.slice"(%614) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %626 = "stablehlo.reshape"(%625) : (tensor<1x2xui32>) -> tensor<2xui32>
    %627 = "func.call"(%626) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<64xf32>
    %628 = "stablehlo.slice"(%614) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %629 = "stablehlo.reshape"(%628) : (tensor<1x2xui32>) -> tensor<2xui32>
    %630 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %631 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f64>}> : () -> tensor<f64>
    %632 = "func.call"(%629, %630, %631) <{callee = @_truncated_normal}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf32>
    %633 = "stablehlo.slice"(%614) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %634 = "stablehlo.reshape"(%633) : (tensor<1x2xui32>) -> tensor<2xui32>
    %635 = "stablehlo.constant"() <{value = dense<3.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %636 = "func.call"(%634, %635) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f64>) -> tensor<64xi1>
    %637 = "stablehlo.slice"(%614) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 5, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %638 = "stablehlo.reshape"(%637) : (tensor<1x2xui32>) -> tensor<2xui32>
    %639 = "func.call"(%638) <{callee = @_exponential}> : (tensor<2xui32>) -> tensor<32xf32>
    %640 = "stablehlo.slice"(%614) <{limit_indices = array<i64: 7, 2>, start_indices = array<i64: 6, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %641 = "stablehlo.reshape"(%640) : (tensor<1x2xui32>) -> tensor<2xui32>
    %642 = "func.call"(%641) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<32xf32>
    %643 = "stablehlo.slice"(%614) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 7, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %644 = "stablehlo.reshape"(%643) : (tensor<1x2xui32>) -> tensor<2xui32>
    %645 = "func.call"(%644) <{callee = @_logistic}> : (tensor<2xui32>) -> tensor<32xf32>
    "func.return"(%619, %624, %627, %632, %636, %639, %642, %645) : (tensor<64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xi1>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<8x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg122: tensor<2xui32>):
    %597 = "stablehlo.slice"(%arg122) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %598 = "stablehlo.reshape"(%597) : (tensor<1xui32>) -> tensor<ui32>
    %599 = "stablehlo.slice"(%arg122) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %600 = "stablehlo.reshape"(%599) : (tensor<1xui32>) -> tensor<ui32>
    %601 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui64>
    %602 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %604 = "stablehlo.multiply"(%603, %601) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %605 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %607 = "stablehlo.shift_right_logical"(%604, %606) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %608 = "stablehlo.convert"(%604) : (tensor<8xui64>) -> tensor<8xui32>
    %609 = "stablehlo.convert"(%607) : (tensor<8xui64>) -> tensor<8xui32>
    %610:2 = "func.call"(%598, %600, %609, %608) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %611 = "stablehlo.broadcast_in_dim"(%610#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %612 = "stablehlo.broadcast_in_dim"(%610#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %613 = "stablehlo.concatenate"(%611, %612) <{dimension = 1 : i64}> : (tensor<8x1xui32>, tensor<8x1xui32>) -> tensor<8x2xui32>
    "func.return"(%613) : (tensor<8x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg100: tensor<ui32>, %arg101: tensor<ui32>, %arg102: tensor<8xui32>, %arg103: tensor<8xui32>):
    %526 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %527 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %528 = "stablehlo.xor"(%arg100, %arg101) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %529 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %530 = "stablehlo.xor"(%528, %529) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %531 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %532 = "stablehlo.add"(%arg102, %531) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %533 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %534 = "stablehlo.add"(%arg103, %533) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %535 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %536 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %537:9 = "stablehlo.while"(%536, %535, %532, %534, %arg101, %530, %arg100, %526, %527) ({
    ^bb0(%arg113: tensor<i64>, %arg114: tensor<i64>, %arg115: tensor<8xui32>, %arg116: tensor<8xui32>, %arg117: tensor<ui32>, %arg118: tensor<ui32>, %arg119: tensor<ui32>, %arg120: tensor<4xui32>, %arg121: tensor<4xui32>):
      %595 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %596 = "stablehlo.compare"(%arg113, %595) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%596) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg104: tensor<i64>, %arg105: tensor<i64>, %arg106: tensor<8xui32>, %arg107: tensor<8xui32>, %arg108: tensor<ui32>, %arg109: tensor<ui32>, %arg110: tensor<ui32>, %arg111: tensor<4xui32>, %arg112: tensor<4xui32>):
      %538 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %539 = "stablehlo.add"(%arg105, %538) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %540 = "stablehlo.slice"(%arg111) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %541 = "stablehlo.reshape"(%540) : (tensor<1xui32>) -> tensor<ui32>
      %542 = "stablehlo.slice"(%arg111) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %543 = "stablehlo.reshape"(%542) : (tensor<1xui32>) -> tensor<ui32>
      %544 = "stablehlo.slice"(%arg111) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %545 = "stablehlo.reshape"(%544) : (tensor<1xui32>) -> tensor<ui32>
      %546 = "stablehlo.slice"(%arg111) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %547 = "stablehlo.reshape"(%546) : (tensor<1xui32>) -> tensor<ui32>
      %548 = "stablehlo.add"(%arg106, %arg107) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %549 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %550 = "stablehlo.shift_left"(%arg107, %549) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %551 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %552 = "stablehlo.subtract"(%551, %541) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %554 = "stablehlo.shift_right_logical"(%arg107, %553) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %555 = "stablehlo.or"(%550, %554) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %556 = "stablehlo.xor"(%548, %555) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %557 = "stablehlo.add"(%548, %556) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %558 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %559 = "stablehlo.shift_left"(%556, %558) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %560 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %561 = "stablehlo.subtract"(%560, %543) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %562 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %563 = "stablehlo.shift_right_logical"(%556, %562) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %564 = "stablehlo.or"(%559, %563) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %565 = "stablehlo.xor"(%557, %564) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %566 = "stablehlo.add"(%557, %565) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %567 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %568 = "stablehlo.shift_left"(%565, %567) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %569 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %570 = "stablehlo.subtract"(%569, %545) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %572 = "stablehlo.shift_right_logical"(%565, %571) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %573 = "stablehlo.or"(%568, %572) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %574 = "stablehlo.xor"(%566, %573) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %575 = "stablehlo.add"(%566, %574) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %576 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %577 = "stablehlo.shift_left"(%574, %576) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %578 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %579 = "stablehlo.subtract"(%578, %547) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %581 = "stablehlo.shift_right_logical"(%574, %580) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %582 = "stablehlo.or"(%577, %581) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %583 = "stablehlo.xor"(%575, %582) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %584 = "stablehlo.broadcast_in_dim"(%arg108) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %585 = "stablehlo.add"(%575, %584) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %586 = "stablehlo.broadcast_in_dim"(%arg109) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %587 = "stablehlo.add"(%583, %586) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %588 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %589 = "stablehlo.add"(%arg105, %588) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %590 = "stablehlo.convert"(%589) : (tensor<i64>) -> tensor<ui32>
      %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %592 = "stablehlo.add"(%587, %591) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %593 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %594 = "stablehlo.add"(%arg104, %593) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%594, %539, %585, %592, %arg109, %arg110, %arg108, %arg112, %arg111) : (tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%537#2, %537#3) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg97: tensor<2xui32>, %arg98: tensor<f64>, %arg99: tensor<f64>):
    %490 = "stablehlo.convert"(%arg98) : (tensor<f64>) -> tensor<f32>
    %491 = "stablehlo.convert"(%arg99) : (tensor<f64>) -> tensor<f32>
    %492 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %493 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %494 = "stablehlo.slice"(%arg97) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %495 = "stablehlo.reshape"(%494) : (tensor<1xui32>) -> tensor<ui32>
    %496 = "stablehlo.slice"(%arg97) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %497 = "stablehlo.reshape"(%496) : (tensor<1xui32>) -> tensor<ui32>
    %498 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xui64>
    %499 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %501 = "stablehlo.multiply"(%500, %498) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %502 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %504 = "stablehlo.shift_right_logical"(%501, %503) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %505 = "stablehlo.convert"(%501) : (tensor<64xui64>) -> tensor<64xui32>
    %506 = "stablehlo.convert"(%504) : (tensor<64xui64>) -> tensor<64xui32>
    %507:2 = "func.call"(%495, %497, %506, %505) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %508 = "stablehlo.xor"(%507#0, %507#1) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %509 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %511 = "stablehlo.shift_right_logical"(%508, %510) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %512 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %514 = "stablehlo.or"(%511, %513) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %515 = "stablehlo.bitcast_convert"(%514) : (tensor<64xui32>) -> tensor<64xf32>
    %516 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %518 = "stablehlo.subtract"(%515, %517) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %519 = "stablehlo.subtract"(%493, %492) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<64xf32>
    %521 = "stablehlo.multiply"(%518, %520) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %522 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<64xf32>
    %523 = "stablehlo.add"(%521, %522) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %524 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<64xf32>
    %525 = "stablehlo.maximum"(%524, %523) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    "func.return"(%525) : (tensor<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg75: tensor<ui32>, %arg76: tensor<ui32>, %arg77: tensor<64xui32>, %arg78: tensor<64xui32>):
    %419 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %420 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %421 = "stablehlo.xor"(%arg75, %arg76) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %422 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %423 = "stablehlo.xor"(%421, %422) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %424 = "stablehlo.broadcast_in_dim"(%arg75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %425 = "stablehlo.add"(%arg77, %424) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %426 = "stablehlo.broadcast_in_dim"(%arg76) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %427 = "stablehlo.add"(%arg78, %426) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %428 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %429 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %430:9 = "stablehlo.while"(%429, %428, %425, %427, %arg76, %423, %arg75, %419, %420) ({
    ^bb0(%arg88: tensor<i64>, %arg89: tensor<i64>, %arg90: tensor<64xui32>, %arg91: tensor<64xui32>, %arg92: tensor<ui32>, %arg93: tensor<ui32>, %arg94: tensor<ui32>, %arg95: tensor<4xui32>, %arg96: tensor<4xui32>):
      %488 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %489 = "stablehlo.compare"(%arg88, %488) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%489) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg79: tensor<i64>, %arg80: tensor<i64>, %arg81: tensor<64xui32>, %arg82: tensor<64xui32>, %arg83: tensor<ui32>, %arg84: tensor<ui32>, %arg85: tensor<ui32>, %arg86: tensor<4xui32>, %arg87: tensor<4xui32>):
      %431 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %432 = "stablehlo.add"(%arg80, %431) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %433 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %434 = "stablehlo.reshape"(%433) : (tensor<1xui32>) -> tensor<ui32>
      %435 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %436 = "stablehlo.reshape"(%435) : (tensor<1xui32>) -> tensor<ui32>
      %437 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %438 = "stablehlo.reshape"(%437) : (tensor<1xui32>) -> tensor<ui32>
      %439 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %440 = "stablehlo.reshape"(%439) : (tensor<1xui32>) -> tensor<ui32>
      %441 = "stablehlo.add"(%arg81, %arg82) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %442 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %443 = "stablehlo.shift_left"(%arg82, %442) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %444 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %445 = "stablehlo.subtract"(%444, %434) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %447 = "stablehlo.shift_right_logical"(%arg82, %446) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %448 = "stablehlo.or"(%443, %447) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %449 = "stablehlo.xor"(%441, %448) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %450 = "stablehlo.add"(%441, %449) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %451 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %452 = "stablehlo.shift_left"(%449, %451) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %453 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %454 = "stablehlo.subtract"(%453, %436) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %456 = "stablehlo.shift_right_logical"(%449, %455) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %457 = "stablehlo.or"(%452, %456) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %458 = "stablehlo.xor"(%450, %457) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %459 = "stablehlo.add"(%450, %458) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %460 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %461 = "stablehlo.shift_left"(%458, %460) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %462 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %463 = "stablehlo.subtract"(%462, %438) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %465 = "stablehlo.shift_right_logical"(%458, %464) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %466 = "stablehlo.or"(%461, %465) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %467 = "stablehlo.xor"(%459, %466) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %468 = "stablehlo.add"(%459, %467) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %469 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %470 = "stablehlo.shift_left"(%467, %469) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %471 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %472 = "stablehlo.subtract"(%471, %440) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %474 = "stablehlo.shift_right_logical"(%467, %473) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %475 = "stablehlo.or"(%470, %474) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %476 = "stablehlo.xor"(%468, %475) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %477 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %478 = "stablehlo.add"(%468, %477) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %479 = "stablehlo.broadcast_in_dim"(%arg84) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %480 = "stablehlo.add"(%476, %479) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %481 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %482 = "stablehlo.add"(%arg80, %481) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %483 = "stablehlo.convert"(%482) : (tensor<i64>) -> tensor<ui32>
      %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %485 = "stablehlo.add"(%480, %484) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %486 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %487 = "stablehlo.add"(%arg79, %486) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%487, %432, %478, %485, %arg84, %arg85, %arg83, %arg87, %arg86) : (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%430#2, %430#3) : (tensor<64xui32>, tensor<64xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<4x16xf32>, res_attrs = [{}], sym_name = "_uniform_1", sym_visibility = "private"}> ({
  ^bb0(%arg72: tensor<2xui32>, %arg73: tensor<f64>, %arg74: tensor<f64>):
    %378 = "stablehlo.convert"(%arg73) : (tensor<f64>) -> tensor<f32>
    %379 = "stablehlo.convert"(%arg74) : (tensor<f64>) -> tensor<f32>
    %380 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %381 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %382 = "stablehlo.slice"(%arg72) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %383 = "stablehlo.reshape"(%382) : (tensor<1xui32>) -> tensor<ui32>
    %384 = "stablehlo.slice"(%arg72) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %385 = "stablehlo.reshape"(%384) : (tensor<1xui32>) -> tensor<ui32>
    %386 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x16xui64>
    %387 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x16xui64>
    %388 = "stablehlo.constant"() <{value = dense<16> : tensor<ui64>}> : () -> tensor<ui64>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x16xui64>
    %390 = "stablehlo.multiply"(%389, %386) : (tensor<4x16xui64>, tensor<4x16xui64>) -> tensor<4x16xui64>
    %391 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x16xui64>
    %393 = "stablehlo.multiply"(%392, %387) : (tensor<4x16xui64>, tensor<4x16xui64>) -> tensor<4x16xui64>
    %394 = "stablehlo.add"(%390, %393) : (tensor<4x16xui64>, tensor<4x16xui64>) -> tensor<4x16xui64>
    %395 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x16xui64>
    %397 = "stablehlo.shift_right_logical"(%394, %396) : (tensor<4x16xui64>, tensor<4x16xui64>) -> tensor<4x16xui64>
    %398 = "stablehlo.convert"(%394) : (tensor<4x16xui64>) -> tensor<4x16xui32>
    %399 = "stablehlo.convert"(%397) : (tensor<4x16xui64>) -> tensor<4x16xui32>
    %400:2 = "func.call"(%383, %385, %399, %398) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<4x16xui32>, tensor<4x16xui32>) -> (tensor<4x16xui32>, tensor<4x16xui32>)
    %401 = "stablehlo.xor"(%400#0, %400#1) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
    %402 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
    %404 = "stablehlo.shift_right_logical"(%401, %403) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
    %405 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
    %407 = "stablehlo.or"(%404, %406) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
    %408 = "stablehlo.bitcast_convert"(%407) : (tensor<4x16xui32>) -> tensor<4x16xf32>
    %409 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %411 = "stablehlo.subtract"(%408, %410) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %412 = "stablehlo.subtract"(%381, %380) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x16xf32>
    %414 = "stablehlo.multiply"(%411, %413) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %415 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x16xf32>
    %416 = "stablehlo.add"(%414, %415) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %417 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x16xf32>
    %418 = "stablehlo.maximum"(%417, %416) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%418) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x16xui32>, tensor<4x16xui32>) -> (tensor<4x16xui32>, tensor<4x16xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<ui32>, %arg51: tensor<ui32>, %arg52: tensor<4x16xui32>, %arg53: tensor<4x16xui32>):
    %307 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %308 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %309 = "stablehlo.xor"(%arg50, %arg51) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %310 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %311 = "stablehlo.xor"(%309, %310) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %312 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
    %313 = "stablehlo.add"(%arg52, %312) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
    %314 = "stablehlo.broadcast_in_dim"(%arg51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
    %315 = "stablehlo.add"(%arg53, %314) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
    %316 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %317 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %318:9 = "stablehlo.while"(%317, %316, %313, %315, %arg51, %311, %arg50, %307, %308) ({
    ^bb0(%arg63: tensor<i64>, %arg64: tensor<i64>, %arg65: tensor<4x16xui32>, %arg66: tensor<4x16xui32>, %arg67: tensor<ui32>, %arg68: tensor<ui32>, %arg69: tensor<ui32>, %arg70: tensor<4xui32>, %arg71: tensor<4xui32>):
      %376 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %377 = "stablehlo.compare"(%arg63, %376) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%377) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg54: tensor<i64>, %arg55: tensor<i64>, %arg56: tensor<4x16xui32>, %arg57: tensor<4x16xui32>, %arg58: tensor<ui32>, %arg59: tensor<ui32>, %arg60: tensor<ui32>, %arg61: tensor<4xui32>, %arg62: tensor<4xui32>):
      %319 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %320 = "stablehlo.add"(%arg55, %319) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %321 = "stablehlo.slice"(%arg61) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %322 = "stablehlo.reshape"(%321) : (tensor<1xui32>) -> tensor<ui32>
      %323 = "stablehlo.slice"(%arg61) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %324 = "stablehlo.reshape"(%323) : (tensor<1xui32>) -> tensor<ui32>
      %325 = "stablehlo.slice"(%arg61) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %326 = "stablehlo.reshape"(%325) : (tensor<1xui32>) -> tensor<ui32>
      %327 = "stablehlo.slice"(%arg61) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %328 = "stablehlo.reshape"(%327) : (tensor<1xui32>) -> tensor<ui32>
      %329 = "stablehlo.add"(%arg56, %arg57) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %330 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %331 = "stablehlo.shift_left"(%arg57, %330) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %332 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %333 = "stablehlo.subtract"(%332, %322) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %335 = "stablehlo.shift_right_logical"(%arg57, %334) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %336 = "stablehlo.or"(%331, %335) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %337 = "stablehlo.xor"(%329, %336) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %338 = "stablehlo.add"(%329, %337) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %339 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %340 = "stablehlo.shift_left"(%337, %339) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %341 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %342 = "stablehlo.subtract"(%341, %324) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %344 = "stablehlo.shift_right_logical"(%337, %343) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %345 = "stablehlo.or"(%340, %344) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %346 = "stablehlo.xor"(%338, %345) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %347 = "stablehlo.add"(%338, %346) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %348 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %349 = "stablehlo.shift_left"(%346, %348) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %350 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %351 = "stablehlo.subtract"(%350, %326) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %353 = "stablehlo.shift_right_logical"(%346, %352) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %354 = "stablehlo.or"(%349, %353) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %355 = "stablehlo.xor"(%347, %354) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %356 = "stablehlo.add"(%347, %355) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %357 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %358 = "stablehlo.shift_left"(%355, %357) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %359 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %360 = "stablehlo.subtract"(%359, %328) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %362 = "stablehlo.shift_right_logical"(%355, %361) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %363 = "stablehlo.or"(%358, %362) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %364 = "stablehlo.xor"(%356, %363) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %365 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %366 = "stablehlo.add"(%356, %365) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %367 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %368 = "stablehlo.add"(%364, %367) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %369 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %370 = "stablehlo.add"(%arg55, %369) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %371 = "stablehlo.convert"(%370) : (tensor<i64>) -> tensor<ui32>
      %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x16xui32>
      %373 = "stablehlo.add"(%368, %372) : (tensor<4x16xui32>, tensor<4x16xui32>) -> tensor<4x16xui32>
      %374 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %375 = "stablehlo.add"(%arg54, %374) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%375, %320, %366, %373, %arg59, %arg60, %arg58, %arg62, %arg61) : (tensor<i64>, tensor<i64>, tensor<4x16xui32>, tensor<4x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<4x16xui32>, tensor<4x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<4x16xui32>, tensor<4x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%318#2, %318#3) : (tensor<4x16xui32>, tensor<4x16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<64xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<2xui32>):
    %306 = "func.call"(%arg49) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<64xf32>
    "func.return"(%306) : (tensor<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<64xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<2xui32>):
    %299 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %301 = "func.call"(%arg48, %299, %300) <{callee = @_uniform_3}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %302 = "chlo.erf_inv"(%301) : (tensor<64xf32>) -> tensor<64xf32>
    %303 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %305 = "stablehlo.multiply"(%304, %302) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    "func.return"(%305) : (tensor<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>, res_attrs = [{}], sym_name = "_uniform_3", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<2xui32>, %arg46: tensor<f32>, %arg47: tensor<f32>):
    %265 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %266 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %267 = "stablehlo.slice"(%arg45) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %268 = "stablehlo.reshape"(%267) : (tensor<1xui32>) -> tensor<ui32>
    %269 = "stablehlo.slice"(%arg45) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %270 = "stablehlo.reshape"(%269) : (tensor<1xui32>) -> tensor<ui32>
    %271 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xui64>
    %272 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %274 = "stablehlo.multiply"(%273, %271) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %275 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %277 = "stablehlo.shift_right_logical"(%274, %276) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %278 = "stablehlo.convert"(%274) : (tensor<64xui64>) -> tensor<64xui32>
    %279 = "stablehlo.convert"(%277) : (tensor<64xui64>) -> tensor<64xui32>
    %280:2 = "func.call"(%268, %270, %279, %278) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %281 = "stablehlo.xor"(%280#0, %280#1) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %282 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %284 = "stablehlo.shift_right_logical"(%281, %283) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %285 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %287 = "stablehlo.or"(%284, %286) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %288 = "stablehlo.bitcast_convert"(%287) : (tensor<64xui32>) -> tensor<64xf32>
    %289 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %291 = "stablehlo.subtract"(%288, %290) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %292 = "stablehlo.subtract"(%266, %265) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<64xf32>
    %294 = "stablehlo.multiply"(%291, %293) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %295 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<64xf32>
    %296 = "stablehlo.add"(%294, %295) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %297 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<64xf32>
    %298 = "stablehlo.maximum"(%297, %296) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    "func.return"(%298) : (tensor<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf32>, res_attrs = [{}], sym_name = "_truncated_normal", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<2xui32>, %arg43: tensor<f64>, %arg44: tensor<f64>):
    %247 = "stablehlo.convert"(%arg43) : (tensor<f64>) -> tensor<f32>
    %248 = "stablehlo.convert"(%arg44) : (tensor<f64>) -> tensor<f32>
    %249 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.divide"(%247, %249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %251 = "chlo.erf"(%250) : (tensor<f32>) -> tensor<f32>
    %252 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.divide"(%248, %252) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %254 = "chlo.erf"(%253) : (tensor<f32>) -> tensor<f32>
    %255 = "func.call"(%arg42, %251, %254) <{callee = @_uniform_3}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %256 = "chlo.erf_inv"(%255) : (tensor<64xf32>) -> tensor<64xf32>
    %257 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %259 = "stablehlo.multiply"(%258, %256) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %260 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %261 = "chlo.next_after"(%247, %260) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %262 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %263 = "chlo.next_after"(%248, %262) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %264 = "func.call"(%259, %261, %263) <{callee = @clip}> : (tensor<64xf32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    "func.return"(%264) : (tensor<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<64xf32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<64xf32>, %arg40: tensor<f32>, %arg41: tensor<f32>):
    %243 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %244 = "stablehlo.maximum"(%243, %arg39) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %245 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %246 = "stablehlo.minimum"(%245, %244) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    "func.return"(%246) : (tensor<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f64>) -> tensor<64xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<2xui32>, %arg38: tensor<f64>):
    %238 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %239 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %240 = "func.call"(%arg37, %238, %239) <{callee = @_uniform_4}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf64>
    %241 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<64xf64>
    %242 = "stablehlo.compare"(%240, %241) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xi1>
    "func.return"(%242) : (tensor<64xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<64xf64>, res_attrs = [{}], sym_name = "_uniform_4", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2xui32>, %arg35: tensor<f64>, %arg36: tensor<f64>):
    %197 = "stablehlo.convert"(%arg35) : (tensor<f64>) -> tensor<f64>
    %198 = "stablehlo.convert"(%arg36) : (tensor<f64>) -> tensor<f64>
    %199 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %200 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %201 = "stablehlo.slice"(%arg34) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %202 = "stablehlo.reshape"(%201) : (tensor<1xui32>) -> tensor<ui32>
    %203 = "stablehlo.slice"(%arg34) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %204 = "stablehlo.reshape"(%203) : (tensor<1xui32>) -> tensor<ui32>
    %205 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xui64>
    %206 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %208 = "stablehlo.multiply"(%207, %205) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %209 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %211 = "stablehlo.shift_right_logical"(%208, %210) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %212 = "stablehlo.convert"(%208) : (tensor<64xui64>) -> tensor<64xui32>
    %213 = "stablehlo.convert"(%211) : (tensor<64xui64>) -> tensor<64xui32>
    %214:2 = "func.call"(%202, %204, %213, %212) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %215 = "stablehlo.convert"(%214#0) : (tensor<64xui32>) -> tensor<64xui64>
    %216 = "stablehlo.convert"(%214#1) : (tensor<64xui32>) -> tensor<64xui64>
    %217 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %219 = "stablehlo.shift_left"(%215, %218) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %220 = "stablehlo.or"(%219, %216) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %221 = "stablehlo.constant"() <{value = dense<12> : tensor<ui64>}> : () -> tensor<ui64>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %223 = "stablehlo.shift_right_logical"(%220, %222) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %224 = "stablehlo.constant"() <{value = dense<4607182418800017408> : tensor<ui64>}> : () -> tensor<ui64>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %226 = "stablehlo.or"(%223, %225) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %227 = "stablehlo.bitcast_convert"(%226) : (tensor<64xui64>) -> tensor<64xf64>
    %228 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<64xf64>
    %230 = "stablehlo.subtract"(%227, %229) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %231 = "stablehlo.subtract"(%200, %199) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<64xf64>
    %233 = "stablehlo.multiply"(%230, %232) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %234 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<64xf64>
    %235 = "stablehlo.add"(%233, %234) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %236 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<64xf64>
    %237 = "stablehlo.maximum"(%236, %235) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    "func.return"(%237) : (tensor<64xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_exponential", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2xui32>):
    %191 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %192 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %193 = "func.call"(%arg33, %191, %192) <{callee = @_uniform_5}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf32>
    %194 = "stablehlo.negate"(%193) : (tensor<32xf32>) -> tensor<32xf32>
    %195 = "stablehlo.log_plus_one"(%194) : (tensor<32xf32>) -> tensor<32xf32>
    %196 = "stablehlo.negate"(%195) : (tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%196) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_uniform_5", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<f64>, %arg32: tensor<f64>):
    %155 = "stablehlo.convert"(%arg31) : (tensor<f64>) -> tensor<f32>
    %156 = "stablehlo.convert"(%arg32) : (tensor<f64>) -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %158 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %159 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %160 = "stablehlo.reshape"(%159) : (tensor<1xui32>) -> tensor<ui32>
    %161 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %162 = "stablehlo.reshape"(%161) : (tensor<1xui32>) -> tensor<ui32>
    %163 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %164 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %166 = "stablehlo.multiply"(%165, %163) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %167 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %169 = "stablehlo.shift_right_logical"(%166, %168) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %170 = "stablehlo.convert"(%166) : (tensor<32xui64>) -> tensor<32xui32>
    %171 = "stablehlo.convert"(%169) : (tensor<32xui64>) -> tensor<32xui32>
    %172:2 = "func.call"(%160, %162, %171, %170) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %173 = "stablehlo.xor"(%172#0, %172#1) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %174 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %176 = "stablehlo.shift_right_logical"(%173, %175) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %177 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %179 = "stablehlo.or"(%176, %178) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %180 = "stablehlo.bitcast_convert"(%179) : (tensor<32xui32>) -> tensor<32xf32>
    %181 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %183 = "stablehlo.subtract"(%180, %182) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %184 = "stablehlo.subtract"(%158, %157) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<32xf32>
    %186 = "stablehlo.multiply"(%183, %185) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %187 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<32xf32>
    %188 = "stablehlo.add"(%186, %187) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %189 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<32xf32>
    %190 = "stablehlo.maximum"(%189, %188) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%190) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<32xui32>, %arg11: tensor<32xui32>):
    %84 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %85 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %86 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %87 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %88 = "stablehlo.xor"(%86, %87) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %89 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %90 = "stablehlo.add"(%arg10, %89) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %91 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %92 = "stablehlo.add"(%arg11, %91) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %94 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %95:9 = "stablehlo.while"(%94, %93, %90, %92, %arg9, %88, %arg8, %84, %85) ({
    ^bb0(%arg21: tensor<i64>, %arg22: tensor<i64>, %arg23: tensor<32xui32>, %arg24: tensor<32xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %153 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %154 = "stablehlo.compare"(%arg21, %153) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%154) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i64>, %arg13: tensor<i64>, %arg14: tensor<32xui32>, %arg15: tensor<32xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %96 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %97 = "stablehlo.add"(%arg13, %96) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %98 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %99 = "stablehlo.reshape"(%98) : (tensor<1xui32>) -> tensor<ui32>
      %100 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %101 = "stablehlo.reshape"(%100) : (tensor<1xui32>) -> tensor<ui32>
      %102 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %103 = "stablehlo.reshape"(%102) : (tensor<1xui32>) -> tensor<ui32>
      %104 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %105 = "stablehlo.reshape"(%104) : (tensor<1xui32>) -> tensor<ui32>
      %106 = "stablehlo.add"(%arg14, %arg15) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %107 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %108 = "stablehlo.shift_left"(%arg15, %107) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %109 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %110 = "stablehlo.subtract"(%109, %99) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %112 = "stablehlo.shift_right_logical"(%arg15, %111) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %113 = "stablehlo.or"(%108, %112) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %114 = "stablehlo.xor"(%106, %113) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %115 = "stablehlo.add"(%106, %114) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %116 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %117 = "stablehlo.shift_left"(%114, %116) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %118 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %119 = "stablehlo.subtract"(%118, %101) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %121 = "stablehlo.shift_right_logical"(%114, %120) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %122 = "stablehlo.or"(%117, %121) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %123 = "stablehlo.xor"(%115, %122) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %124 = "stablehlo.add"(%115, %123) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %125 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %126 = "stablehlo.shift_left"(%123, %125) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %127 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %128 = "stablehlo.subtract"(%127, %103) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %130 = "stablehlo.shift_right_logical"(%123, %129) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %131 = "stablehlo.or"(%126, %130) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %132 = "stablehlo.xor"(%124, %131) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %133 = "stablehlo.add"(%124, %132) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %134 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %135 = "stablehlo.shift_left"(%132, %134) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %136 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %137 = "stablehlo.subtract"(%136, %105) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %139 = "stablehlo.shift_right_logical"(%132, %138) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %140 = "stablehlo.or"(%135, %139) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %141 = "stablehlo.xor"(%133, %140) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %142 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %143 = "stablehlo.add"(%133, %142) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %144 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %145 = "stablehlo.add"(%141, %144) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %146 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %147 = "stablehlo.add"(%arg13, %146) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %148 = "stablehlo.convert"(%147) : (tensor<i64>) -> tensor<ui32>
      %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %150 = "stablehlo.add"(%145, %149) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %151 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %152 = "stablehlo.add"(%arg12, %151) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%152, %97, %143, %150, %arg17, %arg18, %arg16, %arg20, %arg19) : (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%95#2, %95#3) : (tensor<32xui32>, tensor<32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2xui32>):
    %77 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %78 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %79 = "func.call"(%arg7, %77, %78) <{callee = @_uniform_7}> : (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<32xf32>
    %80 = "stablehlo.log"(%79) : (tensor<32xf32>) -> tensor<32xf32>
    %81 = "stablehlo.negate"(%80) : (tensor<32xf32>) -> tensor<32xf32>
    %82 = "stablehlo.log"(%81) : (tensor<32xf32>) -> tensor<32xf32>
    %83 = "stablehlo.negate"(%82) : (tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%83) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_uniform_7", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2xui32>, %arg5: tensor<f64>, %arg6: tensor<f32>):
    %42 = "stablehlo.convert"(%arg5) : (tensor<f64>) -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %44 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %45 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %46 = "stablehlo.reshape"(%45) : (tensor<1xui32>) -> tensor<ui32>
    %47 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %48 = "stablehlo.reshape"(%47) : (tensor<1xui32>) -> tensor<ui32>
    %49 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %52 = "stablehlo.multiply"(%51, %49) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %53 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %55 = "stablehlo.shift_right_logical"(%52, %54) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %56 = "stablehlo.convert"(%52) : (tensor<32xui64>) -> tensor<32xui32>
    %57 = "stablehlo.convert"(%55) : (tensor<32xui64>) -> tensor<32xui32>
    %58:2 = "func.call"(%46, %48, %57, %56) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %59 = "stablehlo.xor"(%58#0, %58#1) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %60 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %62 = "stablehlo.shift_right_logical"(%59, %61) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %63 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %65 = "stablehlo.or"(%62, %64) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %66 = "stablehlo.bitcast_convert"(%65) : (tensor<32xui32>) -> tensor<32xf32>
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %69 = "stablehlo.subtract"(%66, %68) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %70 = "stablehlo.subtract"(%44, %43) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<32xf32>
    %72 = "stablehlo.multiply"(%69, %71) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %73 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<32xf32>
    %74 = "stablehlo.add"(%72, %73) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %75 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<32xf32>
    %76 = "stablehlo.maximum"(%75, %74) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%76) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_logistic", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2xui32>):
    %35 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %37 = "func.call"(%arg3, %35, %36) <{callee = @_uniform_8}> : (tensor<2xui32>, tensor<f32>, tensor<f64>) -> tensor<32xf32>
    %38 = "stablehlo.log"(%37) : (tensor<32xf32>) -> tensor<32xf32>
    %39 = "stablehlo.negate"(%37) : (tensor<32xf32>) -> tensor<32xf32>
    %40 = "stablehlo.log_plus_one"(%39) : (tensor<32xf32>) -> tensor<32xf32>
    %41 = "stablehlo.subtract"(%38, %40) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%41) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f64>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_uniform_8", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f64>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f64>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %3 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1xui32>) -> tensor<ui32>
    %5 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1xui32>) -> tensor<ui32>
    %7 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %8 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %10 = "stablehlo.multiply"(%9, %7) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %11 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %13 = "stablehlo.shift_right_logical"(%10, %12) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %14 = "stablehlo.convert"(%10) : (tensor<32xui64>) -> tensor<32xui32>
    %15 = "stablehlo.convert"(%13) : (tensor<32xui64>) -> tensor<32xui32>
    %16:2 = "func.call"(%4, %6, %15, %14) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %17 = "stablehlo.xor"(%16#0, %16#1) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %18 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %20 = "stablehlo.shift_right_logical"(%17, %19) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %21 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %23 = "stablehlo.or"(%20, %22) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %24 = "stablehlo.bitcast_convert"(%23) : (tensor<32xui32>) -> tensor<32xf32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %27 = "stablehlo.subtract"(%24, %26) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %28 = "stablehlo.subtract"(%2, %1) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<32xf32>
    %30 = "stablehlo.multiply"(%27, %29) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %31 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<32xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %33 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<32xf32>
    %34 = "stablehlo.maximum"(%33, %32) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%34) : (tensor<32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
