"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xf32>) -> (tensor<16xf32>, tensor<i32>, tensor<16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<16xf32>):
    %38 = "stablehlo.constant"() <{value = dense<"0xAE1D004027B9A13E823D26BE0778AE3D78A2083FAFD8ADBEDC60B8BC18B702BC72ED053DC6DEB43D46390E3EEA608BBD75092CBE299867BDF2F0D9BDC8A50BBF27B9A13E13F816405EBABCBED6DDD43E5E193B3CA29204BFF1BBF23B70CEBCBCCD4EECBDE6CE913E355E923ECBDAC33B9E5212BD891C533DBCEE86BE03952CBE823D26BE5EBABCBEA28C144023AD7DBB12A47EBBAD959BBED23942BC7C7530BEA1B20D3FF7C128BEA283213E588EB83E580B7BBF162DA4BE50E45A3D21CABC3E0778AE3DD6DDD43E23AD7DBB6E9FE93FB00E09BEFC2306BEB28DB7BD1A210E3C87C467BE93D3993E9B98003EEA3B553E586F1ABE14478BBE16A48CBC045743BD78A2083F5E193B3C12A47EBBB00E09BE50BB0140C8797FBEE739D2BC63085F3D635F5DBEC53B48BE47CE08BACA80293DB06ABBBE62FAC93D21D2E9BCE82806BEAFD8ADBEA29204BFAD959BBEFC2306BEC8797FBE7670FF3F09DFB3BD9F4C12BED46791BDAB90CA3ECD0A8ABEB4B192BE749B173F1EC8BD3CD018A63E54CD2ABDDC60B8BCF1BBF23BD23942BCB28DB7BDE739D2BC09DFB3BDC1F5CD3F99266DBE3DE2833DC8858EBE6A77343C38091A3D7D62A23D83BACB3D06E2183DF90790BD18B702BC70CEBCBC7C7530BE1A210E3C63085F3D9F4C12BE99266DBE2AD8B23FED2E2EBEE00C6DBD4CB8A23CBA3ED4BDD9187C3D804C0E3D72AE66BC13122A3E72ED053DCD4EECBDA1B20D3F87C467BE635F5DBED46791BD3DE2833DED2E2EBED01F06406F1F38BE54BD82BE3E164BBE0CE302BF053E8EBDA6F83CBDA840CB3DC6DEB43DE6CE913EF7C128BE93D3993EC53B48BEAB90CA3EC8858EBEE00C6DBD6F1F38BE5C96014042EC88BDD5DB5EBE93E4C03EA8168CBD8E86CB3E9D7A6D3D46390E3E355E923EA283213E9B98003E47CE08BACD0A8ABE6A77343C4CB8A23C54BD82BE42EC88BDBA06DD3FF522353E34FB86BEFD0611BE9D17CDBDF9B05DBEEA608BBDCBDAC33B588EB83EEA3B553ECA80293DB4B192BE38091A3DBA3ED4BD3E164BBED5DB5EBEF522353E4338EB3FE4B854BEA3BF60BEF813A03EF7B2EA3D75092CBE9E5212BD580B7BBF586F1ABEB06ABBBE749B173F7D62A23DD9187C3D0CE302BF93E4C03E34FB86BEE4B854BE805F2340C72C863D9D9AF9BB7E1EA3BD299867BD891C533D162DA4BE14478BBE62FAC93D1EC8BD3C83BACB3D804C0E3D053E8EBDA8168CBDFD0611BEA3BF60BEC72C863DC442FD3FD946A1B9212A0FBEF2F0D9BDBCEE86BE50E45A3D16A48CBC21D2E9BCD018A63E06E2183D72AE66BCA6F83CBD8E86CB3E9D17CDBDF813A03E9D9AF9BBD946A1B98AE51A406939CE3EC8A50BBF03952CBE21CABC3E045743BDE82806BE54CD2ABDF90790BD13122A3EA840CB3D9D7A6D3DF9B05DBEF7B2EA3D7E1EA3BD212A0FBE6939CE3EFE0CE23F"> : tensor<16x16xf32>}> : () -> tensor<16x16xf32>
    %39 = "stablehlo.constant"() <{value = dense<"0xAE1D004027B9A13E823D26BE0778AE3D78A2083FAFD8ADBEDC60B8BC18B702BC72ED053DC6DEB43D46390E3EEA608BBD75092CBE299867BDF2F0D9BDC8A50BBF27B9A13E13F816405EBABCBED6DDD43E5E193B3CA29204BFF1BBF23B70CEBCBCCD4EECBDE6CE913E355E923ECBDAC33B9E5212BD891C533DBCEE86BE03952CBE823D26BE5EBABCBEA28C144023AD7DBB12A47EBBAD959BBED23942BC7C7530BEA1B20D3FF7C128BEA283213E588EB83E580B7BBF162DA4BE50E45A3D21CABC3E0778AE3DD6DDD43E23AD7DBB6E9FE93FB00E09BEFC2306BEB28DB7BD1A210E3C87C467BE93D3993E9B98003EEA3B553E586F1ABE14478BBE16A48CBC045743BD78A2083F5E193B3C12A47EBBB00E09BE50BB0140C8797FBEE739D2BC63085F3D635F5DBEC53B48BE47CE08BACA80293DB06ABBBE62FAC93D21D2E9BCE82806BEAFD8ADBEA29204BFAD959BBEFC2306BEC8797FBE7670FF3F09DFB3BD9F4C12BED46791BDAB90CA3ECD0A8ABEB4B192BE749B173F1EC8BD3CD018A63E54CD2ABDDC60B8BCF1BBF23BD23942BCB28DB7BDE739D2BC09DFB3BDC1F5CD3F99266DBE3DE2833DC8858EBE6A77343C38091A3D7D62A23D83BACB3D06E2183DF90790BD18B702BC70CEBCBC7C7530BE1A210E3C63085F3D9F4C12BE99266DBE2AD8B23FED2E2EBEE00C6DBD4CB8A23CBA3ED4BDD9187C3D804C0E3D72AE66BC13122A3E72ED053DCD4EECBDA1B20D3F87C467BE635F5DBED46791BD3DE2833DED2E2EBED01F06406F1F38BE54BD82BE3E164BBE0CE302BF053E8EBDA6F83CBDA840CB3DC6DEB43DE6CE913EF7C128BE93D3993EC53B48BEAB90CA3EC8858EBEE00C6DBD6F1F38BE5C96014042EC88BDD5DB5EBE93E4C03EA8168CBD8E86CB3E9D7A6D3D46390E3E355E923EA283213E9B98003E47CE08BACD0A8ABE6A77343C4CB8A23C54BD82BE42EC88BDBA06DD3FF522353E34FB86BEFD0611BE9D17CDBDF9B05DBEEA608BBDCBDAC33B588EB83EEA3B553ECA80293DB4B192BE38091A3DBA3ED4BD3E164BBED5DB5EBEF522353E4338EB3FE4B854BEA3BF60BEF813A03EF7B2EA3D75092CBE9E5212BD580B7BBF586F1ABEB06ABBBE749B173F7D62A23DD9187C3D0CE302BF93E4C03E34FB86BEE4B854BE805F2340C72C863D9D9AF9BB7E1EA3BD299867BD891C533D162DA4BE14478BBE62FAC93D1EC8BD3C83BACB3D804C0E3D053E8EBDA8168CBDFD0611BEA3BF60BEC72C863DC442FD3FD946A1B9212A0FBEF2F0D9BDBCEE86BE50E45A3D16A48CBC21D2E9BCD018A63E06E2183D72AE66BCA6F83CBD8E86CB3E9D17CDBDF813A03E9D9AF9BBD946A1B98AE51A406939CE3EC8A50BBF03952CBE21CABC3E045743BDE82806BE54CD2ABDF90790BD13122A3EA840CB3D9D7A6D3DF9B05DBEF7B2EA3D7E1EA3BD212A0FBE6939CE3EFE0CE23F"> : tensor<16x16xf32>}> : () -> tensor<16x16xf32>
    %40 = "func.call"(%38) <{callee = @_diag}> : (tensor<16x16xf32>) -> tensor<16xf32>
    %41 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44:7 = "stablehlo.while"(%39, %arg5, %39, %arg5, %40, %42, %43) ({
    ^bb0(%arg19: tensor<16x16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16x16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<i32>):
      %67 = "stablehlo.dot_general"(%arg19, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %68 = "stablehlo.subtract"(%arg20, %67) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %69 = "stablehlo.abs"(%68) : (tensor<16xf32>) -> tensor<16xf32>
      %70 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %71 = "stablehlo.reduce"(%69, %70) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
        %77 = "stablehlo.maximum"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%77) : (tensor<f32>) -> ()
      }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
      %72 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
      %73 = "stablehlo.compare"(%71, %72) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %74 = "stablehlo.constant"() <{value = dense<200> : tensor<i32>}> : () -> tensor<i32>
      %75 = "stablehlo.compare"(%arg25, %74) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %76 = "stablehlo.and"(%73, %75) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%76) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<16x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<i32>):
      %58 = "stablehlo.dot_general"(%arg14, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %59 = "stablehlo.subtract"(%arg15, %58) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %60 = "stablehlo.divide"(%59, %arg16) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %61 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %63 = "stablehlo.multiply"(%60, %62) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %64 = "stablehlo.add"(%arg17, %63) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %65 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %66 = "stablehlo.add"(%arg18, %65) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg12, %arg13, %arg14, %arg15, %arg16, %64, %66) : (tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i32>) -> ()
    }) : (tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i32>) -> (tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i32>)
    %45 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48:3 = "stablehlo.while"(%39, %47, %46) ({
    ^bb0(%arg9: tensor<16x16xf32>, %arg10: tensor<i32>, %arg11: tensor<16xf32>):
      %56 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
      %57 = "stablehlo.compare"(%arg10, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%57) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg6: tensor<16x16xf32>, %arg7: tensor<i32>, %arg8: tensor<16xf32>):
      %49 = "stablehlo.dot_general"(%arg6, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %50 = "stablehlo.dot_general"(%arg6, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %51 = "func.call"(%50) <{callee = @norm}> : (tensor<16xf32>) -> tensor<f32>
      %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %53 = "stablehlo.divide"(%49, %52) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %55 = "stablehlo.add"(%arg7, %54) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg6, %55, %53) : (tensor<16x16xf32>, tensor<i32>, tensor<16xf32>) -> ()
    }) : (tensor<16x16xf32>, tensor<i32>, tensor<16xf32>) -> (tensor<16x16xf32>, tensor<i32>, tensor<16xf32>)
    "func.return"(%44#5, %44#6, %48#2) : (tensor<16xf32>, tensor<i32>, tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x16xf32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_diag", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<16x16xf32>):
    %37 = "func.call"(%arg4) <{callee = @diagonal}> : (tensor<16x16xf32>) -> tensor<16xf32>
    "func.return"(%37) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x16xf32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16x16xf32>):
    %5 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x16xi32>
    %6 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x16xi32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x16xi32>
    %9 = "stablehlo.add"(%5, %8) : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %10 = "stablehlo.compare"(%9, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %11 = "stablehlo.convert"(%10) : (tensor<16x16xi1>) -> tensor<16x16xf32>
    %12 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.case"(%12) ({
      %36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%36) : (tensor<i32>) -> ()
    }, {
      %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%35) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.case"(%13) ({
      %15 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
      %16 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
      %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
      %19 = "stablehlo.compare"(%15, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %20 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
      %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
      %22 = "stablehlo.add"(%15, %21) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
      %23 = "stablehlo.select"(%19, %22, %15) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
      %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
      %26 = "stablehlo.compare"(%16, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %27 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
      %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
      %29 = "stablehlo.add"(%16, %28) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
      %30 = "stablehlo.select"(%26, %29, %16) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
      %31 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
      %32 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
      %33 = "stablehlo.concatenate"(%31, %32) <{dimension = 1 : i64}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x2xi32>
      %34 = "stablehlo.gather"(%arg3, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x16xf32>, tensor<16x2xi32>) -> tensor<16xf32>
      "stablehlo.return"(%34) : (tensor<16xf32>) -> ()
    }) : (tensor<i32>) -> tensor<16xf32>
    "func.return"(%14) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.sqrt"(%2) : (tensor<f32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
