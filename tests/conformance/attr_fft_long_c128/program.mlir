module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x256xf64>, %arg1: tensor<8x129xcomplex<f64>>, %arg2: tensor<4x96xcomplex<f64>>, %arg3: tensor<128x3xcomplex<f64>>, %arg4: tensor<4x128xcomplex<f64>>, %arg5: tensor<3x1000xf64>, %arg6: tensor<2x1031xcomplex<f64>>, %arg7: tensor<2x1031xf64>, %arg8: tensor<2x516xcomplex<f64>>, %arg9: tensor<3x254xcomplex<f64>>, %arg10: tensor<64x96xcomplex<f64>>, %arg11: tensor<2x4096xf64>, %arg12: tensor<512x3xcomplex<f64>>, %arg13: tensor<300x6xf64>, %arg14: tensor<1031x2xcomplex<f64>>) -> (tensor<8x129xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<8x256xf64> {jax.result_info = "result[1]"}, tensor<8x256xf64> {jax.result_info = "result[2]"}, tensor<4x96xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<4x96xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<128x3xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<4x255xf64> {jax.result_info = "result[6]"}, tensor<3x501xcomplex<f64>> {jax.result_info = "result[7]"}, tensor<2x1031xcomplex<f64>> {jax.result_info = "result[8]"}, tensor<2x1031xcomplex<f64>> {jax.result_info = "result[9]"}, tensor<2x516xcomplex<f64>> {jax.result_info = "result[10]"}, tensor<2x1031xf64> {jax.result_info = "result[11]"}, tensor<3x254xcomplex<f64>> {jax.result_info = "result[12]"}, tensor<64x96xcomplex<f64>> {jax.result_info = "result[13]"}, tensor<64x96xf64> {jax.result_info = "result[14]"}, tensor<2x2049xcomplex<f64>> {jax.result_info = "result[15]"}, tensor<2x4096xf64> {jax.result_info = "result[16]"}, tensor<512x3xcomplex<f64>> {jax.result_info = "result[17]"}, tensor<300x4xcomplex<f64>> {jax.result_info = "result[18]"}, tensor<1031x2xcomplex<f64>> {jax.result_info = "result[19]"}) {
    %0 = call @fft(%arg0) : (tensor<8x256xf64>) -> tensor<8x129xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%arg1, %c) : (tensor<8x129xcomplex<f64>>, tensor<i64>) -> tensor<8x129xcomplex<f64>>
    %2 = call @fft_0(%1) : (tensor<8x129xcomplex<f64>>) -> tensor<8x256xf64>
    %3 = call @fft(%arg0) : (tensor<8x256xf64>) -> tensor<8x129xcomplex<f64>>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = call @_pad(%3, %c_0) : (tensor<8x129xcomplex<f64>>, tensor<i64>) -> tensor<8x129xcomplex<f64>>
    %5 = call @fft_0(%4) : (tensor<8x129xcomplex<f64>>) -> tensor<8x256xf64>
    %6 = call @fft_1(%arg2) : (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>
    %7 = call @fft_2(%arg2) : (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>
    %8 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x3xcomplex<f64>>) -> tensor<3x128xcomplex<f64>>
    %9 = call @fft_3(%8) : (tensor<3x128xcomplex<f64>>) -> tensor<3x128xcomplex<f64>>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<3x128xcomplex<f64>>) -> tensor<128x3xcomplex<f64>>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %11 = call @_pad_4(%arg4, %c_1) : (tensor<4x128xcomplex<f64>>, tensor<i64>) -> tensor<4x128xcomplex<f64>>
    %12 = call @fft_5(%11) : (tensor<4x128xcomplex<f64>>) -> tensor<4x255xf64>
    %13 = call @fft_6(%arg5) : (tensor<3x1000xf64>) -> tensor<3x501xcomplex<f64>>
    %14 = call @fft_7(%arg6) : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    %15 = call @fft_8(%arg6) : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    %16 = call @fft_9(%arg7) : (tensor<2x1031xf64>) -> tensor<2x516xcomplex<f64>>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %17 = call @_pad_10(%arg8, %c_2) : (tensor<2x516xcomplex<f64>>, tensor<i64>) -> tensor<2x516xcomplex<f64>>
    %18 = call @fft_11(%17) : (tensor<2x516xcomplex<f64>>) -> tensor<2x1031xf64>
    %19 = call @fft_12(%arg9) : (tensor<3x254xcomplex<f64>>) -> tensor<3x254xcomplex<f64>>
    %20 = call @fft_13(%arg10) : (tensor<64x96xcomplex<f64>>) -> tensor<64x96xcomplex<f64>>
    %21 = stablehlo.real %arg10 : (tensor<64x96xcomplex<f64>>) -> tensor<64x96xf64>
    %22 = call @fft_14(%21) : (tensor<64x96xf64>) -> tensor<64x49xcomplex<f64>>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %23 = call @_pad_15(%22, %c_3) : (tensor<64x49xcomplex<f64>>, tensor<i64>) -> tensor<64x49xcomplex<f64>>
    %24 = call @fft_16(%23) : (tensor<64x49xcomplex<f64>>) -> tensor<64x96xf64>
    %25 = call @fft_17(%arg11) : (tensor<2x4096xf64>) -> tensor<2x2049xcomplex<f64>>
    %26 = call @fft_17(%arg11) : (tensor<2x4096xf64>) -> tensor<2x2049xcomplex<f64>>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %27 = call @_pad_18(%26, %c_4) : (tensor<2x2049xcomplex<f64>>, tensor<i64>) -> tensor<2x2049xcomplex<f64>>
    %28 = call @fft_19(%27) : (tensor<2x2049xcomplex<f64>>) -> tensor<2x4096xf64>
    %29 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<512x3xcomplex<f64>>) -> tensor<3x512xcomplex<f64>>
    %30 = call @fft_20(%29) : (tensor<3x512xcomplex<f64>>) -> tensor<3x512xcomplex<f64>>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<3x512xcomplex<f64>>) -> tensor<512x3xcomplex<f64>>
    %32 = call @fft_21(%arg13) : (tensor<300x6xf64>) -> tensor<300x4xcomplex<f64>>
    %33 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<1031x2xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    %34 = call @fft_8(%33) : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<2x1031xcomplex<f64>>) -> tensor<1031x2xcomplex<f64>>
    return %0, %2, %5, %6, %7, %10, %12, %13, %14, %15, %16, %18, %19, %20, %24, %25, %28, %31, %32, %35 : tensor<8x129xcomplex<f64>>, tensor<8x256xf64>, tensor<8x256xf64>, tensor<4x96xcomplex<f64>>, tensor<4x96xcomplex<f64>>, tensor<128x3xcomplex<f64>>, tensor<4x255xf64>, tensor<3x501xcomplex<f64>>, tensor<2x1031xcomplex<f64>>, tensor<2x1031xcomplex<f64>>, tensor<2x516xcomplex<f64>>, tensor<2x1031xf64>, tensor<3x254xcomplex<f64>>, tensor<64x96xcomplex<f64>>, tensor<64x96xf64>, tensor<2x2049xcomplex<f64>>, tensor<2x4096xf64>, tensor<512x3xcomplex<f64>>, tensor<300x4xcomplex<f64>>, tensor<1031x2xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<8x256xf64>) -> tensor<8x129xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [256] : (tensor<8x256xf64>) -> tensor<8x129xcomplex<f64>>
    return %0 : tensor<8x129xcomplex<f64>>
  }
  func.func private @_pad(%arg0: tensor<8x129xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<8x129xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<8x129xcomplex<f64>>, tensor<complex<f64>>) -> tensor<8x129xcomplex<f64>>
    return %1 : tensor<8x129xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<8x129xcomplex<f64>>) -> tensor<8x256xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [256] : (tensor<8x129xcomplex<f64>>) -> tensor<8x256xf64>
    return %0 : tensor<8x256xf64>
  }
  func.func private @fft_1(%arg0: tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [96] : (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>
    return %0 : tensor<4x96xcomplex<f64>>
  }
  func.func private @fft_2(%arg0: tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [96] : (tensor<4x96xcomplex<f64>>) -> tensor<4x96xcomplex<f64>>
    return %0 : tensor<4x96xcomplex<f64>>
  }
  func.func private @fft_3(%arg0: tensor<3x128xcomplex<f64>>) -> tensor<3x128xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [128] : (tensor<3x128xcomplex<f64>>) -> tensor<3x128xcomplex<f64>>
    return %0 : tensor<3x128xcomplex<f64>>
  }
  func.func private @_pad_4(%arg0: tensor<4x128xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<4x128xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x128xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4x128xcomplex<f64>>
    return %1 : tensor<4x128xcomplex<f64>>
  }
  func.func private @fft_5(%arg0: tensor<4x128xcomplex<f64>>) -> tensor<4x255xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [255] : (tensor<4x128xcomplex<f64>>) -> tensor<4x255xf64>
    return %0 : tensor<4x255xf64>
  }
  func.func private @fft_6(%arg0: tensor<3x1000xf64>) -> tensor<3x501xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [1000] : (tensor<3x1000xf64>) -> tensor<3x501xcomplex<f64>>
    return %0 : tensor<3x501xcomplex<f64>>
  }
  func.func private @fft_7(%arg0: tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [1031] : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    return %0 : tensor<2x1031xcomplex<f64>>
  }
  func.func private @fft_8(%arg0: tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [1031] : (tensor<2x1031xcomplex<f64>>) -> tensor<2x1031xcomplex<f64>>
    return %0 : tensor<2x1031xcomplex<f64>>
  }
  func.func private @fft_9(%arg0: tensor<2x1031xf64>) -> tensor<2x516xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [1031] : (tensor<2x1031xf64>) -> tensor<2x516xcomplex<f64>>
    return %0 : tensor<2x516xcomplex<f64>>
  }
  func.func private @_pad_10(%arg0: tensor<2x516xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<2x516xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x516xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x516xcomplex<f64>>
    return %1 : tensor<2x516xcomplex<f64>>
  }
  func.func private @fft_11(%arg0: tensor<2x516xcomplex<f64>>) -> tensor<2x1031xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [1031] : (tensor<2x516xcomplex<f64>>) -> tensor<2x1031xf64>
    return %0 : tensor<2x1031xf64>
  }
  func.func private @fft_12(%arg0: tensor<3x254xcomplex<f64>>) -> tensor<3x254xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [254] : (tensor<3x254xcomplex<f64>>) -> tensor<3x254xcomplex<f64>>
    return %0 : tensor<3x254xcomplex<f64>>
  }
  func.func private @fft_13(%arg0: tensor<64x96xcomplex<f64>>) -> tensor<64x96xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [64, 96] : (tensor<64x96xcomplex<f64>>) -> tensor<64x96xcomplex<f64>>
    return %0 : tensor<64x96xcomplex<f64>>
  }
  func.func private @fft_14(%arg0: tensor<64x96xf64>) -> tensor<64x49xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64, 96] : (tensor<64x96xf64>) -> tensor<64x49xcomplex<f64>>
    return %0 : tensor<64x49xcomplex<f64>>
  }
  func.func private @_pad_15(%arg0: tensor<64x49xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<64x49xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<64x49xcomplex<f64>>, tensor<complex<f64>>) -> tensor<64x49xcomplex<f64>>
    return %1 : tensor<64x49xcomplex<f64>>
  }
  func.func private @fft_16(%arg0: tensor<64x49xcomplex<f64>>) -> tensor<64x96xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64, 96] : (tensor<64x49xcomplex<f64>>) -> tensor<64x96xf64>
    return %0 : tensor<64x96xf64>
  }
  func.func private @fft_17(%arg0: tensor<2x4096xf64>) -> tensor<2x2049xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4096] : (tensor<2x4096xf64>) -> tensor<2x2049xcomplex<f64>>
    return %0 : tensor<2x2049xcomplex<f64>>
  }
  func.func private @_pad_18(%arg0: tensor<2x2049xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<2x2049xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x2049xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x2049xcomplex<f64>>
    return %1 : tensor<2x2049xcomplex<f64>>
  }
  func.func private @fft_19(%arg0: tensor<2x2049xcomplex<f64>>) -> tensor<2x4096xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [4096] : (tensor<2x2049xcomplex<f64>>) -> tensor<2x4096xf64>
    return %0 : tensor<2x4096xf64>
  }
  func.func private @fft_20(%arg0: tensor<3x512xcomplex<f64>>) -> tensor<3x512xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [512] : (tensor<3x512xcomplex<f64>>) -> tensor<3x512xcomplex<f64>>
    return %0 : tensor<3x512xcomplex<f64>>
  }
  func.func private @fft_21(%arg0: tensor<300x6xf64>) -> tensor<300x4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [300, 6] : (tensor<300x6xf64>) -> tensor<300x4xcomplex<f64>>
    return %0 : tensor<300x4xcomplex<f64>>
  }
}
