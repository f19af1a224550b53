// capi_test --checks: a passing and a failing check.expect_eq on a dispatch's
// result (the call itself succeeds; a failed check does not fail it).
func.func @main(%x: tensor<3xi32>) -> tensor<3xi32> {
  %y = stablehlo.add %x, %x : tensor<3xi32>
  %e = stablehlo.constant dense<[2, 4, 6]> : tensor<3xi32>
  stablehlo.custom_call @check.expect_eq(%y, %e) {has_side_effect = true} : (tensor<3xi32>, tensor<3xi32>) -> ()
  %w = stablehlo.constant dense<[2, 4, 7]> : tensor<3xi32>
  stablehlo.custom_call @check.expect_eq(%y, %w) {has_side_effect = true} : (tensor<3xi32>, tensor<3xi32>) -> ()
  return %y : tensor<3xi32>
}
