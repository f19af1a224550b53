"builtin.module"() <{sym_name = "jit_gru"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x3x5xf32>, tensor<3x12xf32>) -> (tensor<3x12xf32>, tensor<6x3x12xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<6x3x5xf32>, %arg6: tensor<3x12xf32>):
    %8 = "stablehlo.constant"() <{value = dense<"0xF6843FBE3E2D78BEF7318BBE5763D43E02C7803ED4B994BE79B6783FCD41BABD0B1211BE8FD9F43C5B1FE43E7C5F74BE9E8C2FBFC6861CBEF80BA33EE82778BDCCB4673E149194BE85DC233E1DD4B6BEF53EE73EF976133FA80E39BFD3A35EBEB01994BEC5C894BE0023DDBE7E36CE3CB00E0D3F80A2393F40FC8FBD5B380B3E5D4F333F6F99053FE6C86BBE389AC8BD4C84B03E608F4B3E3CA6EBBE7EE2A9BE36B0DC3EC973A4BEEB7AA3BE5EF662BD4AA30CBE075AC9BE3B2584BE8246CFBD551DA1BEAD063C3EB77180BF45BE7C3E81BCCF3E75CE803ED5157CBFAECA9BBE0A0EC43CA80BDC3EA070A93D91CF01BD9A1F76BE3B7FAC3D804F0A3EC57A18BF1E1E59BEF6A9273FD787BEBE4AD0D33E2F66203F6224A43EF16D7BBE84E4B63E3E60E2BD96CD25BE25559ABE7868DFBECA21063ECFD3C4BDABCCB63D89EF1ABDBFF44F3EE5F4C5BE0AE0E53E9813E8BE89BB263EE6F1F1BD55118ABE7F2437BE9DD7BF3DBE23C8BEA6D6ABBE950BED3E4F641FBDAB7E1CBD675133BF3B5DD4BE79A9D33D33AC97BE0D60C33EBCD26E3D912332BF3F32803E3BA5A7BDC52983BF6748BC3EFBAA1E3F28C9C33E89996F3EBC3E24BEBE9A943EE581DC3D85260C3F253A673EC92ED73D24353A3EF87812BE2E2D223B69CCBF3F51CE473E43675BBF7FFB18BFC9D4E23E2BB5C8BD5B71CEBDF34E3CBEB1CBB4BE357E14BF9754323FA4BDB93ED34B6DBEFDF5193F08F5233F67AAF6BE50004EBF13C08BBEDC0CFD3CBCC42B3FCC34CA3E8084063EF9B3BB3E88CAF13E7F22A3BEABDA8FBE8563B33D2F05DBBE24FBAEBE9B58313E67AB033FCF3B363D4BD8C0BED2053C3C6A4A9A3E740833BF65B145BE775C613F6559BCBE7CD58ABEE0D47BBF860919BF47AB383F622694BE7F8AF3BECD1BC7BE22AD4FBF631C5A3EF33FB3BE9610F9BEF9A523BF5F1894BE01CCC6BEEBD5EE3E9B0C873EF20E4E3E4BD6AD3E547A803E5198103D2E3B9F3E372DF8BC3B2B283F0D6AD83E"> : tensor<5x36xf32>}> : () -> tensor<5x36xf32>
    %9 = "stablehlo.constant"() <{value = dense<[-0.154967546, -0.1650801, 0.118664928, -0.0306967124, 0.061853461, -0.0875681266, 0.115619093, -3.855250e-02, -0.199093491, 0.0656859279, 0.131836876, -0.0234655328, -0.0352748036, -0.0530608818, -0.0667552947, -0.0786859542, -0.0644953325, -0.00562529918, 0.0511105731, -0.0177990757, -0.12006285, 9.43614253E-8, 0.0800545141, 0.0403773114, 0.0750495344, 0.00326035731, -0.0282326061, -0.0746727287, -0.0650881156, -0.0500559248, 0.0642501637, -0.0706984252, 0.184483483, 0.00116939109, 0.132554486, -0.0519783981]> : tensor<36xf32>}> : () -> tensor<36xf32>
    %10 = "stablehlo.constant"() <{value = dense<"0x7EFB463DCA3C08BF53098FBEA2842C3DFCD6CABE34FA31BB42AB6F3E1A2781BED2BCCEBEF66E7B3E6C116BBD2A7FC73D396C78BE0188013F68C5B23E53A506BD228DFC3EFB29D5BCEC2B893E3F7D423E56BDEEBE028139BDD312D9BDBDAF78BE827C13BE03ED633EC53F583D0B773ABE4967B3BE2F1B683E687276BD8F62023D25A56A3E234E823E45137D3CB378B1BC6EC0A9BE69BF05BF23EE293ECC2C573E7DEC2B3E675CF2BD9ACB4FBD3B09BCBDC42B00BF47E12CBCC3442C3F0B7BAFBE05F159BEF99D0EBD29711ABDFEFEE7BE1C93EABD904196BD449F04BFB25305BFD3176E3E79398CBD05F781BDCD7A123C8A8E61BEEE65D6BEC6917EBE824A8A3ED048CA3CFA9BB7BE1CD3213FB3057ABECD0559BE8108463E3905163E1B7B463FD74F1C3ED20D553EE43CBBBECAC1F73C1A198DBD40AB85BEF42959BC033B773DDC96103F99EED73E0F0E1E3E0674A7BD5DC80F3EA5A7DE3E713EA7BE6ABB19BD62CE11BF7839913E089CD73DF1DFA13E62D277BC00A90C3D502DF9BDAAB52EBE3831CDBDE69B7C3E84721ABFAE615DBE6BF3993D2C57CE3D3C3EDDBE629ED53C5E2A85BEB2B1853D1DDD473FC1CAFEBD01432EBF1F5AFB3DFF15E83CBB2834BE0388543E6BBBB4BEC3114FBEEA4F3F3F7EB1943DFC0BC03E993EA63E24EEEB3EF8EDF7BECCC5BBBEFCEEFEBCB33BD3BD430D273E7F5A633D78BF10BEB8E8F0BE2B84093DB247323E1D779B3D6FB6FBBE586C41BE8A6A903E0634FFBE0466D1BD6A2D8B3E81BFD4BD10D9C0BEB769C13DDE1C06BEDEC2D8BDC32EE2BD884ECE3E7C8A0CBEA90DDF3E21542A3E570DE53D852A043DBC8B063EB2AEB03B6369A53E9D1EFE3C16FAED3EA6E2A33EBC691D3E8DE20C3E202AD33EEE86CB3C00D07A3D208308BFC23DA13DD11CBB3DB88CD7BE52ED063F986A663DFCBF8EBEAA582BBE1B1CC1BE3C4CE53EF74A263F10F94F3D4783C6BE058007BEC5327E3E862FD03DFA471E3D90B4AB3EE1B7B0BE8D508E3C521D773DCB934EBE0E8A35BD00C2393ED97AF33C64581F3E4594343E29F9583C74CC3CBD3AA1B93EA488D3BDCF2D82BED1F0913DA68A7A3DFD45EEBE2DDB6A3DE325653E47108A3E8FBF13BE4432FD3C9B477F3E2E468EBE95E38D3E458B80BE2F9C2DBFD163FE3E7B3522BE93A4933E488F8F3E345381BE25F2D83EF42B173A46CDDCBE1F5A77BE1B84BB3B015737BEFEDF1DBCF02209BE8720E7BE12DFC23E53520C3D7602C53EDBF8EC3DFC816BBE59E5873D9035923E2DEE3DBEB35816BD759028BCB77E6C3D97F4AEBE44F2D2BE51723B3D24C9F7BD7A0A2E3E340297BEC3C8513EA7DA753E26E9D13ED9F24E3E1F1DC73DFE78BDBD6C5C9CBE28428A3E0BC66A3B661AE0BEA83E5B3EA32CA13EA6AD9EBE08C6BABC0F5151BE989D8C3E8FF766BEDFDABC3E4B4A4F3D1C8187BD18E277BE3881E23DF7E5A2BE0F3B7ABB698CB7BDB413443E806BD63E6E7653BEDE06B43E13EC3D3E6A1A183EBFDE7F3D13DD42BB4A93043FB14D78BD81DA69BF3106C73DF2F7B63D55B98B3EFB3D43BE753E9F3EC6CF70BD988B9B3E5800ED3EACF78FBEEE732D3CF3A8CA3E5680F03E28692EBE74EA97BD60407D3EECE988BE532A15BE324CCB3DDC1BEDBC2DFFCE3DEA5752BE7B990DBE46075A3E595768BE4FAFC3BD14698CBC1E7619BE253378BD94EB9EBD0374A73EC31EA6BC97C7803E8DA6C13E6B1F1D3F46C7453C6228B03EC6669D3EADCA24BEFE0A413D9D3560BED59E08BE0638C4BE5CC8F83E777D96BDFBF6083E21B939BEE6AE033EC76BC9BED260E7BE526C35BF312461BD8B566B3E0A0E963C7AD9C1BDF33342BE140A373EC5609E3E35B85F3D7D1C3F3D7452863E271451BE9B2B22BFCC8B7ABEF36B48BCD2090ABE6AF04ABD804DFC3E856388BEA2FF04BE0184403EB3C086BE752E0DBE46A439BF020E4F3CE498153EDC5A8F3EE9CAB63E94AD143DE03FA83E8DFB5DBDD79FDF3E2E6848BC572B5B3D4AC9083F37D839BEE9E731BE129C4CBDB69890BE4B517CBD5243C1BE66D4353EF61F63BEB023313ED9F0313E5EB2C3BB171C1B3E77BE6D3E9BB428BF426080BE99DD853DFA9EEB3E61FA0DBFA37F203FEE7B06BEEC5E1FBFCAF7BBBE1D10B3BE37447DBEF888ECBE6ED0E93D74E5C1BDE7FCBB3ED2F6B2BD4AF36EBDAEECBABDB797273E94C9963E3C20553E0858F0BE23A2DD3EE7FB0BBC228D2A3EFAACCABBEEEC903EE7BC003D229E523EE6D199BE44D6CE3DFCDDB33DD2528D3E513E783E66405DBC4B2F1E3E72D3A03DB0DB893E3946F13DF6A6033E3C35D93E61F4D2BE6CEDA1BE371CE3BE934706BDBF75713E9258883B756085BE1EE88BBD9704673C1C1EE93D98378B3E34FA80BE6026AFBCDC3A9D3E1DF79D3E9506B33DE0AFDFBC8FCCA33E2E05A33EFA2AE43D67E90ABE0E4E1B3E"> : tensor<12x36xf32>}> : () -> tensor<12x36xf32>
    %11 = "stablehlo.constant"() <{value = dense<[0.0681777894, 0.0470130369, 3.548750e-02, 0.132620901, -0.112196684, -0.133969113, 0.187572762, -5.872740e-02, 0.0770875439, 0.00120396703, 0.114213318, 0.0215249397, -0.167618424, -0.0239667296, -0.0701368302, 0.0618168674, -0.0907895639, -0.0170912258, 0.173715204, 0.0622737109, 0.00196430366, 0.0561808981, 0.0248415228, 0.0324189067, -0.180755407, -0.0489514731, 0.0502447411, -0.0858007222, 0.134241343, 0.215936378, -0.328818947, -0.0584345199, -0.00459605036, -0.167842329, 0.0599116199, 0.0331171975]> : tensor<36xf32>}> : () -> tensor<36xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3x12xf32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15:8 = "stablehlo.while"(%arg5, %8, %9, %10, %11, %14, %arg6, %13) ({
    ^bb0(%arg15: tensor<6x3x5xf32>, %arg16: tensor<5x36xf32>, %arg17: tensor<36xf32>, %arg18: tensor<12x36xf32>, %arg19: tensor<36xf32>, %arg20: tensor<i32>, %arg21: tensor<3x12xf32>, %arg22: tensor<6x3x12xf32>):
      %65 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %66 = "stablehlo.compare"(%arg20, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%66) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<6x3x5xf32>, %arg8: tensor<5x36xf32>, %arg9: tensor<36xf32>, %arg10: tensor<12x36xf32>, %arg11: tensor<36xf32>, %arg12: tensor<i32>, %arg13: tensor<3x12xf32>, %arg14: tensor<6x3x12xf32>):
      %16 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %17 = "stablehlo.subtract"(%16, %arg12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %18 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %19 = "stablehlo.subtract"(%17, %18) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %20 = "func.call"(%arg7, %19) <{callee = @dynamic_index_in_dim}> : (tensor<6x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %21 = "stablehlo.dot_general"(%20, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x5xf32>, tensor<5x36xf32>) -> tensor<3x36xf32>
      %22 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<36xf32>) -> tensor<1x36xf32>
      %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x36xf32>) -> tensor<3x36xf32>
      %24 = "stablehlo.add"(%21, %23) : (tensor<3x36xf32>, tensor<3x36xf32>) -> tensor<3x36xf32>
      %25 = "stablehlo.dot_general"(%arg13, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x12xf32>, tensor<12x36xf32>) -> tensor<3x36xf32>
      %26 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 1>}> : (tensor<36xf32>) -> tensor<1x36xf32>
      %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x36xf32>) -> tensor<3x36xf32>
      %28 = "stablehlo.add"(%25, %27) : (tensor<3x36xf32>, tensor<3x36xf32>) -> tensor<3x36xf32>
      %29 = "stablehlo.slice"(%24) <{limit_indices = array<i64: 3, 12>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x36xf32>) -> tensor<3x12xf32>
      %30 = "stablehlo.slice"(%24) <{limit_indices = array<i64: 3, 24>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>}> : (tensor<3x36xf32>) -> tensor<3x12xf32>
      %31 = "stablehlo.slice"(%24) <{limit_indices = array<i64: 3, 36>, start_indices = array<i64: 0, 24>, strides = array<i64: 1, 1>}> : (tensor<3x36xf32>) -> tensor<3x12xf32>
      %32 = "stablehlo.slice"(%28) <{limit_indices = array<i64: 3, 12>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x36xf32>) -> tensor<3x12xf32>
      %33 = "stablehlo.slice"(%28) <{limit_indices = array<i64: 3, 24>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>}> : (tensor<3x36xf32>) -> tensor<3x12xf32>
      %34 = "stablehlo.slice"(%28) <{limit_indices = array<i64: 3, 36>, start_indices = array<i64: 0, 24>, strides = array<i64: 1, 1>}> : (tensor<3x36xf32>) -> tensor<3x12xf32>
      %35 = "stablehlo.add"(%29, %32) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %36 = "stablehlo.negate"(%35) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %37 = "stablehlo.exponential"(%36) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %38 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %40 = "stablehlo.add"(%39, %37) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %41 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %43 = "stablehlo.divide"(%42, %40) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %44 = "stablehlo.add"(%30, %33) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %45 = "stablehlo.negate"(%44) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %46 = "stablehlo.exponential"(%45) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %47 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %49 = "stablehlo.add"(%48, %46) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %50 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %52 = "stablehlo.divide"(%51, %49) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %53 = "stablehlo.multiply"(%52, %34) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %54 = "stablehlo.add"(%31, %53) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %55 = "stablehlo.tanh"(%54) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %56 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %58 = "stablehlo.subtract"(%57, %43) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %59 = "stablehlo.multiply"(%58, %55) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %60 = "stablehlo.multiply"(%43, %arg13) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %61 = "stablehlo.add"(%59, %60) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %62 = "func.call"(%arg14, %61, %19) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x3x12xf32>, tensor<3x12xf32>, tensor<i32>) -> tensor<6x3x12xf32>
      %63 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %64 = "stablehlo.add"(%arg12, %63) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg7, %arg8, %arg9, %arg10, %arg11, %64, %61, %62) : (tensor<6x3x5xf32>, tensor<5x36xf32>, tensor<36xf32>, tensor<12x36xf32>, tensor<36xf32>, tensor<i32>, tensor<3x12xf32>, tensor<6x3x12xf32>) -> ()
    }) : (tensor<6x3x5xf32>, tensor<5x36xf32>, tensor<36xf32>, tensor<12x36xf32>, tensor<36xf32>, tensor<i32>, tensor<3x12xf32>, tensor<6x3x12xf32>) -> (tensor<6x3x5xf32>, tensor<5x36xf32>, tensor<36xf32>, tensor<12x36xf32>, tensor<36xf32>, tensor<i32>, tensor<3x12xf32>, tensor<6x3x12xf32>)
    "func.return"(%15#6, %15#7) : (tensor<3x12xf32>, tensor<6x3x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6x3x5xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_slice"(%arg3, %arg4, %4, %5) <{slice_sizes = array<i64: 1, 3, 5>}> : (tensor<6x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%7) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x3x12xf32>, tensor<3x12xf32>, tensor<i32>) -> tensor<6x3x12xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x3x12xf32>, %arg1: tensor<3x12xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x12xf32>) -> tensor<1x3x12xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<6x3x12xf32>, tensor<1x3x12xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x3x12xf32>
    "func.return"(%3) : (tensor<6x3x12xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
