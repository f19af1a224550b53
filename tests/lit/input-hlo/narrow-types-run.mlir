// 8-bit floats and 4-bit integers inside a program (carried in f32/i8 by
// strata-hlo-widen-narrow-types), run on every target; by hand:
//   f8E4M3FN (3 mantissa bits): 1 + 0.0625 = 1.0625, a tie -> 1 (even);
//   1 + 0.1875 = 1.1875, a tie -> 1.25; 448 + 32 = 480 > 448 -> NaN (no inf);
//   0.0029296875 = 3 * 2^-10 lies between the subnormals 2^-9 and 2^-8: a
//   tie -> 2^-8 = 0.00390625 (even);
//   f8E5M2: 40000 -> 40960, 30000 -> 28672, their sum 69632 > 57344 -> inf;
//   i4: 7 + 3 = 10 wraps to -6; f32 9.7 -> i4 saturates to 7; i32 9 -> i4
//   wraps to -7; ui4: 9 + 9 = 18 wraps to 2.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod
// DEFINE: %{args} = --input="4xf32=1 1 448 0.0029296875" --input="4xf32=0.0625 0.1875 32 0" --input="2xf32=40000 30000" --input="3xi32=7 9 9" --input="f32=9.7" --expected_output="4xf32=1 1.25 nan 0.00390625" --expected_output="f32=inf" --expected_output="4xi32=-6 7 -7 2"
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod %{args} | FileCheck %s %}
// CHECK-COUNT-3: [SUCCESS]
func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>, %z: tensor<2xf32>, %k: tensor<3xi32>, %f: tensor<f32>)
    -> (tensor<4xf32>, tensor<f32>, tensor<4xi32>) {
  %x8 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %y8 = stablehlo.convert %y : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %s8 = stablehlo.add %x8, %y8 : tensor<4xf8E4M3FN>
  %s = stablehlo.convert %s8 : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  %z8 = stablehlo.convert %z : (tensor<2xf32>) -> tensor<2xf8E5M2>
  %zero = stablehlo.constant dense<0.0> : tensor<f8E5M2>
  %zs = stablehlo.reduce(%z8 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf8E5M2>, tensor<f8E5M2>) -> tensor<f8E5M2>
  %zf = stablehlo.convert %zs : (tensor<f8E5M2>) -> tensor<f32>
  %k4 = stablehlo.convert %k : (tensor<3xi32>) -> tensor<3xi4>
  %three = stablehlo.constant dense<[3, 0, 0]> : tensor<3xi4>
  %sum4 = stablehlo.add %k4, %three : tensor<3xi4>
  %f4 = stablehlo.convert %f : (tensor<f32>) -> tensor<i4>
  %f4r = stablehlo.reshape %f4 : (tensor<i4>) -> tensor<1xi4>
  %nine = stablehlo.constant dense<9> : tensor<1xui4>
  %u = stablehlo.add %nine, %nine : tensor<1xui4>
  %u32 = stablehlo.convert %u : (tensor<1xui4>) -> tensor<1xi32>
  %first = stablehlo.slice %sum4 [0:1] : (tensor<3xi4>) -> tensor<1xi4>
  %rest = stablehlo.slice %sum4 [2:3] : (tensor<3xi4>) -> tensor<1xi4>
  %all4 = stablehlo.concatenate %first, %f4r, %rest, dim = 0 : (tensor<1xi4>, tensor<1xi4>, tensor<1xi4>) -> tensor<3xi4>
  %all = stablehlo.convert %all4 : (tensor<3xi4>) -> tensor<3xi32>
  %out = stablehlo.concatenate %all, %u32, dim = 0 : (tensor<3xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %s, %zf, %out : tensor<4xf32>, tensor<f32>, tensor<4xi32>
}
