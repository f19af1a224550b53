"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<3x5xf32>, tensor<4x6xf32>, tensor<4xi32>, tensor<10xi32>, tensor<4xui32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg165: tensor<2xui32>, %arg166: tensor<4x6xf32>):
    %679 = "func.call"(%arg165) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<5x2xui32>
    %680 = "stablehlo.slice"(%679) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %681 = "stablehlo.reshape"(%680) : (tensor<1x2xui32>) -> tensor<2xui32>
    %682 = "stablehlo.slice"(%679) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %683 = "stablehlo.reshape"(%682) : (tensor<1x2xui32>) -> tensor<2xui32>
    %684 = "stablehlo.slice"(%679) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %685 = "stablehlo.reshape"(%684) : (tensor<1x2xui32>) -> tensor<2xui32>
    %686 = "stablehlo.slice"(%679) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %687 = "stablehlo.reshape"(%686) : (tensor<1x2xui32>) -> tensor<2xui32>
    %688 = "stablehlo.slice"(%679) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %689 = "stablehlo.reshape"(%688) : (tensor<1x2xui32>) -> tensor<2xui32>
    %690 = "func.call"(%681) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<4x6xf32>
    %691 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %693 = "func.call"(%683, %691, %692) <{callee = @_uniform_1}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>
    %694 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %695 = "func.call"(%685, %694) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x6xi1>
    %696 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %698 = "stablehlo.divide"(%arg166, %697) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %699 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %700 = "func.call"(%695, %698, %699) <{callee = @_where}> : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %701 = "func.call"(%687) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<4x6xf32>
    %702 = "stablehlo.add"(%701, %arg166) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %703 = "func.call"(%702) <{callee = @argmax}> : (tensor<4x6xf32>) -> tensor<4xi32>
    %704 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi32>
    %705 = "func.call"(%689, %704) <{callee = @_shuffle}> : (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>
    %706 = "stablehlo.slice"(%681) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %707 = "stablehlo.reshape"(%706) : (tensor<1xui32>) -> tensor<ui32>
    %708 = "stablehlo.slice"(%681) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %709 = "stablehlo.reshape"(%708) : (tensor<1xui32>) -> tensor<ui32>
    %710 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %711 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %712 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %713 = "stablehlo.multiply"(%712, %710) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %714 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %715 = "stablehlo.broadcast_in_dim"(%714) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %716 = "stablehlo.shift_right_logical"(%713, %715) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %717 = "stablehlo.convert"(%713) : (tensor<4xui64>) -> tensor<4xui32>
    %718 = "stablehlo.convert"(%716) : (tensor<4xui64>) -> tensor<4xui32>
    %719:2 = "func.call"(%707, %709, %718, %717) <{callee = @threefry2x32_8}> : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %720 = "stablehlo.xor"(%719#0, %719#1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%690, %693, %700, %703, %705, %720) : (tensor<4x6xf32>, tensor<3x5xf32>, tensor<4x6xf32>, tensor<4xi32>, tensor<10xi32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<5x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg164: tensor<2xui32>):
    %662 = "stablehlo.slice"(%arg164) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %663 = "stablehlo.reshape"(%662) : (tensor<1xui32>) -> tensor<ui32>
    %664 = "stablehlo.slice"(%arg164) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %665 = "stablehlo.reshape"(%664) : (tensor<1xui32>) -> tensor<ui32>
    %666 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %667 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %669 = "stablehlo.multiply"(%668, %666) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %670 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %671 = "stablehlo.broadcast_in_dim"(%670) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %672 = "stablehlo.shift_right_logical"(%669, %671) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %673 = "stablehlo.convert"(%669) : (tensor<5xui64>) -> tensor<5xui32>
    %674 = "stablehlo.convert"(%672) : (tensor<5xui64>) -> tensor<5xui32>
    %675:2 = "func.call"(%663, %665, %674, %673) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %676 = "stablehlo.broadcast_in_dim"(%675#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xui32>) -> tensor<5x1xui32>
    %677 = "stablehlo.broadcast_in_dim"(%675#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xui32>) -> tensor<5x1xui32>
    %678 = "stablehlo.concatenate"(%676, %677) <{dimension = 1 : i64}> : (tensor<5x1xui32>, tensor<5x1xui32>) -> tensor<5x2xui32>
    "func.return"(%678) : (tensor<5x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg142: tensor<ui32>, %arg143: tensor<ui32>, %arg144: tensor<5xui32>, %arg145: tensor<5xui32>):
    %591 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %592 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %593 = "stablehlo.xor"(%arg142, %arg143) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %594 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %595 = "stablehlo.xor"(%593, %594) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %596 = "stablehlo.broadcast_in_dim"(%arg142) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %597 = "stablehlo.add"(%arg144, %596) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %598 = "stablehlo.broadcast_in_dim"(%arg143) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %599 = "stablehlo.add"(%arg145, %598) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %600 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %601 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %602:9 = "stablehlo.while"(%601, %600, %597, %599, %arg143, %595, %arg142, %591, %592) ({
    ^bb0(%arg155: tensor<i32>, %arg156: tensor<i32>, %arg157: tensor<5xui32>, %arg158: tensor<5xui32>, %arg159: tensor<ui32>, %arg160: tensor<ui32>, %arg161: tensor<ui32>, %arg162: tensor<4xui32>, %arg163: tensor<4xui32>):
      %660 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %661 = "stablehlo.compare"(%arg155, %660) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%661) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg146: tensor<i32>, %arg147: tensor<i32>, %arg148: tensor<5xui32>, %arg149: tensor<5xui32>, %arg150: tensor<ui32>, %arg151: tensor<ui32>, %arg152: tensor<ui32>, %arg153: tensor<4xui32>, %arg154: tensor<4xui32>):
      %603 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %604 = "stablehlo.add"(%arg147, %603) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %605 = "stablehlo.slice"(%arg153) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %606 = "stablehlo.reshape"(%605) : (tensor<1xui32>) -> tensor<ui32>
      %607 = "stablehlo.slice"(%arg153) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %608 = "stablehlo.reshape"(%607) : (tensor<1xui32>) -> tensor<ui32>
      %609 = "stablehlo.slice"(%arg153) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %610 = "stablehlo.reshape"(%609) : (tensor<1xui32>) -> tensor<ui32>
      %611 = "stablehlo.slice"(%arg153) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %612 = "stablehlo.reshape"(%611) : (tensor<1xui32>) -> tensor<ui32>
      %613 = "stablehlo.add"(%arg148, %arg149) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %614 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %615 = "stablehlo.shift_left"(%arg149, %614) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %616 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %617 = "stablehlo.subtract"(%616, %606) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %619 = "stablehlo.shift_right_logical"(%arg149, %618) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %620 = "stablehlo.or"(%615, %619) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %621 = "stablehlo.xor"(%613, %620) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %622 = "stablehlo.add"(%613, %621) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %623 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %624 = "stablehlo.shift_left"(%621, %623) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %625 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %626 = "stablehlo.subtract"(%625, %608) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %628 = "stablehlo.shift_right_logical"(%621, %627) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %629 = "stablehlo.or"(%624, %628) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %630 = "stablehlo.xor"(%622, %629) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %631 = "stablehlo.add"(%622, %630) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %632 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %633 = "stablehlo.shift_left"(%630, %632) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %634 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %635 = "stablehlo.subtract"(%634, %610) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %637 = "stablehlo.shift_right_logical"(%630, %636) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %638 = "stablehlo.or"(%633, %637) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %639 = "stablehlo.xor"(%631, %638) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %640 = "stablehlo.add"(%631, %639) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %641 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %642 = "stablehlo.shift_left"(%639, %641) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %643 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %644 = "stablehlo.subtract"(%643, %612) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %646 = "stablehlo.shift_right_logical"(%639, %645) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %647 = "stablehlo.or"(%642, %646) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %648 = "stablehlo.xor"(%640, %647) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %649 = "stablehlo.broadcast_in_dim"(%arg150) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %650 = "stablehlo.add"(%640, %649) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %651 = "stablehlo.broadcast_in_dim"(%arg151) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %652 = "stablehlo.add"(%648, %651) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %653 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %654 = "stablehlo.add"(%arg147, %653) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %655 = "stablehlo.convert"(%654) : (tensor<i32>) -> tensor<ui32>
      %656 = "stablehlo.broadcast_in_dim"(%655) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %657 = "stablehlo.add"(%652, %656) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %658 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %659 = "stablehlo.add"(%arg146, %658) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%659, %604, %650, %657, %arg151, %arg152, %arg150, %arg154, %arg153) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%602#2, %602#3) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg141: tensor<2xui32>):
    %590 = "func.call"(%arg141) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<4x6xf32>
    "func.return"(%590) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg140: tensor<2xui32>):
    %583 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %584 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %585 = "func.call"(%arg140, %583, %584) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %586 = "chlo.erf_inv"(%585) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %587 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %589 = "stablehlo.multiply"(%588, %586) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%589) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg137: tensor<2xui32>, %arg138: tensor<f32>, %arg139: tensor<f32>):
    %544 = "stablehlo.broadcast_in_dim"(%arg138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %545 = "stablehlo.broadcast_in_dim"(%arg139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %546 = "stablehlo.slice"(%arg137) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %547 = "stablehlo.reshape"(%546) : (tensor<1xui32>) -> tensor<ui32>
    %548 = "stablehlo.slice"(%arg137) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %549 = "stablehlo.reshape"(%548) : (tensor<1xui32>) -> tensor<ui32>
    %550 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xui64>
    %551 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xui64>
    %552 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %554 = "stablehlo.multiply"(%553, %550) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %555 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %557 = "stablehlo.multiply"(%556, %551) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %558 = "stablehlo.add"(%554, %557) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %559 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %561 = "stablehlo.shift_right_logical"(%558, %560) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %562 = "stablehlo.convert"(%558) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %563 = "stablehlo.convert"(%561) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %564:2 = "func.call"(%547, %549, %563, %562) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %565 = "stablehlo.xor"(%564#0, %564#1) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %566 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %568 = "stablehlo.shift_right_logical"(%565, %567) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %569 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %571 = "stablehlo.or"(%568, %570) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %572 = "stablehlo.bitcast_convert"(%571) : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %573 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %574 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %575 = "stablehlo.subtract"(%572, %574) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %576 = "stablehlo.subtract"(%545, %544) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %578 = "stablehlo.multiply"(%575, %577) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %579 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %580 = "stablehlo.add"(%578, %579) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %581 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %582 = "stablehlo.maximum"(%581, %580) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%582) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg115: tensor<ui32>, %arg116: tensor<ui32>, %arg117: tensor<4x6xui32>, %arg118: tensor<4x6xui32>):
    %473 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %474 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %475 = "stablehlo.xor"(%arg115, %arg116) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %476 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %477 = "stablehlo.xor"(%475, %476) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %478 = "stablehlo.broadcast_in_dim"(%arg115) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %479 = "stablehlo.add"(%arg117, %478) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %480 = "stablehlo.broadcast_in_dim"(%arg116) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %481 = "stablehlo.add"(%arg118, %480) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %482 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %483 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %484:9 = "stablehlo.while"(%483, %482, %479, %481, %arg116, %477, %arg115, %473, %474) ({
    ^bb0(%arg128: tensor<i32>, %arg129: tensor<i32>, %arg130: tensor<4x6xui32>, %arg131: tensor<4x6xui32>, %arg132: tensor<ui32>, %arg133: tensor<ui32>, %arg134: tensor<ui32>, %arg135: tensor<4xui32>, %arg136: tensor<4xui32>):
      %542 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %543 = "stablehlo.compare"(%arg128, %542) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%543) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg119: tensor<i32>, %arg120: tensor<i32>, %arg121: tensor<4x6xui32>, %arg122: tensor<4x6xui32>, %arg123: tensor<ui32>, %arg124: tensor<ui32>, %arg125: tensor<ui32>, %arg126: tensor<4xui32>, %arg127: tensor<4xui32>):
      %485 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %486 = "stablehlo.add"(%arg120, %485) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %487 = "stablehlo.slice"(%arg126) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %488 = "stablehlo.reshape"(%487) : (tensor<1xui32>) -> tensor<ui32>
      %489 = "stablehlo.slice"(%arg126) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %490 = "stablehlo.reshape"(%489) : (tensor<1xui32>) -> tensor<ui32>
      %491 = "stablehlo.slice"(%arg126) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %492 = "stablehlo.reshape"(%491) : (tensor<1xui32>) -> tensor<ui32>
      %493 = "stablehlo.slice"(%arg126) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %494 = "stablehlo.reshape"(%493) : (tensor<1xui32>) -> tensor<ui32>
      %495 = "stablehlo.add"(%arg121, %arg122) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %496 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %497 = "stablehlo.shift_left"(%arg122, %496) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %498 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %499 = "stablehlo.subtract"(%498, %488) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %501 = "stablehlo.shift_right_logical"(%arg122, %500) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %502 = "stablehlo.or"(%497, %501) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %503 = "stablehlo.xor"(%495, %502) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %504 = "stablehlo.add"(%495, %503) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %505 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %506 = "stablehlo.shift_left"(%503, %505) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %507 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %508 = "stablehlo.subtract"(%507, %490) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %510 = "stablehlo.shift_right_logical"(%503, %509) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %511 = "stablehlo.or"(%506, %510) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %512 = "stablehlo.xor"(%504, %511) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %513 = "stablehlo.add"(%504, %512) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %514 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %515 = "stablehlo.shift_left"(%512, %514) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %516 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %517 = "stablehlo.subtract"(%516, %492) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %518 = "stablehlo.broadcast_in_dim"(%517) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %519 = "stablehlo.shift_right_logical"(%512, %518) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %520 = "stablehlo.or"(%515, %519) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %521 = "stablehlo.xor"(%513, %520) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %522 = "stablehlo.add"(%513, %521) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %523 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %524 = "stablehlo.shift_left"(%521, %523) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %525 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %526 = "stablehlo.subtract"(%525, %494) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %528 = "stablehlo.shift_right_logical"(%521, %527) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %529 = "stablehlo.or"(%524, %528) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %530 = "stablehlo.xor"(%522, %529) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %531 = "stablehlo.broadcast_in_dim"(%arg123) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %532 = "stablehlo.add"(%522, %531) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %533 = "stablehlo.broadcast_in_dim"(%arg124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %534 = "stablehlo.add"(%530, %533) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %535 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %536 = "stablehlo.add"(%arg120, %535) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %537 = "stablehlo.convert"(%536) : (tensor<i32>) -> tensor<ui32>
      %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
      %539 = "stablehlo.add"(%534, %538) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
      %540 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %541 = "stablehlo.add"(%arg119, %540) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%541, %486, %532, %539, %arg124, %arg125, %arg123, %arg127, %arg126) : (tensor<i32>, tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%484#2, %484#3) : (tensor<4x6xui32>, tensor<4x6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "_uniform_1", sym_visibility = "private"}> ({
  ^bb0(%arg112: tensor<2xui32>, %arg113: tensor<f32>, %arg114: tensor<f32>):
    %432 = "stablehlo.convert"(%arg113) : (tensor<f32>) -> tensor<f32>
    %433 = "stablehlo.convert"(%arg114) : (tensor<f32>) -> tensor<f32>
    %434 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %435 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %436 = "stablehlo.slice"(%arg112) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %437 = "stablehlo.reshape"(%436) : (tensor<1xui32>) -> tensor<ui32>
    %438 = "stablehlo.slice"(%arg112) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %439 = "stablehlo.reshape"(%438) : (tensor<1xui32>) -> tensor<ui32>
    %440 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xui64>
    %441 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xui64>
    %442 = "stablehlo.constant"() <{value = dense<5> : tensor<ui64>}> : () -> tensor<ui64>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %444 = "stablehlo.multiply"(%443, %440) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %445 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %447 = "stablehlo.multiply"(%446, %441) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %448 = "stablehlo.add"(%444, %447) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %449 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %451 = "stablehlo.shift_right_logical"(%448, %450) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %452 = "stablehlo.convert"(%448) : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %453 = "stablehlo.convert"(%451) : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %454:2 = "func.call"(%437, %439, %453, %452) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>)
    %455 = "stablehlo.xor"(%454#0, %454#1) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %456 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %458 = "stablehlo.shift_right_logical"(%455, %457) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %459 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %461 = "stablehlo.or"(%458, %460) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %462 = "stablehlo.bitcast_convert"(%461) : (tensor<3x5xui32>) -> tensor<3x5xf32>
    %463 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %465 = "stablehlo.subtract"(%462, %464) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %466 = "stablehlo.subtract"(%435, %434) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %467 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %468 = "stablehlo.multiply"(%465, %467) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %469 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %470 = "stablehlo.add"(%468, %469) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %471 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %472 = "stablehlo.maximum"(%471, %470) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%472) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg90: tensor<ui32>, %arg91: tensor<ui32>, %arg92: tensor<3x5xui32>, %arg93: tensor<3x5xui32>):
    %361 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %362 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %363 = "stablehlo.xor"(%arg90, %arg91) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %364 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %365 = "stablehlo.xor"(%363, %364) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %366 = "stablehlo.broadcast_in_dim"(%arg90) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %367 = "stablehlo.add"(%arg92, %366) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %368 = "stablehlo.broadcast_in_dim"(%arg91) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %369 = "stablehlo.add"(%arg93, %368) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %370 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %371 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %372:9 = "stablehlo.while"(%371, %370, %367, %369, %arg91, %365, %arg90, %361, %362) ({
    ^bb0(%arg103: tensor<i32>, %arg104: tensor<i32>, %arg105: tensor<3x5xui32>, %arg106: tensor<3x5xui32>, %arg107: tensor<ui32>, %arg108: tensor<ui32>, %arg109: tensor<ui32>, %arg110: tensor<4xui32>, %arg111: tensor<4xui32>):
      %430 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %431 = "stablehlo.compare"(%arg103, %430) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%431) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg94: tensor<i32>, %arg95: tensor<i32>, %arg96: tensor<3x5xui32>, %arg97: tensor<3x5xui32>, %arg98: tensor<ui32>, %arg99: tensor<ui32>, %arg100: tensor<ui32>, %arg101: tensor<4xui32>, %arg102: tensor<4xui32>):
      %373 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %374 = "stablehlo.add"(%arg95, %373) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %375 = "stablehlo.slice"(%arg101) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %376 = "stablehlo.reshape"(%375) : (tensor<1xui32>) -> tensor<ui32>
      %377 = "stablehlo.slice"(%arg101) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %378 = "stablehlo.reshape"(%377) : (tensor<1xui32>) -> tensor<ui32>
      %379 = "stablehlo.slice"(%arg101) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %380 = "stablehlo.reshape"(%379) : (tensor<1xui32>) -> tensor<ui32>
      %381 = "stablehlo.slice"(%arg101) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %382 = "stablehlo.reshape"(%381) : (tensor<1xui32>) -> tensor<ui32>
      %383 = "stablehlo.add"(%arg96, %arg97) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %384 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %385 = "stablehlo.shift_left"(%arg97, %384) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %386 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %387 = "stablehlo.subtract"(%386, %376) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %389 = "stablehlo.shift_right_logical"(%arg97, %388) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %390 = "stablehlo.or"(%385, %389) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %391 = "stablehlo.xor"(%383, %390) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %392 = "stablehlo.add"(%383, %391) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %393 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %394 = "stablehlo.shift_left"(%391, %393) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %395 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %396 = "stablehlo.subtract"(%395, %378) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %398 = "stablehlo.shift_right_logical"(%391, %397) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %399 = "stablehlo.or"(%394, %398) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %400 = "stablehlo.xor"(%392, %399) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %401 = "stablehlo.add"(%392, %400) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %402 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %403 = "stablehlo.shift_left"(%400, %402) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %404 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %405 = "stablehlo.subtract"(%404, %380) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %407 = "stablehlo.shift_right_logical"(%400, %406) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %408 = "stablehlo.or"(%403, %407) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %409 = "stablehlo.xor"(%401, %408) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %410 = "stablehlo.add"(%401, %409) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %411 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %412 = "stablehlo.shift_left"(%409, %411) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %413 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %414 = "stablehlo.subtract"(%413, %382) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %416 = "stablehlo.shift_right_logical"(%409, %415) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %417 = "stablehlo.or"(%412, %416) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %418 = "stablehlo.xor"(%410, %417) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %419 = "stablehlo.broadcast_in_dim"(%arg98) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %420 = "stablehlo.add"(%410, %419) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %421 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %422 = "stablehlo.add"(%418, %421) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %423 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %424 = "stablehlo.add"(%arg95, %423) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %425 = "stablehlo.convert"(%424) : (tensor<i32>) -> tensor<ui32>
      %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %427 = "stablehlo.add"(%422, %426) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %428 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %429 = "stablehlo.add"(%arg94, %428) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%429, %374, %420, %427, %arg99, %arg100, %arg98, %arg102, %arg101) : (tensor<i32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%372#2, %372#3) : (tensor<3x5xui32>, tensor<3x5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<4x6xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg88: tensor<2xui32>, %arg89: tensor<f32>):
    %356 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %358 = "func.call"(%arg88, %356, %357) <{callee = @_uniform_3}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %359 = "stablehlo.broadcast_in_dim"(%arg89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %360 = "stablehlo.compare"(%358, %359) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    "func.return"(%360) : (tensor<4x6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_uniform_3", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<2xui32>, %arg86: tensor<f32>, %arg87: tensor<f32>):
    %315 = "stablehlo.convert"(%arg86) : (tensor<f32>) -> tensor<f32>
    %316 = "stablehlo.convert"(%arg87) : (tensor<f32>) -> tensor<f32>
    %317 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %318 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %319 = "stablehlo.slice"(%arg85) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %320 = "stablehlo.reshape"(%319) : (tensor<1xui32>) -> tensor<ui32>
    %321 = "stablehlo.slice"(%arg85) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %322 = "stablehlo.reshape"(%321) : (tensor<1xui32>) -> tensor<ui32>
    %323 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xui64>
    %324 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xui64>
    %325 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %327 = "stablehlo.multiply"(%326, %323) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %328 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %330 = "stablehlo.multiply"(%329, %324) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %331 = "stablehlo.add"(%327, %330) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %332 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %334 = "stablehlo.shift_right_logical"(%331, %333) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %335 = "stablehlo.convert"(%331) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %336 = "stablehlo.convert"(%334) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %337:2 = "func.call"(%320, %322, %336, %335) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %338 = "stablehlo.xor"(%337#0, %337#1) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %339 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %341 = "stablehlo.shift_right_logical"(%338, %340) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %342 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %344 = "stablehlo.or"(%341, %343) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %345 = "stablehlo.bitcast_convert"(%344) : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %346 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %348 = "stablehlo.subtract"(%345, %347) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %349 = "stablehlo.subtract"(%318, %317) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %351 = "stablehlo.multiply"(%348, %350) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %352 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %353 = "stablehlo.add"(%351, %352) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %354 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %355 = "stablehlo.maximum"(%354, %353) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%355) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg82: tensor<4x6xi1>, %arg83: tensor<4x6xf32>, %arg84: tensor<f32>):
    %312 = "stablehlo.convert"(%arg84) : (tensor<f32>) -> tensor<f32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %314 = "stablehlo.select"(%arg82, %arg83, %313) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%314) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg81: tensor<2xui32>):
    %305 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %307 = "func.call"(%arg81, %305, %306) <{callee = @_uniform_4}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %308 = "stablehlo.log"(%307) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %309 = "stablehlo.negate"(%308) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %310 = "stablehlo.log"(%309) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %311 = "stablehlo.negate"(%310) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%311) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_uniform_4", sym_visibility = "private"}> ({
  ^bb0(%arg78: tensor<2xui32>, %arg79: tensor<f32>, %arg80: tensor<f32>):
    %265 = "stablehlo.convert"(%arg79) : (tensor<f32>) -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%arg80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %267 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %268 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %269 = "stablehlo.reshape"(%268) : (tensor<1xui32>) -> tensor<ui32>
    %270 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %271 = "stablehlo.reshape"(%270) : (tensor<1xui32>) -> tensor<ui32>
    %272 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xui64>
    %273 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xui64>
    %274 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %276 = "stablehlo.multiply"(%275, %272) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %277 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %279 = "stablehlo.multiply"(%278, %273) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %280 = "stablehlo.add"(%276, %279) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %281 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %283 = "stablehlo.shift_right_logical"(%280, %282) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %284 = "stablehlo.convert"(%280) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %285 = "stablehlo.convert"(%283) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %286:2 = "func.call"(%269, %271, %285, %284) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %287 = "stablehlo.xor"(%286#0, %286#1) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %288 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %290 = "stablehlo.shift_right_logical"(%287, %289) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %291 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %293 = "stablehlo.or"(%290, %292) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %294 = "stablehlo.bitcast_convert"(%293) : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %295 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %297 = "stablehlo.subtract"(%294, %296) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %298 = "stablehlo.subtract"(%267, %266) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %300 = "stablehlo.multiply"(%297, %299) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %301 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %302 = "stablehlo.add"(%300, %301) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %303 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %304 = "stablehlo.maximum"(%303, %302) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%304) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<4x6xf32>):
    %252 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xi32>
    %253 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %255:2 = "stablehlo.reduce"(%arg73, %252, %253, %254) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<i32>, %arg76: tensor<f32>, %arg77: tensor<i32>):
      %256 = "stablehlo.compare"(%arg74, %arg76) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %257 = "stablehlo.compare"(%arg74, %arg74) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %258 = "stablehlo.or"(%256, %257) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %259 = "stablehlo.compare"(%arg74, %arg76) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %260 = "stablehlo.compare"(%arg75, %arg77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %261 = "stablehlo.and"(%259, %260) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %262 = "stablehlo.or"(%258, %261) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %263 = "stablehlo.select"(%258, %arg74, %arg76) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %264 = "stablehlo.select"(%262, %arg75, %arg77) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%263, %264) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    "func.return"(%255#1) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "_shuffle", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<2xui32>, %arg68: tensor<10xi32>):
    %230 = "func.call"(%arg67) <{callee = @_threefry_split_5}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %231 = "stablehlo.slice"(%230) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %232 = "stablehlo.reshape"(%231) : (tensor<1x2xui32>) -> tensor<2xui32>
    %233 = "stablehlo.slice"(%230) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %234 = "stablehlo.reshape"(%233) : (tensor<1x2xui32>) -> tensor<2xui32>
    %235 = "stablehlo.slice"(%234) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %236 = "stablehlo.reshape"(%235) : (tensor<1xui32>) -> tensor<ui32>
    %237 = "stablehlo.slice"(%234) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %238 = "stablehlo.reshape"(%237) : (tensor<1xui32>) -> tensor<ui32>
    %239 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xui64>
    %240 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %242 = "stablehlo.multiply"(%241, %239) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %243 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %245 = "stablehlo.shift_right_logical"(%242, %244) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %246 = "stablehlo.convert"(%242) : (tensor<10xui64>) -> tensor<10xui32>
    %247 = "stablehlo.convert"(%245) : (tensor<10xui64>) -> tensor<10xui32>
    %248:2 = "func.call"(%236, %238, %247, %246) <{callee = @threefry2x32_7}> : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %249 = "stablehlo.xor"(%248#0, %248#1) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %250:2 = "stablehlo.sort"(%249, %arg68) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg69: tensor<ui32>, %arg70: tensor<ui32>, %arg71: tensor<i32>, %arg72: tensor<i32>):
      %251 = "stablehlo.compare"(%arg69, %arg70) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%251) : (tensor<i1>) -> ()
    }) : (tensor<10xui32>, tensor<10xi32>) -> (tensor<10xui32>, tensor<10xi32>)
    "func.return"(%250#1) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_5", sym_visibility = "private"}> ({
  ^bb0(%arg66: tensor<2xui32>):
    %213 = "stablehlo.slice"(%arg66) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %214 = "stablehlo.reshape"(%213) : (tensor<1xui32>) -> tensor<ui32>
    %215 = "stablehlo.slice"(%arg66) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %216 = "stablehlo.reshape"(%215) : (tensor<1xui32>) -> tensor<ui32>
    %217 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %218 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %220 = "stablehlo.multiply"(%219, %217) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %221 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %223 = "stablehlo.shift_right_logical"(%220, %222) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %224 = "stablehlo.convert"(%220) : (tensor<2xui64>) -> tensor<2xui32>
    %225 = "stablehlo.convert"(%223) : (tensor<2xui64>) -> tensor<2xui32>
    %226:2 = "func.call"(%214, %216, %225, %224) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %227 = "stablehlo.broadcast_in_dim"(%226#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %228 = "stablehlo.broadcast_in_dim"(%226#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %229 = "stablehlo.concatenate"(%227, %228) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%229) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<ui32>, %arg45: tensor<ui32>, %arg46: tensor<2xui32>, %arg47: tensor<2xui32>):
    %142 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %143 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %144 = "stablehlo.xor"(%arg44, %arg45) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %145 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %146 = "stablehlo.xor"(%144, %145) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %147 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %148 = "stablehlo.add"(%arg46, %147) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %149 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %150 = "stablehlo.add"(%arg47, %149) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %151 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %152 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %153:9 = "stablehlo.while"(%152, %151, %148, %150, %arg45, %146, %arg44, %142, %143) ({
    ^bb0(%arg57: tensor<i32>, %arg58: tensor<i32>, %arg59: tensor<2xui32>, %arg60: tensor<2xui32>, %arg61: tensor<ui32>, %arg62: tensor<ui32>, %arg63: tensor<ui32>, %arg64: tensor<4xui32>, %arg65: tensor<4xui32>):
      %211 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %212 = "stablehlo.compare"(%arg57, %211) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%212) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg48: tensor<i32>, %arg49: tensor<i32>, %arg50: tensor<2xui32>, %arg51: tensor<2xui32>, %arg52: tensor<ui32>, %arg53: tensor<ui32>, %arg54: tensor<ui32>, %arg55: tensor<4xui32>, %arg56: tensor<4xui32>):
      %154 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %155 = "stablehlo.add"(%arg49, %154) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %156 = "stablehlo.slice"(%arg55) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %157 = "stablehlo.reshape"(%156) : (tensor<1xui32>) -> tensor<ui32>
      %158 = "stablehlo.slice"(%arg55) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %159 = "stablehlo.reshape"(%158) : (tensor<1xui32>) -> tensor<ui32>
      %160 = "stablehlo.slice"(%arg55) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %161 = "stablehlo.reshape"(%160) : (tensor<1xui32>) -> tensor<ui32>
      %162 = "stablehlo.slice"(%arg55) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %163 = "stablehlo.reshape"(%162) : (tensor<1xui32>) -> tensor<ui32>
      %164 = "stablehlo.add"(%arg50, %arg51) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %165 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %166 = "stablehlo.shift_left"(%arg51, %165) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %167 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %168 = "stablehlo.subtract"(%167, %157) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %170 = "stablehlo.shift_right_logical"(%arg51, %169) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %171 = "stablehlo.or"(%166, %170) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %172 = "stablehlo.xor"(%164, %171) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %173 = "stablehlo.add"(%164, %172) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %174 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %175 = "stablehlo.shift_left"(%172, %174) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %176 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %177 = "stablehlo.subtract"(%176, %159) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %179 = "stablehlo.shift_right_logical"(%172, %178) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %180 = "stablehlo.or"(%175, %179) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %181 = "stablehlo.xor"(%173, %180) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %182 = "stablehlo.add"(%173, %181) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %183 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %184 = "stablehlo.shift_left"(%181, %183) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %185 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %186 = "stablehlo.subtract"(%185, %161) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %188 = "stablehlo.shift_right_logical"(%181, %187) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %189 = "stablehlo.or"(%184, %188) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %190 = "stablehlo.xor"(%182, %189) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %191 = "stablehlo.add"(%182, %190) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %192 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %193 = "stablehlo.shift_left"(%190, %192) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %194 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %195 = "stablehlo.subtract"(%194, %163) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %197 = "stablehlo.shift_right_logical"(%190, %196) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %198 = "stablehlo.or"(%193, %197) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %199 = "stablehlo.xor"(%191, %198) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %200 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %201 = "stablehlo.add"(%191, %200) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %202 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %203 = "stablehlo.add"(%199, %202) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %204 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %205 = "stablehlo.add"(%arg49, %204) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %206 = "stablehlo.convert"(%205) : (tensor<i32>) -> tensor<ui32>
      %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %208 = "stablehlo.add"(%203, %207) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %209 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %210 = "stablehlo.add"(%arg48, %209) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%210, %155, %201, %208, %arg53, %arg54, %arg52, %arg56, %arg55) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%153#2, %153#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>), sym_name = "threefry2x32_7", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<ui32>, %arg23: tensor<ui32>, %arg24: tensor<10xui32>, %arg25: tensor<10xui32>):
    %71 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %72 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %73 = "stablehlo.xor"(%arg22, %arg23) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %74 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %75 = "stablehlo.xor"(%73, %74) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %76 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %77 = "stablehlo.add"(%arg24, %76) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %78 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %79 = "stablehlo.add"(%arg25, %78) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %80 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %81 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %82:9 = "stablehlo.while"(%81, %80, %77, %79, %arg23, %75, %arg22, %71, %72) ({
    ^bb0(%arg35: tensor<i32>, %arg36: tensor<i32>, %arg37: tensor<10xui32>, %arg38: tensor<10xui32>, %arg39: tensor<ui32>, %arg40: tensor<ui32>, %arg41: tensor<ui32>, %arg42: tensor<4xui32>, %arg43: tensor<4xui32>):
      %140 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %141 = "stablehlo.compare"(%arg35, %140) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%141) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg26: tensor<i32>, %arg27: tensor<i32>, %arg28: tensor<10xui32>, %arg29: tensor<10xui32>, %arg30: tensor<ui32>, %arg31: tensor<ui32>, %arg32: tensor<ui32>, %arg33: tensor<4xui32>, %arg34: tensor<4xui32>):
      %83 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %84 = "stablehlo.add"(%arg27, %83) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %85 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %86 = "stablehlo.reshape"(%85) : (tensor<1xui32>) -> tensor<ui32>
      %87 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %88 = "stablehlo.reshape"(%87) : (tensor<1xui32>) -> tensor<ui32>
      %89 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %90 = "stablehlo.reshape"(%89) : (tensor<1xui32>) -> tensor<ui32>
      %91 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %92 = "stablehlo.reshape"(%91) : (tensor<1xui32>) -> tensor<ui32>
      %93 = "stablehlo.add"(%arg28, %arg29) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %94 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %95 = "stablehlo.shift_left"(%arg29, %94) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %96 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %97 = "stablehlo.subtract"(%96, %86) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %99 = "stablehlo.shift_right_logical"(%arg29, %98) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %100 = "stablehlo.or"(%95, %99) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %101 = "stablehlo.xor"(%93, %100) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %102 = "stablehlo.add"(%93, %101) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %103 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %104 = "stablehlo.shift_left"(%101, %103) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %105 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %106 = "stablehlo.subtract"(%105, %88) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %108 = "stablehlo.shift_right_logical"(%101, %107) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %109 = "stablehlo.or"(%104, %108) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %110 = "stablehlo.xor"(%102, %109) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %111 = "stablehlo.add"(%102, %110) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %112 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %113 = "stablehlo.shift_left"(%110, %112) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %114 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %115 = "stablehlo.subtract"(%114, %90) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %117 = "stablehlo.shift_right_logical"(%110, %116) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %118 = "stablehlo.or"(%113, %117) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %119 = "stablehlo.xor"(%111, %118) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %120 = "stablehlo.add"(%111, %119) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %121 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %122 = "stablehlo.shift_left"(%119, %121) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %123 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %124 = "stablehlo.subtract"(%123, %92) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %126 = "stablehlo.shift_right_logical"(%119, %125) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %127 = "stablehlo.or"(%122, %126) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %128 = "stablehlo.xor"(%120, %127) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %129 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %130 = "stablehlo.add"(%120, %129) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %131 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %132 = "stablehlo.add"(%128, %131) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %133 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %134 = "stablehlo.add"(%arg27, %133) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %135 = "stablehlo.convert"(%134) : (tensor<i32>) -> tensor<ui32>
      %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %137 = "stablehlo.add"(%132, %136) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %138 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %139 = "stablehlo.add"(%arg26, %138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%139, %84, %130, %137, %arg31, %arg32, %arg30, %arg34, %arg33) : (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%82#2, %82#3) : (tensor<10xui32>, tensor<10xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), sym_name = "threefry2x32_8", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %2 = "stablehlo.xor"(%arg0, %arg1) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %4 = "stablehlo.xor"(%2, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %6 = "stablehlo.add"(%arg2, %5) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %7 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %8 = "stablehlo.add"(%arg3, %7) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11:9 = "stablehlo.while"(%10, %9, %6, %8, %arg1, %4, %arg0, %0, %1) ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<4xui32>, %arg16: tensor<4xui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<ui32>, %arg20: tensor<4xui32>, %arg21: tensor<4xui32>):
      %69 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %70 = "stablehlo.compare"(%arg13, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%70) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>, %arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<ui32>, %arg11: tensor<4xui32>, %arg12: tensor<4xui32>):
      %12 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %13 = "stablehlo.add"(%arg5, %12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %14 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %15 = "stablehlo.reshape"(%14) : (tensor<1xui32>) -> tensor<ui32>
      %16 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %17 = "stablehlo.reshape"(%16) : (tensor<1xui32>) -> tensor<ui32>
      %18 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %19 = "stablehlo.reshape"(%18) : (tensor<1xui32>) -> tensor<ui32>
      %20 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %21 = "stablehlo.reshape"(%20) : (tensor<1xui32>) -> tensor<ui32>
      %22 = "stablehlo.add"(%arg6, %arg7) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %23 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %24 = "stablehlo.shift_left"(%arg7, %23) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %25 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %26 = "stablehlo.subtract"(%25, %15) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %28 = "stablehlo.shift_right_logical"(%arg7, %27) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %29 = "stablehlo.or"(%24, %28) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %30 = "stablehlo.xor"(%22, %29) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %31 = "stablehlo.add"(%22, %30) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %32 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %33 = "stablehlo.shift_left"(%30, %32) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %34 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %35 = "stablehlo.subtract"(%34, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %37 = "stablehlo.shift_right_logical"(%30, %36) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %38 = "stablehlo.or"(%33, %37) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %39 = "stablehlo.xor"(%31, %38) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %40 = "stablehlo.add"(%31, %39) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %41 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %42 = "stablehlo.shift_left"(%39, %41) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %43 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %44 = "stablehlo.subtract"(%43, %19) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %46 = "stablehlo.shift_right_logical"(%39, %45) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %47 = "stablehlo.or"(%42, %46) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %48 = "stablehlo.xor"(%40, %47) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %49 = "stablehlo.add"(%40, %48) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %50 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %51 = "stablehlo.shift_left"(%48, %50) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %52 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %53 = "stablehlo.subtract"(%52, %21) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %55 = "stablehlo.shift_right_logical"(%48, %54) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %56 = "stablehlo.or"(%51, %55) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %57 = "stablehlo.xor"(%49, %56) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %58 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %59 = "stablehlo.add"(%49, %58) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %60 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %61 = "stablehlo.add"(%57, %60) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %62 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %63 = "stablehlo.add"(%arg5, %62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %64 = "stablehlo.convert"(%63) : (tensor<i32>) -> tensor<ui32>
      %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %66 = "stablehlo.add"(%61, %65) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %68 = "stablehlo.add"(%arg4, %67) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%68, %13, %59, %66, %arg9, %arg10, %arg8, %arg12, %arg11) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%11#2, %11#3) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
