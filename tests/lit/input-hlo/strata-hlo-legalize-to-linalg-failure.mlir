// An op without a lowering fails with one error naming it, exit code 1.
// RUN: not strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg 2>&1 | FileCheck %s

func.func @sort(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: :[[@LINE+1]]:8: error: failed to lower 'stablehlo.sort': not supported by input-hlo
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK-NOT: error
