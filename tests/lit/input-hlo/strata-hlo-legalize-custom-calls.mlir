// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-legalize-custom-calls | FileCheck %s

// Each check target becomes a call of the runtime function's declaration;
// the scalar arguments are arith.constants next to the call.
// CHECK-LABEL: func.func @checks(
//  CHECK-SAME:     %[[A:.+]]: tensor<4xf32>, %[[B:.+]]: tensor<4xf32>)
//       CHECK:   call @check.expect_eq(%[[A]], %[[B]]) : (tensor<4xf32>, tensor<4xf32>) -> ()
//       CHECK:   %[[TOL:.+]] = arith.constant 1.000000e-03 : f32
//       CHECK:   call @check.expect_almost_eq(%[[A]], %[[B]], %[[TOL]]) : (tensor<4xf32>, tensor<4xf32>, f32) -> ()
//       CHECK:   %[[MIN:.+]] = arith.constant 0 : i64
//       CHECK:   %[[MAX:.+]] = arith.constant 3 : i64
//       CHECK:   call @check.expect_close(%[[A]], %[[B]], %[[MIN]], %[[MAX]]) : (tensor<4xf32>, tensor<4xf32>, i64, i64) -> ()
//       CHECK:   %[[EQ:.+]] = call @check.eq(%[[A]], %[[B]]) : (tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
//       CHECK:   return %[[EQ]]
//   CHECK-NOT:   stablehlo.custom_call
//       CHECK: func.func private @check.expect_eq(tensor<4xf32>, tensor<4xf32>)
//   CHECK-NOT:   strata.import
//       CHECK: func.func private @check.expect_almost_eq(tensor<4xf32>, tensor<4xf32>, f32)
//       CHECK: func.func private @check.expect_close(tensor<4xf32>, tensor<4xf32>, i64, i64)
//       CHECK: func.func private @check.eq(tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
func.func @checks(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<i1> {
  stablehlo.custom_call @check.expect_eq(%a, %b) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  "stablehlo.custom_call"(%a, %b) <{call_target_name = "check.expect_almost_eq", has_side_effect = true}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  %0 = stablehlo.custom_call @check.eq(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// Options come from attributes of the custom_call or from keys of a
// dictionary backend_config (the attribute wins).
// CHECK-LABEL: func.func @options(
//       CHECK:   %[[TOL:.+]] = arith.constant 2.500000e-01 : f32
//       CHECK:   call @check.expect_almost_eq(%{{.+}}, %{{.+}}, %[[TOL]])
//       CHECK:   %[[TOL2:.+]] = arith.constant 5.000000e-01 : f32
//       CHECK:   call @check.expect_almost_eq(%{{.+}}, %{{.+}}, %[[TOL2]])
//       CHECK:   %[[TOL3:.+]] = arith.constant 2.000000e+00 : f32
//       CHECK:   call @check.expect_almost_eq(%{{.+}}, %{{.+}}, %[[TOL3]])
//       CHECK:   %[[MIN:.+]] = arith.constant 1 : i64
//       CHECK:   %[[MAX:.+]] = arith.constant 8 : i64
//       CHECK:   call @check.expect_close(%{{.+}}, %{{.+}}, %[[MIN]], %[[MAX]])
//       CHECK:   %[[MIN2:.+]] = arith.constant 0 : i64
//       CHECK:   %[[MAX2:.+]] = arith.constant 16 : i64
//       CHECK:   call @check.expect_close(%{{.+}}, %{{.+}}, %[[MIN2]], %[[MAX2]])
func.func @options(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  stablehlo.custom_call @check.expect_almost_eq(%a, %b) {has_side_effect = true, tolerance = 2.5e-1 : f64} : (tensor<4xf32>, tensor<4xf32>) -> ()
  stablehlo.custom_call @check.expect_almost_eq(%a, %b) {backend_config = {tolerance = 5.0e-1 : f32}, has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  stablehlo.custom_call @check.expect_almost_eq(%a, %b) {backend_config = {tolerance = 5.0e-1 : f32}, has_side_effect = true, tolerance = 2 : i32} : (tensor<4xf32>, tensor<4xf32>) -> ()
  stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true, max_ulp_difference = 8 : i64, min_ulp_difference = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> ()
  stablehlo.custom_call @check.expect_close(%a, %b) {backend_config = {max_ulp_difference = 16 : i64}, has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

// func.call needs the exact types: one declaration per signature, the later
// ones suffixed and naming their runtime function in strata.import. An
// existing declaration of the same signature is reused; a symbol that takes
// the name is skipped.
// CHECK-LABEL: func.func @signatures(
//       CHECK:   call @check.expect_eq(%{{.+}}, %{{.+}}) : (tensor<4xf32>, tensor<4xf32>) -> ()
//       CHECK:   call @check.expect_eq_1(%{{.+}}, %{{.+}}) : (tensor<2x3xui8>, tensor<2x3xui8>) -> ()
//       CHECK:   call @check.expect_eq(%{{.+}}, %{{.+}}) : (tensor<4xf32>, tensor<4xf32>) -> ()
//       CHECK:   call @check.expect_eq_2(%{{.+}}, %{{.+}}) : (tensor<i1>, tensor<i1>) -> ()
//       CHECK:   call @check.eq_1(%{{.+}}, %{{.+}}) : (tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
//       CHECK: func.func private @check.expect_eq(tensor<4xf32>, tensor<4xf32>)
//       CHECK: func.func @check.eq(
//       CHECK: func.func private @check.expect_eq_1(tensor<2x3xui8>, tensor<2x3xui8>) attributes {strata.import = "check.expect_eq"}
//       CHECK: func.func private @check.expect_eq_2(tensor<i1>, tensor<i1>) attributes {strata.import = "check.expect_eq"}
//       CHECK: func.func private @check.eq_1(tensor<4xf32>, tensor<4xf32>) -> tensor<i1> attributes {strata.import = "check.eq"}
func.func @signatures(%a: tensor<4xf32>, %u: tensor<2x3xui8>, %p: tensor<i1>) -> tensor<i1> {
  stablehlo.custom_call @check.expect_eq(%a, %a) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  stablehlo.custom_call @check.expect_eq(%u, %u) {has_side_effect = true} : (tensor<2x3xui8>, tensor<2x3xui8>) -> ()
  stablehlo.custom_call @check.expect_eq(%a, %a) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  stablehlo.custom_call @check.expect_eq(%p, %p) {has_side_effect = true} : (tensor<i1>, tensor<i1>) -> ()
  %0 = stablehlo.custom_call @check.eq(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func private @check.expect_eq(tensor<4xf32>, tensor<4xf32>)
func.func @check.eq(%x: tensor<4xf32>) {
  return
}

// -----

// A check without has_side_effect is still kept: it has memory effects.
// CHECK-LABEL: func.func @no_side_effect_flag(
//       CHECK:   call @check.expect_eq
func.func @no_side_effect_flag(%a: tensor<4xf32>) {
  stablehlo.custom_call @check.expect_eq(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}
