// stablehlo.reduce may list its dimensions in any order (jnp.average over
// axes (2, 0) writes [2, 0]); linalg.reduce verifies increasing order and
// the program failed to compile (JAX's lax_numpy_reducers_test through the
// PJRT plugin).
// DEFINE: %{args} = --input="2x3x2xf32=1 2 3 4 5 6 7 8 9 10 11 12" --expected_output="3xf32=18 26 34" --expected_output="f32=78"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan %{args} | FileCheck %s %}
// CHECK-COUNT-2: [SUCCESS]
func.func @main(%x: tensor<2x3x2xf32>) -> (tensor<3xf32>, tensor<f32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %a = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [2, 0] : (tensor<2x3x2xf32>, tensor<f32>) -> tensor<3xf32>
  %b = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1, 2, 0] : (tensor<2x3x2xf32>, tensor<f32>) -> tensor<f32>
  return %a, %b : tensor<3xf32>, tensor<f32>
}
