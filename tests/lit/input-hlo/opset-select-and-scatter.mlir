// select_and_scatter compiled for llvm-cpu and vmvx and run. Expected
// values: `python3 Inputs/issue3_ops_reference.py select_and_scatter`, a
// direct implementation of the semantics: for each source element in
// row-major order, walk its window row-major over the in-bounds operand
// elements (padding is never selected), keep the current pick unless
// select(pick, candidate) is false, then result[pick] =
// scatter(result[pick], source), starting from init_value everywhere.
//  - max-pool gradient: 4x4, 2x2 windows, stride 2, GE, add, init 0: each
//    source value lands on its window's maximum (5, 8, 7 (first of the
//    two 7s), 6).
//  - overlapping 1-D windows of 3, stride 1, padding 1/1, GT (a later
//    equal element would win), add, init 0.5: positions 0, 2, 4, 5 get
//    1, 2+3, 4, 5+6 (window 0 is [pad, 3, 1] -> 3).
//  - i32, LE (minimum, first of equals kept), multiply, init 1: both 2x2
//    windows of [[5, -3, 7], [2, -3, 0]] pick the -3 at (0, 1): 1 * 4 * 6.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="4x4xf32=1 5 2 2 3 4 8 0 7 7 1 6 0 2 6 3" --input="6xf32=3 1 4 1 5 9" --input="2x3xi32=5 -3 7 2 -3 0" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="4x4xf32=1 5 2 2 3 4 8 0 7 7 1 6 0 2 6 3" --input="6xf32=3 1 4 1 5 9" --input="2x3xi32=5 -3 7 2 -3 0" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="4x4xf32=1 5 2 2 3 4 8 0 7 7 1 6 0 2 6 3" --input="6xf32=3 1 4 1 5 9" --input="2x3xi32=5 -3 7 2 -3 0" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 3 of 3 passed

func.func @main(%x: tensor<4x4xf32>, %y: tensor<6xf32>, %z: tensor<2x3xi32>) {
  %src = stablehlo.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %src, %zero) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %ge : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  %r_e = stablehlo.constant dense<[[0.0, 10.0, 0.0, 0.0], [0.0, 0.0, 20.0, 0.0], [30.0, 0.0, 0.0, 40.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf32>
  stablehlo.custom_call @check.expect_eq(%r, %r_e) {has_side_effect = true} : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()

  %src1 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %half = stablehlo.constant dense<0.5> : tensor<f32>
  %r1 = "stablehlo.select_and_scatter"(%y, %src1, %half) <{padding = dense<[[1, 1]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %gt : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) : (tensor<6xf32>, tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
  %r1_e = stablehlo.constant dense<[1.5, 0.5, 5.5, 0.5, 4.5, 11.5]> : tensor<6xf32>
  stablehlo.custom_call @check.expect_eq(%r1, %r1_e) {has_side_effect = true} : (tensor<6xf32>, tensor<6xf32>) -> ()

  %src2 = stablehlo.constant dense<[[4, 6]]> : tensor<1x2xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r2 = "stablehlo.select_and_scatter"(%z, %src2, %one) <{window_dimensions = array<i64: 2, 2>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %le = stablehlo.compare LE, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %le : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %m = stablehlo.multiply %a, %b : tensor<i32>
      stablehlo.return %m : tensor<i32>
  }) : (tensor<2x3xi32>, tensor<1x2xi32>, tensor<i32>) -> tensor<2x3xi32>
  %r2_e = stablehlo.constant dense<[[1, 24, 1], [1, 1, 1]]> : tensor<2x3xi32>
  stablehlo.custom_call @check.expect_eq(%r2, %r2_e) {has_side_effect = true} : (tensor<2x3xi32>, tensor<2x3xi32>) -> ()
  return
}
