// Tensors with a dimension of size 0 (x[:0], jnp.delete, a reduction of an
// empty axis, a dot with no contracting elements), on every target: the
// llvm-cpu target divided by those sizes choosing tiles and the compiler
// died of SIGFPE (JAX's lax_numpy_reducers_test through the PJRT plugin);
// vulkan-spirv failed on the empty dispatch left. strata-fold-empty-tensors
// removes the work: inits for empty iteration domains, host constants for
// empty results.
// DEFINE: %{expected} = --expected_output="3xf32=0 0 0" --expected_output="3xf32=-inf -inf -inf" --expected_output=0xf32 --expected_output="f32=0" --expected_output="3x2xf32=0 0 0 0 0 0" --expected_output="2x2xf32=1 3 4 6" --expected_output="2x5xf32=7 7 7 7 7 7 7 7 7 7" --expected_output=0x3xf32 --expected_output="3x0xf32"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --input=3x0xf32 --input="2x3xf32=1 2 3 4 5 6" %{expected} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input=3x0xf32 --input="2x3xf32=1 2 3 4 5 6" %{expected} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan --input=3x0xf32 --input="2x3xf32=1 2 3 4 5 6" %{expected} | FileCheck %s %}

// CHECK-COUNT-9: [SUCCESS]

func.func @main(%x: tensor<3x0xf32>, %y: tensor<2x3xf32>)
    -> (tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<f32>,
        tensor<3x2xf32>, tensor<2x2xf32>, tensor<2x5xf32>, tensor<0x3xf32>,
        tensor<3x0xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %seven = stablehlo.constant dense<7.0> : tensor<f32>
  // Reductions of the empty axis are their initial values.
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
  %over0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3x0xf32>, tensor<f32>) -> tensor<0xf32>
  %all = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<f32>
  // A dot with no contracting elements is zeros.
  %e = stablehlo.slice %y [0:0, 0:2] : (tensor<2x3xf32>) -> tensor<0x2xf32>
  %dot = stablehlo.dot_general %x, %e, contracting_dims = [1] x [0] : (tensor<3x0xf32>, tensor<0x2xf32>) -> tensor<3x2xf32>
  // jnp.delete(y, 1, axis=1): two slices, concatenated; and an empty piece.
  %a = stablehlo.slice %y [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %b = stablehlo.slice %y [0:2, 2:3] : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %none = stablehlo.slice %y [0:2, 3:3] : (tensor<2x3xf32>) -> tensor<2x0xf32>
  %deleted = stablehlo.concatenate %a, %none, %b, dim = 1 : (tensor<2x1xf32>, tensor<2x0xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
  // Padding an empty tensor: all padding.
  %empty = stablehlo.slice %y [0:2, 1:1] : (tensor<2x3xf32>) -> tensor<2x0xf32>
  %padded = stablehlo.pad %empty, %seven, low = [0, 2], high = [0, 3], interior = [0, 0] : (tensor<2x0xf32>, tensor<f32>) -> tensor<2x5xf32>
  // Elementwise work on empty tensors.
  %rows = stablehlo.slice %y [2:2, 0:3] : (tensor<2x3xf32>) -> tensor<0x3xf32>
  %exp = stablehlo.exponential %rows : tensor<0x3xf32>
  %neg = stablehlo.negate %x : tensor<3x0xf32>
  return %sum, %max, %over0, %all, %dot, %deleted, %padded, %exp, %neg
      : tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<f32>,
        tensor<3x2xf32>, tensor<2x2xf32>, tensor<2x5xf32>, tensor<0x3xf32>,
        tensor<3x0xf32>
}
