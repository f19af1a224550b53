// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-decompose-composites | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xui8>)
// CHECK: %[[A:.*]] = call @my.square.impl(%[[X]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[B:.*]]:2 = call @my.pair.impl(%[[A]], %[[Y]]) : (tensor<4xf32>, tensor<4xui8>) -> (tensor<4xf32>, tensor<4xui8>)
// CHECK-NOT: stablehlo.composite
// CHECK: return %[[B]]#0, %[[B]]#1
func.func @main(%x: tensor<4xf32>, %y: tensor<4xui8>) -> (tensor<4xf32>, tensor<4xui8>) {
  %a = stablehlo.composite "my.square" %x {decomposition = @my.square.impl} : (tensor<4xf32>) -> tensor<4xf32>
  %b:2 = stablehlo.composite "my.pair" %a, %y {composite_attributes = {k = 1 : i64}, decomposition = @my.pair.impl, version = 3 : i32} : (tensor<4xf32>, tensor<4xui8>) -> (tensor<4xf32>, tensor<4xui8>)
  return %b#0, %b#1 : tensor<4xf32>, tensor<4xui8>
}
func.func private @my.square.impl(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @my.pair.impl(%x: tensor<4xf32>, %y: tensor<4xui8>) -> (tensor<4xf32>, tensor<4xui8>) {
  return %x, %y : tensor<4xf32>, tensor<4xui8>
}

// -----

// A composite inside a region (a while body) is rewritten too.
// CHECK-LABEL: func.func @in_region
// CHECK: stablehlo.while
// CHECK: call @inc
// CHECK-NOT: stablehlo.composite
func.func @in_region(%x: tensor<i32>) -> tensor<i32> {
  %r = stablehlo.while(%i = %x) : tensor<i32>
    cond {
      %c = stablehlo.constant dense<10> : tensor<i32>
      %p = stablehlo.compare LT, %i, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %n = stablehlo.composite "my.inc" %i {decomposition = @inc} : (tensor<i32>) -> tensor<i32>
      stablehlo.return %n : tensor<i32>
    }
  return %r : tensor<i32>
}
func.func private @inc(%x: tensor<i32>) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %x, %c : tensor<i32>
  return %0 : tensor<i32>
}
