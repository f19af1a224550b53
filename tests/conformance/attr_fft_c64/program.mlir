module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xcomplex<f32>>, %arg1: tensor<4x16xf32>, %arg2: tensor<4x9xcomplex<f32>>, %arg3: tensor<6x8xcomplex<f32>>, %arg4: tensor<6x8xf32>, %arg5: tensor<2x4x6xcomplex<f32>>) -> (tensor<4x16xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x16xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4x12xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4x20xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4x16xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<4x9xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<4x16xf32> {jax.result_info = "result[6]"}, tensor<4x15xf32> {jax.result_info = "result[7]"}, tensor<6x8xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<6x8xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<6x5xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<6x8xf32> {jax.result_info = "result[11]"}, tensor<2x4x6xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<2x4x6xcomplex<f32>> {jax.result_info = "result[13]"}) {
    %0 = call @fft(%arg0) : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    %1 = call @fft_0(%arg0) : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    %2 = stablehlo.slice %arg0 [0:4, 0:12] : (tensor<4x16xcomplex<f32>>) -> tensor<4x12xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = call @_pad(%2, %c) : (tensor<4x12xcomplex<f32>>, tensor<i64>) -> tensor<4x12xcomplex<f32>>
    %4 = call @fft_1(%3) : (tensor<4x12xcomplex<f32>>) -> tensor<4x12xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %5 = call @_pad_2(%arg0, %c_0) : (tensor<4x16xcomplex<f32>>, tensor<i64>) -> tensor<4x20xcomplex<f32>>
    %6 = call @fft_3(%5) : (tensor<4x20xcomplex<f32>>) -> tensor<4x20xcomplex<f32>>
    %7 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x16xcomplex<f32>>) -> tensor<16x4xcomplex<f32>>
    %8 = call @fft_4(%7) : (tensor<16x4xcomplex<f32>>) -> tensor<16x4xcomplex<f32>>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<16x4xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    %10 = call @fft_5(%arg1) : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %11 = call @_pad_6(%arg2, %c_1) : (tensor<4x9xcomplex<f32>>, tensor<i64>) -> tensor<4x9xcomplex<f32>>
    %12 = call @fft_7(%11) : (tensor<4x9xcomplex<f32>>) -> tensor<4x16xf32>
    %13 = stablehlo.slice %arg2 [0:4, 0:8] : (tensor<4x9xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %14 = call @_pad_8(%13, %c_2) : (tensor<4x8xcomplex<f32>>, tensor<i64>) -> tensor<4x8xcomplex<f32>>
    %15 = call @fft_9(%14) : (tensor<4x8xcomplex<f32>>) -> tensor<4x15xf32>
    %16 = call @fft_10(%arg3) : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    %17 = call @fft_11(%arg3) : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    %18 = call @fft_12(%arg4) : (tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>>
    %19 = call @fft_12(%arg4) : (tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %20 = call @_pad_13(%19, %c_3) : (tensor<6x5xcomplex<f32>>, tensor<i64>) -> tensor<6x5xcomplex<f32>>
    %21 = call @fft_14(%20) : (tensor<6x5xcomplex<f32>>) -> tensor<6x8xf32>
    %22 = call @fft_15(%arg5) : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    %23 = call @fft_16(%arg5) : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    return %0, %1, %4, %6, %9, %10, %12, %15, %16, %17, %18, %21, %22, %23 : tensor<4x16xcomplex<f32>>, tensor<4x16xcomplex<f32>>, tensor<4x12xcomplex<f32>>, tensor<4x20xcomplex<f32>>, tensor<4x16xcomplex<f32>>, tensor<4x9xcomplex<f32>>, tensor<4x16xf32>, tensor<4x15xf32>, tensor<6x8xcomplex<f32>>, tensor<6x8xcomplex<f32>>, tensor<6x5xcomplex<f32>>, tensor<6x8xf32>, tensor<2x4x6xcomplex<f32>>, tensor<2x4x6xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    return %0 : tensor<4x16xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    return %0 : tensor<4x16xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<4x12xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<4x12xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x12xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x12xcomplex<f32>>
    return %1 : tensor<4x12xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<4x12xcomplex<f32>>) -> tensor<4x12xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [12] : (tensor<4x12xcomplex<f32>>) -> tensor<4x12xcomplex<f32>>
    return %0 : tensor<4x12xcomplex<f32>>
  }
  func.func private @_pad_2(%arg0: tensor<4x16xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<4x20xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<4x16xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x20xcomplex<f32>>
    return %1 : tensor<4x20xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<4x20xcomplex<f32>>) -> tensor<4x20xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [20] : (tensor<4x20xcomplex<f32>>) -> tensor<4x20xcomplex<f32>>
    return %0 : tensor<4x20xcomplex<f32>>
  }
  func.func private @fft_4(%arg0: tensor<16x4xcomplex<f32>>) -> tensor<16x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<16x4xcomplex<f32>>) -> tensor<16x4xcomplex<f32>>
    return %0 : tensor<16x4xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
    return %0 : tensor<4x9xcomplex<f32>>
  }
  func.func private @_pad_6(%arg0: tensor<4x9xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<4x9xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x9xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x9xcomplex<f32>>
    return %1 : tensor<4x9xcomplex<f32>>
  }
  func.func private @fft_7(%arg0: tensor<4x9xcomplex<f32>>) -> tensor<4x16xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [16] : (tensor<4x9xcomplex<f32>>) -> tensor<4x16xf32>
    return %0 : tensor<4x16xf32>
  }
  func.func private @_pad_8(%arg0: tensor<4x8xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<4x8xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x8xcomplex<f32>>
    return %1 : tensor<4x8xcomplex<f32>>
  }
  func.func private @fft_9(%arg0: tensor<4x8xcomplex<f32>>) -> tensor<4x15xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [15] : (tensor<4x8xcomplex<f32>>) -> tensor<4x15xf32>
    return %0 : tensor<4x15xf32>
  }
  func.func private @fft_10(%arg0: tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [6, 8] : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    return %0 : tensor<6x8xcomplex<f32>>
  }
  func.func private @fft_11(%arg0: tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [6, 8] : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
    return %0 : tensor<6x8xcomplex<f32>>
  }
  func.func private @fft_12(%arg0: tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [6, 8] : (tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>>
    return %0 : tensor<6x5xcomplex<f32>>
  }
  func.func private @_pad_13(%arg0: tensor<6x5xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<6x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<6x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6x5xcomplex<f32>>
    return %1 : tensor<6x5xcomplex<f32>>
  }
  func.func private @fft_14(%arg0: tensor<6x5xcomplex<f32>>) -> tensor<6x8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [6, 8] : (tensor<6x5xcomplex<f32>>) -> tensor<6x8xf32>
    return %0 : tensor<6x8xf32>
  }
  func.func private @fft_15(%arg0: tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 4, 6] : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    return %0 : tensor<2x4x6xcomplex<f32>>
  }
  func.func private @fft_16(%arg0: tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [2, 4, 6] : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    return %0 : tensor<2x4x6xcomplex<f32>>
  }
}
