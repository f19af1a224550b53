// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-flow-form-dispatch-regions | FileCheck %s

// A loop that yields only a scalar (a norm, a pivot index: what the linear
// algebra lowerings build, at the top level when there are no batch dims)
// runs in the dispatch of the ops that read it, through the clonable scalar
// math in between (math.sqrt), cloned after the loop it reads: only tensors
// cross out of dispatches. (Before: "dispatch result of type 'f32' is not a
// tensor", then a clone that read the loop before it existed.)

// CHECK-LABEL: func.func @main(
//       CHECK:   %[[R:.*]] = flow.dispatch.region
//       CHECK:     %[[S:.*]] = scf.for {{.*}} -> (f32)
//       CHECK:     %[[N:.*]] = math.sqrt %[[S]] : f32
//       CHECK:     scf.for {{.*}} -> (tensor<4xf32>)
//       CHECK:       arith.divf %{{.*}}, %[[N]] : f32
//       CHECK:     flow.return
//   CHECK-NOT:   math.sqrt
//       CHECK:   return %[[R]]
func.func @main(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f32) {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %m = arith.mulf %x, %x : f32
    %a = arith.addf %acc, %m : f32
    scf.yield %a : f32
  }
  %n = math.sqrt %s : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%cur = %t) -> (tensor<4xf32>) {
    %x = tensor.extract %cur[%i] : tensor<4xf32>
    %d = arith.divf %x, %n : f32
    %u = tensor.insert %d into %cur[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// An index from a loop (a pivot row), read inside another loop's body.
// CHECK-LABEL: func.func @pivot(
//       CHECK:   flow.dispatch.region
//       CHECK:     scf.for {{.*}} -> (index)
//       CHECK:     scf.for {{.*}} -> (tensor<4xf32>)
//       CHECK:       arith.cmpi eq
//   CHECK-NOT:   flow.dispatch.region
func.func @pivot(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %best = scf.for %i = %c0 to %c4 step %c1 iter_args(%b = %c0) -> (index) {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %y = tensor.extract %t[%b] : tensor<4xf32>
    %gt = arith.cmpf ogt, %x, %y : f32
    %n = arith.select %gt, %i, %b : index
    scf.yield %n : index
  }
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%cur = %t) -> (tensor<4xf32>) {
    %eq = arith.cmpi eq, %i, %best : index
    %x = tensor.extract %cur[%i] : tensor<4xf32>
    %v = arith.select %eq, %z, %x : f32
    %u = tensor.insert %v into %cur[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A loop carrying a dynamically shaped tensor whose body writes a fresh
// tensor.empty sized by the carried tensor's own dims (a merge pass of a
// sort along a symbolic dim): the result dims are the init's, computed on
// the host (before: "a dynamic dim of this dispatch's result depends on
// tensor data").
// CHECK-LABEL: func.func @fresh_buffer_loop(
//  CHECK-SAME:   %[[X:.*]]: tensor<?x3xf32>
//       CHECK:   %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x3xf32>
//       CHECK:   flow.dispatch.region(%[[X]]) dims(%[[D]]) : (tensor<?x3xf32>) -> tensor<?x3xf32>
func.func @fresh_buffer_loop(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%cur = %x) -> (tensor<?x3xf32>) {
    %n = tensor.dim %cur, %c0 : tensor<?x3xf32>
    %e = tensor.empty(%n) : tensor<?x3xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cur : tensor<?x3xf32>) outs(%e : tensor<?x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %a : f32
      linalg.yield %s : f32
    } -> tensor<?x3xf32>
    scf.yield %g : tensor<?x3xf32>
  }
  return %r : tensor<?x3xf32>
}

// -----

// The loop's two consumers lie around an independent op (%late, which the
// second reads), and an op outside the group (the transpose) reads the first
// consumer's result in between: the region cannot go after %late. %late (and
// the empty tensor it writes) move before the loop instead, so the region
// stays where the loop was. (Before: "internal error: dispatch formation put
// a producer of this op's operand after it", the error JAX's testLstsq1 met
// through the PJRT plugin; that program itself was not re-run.)
// CHECK-LABEL: func.func @late_operand(
//  CHECK-SAME:     %[[T:.+]]: tensor<4xf32>, %[[Z:.+]]: tensor<4xf32>)
//       CHECK:   %[[LATE:.+]] = flow.dispatch.region(%[[Z]])
//       CHECK:     math.exp
//       CHECK:   %[[GROUP:.+]]:2 = flow.dispatch.region(%[[T]], %[[LATE]])
//       CHECK:     scf.for {{.*}} -> (f32)
//       CHECK:     arith.divf
//       CHECK:     arith.addf
//       CHECK:   %[[Y:.+]] = flow.dispatch.region(%[[GROUP]]#0)
//       CHECK:     linalg.transpose
//       CHECK:   return %[[Y]], %[[GROUP]]#1, %[[GROUP]]#0
func.func @late_operand(%t: tensor<4xf32>, %z: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %m = arith.mulf %x, %x : f32
    %a = arith.addf %acc, %m : f32
    scf.yield %a : f32
  }
  %e = tensor.empty() : tensor<4xf32>
  %first = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %d = arith.divf %x, %s : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  %y = linalg.transpose ins(%first : tensor<4xf32>) outs(%e : tensor<4xf32>) permutation = [0]
  %late = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%z : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %d = math.exp %x : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  %second = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%late : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %d = arith.addf %x, %s : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  return %y, %second, %first : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
