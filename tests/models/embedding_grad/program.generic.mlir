"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xi32>, tensor<2x4xi32>) -> (tensor<f32>, tensor<20x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg20: tensor<2x4xi32>, %arg21: tensor<2x4xi32>):
    %56 = "stablehlo.constant"() <{value = dense<"0x0333563D48E0AB3BB92987BC29267DBDC65E013E403EA83DAD0FA0BD79BAA03C14AEECBD13D92EBE0969E9BDF92B053DDE7593BDAE4EFFBCC2C3BA3D9ED7BD3D6D5B2CBECB479F3DEEC4983B40998FBC01FBB63D3CD6FD3CA6094A3D54F909BEFA8A89BBE19499BC2926383D61CB9C3DDF216EBD7727553D67416ABC08F807BD392E2FBE7E621F3DD04F4E3D5083923AE10682BD17D4863D7E258A3CFAFC1DBD329D073C3C40EB3DC1508BBC57E305BE1E3FFA3C6493B8BC07DA36BEA38787BD4931D2BC3FB9D13D46FB133E76D2F03D84D9D83D2739D73D071F4DBE7F89823EBAB442BEFF00803DA5A9963C64C87BBC4DD8713D4A71573D8F00353E3F0662BD8CB745BECC29D1BBBC2C5A3D461BB0BCF3CCA2BDBD8A8F3DF9D894BDD92EE4BDC4691B3D9182B93D1DAF123E9573A9BD60FB21BD84CF903D0891ED3C0FC5A43CFD9B853D8D9620BD0F02733D0BCD46BE34ABE13D7C3C81BDB8B1713D72ABEFBDC715253EF7359ABD2F5D943CFC68CFBDFADC14BEDE0E193E7C092C3E2D1C23BE60030EBE711A38BC6229103E156C1EBE6529D63DCDDAB53DAF2CEDBC26200F3B84DC72BD5948033E05242FBE6F40A03D7E1522BEC42224BEB8DA76BD7494FA3DA44A48BE5A0EA13D70F0FBBC8B39D53DBAF8233C7B58DF3D8F8D823DE1AB213DDD5832BD06D41D3E7C69BFBDE18163BC351F963D099BACBD73DCDA3D548E25BEA14812BD3A7D563C3D495B3A467D9FBD4B726E3D8F6AE2BDD2CF8E3CF497033C5DA3DF3D7924093BD508F8BD8D0C023EE3B5D9BD5B3010BE90264F3D61E5AC3B070E3B3D69B617BE4905ACBBE472723D4C0930BD64FA533E1B0C25BDD457EB3D42A3873DA7A1B03DDFD7D43C10409D3D08B376BE742B1FBC62BC01BEAB21913D"> : tensor<20x8xf32>}> : () -> tensor<20x8xf32>
    %57 = "stablehlo.constant"() <{value = dense<"0x5435C4BBBD6B183FC018C9BC59C3733EF11C21BD6F77B8BE104E92BD2590503E420881BE706EC23D3AC2DFBC74B23A3FB7CCC4BE2E2FFC3C8DA4C0BD5DB296BE86C129BFC3F524BB3851903D0434C73E6A0148BFC2C6833DDE218ABE590BA13EBFB8973EFCDA6C3F5868A6BE233ADE3E5DCFA73ED42F123EEF7EEC3D14D3D53D9820043FC6F2A53E9697B6BE3F1B773E2D8CC03E723ABD3E066B55BCCFDDD03E2114C3BD4ACF8E3EF72E3BBF10E530BE983B803E2C7C7CBEB12AF93E20AAE83E8113093E7432CBBE3C2A0DBEBD7BD43EBDC967BD0532383E5FD1DE3EC2B3953D24D7693EABAFF53E4CE9A33E7C5DE1BE1B3EB43EB1E9023EDB2ADD3DF50830BE241AE63D551949BD21E2A4BE038CF6BD5A85CA3EBE39CEBE64AB0DBFB27506BFD2BD813E0DE3BD3E93E9813F17540C3FF62F963EC23F183E886B4E3ECBCE943E048477BEED06D8BC9AA0D33D4D610D3FAC09D43ED3C3C23E039D2E3D5BBE56BC999028B8B0582CBE48E65B3E0DE9543E6EC7D93D0BAA9DBE19E2BE3EAAE516BFECC38CBE3C5BE2BDB2706D3E36EBA43D341D2BBEC1888ABEFD2C1A3F273E01BF488209BEBD15A8BECFBFBDBD630D093E5E28833E2DE4983DF84F013EDE9260BE48039A3E6261E8BE5960D43EDEA10C3EF3C202BE94AF12BE3185273FB99005BDFD4D86BE70E192BE66A5253FF2B1813DC4E86C3E7701583F39246ABE52E07ABE920CFFBDA3FFE43E9B9345BFA97997BE659515BF13EEDF3D62D8D4BED321A43E7E8837BFB6A62C3FFF6C113E82F8F03D13FA883ECC196C3F5D29903EEC774FBE4A9CB63ED833083E59F57C3E2F0FD23EFBBEAC3D2678D23E495891BE21ECB73C8822823F286F193FBE7F023DE94229BEB72CBB3EC4D79FBE20E14A3E53A0653E"> : tensor<8x20xf32>}> : () -> tensor<8x20xf32>
    %58 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %60 = "stablehlo.compare"(%arg20, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %61 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %63 = "stablehlo.add"(%arg20, %62) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %64 = "stablehlo.select"(%60, %63, %arg20) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %66 = "stablehlo.gather"(%56, %65) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<20x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
    %67 = "stablehlo.dot_general"(%66, %57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x20xf32>) -> tensor<2x4x20xf32>
    %68:3 = "func.call"(%67) <{callee = @log_softmax}> : (tensor<2x4x20xf32>) -> (tensor<2x4x20xf32>, tensor<2x4x20xf32>, tensor<2x4x1xf32>)
    %69 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %70:2 = "func.call"(%68#0, %69) <{callee = @take_along_axis}> : (tensor<2x4x20xf32>, tensor<2x4x1xi32>) -> (tensor<2x4x1xf32>, tensor<2x4x1x1xi32>)
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70#0, %71) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %88 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%88) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.divide"(%72, %73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.negate"(%74) : (tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.negate"(%76) : (tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.divide"(%77, %78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %81 = "func.call"(%70#1, %80) <{callee = @take_along_axis_0}> : (tensor<2x4x1x1xi32>, tensor<2x4x1xf32>) -> tensor<2x4x20xf32>
    %82 = "func.call"(%68#1, %68#2, %81) <{callee = @log_softmax_1}> : (tensor<2x4x20xf32>, tensor<2x4x1xf32>, tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
    %83 = "stablehlo.dot_general"(%82, %57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x20xf32>, tensor<8x20xf32>) -> tensor<2x4x8xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x8xf32>
    %86 = "stablehlo.scatter"(%85, %65, %83) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %87 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%87) : (tensor<f32>) -> ()
    }) : (tensor<20x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<20x8xf32>
    "func.return"(%75, %86) : (tensor<f32>, tensor<20x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4x20xf32>) -> (tensor<2x4x20xf32>, tensor<2x4x20xf32>, tensor<2x4x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<2x4x20xf32>):
    %39 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.reduce"(%arg15, %39) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %55 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<2x4x20xf32>, tensor<f32>) -> tensor<2x4xf32>
    %41 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %43 = "stablehlo.maximum"(%42, %40) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x20xf32>
    %46 = "stablehlo.subtract"(%arg15, %45) : (tensor<2x4x20xf32>, tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
    %47 = "stablehlo.exponential"(%46) : (tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%47, %48) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %54 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<2x4x20xf32>, tensor<f32>) -> tensor<2x4xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %51 = "stablehlo.log"(%50) : (tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x20xf32>
    %53 = "stablehlo.subtract"(%46, %52) : (tensor<2x4x20xf32>, tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
    "func.return"(%53, %47, %50) : (tensor<2x4x20xf32>, tensor<2x4x20xf32>, tensor<2x4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x20xf32>, tensor<2x4x1xi32>) -> (tensor<2x4x1xf32>, tensor<2x4x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<2x4x20xf32>, %arg12: tensor<2x4x1xi32>):
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4x1xi32>
    %18 = "stablehlo.compare"(%arg12, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %19 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4x1xi32>
    %21 = "stablehlo.add"(%arg12, %20) : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi32>
    %22 = "stablehlo.select"(%18, %21, %arg12) : (tensor<2x4x1xi1>, tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi32>
    %23 = "stablehlo.reshape"(%22) : (tensor<2x4x1xi32>) -> tensor<2x4x1x1xi32>
    %24 = "stablehlo.constant"() <{value = dense<19> : tensor<1xi32>}> : () -> tensor<1xi32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4x1x1xi32>
    %27 = "stablehlo.compare"(%23, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x4x1x1xi32>, tensor<2x4x1x1xi32>) -> tensor<2x4x1x1xi1>
    %28 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x4x1x1xi32>
    %30 = "stablehlo.compare"(%23, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x4x1x1xi32>, tensor<2x4x1x1xi32>) -> tensor<2x4x1x1xi1>
    %31 = "stablehlo.and"(%27, %30) : (tensor<2x4x1x1xi1>, tensor<2x4x1x1xi1>) -> tensor<2x4x1x1xi1>
    %32 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      %38 = "stablehlo.and"(%arg13, %arg14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%38) : (tensor<i1>) -> ()
    }) : (tensor<2x4x1x1xi1>, tensor<i1>) -> tensor<2x4x1xi1>
    %34 = "stablehlo.gather"(%arg11, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x4x20xf32>, tensor<2x4x1x1xi32>) -> tensor<2x4x1xf32>
    %35 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %37 = "stablehlo.select"(%33, %34, %36) : (tensor<2x4x1xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    "func.return"(%37, %23) : (tensor<2x4x1xf32>, tensor<2x4x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x1x1xi32>, tensor<2x4x1xf32>) -> tensor<2x4x20xf32>, res_attrs = [{}], sym_name = "take_along_axis_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2x4x1x1xi32>, %arg8: tensor<2x4x1xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x20xf32>
    %14 = "stablehlo.scatter"(%13, %arg7, %arg8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %15 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<2x4x20xf32>, tensor<2x4x1x1xi32>, tensor<2x4x1xf32>) -> tensor<2x4x20xf32>
    "func.return"(%14) : (tensor<2x4x20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x4x20xf32>, tensor<2x4x1xf32>, tensor<2x4x20xf32>) -> tensor<2x4x20xf32>, res_attrs = [{}], sym_name = "log_softmax_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x20xf32>, %arg1: tensor<2x4x1xf32>, %arg2: tensor<2x4x20xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<2x4x20xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x20xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<2x4x20xf32>, tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<2x4x20xf32>, tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
    "func.return"(%9) : (tensor<2x4x20xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
