// A custom_call target that is not a check function stops the compilation
// with one error naming the target and its location, exit code 1.
// RUN: not strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod 2>&1 | FileCheck %s
// CHECK: custom-call-unsupported.mlir:[[@LINE+5]]:8: error: custom_call target 'Sharding' is not supported by input-hlo
// CHECK-NOT: error:

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
