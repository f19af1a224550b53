"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x9x7x3xf32>) -> (tensor<1x16x12x3xf32>, tensor<1x4x3x3xf32>, tensor<1x18x5x3xf32>, tensor<1x13x10x3xf32>, tensor<1x6x6x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg90: tensor<1x9x7x3xf32>):
    %717 = "func.call"(%arg90) <{callee = @_resize}> : (tensor<1x9x7x3xf32>) -> tensor<1x16x12x3xf32>
    %718 = "func.call"(%arg90) <{callee = @_resize_3}> : (tensor<1x9x7x3xf32>) -> tensor<1x4x3x3xf32>
    %719 = "func.call"(%arg90) <{callee = @_resize_8}> : (tensor<1x9x7x3xf32>) -> tensor<1x18x5x3xf32>
    %720 = "func.call"(%arg90) <{callee = @_resize_9}> : (tensor<1x9x7x3xf32>) -> tensor<1x13x10x3xf32>
    %721 = "func.call"(%arg90) <{callee = @_resize_18}> : (tensor<1x9x7x3xf32>) -> tensor<1x6x6x3xf32>
    "func.return"(%717, %718, %719, %720, %721) : (tensor<1x16x12x3xf32>, tensor<1x4x3x3xf32>, tensor<1x18x5x3xf32>, tensor<1x13x10x3xf32>, tensor<1x6x6x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x9x7x3xf32>) -> tensor<1x16x12x3xf32>, res_attrs = [{}], sym_name = "_resize", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<1x9x7x3xf32>):
    %594 = "stablehlo.constant"() <{value = dense<5.625000e-01> : tensor<f32>}> : () -> tensor<f32>
    %595 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %596 = "stablehlo.maximum"(%594, %595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %597 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xf32>
    %598 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %600 = "stablehlo.add"(%597, %599) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %601 = "stablehlo.constant"() <{value = dense<5.625000e-01> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %603 = "stablehlo.multiply"(%600, %602) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %604 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %605 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %606 = "stablehlo.subtract"(%603, %605) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %607 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %608 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %609 = "stablehlo.subtract"(%606, %608) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %610 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<9xf32>
    %611 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %612 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xf32>) -> tensor<9x1xf32>
    %613 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<9x16xf32>
    %614 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<9x1xf32>) -> tensor<9x16xf32>
    %615 = "stablehlo.subtract"(%613, %614) : (tensor<9x16xf32>, tensor<9x16xf32>) -> tensor<9x16xf32>
    %616 = "stablehlo.abs"(%615) : (tensor<9x16xf32>) -> tensor<9x16xf32>
    %617 = "stablehlo.convert"(%596) : (tensor<f32>) -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x16xf32>
    %619 = "stablehlo.divide"(%616, %618) : (tensor<9x16xf32>, tensor<9x16xf32>) -> tensor<9x16xf32>
    %620 = "stablehlo.abs"(%619) : (tensor<9x16xf32>) -> tensor<9x16xf32>
    %621 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %622 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x16xf32>
    %623 = "stablehlo.subtract"(%622, %620) : (tensor<9x16xf32>, tensor<9x16xf32>) -> tensor<9x16xf32>
    %624 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x16xf32>
    %626 = "stablehlo.maximum"(%625, %623) : (tensor<9x16xf32>, tensor<9x16xf32>) -> tensor<9x16xf32>
    %627 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %628 = "stablehlo.reduce"(%626, %627) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %716 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%716) : (tensor<f32>) -> ()
    }) : (tensor<9x16xf32>, tensor<f32>) -> tensor<16xf32>
    %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %630 = "stablehlo.abs"(%629) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %631 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %632 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %633 = "stablehlo.compare"(%630, %632) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %634 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %635 = "stablehlo.broadcast_in_dim"(%634) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %636 = "stablehlo.compare"(%629, %635) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %637 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %638 = "func.call"(%636, %629, %637) <{callee = @_where}> : (tensor<1x16xi1>, tensor<1x16xf32>, tensor<i32>) -> tensor<1x16xf32>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<9x16xf32>
    %640 = "stablehlo.divide"(%626, %639) : (tensor<9x16xf32>, tensor<9x16xf32>) -> tensor<9x16xf32>
    %641 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %642 = "func.call"(%633, %640, %641) <{callee = @_where_0}> : (tensor<1x16xi1>, tensor<9x16xf32>, tensor<i32>) -> tensor<9x16xf32>
    %643 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %645 = "stablehlo.compare"(%609, %644) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %646 = "stablehlo.constant"() <{value = dense<8.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %648 = "stablehlo.compare"(%609, %647) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %649 = "stablehlo.and"(%645, %648) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %650 = "stablehlo.broadcast_in_dim"(%649) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xi1>) -> tensor<1x16xi1>
    %651 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %652 = "func.call"(%650, %642, %651) <{callee = @_where_0}> : (tensor<1x16xi1>, tensor<9x16xf32>, tensor<i32>) -> tensor<9x16xf32>
    %653 = "stablehlo.constant"() <{value = dense<0.583333313> : tensor<f32>}> : () -> tensor<f32>
    %654 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.maximum"(%653, %654) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %656 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xf32>
    %657 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %659 = "stablehlo.add"(%656, %658) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %660 = "stablehlo.constant"() <{value = dense<0.583333313> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %662 = "stablehlo.multiply"(%659, %661) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %663 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %664 = "stablehlo.broadcast_in_dim"(%663) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %665 = "stablehlo.subtract"(%662, %664) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %666 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %667 = "stablehlo.broadcast_in_dim"(%666) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %668 = "stablehlo.subtract"(%665, %667) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %669 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xf32>
    %670 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64: 1>}> : (tensor<12xf32>) -> tensor<1x12xf32>
    %671 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xf32>) -> tensor<7x1xf32>
    %672 = "stablehlo.broadcast_in_dim"(%670) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<7x12xf32>
    %673 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<7x1xf32>) -> tensor<7x12xf32>
    %674 = "stablehlo.subtract"(%672, %673) : (tensor<7x12xf32>, tensor<7x12xf32>) -> tensor<7x12xf32>
    %675 = "stablehlo.abs"(%674) : (tensor<7x12xf32>) -> tensor<7x12xf32>
    %676 = "stablehlo.convert"(%655) : (tensor<f32>) -> tensor<f32>
    %677 = "stablehlo.broadcast_in_dim"(%676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x12xf32>
    %678 = "stablehlo.divide"(%675, %677) : (tensor<7x12xf32>, tensor<7x12xf32>) -> tensor<7x12xf32>
    %679 = "stablehlo.abs"(%678) : (tensor<7x12xf32>) -> tensor<7x12xf32>
    %680 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %681 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x12xf32>
    %682 = "stablehlo.subtract"(%681, %679) : (tensor<7x12xf32>, tensor<7x12xf32>) -> tensor<7x12xf32>
    %683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x12xf32>
    %685 = "stablehlo.maximum"(%684, %682) : (tensor<7x12xf32>, tensor<7x12xf32>) -> tensor<7x12xf32>
    %686 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %687 = "stablehlo.reduce"(%685, %686) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %715 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%715) : (tensor<f32>) -> ()
    }) : (tensor<7x12xf32>, tensor<f32>) -> tensor<12xf32>
    %688 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64: 1>}> : (tensor<12xf32>) -> tensor<1x12xf32>
    %689 = "stablehlo.abs"(%688) : (tensor<1x12xf32>) -> tensor<1x12xf32>
    %690 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x12xf32>
    %692 = "stablehlo.compare"(%689, %691) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xi1>
    %693 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x12xf32>
    %695 = "stablehlo.compare"(%688, %694) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xi1>
    %696 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %697 = "func.call"(%695, %688, %696) <{callee = @_where_1}> : (tensor<1x12xi1>, tensor<1x12xf32>, tensor<i32>) -> tensor<1x12xf32>
    %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<7x12xf32>
    %699 = "stablehlo.divide"(%685, %698) : (tensor<7x12xf32>, tensor<7x12xf32>) -> tensor<7x12xf32>
    %700 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %701 = "func.call"(%692, %699, %700) <{callee = @_where_2}> : (tensor<1x12xi1>, tensor<7x12xf32>, tensor<i32>) -> tensor<7x12xf32>
    %702 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %703 = "stablehlo.broadcast_in_dim"(%702) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %704 = "stablehlo.compare"(%668, %703) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %705 = "stablehlo.constant"() <{value = dense<6.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %706 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %707 = "stablehlo.compare"(%668, %706) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %708 = "stablehlo.and"(%704, %707) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %709 = "stablehlo.broadcast_in_dim"(%708) <{broadcast_dimensions = array<i64: 1>}> : (tensor<12xi1>) -> tensor<1x12xi1>
    %710 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %711 = "func.call"(%709, %701, %710) <{callee = @_where_2}> : (tensor<1x12xi1>, tensor<7x12xf32>, tensor<i32>) -> tensor<7x12xf32>
    %712 = "stablehlo.dot_general"(%652, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<9x16xf32>, tensor<1x9x7x3xf32>) -> tensor<16x1x7x3xf32>
    %713 = "stablehlo.dot_general"(%712, %711) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x1x7x3xf32>, tensor<7x12xf32>) -> tensor<16x1x3x12xf32>
    %714 = "stablehlo.transpose"(%713) <{permutation = array<i64: 1, 0, 3, 2>}> : (tensor<16x1x3x12xf32>) -> tensor<1x16x12x3xf32>
    "func.return"(%714) : (tensor<1x16x12x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x16xi1>, tensor<1x16xf32>, tensor<i32>) -> tensor<1x16xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg82: tensor<1x16xi1>, %arg83: tensor<1x16xf32>, %arg84: tensor<i32>):
    %591 = "stablehlo.convert"(%arg84) : (tensor<i32>) -> tensor<f32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %593 = "stablehlo.select"(%arg82, %arg83, %592) : (tensor<1x16xi1>, tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    "func.return"(%593) : (tensor<1x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x16xi1>, tensor<9x16xf32>, tensor<i32>) -> tensor<9x16xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg79: tensor<1x16xi1>, %arg80: tensor<9x16xf32>, %arg81: tensor<i32>):
    %587 = "stablehlo.convert"(%arg81) : (tensor<i32>) -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%arg79) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xi1>) -> tensor<9x16xi1>
    %589 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x16xf32>
    %590 = "stablehlo.select"(%588, %arg80, %589) : (tensor<9x16xi1>, tensor<9x16xf32>, tensor<9x16xf32>) -> tensor<9x16xf32>
    "func.return"(%590) : (tensor<9x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x12xi1>, tensor<1x12xf32>, tensor<i32>) -> tensor<1x12xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg76: tensor<1x12xi1>, %arg77: tensor<1x12xf32>, %arg78: tensor<i32>):
    %584 = "stablehlo.convert"(%arg78) : (tensor<i32>) -> tensor<f32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x12xf32>
    %586 = "stablehlo.select"(%arg76, %arg77, %585) : (tensor<1x12xi1>, tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xf32>
    "func.return"(%586) : (tensor<1x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x12xi1>, tensor<7x12xf32>, tensor<i32>) -> tensor<7x12xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<1x12xi1>, %arg74: tensor<7x12xf32>, %arg75: tensor<i32>):
    %580 = "stablehlo.convert"(%arg75) : (tensor<i32>) -> tensor<f32>
    %581 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xi1>) -> tensor<7x12xi1>
    %582 = "stablehlo.broadcast_in_dim"(%580) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x12xf32>
    %583 = "stablehlo.select"(%581, %arg74, %582) : (tensor<7x12xi1>, tensor<7x12xf32>, tensor<7x12xf32>) -> tensor<7x12xf32>
    "func.return"(%583) : (tensor<7x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x9x7x3xf32>) -> tensor<1x4x3x3xf32>, res_attrs = [{}], sym_name = "_resize_3", sym_visibility = "private"}> ({
  ^bb0(%arg68: tensor<1x9x7x3xf32>):
    %457 = "stablehlo.constant"() <{value = dense<2.250000e+00> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.maximum"(%457, %458) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %460 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %461 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %463 = "stablehlo.add"(%460, %462) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %464 = "stablehlo.constant"() <{value = dense<2.250000e+00> : tensor<f32>}> : () -> tensor<f32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %466 = "stablehlo.multiply"(%463, %465) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %467 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %469 = "stablehlo.subtract"(%466, %468) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %470 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %472 = "stablehlo.subtract"(%469, %471) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %473 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<9xf32>
    %474 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %475 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xf32>) -> tensor<9x1xf32>
    %476 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<9x4xf32>
    %477 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<9x1xf32>) -> tensor<9x4xf32>
    %478 = "stablehlo.subtract"(%476, %477) : (tensor<9x4xf32>, tensor<9x4xf32>) -> tensor<9x4xf32>
    %479 = "stablehlo.abs"(%478) : (tensor<9x4xf32>) -> tensor<9x4xf32>
    %480 = "stablehlo.convert"(%459) : (tensor<f32>) -> tensor<f32>
    %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x4xf32>
    %482 = "stablehlo.divide"(%479, %481) : (tensor<9x4xf32>, tensor<9x4xf32>) -> tensor<9x4xf32>
    %483 = "stablehlo.abs"(%482) : (tensor<9x4xf32>) -> tensor<9x4xf32>
    %484 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x4xf32>
    %486 = "stablehlo.subtract"(%485, %483) : (tensor<9x4xf32>, tensor<9x4xf32>) -> tensor<9x4xf32>
    %487 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x4xf32>
    %489 = "stablehlo.maximum"(%488, %486) : (tensor<9x4xf32>, tensor<9x4xf32>) -> tensor<9x4xf32>
    %490 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.reduce"(%489, %490) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %579 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%579) : (tensor<f32>) -> ()
    }) : (tensor<9x4xf32>, tensor<f32>) -> tensor<4xf32>
    %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %493 = "stablehlo.abs"(%492) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %494 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4xf32>
    %496 = "stablehlo.compare"(%493, %495) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4xf32>
    %499 = "stablehlo.compare"(%492, %498) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %500 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %501 = "func.call"(%499, %492, %500) <{callee = @_where_4}> : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<i32>) -> tensor<1x4xf32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<9x4xf32>
    %503 = "stablehlo.divide"(%489, %502) : (tensor<9x4xf32>, tensor<9x4xf32>) -> tensor<9x4xf32>
    %504 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %505 = "func.call"(%496, %503, %504) <{callee = @_where_5}> : (tensor<1x4xi1>, tensor<9x4xf32>, tensor<i32>) -> tensor<9x4xf32>
    %506 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %508 = "stablehlo.compare"(%472, %507) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %509 = "stablehlo.constant"() <{value = dense<8.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %511 = "stablehlo.compare"(%472, %510) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %512 = "stablehlo.and"(%508, %511) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xi1>) -> tensor<1x4xi1>
    %514 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %515 = "func.call"(%513, %505, %514) <{callee = @_where_5}> : (tensor<1x4xi1>, tensor<9x4xf32>, tensor<i32>) -> tensor<9x4xf32>
    %516 = "stablehlo.constant"() <{value = dense<2.33333325> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %518 = "stablehlo.maximum"(%516, %517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %519 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xf32>
    %520 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %522 = "stablehlo.add"(%519, %521) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %523 = "stablehlo.constant"() <{value = dense<2.33333325> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %525 = "stablehlo.multiply"(%522, %524) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %526 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %528 = "stablehlo.subtract"(%525, %527) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %529 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %531 = "stablehlo.subtract"(%528, %530) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %532 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xf32>
    %533 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %534 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xf32>) -> tensor<7x1xf32>
    %535 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<7x3xf32>
    %536 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<7x1xf32>) -> tensor<7x3xf32>
    %537 = "stablehlo.subtract"(%535, %536) : (tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
    %538 = "stablehlo.abs"(%537) : (tensor<7x3xf32>) -> tensor<7x3xf32>
    %539 = "stablehlo.convert"(%518) : (tensor<f32>) -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x3xf32>
    %541 = "stablehlo.divide"(%538, %540) : (tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
    %542 = "stablehlo.abs"(%541) : (tensor<7x3xf32>) -> tensor<7x3xf32>
    %543 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x3xf32>
    %545 = "stablehlo.subtract"(%544, %542) : (tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
    %546 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x3xf32>
    %548 = "stablehlo.maximum"(%547, %545) : (tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
    %549 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.reduce"(%548, %549) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %578 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%578) : (tensor<f32>) -> ()
    }) : (tensor<7x3xf32>, tensor<f32>) -> tensor<3xf32>
    %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %552 = "stablehlo.abs"(%551) : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %553 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %554 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3xf32>
    %555 = "stablehlo.compare"(%552, %554) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %556 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3xf32>
    %558 = "stablehlo.compare"(%551, %557) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %559 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %560 = "func.call"(%558, %551, %559) <{callee = @_where_6}> : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<i32>) -> tensor<1x3xf32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<7x3xf32>
    %562 = "stablehlo.divide"(%548, %561) : (tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
    %563 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %564 = "func.call"(%555, %562, %563) <{callee = @_where_7}> : (tensor<1x3xi1>, tensor<7x3xf32>, tensor<i32>) -> tensor<7x3xf32>
    %565 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %567 = "stablehlo.compare"(%531, %566) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %568 = "stablehlo.constant"() <{value = dense<6.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %570 = "stablehlo.compare"(%531, %569) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %571 = "stablehlo.and"(%567, %570) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xi1>) -> tensor<1x3xi1>
    %573 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %574 = "func.call"(%572, %564, %573) <{callee = @_where_7}> : (tensor<1x3xi1>, tensor<7x3xf32>, tensor<i32>) -> tensor<7x3xf32>
    %575 = "stablehlo.dot_general"(%574, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<7x3xf32>, tensor<1x9x7x3xf32>) -> tensor<3x1x9x3xf32>
    %576 = "stablehlo.dot_general"(%575, %515) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x1x9x3xf32>, tensor<9x4xf32>) -> tensor<3x1x3x4xf32>
    %577 = "stablehlo.transpose"(%576) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<3x1x3x4xf32>) -> tensor<1x4x3x3xf32>
    "func.return"(%577) : (tensor<1x4x3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x4xi1>, tensor<1x4xf32>, tensor<i32>) -> tensor<1x4xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<1x4xi1>, %arg66: tensor<1x4xf32>, %arg67: tensor<i32>):
    %454 = "stablehlo.convert"(%arg67) : (tensor<i32>) -> tensor<f32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4xf32>
    %456 = "stablehlo.select"(%arg65, %arg66, %455) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    "func.return"(%456) : (tensor<1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x4xi1>, tensor<9x4xf32>, tensor<i32>) -> tensor<9x4xf32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg62: tensor<1x4xi1>, %arg63: tensor<9x4xf32>, %arg64: tensor<i32>):
    %450 = "stablehlo.convert"(%arg64) : (tensor<i32>) -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%arg62) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xi1>) -> tensor<9x4xi1>
    %452 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x4xf32>
    %453 = "stablehlo.select"(%451, %arg63, %452) : (tensor<9x4xi1>, tensor<9x4xf32>, tensor<9x4xf32>) -> tensor<9x4xf32>
    "func.return"(%453) : (tensor<9x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x3xi1>, tensor<1x3xf32>, tensor<i32>) -> tensor<1x3xf32>, res_attrs = [{}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg59: tensor<1x3xi1>, %arg60: tensor<1x3xf32>, %arg61: tensor<i32>):
    %447 = "stablehlo.convert"(%arg61) : (tensor<i32>) -> tensor<f32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3xf32>
    %449 = "stablehlo.select"(%arg59, %arg60, %448) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    "func.return"(%449) : (tensor<1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x3xi1>, tensor<7x3xf32>, tensor<i32>) -> tensor<7x3xf32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg56: tensor<1x3xi1>, %arg57: tensor<7x3xf32>, %arg58: tensor<i32>):
    %443 = "stablehlo.convert"(%arg58) : (tensor<i32>) -> tensor<f32>
    %444 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi1>) -> tensor<7x3xi1>
    %445 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x3xf32>
    %446 = "stablehlo.select"(%444, %arg57, %445) : (tensor<7x3xi1>, tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
    "func.return"(%446) : (tensor<7x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x9x7x3xf32>) -> tensor<1x18x5x3xf32>, res_attrs = [{}], sym_name = "_resize_8", sym_visibility = "private"}> ({
  ^bb0(%arg55: tensor<1x9x7x3xf32>):
    %401 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<18xf32>
    %402 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<18xf32>
    %404 = "stablehlo.add"(%401, %403) : (tensor<18xf32>, tensor<18xf32>) -> tensor<18xf32>
    %405 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<18xf32>
    %407 = "stablehlo.multiply"(%404, %406) : (tensor<18xf32>, tensor<18xf32>) -> tensor<18xf32>
    %408 = "stablehlo.constant"() <{value = dense<1.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<18xf32>
    %410 = "stablehlo.divide"(%407, %409) : (tensor<18xf32>, tensor<18xf32>) -> tensor<18xf32>
    %411 = "stablehlo.floor"(%410) : (tensor<18xf32>) -> tensor<18xf32>
    %412 = "stablehlo.convert"(%411) : (tensor<18xf32>) -> tensor<18xi32>
    %413 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<18xi32>
    %415 = "stablehlo.compare"(%412, %414) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %416 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<18xi32>
    %418 = "stablehlo.add"(%412, %417) : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %419 = "stablehlo.select"(%415, %418, %412) : (tensor<18xi1>, tensor<18xi32>, tensor<18xi32>) -> tensor<18xi32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0>}> : (tensor<18xi32>) -> tensor<18x1xi32>
    %421 = "stablehlo.gather"(%arg55, %420) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 7, 3>}> : (tensor<1x9x7x3xf32>, tensor<18x1xi32>) -> tensor<1x18x7x3xf32>
    %422 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %423 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %425 = "stablehlo.add"(%422, %424) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %426 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %428 = "stablehlo.multiply"(%425, %427) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %429 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %431 = "stablehlo.divide"(%428, %430) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %432 = "stablehlo.floor"(%431) : (tensor<5xf32>) -> tensor<5xf32>
    %433 = "stablehlo.convert"(%432) : (tensor<5xf32>) -> tensor<5xi32>
    %434 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %436 = "stablehlo.compare"(%433, %435) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %437 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %439 = "stablehlo.add"(%433, %438) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %440 = "stablehlo.select"(%436, %439, %433) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %442 = "stablehlo.gather"(%421, %441) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 18, 1, 3>}> : (tensor<1x18x7x3xf32>, tensor<5x1xi32>) -> tensor<1x18x5x3xf32>
    "func.return"(%442) : (tensor<1x18x5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x9x7x3xf32>) -> tensor<1x13x10x3xf32>, res_attrs = [{}], sym_name = "_resize_9", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<1x9x7x3xf32>):
    %224 = "stablehlo.constant"() <{value = dense<0.692307711> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.maximum"(%224, %225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %227 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<13xf32>
    %228 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<13xf32>
    %230 = "stablehlo.add"(%227, %229) : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xf32>
    %231 = "stablehlo.constant"() <{value = dense<0.692307711> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<13xf32>
    %233 = "stablehlo.multiply"(%230, %232) : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xf32>
    %234 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<13xf32>
    %236 = "stablehlo.subtract"(%233, %235) : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xf32>
    %237 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<13xf32>
    %239 = "stablehlo.subtract"(%236, %238) : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xf32>
    %240 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<9xf32>
    %241 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 1>}> : (tensor<13xf32>) -> tensor<1x13xf32>
    %242 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xf32>) -> tensor<9x1xf32>
    %243 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x13xf32>) -> tensor<9x13xf32>
    %244 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<9x1xf32>) -> tensor<9x13xf32>
    %245 = "stablehlo.subtract"(%243, %244) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %246 = "stablehlo.abs"(%245) : (tensor<9x13xf32>) -> tensor<9x13xf32>
    %247 = "stablehlo.convert"(%226) : (tensor<f32>) -> tensor<f32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %249 = "stablehlo.divide"(%246, %248) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %250 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %252 = "stablehlo.multiply"(%251, %249) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %253 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %255 = "stablehlo.subtract"(%252, %254) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %256 = "stablehlo.multiply"(%255, %249) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %257 = "stablehlo.multiply"(%256, %249) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %258 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %260 = "stablehlo.add"(%257, %259) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %261 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %263 = "stablehlo.compare"(%249, %262) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xi1>
    %264 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %266 = "stablehlo.multiply"(%265, %249) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %267 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %269 = "stablehlo.add"(%266, %268) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %270 = "stablehlo.multiply"(%269, %249) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %271 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %273 = "stablehlo.subtract"(%270, %272) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %274 = "stablehlo.multiply"(%273, %249) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %275 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %277 = "stablehlo.add"(%274, %276) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %278 = "func.call"(%263, %277, %260) <{callee = @_where_10}> : (tensor<9x13xi1>, tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %279 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %281 = "stablehlo.compare"(%249, %280) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xi1>
    %282 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %283 = "func.call"(%281, %282, %278) <{callee = @_where_11}> : (tensor<9x13xi1>, tensor<f32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %284 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.reduce"(%283, %284) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %400 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%400) : (tensor<f32>) -> ()
    }) : (tensor<9x13xf32>, tensor<f32>) -> tensor<13xf32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64: 1>}> : (tensor<13xf32>) -> tensor<1x13xf32>
    %287 = "stablehlo.abs"(%286) : (tensor<1x13xf32>) -> tensor<1x13xf32>
    %288 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x13xf32>
    %290 = "stablehlo.compare"(%287, %289) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x13xf32>, tensor<1x13xf32>) -> tensor<1x13xi1>
    %291 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x13xf32>
    %293 = "stablehlo.compare"(%286, %292) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x13xf32>, tensor<1x13xf32>) -> tensor<1x13xi1>
    %294 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %295 = "func.call"(%293, %286, %294) <{callee = @_where_12}> : (tensor<1x13xi1>, tensor<1x13xf32>, tensor<i32>) -> tensor<1x13xf32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x13xf32>) -> tensor<9x13xf32>
    %297 = "stablehlo.divide"(%283, %296) : (tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    %298 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %299 = "func.call"(%290, %297, %298) <{callee = @_where_13}> : (tensor<1x13xi1>, tensor<9x13xf32>, tensor<i32>) -> tensor<9x13xf32>
    %300 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<13xf32>
    %302 = "stablehlo.compare"(%239, %301) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xi1>
    %303 = "stablehlo.constant"() <{value = dense<8.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<13xf32>
    %305 = "stablehlo.compare"(%239, %304) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xi1>
    %306 = "stablehlo.and"(%302, %305) : (tensor<13xi1>, tensor<13xi1>) -> tensor<13xi1>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 1>}> : (tensor<13xi1>) -> tensor<1x13xi1>
    %308 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %309 = "func.call"(%307, %299, %308) <{callee = @_where_13}> : (tensor<1x13xi1>, tensor<9x13xf32>, tensor<i32>) -> tensor<9x13xf32>
    %310 = "stablehlo.constant"() <{value = dense<0.699999988> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.maximum"(%310, %311) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %313 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xf32>
    %314 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %316 = "stablehlo.add"(%313, %315) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %317 = "stablehlo.constant"() <{value = dense<0.699999988> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %319 = "stablehlo.multiply"(%316, %318) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %320 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %322 = "stablehlo.subtract"(%319, %321) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %323 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %325 = "stablehlo.subtract"(%322, %324) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %326 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xf32>
    %327 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %328 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xf32>) -> tensor<7x1xf32>
    %329 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<7x10xf32>
    %330 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<7x1xf32>) -> tensor<7x10xf32>
    %331 = "stablehlo.subtract"(%329, %330) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %332 = "stablehlo.abs"(%331) : (tensor<7x10xf32>) -> tensor<7x10xf32>
    %333 = "stablehlo.convert"(%312) : (tensor<f32>) -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %335 = "stablehlo.divide"(%332, %334) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %336 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %338 = "stablehlo.multiply"(%337, %335) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %339 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %341 = "stablehlo.subtract"(%338, %340) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %342 = "stablehlo.multiply"(%341, %335) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %343 = "stablehlo.multiply"(%342, %335) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %344 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %346 = "stablehlo.add"(%343, %345) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %347 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %349 = "stablehlo.compare"(%335, %348) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xi1>
    %350 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %352 = "stablehlo.multiply"(%351, %335) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %353 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %355 = "stablehlo.add"(%352, %354) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %356 = "stablehlo.multiply"(%355, %335) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %357 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %359 = "stablehlo.subtract"(%356, %358) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %360 = "stablehlo.multiply"(%359, %335) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %361 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %363 = "stablehlo.add"(%360, %362) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %364 = "func.call"(%349, %363, %346) <{callee = @_where_14}> : (tensor<7x10xi1>, tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %365 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %367 = "stablehlo.compare"(%335, %366) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xi1>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "func.call"(%367, %368, %364) <{callee = @_where_15}> : (tensor<7x10xi1>, tensor<f32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %370 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.reduce"(%369, %370) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %399 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%399) : (tensor<f32>) -> ()
    }) : (tensor<7x10xf32>, tensor<f32>) -> tensor<10xf32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %373 = "stablehlo.abs"(%372) : (tensor<1x10xf32>) -> tensor<1x10xf32>
    %374 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x10xf32>
    %376 = "stablehlo.compare"(%373, %375) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xi1>
    %377 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x10xf32>
    %379 = "stablehlo.compare"(%372, %378) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xi1>
    %380 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %381 = "func.call"(%379, %372, %380) <{callee = @_where_16}> : (tensor<1x10xi1>, tensor<1x10xf32>, tensor<i32>) -> tensor<1x10xf32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<7x10xf32>
    %383 = "stablehlo.divide"(%369, %382) : (tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    %384 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %385 = "func.call"(%376, %383, %384) <{callee = @_where_17}> : (tensor<1x10xi1>, tensor<7x10xf32>, tensor<i32>) -> tensor<7x10xf32>
    %386 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %388 = "stablehlo.compare"(%325, %387) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %389 = "stablehlo.constant"() <{value = dense<6.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %391 = "stablehlo.compare"(%325, %390) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %392 = "stablehlo.and"(%388, %391) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xi1>) -> tensor<1x10xi1>
    %394 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %395 = "func.call"(%393, %385, %394) <{callee = @_where_17}> : (tensor<1x10xi1>, tensor<7x10xf32>, tensor<i32>) -> tensor<7x10xf32>
    %396 = "stablehlo.dot_general"(%309, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<9x13xf32>, tensor<1x9x7x3xf32>) -> tensor<13x1x7x3xf32>
    %397 = "stablehlo.dot_general"(%396, %395) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<13x1x7x3xf32>, tensor<7x10xf32>) -> tensor<13x1x3x10xf32>
    %398 = "stablehlo.transpose"(%397) <{permutation = array<i64: 1, 0, 3, 2>}> : (tensor<13x1x3x10xf32>) -> tensor<1x13x10x3xf32>
    "func.return"(%398) : (tensor<1x13x10x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9x13xi1>, tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>, res_attrs = [{}], sym_name = "_where_10", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<9x13xi1>, %arg48: tensor<9x13xf32>, %arg49: tensor<9x13xf32>):
    %223 = "stablehlo.select"(%arg47, %arg48, %arg49) : (tensor<9x13xi1>, tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    "func.return"(%223) : (tensor<9x13xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9x13xi1>, tensor<f32>, tensor<9x13xf32>) -> tensor<9x13xf32>, res_attrs = [{}], sym_name = "_where_11", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<9x13xi1>, %arg45: tensor<f32>, %arg46: tensor<9x13xf32>):
    %220 = "stablehlo.convert"(%arg45) : (tensor<f32>) -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %222 = "stablehlo.select"(%arg44, %221, %arg46) : (tensor<9x13xi1>, tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    "func.return"(%222) : (tensor<9x13xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x13xi1>, tensor<1x13xf32>, tensor<i32>) -> tensor<1x13xf32>, res_attrs = [{}], sym_name = "_where_12", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<1x13xi1>, %arg42: tensor<1x13xf32>, %arg43: tensor<i32>):
    %217 = "stablehlo.convert"(%arg43) : (tensor<i32>) -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x13xf32>
    %219 = "stablehlo.select"(%arg41, %arg42, %218) : (tensor<1x13xi1>, tensor<1x13xf32>, tensor<1x13xf32>) -> tensor<1x13xf32>
    "func.return"(%219) : (tensor<1x13xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x13xi1>, tensor<9x13xf32>, tensor<i32>) -> tensor<9x13xf32>, res_attrs = [{}], sym_name = "_where_13", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<1x13xi1>, %arg39: tensor<9x13xf32>, %arg40: tensor<i32>):
    %213 = "stablehlo.convert"(%arg40) : (tensor<i32>) -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x13xi1>) -> tensor<9x13xi1>
    %215 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x13xf32>
    %216 = "stablehlo.select"(%214, %arg39, %215) : (tensor<9x13xi1>, tensor<9x13xf32>, tensor<9x13xf32>) -> tensor<9x13xf32>
    "func.return"(%216) : (tensor<9x13xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7x10xi1>, tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>, res_attrs = [{}], sym_name = "_where_14", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<7x10xi1>, %arg36: tensor<7x10xf32>, %arg37: tensor<7x10xf32>):
    %212 = "stablehlo.select"(%arg35, %arg36, %arg37) : (tensor<7x10xi1>, tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    "func.return"(%212) : (tensor<7x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7x10xi1>, tensor<f32>, tensor<7x10xf32>) -> tensor<7x10xf32>, res_attrs = [{}], sym_name = "_where_15", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<7x10xi1>, %arg33: tensor<f32>, %arg34: tensor<7x10xf32>):
    %209 = "stablehlo.convert"(%arg33) : (tensor<f32>) -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %211 = "stablehlo.select"(%arg32, %210, %arg34) : (tensor<7x10xi1>, tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    "func.return"(%211) : (tensor<7x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x10xi1>, tensor<1x10xf32>, tensor<i32>) -> tensor<1x10xf32>, res_attrs = [{}], sym_name = "_where_16", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<1x10xi1>, %arg30: tensor<1x10xf32>, %arg31: tensor<i32>):
    %206 = "stablehlo.convert"(%arg31) : (tensor<i32>) -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x10xf32>
    %208 = "stablehlo.select"(%arg29, %arg30, %207) : (tensor<1x10xi1>, tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    "func.return"(%208) : (tensor<1x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x10xi1>, tensor<7x10xf32>, tensor<i32>) -> tensor<7x10xf32>, res_attrs = [{}], sym_name = "_where_17", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<1x10xi1>, %arg27: tensor<7x10xf32>, %arg28: tensor<i32>):
    %202 = "stablehlo.convert"(%arg28) : (tensor<i32>) -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xi1>) -> tensor<7x10xi1>
    %204 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x10xf32>
    %205 = "stablehlo.select"(%203, %arg27, %204) : (tensor<7x10xi1>, tensor<7x10xf32>, tensor<7x10xf32>) -> tensor<7x10xf32>
    "func.return"(%205) : (tensor<7x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x9x7x3xf32>) -> tensor<1x6x6x3xf32>, res_attrs = [{}], sym_name = "_resize_18", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<1x9x7x3xf32>):
    %23 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.maximum"(%23, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xf32>
    %27 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %30 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %32 = "stablehlo.multiply"(%29, %31) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %35 = "stablehlo.subtract"(%32, %34) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %36 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %38 = "stablehlo.subtract"(%35, %37) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %39 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<9xf32>
    %40 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %41 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xf32>) -> tensor<9x1xf32>
    %42 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<9x6xf32>
    %43 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<9x1xf32>) -> tensor<9x6xf32>
    %44 = "stablehlo.subtract"(%42, %43) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %45 = "stablehlo.abs"(%44) : (tensor<9x6xf32>) -> tensor<9x6xf32>
    %46 = "stablehlo.convert"(%25) : (tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %48 = "stablehlo.divide"(%45, %47) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %49 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %51 = "stablehlo.multiply"(%50, %48) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %52 = "stablehlo.sine"(%51) : (tensor<9x6xf32>) -> tensor<9x6xf32>
    %53 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %55 = "stablehlo.multiply"(%54, %52) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %56 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %58 = "stablehlo.multiply"(%57, %48) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %59 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %61 = "stablehlo.divide"(%58, %60) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %62 = "stablehlo.sine"(%61) : (tensor<9x6xf32>) -> tensor<9x6xf32>
    %63 = "stablehlo.multiply"(%55, %62) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %64 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %66 = "stablehlo.compare"(%48, %65) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xi1>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %69 = "stablehlo.compare"(%48, %68) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xi1>
    %70 = "stablehlo.multiply"(%48, %48) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %71 = "stablehlo.constant"() <{value = dense<9.86960411> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %73 = "stablehlo.multiply"(%72, %70) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %74 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %75 = "func.call"(%69, %73, %74) <{callee = @_where_19}> : (tensor<9x6xi1>, tensor<9x6xf32>, tensor<i32>) -> tensor<9x6xf32>
    %76 = "stablehlo.divide"(%63, %75) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %77 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %78 = "func.call"(%66, %76, %77) <{callee = @_where_19}> : (tensor<9x6xi1>, tensor<9x6xf32>, tensor<i32>) -> tensor<9x6xf32>
    %79 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %81 = "stablehlo.compare"(%48, %80) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xi1>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "func.call"(%81, %82, %78) <{callee = @_where_20}> : (tensor<9x6xi1>, tensor<f32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.reduce"(%83, %84) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %201 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%201) : (tensor<f32>) -> ()
    }) : (tensor<9x6xf32>, tensor<f32>) -> tensor<6xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %87 = "stablehlo.abs"(%86) : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %88 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %90 = "stablehlo.compare"(%87, %89) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %93 = "stablehlo.compare"(%86, %92) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %94 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %95 = "func.call"(%93, %86, %94) <{callee = @_where_21}> : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<9x6xf32>
    %97 = "stablehlo.divide"(%83, %96) : (tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "func.call"(%90, %97, %98) <{callee = @_where_22}> : (tensor<1x6xi1>, tensor<9x6xf32>, tensor<i32>) -> tensor<9x6xf32>
    %100 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %102 = "stablehlo.compare"(%38, %101) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %103 = "stablehlo.constant"() <{value = dense<8.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %105 = "stablehlo.compare"(%38, %104) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %106 = "stablehlo.and"(%102, %105) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xi1>) -> tensor<1x6xi1>
    %108 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %109 = "func.call"(%107, %99, %108) <{callee = @_where_22}> : (tensor<1x6xi1>, tensor<9x6xf32>, tensor<i32>) -> tensor<9x6xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.16666663> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.maximum"(%110, %111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %113 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xf32>
    %114 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %116 = "stablehlo.add"(%113, %115) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.16666663> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %119 = "stablehlo.multiply"(%116, %118) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %122 = "stablehlo.subtract"(%119, %121) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %123 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %125 = "stablehlo.subtract"(%122, %124) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %126 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xf32>
    %127 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %128 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xf32>) -> tensor<7x1xf32>
    %129 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<7x6xf32>
    %130 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<7x1xf32>) -> tensor<7x6xf32>
    %131 = "stablehlo.subtract"(%129, %130) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %132 = "stablehlo.abs"(%131) : (tensor<7x6xf32>) -> tensor<7x6xf32>
    %133 = "stablehlo.convert"(%112) : (tensor<f32>) -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %135 = "stablehlo.divide"(%132, %134) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %136 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %138 = "stablehlo.multiply"(%137, %135) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %139 = "stablehlo.sine"(%138) : (tensor<7x6xf32>) -> tensor<7x6xf32>
    %140 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %142 = "stablehlo.multiply"(%141, %139) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %143 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %145 = "stablehlo.multiply"(%144, %135) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %146 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %148 = "stablehlo.divide"(%145, %147) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %149 = "stablehlo.sine"(%148) : (tensor<7x6xf32>) -> tensor<7x6xf32>
    %150 = "stablehlo.multiply"(%142, %149) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %151 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %153 = "stablehlo.compare"(%135, %152) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xi1>
    %154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %156 = "stablehlo.compare"(%135, %155) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xi1>
    %157 = "stablehlo.multiply"(%135, %135) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %158 = "stablehlo.constant"() <{value = dense<9.86960411> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %160 = "stablehlo.multiply"(%159, %157) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %161 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %162 = "func.call"(%156, %160, %161) <{callee = @_where_23}> : (tensor<7x6xi1>, tensor<7x6xf32>, tensor<i32>) -> tensor<7x6xf32>
    %163 = "stablehlo.divide"(%150, %162) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %164 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %165 = "func.call"(%153, %163, %164) <{callee = @_where_23}> : (tensor<7x6xi1>, tensor<7x6xf32>, tensor<i32>) -> tensor<7x6xf32>
    %166 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %168 = "stablehlo.compare"(%135, %167) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xi1>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "func.call"(%168, %169, %165) <{callee = @_where_24}> : (tensor<7x6xi1>, tensor<f32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.reduce"(%170, %171) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %200 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%200) : (tensor<f32>) -> ()
    }) : (tensor<7x6xf32>, tensor<f32>) -> tensor<6xf32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %174 = "stablehlo.abs"(%173) : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %175 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %177 = "stablehlo.compare"(%174, %176) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %180 = "stablehlo.compare"(%173, %179) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %181 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %182 = "func.call"(%180, %173, %181) <{callee = @_where_21}> : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<7x6xf32>
    %184 = "stablehlo.divide"(%170, %183) : (tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    %185 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %186 = "func.call"(%177, %184, %185) <{callee = @_where_25}> : (tensor<1x6xi1>, tensor<7x6xf32>, tensor<i32>) -> tensor<7x6xf32>
    %187 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %189 = "stablehlo.compare"(%125, %188) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %190 = "stablehlo.constant"() <{value = dense<6.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %192 = "stablehlo.compare"(%125, %191) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %193 = "stablehlo.and"(%189, %192) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xi1>) -> tensor<1x6xi1>
    %195 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %196 = "func.call"(%194, %186, %195) <{callee = @_where_25}> : (tensor<1x6xi1>, tensor<7x6xf32>, tensor<i32>) -> tensor<7x6xf32>
    %197 = "stablehlo.dot_general"(%109, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<9x6xf32>, tensor<1x9x7x3xf32>) -> tensor<6x1x7x3xf32>
    %198 = "stablehlo.dot_general"(%197, %196) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x1x7x3xf32>, tensor<7x6xf32>) -> tensor<6x1x3x6xf32>
    %199 = "stablehlo.transpose"(%198) <{permutation = array<i64: 1, 0, 3, 2>}> : (tensor<6x1x3x6xf32>) -> tensor<1x6x6x3xf32>
    "func.return"(%199) : (tensor<1x6x6x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9x6xi1>, tensor<9x6xf32>, tensor<i32>) -> tensor<9x6xf32>, res_attrs = [{}], sym_name = "_where_19", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<9x6xi1>, %arg19: tensor<9x6xf32>, %arg20: tensor<i32>):
    %20 = "stablehlo.convert"(%arg20) : (tensor<i32>) -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %22 = "stablehlo.select"(%arg18, %arg19, %21) : (tensor<9x6xi1>, tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    "func.return"(%22) : (tensor<9x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9x6xi1>, tensor<f32>, tensor<9x6xf32>) -> tensor<9x6xf32>, res_attrs = [{}], sym_name = "_where_20", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<9x6xi1>, %arg16: tensor<f32>, %arg17: tensor<9x6xf32>):
    %17 = "stablehlo.convert"(%arg16) : (tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %19 = "stablehlo.select"(%arg15, %18, %arg17) : (tensor<9x6xi1>, tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    "func.return"(%19) : (tensor<9x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>, res_attrs = [{}], sym_name = "_where_21", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<1x6xi1>, %arg13: tensor<1x6xf32>, %arg14: tensor<i32>):
    %14 = "stablehlo.convert"(%arg14) : (tensor<i32>) -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %16 = "stablehlo.select"(%arg12, %arg13, %15) : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    "func.return"(%16) : (tensor<1x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x6xi1>, tensor<9x6xf32>, tensor<i32>) -> tensor<9x6xf32>, res_attrs = [{}], sym_name = "_where_22", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<1x6xi1>, %arg10: tensor<9x6xf32>, %arg11: tensor<i32>):
    %10 = "stablehlo.convert"(%arg11) : (tensor<i32>) -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xi1>) -> tensor<9x6xi1>
    %12 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x6xf32>
    %13 = "stablehlo.select"(%11, %arg10, %12) : (tensor<9x6xi1>, tensor<9x6xf32>, tensor<9x6xf32>) -> tensor<9x6xf32>
    "func.return"(%13) : (tensor<9x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7x6xi1>, tensor<7x6xf32>, tensor<i32>) -> tensor<7x6xf32>, res_attrs = [{}], sym_name = "_where_23", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<7x6xi1>, %arg7: tensor<7x6xf32>, %arg8: tensor<i32>):
    %7 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %9 = "stablehlo.select"(%arg6, %arg7, %8) : (tensor<7x6xi1>, tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    "func.return"(%9) : (tensor<7x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7x6xi1>, tensor<f32>, tensor<7x6xf32>) -> tensor<7x6xf32>, res_attrs = [{}], sym_name = "_where_24", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<7x6xi1>, %arg4: tensor<f32>, %arg5: tensor<7x6xf32>):
    %4 = "stablehlo.convert"(%arg4) : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %6 = "stablehlo.select"(%arg3, %5, %arg5) : (tensor<7x6xi1>, tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    "func.return"(%6) : (tensor<7x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x6xi1>, tensor<7x6xf32>, tensor<i32>) -> tensor<7x6xf32>, res_attrs = [{}], sym_name = "_where_25", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x6xi1>, %arg1: tensor<7x6xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xi1>) -> tensor<7x6xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x6xf32>
    %3 = "stablehlo.select"(%1, %arg1, %2) : (tensor<7x6xi1>, tensor<7x6xf32>, tensor<7x6xf32>) -> tensor<7x6xf32>
    "func.return"(%3) : (tensor<7x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
