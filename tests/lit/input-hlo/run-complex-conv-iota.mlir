// Complex convolution (four real convolutions, (A + iB) * (C + iD) =
// (AC - BD) + i(AD + BC), like dot_general) and complex iota (the counts,
// imaginary part zero), both refused before (JAX's linalg_test toeplitz and
// DFT tests, lax_test conv_general_dilated_local on complex64). Expected from
// numpy: x = [1+i, 2-i, 3], k = [1+2i, -i], cross-correlation [-2+i, 4];
// x + iota = [1+i, 3-i, 5].
// DEFINE: %{args} = --input="3xf32=1 2 3" --input="3xf32=1 -1 0" --input="2xf32=1 0" --input="2xf32=2 -1" --expected_output="1x1x2xf32=-2 4" --expected_output="1x1x2xf32=1 0" --expected_output="3xf32=1 3 5" --expected_output="3xf32=1 -1 0"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan %{args} | FileCheck %s %}
// CHECK-COUNT-4: [SUCCESS]
func.func @main(%xr: tensor<3xf32>, %xi: tensor<3xf32>, %kr: tensor<2xf32>, %ki: tensor<2xf32>)
    -> (tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<3xf32>, tensor<3xf32>) {
  %x = stablehlo.complex %xr, %xi : tensor<3xcomplex<f32>>
  %k = stablehlo.complex %kr, %ki : tensor<2xcomplex<f32>>
  %x3 = stablehlo.reshape %x : (tensor<3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
  %k3 = stablehlo.reshape %k : (tensor<2xcomplex<f32>>) -> tensor<1x1x2xcomplex<f32>>
  %c = stablehlo.convolution(%x3, %k3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x3xcomplex<f32>>, tensor<1x1x2xcomplex<f32>>) -> tensor<1x1x2xcomplex<f32>>
  %cr = stablehlo.real %c : (tensor<1x1x2xcomplex<f32>>) -> tensor<1x1x2xf32>
  %ci = stablehlo.imag %c : (tensor<1x1x2xcomplex<f32>>) -> tensor<1x1x2xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3xcomplex<f32>>
  %s = stablehlo.add %x, %iota : tensor<3xcomplex<f32>>
  %sr = stablehlo.real %s : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %si = stablehlo.imag %s : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  return %cr, %ci, %sr, %si : tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<3xf32>, tensor<3xf32>
}
