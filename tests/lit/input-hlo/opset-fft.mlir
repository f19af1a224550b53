// stablehlo.fft end to end on every target: FFT of a length-8 complex<f32>
// vector, IFFT over both dimensions of a 2x3 complex<f32> tensor (scaled by
// 1/6), RFFT of a batch of two length-8 real rows (5 outputs each), IRFFT
// of a batch of two 5-point half spectra to length 8 (the imaginary parts of
// X[0] and X[4] do not count), IRFFT(RFFT(x)) == x, a 2-D RFFT with lengths
// [3, 4], and an FFT of a length-4 complex<f64> vector. Expected values:
// direct O(n^2) DFT sums in Python complex arithmetic (double), rounded to
// f32 for the f32 cases; IRFFT with the Hermitian half-sum (numpy's irfft
// semantics).
// DEFINE: %{inputs} = --input="8xcomplex<f32>=(1,2) (3,-4) (-0.5,0) (0,1.5) (2,2) (-1,-1) (0.25,-3) (4,0)" --input="2x3xcomplex<f32>=(1,0) (2,1) (-1,3) (0.5,-2) (0,0) (3,-1)" --input="2x8xf32=1 2 3 4 -1 -2 0.5 0 0 1 0 -1 2 2 -3 1.5" --input="2x5xcomplex<f32>=(4,0.5) (1,-1) (0,2) (-1,0) (2,0.7) (-3,0) (0.5,0.5) (1,1) (2,-2) (1,0)" --input="3x4xf32=1 0 -2 3 0.5 1 1 -1 2 -3 0 4" --input="4xcomplex<f64>=(1.5,-0.5) (-2,1) (0.125,3) (7,-7)"
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-expand-complex | FileCheck %s --check-prefix=EXPAND
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod %{inputs} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{inputs} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan %{inputs} | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 7 of 7 passed

// The transforms become real dot_generals with constant cos/sin matrices.
// EXPAND-LABEL: func.func @main
//   EXPAND-NOT: stablehlo.fft
//       EXPAND: stablehlo.dot_general
//   EXPAND-NOT: stablehlo.fft

func.func @main(%z8: tensor<8xcomplex<f32>>, %z23: tensor<2x3xcomplex<f32>>, %r28: tensor<2x8xf32>, %h25: tensor<2x5xcomplex<f32>>, %r34: tensor<3x4xf32>, %z4: tensor<4xcomplex<f64>>) {
  %fft8 = stablehlo.fft %z8, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  %fft8_e = stablehlo.constant dense<[(8.75, -2.5), (6.596194267272949, -2.431980609893799), (-3.25, 9.0), (-10.717514038085938, 2.431980609893799), (-3.25, 4.5), (-2.59619402885437, 3.931980609893799), (9.75, 5.0), (2.7175145149230957, -3.931980609893799)]> : tensor<8xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%fft8, %fft8_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> ()

  %ifft23 = stablehlo.fft %z23, type = IFFT, length = [2, 3] : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  %ifft23_e = stablehlo.constant dense<[[(0.9166666865348816, 0.1666666716337204), (0.06100423261523247, -0.5833333134651184), (-0.22767090797424316, -0.5833333134651184)], [(-0.25, 1.1666666269302368), (0.6830127239227295, 0.7826920747756958), (-0.1830127090215683, -0.9493587613105774)]]> : tensor<2x3xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%ifft23, %ifft23_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> ()

  %rfft28 = stablehlo.fft %r28, type = RFFT, length = [8] : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
  %rfft28_e = stablehlo.constant dense<[[(7.5, 0.0), (2.0, -8.156854629516602), (-3.5, 4.0), (2.0, -3.1568541526794434), (-0.5, 0.0)], [(2.5, 0.0), (-0.939339816570282, -0.5251262784004211), (5.0, -2.5), (-3.0606601238250732, 5.4748735427856445), (-4.5, 0.0)]]> : tensor<2x5xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%rfft28, %rfft28_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<2x5xcomplex<f32>>, tensor<2x5xcomplex<f32>>) -> ()

  %irfft25 = stablehlo.fft %h25, type = IRFFT, length = [8] : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
  %irfft25_e = stablehlo.constant dense<[[0.75, 0.280330091714859, 1.0, 0.5732232928276062, 0.75, -0.7803300619125366, 0.5, 0.9267767071723938], [0.625, -0.75, -1.125, 0.280330091714859, -0.625, -0.75, 0.125, -0.7803300619125366]]> : tensor<2x8xf32>
  stablehlo.custom_call @check.expect_almost_eq(%irfft25, %irfft25_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<2x8xf32>, tensor<2x8xf32>) -> ()

  %back = stablehlo.fft %rfft28, type = IRFFT, length = [8] : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
  stablehlo.custom_call @check.expect_almost_eq(%back, %r28) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<2x8xf32>, tensor<2x8xf32>) -> ()

  %rfft34 = stablehlo.fft %r34, type = RFFT, length = [3, 4] : (tensor<3x4xf32>) -> tensor<3x3xcomplex<f32>>
  %rfft34_e = stablehlo.constant dense<[[(6.5, 0.0), (4.5, 8.0), (-1.5, 0.0)], [(-0.25, 1.299038052558899), (-5.544228553771973, 2.6650636196136475), (-5.25, -0.4330126941204071)], [(-0.25, -1.299038052558899), (10.044228553771973, -1.665063500404358), (-5.25, 0.4330126941204071)]]> : tensor<3x3xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%rfft34, %rfft34_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> ()

  %fft4 = stablehlo.fft %z4, type = FFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  %fft4_e = stablehlo.constant dense<[(6.625, -3.5), (9.375, 5.5), (-3.375, 8.5), (-6.625, -12.5)]> : tensor<4xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%fft4, %fft4_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> ()
  return
}
