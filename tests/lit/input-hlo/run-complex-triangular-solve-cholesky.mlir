// triangular_solve and cholesky on complex matrices (the substitutions of
// LinearAlgebraToSCF on real and imaginary parts; ADJOINT conjugates, an
// upper Cholesky factor is L^H). Refused before; JAX's complex lu, solve,
// inv and their gradients go through them (linalg_test testLuGrad,
// testCholesky on complex64). Expected values from numpy (solve of the
// dense triangular matrices, cholesky of the Hermitian H):
//   A lower = [[2+i,0,0],[-2+i,3,0],[3-2i,1+i,4-i]], B 3x2, Br 2x3.
//   x1: A x = B; x2: A^H x = B; x3: x U^T = Br with the upper
//   U = A^T (right side, TRANSPOSE); x4: A x = B with a unit diagonal.
// DEFINE: %{in} = --input="3x3xf32=2 0 0 -2 3 0 3 1 4" --input="3x3xf32=1 0 0 1 0 0 -2 1 -1" --input="3x2xf32=-3 -3 0 -1 3 0" --input="3x2xf32=-1 0 1 1 -2 2" --input="2x3xf32=2 3 2 -2 -1 1" --input="2x3xf32=1 1 3 -1 3 -3" --input="3x3xf32=17 -5 11 -5 15 0 11 0 19" --input="3x3xf32=0 -4 -6 4 0 3 6 -3 0"
// DEFINE: %{x1} = --expected_output="3x2xf32=-1.4 -1.2 -0.8666667 -0.9333333 2.345098 1.192157" --expected_output="3x2xf32=0.2 0.6 0.9333333 1.133333 -0.7803922 -0.3019608"
// DEFINE: %{x2} = --expected_output="3x2xf32=-2.960784 -1.12549 0.01960784 -0.5294118 0.5882353 0.1176471" --expected_output="3x2xf32=-0.8431373 -1.435294 0.7450981 0.2156863 -0.6470588 0.4705882"
// DEFINE: %{x3} = --expected_output="2x3xf32=0.2862745 1.176471 0.2941176 0.02745098 -0.6862745 0.4117647" --expected_output="2x3xf32=-1.211765 -0.03921569 0.8235294 2.290196 1.078431 -0.6470588"
// DEFINE: %{x4} = --expected_output="3x2xf32=-3 -3 -7 -7 23 20" --expected_output="3x2xf32=-1 0 2 4 0 -1"
// DEFINE: %{chol} = --expected_output="3x3xf32=4.123106 0 0 -1.212678 3.54799 0 2.667892 0.5139612 3.058617" --expected_output="3x3xf32=0 0 0 0.9701425 0 0 1.455214 0.381326 0" --expected_output="3x3xf32=4.123106 -1.212678 2.667892 0 3.54799 0.5139612 0 0 3.058617" --expected_output="3x3xf32=0 -0.9701425 -1.455214 0 0 -0.381326 0 0 0"
// DEFINE: %{args} = %{in} %{x1} %{x2} %{x3} %{x4} %{chol}
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan %{args} | FileCheck %s %}
// CHECK-COUNT-12: [SUCCESS]
func.func @main(%ar: tensor<3x3xf32>, %ai: tensor<3x3xf32>, %br: tensor<3x2xf32>, %bi: tensor<3x2xf32>,
                %rr: tensor<2x3xf32>, %ri: tensor<2x3xf32>, %hr: tensor<3x3xf32>, %hi: tensor<3x3xf32>)
    -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>,
        tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>) {
  %a = stablehlo.complex %ar, %ai : tensor<3x3xcomplex<f32>>
  %b = stablehlo.complex %br, %bi : tensor<3x2xcomplex<f32>>
  %brow = stablehlo.complex %rr, %ri : tensor<2x3xcomplex<f32>>
  %h = stablehlo.complex %hr, %hi : tensor<3x3xcomplex<f32>>
  %x1 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  %x2 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  %u = stablehlo.transpose %a, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
  %x3 = "stablehlo.triangular_solve"(%u, %brow) <{left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>}> : (tensor<3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  %x4 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  %l = "stablehlo.cholesky"(%h) <{lower = true}> : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
  %uc = "stablehlo.cholesky"(%h) <{lower = false}> : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
  %x1r = stablehlo.real %x1 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
  %x1i = stablehlo.imag %x1 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
  %x2r = stablehlo.real %x2 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
  %x2i = stablehlo.imag %x2 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
  %x3r = stablehlo.real %x3 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  %x3i = stablehlo.imag %x3 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  %x4r = stablehlo.real %x4 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
  %x4i = stablehlo.imag %x4 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
  %lr = stablehlo.real %l : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
  %li = stablehlo.imag %l : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
  %ur = stablehlo.real %uc : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
  %ui = stablehlo.imag %uc : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
  return %x1r, %x1i, %x2r, %x2i, %x3r, %x3i, %x4r, %x4i, %lr, %li, %ur, %ui : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
}
