// cholesky (lower = true/false, batched) and triangular_solve (left/right
// side, lower/upper, unit_diagonal, NO_TRANSPOSE/TRANSPOSE/ADJOINT) on f32,
// compiled for llvm-cpu and vmvx and run. Expected values: `python3
// Inputs/issue3_ops_reference.py cholesky triangular_solve`, in double:
//  - cholesky: A = M M^T + I for two 3x3 matrices M; the reference is a
//    column-wise Cholesky-Crout (asserted: L L^T = A). The triangle that
//    must not be read holds 99; the other triangle of the result is 0.
//  - triangular_solve: op(a) is built explicitly (only the requested
//    triangle of `a`, ones on the diagonal when unit_diagonal; `a` holds
//    non-zero values in both triangles so reading the wrong one shows) and
//    the system is solved by Gauss-Jordan elimination with pivoting on the
//    dense matrix: op(a) x = b, or x op(a) = b as op(a)^T x^T = b^T.
// Checked with an absolute tolerance of 1e-4 (values up to 310).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod \
// RUN:   --input="2x3x3xf32=6.25 99 99 1.5 12.0 99 2.0 1.75 3.5625 6.0 99 99 2.0 3.0 99 2.0 -0.5 3.25" \
// RUN:   --input="2x3x3xf32=6.25 1.5 2.0 99 12.0 1.75 99 99 3.5625 6.0 2.0 2.0 99 3.0 -0.5 99 99 3.25" \
// RUN:   --input="3x3xf32=2.0 9.0 -7.0 0.5 -3.0 8.0 1.5 4.0 4.0" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod \
// RUN:   --input="2x3x3xf32=6.25 99 99 1.5 12.0 99 2.0 1.75 3.5625 6.0 99 99 2.0 3.0 99 2.0 -0.5 3.25" \
// RUN:   --input="2x3x3xf32=6.25 1.5 2.0 99 12.0 1.75 99 99 3.5625 6.0 2.0 2.0 99 3.0 -0.5 99 99 3.25" \
// RUN:   --input="3x3xf32=2.0 9.0 -7.0 0.5 -3.0 8.0 1.5 4.0 4.0" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan \
// RUN:   --input="2x3x3xf32=6.25 99 99 1.5 12.0 99 2.0 1.75 3.5625 6.0 99 99 2.0 3.0 99 2.0 -0.5 3.25" \
// RUN:   --input="2x3x3xf32=6.25 1.5 2.0 99 12.0 1.75 99 99 3.5625 6.0 2.0 2.0 99 3.0 -0.5 99 99 3.25" \
// RUN:   --input="3x3xf32=2.0 9.0 -7.0 0.5 -3.0 8.0 1.5 4.0 4.0" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 10 of 10 passed

func.func @main(%lo: tensor<2x3x3xf32>, %up: tensor<2x3x3xf32>, %a: tensor<3x3xf32>) {
  %l = stablehlo.cholesky %lo, lower = true : tensor<2x3x3xf32>
  %l_e = stablehlo.constant dense<[[[2.5, 0.0, 0.0], [0.600000024, 3.41174436, 0.0], [0.800000012, 0.372243583, 1.6685127]], [[2.44948983, 0.0, 0.0], [0.816496611, 1.52752519, 0.0], [0.816496611, -0.763762593, 1.41421354]]]> : tensor<2x3x3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%l, %l_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> ()
  %u = stablehlo.cholesky %up : tensor<2x3x3xf32>
  %u_e = stablehlo.constant dense<[[[2.5, 0.600000024, 0.800000012], [0.0, 3.41174436, 0.372243583], [0.0, 0.0, 1.6685127]], [[2.44948983, 0.816496611, 0.816496611], [0.0, 1.52752519, -0.763762593], [0.0, 0.0, 1.41421354]]]> : tensor<2x3x3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%u, %u_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> ()

  // A matrix that is not positive definite: sqrt of a negative -> NaN.
  %npd = stablehlo.constant dense<[[1.0, 2.0], [2.0, 1.0]]> : tensor<2x2xf32>
  %n = stablehlo.cholesky %npd, lower = true : tensor<2x2xf32>
  %n_e = stablehlo.constant dense<[[1.0, 0.0], [2.0, 0x7FC00000]]> : tensor<2x2xf32>
  stablehlo.custom_call @check.expect_eq(%n, %n_e) {has_side_effect = true} : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()

  %bl = stablehlo.constant dense<[[1.0, -2.0], [3.0, 0.5], [-1.0, 4.0]]> : tensor<3x2xf32>
  %br = stablehlo.constant dense<[[1.0, 3.0, -1.0], [-2.0, 0.5, 4.0]]> : tensor<2x3xf32>
  %x0 = "stablehlo.triangular_solve"(%a, %bl) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %x0_e = stablehlo.constant dense<[[0.5, -1.0], [-0.916666687, -0.333333343], [0.479166657, 1.70833337]]> : tensor<3x2xf32>
  stablehlo.custom_call @check.expect_almost_eq(%x0, %x0_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<3x2xf32>, tensor<3x2xf32>) -> ()
  %x1 = "stablehlo.triangular_solve"(%a, %bl) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %x1_e = stablehlo.constant dense<[[1.02083337, -2.04166675], [-1.33333337, 1.16666663], [-0.25, 1.0]]> : tensor<3x2xf32>
  stablehlo.custom_call @check.expect_almost_eq(%x1, %x1_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<3x2xf32>, tensor<3x2xf32>) -> ()
  %x2 = "stablehlo.triangular_solve"(%a, %bl) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %x2_e = stablehlo.constant dense<[[-105.0, 309.5], [11.0, -31.5], [-1.0, 4.0]]> : tensor<3x2xf32>
  stablehlo.custom_call @check.expect_almost_eq(%x2, %x2_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<3x2xf32>, tensor<3x2xf32>) -> ()
  %x3 = "stablehlo.triangular_solve"(%a, %bl) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %x3_e = stablehlo.constant dense<[[0.5, -1.0], [0.5, -3.16666675], [-0.375, 5.58333349]]> : tensor<3x2xf32>
  stablehlo.custom_call @check.expect_almost_eq(%x3, %x3_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<3x2xf32>, tensor<3x2xf32>) -> ()
  %x4 = "stablehlo.triangular_solve"(%a, %br) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %x4_e = stablehlo.constant dense<[[1.02083337, -1.33333337, -0.25], [-2.04166675, 1.16666663, 1.0]]> : tensor<2x3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%x4, %x4_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  %x5 = "stablehlo.triangular_solve"(%a, %br) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %x5_e = stablehlo.constant dense<[[7.125, -1.66666663, -0.25], [-8.75, 2.5, 1.0]]> : tensor<2x3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%x5, %x5_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  %x6 = "stablehlo.triangular_solve"(%a, %br) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %x6_e = stablehlo.constant dense<[[1.0, 2.5, -12.5], [-2.0, 1.5, 1.0]]> : tensor<2x3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%x6, %x6_e) {has_side_effect = true, tolerance = 1.0e-04 : f32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  return
}
