// Float ops on f32 and f64 (f64 computed natively) compiled for llvm-cpu
// and run; the inputs come from --input so nothing folds at compile time.
// Inputs: +-0, 1, -8, +-2.5, 0.5, -1.5, -1, +-100, +-inf, NaN.
// Exact ops are checked with check.expect_eq (NaN matches NaN; +0 == -0),
// the others with check.expect_almost_eq (absolute tolerance 1e-5 for f32,
// 1e-12 for f64; every other finite result here is below 15 in magnitude, and
// infinities must match exactly). Expected values: python3's math module in
// double, rounded to f32 for the f32 column.
//  - cbrt: odd, cbrt(-8) = -2, cbrt(+-inf) = +-inf, cbrt(-0) = -0.
//  - tan: tan(+-inf) = NaN; tan(-8) = -tan(8) = 6.79971146.
//  - logistic = 1/(1+exp(-x)): 0.5 at 0, 1 at 100 and +inf, ~0 at -100/-inf.
//  - exponential_minus_one: -1 at -inf and (rounded) at -100; 100 overflows
//    f32 (e^100 = 2.7e43 > 3.4e38) to +inf but is finite in f64
//    (2.6881171418161356e+43), so the f64 column is checked with
//    check.expect_close (at most 4 ulp) instead of an absolute tolerance.
//  - log_plus_one: -1 -> -inf, below -1 (and -inf) -> NaN, -0 -> -0.
//  - round_nearest_afz: halves away from zero (2.5 -> 3, -2.5 -> -3,
//    0.5 -> 1, -1.5 -> -2); round_nearest_even: ties to even (2.5 -> 2,
//    -2.5 -> -2, 0.5 -> 0, -1.5 -> -2); both keep +-inf, NaN, -0.
//  - sign: +-1, and +-0 and NaN map to themselves.
//  - is_finite: false for +-inf and NaN (converted to 0/1 floats before the
//    check: the llvm-cpu backend stores a computed tensor<Nxi1> bit-packed).
//  - clamp with rank-0 min -2 and max 3 (broadcast): NaN stays NaN
//    (min/max propagate NaN), +-inf clamp to the bounds.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod \
// RUN:   --input="14xf32=0.0 -0.0 1.0 -8.0 2.5 -2.5 0.5 -1.5 -1.0 100.0 -100.0 inf -inf nan" \
// RUN:   --input="14xf64=0.0 -0.0 1.0 -8.0 2.5 -2.5 0.5 -1.5 -1.0 100.0 -100.0 inf -inf nan" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod \
// RUN:   --input="14xf32=0.0 -0.0 1.0 -8.0 2.5 -2.5 0.5 -1.5 -1.0 100.0 -100.0 inf -inf nan" \
// RUN:   --input="14xf64=0.0 -0.0 1.0 -8.0 2.5 -2.5 0.5 -1.5 -1.0 100.0 -100.0 inf -inf nan" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan \
// RUN:   --input="14xf32=0.0 -0.0 1.0 -8.0 2.5 -2.5 0.5 -1.5 -1.0 100.0 -100.0 inf -inf nan" \
// RUN:   --input="14xf64=0.0 -0.0 1.0 -8.0 2.5 -2.5 0.5 -1.5 -1.0 100.0 -100.0 inf -inf nan" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 20 of 20 passed

func.func @main(%f32: tensor<14xf32>,
    %f64: tensor<14xf64>) {
  %f32_cbrt = stablehlo.cbrt %f32 : tensor<14xf32>
  %f32_cbrt_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.0, 1.35720885, -1.35720885, 0.793700516, -1.14471424, -1.0, 4.64158869, -4.64158869, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_almost_eq(%f32_cbrt, %f32_cbrt_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<14xf32>, tensor<14xf32>) -> ()
  %f32_tan = stablehlo.tan %f32 : tensor<14xf32>
  %f32_tan_e = stablehlo.constant dense<[0.0, -0.0, 1.55740774, 6.79971123, -0.747022271, 0.747022271, 0.546302497, -14.1014204, -1.55740774, -0.587213933, 0.587213933, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_almost_eq(%f32_tan, %f32_tan_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<14xf32>, tensor<14xf32>) -> ()
  %f32_logistic = stablehlo.logistic %f32 : tensor<14xf32>
  %f32_logistic_e = stablehlo.constant dense<[0.5, 0.5, 0.731058598, 0.000335350138, 0.924141824, 0.0758581832, 0.622459352, 0.182425529, 0.268941432, 1.0, 3.78350585e-44, 1.0, 0.0, 0x7FC00000]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_almost_eq(%f32_logistic, %f32_logistic_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<14xf32>, tensor<14xf32>) -> ()
  %f32_expm1 = stablehlo.exponential_minus_one %f32 : tensor<14xf32>
  %f32_expm1_e = stablehlo.constant dense<[0.0, -0.0, 1.71828187, -0.999664545, 11.1824942, -0.917914987, 0.648721278, -0.776869833, -0.63212055, 0x7F800000, -1.0, 0x7F800000, -1.0, 0x7FC00000]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_almost_eq(%f32_expm1, %f32_expm1_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<14xf32>, tensor<14xf32>) -> ()
  %f32_log1p = stablehlo.log_plus_one %f32 : tensor<14xf32>
  %f32_log1p_e = stablehlo.constant dense<[0.0, -0.0, 0.693147182, 0x7FC00000, 1.25276291, 0x7FC00000, 0.405465096, 0x7FC00000, 0xFF800000, 4.61512041, 0x7FC00000, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_almost_eq(%f32_log1p, %f32_log1p_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<14xf32>, tensor<14xf32>) -> ()
  %f32_afz = stablehlo.round_nearest_afz %f32 : tensor<14xf32>
  %f32_afz_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -8.0, 3.0, -3.0, 1.0, -2.0, -1.0, 100.0, -100.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_eq(%f32_afz, %f32_afz_e) {has_side_effect = true} : (tensor<14xf32>, tensor<14xf32>) -> ()
  %f32_even = stablehlo.round_nearest_even %f32 : tensor<14xf32>
  %f32_even_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -8.0, 2.0, -2.0, 0.0, -2.0, -1.0, 100.0, -100.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_eq(%f32_even, %f32_even_e) {has_side_effect = true} : (tensor<14xf32>, tensor<14xf32>) -> ()
  %f32_sign = stablehlo.sign %f32 : tensor<14xf32>
  %f32_sign_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.0, -1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, -1.0, 0x7FC00000]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_eq(%f32_sign, %f32_sign_e) {has_side_effect = true} : (tensor<14xf32>, tensor<14xf32>) -> ()
  %f32_fin_i1 = stablehlo.is_finite %f32 : (tensor<14xf32>) -> tensor<14xi1>
  %f32_fin = stablehlo.convert %f32_fin_i1 : (tensor<14xi1>) -> tensor<14xf32>
  %f32_fin_e = stablehlo.constant dense<[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_eq(%f32_fin, %f32_fin_e) {has_side_effect = true} : (tensor<14xf32>, tensor<14xf32>) -> ()
  %f32_lo = stablehlo.constant dense<-2.0> : tensor<f32>
  %f32_hi = stablehlo.constant dense<3.0> : tensor<f32>
  %f32_clamp = stablehlo.clamp %f32_lo, %f32, %f32_hi : (tensor<f32>, tensor<14xf32>, tensor<f32>) -> tensor<14xf32>
  %f32_clamp_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.0, 2.5, -2.0, 0.5, -1.5, -1.0, 3.0, -2.0, 3.0, -2.0, 0x7FC00000]> : tensor<14xf32>
  stablehlo.custom_call @check.expect_eq(%f32_clamp, %f32_clamp_e) {has_side_effect = true} : (tensor<14xf32>, tensor<14xf32>) -> ()

  %f64_cbrt = stablehlo.cbrt %f64 : tensor<14xf64>
  %f64_cbrt_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.0, 1.3572088082974532, -1.3572088082974532, 0.7937005259840998, -1.1447142425533317, -1.0, 4.641588833612778, -4.641588833612778, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_almost_eq(%f64_cbrt, %f64_cbrt_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<14xf64>, tensor<14xf64>) -> ()
  %f64_tan = stablehlo.tan %f64 : tensor<14xf64>
  %f64_tan_e = stablehlo.constant dense<[0.0, -0.0, 1.5574077246549023, 6.799711455220379, -0.7470222972386603, 0.7470222972386603, 0.5463024898437905, -14.101419947171719, -1.5574077246549023, -0.5872139151569291, 0.5872139151569291, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_almost_eq(%f64_tan, %f64_tan_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<14xf64>, tensor<14xf64>) -> ()
  %f64_logistic = stablehlo.logistic %f64 : tensor<14xf64>
  %f64_logistic_e = stablehlo.constant dense<[0.5, 0.5, 0.7310585786300049, 0.0003353501304664781, 0.9241418199787566, 0.07585818002124355, 0.6224593312018546, 0.18242552380635635, 0.2689414213699951, 1.0, 3.7200759760208356e-44, 1.0, 0.0, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_almost_eq(%f64_logistic, %f64_logistic_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<14xf64>, tensor<14xf64>) -> ()
  %f64_expm1 = stablehlo.exponential_minus_one %f64 : tensor<14xf64>
  %f64_expm1_e = stablehlo.constant dense<[0.0, -0.0, 1.718281828459045, -0.9996645373720975, 11.182493960703473, -0.9179150013761013, 0.6487212707001282, -0.7768698398515702, -0.6321205588285577, 2.6881171418161356e+43, -1.0, 0x7FF0000000000000, -1.0, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_close(%f64_expm1, %f64_expm1_e) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<14xf64>, tensor<14xf64>) -> ()
  %f64_log1p = stablehlo.log_plus_one %f64 : tensor<14xf64>
  %f64_log1p_e = stablehlo.constant dense<[0.0, -0.0, 0.6931471805599453, 0x7FF8000000000000, 1.252762968495368, 0x7FF8000000000000, 0.4054651081081644, 0x7FF8000000000000, 0xFFF0000000000000, 4.61512051684126, 0x7FF8000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_almost_eq(%f64_log1p, %f64_log1p_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<14xf64>, tensor<14xf64>) -> ()
  %f64_afz = stablehlo.round_nearest_afz %f64 : tensor<14xf64>
  %f64_afz_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -8.0, 3.0, -3.0, 1.0, -2.0, -1.0, 100.0, -100.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_eq(%f64_afz, %f64_afz_e) {has_side_effect = true} : (tensor<14xf64>, tensor<14xf64>) -> ()
  %f64_even = stablehlo.round_nearest_even %f64 : tensor<14xf64>
  %f64_even_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -8.0, 2.0, -2.0, 0.0, -2.0, -1.0, 100.0, -100.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_eq(%f64_even, %f64_even_e) {has_side_effect = true} : (tensor<14xf64>, tensor<14xf64>) -> ()
  %f64_sign = stablehlo.sign %f64 : tensor<14xf64>
  %f64_sign_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.0, -1.0, 1.0, -1.0, -1.0, 1.0, -1.0, 1.0, -1.0, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_eq(%f64_sign, %f64_sign_e) {has_side_effect = true} : (tensor<14xf64>, tensor<14xf64>) -> ()
  %f64_fin_i1 = stablehlo.is_finite %f64 : (tensor<14xf64>) -> tensor<14xi1>
  %f64_fin = stablehlo.convert %f64_fin_i1 : (tensor<14xi1>) -> tensor<14xf64>
  %f64_fin_e = stablehlo.constant dense<[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_eq(%f64_fin, %f64_fin_e) {has_side_effect = true} : (tensor<14xf64>, tensor<14xf64>) -> ()
  %f64_lo = stablehlo.constant dense<-2.0> : tensor<f64>
  %f64_hi = stablehlo.constant dense<3.0> : tensor<f64>
  %f64_clamp = stablehlo.clamp %f64_lo, %f64, %f64_hi : (tensor<f64>, tensor<14xf64>, tensor<f64>) -> tensor<14xf64>
  %f64_clamp_e = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.0, 2.5, -2.0, 0.5, -1.5, -1.0, 3.0, -2.0, 3.0, -2.0, 0x7FF8000000000000]> : tensor<14xf64>
  stablehlo.custom_call @check.expect_eq(%f64_clamp, %f64_clamp_e) {has_side_effect = true} : (tensor<14xf64>, tensor<14xf64>) -> ()
  return
}
