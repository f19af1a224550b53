// A custom_call that does not fit a runtime check function is an error that
// names the target and what is wrong.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-legalize-custom-calls --verify-diagnostics

func.func @unknown_target(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom_call target 'foo' is not supported by input-hlo}}
  %0 = stablehlo.custom_call @foo(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @operand_count(%a: tensor<4xf32>) {
  // expected-error @+1 {{'check.expect_eq' takes 2 operands (actual, expected), got 3}}
  stablehlo.custom_call @check.expect_eq(%a, %a, %a) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @operand_types(%a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error @+1 {{'check.expect_almost_eq' operands must have the same type, got 'tensor<4xf32>' and 'tensor<4xf64>'}}
  stablehlo.custom_call @check.expect_almost_eq(%a, %b) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf64>) -> ()
  return
}

// -----

func.func @complex(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{'check.expect_close' on complex element type 'complex<f32>' is not supported}}
  stablehlo.custom_call @check.expect_close(%a, %a) {has_side_effect = true} : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> ()
  return
}

// -----

func.func @not_a_tensor(%a: f32) {
  // expected-error @+1 {{'check.expect_eq' operand 0 must be a ranked tensor, got 'f32'}}
  stablehlo.custom_call @check.expect_eq(%a, %a) {has_side_effect = true} : (f32, f32) -> ()
  return
}

// -----

func.func @expect_with_result(%a: tensor<4xf32>) -> tensor<i1> {
  // expected-error @+1 {{'check.expect_eq' returns nothing, got 1 results}}
  %0 = stablehlo.custom_call @check.expect_eq(%a, %a) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

func.func @eq_result(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{'check.eq' returns one 'tensor<i1>', got 1 results}}
  %0 = stablehlo.custom_call @check.eq(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @negative_tolerance(%a: tensor<4xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq' tolerance must be a non-negative finite f32 number, got -1.000000e-01 : f32}}
  stablehlo.custom_call @check.expect_almost_eq(%a, %a) {has_side_effect = true, tolerance = -0.1 : f32} : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @string_tolerance(%a: tensor<4xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq' tolerance must be a number, got "small"}}
  stablehlo.custom_call @check.expect_almost_eq(%a, %a) {backend_config = {tolerance = "small"}, has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @ulp_bounds(%a: tensor<4xf32>) {
  // expected-error @+1 {{'check.expect_close' min_ulp_difference 4 exceeds max_ulp_difference 3}}
  stablehlo.custom_call @check.expect_close(%a, %a) {has_side_effect = true, min_ulp_difference = 4 : i64} : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @negative_ulp(%a: tensor<4xf32>) {
  // expected-error @+1 {{'check.expect_close' max_ulp_difference must be a non-negative integer, got -1 : i64}}
  stablehlo.custom_call @check.expect_close(%a, %a) {has_side_effect = true, max_ulp_difference = -1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

// Every unsupported custom_call is reported, not only the first.
func.func @two_unknown(%a: tensor<4xf32>) {
  // expected-error @+1 {{custom_call target 'foo' is not supported by input-hlo}}
  stablehlo.custom_call @foo(%a) {has_side_effect = true} : (tensor<4xf32>) -> ()
  // expected-error @+1 {{custom_call target 'check.expect_true' is not supported by input-hlo}}
  stablehlo.custom_call @check.expect_true(%a) {has_side_effect = true} : (tensor<4xf32>) -> ()
  return
}
