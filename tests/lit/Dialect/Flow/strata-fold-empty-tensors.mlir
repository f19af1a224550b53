// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-fold-empty-tensors))' | FileCheck %s

// A reduction over an empty axis is its init; an empty result is a host
// constant of no elements.
// CHECK-LABEL: func.func @reduce_empty_axis
// CHECK-SAME: (%[[X:.*]]: tensor<3x0xf32>)
// CHECK-DAG: %[[NONE:.*]] = arith.constant dense<> : tensor<0xf32>
// CHECK-DAG: %[[FILL:.*]] = linalg.fill
// CHECK-NOT: linalg.reduce
// CHECK: return %[[FILL]], %[[NONE]]
func.func @reduce_empty_axis(%x: tensor<3x0xf32>) -> (tensor<3xf32>, tensor<0xf32>) {
  %zero = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.reduce ins(%x : tensor<3x0xf32>) outs(%init : tensor<3xf32>) dimensions = [1]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32
                         linalg.yield %s : f32 }
  %e0 = tensor.empty() : tensor<0xf32>
  %init0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<0xf32>) -> tensor<0xf32>
  %cols = linalg.reduce ins(%x : tensor<3x0xf32>) outs(%init0 : tensor<0xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32
                         linalg.yield %s : f32 }
  return %sum, %cols : tensor<3xf32>, tensor<0xf32>
}

// CHECK-LABEL: func.func @pad_and_concat_empty
// CHECK-SAME: (%[[A:.*]]: tensor<2x1xf32>, %[[E:.*]]: tensor<2x0xf32>, %[[B:.*]]: tensor<2x1xf32>)
// CHECK: %[[P:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x5xf32>)
// CHECK: %[[C:.*]] = tensor.concat dim(1) %[[A]], %[[B]] :
// CHECK: return %[[P]], %[[C]]
func.func @pad_and_concat_empty(%a: tensor<2x1xf32>, %e: tensor<2x0xf32>, %b: tensor<2x1xf32>) -> (tensor<2x5xf32>, tensor<2x2xf32>) {
  %seven = arith.constant 7.0 : f32
  %p = tensor.pad %e low[0, 2] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %seven : f32
  } : tensor<2x0xf32> to tensor<2x5xf32>
  %c = tensor.concat dim(1) %a, %e, %b : (tensor<2x1xf32>, tensor<2x0xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
  return %p, %c : tensor<2x5xf32>, tensor<2x2xf32>
}
