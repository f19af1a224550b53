"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<4x16xcomplex<f32>>, tensor<4x16xf32>, tensor<4x9xcomplex<f32>>, tensor<6x8xcomplex<f32>>, tensor<6x8xf32>, tensor<2x4x6xcomplex<f32>>) -> (tensor<4x16xcomplex<f32>>, tensor<4x16xcomplex<f32>>, tensor<4x12xcomplex<f32>>, tensor<4x20xcomplex<f32>>, tensor<4x16xcomplex<f32>>, tensor<4x9xcomplex<f32>>, tensor<4x16xf32>, tensor<4x15xf32>, tensor<6x8xcomplex<f32>>, tensor<6x8xcomplex<f32>>, tensor<6x5xcomplex<f32>>, tensor<6x8xf32>, tensor<2x4x6xcomplex<f32>>, tensor<2x4x6xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg24: tensor<4x16xcomplex<f32>>, %arg25: tensor<4x16xf32>, %arg26: tensor<4x9xcomplex<f32>>, %arg27: tensor<6x8xcomplex<f32>>, %arg28: tensor<6x8xf32>, %arg29: tensor<2x4x6xcomplex<f32>>):
    %24 = "func.call"(%arg24) <{callee = @fft}> : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    %25 = "func.call"(%arg24) <{callee = @fft_0}> : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    %26 = "stablehlo.slice"(%arg24) <{limit_indices = array<i64: 4, 12>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x16xcomplex<f32>>) -> tensor<4x12xcomplex<f32>>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %28 = "func.call"(%26, %27) <{callee = @_pad}> : (tensor<4x12xcomplex<f32>>, tensor<i64>) -> tensor<4x12xcomplex<f32>>
    %29 = "func.call"(%28) <{callee = @fft_1}> : (tensor<4x12xcomplex<f32>>) -> tensor<4x12xcomplex<f32>>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %31 = "func.call"(%arg24, %30) <{callee = @_pad_2}> : (tensor<4x16xcomplex<f32>>, tensor<i64>) -> tensor<4x20xcomplex<f32>>
    %32 = "func.call"(%31) <{callee = @fft_3}> : (tensor<4x20xcomplex<f32>>) -> tensor<4x20xcomplex<f32>>
    %33 = "stablehlo.transpose"(%arg24) <{permutation = array<i64: 1, 0>}> : (tensor<4x16xcomplex<f32>>) -> tensor<16x4xcomplex<f32>>
    %34 = "func.call"(%33) <{callee = @fft_4}> : (tensor<16x4xcomplex<f32>>) -> tensor<16x4xcomplex<f32>>
    %35 = "stablehlo.transpose"(%34) <{permutation = array<i64: 1, 0>}> : (tensor<16x4xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    %36 = "func.call"(%arg25) <{callee = @fft_5}> : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %38 = "func.call"(%arg26, %37) <{callee = @_pad_6}> : (tensor<4x9xcomplex<f32>>, tensor<i64>) -> tensor<4x9xcomplex<f32>>
    %39 = "func.call"(%38) <{callee = @fft_7}> : (tensor<4x9xcomplex<f32>>) -> tensor<4x16xf32>
    %40 = "stablehlo.slice"(%arg26) <{limit_indices = array<i64: 4, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x9xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %42 = "func.call"(%40, %41) <{callee = @_pad_8}> : (tensor<4x8xcomplex<f32>>, tensor<i64>) -> tensor<4x8xcomplex<f32>>
    %43 = "func.call"(%42) <{callee = @fft_9}> : (tensor<4x8xcomplex<f32>>) -> tensor<4x15xf32>
    %44 = "func.call"(%arg27) <{callee = @fft_10}> : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    %45 = "func.call"(%arg27) <{callee = @fft_11}> : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    %46 = "func.call"(%arg28) <{callee = @fft_12}> : (tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>>
    %47 = "func.call"(%arg28) <{callee = @fft_12}> : (tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %49 = "func.call"(%47, %48) <{callee = @_pad_13}> : (tensor<6x5xcomplex<f32>>, tensor<i64>) -> tensor<6x5xcomplex<f32>>
    %50 = "func.call"(%49) <{callee = @fft_14}> : (tensor<6x5xcomplex<f32>>) -> tensor<6x8xf32>
    %51 = "func.call"(%arg29) <{callee = @fft_15}> : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    %52 = "func.call"(%arg29) <{callee = @fft_16}> : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    "func.return"(%24, %25, %29, %32, %35, %36, %39, %43, %44, %45, %46, %50, %51, %52) : (tensor<4x16xcomplex<f32>>, tensor<4x16xcomplex<f32>>, tensor<4x12xcomplex<f32>>, tensor<4x20xcomplex<f32>>, tensor<4x16xcomplex<f32>>, tensor<4x9xcomplex<f32>>, tensor<4x16xf32>, tensor<4x15xf32>, tensor<6x8xcomplex<f32>>, tensor<6x8xcomplex<f32>>, tensor<6x5xcomplex<f32>>, tensor<6x8xf32>, tensor<2x4x6xcomplex<f32>>, tensor<2x4x6xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x16xcomplex<f32>>):
    %23 = "stablehlo.fft"(%arg23) <{fft_length = array<i64: 16>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    "func.return"(%23) : (tensor<4x16xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<4x16xcomplex<f32>>):
    %22 = "stablehlo.fft"(%arg22) <{fft_length = array<i64: 16>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    "func.return"(%22) : (tensor<4x16xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x12xcomplex<f32>>, tensor<i64>) -> tensor<4x12xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x12xcomplex<f32>>, %arg21: tensor<i64>):
    %20 = "stablehlo.convert"(%arg21) : (tensor<i64>) -> tensor<complex<f32>>
    %21 = "stablehlo.pad"(%arg20, %20) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x12xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x12xcomplex<f32>>
    "func.return"(%21) : (tensor<4x12xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x12xcomplex<f32>>) -> tensor<4x12xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_1", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x12xcomplex<f32>>):
    %19 = "stablehlo.fft"(%arg19) <{fft_length = array<i64: 12>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4x12xcomplex<f32>>) -> tensor<4x12xcomplex<f32>>
    "func.return"(%19) : (tensor<4x12xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16xcomplex<f32>>, tensor<i64>) -> tensor<4x20xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_2", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x16xcomplex<f32>>, %arg18: tensor<i64>):
    %17 = "stablehlo.convert"(%arg18) : (tensor<i64>) -> tensor<complex<f32>>
    %18 = "stablehlo.pad"(%arg17, %17) <{edge_padding_high = array<i64: 0, 4>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x16xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x20xcomplex<f32>>
    "func.return"(%18) : (tensor<4x20xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x20xcomplex<f32>>) -> tensor<4x20xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_3", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<4x20xcomplex<f32>>):
    %16 = "stablehlo.fft"(%arg16) <{fft_length = array<i64: 20>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4x20xcomplex<f32>>) -> tensor<4x20xcomplex<f32>>
    "func.return"(%16) : (tensor<4x20xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x4xcomplex<f32>>) -> tensor<16x4xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_4", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<16x4xcomplex<f32>>):
    %15 = "stablehlo.fft"(%arg15) <{fft_length = array<i64: 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<16x4xcomplex<f32>>) -> tensor<16x4xcomplex<f32>>
    "func.return"(%15) : (tensor<16x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_5", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4x16xf32>):
    %14 = "stablehlo.fft"(%arg14) <{fft_length = array<i64: 16>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
    "func.return"(%14) : (tensor<4x9xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x9xcomplex<f32>>, tensor<i64>) -> tensor<4x9xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_6", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4x9xcomplex<f32>>, %arg13: tensor<i64>):
    %12 = "stablehlo.convert"(%arg13) : (tensor<i64>) -> tensor<complex<f32>>
    %13 = "stablehlo.pad"(%arg12, %12) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x9xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x9xcomplex<f32>>
    "func.return"(%13) : (tensor<4x9xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x9xcomplex<f32>>) -> tensor<4x16xf32>, res_attrs = [{}], sym_name = "fft_7", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x9xcomplex<f32>>):
    %11 = "stablehlo.fft"(%arg11) <{fft_length = array<i64: 16>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4x9xcomplex<f32>>) -> tensor<4x16xf32>
    "func.return"(%11) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8xcomplex<f32>>, tensor<i64>) -> tensor<4x8xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_8", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x8xcomplex<f32>>, %arg10: tensor<i64>):
    %9 = "stablehlo.convert"(%arg10) : (tensor<i64>) -> tensor<complex<f32>>
    %10 = "stablehlo.pad"(%arg9, %9) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x8xcomplex<f32>>
    "func.return"(%10) : (tensor<4x8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xcomplex<f32>>) -> tensor<4x15xf32>, res_attrs = [{}], sym_name = "fft_9", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x8xcomplex<f32>>):
    %8 = "stablehlo.fft"(%arg8) <{fft_length = array<i64: 15>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4x8xcomplex<f32>>) -> tensor<4x15xf32>
    "func.return"(%8) : (tensor<4x15xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_10", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<6x8xcomplex<f32>>):
    %7 = "stablehlo.fft"(%arg7) <{fft_length = array<i64: 6, 8>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    "func.return"(%7) : (tensor<6x8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_11", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<6x8xcomplex<f32>>):
    %6 = "stablehlo.fft"(%arg6) <{fft_length = array<i64: 6, 8>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    "func.return"(%6) : (tensor<6x8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_12", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<6x8xf32>):
    %5 = "stablehlo.fft"(%arg5) <{fft_length = array<i64: 6, 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>>
    "func.return"(%5) : (tensor<6x5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x5xcomplex<f32>>, tensor<i64>) -> tensor<6x5xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_13", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6x5xcomplex<f32>>, %arg4: tensor<i64>):
    %3 = "stablehlo.convert"(%arg4) : (tensor<i64>) -> tensor<complex<f32>>
    %4 = "stablehlo.pad"(%arg3, %3) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6x5xcomplex<f32>>
    "func.return"(%4) : (tensor<6x5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x5xcomplex<f32>>) -> tensor<6x8xf32>, res_attrs = [{}], sym_name = "fft_14", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<6x5xcomplex<f32>>):
    %2 = "stablehlo.fft"(%arg2) <{fft_length = array<i64: 6, 8>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<6x5xcomplex<f32>>) -> tensor<6x8xf32>
    "func.return"(%2) : (tensor<6x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_15", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<2x4x6xcomplex<f32>>):
    %1 = "stablehlo.fft"(%arg1) <{fft_length = array<i64: 2, 4, 6>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    "func.return"(%1) : (tensor<2x4x6xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_16", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x6xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 2, 4, 6>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    "func.return"(%0) : (tensor<2x4x6xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
