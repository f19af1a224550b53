// 16-bit bitcasts in both directions. The VM holds f16/bf16 values as f32,
// so vmvx materializes their bits through a scratch buffer (store.f16 /
// load.i16.s and back); llvm-cpu is the reference. Bits: f16 1.0 = 0x3C00 =
// 15360, -2.0 = 0xC000 = -16384, 0x0001 = 2^-24 (smallest subnormal), +inf =
// 0x7C00 = 31744, -0.0 = 0x8000 = -32768; bf16 1.0 = 0x3F80 = 16256, -1.0 =
// 0xBF80 = -16512, +inf = 0x7F80 = 32640, 0x0001 = 2^-133.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="6xi16=15360 -16384 1 31744 -32768 0" \
// RUN:   --input="6xf16=1 -2 5.9604644775390625e-08 inf -0 0" \
// RUN:   --input="5xi16=16256 -16512 32640 1 0" \
// RUN:   --expected_output="6xf16=1 -2 5.9604644775390625e-08 inf -0 0" \
// RUN:   --expected_output="6xi16=15360 -16384 1 31744 -32768 0" \
// RUN:   --expected_output="5xbf16=1 -1 inf 9.18354961579912115600575419705e-41 0" \
// RUN:   --expected_output="5xi16=16256 -16512 32640 1 0" \
// RUN:   --rtol=0 --atol=0 | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="6xi16=15360 -16384 1 31744 -32768 0" \
// RUN:   --input="6xf16=1 -2 5.9604644775390625e-08 inf -0 0" \
// RUN:   --input="5xi16=16256 -16512 32640 1 0" \
// RUN:   --expected_output="6xf16=1 -2 5.9604644775390625e-08 inf -0 0" \
// RUN:   --expected_output="6xi16=15360 -16384 1 31744 -32768 0" \
// RUN:   --expected_output="5xbf16=1 -1 inf 9.18354961579912115600575419705e-41 0" \
// RUN:   --expected_output="5xi16=16256 -16512 32640 1 0" \
// RUN:   --rtol=0 --atol=0 | FileCheck %s
// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]
// CHECK: [SUCCESS] result[2]
// CHECK: [SUCCESS] result[3]
func.func @main(%a: tensor<6xi16>, %b: tensor<6xf16>, %c: tensor<5xi16>) -> (tensor<6xf16>, tensor<6xi16>, tensor<5xbf16>, tensor<5xi16>) {
  %0 = stablehlo.bitcast_convert %a : (tensor<6xi16>) -> tensor<6xf16>
  %1 = stablehlo.bitcast_convert %b : (tensor<6xf16>) -> tensor<6xi16>
  %2 = stablehlo.bitcast_convert %c : (tensor<5xi16>) -> tensor<5xbf16>
  %3 = stablehlo.bitcast_convert %2 : (tensor<5xbf16>) -> tensor<5xi16>
  return %0, %1, %2, %3 : tensor<6xf16>, tensor<6xi16>, tensor<5xbf16>, tensor<5xi16>
}
