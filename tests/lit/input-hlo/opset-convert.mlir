// stablehlo.convert between f64, f32, f16, bf16, i1, i8, ui8, i32, i64 and
// ui32, compiled for llvm-cpu and run; inputs from --input (unsigned ones
// spelled as signed values of the same bits, @main is signless), every
// result checked exactly with check.expect_eq (NaN matches NaN).
// Semantics (StableHLO spec; out-of-range float->int is implementation
// defined, the plugin follows XLA CPU as its README states):
//  - float -> float rounds to nearest even; too large -> +-inf, too small
//    -> 0: f32 70000 -> f16 inf (max 65504), -> bf16 70144 (8 significant
//    bits: 70000 = 1.068*2^16, 0.068*128 = 8.7 -> 9, (1+9/128)*2^16);
//    f32 2.7 -> f16 2.69921875 (1382.4/512 -> 1382/512), -> bf16 2.703125;
//    f32 3e9 -> bf16 (1+51/128)*2^31 = 3003121664; f64 1e300 -> f32/f16/bf16
//    inf; f64 3.4028235e38 -> f32 max 3.4028234663852886e38 but -> bf16 inf
//    (above bf16 max 3.3895e38 + half ulp); f64 1e-50 -> 0;
//    f64 65519.99 -> f16 65504 (below the 65520 tie); f16 65504 -> bf16
//    65536; f16 0.0999755859375 -> bf16 0.10009765625; bf16 max -> f16 inf.
//  - float -> int truncates toward zero and saturates; NaN -> 0:
//    1.5 -> 1, -2.7 -> -2, 300 -> i8 127, -300 -> ui8 0, -1.5 -> ui8 0
//    (-1 is out of range), 3e9 -> i32 2147483647 but ui32/i64 3000000000,
//    +-inf -> the type's max/min, f64 1e300 -> i64 max.
//  - int -> int wraps to the low bits (i32 128 -> i8 -128, 65504 -> i8 -32,
//    16777217 -> i8 1, i64 2^53+1 -> i32 1, i64 3e9 -> i32 -1294967296);
//    widening extends with the source signedness (ui8 200 -> i32 200,
//    ui32 2^32-1 -> i64 4294967295, i32 -1 -> ui32 4294967295).
//  - int -> float rounds to nearest even: i32 16777217 -> f32 16777216,
//    i32 2^31-1 -> f32 2^31, ui32 2^32-1 -> f32 2^32, i64 2^53+1 -> f64
//    2^53 (tie to even), i32 16777217 -> f16 inf, i32 65504 -> bf16 65536.
//  - i1 -> anything is 0/1 (true -> 1 also for signed targets; the i1
//    operand is computed in the program as ui8 [0 1 2 0 255] != 0, since an
//    i1 tensor read from a buffer is loaded bit-packed by llvm-cpu);
//    anything -> i1 is `x != 0`, so NaN -> true and -0.0 -> false.
//    The i1 results are widened to ui8 before the check: the llvm-cpu
//    backend stores a computed tensor<Nxi1> bit-packed.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod \
// RUN:   --input="14xf32=0.0 -0.0 1.5 -1.5 2.700000047683716 -2.700000047683716 300.0 -300.0 70000.0 3000000000.0 -3000000000.0 inf -inf nan" \
// RUN:   --input="12xi32=0 1 -1 127 128 255 256 -129 16777217 2147483647 -2147483648 65504" \
// RUN:   --input="6xui8=0 1 127 128 200 255" \
// RUN:   --input="5xui8=0 1 2 0 255" \
// RUN:   --input="6xi64=0 -1 9007199254740993 -9223372036854775808 4294967297 3000000000" \
// RUN:   --input="5xui32=0 1 2147483648 4294967295 3000000000" \
// RUN:   --input="9xf64=1e+300 -1e+300 1.0000000000000002 3.4028235e+38 1e-50 -2.5 nan 65519.99 0.1" \
// RUN:   --input="8xf16=65504.0 -65504.0 0.0999755859375 6.103515625e-05 nan -inf 2.5 -0.0" \
// RUN:   --input="6xbf16=3.3895313892515355e+38 1.0078125 -2.5 300.0 nan inf" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod \
// RUN:   --input="14xf32=0.0 -0.0 1.5 -1.5 2.700000047683716 -2.700000047683716 300.0 -300.0 70000.0 3000000000.0 -3000000000.0 inf -inf nan" \
// RUN:   --input="12xi32=0 1 -1 127 128 255 256 -129 16777217 2147483647 -2147483648 65504" \
// RUN:   --input="6xui8=0 1 127 128 200 255" \
// RUN:   --input="5xui8=0 1 2 0 255" \
// RUN:   --input="6xi64=0 -1 9007199254740993 -9223372036854775808 4294967297 3000000000" \
// RUN:   --input="5xui32=0 1 2147483648 4294967295 3000000000" \
// RUN:   --input="9xf64=1e+300 -1e+300 1.0000000000000002 3.4028235e+38 1e-50 -2.5 nan 65519.99 0.1" \
// RUN:   --input="8xf16=65504.0 -65504.0 0.0999755859375 6.103515625e-05 nan -inf 2.5 -0.0" \
// RUN:   --input="6xbf16=3.3895313892515355e+38 1.0078125 -2.5 300.0 nan inf" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan \
// RUN:   --input="14xf32=0.0 -0.0 1.5 -1.5 2.700000047683716 -2.700000047683716 300.0 -300.0 70000.0 3000000000.0 -3000000000.0 inf -inf nan" \
// RUN:   --input="12xi32=0 1 -1 127 128 255 256 -129 16777217 2147483647 -2147483648 65504" \
// RUN:   --input="6xui8=0 1 127 128 200 255" \
// RUN:   --input="5xui8=0 1 2 0 255" \
// RUN:   --input="6xi64=0 -1 9007199254740993 -9223372036854775808 4294967297 3000000000" \
// RUN:   --input="5xui32=0 1 2147483648 4294967295 3000000000" \
// RUN:   --input="9xf64=1e+300 -1e+300 1.0000000000000002 3.4028235e+38 1e-50 -2.5 nan 65519.99 0.1" \
// RUN:   --input="8xf16=65504.0 -65504.0 0.0999755859375 6.103515625e-05 nan -inf 2.5 -0.0" \
// RUN:   --input="6xbf16=3.3895313892515355e+38 1.0078125 -2.5 300.0 nan inf" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 54 of 54 passed

func.func @main(%f32: tensor<14xf32>,
    %i32: tensor<12xi32>,
    %ui8: tensor<6xui8>,
    %i1_bytes: tensor<5xui8>,
    %i64: tensor<6xi64>,
    %ui32: tensor<5xui32>,
    %f64: tensor<9xf64>,
    %f16: tensor<8xf16>,
    %bf16: tensor<6xbf16>) {
  %f32_to_i1_raw = stablehlo.convert %f32 : (tensor<14xf32>) -> tensor<14xi1>
  %f32_to_i1 = stablehlo.convert %f32_to_i1_raw : (tensor<14xi1>) -> tensor<14xui8>
  %f32_to_i1_e = stablehlo.constant dense<[0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]> : tensor<14xui8>
  stablehlo.custom_call @check.expect_eq(%f32_to_i1, %f32_to_i1_e) {has_side_effect = true} : (tensor<14xui8>, tensor<14xui8>) -> ()
  %f32_to_i8 = stablehlo.convert %f32 : (tensor<14xf32>) -> tensor<14xi8>
  %f32_to_i8_e = stablehlo.constant dense<[0, 0, 1, -1, 2, -2, 127, -128, 127, 127, -128, 127, -128, 0]> : tensor<14xi8>
  stablehlo.custom_call @check.expect_eq(%f32_to_i8, %f32_to_i8_e) {has_side_effect = true} : (tensor<14xi8>, tensor<14xi8>) -> ()
  %f32_to_ui8 = stablehlo.convert %f32 : (tensor<14xf32>) -> tensor<14xui8>
  %f32_to_ui8_e = stablehlo.constant dense<[0, 0, 1, 0, 2, 0, 255, 0, 255, 255, 0, 255, 0, 0]> : tensor<14xui8>
  stablehlo.custom_call @check.expect_eq(%f32_to_ui8, %f32_to_ui8_e) {has_side_effect = true} : (tensor<14xui8>, tensor<14xui8>) -> ()
  %f32_to_i32 = stablehlo.convert %f32 : (tensor<14xf32>) -> tensor<14xi32>
  %f32_to_i32_e = stablehlo.constant dense<[0, 0, 1, -1, 2, -2, 300, -300, 70000, 2147483647, -2147483648, 2147483647, -2147483648, 0]> : tensor<14xi32>
  stablehlo.custom_call @check.expect_eq(%f32_to_i32, %f32_to_i32_e) {has_side_effect = true} : (tensor<14xi32>, tensor<14xi32>) -> ()
  %f32_to_ui32 = stablehlo.convert %f32 : (tensor<14xf32>) -> tensor<14xui32>
  %f32_to_ui32_e = stablehlo.constant dense<[0, 0, 1, 0, 2, 0, 300, 0, 70000, 3000000000, 0, 4294967295, 0, 0]> : tensor<14xui32>
  stablehlo.custom_call @check.expect_eq(%f32_to_ui32, %f32_to_ui32_e) {has_side_effect = true} : (tensor<14xui32>, tensor<14xui32>) -> ()
  %f32_to_i64 = stablehlo.convert %f32 : (tensor<14xf32>) -> tensor<14xi64>
  %f32_to_i64_e = stablehlo.constant dense<[0, 0, 1, -1, 2, -2, 300, -300, 70000, 3000000000, -3000000000, 9223372036854775807, -9223372036854775808, 0]> : tensor<14xi64>
  stablehlo.custom_call @check.expect_eq(%f32_to_i64, %f32_to_i64_e) {has_side_effect = true} : (tensor<14xi64>, tensor<14xi64>) -> ()
  %f32_to_f16 = stablehlo.convert %f32 : (tensor<14xf32>) -> tensor<14xf16>
  %f32_to_f16_e = stablehlo.constant dense<[0.0, -0.0, 1.5, -1.5, 2.69921875, -2.69921875, 300.0, -300.0, 0x7C00, 0x7C00, 0xFC00, 0x7C00, 0xFC00, 0x7E00]> : tensor<14xf16>
  stablehlo.custom_call @check.expect_eq(%f32_to_f16, %f32_to_f16_e) {has_side_effect = true} : (tensor<14xf16>, tensor<14xf16>) -> ()
  %f32_to_bf16 = stablehlo.convert %f32 : (tensor<14xf32>) -> tensor<14xbf16>
  %f32_to_bf16_e = stablehlo.constant dense<[0.0, -0.0, 1.5, -1.5, 2.703125, -2.703125, 300.0, -300.0, 70144.0, 3003121664.0, -3003121664.0, 0x7F80, 0xFF80, 0x7FC0]> : tensor<14xbf16>
  stablehlo.custom_call @check.expect_eq(%f32_to_bf16, %f32_to_bf16_e) {has_side_effect = true} : (tensor<14xbf16>, tensor<14xbf16>) -> ()
  %f32_to_f64 = stablehlo.convert %f32 : (tensor<14xf32>) -> tensor<14xf64>
  %f32_to_f64_e = stablehlo.constant dense<[0.0, -0.0, 1.5, -1.5, 2.700000047683716, -2.700000047683716, 300.0, -300.0, 70000.0, 3000000000.0, -3000000000.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_eq(%f32_to_f64, %f32_to_f64_e) {has_side_effect = true} : (tensor<14xf64>, tensor<14xf64>) -> ()

  %i32_to_i1_raw = stablehlo.convert %i32 : (tensor<12xi32>) -> tensor<12xi1>
  %i32_to_i1 = stablehlo.convert %i32_to_i1_raw : (tensor<12xi1>) -> tensor<12xui8>
  %i32_to_i1_e = stablehlo.constant dense<[0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]> : tensor<12xui8>
  stablehlo.custom_call @check.expect_eq(%i32_to_i1, %i32_to_i1_e) {has_side_effect = true} : (tensor<12xui8>, tensor<12xui8>) -> ()
  %i32_to_i8 = stablehlo.convert %i32 : (tensor<12xi32>) -> tensor<12xi8>
  %i32_to_i8_e = stablehlo.constant dense<[0, 1, -1, 127, -128, -1, 0, 127, 1, -1, 0, -32]> : tensor<12xi8>
  stablehlo.custom_call @check.expect_eq(%i32_to_i8, %i32_to_i8_e) {has_side_effect = true} : (tensor<12xi8>, tensor<12xi8>) -> ()
  %i32_to_ui8 = stablehlo.convert %i32 : (tensor<12xi32>) -> tensor<12xui8>
  %i32_to_ui8_e = stablehlo.constant dense<[0, 1, 255, 127, 128, 255, 0, 127, 1, 255, 0, 224]> : tensor<12xui8>
  stablehlo.custom_call @check.expect_eq(%i32_to_ui8, %i32_to_ui8_e) {has_side_effect = true} : (tensor<12xui8>, tensor<12xui8>) -> ()
  %i32_to_i64 = stablehlo.convert %i32 : (tensor<12xi32>) -> tensor<12xi64>
  %i32_to_i64_e = stablehlo.constant dense<[0, 1, -1, 127, 128, 255, 256, -129, 16777217, 2147483647, -2147483648, 65504]> : tensor<12xi64>
  stablehlo.custom_call @check.expect_eq(%i32_to_i64, %i32_to_i64_e) {has_side_effect = true} : (tensor<12xi64>, tensor<12xi64>) -> ()
  %i32_to_ui32 = stablehlo.convert %i32 : (tensor<12xi32>) -> tensor<12xui32>
  %i32_to_ui32_e = stablehlo.constant dense<[0, 1, 4294967295, 127, 128, 255, 256, 4294967167, 16777217, 2147483647, 2147483648, 65504]> : tensor<12xui32>
  stablehlo.custom_call @check.expect_eq(%i32_to_ui32, %i32_to_ui32_e) {has_side_effect = true} : (tensor<12xui32>, tensor<12xui32>) -> ()
  %i32_to_f32 = stablehlo.convert %i32 : (tensor<12xi32>) -> tensor<12xf32>
  %i32_to_f32_e = stablehlo.constant dense<[0.0, 1.0, -1.0, 127.0, 128.0, 255.0, 256.0, -129.0, 16777216.0, 2147483648.0, -2147483648.0, 65504.0]> : tensor<12xf32>
  stablehlo.custom_call @check.expect_eq(%i32_to_f32, %i32_to_f32_e) {has_side_effect = true} : (tensor<12xf32>, tensor<12xf32>) -> ()
  %i32_to_f16 = stablehlo.convert %i32 : (tensor<12xi32>) -> tensor<12xf16>
  %i32_to_f16_e = stablehlo.constant dense<[0.0, 1.0, -1.0, 127.0, 128.0, 255.0, 256.0, -129.0, 0x7C00, 0x7C00, 0xFC00, 65504.0]> : tensor<12xf16>
  stablehlo.custom_call @check.expect_eq(%i32_to_f16, %i32_to_f16_e) {has_side_effect = true} : (tensor<12xf16>, tensor<12xf16>) -> ()
  %i32_to_bf16 = stablehlo.convert %i32 : (tensor<12xi32>) -> tensor<12xbf16>
  %i32_to_bf16_e = stablehlo.constant dense<[0.0, 1.0, -1.0, 127.0, 128.0, 255.0, 256.0, -129.0, 16777216.0, 2147483648.0, -2147483648.0, 65536.0]> : tensor<12xbf16>
  stablehlo.custom_call @check.expect_eq(%i32_to_bf16, %i32_to_bf16_e) {has_side_effect = true} : (tensor<12xbf16>, tensor<12xbf16>) -> ()
  %i32_to_f64 = stablehlo.convert %i32 : (tensor<12xi32>) -> tensor<12xf64>
  %i32_to_f64_e = stablehlo.constant dense<[0.0, 1.0, -1.0, 127.0, 128.0, 255.0, 256.0, -129.0, 16777217.0, 2147483647.0, -2147483648.0, 65504.0]> : tensor<12xf64>
  stablehlo.custom_call @check.expect_eq(%i32_to_f64, %i32_to_f64_e) {has_side_effect = true} : (tensor<12xf64>, tensor<12xf64>) -> ()

  %ui8_to_i8 = stablehlo.convert %ui8 : (tensor<6xui8>) -> tensor<6xi8>
  %ui8_to_i8_e = stablehlo.constant dense<[0, 1, 127, -128, -56, -1]> : tensor<6xi8>
  stablehlo.custom_call @check.expect_eq(%ui8_to_i8, %ui8_to_i8_e) {has_side_effect = true} : (tensor<6xi8>, tensor<6xi8>) -> ()
  %ui8_to_i32 = stablehlo.convert %ui8 : (tensor<6xui8>) -> tensor<6xi32>
  %ui8_to_i32_e = stablehlo.constant dense<[0, 1, 127, 128, 200, 255]> : tensor<6xi32>
  stablehlo.custom_call @check.expect_eq(%ui8_to_i32, %ui8_to_i32_e) {has_side_effect = true} : (tensor<6xi32>, tensor<6xi32>) -> ()
  %ui8_to_ui32 = stablehlo.convert %ui8 : (tensor<6xui8>) -> tensor<6xui32>
  %ui8_to_ui32_e = stablehlo.constant dense<[0, 1, 127, 128, 200, 255]> : tensor<6xui32>
  stablehlo.custom_call @check.expect_eq(%ui8_to_ui32, %ui8_to_ui32_e) {has_side_effect = true} : (tensor<6xui32>, tensor<6xui32>) -> ()
  %ui8_to_i64 = stablehlo.convert %ui8 : (tensor<6xui8>) -> tensor<6xi64>
  %ui8_to_i64_e = stablehlo.constant dense<[0, 1, 127, 128, 200, 255]> : tensor<6xi64>
  stablehlo.custom_call @check.expect_eq(%ui8_to_i64, %ui8_to_i64_e) {has_side_effect = true} : (tensor<6xi64>, tensor<6xi64>) -> ()
  %ui8_to_f32 = stablehlo.convert %ui8 : (tensor<6xui8>) -> tensor<6xf32>
  %ui8_to_f32_e = stablehlo.constant dense<[0.0, 1.0, 127.0, 128.0, 200.0, 255.0]> : tensor<6xf32>
  stablehlo.custom_call @check.expect_eq(%ui8_to_f32, %ui8_to_f32_e) {has_side_effect = true} : (tensor<6xf32>, tensor<6xf32>) -> ()
  %ui8_to_f16 = stablehlo.convert %ui8 : (tensor<6xui8>) -> tensor<6xf16>
  %ui8_to_f16_e = stablehlo.constant dense<[0.0, 1.0, 127.0, 128.0, 200.0, 255.0]> : tensor<6xf16>
  stablehlo.custom_call @check.expect_eq(%ui8_to_f16, %ui8_to_f16_e) {has_side_effect = true} : (tensor<6xf16>, tensor<6xf16>) -> ()

  %i1_zero = stablehlo.constant dense<0> : tensor<5xui8>
  %i1 = stablehlo.compare NE, %i1_bytes, %i1_zero : (tensor<5xui8>, tensor<5xui8>) -> tensor<5xi1>
  %i1_to_i8 = stablehlo.convert %i1 : (tensor<5xi1>) -> tensor<5xi8>
  %i1_to_i8_e = stablehlo.constant dense<[0, 1, 1, 0, 1]> : tensor<5xi8>
  stablehlo.custom_call @check.expect_eq(%i1_to_i8, %i1_to_i8_e) {has_side_effect = true} : (tensor<5xi8>, tensor<5xi8>) -> ()
  %i1_to_ui8 = stablehlo.convert %i1 : (tensor<5xi1>) -> tensor<5xui8>
  %i1_to_ui8_e = stablehlo.constant dense<[0, 1, 1, 0, 1]> : tensor<5xui8>
  stablehlo.custom_call @check.expect_eq(%i1_to_ui8, %i1_to_ui8_e) {has_side_effect = true} : (tensor<5xui8>, tensor<5xui8>) -> ()
  %i1_to_i32 = stablehlo.convert %i1 : (tensor<5xi1>) -> tensor<5xi32>
  %i1_to_i32_e = stablehlo.constant dense<[0, 1, 1, 0, 1]> : tensor<5xi32>
  stablehlo.custom_call @check.expect_eq(%i1_to_i32, %i1_to_i32_e) {has_side_effect = true} : (tensor<5xi32>, tensor<5xi32>) -> ()
  %i1_to_f32 = stablehlo.convert %i1 : (tensor<5xi1>) -> tensor<5xf32>
  %i1_to_f32_e = stablehlo.constant dense<[0.0, 1.0, 1.0, 0.0, 1.0]> : tensor<5xf32>
  stablehlo.custom_call @check.expect_eq(%i1_to_f32, %i1_to_f32_e) {has_side_effect = true} : (tensor<5xf32>, tensor<5xf32>) -> ()
  %i1_to_f16 = stablehlo.convert %i1 : (tensor<5xi1>) -> tensor<5xf16>
  %i1_to_f16_e = stablehlo.constant dense<[0.0, 1.0, 1.0, 0.0, 1.0]> : tensor<5xf16>
  stablehlo.custom_call @check.expect_eq(%i1_to_f16, %i1_to_f16_e) {has_side_effect = true} : (tensor<5xf16>, tensor<5xf16>) -> ()

  %i64_to_i32 = stablehlo.convert %i64 : (tensor<6xi64>) -> tensor<6xi32>
  %i64_to_i32_e = stablehlo.constant dense<[0, -1, 1, 0, 1, -1294967296]> : tensor<6xi32>
  stablehlo.custom_call @check.expect_eq(%i64_to_i32, %i64_to_i32_e) {has_side_effect = true} : (tensor<6xi32>, tensor<6xi32>) -> ()
  %i64_to_ui32 = stablehlo.convert %i64 : (tensor<6xi64>) -> tensor<6xui32>
  %i64_to_ui32_e = stablehlo.constant dense<[0, 4294967295, 1, 0, 1, 3000000000]> : tensor<6xui32>
  stablehlo.custom_call @check.expect_eq(%i64_to_ui32, %i64_to_ui32_e) {has_side_effect = true} : (tensor<6xui32>, tensor<6xui32>) -> ()
  %i64_to_f32 = stablehlo.convert %i64 : (tensor<6xi64>) -> tensor<6xf32>
  %i64_to_f32_e = stablehlo.constant dense<[0.0, -1.0, 9007199254740992.0, -9.223372036854776e+18, 4294967296.0, 3000000000.0]> : tensor<6xf32>
  stablehlo.custom_call @check.expect_eq(%i64_to_f32, %i64_to_f32_e) {has_side_effect = true} : (tensor<6xf32>, tensor<6xf32>) -> ()
  %i64_to_f64 = stablehlo.convert %i64 : (tensor<6xi64>) -> tensor<6xf64>
  %i64_to_f64_e = stablehlo.constant dense<[0.0, -1.0, 9007199254740992.0, -9.223372036854776e+18, 4294967297.0, 3000000000.0]> : tensor<6xf64>
  stablehlo.custom_call @check.expect_eq(%i64_to_f64, %i64_to_f64_e) {has_side_effect = true} : (tensor<6xf64>, tensor<6xf64>) -> ()

  %ui32_to_i32 = stablehlo.convert %ui32 : (tensor<5xui32>) -> tensor<5xi32>
  %ui32_to_i32_e = stablehlo.constant dense<[0, 1, -2147483648, -1, -1294967296]> : tensor<5xi32>
  stablehlo.custom_call @check.expect_eq(%ui32_to_i32, %ui32_to_i32_e) {has_side_effect = true} : (tensor<5xi32>, tensor<5xi32>) -> ()
  %ui32_to_i64 = stablehlo.convert %ui32 : (tensor<5xui32>) -> tensor<5xi64>
  %ui32_to_i64_e = stablehlo.constant dense<[0, 1, 2147483648, 4294967295, 3000000000]> : tensor<5xi64>
  stablehlo.custom_call @check.expect_eq(%ui32_to_i64, %ui32_to_i64_e) {has_side_effect = true} : (tensor<5xi64>, tensor<5xi64>) -> ()
  %ui32_to_f32 = stablehlo.convert %ui32 : (tensor<5xui32>) -> tensor<5xf32>
  %ui32_to_f32_e = stablehlo.constant dense<[0.0, 1.0, 2147483648.0, 4294967296.0, 3000000000.0]> : tensor<5xf32>
  stablehlo.custom_call @check.expect_eq(%ui32_to_f32, %ui32_to_f32_e) {has_side_effect = true} : (tensor<5xf32>, tensor<5xf32>) -> ()
  %ui32_to_f64 = stablehlo.convert %ui32 : (tensor<5xui32>) -> tensor<5xf64>
  %ui32_to_f64_e = stablehlo.constant dense<[0.0, 1.0, 2147483648.0, 4294967295.0, 3000000000.0]> : tensor<5xf64>
  stablehlo.custom_call @check.expect_eq(%ui32_to_f64, %ui32_to_f64_e) {has_side_effect = true} : (tensor<5xf64>, tensor<5xf64>) -> ()
  %ui32_to_ui8 = stablehlo.convert %ui32 : (tensor<5xui32>) -> tensor<5xui8>
  %ui32_to_ui8_e = stablehlo.constant dense<[0, 1, 0, 255, 0]> : tensor<5xui8>
  stablehlo.custom_call @check.expect_eq(%ui32_to_ui8, %ui32_to_ui8_e) {has_side_effect = true} : (tensor<5xui8>, tensor<5xui8>) -> ()

  %f64_to_f32 = stablehlo.convert %f64 : (tensor<9xf64>) -> tensor<9xf32>
  %f64_to_f32_e = stablehlo.constant dense<[0x7F800000, 0xFF800000, 1.0, 3.4028234663852886e+38, 0.0, -2.5, 0x7FC00000, 65519.98828125, 0.10000000149011612]> : tensor<9xf32>
  stablehlo.custom_call @check.expect_eq(%f64_to_f32, %f64_to_f32_e) {has_side_effect = true} : (tensor<9xf32>, tensor<9xf32>) -> ()
  %f64_to_f16 = stablehlo.convert %f64 : (tensor<9xf64>) -> tensor<9xf16>
  %f64_to_f16_e = stablehlo.constant dense<[0x7C00, 0xFC00, 1.0, 0x7C00, 0.0, -2.5, 0x7E00, 65504.0, 0.0999755859375]> : tensor<9xf16>
  stablehlo.custom_call @check.expect_eq(%f64_to_f16, %f64_to_f16_e) {has_side_effect = true} : (tensor<9xf16>, tensor<9xf16>) -> ()
  %f64_to_bf16 = stablehlo.convert %f64 : (tensor<9xf64>) -> tensor<9xbf16>
  %f64_to_bf16_e = stablehlo.constant dense<[0x7F80, 0xFF80, 1.0, 0x7F80, 0.0, -2.5, 0x7FC0, 65536.0, 0.10009765625]> : tensor<9xbf16>
  stablehlo.custom_call @check.expect_eq(%f64_to_bf16, %f64_to_bf16_e) {has_side_effect = true} : (tensor<9xbf16>, tensor<9xbf16>) -> ()
  %f64_to_i32 = stablehlo.convert %f64 : (tensor<9xf64>) -> tensor<9xi32>
  %f64_to_i32_e = stablehlo.constant dense<[2147483647, -2147483648, 1, 2147483647, 0, -2, 0, 65519, 0]> : tensor<9xi32>
  stablehlo.custom_call @check.expect_eq(%f64_to_i32, %f64_to_i32_e) {has_side_effect = true} : (tensor<9xi32>, tensor<9xi32>) -> ()
  %f64_to_i64 = stablehlo.convert %f64 : (tensor<9xf64>) -> tensor<9xi64>
  %f64_to_i64_e = stablehlo.constant dense<[9223372036854775807, -9223372036854775808, 1, 9223372036854775807, 0, -2, 0, 65519, 0]> : tensor<9xi64>
  stablehlo.custom_call @check.expect_eq(%f64_to_i64, %f64_to_i64_e) {has_side_effect = true} : (tensor<9xi64>, tensor<9xi64>) -> ()
  %f64_to_ui32 = stablehlo.convert %f64 : (tensor<9xf64>) -> tensor<9xui32>
  %f64_to_ui32_e = stablehlo.constant dense<[4294967295, 0, 1, 4294967295, 0, 0, 0, 65519, 0]> : tensor<9xui32>
  stablehlo.custom_call @check.expect_eq(%f64_to_ui32, %f64_to_ui32_e) {has_side_effect = true} : (tensor<9xui32>, tensor<9xui32>) -> ()

  %f16_to_f32 = stablehlo.convert %f16 : (tensor<8xf16>) -> tensor<8xf32>
  %f16_to_f32_e = stablehlo.constant dense<[65504.0, -65504.0, 0.0999755859375, 6.103515625e-05, 0x7FC00000, 0xFF800000, 2.5, -0.0]> : tensor<8xf32>
  stablehlo.custom_call @check.expect_eq(%f16_to_f32, %f16_to_f32_e) {has_side_effect = true} : (tensor<8xf32>, tensor<8xf32>) -> ()
  %f16_to_bf16 = stablehlo.convert %f16 : (tensor<8xf16>) -> tensor<8xbf16>
  %f16_to_bf16_e = stablehlo.constant dense<[65536.0, -65536.0, 0.10009765625, 6.103515625e-05, 0x7FC0, 0xFF80, 2.5, -0.0]> : tensor<8xbf16>
  stablehlo.custom_call @check.expect_eq(%f16_to_bf16, %f16_to_bf16_e) {has_side_effect = true} : (tensor<8xbf16>, tensor<8xbf16>) -> ()
  %f16_to_i32 = stablehlo.convert %f16 : (tensor<8xf16>) -> tensor<8xi32>
  %f16_to_i32_e = stablehlo.constant dense<[65504, -65504, 0, 0, 0, -2147483648, 2, 0]> : tensor<8xi32>
  stablehlo.custom_call @check.expect_eq(%f16_to_i32, %f16_to_i32_e) {has_side_effect = true} : (tensor<8xi32>, tensor<8xi32>) -> ()
  %f16_to_i8 = stablehlo.convert %f16 : (tensor<8xf16>) -> tensor<8xi8>
  %f16_to_i8_e = stablehlo.constant dense<[127, -128, 0, 0, 0, -128, 2, 0]> : tensor<8xi8>
  stablehlo.custom_call @check.expect_eq(%f16_to_i8, %f16_to_i8_e) {has_side_effect = true} : (tensor<8xi8>, tensor<8xi8>) -> ()
  %f16_to_ui8 = stablehlo.convert %f16 : (tensor<8xf16>) -> tensor<8xui8>
  %f16_to_ui8_e = stablehlo.constant dense<[255, 0, 0, 0, 0, 0, 2, 0]> : tensor<8xui8>
  stablehlo.custom_call @check.expect_eq(%f16_to_ui8, %f16_to_ui8_e) {has_side_effect = true} : (tensor<8xui8>, tensor<8xui8>) -> ()
  %f16_to_f64 = stablehlo.convert %f16 : (tensor<8xf16>) -> tensor<8xf64>
  %f16_to_f64_e = stablehlo.constant dense<[65504.0, -65504.0, 0.0999755859375, 6.103515625e-05, 0x7FF8000000000000, 0xFFF0000000000000, 2.5, -0.0]> : tensor<8xf64>
  stablehlo.custom_call @check.expect_eq(%f16_to_f64, %f16_to_f64_e) {has_side_effect = true} : (tensor<8xf64>, tensor<8xf64>) -> ()

  %bf16_to_f16 = stablehlo.convert %bf16 : (tensor<6xbf16>) -> tensor<6xf16>
  %bf16_to_f16_e = stablehlo.constant dense<[0x7C00, 1.0078125, -2.5, 300.0, 0x7E00, 0x7C00]> : tensor<6xf16>
  stablehlo.custom_call @check.expect_eq(%bf16_to_f16, %bf16_to_f16_e) {has_side_effect = true} : (tensor<6xf16>, tensor<6xf16>) -> ()
  %bf16_to_f32 = stablehlo.convert %bf16 : (tensor<6xbf16>) -> tensor<6xf32>
  %bf16_to_f32_e = stablehlo.constant dense<[3.3895313892515355e+38, 1.0078125, -2.5, 300.0, 0x7FC00000, 0x7F800000]> : tensor<6xf32>
  stablehlo.custom_call @check.expect_eq(%bf16_to_f32, %bf16_to_f32_e) {has_side_effect = true} : (tensor<6xf32>, tensor<6xf32>) -> ()
  %bf16_to_i32 = stablehlo.convert %bf16 : (tensor<6xbf16>) -> tensor<6xi32>
  %bf16_to_i32_e = stablehlo.constant dense<[2147483647, 1, -2, 300, 0, 2147483647]> : tensor<6xi32>
  stablehlo.custom_call @check.expect_eq(%bf16_to_i32, %bf16_to_i32_e) {has_side_effect = true} : (tensor<6xi32>, tensor<6xi32>) -> ()
  %bf16_to_i1_raw = stablehlo.convert %bf16 : (tensor<6xbf16>) -> tensor<6xi1>
  %bf16_to_i1 = stablehlo.convert %bf16_to_i1_raw : (tensor<6xi1>) -> tensor<6xui8>
  %bf16_to_i1_e = stablehlo.constant dense<[1, 1, 1, 1, 1, 1]> : tensor<6xui8>
  stablehlo.custom_call @check.expect_eq(%bf16_to_i1, %bf16_to_i1_e) {has_side_effect = true} : (tensor<6xui8>, tensor<6xui8>) -> ()
  return
}
