module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<"0xAE1D004027B9A13E823D26BE0778AE3D78A2083FAFD8ADBEDC60B8BC18B702BC72ED053DC6DEB43D46390E3EEA608BBD75092CBE299867BDF2F0D9BDC8A50BBF27B9A13E13F816405EBABCBED6DDD43E5E193B3CA29204BFF1BBF23B70CEBCBCCD4EECBDE6CE913E355E923ECBDAC33B9E5212BD891C533DBCEE86BE03952CBE823D26BE5EBABCBEA28C144023AD7DBB12A47EBBAD959BBED23942BC7C7530BEA1B20D3FF7C128BEA283213E588EB83E580B7BBF162DA4BE50E45A3D21CABC3E0778AE3DD6DDD43E23AD7DBB6E9FE93FB00E09BEFC2306BEB28DB7BD1A210E3C87C467BE93D3993E9B98003EEA3B553E586F1ABE14478BBE16A48CBC045743BD78A2083F5E193B3C12A47EBBB00E09BE50BB0140C8797FBEE739D2BC63085F3D635F5DBEC53B48BE47CE08BACA80293DB06ABBBE62FAC93D21D2E9BCE82806BEAFD8ADBEA29204BFAD959BBEFC2306BEC8797FBE7670FF3F09DFB3BD9F4C12BED46791BDAB90CA3ECD0A8ABEB4B192BE749B173F1EC8BD3CD018A63E54CD2ABDDC60B8BCF1BBF23BD23942BCB28DB7BDE739D2BC09DFB3BDC1F5CD3F99266DBE3DE2833DC8858EBE6A77343C38091A3D7D62A23D83BACB3D06E2183DF90790BD18B702BC70CEBCBC7C7530BE1A210E3C63085F3D9F4C12BE99266DBE2AD8B23FED2E2EBEE00C6DBD4CB8A23CBA3ED4BDD9187C3D804C0E3D72AE66BC13122A3E72ED053DCD4EECBDA1B20D3F87C467BE635F5DBED46791BD3DE2833DED2E2EBED01F06406F1F38BE54BD82BE3E164BBE0CE302BF053E8EBDA6F83CBDA840CB3DC6DEB43DE6CE913EF7C128BE93D3993EC53B48BEAB90CA3EC8858EBEE00C6DBD6F1F38BE5C96014042EC88BDD5DB5EBE93E4C03EA8168CBD8E86CB3E9D7A6D3D46390E3E355E923EA283213E9B98003E47CE08BACD0A8ABE6A77343C4CB8A23C54BD82BE42EC88BDBA06DD3FF522353E34FB86BEFD0611BE9D17CDBDF9B05DBEEA608BBDCBDAC33B588EB83EEA3B553ECA80293DB4B192BE38091A3DBA3ED4BD3E164BBED5DB5EBEF522353E4338EB3FE4B854BEA3BF60BEF813A03EF7B2EA3D75092CBE9E5212BD580B7BBF586F1ABEB06ABBBE749B173F7D62A23DD9187C3D0CE302BF93E4C03E34FB86BEE4B854BE805F2340C72C863D9D9AF9BB7E1EA3BD299867BD891C533D162DA4BE14478BBE62FAC93D1EC8BD3C83BACB3D804C0E3D053E8EBDA8168CBDFD0611BEA3BF60BEC72C863DC442FD3FD946A1B9212A0FBEF2F0D9BDBCEE86BE50E45A3D16A48CBC21D2E9BCD018A63E06E2183D72AE66BCA6F83CBD8E86CB3E9D17CDBDF813A03E9D9AF9BBD946A1B98AE51A406939CE3EC8A50BBF03952CBE21CABC3E045743BDE82806BE54CD2ABDF90790BD13122A3EA840CB3D9D7A6D3DF9B05DBEF7B2EA3D7E1EA3BD212A0FBE6939CE3EFE0CE23F"> : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<"0xAE1D004027B9A13E823D26BE0778AE3D78A2083FAFD8ADBEDC60B8BC18B702BC72ED053DC6DEB43D46390E3EEA608BBD75092CBE299867BDF2F0D9BDC8A50BBF27B9A13E13F816405EBABCBED6DDD43E5E193B3CA29204BFF1BBF23B70CEBCBCCD4EECBDE6CE913E355E923ECBDAC33B9E5212BD891C533DBCEE86BE03952CBE823D26BE5EBABCBEA28C144023AD7DBB12A47EBBAD959BBED23942BC7C7530BEA1B20D3FF7C128BEA283213E588EB83E580B7BBF162DA4BE50E45A3D21CABC3E0778AE3DD6DDD43E23AD7DBB6E9FE93FB00E09BEFC2306BEB28DB7BD1A210E3C87C467BE93D3993E9B98003EEA3B553E586F1ABE14478BBE16A48CBC045743BD78A2083F5E193B3C12A47EBBB00E09BE50BB0140C8797FBEE739D2BC63085F3D635F5DBEC53B48BE47CE08BACA80293DB06ABBBE62FAC93D21D2E9BCE82806BEAFD8ADBEA29204BFAD959BBEFC2306BEC8797FBE7670FF3F09DFB3BD9F4C12BED46791BDAB90CA3ECD0A8ABEB4B192BE749B173F1EC8BD3CD018A63E54CD2ABDDC60B8BCF1BBF23BD23942BCB28DB7BDE739D2BC09DFB3BDC1F5CD3F99266DBE3DE2833DC8858EBE6A77343C38091A3D7D62A23D83BACB3D06E2183DF90790BD18B702BC70CEBCBC7C7530BE1A210E3C63085F3D9F4C12BE99266DBE2AD8B23FED2E2EBEE00C6DBD4CB8A23CBA3ED4BDD9187C3D804C0E3D72AE66BC13122A3E72ED053DCD4EECBDA1B20D3F87C467BE635F5DBED46791BD3DE2833DED2E2EBED01F06406F1F38BE54BD82BE3E164BBE0CE302BF053E8EBDA6F83CBDA840CB3DC6DEB43DE6CE913EF7C128BE93D3993EC53B48BEAB90CA3EC8858EBEE00C6DBD6F1F38BE5C96014042EC88BDD5DB5EBE93E4C03EA8168CBD8E86CB3E9D7A6D3D46390E3E355E923EA283213E9B98003E47CE08BACD0A8ABE6A77343C4CB8A23C54BD82BE42EC88BDBA06DD3FF522353E34FB86BEFD0611BE9D17CDBDF9B05DBEEA608BBDCBDAC33B588EB83EEA3B553ECA80293DB4B192BE38091A3DBA3ED4BD3E164BBED5DB5EBEF522353E4338EB3FE4B854BEA3BF60BEF813A03EF7B2EA3D75092CBE9E5212BD580B7BBF586F1ABEB06ABBBE749B173F7D62A23DD9187C3D0CE302BF93E4C03E34FB86BEE4B854BE805F2340C72C863D9D9AF9BB7E1EA3BD299867BD891C533D162DA4BE14478BBE62FAC93D1EC8BD3C83BACB3D804C0E3D053E8EBDA8168CBDFD0611BEA3BF60BEC72C863DC442FD3FD946A1B9212A0FBEF2F0D9BDBCEE86BE50E45A3D16A48CBC21D2E9BCD018A63E06E2183D72AE66BCA6F83CBD8E86CB3E9D17CDBDF813A03E9D9AF9BBD946A1B98AE51A406939CE3EC8A50BBF03952CBE21CABC3E045743BDE82806BE54CD2ABDF90790BD13122A3EA840CB3D9D7A6D3DF9B05DBEF7B2EA3D7E1EA3BD212A0FBE6939CE3EFE0CE23F"> : tensor<16x16xf32>
    %0 = call @_diag(%cst) : (tensor<16x16xf32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:7 = stablehlo.while(%iterArg = %cst_0, %iterArg_4 = %arg0, %iterArg_5 = %cst_0, %iterArg_6 = %arg0, %iterArg_7 = %0, %iterArg_8 = %1, %iterArg_9 = %c) : tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i32>
    cond {
      %5 = stablehlo.dot_general %iterArg, %iterArg_8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %6 = stablehlo.subtract %iterArg_4, %5 : tensor<16xf32>
      %7 = stablehlo.abs %6 : tensor<16xf32>
      %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %8 = stablehlo.reduce(%7 init: %cst_10) applies stablehlo.maximum across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
      %cst_11 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %9 = stablehlo.compare GT, %8, %cst_11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<200> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %11 = stablehlo.and %9, %10 : tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %5 = stablehlo.dot_general %iterArg_5, %iterArg_8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %6 = stablehlo.subtract %iterArg_6, %5 : tensor<16xf32>
      %7 = stablehlo.divide %6, %iterArg_7 : tensor<16xf32>
      %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %9 = stablehlo.multiply %7, %8 : tensor<16xf32>
      %10 = stablehlo.add %iterArg_8, %9 : tensor<16xf32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_9, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %10, %11 : tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i32>
    }
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4:3 = stablehlo.while(%iterArg = %cst_0, %iterArg_4 = %c_3, %iterArg_5 = %3) : tensor<16x16xf32>, tensor<i32>, tensor<16xf32>
    cond {
      %c_6 = stablehlo.constant dense<20> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_4, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = stablehlo.dot_general %iterArg, %iterArg_5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %6 = stablehlo.dot_general %iterArg, %iterArg_5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %7 = func.call @norm(%6) : (tensor<16xf32>) -> tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %9 = stablehlo.divide %5, %8 : tensor<16xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %10, %9 : tensor<16x16xf32>, tensor<i32>, tensor<16xf32>
    }
    return %2#5, %2#6, %4#2 : tensor<16xf32>, tensor<i32>, tensor<16xf32>
  }
  func.func private @_diag(%arg0: tensor<16x16xf32>) -> tensor<16xf32> {
    %0 = call @diagonal(%arg0) : (tensor<16x16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @diagonal(%arg0: tensor<16x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %1 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %3 = stablehlo.add %0, %2 : tensor<16x16xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %5 = stablehlo.convert %4 : (tensor<16x16xi1>) -> tensor<16x16xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<16xi32>
      %9 = stablehlo.iota dim = 0 : tensor<16xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %13 = stablehlo.add %8, %12 : tensor<16xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<16xi1>, tensor<16xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %c_4 = stablehlo.constant dense<16> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %18 = stablehlo.add %9, %17 : tensor<16xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<16xi1>, tensor<16xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x16xf32>, tensor<16x2xi32>) -> tensor<16xf32>
      stablehlo.return %23 : tensor<16xf32>
    }) : (tensor<i32>) -> tensor<16xf32>
    return %7 : tensor<16xf32>
  }
  func.func private @norm(%arg0: tensor<16xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
}
