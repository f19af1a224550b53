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
// buffers go on the stack, large ones on the heap with a dealloc.

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
  }
  %big = memref.alloc() : memref<1024xf32>
  memref.copy %big, %out : memref<1024xf32> to memref<1024xf32>
  return
}
