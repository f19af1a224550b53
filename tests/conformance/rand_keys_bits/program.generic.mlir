"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<2xui32>, tensor<i32>) -> (tensor<2x2xui32>, tensor<5x2xui32>, tensor<2x3x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<64xui32>, tensor<5x7xui8>, tensor<33xui16>, tensor<16xui64>, tensor<16xui32>, tensor<3x2xui32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg204: tensor<2xui32>, %arg205: tensor<2xui32>, %arg206: tensor<i32>):
    %727 = "func.call"(%arg204) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %728 = "func.call"(%arg204) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<5x2xui32>
    %729 = "func.call"(%arg205) <{callee = @_threefry_split_2}> : (tensor<2xui32>) -> tensor<2x3x2xui32>
    %730 = "stablehlo.constant"() <{value = dense<7> : tensor<ui32>}> : () -> tensor<ui32>
    %731 = "func.call"(%arg204, %730) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %732 = "stablehlo.convert"(%arg206) : (tensor<i32>) -> tensor<ui32>
    %733 = "func.call"(%arg205, %732) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %734 = "stablehlo.slice"(%arg204) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %735 = "stablehlo.reshape"(%734) : (tensor<1xui32>) -> tensor<ui32>
    %736 = "stablehlo.slice"(%arg204) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %737 = "stablehlo.reshape"(%736) : (tensor<1xui32>) -> tensor<ui32>
    %738 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xui64>
    %739 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %740 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %741 = "stablehlo.multiply"(%740, %738) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %742 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %743 = "stablehlo.broadcast_in_dim"(%742) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %744 = "stablehlo.shift_right_logical"(%741, %743) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %745 = "stablehlo.convert"(%741) : (tensor<64xui64>) -> tensor<64xui32>
    %746 = "stablehlo.convert"(%744) : (tensor<64xui64>) -> tensor<64xui32>
    %747:2 = "func.call"(%735, %737, %746, %745) <{callee = @threefry2x32_5}> : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %748 = "stablehlo.xor"(%747#0, %747#1) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %749 = "stablehlo.slice"(%arg205) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %750 = "stablehlo.reshape"(%749) : (tensor<1xui32>) -> tensor<ui32>
    %751 = "stablehlo.slice"(%arg205) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %752 = "stablehlo.reshape"(%751) : (tensor<1xui32>) -> tensor<ui32>
    %753 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x7xui64>
    %754 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x7xui64>
    %755 = "stablehlo.constant"() <{value = dense<7> : tensor<ui64>}> : () -> tensor<ui64>
    %756 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5x7xui64>
    %757 = "stablehlo.multiply"(%756, %753) : (tensor<5x7xui64>, tensor<5x7xui64>) -> tensor<5x7xui64>
    %758 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %759 = "stablehlo.broadcast_in_dim"(%758) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5x7xui64>
    %760 = "stablehlo.multiply"(%759, %754) : (tensor<5x7xui64>, tensor<5x7xui64>) -> tensor<5x7xui64>
    %761 = "stablehlo.add"(%757, %760) : (tensor<5x7xui64>, tensor<5x7xui64>) -> tensor<5x7xui64>
    %762 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %763 = "stablehlo.broadcast_in_dim"(%762) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5x7xui64>
    %764 = "stablehlo.shift_right_logical"(%761, %763) : (tensor<5x7xui64>, tensor<5x7xui64>) -> tensor<5x7xui64>
    %765 = "stablehlo.convert"(%761) : (tensor<5x7xui64>) -> tensor<5x7xui32>
    %766 = "stablehlo.convert"(%764) : (tensor<5x7xui64>) -> tensor<5x7xui32>
    %767:2 = "func.call"(%750, %752, %766, %765) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<5x7xui32>, tensor<5x7xui32>) -> (tensor<5x7xui32>, tensor<5x7xui32>)
    %768 = "stablehlo.xor"(%767#0, %767#1) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
    %769 = "stablehlo.convert"(%768) : (tensor<5x7xui32>) -> tensor<5x7xui8>
    %770 = "stablehlo.slice"(%arg204) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %771 = "stablehlo.reshape"(%770) : (tensor<1xui32>) -> tensor<ui32>
    %772 = "stablehlo.slice"(%arg204) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %773 = "stablehlo.reshape"(%772) : (tensor<1xui32>) -> tensor<ui32>
    %774 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<33xui64>
    %775 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %776 = "stablehlo.broadcast_in_dim"(%775) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<33xui64>
    %777 = "stablehlo.multiply"(%776, %774) : (tensor<33xui64>, tensor<33xui64>) -> tensor<33xui64>
    %778 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %779 = "stablehlo.broadcast_in_dim"(%778) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<33xui64>
    %780 = "stablehlo.shift_right_logical"(%777, %779) : (tensor<33xui64>, tensor<33xui64>) -> tensor<33xui64>
    %781 = "stablehlo.convert"(%777) : (tensor<33xui64>) -> tensor<33xui32>
    %782 = "stablehlo.convert"(%780) : (tensor<33xui64>) -> tensor<33xui32>
    %783:2 = "func.call"(%771, %773, %782, %781) <{callee = @threefry2x32_7}> : (tensor<ui32>, tensor<ui32>, tensor<33xui32>, tensor<33xui32>) -> (tensor<33xui32>, tensor<33xui32>)
    %784 = "stablehlo.xor"(%783#0, %783#1) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
    %785 = "stablehlo.convert"(%784) : (tensor<33xui32>) -> tensor<33xui16>
    %786 = "stablehlo.slice"(%arg205) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %787 = "stablehlo.reshape"(%786) : (tensor<1xui32>) -> tensor<ui32>
    %788 = "stablehlo.slice"(%arg205) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %789 = "stablehlo.reshape"(%788) : (tensor<1xui32>) -> tensor<ui32>
    %790 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xui64>
    %791 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %792 = "stablehlo.broadcast_in_dim"(%791) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %793 = "stablehlo.multiply"(%792, %790) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %794 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %795 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %796 = "stablehlo.shift_right_logical"(%793, %795) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %797 = "stablehlo.convert"(%793) : (tensor<16xui64>) -> tensor<16xui32>
    %798 = "stablehlo.convert"(%796) : (tensor<16xui64>) -> tensor<16xui32>
    %799:2 = "func.call"(%787, %789, %798, %797) <{callee = @threefry2x32_8}> : (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %800 = "stablehlo.convert"(%799#0) : (tensor<16xui32>) -> tensor<16xui64>
    %801 = "stablehlo.convert"(%799#1) : (tensor<16xui32>) -> tensor<16xui64>
    %802 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %804 = "stablehlo.shift_left"(%800, %803) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %805 = "stablehlo.or"(%804, %801) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %806 = "stablehlo.slice"(%arg204) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %807 = "stablehlo.reshape"(%806) : (tensor<1xui32>) -> tensor<ui32>
    %808 = "stablehlo.slice"(%arg204) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %809 = "stablehlo.reshape"(%808) : (tensor<1xui32>) -> tensor<ui32>
    %810 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xui64>
    %811 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %812 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %813 = "stablehlo.multiply"(%812, %810) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %814 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %815 = "stablehlo.broadcast_in_dim"(%814) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %816 = "stablehlo.shift_right_logical"(%813, %815) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %817 = "stablehlo.convert"(%813) : (tensor<16xui64>) -> tensor<16xui32>
    %818 = "stablehlo.convert"(%816) : (tensor<16xui64>) -> tensor<16xui32>
    %819:2 = "func.call"(%807, %809, %818, %817) <{callee = @threefry2x32_8}> : (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %820 = "stablehlo.xor"(%819#0, %819#1) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %821 = "func.call"(%arg204) <{callee = @_threefry_split_9}> : (tensor<2xui32>) -> tensor<3x2xui32>
    "func.return"(%727, %728, %729, %731, %733, %748, %769, %785, %805, %820, %821) : (tensor<2x2xui32>, tensor<5x2xui32>, tensor<2x3x2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<64xui32>, tensor<5x7xui8>, tensor<33xui16>, tensor<16xui64>, tensor<16xui32>, tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg203: tensor<2xui32>):
    %710 = "stablehlo.slice"(%arg203) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %711 = "stablehlo.reshape"(%710) : (tensor<1xui32>) -> tensor<ui32>
    %712 = "stablehlo.slice"(%arg203) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %713 = "stablehlo.reshape"(%712) : (tensor<1xui32>) -> tensor<ui32>
    %714 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %715 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %717 = "stablehlo.multiply"(%716, %714) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %718 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %719 = "stablehlo.broadcast_in_dim"(%718) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %720 = "stablehlo.shift_right_logical"(%717, %719) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %721 = "stablehlo.convert"(%717) : (tensor<2xui64>) -> tensor<2xui32>
    %722 = "stablehlo.convert"(%720) : (tensor<2xui64>) -> tensor<2xui32>
    %723:2 = "func.call"(%711, %713, %722, %721) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %724 = "stablehlo.broadcast_in_dim"(%723#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %725 = "stablehlo.broadcast_in_dim"(%723#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %726 = "stablehlo.concatenate"(%724, %725) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%726) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg181: tensor<ui32>, %arg182: tensor<ui32>, %arg183: tensor<2xui32>, %arg184: tensor<2xui32>):
    %639 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %640 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %641 = "stablehlo.xor"(%arg181, %arg182) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %642 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %643 = "stablehlo.xor"(%641, %642) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %644 = "stablehlo.broadcast_in_dim"(%arg181) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %645 = "stablehlo.add"(%arg183, %644) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %646 = "stablehlo.broadcast_in_dim"(%arg182) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %647 = "stablehlo.add"(%arg184, %646) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %648 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %649 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %650:9 = "stablehlo.while"(%649, %648, %645, %647, %arg182, %643, %arg181, %639, %640) ({
    ^bb0(%arg194: tensor<i64>, %arg195: tensor<i64>, %arg196: tensor<2xui32>, %arg197: tensor<2xui32>, %arg198: tensor<ui32>, %arg199: tensor<ui32>, %arg200: tensor<ui32>, %arg201: tensor<4xui32>, %arg202: tensor<4xui32>):
      %708 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %709 = "stablehlo.compare"(%arg194, %708) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%709) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg185: tensor<i64>, %arg186: tensor<i64>, %arg187: tensor<2xui32>, %arg188: tensor<2xui32>, %arg189: tensor<ui32>, %arg190: tensor<ui32>, %arg191: tensor<ui32>, %arg192: tensor<4xui32>, %arg193: tensor<4xui32>):
      %651 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %652 = "stablehlo.add"(%arg186, %651) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %653 = "stablehlo.slice"(%arg192) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %654 = "stablehlo.reshape"(%653) : (tensor<1xui32>) -> tensor<ui32>
      %655 = "stablehlo.slice"(%arg192) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %656 = "stablehlo.reshape"(%655) : (tensor<1xui32>) -> tensor<ui32>
      %657 = "stablehlo.slice"(%arg192) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %658 = "stablehlo.reshape"(%657) : (tensor<1xui32>) -> tensor<ui32>
      %659 = "stablehlo.slice"(%arg192) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %660 = "stablehlo.reshape"(%659) : (tensor<1xui32>) -> tensor<ui32>
      %661 = "stablehlo.add"(%arg187, %arg188) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %662 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %663 = "stablehlo.shift_left"(%arg188, %662) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %664 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %665 = "stablehlo.subtract"(%664, %654) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %667 = "stablehlo.shift_right_logical"(%arg188, %666) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %668 = "stablehlo.or"(%663, %667) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %669 = "stablehlo.xor"(%661, %668) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %670 = "stablehlo.add"(%661, %669) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %671 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %672 = "stablehlo.shift_left"(%669, %671) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %673 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %674 = "stablehlo.subtract"(%673, %656) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %675 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %676 = "stablehlo.shift_right_logical"(%669, %675) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %677 = "stablehlo.or"(%672, %676) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %678 = "stablehlo.xor"(%670, %677) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %679 = "stablehlo.add"(%670, %678) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %680 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %681 = "stablehlo.shift_left"(%678, %680) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %682 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %683 = "stablehlo.subtract"(%682, %658) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %685 = "stablehlo.shift_right_logical"(%678, %684) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %686 = "stablehlo.or"(%681, %685) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %687 = "stablehlo.xor"(%679, %686) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %688 = "stablehlo.add"(%679, %687) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %689 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %690 = "stablehlo.shift_left"(%687, %689) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %691 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %692 = "stablehlo.subtract"(%691, %660) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %693 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %694 = "stablehlo.shift_right_logical"(%687, %693) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %695 = "stablehlo.or"(%690, %694) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %696 = "stablehlo.xor"(%688, %695) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %697 = "stablehlo.broadcast_in_dim"(%arg189) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %698 = "stablehlo.add"(%688, %697) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %699 = "stablehlo.broadcast_in_dim"(%arg190) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %700 = "stablehlo.add"(%696, %699) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %701 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %702 = "stablehlo.add"(%arg186, %701) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %703 = "stablehlo.convert"(%702) : (tensor<i64>) -> tensor<ui32>
      %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %705 = "stablehlo.add"(%700, %704) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %706 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %707 = "stablehlo.add"(%arg185, %706) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%707, %652, %698, %705, %arg190, %arg191, %arg189, %arg193, %arg192) : (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%650#2, %650#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<5x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_0", sym_visibility = "private"}> ({
  ^bb0(%arg180: tensor<2xui32>):
    %622 = "stablehlo.slice"(%arg180) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %623 = "stablehlo.reshape"(%622) : (tensor<1xui32>) -> tensor<ui32>
    %624 = "stablehlo.slice"(%arg180) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %625 = "stablehlo.reshape"(%624) : (tensor<1xui32>) -> tensor<ui32>
    %626 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %627 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %629 = "stablehlo.multiply"(%628, %626) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %630 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %632 = "stablehlo.shift_right_logical"(%629, %631) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %633 = "stablehlo.convert"(%629) : (tensor<5xui64>) -> tensor<5xui32>
    %634 = "stablehlo.convert"(%632) : (tensor<5xui64>) -> tensor<5xui32>
    %635:2 = "func.call"(%623, %625, %634, %633) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %636 = "stablehlo.broadcast_in_dim"(%635#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xui32>) -> tensor<5x1xui32>
    %637 = "stablehlo.broadcast_in_dim"(%635#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xui32>) -> tensor<5x1xui32>
    %638 = "stablehlo.concatenate"(%636, %637) <{dimension = 1 : i64}> : (tensor<5x1xui32>, tensor<5x1xui32>) -> tensor<5x2xui32>
    "func.return"(%638) : (tensor<5x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg158: tensor<ui32>, %arg159: tensor<ui32>, %arg160: tensor<5xui32>, %arg161: tensor<5xui32>):
    %551 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %552 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %553 = "stablehlo.xor"(%arg158, %arg159) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %554 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %555 = "stablehlo.xor"(%553, %554) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %556 = "stablehlo.broadcast_in_dim"(%arg158) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %557 = "stablehlo.add"(%arg160, %556) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %558 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %559 = "stablehlo.add"(%arg161, %558) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %560 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %561 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %562:9 = "stablehlo.while"(%561, %560, %557, %559, %arg159, %555, %arg158, %551, %552) ({
    ^bb0(%arg171: tensor<i64>, %arg172: tensor<i64>, %arg173: tensor<5xui32>, %arg174: tensor<5xui32>, %arg175: tensor<ui32>, %arg176: tensor<ui32>, %arg177: tensor<ui32>, %arg178: tensor<4xui32>, %arg179: tensor<4xui32>):
      %620 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %621 = "stablehlo.compare"(%arg171, %620) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%621) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg162: tensor<i64>, %arg163: tensor<i64>, %arg164: tensor<5xui32>, %arg165: tensor<5xui32>, %arg166: tensor<ui32>, %arg167: tensor<ui32>, %arg168: tensor<ui32>, %arg169: tensor<4xui32>, %arg170: tensor<4xui32>):
      %563 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %564 = "stablehlo.add"(%arg163, %563) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %565 = "stablehlo.slice"(%arg169) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %566 = "stablehlo.reshape"(%565) : (tensor<1xui32>) -> tensor<ui32>
      %567 = "stablehlo.slice"(%arg169) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %568 = "stablehlo.reshape"(%567) : (tensor<1xui32>) -> tensor<ui32>
      %569 = "stablehlo.slice"(%arg169) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %570 = "stablehlo.reshape"(%569) : (tensor<1xui32>) -> tensor<ui32>
      %571 = "stablehlo.slice"(%arg169) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %572 = "stablehlo.reshape"(%571) : (tensor<1xui32>) -> tensor<ui32>
      %573 = "stablehlo.add"(%arg164, %arg165) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %574 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %575 = "stablehlo.shift_left"(%arg165, %574) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %576 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %577 = "stablehlo.subtract"(%576, %566) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %578 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %579 = "stablehlo.shift_right_logical"(%arg165, %578) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %580 = "stablehlo.or"(%575, %579) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %581 = "stablehlo.xor"(%573, %580) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %582 = "stablehlo.add"(%573, %581) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %583 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %584 = "stablehlo.shift_left"(%581, %583) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %585 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %586 = "stablehlo.subtract"(%585, %568) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %588 = "stablehlo.shift_right_logical"(%581, %587) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %589 = "stablehlo.or"(%584, %588) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %590 = "stablehlo.xor"(%582, %589) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %591 = "stablehlo.add"(%582, %590) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %592 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %593 = "stablehlo.shift_left"(%590, %592) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %594 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %595 = "stablehlo.subtract"(%594, %570) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %597 = "stablehlo.shift_right_logical"(%590, %596) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %598 = "stablehlo.or"(%593, %597) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %599 = "stablehlo.xor"(%591, %598) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %600 = "stablehlo.add"(%591, %599) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %601 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %602 = "stablehlo.shift_left"(%599, %601) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %603 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %604 = "stablehlo.subtract"(%603, %572) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %605 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %606 = "stablehlo.shift_right_logical"(%599, %605) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %607 = "stablehlo.or"(%602, %606) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %608 = "stablehlo.xor"(%600, %607) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %609 = "stablehlo.broadcast_in_dim"(%arg166) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %610 = "stablehlo.add"(%600, %609) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %611 = "stablehlo.broadcast_in_dim"(%arg167) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %612 = "stablehlo.add"(%608, %611) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %613 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %614 = "stablehlo.add"(%arg163, %613) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %615 = "stablehlo.convert"(%614) : (tensor<i64>) -> tensor<ui32>
      %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %617 = "stablehlo.add"(%612, %616) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %618 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %619 = "stablehlo.add"(%arg162, %618) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%619, %564, %610, %617, %arg167, %arg168, %arg166, %arg170, %arg169) : (tensor<i64>, tensor<i64>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%562#2, %562#3) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_2", sym_visibility = "private"}> ({
  ^bb0(%arg157: tensor<2xui32>):
    %529 = "stablehlo.slice"(%arg157) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %530 = "stablehlo.reshape"(%529) : (tensor<1xui32>) -> tensor<ui32>
    %531 = "stablehlo.slice"(%arg157) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %532 = "stablehlo.reshape"(%531) : (tensor<1xui32>) -> tensor<ui32>
    %533 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2x3xui64>
    %534 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xui64>
    %535 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x3xui64>
    %537 = "stablehlo.multiply"(%536, %533) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %538 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x3xui64>
    %540 = "stablehlo.multiply"(%539, %534) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %541 = "stablehlo.add"(%537, %540) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %542 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x3xui64>
    %544 = "stablehlo.shift_right_logical"(%541, %543) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %545 = "stablehlo.convert"(%541) : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %546 = "stablehlo.convert"(%544) : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %547:2 = "func.call"(%530, %532, %546, %545) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<2x3xui32>, tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
    %548 = "stablehlo.broadcast_in_dim"(%547#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %549 = "stablehlo.broadcast_in_dim"(%547#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %550 = "stablehlo.concatenate"(%548, %549) <{dimension = 2 : i64}> : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    "func.return"(%550) : (tensor<2x3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2x3xui32>, tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>), sym_name = "threefry2x32_3", sym_visibility = "private"}> ({
  ^bb0(%arg135: tensor<ui32>, %arg136: tensor<ui32>, %arg137: tensor<2x3xui32>, %arg138: tensor<2x3xui32>):
    %458 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %459 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %460 = "stablehlo.xor"(%arg135, %arg136) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %461 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %462 = "stablehlo.xor"(%460, %461) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %463 = "stablehlo.broadcast_in_dim"(%arg135) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %464 = "stablehlo.add"(%arg137, %463) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %465 = "stablehlo.broadcast_in_dim"(%arg136) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %466 = "stablehlo.add"(%arg138, %465) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %467 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %468 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %469:9 = "stablehlo.while"(%468, %467, %464, %466, %arg136, %462, %arg135, %458, %459) ({
    ^bb0(%arg148: tensor<i64>, %arg149: tensor<i64>, %arg150: tensor<2x3xui32>, %arg151: tensor<2x3xui32>, %arg152: tensor<ui32>, %arg153: tensor<ui32>, %arg154: tensor<ui32>, %arg155: tensor<4xui32>, %arg156: tensor<4xui32>):
      %527 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %528 = "stablehlo.compare"(%arg148, %527) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%528) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg139: tensor<i64>, %arg140: tensor<i64>, %arg141: tensor<2x3xui32>, %arg142: tensor<2x3xui32>, %arg143: tensor<ui32>, %arg144: tensor<ui32>, %arg145: tensor<ui32>, %arg146: tensor<4xui32>, %arg147: tensor<4xui32>):
      %470 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %471 = "stablehlo.add"(%arg140, %470) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %472 = "stablehlo.slice"(%arg146) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %473 = "stablehlo.reshape"(%472) : (tensor<1xui32>) -> tensor<ui32>
      %474 = "stablehlo.slice"(%arg146) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %475 = "stablehlo.reshape"(%474) : (tensor<1xui32>) -> tensor<ui32>
      %476 = "stablehlo.slice"(%arg146) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %477 = "stablehlo.reshape"(%476) : (tensor<1xui32>) -> tensor<ui32>
      %478 = "stablehlo.slice"(%arg146) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %479 = "stablehlo.reshape"(%478) : (tensor<1xui32>) -> tensor<ui32>
      %480 = "stablehlo.add"(%arg141, %arg142) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %481 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %482 = "stablehlo.shift_left"(%arg142, %481) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %483 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %484 = "stablehlo.subtract"(%483, %473) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %486 = "stablehlo.shift_right_logical"(%arg142, %485) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %487 = "stablehlo.or"(%482, %486) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %488 = "stablehlo.xor"(%480, %487) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %489 = "stablehlo.add"(%480, %488) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %490 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %491 = "stablehlo.shift_left"(%488, %490) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %492 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %493 = "stablehlo.subtract"(%492, %475) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %495 = "stablehlo.shift_right_logical"(%488, %494) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %496 = "stablehlo.or"(%491, %495) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %497 = "stablehlo.xor"(%489, %496) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %498 = "stablehlo.add"(%489, %497) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %499 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %500 = "stablehlo.shift_left"(%497, %499) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %501 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %502 = "stablehlo.subtract"(%501, %477) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %504 = "stablehlo.shift_right_logical"(%497, %503) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %505 = "stablehlo.or"(%500, %504) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %506 = "stablehlo.xor"(%498, %505) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %507 = "stablehlo.add"(%498, %506) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %508 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %509 = "stablehlo.shift_left"(%506, %508) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %510 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %511 = "stablehlo.subtract"(%510, %479) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %513 = "stablehlo.shift_right_logical"(%506, %512) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %514 = "stablehlo.or"(%509, %513) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %515 = "stablehlo.xor"(%507, %514) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %516 = "stablehlo.broadcast_in_dim"(%arg143) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %517 = "stablehlo.add"(%507, %516) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %518 = "stablehlo.broadcast_in_dim"(%arg144) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %519 = "stablehlo.add"(%515, %518) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %520 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %521 = "stablehlo.add"(%arg140, %520) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %522 = "stablehlo.convert"(%521) : (tensor<i64>) -> tensor<ui32>
      %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %524 = "stablehlo.add"(%519, %523) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %525 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %526 = "stablehlo.add"(%arg139, %525) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%526, %471, %517, %524, %arg144, %arg145, %arg143, %arg147, %arg146) : (tensor<i64>, tensor<i64>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%469#2, %469#3) : (tensor<2x3xui32>, tensor<2x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, res_attrs = [{}], sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg133: tensor<2xui32>, %arg134: tensor<ui32>):
    %443 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %444 = "stablehlo.shift_right_logical"(%arg134, %443) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %446 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %447 = "stablehlo.and"(%arg134, %446) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %449 = "stablehlo.concatenate"(%445, %448) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %450 = "stablehlo.slice"(%arg133) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %451 = "stablehlo.reshape"(%450) : (tensor<1xui32>) -> tensor<ui32>
    %452 = "stablehlo.slice"(%arg133) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %453 = "stablehlo.reshape"(%452) : (tensor<1xui32>) -> tensor<ui32>
    %454 = "stablehlo.slice"(%449) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %455 = "stablehlo.slice"(%449) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %456:2 = "func.call"(%451, %453, %454, %455) <{callee = @threefry2x32_4}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %457 = "stablehlo.concatenate"(%456#0, %456#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%457) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32_4", sym_visibility = "private"}> ({
  ^bb0(%arg111: tensor<ui32>, %arg112: tensor<ui32>, %arg113: tensor<1xui32>, %arg114: tensor<1xui32>):
    %372 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %373 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %374 = "stablehlo.xor"(%arg111, %arg112) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %375 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %376 = "stablehlo.xor"(%374, %375) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %377 = "stablehlo.broadcast_in_dim"(%arg111) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %378 = "stablehlo.add"(%arg113, %377) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %379 = "stablehlo.broadcast_in_dim"(%arg112) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %380 = "stablehlo.add"(%arg114, %379) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %381 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %382 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %383:9 = "stablehlo.while"(%382, %381, %378, %380, %arg112, %376, %arg111, %372, %373) ({
    ^bb0(%arg124: tensor<i64>, %arg125: tensor<i64>, %arg126: tensor<1xui32>, %arg127: tensor<1xui32>, %arg128: tensor<ui32>, %arg129: tensor<ui32>, %arg130: tensor<ui32>, %arg131: tensor<4xui32>, %arg132: tensor<4xui32>):
      %441 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %442 = "stablehlo.compare"(%arg124, %441) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%442) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg115: tensor<i64>, %arg116: tensor<i64>, %arg117: tensor<1xui32>, %arg118: tensor<1xui32>, %arg119: tensor<ui32>, %arg120: tensor<ui32>, %arg121: tensor<ui32>, %arg122: tensor<4xui32>, %arg123: tensor<4xui32>):
      %384 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %385 = "stablehlo.add"(%arg116, %384) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %386 = "stablehlo.slice"(%arg122) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %387 = "stablehlo.reshape"(%386) : (tensor<1xui32>) -> tensor<ui32>
      %388 = "stablehlo.slice"(%arg122) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %389 = "stablehlo.reshape"(%388) : (tensor<1xui32>) -> tensor<ui32>
      %390 = "stablehlo.slice"(%arg122) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %391 = "stablehlo.reshape"(%390) : (tensor<1xui32>) -> tensor<ui32>
      %392 = "stablehlo.slice"(%arg122) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %393 = "stablehlo.reshape"(%392) : (tensor<1xui32>) -> tensor<ui32>
      %394 = "stablehlo.add"(%arg117, %arg118) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %395 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %396 = "stablehlo.shift_left"(%arg118, %395) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %397 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %398 = "stablehlo.subtract"(%397, %387) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %400 = "stablehlo.shift_right_logical"(%arg118, %399) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %401 = "stablehlo.or"(%396, %400) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %402 = "stablehlo.xor"(%394, %401) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %403 = "stablehlo.add"(%394, %402) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %404 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %405 = "stablehlo.shift_left"(%402, %404) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %406 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %407 = "stablehlo.subtract"(%406, %389) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %409 = "stablehlo.shift_right_logical"(%402, %408) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %410 = "stablehlo.or"(%405, %409) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %411 = "stablehlo.xor"(%403, %410) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %412 = "stablehlo.add"(%403, %411) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %413 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %414 = "stablehlo.shift_left"(%411, %413) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %415 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %416 = "stablehlo.subtract"(%415, %391) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %418 = "stablehlo.shift_right_logical"(%411, %417) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %419 = "stablehlo.or"(%414, %418) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %420 = "stablehlo.xor"(%412, %419) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %421 = "stablehlo.add"(%412, %420) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %422 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %423 = "stablehlo.shift_left"(%420, %422) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %424 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %425 = "stablehlo.subtract"(%424, %393) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %427 = "stablehlo.shift_right_logical"(%420, %426) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %428 = "stablehlo.or"(%423, %427) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %429 = "stablehlo.xor"(%421, %428) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %430 = "stablehlo.broadcast_in_dim"(%arg119) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %431 = "stablehlo.add"(%421, %430) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %432 = "stablehlo.broadcast_in_dim"(%arg120) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %433 = "stablehlo.add"(%429, %432) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %434 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %435 = "stablehlo.add"(%arg116, %434) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %436 = "stablehlo.convert"(%435) : (tensor<i64>) -> tensor<ui32>
      %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %438 = "stablehlo.add"(%433, %437) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %439 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %440 = "stablehlo.add"(%arg115, %439) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%440, %385, %431, %438, %arg120, %arg121, %arg119, %arg123, %arg122) : (tensor<i64>, tensor<i64>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%383#2, %383#3) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>), sym_name = "threefry2x32_5", sym_visibility = "private"}> ({
  ^bb0(%arg89: tensor<ui32>, %arg90: tensor<ui32>, %arg91: tensor<64xui32>, %arg92: tensor<64xui32>):
    %301 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %302 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %303 = "stablehlo.xor"(%arg89, %arg90) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %304 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %305 = "stablehlo.xor"(%303, %304) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %306 = "stablehlo.broadcast_in_dim"(%arg89) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %307 = "stablehlo.add"(%arg91, %306) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %308 = "stablehlo.broadcast_in_dim"(%arg90) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %309 = "stablehlo.add"(%arg92, %308) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %310 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %311 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %312:9 = "stablehlo.while"(%311, %310, %307, %309, %arg90, %305, %arg89, %301, %302) ({
    ^bb0(%arg102: tensor<i64>, %arg103: tensor<i64>, %arg104: tensor<64xui32>, %arg105: tensor<64xui32>, %arg106: tensor<ui32>, %arg107: tensor<ui32>, %arg108: tensor<ui32>, %arg109: tensor<4xui32>, %arg110: tensor<4xui32>):
      %370 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %371 = "stablehlo.compare"(%arg102, %370) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%371) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg93: tensor<i64>, %arg94: tensor<i64>, %arg95: tensor<64xui32>, %arg96: tensor<64xui32>, %arg97: tensor<ui32>, %arg98: tensor<ui32>, %arg99: tensor<ui32>, %arg100: tensor<4xui32>, %arg101: tensor<4xui32>):
      %313 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %314 = "stablehlo.add"(%arg94, %313) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %315 = "stablehlo.slice"(%arg100) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %316 = "stablehlo.reshape"(%315) : (tensor<1xui32>) -> tensor<ui32>
      %317 = "stablehlo.slice"(%arg100) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %318 = "stablehlo.reshape"(%317) : (tensor<1xui32>) -> tensor<ui32>
      %319 = "stablehlo.slice"(%arg100) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %320 = "stablehlo.reshape"(%319) : (tensor<1xui32>) -> tensor<ui32>
      %321 = "stablehlo.slice"(%arg100) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %322 = "stablehlo.reshape"(%321) : (tensor<1xui32>) -> tensor<ui32>
      %323 = "stablehlo.add"(%arg95, %arg96) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %324 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %325 = "stablehlo.shift_left"(%arg96, %324) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %326 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %327 = "stablehlo.subtract"(%326, %316) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %329 = "stablehlo.shift_right_logical"(%arg96, %328) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %330 = "stablehlo.or"(%325, %329) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %331 = "stablehlo.xor"(%323, %330) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %332 = "stablehlo.add"(%323, %331) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %333 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %334 = "stablehlo.shift_left"(%331, %333) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %335 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %336 = "stablehlo.subtract"(%335, %318) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %338 = "stablehlo.shift_right_logical"(%331, %337) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %339 = "stablehlo.or"(%334, %338) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %340 = "stablehlo.xor"(%332, %339) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %341 = "stablehlo.add"(%332, %340) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %342 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %343 = "stablehlo.shift_left"(%340, %342) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %344 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %345 = "stablehlo.subtract"(%344, %320) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %347 = "stablehlo.shift_right_logical"(%340, %346) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %348 = "stablehlo.or"(%343, %347) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %349 = "stablehlo.xor"(%341, %348) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %350 = "stablehlo.add"(%341, %349) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %351 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %352 = "stablehlo.shift_left"(%349, %351) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %353 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %354 = "stablehlo.subtract"(%353, %322) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %356 = "stablehlo.shift_right_logical"(%349, %355) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %357 = "stablehlo.or"(%352, %356) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %358 = "stablehlo.xor"(%350, %357) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %359 = "stablehlo.broadcast_in_dim"(%arg97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %360 = "stablehlo.add"(%350, %359) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %361 = "stablehlo.broadcast_in_dim"(%arg98) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %362 = "stablehlo.add"(%358, %361) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %363 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %364 = "stablehlo.add"(%arg94, %363) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %365 = "stablehlo.convert"(%364) : (tensor<i64>) -> tensor<ui32>
      %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %367 = "stablehlo.add"(%362, %366) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %368 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %369 = "stablehlo.add"(%arg93, %368) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%369, %314, %360, %367, %arg98, %arg99, %arg97, %arg101, %arg100) : (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%312#2, %312#3) : (tensor<64xui32>, tensor<64xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5x7xui32>, tensor<5x7xui32>) -> (tensor<5x7xui32>, tensor<5x7xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<ui32>, %arg68: tensor<ui32>, %arg69: tensor<5x7xui32>, %arg70: tensor<5x7xui32>):
    %230 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %231 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %232 = "stablehlo.xor"(%arg67, %arg68) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %233 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %234 = "stablehlo.xor"(%232, %233) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %235 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
    %236 = "stablehlo.add"(%arg69, %235) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
    %237 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
    %238 = "stablehlo.add"(%arg70, %237) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
    %239 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %240 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %241:9 = "stablehlo.while"(%240, %239, %236, %238, %arg68, %234, %arg67, %230, %231) ({
    ^bb0(%arg80: tensor<i64>, %arg81: tensor<i64>, %arg82: tensor<5x7xui32>, %arg83: tensor<5x7xui32>, %arg84: tensor<ui32>, %arg85: tensor<ui32>, %arg86: tensor<ui32>, %arg87: tensor<4xui32>, %arg88: tensor<4xui32>):
      %299 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %300 = "stablehlo.compare"(%arg80, %299) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%300) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg71: tensor<i64>, %arg72: tensor<i64>, %arg73: tensor<5x7xui32>, %arg74: tensor<5x7xui32>, %arg75: tensor<ui32>, %arg76: tensor<ui32>, %arg77: tensor<ui32>, %arg78: tensor<4xui32>, %arg79: tensor<4xui32>):
      %242 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %243 = "stablehlo.add"(%arg72, %242) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %244 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %245 = "stablehlo.reshape"(%244) : (tensor<1xui32>) -> tensor<ui32>
      %246 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %247 = "stablehlo.reshape"(%246) : (tensor<1xui32>) -> tensor<ui32>
      %248 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %249 = "stablehlo.reshape"(%248) : (tensor<1xui32>) -> tensor<ui32>
      %250 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %251 = "stablehlo.reshape"(%250) : (tensor<1xui32>) -> tensor<ui32>
      %252 = "stablehlo.add"(%arg73, %arg74) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %253 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %254 = "stablehlo.shift_left"(%arg74, %253) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %255 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %256 = "stablehlo.subtract"(%255, %245) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %258 = "stablehlo.shift_right_logical"(%arg74, %257) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %259 = "stablehlo.or"(%254, %258) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %260 = "stablehlo.xor"(%252, %259) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %261 = "stablehlo.add"(%252, %260) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %262 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %263 = "stablehlo.shift_left"(%260, %262) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %264 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %265 = "stablehlo.subtract"(%264, %247) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %267 = "stablehlo.shift_right_logical"(%260, %266) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %268 = "stablehlo.or"(%263, %267) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %269 = "stablehlo.xor"(%261, %268) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %270 = "stablehlo.add"(%261, %269) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %271 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %272 = "stablehlo.shift_left"(%269, %271) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %273 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %274 = "stablehlo.subtract"(%273, %249) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %276 = "stablehlo.shift_right_logical"(%269, %275) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %277 = "stablehlo.or"(%272, %276) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %278 = "stablehlo.xor"(%270, %277) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %279 = "stablehlo.add"(%270, %278) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %280 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %281 = "stablehlo.shift_left"(%278, %280) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %282 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %283 = "stablehlo.subtract"(%282, %251) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %285 = "stablehlo.shift_right_logical"(%278, %284) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %286 = "stablehlo.or"(%281, %285) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %287 = "stablehlo.xor"(%279, %286) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %288 = "stablehlo.broadcast_in_dim"(%arg75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %289 = "stablehlo.add"(%279, %288) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %290 = "stablehlo.broadcast_in_dim"(%arg76) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %291 = "stablehlo.add"(%287, %290) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %292 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %293 = "stablehlo.add"(%arg72, %292) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %294 = "stablehlo.convert"(%293) : (tensor<i64>) -> tensor<ui32>
      %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5x7xui32>
      %296 = "stablehlo.add"(%291, %295) : (tensor<5x7xui32>, tensor<5x7xui32>) -> tensor<5x7xui32>
      %297 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %298 = "stablehlo.add"(%arg71, %297) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%298, %243, %289, %296, %arg76, %arg77, %arg75, %arg79, %arg78) : (tensor<i64>, tensor<i64>, tensor<5x7xui32>, tensor<5x7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<5x7xui32>, tensor<5x7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<5x7xui32>, tensor<5x7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%241#2, %241#3) : (tensor<5x7xui32>, tensor<5x7xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<33xui32>, tensor<33xui32>) -> (tensor<33xui32>, tensor<33xui32>), sym_name = "threefry2x32_7", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<ui32>, %arg46: tensor<ui32>, %arg47: tensor<33xui32>, %arg48: tensor<33xui32>):
    %159 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %160 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %161 = "stablehlo.xor"(%arg45, %arg46) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %162 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %163 = "stablehlo.xor"(%161, %162) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %164 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
    %165 = "stablehlo.add"(%arg47, %164) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
    %166 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
    %167 = "stablehlo.add"(%arg48, %166) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
    %168 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %169 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %170:9 = "stablehlo.while"(%169, %168, %165, %167, %arg46, %163, %arg45, %159, %160) ({
    ^bb0(%arg58: tensor<i64>, %arg59: tensor<i64>, %arg60: tensor<33xui32>, %arg61: tensor<33xui32>, %arg62: tensor<ui32>, %arg63: tensor<ui32>, %arg64: tensor<ui32>, %arg65: tensor<4xui32>, %arg66: tensor<4xui32>):
      %228 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %229 = "stablehlo.compare"(%arg58, %228) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%229) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg49: tensor<i64>, %arg50: tensor<i64>, %arg51: tensor<33xui32>, %arg52: tensor<33xui32>, %arg53: tensor<ui32>, %arg54: tensor<ui32>, %arg55: tensor<ui32>, %arg56: tensor<4xui32>, %arg57: tensor<4xui32>):
      %171 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %172 = "stablehlo.add"(%arg50, %171) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %173 = "stablehlo.slice"(%arg56) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %174 = "stablehlo.reshape"(%173) : (tensor<1xui32>) -> tensor<ui32>
      %175 = "stablehlo.slice"(%arg56) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %176 = "stablehlo.reshape"(%175) : (tensor<1xui32>) -> tensor<ui32>
      %177 = "stablehlo.slice"(%arg56) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %178 = "stablehlo.reshape"(%177) : (tensor<1xui32>) -> tensor<ui32>
      %179 = "stablehlo.slice"(%arg56) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %180 = "stablehlo.reshape"(%179) : (tensor<1xui32>) -> tensor<ui32>
      %181 = "stablehlo.add"(%arg51, %arg52) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %182 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %183 = "stablehlo.shift_left"(%arg52, %182) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %184 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %185 = "stablehlo.subtract"(%184, %174) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %187 = "stablehlo.shift_right_logical"(%arg52, %186) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %188 = "stablehlo.or"(%183, %187) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %189 = "stablehlo.xor"(%181, %188) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %190 = "stablehlo.add"(%181, %189) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %191 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %192 = "stablehlo.shift_left"(%189, %191) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %193 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %194 = "stablehlo.subtract"(%193, %176) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %196 = "stablehlo.shift_right_logical"(%189, %195) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %197 = "stablehlo.or"(%192, %196) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %198 = "stablehlo.xor"(%190, %197) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %199 = "stablehlo.add"(%190, %198) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %200 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %201 = "stablehlo.shift_left"(%198, %200) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %202 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %203 = "stablehlo.subtract"(%202, %178) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %205 = "stablehlo.shift_right_logical"(%198, %204) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %206 = "stablehlo.or"(%201, %205) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %207 = "stablehlo.xor"(%199, %206) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %208 = "stablehlo.add"(%199, %207) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %209 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %210 = "stablehlo.shift_left"(%207, %209) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %211 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %212 = "stablehlo.subtract"(%211, %180) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %214 = "stablehlo.shift_right_logical"(%207, %213) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %215 = "stablehlo.or"(%210, %214) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %216 = "stablehlo.xor"(%208, %215) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %217 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %218 = "stablehlo.add"(%208, %217) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %219 = "stablehlo.broadcast_in_dim"(%arg54) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %220 = "stablehlo.add"(%216, %219) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %221 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %222 = "stablehlo.add"(%arg50, %221) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %223 = "stablehlo.convert"(%222) : (tensor<i64>) -> tensor<ui32>
      %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<33xui32>
      %225 = "stablehlo.add"(%220, %224) : (tensor<33xui32>, tensor<33xui32>) -> tensor<33xui32>
      %226 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %227 = "stablehlo.add"(%arg49, %226) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%227, %172, %218, %225, %arg54, %arg55, %arg53, %arg57, %arg56) : (tensor<i64>, tensor<i64>, tensor<33xui32>, tensor<33xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<33xui32>, tensor<33xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<33xui32>, tensor<33xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%170#2, %170#3) : (tensor<33xui32>, tensor<33xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>), sym_name = "threefry2x32_8", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<ui32>, %arg24: tensor<ui32>, %arg25: tensor<16xui32>, %arg26: tensor<16xui32>):
    %88 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %89 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %90 = "stablehlo.xor"(%arg23, %arg24) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %91 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %92 = "stablehlo.xor"(%90, %91) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %93 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %94 = "stablehlo.add"(%arg25, %93) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %95 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %96 = "stablehlo.add"(%arg26, %95) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %97 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %99:9 = "stablehlo.while"(%98, %97, %94, %96, %arg24, %92, %arg23, %88, %89) ({
    ^bb0(%arg36: tensor<i64>, %arg37: tensor<i64>, %arg38: tensor<16xui32>, %arg39: tensor<16xui32>, %arg40: tensor<ui32>, %arg41: tensor<ui32>, %arg42: tensor<ui32>, %arg43: tensor<4xui32>, %arg44: tensor<4xui32>):
      %157 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %158 = "stablehlo.compare"(%arg36, %157) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%158) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg27: tensor<i64>, %arg28: tensor<i64>, %arg29: tensor<16xui32>, %arg30: tensor<16xui32>, %arg31: tensor<ui32>, %arg32: tensor<ui32>, %arg33: tensor<ui32>, %arg34: tensor<4xui32>, %arg35: tensor<4xui32>):
      %100 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %101 = "stablehlo.add"(%arg28, %100) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %102 = "stablehlo.slice"(%arg34) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %103 = "stablehlo.reshape"(%102) : (tensor<1xui32>) -> tensor<ui32>
      %104 = "stablehlo.slice"(%arg34) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %105 = "stablehlo.reshape"(%104) : (tensor<1xui32>) -> tensor<ui32>
      %106 = "stablehlo.slice"(%arg34) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %107 = "stablehlo.reshape"(%106) : (tensor<1xui32>) -> tensor<ui32>
      %108 = "stablehlo.slice"(%arg34) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %109 = "stablehlo.reshape"(%108) : (tensor<1xui32>) -> tensor<ui32>
      %110 = "stablehlo.add"(%arg29, %arg30) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %111 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %112 = "stablehlo.shift_left"(%arg30, %111) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %113 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %114 = "stablehlo.subtract"(%113, %103) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %116 = "stablehlo.shift_right_logical"(%arg30, %115) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %117 = "stablehlo.or"(%112, %116) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %118 = "stablehlo.xor"(%110, %117) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %119 = "stablehlo.add"(%110, %118) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %120 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %121 = "stablehlo.shift_left"(%118, %120) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %122 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %123 = "stablehlo.subtract"(%122, %105) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %125 = "stablehlo.shift_right_logical"(%118, %124) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %126 = "stablehlo.or"(%121, %125) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %127 = "stablehlo.xor"(%119, %126) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %128 = "stablehlo.add"(%119, %127) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %129 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %130 = "stablehlo.shift_left"(%127, %129) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %131 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %132 = "stablehlo.subtract"(%131, %107) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %134 = "stablehlo.shift_right_logical"(%127, %133) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %135 = "stablehlo.or"(%130, %134) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %136 = "stablehlo.xor"(%128, %135) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %137 = "stablehlo.add"(%128, %136) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %138 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %139 = "stablehlo.shift_left"(%136, %138) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %140 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %141 = "stablehlo.subtract"(%140, %109) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %143 = "stablehlo.shift_right_logical"(%136, %142) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %144 = "stablehlo.or"(%139, %143) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %145 = "stablehlo.xor"(%137, %144) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %146 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %147 = "stablehlo.add"(%137, %146) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %148 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %149 = "stablehlo.add"(%145, %148) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %150 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %151 = "stablehlo.add"(%arg28, %150) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %152 = "stablehlo.convert"(%151) : (tensor<i64>) -> tensor<ui32>
      %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %154 = "stablehlo.add"(%149, %153) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %155 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %156 = "stablehlo.add"(%arg27, %155) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%156, %101, %147, %154, %arg32, %arg33, %arg31, %arg35, %arg34) : (tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%99#2, %99#3) : (tensor<16xui32>, tensor<16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_9", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<2xui32>):
    %71 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %72 = "stablehlo.reshape"(%71) : (tensor<1xui32>) -> tensor<ui32>
    %73 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1xui32>) -> tensor<ui32>
    %75 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %76 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %78 = "stablehlo.multiply"(%77, %75) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %79 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %81 = "stablehlo.shift_right_logical"(%78, %80) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %82 = "stablehlo.convert"(%78) : (tensor<3xui64>) -> tensor<3xui32>
    %83 = "stablehlo.convert"(%81) : (tensor<3xui64>) -> tensor<3xui32>
    %84:2 = "func.call"(%72, %74, %83, %82) <{callee = @threefry2x32_10}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %85 = "stablehlo.broadcast_in_dim"(%84#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %86 = "stablehlo.broadcast_in_dim"(%84#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %87 = "stablehlo.concatenate"(%85, %86) <{dimension = 1 : i64}> : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    "func.return"(%87) : (tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32_10", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>):
    %0 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %2 = "stablehlo.xor"(%arg0, %arg1) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %4 = "stablehlo.xor"(%2, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %6 = "stablehlo.add"(%arg2, %5) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %7 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %8 = "stablehlo.add"(%arg3, %7) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %11:9 = "stablehlo.while"(%10, %9, %6, %8, %arg1, %4, %arg0, %0, %1) ({
    ^bb0(%arg13: tensor<i64>, %arg14: tensor<i64>, %arg15: tensor<3xui32>, %arg16: tensor<3xui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<ui32>, %arg20: tensor<4xui32>, %arg21: tensor<4xui32>):
      %69 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %70 = "stablehlo.compare"(%arg13, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%70) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>, %arg6: tensor<3xui32>, %arg7: tensor<3xui32>, %arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<ui32>, %arg11: tensor<4xui32>, %arg12: tensor<4xui32>):
      %12 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %13 = "stablehlo.add"(%arg5, %12) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %14 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %15 = "stablehlo.reshape"(%14) : (tensor<1xui32>) -> tensor<ui32>
      %16 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %17 = "stablehlo.reshape"(%16) : (tensor<1xui32>) -> tensor<ui32>
      %18 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %19 = "stablehlo.reshape"(%18) : (tensor<1xui32>) -> tensor<ui32>
      %20 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %21 = "stablehlo.reshape"(%20) : (tensor<1xui32>) -> tensor<ui32>
      %22 = "stablehlo.add"(%arg6, %arg7) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %23 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %24 = "stablehlo.shift_left"(%arg7, %23) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %25 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %26 = "stablehlo.subtract"(%25, %15) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %28 = "stablehlo.shift_right_logical"(%arg7, %27) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %29 = "stablehlo.or"(%24, %28) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %30 = "stablehlo.xor"(%22, %29) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %31 = "stablehlo.add"(%22, %30) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %32 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %33 = "stablehlo.shift_left"(%30, %32) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %34 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %35 = "stablehlo.subtract"(%34, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %37 = "stablehlo.shift_right_logical"(%30, %36) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %38 = "stablehlo.or"(%33, %37) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %39 = "stablehlo.xor"(%31, %38) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %40 = "stablehlo.add"(%31, %39) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %41 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %42 = "stablehlo.shift_left"(%39, %41) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %43 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %44 = "stablehlo.subtract"(%43, %19) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %46 = "stablehlo.shift_right_logical"(%39, %45) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %47 = "stablehlo.or"(%42, %46) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %48 = "stablehlo.xor"(%40, %47) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %49 = "stablehlo.add"(%40, %48) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %50 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %51 = "stablehlo.shift_left"(%48, %50) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %52 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %53 = "stablehlo.subtract"(%52, %21) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %55 = "stablehlo.shift_right_logical"(%48, %54) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %56 = "stablehlo.or"(%51, %55) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %57 = "stablehlo.xor"(%49, %56) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %58 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %59 = "stablehlo.add"(%49, %58) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %60 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %61 = "stablehlo.add"(%57, %60) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %62 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %63 = "stablehlo.add"(%arg5, %62) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %64 = "stablehlo.convert"(%63) : (tensor<i64>) -> tensor<ui32>
      %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %66 = "stablehlo.add"(%61, %65) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %68 = "stablehlo.add"(%arg4, %67) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%68, %13, %59, %66, %arg9, %arg10, %arg8, %arg12, %arg11) : (tensor<i64>, tensor<i64>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%11#2, %11#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
