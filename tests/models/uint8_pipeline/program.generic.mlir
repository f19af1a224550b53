"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x9x8x3xui8>) -> tensor<2x4x4x4xui8>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<2x9x8x3xui8>):
    %7 = "stablehlo.constant"() <{value = dense<"0xC732E1BD64921DBE6C614C3DDB2BD13D0EC0543EDC9C40BD84E5943E1EF4413D8F35C9BDE5F4073EE2AC0CBD2EDA19BEC0AF073D87283ABEC338803D63C0B1BDCCA2473E74BC8EBB4CBD723A1B5E773ED4180ABE7A3C9CBECE1A44BEE9353CBEBA5A67BE107A413EEC06843E25080FBD00353B3EB29CE53E95548ABE92BF26BCF6E0803EEB3E3E3D6CEE9D3DCA28973DFB24073EE0D5DE3DC2B2C53DBE9950BC02CAB4BDB70BCABDAFF02EBE81AD3EBE34C136BE8C3A1C3E2A4670BD1BA5063EBDA96BBD1305C13D078918BD706E9B3DE308963DABD300BE172930BED804003E1359823E381C5CBD81B212BEFF9C073E618C7A3E4F1414BD6271A13EC25F36BE1A4359BEFA56CF3D9E1663BE851E0BBDB3F907BDEFCDBBBEBF21B43DAE2ED5BD0493713E4B533B3E8D8D953E7A504F3EE698A33E1C3DC63EE4937CBEB837A03E3F9B923D0A90103D8842BE3D0F63C83D0BAAAF3D2584113E22EE033E7E194FBE8F19F6BC05FB0DBA3EEEDA3B5061F0BEB9F9D63D31F3303E96CE6B3D5B4EFEBD4D2B6BBD0943773C3D218F3D643CDBBEEE48AC3EDCF391BC2B92C93D00CEB63E0665643E7A974E3DDBE9273D39D57D3C"> : tensor<3x3x3x4xf32>}> : () -> tensor<3x3x3x4xf32>
    %8 = "stablehlo.convert"(%arg4) : (tensor<2x9x8x3xui8>) -> tensor<2x9x8x3xf32>
    %9 = "stablehlo.constant"() <{value = dense<2.550000e+02> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x9x8x3xf32>
    %11 = "stablehlo.divide"(%8, %10) : (tensor<2x9x8x3xf32>, tensor<2x9x8x3xf32>) -> tensor<2x9x8x3xf32>
    %12 = "stablehlo.convolution"(%11, %7) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x9x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x4x4x4xf32>
    %13 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %15 = "stablehlo.multiply"(%12, %14) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %18 = "stablehlo.add"(%15, %17) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %19 = "func.call"(%18) <{callee = @round}> : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<255> : tensor<i32>}> : () -> tensor<i32>
    %22 = "func.call"(%19, %20, %21) <{callee = @clip}> : (tensor<2x4x4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x4xf32>
    %23 = "stablehlo.convert"(%22) : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xui8>
    "func.return"(%23) : (tensor<2x4x4x4xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x4x4x4xf32>):
    %6 = "stablehlo.round_nearest_even"(%arg3) : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    "func.return"(%6) : (tensor<2x4x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x4x4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x4xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x4x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    "func.return"(%5) : (tensor<2x4x4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
