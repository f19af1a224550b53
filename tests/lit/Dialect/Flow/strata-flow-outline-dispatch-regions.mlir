// RUN: strata-opt %s --split-input-file --strata-flow-outline-dispatch-regions | FileCheck %s

// Each region becomes flow.executable @<func>_dispatch_<n> holding one entry
// point with the region's signature (its tensor arguments marked read-only
// for bufferization), placed before the function; the region is replaced by
// a flow.dispatch with the same operands and results.
// CHECK-LABEL: flow.executable @main_dispatch_0 {
//  CHECK-NEXT:   builtin.module {
//  CHECK-NEXT:     func.func @main_dispatch_0(%[[X:[^:]+]]: tensor<4xf32> {bufferization.writable = false}, %[[Y:[^:]+]]: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
//  CHECK-NEXT:       %[[E:.+]] = tensor.empty() : tensor<4xf32>
//  CHECK-NEXT:       %[[R:.+]] = linalg.add ins(%[[X]], %[[Y]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) -> tensor<4xf32>
//  CHECK-NEXT:       return %[[R]] : tensor<4xf32>
//  CHECK-NEXT:     }
//  CHECK-NEXT:   }
//  CHECK-NEXT: }
//  CHECK-NEXT: flow.executable @main_dispatch_1 {
//  CHECK-NEXT:   builtin.module {
//  CHECK-NEXT:     func.func @main_dispatch_1(%[[Z:[^:]+]]: tensor<4xf32> {bufferization.writable = false}) -> (tensor<4xf32>, tensor<4xi32>) {
//  CHECK-NEXT:       %[[C:.+]] = arith.constant dense<7> : tensor<4xi32>
//  CHECK-NEXT:       return %[[Z]], %[[C]] : tensor<4xf32>, tensor<4xi32>
//       CHECK: func.func @main(%[[A:.+]]: tensor<4xf32>, %[[B:.+]]: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
//  CHECK-NEXT:   %[[D0:.+]] = flow.dispatch @main_dispatch_0::@main_dispatch_0(%[[A]], %[[B]]) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
//  CHECK-NEXT:   %[[D1:.+]]:2 = flow.dispatch @main_dispatch_1::@main_dispatch_1(%[[D0]]) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>)
//  CHECK-NEXT:   return %[[D1]]#0, %[[D1]]#1
//   CHECK-NOT: flow.dispatch.region
//   CHECK-NOT: flow.return
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0 = flow.dispatch.region(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %e = tensor.empty() : tensor<4xf32>
    %r = linalg.add ins(%x, %y : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    flow.return %r : tensor<4xf32>
  }
  %1:2 = flow.dispatch.region(%0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%z: tensor<4xf32>):
    %c = arith.constant dense<7> : tensor<4xi32>
    flow.return %z, %c : tensor<4xf32>, tensor<4xi32>
  }
  return %1#0, %1#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// Numbering restarts per function. A name already taken by another symbol
// is uniquified; the dispatch refers to the new executable name.
// CHECK-LABEL: flow.executable @first_dispatch_0_0 {
//       CHECK:     func.func @first_dispatch_0(
//       CHECK: func.func @first(
//       CHECK:   flow.dispatch @first_dispatch_0_0::@first_dispatch_0(
//       CHECK: func.func @first_dispatch_0() {
//       CHECK: flow.executable @second_dispatch_0 {
//       CHECK:     func.func @second_dispatch_0(
//       CHECK: func.func @second(
//       CHECK:   flow.dispatch @second_dispatch_0::@second_dispatch_0(
func.func @first(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch.region(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    flow.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @first_dispatch_0() {
  return
}
func.func @second(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch.region(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    flow.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A region without results still becomes an executable and a dispatch.
// CHECK-LABEL: flow.executable @effects_dispatch_0 {
//       CHECK:     func.func @effects_dispatch_0(%{{.+}}: tensor<4xf32> {bufferization.writable = false}) {
//  CHECK-NEXT:       return
//       CHECK: flow.dispatch @effects_dispatch_0::@effects_dispatch_0(%{{.+}}) : (tensor<4xf32>) -> ()
func.func @effects(%a: tensor<4xf32>) {
  flow.dispatch.region(%a) : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    flow.return
  }
  return
}

// -----

// Functions without regions are untouched.
// CHECK-LABEL: func.func @no_regions
//   CHECK-NOT: flow.executable
func.func @no_regions(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// Dynamic dims become push constants: the region's index inputs first, then
// each dynamic dim of a tensor input or result that is not among them (one
// push constant per host value: the input's dim and the result's dim are
// both %n). Inside, the dims of the tensor arguments are the push constants;
// strata.binding_dims names each binding's.
// CHECK-LABEL: flow.executable @dyn_dispatch_0
//       CHECK: func.func @dyn_dispatch_0(%{{.+}}: tensor<?x4xf32> {bufferization.writable = false}, %[[N:[a-z0-9]+]]: index) -> tensor<?x4xf32>
//  CHECK-SAME:     attributes {strata.binding_dims = [array<i64: 0>, array<i64: 0>], strata.push_constants = 1 : i64}
//       CHECK:   tensor.empty(%[[N]]) : tensor<?x4xf32>
// CHECK-LABEL: func.func @dyn(
//       CHECK: %[[D:.+]] = tensor.dim %arg0, %c0
//       CHECK: flow.dispatch @dyn_dispatch_0::@dyn_dispatch_0(%arg0, %[[D]]) dims(%[[D]]) : (tensor<?x4xf32>, index) -> tensor<?x4xf32>
func.func @dyn(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %0 = flow.dispatch.region(%x) dims(%n) : (tensor<?x4xf32>) -> tensor<?x4xf32> {
  ^bb0(%a: tensor<?x4xf32>):
    %c0_0 = arith.constant 0 : index
    %d = tensor.dim %a, %c0_0 : tensor<?x4xf32>
    %e = tensor.empty(%d) : tensor<?x4xf32>
    %r = linalg.copy ins(%a : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
    flow.return %r : tensor<?x4xf32>
  }
  return %0 : tensor<?x4xf32>
}

// -----

// A dim of an earlier dispatch's result is that dispatch's result dim.
// CHECK-LABEL: func.func @chain(
//       CHECK: %[[D:.+]] = tensor.dim %arg0, %c0
//       CHECK: %[[A:.+]] = flow.dispatch @chain_dispatch_0::@chain_dispatch_0(%arg0, %[[D]]) dims(%[[D]])
//       CHECK: flow.dispatch @chain_dispatch_1::@chain_dispatch_1(%[[A]], %[[D]]) dims(%[[D]])
func.func @chain(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %0 = flow.dispatch.region(%x) dims(%n) : (tensor<?xf32>) -> tensor<?xf32> {
  ^bb0(%a: tensor<?xf32>):
    flow.return %a : tensor<?xf32>
  }
  %m = tensor.dim %0, %c0 : tensor<?xf32>
  %1 = flow.dispatch.region(%0) dims(%m) : (tensor<?xf32>) -> tensor<?xf32> {
  ^bb0(%a: tensor<?xf32>):
    flow.return %a : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}
