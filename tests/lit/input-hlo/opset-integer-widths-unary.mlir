// Integer ops not in opset-integer-widths.mlir (abs, negate, sign, subtract,
// maximum, minimum, popcnt, count_leading_zeros) on every width, signed
// (i8..i64) and unsigned (ui8..ui64; abs and sign take signed operands
// only), on every target, compared exactly with the spec's values. Inputs
// come from --input so nothing folds; unsigned inputs are spelled as signed
// values of the same bits (ui8 255 = i8 -1, 2^(w-1) = INT_MIN).
// Signed a = [MIN, -5, 0, MAX], b = [1, -1, 7, -7]: abs and negate wrap at
// MIN; sign [-1, -1, 0, 1]; a - b = [MAX, -4, -7, MIN + 6]; popcnt(-5) =
// w - 1; clz [0, 0, w, 1].
// Unsigned a = [UMAX, 5, 0, 2^(w-1)], b = [1, 6, 0, 1]: -a = [1, UMAX - 4, 0,
// 2^(w-1)]; a - b = [UMAX - 1, UMAX, 0, 2^(w-1) - 1]; max/min compare
// unsigned; popcnt [w, 2, 0, 1]; clz [0, w - 3, w, 0].
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="4xi8=-128 -5 0 127" --input="4xi8=1 -1 7 -7" --input="4xi16=-32768 -5 0 32767" --input="4xi16=1 -1 7 -7" --input="4xi32=-2147483648 -5 0 2147483647" --input="4xi32=1 -1 7 -7" --input="4xi64=-9223372036854775808 -5 0 9223372036854775807" --input="4xi64=1 -1 7 -7" --input="4xui8=255 5 0 128" --input="4xui8=1 6 0 1" --input="4xui16=65535 5 0 32768" --input="4xui16=1 6 0 1" --input="4xui32=4294967295 5 0 2147483648" --input="4xui32=1 6 0 1" --input="4xui64=18446744073709551615 5 0 9223372036854775808" --input="4xui64=1 6 0 1" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="4xi8=-128 -5 0 127" --input="4xi8=1 -1 7 -7" --input="4xi16=-32768 -5 0 32767" --input="4xi16=1 -1 7 -7" --input="4xi32=-2147483648 -5 0 2147483647" --input="4xi32=1 -1 7 -7" --input="4xi64=-9223372036854775808 -5 0 9223372036854775807" --input="4xi64=1 -1 7 -7" --input="4xui8=255 5 0 128" --input="4xui8=1 6 0 1" --input="4xui16=65535 5 0 32768" --input="4xui16=1 6 0 1" --input="4xui32=4294967295 5 0 2147483648" --input="4xui32=1 6 0 1" --input="4xui64=18446744073709551615 5 0 9223372036854775808" --input="4xui64=1 6 0 1" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="4xi8=-128 -5 0 127" --input="4xi8=1 -1 7 -7" --input="4xi16=-32768 -5 0 32767" --input="4xi16=1 -1 7 -7" --input="4xi32=-2147483648 -5 0 2147483647" --input="4xi32=1 -1 7 -7" --input="4xi64=-9223372036854775808 -5 0 9223372036854775807" --input="4xi64=1 -1 7 -7" --input="4xui8=255 5 0 128" --input="4xui8=1 6 0 1" --input="4xui16=65535 5 0 32768" --input="4xui16=1 6 0 1" --input="4xui32=4294967295 5 0 2147483648" --input="4xui32=1 6 0 1" --input="4xui64=18446744073709551615 5 0 9223372036854775808" --input="4xui64=1 6 0 1" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 56 of 56 passed

func.func @main(%a_i8: tensor<4xi8>, %b_i8: tensor<4xi8>, %a_i16: tensor<4xi16>, %b_i16: tensor<4xi16>, %a_i32: tensor<4xi32>, %b_i32: tensor<4xi32>, %a_i64: tensor<4xi64>, %b_i64: tensor<4xi64>, %a_ui8: tensor<4xui8>, %b_ui8: tensor<4xui8>, %a_ui16: tensor<4xui16>, %b_ui16: tensor<4xui16>, %a_ui32: tensor<4xui32>, %b_ui32: tensor<4xui32>, %a_ui64: tensor<4xui64>, %b_ui64: tensor<4xui64>) {
  %abs_i8 = stablehlo.abs %a_i8 : tensor<4xi8>
  %e0 = stablehlo.constant dense<[-128, 5, 0, 127]> : tensor<4xi8>
  stablehlo.custom_call @check.expect_eq(%abs_i8, %e0) {has_side_effect = true} : (tensor<4xi8>, tensor<4xi8>) -> ()
  %negate_i8 = stablehlo.negate %a_i8 : tensor<4xi8>
  %e1 = stablehlo.constant dense<[-128, 5, 0, -127]> : tensor<4xi8>
  stablehlo.custom_call @check.expect_eq(%negate_i8, %e1) {has_side_effect = true} : (tensor<4xi8>, tensor<4xi8>) -> ()
  %sign_i8 = stablehlo.sign %a_i8 : tensor<4xi8>
  %e2 = stablehlo.constant dense<[-1, -1, 0, 1]> : tensor<4xi8>
  stablehlo.custom_call @check.expect_eq(%sign_i8, %e2) {has_side_effect = true} : (tensor<4xi8>, tensor<4xi8>) -> ()
  %subtract_i8 = stablehlo.subtract %a_i8, %b_i8 : tensor<4xi8>
  %e3 = stablehlo.constant dense<[127, -4, -7, -122]> : tensor<4xi8>
  stablehlo.custom_call @check.expect_eq(%subtract_i8, %e3) {has_side_effect = true} : (tensor<4xi8>, tensor<4xi8>) -> ()
  %maximum_i8 = stablehlo.maximum %a_i8, %b_i8 : tensor<4xi8>
  %e4 = stablehlo.constant dense<[1, -1, 7, 127]> : tensor<4xi8>
  stablehlo.custom_call @check.expect_eq(%maximum_i8, %e4) {has_side_effect = true} : (tensor<4xi8>, tensor<4xi8>) -> ()
  %minimum_i8 = stablehlo.minimum %a_i8, %b_i8 : tensor<4xi8>
  %e5 = stablehlo.constant dense<[-128, -5, 0, -7]> : tensor<4xi8>
  stablehlo.custom_call @check.expect_eq(%minimum_i8, %e5) {has_side_effect = true} : (tensor<4xi8>, tensor<4xi8>) -> ()
  %popcnt_i8 = stablehlo.popcnt %a_i8 : tensor<4xi8>
  %e6 = stablehlo.constant dense<[1, 7, 0, 7]> : tensor<4xi8>
  stablehlo.custom_call @check.expect_eq(%popcnt_i8, %e6) {has_side_effect = true} : (tensor<4xi8>, tensor<4xi8>) -> ()
  %count_leading_zeros_i8 = stablehlo.count_leading_zeros %a_i8 : tensor<4xi8>
  %e7 = stablehlo.constant dense<[0, 0, 8, 1]> : tensor<4xi8>
  stablehlo.custom_call @check.expect_eq(%count_leading_zeros_i8, %e7) {has_side_effect = true} : (tensor<4xi8>, tensor<4xi8>) -> ()
  %abs_i16 = stablehlo.abs %a_i16 : tensor<4xi16>
  %e8 = stablehlo.constant dense<[-32768, 5, 0, 32767]> : tensor<4xi16>
  stablehlo.custom_call @check.expect_eq(%abs_i16, %e8) {has_side_effect = true} : (tensor<4xi16>, tensor<4xi16>) -> ()
  %negate_i16 = stablehlo.negate %a_i16 : tensor<4xi16>
  %e9 = stablehlo.constant dense<[-32768, 5, 0, -32767]> : tensor<4xi16>
  stablehlo.custom_call @check.expect_eq(%negate_i16, %e9) {has_side_effect = true} : (tensor<4xi16>, tensor<4xi16>) -> ()
  %sign_i16 = stablehlo.sign %a_i16 : tensor<4xi16>
  %e10 = stablehlo.constant dense<[-1, -1, 0, 1]> : tensor<4xi16>
  stablehlo.custom_call @check.expect_eq(%sign_i16, %e10) {has_side_effect = true} : (tensor<4xi16>, tensor<4xi16>) -> ()
  %subtract_i16 = stablehlo.subtract %a_i16, %b_i16 : tensor<4xi16>
  %e11 = stablehlo.constant dense<[32767, -4, -7, -32762]> : tensor<4xi16>
  stablehlo.custom_call @check.expect_eq(%subtract_i16, %e11) {has_side_effect = true} : (tensor<4xi16>, tensor<4xi16>) -> ()
  %maximum_i16 = stablehlo.maximum %a_i16, %b_i16 : tensor<4xi16>
  %e12 = stablehlo.constant dense<[1, -1, 7, 32767]> : tensor<4xi16>
  stablehlo.custom_call @check.expect_eq(%maximum_i16, %e12) {has_side_effect = true} : (tensor<4xi16>, tensor<4xi16>) -> ()
  %minimum_i16 = stablehlo.minimum %a_i16, %b_i16 : tensor<4xi16>
  %e13 = stablehlo.constant dense<[-32768, -5, 0, -7]> : tensor<4xi16>
  stablehlo.custom_call @check.expect_eq(%minimum_i16, %e13) {has_side_effect = true} : (tensor<4xi16>, tensor<4xi16>) -> ()
  %popcnt_i16 = stablehlo.popcnt %a_i16 : tensor<4xi16>
  %e14 = stablehlo.constant dense<[1, 15, 0, 15]> : tensor<4xi16>
  stablehlo.custom_call @check.expect_eq(%popcnt_i16, %e14) {has_side_effect = true} : (tensor<4xi16>, tensor<4xi16>) -> ()
  %count_leading_zeros_i16 = stablehlo.count_leading_zeros %a_i16 : tensor<4xi16>
  %e15 = stablehlo.constant dense<[0, 0, 16, 1]> : tensor<4xi16>
  stablehlo.custom_call @check.expect_eq(%count_leading_zeros_i16, %e15) {has_side_effect = true} : (tensor<4xi16>, tensor<4xi16>) -> ()
  %abs_i32 = stablehlo.abs %a_i32 : tensor<4xi32>
  %e16 = stablehlo.constant dense<[-2147483648, 5, 0, 2147483647]> : tensor<4xi32>
  stablehlo.custom_call @check.expect_eq(%abs_i32, %e16) {has_side_effect = true} : (tensor<4xi32>, tensor<4xi32>) -> ()
  %negate_i32 = stablehlo.negate %a_i32 : tensor<4xi32>
  %e17 = stablehlo.constant dense<[-2147483648, 5, 0, -2147483647]> : tensor<4xi32>
  stablehlo.custom_call @check.expect_eq(%negate_i32, %e17) {has_side_effect = true} : (tensor<4xi32>, tensor<4xi32>) -> ()
  %sign_i32 = stablehlo.sign %a_i32 : tensor<4xi32>
  %e18 = stablehlo.constant dense<[-1, -1, 0, 1]> : tensor<4xi32>
  stablehlo.custom_call @check.expect_eq(%sign_i32, %e18) {has_side_effect = true} : (tensor<4xi32>, tensor<4xi32>) -> ()
  %subtract_i32 = stablehlo.subtract %a_i32, %b_i32 : tensor<4xi32>
  %e19 = stablehlo.constant dense<[2147483647, -4, -7, -2147483642]> : tensor<4xi32>
  stablehlo.custom_call @check.expect_eq(%subtract_i32, %e19) {has_side_effect = true} : (tensor<4xi32>, tensor<4xi32>) -> ()
  %maximum_i32 = stablehlo.maximum %a_i32, %b_i32 : tensor<4xi32>
  %e20 = stablehlo.constant dense<[1, -1, 7, 2147483647]> : tensor<4xi32>
  stablehlo.custom_call @check.expect_eq(%maximum_i32, %e20) {has_side_effect = true} : (tensor<4xi32>, tensor<4xi32>) -> ()
  %minimum_i32 = stablehlo.minimum %a_i32, %b_i32 : tensor<4xi32>
  %e21 = stablehlo.constant dense<[-2147483648, -5, 0, -7]> : tensor<4xi32>
  stablehlo.custom_call @check.expect_eq(%minimum_i32, %e21) {has_side_effect = true} : (tensor<4xi32>, tensor<4xi32>) -> ()
  %popcnt_i32 = stablehlo.popcnt %a_i32 : tensor<4xi32>
  %e22 = stablehlo.constant dense<[1, 31, 0, 31]> : tensor<4xi32>
  stablehlo.custom_call @check.expect_eq(%popcnt_i32, %e22) {has_side_effect = true} : (tensor<4xi32>, tensor<4xi32>) -> ()
  %count_leading_zeros_i32 = stablehlo.count_leading_zeros %a_i32 : tensor<4xi32>
  %e23 = stablehlo.constant dense<[0, 0, 32, 1]> : tensor<4xi32>
  stablehlo.custom_call @check.expect_eq(%count_leading_zeros_i32, %e23) {has_side_effect = true} : (tensor<4xi32>, tensor<4xi32>) -> ()
  %abs_i64 = stablehlo.abs %a_i64 : tensor<4xi64>
  %e24 = stablehlo.constant dense<[-9223372036854775808, 5, 0, 9223372036854775807]> : tensor<4xi64>
  stablehlo.custom_call @check.expect_eq(%abs_i64, %e24) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
  %negate_i64 = stablehlo.negate %a_i64 : tensor<4xi64>
  %e25 = stablehlo.constant dense<[-9223372036854775808, 5, 0, -9223372036854775807]> : tensor<4xi64>
  stablehlo.custom_call @check.expect_eq(%negate_i64, %e25) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
  %sign_i64 = stablehlo.sign %a_i64 : tensor<4xi64>
  %e26 = stablehlo.constant dense<[-1, -1, 0, 1]> : tensor<4xi64>
  stablehlo.custom_call @check.expect_eq(%sign_i64, %e26) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
  %subtract_i64 = stablehlo.subtract %a_i64, %b_i64 : tensor<4xi64>
  %e27 = stablehlo.constant dense<[9223372036854775807, -4, -7, -9223372036854775802]> : tensor<4xi64>
  stablehlo.custom_call @check.expect_eq(%subtract_i64, %e27) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
  %maximum_i64 = stablehlo.maximum %a_i64, %b_i64 : tensor<4xi64>
  %e28 = stablehlo.constant dense<[1, -1, 7, 9223372036854775807]> : tensor<4xi64>
  stablehlo.custom_call @check.expect_eq(%maximum_i64, %e28) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
  %minimum_i64 = stablehlo.minimum %a_i64, %b_i64 : tensor<4xi64>
  %e29 = stablehlo.constant dense<[-9223372036854775808, -5, 0, -7]> : tensor<4xi64>
  stablehlo.custom_call @check.expect_eq(%minimum_i64, %e29) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
  %popcnt_i64 = stablehlo.popcnt %a_i64 : tensor<4xi64>
  %e30 = stablehlo.constant dense<[1, 63, 0, 63]> : tensor<4xi64>
  stablehlo.custom_call @check.expect_eq(%popcnt_i64, %e30) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
  %count_leading_zeros_i64 = stablehlo.count_leading_zeros %a_i64 : tensor<4xi64>
  %e31 = stablehlo.constant dense<[0, 0, 64, 1]> : tensor<4xi64>
  stablehlo.custom_call @check.expect_eq(%count_leading_zeros_i64, %e31) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
  %negate_ui8 = stablehlo.negate %a_ui8 : tensor<4xui8>
  %e32 = stablehlo.constant dense<[1, 251, 0, 128]> : tensor<4xui8>
  stablehlo.custom_call @check.expect_eq(%negate_ui8, %e32) {has_side_effect = true} : (tensor<4xui8>, tensor<4xui8>) -> ()
  %subtract_ui8 = stablehlo.subtract %a_ui8, %b_ui8 : tensor<4xui8>
  %e33 = stablehlo.constant dense<[254, 255, 0, 127]> : tensor<4xui8>
  stablehlo.custom_call @check.expect_eq(%subtract_ui8, %e33) {has_side_effect = true} : (tensor<4xui8>, tensor<4xui8>) -> ()
  %maximum_ui8 = stablehlo.maximum %a_ui8, %b_ui8 : tensor<4xui8>
  %e34 = stablehlo.constant dense<[255, 6, 0, 128]> : tensor<4xui8>
  stablehlo.custom_call @check.expect_eq(%maximum_ui8, %e34) {has_side_effect = true} : (tensor<4xui8>, tensor<4xui8>) -> ()
  %minimum_ui8 = stablehlo.minimum %a_ui8, %b_ui8 : tensor<4xui8>
  %e35 = stablehlo.constant dense<[1, 5, 0, 1]> : tensor<4xui8>
  stablehlo.custom_call @check.expect_eq(%minimum_ui8, %e35) {has_side_effect = true} : (tensor<4xui8>, tensor<4xui8>) -> ()
  %popcnt_ui8 = stablehlo.popcnt %a_ui8 : tensor<4xui8>
  %e36 = stablehlo.constant dense<[8, 2, 0, 1]> : tensor<4xui8>
  stablehlo.custom_call @check.expect_eq(%popcnt_ui8, %e36) {has_side_effect = true} : (tensor<4xui8>, tensor<4xui8>) -> ()
  %count_leading_zeros_ui8 = stablehlo.count_leading_zeros %a_ui8 : tensor<4xui8>
  %e37 = stablehlo.constant dense<[0, 5, 8, 0]> : tensor<4xui8>
  stablehlo.custom_call @check.expect_eq(%count_leading_zeros_ui8, %e37) {has_side_effect = true} : (tensor<4xui8>, tensor<4xui8>) -> ()
  %negate_ui16 = stablehlo.negate %a_ui16 : tensor<4xui16>
  %e38 = stablehlo.constant dense<[1, 65531, 0, 32768]> : tensor<4xui16>
  stablehlo.custom_call @check.expect_eq(%negate_ui16, %e38) {has_side_effect = true} : (tensor<4xui16>, tensor<4xui16>) -> ()
  %subtract_ui16 = stablehlo.subtract %a_ui16, %b_ui16 : tensor<4xui16>
  %e39 = stablehlo.constant dense<[65534, 65535, 0, 32767]> : tensor<4xui16>
  stablehlo.custom_call @check.expect_eq(%subtract_ui16, %e39) {has_side_effect = true} : (tensor<4xui16>, tensor<4xui16>) -> ()
  %maximum_ui16 = stablehlo.maximum %a_ui16, %b_ui16 : tensor<4xui16>
  %e40 = stablehlo.constant dense<[65535, 6, 0, 32768]> : tensor<4xui16>
  stablehlo.custom_call @check.expect_eq(%maximum_ui16, %e40) {has_side_effect = true} : (tensor<4xui16>, tensor<4xui16>) -> ()
  %minimum_ui16 = stablehlo.minimum %a_ui16, %b_ui16 : tensor<4xui16>
  %e41 = stablehlo.constant dense<[1, 5, 0, 1]> : tensor<4xui16>
  stablehlo.custom_call @check.expect_eq(%minimum_ui16, %e41) {has_side_effect = true} : (tensor<4xui16>, tensor<4xui16>) -> ()
  %popcnt_ui16 = stablehlo.popcnt %a_ui16 : tensor<4xui16>
  %e42 = stablehlo.constant dense<[16, 2, 0, 1]> : tensor<4xui16>
  stablehlo.custom_call @check.expect_eq(%popcnt_ui16, %e42) {has_side_effect = true} : (tensor<4xui16>, tensor<4xui16>) -> ()
  %count_leading_zeros_ui16 = stablehlo.count_leading_zeros %a_ui16 : tensor<4xui16>
  %e43 = stablehlo.constant dense<[0, 13, 16, 0]> : tensor<4xui16>
  stablehlo.custom_call @check.expect_eq(%count_leading_zeros_ui16, %e43) {has_side_effect = true} : (tensor<4xui16>, tensor<4xui16>) -> ()
  %negate_ui32 = stablehlo.negate %a_ui32 : tensor<4xui32>
  %e44 = stablehlo.constant dense<[1, 4294967291, 0, 2147483648]> : tensor<4xui32>
  stablehlo.custom_call @check.expect_eq(%negate_ui32, %e44) {has_side_effect = true} : (tensor<4xui32>, tensor<4xui32>) -> ()
  %subtract_ui32 = stablehlo.subtract %a_ui32, %b_ui32 : tensor<4xui32>
  %e45 = stablehlo.constant dense<[4294967294, 4294967295, 0, 2147483647]> : tensor<4xui32>
  stablehlo.custom_call @check.expect_eq(%subtract_ui32, %e45) {has_side_effect = true} : (tensor<4xui32>, tensor<4xui32>) -> ()
  %maximum_ui32 = stablehlo.maximum %a_ui32, %b_ui32 : tensor<4xui32>
  %e46 = stablehlo.constant dense<[4294967295, 6, 0, 2147483648]> : tensor<4xui32>
  stablehlo.custom_call @check.expect_eq(%maximum_ui32, %e46) {has_side_effect = true} : (tensor<4xui32>, tensor<4xui32>) -> ()
  %minimum_ui32 = stablehlo.minimum %a_ui32, %b_ui32 : tensor<4xui32>
  %e47 = stablehlo.constant dense<[1, 5, 0, 1]> : tensor<4xui32>
  stablehlo.custom_call @check.expect_eq(%minimum_ui32, %e47) {has_side_effect = true} : (tensor<4xui32>, tensor<4xui32>) -> ()
  %popcnt_ui32 = stablehlo.popcnt %a_ui32 : tensor<4xui32>
  %e48 = stablehlo.constant dense<[32, 2, 0, 1]> : tensor<4xui32>
  stablehlo.custom_call @check.expect_eq(%popcnt_ui32, %e48) {has_side_effect = true} : (tensor<4xui32>, tensor<4xui32>) -> ()
  %count_leading_zeros_ui32 = stablehlo.count_leading_zeros %a_ui32 : tensor<4xui32>
  %e49 = stablehlo.constant dense<[0, 29, 32, 0]> : tensor<4xui32>
  stablehlo.custom_call @check.expect_eq(%count_leading_zeros_ui32, %e49) {has_side_effect = true} : (tensor<4xui32>, tensor<4xui32>) -> ()
  %negate_ui64 = stablehlo.negate %a_ui64 : tensor<4xui64>
  %e50 = stablehlo.constant dense<[1, 18446744073709551611, 0, 9223372036854775808]> : tensor<4xui64>
  stablehlo.custom_call @check.expect_eq(%negate_ui64, %e50) {has_side_effect = true} : (tensor<4xui64>, tensor<4xui64>) -> ()
  %subtract_ui64 = stablehlo.subtract %a_ui64, %b_ui64 : tensor<4xui64>
  %e51 = stablehlo.constant dense<[18446744073709551614, 18446744073709551615, 0, 9223372036854775807]> : tensor<4xui64>
  stablehlo.custom_call @check.expect_eq(%subtract_ui64, %e51) {has_side_effect = true} : (tensor<4xui64>, tensor<4xui64>) -> ()
  %maximum_ui64 = stablehlo.maximum %a_ui64, %b_ui64 : tensor<4xui64>
  %e52 = stablehlo.constant dense<[18446744073709551615, 6, 0, 9223372036854775808]> : tensor<4xui64>
  stablehlo.custom_call @check.expect_eq(%maximum_ui64, %e52) {has_side_effect = true} : (tensor<4xui64>, tensor<4xui64>) -> ()
  %minimum_ui64 = stablehlo.minimum %a_ui64, %b_ui64 : tensor<4xui64>
  %e53 = stablehlo.constant dense<[1, 5, 0, 1]> : tensor<4xui64>
  stablehlo.custom_call @check.expect_eq(%minimum_ui64, %e53) {has_side_effect = true} : (tensor<4xui64>, tensor<4xui64>) -> ()
  %popcnt_ui64 = stablehlo.popcnt %a_ui64 : tensor<4xui64>
  %e54 = stablehlo.constant dense<[64, 2, 0, 1]> : tensor<4xui64>
  stablehlo.custom_call @check.expect_eq(%popcnt_ui64, %e54) {has_side_effect = true} : (tensor<4xui64>, tensor<4xui64>) -> ()
  %count_leading_zeros_ui64 = stablehlo.count_leading_zeros %a_ui64 : tensor<4xui64>
  %e55 = stablehlo.constant dense<[0, 61, 64, 0]> : tensor<4xui64>
  stablehlo.custom_call @check.expect_eq(%count_leading_zeros_ui64, %e55) {has_side_effect = true} : (tensor<4xui64>, tensor<4xui64>) -> ()
  return
}
