// Passing checks of each kind, on values computed by dispatches from the
// inputs: one "[check N]" line each, exit code 0. check.eq returns its i1.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="4xf32=1 2 3 4" --input="3xi32=5 -6 7" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="4xf32=1 2 3 4" --input="3xi32=5 -6 7" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="4xf32=1 2 3 4" --input="3xi32=5 -6 7" | FileCheck %s %}
// CHECK: [check 0] expect_eq: PASS
// CHECK-NEXT: [check 1] expect_almost_eq: PASS
// CHECK-NEXT: [check 2] expect_almost_eq: PASS
// CHECK-NEXT: [check 3] expect_close: PASS
// CHECK-NEXT: [check 4] expect_eq: PASS
// CHECK-NEXT: [checks] 5 of 5 passed
// CHECK: i1=1
// CHECK: 4xf32=3 5 7 9

func.func @main(%x: tensor<4xf32>, %i: tensor<3xi32>) -> (tensor<i1>, tensor<4xf32>) {
  // y = 2x + 1, i2 = i * i
  %c2 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %c1 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %m = stablehlo.multiply %x, %c2 : tensor<4xf32>
  %y = stablehlo.add %m, %c1 : tensor<4xf32>
  %i2 = stablehlo.multiply %i, %i : tensor<3xi32>

  %ei = stablehlo.constant dense<[25, 36, 49]> : tensor<3xi32>
  stablehlo.custom_call @check.expect_eq(%i2, %ei) {has_side_effect = true} : (tensor<3xi32>, tensor<3xi32>) -> ()
  // Off by 5e-4 < the default tolerance 1e-3.
  %near = stablehlo.constant dense<[3.0005, 5.0, 6.9995, 9.0]> : tensor<4xf32>
  "stablehlo.custom_call"(%y, %near) <{call_target_name = "check.expect_almost_eq", has_side_effect = true}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  // Off by 0.25 <= tolerance 0.5 from backend_config.
  %far = stablehlo.constant dense<[3.25, 5.0, 7.0, 8.75]> : tensor<4xf32>
  stablehlo.custom_call @check.expect_almost_eq(%y, %far) {backend_config = {tolerance = 5.0e-1 : f32}, has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  // 3 + 2 ulp (ulp of 3.0 is 2^-22), 5 exactly: within [0, 3] ulp.
  %ulp = stablehlo.constant dense<[3.00000047683716, 5.0, 7.0, 9.0]> : tensor<4xf32>
  stablehlo.custom_call @check.expect_close(%y, %ulp) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  %ey = stablehlo.constant dense<[3.0, 5.0, 7.0, 9.0]> : tensor<4xf32>
  stablehlo.custom_call @check.expect_eq(%y, %ey) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  %eq = stablehlo.custom_call @check.eq(%y, %ey) : (tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
  return %eq, %y : tensor<i1>, tensor<4xf32>
}
