module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x256xf32>, %arg1: tensor<8x129xcomplex<f32>>, %arg2: tensor<4x96xcomplex<f32>>, %arg3: tensor<128x3xcomplex<f32>>, %arg4: tensor<4x128xcomplex<f32>>, %arg5: tensor<3x1000xf32>, %arg6: tensor<2x1031xcomplex<f32>>, %arg7: tensor<2x1031xf32>, %arg8: tensor<2x516xcomplex<f32>>, %arg9: tensor<3x254xcomplex<f32>>, %arg10: tensor<64x96xcomplex<f32>>, %arg11: tensor<2x4096xf32>, %arg12: tensor<512x3xcomplex<f32>>, %arg13: tensor<300x6xf32>, %arg14: tensor<1031x2xcomplex<f32>>) -> (tensor<8x129xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<8x256xf32> {jax.result_info = "result[1]"}, tensor<8x256xf32> {jax.result_info = "result[2]"}, tensor<4x96xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4x96xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<128x3xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<4x255xf32> {jax.result_info = "result[6]"}, tensor<3x501xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<2x1031xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<2x1031xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<2x516xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<2x1031xf32> {jax.result_info = "result[11]"}, tensor<3x254xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<64x96xcomplex<f32>> {jax.result_info = "result[13]"}, tensor<64x96xf32> {jax.result_info = "result[14]"}, tensor<2x2049xcomplex<f32>> {jax.result_info = "result[15]"}, tensor<2x4096xf32> {jax.result_info = "result[16]"}, tensor<512x3xcomplex<f32>> {jax.result_info = "result[17]"}, tensor<300x4xcomplex<f32>> {jax.result_info = "result[18]"}, tensor<1031x2xcomplex<f32>> {jax.result_info = "result[19]"}) {
    %0 = call @fft(%arg0) : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%arg1, %c) : (tensor<8x129xcomplex<f32>>, tensor<i64>) -> tensor<8x129xcomplex<f32>>
    %2 = call @fft_0(%1) : (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>
    %3 = call @fft(%arg0) : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = call @_pad(%3, %c_0) : (tensor<8x129xcomplex<f32>>, tensor<i64>) -> tensor<8x129xcomplex<f32>>
    %5 = call @fft_0(%4) : (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>
    %6 = call @fft_1(%arg2) : (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>
    %7 = call @fft_2(%arg2) : (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>
    %8 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x3xcomplex<f32>>) -> tensor<3x128xcomplex<f32>>
    %9 = call @fft_3(%8) : (tensor<3x128xcomplex<f32>>) -> tensor<3x128xcomplex<f32>>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<3x128xcomplex<f32>>) -> tensor<128x3xcomplex<f32>>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %11 = call @_pad_4(%arg4, %c_1) : (tensor<4x128xcomplex<f32>>, tensor<i64>) -> tensor<4x128xcomplex<f32>>
    %12 = call @fft_5(%11) : (tensor<4x128xcomplex<f32>>) -> tensor<4x255xf32>
    %13 = call @fft_6(%arg5) : (tensor<3x1000xf32>) -> tensor<3x501xcomplex<f32>>
    %14 = call @fft_7(%arg6) : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    %15 = call @fft_8(%arg6) : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    %16 = call @fft_9(%arg7) : (tensor<2x1031xf32>) -> tensor<2x516xcomplex<f32>>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %17 = call @_pad_10(%arg8, %c_2) : (tensor<2x516xcomplex<f32>>, tensor<i64>) -> tensor<2x516xcomplex<f32>>
    %18 = call @fft_11(%17) : (tensor<2x516xcomplex<f32>>) -> tensor<2x1031xf32>
    %19 = call @fft_12(%arg9) : (tensor<3x254xcomplex<f32>>) -> tensor<3x254xcomplex<f32>>
    %20 = call @fft_13(%arg10) : (tensor<64x96xcomplex<f32>>) -> tensor<64x96xcomplex<f32>>
    %21 = stablehlo.real %arg10 : (tensor<64x96xcomplex<f32>>) -> tensor<64x96xf32>
    %22 = call @fft_14(%21) : (tensor<64x96xf32>) -> tensor<64x49xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %23 = call @_pad_15(%22, %c_3) : (tensor<64x49xcomplex<f32>>, tensor<i64>) -> tensor<64x49xcomplex<f32>>
    %24 = call @fft_16(%23) : (tensor<64x49xcomplex<f32>>) -> tensor<64x96xf32>
    %25 = call @fft_17(%arg11) : (tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>>
    %26 = call @fft_17(%arg11) : (tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %27 = call @_pad_18(%26, %c_4) : (tensor<2x2049xcomplex<f32>>, tensor<i64>) -> tensor<2x2049xcomplex<f32>>
    %28 = call @fft_19(%27) : (tensor<2x2049xcomplex<f32>>) -> tensor<2x4096xf32>
    %29 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<512x3xcomplex<f32>>) -> tensor<3x512xcomplex<f32>>
    %30 = call @fft_20(%29) : (tensor<3x512xcomplex<f32>>) -> tensor<3x512xcomplex<f32>>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<3x512xcomplex<f32>>) -> tensor<512x3xcomplex<f32>>
    %32 = call @fft_21(%arg13) : (tensor<300x6xf32>) -> tensor<300x4xcomplex<f32>>
    %33 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<1031x2xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    %34 = call @fft_8(%33) : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<2x1031xcomplex<f32>>) -> tensor<1031x2xcomplex<f32>>
    return %0, %2, %5, %6, %7, %10, %12, %13, %14, %15, %16, %18, %19, %20, %24, %25, %28, %31, %32, %35 : tensor<8x129xcomplex<f32>>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<4x96xcomplex<f32>>, tensor<4x96xcomplex<f32>>, tensor<128x3xcomplex<f32>>, tensor<4x255xf32>, tensor<3x501xcomplex<f32>>, tensor<2x1031xcomplex<f32>>, tensor<2x1031xcomplex<f32>>, tensor<2x516xcomplex<f32>>, tensor<2x1031xf32>, tensor<3x254xcomplex<f32>>, tensor<64x96xcomplex<f32>>, tensor<64x96xf32>, tensor<2x2049xcomplex<f32>>, tensor<2x4096xf32>, tensor<512x3xcomplex<f32>>, tensor<300x4xcomplex<f32>>, tensor<1031x2xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [256] : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
    return %0 : tensor<8x129xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<8x129xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<8x129xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<8x129xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x129xcomplex<f32>>
    return %1 : tensor<8x129xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [256] : (tensor<8x129xcomplex<f32>>) -> tensor<8x256xf32>
    return %0 : tensor<8x256xf32>
  }
  func.func private @fft_1(%arg0: tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [96] : (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>
    return %0 : tensor<4x96xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [96] : (tensor<4x96xcomplex<f32>>) -> tensor<4x96xcomplex<f32>>
    return %0 : tensor<4x96xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<3x128xcomplex<f32>>) -> tensor<3x128xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [128] : (tensor<3x128xcomplex<f32>>) -> tensor<3x128xcomplex<f32>>
    return %0 : tensor<3x128xcomplex<f32>>
  }
  func.func private @_pad_4(%arg0: tensor<4x128xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<4x128xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x128xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x128xcomplex<f32>>
    return %1 : tensor<4x128xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<4x128xcomplex<f32>>) -> tensor<4x255xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [255] : (tensor<4x128xcomplex<f32>>) -> tensor<4x255xf32>
    return %0 : tensor<4x255xf32>
  }
  func.func private @fft_6(%arg0: tensor<3x1000xf32>) -> tensor<3x501xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [1000] : (tensor<3x1000xf32>) -> tensor<3x501xcomplex<f32>>
    return %0 : tensor<3x501xcomplex<f32>>
  }
  func.func private @fft_7(%arg0: tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [1031] : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    return %0 : tensor<2x1031xcomplex<f32>>
  }
  func.func private @fft_8(%arg0: tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [1031] : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
    return %0 : tensor<2x1031xcomplex<f32>>
  }
  func.func private @fft_9(%arg0: tensor<2x1031xf32>) -> tensor<2x516xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [1031] : (tensor<2x1031xf32>) -> tensor<2x516xcomplex<f32>>
    return %0 : tensor<2x516xcomplex<f32>>
  }
  func.func private @_pad_10(%arg0: tensor<2x516xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<2x516xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x516xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x516xcomplex<f32>>
    return %1 : tensor<2x516xcomplex<f32>>
  }
  func.func private @fft_11(%arg0: tensor<2x516xcomplex<f32>>) -> tensor<2x1031xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [1031] : (tensor<2x516xcomplex<f32>>) -> tensor<2x1031xf32>
    return %0 : tensor<2x1031xf32>
  }
  func.func private @fft_12(%arg0: tensor<3x254xcomplex<f32>>) -> tensor<3x254xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [254] : (tensor<3x254xcomplex<f32>>) -> tensor<3x254xcomplex<f32>>
    return %0 : tensor<3x254xcomplex<f32>>
  }
  func.func private @fft_13(%arg0: tensor<64x96xcomplex<f32>>) -> tensor<64x96xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [64, 96] : (tensor<64x96xcomplex<f32>>) -> tensor<64x96xcomplex<f32>>
    return %0 : tensor<64x96xcomplex<f32>>
  }
  func.func private @fft_14(%arg0: tensor<64x96xf32>) -> tensor<64x49xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64, 96] : (tensor<64x96xf32>) -> tensor<64x49xcomplex<f32>>
    return %0 : tensor<64x49xcomplex<f32>>
  }
  func.func private @_pad_15(%arg0: tensor<64x49xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<64x49xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<64x49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<64x49xcomplex<f32>>
    return %1 : tensor<64x49xcomplex<f32>>
  }
  func.func private @fft_16(%arg0: tensor<64x49xcomplex<f32>>) -> tensor<64x96xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64, 96] : (tensor<64x49xcomplex<f32>>) -> tensor<64x96xf32>
    return %0 : tensor<64x96xf32>
  }
  func.func private @fft_17(%arg0: tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4096] : (tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>>
    return %0 : tensor<2x2049xcomplex<f32>>
  }
  func.func private @_pad_18(%arg0: tensor<2x2049xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<2x2049xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x2049xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x2049xcomplex<f32>>
    return %1 : tensor<2x2049xcomplex<f32>>
  }
  func.func private @fft_19(%arg0: tensor<2x2049xcomplex<f32>>) -> tensor<2x4096xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [4096] : (tensor<2x2049xcomplex<f32>>) -> tensor<2x4096xf32>
    return %0 : tensor<2x4096xf32>
  }
  func.func private @fft_20(%arg0: tensor<3x512xcomplex<f32>>) -> tensor<3x512xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [512] : (tensor<3x512xcomplex<f32>>) -> tensor<3x512xcomplex<f32>>
    return %0 : tensor<3x512xcomplex<f32>>
  }
  func.func private @fft_21(%arg0: tensor<300x6xf32>) -> tensor<300x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [300, 6] : (tensor<300x6xf32>) -> tensor<300x4xcomplex<f32>>
    return %0 : tensor<300x4xcomplex<f32>>
  }
}
