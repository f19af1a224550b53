// reduce_precision compiled for llvm-cpu and vmvx and run; inputs from
// --input so nothing folds. Expected values: `python3
// Inputs/issue3_ops_reference.py reduce_precision`, which rounds with
// math.frexp and Python's round() (ties to even) to mantissa_bits + 1
// significant bits, then maps values above the largest finite value of the
// format to +-inf and values below its smallest normal to +-0 (XLA's
// semantics: no subnormals in the narrow format), NaN kept.
//  - e5m10 (f16 in f32): 1/3 -> 0.333251953; 65504 stays, 65520 rounds up to
//    2^16 -> inf; 1e-5 < 2^-14 -> 0; 2^-14 stays; 1 + 2^-11 is a tie -> 1
//    (even), 1 + 3 * 2^-11 -> 1 + 2^-9; f32 subnormal 1e-40 -> 0.
//  - e8m7 (bf16 in f32): 65520 -> 65536, 3.4e38 rounds to 2^128 -> inf;
//    the exponent range is f32's own, so the f32 subnormal 1e-40 is not
//    flushed but rounded to 7 mantissa bits: 2^-133 = 9.18354962e-41.
//  - e4m3: 2^-14 < 2^-6 -> 0, 65504 -> inf, 3.14159 -> 3.25.
//  - e8m23 on f64 (f32 precision and range): 1e300 -> inf, 1e-300 -> 0,
//    16777217 (2^24 + 1, a tie) -> 16777216.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod \
// RUN:   --input="16xf32=1.0 0.333333343 65504.0 65520.0 70000.0 1e-05 6.10351562e-05 -2.5 3.14159274 1.00048828125 1.00146484375 -0.0 1e-40 3.4e+38 inf nan" \
// RUN:   --input="6xf64=0.3333333333333333 1e+300 1e-300 -0.2857142857142857 16777217.0 inf" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod \
// RUN:   --input="16xf32=1.0 0.333333343 65504.0 65520.0 70000.0 1e-05 6.10351562e-05 -2.5 3.14159274 1.00048828125 1.00146484375 -0.0 1e-40 3.4e+38 inf nan" \
// RUN:   --input="6xf64=0.3333333333333333 1e+300 1e-300 -0.2857142857142857 16777217.0 inf" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan \
// RUN:   --input="16xf32=1.0 0.333333343 65504.0 65520.0 70000.0 1e-05 6.10351562e-05 -2.5 3.14159274 1.00048828125 1.00146484375 -0.0 1e-40 3.4e+38 inf nan" \
// RUN:   --input="6xf64=0.3333333333333333 1e+300 1e-300 -0.2857142857142857 16777217.0 inf" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 4 of 4 passed

func.func @main(%x: tensor<16xf32>, %y: tensor<6xf64>) {
  %h = stablehlo.reduce_precision %x, format = e5m10 : tensor<16xf32>
  %h_e = stablehlo.constant dense<[1.0, 0.333251953, 65504.0, 0x7F800000, 0x7F800000, 0.0, 6.10351562e-05, -2.5, 3.140625, 1.0, 1.00195312, -0.0, 0.0, 0x7F800000, 0x7F800000, 0x7FC00000]> : tensor<16xf32>
  stablehlo.custom_call @check.expect_eq(%h, %h_e) {has_side_effect = true} : (tensor<16xf32>, tensor<16xf32>) -> ()
  %bf = stablehlo.reduce_precision %x, format = e8m7 : tensor<16xf32>
  %bf_e = stablehlo.constant dense<[1.0, 0.333984375, 65536.0, 65536.0, 70144.0, 1.00135803e-05, 6.10351562e-05, -2.5, 3.140625, 1.0, 1.0, -0.0, 9.18354962e-41, 0x7F800000, 0x7F800000, 0x7FC00000]> : tensor<16xf32>
  stablehlo.custom_call @check.expect_eq(%bf, %bf_e) {has_side_effect = true} : (tensor<16xf32>, tensor<16xf32>) -> ()
  %f8 = stablehlo.reduce_precision %x, format = e4m3 : tensor<16xf32>
  %f8_e = stablehlo.constant dense<[1.0, 0.34375, 0x7F800000, 0x7F800000, 0x7F800000, 0.0, 0.0, -2.5, 3.25, 1.0, 1.0, -0.0, 0.0, 0x7F800000, 0x7F800000, 0x7FC00000]> : tensor<16xf32>
  stablehlo.custom_call @check.expect_eq(%f8, %f8_e) {has_side_effect = true} : (tensor<16xf32>, tensor<16xf32>) -> ()
  %s = stablehlo.reduce_precision %y, format = e8m23 : tensor<6xf64>
  %s_e = stablehlo.constant dense<[0.3333333432674408, 0x7FF0000000000000, 0.0, -0.2857142984867096, 16777216.0, 0x7FF0000000000000]> : tensor<6xf64>
  stablehlo.custom_call @check.expect_eq(%s, %s_e) {has_side_effect = true} : (tensor<6xf64>, tensor<6xf64>) -> ()
  return
}
