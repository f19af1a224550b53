// A complex dot_general whose two operands are the same value (a @ a, as
// jnp.linalg.matrix_power squares): strata-hlo-expand-complex cloned the dot
// through a value map, so both operands of every real product became the
// same part and the imaginary part was re @ re + im @ im (silently wrong on
// every target; JAX's linalg_test testMatrixPower through the PJRT plugin).
// Expected from numpy: a = [[1+2i, 3-i], [i, 2]], a @ a and (a @ a) @ (a @ a).
// DEFINE: %{args} = --input="2x2xf32=1 3 0 2" --input="2x2xf32=2 -1 1 0" --expected_output="2x2xf32=-2 11 -2 5" --expected_output="2x2xf32=7 3 3 3" --expected_output="2x2xf32=-76 3 -36 -15" --expected_output="2x2xf32=-1 119 -11 57"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan %{args} | FileCheck %s %}
// CHECK-COUNT-4: [SUCCESS]
func.func @main(%re: tensor<2x2xf32>, %im: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %a = stablehlo.complex %re, %im : tensor<2x2xcomplex<f32>>
  %a2 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %a4 = stablehlo.dot_general %a2, %a2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %r2 = stablehlo.real %a2 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
  %i2 = stablehlo.imag %a2 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
  %r4 = stablehlo.real %a4 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
  %i4 = stablehlo.imag %a4 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
  return %r2, %i2, %r4, %i4 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
