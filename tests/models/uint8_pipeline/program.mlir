module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x9x8x3xui8>) -> (tensor<2x4x4x4xui8> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<"0xC732E1BD64921DBE6C614C3DDB2BD13D0EC0543EDC9C40BD84E5943E1EF4413D8F35C9BDE5F4073EE2AC0CBD2EDA19BEC0AF073D87283ABEC338803D63C0B1BDCCA2473E74BC8EBB4CBD723A1B5E773ED4180ABE7A3C9CBECE1A44BEE9353CBEBA5A67BE107A413EEC06843E25080FBD00353B3EB29CE53E95548ABE92BF26BCF6E0803EEB3E3E3D6CEE9D3DCA28973DFB24073EE0D5DE3DC2B2C53DBE9950BC02CAB4BDB70BCABDAFF02EBE81AD3EBE34C136BE8C3A1C3E2A4670BD1BA5063EBDA96BBD1305C13D078918BD706E9B3DE308963DABD300BE172930BED804003E1359823E381C5CBD81B212BEFF9C073E618C7A3E4F1414BD6271A13EC25F36BE1A4359BEFA56CF3D9E1663BE851E0BBDB3F907BDEFCDBBBEBF21B43DAE2ED5BD0493713E4B533B3E8D8D953E7A504F3EE698A33E1C3DC63EE4937CBEB837A03E3F9B923D0A90103D8842BE3D0F63C83D0BAAAF3D2584113E22EE033E7E194FBE8F19F6BC05FB0DBA3EEEDA3B5061F0BEB9F9D63D31F3303E96CE6B3D5B4EFEBD4D2B6BBD0943773C3D218F3D643CDBBEEE48AC3EDCF391BC2B92C93D00CEB63E0665643E7A974E3DDBE9273D39D57D3C"> : tensor<3x3x3x4xf32>
    %0 = stablehlo.convert %arg0 : (tensor<2x9x8x3xui8>) -> tensor<2x9x8x3xf32>
    %cst_0 = stablehlo.constant dense<2.550000e+02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x9x8x3xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x9x8x3xf32>
    %3 = stablehlo.convolution(%2, %cst) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x4x4x4xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x4x4x4xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x4x4x4xf32>
    %8 = call @round(%7) : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<255> : tensor<i32>
    %9 = call @clip(%8, %c, %c_3) : (tensor<2x4x4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x4xf32>
    %10 = stablehlo.convert %9 : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xui8>
    return %10 : tensor<2x4x4x4xui8>
  }
  func.func private @round(%arg0: tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<2x4x4x4xf32>
    return %0 : tensor<2x4x4x4xf32>
  }
  func.func private @clip(%arg0: tensor<2x4x4x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<2x4x4x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x4x4x4xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x4x4x4xf32>
    return %5 : tensor<2x4x4x4xf32>
  }
}
