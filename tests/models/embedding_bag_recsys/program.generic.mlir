"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xf32>, tensor<3x9xi32>, tensor<9xi32>) -> (tensor<4x1xf32>, tensor<4x4x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4x5xf32>, %arg2: tensor<3x9xi32>, %arg3: tensor<9xi32>):
    %3 = "stablehlo.constant"() <{value = dense<[[0.0598431826, 2.059810e-01, 0.571970284, 0.463600218, -0.228758365, -0.608301878], [-0.155056551, 0.174277201, -0.626045585, -0.783831417, 0.281738728, 0.046412155], [-0.996603727, 0.100247532, -0.0512119681, 0.29334411, 0.408113807, 0.310982317], [0.930473864, -0.299674928, 0.34883067, -0.384319752, -0.404689759, -0.359879345], [0.679585397, -0.0879599153, 0.587164044, 0.0765363723, 0.0795558542, 0.459757298]]> : tensor<5x6xf32>}> : () -> tensor<5x6xf32>
    %4 = "stablehlo.constant"() <{value = dense<"0x9A6F183FD5E80C3F20885CBD0F4EB23F47F2853F9114A0BFE2F44ABF583812BF692D593FAF77923F384AF3BEBC1E9FBF09A48BBC56D608BF89A5863ED335883EE7583D3F0EE8D73F375477BFFF4E063F0D2EB2BEFD3DD5BD20AE8EBF1F5B423F836899BEFF4723BE40D5D73F4BCC743EDEC09EBEAFBEFC3E07BCCB3EE4D5083F047A42BF754F683F40C58BBF4697B0BF5E0F08BFD4F85DBF99ED4ABF0DBCE7BED06CC1BE87BFEB3EAEDCDC3F41A1EA3E7E2C32BEAA8CDE3EBF647E3F3691D13E4F44A7BFF915353F3F428CBEB6640C3FF658E5BFCE3786BF18CB1BC09B30953FDD1E023FA95587BEE3E784BFADCF8BBF291C003F21E7F1BFDADC023F8445A3BE630EBABDA8B1BB3F14CAC4BD4AD9D13EC9839B3FD3CF2CC0D4DF673FDE7787BF3771F73E0A713B3FFA9AE7BF382F91BEDF1F99BFE7751F3D1580463FF0C80C3FC9860D3F345FBCBF464F823D68CC20BFDDBD1FBD7F3DC73FADDFD23F026594BFB8CAC7BE45DF8D3FCF8E4B3EE2485EBF3E14673F93941A3EA71B39BE83F68EBF64547C3F96DD23BD64890C3F64369E3D16FB43BF9006133FEEF8363F25E4E63E22F8E1BF38CB653E08B6793F68F80EBE4A678C3F7B9E8DBFB0AE90BF025007BCEB12783DE4D975BFB194E5BF5B5A4BBFDB2568BF6C948A3F2468FA3F6FE79E3F6268E93F046CF5BEE673ACBF5090E5BF08D0DD3EA3660BC046120F3F8F2721BD48CA07BF44C03AC047ED44BF32A1B73E5ACD12C0A4CF993F08DF3BBFF753F13E841F094056F69FBF"> : tensor<23x6xf32>}> : () -> tensor<23x6xf32>
    %5 = "stablehlo.constant"() <{value = dense<"0xC757E3BE5E84BF3DF808F13FC0D4663E378F693FEB40DC3E1DCC6D3F474EA03E275B4ABE286D06BFC6B7613DE48685BE3CCEC83E64D1F33EF05D5D3EFD7D56BF8CF0DCBF20591E3E7974413F927C11BFE28371BEC2299BBFDBB9B53EC6C468BD59FC26C0385179BFE6DC973BBB958A3F63B8D13F863DDEBFAABFDB3F85139EBEADC72E3F2356F43FE8008F3FC6FA75BFF16ADF3DF2FC663FB9F2D3BEA3C68A3F4A8748BD656FEEBF573A9D3F535080BFD289433DB2F1673FC7C89DBE3B2AAABF6129FC3E92F6953EA056F0BEF496BDBEE9B887BFA95BBA3EC6869D3FB76DC23F3FCED43E22E6E1BEA82924BF4F1736BF5A9258BF98C1CF3E0395B7BE31271BBFF8AA2CBF83127A3F7928BE3F55F3BFBE05C990BF8F43083F7372F3BFAA34943E94FEAE3F2E92903DBB0F83BFD620AD3C56E7E7BEAE65543F44AFCB3F064BD1BDBC11BFBFA93D50BFB1B6CF3FFAAA1A3FEFEBE0BE1EC5F53E381AD8BF4EFAEA3E70B8B3BEE6453ABFE2666ABE10A43E3FEE92F3BF7EE38DBFE3D3EE3E0097A8BF261A5D3F69D817C047B556BFB5C2403F0480B3BFEB89EA3F707F47BF2FC2A2BE1272F73F2257103EE23B15BFCBB93140B8CBB43EDC99383D1A3CC83E76A08C3F77F4CF3F6A0808BFE3E7F83D7009C23F81B68FBF245138C038D7073F44AAA63FF197123F1EA1D43FD41598BF8F515FBE2A68863FB8DD9B3F7FF0823F0B97A83F3650CBBFF6AAEC3EB7BB7EBFBAED803F2086063E6E74A23F3D5141BF778E37BF16730DC092CF44BE"> : tensor<23x6xf32>}> : () -> tensor<23x6xf32>
    %6 = "stablehlo.constant"() <{value = dense<"0x531FCF3F59952B3E20C837BFB31E77BFB5FE903FBD411CC0A1FD813F3E4497BF92425C3F6954983E3337543E5311743FB472F83DE654E03E37454EBFBF92133F0D8A2D3F975D593E7FC21A3F20BB57BE3A3FB6BFEE853DBE1DEBCA3F299305C06011E43EBA0AC73FC9BEBE3FFD98A1BE04BD6EBE939B0F3C1E1B123F423969BD23231DBFB0910B3EE96B2A3E9B1CFCBE5C3B543E1C40913EF8A1A63FC7D661BFEB491B3FFF935F3EAD87913D187806BF0CC7ADBD3D69B5BEA0DE3F3FCC5BA9BF6935543E1F372140BC1E17BE9B373D3FF82A5CBF00A3863FC6CB163E69002ABEC4663A3F1EA1AEBF6CA0D43ECAFA033F23A5DE3EA556403FF1AAF13F059CC73FC754B13FDD04F9BE4F56EF3F3D9FEDBFCDF7953FFF559E3F47C484BF8F3286BFF06890BF58CD4BBD2C401FBF1A886C3FDC49DEBE460A173F9F8F96BEFC9CBCBE2CFA7ABF05E7813DF128103FA77D6E3FC16F103FCB9C113F982562BF15D820BFE821DABE13245A3FB1010EC0F43C693FCC4ED8BE5DB36F3FD42B853FE2DE1EBF1622ADBFB9BF283EE0C339BF3E79C0BF1DA8783F7635C5BFFED18D3F4B6212BF8C5117C0BC2F61BF311C133FC1CC32BF60DBA13F8991DABEADCF653F755D14BFBDE667BF260A613C2E941B40FD30CEBEA1429BBF7C6B343F3A0C933F7291593F411BF43F1CBE9D3F605B3A3F98928CBF022D3D3FBF677E3F602532BFFE8CAEBE6F05A23F485B0F3FF496C7BFD71CE33E8A4ED53F6ADEC73E42ABF2BCBCA7493FB4E2763ED00D263D"> : tensor<23x6xf32>}> : () -> tensor<23x6xf32>
    %7 = "stablehlo.constant"() <{value = dense<[0, 0, 0, 1, 1, 2]> : tensor<6xi32>}> : () -> tensor<6xi32>
    %8 = "stablehlo.constant"() <{value = dense<false> : tensor<6xi1>}> : () -> tensor<6xi1>
    %9 = "stablehlo.constant"() <{value = dense<[1, 2, 3, 2, 3, 3]> : tensor<6xi32>}> : () -> tensor<6xi32>
    %10 = "stablehlo.constant"() <{value = dense<false> : tensor<6xi1>}> : () -> tensor<6xi1>
    %11 = "stablehlo.constant"() <{value = dense<[[-0.0886485949], [0.596067905], [-0.246247813], [5.881540e-01], [0.431664288], [-0.167443246], [0.615055143], [0.17502892], [0.0300129764], [0.515182137], [0.0990595221], [-0.461547017]]> : tensor<12x1xf32>}> : () -> tensor<12x1xf32>
    %12 = "stablehlo.dot_general"(%arg1, %3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x5xf32>, tensor<5x6xf32>) -> tensor<4x6xf32>
    %13 = "func.call"(%12) <{callee = @relu}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %14 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 1, 9>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x9xi32>) -> tensor<1x9xi32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1x9xi32>) -> tensor<9xi32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %18 = "stablehlo.compare"(%15, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %19 = "stablehlo.constant"() <{value = dense<23> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %21 = "stablehlo.add"(%15, %20) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %22 = "stablehlo.select"(%18, %21, %15) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %24 = "stablehlo.gather"(%4, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<23x6xf32>, tensor<9x1xi32>) -> tensor<9x6xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %27 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %28 = "stablehlo.scatter"(%26, %27, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %89 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%89) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<9x1xi32>, tensor<9x6xf32>) -> tensor<4x6xf32>
    %29 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 2, 9>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x9xi32>) -> tensor<1x9xi32>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x9xi32>) -> tensor<9xi32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %33 = "stablehlo.compare"(%30, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %34 = "stablehlo.constant"() <{value = dense<23> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %36 = "stablehlo.add"(%30, %35) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %37 = "stablehlo.select"(%33, %36, %30) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %39 = "stablehlo.gather"(%5, %38) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<23x6xf32>, tensor<9x1xi32>) -> tensor<9x6xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %42 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %43 = "stablehlo.scatter"(%41, %42, %39) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %88 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%88) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<9x1xi32>, tensor<9x6xf32>) -> tensor<4x6xf32>
    %44 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 3, 9>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x9xi32>) -> tensor<1x9xi32>
    %45 = "stablehlo.reshape"(%44) : (tensor<1x9xi32>) -> tensor<9xi32>
    %46 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %48 = "stablehlo.compare"(%45, %47) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %49 = "stablehlo.constant"() <{value = dense<23> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %51 = "stablehlo.add"(%45, %50) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %52 = "stablehlo.select"(%48, %51, %45) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %54 = "stablehlo.gather"(%6, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<23x6xf32>, tensor<9x1xi32>) -> tensor<9x6xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %57 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %58 = "stablehlo.scatter"(%56, %57, %54) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %87 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%87) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<9x1xi32>, tensor<9x6xf32>) -> tensor<4x6xf32>
    %59 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x6xf32>) -> tensor<4x1x6xf32>
    %60 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x6xf32>) -> tensor<4x1x6xf32>
    %61 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x6xf32>) -> tensor<4x1x6xf32>
    %62 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x6xf32>) -> tensor<4x1x6xf32>
    %63 = "stablehlo.concatenate"(%59, %60, %61, %62) <{dimension = 1 : i64}> : (tensor<4x1x6xf32>, tensor<4x1x6xf32>, tensor<4x1x6xf32>, tensor<4x1x6xf32>) -> tensor<4x4x6xf32>
    %64 = "stablehlo.dot_general"(%63, %63) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4x6xf32>, tensor<4x4x6xf32>) -> tensor<4x4x4xf32>
    %65 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %67 = "stablehlo.add"(%7, %66) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %68 = "stablehlo.select"(%8, %67, %7) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %69 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %71 = "stablehlo.add"(%9, %70) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %72 = "stablehlo.select"(%10, %71, %9) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %73 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %74 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %75 = "stablehlo.concatenate"(%73, %74) <{dimension = 1 : i64}> : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %76 = "stablehlo.gather"(%64, %75) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x4x4xf32>, tensor<6x2xi32>) -> tensor<4x6xf32>
    %77 = "stablehlo.concatenate"(%76, %13) <{dimension = 1 : i64}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x12xf32>
    %78 = "stablehlo.dot_general"(%77, %11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x12xf32>, tensor<12x1xf32>) -> tensor<4x1xf32>
    %79 = "stablehlo.negate"(%78) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %80 = "stablehlo.exponential"(%79) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %81 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %83 = "stablehlo.add"(%82, %80) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %84 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %86 = "stablehlo.divide"(%85, %83) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    "func.return"(%86, %64) : (tensor<4x1xf32>, tensor<4x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%2) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
