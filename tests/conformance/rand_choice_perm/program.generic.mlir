"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<10x4xi32>, tensor<20xf32>) -> (tensor<20xi64>, tensor<10x4xi32>, tensor<10x4xi32>, tensor<5xi64>, tensor<3x4xi32>, tensor<8xi64>, tensor<8xi64>, tensor<16xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg225: tensor<2xui32>, %arg226: tensor<10x4xi32>, %arg227: tensor<20xf32>):
    %873 = "func.call"(%arg225) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<8x2xui32>
    %874 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %875 = "stablehlo.reshape"(%874) : (tensor<1x2xui32>) -> tensor<2xui32>
    %876 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<20xi64>
    %877 = "func.call"(%875, %876) <{callee = @_shuffle}> : (tensor<2xui32>, tensor<20xi64>) -> tensor<20xi64>
    %878 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %879 = "stablehlo.reshape"(%878) : (tensor<1x2xui32>) -> tensor<2xui32>
    %880 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi64>
    %881 = "func.call"(%879, %880) <{callee = @_shuffle_3}> : (tensor<2xui32>, tensor<10xi64>) -> tensor<10xi64>
    %882 = "func.call"(%arg226, %881) <{callee = @_take}> : (tensor<10x4xi32>, tensor<10xi64>) -> tensor<10x4xi32>
    %883 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %884 = "stablehlo.reshape"(%883) : (tensor<1x2xui32>) -> tensor<2xui32>
    %885 = "func.call"(%884, %arg226) <{callee = @_shuffle_5}> : (tensor<2xui32>, tensor<10x4xi32>) -> tensor<10x4xi32>
    %886 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %887 = "stablehlo.reshape"(%886) : (tensor<1x2xui32>) -> tensor<2xui32>
    %888 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %889 = "stablehlo.constant"() <{value = dense<10> : tensor<i64>}> : () -> tensor<i64>
    %890 = "func.call"(%887, %888, %889) <{callee = @_randint}> : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<5xi64>
    %891 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %892 = "stablehlo.reshape"(%891) : (tensor<1x2xui32>) -> tensor<2xui32>
    %893 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi64>
    %894 = "func.call"(%892, %893) <{callee = @_shuffle_3}> : (tensor<2xui32>, tensor<10xi64>) -> tensor<10xi64>
    %895 = "func.call"(%arg226, %894) <{callee = @_take}> : (tensor<10x4xi32>, tensor<10xi64>) -> tensor<10x4xi32>
    %896 = "stablehlo.slice"(%895) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<10x4xi32>) -> tensor<3x4xi32>
    %897 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 5, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %898 = "stablehlo.reshape"(%897) : (tensor<1x2xui32>) -> tensor<2xui32>
    %899 = "func.call"(%898) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<20xf32>
    %900 = "stablehlo.log"(%arg227) : (tensor<20xf32>) -> tensor<20xf32>
    %901 = "stablehlo.add"(%899, %900) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %902:2 = "chlo.top_k"(%901) <{is_stable = true, k = 8 : i64}> : (tensor<20xf32>) -> (tensor<8xf32>, tensor<8xi32>)
    %903 = "stablehlo.convert"(%902#1) : (tensor<8xi32>) -> tensor<8xi64>
    %904 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 7, 2>, start_indices = array<i64: 6, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %905 = "stablehlo.reshape"(%904) : (tensor<1x2xui32>) -> tensor<2xui32>
    %906 = "func.call"(%arg227) <{callee = @cumsum}> : (tensor<20xf32>) -> tensor<20xf32>
    %907 = "stablehlo.slice"(%906) <{limit_indices = array<i64: 20>, start_indices = array<i64: 19>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
    %908 = "stablehlo.reshape"(%907) : (tensor<1xf32>) -> tensor<f32>
    %909 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %910 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %911 = "func.call"(%905, %909, %910) <{callee = @_uniform_10}> : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<8xf32>
    %912 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %913 = "stablehlo.broadcast_in_dim"(%912) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %914 = "stablehlo.subtract"(%913, %911) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %915 = "stablehlo.broadcast_in_dim"(%908) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %916 = "stablehlo.multiply"(%915, %914) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %917 = "func.call"(%906, %916) <{callee = @searchsorted}> : (tensor<20xf32>, tensor<8xf32>) -> tensor<8xi32>
    %918 = "stablehlo.convert"(%917) : (tensor<8xi32>) -> tensor<8xi64>
    %919 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 7, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %920 = "stablehlo.reshape"(%919) : (tensor<1x2xui32>) -> tensor<2xui32>
    %921 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
    %922 = "func.call"(%920, %921) <{callee = @_shuffle_12}> : (tensor<2xui32>, tensor<16xi32>) -> tensor<16xi32>
    "func.return"(%877, %882, %885, %890, %896, %903, %918, %922) : (tensor<20xi64>, tensor<10x4xi32>, tensor<10x4xi32>, tensor<5xi64>, tensor<3x4xi32>, tensor<8xi64>, tensor<8xi64>, tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<8x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg224: tensor<2xui32>):
    %856 = "stablehlo.slice"(%arg224) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %857 = "stablehlo.reshape"(%856) : (tensor<1xui32>) -> tensor<ui32>
    %858 = "stablehlo.slice"(%arg224) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %859 = "stablehlo.reshape"(%858) : (tensor<1xui32>) -> tensor<ui32>
    %860 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui64>
    %861 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %863 = "stablehlo.multiply"(%862, %860) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %864 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %865 = "stablehlo.broadcast_in_dim"(%864) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %866 = "stablehlo.shift_right_logical"(%863, %865) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %867 = "stablehlo.convert"(%863) : (tensor<8xui64>) -> tensor<8xui32>
    %868 = "stablehlo.convert"(%866) : (tensor<8xui64>) -> tensor<8xui32>
    %869:2 = "func.call"(%857, %859, %868, %867) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %870 = "stablehlo.broadcast_in_dim"(%869#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %871 = "stablehlo.broadcast_in_dim"(%869#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %872 = "stablehlo.concatenate"(%870, %871) <{dimension = 1 : i64}> : (tensor<8x1xui32>, tensor<8x1xui32>) -> tensor<8x2xui32>
    "func.return"(%872) : (tensor<8x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg202: tensor<ui32>, %arg203: tensor<ui32>, %arg204: tensor<8xui32>, %arg205: tensor<8xui32>):
    %785 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %786 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %787 = "stablehlo.xor"(%arg202, %arg203) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %788 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %789 = "stablehlo.xor"(%787, %788) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %790 = "stablehlo.broadcast_in_dim"(%arg202) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %791 = "stablehlo.add"(%arg204, %790) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %792 = "stablehlo.broadcast_in_dim"(%arg203) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %793 = "stablehlo.add"(%arg205, %792) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %794 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %795 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %796:9 = "stablehlo.while"(%795, %794, %791, %793, %arg203, %789, %arg202, %785, %786) ({
    ^bb0(%arg215: tensor<i64>, %arg216: tensor<i64>, %arg217: tensor<8xui32>, %arg218: tensor<8xui32>, %arg219: tensor<ui32>, %arg220: tensor<ui32>, %arg221: tensor<ui32>, %arg222: tensor<4xui32>, %arg223: tensor<4xui32>):
      %854 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %855 = "stablehlo.compare"(%arg215, %854) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%855) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg206: tensor<i64>, %arg207: tensor<i64>, %arg208: tensor<8xui32>, %arg209: tensor<8xui32>, %arg210: tensor<ui32>, %arg211: tensor<ui32>, %arg212: tensor<ui32>, %arg213: tensor<4xui32>, %arg214: tensor<4xui32>):
      %797 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %798 = "stablehlo.add"(%arg207, %797) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %799 = "stablehlo.slice"(%arg213) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %800 = "stablehlo.reshape"(%799) : (tensor<1xui32>) -> tensor<ui32>
      %801 = "stablehlo.slice"(%arg213) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %802 = "stablehlo.reshape"(%801) : (tensor<1xui32>) -> tensor<ui32>
      %803 = "stablehlo.slice"(%arg213) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %804 = "stablehlo.reshape"(%803) : (tensor<1xui32>) -> tensor<ui32>
      %805 = "stablehlo.slice"(%arg213) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %806 = "stablehlo.reshape"(%805) : (tensor<1xui32>) -> tensor<ui32>
      %807 = "stablehlo.add"(%arg208, %arg209) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %808 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %809 = "stablehlo.shift_left"(%arg209, %808) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %810 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %811 = "stablehlo.subtract"(%810, %800) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %812 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %813 = "stablehlo.shift_right_logical"(%arg209, %812) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %814 = "stablehlo.or"(%809, %813) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %815 = "stablehlo.xor"(%807, %814) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %816 = "stablehlo.add"(%807, %815) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %817 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %818 = "stablehlo.shift_left"(%815, %817) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %819 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %820 = "stablehlo.subtract"(%819, %802) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %821 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %822 = "stablehlo.shift_right_logical"(%815, %821) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %823 = "stablehlo.or"(%818, %822) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %824 = "stablehlo.xor"(%816, %823) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %825 = "stablehlo.add"(%816, %824) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %826 = "stablehlo.broadcast_in_dim"(%804) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %827 = "stablehlo.shift_left"(%824, %826) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %828 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %829 = "stablehlo.subtract"(%828, %804) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %830 = "stablehlo.broadcast_in_dim"(%829) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %831 = "stablehlo.shift_right_logical"(%824, %830) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %832 = "stablehlo.or"(%827, %831) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %833 = "stablehlo.xor"(%825, %832) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %834 = "stablehlo.add"(%825, %833) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %835 = "stablehlo.broadcast_in_dim"(%806) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %836 = "stablehlo.shift_left"(%833, %835) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %837 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %838 = "stablehlo.subtract"(%837, %806) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %839 = "stablehlo.broadcast_in_dim"(%838) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %840 = "stablehlo.shift_right_logical"(%833, %839) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %841 = "stablehlo.or"(%836, %840) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %842 = "stablehlo.xor"(%834, %841) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %843 = "stablehlo.broadcast_in_dim"(%arg210) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %844 = "stablehlo.add"(%834, %843) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %845 = "stablehlo.broadcast_in_dim"(%arg211) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %846 = "stablehlo.add"(%842, %845) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %847 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %848 = "stablehlo.add"(%arg207, %847) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %849 = "stablehlo.convert"(%848) : (tensor<i64>) -> tensor<ui32>
      %850 = "stablehlo.broadcast_in_dim"(%849) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %851 = "stablehlo.add"(%846, %850) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %852 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %853 = "stablehlo.add"(%arg206, %852) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%853, %798, %844, %851, %arg211, %arg212, %arg210, %arg214, %arg213) : (tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%796#2, %796#3) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<20xi64>) -> tensor<20xi64>, res_attrs = [{}], sym_name = "_shuffle", sym_visibility = "private"}> ({
  ^bb0(%arg196: tensor<2xui32>, %arg197: tensor<20xi64>):
    %763 = "func.call"(%arg196) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %764 = "stablehlo.slice"(%763) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %765 = "stablehlo.reshape"(%764) : (tensor<1x2xui32>) -> tensor<2xui32>
    %766 = "stablehlo.slice"(%763) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %767 = "stablehlo.reshape"(%766) : (tensor<1x2xui32>) -> tensor<2xui32>
    %768 = "stablehlo.slice"(%767) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %769 = "stablehlo.reshape"(%768) : (tensor<1xui32>) -> tensor<ui32>
    %770 = "stablehlo.slice"(%767) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %771 = "stablehlo.reshape"(%770) : (tensor<1xui32>) -> tensor<ui32>
    %772 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<20xui64>
    %773 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %774 = "stablehlo.broadcast_in_dim"(%773) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<20xui64>
    %775 = "stablehlo.multiply"(%774, %772) : (tensor<20xui64>, tensor<20xui64>) -> tensor<20xui64>
    %776 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %777 = "stablehlo.broadcast_in_dim"(%776) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<20xui64>
    %778 = "stablehlo.shift_right_logical"(%775, %777) : (tensor<20xui64>, tensor<20xui64>) -> tensor<20xui64>
    %779 = "stablehlo.convert"(%775) : (tensor<20xui64>) -> tensor<20xui32>
    %780 = "stablehlo.convert"(%778) : (tensor<20xui64>) -> tensor<20xui32>
    %781:2 = "func.call"(%769, %771, %780, %779) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<20xui32>, tensor<20xui32>) -> (tensor<20xui32>, tensor<20xui32>)
    %782 = "stablehlo.xor"(%781#0, %781#1) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %783:2 = "stablehlo.sort"(%782, %arg197) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg198: tensor<ui32>, %arg199: tensor<ui32>, %arg200: tensor<i64>, %arg201: tensor<i64>):
      %784 = "stablehlo.compare"(%arg198, %arg199) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%784) : (tensor<i1>) -> ()
    }) : (tensor<20xui32>, tensor<20xi64>) -> (tensor<20xui32>, tensor<20xi64>)
    "func.return"(%783#1) : (tensor<20xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_0", sym_visibility = "private"}> ({
  ^bb0(%arg195: tensor<2xui32>):
    %746 = "stablehlo.slice"(%arg195) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %747 = "stablehlo.reshape"(%746) : (tensor<1xui32>) -> tensor<ui32>
    %748 = "stablehlo.slice"(%arg195) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %749 = "stablehlo.reshape"(%748) : (tensor<1xui32>) -> tensor<ui32>
    %750 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %751 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %753 = "stablehlo.multiply"(%752, %750) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %754 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %755 = "stablehlo.broadcast_in_dim"(%754) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %756 = "stablehlo.shift_right_logical"(%753, %755) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %757 = "stablehlo.convert"(%753) : (tensor<2xui64>) -> tensor<2xui32>
    %758 = "stablehlo.convert"(%756) : (tensor<2xui64>) -> tensor<2xui32>
    %759:2 = "func.call"(%747, %749, %758, %757) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %760 = "stablehlo.broadcast_in_dim"(%759#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %761 = "stablehlo.broadcast_in_dim"(%759#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %762 = "stablehlo.concatenate"(%760, %761) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%762) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg173: tensor<ui32>, %arg174: tensor<ui32>, %arg175: tensor<2xui32>, %arg176: tensor<2xui32>):
    %675 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %676 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %677 = "stablehlo.xor"(%arg173, %arg174) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %678 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %679 = "stablehlo.xor"(%677, %678) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %680 = "stablehlo.broadcast_in_dim"(%arg173) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %681 = "stablehlo.add"(%arg175, %680) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %682 = "stablehlo.broadcast_in_dim"(%arg174) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %683 = "stablehlo.add"(%arg176, %682) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %684 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %685 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %686:9 = "stablehlo.while"(%685, %684, %681, %683, %arg174, %679, %arg173, %675, %676) ({
    ^bb0(%arg186: tensor<i64>, %arg187: tensor<i64>, %arg188: tensor<2xui32>, %arg189: tensor<2xui32>, %arg190: tensor<ui32>, %arg191: tensor<ui32>, %arg192: tensor<ui32>, %arg193: tensor<4xui32>, %arg194: tensor<4xui32>):
      %744 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %745 = "stablehlo.compare"(%arg186, %744) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%745) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg177: tensor<i64>, %arg178: tensor<i64>, %arg179: tensor<2xui32>, %arg180: tensor<2xui32>, %arg181: tensor<ui32>, %arg182: tensor<ui32>, %arg183: tensor<ui32>, %arg184: tensor<4xui32>, %arg185: tensor<4xui32>):
      %687 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %688 = "stablehlo.add"(%arg178, %687) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %689 = "stablehlo.slice"(%arg184) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %690 = "stablehlo.reshape"(%689) : (tensor<1xui32>) -> tensor<ui32>
      %691 = "stablehlo.slice"(%arg184) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %692 = "stablehlo.reshape"(%691) : (tensor<1xui32>) -> tensor<ui32>
      %693 = "stablehlo.slice"(%arg184) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %694 = "stablehlo.reshape"(%693) : (tensor<1xui32>) -> tensor<ui32>
      %695 = "stablehlo.slice"(%arg184) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %696 = "stablehlo.reshape"(%695) : (tensor<1xui32>) -> tensor<ui32>
      %697 = "stablehlo.add"(%arg179, %arg180) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %698 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %699 = "stablehlo.shift_left"(%arg180, %698) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %700 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %701 = "stablehlo.subtract"(%700, %690) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %702 = "stablehlo.broadcast_in_dim"(%701) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %703 = "stablehlo.shift_right_logical"(%arg180, %702) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %704 = "stablehlo.or"(%699, %703) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %705 = "stablehlo.xor"(%697, %704) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %706 = "stablehlo.add"(%697, %705) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %707 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %708 = "stablehlo.shift_left"(%705, %707) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %709 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %710 = "stablehlo.subtract"(%709, %692) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %711 = "stablehlo.broadcast_in_dim"(%710) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %712 = "stablehlo.shift_right_logical"(%705, %711) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %713 = "stablehlo.or"(%708, %712) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %714 = "stablehlo.xor"(%706, %713) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %715 = "stablehlo.add"(%706, %714) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %716 = "stablehlo.broadcast_in_dim"(%694) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %717 = "stablehlo.shift_left"(%714, %716) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %718 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %719 = "stablehlo.subtract"(%718, %694) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %720 = "stablehlo.broadcast_in_dim"(%719) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %721 = "stablehlo.shift_right_logical"(%714, %720) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %722 = "stablehlo.or"(%717, %721) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %723 = "stablehlo.xor"(%715, %722) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %724 = "stablehlo.add"(%715, %723) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %725 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %726 = "stablehlo.shift_left"(%723, %725) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %727 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %728 = "stablehlo.subtract"(%727, %696) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %729 = "stablehlo.broadcast_in_dim"(%728) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %730 = "stablehlo.shift_right_logical"(%723, %729) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %731 = "stablehlo.or"(%726, %730) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %732 = "stablehlo.xor"(%724, %731) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %733 = "stablehlo.broadcast_in_dim"(%arg181) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %734 = "stablehlo.add"(%724, %733) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %735 = "stablehlo.broadcast_in_dim"(%arg182) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %736 = "stablehlo.add"(%732, %735) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %737 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %738 = "stablehlo.add"(%arg178, %737) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %739 = "stablehlo.convert"(%738) : (tensor<i64>) -> tensor<ui32>
      %740 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %741 = "stablehlo.add"(%736, %740) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %742 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %743 = "stablehlo.add"(%arg177, %742) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%743, %688, %734, %741, %arg182, %arg183, %arg181, %arg185, %arg184) : (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%686#2, %686#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<20xui32>, tensor<20xui32>) -> (tensor<20xui32>, tensor<20xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg151: tensor<ui32>, %arg152: tensor<ui32>, %arg153: tensor<20xui32>, %arg154: tensor<20xui32>):
    %604 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %605 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %606 = "stablehlo.xor"(%arg151, %arg152) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %607 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %608 = "stablehlo.xor"(%606, %607) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %609 = "stablehlo.broadcast_in_dim"(%arg151) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %610 = "stablehlo.add"(%arg153, %609) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %611 = "stablehlo.broadcast_in_dim"(%arg152) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %612 = "stablehlo.add"(%arg154, %611) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %613 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %614 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %615:9 = "stablehlo.while"(%614, %613, %610, %612, %arg152, %608, %arg151, %604, %605) ({
    ^bb0(%arg164: tensor<i64>, %arg165: tensor<i64>, %arg166: tensor<20xui32>, %arg167: tensor<20xui32>, %arg168: tensor<ui32>, %arg169: tensor<ui32>, %arg170: tensor<ui32>, %arg171: tensor<4xui32>, %arg172: tensor<4xui32>):
      %673 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %674 = "stablehlo.compare"(%arg164, %673) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%674) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg155: tensor<i64>, %arg156: tensor<i64>, %arg157: tensor<20xui32>, %arg158: tensor<20xui32>, %arg159: tensor<ui32>, %arg160: tensor<ui32>, %arg161: tensor<ui32>, %arg162: tensor<4xui32>, %arg163: tensor<4xui32>):
      %616 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %617 = "stablehlo.add"(%arg156, %616) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %618 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %619 = "stablehlo.reshape"(%618) : (tensor<1xui32>) -> tensor<ui32>
      %620 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %621 = "stablehlo.reshape"(%620) : (tensor<1xui32>) -> tensor<ui32>
      %622 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %623 = "stablehlo.reshape"(%622) : (tensor<1xui32>) -> tensor<ui32>
      %624 = "stablehlo.slice"(%arg162) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %625 = "stablehlo.reshape"(%624) : (tensor<1xui32>) -> tensor<ui32>
      %626 = "stablehlo.add"(%arg157, %arg158) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %627 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %628 = "stablehlo.shift_left"(%arg158, %627) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %629 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %630 = "stablehlo.subtract"(%629, %619) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %632 = "stablehlo.shift_right_logical"(%arg158, %631) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %633 = "stablehlo.or"(%628, %632) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %634 = "stablehlo.xor"(%626, %633) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %635 = "stablehlo.add"(%626, %634) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %636 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %637 = "stablehlo.shift_left"(%634, %636) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %638 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %639 = "stablehlo.subtract"(%638, %621) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %640 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %641 = "stablehlo.shift_right_logical"(%634, %640) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %642 = "stablehlo.or"(%637, %641) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %643 = "stablehlo.xor"(%635, %642) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %644 = "stablehlo.add"(%635, %643) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %645 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %646 = "stablehlo.shift_left"(%643, %645) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %647 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %648 = "stablehlo.subtract"(%647, %623) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %650 = "stablehlo.shift_right_logical"(%643, %649) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %651 = "stablehlo.or"(%646, %650) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %652 = "stablehlo.xor"(%644, %651) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %653 = "stablehlo.add"(%644, %652) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %654 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %655 = "stablehlo.shift_left"(%652, %654) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %656 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %657 = "stablehlo.subtract"(%656, %625) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %659 = "stablehlo.shift_right_logical"(%652, %658) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %660 = "stablehlo.or"(%655, %659) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %661 = "stablehlo.xor"(%653, %660) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %662 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %663 = "stablehlo.add"(%653, %662) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %664 = "stablehlo.broadcast_in_dim"(%arg160) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %665 = "stablehlo.add"(%661, %664) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %666 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %667 = "stablehlo.add"(%arg156, %666) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %668 = "stablehlo.convert"(%667) : (tensor<i64>) -> tensor<ui32>
      %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %670 = "stablehlo.add"(%665, %669) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %671 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %672 = "stablehlo.add"(%arg155, %671) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%672, %617, %663, %670, %arg160, %arg161, %arg159, %arg163, %arg162) : (tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%615#2, %615#3) : (tensor<20xui32>, tensor<20xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<10xi64>) -> tensor<10xi64>, res_attrs = [{}], sym_name = "_shuffle_3", sym_visibility = "private"}> ({
  ^bb0(%arg145: tensor<2xui32>, %arg146: tensor<10xi64>):
    %582 = "func.call"(%arg145) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %583 = "stablehlo.slice"(%582) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %584 = "stablehlo.reshape"(%583) : (tensor<1x2xui32>) -> tensor<2xui32>
    %585 = "stablehlo.slice"(%582) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %586 = "stablehlo.reshape"(%585) : (tensor<1x2xui32>) -> tensor<2xui32>
    %587 = "stablehlo.slice"(%586) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %588 = "stablehlo.reshape"(%587) : (tensor<1xui32>) -> tensor<ui32>
    %589 = "stablehlo.slice"(%586) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %590 = "stablehlo.reshape"(%589) : (tensor<1xui32>) -> tensor<ui32>
    %591 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xui64>
    %592 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %593 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %594 = "stablehlo.multiply"(%593, %591) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %595 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %597 = "stablehlo.shift_right_logical"(%594, %596) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %598 = "stablehlo.convert"(%594) : (tensor<10xui64>) -> tensor<10xui32>
    %599 = "stablehlo.convert"(%597) : (tensor<10xui64>) -> tensor<10xui32>
    %600:2 = "func.call"(%588, %590, %599, %598) <{callee = @threefry2x32_4}> : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %601 = "stablehlo.xor"(%600#0, %600#1) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %602:2 = "stablehlo.sort"(%601, %arg146) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg147: tensor<ui32>, %arg148: tensor<ui32>, %arg149: tensor<i64>, %arg150: tensor<i64>):
      %603 = "stablehlo.compare"(%arg147, %arg148) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%603) : (tensor<i1>) -> ()
    }) : (tensor<10xui32>, tensor<10xi64>) -> (tensor<10xui32>, tensor<10xi64>)
    "func.return"(%602#1) : (tensor<10xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>), sym_name = "threefry2x32_4", sym_visibility = "private"}> ({
  ^bb0(%arg123: tensor<ui32>, %arg124: tensor<ui32>, %arg125: tensor<10xui32>, %arg126: tensor<10xui32>):
    %511 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %512 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %513 = "stablehlo.xor"(%arg123, %arg124) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %514 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %515 = "stablehlo.xor"(%513, %514) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %516 = "stablehlo.broadcast_in_dim"(%arg123) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %517 = "stablehlo.add"(%arg125, %516) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %518 = "stablehlo.broadcast_in_dim"(%arg124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %519 = "stablehlo.add"(%arg126, %518) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %520 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %521 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %522:9 = "stablehlo.while"(%521, %520, %517, %519, %arg124, %515, %arg123, %511, %512) ({
    ^bb0(%arg136: tensor<i64>, %arg137: tensor<i64>, %arg138: tensor<10xui32>, %arg139: tensor<10xui32>, %arg140: tensor<ui32>, %arg141: tensor<ui32>, %arg142: tensor<ui32>, %arg143: tensor<4xui32>, %arg144: tensor<4xui32>):
      %580 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %581 = "stablehlo.compare"(%arg136, %580) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%581) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg127: tensor<i64>, %arg128: tensor<i64>, %arg129: tensor<10xui32>, %arg130: tensor<10xui32>, %arg131: tensor<ui32>, %arg132: tensor<ui32>, %arg133: tensor<ui32>, %arg134: tensor<4xui32>, %arg135: tensor<4xui32>):
      %523 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %524 = "stablehlo.add"(%arg128, %523) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %525 = "stablehlo.slice"(%arg134) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %526 = "stablehlo.reshape"(%525) : (tensor<1xui32>) -> tensor<ui32>
      %527 = "stablehlo.slice"(%arg134) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %528 = "stablehlo.reshape"(%527) : (tensor<1xui32>) -> tensor<ui32>
      %529 = "stablehlo.slice"(%arg134) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %530 = "stablehlo.reshape"(%529) : (tensor<1xui32>) -> tensor<ui32>
      %531 = "stablehlo.slice"(%arg134) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %532 = "stablehlo.reshape"(%531) : (tensor<1xui32>) -> tensor<ui32>
      %533 = "stablehlo.add"(%arg129, %arg130) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %534 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %535 = "stablehlo.shift_left"(%arg130, %534) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %536 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %537 = "stablehlo.subtract"(%536, %526) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %539 = "stablehlo.shift_right_logical"(%arg130, %538) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %540 = "stablehlo.or"(%535, %539) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %541 = "stablehlo.xor"(%533, %540) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %542 = "stablehlo.add"(%533, %541) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %543 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %544 = "stablehlo.shift_left"(%541, %543) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %545 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %546 = "stablehlo.subtract"(%545, %528) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %548 = "stablehlo.shift_right_logical"(%541, %547) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %549 = "stablehlo.or"(%544, %548) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %550 = "stablehlo.xor"(%542, %549) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %551 = "stablehlo.add"(%542, %550) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %552 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %553 = "stablehlo.shift_left"(%550, %552) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %554 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %555 = "stablehlo.subtract"(%554, %530) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %557 = "stablehlo.shift_right_logical"(%550, %556) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %558 = "stablehlo.or"(%553, %557) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %559 = "stablehlo.xor"(%551, %558) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %560 = "stablehlo.add"(%551, %559) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %561 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %562 = "stablehlo.shift_left"(%559, %561) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %563 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %564 = "stablehlo.subtract"(%563, %532) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %566 = "stablehlo.shift_right_logical"(%559, %565) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %567 = "stablehlo.or"(%562, %566) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %568 = "stablehlo.xor"(%560, %567) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %569 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %570 = "stablehlo.add"(%560, %569) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %571 = "stablehlo.broadcast_in_dim"(%arg132) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %572 = "stablehlo.add"(%568, %571) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %573 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %574 = "stablehlo.add"(%arg128, %573) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %575 = "stablehlo.convert"(%574) : (tensor<i64>) -> tensor<ui32>
      %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %577 = "stablehlo.add"(%572, %576) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %578 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %579 = "stablehlo.add"(%arg127, %578) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%579, %524, %570, %577, %arg132, %arg133, %arg131, %arg135, %arg134) : (tensor<i64>, tensor<i64>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%522#2, %522#3) : (tensor<10xui32>, tensor<10xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10x4xi32>, tensor<10xi64>) -> tensor<10x4xi32>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg119: tensor<10x4xi32>, %arg120: tensor<10xi64>):
    %486 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<10xi64>
    %488 = "stablehlo.compare"(%arg120, %487) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %489 = "stablehlo.constant"() <{value = dense<10> : tensor<i64>}> : () -> tensor<i64>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<10xi64>
    %491 = "stablehlo.add"(%arg120, %490) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %492 = "func.call"(%488, %491, %arg120) <{callee = @_where}> : (tensor<10xi1>, tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi64>) -> tensor<10x1xi64>
    %494 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %495 = "stablehlo.convert"(%493) : (tensor<10x1xi64>) -> tensor<10x1xi32>
    %496 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10x1xi32>
    %498 = "stablehlo.compare"(%495, %497) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %499 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<10x1xi32>
    %501 = "stablehlo.compare"(%495, %500) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %502 = "stablehlo.and"(%498, %501) : (tensor<10x1xi1>, tensor<10x1xi1>) -> tensor<10x1xi1>
    %503 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %504 = "stablehlo.reduce"(%502, %503) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg121: tensor<i1>, %arg122: tensor<i1>):
      %510 = "stablehlo.and"(%arg121, %arg122) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%510) : (tensor<i1>) -> ()
    }) : (tensor<10x1xi1>, tensor<i1>) -> tensor<10xi1>
    %505 = "stablehlo.gather"(%arg119, %495) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xi32>, tensor<10x1xi32>) -> tensor<10x4xi32>
    %506 = "stablehlo.broadcast_in_dim"(%504) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi1>) -> tensor<10x4xi1>
    %507 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10x4xi32>
    %509 = "stablehlo.select"(%506, %505, %508) : (tensor<10x4xi1>, tensor<10x4xi32>, tensor<10x4xi32>) -> tensor<10x4xi32>
    "func.return"(%509) : (tensor<10x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg116: tensor<10xi1>, %arg117: tensor<10xi64>, %arg118: tensor<10xi64>):
    %485 = "stablehlo.select"(%arg116, %arg117, %arg118) : (tensor<10xi1>, tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    "func.return"(%485) : (tensor<10xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<10x4xi32>) -> tensor<10x4xi32>, res_attrs = [{}], sym_name = "_shuffle_5", sym_visibility = "private"}> ({
  ^bb0(%arg110: tensor<2xui32>, %arg111: tensor<10x4xi32>):
    %458 = "func.call"(%arg110) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %459 = "stablehlo.slice"(%458) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %460 = "stablehlo.reshape"(%459) : (tensor<1x2xui32>) -> tensor<2xui32>
    %461 = "stablehlo.slice"(%458) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %462 = "stablehlo.reshape"(%461) : (tensor<1x2xui32>) -> tensor<2xui32>
    %463 = "stablehlo.slice"(%462) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %464 = "stablehlo.reshape"(%463) : (tensor<1xui32>) -> tensor<ui32>
    %465 = "stablehlo.slice"(%462) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %466 = "stablehlo.reshape"(%465) : (tensor<1xui32>) -> tensor<ui32>
    %467 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10x4xui64>
    %468 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<10x4xui64>
    %469 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %470 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x4xui64>
    %471 = "stablehlo.multiply"(%470, %467) : (tensor<10x4xui64>, tensor<10x4xui64>) -> tensor<10x4xui64>
    %472 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x4xui64>
    %474 = "stablehlo.multiply"(%473, %468) : (tensor<10x4xui64>, tensor<10x4xui64>) -> tensor<10x4xui64>
    %475 = "stablehlo.add"(%471, %474) : (tensor<10x4xui64>, tensor<10x4xui64>) -> tensor<10x4xui64>
    %476 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x4xui64>
    %478 = "stablehlo.shift_right_logical"(%475, %477) : (tensor<10x4xui64>, tensor<10x4xui64>) -> tensor<10x4xui64>
    %479 = "stablehlo.convert"(%475) : (tensor<10x4xui64>) -> tensor<10x4xui32>
    %480 = "stablehlo.convert"(%478) : (tensor<10x4xui64>) -> tensor<10x4xui32>
    %481:2 = "func.call"(%464, %466, %480, %479) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<10x4xui32>, tensor<10x4xui32>) -> (tensor<10x4xui32>, tensor<10x4xui32>)
    %482 = "stablehlo.xor"(%481#0, %481#1) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
    %483:2 = "stablehlo.sort"(%482, %arg111) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg112: tensor<ui32>, %arg113: tensor<ui32>, %arg114: tensor<i32>, %arg115: tensor<i32>):
      %484 = "stablehlo.compare"(%arg112, %arg113) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%484) : (tensor<i1>) -> ()
    }) : (tensor<10x4xui32>, tensor<10x4xi32>) -> (tensor<10x4xui32>, tensor<10x4xi32>)
    "func.return"(%483#1) : (tensor<10x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<10x4xui32>, tensor<10x4xui32>) -> (tensor<10x4xui32>, tensor<10x4xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg88: tensor<ui32>, %arg89: tensor<ui32>, %arg90: tensor<10x4xui32>, %arg91: tensor<10x4xui32>):
    %387 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %388 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %389 = "stablehlo.xor"(%arg88, %arg89) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %390 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %391 = "stablehlo.xor"(%389, %390) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %392 = "stablehlo.broadcast_in_dim"(%arg88) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
    %393 = "stablehlo.add"(%arg90, %392) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
    %394 = "stablehlo.broadcast_in_dim"(%arg89) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
    %395 = "stablehlo.add"(%arg91, %394) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
    %396 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %397 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %398:9 = "stablehlo.while"(%397, %396, %393, %395, %arg89, %391, %arg88, %387, %388) ({
    ^bb0(%arg101: tensor<i64>, %arg102: tensor<i64>, %arg103: tensor<10x4xui32>, %arg104: tensor<10x4xui32>, %arg105: tensor<ui32>, %arg106: tensor<ui32>, %arg107: tensor<ui32>, %arg108: tensor<4xui32>, %arg109: tensor<4xui32>):
      %456 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %457 = "stablehlo.compare"(%arg101, %456) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%457) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg92: tensor<i64>, %arg93: tensor<i64>, %arg94: tensor<10x4xui32>, %arg95: tensor<10x4xui32>, %arg96: tensor<ui32>, %arg97: tensor<ui32>, %arg98: tensor<ui32>, %arg99: tensor<4xui32>, %arg100: tensor<4xui32>):
      %399 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %400 = "stablehlo.add"(%arg93, %399) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %401 = "stablehlo.slice"(%arg99) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %402 = "stablehlo.reshape"(%401) : (tensor<1xui32>) -> tensor<ui32>
      %403 = "stablehlo.slice"(%arg99) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %404 = "stablehlo.reshape"(%403) : (tensor<1xui32>) -> tensor<ui32>
      %405 = "stablehlo.slice"(%arg99) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %406 = "stablehlo.reshape"(%405) : (tensor<1xui32>) -> tensor<ui32>
      %407 = "stablehlo.slice"(%arg99) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %408 = "stablehlo.reshape"(%407) : (tensor<1xui32>) -> tensor<ui32>
      %409 = "stablehlo.add"(%arg94, %arg95) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %410 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %411 = "stablehlo.shift_left"(%arg95, %410) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %412 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %413 = "stablehlo.subtract"(%412, %402) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %415 = "stablehlo.shift_right_logical"(%arg95, %414) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %416 = "stablehlo.or"(%411, %415) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %417 = "stablehlo.xor"(%409, %416) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %418 = "stablehlo.add"(%409, %417) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %419 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %420 = "stablehlo.shift_left"(%417, %419) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %421 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %422 = "stablehlo.subtract"(%421, %404) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %424 = "stablehlo.shift_right_logical"(%417, %423) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %425 = "stablehlo.or"(%420, %424) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %426 = "stablehlo.xor"(%418, %425) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %427 = "stablehlo.add"(%418, %426) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %428 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %429 = "stablehlo.shift_left"(%426, %428) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %430 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %431 = "stablehlo.subtract"(%430, %406) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %433 = "stablehlo.shift_right_logical"(%426, %432) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %434 = "stablehlo.or"(%429, %433) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %435 = "stablehlo.xor"(%427, %434) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %436 = "stablehlo.add"(%427, %435) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %437 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %438 = "stablehlo.shift_left"(%435, %437) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %439 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %440 = "stablehlo.subtract"(%439, %408) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %442 = "stablehlo.shift_right_logical"(%435, %441) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %443 = "stablehlo.or"(%438, %442) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %444 = "stablehlo.xor"(%436, %443) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %445 = "stablehlo.broadcast_in_dim"(%arg96) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %446 = "stablehlo.add"(%436, %445) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %447 = "stablehlo.broadcast_in_dim"(%arg97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %448 = "stablehlo.add"(%444, %447) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %449 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %450 = "stablehlo.add"(%arg93, %449) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %451 = "stablehlo.convert"(%450) : (tensor<i64>) -> tensor<ui32>
      %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x4xui32>
      %453 = "stablehlo.add"(%448, %452) : (tensor<10x4xui32>, tensor<10x4xui32>) -> tensor<10x4xui32>
      %454 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %455 = "stablehlo.add"(%arg92, %454) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%455, %400, %446, %453, %arg97, %arg98, %arg96, %arg100, %arg99) : (tensor<i64>, tensor<i64>, tensor<10x4xui32>, tensor<10x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<10x4xui32>, tensor<10x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<10x4xui32>, tensor<10x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%398#2, %398#3) : (tensor<10x4xui32>, tensor<10x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<5xi64>, res_attrs = [{}], sym_name = "_randint", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<2xui32>, %arg86: tensor<i64>, %arg87: tensor<i64>):
    %297 = "stablehlo.constant"() <{value = dense<9223372036854775807> : tensor<i64>}> : () -> tensor<i64>
    %298 = "stablehlo.constant"() <{value = dense<-9223372036854775808> : tensor<i64>}> : () -> tensor<i64>
    %299 = "stablehlo.constant"() <{value = dense<9223372036854775807> : tensor<i64>}> : () -> tensor<i64>
    %300 = "func.call"(%297, %298, %299) <{callee = @clip}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %301 = "stablehlo.compare"(%arg87, %300) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %302 = "stablehlo.constant"() <{value = dense<-9223372036854775808> : tensor<i64>}> : () -> tensor<i64>
    %303 = "stablehlo.constant"() <{value = dense<9223372036854775807> : tensor<i64>}> : () -> tensor<i64>
    %304 = "func.call"(%arg86, %302, %303) <{callee = @clip_7}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %305 = "stablehlo.convert"(%304) : (tensor<i64>) -> tensor<i64>
    %306 = "stablehlo.constant"() <{value = dense<-9223372036854775808> : tensor<i64>}> : () -> tensor<i64>
    %307 = "stablehlo.constant"() <{value = dense<9223372036854775807> : tensor<i64>}> : () -> tensor<i64>
    %308 = "func.call"(%arg87, %306, %307) <{callee = @clip_7}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %309 = "stablehlo.convert"(%308) : (tensor<i64>) -> tensor<i64>
    %310 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<1xi64>
    %311 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<1xi64>
    %312 = "func.call"(%arg85) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %313 = "stablehlo.slice"(%312) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %314 = "stablehlo.reshape"(%313) : (tensor<1x2xui32>) -> tensor<2xui32>
    %315 = "stablehlo.slice"(%312) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %316 = "stablehlo.reshape"(%315) : (tensor<1x2xui32>) -> tensor<2xui32>
    %317 = "stablehlo.slice"(%314) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %318 = "stablehlo.reshape"(%317) : (tensor<1xui32>) -> tensor<ui32>
    %319 = "stablehlo.slice"(%314) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %320 = "stablehlo.reshape"(%319) : (tensor<1xui32>) -> tensor<ui32>
    %321 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %322 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %324 = "stablehlo.multiply"(%323, %321) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %325 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %327 = "stablehlo.shift_right_logical"(%324, %326) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %328 = "stablehlo.convert"(%324) : (tensor<5xui64>) -> tensor<5xui32>
    %329 = "stablehlo.convert"(%327) : (tensor<5xui64>) -> tensor<5xui32>
    %330:2 = "func.call"(%318, %320, %329, %328) <{callee = @threefry2x32_8}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %331 = "stablehlo.convert"(%330#0) : (tensor<5xui32>) -> tensor<5xui64>
    %332 = "stablehlo.convert"(%330#1) : (tensor<5xui32>) -> tensor<5xui64>
    %333 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %335 = "stablehlo.shift_left"(%331, %334) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %336 = "stablehlo.or"(%335, %332) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %337 = "stablehlo.slice"(%316) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %338 = "stablehlo.reshape"(%337) : (tensor<1xui32>) -> tensor<ui32>
    %339 = "stablehlo.slice"(%316) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %340 = "stablehlo.reshape"(%339) : (tensor<1xui32>) -> tensor<ui32>
    %341 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %342 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %344 = "stablehlo.multiply"(%343, %341) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %345 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %347 = "stablehlo.shift_right_logical"(%344, %346) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %348 = "stablehlo.convert"(%344) : (tensor<5xui64>) -> tensor<5xui32>
    %349 = "stablehlo.convert"(%347) : (tensor<5xui64>) -> tensor<5xui32>
    %350:2 = "func.call"(%338, %340, %349, %348) <{callee = @threefry2x32_8}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %351 = "stablehlo.convert"(%350#0) : (tensor<5xui32>) -> tensor<5xui64>
    %352 = "stablehlo.convert"(%350#1) : (tensor<5xui32>) -> tensor<5xui64>
    %353 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %355 = "stablehlo.shift_left"(%351, %354) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %356 = "stablehlo.or"(%355, %352) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %357 = "stablehlo.subtract"(%311, %310) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %358 = "stablehlo.convert"(%357) : (tensor<1xi64>) -> tensor<1xui64>
    %359 = "stablehlo.compare"(%311, %310) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %360 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1xui64>
    %362 = "stablehlo.select"(%359, %361, %358) : (tensor<1xi1>, tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %363 = "stablehlo.compare"(%311, %310) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %364 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %365 = "stablehlo.and"(%364, %363) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %366 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1xui64>
    %368 = "stablehlo.add"(%362, %367) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %369 = "stablehlo.select"(%365, %368, %362) : (tensor<1xi1>, tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %370 = "stablehlo.constant"() <{value = dense<4294967296> : tensor<ui64>}> : () -> tensor<ui64>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1xui64>
    %372 = "stablehlo.remainder"(%371, %369) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %373 = "stablehlo.multiply"(%372, %372) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %374 = "stablehlo.remainder"(%373, %369) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %375 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui64>) -> tensor<5xui64>
    %376 = "stablehlo.remainder"(%336, %375) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %377 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui64>) -> tensor<5xui64>
    %378 = "stablehlo.multiply"(%376, %377) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %379 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui64>) -> tensor<5xui64>
    %380 = "stablehlo.remainder"(%356, %379) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %381 = "stablehlo.add"(%378, %380) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %382 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui64>) -> tensor<5xui64>
    %383 = "stablehlo.remainder"(%381, %382) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %384 = "stablehlo.convert"(%383) : (tensor<5xui64>) -> tensor<5xi64>
    %385 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi64>) -> tensor<5xi64>
    %386 = "stablehlo.add"(%385, %384) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    "func.return"(%386) : (tensor<5xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg82: tensor<i64>, %arg83: tensor<i64>, %arg84: tensor<i64>):
    %295 = "stablehlo.maximum"(%arg83, %arg82) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %296 = "stablehlo.minimum"(%arg84, %295) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "func.return"(%296) : (tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>, res_attrs = [{}], sym_name = "clip_7", sym_visibility = "private"}> ({
  ^bb0(%arg79: tensor<i64>, %arg80: tensor<i64>, %arg81: tensor<i64>):
    %293 = "stablehlo.maximum"(%arg80, %arg79) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %294 = "stablehlo.minimum"(%arg81, %293) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "func.return"(%294) : (tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32_8", sym_visibility = "private"}> ({
  ^bb0(%arg57: tensor<ui32>, %arg58: tensor<ui32>, %arg59: tensor<5xui32>, %arg60: tensor<5xui32>):
    %222 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %223 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %224 = "stablehlo.xor"(%arg57, %arg58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %225 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %226 = "stablehlo.xor"(%224, %225) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %227 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %228 = "stablehlo.add"(%arg59, %227) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %229 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %230 = "stablehlo.add"(%arg60, %229) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %231 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %232 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %233:9 = "stablehlo.while"(%232, %231, %228, %230, %arg58, %226, %arg57, %222, %223) ({
    ^bb0(%arg70: tensor<i64>, %arg71: tensor<i64>, %arg72: tensor<5xui32>, %arg73: tensor<5xui32>, %arg74: tensor<ui32>, %arg75: tensor<ui32>, %arg76: tensor<ui32>, %arg77: tensor<4xui32>, %arg78: tensor<4xui32>):
      %291 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %292 = "stablehlo.compare"(%arg70, %291) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%292) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg61: tensor<i64>, %arg62: tensor<i64>, %arg63: tensor<5xui32>, %arg64: tensor<5xui32>, %arg65: tensor<ui32>, %arg66: tensor<ui32>, %arg67: tensor<ui32>, %arg68: tensor<4xui32>, %arg69: tensor<4xui32>):
      %234 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %235 = "stablehlo.add"(%arg62, %234) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %236 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %237 = "stablehlo.reshape"(%236) : (tensor<1xui32>) -> tensor<ui32>
      %238 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %239 = "stablehlo.reshape"(%238) : (tensor<1xui32>) -> tensor<ui32>
      %240 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %241 = "stablehlo.reshape"(%240) : (tensor<1xui32>) -> tensor<ui32>
      %242 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %243 = "stablehlo.reshape"(%242) : (tensor<1xui32>) -> tensor<ui32>
      %244 = "stablehlo.add"(%arg63, %arg64) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %245 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %246 = "stablehlo.shift_left"(%arg64, %245) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %247 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %248 = "stablehlo.subtract"(%247, %237) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %250 = "stablehlo.shift_right_logical"(%arg64, %249) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %251 = "stablehlo.or"(%246, %250) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %252 = "stablehlo.xor"(%244, %251) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %253 = "stablehlo.add"(%244, %252) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %254 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %255 = "stablehlo.shift_left"(%252, %254) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %256 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %257 = "stablehlo.subtract"(%256, %239) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %259 = "stablehlo.shift_right_logical"(%252, %258) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %260 = "stablehlo.or"(%255, %259) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %261 = "stablehlo.xor"(%253, %260) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %262 = "stablehlo.add"(%253, %261) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %263 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %264 = "stablehlo.shift_left"(%261, %263) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %265 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %266 = "stablehlo.subtract"(%265, %241) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %268 = "stablehlo.shift_right_logical"(%261, %267) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %269 = "stablehlo.or"(%264, %268) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %270 = "stablehlo.xor"(%262, %269) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %271 = "stablehlo.add"(%262, %270) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %272 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %273 = "stablehlo.shift_left"(%270, %272) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %274 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %275 = "stablehlo.subtract"(%274, %243) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %277 = "stablehlo.shift_right_logical"(%270, %276) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %278 = "stablehlo.or"(%273, %277) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %279 = "stablehlo.xor"(%271, %278) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %280 = "stablehlo.broadcast_in_dim"(%arg65) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %281 = "stablehlo.add"(%271, %280) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %282 = "stablehlo.broadcast_in_dim"(%arg66) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %283 = "stablehlo.add"(%279, %282) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %284 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %285 = "stablehlo.add"(%arg62, %284) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %286 = "stablehlo.convert"(%285) : (tensor<i64>) -> tensor<ui32>
      %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
      %288 = "stablehlo.add"(%283, %287) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
      %289 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %290 = "stablehlo.add"(%arg61, %289) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%290, %235, %281, %288, %arg66, %arg67, %arg65, %arg69, %arg68) : (tensor<i64>, tensor<i64>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%233#2, %233#3) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg56: tensor<2xui32>):
    %215 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %216 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %217 = "func.call"(%arg56, %215, %216) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<20xf32>
    %218 = "stablehlo.log"(%217) : (tensor<20xf32>) -> tensor<20xf32>
    %219 = "stablehlo.negate"(%218) : (tensor<20xf32>) -> tensor<20xf32>
    %220 = "stablehlo.log"(%219) : (tensor<20xf32>) -> tensor<20xf32>
    %221 = "stablehlo.negate"(%220) : (tensor<20xf32>) -> tensor<20xf32>
    "func.return"(%221) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<2xui32>, %arg54: tensor<f64>, %arg55: tensor<f32>):
    %180 = "stablehlo.convert"(%arg54) : (tensor<f64>) -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %182 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %183 = "stablehlo.slice"(%arg53) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %184 = "stablehlo.reshape"(%183) : (tensor<1xui32>) -> tensor<ui32>
    %185 = "stablehlo.slice"(%arg53) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1xui32>) -> tensor<ui32>
    %187 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<20xui64>
    %188 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<20xui64>
    %190 = "stablehlo.multiply"(%189, %187) : (tensor<20xui64>, tensor<20xui64>) -> tensor<20xui64>
    %191 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<20xui64>
    %193 = "stablehlo.shift_right_logical"(%190, %192) : (tensor<20xui64>, tensor<20xui64>) -> tensor<20xui64>
    %194 = "stablehlo.convert"(%190) : (tensor<20xui64>) -> tensor<20xui32>
    %195 = "stablehlo.convert"(%193) : (tensor<20xui64>) -> tensor<20xui32>
    %196:2 = "func.call"(%184, %186, %195, %194) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<20xui32>, tensor<20xui32>) -> (tensor<20xui32>, tensor<20xui32>)
    %197 = "stablehlo.xor"(%196#0, %196#1) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %198 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %200 = "stablehlo.shift_right_logical"(%197, %199) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %201 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %203 = "stablehlo.or"(%200, %202) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %204 = "stablehlo.bitcast_convert"(%203) : (tensor<20xui32>) -> tensor<20xf32>
    %205 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %207 = "stablehlo.subtract"(%204, %206) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %208 = "stablehlo.subtract"(%182, %181) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<20xf32>
    %210 = "stablehlo.multiply"(%207, %209) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %211 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<20xf32>
    %212 = "stablehlo.add"(%210, %211) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %213 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<20xf32>
    %214 = "stablehlo.maximum"(%213, %212) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    "func.return"(%214) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<20xf32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<20xf32>):
    %179 = "func.call"(%arg52) <{callee = @cumsum_9}> : (tensor<20xf32>) -> tensor<20xf32>
    "func.return"(%179) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<20xf32>) -> tensor<20xf32>, sym_name = "cumsum_9", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<20xf32>):
    %175 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %177 = "stablehlo.reduce_window"(%arg49, %176) <{base_dilations = array<i64: 1>, padding = dense<[[19, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 20>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %178 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%178) : (tensor<f32>) -> ()
    }) : (tensor<20xf32>, tensor<f32>) -> tensor<20xf32>
    "func.return"(%177) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_uniform_10", sym_visibility = "private"}> ({
  ^bb0(%arg46: tensor<2xui32>, %arg47: tensor<f64>, %arg48: tensor<f64>):
    %139 = "stablehlo.convert"(%arg47) : (tensor<f64>) -> tensor<f32>
    %140 = "stablehlo.convert"(%arg48) : (tensor<f64>) -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %142 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %143 = "stablehlo.slice"(%arg46) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %144 = "stablehlo.reshape"(%143) : (tensor<1xui32>) -> tensor<ui32>
    %145 = "stablehlo.slice"(%arg46) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %146 = "stablehlo.reshape"(%145) : (tensor<1xui32>) -> tensor<ui32>
    %147 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui64>
    %148 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %150 = "stablehlo.multiply"(%149, %147) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %151 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %153 = "stablehlo.shift_right_logical"(%150, %152) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %154 = "stablehlo.convert"(%150) : (tensor<8xui64>) -> tensor<8xui32>
    %155 = "stablehlo.convert"(%153) : (tensor<8xui64>) -> tensor<8xui32>
    %156:2 = "func.call"(%144, %146, %155, %154) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %157 = "stablehlo.xor"(%156#0, %156#1) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %158 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %160 = "stablehlo.shift_right_logical"(%157, %159) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %161 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %163 = "stablehlo.or"(%160, %162) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %164 = "stablehlo.bitcast_convert"(%163) : (tensor<8xui32>) -> tensor<8xf32>
    %165 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %167 = "stablehlo.subtract"(%164, %166) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %168 = "stablehlo.subtract"(%142, %141) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %170 = "stablehlo.multiply"(%167, %169) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %171 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %172 = "stablehlo.add"(%170, %171) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %173 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %174 = "stablehlo.maximum"(%173, %172) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%174) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<20xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<20xf32>, %arg45: tensor<8xf32>):
    %138 = "func.call"(%arg44, %arg45) <{callee = @_searchsorted_scan_impl}> : (tensor<20xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%138) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<20xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<20xf32>, %arg43: tensor<8xf32>):
    %137 = "func.call"(%arg42, %arg43) <{callee = @_searchsorted_scan_impl_11}> : (tensor<20xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%137) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<20xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_11", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<20xf32>, %arg31: tensor<8xf32>):
    %96 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %98 = "stablehlo.constant"() <{value = dense<20> : tensor<ui32>}> : () -> tensor<ui32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %100 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %101:5 = "stablehlo.while"(%arg30, %arg31, %100, %97, %99) ({
    ^bb0(%arg37: tensor<20xf32>, %arg38: tensor<8xf32>, %arg39: tensor<i64>, %arg40: tensor<8xui32>, %arg41: tensor<8xui32>):
      %135 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %136 = "stablehlo.compare"(%arg39, %135) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%136) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg32: tensor<20xf32>, %arg33: tensor<8xf32>, %arg34: tensor<i64>, %arg35: tensor<8xui32>, %arg36: tensor<8xui32>):
      %103 = "stablehlo.subtract"(%arg36, %arg35) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %104 = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
      %105 = "func.call"(%103, %104) <{callee = @floor_divide}> : (tensor<8xui32>, tensor<i64>) -> tensor<8xui32>
      %106 = "stablehlo.add"(%arg35, %105) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
      %108 = "stablehlo.gather"(%arg32, %107) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<20xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
      %109 = "stablehlo.reshape"(%108) : (tensor<8x1xf32>) -> tensor<8xf32>
      %110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %112 = "stablehlo.compare"(%arg33, %111) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %115 = "stablehlo.select"(%112, %114, %arg33) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %116 = "stablehlo.compare"(%arg33, %arg33) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %117 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %119 = "stablehlo.select"(%116, %118, %115) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %122 = "stablehlo.compare"(%109, %121) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %125 = "stablehlo.select"(%122, %124, %109) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %126 = "stablehlo.compare"(%109, %109) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %127 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %129 = "stablehlo.select"(%126, %128, %125) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %130 = "stablehlo.compare"(%119, %129) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %131 = "stablehlo.select"(%130, %arg35, %106) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %132 = "stablehlo.select"(%130, %106, %arg36) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %133 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %134 = "stablehlo.add"(%arg34, %133) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg32, %arg33, %134, %131, %132) : (tensor<20xf32>, tensor<8xf32>, tensor<i64>, tensor<8xui32>, tensor<8xui32>) -> ()
    }) : (tensor<20xf32>, tensor<8xf32>, tensor<i64>, tensor<8xui32>, tensor<8xui32>) -> (tensor<20xf32>, tensor<8xf32>, tensor<i64>, tensor<8xui32>, tensor<8xui32>)
    %102 = "stablehlo.convert"(%101#4) : (tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%102) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<i64>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<8xui32>, %arg29: tensor<i64>):
    %93 = "stablehlo.convert"(%arg29) : (tensor<i64>) -> tensor<ui32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %95 = "stablehlo.divide"(%arg28, %94) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%95) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<16xi32>) -> tensor<16xi32>, res_attrs = [{}], sym_name = "_shuffle_12", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<2xui32>, %arg23: tensor<16xi32>):
    %71 = "func.call"(%arg22) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %72 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %73 = "stablehlo.reshape"(%72) : (tensor<1x2xui32>) -> tensor<2xui32>
    %74 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1x2xui32>) -> tensor<2xui32>
    %76 = "stablehlo.slice"(%75) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
    %78 = "stablehlo.slice"(%75) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1xui32>) -> tensor<ui32>
    %80 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xui64>
    %81 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %83 = "stablehlo.multiply"(%82, %80) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %84 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %86 = "stablehlo.shift_right_logical"(%83, %85) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %87 = "stablehlo.convert"(%83) : (tensor<16xui64>) -> tensor<16xui32>
    %88 = "stablehlo.convert"(%86) : (tensor<16xui64>) -> tensor<16xui32>
    %89:2 = "func.call"(%77, %79, %88, %87) <{callee = @threefry2x32_13}> : (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %90 = "stablehlo.xor"(%89#0, %89#1) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %91:2 = "stablehlo.sort"(%90, %arg23) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg24: tensor<ui32>, %arg25: tensor<ui32>, %arg26: tensor<i32>, %arg27: tensor<i32>):
      %92 = "stablehlo.compare"(%arg24, %arg25) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%92) : (tensor<i1>) -> ()
    }) : (tensor<16xui32>, tensor<16xi32>) -> (tensor<16xui32>, tensor<16xi32>)
    "func.return"(%91#1) : (tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>), sym_name = "threefry2x32_13", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16xui32>, %arg3: tensor<16xui32>):
    %0 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %2 = "stablehlo.xor"(%arg0, %arg1) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %4 = "stablehlo.xor"(%2, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %6 = "stablehlo.add"(%arg2, %5) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %7 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %8 = "stablehlo.add"(%arg3, %7) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %11:9 = "stablehlo.while"(%10, %9, %6, %8, %arg1, %4, %arg0, %0, %1) ({
    ^bb0(%arg13: tensor<i64>, %arg14: tensor<i64>, %arg15: tensor<16xui32>, %arg16: tensor<16xui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<ui32>, %arg20: tensor<4xui32>, %arg21: tensor<4xui32>):
      %69 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %70 = "stablehlo.compare"(%arg13, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%70) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>, %arg6: tensor<16xui32>, %arg7: tensor<16xui32>, %arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<ui32>, %arg11: tensor<4xui32>, %arg12: tensor<4xui32>):
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
      %22 = "stablehlo.add"(%arg6, %arg7) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %23 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %24 = "stablehlo.shift_left"(%arg7, %23) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %25 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %26 = "stablehlo.subtract"(%25, %15) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %28 = "stablehlo.shift_right_logical"(%arg7, %27) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %29 = "stablehlo.or"(%24, %28) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %30 = "stablehlo.xor"(%22, %29) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %31 = "stablehlo.add"(%22, %30) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %32 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %33 = "stablehlo.shift_left"(%30, %32) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %34 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %35 = "stablehlo.subtract"(%34, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %37 = "stablehlo.shift_right_logical"(%30, %36) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %38 = "stablehlo.or"(%33, %37) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %39 = "stablehlo.xor"(%31, %38) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %40 = "stablehlo.add"(%31, %39) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %41 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %42 = "stablehlo.shift_left"(%39, %41) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %43 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %44 = "stablehlo.subtract"(%43, %19) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %46 = "stablehlo.shift_right_logical"(%39, %45) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %47 = "stablehlo.or"(%42, %46) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %48 = "stablehlo.xor"(%40, %47) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %49 = "stablehlo.add"(%40, %48) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %50 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %51 = "stablehlo.shift_left"(%48, %50) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %52 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %53 = "stablehlo.subtract"(%52, %21) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %55 = "stablehlo.shift_right_logical"(%48, %54) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %56 = "stablehlo.or"(%51, %55) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %57 = "stablehlo.xor"(%49, %56) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %58 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %59 = "stablehlo.add"(%49, %58) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %60 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %61 = "stablehlo.add"(%57, %60) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %62 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %63 = "stablehlo.add"(%arg5, %62) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %64 = "stablehlo.convert"(%63) : (tensor<i64>) -> tensor<ui32>
      %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %66 = "stablehlo.add"(%61, %65) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %68 = "stablehlo.add"(%arg4, %67) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%68, %13, %59, %66, %arg9, %arg10, %arg8, %arg12, %arg11) : (tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%11#2, %11#3) : (tensor<16xui32>, tensor<16xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
