// A reduction body may use the function's constants (they are cloned into
// it when the program is parsed, run-captured-constants.mlir), but not its
// other values: XLA's computations cannot capture either. A clear error at
// the use, never a crash.
// RUN: not strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod 2>&1 | FileCheck %s
// CHECK: captured-value-invalid.mlir:[[@LINE+6]]:11: error: 'stablehlo.multiply' op using value defined outside the region
// CHECK: note: required by region isolation constraints
func.func @main(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%acc: tensor<f32>, %e: tensor<f32>) {
    %e2 = stablehlo.multiply %e, %s : tensor<f32>
    %sum = stablehlo.add %acc, %e2 : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }
  return %r : tensor<f32>
}
