// optimization_barrier, tuple and get_tuple_element inside a function body
// (what older exports print), compiled for llvm-cpu and vmvx and run. The
// tuple ops are flattened by the lowering (1:N type conversion) and the
// barrier forwards its operands, so the results are plain arithmetic on the
// inputs: a + a = [2, -3, 7], b * b = [9, 16], nested tuples and a barrier
// on a tuple value included. Expected values are worked out by hand.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="3xf32=1.0 -1.5 3.5" --input="2xi32=3 -4" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="3xf32=1.0 -1.5 3.5" --input="2xi32=3 -4" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="3xf32=1.0 -1.5 3.5" --input="2xi32=3 -4" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 4 of 4 passed

func.func @main(%a: tensor<3xf32>, %b: tensor<2xi32>) {
  %t = stablehlo.tuple %a, %b : tuple<tensor<3xf32>, tensor<2xi32>>
  %n = stablehlo.tuple %t, %b : tuple<tuple<tensor<3xf32>, tensor<2xi32>>, tensor<2xi32>>
  %inner = stablehlo.get_tuple_element %n[0] : (tuple<tuple<tensor<3xf32>, tensor<2xi32>>, tensor<2xi32>>) -> tuple<tensor<3xf32>, tensor<2xi32>>
  %x = stablehlo.get_tuple_element %inner[0] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<3xf32>
  %y = stablehlo.get_tuple_element %n[1] : (tuple<tuple<tensor<3xf32>, tensor<2xi32>>, tensor<2xi32>>) -> tensor<2xi32>
  %o:2 = stablehlo.optimization_barrier %x, %y : tensor<3xf32>, tensor<2xi32>
  %sum = stablehlo.add %o#0, %o#0 : tensor<3xf32>
  %sum_e = stablehlo.constant dense<[2.0, -3.0, 7.0]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_eq(%sum, %sum_e) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  %sq = stablehlo.multiply %o#1, %o#1 : tensor<2xi32>
  %sq_e = stablehlo.constant dense<[9, 16]> : tensor<2xi32>
  stablehlo.custom_call @check.expect_eq(%sq, %sq_e) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
  // A barrier on a tuple value, then its elements.
  %bt = stablehlo.optimization_barrier %t : tuple<tensor<3xf32>, tensor<2xi32>>
  %bx = stablehlo.get_tuple_element %bt[0] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<3xf32>
  %by = stablehlo.get_tuple_element %bt[1] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<2xi32>
  %neg = stablehlo.negate %bx : tensor<3xf32>
  %neg_e = stablehlo.constant dense<[-1.0, 1.5, -3.5]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_eq(%neg, %neg_e) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  %dif = stablehlo.subtract %by, %y : tensor<2xi32>
  %dif_e = stablehlo.constant dense<[0, 0]> : tensor<2xi32>
  stablehlo.custom_call @check.expect_eq(%dif, %dif_e) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
  return
}
