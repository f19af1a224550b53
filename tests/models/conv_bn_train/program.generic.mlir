"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}], function_type = (tensor<2x3x10x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<f32>, tensor<8x3x3x3xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg22: tensor<2x3x10x10xf32>, %arg23: tensor<8xf32>, %arg24: tensor<8xf32>, %arg25: tensor<8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>):
    %56 = "stablehlo.constant"() <{value = dense<"0x75F365BE8C3481BEB7AC9D3DE7D037BE1E9A5CBEA58841BE89EA243D9067643E9CCECE3C4EA315BE6C7A39BEC9EDEB3DCA4D2D3E33F2E13ECB6689BE63C08CBD6DB4A13C76F7313D090F09BBF3D5433E1DF0273EA6F07EBE48410C3F5585313E1B88D9BD8483A4BC88E9FDB75BB82ABD8E95FCB8A10582BE7E4086BEC593B2BC119D39BECE0371BECDE69C3D309393BE5004043E21B4DFBDDBD2523E89969A3E1D66933E2A46673EB882B8BB2F39C6BD8FEBBABEEA7EAA3D3CA7F6BD3420B53DF7E1893D94E282BEF6C9C0BC3956CB3D8377CBBEC6CB13BEDABA68BDF0CFF93CD5EA5BBED94BA1BD0455323E85D5F83CA2304D3EBAB5903D9EE090BE2D47A53E24960A3E5138173D79DF6A3E23746C3EAF050D3D0F2EEC3CFA81283EB62F923E256F213EFD9A96BE3B34E43D0FDD50BE8D72AFBD086DF93DDD0A473EB9F91BBEE9809DBE265D88BEE7F625BCDE670C3D1D5E763E832B6B3EFC4F133DCFF6A43C976E5E3EF19AACBE4E2401BEE7BD56BDCE9A5DBED6D32ABEDA19903E56FE973D5641B43B840007BD9FB2DDBC46BCA9BDADCFB3BEA501C5BEC8FCBF388F20ACBE5471C73DA4E0A93E267AF93D5A7040BE3B8B84BD8D89063EDE4C1EBE4A7090BEB72BE33DD12F62BD42EB233E37E584BCA4C4B6BD672F923D72D1B63DAC532D3EB2CCE6BB8901BA3DF127973ECDA61CBED53EF1BD7401B33D3117B33C01AA17BE983F743E208A40BD3A7F1DBDEDE9A03D4F1A9A3E05819CBC55FC55BD4777D1BD03909A3DFE5E833E4AACC6BC195244BDABCC5FBEBE8179BC801EA0BD572981BED0A479BD35EF483DE0BBEB3CCDB0D03DE829A3BEFFC2A73E02CB6DBE888F55BD3D318BBEB89B5C3DB0B9E53DC5E9573E6C5ECCBD96DF3B3E100DA13E2ABEE2BD449F6CBD8532C33DCB9A513DFAD2C43D4E68023ED15B9F3DBD92033D5119073E65CD0CBD8535B9BD82A3C13E56C0573EC7A658BDFB49BDBE9CE7F73D715DCBBE975A513D8D2EC73DCE02CEBBA3BA0B3EA14DBF3DE4EFA6BD34B0F2BD1F4812BF8DE935BD0A768BBED61BACBD48F51DBD42624B3D442CC0BE9E4CDC3DAAD7DDBD443B13BDC85B633DF6BB36BE9C22E3BBFB4D9BBE26F484BD9F5043BD85CE22BEB22023BDF9E3CCBC67E4C6BC64AC60BD199EA1B95436163E437AD3BEB616D1BD58242ABE4E1F5B3DC9F0883E51FC0F3E6808AB3D98B6983EBF3400BE22A3993E"> : tensor<8x3x3x3xf32>}> : () -> tensor<8x3x3x3xf32>
    %57 = "stablehlo.constant"() <{value = dense<"0x6D5366BEEA4642BD4390A03D4C6C3CBE92D39A3DAE8E0EBCDF0782BE35B35BBEF431B23D7128CD3CF265AEBCC79BF6BC856FF4BCC63C4B3E19F0063F449F2DBD16161FBED7BBD93DAE3905BE90B7693E016FA03B175F7C3E0031BFBE587BBFBDAF7A723D32FBB03CBF64833B9DF000BE26E2A8BD4FA2A13DB9AB093E5C09333EBF016E3E8818C63C2230C3BDFDDC37BED7E2913E7AEEA43E20006EBE469B6E3EADD84EBE84B6013EC54525BEEFDACC3DB3E6E13D37F7A6BD112F5BBE2D8D25BE45E7B2BE023A873DE087EEBDF69F6E3EFF38EEBD7A9FEEBC200806BDD80DE4BD55C1CA3DC28D2CBDC717423E30B419BDBCC71DBDF936FD3D0C4CEEBC9217933EB2BF3F3ECDEE933DEFDB1F3E668A83BECF913EBCFAF7CFBB9FE71A3E7992B63DB77D08BE9FCF05BDA365333D4C10863D22EED3BDE747763DE1F366BE5C40E63CC74CF3BD66A8E9BDD414163E349A6A3E9EA891BD6DE8CA3DA0E8023EE24DE53DF4DA68BD153E5BBD612C283DB0BB81BE22E96B3EA9C6383DB92A6DBE1FAEAFBE5BE57B3D7720C2BE320172BE4CD58EBD22D25F3D4B10D23C4BF754BD2B2C383EF8C6403E0BBA003F4EB2973E8137103DA1947ABD6AEA2B3EB36EA83D75FE31BD89023D3E33BE1CBC431E0D3EB0622CBE79E248BA02E0BABD4014F53C56CC04BE80A497BCFB30653E276C5C3EC61EA03DE00B053E899343BE9FEE8BBD2F3A72BD874D0D3E1840623DA54DBDBDDF3D473D2E6AF3BCC91590BEAE7335BCFFA10CBEA01886BD293BD1BCFB6FA93E114FCEBD921ACCBD7402CE3D0D45E73D6010D93EF8D9763DF4A9973DF16E213E16CC763E113E02BEE6BBE4BD028412BEC89EC83C266891BEAC1721BE852B4F3E61D8293E226CB3BD5BE7B1BD7779DABC01ECF23DCC69F13D5713643E2C80743D7E1F023E75FD8F3EAF1E95BDC607283D9A34AFBD040D163ECFD00FBC75928CBD9210853E7EA6BBBDC1F112BE3874FDBDC84E1EBD88BE38BD2EFB72BBB8F6353DF6B877BD9862B13D648A183D53E99A3DA213473DD79DF0BC58AD2C3E98F99CBA99698C3D819C903EB6AB71BDEDB716BE59F5273D74C0EC3DB8A90CBE5E460E3D80D8433E7733933B7D10BEBDB7E9E43D61601B3BD583DD3CDCE966BEF07FC9BDF9E573BEA6A3B13D932156BEEE07283EA6DF85BB0FC1FE3DF2268B3DEC9485BDC2C34BBCD39A2B3E6D81973A144F0D3E3A7D9A3CFD14AC3E825312BE0B1CB0BDB00C413D104F553EDE03693E7045983ED49F6ABE256BCFBCE29D1D3E2EF424BEC1F87D3D65ABB53B5012E93D9312143CB607B03D1553EFBD20B5673E0BFC583E7A1546BE5CA5AC3D057A0C3E31FEE9BC317ED43D8E58BB3C511307BE11975F3EB39C473C4B476B3C41CA2F3E7C7991BCD5F81F3E13B1EC3C665A94BC2C0192BDC7C82A3E7E979B3D76B0C43CCB7013BE92DE9C3E353C193ED202CEBD07F15ABED911453C7D49D6BDAB1861BEE8821D3D597670BC133D273E776B53BDECF0FA3DEF3D82BB54C62C3EF39A15BE4711B03C7418003E7308F43D9F4EE5BDE92017BE4AB64DBEBB5037BE369FD73CB00611BEFE83883EA3C33ABB308BD9BDB9622BBDF4A3783D3548343D010563BD26B7EFBDAE1D5CBD"> : tensor<8x4x3x3xf32>}> : () -> tensor<8x4x3x3xf32>
    %58 = "stablehlo.convolution"(%arg22, %56) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x3x10x10xf32>, tensor<8x3x3x3xf32>) -> tensor<2x8x5x5xf32>
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.reduce"(%58, %59) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %246 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%246) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %62 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %64 = "stablehlo.divide"(%61, %63) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:4 = "func.call"(%58, %65) <{callee = @_var}> : (tensor<2x8x5x5xf32>, tensor<i32>) -> (tensor<1x8x1x1xf32>, tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>)
    %67 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %68 = "stablehlo.subtract"(%58, %67) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %69 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %71 = "stablehlo.add"(%66#0, %70) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %72 = "stablehlo.rsqrt"(%71) : (tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %73 = "stablehlo.divide"(%72, %71) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %74 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %76 = "stablehlo.multiply"(%75, %73) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %77 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %78 = "stablehlo.multiply"(%68, %77) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %79 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %81 = "stablehlo.multiply"(%78, %80) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %82 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %84 = "stablehlo.add"(%81, %83) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %85 = "stablehlo.reshape"(%64) : (tensor<1x8x1x1xf32>) -> tensor<8xf32>
    %86 = "stablehlo.reshape"(%66#0) : (tensor<1x8x1x1xf32>) -> tensor<8xf32>
    %87 = "func.call"(%84) <{callee = @relu}> : (tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %90 = "stablehlo.compare"(%84, %89) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xi1>
    %91 = "stablehlo.convolution"(%87, %57) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<2> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x8x5x5xf32>, tensor<8x4x3x3xf32>) -> tensor<2x8x5x5xf32>
    %92 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.reduce"(%91, %92) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %245 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%245) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %95 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %97 = "stablehlo.divide"(%94, %96) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99:4 = "func.call"(%91, %98) <{callee = @_var}> : (tensor<2x8x5x5xf32>, tensor<i32>) -> (tensor<1x8x1x1xf32>, tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>)
    %100 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %101 = "stablehlo.subtract"(%91, %100) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %102 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %104 = "stablehlo.add"(%99#0, %103) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %105 = "stablehlo.rsqrt"(%104) : (tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %106 = "stablehlo.divide"(%105, %104) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %107 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %109 = "stablehlo.multiply"(%108, %106) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %110 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %111 = "stablehlo.multiply"(%101, %110) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %112 = "stablehlo.broadcast_in_dim"(%arg25) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %114 = "stablehlo.multiply"(%111, %113) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %115 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %117 = "stablehlo.add"(%114, %116) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %118 = "stablehlo.tanh"(%117) : (tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %119 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %121 = "stablehlo.add"(%120, %118) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %122 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %124 = "stablehlo.subtract"(%123, %118) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %125 = "stablehlo.multiply"(%121, %124) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %126 = "stablehlo.multiply"(%118, %118) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %127 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %129 = "stablehlo.multiply"(%128, %118) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.reduce"(%126, %130) <{dimensions = array<i64: 0, 1, 2, 3>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %244 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%244) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<f32>
    %132 = "stablehlo.constant"() <{value = dense<4.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.divide"(%131, %132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %134 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.constant"() <{value = dense<4.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.divide"(%134, %135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %138 = "stablehlo.multiply"(%137, %129) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %139 = "stablehlo.multiply"(%138, %125) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %140 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %243 = "stablehlo.add"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%243) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %142 = "stablehlo.reshape"(%141) : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %143 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.reduce"(%142, %143) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %242 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%242) : (tensor<f32>) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %145 = "stablehlo.multiply"(%111, %139) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.reduce"(%145, %146) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %241 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%241) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %148 = "stablehlo.reshape"(%147) : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %149 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %150 = "stablehlo.multiply"(%139, %149) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %151 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.reduce"(%148, %151) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %240 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%240) : (tensor<f32>) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %153 = "stablehlo.multiply"(%101, %150) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %239 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%239) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %156 = "stablehlo.reshape"(%155) : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %157 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %158 = "stablehlo.multiply"(%150, %157) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %159 = "stablehlo.multiply"(%156, %109) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %160 = "stablehlo.negate"(%158) : (tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.reduce"(%160, %161) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %238 = "stablehlo.add"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%238) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %163 = "stablehlo.reshape"(%162) : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %164 = "func.call"(%99#1, %99#2, %99#3, %159) <{callee = @_var_0}> : (tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>, tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %165 = "stablehlo.add"(%158, %164) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %166 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %168 = "stablehlo.divide"(%163, %167) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.reduce"(%168, %169) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %237 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%237) : (tensor<f32>) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<2x8x5x5xf32>
    %172 = "stablehlo.add"(%165, %171) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %173 = "stablehlo.convolution"(%87, %172) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<2> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<8x4x3x3xf32>
    %174 = "stablehlo.reshape"(%57) : (tensor<8x4x3x3xf32>) -> tensor<2x4x4x3x3xf32>
    %175 = "stablehlo.transpose"(%174) <{permutation = array<i64: 1, 0, 2, 3, 4>}> : (tensor<2x4x4x3x3xf32>) -> tensor<4x2x4x3x3xf32>
    %176 = "stablehlo.reshape"(%175) : (tensor<4x2x4x3x3xf32>) -> tensor<4x8x3x3xf32>
    %177 = "stablehlo.reverse"(%176) <{dimensions = array<i64: 2, 3>}> : (tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %178 = "stablehlo.convolution"(%172, %177) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<2> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x8x5x5xf32>, tensor<4x8x3x3xf32>) -> tensor<2x8x5x5xf32>
    %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %181 = "stablehlo.select"(%90, %178, %180) : (tensor<2x8x5x5xi1>, tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.reduce"(%181, %182) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %236 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%236) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %184 = "stablehlo.reshape"(%183) : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %185 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.reduce"(%184, %185) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %235 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%235) : (tensor<f32>) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %187 = "stablehlo.multiply"(%78, %181) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %188 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %189 = "stablehlo.reduce"(%187, %188) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %234 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%234) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %191 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %192 = "stablehlo.multiply"(%181, %191) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.reduce"(%190, %193) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %233 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%233) : (tensor<f32>) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %195 = "stablehlo.multiply"(%68, %192) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %196 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.reduce"(%195, %196) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %232 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%232) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %198 = "stablehlo.reshape"(%197) : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %199 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %200 = "stablehlo.multiply"(%192, %199) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %201 = "stablehlo.multiply"(%198, %76) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %202 = "stablehlo.negate"(%200) : (tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %203 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.reduce"(%202, %203) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %231 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%231) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %205 = "stablehlo.reshape"(%204) : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %206 = "func.call"(%66#1, %66#2, %66#3, %201) <{callee = @_var_0}> : (tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>, tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %207 = "stablehlo.add"(%200, %206) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %208 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %210 = "stablehlo.divide"(%205, %209) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %211 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.reduce"(%210, %211) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %230 = "stablehlo.add"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%230) : (tensor<f32>) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<2x8x5x5xf32>
    %214 = "stablehlo.add"(%207, %213) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %215 = "stablehlo.convolution"(%arg22, %214) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x3x10x10xf32>, tensor<2x8x5x5xf32>) -> tensor<8x3x3x3xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %218 = "stablehlo.multiply"(%217, %arg27) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %219 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %221 = "stablehlo.multiply"(%220, %85) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %222 = "stablehlo.add"(%218, %221) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %223 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %225 = "stablehlo.multiply"(%224, %arg28) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %226 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %228 = "stablehlo.multiply"(%227, %86) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %229 = "stablehlo.add"(%225, %228) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%133, %215, %173, %194, %186, %152, %144, %222, %229) : (tensor<f32>, tensor<8x3x3x3xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x8x5x5xf32>, tensor<i32>) -> (tensor<1x8x1x1xf32>, tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>), res_attrs = [{}, {}, {}, {}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<2x8x5x5xf32>, %arg17: tensor<i32>):
    %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.reduce"(%arg16, %30) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %55 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %33 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %35 = "stablehlo.divide"(%32, %34) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>
    %37 = "stablehlo.subtract"(%arg16, %36) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %38 = "chlo.square"(%37) : (tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %39 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %41 = "stablehlo.multiply"(%40, %37) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %42 = "stablehlo.convert"(%arg17) : (tensor<i32>) -> tensor<f32>
    %43 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.subtract"(%43, %42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.reduce"(%38, %45) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %54 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %48 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %49 = "stablehlo.divide"(%47, %48) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.compare"(%44, %50) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %52 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "func.call"(%51, %49, %52) <{callee = @_where}> : (tensor<i1>, tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<1x8x1x1xf32>
    "func.return"(%53, %41, %44, %51) : (tensor<1x8x1x1xf32>, tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<1x8x1x1xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<i1>, %arg14: tensor<1x8x1x1xf32>, %arg15: tensor<f32>):
    %27 = "stablehlo.convert"(%arg15) : (tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %29 = "stablehlo.select"(%arg13, %arg14, %28) : (tensor<i1>, tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    "func.return"(%29) : (tensor<1x8x1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x8x5x5xf32>):
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x5x5xf32>
    %26 = "stablehlo.maximum"(%arg12, %25) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    "func.return"(%26) : (tensor<2x8x5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x8x5x5xf32>, tensor<f32>, tensor<i1>, tensor<1x8x1x1xf32>) -> tensor<2x8x5x5xf32>, res_attrs = [{}], sym_name = "_var_0", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x8x5x5xf32>, %arg3: tensor<f32>, %arg4: tensor<i1>, %arg5: tensor<1x8x1x1xf32>):
    %3 = "func.call"(%arg4, %arg5) <{callee = @_where_1}> : (tensor<i1>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %5 = "stablehlo.divide"(%3, %4) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%5, %6) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %23 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<2x8x5x5xf32>
    %9 = "stablehlo.multiply"(%8, %arg2) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %10 = "stablehlo.negate"(%9) : (tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %22 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<f32>) -> tensor<8xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %14 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %16 = "stablehlo.divide"(%13, %15) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %21 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<2x8x5x5xf32>
    %20 = "stablehlo.add"(%9, %19) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    "func.return"(%20) : (tensor<2x8x5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<1x8x1x1xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<i1>, tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    "func.return"(%2) : (tensor<1x8x1x1xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
