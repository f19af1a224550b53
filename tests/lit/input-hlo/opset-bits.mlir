// Bit ops on integers compiled for llvm-cpu and run; inputs from --input (the
// unsigned ones spelled as signed values of the same bits, @main is
// signless), each result checked exactly with check.expect_eq.
// Inputs per type: 0, all ones, 1, the top bit alone (INT_MIN), all but the
// top bit (INT_MAX), one more pattern.
//  - popcnt counts set bits: all ones = width, INT_MAX = width-1,
//    i8 96 = 0b01100000 -> 2, i64 2^40+1 -> 2, ui32 3e9 = 0xB2D05E00 -> 12.
//  - count_leading_zeros: 0 -> width, negative/top bit -> 0, 1 -> width-1,
//    i32 65536 = 2^16 -> 15, i64 2^40+1 -> 23, i16 255 -> 8,
//    ui32 3e9 (top bit set) -> 0.
//  - not = bitwise complement: ~0 = -1, ~INT_MIN = INT_MAX, ui16 ~256 = 65279.
//  - abs on signed types wraps: abs(INT_MIN) = INT_MIN (spec: "if the operand
//    is the minimum value of a signed type, the result is that value");
//    abs of an unsigned value is the value itself.
//  - sign: -1/0/1 for signed types; 0/1 for unsigned (ui16 65535 -> 1).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod \
// RUN:   --input="6xi8=0 -1 1 -128 127 96" \
// RUN:   --input="6xi16=0 -1 1 -32768 32767 255" \
// RUN:   --input="6xi32=0 -1 1 -2147483648 2147483647 65536" \
// RUN:   --input="6xi64=0 -1 1 -9223372036854775808 9223372036854775807 1099511627777" \
// RUN:   --input="6xui16=0 65535 1 32768 32767 256" \
// RUN:   --input="6xui32=0 4294967295 1 2147483648 2147483647 3000000000" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod \
// RUN:   --input="6xi8=0 -1 1 -128 127 96" \
// RUN:   --input="6xi16=0 -1 1 -32768 32767 255" \
// RUN:   --input="6xi32=0 -1 1 -2147483648 2147483647 65536" \
// RUN:   --input="6xi64=0 -1 1 -9223372036854775808 9223372036854775807 1099511627777" \
// RUN:   --input="6xui16=0 65535 1 32768 32767 256" \
// RUN:   --input="6xui32=0 4294967295 1 2147483648 2147483647 3000000000" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan \
// RUN:   --input="6xi8=0 -1 1 -128 127 96" \
// RUN:   --input="6xi16=0 -1 1 -32768 32767 255" \
// RUN:   --input="6xi32=0 -1 1 -2147483648 2147483647 65536" \
// RUN:   --input="6xi64=0 -1 1 -9223372036854775808 9223372036854775807 1099511627777" \
// RUN:   --input="6xui16=0 65535 1 32768 32767 256" \
// RUN:   --input="6xui32=0 4294967295 1 2147483648 2147483647 3000000000" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 30 of 30 passed

func.func @main(%i8: tensor<6xi8>,
    %i16: tensor<6xi16>,
    %i32: tensor<6xi32>,
    %i64: tensor<6xi64>,
    %ui16: tensor<6xui16>,
    %ui32: tensor<6xui32>) {
  %i8_popcnt = stablehlo.popcnt %i8 : tensor<6xi8>
  %i8_popcnt_e = stablehlo.constant dense<[0, 8, 1, 1, 7, 2]> : tensor<6xi8>
  stablehlo.custom_call @check.expect_eq(%i8_popcnt, %i8_popcnt_e) {has_side_effect = true} : (tensor<6xi8>, tensor<6xi8>) -> ()
  %i8_count_leading_zeros = stablehlo.count_leading_zeros %i8 : tensor<6xi8>
  %i8_count_leading_zeros_e = stablehlo.constant dense<[8, 0, 7, 0, 1, 1]> : tensor<6xi8>
  stablehlo.custom_call @check.expect_eq(%i8_count_leading_zeros, %i8_count_leading_zeros_e) {has_side_effect = true} : (tensor<6xi8>, tensor<6xi8>) -> ()
  %i8_not = stablehlo.not %i8 : tensor<6xi8>
  %i8_not_e = stablehlo.constant dense<[-1, 0, -2, 127, -128, -97]> : tensor<6xi8>
  stablehlo.custom_call @check.expect_eq(%i8_not, %i8_not_e) {has_side_effect = true} : (tensor<6xi8>, tensor<6xi8>) -> ()
  %i8_abs = stablehlo.abs %i8 : tensor<6xi8>
  %i8_abs_e = stablehlo.constant dense<[0, 1, 1, -128, 127, 96]> : tensor<6xi8>
  stablehlo.custom_call @check.expect_eq(%i8_abs, %i8_abs_e) {has_side_effect = true} : (tensor<6xi8>, tensor<6xi8>) -> ()
  %i8_sign = stablehlo.sign %i8 : tensor<6xi8>
  %i8_sign_e = stablehlo.constant dense<[0, -1, 1, -1, 1, 1]> : tensor<6xi8>
  stablehlo.custom_call @check.expect_eq(%i8_sign, %i8_sign_e) {has_side_effect = true} : (tensor<6xi8>, tensor<6xi8>) -> ()

  %i16_popcnt = stablehlo.popcnt %i16 : tensor<6xi16>
  %i16_popcnt_e = stablehlo.constant dense<[0, 16, 1, 1, 15, 8]> : tensor<6xi16>
  stablehlo.custom_call @check.expect_eq(%i16_popcnt, %i16_popcnt_e) {has_side_effect = true} : (tensor<6xi16>, tensor<6xi16>) -> ()
  %i16_count_leading_zeros = stablehlo.count_leading_zeros %i16 : tensor<6xi16>
  %i16_count_leading_zeros_e = stablehlo.constant dense<[16, 0, 15, 0, 1, 8]> : tensor<6xi16>
  stablehlo.custom_call @check.expect_eq(%i16_count_leading_zeros, %i16_count_leading_zeros_e) {has_side_effect = true} : (tensor<6xi16>, tensor<6xi16>) -> ()
  %i16_not = stablehlo.not %i16 : tensor<6xi16>
  %i16_not_e = stablehlo.constant dense<[-1, 0, -2, 32767, -32768, -256]> : tensor<6xi16>
  stablehlo.custom_call @check.expect_eq(%i16_not, %i16_not_e) {has_side_effect = true} : (tensor<6xi16>, tensor<6xi16>) -> ()
  %i16_abs = stablehlo.abs %i16 : tensor<6xi16>
  %i16_abs_e = stablehlo.constant dense<[0, 1, 1, -32768, 32767, 255]> : tensor<6xi16>
  stablehlo.custom_call @check.expect_eq(%i16_abs, %i16_abs_e) {has_side_effect = true} : (tensor<6xi16>, tensor<6xi16>) -> ()
  %i16_sign = stablehlo.sign %i16 : tensor<6xi16>
  %i16_sign_e = stablehlo.constant dense<[0, -1, 1, -1, 1, 1]> : tensor<6xi16>
  stablehlo.custom_call @check.expect_eq(%i16_sign, %i16_sign_e) {has_side_effect = true} : (tensor<6xi16>, tensor<6xi16>) -> ()

  %i32_popcnt = stablehlo.popcnt %i32 : tensor<6xi32>
  %i32_popcnt_e = stablehlo.constant dense<[0, 32, 1, 1, 31, 1]> : tensor<6xi32>
  stablehlo.custom_call @check.expect_eq(%i32_popcnt, %i32_popcnt_e) {has_side_effect = true} : (tensor<6xi32>, tensor<6xi32>) -> ()
  %i32_count_leading_zeros = stablehlo.count_leading_zeros %i32 : tensor<6xi32>
  %i32_count_leading_zeros_e = stablehlo.constant dense<[32, 0, 31, 0, 1, 15]> : tensor<6xi32>
  stablehlo.custom_call @check.expect_eq(%i32_count_leading_zeros, %i32_count_leading_zeros_e) {has_side_effect = true} : (tensor<6xi32>, tensor<6xi32>) -> ()
  %i32_not = stablehlo.not %i32 : tensor<6xi32>
  %i32_not_e = stablehlo.constant dense<[-1, 0, -2, 2147483647, -2147483648, -65537]> : tensor<6xi32>
  stablehlo.custom_call @check.expect_eq(%i32_not, %i32_not_e) {has_side_effect = true} : (tensor<6xi32>, tensor<6xi32>) -> ()
  %i32_abs = stablehlo.abs %i32 : tensor<6xi32>
  %i32_abs_e = stablehlo.constant dense<[0, 1, 1, -2147483648, 2147483647, 65536]> : tensor<6xi32>
  stablehlo.custom_call @check.expect_eq(%i32_abs, %i32_abs_e) {has_side_effect = true} : (tensor<6xi32>, tensor<6xi32>) -> ()
  %i32_sign = stablehlo.sign %i32 : tensor<6xi32>
  %i32_sign_e = stablehlo.constant dense<[0, -1, 1, -1, 1, 1]> : tensor<6xi32>
  stablehlo.custom_call @check.expect_eq(%i32_sign, %i32_sign_e) {has_side_effect = true} : (tensor<6xi32>, tensor<6xi32>) -> ()

  %i64_popcnt = stablehlo.popcnt %i64 : tensor<6xi64>
  %i64_popcnt_e = stablehlo.constant dense<[0, 64, 1, 1, 63, 2]> : tensor<6xi64>
  stablehlo.custom_call @check.expect_eq(%i64_popcnt, %i64_popcnt_e) {has_side_effect = true} : (tensor<6xi64>, tensor<6xi64>) -> ()
  %i64_count_leading_zeros = stablehlo.count_leading_zeros %i64 : tensor<6xi64>
  %i64_count_leading_zeros_e = stablehlo.constant dense<[64, 0, 63, 0, 1, 23]> : tensor<6xi64>
  stablehlo.custom_call @check.expect_eq(%i64_count_leading_zeros, %i64_count_leading_zeros_e) {has_side_effect = true} : (tensor<6xi64>, tensor<6xi64>) -> ()
  %i64_not = stablehlo.not %i64 : tensor<6xi64>
  %i64_not_e = stablehlo.constant dense<[-1, 0, -2, 9223372036854775807, -9223372036854775808, -1099511627778]> : tensor<6xi64>
  stablehlo.custom_call @check.expect_eq(%i64_not, %i64_not_e) {has_side_effect = true} : (tensor<6xi64>, tensor<6xi64>) -> ()
  %i64_abs = stablehlo.abs %i64 : tensor<6xi64>
  %i64_abs_e = stablehlo.constant dense<[0, 1, 1, -9223372036854775808, 9223372036854775807, 1099511627777]> : tensor<6xi64>
  stablehlo.custom_call @check.expect_eq(%i64_abs, %i64_abs_e) {has_side_effect = true} : (tensor<6xi64>, tensor<6xi64>) -> ()
  %i64_sign = stablehlo.sign %i64 : tensor<6xi64>
  %i64_sign_e = stablehlo.constant dense<[0, -1, 1, -1, 1, 1]> : tensor<6xi64>
  stablehlo.custom_call @check.expect_eq(%i64_sign, %i64_sign_e) {has_side_effect = true} : (tensor<6xi64>, tensor<6xi64>) -> ()

  %ui16_popcnt = stablehlo.popcnt %ui16 : tensor<6xui16>
  %ui16_popcnt_e = stablehlo.constant dense<[0, 16, 1, 1, 15, 1]> : tensor<6xui16>
  stablehlo.custom_call @check.expect_eq(%ui16_popcnt, %ui16_popcnt_e) {has_side_effect = true} : (tensor<6xui16>, tensor<6xui16>) -> ()
  %ui16_count_leading_zeros = stablehlo.count_leading_zeros %ui16 : tensor<6xui16>
  %ui16_count_leading_zeros_e = stablehlo.constant dense<[16, 0, 15, 0, 1, 7]> : tensor<6xui16>
  stablehlo.custom_call @check.expect_eq(%ui16_count_leading_zeros, %ui16_count_leading_zeros_e) {has_side_effect = true} : (tensor<6xui16>, tensor<6xui16>) -> ()
  %ui16_not = stablehlo.not %ui16 : tensor<6xui16>
  %ui16_not_e = stablehlo.constant dense<[65535, 0, 65534, 32767, 32768, 65279]> : tensor<6xui16>
  stablehlo.custom_call @check.expect_eq(%ui16_not, %ui16_not_e) {has_side_effect = true} : (tensor<6xui16>, tensor<6xui16>) -> ()
  %ui16_abs = stablehlo.abs %ui16 : tensor<6xui16>
  %ui16_abs_e = stablehlo.constant dense<[0, 65535, 1, 32768, 32767, 256]> : tensor<6xui16>
  stablehlo.custom_call @check.expect_eq(%ui16_abs, %ui16_abs_e) {has_side_effect = true} : (tensor<6xui16>, tensor<6xui16>) -> ()
  %ui16_sign = stablehlo.sign %ui16 : tensor<6xui16>
  %ui16_sign_e = stablehlo.constant dense<[0, 1, 1, 1, 1, 1]> : tensor<6xui16>
  stablehlo.custom_call @check.expect_eq(%ui16_sign, %ui16_sign_e) {has_side_effect = true} : (tensor<6xui16>, tensor<6xui16>) -> ()

  %ui32_popcnt = stablehlo.popcnt %ui32 : tensor<6xui32>
  %ui32_popcnt_e = stablehlo.constant dense<[0, 32, 1, 1, 31, 12]> : tensor<6xui32>
  stablehlo.custom_call @check.expect_eq(%ui32_popcnt, %ui32_popcnt_e) {has_side_effect = true} : (tensor<6xui32>, tensor<6xui32>) -> ()
  %ui32_count_leading_zeros = stablehlo.count_leading_zeros %ui32 : tensor<6xui32>
  %ui32_count_leading_zeros_e = stablehlo.constant dense<[32, 0, 31, 0, 1, 0]> : tensor<6xui32>
  stablehlo.custom_call @check.expect_eq(%ui32_count_leading_zeros, %ui32_count_leading_zeros_e) {has_side_effect = true} : (tensor<6xui32>, tensor<6xui32>) -> ()
  %ui32_not = stablehlo.not %ui32 : tensor<6xui32>
  %ui32_not_e = stablehlo.constant dense<[4294967295, 0, 4294967294, 2147483647, 2147483648, 1294967295]> : tensor<6xui32>
  stablehlo.custom_call @check.expect_eq(%ui32_not, %ui32_not_e) {has_side_effect = true} : (tensor<6xui32>, tensor<6xui32>) -> ()
  %ui32_abs = stablehlo.abs %ui32 : tensor<6xui32>
  %ui32_abs_e = stablehlo.constant dense<[0, 4294967295, 1, 2147483648, 2147483647, 3000000000]> : tensor<6xui32>
  stablehlo.custom_call @check.expect_eq(%ui32_abs, %ui32_abs_e) {has_side_effect = true} : (tensor<6xui32>, tensor<6xui32>) -> ()
  %ui32_sign = stablehlo.sign %ui32 : tensor<6xui32>
  %ui32_sign_e = stablehlo.constant dense<[0, 1, 1, 1, 1, 1]> : tensor<6xui32>
  stablehlo.custom_call @check.expect_eq(%ui32_sign, %ui32_sign_e) {has_side_effect = true} : (tensor<6xui32>, tensor<6xui32>) -> ()
  return
}
