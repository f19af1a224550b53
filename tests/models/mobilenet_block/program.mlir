module @jit_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x16x8xf32>) -> (tensor<2x8x8x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[[0.556022763, 0.308620602, 0.352665603, -0.306779683, 0.433249503, 0.110394336, -0.169948325, -0.30103296]], [[-0.0433387905, -0.746067821, 0.324388295, -0.00806160364, -0.161642581, -0.369754791, -0.186324924, 0.347462177]], [[-0.57075423, 0.0453732945, -0.154814661, 0.0169932805, 0.482632905, 0.197712824, -0.251871884, -0.209055185]]], [[[0.294678301, 0.0542392507, -0.834270954, 0.136930332, 0.242916808, 0.00971339922, -0.0970174893, 0.104764357]], [[0.332396567, 1.14285433, -0.19285579, -0.0680543333, -0.622389555, 0.481144637, 0.134460017, -0.230255127]], [[0.390762478, -0.523709476, 0.267330766, -0.190657616, 0.517797887, 0.233739987, 0.338330895, -0.0393473208]]], [[[-0.354630321, 0.392230392, 0.449206471, -0.264766693, -0.426647663, 0.185584247, -0.0161345731, 0.0781214386]], [[-0.327885687, 0.36433503, -0.417098671, 0.493866593, -0.075764358, -0.0212600548, -0.0587283708, -0.724224627]], [[-0.529652417, -0.430993825, -0.182477161, -0.00293220067, -0.159513414, -0.119787447, 0.20305033, 0.346231252]]]]> : tensor<3x3x1x8xf32>
    %cst_0 = stablehlo.constant dense<[-0.127006561, -0.0284836367, 0.026854096, -0.0750507563, 0.0480001643, 0.19380191, -0.0704193264, -0.0230238959]> : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<[0.690358162, 1.4801687, 0.53039813, 0.988034963, 0.556113183, 1.17370665, 0.723000586, 1.4795475]> : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<[1.00988436, 0.889018237, 0.92456156, 1.10171056, 0.825009524, 0.864942669, 1.00339127, 1.04244471]> : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<[-0.0429403037, -0.0223169588, 0.0231588595, -0.0895378589, -0.100075915, 1.169370e-01, 0.0786859765, 0.056300614]> : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<"0xDAF9C93DB17CBABCC3CBE63E452EA53EF8F986BD7E39AA3C75E98E3E065EB13E1AED6FBF50C3DDBDF34882BE57012A3DEA6B27BEAC41AABEF30321BF9DA83F3EA37D963E8247BBBD163D723D000357BE68DA4BBE09CE9F3ED58BE13D92D598BE9BF6963E1AF7FB3EFB461C3E8324513E06F9403EB466813E617EC1BD5CEED83E8569323FE485BFBDD3F1D3BDB8960EBFE9ED1E3E103D90BDF1AA663DE6FEEB3E4A6A283A722F94BF94FA593E1C4082BDC64408BFDDA4C63DBEEC043F53F2CA3E2CE7223FFADA543F77FF883E998436BDE919AB3EDAA29A3E384620BFD6EFD83E6E01EDBEF41AEE3E3719A73E53806D3DDA9B9A3E5FB3ECBE367E06BF319F9D3E942F503EF3D4B23DB5E659BE436528BE53C0843D20A5953E3E91F6BE9A699CBD516A953D748914BF3DD916BF1B3C483CE560EEBD4575A93EDB85833ED9116A3E607FFD3DEDA7573F5AF2423E6422C7BE4D4DDCBC37D2153FF790A13EAD8C333E11651E3F0B320B3EFBC0D93EA57B03BEE02F243ECE0A863EBAC895BE11CD15BF3F4308BF5AFEB1BE9FE59C3EAF89E8BDE8698B3DBB1861BED46D5BBD32FEFC3D9BA97CBE7EB6B9BD6E5489BD2CE65EBE194F0FBE12B8BB3DF05476BF7E1AF83EAAFF353F06B67EBD703CB0BE9674C3BD2CA95D3EE4BD523E17C720BFB231113DA8CDAABDC34AF03EAEA2AABE1BF01E3E836996BEBAFD78BE9333B6BD020D7F3E"> : tensor<1x1x8x16xf32>
    %cst_5 = stablehlo.constant dense<[0.113171034, 0.0461716913, 0.0613505095, 4.533640e-02, 0.150982976, -0.0175642334, -0.0162151027, -0.17129384, 0.0712473094, -0.022450652, 0.00567527814, 0.0196219869, -0.0185949504, 0.12978211, -0.0511390865, -0.115841761]> : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<[0.622950375, 0.884824573, 0.695006728, 1.46901035, 1.43061924, 0.567619681, 1.34607232, 0.66778791, 0.572795928, 0.685393035, 0.798940659, 1.46801078, 1.36097193, 1.16230512, 0.662686169, 1.45445156]> : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<[1.10007215, 0.863826215, 0.856223225, 0.904676735, 1.08350277, 0.917338133, 1.14461815, 0.761262357, 0.987237811, 0.994942963, 0.967292726, 1.00662231, 1.14016044, 0.9305408, 0.979575514, 0.956910252]> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<[-0.114140391, 0.126928881, 0.0997247248, -0.0275717843, 0.00803401693, 0.136036247, -0.0927472785, 0.0197464228, 0.0724022239, -0.117649451, -0.0506585427, -0.0461296178, -0.128628984, -0.0215376504, 0.00388624822, -0.0787873566]> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<"0x7DB24D3FB562CDBE1DD696BD8340753E57DEFABD7737273ED15C00BF31C2CD3CE8CB453F1AEAECBD7504D3BDF79BA73E3CCBA73EA3661C3F5F120B3F65C91F3E73F7383FD9540BBF0FECB73B4EBBE63ED6559D3DA281FE3D1DFFA23E41A4E03DF022A13DAEFF033E2ACE34BE8B4AD4BD101C003F0017B4BE47A535BC52B8A3BDB2626A3E8DBA163CB5A0853E62B202BE8E5E133ED64A8ABE44CC4CBE1C74793EBAB6B73E2586423FEFC7C2BD0ADF4B3EAF7252BD472ADEBDC1EFCEBEDC9313BED22758BE7A44153E586468BDF583B83D62F40CBFB816CEBDA4D169BE64D12BBE47E5473E4EEACE3DFF296BBE3F272FBF80339CBCD41CA6BE923F86BE46C3ADBDB1A12FBDF33DB6BE507671BE92E6C83E315632BE480D823E9D8E083F322E42BE3313A63E8B8B96BE3B18C33DDF2F293D2CDAFABC0B0ACBBDD3152BBCB3C45BBE9A5473BEAF080F3F43E137BE0D1C003F4F292BBE0EC4233D83CBC23EFA9B8A3E7215C1BEF4D947BE97C8BFBE5BBA0B3F90CD92BC845B253EE03AD7BE8635D13EABB1AFBE0BF8C93E96BC15BE3DEC983E2D6AEA3ED614F5BD97CAEEBD8C4E89BEFE53BD3EB4C3723E813B66BEF4030FBF17B211BFBE7F0ABEDCE3ECBE8B7054BE0B728F3E7B36353F621570BEF67C39BFE8342BBD160C2ABFC0179FBEB1D28BBDD2DF9EBCC60EE43DF8AEB73E1877F23D5FEBEFBE5F44833D65F6B4BCBFDBB5BE779DD63E74DE0EBE852391BE2DFC6FBEC479C9BDF473FFBB87A2B5BE6F42A83DD5C6E13D1A6BF1BDE9CE2E3DA6815B3E8E71023E2EF89EBE025DE6BC7562853E"> : tensor<3x3x1x16xf32>
    %0 = stablehlo.convolution(%arg0, %cst) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x1x8xf32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %3 = stablehlo.subtract %0, %2 : tensor<2x16x16x8xf32>
    %4 = stablehlo.rsqrt %cst_1 : tensor<8xf32>
    %5 = stablehlo.multiply %cst_2, %4 : tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<2x16x16x8xf32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x16x16x8xf32>
    %12 = call @relu6(%11) : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %13 = stablehlo.convolution(%12, %cst_4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<1x1x8x16xf32>) -> tensor<2x16x16x16xf32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x16x16xf32>
    %16 = stablehlo.subtract %13, %15 : tensor<2x16x16x16xf32>
    %17 = stablehlo.rsqrt %cst_6 : tensor<16xf32>
    %18 = stablehlo.multiply %cst_7, %17 : tensor<16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x16x16xf32>
    %21 = stablehlo.multiply %16, %20 : tensor<2x16x16x16xf32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x16x16xf32>
    %24 = stablehlo.add %21, %23 : tensor<2x16x16x16xf32>
    %25 = call @relu6_0(%24) : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %26 = stablehlo.convolution(%25, %cst_9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x16xf32>, tensor<3x3x1x16xf32>) -> tensor<2x8x8x16xf32>
    return %26 : tensor<2x8x8x16xf32>
  }
  func.func private @relu6(%arg0: tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x8xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<2x16x16x8xf32>
    return %3 : tensor<2x16x16x8xf32>
  }
  func.func private @relu6_0(%arg0: tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<2x16x16x16xf32>
    return %3 : tensor<2x16x16x16xf32>
  }
}
