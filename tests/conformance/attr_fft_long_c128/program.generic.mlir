"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8x256xf64>, tensor<8x129xcomplex<f64>>, tensor<4x96xcomplex<f64>>, tensor<128x3xcomplex<f64>>, tensor<4x128xcomplex<f64>>, tensor<3x1000xf64>, tensor<2x1031xcomplex<f64>>, tensor<2x1031xf64>, tensor<2x516xcomplex<f64>>, tensor<3x254xcomplex<f64>>, tensor<64x96xcomplex<f64>>, tensor<2x4096xf64>, tensor<512x3xcomplex<f64>>, tensor<300x6xf64>, tensor<1031x2xcomplex<f64>>) -> (tensor<8x129xcomplex<f64>>, tensor<8x256xf64>, tensor<8x256xf64>, tensor<4x96xcomplex<f64>>, tensor<4x96xcomplex<f64>>, tensor<128x3xcomplex<f64>>, tensor<4x255xf64>, tensor<3x501xcomplex<f64>>, tensor<2x1031xcomplex<f64>>, tensor<2x1031xcomplex<f64>>, tensor<2x516xcomplex<f64>>, tensor<2x1031xf64>, tensor<3x254xcomplex<f64>>, tensor<64x96xcomplex<f64>>, tensor<64x96xf64>, tensor<2x2049xcomplex<f64>>, tensor<2x4096xf64>, tensor<512x3xcomplex<f64>>, tensor<300x4xcomplex<f64>>, tensor<1031x2xcomplex<f64>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg29: tensor<8x256xf64>, %arg30: tensor<8x129xcomplex<f64>>, %arg31: tensor<4x96xcomplex<f64>>, %arg32: tensor<128x3xcomplex<f64>>, %arg33: tensor<4x128xcomplex<f64>>, %arg34: tensor<3x1000xf64>, %arg35: tensor<2x1031xcomplex<f64>>, %arg36: tensor<2x1031xf64>, %arg37: tensor<2x516xcomplex<f64>>, %arg38: tensor<3x254xcomplex<f64>>, %arg39: tensor<64x96xcomplex<f64>>, %arg40: tensor<2x4096xf64>, %arg41: tensor<512x3xcomplex<f64>>, %arg42: tensor<300x6xf64>, %arg43: tensor<1031x2xcomplex<f64>>):
    %29 = "func.call"(%arg29) <{callee = @fft}> : (tensor<8x256xf64>) -> tensor<8x129xcomplex<f64>>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %31 = "func.call"(%arg30, %30) <{callee = @_pad}> : (tensor<8x129xcomplex<f64>>, tensor<i64>) -> tensor<8x129xcomplex<f64>>
    %32 = "func.call"(%31) <{callee = @fft_0}> : (tensor<8x129xcomplex<f64>>) -> tensor<8x256xf64>
    %33 = "func.call"(%arg29) <{callee = @fft}> : (tensor<8x256xf64>) -> tensor<8x129xcomplex<f64>>
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %35 = "func.call"(%33, %34) <{callee = @_pad}> : (tensor<8x129xcomplex<f64>>, tensor<i64>) -> tensor<8x129xcomplex<f64>>
    %36 = "func.call"(%35) <{callee = @fft_0}> : (tensor<8x129xcomplex<f64>>) -> tensor<8x256xf64>
    %37 = "func.call"(%arg31) <{callee = @fft_1}> : (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>
    %38 = "func.call"(%arg31) <{callee = @fft_2}> : (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>
    %39 = "stablehlo.transpose"(%arg32) <{permutation = array<i64: 1, 0>}> : (tensor<128x3xcomplex<f64>>) -> tensor<3x128xcomplex<f64>>
    %40 = "func.call"(%39) <{callee = @fft_3}> : (tensor<3x128xcomplex<f64>>) -> tensor<3x128xcomplex<f64>>
    %41 = "stablehlo.transpose"(%40) <{permutation = array<i64: 1, 0>}> : (tensor<3x128xcomplex<f64>>) -> tensor<128x3xcomplex<f64>>
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %43 = "func.call"(%arg33, %42) <{callee = @_pad_4}> : (tensor<4x128xcomplex<f64>>, tensor<i64>) -> tensor<4x128xcomplex<f64>>
    %44 = "func.call"(%43) <{callee = @fft_5}> : (tensor<4x128xcomplex<f64>>) -> tensor<4x255xf64>
    %45 = "func.call"(%arg34) <{callee = @fft_6}> : (tensor<3x1000xf64>) -> tensor<3x501xcomplex<f64>>
    %46 = "func.call"(%arg35) <{callee = @fft_7}> : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    %47 = "func.call"(%arg35) <{callee = @fft_8}> : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    %48 = "func.call"(%arg36) <{callee = @fft_9}> : (tensor<2x1031xf64>) -> tensor<2x516xcomplex<f64>>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %50 = "func.call"(%arg37, %49) <{callee = @_pad_10}> : (tensor<2x516xcomplex<f64>>, tensor<i64>) -> tensor<2x516xcomplex<f64>>
    %51 = "func.call"(%50) <{callee = @fft_11}> : (tensor<2x516xcomplex<f64>>) -> tensor<2x1031xf64>
    %52 = "func.call"(%arg38) <{callee = @fft_12}> : (tensor<3x254xcomplex<f64>>) -> tensor<3x254xcomplex<f64>>
    %53 = "func.call"(%arg39) <{callee = @fft_13}> : (tensor<64x96xcomplex<f64>>) -> tensor<64x96xcomplex<f64>>
    %54 = "stablehlo.real"(%arg39) : (tensor<64x96xcomplex<f64>>) -> tensor<64x96xf64>
    %55 = "func.call"(%54) <{callee = @fft_14}> : (tensor<64x96xf64>) -> tensor<64x49xcomplex<f64>>
    %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %57 = "func.call"(%55, %56) <{callee = @_pad_15}> : (tensor<64x49xcomplex<f64>>, tensor<i64>) -> tensor<64x49xcomplex<f64>>
    %58 = "func.call"(%57) <{callee = @fft_16}> : (tensor<64x49xcomplex<f64>>) -> tensor<64x96xf64>
    %59 = "func.call"(%arg40) <{callee = @fft_17}> : (tensor<2x4096xf64>) -> tensor<2x2049xcomplex<f64>>
    %60 = "func.call"(%arg40) <{callee = @fft_17}> : (tensor<2x4096xf64>) -> tensor<2x2049xcomplex<f64>>
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %62 = "func.call"(%60, %61) <{callee = @_pad_18}> : (tensor<2x2049xcomplex<f64>>, tensor<i64>) -> tensor<2x2049xcomplex<f64>>
    %63 = "func.call"(%62) <{callee = @fft_19}> : (tensor<2x2049xcomplex<f64>>) -> tensor<2x4096xf64>
    %64 = "stablehlo.transpose"(%arg41) <{permutation = array<i64: 1, 0>}> : (tensor<512x3xcomplex<f64>>) -> tensor<3x512xcomplex<f64>>
    %65 = "func.call"(%64) <{callee = @fft_20}> : (tensor<3x512xcomplex<f64>>) -> tensor<3x512xcomplex<f64>>
    %66 = "stablehlo.transpose"(%65) <{permutation = array<i64: 1, 0>}> : (tensor<3x512xcomplex<f64>>) -> tensor<512x3xcomplex<f64>>
    %67 = "func.call"(%arg42) <{callee = @fft_21}> : (tensor<300x6xf64>) -> tensor<300x4xcomplex<f64>>
    %68 = "stablehlo.transpose"(%arg43) <{permutation = array<i64: 1, 0>}> : (tensor<1031x2xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    %69 = "func.call"(%68) <{callee = @fft_8}> : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    %70 = "stablehlo.transpose"(%69) <{permutation = array<i64: 1, 0>}> : (tensor<2x1031xcomplex<f64>>) -> tensor<1031x2xcomplex<f64>>
    "func.return"(%29, %32, %36, %37, %38, %41, %44, %45, %46, %47, %48, %51, %52, %53, %58, %59, %63, %66, %67, %70) : (tensor<8x129xcomplex<f64>>, tensor<8x256xf64>, tensor<8x256xf64>, tensor<4x96xcomplex<f64>>, tensor<4x96xcomplex<f64>>, tensor<128x3xcomplex<f64>>, tensor<4x255xf64>, tensor<3x501xcomplex<f64>>, tensor<2x1031xcomplex<f64>>, tensor<2x1031xcomplex<f64>>, tensor<2x516xcomplex<f64>>, tensor<2x1031xf64>, tensor<3x254xcomplex<f64>>, tensor<64x96xcomplex<f64>>, tensor<64x96xf64>, tensor<2x2049xcomplex<f64>>, tensor<2x4096xf64>, tensor<512x3xcomplex<f64>>, tensor<300x4xcomplex<f64>>, tensor<1031x2xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x256xf64>) -> tensor<8x129xcomplex<f64>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<8x256xf64>):
    %28 = "stablehlo.fft"(%arg28) <{fft_length = array<i64: 256>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<8x256xf64>) -> tensor<8x129xcomplex<f64>>
    "func.return"(%28) : (tensor<8x129xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x129xcomplex<f64>>, tensor<i64>) -> tensor<8x129xcomplex<f64>>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<8x129xcomplex<f64>>, %arg27: tensor<i64>):
    %26 = "stablehlo.convert"(%arg27) : (tensor<i64>) -> tensor<complex<f64>>
    %27 = "stablehlo.pad"(%arg26, %26) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<8x129xcomplex<f64>>, tensor<complex<f64>>) -> tensor<8x129xcomplex<f64>>
    "func.return"(%27) : (tensor<8x129xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x129xcomplex<f64>>) -> tensor<8x256xf64>, res_attrs = [{}], sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<8x129xcomplex<f64>>):
    %25 = "stablehlo.fft"(%arg25) <{fft_length = array<i64: 256>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<8x129xcomplex<f64>>) -> tensor<8x256xf64>
    "func.return"(%25) : (tensor<8x256xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_1", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<4x96xcomplex<f64>>):
    %24 = "stablehlo.fft"(%arg24) <{fft_length = array<i64: 96>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>
    "func.return"(%24) : (tensor<4x96xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_2", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x96xcomplex<f64>>):
    %23 = "stablehlo.fft"(%arg23) <{fft_length = array<i64: 96>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>
    "func.return"(%23) : (tensor<4x96xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x128xcomplex<f64>>) -> tensor<3x128xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_3", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<3x128xcomplex<f64>>):
    %22 = "stablehlo.fft"(%arg22) <{fft_length = array<i64: 128>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<3x128xcomplex<f64>>) -> tensor<3x128xcomplex<f64>>
    "func.return"(%22) : (tensor<3x128xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x128xcomplex<f64>>, tensor<i64>) -> tensor<4x128xcomplex<f64>>, res_attrs = [{}], sym_name = "_pad_4", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x128xcomplex<f64>>, %arg21: tensor<i64>):
    %20 = "stablehlo.convert"(%arg21) : (tensor<i64>) -> tensor<complex<f64>>
    %21 = "stablehlo.pad"(%arg20, %20) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x128xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4x128xcomplex<f64>>
    "func.return"(%21) : (tensor<4x128xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x128xcomplex<f64>>) -> tensor<4x255xf64>, res_attrs = [{}], sym_name = "fft_5", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x128xcomplex<f64>>):
    %19 = "stablehlo.fft"(%arg19) <{fft_length = array<i64: 255>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4x128xcomplex<f64>>) -> tensor<4x255xf64>
    "func.return"(%19) : (tensor<4x255xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x1000xf64>) -> tensor<3x501xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_6", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<3x1000xf64>):
    %18 = "stablehlo.fft"(%arg18) <{fft_length = array<i64: 1000>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<3x1000xf64>) -> tensor<3x501xcomplex<f64>>
    "func.return"(%18) : (tensor<3x501xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_7", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<2x1031xcomplex<f64>>):
    %17 = "stablehlo.fft"(%arg17) <{fft_length = array<i64: 1031>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    "func.return"(%17) : (tensor<2x1031xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_8", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<2x1031xcomplex<f64>>):
    %16 = "stablehlo.fft"(%arg16) <{fft_length = array<i64: 1031>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    "func.return"(%16) : (tensor<2x1031xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x1031xf64>) -> tensor<2x516xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_9", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<2x1031xf64>):
    %15 = "stablehlo.fft"(%arg15) <{fft_length = array<i64: 1031>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<2x1031xf64>) -> tensor<2x516xcomplex<f64>>
    "func.return"(%15) : (tensor<2x516xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x516xcomplex<f64>>, tensor<i64>) -> tensor<2x516xcomplex<f64>>, res_attrs = [{}], sym_name = "_pad_10", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<2x516xcomplex<f64>>, %arg14: tensor<i64>):
    %13 = "stablehlo.convert"(%arg14) : (tensor<i64>) -> tensor<complex<f64>>
    %14 = "stablehlo.pad"(%arg13, %13) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<2x516xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x516xcomplex<f64>>
    "func.return"(%14) : (tensor<2x516xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x516xcomplex<f64>>) -> tensor<2x1031xf64>, res_attrs = [{}], sym_name = "fft_11", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x516xcomplex<f64>>):
    %12 = "stablehlo.fft"(%arg12) <{fft_length = array<i64: 1031>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<2x516xcomplex<f64>>) -> tensor<2x1031xf64>
    "func.return"(%12) : (tensor<2x1031xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x254xcomplex<f64>>) -> tensor<3x254xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_12", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<3x254xcomplex<f64>>):
    %11 = "stablehlo.fft"(%arg11) <{fft_length = array<i64: 254>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<3x254xcomplex<f64>>) -> tensor<3x254xcomplex<f64>>
    "func.return"(%11) : (tensor<3x254xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<64x96xcomplex<f64>>) -> tensor<64x96xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_13", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<64x96xcomplex<f64>>):
    %10 = "stablehlo.fft"(%arg10) <{fft_length = array<i64: 64, 96>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<64x96xcomplex<f64>>) -> tensor<64x96xcomplex<f64>>
    "func.return"(%10) : (tensor<64x96xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<64x96xf64>) -> tensor<64x49xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_14", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<64x96xf64>):
    %9 = "stablehlo.fft"(%arg9) <{fft_length = array<i64: 64, 96>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<64x96xf64>) -> tensor<64x49xcomplex<f64>>
    "func.return"(%9) : (tensor<64x49xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x49xcomplex<f64>>, tensor<i64>) -> tensor<64x49xcomplex<f64>>, res_attrs = [{}], sym_name = "_pad_15", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<64x49xcomplex<f64>>, %arg8: tensor<i64>):
    %7 = "stablehlo.convert"(%arg8) : (tensor<i64>) -> tensor<complex<f64>>
    %8 = "stablehlo.pad"(%arg7, %7) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<64x49xcomplex<f64>>, tensor<complex<f64>>) -> tensor<64x49xcomplex<f64>>
    "func.return"(%8) : (tensor<64x49xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<64x49xcomplex<f64>>) -> tensor<64x96xf64>, res_attrs = [{}], sym_name = "fft_16", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<64x49xcomplex<f64>>):
    %6 = "stablehlo.fft"(%arg6) <{fft_length = array<i64: 64, 96>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<64x49xcomplex<f64>>) -> tensor<64x96xf64>
    "func.return"(%6) : (tensor<64x96xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4096xf64>) -> tensor<2x2049xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_17", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<2x4096xf64>):
    %5 = "stablehlo.fft"(%arg5) <{fft_length = array<i64: 4096>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<2x4096xf64>) -> tensor<2x2049xcomplex<f64>>
    "func.return"(%5) : (tensor<2x2049xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2049xcomplex<f64>>, tensor<i64>) -> tensor<2x2049xcomplex<f64>>, res_attrs = [{}], sym_name = "_pad_18", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x2049xcomplex<f64>>, %arg4: tensor<i64>):
    %3 = "stablehlo.convert"(%arg4) : (tensor<i64>) -> tensor<complex<f64>>
    %4 = "stablehlo.pad"(%arg3, %3) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<2x2049xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x2049xcomplex<f64>>
    "func.return"(%4) : (tensor<2x2049xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x2049xcomplex<f64>>) -> tensor<2x4096xf64>, res_attrs = [{}], sym_name = "fft_19", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x2049xcomplex<f64>>):
    %2 = "stablehlo.fft"(%arg2) <{fft_length = array<i64: 4096>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<2x2049xcomplex<f64>>) -> tensor<2x4096xf64>
    "func.return"(%2) : (tensor<2x4096xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x512xcomplex<f64>>) -> tensor<3x512xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_20", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<3x512xcomplex<f64>>):
    %1 = "stablehlo.fft"(%arg1) <{fft_length = array<i64: 512>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<3x512xcomplex<f64>>) -> tensor<3x512xcomplex<f64>>
    "func.return"(%1) : (tensor<3x512xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<300x6xf64>) -> tensor<300x4xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_21", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<300x6xf64>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 300, 6>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<300x6xf64>) -> tensor<300x4xcomplex<f64>>
    "func.return"(%0) : (tensor<300x4xcomplex<f64>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
