module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x10x10xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<8x3x3x3xf32> {jax.result_info = "result[1]"}, tensor<8x4x3x3xf32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}, tensor<8xf32> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xf32> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<"0x75F365BE8C3481BEB7AC9D3DE7D037BE1E9A5CBEA58841BE89EA243D9067643E9CCECE3C4EA315BE6C7A39BEC9EDEB3DCA4D2D3E33F2E13ECB6689BE63C08CBD6DB4A13C76F7313D090F09BBF3D5433E1DF0273EA6F07EBE48410C3F5585313E1B88D9BD8483A4BC88E9FDB75BB82ABD8E95FCB8A10582BE7E4086BEC593B2BC119D39BECE0371BECDE69C3D309393BE5004043E21B4DFBDDBD2523E89969A3E1D66933E2A46673EB882B8BB2F39C6BD8FEBBABEEA7EAA3D3CA7F6BD3420B53DF7E1893D94E282BEF6C9C0BC3956CB3D8377CBBEC6CB13BEDABA68BDF0CFF93CD5EA5BBED94BA1BD0455323E85D5F83CA2304D3EBAB5903D9EE090BE2D47A53E24960A3E5138173D79DF6A3E23746C3EAF050D3D0F2EEC3CFA81283EB62F923E256F213EFD9A96BE3B34E43D0FDD50BE8D72AFBD086DF93DDD0A473EB9F91BBEE9809DBE265D88BEE7F625BCDE670C3D1D5E763E832B6B3EFC4F133DCFF6A43C976E5E3EF19AACBE4E2401BEE7BD56BDCE9A5DBED6D32ABEDA19903E56FE973D5641B43B840007BD9FB2DDBC46BCA9BDADCFB3BEA501C5BEC8FCBF388F20ACBE5471C73DA4E0A93E267AF93D5A7040BE3B8B84BD8D89063EDE4C1EBE4A7090BEB72BE33DD12F62BD42EB233E37E584BCA4C4B6BD672F923D72D1B63DAC532D3EB2CCE6BB8901BA3DF127973ECDA61CBED53EF1BD7401B33D3117B33C01AA17BE983F743E208A40BD3A7F1DBDEDE9A03D4F1A9A3E05819CBC55FC55BD4777D1BD03909A3DFE5E833E4AACC6BC195244BDABCC5FBEBE8179BC801EA0BD572981BED0A479BD35EF483DE0BBEB3CCDB0D03DE829A3BEFFC2A73E02CB6DBE888F55BD3D318BBEB89B5C3DB0B9E53DC5E9573E6C5ECCBD96DF3B3E100DA13E2ABEE2BD449F6CBD8532C33DCB9A513DFAD2C43D4E68023ED15B9F3DBD92033D5119073E65CD0CBD8535B9BD82A3C13E56C0573EC7A658BDFB49BDBE9CE7F73D715DCBBE975A513D8D2EC73DCE02CEBBA3BA0B3EA14DBF3DE4EFA6BD34B0F2BD1F4812BF8DE935BD0A768BBED61BACBD48F51DBD42624B3D442CC0BE9E4CDC3DAAD7DDBD443B13BDC85B633DF6BB36BE9C22E3BBFB4D9BBE26F484BD9F5043BD85CE22BEB22023BDF9E3CCBC67E4C6BC64AC60BD199EA1B95436163E437AD3BEB616D1BD58242ABE4E1F5B3DC9F0883E51FC0F3E6808AB3D98B6983EBF3400BE22A3993E"> : tensor<8x3x3x3xf32>
    %cst_0 = stablehlo.constant dense<"0x6D5366BEEA4642BD4390A03D4C6C3CBE92D39A3DAE8E0EBCDF0782BE35B35BBEF431B23D7128CD3CF265AEBCC79BF6BC856FF4BCC63C4B3E19F0063F449F2DBD16161FBED7BBD93DAE3905BE90B7693E016FA03B175F7C3E0031BFBE587BBFBDAF7A723D32FBB03CBF64833B9DF000BE26E2A8BD4FA2A13DB9AB093E5C09333EBF016E3E8818C63C2230C3BDFDDC37BED7E2913E7AEEA43E20006EBE469B6E3EADD84EBE84B6013EC54525BEEFDACC3DB3E6E13D37F7A6BD112F5BBE2D8D25BE45E7B2BE023A873DE087EEBDF69F6E3EFF38EEBD7A9FEEBC200806BDD80DE4BD55C1CA3DC28D2CBDC717423E30B419BDBCC71DBDF936FD3D0C4CEEBC9217933EB2BF3F3ECDEE933DEFDB1F3E668A83BECF913EBCFAF7CFBB9FE71A3E7992B63DB77D08BE9FCF05BDA365333D4C10863D22EED3BDE747763DE1F366BE5C40E63CC74CF3BD66A8E9BDD414163E349A6A3E9EA891BD6DE8CA3DA0E8023EE24DE53DF4DA68BD153E5BBD612C283DB0BB81BE22E96B3EA9C6383DB92A6DBE1FAEAFBE5BE57B3D7720C2BE320172BE4CD58EBD22D25F3D4B10D23C4BF754BD2B2C383EF8C6403E0BBA003F4EB2973E8137103DA1947ABD6AEA2B3EB36EA83D75FE31BD89023D3E33BE1CBC431E0D3EB0622CBE79E248BA02E0BABD4014F53C56CC04BE80A497BCFB30653E276C5C3EC61EA03DE00B053E899343BE9FEE8BBD2F3A72BD874D0D3E1840623DA54DBDBDDF3D473D2E6AF3BCC91590BEAE7335BCFFA10CBEA01886BD293BD1BCFB6FA93E114FCEBD921ACCBD7402CE3D0D45E73D6010D93EF8D9763DF4A9973DF16E213E16CC763E113E02BEE6BBE4BD028412BEC89EC83C266891BEAC1721BE852B4F3E61D8293E226CB3BD5BE7B1BD7779DABC01ECF23DCC69F13D5713643E2C80743D7E1F023E75FD8F3EAF1E95BDC607283D9A34AFBD040D163ECFD00FBC75928CBD9210853E7EA6BBBDC1F112BE3874FDBDC84E1EBD88BE38BD2EFB72BBB8F6353DF6B877BD9862B13D648A183D53E99A3DA213473DD79DF0BC58AD2C3E98F99CBA99698C3D819C903EB6AB71BDEDB716BE59F5273D74C0EC3DB8A90CBE5E460E3D80D8433E7733933B7D10BEBDB7E9E43D61601B3BD583DD3CDCE966BEF07FC9BDF9E573BEA6A3B13D932156BEEE07283EA6DF85BB0FC1FE3DF2268B3DEC9485BDC2C34BBCD39A2B3E6D81973A144F0D3E3A7D9A3CFD14AC3E825312BE0B1CB0BDB00C413D104F553EDE03693E7045983ED49F6ABE256BCFBCE29D1D3E2EF424BEC1F87D3D65ABB53B5012E93D9312143CB607B03D1553EFBD20B5673E0BFC583E7A1546BE5CA5AC3D057A0C3E31FEE9BC317ED43D8E58BB3C511307BE11975F3EB39C473C4B476B3C41CA2F3E7C7991BCD5F81F3E13B1EC3C665A94BC2C0192BDC7C82A3E7E979B3D76B0C43CCB7013BE92DE9C3E353C193ED202CEBD07F15ABED911453C7D49D6BDAB1861BEE8821D3D597670BC133D273E776B53BDECF0FA3DEF3D82BB54C62C3EF39A15BE4711B03C7418003E7308F43D9F4EE5BDE92017BE4AB64DBEBB5037BE369FD73CB00611BEFE83883EA3C33ABB308BD9BDB9622BBDF4A3783D3548343D010563BD26B7EFBDAE1D5CBD"> : tensor<8x4x3x3xf32>
    %0 = stablehlo.convolution(%arg0, %cst) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x10x10xf32>, tensor<8x3x3x3xf32>) -> tensor<2x8x5x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %cst_2 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x8x1x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:4 = call @_var(%0, %c) : (tensor<2x8x5x5xf32>, tensor<i32>) -> (tensor<1x8x1x1xf32>, tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>)
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<2x8x5x5xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %9 = stablehlo.add %5#0, %8 : tensor<1x8x1x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<1x8x1x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<1x8x1x1xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1x8x1x1xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %15 = stablehlo.multiply %7, %14 : tensor<2x8x5x5xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<2x8x5x5xf32>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x8x5x5xf32>
    %22 = stablehlo.reshape %4 : (tensor<1x8x1x1xf32>) -> tensor<8xf32>
    %23 = stablehlo.reshape %5#0 : (tensor<1x8x1x1xf32>) -> tensor<8xf32>
    %24 = call @relu(%21) : (tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %26 = stablehlo.compare GT, %21, %25, FLOAT : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xi1>
    %27 = stablehlo.convolution(%24, %cst_0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x5x5xf32>, tensor<8x4x3x3xf32>) -> tensor<2x8x5x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %cst_7 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %31 = stablehlo.divide %29, %30 : tensor<1x8x1x1xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %32:4 = call @_var(%27, %c_8) : (tensor<2x8x5x5xf32>, tensor<i32>) -> (tensor<1x8x1x1xf32>, tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>)
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %34 = stablehlo.subtract %27, %33 : tensor<2x8x5x5xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %36 = stablehlo.add %32#0, %35 : tensor<1x8x1x1xf32>
    %37 = stablehlo.rsqrt %36 : tensor<1x8x1x1xf32>
    %38 = stablehlo.divide %37, %36 : tensor<1x8x1x1xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<1x8x1x1xf32>
    %41 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %42 = stablehlo.multiply %34, %41 : tensor<2x8x5x5xf32>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<2x8x5x5xf32>
    %46 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x8x5x5xf32>
    %49 = stablehlo.tanh %48 : tensor<2x8x5x5xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %51 = stablehlo.add %50, %49 : tensor<2x8x5x5xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %53 = stablehlo.subtract %52, %49 : tensor<2x8x5x5xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<2x8x5x5xf32>
    %55 = stablehlo.multiply %49, %49 : tensor<2x8x5x5xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %57 = stablehlo.multiply %56, %49 : tensor<2x8x5x5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<4.000000e+02> : tensor<f32>
    %59 = stablehlo.divide %58, %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<4.000000e+02> : tensor<f32>
    %60 = stablehlo.divide %cst_16, %cst_17 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %62 = stablehlo.multiply %61, %57 : tensor<2x8x5x5xf32>
    %63 = stablehlo.multiply %62, %54 : tensor<2x8x5x5xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_18) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.reshape %64 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_19) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.multiply %42, %63 : tensor<2x8x5x5xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_20) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.reshape %68 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %70 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %71 = stablehlo.multiply %63, %70 : tensor<2x8x5x5xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%69 init: %cst_21) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.multiply %34, %71 : tensor<2x8x5x5xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_22) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.reshape %74 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %76 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %77 = stablehlo.multiply %71, %76 : tensor<2x8x5x5xf32>
    %78 = stablehlo.multiply %75, %40 : tensor<1x8x1x1xf32>
    %79 = stablehlo.negate %77 : tensor<2x8x5x5xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_23) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %82 = call @_var_0(%32#1, %32#2, %32#3, %78) : (tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>, tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %83 = stablehlo.add %77, %82 : tensor<2x8x5x5xf32>
    %cst_24 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %85 = stablehlo.divide %81, %84 : tensor<1x8x1x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_25) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<8xf32>) -> tensor<2x8x5x5xf32>
    %88 = stablehlo.add %83, %87 : tensor<2x8x5x5xf32>
    %89 = stablehlo.convolution(%24, %88) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<8x4x3x3xf32>
    %90 = stablehlo.reshape %cst_0 : (tensor<8x4x3x3xf32>) -> tensor<2x4x4x3x3xf32>
    %91 = stablehlo.transpose %90, dims = [1, 0, 2, 3, 4] : (tensor<2x4x4x3x3xf32>) -> tensor<4x2x4x3x3xf32>
    %92 = stablehlo.reshape %91 : (tensor<4x2x4x3x3xf32>) -> tensor<4x8x3x3xf32>
    %93 = stablehlo.reverse %92, dims = [2, 3] : tensor<4x8x3x3xf32>
    %94 = stablehlo.convolution(%88, %93) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x5x5xf32>, tensor<4x8x3x3xf32>) -> tensor<2x8x5x5xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %96 = stablehlo.select %26, %94, %95 : tensor<2x8x5x5xi1>, tensor<2x8x5x5xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_27) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.reshape %97 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_28) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %100 = stablehlo.multiply %15, %96 : tensor<2x8x5x5xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_29) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %102 = stablehlo.reshape %101 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %103 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %104 = stablehlo.multiply %96, %103 : tensor<2x8x5x5xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%102 init: %cst_30) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %106 = stablehlo.multiply %7, %104 : tensor<2x8x5x5xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_31) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %109 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %110 = stablehlo.multiply %104, %109 : tensor<2x8x5x5xf32>
    %111 = stablehlo.multiply %108, %13 : tensor<1x8x1x1xf32>
    %112 = stablehlo.negate %110 : tensor<2x8x5x5xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_32) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %114 = stablehlo.reshape %113 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %115 = call @_var_0(%5#1, %5#2, %5#3, %111) : (tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>, tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %116 = stablehlo.add %110, %115 : tensor<2x8x5x5xf32>
    %cst_33 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %118 = stablehlo.divide %114, %117 : tensor<1x8x1x1xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_34) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<8xf32>) -> tensor<2x8x5x5xf32>
    %121 = stablehlo.add %116, %120 : tensor<2x8x5x5xf32>
    %122 = stablehlo.convolution(%arg0, %121) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x10x10xf32>, tensor<2x8x5x5xf32>) -> tensor<8x3x3x3xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %124 = stablehlo.multiply %123, %arg5 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %126 = stablehlo.multiply %125, %22 : tensor<8xf32>
    %127 = stablehlo.add %124, %126 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %129 = stablehlo.multiply %128, %arg6 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %131 = stablehlo.multiply %130, %23 : tensor<8xf32>
    %132 = stablehlo.add %129, %131 : tensor<8xf32>
    return %59, %122, %89, %105, %99, %72, %66, %127, %132 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
  func.func private @_var(%arg0: tensor<2x8x5x5xf32>, %arg1: tensor<i32>) -> (tensor<1x8x1x1xf32>, tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x8x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x8x5x5xf32>
    %6 = chlo.square %5 : tensor<2x8x5x5xf32> -> tensor<2x8x5x5xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x8x5x5xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x8x1x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<1x8x1x1xf32>
    return %16, %8, %10, %15 : tensor<1x8x1x1xf32>, tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x8x1x1xf32>, %arg2: tensor<f32>) -> tensor<1x8x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x8x1x1xf32>
    return %2 : tensor<1x8x1x1xf32>
  }
  func.func private @relu(%arg0: tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x5x5xf32>
    return %1 : tensor<2x8x5x5xf32>
  }
  func.func private @_var_0(%arg0: tensor<2x8x5x5xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32> {
    %0 = call @_where_1(%arg2, %arg3) : (tensor<i1>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x8x1x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<8xf32>) -> tensor<2x8x5x5xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x8x5x5xf32>
    %6 = stablehlo.negate %5 : tensor<2x8x5x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.reshape %7 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %cst_1 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x8x1x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<8xf32>) -> tensor<2x8x5x5xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x8x5x5xf32>
    return %13 : tensor<2x8x5x5xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<1x8x1x1xf32>
    return %1 : tensor<1x8x1x1xf32>
  }
}
