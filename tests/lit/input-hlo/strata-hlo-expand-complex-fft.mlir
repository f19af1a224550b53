// strata-hlo-expand-complex on stablehlo.fft: how each length is built.
// Lengths up to 256 take one product with constant cos/sin matrices laid
// n x outputs (the outputs last, where a matmul's vector loop goes);
// longer composite lengths split four-step (n1 x n2 with n1 the largest
// divisor up to sqrt n): a reshape, DFTs of length n1 (outputs last), a
// twiddle product, DFTs of length n2 whose outputs go back in j2's place
// (one transpose: k = k1 + n1 k2 puts k2 major); primes over 1024
// go through Bluestein's chirp z-transform, a zero-padded convolution of a
// power-of-two length. Values are checked end to end by the conformance
// programs attr_fft_long_c64/c128 (XLA's outputs).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-expand-complex | FileCheck %s

// CHECK-LABEL: func.func @rfft_direct
//   CHECK-NOT:   stablehlo.reshape
//       CHECK:   %[[C:.*]] = stablehlo.constant dense<{{.*}}> : tensor<256x129xf32>
//       CHECK:   stablehlo.dot_general %arg0, %[[C]], contracting_dims = [1] x [0] : (tensor<8x256xf32>, tensor<256x129xf32>) -> tensor<8x129xf32>
//   CHECK-NOT:   stablehlo.transpose
func.func @rfft_direct(%a: tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = RFFT, length = [256] : (tensor<8x256xf32>) -> tensor<8x129xcomplex<f32>>
  return %0 : tensor<8x129xcomplex<f32>>
}

// -----

// 1024 = 32 x 32; RFFT keeps ceil(513 / 32) = 17 values of k2, then the
// first 513 frequencies.
// CHECK-LABEL: func.func @rfft_four_step
//       CHECK:   stablehlo.reshape %arg0 : (tensor<8x1024xf32>) -> tensor<8x32x32xf32>
//       CHECK:   stablehlo.dot_general {{.*}} : (tensor<8x32x32xf32>, tensor<32x32xf32>) -> tensor<8x32x32xf32>
//   CHECK-NOT:   stablehlo.transpose
//       CHECK:   stablehlo.broadcast_in_dim {{.*}} dims = [1, 2] : (tensor<32x32xf32>) -> tensor<8x32x32xf32>
//       CHECK:   stablehlo.dot_general {{.*}} : (tensor<8x32x32xf32>, tensor<32x17xf32>) -> tensor<8x32x17xf32>
//       CHECK:   stablehlo.transpose {{.*}} dims = [0, 2, 1] : (tensor<8x32x17xf32>) -> tensor<8x17x32xf32>
//       CHECK:   stablehlo.reshape {{.*}} : (tensor<8x17x32xf32>) -> tensor<8x544xf32>
//       CHECK:   stablehlo.slice {{.*}} [0:8, 0:513] : (tensor<8x544xf32>) -> tensor<8x513xf32>
func.func @rfft_four_step(%a: tensor<8x1024xf32>) -> tensor<8x513xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = RFFT, length = [1024] : (tensor<8x1024xf32>) -> tensor<8x513xcomplex<f32>>
  return %0 : tensor<8x513xcomplex<f32>>
}

// -----

// IRFFT past 256 rebuilds the whole spectrum (X[n - k] = conj X[k]) and
// keeps only the real part of a complex inverse.
// CHECK-LABEL: func.func @irfft_four_step
//       CHECK:   stablehlo.reverse {{.*}} dims = [1] : tensor<2x511xf32>
//       CHECK:   stablehlo.concatenate {{.*}} dim = 1 : (tensor<2x513xf32>, tensor<2x511xf32>) -> tensor<2x1024xf32>
//       CHECK:   stablehlo.reshape {{.*}} -> tensor<2x32x32xf32>
func.func @irfft_four_step(%a: tensor<2x513xcomplex<f32>>) -> tensor<2x1024xf32> {
  %0 = stablehlo.fft %a, type = IRFFT, length = [1024] : (tensor<2x513xcomplex<f32>>) -> tensor<2x1024xf32>
  return %0 : tensor<2x1024xf32>
}

// -----

// 1031 is prime: a chirp product, a zero pad to 4096 >= 2 * 1031 - 1, two
// four-step DFTs of length 4096 around the chirp's spectrum.
// CHECK-LABEL: func.func @fft_bluestein
//       CHECK:   stablehlo.pad {{.*}} low = [0, 0], high = [0, 3065], interior = [0, 0] : (tensor<2x1031xf32>, tensor<f32>) -> tensor<2x4096xf32>
//       CHECK:   stablehlo.reshape {{.*}} -> tensor<2x64x64xf32>
//       CHECK:   stablehlo.slice {{.*}} -> tensor<2x1031xf32>
func.func @fft_bluestein(%a: tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = FFT, length = [1031] : (tensor<2x1031xcomplex<f32>>) -> tensor<2x1031xcomplex<f32>>
  return %0 : tensor<2x1031xcomplex<f32>>
}

// -----

// A dimension other than the last (FFT over both dims of a 16 x 3 tensor):
// the product's outputs go last, then one transpose puts them back.
// CHECK-LABEL: func.func @fft_axis0
//       CHECK:   stablehlo.dot_general {{.*}} contracting_dims = [0] x [0] : (tensor<16x3xf32>, tensor<16x16xf32>) -> tensor<3x16xf32>
//       CHECK:   stablehlo.transpose {{.*}} dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
func.func @fft_axis0(%a: tensor<16x3xcomplex<f32>>) -> tensor<16x3xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = FFT, length = [16, 3] : (tensor<16x3xcomplex<f32>>) -> tensor<16x3xcomplex<f32>>
  return %0 : tensor<16x3xcomplex<f32>>
}
