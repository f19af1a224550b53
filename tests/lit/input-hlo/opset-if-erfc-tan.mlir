// stablehlo.if, chlo.erfc and chlo.tan end to end, on every target.
//  - if: the predicate is computed from the input (sum(x) > 0), both branches
//    capture values from above, the op has two results of different types
//    (tensor<4xf32>, tensor<i32>), and the true branch holds a nested if on
//    x[0] < 0. The two RUN inputs take each branch: x = [1, -2, 3, 4]
//    (sum 6 > 0, x[0] >= 0) gives (2x, 1); x = [-1, -2, 3, -4] (sum -4)
//    gives (x - 1, 3). A second function takes the nested branch.
//  - chlo.erfc at 0, -0, 0.5, -1, 2.5, -3, 4, 9, 20, +-inf, NaN: 1 at +-0,
//    0 at 20 (underflow) and +inf, 2 at -inf, NaN at NaN; f32 and f64
//    (absolute tolerance 1e-6 and 1e-12). Expected: python3's math.erfc.
//  - chlo.tan at the same points (tan(+-inf) = NaN); expected: math.tan of
//    the f32-rounded input, rounded to f32 (f64: math.tan).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --function=branch --input="4xf32=1 -2 3 4" | FileCheck %s --check-prefix=TRUE
// RUN: strata-run --module=%t.smod --function=branch --input="4xf32=-1 -2 3 -4" | FileCheck %s --check-prefix=FALSE
// RUN: strata-run --module=%t.smod --function=nested --input="4xf32=-1 2 3 4" | FileCheck %s --check-prefix=NESTED
// RUN: strata-run --module=%t.smod --function=math | FileCheck %s --check-prefix=MATH
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --function=branch --input="4xf32=1 -2 3 4" | FileCheck %s --check-prefix=TRUE
// RUN: strata-run --module=%t.vmvx.smod --function=branch --input="4xf32=-1 -2 3 -4" | FileCheck %s --check-prefix=FALSE
// RUN: strata-run --module=%t.vmvx.smod --function=nested --input="4xf32=-1 2 3 4" | FileCheck %s --check-prefix=NESTED
// RUN: strata-run --module=%t.vmvx.smod --function=math | FileCheck %s --check-prefix=MATH
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --function=branch --input="4xf32=1 -2 3 4" | FileCheck %s --check-prefix=TRUE %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --function=branch --input="4xf32=-1 -2 3 -4" | FileCheck %s --check-prefix=FALSE %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --function=nested --input="4xf32=-1 2 3 4" | FileCheck %s --check-prefix=NESTED %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --function=math | FileCheck %s --check-prefix=MATH %}

// TRUE: result[0]: hal.buffer_view
// TRUE-NEXT: 4xf32=2 -4 6 8
// TRUE-NEXT: result[1]: hal.buffer_view
// TRUE-NEXT: i32=1
// FALSE: result[0]: hal.buffer_view
// FALSE-NEXT: 4xf32=-2 -3 2 -5
// FALSE-NEXT: result[1]: hal.buffer_view
// FALSE-NEXT: i32=3
// NESTED: result[0]: hal.buffer_view
// NESTED-NEXT: 4xf32=1 -2 -3 -4
// NESTED-NEXT: result[1]: hal.buffer_view
// NESTED-NEXT: i32=2
// MATH-NOT: FAIL
// MATH: [checks] 4 of 4 passed

func.func @branch(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %p = stablehlo.compare GT, %sum, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %r:2 = func.call @select_branch(%x, %p) : (tensor<4xf32>, tensor<i1>) -> (tensor<4xf32>, tensor<i32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<i32>
}

// The predicate is sum(x) <= 0, so the nested if of the true branch runs
// (x[0] = -1 < 0: the result is -x, tag 2).
func.func @nested(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %p = stablehlo.compare GT, %sum, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %r:2 = func.call @select_branch(%x, %p) : (tensor<4xf32>, tensor<i1>) -> (tensor<4xf32>, tensor<i32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<i32>
}

func.func private @select_branch(%x: tensor<4xf32>, %p: tensor<i1>) -> (tensor<4xf32>, tensor<i32>) {
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %r:2 = "stablehlo.if"(%p) ({
    %x0 = stablehlo.slice %x [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %x0s = stablehlo.reshape %x0 : (tensor<1xf32>) -> tensor<f32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %neg = stablehlo.compare LT, %x0s, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %in:2 = "stablehlo.if"(%neg) ({
      %n = stablehlo.negate %x : tensor<4xf32>
      %t2 = stablehlo.constant dense<2> : tensor<i32>
      stablehlo.return %n, %t2 : tensor<4xf32>, tensor<i32>
    }, {
      %d = stablehlo.add %x, %x : tensor<4xf32>
      %t1 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %d, %t1 : tensor<4xf32>, tensor<i32>
    }) : (tensor<i1>) -> (tensor<4xf32>, tensor<i32>)
    stablehlo.return %in#0, %in#1 : tensor<4xf32>, tensor<i32>
  }, {
    %s = stablehlo.subtract %x, %one : tensor<4xf32>
    %t3 = stablehlo.constant dense<3> : tensor<i32>
    stablehlo.return %s, %t3 : tensor<4xf32>, tensor<i32>
  }) : (tensor<i1>) -> (tensor<4xf32>, tensor<i32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<i32>
}

// The inputs come through an optimization barrier of a call argument-free
// function's constants, so nothing folds at compile time.
func.func @math() {
  %c32 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 2.5, -3.0, 4.0, 9.0, 20.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<12xf32>
  %c64 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 2.5, -3.0, 4.0, 9.0, 20.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<12xf64>
  %x32, %x64 = stablehlo.optimization_barrier %c32, %c64 : tensor<12xf32>, tensor<12xf64>
  %erfc32 = chlo.erfc %x32 : tensor<12xf32> -> tensor<12xf32>
  %erfc32_e = stablehlo.constant dense<[1.0, 1.0, 0.479500115, 1.84270084, 4.06952022e-04, 1.99997795, 1.54172586e-08, 4.13703171e-37, 0.0, 0.0, 2.0, 0x7FC00000]> : tensor<12xf32>
  stablehlo.custom_call @check.expect_almost_eq(%erfc32, %erfc32_e) {has_side_effect = true, tolerance = 1.0e-06 : f32} : (tensor<12xf32>, tensor<12xf32>) -> ()
  %erfc64 = chlo.erfc %x64 : tensor<12xf64> -> tensor<12xf64>
  %erfc64_e = stablehlo.constant dense<[1.0, 1.0, 0.4795001221869535, 1.842700792949715, 4.069520174449589e-04, 1.9999779095030015, 1.541725790028002e-08, 4.13703174651381e-37, 5.3958656116079005e-176, 0.0, 2.0, 0x7FF8000000000000]> : tensor<12xf64>
  stablehlo.custom_call @check.expect_almost_eq(%erfc64, %erfc64_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<12xf64>, tensor<12xf64>) -> ()
  %tan32 = chlo.tan %x32 : tensor<12xf32> -> tensor<12xf32>
  %tan32_e = stablehlo.constant dense<[0.0, -0.0, 0.546302497, -1.55740774, -0.747022271, 0.142546549, 1.15782130, -0.452315658, 2.23716092, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<12xf32>
  stablehlo.custom_call @check.expect_almost_eq(%tan32, %tan32_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<12xf32>, tensor<12xf32>) -> ()
  %tan64 = chlo.tan %x64 : tensor<12xf64> -> tensor<12xf64>
  %tan64_e = stablehlo.constant dense<[0.0, -0.0, 0.5463024898437905, -1.5574077246549023, -0.7470222972386603, 0.1425465430742778, 1.1578212823495775, -0.45231565944180985, 2.237160944224742, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<12xf64>
  stablehlo.custom_call @check.expect_almost_eq(%tan64, %tan64_e) {has_side_effect = true, tolerance = 1.0e-12 : f32} : (tensor<12xf64>, tensor<12xf64>) -> ()
  return
}
