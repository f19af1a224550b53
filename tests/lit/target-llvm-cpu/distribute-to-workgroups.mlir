// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-distribute-to-workgroups{max-stack-bytes=1024}))" \
// RUN:   | FileCheck %s

// CHECK-LABEL: func.func @add
//  CHECK-SAME:   (%[[A:.*]]: memref<64x128xf32>, %[[OUT:.*]]: memref<64x128xf32>, %[[X:.*]]: index, %[[Y:.*]]: index, %[[Z:.*]]: index)
//  CHECK-SAME:   strata.workgroup_count = array<i64: 4, 2, 1>
//   CHECK-NOT:   scf.forall
//       CHECK:   %[[I:.*]] = arith.muli %[[Y]], %c32
//       CHECK:   %[[J:.*]] = arith.muli %[[X]], %c32
//       CHECK:   memref.subview %[[A]][%[[I]], %[[J]]] [32, 32]
func.func @add(%a: memref<64x128xf32>, %out: memref<64x128xf32>) {
  scf.forall (%i, %j) = (0, 0) to (64, 128) step (32, 32) {
    %sa = memref.subview %a[%i, %j] [32, 32] [1, 1] : memref<64x128xf32> to memref<32x32xf32, strided<[128, 1], offset: ?>>
    %so = memref.subview %out[%i, %j] [32, 32] [1, 1] : memref<64x128xf32> to memref<32x32xf32, strided<[128, 1], offset: ?>>
    linalg.copy ins(%sa : memref<32x32xf32, strided<[128, 1], offset: ?>>) outs(%so : memref<32x32xf32, strided<[128, 1], offset: ?>>)
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return
}

// -----

// No workgroup loop: count 1x1x1; memref.copy becomes linalg.copy; small
// buffers go on the stack, large ones on the heap with a dealloc. A buffer
// freed in its own loop body (as the deallocation pipeline frees one that
// lives one iteration) is hoisted too, its dealloc dropped.

// CHECK-LABEL: func.func @copies
//  CHECK-SAME:   %{{.*}}: index, %{{.*}}: index, %{{.*}}: index)
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
//   CHECK-DAG:   %[[BIG:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1024xf32>
//   CHECK-DAG:   %[[SMALL:.*]] = memref.alloca() {alignment = 64 : i64} : memref<16xf32>
//       CHECK:   scf.for
//       CHECK:     linalg.copy
//       CHECK:   memref.dealloc %[[BIG]]
//  CHECK-NEXT:   return
func.func @copies(%a: memref<16xf32>, %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %small = memref.alloc() : memref<16xf32>
    memref.copy %a, %small : memref<16xf32> to memref<16xf32>
    memref.dealloc %small : memref<16xf32>
  }
  %big = memref.alloc() : memref<1024xf32>
  memref.copy %big, %out : memref<1024xf32> to memref<1024xf32>
  return
}

// -----

// A buffer allocated in a loop and carried into the next iteration (not
// freed in its own block) keeps its allocation and its deallocations: one
// hoisted slot would be overwritten while the previous iteration's value is
// still read (a loop that swaps two tensors).

// CHECK-LABEL: func.func @carried
//       CHECK:   scf.for
//       CHECK:     %[[NEW:.*]] = memref.alloc() : memref<4xi32>
//       CHECK:     memref.dealloc %{{.*}} : memref<4xi32>
//       CHECK:     scf.yield %[[NEW]]
//   CHECK-NOT:   memref.alloca
func.func @carried(%a: memref<4xi32>, %out: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%prev = %a) -> memref<4xi32> {
    %new = memref.alloc() : memref<4xi32>
    memref.copy %prev, %new : memref<4xi32> to memref<4xi32>
    memref.dealloc %prev : memref<4xi32>
    scf.yield %new : memref<4xi32>
  }
  memref.copy %r, %out : memref<4xi32> to memref<4xi32>
  return
}
