module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xi32>, %arg1: tensor<2x4xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<20x8xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<"0x0333563D48E0AB3BB92987BC29267DBDC65E013E403EA83DAD0FA0BD79BAA03C14AEECBD13D92EBE0969E9BDF92B053DDE7593BDAE4EFFBCC2C3BA3D9ED7BD3D6D5B2CBECB479F3DEEC4983B40998FBC01FBB63D3CD6FD3CA6094A3D54F909BEFA8A89BBE19499BC2926383D61CB9C3DDF216EBD7727553D67416ABC08F807BD392E2FBE7E621F3DD04F4E3D5083923AE10682BD17D4863D7E258A3CFAFC1DBD329D073C3C40EB3DC1508BBC57E305BE1E3FFA3C6493B8BC07DA36BEA38787BD4931D2BC3FB9D13D46FB133E76D2F03D84D9D83D2739D73D071F4DBE7F89823EBAB442BEFF00803DA5A9963C64C87BBC4DD8713D4A71573D8F00353E3F0662BD8CB745BECC29D1BBBC2C5A3D461BB0BCF3CCA2BDBD8A8F3DF9D894BDD92EE4BDC4691B3D9182B93D1DAF123E9573A9BD60FB21BD84CF903D0891ED3C0FC5A43CFD9B853D8D9620BD0F02733D0BCD46BE34ABE13D7C3C81BDB8B1713D72ABEFBDC715253EF7359ABD2F5D943CFC68CFBDFADC14BEDE0E193E7C092C3E2D1C23BE60030EBE711A38BC6229103E156C1EBE6529D63DCDDAB53DAF2CEDBC26200F3B84DC72BD5948033E05242FBE6F40A03D7E1522BEC42224BEB8DA76BD7494FA3DA44A48BE5A0EA13D70F0FBBC8B39D53DBAF8233C7B58DF3D8F8D823DE1AB213DDD5832BD06D41D3E7C69BFBDE18163BC351F963D099BACBD73DCDA3D548E25BEA14812BD3A7D563C3D495B3A467D9FBD4B726E3D8F6AE2BDD2CF8E3CF497033C5DA3DF3D7924093BD508F8BD8D0C023EE3B5D9BD5B3010BE90264F3D61E5AC3B070E3B3D69B617BE4905ACBBE472723D4C0930BD64FA533E1B0C25BDD457EB3D42A3873DA7A1B03DDFD7D43C10409D3D08B376BE742B1FBC62BC01BEAB21913D"> : tensor<20x8xf32>
    %cst_0 = stablehlo.constant dense<"0x5435C4BBBD6B183FC018C9BC59C3733EF11C21BD6F77B8BE104E92BD2590503E420881BE706EC23D3AC2DFBC74B23A3FB7CCC4BE2E2FFC3C8DA4C0BD5DB296BE86C129BFC3F524BB3851903D0434C73E6A0148BFC2C6833DDE218ABE590BA13EBFB8973EFCDA6C3F5868A6BE233ADE3E5DCFA73ED42F123EEF7EEC3D14D3D53D9820043FC6F2A53E9697B6BE3F1B773E2D8CC03E723ABD3E066B55BCCFDDD03E2114C3BD4ACF8E3EF72E3BBF10E530BE983B803E2C7C7CBEB12AF93E20AAE83E8113093E7432CBBE3C2A0DBEBD7BD43EBDC967BD0532383E5FD1DE3EC2B3953D24D7693EABAFF53E4CE9A33E7C5DE1BE1B3EB43EB1E9023EDB2ADD3DF50830BE241AE63D551949BD21E2A4BE038CF6BD5A85CA3EBE39CEBE64AB0DBFB27506BFD2BD813E0DE3BD3E93E9813F17540C3FF62F963EC23F183E886B4E3ECBCE943E048477BEED06D8BC9AA0D33D4D610D3FAC09D43ED3C3C23E039D2E3D5BBE56BC999028B8B0582CBE48E65B3E0DE9543E6EC7D93D0BAA9DBE19E2BE3EAAE516BFECC38CBE3C5BE2BDB2706D3E36EBA43D341D2BBEC1888ABEFD2C1A3F273E01BF488209BEBD15A8BECFBFBDBD630D093E5E28833E2DE4983DF84F013EDE9260BE48039A3E6261E8BE5960D43EDEA10C3EF3C202BE94AF12BE3185273FB99005BDFD4D86BE70E192BE66A5253FF2B1813DC4E86C3E7701583F39246ABE52E07ABE920CFFBDA3FFE43E9B9345BFA97997BE659515BF13EEDF3D62D8D4BED321A43E7E8837BFB6A62C3FFF6C113E82F8F03D13FA883ECC196C3F5D29903EEC774FBE4A9CB63ED833083E59F57C3E2F0FD23EFBBEAC3D2678D23E495891BE21ECB73C8822823F286F193FBE7F023DE94229BEB72CBB3EC4D79FBE20E14A3E53A0653E"> : tensor<8x20xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %c_1 = stablehlo.constant dense<20> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<2x4xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<2x4xi1>, tensor<2x4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %6 = "stablehlo.gather"(%cst, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<20x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
    %7 = stablehlo.dot_general %6, %cst_0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x20xf32>) -> tensor<2x4x20xf32>
    %8:3 = call @log_softmax(%7) : (tensor<2x4x20xf32>) -> (tensor<2x4x20xf32>, tensor<2x4x20xf32>, tensor<2x4x1xf32>)
    %9 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %10:2 = call @take_along_axis(%8#0, %9) : (tensor<2x4x20xf32>, tensor<2x4x1xi32>) -> (tensor<2x4x1xf32>, tensor<2x4x1x1xi32>)
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10#0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %12 = stablehlo.divide %11, %cst_3 : tensor<f32>
    %13 = stablehlo.negate %12 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.negate %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_5 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %17 = call @take_along_axis_0(%10#1, %16) : (tensor<2x4x1x1xi32>, tensor<2x4x1xf32>) -> tensor<2x4x20xf32>
    %18 = call @log_softmax_1(%8#1, %8#2, %17) : (tensor<2x4x20xf32>, tensor<2x4x1xf32>, tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
    %19 = stablehlo.dot_general %18, %cst_0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x20xf32>, tensor<8x20xf32>) -> tensor<2x4x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<20x8xf32>
    %21 = "stablehlo.scatter"(%20, %5, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %22 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<20x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<20x8xf32>
    return %13, %21 : tensor<f32>, tensor<20x8xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x4x20xf32>) -> (tensor<2x4x20xf32>, tensor<2x4x20xf32>, tensor<2x4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x20xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x20xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x20xf32>
    %6 = stablehlo.exponential %5 : tensor<2x4x20xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x4x20xf32>, tensor<f32>) -> tensor<2x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %9 = stablehlo.log %8 : tensor<2x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x20xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x4x20xf32>
    return %11, %6, %8 : tensor<2x4x20xf32>, tensor<2x4x20xf32>, tensor<2x4x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x4x20xf32>, %arg1: tensor<2x4x1xi32>) -> (tensor<2x4x1xf32>, tensor<2x4x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %c_0 = stablehlo.constant dense<20> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x4x1xi1>, tensor<2x4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x4x1xi32>) -> tensor<2x4x1x1xi32>
    %c_1 = stablehlo.constant dense<19> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x4x1x1xi32>, tensor<2x4x1x1xi32>) -> tensor<2x4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x4x1x1xi32>, tensor<2x4x1x1xi32>) -> tensor<2x4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x4x1x1xi1>, tensor<i1>) -> tensor<2x4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x4x20xf32>, tensor<2x4x1x1xi32>) -> tensor<2x4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x4x1xi1>, tensor<2x4x1xf32>
    return %15, %5 : tensor<2x4x1xf32>, tensor<2x4x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<2x4x1x1xi32>, %arg1: tensor<2x4x1xf32>) -> tensor<2x4x20xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x20xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x4x20xf32>, tensor<2x4x1x1xi32>, tensor<2x4x1xf32>) -> tensor<2x4x20xf32>
    return %1 : tensor<2x4x20xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<2x4x20xf32>, %arg1: tensor<2x4x1xf32>, %arg2: tensor<2x4x20xf32>) -> tensor<2x4x20xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x4x20xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x20xf32>, tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x20xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x4x20xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x4x20xf32>
    return %7 : tensor<2x4x20xf32>
  }
}
