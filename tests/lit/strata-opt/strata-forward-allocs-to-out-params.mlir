// RUN: strata-opt --strata-forward-allocs-to-out-params %s | FileCheck %s

// A buffer updated in place (a scatter's serial loop) and copied into the
// out parameter at the end is computed in the out parameter.
// CHECK-LABEL: func.func @scatter_like
// CHECK-NOT: memref.alloc
// CHECK: memref.copy %arg0, %arg1
// CHECK: memref.store %{{.*}}, %arg1[%{{.*}}]
// CHECK-NOT: memref.copy
// CHECK: return
func.func @scatter_like(%in: memref<8xi64>, %out: memref<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xi64>
  memref.copy %in, %a : memref<8xi64> to memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %a[%i] : memref<8xi64>
    %w = arith.addi %v, %v : i64
    memref.store %w, %a[%i] : memref<8xi64>
  }
  memref.copy %a, %out : memref<8xi64> to memref<8xi64>
  return
}

// Not when the allocation is read after the copy, nor when the out
// parameter has other uses.
// CHECK-LABEL: func.func @read_after
// CHECK: memref.alloc
// CHECK-LABEL: func.func @out_used_twice
// CHECK: memref.alloc
func.func @read_after(%in: memref<8xi64>, %out: memref<8xi64>, %out2: memref<i64>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xi64>
  memref.copy %in, %a : memref<8xi64> to memref<8xi64>
  memref.copy %a, %out : memref<8xi64> to memref<8xi64>
  %v = memref.load %a[%c0] : memref<8xi64>
  memref.store %v, %out2[] : memref<i64>
  return
}
func.func @out_used_twice(%in: memref<8xi64>, %out: memref<8xi64>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xi64>
  memref.copy %in, %a : memref<8xi64> to memref<8xi64>
  memref.copy %a, %out : memref<8xi64> to memref<8xi64>
  %v = memref.load %out[%c0] : memref<8xi64>
  memref.store %v, %out[%c0] : memref<8xi64>
  return
}
