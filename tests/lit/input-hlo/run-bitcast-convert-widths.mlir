// bitcast_convert between element widths (x.view(np.uint8), jax.random's
// keys as 2 x ui32 <-> ui64): element k of the narrow side's trailing dim
// is bits [8k, 8k + 8) of the wide element, as NumPy's view on a
// little-endian host. Was refused ("width-changing bitcast_convert is not
// supported") in JAX's lax_test, lax_numpy_test and random_test.
// 1.0f = 0x3F800000 -> bytes 00 00 80 3F; 0x0000000200000001 <-> [1, 2].
// DEFINE: %{args} = --input="2xf32=1 -2" --input="2x2xui32=1 2 3 4" --expected_output="2x4xui8=0 0 128 63 0 0 0 192" --expected_output="2xf32=1 -2" --expected_output="2xui64=8589934593 17179869187" --expected_output="2x2xui32=1 2 3 4" --expected_output="2x2xi16=0 16256 0 -16384"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan %{args} | FileCheck %s %}
// CHECK-COUNT-5: [SUCCESS]
func.func @main(%f: tensor<2xf32>, %k: tensor<2x2xui32>)
    -> (tensor<2x4xui8>, tensor<2xf32>, tensor<2xui64>, tensor<2x2xui32>,
        tensor<2x2xi16>) {
  %bytes = stablehlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2x4xui8>
  %back = stablehlo.bitcast_convert %bytes : (tensor<2x4xui8>) -> tensor<2xf32>
  %wide = stablehlo.bitcast_convert %k : (tensor<2x2xui32>) -> tensor<2xui64>
  %keys = stablehlo.bitcast_convert %wide : (tensor<2xui64>) -> tensor<2x2xui32>
  %halves = stablehlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2x2xi16>
  return %bytes, %back, %wide, %keys, %halves
      : tensor<2x4xui8>, tensor<2xf32>, tensor<2xui64>, tensor<2x2xui32>,
        tensor<2x2xi16>
}
