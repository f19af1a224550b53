// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-legalize-mhlo-names | FileCheck %s

// Generic-form mhlo ops become their stablehlo twins; #mhlo attributes are
// stablehlo attributes from the start.
// CHECK-LABEL: func.func @elementwise(
//       CHECK:   %[[ADD:.+]] = stablehlo.add %{{.+}}, %{{.+}} : tensor<4xf32>
//       CHECK:   %[[CMP:.+]] = stablehlo.compare GT, %[[ADD]], %{{.+}}, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
//       CHECK:   %[[CMP2:.+]] = stablehlo.compare LT, %[[ADD]], %{{.+}} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
//       CHECK:   %[[AND:.+]] = stablehlo.and %[[CMP]], %[[CMP2]] : tensor<4xi1>
//       CHECK:   stablehlo.select %[[AND]], %[[ADD]], %{{.+}} : tensor<4xi1>, tensor<4xf32>
//   CHECK-NOT:   mhlo.
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mhlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "mhlo.compare"(%0, %b) <{compare_type = #mhlo<comparison_type FLOAT>, comparison_direction = #mhlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // Older printers put inherent attributes in the attribute dictionary.
  %2 = "mhlo.compare"(%0, %b) {comparison_direction = #mhlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // mhlo and stablehlo ops mix.
  %3 = stablehlo.and %1, %2 : tensor<4xi1>
  %4 = "mhlo.select"(%3, %0, %b) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}

// -----

// Regions move over with their (renamed) ops; structured attributes parse
// with the stablehlo syntax.
// CHECK-LABEL: func.func @structured(
//       CHECK:   %[[INIT:.+]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
//       CHECK:   stablehlo.reduce(%{{.+}} init: %[[INIT]]) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
//       CHECK:   stablehlo.dot_general %{{.+}}, %{{.+}}, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
//       CHECK:   stablehlo.convolution(%{{.+}}, %{{.+}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x5xf32>) -> tensor<1x4x4x5xf32>
//   CHECK-NOT:   mhlo.
func.func @structured(%x: tensor<2x3xf32>, %y: tensor<3x4xf32>, %img: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x5xf32>) -> (tensor<2xf32>, tensor<2x4xf32>, tensor<1x4x4x5xf32>) {
  %init = "mhlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %0 = "mhlo.reduce"(%x, %init) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "mhlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "mhlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = "mhlo.dot_general"(%x, %y) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %2 = "mhlo.convolution"(%img, %k) <{batch_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<1x4x4x2xf32>, tensor<3x3x2x5xf32>) -> tensor<1x4x4x5xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<2x4xf32>, tensor<1x4x4x5xf32>
}

// -----

// Check custom_calls of older exports.
// CHECK-LABEL: func.func @custom_call(
//       CHECK:   stablehlo.custom_call @check.expect_eq(%{{.+}}, %{{.+}}) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
func.func @custom_call(%a: tensor<4xf32>) {
  "mhlo.custom_call"(%a, %a) {call_target_name = "check.expect_eq", has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

// Older exports spell integer lists as dense elements (`dense<[1, 0]> :
// tensor<2xi64>`) in the attribute dictionary; they become the array
// attributes StableHLO has now.
// CHECK-LABEL: func.func @legacy_lists(
//       CHECK:   stablehlo.broadcast_in_dim %{{.+}}, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
//       CHECK:   stablehlo.transpose %{{.+}}, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
//       CHECK:   stablehlo.slice %{{.+}} [0:2, 1:2] : (tensor<3x2xf32>) -> tensor<2x1xf32>
//       CHECK:   stablehlo.reduce(%{{.+}} init: %{{.+}}) applies stablehlo.maximum across dimensions = [0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
func.func @legacy_lists(%x: tensor<3xf32>, %init: tensor<f32>) -> (tensor<2x1xf32>, tensor<2xf32>) {
  %0 = "mhlo.broadcast_in_dim"(%x) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = "mhlo.transpose"(%0) {permutation = dense<[1, 0]> : tensor<2xi64>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = "mhlo.slice"(%1) {limit_indices = dense<[2, 2]> : tensor<2xi64>, start_indices = dense<[0, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} : (tensor<3x2xf32>) -> tensor<2x1xf32>
  %3 = "mhlo.reduce"(%1, %init) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %m = "mhlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "mhlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
  return %2, %3 : tensor<2x1xf32>, tensor<2xf32>
}
