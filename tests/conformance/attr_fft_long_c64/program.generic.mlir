"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8x256xf32>, tensor<8x129xcomplex<f32>>, tensor<4x96xcomplex<f32>>, tensor<128x3xcomplex<f32>>, tensor<4x128xcomplex<f32>>, tensor<3x1000xf32>, tensor<2x1031xcomplex<f32>>, tensor<2x1031xf32>, tensor<2x516xcomplex<f32>>, tensor<3x254xcomplex<f32>>, tensor<64x96xcomplex<f32>>, tensor<2x4096xf32>) -> (tensor<8x129xcomplex<f32>>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<4x96xcomplex<f32>>, tensor<4x96xcomplex<f32>>, tensor<128x3xcomplex<f32>>, tensor<4x255xf32>, tensor<3x501xcomplex<f32>>, tensor<2x1031xcomplex<f32>>, tensor<2x1031xcomplex<f32>>, tensor<2x516xcomplex<f32>>, tensor<2x1031xf32>, tensor<3x254xcomplex<f32>>, tensor<64x96xcomplex<f32>>, tensor<64x96xf32>, tensor<2x2049xcomplex<f32>>, tensor<2x4096xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg27: tensor<8x256xf32>, %arg28: tensor<8x129xcomplex<f32>>, %arg29: tensor<4x96xcomplex<f32>>, %arg30: tensor<128x3xcomplex<f32>>, %arg31: tensor<4x128xcomplex<f32>>, %arg32: tensor<3x1000xf32>, %arg33: tensor<2x1031xcomplex<f32>>, %arg34: tensor<2x1031xf32>, %arg35: tensor<2x516xcomplex<f32>>, %arg36: tensor<3x254xcomplex<f32>>, %arg37: tensor<64x96xcomplex<f32>>, %arg38: tensor<2x4096xf32>):
    %27 = "func.call"(%arg27) <{callee = @fft}> : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %29 = "func.call"(%arg28, %28) <{callee = @_pad}> : (tensor<8x129xcomplex<f32>>, tensor<i64>) -> tensor<8x129xcomplex<f32>>
    %30 = "func.call"(%29) <{callee = @fft_0}> : (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>
    %31 = "func.call"(%arg27) <{callee = @fft}> : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %33 = "func.call"(%31, %32) <{callee = @_pad}> : (tensor<8x129xcomplex<f32>>, tensor<i64>) -> tensor<8x129xcomplex<f32>>
    %34 = "func.call"(%33) <{callee = @fft_0}> : (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>
    %35 = "func.call"(%arg29) <{callee = @fft_1}> : (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>
    %36 = "func.call"(%arg29) <{callee = @fft_2}> : (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>
    %37 = "stablehlo.transpose"(%arg30) <{permutation = array<i64: 1, 0>}> : (tensor<128x3xcomplex<f32>>) -> tensor<3x128xcomplex<f32>>
    %38 = "func.call"(%37) <{callee = @fft_3}> : (tensor<3x128xcomplex<f32>>) -> tensor<3x128xcomplex<f32>>
    %39 = "stablehlo.transpose"(%38) <{permutation = array<i64: 1, 0>}> : (tensor<3x128xcomplex<f32>>) -> tensor<128x3xcomplex<f32>>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %41 = "func.call"(%arg31, %40) <{callee = @_pad_4}> : (tensor<4x128xcomplex<f32>>, tensor<i64>) -> tensor<4x128xcomplex<f32>>
    %42 = "func.call"(%41) <{callee = @fft_5}> : (tensor<4x128xcomplex<f32>>) -> tensor<4x255xf32>
    %43 = "func.call"(%arg32) <{callee = @fft_6}> : (tensor<3x1000xf32>) -> tensor<3x501xcomplex<f32>>
    %44 = "func.call"(%arg33) <{callee = @fft_7}> : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    %45 = "func.call"(%arg33) <{callee = @fft_8}> : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    %46 = "func.call"(%arg34) <{callee = @fft_9}> : (tensor<2x1031xf32>) -> tensor<2x516xcomplex<f32>>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %48 = "func.call"(%arg35, %47) <{callee = @_pad_10}> : (tensor<2x516xcomplex<f32>>, tensor<i64>) -> tensor<2x516xcomplex<f32>>
    %49 = "func.call"(%48) <{callee = @fft_11}> : (tensor<2x516xcomplex<f32>>) -> tensor<2x1031xf32>
    %50 = "func.call"(%arg36) <{callee = @fft_12}> : (tensor<3x254xcomplex<f32>>) -> tensor<3x254xcomplex<f32>>
    %51 = "func.call"(%arg37) <{callee = @fft_13}> : (tensor<64x96xcomplex<f32>>) -> tensor<64x96xcomplex<f32>>
    %52 = "stablehlo.real"(%arg37) : (tensor<64x96xcomplex<f32>>) -> tensor<64x96xf32>
    %53 = "func.call"(%52) <{callee = @fft_14}> : (tensor<64x96xf32>) -> tensor<64x49xcomplex<f32>>
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %55 = "func.call"(%53, %54) <{callee = @_pad_15}> : (tensor<64x49xcomplex<f32>>, tensor<i64>) -> tensor<64x49xcomplex<f32>>
    %56 = "func.call"(%55) <{callee = @fft_16}> : (tensor<64x49xcomplex<f32>>) -> tensor<64x96xf32>
    %57 = "func.call"(%arg38) <{callee = @fft_17}> : (tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>>
    %58 = "func.call"(%arg38) <{callee = @fft_17}> : (tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>>
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %60 = "func.call"(%58, %59) <{callee = @_pad_18}> : (tensor<2x2049xcomplex<f32>>, tensor<i64>) -> tensor<2x2049xcomplex<f32>>
    %61 = "func.call"(%60) <{callee = @fft_19}> : (tensor<2x2049xcomplex<f32>>) -> tensor<2x4096xf32>
    "func.return"(%27, %30, %34, %35, %36, %39, %42, %43, %44, %45, %46, %49, %50, %51, %56, %57, %61) : (tensor<8x129xcomplex<f32>>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<4x96xcomplex<f32>>, tensor<4x96xcomplex<f32>>, tensor<128x3xcomplex<f32>>, tensor<4x255xf32>, tensor<3x501xcomplex<f32>>, tensor<2x1031xcomplex<f32>>, tensor<2x1031xcomplex<f32>>, tensor<2x516xcomplex<f32>>, tensor<2x1031xf32>, tensor<3x254xcomplex<f32>>, tensor<64x96xcomplex<f32>>, tensor<64x96xf32>, tensor<2x2049xcomplex<f32>>, tensor<2x4096xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<8x256xf32>):
    %26 = "stablehlo.fft"(%arg26) <{fft_length = array<i64: 256>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
    "func.return"(%26) : (tensor<8x129xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x129xcomplex<f32>>, tensor<i64>) -> tensor<8x129xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<8x129xcomplex<f32>>, %arg25: tensor<i64>):
    %24 = "stablehlo.convert"(%arg25) : (tensor<i64>) -> tensor<complex<f32>>
    %25 = "stablehlo.pad"(%arg24, %24) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<8x129xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x129xcomplex<f32>>
    "func.return"(%25) : (tensor<8x129xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>, res_attrs = [{}], sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<8x129xcomplex<f32>>):
    %23 = "stablehlo.fft"(%arg23) <{fft_length = array<i64: 256>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>
    "func.return"(%23) : (tensor<8x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_1", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<4x96xcomplex<f32>>):
    %22 = "stablehlo.fft"(%arg22) <{fft_length = array<i64: 96>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>
    "func.return"(%22) : (tensor<4x96xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_2", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<4x96xcomplex<f32>>):
    %21 = "stablehlo.fft"(%arg21) <{fft_length = array<i64: 96>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>
    "func.return"(%21) : (tensor<4x96xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x128xcomplex<f32>>) -> tensor<3x128xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_3", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<3x128xcomplex<f32>>):
    %20 = "stablehlo.fft"(%arg20) <{fft_length = array<i64: 128>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<3x128xcomplex<f32>>) -> tensor<3x128xcomplex<f32>>
    "func.return"(%20) : (tensor<3x128xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x128xcomplex<f32>>, tensor<i64>) -> tensor<4x128xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_4", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<4x128xcomplex<f32>>, %arg19: tensor<i64>):
    %18 = "stablehlo.convert"(%arg19) : (tensor<i64>) -> tensor<complex<f32>>
    %19 = "stablehlo.pad"(%arg18, %18) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x128xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x128xcomplex<f32>>
    "func.return"(%19) : (tensor<4x128xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x128xcomplex<f32>>) -> tensor<4x255xf32>, res_attrs = [{}], sym_name = "fft_5", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x128xcomplex<f32>>):
    %17 = "stablehlo.fft"(%arg17) <{fft_length = array<i64: 255>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4x128xcomplex<f32>>) -> tensor<4x255xf32>
    "func.return"(%17) : (tensor<4x255xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x1000xf32>) -> tensor<3x501xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_6", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<3x1000xf32>):
    %16 = "stablehlo.fft"(%arg16) <{fft_length = array<i64: 1000>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<3x1000xf32>) -> tensor<3x501xcomplex<f32>>
    "func.return"(%16) : (tensor<3x501xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_7", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<2x1031xcomplex<f32>>):
    %15 = "stablehlo.fft"(%arg15) <{fft_length = array<i64: 1031>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    "func.return"(%15) : (tensor<2x1031xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_8", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<2x1031xcomplex<f32>>):
    %14 = "stablehlo.fft"(%arg14) <{fft_length = array<i64: 1031>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    "func.return"(%14) : (tensor<2x1031xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x1031xf32>) -> tensor<2x516xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_9", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<2x1031xf32>):
    %13 = "stablehlo.fft"(%arg13) <{fft_length = array<i64: 1031>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<2x1031xf32>) -> tensor<2x516xcomplex<f32>>
    "func.return"(%13) : (tensor<2x516xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x516xcomplex<f32>>, tensor<i64>) -> tensor<2x516xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_10", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<2x516xcomplex<f32>>, %arg12: tensor<i64>):
    %11 = "stablehlo.convert"(%arg12) : (tensor<i64>) -> tensor<complex<f32>>
    %12 = "stablehlo.pad"(%arg11, %11) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<2x516xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x516xcomplex<f32>>
    "func.return"(%12) : (tensor<2x516xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x516xcomplex<f32>>) -> tensor<2x1031xf32>, res_attrs = [{}], sym_name = "fft_11", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<2x516xcomplex<f32>>):
    %10 = "stablehlo.fft"(%arg10) <{fft_length = array<i64: 1031>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<2x516xcomplex<f32>>) -> tensor<2x1031xf32>
    "func.return"(%10) : (tensor<2x1031xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x254xcomplex<f32>>) -> tensor<3x254xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_12", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<3x254xcomplex<f32>>):
    %9 = "stablehlo.fft"(%arg9) <{fft_length = array<i64: 254>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<3x254xcomplex<f32>>) -> tensor<3x254xcomplex<f32>>
    "func.return"(%9) : (tensor<3x254xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<64x96xcomplex<f32>>) -> tensor<64x96xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_13", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<64x96xcomplex<f32>>):
    %8 = "stablehlo.fft"(%arg8) <{fft_length = array<i64: 64, 96>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<64x96xcomplex<f32>>) -> tensor<64x96xcomplex<f32>>
    "func.return"(%8) : (tensor<64x96xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<64x96xf32>) -> tensor<64x49xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_14", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<64x96xf32>):
    %7 = "stablehlo.fft"(%arg7) <{fft_length = array<i64: 64, 96>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<64x96xf32>) -> tensor<64x49xcomplex<f32>>
    "func.return"(%7) : (tensor<64x49xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x49xcomplex<f32>>, tensor<i64>) -> tensor<64x49xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_15", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<64x49xcomplex<f32>>, %arg6: tensor<i64>):
    %5 = "stablehlo.convert"(%arg6) : (tensor<i64>) -> tensor<complex<f32>>
    %6 = "stablehlo.pad"(%arg5, %5) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<64x49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<64x49xcomplex<f32>>
    "func.return"(%6) : (tensor<64x49xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<64x49xcomplex<f32>>) -> tensor<64x96xf32>, res_attrs = [{}], sym_name = "fft_16", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<64x49xcomplex<f32>>):
    %4 = "stablehlo.fft"(%arg4) <{fft_length = array<i64: 64, 96>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<64x49xcomplex<f32>>) -> tensor<64x96xf32>
    "func.return"(%4) : (tensor<64x96xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_17", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x4096xf32>):
    %3 = "stablehlo.fft"(%arg3) <{fft_length = array<i64: 4096>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>>
    "func.return"(%3) : (tensor<2x2049xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2049xcomplex<f32>>, tensor<i64>) -> tensor<2x2049xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_18", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<2x2049xcomplex<f32>>, %arg2: tensor<i64>):
    %1 = "stablehlo.convert"(%arg2) : (tensor<i64>) -> tensor<complex<f32>>
    %2 = "stablehlo.pad"(%arg1, %1) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<2x2049xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x2049xcomplex<f32>>
    "func.return"(%2) : (tensor<2x2049xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x2049xcomplex<f32>>) -> tensor<2x4096xf32>, res_attrs = [{}], sym_name = "fft_19", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2049xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 4096>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<2x2049xcomplex<f32>>) -> tensor<2x4096xf32>
    "func.return"(%0) : (tensor<2x4096xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
