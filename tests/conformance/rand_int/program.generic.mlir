"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<3x6xf32>) -> (tensor<64xi32>, tensor<64xi32>, tensor<32xi64>, tensor<32xui32>, tensor<32xi8>, tensor<3xi64>, tensor<10x3xi64>, tensor<32xi16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg179: tensor<2xui32>, %arg180: tensor<3x6xf32>):
    %925 = "func.call"(%arg179) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<8x2xui32>
    %926 = "stablehlo.slice"(%925) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %927 = "stablehlo.reshape"(%926) : (tensor<1x2xui32>) -> tensor<2xui32>
    %928 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %929 = "stablehlo.constant"() <{value = dense<10> : tensor<i64>}> : () -> tensor<i64>
    %930 = "func.call"(%927, %928, %929) <{callee = @_randint}> : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<64xi32>
    %931 = "stablehlo.slice"(%925) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %932 = "stablehlo.reshape"(%931) : (tensor<1x2xui32>) -> tensor<2xui32>
    %933 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i64>}> : () -> tensor<i64>
    %934 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i64>}> : () -> tensor<i64>
    %935 = "func.call"(%932, %933, %934) <{callee = @_randint}> : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<64xi32>
    %936 = "stablehlo.slice"(%925) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %937 = "stablehlo.reshape"(%936) : (tensor<1x2xui32>) -> tensor<2xui32>
    %938 = "stablehlo.constant"() <{value = dense<-4611686018427387904> : tensor<i64>}> : () -> tensor<i64>
    %939 = "stablehlo.constant"() <{value = dense<4611686018427387904> : tensor<i64>}> : () -> tensor<i64>
    %940 = "func.call"(%937, %938, %939) <{callee = @_randint_4}> : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<32xi64>
    %941 = "stablehlo.slice"(%925) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %942 = "stablehlo.reshape"(%941) : (tensor<1x2xui32>) -> tensor<2xui32>
    %943 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %944 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<i64>}> : () -> tensor<i64>
    %945 = "func.call"(%942, %943, %944) <{callee = @_randint_7}> : (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<32xui32>
    %946 = "stablehlo.slice"(%925) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %947 = "stablehlo.reshape"(%946) : (tensor<1x2xui32>) -> tensor<2xui32>
    %948 = "stablehlo.constant"() <{value = dense<-5> : tensor<i32>}> : () -> tensor<i32>
    %949 = "stablehlo.constant"() <{value = dense<127> : tensor<i64>}> : () -> tensor<i64>
    %950 = "stablehlo.constant"() <{value = dense<-128> : tensor<i64>}> : () -> tensor<i64>
    %951 = "func.call"(%948, %949, %950) <{callee = @clip_9}> : (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>
    %952 = "stablehlo.constant"() <{value = dense<1000> : tensor<i32>}> : () -> tensor<i32>
    %953 = "stablehlo.constant"() <{value = dense<128> : tensor<i64>}> : () -> tensor<i64>
    %954 = "stablehlo.constant"() <{value = dense<-128> : tensor<i64>}> : () -> tensor<i64>
    %955 = "func.call"(%952, %953, %954) <{callee = @clip_9}> : (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>
    %956 = "func.call"(%947, %951, %955) <{callee = @_randint_10}> : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<32xi32>
    %957 = "stablehlo.convert"(%956) : (tensor<32xi32>) -> tensor<32xi8>
    %958 = "stablehlo.slice"(%925) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 5, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %959 = "stablehlo.reshape"(%958) : (tensor<1x2xui32>) -> tensor<2xui32>
    %960 = "func.call"(%959) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<3x6xf32>
    %961 = "stablehlo.add"(%960, %arg180) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %962 = "func.call"(%961) <{callee = @argmax}> : (tensor<3x6xf32>) -> tensor<3xi64>
    %963 = "stablehlo.slice"(%925) <{limit_indices = array<i64: 7, 2>, start_indices = array<i64: 6, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %964 = "stablehlo.reshape"(%963) : (tensor<1x2xui32>) -> tensor<2xui32>
    %965 = "func.call"(%964) <{callee = @_gumbel_12}> : (tensor<2xui32>) -> tensor<10x3x6xf32>
    %966 = "stablehlo.broadcast_in_dim"(%arg180) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x6xf32>) -> tensor<1x3x6xf32>
    %967 = "stablehlo.broadcast_in_dim"(%966) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x3x6xf32>) -> tensor<10x3x6xf32>
    %968 = "stablehlo.add"(%965, %967) : (tensor<10x3x6xf32>, tensor<10x3x6xf32>) -> tensor<10x3x6xf32>
    %969 = "func.call"(%968) <{callee = @argmax_15}> : (tensor<10x3x6xf32>) -> tensor<10x3xi64>
    %970 = "stablehlo.slice"(%925) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 7, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %971 = "stablehlo.reshape"(%970) : (tensor<1x2xui32>) -> tensor<2xui32>
    %972 = "stablehlo.constant"() <{value = dense<-7> : tensor<i32>}> : () -> tensor<i32>
    %973 = "stablehlo.constant"() <{value = dense<32767> : tensor<i64>}> : () -> tensor<i64>
    %974 = "stablehlo.constant"() <{value = dense<-32768> : tensor<i64>}> : () -> tensor<i64>
    %975 = "func.call"(%972, %973, %974) <{callee = @clip_9}> : (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>
    %976 = "stablehlo.constant"() <{value = dense<300> : tensor<i32>}> : () -> tensor<i32>
    %977 = "stablehlo.constant"() <{value = dense<32768> : tensor<i64>}> : () -> tensor<i64>
    %978 = "stablehlo.constant"() <{value = dense<-32768> : tensor<i64>}> : () -> tensor<i64>
    %979 = "func.call"(%976, %977, %978) <{callee = @clip_9}> : (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>
    %980 = "func.call"(%971, %975, %979) <{callee = @_randint_10}> : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<32xi32>
    %981 = "stablehlo.convert"(%980) : (tensor<32xi32>) -> tensor<32xi16>
    "func.return"(%930, %935, %940, %945, %957, %962, %969, %981) : (tensor<64xi32>, tensor<64xi32>, tensor<32xi64>, tensor<32xui32>, tensor<32xi8>, tensor<3xi64>, tensor<10x3xi64>, tensor<32xi16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<8x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg178: tensor<2xui32>):
    %908 = "stablehlo.slice"(%arg178) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %909 = "stablehlo.reshape"(%908) : (tensor<1xui32>) -> tensor<ui32>
    %910 = "stablehlo.slice"(%arg178) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %911 = "stablehlo.reshape"(%910) : (tensor<1xui32>) -> tensor<ui32>
    %912 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui64>
    %913 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %914 = "stablehlo.broadcast_in_dim"(%913) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %915 = "stablehlo.multiply"(%914, %912) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %916 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %917 = "stablehlo.broadcast_in_dim"(%916) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %918 = "stablehlo.shift_right_logical"(%915, %917) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %919 = "stablehlo.convert"(%915) : (tensor<8xui64>) -> tensor<8xui32>
    %920 = "stablehlo.convert"(%918) : (tensor<8xui64>) -> tensor<8xui32>
    %921:2 = "func.call"(%909, %911, %920, %919) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %922 = "stablehlo.broadcast_in_dim"(%921#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %923 = "stablehlo.broadcast_in_dim"(%921#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %924 = "stablehlo.concatenate"(%922, %923) <{dimension = 1 : i64}> : (tensor<8x1xui32>, tensor<8x1xui32>) -> tensor<8x2xui32>
    "func.return"(%924) : (tensor<8x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg156: tensor<ui32>, %arg157: tensor<ui32>, %arg158: tensor<8xui32>, %arg159: tensor<8xui32>):
    %837 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %838 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %839 = "stablehlo.xor"(%arg156, %arg157) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %840 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %841 = "stablehlo.xor"(%839, %840) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %842 = "stablehlo.broadcast_in_dim"(%arg156) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %843 = "stablehlo.add"(%arg158, %842) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %844 = "stablehlo.broadcast_in_dim"(%arg157) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %845 = "stablehlo.add"(%arg159, %844) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %846 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %847 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %848:9 = "stablehlo.while"(%847, %846, %843, %845, %arg157, %841, %arg156, %837, %838) ({
    ^bb0(%arg169: tensor<i64>, %arg170: tensor<i64>, %arg171: tensor<8xui32>, %arg172: tensor<8xui32>, %arg173: tensor<ui32>, %arg174: tensor<ui32>, %arg175: tensor<ui32>, %arg176: tensor<4xui32>, %arg177: tensor<4xui32>):
      %906 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %907 = "stablehlo.compare"(%arg169, %906) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%907) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg160: tensor<i64>, %arg161: tensor<i64>, %arg162: tensor<8xui32>, %arg163: tensor<8xui32>, %arg164: tensor<ui32>, %arg165: tensor<ui32>, %arg166: tensor<ui32>, %arg167: tensor<4xui32>, %arg168: tensor<4xui32>):
      %849 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %850 = "stablehlo.add"(%arg161, %849) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %851 = "stablehlo.slice"(%arg167) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %852 = "stablehlo.reshape"(%851) : (tensor<1xui32>) -> tensor<ui32>
      %853 = "stablehlo.slice"(%arg167) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %854 = "stablehlo.reshape"(%853) : (tensor<1xui32>) -> tensor<ui32>
      %855 = "stablehlo.slice"(%arg167) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %856 = "stablehlo.reshape"(%855) : (tensor<1xui32>) -> tensor<ui32>
      %857 = "stablehlo.slice"(%arg167) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %858 = "stablehlo.reshape"(%857) : (tensor<1xui32>) -> tensor<ui32>
      %859 = "stablehlo.add"(%arg162, %arg163) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %860 = "stablehlo.broadcast_in_dim"(%852) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %861 = "stablehlo.shift_left"(%arg163, %860) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %862 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %863 = "stablehlo.subtract"(%862, %852) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %864 = "stablehlo.broadcast_in_dim"(%863) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %865 = "stablehlo.shift_right_logical"(%arg163, %864) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %866 = "stablehlo.or"(%861, %865) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %867 = "stablehlo.xor"(%859, %866) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %868 = "stablehlo.add"(%859, %867) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %869 = "stablehlo.broadcast_in_dim"(%854) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %870 = "stablehlo.shift_left"(%867, %869) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %871 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %872 = "stablehlo.subtract"(%871, %854) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %873 = "stablehlo.broadcast_in_dim"(%872) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %874 = "stablehlo.shift_right_logical"(%867, %873) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %875 = "stablehlo.or"(%870, %874) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %876 = "stablehlo.xor"(%868, %875) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %877 = "stablehlo.add"(%868, %876) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %878 = "stablehlo.broadcast_in_dim"(%856) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %879 = "stablehlo.shift_left"(%876, %878) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %880 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %881 = "stablehlo.subtract"(%880, %856) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %882 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %883 = "stablehlo.shift_right_logical"(%876, %882) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %884 = "stablehlo.or"(%879, %883) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %885 = "stablehlo.xor"(%877, %884) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %886 = "stablehlo.add"(%877, %885) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %887 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %888 = "stablehlo.shift_left"(%885, %887) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %889 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %890 = "stablehlo.subtract"(%889, %858) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %891 = "stablehlo.broadcast_in_dim"(%890) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %892 = "stablehlo.shift_right_logical"(%885, %891) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %893 = "stablehlo.or"(%888, %892) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %894 = "stablehlo.xor"(%886, %893) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %895 = "stablehlo.broadcast_in_dim"(%arg164) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %896 = "stablehlo.add"(%886, %895) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %897 = "stablehlo.broadcast_in_dim"(%arg165) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %898 = "stablehlo.add"(%894, %897) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %899 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %900 = "stablehlo.add"(%arg161, %899) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %901 = "stablehlo.convert"(%900) : (tensor<i64>) -> tensor<ui32>
      %902 = "stablehlo.broadcast_in_dim"(%901) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
      %903 = "stablehlo.add"(%898, %902) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
      %904 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %905 = "stablehlo.add"(%arg160, %904) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%905, %850, %896, %903, %arg165, %arg166, %arg164, %arg168, %arg167) : (tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%848#2, %848#3) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<64xi32>, res_attrs = [{}], sym_name = "_randint", sym_visibility = "private"}> ({
  ^bb0(%arg153: tensor<2xui32>, %arg154: tensor<i64>, %arg155: tensor<i64>):
    %756 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %757 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %758 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %759 = "func.call"(%756, %757, %758) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %760 = "stablehlo.convert"(%759) : (tensor<i32>) -> tensor<i64>
    %761 = "stablehlo.compare"(%arg155, %760) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %762 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i64>}> : () -> tensor<i64>
    %763 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i64>}> : () -> tensor<i64>
    %764 = "func.call"(%arg154, %762, %763) <{callee = @clip_0}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %765 = "stablehlo.convert"(%764) : (tensor<i64>) -> tensor<i32>
    %766 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i64>}> : () -> tensor<i64>
    %767 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i64>}> : () -> tensor<i64>
    %768 = "func.call"(%arg155, %766, %767) <{callee = @clip_0}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %769 = "stablehlo.convert"(%768) : (tensor<i64>) -> tensor<i32>
    %770 = "stablehlo.broadcast_in_dim"(%765) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %771 = "stablehlo.broadcast_in_dim"(%769) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %772 = "func.call"(%arg153) <{callee = @_threefry_split_1}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %773 = "stablehlo.slice"(%772) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %774 = "stablehlo.reshape"(%773) : (tensor<1x2xui32>) -> tensor<2xui32>
    %775 = "stablehlo.slice"(%772) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %776 = "stablehlo.reshape"(%775) : (tensor<1x2xui32>) -> tensor<2xui32>
    %777 = "stablehlo.slice"(%774) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %778 = "stablehlo.reshape"(%777) : (tensor<1xui32>) -> tensor<ui32>
    %779 = "stablehlo.slice"(%774) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %780 = "stablehlo.reshape"(%779) : (tensor<1xui32>) -> tensor<ui32>
    %781 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xui64>
    %782 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %783 = "stablehlo.broadcast_in_dim"(%782) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %784 = "stablehlo.multiply"(%783, %781) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %785 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %787 = "stablehlo.shift_right_logical"(%784, %786) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %788 = "stablehlo.convert"(%784) : (tensor<64xui64>) -> tensor<64xui32>
    %789 = "stablehlo.convert"(%787) : (tensor<64xui64>) -> tensor<64xui32>
    %790:2 = "func.call"(%778, %780, %789, %788) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %791 = "stablehlo.xor"(%790#0, %790#1) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %792 = "stablehlo.slice"(%776) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %793 = "stablehlo.reshape"(%792) : (tensor<1xui32>) -> tensor<ui32>
    %794 = "stablehlo.slice"(%776) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %795 = "stablehlo.reshape"(%794) : (tensor<1xui32>) -> tensor<ui32>
    %796 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xui64>
    %797 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %798 = "stablehlo.broadcast_in_dim"(%797) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %799 = "stablehlo.multiply"(%798, %796) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %800 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %801 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<64xui64>
    %802 = "stablehlo.shift_right_logical"(%799, %801) : (tensor<64xui64>, tensor<64xui64>) -> tensor<64xui64>
    %803 = "stablehlo.convert"(%799) : (tensor<64xui64>) -> tensor<64xui32>
    %804 = "stablehlo.convert"(%802) : (tensor<64xui64>) -> tensor<64xui32>
    %805:2 = "func.call"(%793, %795, %804, %803) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>)
    %806 = "stablehlo.xor"(%805#0, %805#1) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %807 = "stablehlo.subtract"(%771, %770) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %808 = "stablehlo.convert"(%807) : (tensor<1xi32>) -> tensor<1xui32>
    %809 = "stablehlo.compare"(%771, %770) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %810 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %811 = "stablehlo.broadcast_in_dim"(%810) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %812 = "stablehlo.select"(%809, %811, %808) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %813 = "stablehlo.compare"(%771, %770) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %814 = "stablehlo.broadcast_in_dim"(%761) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %815 = "stablehlo.and"(%814, %813) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %816 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %817 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %818 = "stablehlo.add"(%812, %817) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %819 = "stablehlo.select"(%815, %818, %812) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %820 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %821 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %822 = "stablehlo.remainder"(%821, %819) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %823 = "stablehlo.multiply"(%822, %822) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %824 = "stablehlo.remainder"(%823, %819) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %825 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<64xui32>
    %826 = "stablehlo.remainder"(%791, %825) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %827 = "stablehlo.broadcast_in_dim"(%824) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<64xui32>
    %828 = "stablehlo.multiply"(%826, %827) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %829 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<64xui32>
    %830 = "stablehlo.remainder"(%806, %829) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %831 = "stablehlo.add"(%828, %830) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %832 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<64xui32>
    %833 = "stablehlo.remainder"(%831, %832) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %834 = "stablehlo.convert"(%833) : (tensor<64xui32>) -> tensor<64xi32>
    %835 = "stablehlo.broadcast_in_dim"(%770) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<64xi32>
    %836 = "stablehlo.add"(%835, %834) : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
    "func.return"(%836) : (tensor<64xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg150: tensor<i32>, %arg151: tensor<i32>, %arg152: tensor<i32>):
    %754 = "stablehlo.maximum"(%arg151, %arg150) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %755 = "stablehlo.minimum"(%arg152, %754) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%755) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>, res_attrs = [{}], sym_name = "clip_0", sym_visibility = "private"}> ({
  ^bb0(%arg147: tensor<i64>, %arg148: tensor<i64>, %arg149: tensor<i64>):
    %752 = "stablehlo.maximum"(%arg148, %arg147) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %753 = "stablehlo.minimum"(%arg149, %752) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "func.return"(%753) : (tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_1", sym_visibility = "private"}> ({
  ^bb0(%arg146: tensor<2xui32>):
    %735 = "stablehlo.slice"(%arg146) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %736 = "stablehlo.reshape"(%735) : (tensor<1xui32>) -> tensor<ui32>
    %737 = "stablehlo.slice"(%arg146) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %738 = "stablehlo.reshape"(%737) : (tensor<1xui32>) -> tensor<ui32>
    %739 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %740 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %741 = "stablehlo.broadcast_in_dim"(%740) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %742 = "stablehlo.multiply"(%741, %739) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %743 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %745 = "stablehlo.shift_right_logical"(%742, %744) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %746 = "stablehlo.convert"(%742) : (tensor<2xui64>) -> tensor<2xui32>
    %747 = "stablehlo.convert"(%745) : (tensor<2xui64>) -> tensor<2xui32>
    %748:2 = "func.call"(%736, %738, %747, %746) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %749 = "stablehlo.broadcast_in_dim"(%748#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %750 = "stablehlo.broadcast_in_dim"(%748#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %751 = "stablehlo.concatenate"(%749, %750) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%751) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg124: tensor<ui32>, %arg125: tensor<ui32>, %arg126: tensor<2xui32>, %arg127: tensor<2xui32>):
    %664 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %665 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %666 = "stablehlo.xor"(%arg124, %arg125) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %667 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %668 = "stablehlo.xor"(%666, %667) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %669 = "stablehlo.broadcast_in_dim"(%arg124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %670 = "stablehlo.add"(%arg126, %669) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %671 = "stablehlo.broadcast_in_dim"(%arg125) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %672 = "stablehlo.add"(%arg127, %671) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %673 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %674 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %675:9 = "stablehlo.while"(%674, %673, %670, %672, %arg125, %668, %arg124, %664, %665) ({
    ^bb0(%arg137: tensor<i64>, %arg138: tensor<i64>, %arg139: tensor<2xui32>, %arg140: tensor<2xui32>, %arg141: tensor<ui32>, %arg142: tensor<ui32>, %arg143: tensor<ui32>, %arg144: tensor<4xui32>, %arg145: tensor<4xui32>):
      %733 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %734 = "stablehlo.compare"(%arg137, %733) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%734) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg128: tensor<i64>, %arg129: tensor<i64>, %arg130: tensor<2xui32>, %arg131: tensor<2xui32>, %arg132: tensor<ui32>, %arg133: tensor<ui32>, %arg134: tensor<ui32>, %arg135: tensor<4xui32>, %arg136: tensor<4xui32>):
      %676 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %677 = "stablehlo.add"(%arg129, %676) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %678 = "stablehlo.slice"(%arg135) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %679 = "stablehlo.reshape"(%678) : (tensor<1xui32>) -> tensor<ui32>
      %680 = "stablehlo.slice"(%arg135) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %681 = "stablehlo.reshape"(%680) : (tensor<1xui32>) -> tensor<ui32>
      %682 = "stablehlo.slice"(%arg135) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %683 = "stablehlo.reshape"(%682) : (tensor<1xui32>) -> tensor<ui32>
      %684 = "stablehlo.slice"(%arg135) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %685 = "stablehlo.reshape"(%684) : (tensor<1xui32>) -> tensor<ui32>
      %686 = "stablehlo.add"(%arg130, %arg131) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %687 = "stablehlo.broadcast_in_dim"(%679) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %688 = "stablehlo.shift_left"(%arg131, %687) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %689 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %690 = "stablehlo.subtract"(%689, %679) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %692 = "stablehlo.shift_right_logical"(%arg131, %691) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %693 = "stablehlo.or"(%688, %692) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %694 = "stablehlo.xor"(%686, %693) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %695 = "stablehlo.add"(%686, %694) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %696 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %697 = "stablehlo.shift_left"(%694, %696) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %698 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %699 = "stablehlo.subtract"(%698, %681) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %701 = "stablehlo.shift_right_logical"(%694, %700) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %702 = "stablehlo.or"(%697, %701) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %703 = "stablehlo.xor"(%695, %702) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %704 = "stablehlo.add"(%695, %703) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %705 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %706 = "stablehlo.shift_left"(%703, %705) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %707 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %708 = "stablehlo.subtract"(%707, %683) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %709 = "stablehlo.broadcast_in_dim"(%708) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %710 = "stablehlo.shift_right_logical"(%703, %709) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %711 = "stablehlo.or"(%706, %710) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %712 = "stablehlo.xor"(%704, %711) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %713 = "stablehlo.add"(%704, %712) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %714 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %715 = "stablehlo.shift_left"(%712, %714) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %716 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %717 = "stablehlo.subtract"(%716, %685) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %718 = "stablehlo.broadcast_in_dim"(%717) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %719 = "stablehlo.shift_right_logical"(%712, %718) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %720 = "stablehlo.or"(%715, %719) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %721 = "stablehlo.xor"(%713, %720) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %722 = "stablehlo.broadcast_in_dim"(%arg132) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %723 = "stablehlo.add"(%713, %722) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %724 = "stablehlo.broadcast_in_dim"(%arg133) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %725 = "stablehlo.add"(%721, %724) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %726 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %727 = "stablehlo.add"(%arg129, %726) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %728 = "stablehlo.convert"(%727) : (tensor<i64>) -> tensor<ui32>
      %729 = "stablehlo.broadcast_in_dim"(%728) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %730 = "stablehlo.add"(%725, %729) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %731 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %732 = "stablehlo.add"(%arg128, %731) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%732, %677, %723, %730, %arg133, %arg134, %arg132, %arg136, %arg135) : (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%675#2, %675#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<64xui32>, tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>), sym_name = "threefry2x32_3", sym_visibility = "private"}> ({
  ^bb0(%arg102: tensor<ui32>, %arg103: tensor<ui32>, %arg104: tensor<64xui32>, %arg105: tensor<64xui32>):
    %593 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %594 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %595 = "stablehlo.xor"(%arg102, %arg103) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %596 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %597 = "stablehlo.xor"(%595, %596) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %598 = "stablehlo.broadcast_in_dim"(%arg102) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %599 = "stablehlo.add"(%arg104, %598) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %600 = "stablehlo.broadcast_in_dim"(%arg103) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
    %601 = "stablehlo.add"(%arg105, %600) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
    %602 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %603 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %604:9 = "stablehlo.while"(%603, %602, %599, %601, %arg103, %597, %arg102, %593, %594) ({
    ^bb0(%arg115: tensor<i64>, %arg116: tensor<i64>, %arg117: tensor<64xui32>, %arg118: tensor<64xui32>, %arg119: tensor<ui32>, %arg120: tensor<ui32>, %arg121: tensor<ui32>, %arg122: tensor<4xui32>, %arg123: tensor<4xui32>):
      %662 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %663 = "stablehlo.compare"(%arg115, %662) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%663) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg106: tensor<i64>, %arg107: tensor<i64>, %arg108: tensor<64xui32>, %arg109: tensor<64xui32>, %arg110: tensor<ui32>, %arg111: tensor<ui32>, %arg112: tensor<ui32>, %arg113: tensor<4xui32>, %arg114: tensor<4xui32>):
      %605 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %606 = "stablehlo.add"(%arg107, %605) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %607 = "stablehlo.slice"(%arg113) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %608 = "stablehlo.reshape"(%607) : (tensor<1xui32>) -> tensor<ui32>
      %609 = "stablehlo.slice"(%arg113) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %610 = "stablehlo.reshape"(%609) : (tensor<1xui32>) -> tensor<ui32>
      %611 = "stablehlo.slice"(%arg113) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %612 = "stablehlo.reshape"(%611) : (tensor<1xui32>) -> tensor<ui32>
      %613 = "stablehlo.slice"(%arg113) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %614 = "stablehlo.reshape"(%613) : (tensor<1xui32>) -> tensor<ui32>
      %615 = "stablehlo.add"(%arg108, %arg109) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %616 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %617 = "stablehlo.shift_left"(%arg109, %616) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %618 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %619 = "stablehlo.subtract"(%618, %608) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %621 = "stablehlo.shift_right_logical"(%arg109, %620) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %622 = "stablehlo.or"(%617, %621) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %623 = "stablehlo.xor"(%615, %622) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %624 = "stablehlo.add"(%615, %623) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %625 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %626 = "stablehlo.shift_left"(%623, %625) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %627 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %628 = "stablehlo.subtract"(%627, %610) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %630 = "stablehlo.shift_right_logical"(%623, %629) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %631 = "stablehlo.or"(%626, %630) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %632 = "stablehlo.xor"(%624, %631) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %633 = "stablehlo.add"(%624, %632) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %634 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %635 = "stablehlo.shift_left"(%632, %634) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %636 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %637 = "stablehlo.subtract"(%636, %612) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %638 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %639 = "stablehlo.shift_right_logical"(%632, %638) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %640 = "stablehlo.or"(%635, %639) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %641 = "stablehlo.xor"(%633, %640) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %642 = "stablehlo.add"(%633, %641) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %643 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %644 = "stablehlo.shift_left"(%641, %643) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %645 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %646 = "stablehlo.subtract"(%645, %614) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %648 = "stablehlo.shift_right_logical"(%641, %647) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %649 = "stablehlo.or"(%644, %648) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %650 = "stablehlo.xor"(%642, %649) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %651 = "stablehlo.broadcast_in_dim"(%arg110) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %652 = "stablehlo.add"(%642, %651) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %653 = "stablehlo.broadcast_in_dim"(%arg111) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %654 = "stablehlo.add"(%650, %653) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %655 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %656 = "stablehlo.add"(%arg107, %655) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %657 = "stablehlo.convert"(%656) : (tensor<i64>) -> tensor<ui32>
      %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<64xui32>
      %659 = "stablehlo.add"(%654, %658) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
      %660 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %661 = "stablehlo.add"(%arg106, %660) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%661, %606, %652, %659, %arg111, %arg112, %arg110, %arg114, %arg113) : (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%604#2, %604#3) : (tensor<64xui32>, tensor<64xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<32xi64>, res_attrs = [{}], sym_name = "_randint_4", sym_visibility = "private"}> ({
  ^bb0(%arg99: tensor<2xui32>, %arg100: tensor<i64>, %arg101: tensor<i64>):
    %503 = "stablehlo.constant"() <{value = dense<9223372036854775807> : tensor<i64>}> : () -> tensor<i64>
    %504 = "stablehlo.constant"() <{value = dense<-9223372036854775808> : tensor<i64>}> : () -> tensor<i64>
    %505 = "stablehlo.constant"() <{value = dense<9223372036854775807> : tensor<i64>}> : () -> tensor<i64>
    %506 = "func.call"(%503, %504, %505) <{callee = @clip_5}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %507 = "stablehlo.compare"(%arg101, %506) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %508 = "stablehlo.constant"() <{value = dense<-9223372036854775808> : tensor<i64>}> : () -> tensor<i64>
    %509 = "stablehlo.constant"() <{value = dense<9223372036854775807> : tensor<i64>}> : () -> tensor<i64>
    %510 = "func.call"(%arg100, %508, %509) <{callee = @clip_0}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %511 = "stablehlo.convert"(%510) : (tensor<i64>) -> tensor<i64>
    %512 = "stablehlo.constant"() <{value = dense<-9223372036854775808> : tensor<i64>}> : () -> tensor<i64>
    %513 = "stablehlo.constant"() <{value = dense<9223372036854775807> : tensor<i64>}> : () -> tensor<i64>
    %514 = "func.call"(%arg101, %512, %513) <{callee = @clip_0}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %515 = "stablehlo.convert"(%514) : (tensor<i64>) -> tensor<i64>
    %516 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<1xi64>
    %517 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<1xi64>
    %518 = "func.call"(%arg99) <{callee = @_threefry_split_1}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %519 = "stablehlo.slice"(%518) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %520 = "stablehlo.reshape"(%519) : (tensor<1x2xui32>) -> tensor<2xui32>
    %521 = "stablehlo.slice"(%518) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %522 = "stablehlo.reshape"(%521) : (tensor<1x2xui32>) -> tensor<2xui32>
    %523 = "stablehlo.slice"(%520) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %524 = "stablehlo.reshape"(%523) : (tensor<1xui32>) -> tensor<ui32>
    %525 = "stablehlo.slice"(%520) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %526 = "stablehlo.reshape"(%525) : (tensor<1xui32>) -> tensor<ui32>
    %527 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %528 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %530 = "stablehlo.multiply"(%529, %527) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %531 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %533 = "stablehlo.shift_right_logical"(%530, %532) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %534 = "stablehlo.convert"(%530) : (tensor<32xui64>) -> tensor<32xui32>
    %535 = "stablehlo.convert"(%533) : (tensor<32xui64>) -> tensor<32xui32>
    %536:2 = "func.call"(%524, %526, %535, %534) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %537 = "stablehlo.convert"(%536#0) : (tensor<32xui32>) -> tensor<32xui64>
    %538 = "stablehlo.convert"(%536#1) : (tensor<32xui32>) -> tensor<32xui64>
    %539 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %541 = "stablehlo.shift_left"(%537, %540) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %542 = "stablehlo.or"(%541, %538) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %543 = "stablehlo.slice"(%522) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %544 = "stablehlo.reshape"(%543) : (tensor<1xui32>) -> tensor<ui32>
    %545 = "stablehlo.slice"(%522) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %546 = "stablehlo.reshape"(%545) : (tensor<1xui32>) -> tensor<ui32>
    %547 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %548 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %550 = "stablehlo.multiply"(%549, %547) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %551 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %553 = "stablehlo.shift_right_logical"(%550, %552) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %554 = "stablehlo.convert"(%550) : (tensor<32xui64>) -> tensor<32xui32>
    %555 = "stablehlo.convert"(%553) : (tensor<32xui64>) -> tensor<32xui32>
    %556:2 = "func.call"(%544, %546, %555, %554) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %557 = "stablehlo.convert"(%556#0) : (tensor<32xui32>) -> tensor<32xui64>
    %558 = "stablehlo.convert"(%556#1) : (tensor<32xui32>) -> tensor<32xui64>
    %559 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %561 = "stablehlo.shift_left"(%557, %560) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %562 = "stablehlo.or"(%561, %558) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %563 = "stablehlo.subtract"(%517, %516) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %564 = "stablehlo.convert"(%563) : (tensor<1xi64>) -> tensor<1xui64>
    %565 = "stablehlo.compare"(%517, %516) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %566 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1xui64>
    %568 = "stablehlo.select"(%565, %567, %564) : (tensor<1xi1>, tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %569 = "stablehlo.compare"(%517, %516) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %570 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %571 = "stablehlo.and"(%570, %569) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %572 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1xui64>
    %574 = "stablehlo.add"(%568, %573) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %575 = "stablehlo.select"(%571, %574, %568) : (tensor<1xi1>, tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %576 = "stablehlo.constant"() <{value = dense<4294967296> : tensor<ui64>}> : () -> tensor<ui64>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1xui64>
    %578 = "stablehlo.remainder"(%577, %575) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %579 = "stablehlo.multiply"(%578, %578) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %580 = "stablehlo.remainder"(%579, %575) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
    %581 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui64>) -> tensor<32xui64>
    %582 = "stablehlo.remainder"(%542, %581) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %583 = "stablehlo.broadcast_in_dim"(%580) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui64>) -> tensor<32xui64>
    %584 = "stablehlo.multiply"(%582, %583) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %585 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui64>) -> tensor<32xui64>
    %586 = "stablehlo.remainder"(%562, %585) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %587 = "stablehlo.add"(%584, %586) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %588 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui64>) -> tensor<32xui64>
    %589 = "stablehlo.remainder"(%587, %588) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %590 = "stablehlo.convert"(%589) : (tensor<32xui64>) -> tensor<32xi64>
    %591 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi64>) -> tensor<32xi64>
    %592 = "stablehlo.add"(%591, %590) : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    "func.return"(%592) : (tensor<32xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>, res_attrs = [{}], sym_name = "clip_5", sym_visibility = "private"}> ({
  ^bb0(%arg96: tensor<i64>, %arg97: tensor<i64>, %arg98: tensor<i64>):
    %501 = "stablehlo.maximum"(%arg97, %arg96) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %502 = "stablehlo.minimum"(%arg98, %501) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "func.return"(%502) : (tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg74: tensor<ui32>, %arg75: tensor<ui32>, %arg76: tensor<32xui32>, %arg77: tensor<32xui32>):
    %430 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %431 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %432 = "stablehlo.xor"(%arg74, %arg75) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %433 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %434 = "stablehlo.xor"(%432, %433) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %435 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %436 = "stablehlo.add"(%arg76, %435) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %437 = "stablehlo.broadcast_in_dim"(%arg75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %438 = "stablehlo.add"(%arg77, %437) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %439 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %440 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %441:9 = "stablehlo.while"(%440, %439, %436, %438, %arg75, %434, %arg74, %430, %431) ({
    ^bb0(%arg87: tensor<i64>, %arg88: tensor<i64>, %arg89: tensor<32xui32>, %arg90: tensor<32xui32>, %arg91: tensor<ui32>, %arg92: tensor<ui32>, %arg93: tensor<ui32>, %arg94: tensor<4xui32>, %arg95: tensor<4xui32>):
      %499 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %500 = "stablehlo.compare"(%arg87, %499) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%500) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg78: tensor<i64>, %arg79: tensor<i64>, %arg80: tensor<32xui32>, %arg81: tensor<32xui32>, %arg82: tensor<ui32>, %arg83: tensor<ui32>, %arg84: tensor<ui32>, %arg85: tensor<4xui32>, %arg86: tensor<4xui32>):
      %442 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %443 = "stablehlo.add"(%arg79, %442) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %444 = "stablehlo.slice"(%arg85) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %445 = "stablehlo.reshape"(%444) : (tensor<1xui32>) -> tensor<ui32>
      %446 = "stablehlo.slice"(%arg85) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %447 = "stablehlo.reshape"(%446) : (tensor<1xui32>) -> tensor<ui32>
      %448 = "stablehlo.slice"(%arg85) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %449 = "stablehlo.reshape"(%448) : (tensor<1xui32>) -> tensor<ui32>
      %450 = "stablehlo.slice"(%arg85) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %451 = "stablehlo.reshape"(%450) : (tensor<1xui32>) -> tensor<ui32>
      %452 = "stablehlo.add"(%arg80, %arg81) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %453 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %454 = "stablehlo.shift_left"(%arg81, %453) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %455 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %456 = "stablehlo.subtract"(%455, %445) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %458 = "stablehlo.shift_right_logical"(%arg81, %457) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %459 = "stablehlo.or"(%454, %458) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %460 = "stablehlo.xor"(%452, %459) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %461 = "stablehlo.add"(%452, %460) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %462 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %463 = "stablehlo.shift_left"(%460, %462) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %464 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %465 = "stablehlo.subtract"(%464, %447) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %467 = "stablehlo.shift_right_logical"(%460, %466) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %468 = "stablehlo.or"(%463, %467) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %469 = "stablehlo.xor"(%461, %468) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %470 = "stablehlo.add"(%461, %469) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %471 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %472 = "stablehlo.shift_left"(%469, %471) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %473 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %474 = "stablehlo.subtract"(%473, %449) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %476 = "stablehlo.shift_right_logical"(%469, %475) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %477 = "stablehlo.or"(%472, %476) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %478 = "stablehlo.xor"(%470, %477) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %479 = "stablehlo.add"(%470, %478) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %480 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %481 = "stablehlo.shift_left"(%478, %480) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %482 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %483 = "stablehlo.subtract"(%482, %451) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %485 = "stablehlo.shift_right_logical"(%478, %484) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %486 = "stablehlo.or"(%481, %485) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %487 = "stablehlo.xor"(%479, %486) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %488 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %489 = "stablehlo.add"(%479, %488) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %490 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %491 = "stablehlo.add"(%487, %490) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %492 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %493 = "stablehlo.add"(%arg79, %492) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %494 = "stablehlo.convert"(%493) : (tensor<i64>) -> tensor<ui32>
      %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %496 = "stablehlo.add"(%491, %495) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %497 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %498 = "stablehlo.add"(%arg78, %497) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%498, %443, %489, %496, %arg83, %arg84, %arg82, %arg86, %arg85) : (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%441#2, %441#3) : (tensor<32xui32>, tensor<32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i64>, tensor<i64>) -> tensor<32xui32>, res_attrs = [{}], sym_name = "_randint_7", sym_visibility = "private"}> ({
  ^bb0(%arg71: tensor<2xui32>, %arg72: tensor<i64>, %arg73: tensor<i64>):
    %351 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %352 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %353 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %354 = "func.call"(%351, %352, %353) <{callee = @clip_8}> : (tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %355 = "stablehlo.convert"(%354) : (tensor<ui32>) -> tensor<i64>
    %356 = "stablehlo.compare"(%arg73, %355) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %357 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %358 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<i64>}> : () -> tensor<i64>
    %359 = "func.call"(%arg72, %357, %358) <{callee = @clip_0}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %360 = "stablehlo.convert"(%359) : (tensor<i64>) -> tensor<ui32>
    %361 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %362 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<i64>}> : () -> tensor<i64>
    %363 = "func.call"(%arg73, %361, %362) <{callee = @clip_0}> : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %364 = "stablehlo.convert"(%363) : (tensor<i64>) -> tensor<ui32>
    %365 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %366 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %367 = "func.call"(%arg71) <{callee = @_threefry_split_1}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %368 = "stablehlo.slice"(%367) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %369 = "stablehlo.reshape"(%368) : (tensor<1x2xui32>) -> tensor<2xui32>
    %370 = "stablehlo.slice"(%367) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %371 = "stablehlo.reshape"(%370) : (tensor<1x2xui32>) -> tensor<2xui32>
    %372 = "stablehlo.slice"(%369) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %373 = "stablehlo.reshape"(%372) : (tensor<1xui32>) -> tensor<ui32>
    %374 = "stablehlo.slice"(%369) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %375 = "stablehlo.reshape"(%374) : (tensor<1xui32>) -> tensor<ui32>
    %376 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %377 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %379 = "stablehlo.multiply"(%378, %376) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %380 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %382 = "stablehlo.shift_right_logical"(%379, %381) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %383 = "stablehlo.convert"(%379) : (tensor<32xui64>) -> tensor<32xui32>
    %384 = "stablehlo.convert"(%382) : (tensor<32xui64>) -> tensor<32xui32>
    %385:2 = "func.call"(%373, %375, %384, %383) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %386 = "stablehlo.xor"(%385#0, %385#1) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %387 = "stablehlo.slice"(%371) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %388 = "stablehlo.reshape"(%387) : (tensor<1xui32>) -> tensor<ui32>
    %389 = "stablehlo.slice"(%371) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %390 = "stablehlo.reshape"(%389) : (tensor<1xui32>) -> tensor<ui32>
    %391 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %392 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %394 = "stablehlo.multiply"(%393, %391) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %395 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %397 = "stablehlo.shift_right_logical"(%394, %396) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %398 = "stablehlo.convert"(%394) : (tensor<32xui64>) -> tensor<32xui32>
    %399 = "stablehlo.convert"(%397) : (tensor<32xui64>) -> tensor<32xui32>
    %400:2 = "func.call"(%388, %390, %399, %398) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %401 = "stablehlo.xor"(%400#0, %400#1) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %402 = "stablehlo.subtract"(%366, %365) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %403 = "stablehlo.compare"(%366, %365) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xi1>
    %404 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %406 = "stablehlo.select"(%403, %405, %402) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %407 = "stablehlo.compare"(%366, %365) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xi1>
    %408 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %409 = "stablehlo.and"(%408, %407) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %410 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %412 = "stablehlo.add"(%406, %411) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %413 = "stablehlo.select"(%409, %412, %406) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %414 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %416 = "stablehlo.remainder"(%415, %413) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %417 = "stablehlo.multiply"(%416, %416) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %418 = "stablehlo.remainder"(%417, %413) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %419 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<32xui32>
    %420 = "stablehlo.remainder"(%386, %419) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %421 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<32xui32>
    %422 = "stablehlo.multiply"(%420, %421) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %423 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<32xui32>
    %424 = "stablehlo.remainder"(%401, %423) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %425 = "stablehlo.add"(%422, %424) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %426 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<32xui32>
    %427 = "stablehlo.remainder"(%425, %426) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %428 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<32xui32>
    %429 = "stablehlo.add"(%428, %427) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    "func.return"(%429) : (tensor<32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>, res_attrs = [{}], sym_name = "clip_8", sym_visibility = "private"}> ({
  ^bb0(%arg68: tensor<ui32>, %arg69: tensor<ui32>, %arg70: tensor<ui32>):
    %349 = "stablehlo.maximum"(%arg69, %arg68) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %350 = "stablehlo.minimum"(%arg70, %349) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    "func.return"(%350) : (tensor<ui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip_9", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<i32>, %arg66: tensor<i64>, %arg67: tensor<i64>):
    %345 = "stablehlo.convert"(%arg67) : (tensor<i64>) -> tensor<i32>
    %346 = "stablehlo.maximum"(%345, %arg65) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %347 = "stablehlo.convert"(%arg66) : (tensor<i64>) -> tensor<i32>
    %348 = "stablehlo.minimum"(%347, %346) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%348) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<32xi32>, res_attrs = [{}], sym_name = "_randint_10", sym_visibility = "private"}> ({
  ^bb0(%arg62: tensor<2xui32>, %arg63: tensor<i32>, %arg64: tensor<i32>):
    %267 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %268 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %269 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %270 = "func.call"(%267, %268, %269) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %271 = "stablehlo.compare"(%arg64, %270) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %272 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %273 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %274 = "func.call"(%arg63, %272, %273) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %275 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %276 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %277 = "func.call"(%arg64, %275, %276) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %278 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %279 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %280 = "func.call"(%arg62) <{callee = @_threefry_split_1}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %281 = "stablehlo.slice"(%280) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %282 = "stablehlo.reshape"(%281) : (tensor<1x2xui32>) -> tensor<2xui32>
    %283 = "stablehlo.slice"(%280) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %284 = "stablehlo.reshape"(%283) : (tensor<1x2xui32>) -> tensor<2xui32>
    %285 = "stablehlo.slice"(%282) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %286 = "stablehlo.reshape"(%285) : (tensor<1xui32>) -> tensor<ui32>
    %287 = "stablehlo.slice"(%282) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %288 = "stablehlo.reshape"(%287) : (tensor<1xui32>) -> tensor<ui32>
    %289 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %290 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %292 = "stablehlo.multiply"(%291, %289) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %293 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %295 = "stablehlo.shift_right_logical"(%292, %294) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %296 = "stablehlo.convert"(%292) : (tensor<32xui64>) -> tensor<32xui32>
    %297 = "stablehlo.convert"(%295) : (tensor<32xui64>) -> tensor<32xui32>
    %298:2 = "func.call"(%286, %288, %297, %296) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %299 = "stablehlo.xor"(%298#0, %298#1) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %300 = "stablehlo.slice"(%284) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %301 = "stablehlo.reshape"(%300) : (tensor<1xui32>) -> tensor<ui32>
    %302 = "stablehlo.slice"(%284) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %303 = "stablehlo.reshape"(%302) : (tensor<1xui32>) -> tensor<ui32>
    %304 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %305 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %307 = "stablehlo.multiply"(%306, %304) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %308 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %310 = "stablehlo.shift_right_logical"(%307, %309) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %311 = "stablehlo.convert"(%307) : (tensor<32xui64>) -> tensor<32xui32>
    %312 = "stablehlo.convert"(%310) : (tensor<32xui64>) -> tensor<32xui32>
    %313:2 = "func.call"(%301, %303, %312, %311) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %314 = "stablehlo.xor"(%313#0, %313#1) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %315 = "stablehlo.subtract"(%279, %278) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %316 = "stablehlo.convert"(%315) : (tensor<1xi32>) -> tensor<1xui32>
    %317 = "stablehlo.compare"(%279, %278) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %318 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %320 = "stablehlo.select"(%317, %319, %316) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %321 = "stablehlo.compare"(%279, %278) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %322 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %323 = "stablehlo.and"(%322, %321) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %324 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %326 = "stablehlo.add"(%320, %325) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %327 = "stablehlo.select"(%323, %326, %320) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %328 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %330 = "stablehlo.remainder"(%329, %327) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %331 = "stablehlo.multiply"(%330, %330) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %332 = "stablehlo.remainder"(%331, %327) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %333 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<32xui32>
    %334 = "stablehlo.remainder"(%299, %333) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %335 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<32xui32>
    %336 = "stablehlo.multiply"(%334, %335) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %337 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<32xui32>
    %338 = "stablehlo.remainder"(%314, %337) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %339 = "stablehlo.add"(%336, %338) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %340 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<32xui32>
    %341 = "stablehlo.remainder"(%339, %340) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %342 = "stablehlo.convert"(%341) : (tensor<32xui32>) -> tensor<32xi32>
    %343 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<32xi32>
    %344 = "stablehlo.add"(%343, %342) : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
    "func.return"(%344) : (tensor<32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x6xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<2xui32>):
    %260 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %261 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %262 = "func.call"(%arg61, %260, %261) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<3x6xf32>
    %263 = "stablehlo.log"(%262) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %264 = "stablehlo.negate"(%263) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %265 = "stablehlo.log"(%264) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %266 = "stablehlo.negate"(%265) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    "func.return"(%266) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<3x6xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg58: tensor<2xui32>, %arg59: tensor<f64>, %arg60: tensor<f32>):
    %220 = "stablehlo.convert"(%arg59) : (tensor<f64>) -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%arg60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %222 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %223 = "stablehlo.slice"(%arg58) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %224 = "stablehlo.reshape"(%223) : (tensor<1xui32>) -> tensor<ui32>
    %225 = "stablehlo.slice"(%arg58) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %226 = "stablehlo.reshape"(%225) : (tensor<1xui32>) -> tensor<ui32>
    %227 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x6xui64>
    %228 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x6xui64>
    %229 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x6xui64>
    %231 = "stablehlo.multiply"(%230, %227) : (tensor<3x6xui64>, tensor<3x6xui64>) -> tensor<3x6xui64>
    %232 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x6xui64>
    %234 = "stablehlo.multiply"(%233, %228) : (tensor<3x6xui64>, tensor<3x6xui64>) -> tensor<3x6xui64>
    %235 = "stablehlo.add"(%231, %234) : (tensor<3x6xui64>, tensor<3x6xui64>) -> tensor<3x6xui64>
    %236 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x6xui64>
    %238 = "stablehlo.shift_right_logical"(%235, %237) : (tensor<3x6xui64>, tensor<3x6xui64>) -> tensor<3x6xui64>
    %239 = "stablehlo.convert"(%235) : (tensor<3x6xui64>) -> tensor<3x6xui32>
    %240 = "stablehlo.convert"(%238) : (tensor<3x6xui64>) -> tensor<3x6xui32>
    %241:2 = "func.call"(%224, %226, %240, %239) <{callee = @threefry2x32_11}> : (tensor<ui32>, tensor<ui32>, tensor<3x6xui32>, tensor<3x6xui32>) -> (tensor<3x6xui32>, tensor<3x6xui32>)
    %242 = "stablehlo.xor"(%241#0, %241#1) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
    %243 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
    %245 = "stablehlo.shift_right_logical"(%242, %244) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
    %246 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
    %248 = "stablehlo.or"(%245, %247) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
    %249 = "stablehlo.bitcast_convert"(%248) : (tensor<3x6xui32>) -> tensor<3x6xf32>
    %250 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %252 = "stablehlo.subtract"(%249, %251) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %253 = "stablehlo.subtract"(%222, %221) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x6xf32>
    %255 = "stablehlo.multiply"(%252, %254) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %256 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x6xf32>
    %257 = "stablehlo.add"(%255, %256) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %258 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x6xf32>
    %259 = "stablehlo.maximum"(%258, %257) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    "func.return"(%259) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x6xui32>, tensor<3x6xui32>) -> (tensor<3x6xui32>, tensor<3x6xui32>), sym_name = "threefry2x32_11", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<ui32>, %arg37: tensor<ui32>, %arg38: tensor<3x6xui32>, %arg39: tensor<3x6xui32>):
    %149 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %150 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %151 = "stablehlo.xor"(%arg36, %arg37) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %152 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %153 = "stablehlo.xor"(%151, %152) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %154 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
    %155 = "stablehlo.add"(%arg38, %154) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
    %156 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
    %157 = "stablehlo.add"(%arg39, %156) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
    %158 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %159 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %160:9 = "stablehlo.while"(%159, %158, %155, %157, %arg37, %153, %arg36, %149, %150) ({
    ^bb0(%arg49: tensor<i64>, %arg50: tensor<i64>, %arg51: tensor<3x6xui32>, %arg52: tensor<3x6xui32>, %arg53: tensor<ui32>, %arg54: tensor<ui32>, %arg55: tensor<ui32>, %arg56: tensor<4xui32>, %arg57: tensor<4xui32>):
      %218 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %219 = "stablehlo.compare"(%arg49, %218) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%219) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg40: tensor<i64>, %arg41: tensor<i64>, %arg42: tensor<3x6xui32>, %arg43: tensor<3x6xui32>, %arg44: tensor<ui32>, %arg45: tensor<ui32>, %arg46: tensor<ui32>, %arg47: tensor<4xui32>, %arg48: tensor<4xui32>):
      %161 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %162 = "stablehlo.add"(%arg41, %161) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %163 = "stablehlo.slice"(%arg47) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %164 = "stablehlo.reshape"(%163) : (tensor<1xui32>) -> tensor<ui32>
      %165 = "stablehlo.slice"(%arg47) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %166 = "stablehlo.reshape"(%165) : (tensor<1xui32>) -> tensor<ui32>
      %167 = "stablehlo.slice"(%arg47) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %168 = "stablehlo.reshape"(%167) : (tensor<1xui32>) -> tensor<ui32>
      %169 = "stablehlo.slice"(%arg47) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %170 = "stablehlo.reshape"(%169) : (tensor<1xui32>) -> tensor<ui32>
      %171 = "stablehlo.add"(%arg42, %arg43) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %172 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %173 = "stablehlo.shift_left"(%arg43, %172) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %174 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %175 = "stablehlo.subtract"(%174, %164) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %177 = "stablehlo.shift_right_logical"(%arg43, %176) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %178 = "stablehlo.or"(%173, %177) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %179 = "stablehlo.xor"(%171, %178) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %180 = "stablehlo.add"(%171, %179) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %181 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %182 = "stablehlo.shift_left"(%179, %181) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %183 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %184 = "stablehlo.subtract"(%183, %166) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %186 = "stablehlo.shift_right_logical"(%179, %185) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %187 = "stablehlo.or"(%182, %186) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %188 = "stablehlo.xor"(%180, %187) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %189 = "stablehlo.add"(%180, %188) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %190 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %191 = "stablehlo.shift_left"(%188, %190) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %192 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %193 = "stablehlo.subtract"(%192, %168) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %195 = "stablehlo.shift_right_logical"(%188, %194) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %196 = "stablehlo.or"(%191, %195) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %197 = "stablehlo.xor"(%189, %196) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %198 = "stablehlo.add"(%189, %197) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %199 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %200 = "stablehlo.shift_left"(%197, %199) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %201 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %202 = "stablehlo.subtract"(%201, %170) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %204 = "stablehlo.shift_right_logical"(%197, %203) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %205 = "stablehlo.or"(%200, %204) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %206 = "stablehlo.xor"(%198, %205) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %207 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %208 = "stablehlo.add"(%198, %207) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %209 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %210 = "stablehlo.add"(%206, %209) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %211 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %212 = "stablehlo.add"(%arg41, %211) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %213 = "stablehlo.convert"(%212) : (tensor<i64>) -> tensor<ui32>
      %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x6xui32>
      %215 = "stablehlo.add"(%210, %214) : (tensor<3x6xui32>, tensor<3x6xui32>) -> tensor<3x6xui32>
      %216 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %217 = "stablehlo.add"(%arg40, %216) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%217, %162, %208, %215, %arg45, %arg46, %arg44, %arg48, %arg47) : (tensor<i64>, tensor<i64>, tensor<3x6xui32>, tensor<3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<3x6xui32>, tensor<3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<3x6xui32>, tensor<3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%160#2, %160#3) : (tensor<3x6xui32>, tensor<3x6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6xf32>) -> tensor<3xi64>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<3x6xf32>):
    %136 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x6xi64>
    %137 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %139:2 = "stablehlo.reduce"(%arg31, %136, %137, %138) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<i64>, %arg34: tensor<f32>, %arg35: tensor<i64>):
      %140 = "stablehlo.compare"(%arg32, %arg34) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %141 = "stablehlo.compare"(%arg32, %arg32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %142 = "stablehlo.or"(%140, %141) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %143 = "stablehlo.compare"(%arg32, %arg34) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %144 = "stablehlo.compare"(%arg33, %arg35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %145 = "stablehlo.and"(%143, %144) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %146 = "stablehlo.or"(%142, %145) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %147 = "stablehlo.select"(%142, %arg32, %arg34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %148 = "stablehlo.select"(%146, %arg33, %arg35) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%147, %148) : (tensor<f32>, tensor<i64>) -> ()
    }) : (tensor<3x6xf32>, tensor<3x6xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
    "func.return"(%139#1) : (tensor<3xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<10x3x6xf32>, res_attrs = [{}], sym_name = "_gumbel_12", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>):
    %129 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %130 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %131 = "func.call"(%arg30, %129, %130) <{callee = @_uniform_13}> : (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<10x3x6xf32>
    %132 = "stablehlo.log"(%131) : (tensor<10x3x6xf32>) -> tensor<10x3x6xf32>
    %133 = "stablehlo.negate"(%132) : (tensor<10x3x6xf32>) -> tensor<10x3x6xf32>
    %134 = "stablehlo.log"(%133) : (tensor<10x3x6xf32>) -> tensor<10x3x6xf32>
    %135 = "stablehlo.negate"(%134) : (tensor<10x3x6xf32>) -> tensor<10x3x6xf32>
    "func.return"(%135) : (tensor<10x3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f64>, tensor<f32>) -> tensor<10x3x6xf32>, res_attrs = [{}], sym_name = "_uniform_13", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<2xui32>, %arg28: tensor<f64>, %arg29: tensor<f32>):
    %84 = "stablehlo.convert"(%arg28) : (tensor<f64>) -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %86 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %87 = "stablehlo.slice"(%arg27) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %88 = "stablehlo.reshape"(%87) : (tensor<1xui32>) -> tensor<ui32>
    %89 = "stablehlo.slice"(%arg27) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %90 = "stablehlo.reshape"(%89) : (tensor<1xui32>) -> tensor<ui32>
    %91 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10x3x6xui64>
    %92 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<10x3x6xui64>
    %93 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<10x3x6xui64>
    %94 = "stablehlo.constant"() <{value = dense<18> : tensor<ui64>}> : () -> tensor<ui64>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x3x6xui64>
    %96 = "stablehlo.multiply"(%95, %91) : (tensor<10x3x6xui64>, tensor<10x3x6xui64>) -> tensor<10x3x6xui64>
    %97 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x3x6xui64>
    %99 = "stablehlo.multiply"(%98, %92) : (tensor<10x3x6xui64>, tensor<10x3x6xui64>) -> tensor<10x3x6xui64>
    %100 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x3x6xui64>
    %102 = "stablehlo.multiply"(%101, %93) : (tensor<10x3x6xui64>, tensor<10x3x6xui64>) -> tensor<10x3x6xui64>
    %103 = "stablehlo.add"(%96, %99) : (tensor<10x3x6xui64>, tensor<10x3x6xui64>) -> tensor<10x3x6xui64>
    %104 = "stablehlo.add"(%103, %102) : (tensor<10x3x6xui64>, tensor<10x3x6xui64>) -> tensor<10x3x6xui64>
    %105 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x3x6xui64>
    %107 = "stablehlo.shift_right_logical"(%104, %106) : (tensor<10x3x6xui64>, tensor<10x3x6xui64>) -> tensor<10x3x6xui64>
    %108 = "stablehlo.convert"(%104) : (tensor<10x3x6xui64>) -> tensor<10x3x6xui32>
    %109 = "stablehlo.convert"(%107) : (tensor<10x3x6xui64>) -> tensor<10x3x6xui32>
    %110:2 = "func.call"(%88, %90, %109, %108) <{callee = @threefry2x32_14}> : (tensor<ui32>, tensor<ui32>, tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> (tensor<10x3x6xui32>, tensor<10x3x6xui32>)
    %111 = "stablehlo.xor"(%110#0, %110#1) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
    %112 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
    %114 = "stablehlo.shift_right_logical"(%111, %113) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
    %115 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
    %117 = "stablehlo.or"(%114, %116) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
    %118 = "stablehlo.bitcast_convert"(%117) : (tensor<10x3x6xui32>) -> tensor<10x3x6xf32>
    %119 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x3x6xf32>
    %121 = "stablehlo.subtract"(%118, %120) : (tensor<10x3x6xf32>, tensor<10x3x6xf32>) -> tensor<10x3x6xf32>
    %122 = "stablehlo.subtract"(%86, %85) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<10x3x6xf32>
    %124 = "stablehlo.multiply"(%121, %123) : (tensor<10x3x6xf32>, tensor<10x3x6xf32>) -> tensor<10x3x6xf32>
    %125 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<10x3x6xf32>
    %126 = "stablehlo.add"(%124, %125) : (tensor<10x3x6xf32>, tensor<10x3x6xf32>) -> tensor<10x3x6xf32>
    %127 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<10x3x6xf32>
    %128 = "stablehlo.maximum"(%127, %126) : (tensor<10x3x6xf32>, tensor<10x3x6xf32>) -> tensor<10x3x6xf32>
    "func.return"(%128) : (tensor<10x3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> (tensor<10x3x6xui32>, tensor<10x3x6xui32>), sym_name = "threefry2x32_14", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<10x3x6xui32>, %arg8: tensor<10x3x6xui32>):
    %13 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %14 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %15 = "stablehlo.xor"(%arg5, %arg6) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %16 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %17 = "stablehlo.xor"(%15, %16) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %18 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
    %19 = "stablehlo.add"(%arg7, %18) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
    %20 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
    %21 = "stablehlo.add"(%arg8, %20) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %24:9 = "stablehlo.while"(%23, %22, %19, %21, %arg6, %17, %arg5, %13, %14) ({
    ^bb0(%arg18: tensor<i64>, %arg19: tensor<i64>, %arg20: tensor<10x3x6xui32>, %arg21: tensor<10x3x6xui32>, %arg22: tensor<ui32>, %arg23: tensor<ui32>, %arg24: tensor<ui32>, %arg25: tensor<4xui32>, %arg26: tensor<4xui32>):
      %82 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %83 = "stablehlo.compare"(%arg18, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%83) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<i64>, %arg10: tensor<i64>, %arg11: tensor<10x3x6xui32>, %arg12: tensor<10x3x6xui32>, %arg13: tensor<ui32>, %arg14: tensor<ui32>, %arg15: tensor<ui32>, %arg16: tensor<4xui32>, %arg17: tensor<4xui32>):
      %25 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %26 = "stablehlo.add"(%arg10, %25) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %27 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %28 = "stablehlo.reshape"(%27) : (tensor<1xui32>) -> tensor<ui32>
      %29 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %30 = "stablehlo.reshape"(%29) : (tensor<1xui32>) -> tensor<ui32>
      %31 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %32 = "stablehlo.reshape"(%31) : (tensor<1xui32>) -> tensor<ui32>
      %33 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %34 = "stablehlo.reshape"(%33) : (tensor<1xui32>) -> tensor<ui32>
      %35 = "stablehlo.add"(%arg11, %arg12) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %36 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %37 = "stablehlo.shift_left"(%arg12, %36) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %38 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %39 = "stablehlo.subtract"(%38, %28) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %41 = "stablehlo.shift_right_logical"(%arg12, %40) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %42 = "stablehlo.or"(%37, %41) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %43 = "stablehlo.xor"(%35, %42) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %44 = "stablehlo.add"(%35, %43) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %45 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %46 = "stablehlo.shift_left"(%43, %45) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %47 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %48 = "stablehlo.subtract"(%47, %30) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %50 = "stablehlo.shift_right_logical"(%43, %49) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %51 = "stablehlo.or"(%46, %50) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %52 = "stablehlo.xor"(%44, %51) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %53 = "stablehlo.add"(%44, %52) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %54 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %55 = "stablehlo.shift_left"(%52, %54) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %56 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %57 = "stablehlo.subtract"(%56, %32) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %59 = "stablehlo.shift_right_logical"(%52, %58) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %60 = "stablehlo.or"(%55, %59) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %61 = "stablehlo.xor"(%53, %60) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %62 = "stablehlo.add"(%53, %61) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %63 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %64 = "stablehlo.shift_left"(%61, %63) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %65 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %66 = "stablehlo.subtract"(%65, %34) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %68 = "stablehlo.shift_right_logical"(%61, %67) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %69 = "stablehlo.or"(%64, %68) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %70 = "stablehlo.xor"(%62, %69) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %71 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %72 = "stablehlo.add"(%62, %71) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %73 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %74 = "stablehlo.add"(%70, %73) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %75 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %76 = "stablehlo.add"(%arg10, %75) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %77 = "stablehlo.convert"(%76) : (tensor<i64>) -> tensor<ui32>
      %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x3x6xui32>
      %79 = "stablehlo.add"(%74, %78) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> tensor<10x3x6xui32>
      %80 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %81 = "stablehlo.add"(%arg9, %80) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%81, %26, %72, %79, %arg14, %arg15, %arg13, %arg17, %arg16) : (tensor<i64>, tensor<i64>, tensor<10x3x6xui32>, tensor<10x3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<10x3x6xui32>, tensor<10x3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<10x3x6xui32>, tensor<10x3x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%24#2, %24#3) : (tensor<10x3x6xui32>, tensor<10x3x6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<10x3x6xf32>) -> tensor<10x3xi64>, sym_name = "argmax_15", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<10x3x6xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<10x3x6xi64>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i64>) -> ()
    }) : (tensor<10x3x6xf32>, tensor<10x3x6xi64>, tensor<f32>, tensor<i64>) -> (tensor<10x3xf32>, tensor<10x3xi64>)
    "func.return"(%3#1) : (tensor<10x3xi64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
