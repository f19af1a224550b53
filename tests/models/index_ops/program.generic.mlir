"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x5xf32>, tensor<8xi32>, tensor<4x3xi1>) -> (tensor<6xi32>, tensor<5xi32>, tensor<5xi32>, tensor<4x2xi32>, tensor<f32>, tensor<5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<9xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<5xi32>, tensor<5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg162: tensor<5x5xf32>, %arg163: tensor<8xi32>, %arg164: tensor<4x3xi1>):
    %663:2 = "func.call"(%arg163) <{callee = @_unique_sorted_mask}> : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>)
    %664 = "func.call"(%663#1) <{callee = @cumsum}> : (tensor<8xi1>) -> tensor<8xi32>
    %665 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %667 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %668 = "func.call"(%664, %667) <{callee = @clip}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %669 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %671 = "stablehlo.compare"(%668, %670) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %672 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %673 = "stablehlo.broadcast_in_dim"(%672) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %674 = "stablehlo.add"(%668, %673) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %675 = "stablehlo.select"(%671, %674, %668) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %677 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %678 = "stablehlo.broadcast_in_dim"(%677) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %679 = "stablehlo.scatter"(%666, %676, %678) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg177: tensor<i32>, %arg178: tensor<i32>):
      %870 = "stablehlo.add"(%arg177, %arg178) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%870) : (tensor<i32>) -> ()
    }) : (tensor<6xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<6xi32>
    %680 = "func.call"(%679) <{callee = @cumsum_1}> : (tensor<6xi32>) -> tensor<6xi32>
    %681 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %682 = "func.call"(%680, %681) <{callee = @floor_divide}> : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %683 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %684 = "func.call"(%682, %683) <{callee = @remainder}> : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %685 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %686 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %687 = "stablehlo.compare"(%684, %686) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %688 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %689 = "stablehlo.broadcast_in_dim"(%688) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %690 = "stablehlo.add"(%684, %689) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %691 = "stablehlo.select"(%687, %690, %684) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %693 = "stablehlo.gather"(%663#0, %692) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %694 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xi32>
    %695 = "stablehlo.convert"(%663#1) : (tensor<8xi1>) -> tensor<8xi32>
    %696 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %697 = "stablehlo.reduce"(%695, %696) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg175: tensor<i32>, %arg176: tensor<i32>):
      %869 = "stablehlo.add"(%arg175, %arg176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%869) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %699 = "stablehlo.compare"(%694, %698) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %700 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %701 = "func.call"(%699, %693, %700) <{callee = @_where_4}> : (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %702 = "func.call"(%arg164) <{callee = @cumsum_5}> : (tensor<4x3xi1>) -> tensor<12xi32>
    %703 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %705 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %706 = "func.call"(%702, %705) <{callee = @clip_7}> : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %707 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %709 = "stablehlo.compare"(%706, %708) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %710 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %711 = "stablehlo.broadcast_in_dim"(%710) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %712 = "stablehlo.add"(%706, %711) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %713 = "stablehlo.select"(%709, %712, %706) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %714 = "stablehlo.broadcast_in_dim"(%713) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %715 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %717 = "stablehlo.scatter"(%704, %714, %716) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg173: tensor<i32>, %arg174: tensor<i32>):
      %868 = "stablehlo.add"(%arg173, %arg174) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%868) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<5xi32>
    %718 = "func.call"(%717) <{callee = @cumsum_8}> : (tensor<5xi32>) -> tensor<5xi32>
    %719 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %720 = "func.call"(%718, %719) <{callee = @floor_divide_10}> : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %721 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %722 = "func.call"(%720, %721) <{callee = @remainder_12}> : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %723 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %724 = "func.call"(%718, %723) <{callee = @floor_divide_10}> : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %725 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %726 = "func.call"(%724, %725) <{callee = @remainder_12}> : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %727 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %728 = "stablehlo.convert"(%arg164) : (tensor<4x3xi1>) -> tensor<4x3xi32>
    %729 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %730 = "stablehlo.reduce"(%728, %729) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg171: tensor<i32>, %arg172: tensor<i32>):
      %867 = "stablehlo.add"(%arg171, %arg172) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%867) : (tensor<i32>) -> ()
    }) : (tensor<4x3xi32>, tensor<i32>) -> tensor<i32>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %732 = "stablehlo.compare"(%727, %731) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %733 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %734 = "func.call"(%732, %733, %722) <{callee = @_where_13}> : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %735 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %736 = "func.call"(%732, %735, %726) <{callee = @_where_13}> : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %737 = "func.call"(%arg164) <{callee = @atleast_1d}> : (tensor<4x3xi1>) -> tensor<4x3xi1>
    %738 = "func.call"(%737) <{callee = @cumsum_5}> : (tensor<4x3xi1>) -> tensor<12xi32>
    %739 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %740 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %741 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %742 = "func.call"(%738, %741) <{callee = @clip_7}> : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %743 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %745 = "stablehlo.compare"(%742, %744) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %746 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %748 = "stablehlo.add"(%742, %747) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %749 = "stablehlo.select"(%745, %748, %742) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %750 = "stablehlo.broadcast_in_dim"(%749) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %751 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %753 = "stablehlo.scatter"(%740, %750, %752) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg169: tensor<i32>, %arg170: tensor<i32>):
      %866 = "stablehlo.add"(%arg169, %arg170) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%866) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<4xi32>
    %754 = "func.call"(%753) <{callee = @cumsum_14}> : (tensor<4xi32>) -> tensor<4xi32>
    %755 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %756 = "func.call"(%754, %755) <{callee = @floor_divide_16}> : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %757 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %758 = "func.call"(%756, %757) <{callee = @remainder_18}> : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %759 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %760 = "func.call"(%754, %759) <{callee = @floor_divide_16}> : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %761 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %762 = "func.call"(%760, %761) <{callee = @remainder_18}> : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %763 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %764 = "stablehlo.convert"(%737) : (tensor<4x3xi1>) -> tensor<4x3xi32>
    %765 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %766 = "stablehlo.reduce"(%764, %765) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg167: tensor<i32>, %arg168: tensor<i32>):
      %865 = "stablehlo.add"(%arg167, %arg168) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%865) : (tensor<i32>) -> ()
    }) : (tensor<4x3xi32>, tensor<i32>) -> tensor<i32>
    %767 = "stablehlo.broadcast_in_dim"(%766) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %768 = "stablehlo.compare"(%763, %767) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %769 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %770 = "func.call"(%768, %769, %758) <{callee = @_where_19}> : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %771 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %772 = "func.call"(%768, %771, %762) <{callee = @_where_19}> : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %773 = "func.call"(%770) <{callee = @atleast_2d}> : (tensor<4xi32>) -> tensor<1x4xi32>
    %774 = "func.call"(%772) <{callee = @atleast_2d}> : (tensor<4xi32>) -> tensor<1x4xi32>
    %775 = "stablehlo.concatenate"(%773, %774) <{dimension = 0 : i64}> : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
    %776 = "stablehlo.transpose"(%775) <{permutation = array<i64: 1, 0>}> : (tensor<2x4xi32>) -> tensor<4x2xi32>
    %777 = "func.call"(%arg162) <{callee = @trace}> : (tensor<5x5xf32>) -> tensor<f32>
    %778 = "func.call"(%arg162) <{callee = @_diag}> : (tensor<5x5xf32>) -> tensor<5xf32>
    %779 = "func.call"(%arg162) <{callee = @diagonal_21}> : (tensor<5x5xf32>) -> tensor<4xf32>
    %780 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xui32>
    %781 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xui32>
    %782 = "stablehlo.compare"(%780, %781) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xui32>, tensor<5x5xui32>) -> tensor<5x5xi1>
    %783 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %784 = "stablehlo.broadcast_in_dim"(%783) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %785 = "stablehlo.select"(%782, %arg162, %784) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %786 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %787 = "stablehlo.reduce"(%785, %786) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %864 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%864) : (tensor<f32>) -> ()
    }) : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %788 = "stablehlo.dot_general"(%arg162, %arg162) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5xf32>
    %789 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %790 = "stablehlo.reshape"(%789) : (tensor<1x5xf32>) -> tensor<5xf32>
    %791 = "func.call"(%790) <{callee = @_diag_22}> : (tensor<5xf32>) -> tensor<5x5xf32>
    %792 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %793 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %794 = "func.call"(%792, %793) <{callee = @_linspace}> : (tensor<i32>, tensor<i32>) -> tensor<9xf32>
    %795 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %796 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 2, 5>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %797 = "stablehlo.reshape"(%796) : (tensor<1x5xf32>) -> tensor<5xf32>
    %798 = "func.call"(%794, %795, %797) <{callee = @_interp}> : (tensor<9xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<9xf32>
    %799 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 3, 5>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %800 = "stablehlo.reshape"(%799) : (tensor<1x5xf32>) -> tensor<5xf32>
    %801 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 4, 5>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %802 = "stablehlo.reshape"(%801) : (tensor<1x5xf32>) -> tensor<5xf32>
    %803 = "func.call"(%800, %802) <{callee = @polyval}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %804 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %805 = "stablehlo.broadcast_in_dim"(%804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %806 = "stablehlo.compare"(%arg162, %805) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xi1>
    %807 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %808 = "stablehlo.broadcast_in_dim"(%807) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %809 = "stablehlo.compare"(%arg162, %808) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xi1>
    %810 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %811 = "stablehlo.broadcast_in_dim"(%810) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %812 = "stablehlo.multiply"(%arg162, %811) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %813 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %814 = "stablehlo.broadcast_in_dim"(%813) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %815 = "stablehlo.subtract"(%arg162, %814) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %816 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %817 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5x5xi1>
    %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<5x5xi1>) -> tensor<1x5x5xi1>
    %819 = "stablehlo.broadcast_in_dim"(%806) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<5x5xi1>) -> tensor<1x5x5xi1>
    %820 = "stablehlo.broadcast_in_dim"(%809) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<5x5xi1>) -> tensor<1x5x5xi1>
    %821 = "stablehlo.concatenate"(%818, %819, %820) <{dimension = 0 : i64}> : (tensor<1x5x5xi1>, tensor<1x5x5xi1>, tensor<1x5x5xi1>) -> tensor<3x5x5xi1>
    %822 = "func.call"(%821) <{callee = @argmax}> : (tensor<3x5x5xi1>) -> tensor<5x5xi32>
    %823 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %824 = "stablehlo.broadcast_in_dim"(%823) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %825 = "stablehlo.compare"(%822, %824) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %826 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %827 = "stablehlo.broadcast_in_dim"(%826) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %828 = "stablehlo.compare"(%822, %827) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %829 = "stablehlo.select"(%828, %812, %815) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %830 = "stablehlo.select"(%825, %arg162, %829) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %831 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %832 = "stablehlo.reshape"(%831) : (tensor<1x5xf32>) -> tensor<5xf32>
    %833 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %834 = "stablehlo.reshape"(%833) : (tensor<1x5xf32>) -> tensor<5xf32>
    %835 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %836 = "stablehlo.broadcast_in_dim"(%835) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %837 = "stablehlo.compare"(%834, %836) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %838 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %839 = "stablehlo.reshape"(%838) : (tensor<1x5xf32>) -> tensor<5xf32>
    %840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.broadcast_in_dim"(%840) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %842 = "stablehlo.compare"(%839, %841) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %843 = "stablehlo.broadcast_in_dim"(%837) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xi1>) -> tensor<1x5xi1>
    %844 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xi1>) -> tensor<1x5xi1>
    %845 = "stablehlo.concatenate"(%843, %844) <{dimension = 0 : i64}> : (tensor<1x5xi1>, tensor<1x5xi1>) -> tensor<2x5xi1>
    %846 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %847 = "func.call"(%832, %845, %846) <{callee = @_piecewise}> : (tensor<5xf32>, tensor<2x5xi1>, tensor<i32>) -> tensor<5xf32>
    %848 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %849 = "stablehlo.broadcast_in_dim"(%848) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %850 = "stablehlo.multiply"(%arg162, %849) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %851 = "func.call"(%850) <{callee = @round}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %852 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 5, 5>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %853 = "stablehlo.reshape"(%852) : (tensor<1x5xf32>) -> tensor<5xf32>
    %854 = "func.call"(%853) <{callee = @sort}> : (tensor<5xf32>) -> tensor<5xf32>
    %855 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %856 = "stablehlo.reshape"(%855) : (tensor<1x5xf32>) -> tensor<5xf32>
    %857 = "func.call"(%854, %856) <{callee = @searchsorted_33}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>
    %858 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 5, 5>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %859 = "stablehlo.reshape"(%858) : (tensor<1x5xf32>) -> tensor<5xf32>
    %860 = "func.call"(%859) <{callee = @sort}> : (tensor<5xf32>) -> tensor<5xf32>
    %861 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 2, 5>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %862 = "stablehlo.reshape"(%861) : (tensor<1x5xf32>) -> tensor<5xf32>
    %863 = "func.call"(%860, %862) <{callee = @searchsorted_34}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>
    "func.return"(%701, %734, %736, %776, %777, %778, %779, %787, %788, %791, %798, %803, %830, %847, %851, %857, %863) : (tensor<6xi32>, tensor<5xi32>, tensor<5xi32>, tensor<4x2xi32>, tensor<f32>, tensor<5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<9xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<5xi32>, tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>), res_attrs = [{}, {}], sym_name = "_unique_sorted_mask", sym_visibility = "private"}> ({
  ^bb0(%arg157: tensor<8xi32>):
    %639 = "stablehlo.reshape"(%arg157) : (tensor<8xi32>) -> tensor<8x1xi32>
    %640 = "stablehlo.transpose"(%639) <{permutation = array<i64: 1, 0>}> : (tensor<8x1xi32>) -> tensor<1x8xi32>
    %641 = "stablehlo.reverse"(%640) <{dimensions = array<i64: 0>}> : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %642 = "func.call"(%641) <{callee = @lexsort}> : (tensor<1x8xi32>) -> tensor<8xi32>
    %643 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %645 = "stablehlo.compare"(%642, %644) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %646 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %648 = "stablehlo.add"(%642, %647) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %649 = "stablehlo.select"(%645, %648, %642) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %650 = "stablehlo.broadcast_in_dim"(%649) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %651 = "stablehlo.gather"(%arg157, %650) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %652 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %654 = "stablehlo.slice"(%651) <{limit_indices = array<i64: 8>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<8xi32>) -> tensor<7xi32>
    %655 = "stablehlo.slice"(%651) <{limit_indices = array<i64: 7>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xi32>) -> tensor<7xi32>
    %656 = "stablehlo.compare"(%654, %655) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %657 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %658 = "stablehlo.reduce"(%656, %657) <{dimensions = array<i64>}> ({
    ^bb0(%arg160: tensor<i1>, %arg161: tensor<i1>):
      %662 = "stablehlo.or"(%arg160, %arg161) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%662) : (tensor<i1>) -> ()
    }) : (tensor<7xi1>, tensor<i1>) -> tensor<7xi1>
    %659 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %660 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %661 = "stablehlo.scatter"(%653, %660, %658) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg158: tensor<i1>, %arg159: tensor<i1>):
      "stablehlo.return"(%arg159) : (tensor<i1>) -> ()
    }) : (tensor<8xi1>, tensor<1xi32>, tensor<7xi1>) -> tensor<8xi1>
    "func.return"(%651, %661) : (tensor<8xi32>, tensor<8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "lexsort", sym_visibility = "private"}> ({
  ^bb0(%arg152: tensor<1x8xi32>):
    %634 = "stablehlo.slice"(%arg152) <{limit_indices = array<i64: 1, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %635 = "stablehlo.reshape"(%634) : (tensor<1x8xi32>) -> tensor<8xi32>
    %636 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %637:2 = "stablehlo.sort"(%635, %636) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg153: tensor<i32>, %arg154: tensor<i32>, %arg155: tensor<i32>, %arg156: tensor<i32>):
      %638 = "stablehlo.compare"(%arg153, %arg154) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%638) : (tensor<i1>) -> ()
    }) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>)
    "func.return"(%637#1) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi1>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg151: tensor<8xi1>):
    %632 = "stablehlo.convert"(%arg151) : (tensor<8xi1>) -> tensor<8xi32>
    %633 = "func.call"(%632) <{callee = @cumsum_0}> : (tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%633) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi32>) -> tensor<8xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg148: tensor<8xi32>):
    %628 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %630 = "stablehlo.reduce_window"(%arg148, %629) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg149: tensor<i32>, %arg150: tensor<i32>):
      %631 = "stablehlo.add"(%arg149, %arg150) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%631) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    "func.return"(%630) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg146: tensor<8xi32>, %arg147: tensor<i32>):
    %625 = "stablehlo.convert"(%arg147) : (tensor<i32>) -> tensor<i32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %627 = "stablehlo.maximum"(%626, %arg146) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%627) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg145: tensor<6xi32>):
    %624 = "func.call"(%arg145) <{callee = @cumsum_2}> : (tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%624) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xi32>) -> tensor<6xi32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg142: tensor<6xi32>):
    %620 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %622 = "stablehlo.reduce_window"(%arg142, %621) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg143: tensor<i32>, %arg144: tensor<i32>):
      %623 = "stablehlo.add"(%arg143, %arg144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%623) : (tensor<i32>) -> ()
    }) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    "func.return"(%622) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg140: tensor<6xi32>, %arg141: tensor<i32>):
    %604 = "stablehlo.broadcast_in_dim"(%arg141) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %605 = "stablehlo.divide"(%arg140, %604) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %606 = "stablehlo.sign"(%arg140) : (tensor<6xi32>) -> tensor<6xi32>
    %607 = "stablehlo.sign"(%arg141) : (tensor<i32>) -> tensor<i32>
    %608 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %609 = "stablehlo.compare"(%606, %608) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %610 = "stablehlo.broadcast_in_dim"(%arg141) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %611 = "stablehlo.remainder"(%arg140, %610) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %612 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %614 = "stablehlo.compare"(%611, %613) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %615 = "stablehlo.and"(%609, %614) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %616 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %617 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %618 = "stablehlo.subtract"(%605, %617) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %619 = "func.call"(%615, %618, %605) <{callee = @_where}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%619) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg137: tensor<6xi1>, %arg138: tensor<6xi32>, %arg139: tensor<6xi32>):
    %603 = "stablehlo.select"(%arg137, %arg138, %arg139) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%603) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg135: tensor<6xi32>, %arg136: tensor<i32>):
    %582 = "stablehlo.convert"(%arg136) : (tensor<i32>) -> tensor<i32>
    %583 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %584 = "stablehlo.compare"(%582, %583) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %585 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %586 = "func.call"(%584, %585, %582) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %588 = "stablehlo.remainder"(%arg135, %587) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %589 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %591 = "stablehlo.compare"(%588, %590) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %592 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %593 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %594 = "stablehlo.compare"(%588, %593) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %595 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %596 = "stablehlo.compare"(%586, %595) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %597 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %598 = "stablehlo.compare"(%594, %597) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %599 = "stablehlo.and"(%598, %591) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %600 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %601 = "stablehlo.add"(%588, %600) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %602 = "stablehlo.select"(%599, %601, %588) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%602) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg132: tensor<i1>, %arg133: tensor<i32>, %arg134: tensor<i32>):
    %581 = "stablehlo.select"(%arg132, %arg133, %arg134) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%581) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg129: tensor<6xi1>, %arg130: tensor<6xi32>, %arg131: tensor<i32>):
    %579 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %580 = "stablehlo.select"(%arg129, %arg130, %579) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%580) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x3xi1>) -> tensor<12xi32>, res_attrs = [{}], sym_name = "cumsum_5", sym_visibility = "private"}> ({
  ^bb0(%arg128: tensor<4x3xi1>):
    %576 = "stablehlo.reshape"(%arg128) : (tensor<4x3xi1>) -> tensor<12xi1>
    %577 = "stablehlo.convert"(%576) : (tensor<12xi1>) -> tensor<12xi32>
    %578 = "func.call"(%577) <{callee = @cumsum_6}> : (tensor<12xi32>) -> tensor<12xi32>
    "func.return"(%578) : (tensor<12xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<12xi32>) -> tensor<12xi32>, sym_name = "cumsum_6", sym_visibility = "private"}> ({
  ^bb0(%arg125: tensor<12xi32>):
    %572 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %574 = "stablehlo.reduce_window"(%arg125, %573) <{base_dilations = array<i64: 1>, padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg126: tensor<i32>, %arg127: tensor<i32>):
      %575 = "stablehlo.add"(%arg126, %arg127) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%575) : (tensor<i32>) -> ()
    }) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    "func.return"(%574) : (tensor<12xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>, res_attrs = [{}], sym_name = "clip_7", sym_visibility = "private"}> ({
  ^bb0(%arg123: tensor<12xi32>, %arg124: tensor<i32>):
    %569 = "stablehlo.convert"(%arg124) : (tensor<i32>) -> tensor<i32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %571 = "stablehlo.maximum"(%570, %arg123) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    "func.return"(%571) : (tensor<12xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "cumsum_8", sym_visibility = "private"}> ({
  ^bb0(%arg122: tensor<5xi32>):
    %568 = "func.call"(%arg122) <{callee = @cumsum_9}> : (tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%568) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xi32>) -> tensor<5xi32>, sym_name = "cumsum_9", sym_visibility = "private"}> ({
  ^bb0(%arg119: tensor<5xi32>):
    %564 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %566 = "stablehlo.reduce_window"(%arg119, %565) <{base_dilations = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 5>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg120: tensor<i32>, %arg121: tensor<i32>):
      %567 = "stablehlo.add"(%arg120, %arg121) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%567) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    "func.return"(%566) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "floor_divide_10", sym_visibility = "private"}> ({
  ^bb0(%arg117: tensor<5xi32>, %arg118: tensor<i32>):
    %548 = "stablehlo.broadcast_in_dim"(%arg118) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %549 = "stablehlo.divide"(%arg117, %548) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %550 = "stablehlo.sign"(%arg117) : (tensor<5xi32>) -> tensor<5xi32>
    %551 = "stablehlo.sign"(%arg118) : (tensor<i32>) -> tensor<i32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %553 = "stablehlo.compare"(%550, %552) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %554 = "stablehlo.broadcast_in_dim"(%arg118) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %555 = "stablehlo.remainder"(%arg117, %554) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %556 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %558 = "stablehlo.compare"(%555, %557) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %559 = "stablehlo.and"(%553, %558) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %560 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %562 = "stablehlo.subtract"(%549, %561) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %563 = "func.call"(%559, %562, %549) <{callee = @_where_11}> : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%563) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_where_11", sym_visibility = "private"}> ({
  ^bb0(%arg114: tensor<5xi1>, %arg115: tensor<5xi32>, %arg116: tensor<5xi32>):
    %547 = "stablehlo.select"(%arg114, %arg115, %arg116) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%547) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "remainder_12", sym_visibility = "private"}> ({
  ^bb0(%arg112: tensor<5xi32>, %arg113: tensor<i32>):
    %526 = "stablehlo.convert"(%arg113) : (tensor<i32>) -> tensor<i32>
    %527 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %528 = "stablehlo.compare"(%526, %527) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %529 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %530 = "func.call"(%528, %529, %526) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %532 = "stablehlo.remainder"(%arg112, %531) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %533 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %535 = "stablehlo.compare"(%532, %534) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %536 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %537 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %538 = "stablehlo.compare"(%532, %537) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %539 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %540 = "stablehlo.compare"(%530, %539) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %542 = "stablehlo.compare"(%538, %541) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %543 = "stablehlo.and"(%542, %535) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %544 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %545 = "stablehlo.add"(%532, %544) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %546 = "stablehlo.select"(%543, %545, %532) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%546) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_where_13", sym_visibility = "private"}> ({
  ^bb0(%arg109: tensor<5xi1>, %arg110: tensor<i32>, %arg111: tensor<5xi32>):
    %523 = "stablehlo.convert"(%arg110) : (tensor<i32>) -> tensor<i32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %525 = "stablehlo.select"(%arg109, %524, %arg111) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%525) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x3xi1>) -> tensor<4x3xi1>, res_attrs = [{}], sym_name = "atleast_1d", sym_visibility = "private"}> ({
  ^bb0(%arg108: tensor<4x3xi1>):
    "func.return"(%arg108) : (tensor<4x3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "cumsum_14", sym_visibility = "private"}> ({
  ^bb0(%arg107: tensor<4xi32>):
    %522 = "func.call"(%arg107) <{callee = @cumsum_15}> : (tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%522) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "cumsum_15", sym_visibility = "private"}> ({
  ^bb0(%arg104: tensor<4xi32>):
    %518 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %520 = "stablehlo.reduce_window"(%arg104, %519) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg105: tensor<i32>, %arg106: tensor<i32>):
      %521 = "stablehlo.add"(%arg105, %arg106) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%521) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%520) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "floor_divide_16", sym_visibility = "private"}> ({
  ^bb0(%arg102: tensor<4xi32>, %arg103: tensor<i32>):
    %502 = "stablehlo.broadcast_in_dim"(%arg103) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %503 = "stablehlo.divide"(%arg102, %502) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %504 = "stablehlo.sign"(%arg102) : (tensor<4xi32>) -> tensor<4xi32>
    %505 = "stablehlo.sign"(%arg103) : (tensor<i32>) -> tensor<i32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %507 = "stablehlo.compare"(%504, %506) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %508 = "stablehlo.broadcast_in_dim"(%arg103) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %509 = "stablehlo.remainder"(%arg102, %508) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %510 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %512 = "stablehlo.compare"(%509, %511) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %513 = "stablehlo.and"(%507, %512) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %514 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %515 = "stablehlo.broadcast_in_dim"(%514) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %516 = "stablehlo.subtract"(%503, %515) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %517 = "func.call"(%513, %516, %503) <{callee = @_where_17}> : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%517) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_where_17", sym_visibility = "private"}> ({
  ^bb0(%arg99: tensor<4xi1>, %arg100: tensor<4xi32>, %arg101: tensor<4xi32>):
    %501 = "stablehlo.select"(%arg99, %arg100, %arg101) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%501) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "remainder_18", sym_visibility = "private"}> ({
  ^bb0(%arg97: tensor<4xi32>, %arg98: tensor<i32>):
    %480 = "stablehlo.convert"(%arg98) : (tensor<i32>) -> tensor<i32>
    %481 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %482 = "stablehlo.compare"(%480, %481) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %483 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %484 = "func.call"(%482, %483, %480) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %486 = "stablehlo.remainder"(%arg97, %485) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %487 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %489 = "stablehlo.compare"(%486, %488) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %490 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %492 = "stablehlo.compare"(%486, %491) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %493 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %494 = "stablehlo.compare"(%484, %493) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %496 = "stablehlo.compare"(%492, %495) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %497 = "stablehlo.and"(%496, %489) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %498 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %499 = "stablehlo.add"(%486, %498) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %500 = "stablehlo.select"(%497, %499, %486) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%500) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_where_19", sym_visibility = "private"}> ({
  ^bb0(%arg94: tensor<4xi1>, %arg95: tensor<i32>, %arg96: tensor<4xi32>):
    %477 = "stablehlo.convert"(%arg95) : (tensor<i32>) -> tensor<i32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %479 = "stablehlo.select"(%arg94, %478, %arg96) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%479) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<1x4xi32>, res_attrs = [{}], sym_name = "atleast_2d", sym_visibility = "private"}> ({
  ^bb0(%arg93: tensor<4xi32>):
    %476 = "stablehlo.broadcast_in_dim"(%arg93) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xi32>) -> tensor<1x4xi32>
    "func.return"(%476) : (tensor<1x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "trace", sym_visibility = "private"}> ({
  ^bb0(%arg90: tensor<5x5xf32>):
    %464 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %465 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %466 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %467 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %468 = "stablehlo.add"(%464, %467) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %469 = "stablehlo.compare"(%468, %465) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %470 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %472 = "func.call"(%469, %arg90, %471) <{callee = @_where_20}> : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %473 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.reduce"(%472, %473) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %475 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%475) : (tensor<f32>) -> ()
    }) : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%474) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "_where_20", sym_visibility = "private"}> ({
  ^bb0(%arg87: tensor<5x5xi1>, %arg88: tensor<5x5xf32>, %arg89: tensor<5x5xf32>):
    %463 = "stablehlo.select"(%arg87, %arg88, %arg89) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%463) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_diag", sym_visibility = "private"}> ({
  ^bb0(%arg86: tensor<5x5xf32>):
    %462 = "func.call"(%arg86) <{callee = @diagonal}> : (tensor<5x5xf32>) -> tensor<5xf32>
    "func.return"(%462) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<5x5xf32>):
    %430 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %431 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %432 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %434 = "stablehlo.add"(%430, %433) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %435 = "stablehlo.compare"(%434, %431) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %436 = "stablehlo.convert"(%435) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %437 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %438 = "stablehlo.case"(%437) ({
      %461 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%461) : (tensor<i32>) -> ()
    }, {
      %460 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%460) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %439 = "stablehlo.case"(%438) ({
      %440 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
      %441 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
      %442 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %444 = "stablehlo.compare"(%440, %443) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %445 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %447 = "stablehlo.add"(%440, %446) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %448 = "stablehlo.select"(%444, %447, %440) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %449 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %451 = "stablehlo.compare"(%441, %450) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %452 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %454 = "stablehlo.add"(%441, %453) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %455 = "stablehlo.select"(%451, %454, %441) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %456 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %457 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %458 = "stablehlo.concatenate"(%456, %457) <{dimension = 1 : i64}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
      %459 = "stablehlo.gather"(%arg85, %458) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<5x2xi32>) -> tensor<5xf32>
      "stablehlo.return"(%459) : (tensor<5xf32>) -> ()
    }) : (tensor<i32>) -> tensor<5xf32>
    "func.return"(%439) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "diagonal_21", sym_visibility = "private"}> ({
  ^bb0(%arg84: tensor<5x5xf32>):
    %407 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %408 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %409 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %411 = "stablehlo.add"(%410, %408) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %412 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %414 = "stablehlo.compare"(%407, %413) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %415 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %417 = "stablehlo.add"(%407, %416) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %418 = "stablehlo.select"(%414, %417, %407) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %419 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %421 = "stablehlo.compare"(%411, %420) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %422 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %424 = "stablehlo.add"(%411, %423) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %425 = "stablehlo.select"(%421, %424, %411) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %426 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %427 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %428 = "stablehlo.concatenate"(%426, %427) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %429 = "stablehlo.gather"(%arg84, %428) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    "func.return"(%429) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "_diag_22", sym_visibility = "private"}> ({
  ^bb0(%arg83: tensor<5xf32>):
    %396 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.pad"(%arg83, %396) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 0>}> : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %398 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %399 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %400 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %402 = "stablehlo.add"(%398, %401) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %403 = "stablehlo.compare"(%402, %399) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %404 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %405 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %406 = "func.call"(%403, %404, %405) <{callee = @_where_23}> : (tensor<5x5xi1>, tensor<5x1xf32>, tensor<f32>) -> tensor<5x5xf32>
    "func.return"(%406) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x5xi1>, tensor<5x1xf32>, tensor<f32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "_where_23", sym_visibility = "private"}> ({
  ^bb0(%arg80: tensor<5x5xi1>, %arg81: tensor<5x1xf32>, %arg82: tensor<f32>):
    %393 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %394 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %395 = "stablehlo.select"(%arg80, %393, %394) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%395) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_linspace", sym_visibility = "private"}> ({
  ^bb0(%arg78: tensor<i32>, %arg79: tensor<i32>):
    %375 = "stablehlo.convert"(%arg78) : (tensor<i32>) -> tensor<f32>
    %376 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<f32>
    %377 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %378 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %380 = "stablehlo.divide"(%377, %379) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %381 = "stablehlo.reshape"(%375) : (tensor<f32>) -> tensor<1xf32>
    %382 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %384 = "stablehlo.subtract"(%383, %380) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %385 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %386 = "stablehlo.multiply"(%385, %384) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %387 = "stablehlo.reshape"(%376) : (tensor<f32>) -> tensor<1xf32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %389 = "stablehlo.multiply"(%388, %380) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %390 = "stablehlo.add"(%386, %389) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %391 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %392 = "stablehlo.concatenate"(%390, %391) <{dimension = 0 : i64}> : (tensor<8xf32>, tensor<1xf32>) -> tensor<9xf32>
    "func.return"(%392) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_interp", sym_visibility = "private"}> ({
  ^bb0(%arg75: tensor<9xf32>, %arg76: tensor<5xf32>, %arg77: tensor<5xf32>):
    %266 = "func.call"(%arg76, %arg75) <{callee = @searchsorted}> : (tensor<5xf32>, tensor<9xf32>) -> tensor<9xi32>
    %267 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %268 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %269 = "func.call"(%266, %267, %268) <{callee = @clip_26}> : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
    %270 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %272 = "stablehlo.compare"(%269, %271) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %273 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %275 = "stablehlo.add"(%269, %274) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %276 = "stablehlo.select"(%272, %275, %269) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %278 = "stablehlo.gather"(%arg77, %277) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %279 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %281 = "stablehlo.subtract"(%269, %280) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %282 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %284 = "stablehlo.compare"(%281, %283) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %285 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %287 = "stablehlo.add"(%281, %286) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %288 = "stablehlo.select"(%284, %287, %281) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %290 = "stablehlo.gather"(%arg77, %289) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %291 = "stablehlo.subtract"(%278, %290) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %292 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %294 = "stablehlo.compare"(%269, %293) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %295 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %297 = "stablehlo.add"(%269, %296) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %298 = "stablehlo.select"(%294, %297, %269) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %300 = "stablehlo.gather"(%arg76, %299) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %301 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %303 = "stablehlo.subtract"(%269, %302) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %304 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %306 = "stablehlo.compare"(%303, %305) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %307 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %309 = "stablehlo.add"(%303, %308) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %310 = "stablehlo.select"(%306, %309, %303) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %312 = "stablehlo.gather"(%arg76, %311) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %313 = "stablehlo.subtract"(%300, %312) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %314 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %316 = "stablehlo.subtract"(%269, %315) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %317 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %319 = "stablehlo.compare"(%316, %318) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %320 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %322 = "stablehlo.add"(%316, %321) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %323 = "stablehlo.select"(%319, %322, %316) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %325 = "stablehlo.gather"(%arg76, %324) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %326 = "stablehlo.subtract"(%arg75, %325) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %327 = "stablehlo.abs"(%313) : (tensor<9xf32>) -> tensor<9xf32>
    %328 = "stablehlo.constant"() <{value = dense<1.42108547E-14> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %330 = "stablehlo.compare"(%327, %329) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %331 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %333 = "stablehlo.subtract"(%269, %332) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %334 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %336 = "stablehlo.compare"(%333, %335) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %337 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %339 = "stablehlo.add"(%333, %338) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %340 = "stablehlo.select"(%336, %339, %333) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %342 = "stablehlo.gather"(%arg77, %341) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %343 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %345 = "stablehlo.subtract"(%269, %344) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %346 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %348 = "stablehlo.compare"(%345, %347) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %349 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %351 = "stablehlo.add"(%345, %350) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %352 = "stablehlo.select"(%348, %351, %345) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %354 = "stablehlo.gather"(%arg77, %353) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %355 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %356 = "func.call"(%330, %355, %313) <{callee = @_where_27}> : (tensor<9xi1>, tensor<i32>, tensor<9xf32>) -> tensor<9xf32>
    %357 = "stablehlo.divide"(%326, %356) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %358 = "stablehlo.multiply"(%357, %291) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %359 = "stablehlo.add"(%354, %358) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %360 = "func.call"(%330, %342, %359) <{callee = @_where_28}> : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %361 = "stablehlo.slice"(%arg77) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %362 = "stablehlo.reshape"(%361) : (tensor<1xf32>) -> tensor<f32>
    %363 = "stablehlo.slice"(%arg76) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %364 = "stablehlo.reshape"(%363) : (tensor<1xf32>) -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %366 = "stablehlo.compare"(%arg75, %365) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %367 = "func.call"(%366, %362, %360) <{callee = @_where_29}> : (tensor<9xi1>, tensor<f32>, tensor<9xf32>) -> tensor<9xf32>
    %368 = "stablehlo.slice"(%arg77) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %369 = "stablehlo.reshape"(%368) : (tensor<1xf32>) -> tensor<f32>
    %370 = "stablehlo.slice"(%arg76) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %371 = "stablehlo.reshape"(%370) : (tensor<1xf32>) -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %373 = "stablehlo.compare"(%arg75, %372) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %374 = "func.call"(%373, %369, %367) <{callee = @_where_29}> : (tensor<9xi1>, tensor<f32>, tensor<9xf32>) -> tensor<9xf32>
    "func.return"(%374) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<9xf32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<5xf32>, %arg74: tensor<9xf32>):
    %265 = "func.call"(%arg73, %arg74) <{callee = @_searchsorted_scan_impl}> : (tensor<5xf32>, tensor<9xf32>) -> tensor<9xi32>
    "func.return"(%265) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<9xf32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg71: tensor<5xf32>, %arg72: tensor<9xf32>):
    %264 = "func.call"(%arg71, %arg72) <{callee = @_searchsorted_scan_impl_24}> : (tensor<5xf32>, tensor<9xf32>) -> tensor<9xi32>
    "func.return"(%264) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<9xf32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_24", sym_visibility = "private"}> ({
  ^bb0(%arg59: tensor<5xf32>, %arg60: tensor<9xf32>):
    %223 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<9xui32>
    %225 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<9xui32>
    %227 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %228:5 = "stablehlo.while"(%arg59, %arg60, %227, %224, %226) ({
    ^bb0(%arg66: tensor<5xf32>, %arg67: tensor<9xf32>, %arg68: tensor<i32>, %arg69: tensor<9xui32>, %arg70: tensor<9xui32>):
      %262 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %263 = "stablehlo.compare"(%arg68, %262) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%263) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg61: tensor<5xf32>, %arg62: tensor<9xf32>, %arg63: tensor<i32>, %arg64: tensor<9xui32>, %arg65: tensor<9xui32>):
      %230 = "stablehlo.subtract"(%arg65, %arg64) : (tensor<9xui32>, tensor<9xui32>) -> tensor<9xui32>
      %231 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %232 = "func.call"(%230, %231) <{callee = @floor_divide_25}> : (tensor<9xui32>, tensor<i32>) -> tensor<9xui32>
      %233 = "stablehlo.add"(%arg64, %232) : (tensor<9xui32>, tensor<9xui32>) -> tensor<9xui32>
      %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xui32>) -> tensor<9x1xui32>
      %235 = "stablehlo.gather"(%arg61, %234) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xui32>) -> tensor<9x1xf32>
      %236 = "stablehlo.reshape"(%235) : (tensor<9x1xf32>) -> tensor<9xf32>
      %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
      %239 = "stablehlo.compare"(%arg62, %238) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %240 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
      %242 = "stablehlo.select"(%239, %241, %arg62) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
      %243 = "stablehlo.compare"(%arg62, %arg62) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %244 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
      %246 = "stablehlo.select"(%243, %245, %242) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
      %247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
      %249 = "stablehlo.compare"(%236, %248) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %250 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
      %252 = "stablehlo.select"(%249, %251, %236) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
      %253 = "stablehlo.compare"(%236, %236) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %254 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
      %256 = "stablehlo.select"(%253, %255, %252) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
      %257 = "stablehlo.compare"(%246, %256) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %258 = "stablehlo.select"(%257, %arg64, %233) : (tensor<9xi1>, tensor<9xui32>, tensor<9xui32>) -> tensor<9xui32>
      %259 = "stablehlo.select"(%257, %233, %arg65) : (tensor<9xi1>, tensor<9xui32>, tensor<9xui32>) -> tensor<9xui32>
      %260 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %261 = "stablehlo.add"(%arg63, %260) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg61, %arg62, %261, %258, %259) : (tensor<5xf32>, tensor<9xf32>, tensor<i32>, tensor<9xui32>, tensor<9xui32>) -> ()
    }) : (tensor<5xf32>, tensor<9xf32>, tensor<i32>, tensor<9xui32>, tensor<9xui32>) -> (tensor<5xf32>, tensor<9xf32>, tensor<i32>, tensor<9xui32>, tensor<9xui32>)
    %229 = "stablehlo.convert"(%228#4) : (tensor<9xui32>) -> tensor<9xi32>
    "func.return"(%229) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xui32>, tensor<i32>) -> tensor<9xui32>, res_attrs = [{}], sym_name = "floor_divide_25", sym_visibility = "private"}> ({
  ^bb0(%arg57: tensor<9xui32>, %arg58: tensor<i32>):
    %220 = "stablehlo.convert"(%arg58) : (tensor<i32>) -> tensor<ui32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<9xui32>
    %222 = "stablehlo.divide"(%arg57, %221) : (tensor<9xui32>, tensor<9xui32>) -> tensor<9xui32>
    "func.return"(%222) : (tensor<9xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "clip_26", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<9xi32>, %arg55: tensor<i32>, %arg56: tensor<i32>):
    %214 = "stablehlo.convert"(%arg55) : (tensor<i32>) -> tensor<i32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %216 = "stablehlo.maximum"(%215, %arg54) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %217 = "stablehlo.convert"(%arg56) : (tensor<i32>) -> tensor<i32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %219 = "stablehlo.minimum"(%218, %216) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    "func.return"(%219) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xi1>, tensor<i32>, tensor<9xf32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_where_27", sym_visibility = "private"}> ({
  ^bb0(%arg51: tensor<9xi1>, %arg52: tensor<i32>, %arg53: tensor<9xf32>):
    %211 = "stablehlo.convert"(%arg52) : (tensor<i32>) -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %213 = "stablehlo.select"(%arg51, %212, %arg53) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    "func.return"(%213) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_where_28", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<9xi1>, %arg49: tensor<9xf32>, %arg50: tensor<9xf32>):
    %210 = "stablehlo.select"(%arg48, %arg49, %arg50) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    "func.return"(%210) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xi1>, tensor<f32>, tensor<9xf32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_where_29", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<9xi1>, %arg46: tensor<f32>, %arg47: tensor<9xf32>):
    %208 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %209 = "stablehlo.select"(%arg45, %208, %arg47) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    "func.return"(%209) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "polyval", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<5xf32>, %arg44: tensor<5xf32>):
    %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %181 = "stablehlo.slice"(%arg43) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<0xf32>
    %182 = "stablehlo.slice"(%arg43) <{limit_indices = array<i64: 5>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<5xf32>
    %183 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %184 = "stablehlo.reshape"(%183) : (tensor<1xf32>) -> tensor<f32>
    %185 = "stablehlo.multiply"(%180, %arg44) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %186 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %187 = "stablehlo.add"(%185, %186) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %188 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %189 = "stablehlo.reshape"(%188) : (tensor<1xf32>) -> tensor<f32>
    %190 = "stablehlo.multiply"(%187, %arg44) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %191 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %192 = "stablehlo.add"(%190, %191) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %193 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %194 = "stablehlo.reshape"(%193) : (tensor<1xf32>) -> tensor<f32>
    %195 = "stablehlo.multiply"(%192, %arg44) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %196 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %197 = "stablehlo.add"(%195, %196) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %198 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<1xf32>) -> tensor<f32>
    %200 = "stablehlo.multiply"(%197, %arg44) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %201 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %202 = "stablehlo.add"(%200, %201) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %203 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %204 = "stablehlo.reshape"(%203) : (tensor<1xf32>) -> tensor<f32>
    %205 = "stablehlo.multiply"(%202, %arg44) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %206 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %207 = "stablehlo.add"(%205, %206) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%207) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x5x5xi1>) -> tensor<5x5xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<3x5x5xi1>):
    %166 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5x5xi32>
    %167 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %168 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %169:2 = "stablehlo.reduce"(%arg38, %166, %167, %168) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg39: tensor<i1>, %arg40: tensor<i32>, %arg41: tensor<i1>, %arg42: tensor<i32>):
      %170 = "stablehlo.compare"(%arg39, %arg41) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %171 = "stablehlo.compare"(%arg39, %arg39) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %172 = "stablehlo.or"(%170, %171) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %173 = "stablehlo.compare"(%arg39, %arg41) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %174 = "stablehlo.compare"(%arg40, %arg42) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %175 = "stablehlo.and"(%173, %174) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %176 = "stablehlo.or"(%172, %175) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %177 = "stablehlo.select"(%172, %arg39, %arg41) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %178 = "stablehlo.select"(%176, %arg40, %arg42) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%177, %178) : (tensor<i1>, tensor<i32>) -> ()
    }) : (tensor<3x5x5xi1>, tensor<3x5x5xi32>, tensor<i1>, tensor<i32>) -> (tensor<5x5xi1>, tensor<5x5xi32>)
    "func.return"(%169#1) : (tensor<5x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<2x5xi1>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_piecewise", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<5xf32>, %arg36: tensor<2x5xi1>, %arg37: tensor<i32>):
    %132 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x5xi1>
    %134 = "stablehlo.concatenate"(%133, %arg36) <{dimension = 0 : i64}> : (tensor<1x5xi1>, tensor<2x5xi1>) -> tensor<3x5xi1>
    %135 = "func.call"(%134) <{callee = @cumsum_30}> : (tensor<3x5xi1>) -> tensor<3x5xi32>
    %136 = "func.call"(%135) <{callee = @argmax_32}> : (tensor<3x5xi32>) -> tensor<5xi32>
    %137 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %138 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %139 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %140 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %141 = "stablehlo.clamp"(%139, %136, %140) : (tensor<5xi32>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %142 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %143 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %145 = "stablehlo.compare"(%141, %144) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %146 = "stablehlo.select"(%145, %142, %142) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %147 = "stablehlo.convert"(%146) : (tensor<5xi32>) -> tensor<5xf32>
    %148 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %150 = "stablehlo.compare"(%141, %149) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %151 = "stablehlo.select"(%150, %arg35, %arg35) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %152 = "stablehlo.negate"(%151) : (tensor<5xf32>) -> tensor<5xf32>
    %153 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %155 = "stablehlo.compare"(%141, %154) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %156 = "stablehlo.select"(%155, %arg35, %arg35) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %157 = "stablehlo.multiply"(%156, %156) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %158 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %160 = "stablehlo.compare"(%141, %159) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %161 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %163 = "stablehlo.compare"(%141, %162) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %164 = "stablehlo.select"(%163, %152, %157) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %165 = "stablehlo.select"(%160, %147, %164) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%165) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xi1>) -> tensor<3x5xi32>, res_attrs = [{}], sym_name = "cumsum_30", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<3x5xi1>):
    %130 = "stablehlo.convert"(%arg34) : (tensor<3x5xi1>) -> tensor<3x5xi32>
    %131 = "func.call"(%130) <{callee = @cumsum_31}> : (tensor<3x5xi32>) -> tensor<3x5xi32>
    "func.return"(%131) : (tensor<3x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x5xi32>) -> tensor<3x5xi32>, sym_name = "cumsum_31", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<3x5xi32>):
    %126 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %128 = "stablehlo.reduce_window"(%arg31, %127) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg32: tensor<i32>, %arg33: tensor<i32>):
      %129 = "stablehlo.add"(%arg32, %arg33) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%129) : (tensor<i32>) -> ()
    }) : (tensor<3x5xi32>, tensor<i32>) -> tensor<3x5xi32>
    "func.return"(%128) : (tensor<3x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x5xi32>) -> tensor<5xi32>, sym_name = "argmax_32", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<3x5xi32>):
    %113 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xi32>
    %114 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %115 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %116:2 = "stablehlo.reduce"(%arg26, %113, %114, %115) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg27: tensor<i32>, %arg28: tensor<i32>, %arg29: tensor<i32>, %arg30: tensor<i32>):
      %117 = "stablehlo.compare"(%arg27, %arg29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %118 = "stablehlo.compare"(%arg27, %arg27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = "stablehlo.or"(%117, %118) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %120 = "stablehlo.compare"(%arg27, %arg29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %121 = "stablehlo.compare"(%arg28, %arg30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %122 = "stablehlo.and"(%120, %121) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %123 = "stablehlo.or"(%119, %122) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %124 = "stablehlo.select"(%119, %arg27, %arg29) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %125 = "stablehlo.select"(%123, %arg28, %arg30) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%124, %125) : (tensor<i32>, tensor<i32>) -> ()
    }) : (tensor<3x5xi32>, tensor<3x5xi32>, tensor<i32>, tensor<i32>) -> (tensor<5xi32>, tensor<5xi32>)
    "func.return"(%116#1) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<5x5xf32>):
    %106 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %108 = "stablehlo.multiply"(%arg25, %107) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %109 = "stablehlo.round_nearest_even"(%108) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %112 = "stablehlo.divide"(%109, %111) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%112) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<5xf32>):
    %90 = "stablehlo.sort"(%arg22) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %92 = "stablehlo.compare"(%arg23, %91) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %94 = "stablehlo.select"(%92, %93, %arg23) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %95 = "stablehlo.compare"(%arg23, %arg23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %96 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %97 = "stablehlo.select"(%95, %96, %94) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %99 = "stablehlo.compare"(%arg24, %98) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %101 = "stablehlo.select"(%99, %100, %arg24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %102 = "stablehlo.compare"(%arg24, %arg24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %103 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %104 = "stablehlo.select"(%102, %103, %101) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %105 = "stablehlo.compare"(%97, %104) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%105) : (tensor<i1>) -> ()
    }) : (tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%90) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "searchsorted_33", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<5xf32>, %arg21: tensor<5xf32>):
    %89 = "func.call"(%arg20, %arg21) <{callee = @_searchsorted_sort_impl}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>
    "func.return"(%89) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_searchsorted_sort_impl", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<5xf32>, %arg7: tensor<5xf32>):
    %30 = "stablehlo.concatenate"(%arg7, %arg6) <{dimension = 0 : i64}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<10xf32>
    %31 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %34:2 = "stablehlo.sort"(%30, %31) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>, %arg18: tensor<i32>, %arg19: tensor<i32>):
      %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %75 = "stablehlo.compare"(%arg16, %74) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %77 = "stablehlo.select"(%75, %76, %arg16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %78 = "stablehlo.compare"(%arg16, %arg16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %79 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %80 = "stablehlo.select"(%78, %79, %77) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %82 = "stablehlo.compare"(%arg17, %81) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %84 = "stablehlo.select"(%82, %83, %arg17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %85 = "stablehlo.compare"(%arg17, %arg17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %86 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %87 = "stablehlo.select"(%85, %86, %84) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %88 = "stablehlo.compare"(%80, %87) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%88) : (tensor<i1>) -> ()
    }) : (tensor<10xf32>, tensor<10xi32>) -> (tensor<10xf32>, tensor<10xi32>)
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %37 = "stablehlo.compare"(%34#1, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %38 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %40 = "stablehlo.add"(%34#1, %39) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %41 = "stablehlo.select"(%37, %40, %34#1) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %43 = "stablehlo.scatter"(%33, %42, %31) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
      "stablehlo.return"(%arg15) : (tensor<i32>) -> ()
    }) : (tensor<10xi32>, tensor<10x1xi32>, tensor<10xi32>) -> tensor<10xi32>
    %44 = "stablehlo.slice"(%43) <{limit_indices = array<i64: 5>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<10xi32>) -> tensor<5xi32>
    %45 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %46 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %48:2 = "stablehlo.sort"(%arg7, %45) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<i32>, %arg13: tensor<i32>):
      %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %60 = "stablehlo.compare"(%arg10, %59) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %62 = "stablehlo.select"(%60, %61, %arg10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %63 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %64 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %65 = "stablehlo.select"(%63, %64, %62) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %66 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %67 = "stablehlo.compare"(%arg11, %66) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %69 = "stablehlo.select"(%67, %68, %arg11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %70 = "stablehlo.compare"(%arg11, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %71 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %72 = "stablehlo.select"(%70, %71, %69) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %73 = "stablehlo.compare"(%65, %72) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%73) : (tensor<i1>) -> ()
    }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %51 = "stablehlo.compare"(%48#1, %50) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %52 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %54 = "stablehlo.add"(%48#1, %53) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %55 = "stablehlo.select"(%51, %54, %48#1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %57 = "stablehlo.scatter"(%47, %56, %45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
      "stablehlo.return"(%arg9) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<5xi32>
    %58 = "stablehlo.subtract"(%44, %57) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%58) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "searchsorted_34", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<5xf32>, %arg5: tensor<5xf32>):
    %29 = "func.call"(%arg4, %arg5) <{callee = @_searchsorted_compare_all_impl}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>
    "func.return"(%29) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_searchsorted_compare_all_impl", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.compare"(%arg0, %1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %5 = "stablehlo.select"(%2, %4, %arg0) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %6 = "stablehlo.compare"(%arg0, %arg0) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %7 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %9 = "stablehlo.select"(%6, %8, %5) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %12 = "stablehlo.compare"(%arg1, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %15 = "stablehlo.select"(%12, %14, %arg1) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %16 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %17 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %19 = "stablehlo.select"(%16, %18, %15) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %21 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %23 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<5x5xf32>
    %24 = "stablehlo.compare"(%22, %23) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xi1>
    %25 = "stablehlo.convert"(%24) : (tensor<5x5xi1>) -> tensor<5x5xi32>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.reduce"(%25, %26) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %28 = "stablehlo.add"(%arg2, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%28) : (tensor<i32>) -> ()
    }) : (tensor<5x5xi32>, tensor<i32>) -> tensor<5xi32>
    "func.return"(%27) : (tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
