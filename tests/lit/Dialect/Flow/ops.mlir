// RUN: strata-opt %s --split-input-file | FileCheck %s
// Round trip: the printed form parses again and prints the same.
// RUN: strata-opt %s --split-input-file | strata-opt --split-input-file | FileCheck %s
// And through the generic form.
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @dispatch_region
//  CHECK-SAME: (%[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<8x2xf32>)
//       CHECK: %[[R:.+]] = flow.dispatch.region(%[[A]], %[[B]]) : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32> {
//  CHECK-NEXT: ^bb0(%[[X:.+]]: tensor<4x8xf32>, %[[Y:.+]]: tensor<8x2xf32>):
//  CHECK-NEXT:   %[[E:.+]] = tensor.empty() : tensor<4x2xf32>
//  CHECK-NEXT:   %[[M:.+]] = linalg.matmul ins(%[[X]], %[[Y]] : tensor<4x8xf32>, tensor<8x2xf32>) outs(%[[E]] : tensor<4x2xf32>) -> tensor<4x2xf32>
//  CHECK-NEXT:   flow.return %[[M]] : tensor<4x2xf32>
//  CHECK-NEXT: }
//  CHECK-NEXT: return %[[R]]
func.func @dispatch_region(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = flow.dispatch.region(%a, %b) : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32> {
  ^bb0(%x: tensor<4x8xf32>, %y: tensor<8x2xf32>):
    %e = tensor.empty() : tensor<4x2xf32>
    %m = linalg.matmul ins(%x, %y : tensor<4x8xf32>, tensor<8x2xf32>) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
    flow.return %m : tensor<4x2xf32>
  }
  return %0 : tensor<4x2xf32>
}

// -----

// A region with no operands and several results.
// CHECK-LABEL: func.func @dispatch_region_multi
//       CHECK: %[[R:.+]]:2 = flow.dispatch.region() : () -> (tensor<4xf32>, tensor<4xi32>) {
//       CHECK:   flow.return %{{.+}}, %{{.+}} : tensor<4xf32>, tensor<4xi32>
//       CHECK: return %[[R]]#0, %[[R]]#1
func.func @dispatch_region_multi() -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = flow.dispatch.region() : () -> (tensor<4xf32>, tensor<4xi32>) {
    %f = arith.constant dense<1.0> : tensor<4xf32>
    %i = arith.constant dense<2> : tensor<4xi32>
    flow.return %f, %i : tensor<4xf32>, tensor<4xi32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// A region without results; the terminator is implicit in the custom form.
// CHECK-LABEL: func.func @dispatch_region_no_results
//       CHECK: flow.dispatch.region(%{{.+}}) : (tensor<4xf32>) -> () {
//  CHECK-NEXT: ^bb0(%{{.+}}: tensor<4xf32>):
//  CHECK-NEXT: }
func.func @dispatch_region_no_results(%a: tensor<4xf32>) {
  flow.dispatch.region(%a) : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    flow.return
  }
  return
}

// -----

// CHECK-LABEL: flow.executable @ex {
//  CHECK-NEXT:   builtin.module {
//  CHECK-NEXT:     func.func @entry(%{{.+}}: tensor<4xf32>, %{{.+}}: tensor<4xf32>) -> tensor<4xf32>
//       CHECK: flow.executable @ex_attrs attributes {test.note = "kept"} {
//       CHECK: func.func @dispatch
//  CHECK-SAME: (%[[A:.+]]: tensor<4xf32>, %[[B:.+]]: tensor<4xf32>)
//       CHECK: %[[R:.+]] = flow.dispatch @ex::@entry(%[[A]], %[[B]]) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
//       CHECK: flow.dispatch @ex_attrs::@entry(%[[A]]) {test.tag} : (tensor<4xf32>) -> ()
//       CHECK: return %[[R]]
flow.executable @ex {
  builtin.module {
    func.func @entry(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
      %0 = arith.addf %a, %b : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
  }
}
flow.executable @ex_attrs attributes {test.note = "kept"} {
  builtin.module {
    func.func @entry(%a: tensor<4xf32>) {
      return
    }
  }
}
func.func @dispatch(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch @ex::@entry(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  flow.dispatch @ex_attrs::@entry(%a) {test.tag} : (tensor<4xf32>) -> ()
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @tensor_reshape
//       CHECK: %[[R:.+]] = flow.tensor.reshape %{{.+}} : tensor<1x28x28x1xf32> -> tensor<1x784xf32>
//       CHECK: %[[S:.+]] = flow.tensor.reshape %{{.+}} : tensor<2x3xi1> -> tensor<6xi1>
//       CHECK: return %[[R]], %[[S]]
func.func @tensor_reshape(%a: tensor<1x28x28x1xf32>, %b: tensor<2x3xi1>) -> (tensor<1x784xf32>, tensor<6xi1>) {
  %0 = flow.tensor.reshape %a : tensor<1x28x28x1xf32> -> tensor<1x784xf32>
  %1 = flow.tensor.reshape %b : tensor<2x3xi1> -> tensor<6xi1>
  return %0, %1 : tensor<1x784xf32>, tensor<6xi1>
}
