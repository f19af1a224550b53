// Complex arithmetic (complex64 and complex128) through the whole stack:
// strata-hlo-expand-complex rewrites every complex value into its real and
// imaginary parts, so each target runs it with real kernels, while @main
// takes and returns complex tensors (strata.abi_type) and strata-run reads
// and prints them. Inputs come from --input so nothing folds at compile
// time:
//   z = (1,2) (-3,0.5) (-0,-1) (2.5,-4) (-0.75,-1.25) (1.5,3)
//   w = (3,-1) (0.5,0.25) (-2,0) (1,1) (0,4) (-6,8)
//   e = (3e30,4e30) (1e30,1e30) (1,-1),  d = (1,0) (1e30,1e30) (0,0)
// Expected values: python3's complex numbers and cmath in double (z / w,
// cmath.exp, cmath.log, abs), rounded to f32 for complex64. dot_general
// multiplies z as 2x3 by w as 3x2; the shape-op check transposes z (3x2),
// slices rows 1..2 and concatenates the dot result. Tolerances: 1e-5
// (complex64) and 1e-12 (complex128), per part. The edge cases (within 3
// ulp): |3e30 + 4e30 i| = 5e30 and e / d at 1e30 do not overflow (hypot and
// Smith's division scale first), and (1,-1) / (0,0) = (inf,-inf).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="6xcomplex<f32>=(1.0,2.0) (-3.0,0.5) (-0.0,-1.0) (2.5,-4.0) (-0.75,-1.25) (1.5,3.0)" --input="6xcomplex<f32>=(3.0,-1.0) (0.5,0.25) (-2.0,0.0) (1.0,1.0) (0.0,4.0) (-6.0,8.0)" --input="6xcomplex<f64>=(1.0,2.0) (-3.0,0.5) (-0.0,-1.0) (2.5,-4.0) (-0.75,-1.25) (1.5,3.0)" --input="6xcomplex<f64>=(3.0,-1.0) (0.5,0.25) (-2.0,0.0) (1.0,1.0) (0.0,4.0) (-6.0,8.0)" --input="3xcomplex<f32>=(3e30,4e30) (1e30,1e30) (1,-1)" --input="3xcomplex<f32>=(1,0) (1e30,1e30) (0,0)" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="6xcomplex<f32>=(1.0,2.0) (-3.0,0.5) (-0.0,-1.0) (2.5,-4.0) (-0.75,-1.25) (1.5,3.0)" --input="6xcomplex<f32>=(3.0,-1.0) (0.5,0.25) (-2.0,0.0) (1.0,1.0) (0.0,4.0) (-6.0,8.0)" --input="6xcomplex<f64>=(1.0,2.0) (-3.0,0.5) (-0.0,-1.0) (2.5,-4.0) (-0.75,-1.25) (1.5,3.0)" --input="6xcomplex<f64>=(3.0,-1.0) (0.5,0.25) (-2.0,0.0) (1.0,1.0) (0.0,4.0) (-6.0,8.0)" --input="3xcomplex<f32>=(3e30,4e30) (1e30,1e30) (1,-1)" --input="3xcomplex<f32>=(1,0) (1e30,1e30) (0,0)" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="6xcomplex<f32>=(1.0,2.0) (-3.0,0.5) (-0.0,-1.0) (2.5,-4.0) (-0.75,-1.25) (1.5,3.0)" --input="6xcomplex<f32>=(3.0,-1.0) (0.5,0.25) (-2.0,0.0) (1.0,1.0) (0.0,4.0) (-6.0,8.0)" --input="6xcomplex<f64>=(1.0,2.0) (-3.0,0.5) (-0.0,-1.0) (2.5,-4.0) (-0.75,-1.25) (1.5,3.0)" --input="6xcomplex<f64>=(3.0,-1.0) (0.5,0.25) (-2.0,0.0) (1.0,1.0) (0.0,4.0) (-6.0,8.0)" --input="3xcomplex<f32>=(3e30,4e30) (1e30,1e30) (1,-1)" --input="3xcomplex<f32>=(1,0) (1e30,1e30) (0,0)" | FileCheck %s %}
// Results compared as complex64 against --expected_output (|a - e| <= atol +
// rtol |e| on the complex values, numpy's allclose, default tolerance);
// -6.01 is off by more than it.
// RUN: not strata-run --module=%t.smod --input="6xcomplex<f32>=(1.0,2.0) (-3.0,0.5) (-0.0,-1.0) (2.5,-4.0) (-0.75,-1.25) (1.5,3.0)" --input="6xcomplex<f32>=(3.0,-1.0) (0.5,0.25) (-2.0,0.0) (1.0,1.0) (0.0,4.0) (-6.0,8.0)" --input="6xcomplex<f64>=(1.0,2.0) (-3.0,0.5) (-0.0,-1.0) (2.5,-4.0) (-0.75,-1.25) (1.5,3.0)" --input="6xcomplex<f64>=(3.0,-1.0) (0.5,0.25) (-2.0,0.0) (1.0,1.0) (0.0,4.0) (-6.0,8.0)" --input="3xcomplex<f32>=(3e30,4e30) (1e30,1e30) (1,-1)" --input="3xcomplex<f32>=(1,0) (1e30,1e30) (0,0)" --expected_output="6xcomplex<f32>=(5,5) (-1.625,-0.5) (0,2) (6.5,-1.5) (5,-3) (-33,-6.01)" --expected_output="6xf32=2.23606797749979 3.0413812651491097 1.0 4.716990566028302 1.4577379737113252 3.3541019662496847" | FileCheck %s --check-prefix=COMPARE
// RUN: strata-dump %t.smod | FileCheck %s --check-prefix=SIGNATURE
// CHECK-NOT: FAIL
// CHECK: [checks] 33 of 33 passed
// CHECK: result[0]: hal.buffer_view
// CHECK-NEXT: 6xcomplex<f32>=(5,5) (-1.625,-0.5) (0,2) (6.5,-1.5) (5,-3) (-33,-6)
// CHECK: result[1]: hal.buffer_view
// CHECK-NEXT: 6xf32=2.23607 3.04138 1 4.71699 1.45774 3.3541
// COMPARE: [FAILED] result[0]: element at index [5]: (-33,-6) vs expected (-33,-6.01)
// COMPARE: [SUCCESS] result[1]
// SIGNATURE: [0] main(6xcomplex<f32>, 6xcomplex<f32>, 6xcomplex<f64>, 6xcomplex<f64>, 3xcomplex<f32>, 3xcomplex<f32>) -> (6xcomplex<f32>, 6xf32)

func.func @main(%z: tensor<6xcomplex<f32>>, %w: tensor<6xcomplex<f32>>,
                %zd: tensor<6xcomplex<f64>>, %wd: tensor<6xcomplex<f64>>,
                %e: tensor<3xcomplex<f32>>, %d: tensor<3xcomplex<f32>>)
    -> (tensor<6xcomplex<f32>>, tensor<6xf32>) {
  %abs = stablehlo.abs %e : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %abs_e = stablehlo.constant dense<[4.9999999241216036e+30, 1.4142135130433894e+30, 1.4142135381698608]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_close(%abs, %abs_e) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  %div = stablehlo.divide %e, %d : tensor<3xcomplex<f32>>
  %div_e = stablehlo.constant dense<[(2.999999894026671e+30, 4.000000060189865e+30), (1.0, 0.0), (0x7F800000, 0xFF800000)]> : tensor<3xcomplex<f32>>
  stablehlo.custom_call @check.expect_close(%div, %div_e) {has_side_effect = true} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> ()
  // A complex value through reshape, broadcast_in_dim and reverse, checked
  // as a whole: broadcast z[0..2] over 2 rows, reverse each row.
  %z3 = stablehlo.slice %z [0:3] : (tensor<6xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  %bz = stablehlo.broadcast_in_dim %z3, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  %rz = stablehlo.reverse %bz, dims = [1] : tensor<2x3xcomplex<f32>>
  %rz_e = stablehlo.constant dense<[[(-0.0, -1.0), (-3.0, 0.5), (1.0, 2.0)], [(-0.0, -1.0), (-3.0, 0.5), (1.0, 2.0)]]> : tensor<2x3xcomplex<f32>>
  stablehlo.custom_call @check.expect_eq(%rz, %rz_e) {has_side_effect = true} : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> ()
  %p, %m = func.call @checks_f32(%z, %w) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>>, tensor<6xf32>)
  func.call @checks_f64(%zd, %wd) : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  return %p, %m : tensor<6xcomplex<f32>>, tensor<6xf32>
}

func.func private @checks_f32(%z: tensor<6xcomplex<f32>>, %w: tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>>, tensor<6xf32>) {
  %add = stablehlo.add %z, %w : tensor<6xcomplex<f32>>
  %add_e = stablehlo.constant dense<[(4.0, 1.0), (-2.5, 0.75), (-2.0, -1.0), (3.5, -3.0), (-0.75, 2.75), (-4.5, 11.0)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%add, %add_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  %sub = stablehlo.subtract %z, %w : tensor<6xcomplex<f32>>
  %sub_e = stablehlo.constant dense<[(-2.0, 3.0), (-3.5, 0.25), (2.0, -1.0), (1.5, -5.0), (-0.75, -5.25), (7.5, -5.0)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%sub, %sub_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  %mul = stablehlo.multiply %z, %w : tensor<6xcomplex<f32>>
  %mul_e = stablehlo.constant dense<[(5.0, 5.0), (-1.625, -0.5), (0.0, 2.0), (6.5, -1.5), (5.0, -3.0), (-33.0, -6.0)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%mul, %mul_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  %div = stablehlo.divide %z, %w : tensor<6xcomplex<f32>>
  %div_e = stablehlo.constant dense<[(0.1, 0.7000000000000001), (-4.4, 3.2), (-0.0, 0.5), (-0.75, -3.25), (-0.3125, 0.1875), (0.15, -0.3)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%div, %div_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  %neg = stablehlo.negate %z : tensor<6xcomplex<f32>>
  %neg_e = stablehlo.constant dense<[(-1.0, -2.0), (3.0, -0.5), (0.0, 1.0), (-2.5, 4.0), (0.75, 1.25), (-1.5, -3.0)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%neg, %neg_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  %exp = stablehlo.exponential %z : tensor<6xcomplex<f32>>
  %exp_e = stablehlo.constant dense<[(-1.1312043837568135, 2.4717266720048188), (0.04369226300728118, 0.02386919206778745), (0.5403023058681398, -0.8414709848078965), (-7.963009463623303, 9.219741828534154), (0.14894773732680602, -0.44826859324924223), (-4.43683855173091, 0.6324559977279265)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%exp, %exp_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  %log = stablehlo.log %z : tensor<6xcomplex<f32>>
  %log_e = stablehlo.constant dense<[(0.8047189562170503, 1.1071487177940904), (1.1123117757621668, 2.976443976175166), (0.0, -1.5707963267948966), (1.5511710043061246, -1.0121970114513341), (0.3768859011881901, -2.1112158270654806), (1.2101840643252146, 1.1071487177940904)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%log, %log_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  %abs = stablehlo.abs %z : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  %abs_e = stablehlo.constant dense<[2.23606797749979, 3.0413812651491097, 1.0, 4.716990566028302, 1.4577379737113252, 3.3541019662496847]> : tensor<6xf32>
  stablehlo.custom_call @check.expect_almost_eq(%abs, %abs_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xf32>, tensor<6xf32>) -> ()
  %re = stablehlo.real %z : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  %im = stablehlo.imag %z : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  %swap = stablehlo.complex %im, %re : tensor<6xcomplex<f32>>
  %swap_e = stablehlo.constant dense<[(2.0, 1.0), (0.5, -3.0), (-1.0, -0.0), (-4.0, 2.5), (-1.25, -0.75), (3.0, 1.5)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%swap, %swap_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  %a = stablehlo.reshape %z : (tensor<6xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  %b = stablehlo.reshape %w : (tensor<6xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  %dot = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %dot_e = stablehlo.constant dense<[[(15.0, 4.0), (4.5, 4.75)], [(-7.0, -6.0), (-30.25, -9.375)]]> : tensor<2x2xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%dot, %dot_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> ()
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  %s = stablehlo.slice %t [1:3, 0:2] : (tensor<3x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %cat = stablehlo.concatenate %s, %dot, dim = 0 : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
  %cat_e = stablehlo.constant dense<[[(-3.0, 0.5), (-0.75, -1.25)], [(-0.0, -1.0), (1.5, 3.0)], [(15.0, 4.0), (4.5, 4.75)], [(-7.0, -6.0), (-30.25, -9.375)]]> : tensor<4x2xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%cat, %cat_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<4x2xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> ()
  %zc = stablehlo.constant dense<[(1.0, 2.0), (-3.0, 0.5), (-0.0, -1.0), (3.5, -4.0), (-0.75, -1.25), (1.5, 3.0)]> : tensor<6xcomplex<f32>>
  %eq = stablehlo.compare EQ, %z, %zc : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xi1>
  %ne = stablehlo.compare NE, %z, %zc : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xi1>
  %eq_e = stablehlo.constant dense<[true, true, true, false, true, true]> : tensor<6xi1>
  %ne_e = stablehlo.constant dense<[false, false, false, true, false, false]> : tensor<6xi1>
  stablehlo.custom_call @check.expect_eq(%eq, %eq_e) {has_side_effect = true} : (tensor<6xi1>, tensor<6xi1>) -> ()
  stablehlo.custom_call @check.expect_eq(%ne, %ne_e) {has_side_effect = true} : (tensor<6xi1>, tensor<6xi1>) -> ()
  %cv = stablehlo.convert %re : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
  %cv_e = stablehlo.constant dense<[(1.0, 0.0), (-3.0, 0.0), (-0.0, 0.0), (2.5, 0.0), (-0.75, 0.0), (1.5, 0.0)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%cv, %cv_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  %rr = stablehlo.real %re : (tensor<6xf32>) -> tensor<6xf32>
  %ri = stablehlo.imag %re : (tensor<6xf32>) -> tensor<6xf32>
  %rz = stablehlo.complex %rr, %ri : tensor<6xcomplex<f32>>
  %rz_e = stablehlo.constant dense<[(1.0, 0.0), (-3.0, 0.0), (-0.0, 0.0), (2.5, 0.0), (-0.75, 0.0), (1.5, 0.0)]> : tensor<6xcomplex<f32>>
  stablehlo.custom_call @check.expect_almost_eq(%rz, %rz_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
  return %mul, %abs : tensor<6xcomplex<f32>>, tensor<6xf32>
}

func.func private @checks_f64(%z: tensor<6xcomplex<f64>>, %w: tensor<6xcomplex<f64>>) {
  %add = stablehlo.add %z, %w : tensor<6xcomplex<f64>>
  %add_e = stablehlo.constant dense<[(4.0, 1.0), (-2.5, 0.75), (-2.0, -1.0), (3.5, -3.0), (-0.75, 2.75), (-4.5, 11.0)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%add, %add_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  %sub = stablehlo.subtract %z, %w : tensor<6xcomplex<f64>>
  %sub_e = stablehlo.constant dense<[(-2.0, 3.0), (-3.5, 0.25), (2.0, -1.0), (1.5, -5.0), (-0.75, -5.25), (7.5, -5.0)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%sub, %sub_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  %mul = stablehlo.multiply %z, %w : tensor<6xcomplex<f64>>
  %mul_e = stablehlo.constant dense<[(5.0, 5.0), (-1.625, -0.5), (0.0, 2.0), (6.5, -1.5), (5.0, -3.0), (-33.0, -6.0)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%mul, %mul_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  %div = stablehlo.divide %z, %w : tensor<6xcomplex<f64>>
  %div_e = stablehlo.constant dense<[(0.1, 0.7000000000000001), (-4.4, 3.2), (-0.0, 0.5), (-0.75, -3.25), (-0.3125, 0.1875), (0.15, -0.3)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%div, %div_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  %neg = stablehlo.negate %z : tensor<6xcomplex<f64>>
  %neg_e = stablehlo.constant dense<[(-1.0, -2.0), (3.0, -0.5), (0.0, 1.0), (-2.5, 4.0), (0.75, 1.25), (-1.5, -3.0)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%neg, %neg_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  %exp = stablehlo.exponential %z : tensor<6xcomplex<f64>>
  %exp_e = stablehlo.constant dense<[(-1.1312043837568135, 2.4717266720048188), (0.04369226300728118, 0.02386919206778745), (0.5403023058681398, -0.8414709848078965), (-7.963009463623303, 9.219741828534154), (0.14894773732680602, -0.44826859324924223), (-4.43683855173091, 0.6324559977279265)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%exp, %exp_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  %log = stablehlo.log %z : tensor<6xcomplex<f64>>
  %log_e = stablehlo.constant dense<[(0.8047189562170503, 1.1071487177940904), (1.1123117757621668, 2.976443976175166), (0.0, -1.5707963267948966), (1.5511710043061246, -1.0121970114513341), (0.3768859011881901, -2.1112158270654806), (1.2101840643252146, 1.1071487177940904)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%log, %log_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  %abs = stablehlo.abs %z : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
  %abs_e = stablehlo.constant dense<[2.23606797749979, 3.0413812651491097, 1.0, 4.716990566028302, 1.4577379737113252, 3.3541019662496847]> : tensor<6xf64>
  stablehlo.custom_call @check.expect_almost_eq(%abs, %abs_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xf64>, tensor<6xf64>) -> ()
  %re = stablehlo.real %z : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
  %im = stablehlo.imag %z : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
  %swap = stablehlo.complex %im, %re : tensor<6xcomplex<f64>>
  %swap_e = stablehlo.constant dense<[(2.0, 1.0), (0.5, -3.0), (-1.0, -0.0), (-4.0, 2.5), (-1.25, -0.75), (3.0, 1.5)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%swap, %swap_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  %a = stablehlo.reshape %z : (tensor<6xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
  %b = stablehlo.reshape %w : (tensor<6xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
  %dot = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  %dot_e = stablehlo.constant dense<[[(15.0, 4.0), (4.5, 4.75)], [(-7.0, -6.0), (-30.25, -9.375)]]> : tensor<2x2xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%dot, %dot_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<2x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>) -> ()
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
  %s = stablehlo.slice %t [1:3, 0:2] : (tensor<3x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  %cat = stablehlo.concatenate %s, %dot, dim = 0 : (tensor<2x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>) -> tensor<4x2xcomplex<f64>>
  %cat_e = stablehlo.constant dense<[[(-3.0, 0.5), (-0.75, -1.25)], [(-0.0, -1.0), (1.5, 3.0)], [(15.0, 4.0), (4.5, 4.75)], [(-7.0, -6.0), (-30.25, -9.375)]]> : tensor<4x2xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%cat, %cat_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<4x2xcomplex<f64>>, tensor<4x2xcomplex<f64>>) -> ()
  %zc = stablehlo.constant dense<[(1.0, 2.0), (-3.0, 0.5), (-0.0, -1.0), (3.5, -4.0), (-0.75, -1.25), (1.5, 3.0)]> : tensor<6xcomplex<f64>>
  %eq = stablehlo.compare EQ, %z, %zc : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> tensor<6xi1>
  %ne = stablehlo.compare NE, %z, %zc : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> tensor<6xi1>
  %eq_e = stablehlo.constant dense<[true, true, true, false, true, true]> : tensor<6xi1>
  %ne_e = stablehlo.constant dense<[false, false, false, true, false, false]> : tensor<6xi1>
  stablehlo.custom_call @check.expect_eq(%eq, %eq_e) {has_side_effect = true} : (tensor<6xi1>, tensor<6xi1>) -> ()
  stablehlo.custom_call @check.expect_eq(%ne, %ne_e) {has_side_effect = true} : (tensor<6xi1>, tensor<6xi1>) -> ()
  %cv = stablehlo.convert %re : (tensor<6xf64>) -> tensor<6xcomplex<f64>>
  %cv_e = stablehlo.constant dense<[(1.0, 0.0), (-3.0, 0.0), (-0.0, 0.0), (2.5, 0.0), (-0.75, 0.0), (1.5, 0.0)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%cv, %cv_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  %rr = stablehlo.real %re : (tensor<6xf64>) -> tensor<6xf64>
  %ri = stablehlo.imag %re : (tensor<6xf64>) -> tensor<6xf64>
  %rz = stablehlo.complex %rr, %ri : tensor<6xcomplex<f64>>
  %rz_e = stablehlo.constant dense<[(1.0, 0.0), (-3.0, 0.0), (-0.0, 0.0), (2.5, 0.0), (-0.75, 0.0), (1.5, 0.0)]> : tensor<6xcomplex<f64>>
  stablehlo.custom_call @check.expect_almost_eq(%rz, %rz_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  return
}
