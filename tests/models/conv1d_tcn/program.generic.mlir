"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x32x4xf32>) -> tensor<2x5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<2x32x4xf32>):
    %20 = "stablehlo.constant"() <{value = dense<[[[0.426584154, -0.379878074, 0.168445796, 0.14019002, 0.0985972806, 0.170880154, -0.201903671, -0.078013271], [-0.146400824, 0.302789211, 0.367694348, -0.15682663, 0.0273434278, -0.245558545, -0.145816222, -0.234615639], [-0.0349242352, -0.0946905985, 0.206355318, 0.143892199, -0.256558865, 0.172380522, -0.00731088081, 0.0317033045], [0.461979896, 0.00552994153, 3.301830e-01, 0.273319721, 0.1964048, -0.213392183, 0.0525932498, -0.201466516]], [[-0.42875129, -0.120030798, 0.635029674, 0.404873759, -0.343685389, 0.0478210263, -0.239470914, 0.0812180787], [-0.00292819599, -0.294681072, 0.0586095713, -0.0150189931, -0.0818930491, 0.039821472, -0.0895973518, 8.527680e-02], [0.317465574, 0.158669576, -0.013737265, -0.456753969, -0.0885463654, -0.0260718632, -0.161133483, -0.156397164], [-0.381321073, -0.137227282, -0.43914336, -0.0226569958, -5.7482312E-4, -0.231542751, 0.0351564176, -0.149479479]], [[-0.0973676964, 0.500281692, -0.0486758277, -0.11457669, -0.257630318, -0.236984298, -0.184273601, -0.17527087], [-0.273146212, 0.143257663, 0.575543702, -0.0694696829, -0.13896361, -0.380338937, -0.170647636, -0.169081926], [0.376091123, -0.320645094, -0.0388203748, 0.29770413, 0.158690244, 0.274178594, -0.181753218, 0.230804399], [-0.333230644, 0.0706444159, 0.113250621, -0.121504463, 0.123782553, -0.204680979, -0.372289687, -8.632720e-02]]]> : tensor<3x4x8xf32>}> : () -> tensor<3x4x8xf32>
    %21 = "stablehlo.constant"() <{value = dense<[0.00500998413, -0.117898084, -0.0371792465, -0.0960041657, -0.151984155, 0.113576643, 0.0552122034, -0.0090525886]> : tensor<8xf32>}> : () -> tensor<8xf32>
    %22 = "stablehlo.constant"() <{value = dense<"0xF241B6BD57F2DCBD96F554BEC34CEE3BCAD6E73DD84760BCCB47A33DEE08733E06DE6DBD1C7D9A3EA6FCFFBDEAE78B3DAD19BBBE29F172BC610CD8BD5CD2C4BE3EF1923D7B5382BEBEECF7BE473338BE0494A03DCD22973E2F7BB83E88DC523ECD1C0DBE875CB3BC3830A33D80DD463D1C0EA2BE74DCD83DE098853E52EDDCBE2820063E8A2B48BEFF099A3EA5FC043E0775F43D2C0459BD4D7BA03DBCC5C53C3ACA7B3DCDE8153E3D45B9BDC7A297BECC296CBD1E9ABA3EB763C6BE9A2413BC221F253CFB0E27BE2B2EE03E707DCB3DFDCD483EE0CE05BE7C208D3EAABE3ABEB26D383ED67E063FF2962FBE0265C1BDE511C5BD90BF3BBECCDA2C3D197ABA3E371055BE740A633DFA06D1BEB35F89BD0FF888BC4787BF3D2384853E0D0F59BE09C139BEA079093DD0B44D3C5146A8BD64C3E5BE937B8B3CE340ABBE29329B3C57B5643E984454BE6725403E1F977D3E009FD4BD507D693E863075BE59C203BE7E98503EC0AE323D15B64BBD0DAC733E97B323BEA68CD23E75057ABE22E282BCBB4D10BE32FF78BEA7DF853EAD6D193D5EF7C5BDECF41D3E2D953E3E69AF053EA9FC393E16ACE8BD64CD47BEEC6B583E10BC28BEC9CE673E9F5464BE19399C3E8F096FBEC5C72DBED026B9BD1ED3E7BD409A2E3D5E6018BEB5D2063EC54C8C3EDD81FF3D7629333E443FC73E3251253EA9AC023EF690FA3D67A70A3EB73D003F92FDFEBD10D02FBE6013A5BDAD5308BECBFF6ABEBE7E8D3E3CA4A3BE9C83DFBD5173DC3B7F253ABE7321703E304B8BBD56E50A3E281145BEA8EE273D67FFBCBE9A3A8ABDEE90ECBC882BF9BE9B00873D4162CCBDA1CD4D3E19BD59BE2AEF9C3EB036B33CBC6E21BD11009CBDC67F833E640A183EA4FEDB3E5A2E8A3EB6DBB2BEA44EF33EB86E273E083E593E20309FBDEE3359BCE30DC8BC07A4A53CE44379BE5CE743BD73EEB93E203765BECECD8EBE9CB7BEBEE4F2BFBE928F883D3661263E2695BBBEEE82C63D2A05AB3A8FDC3F3EE81C223FA27FA7BEC6C4AABD2687383EB4E8B8BDF6673E3E9F0DC1BD8D8FF0BCFA926F3D759B113ED85A583DE1CBA6BEC498613D4E8C753EFD13B23D55E5A2BE76E7A6BD8DC860BE64DF4EBD52F8753E57B744BEE5C227BDC542B93E63149D3EF4988D3EC79A813BC2830B3D6FAD6C3CD9BACBBDDEDE09BB54A59B3E487EB33D2235D93D228D0C3E9DBCF73D1E49B03EC519713CC9D3823E37E949BEDDC0BF3EF1E2CF3DDF741F3D1446823EDBEBF13D3102DB3D16F5613E9D0FC03DF6A1ACBE68D2E3BD3955043FB813A63D72ACFE3E8893E6BDB1EC053E3A1E883DF764C3BEDE0A6CBE47858B3E4B51583D34990D3C13E3EE3E5E676DBEBCE7003F9CB684BE2470D4BBD59FCD3E0BE8303EB3D3963D291304BE91CE8C3EFB68143EA440313E43D3D7BEE329723E6A69F13D8B2A82BE5455DBBAAB618EBE53B5A1BE81D1AD3D54F90ABEEAFE26BCE88EE03DCA00833E7639903D4A209EBD053AF4BB36362E3E961A673D6EB8EA3DAEEF12BE5296DFBC7107B03E4227963DDED881BE9619FC3C5DD83ABEABD2873DA231603E2DD422BE231DFFBDCDE07B3CCB0D703E3C8E88BE4D4DBA3DF918B63C2B35D7BD4D0C483E369D8DBE96B6503E8252463D584013BE94F80A3E3B52ACBDE8AF243C55715FBE3B8A12BEE58D893D755478BE2F2B35BEB335CFBD62B0983D3AAFD2BD9D11DDBD8C1E8FBC7E52723E46962CBEE6B8573E8803B3BEE99AC43DEDA350BE069E163E18766D3E239BD5BD5A72BCBEDC26DDBD945ACCBD69B46DBE32D3873E2BCD133E8B3C323E7D66E2BE8E146B3CAE935DBD9B2843BED6B3E9BDF6CA5B3E5AEA37BC3CBD833EC135B5BECBB29E3D4B9B99BCA1E1B4BB7DCD29BE92FEB9BDAA20FABD25CB85BD4A1E67BE205FB7BD1BEE8EBC8A735FBE28BE373EC42F92BD6633A1BD876483BEC5CCB1BD8409D5BC6FF7C3BD2BCB04BFFE9C6B3DB3874CBD8A2AF33E94716C3E09B3C5BD0F2B26BE1609C3BBCCAAF63C5CF63FBE970ED13D5781943EC25ECD3DC7806FBC933405BE3D3FD03DAD83EB3DCA7D68BED2089D3E514CE1BE5C6F313DFA970A3D83AFFF3D02E188BD5FEDA2BD7C2A28BE3B00C93C456A9BBDDDD232BB9F2DDBBD93FAC63DCCD3B93D9BAF31BC9D0251BE564A8F3D1F450F3C"> : tensor<3x8x16xf32>}> : () -> tensor<3x8x16xf32>
    %23 = "stablehlo.constant"() <{value = dense<[0.218382657, -0.0140158311, 0.0698125139, 0.00601912523, -0.0683769062, -0.0966882184, -0.144052371, 0.00925689843, -0.0669151917, -0.130213216, 6.4152648E-4, -0.0362537093, 0.052221451, 0.037344221, 0.00492960913, -0.00433236966]> : tensor<16xf32>}> : () -> tensor<16xf32>
    %24 = "stablehlo.constant"() <{value = dense<[[0.083322294, -0.169028074, -0.29372406, -0.215525776, -0.129434809], [0.464165032, -0.159317747, 0.053273309, -0.127320409, 0.0098221926], [0.371631175, 0.199031129, 0.455811799, -0.381003171, 0.322591662], [-0.311888307, 0.193897128, -0.445230454, -0.259849817, 0.195809081], [-0.103457347, 1.518740e-01, -0.0233026277, -8.965580e-02, 0.0313613079], [0.376177371, 0.294059575, -0.0732889771, 0.211867794, -0.414820373], [0.0297648348, 0.129683465, -0.555889249, 0.5258165, 0.18739596], [-0.318736792, 0.188483939, -0.119035758, 0.0663442165, -0.157652497], [0.424708456, -0.171487257, -0.29090178, -1.764670e-01, -0.078348957], [-0.0538103767, 0.239191487, 0.414052486, 0.237698555, -0.210100293], [-0.0248563085, -0.356989741, 0.0516445376, 0.215370417, -0.276728719], [0.321607709, 0.265746534, 0.314963102, 0.296237528, -0.102197953], [0.187269047, 0.3353374, -0.035923779, 0.427666575, 0.21329914], [-0.233775198, -0.0182065647, -0.0386392139, 0.172376141, -0.161251664], [0.524246454, -0.447003216, 0.0908400863, -0.323455572, -0.100476928], [0.0177803393, 0.0182460099, -0.25495556, 9.85429157E-4, 0.0456945822]]> : tensor<16x5xf32>}> : () -> tensor<16x5xf32>
    %25 = "stablehlo.constant"() <{value = dense<[-0.050232213, 0.0517425388, -0.0714207739, -0.168039277, 0.140773535]> : tensor<5xf32>}> : () -> tensor<5xf32>
    %26 = "stablehlo.convolution"(%arg6, %20) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<2x32x4xf32>, tensor<3x4x8xf32>) -> tensor<2x32x8xf32>
    %27 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x32x8xf32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %30 = "stablehlo.multiply"(%29, %29) : (tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %31 = "stablehlo.multiply"(%30, %29) : (tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %32 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32x8xf32>
    %34 = "stablehlo.multiply"(%33, %31) : (tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %35 = "stablehlo.add"(%29, %34) : (tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %36 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32x8xf32>
    %38 = "stablehlo.multiply"(%37, %35) : (tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %39 = "stablehlo.tanh"(%38) : (tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %40 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32x8xf32>
    %42 = "stablehlo.add"(%41, %39) : (tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %43 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32x8xf32>
    %45 = "stablehlo.multiply"(%44, %42) : (tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %46 = "stablehlo.multiply"(%29, %45) : (tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %47 = "stablehlo.convolution"(%46, %22) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<1> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 2>}> : (tensor<2x32x8xf32>, tensor<3x8x16xf32>) -> tensor<2x16x16xf32>
    %48 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %50 = "stablehlo.add"(%47, %49) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %51 = "func.call"(%50) <{callee = @relu}> : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %52 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.reduce"(%51, %52) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %59 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%59) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %54 = "stablehlo.dot_general"(%53, %24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16xf32>, tensor<16x5xf32>) -> tensor<2x5xf32>
    %55 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %57 = "stablehlo.add"(%54, %56) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %58 = "func.call"(%57) <{callee = @log_softmax}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%58) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<2x16x16xf32>):
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16xf32>
    %19 = "stablehlo.maximum"(%arg5, %18) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    "func.return"(%19) : (tensor<2x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %16 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %4 = "stablehlo.maximum"(%3, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %12 = "stablehlo.log"(%11) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %14 = "stablehlo.subtract"(%7, %13) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%14) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
