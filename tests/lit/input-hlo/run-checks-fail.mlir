// Failing checks of each kind: each is reported with the first mismatching
// element, later checks still run, check.eq returns false, and strata-run
// exits with 1.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: not strata-run --module=%t.smod --input="4xf32=1 2 3 4" --input="3xi32=5 -6 7" > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: not strata-run --module=%t.vmvx.smod --input="4xf32=1 2 3 4" --input="3xi32=5 -6 7" > %t.vmvx.out 2> %t.vmvx.err
// RUN: FileCheck %s < %t.vmvx.out
// RUN: FileCheck %s --check-prefix=ERR < %t.vmvx.err
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ not env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="4xf32=1 2 3 4" --input="3xi32=5 -6 7" > %t.vulkan.out 2> %t.vulkan.err %}
// RUN: %if vulkan %{ FileCheck %s < %t.vulkan.out %}
// RUN: %if vulkan %{ FileCheck %s --check-prefix=ERR < %t.vulkan.err %}
// CHECK: [check 0] expect_eq: FAIL at [1]: 36 vs expected 37; 1 of 3 elements differ
// CHECK-NEXT: [check 1] expect_almost_eq: FAIL at [2]: 7 vs expected 7.002 (|difference| {{.*}} > tolerance 0.001); 1 of 4 elements differ
// CHECK-NEXT: [check 2] expect_almost_eq: FAIL at [0]: 3 vs expected 3.25 (|difference| 0.25 > tolerance 0.1); 2 of 4 elements differ
// CHECK-NEXT: [check 3] expect_close: FAIL at [0]: 3 vs expected 3.000001 (ulp distance 4 > 3); 1 of 4 elements differ
// CHECK-NEXT: [check 4] expect_close: FAIL at [1]: 5 vs expected 5 (ulp distance 0 < 1); 3 of 4 elements differ
// CHECK-NEXT: [check 5] expect_eq: PASS
// CHECK-NEXT: [checks] 1 of 6 passed
// CHECK: i1=0
// ERR: 5 of 6 checks failed

func.func @main(%x: tensor<4xf32>, %i: tensor<3xi32>) -> tensor<i1> {
  %c2 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %c1 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %m = stablehlo.multiply %x, %c2 : tensor<4xf32>
  %y = stablehlo.add %m, %c1 : tensor<4xf32>
  %i2 = stablehlo.multiply %i, %i : tensor<3xi32>

  %ei = stablehlo.constant dense<[25, 37, 49]> : tensor<3xi32>
  stablehlo.custom_call @check.expect_eq(%i2, %ei) {has_side_effect = true} : (tensor<3xi32>, tensor<3xi32>) -> ()
  // Off by 2e-3 > the default tolerance 1e-3.
  %near = stablehlo.constant dense<[3.0, 5.0, 7.002, 9.0]> : tensor<4xf32>
  stablehlo.custom_call @check.expect_almost_eq(%y, %near) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  %far = stablehlo.constant dense<[3.25, 5.0, 7.0, 8.75]> : tensor<4xf32>
  stablehlo.custom_call @check.expect_almost_eq(%y, %far) {has_side_effect = true, tolerance = 1.0e-1 : f32} : (tensor<4xf32>, tensor<4xf32>) -> ()
  // 3 + 4 ulp > the default 3.
  %ulp = stablehlo.constant dense<[3.00000095367432, 5.0, 7.0, 9.0]> : tensor<4xf32>
  stablehlo.custom_call @check.expect_close(%y, %ulp) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  // At least one ulp apart is required: equal elements fail.
  stablehlo.custom_call @check.expect_close(%y, %ulp) {backend_config = {min_ulp_difference = 1 : i64, max_ulp_difference = 8 : i64}, has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  stablehlo.custom_call @check.expect_eq(%y, %y) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  %eq = stablehlo.custom_call @check.eq(%y, %far) : (tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
  return %eq : tensor<i1>
}
