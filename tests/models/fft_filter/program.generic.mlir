"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x256xf32>) -> (tensor<8x256xf32>, tensor<8x129xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<8x256xf32>):
    %4 = "stablehlo.constant"() <{value = dense<"0x0000803F00000000D9FF7F3F000000008FFD7F3F00000000A5F37F3F00000000F6D87F3F00000000C5A07F3F00000000D73A7F3F00000000AC937E3F00000000E7947D3F00000000EF257C3F00000000D72C7A3F000000009B8F773F00000000AA35743F00000000AC09703F0000000071FB6A3F00000000C101653F00000000DF1B5E3F000000008552563F000000000CB84D3F00000000C167443F000000005A843A3F00000000C835303F000000009AA6253F0000000060011B3F00000000436E103F000000001F11063F000000007D10F83E0000000065D7E43E00000000869AD23E000000008D71C13E00000000A069B13E00000000FD86A23E00000000C2C6943E000000009220883E000000004810793E000000001BDD633E00000000A286503E0000000072EA3E3E00000000EEE52E3E000000003A57203E00000000DB1D133E000000001F1B073E00000000BD64F83D000000002E92E43D00000000DA8DD23D00000000452BC23D00000000FC41B33D0000000058ADA53D000000003C4C993D00000000C9008E3D000000001EB0833D000000001884743D00000000AE41633D00000000F371533D00000000D6F1443D00000000D6A1373D00000000A8652B3D00000000DD23203D0000000095C5153D000000003E360C3D000000005163033D000000003A78F63C000000002963E73C00000000446CD93C00000000027BCC3C000000003179C03C00000000BC52B53C0000000072F5AA3C00000000D550A13C00000000EA55983C0000000018F78F3C00000000FE27883C000000005ADD803C00000000CF19743C00000000945A673C00000000E86B5B3C000000002C3E503C0000000014C3453C0000000088ED3B3C0000000089B1323C0000000015042A3C0000000010DB213C00000000312D1A3C00000000EAF1123C000000005F210C3C000000004EB4053C000000001048FF3B00000000C2D4F33B000000004803E93B0000000018C9DE3B00000000701CD53B0000000046F4CB3B000000003B48C33B000000008A10BB3B00000000FD45B33B00000000E3E1AB3B0000000001DEA43B000000008E349E3B0000000025E0973B00000000C2DB913B00000000B7228C3B00000000A7B0863B000000007D81813B00000000DC22793B00000000D3B96F3B000000003AC1663B00000000D9325E3B00000000DC08563B00000000CE3D4E3B0000000091CC463B000000005AB03F3B00000000A7E4383B000000004065323B00000000292E2C3B00000000AA3B263B000000003D8A203B0000000097161B3B000000009BDD153B000000005ADC103B0000000013100C3B000000002B76073B000000002E0C033B00000000969FFD3A00000000A37DF53A0000000062AEED3A00000000EB2DE63A000000008DF8DE3A00000000CA0AD83A000000005461D13A00000000"> : tensor<129xcomplex<f32>>}> : () -> tensor<129xcomplex<f32>>
    %5 = "func.call"(%arg4) <{callee = @fft}> : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<129xcomplex<f32>>) -> tensor<1x129xcomplex<f32>>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x129xcomplex<f32>>) -> tensor<8x129xcomplex<f32>>
    %8 = "stablehlo.multiply"(%5, %7) : (tensor<8x129xcomplex<f32>>, tensor<8x129xcomplex<f32>>) -> tensor<8x129xcomplex<f32>>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "func.call"(%8, %9) <{callee = @_pad}> : (tensor<8x129xcomplex<f32>>, tensor<i32>) -> tensor<8x129xcomplex<f32>>
    %11 = "func.call"(%10) <{callee = @fft_0}> : (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>
    %12 = "func.call"(%11) <{callee = @fft}> : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
    %13 = "stablehlo.abs"(%12) : (tensor<8x129xcomplex<f32>>) -> tensor<8x129xf32>
    "func.return"(%11, %13) : (tensor<8x256xf32>, tensor<8x129xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x256xf32>):
    %3 = "stablehlo.fft"(%arg3) <{fft_length = array<i64: 256>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
    "func.return"(%3) : (tensor<8x129xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x129xcomplex<f32>>, tensor<i32>) -> tensor<8x129xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8x129xcomplex<f32>>, %arg2: tensor<i32>):
    %1 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<complex<f32>>
    %2 = "stablehlo.pad"(%arg1, %1) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<8x129xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x129xcomplex<f32>>
    "func.return"(%2) : (tensor<8x129xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>, res_attrs = [{}], sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x129xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 256>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>
    "func.return"(%0) : (tensor<8x256xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
