// RUN: strata-opt %s --split-input-file --strata-c-portable-prepare-dispatch | FileCheck %s

// A dispatch entry gets its workgroup count; copies become linalg.copy,
// heap temporaries stack arrays, rank-0 buffers one-element arrays, and
// math that convert-math-to-emitc leaves alone a libm call.
// CHECK-LABEL: func.func @entry
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[S:.*]]: memref<1xf32>, %[[R:.*]]: memref<4xf32>)
// CHECK-SAME: attributes {strata.workgroup_count = array<i64: 1, 1, 1>}
// CHECK-DAG: %[[SCALAR:.*]] = memref.collapse_shape %[[S]] [] : memref<1xf32> into memref<f32>
// CHECK-DAG: %[[TMP:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NOT: memref.alloc()
// CHECK: linalg.copy ins(%[[A]] : memref<4xf32>) outs(%[[TMP]] : memref<4xf32>)
// CHECK: memref.load %[[SCALAR]][] : memref<f32>
// CHECK: emitc.call_opaque "tanhf"
// CHECK: %[[SQRT:.*]] = emitc.call_opaque "sqrtf"
// CHECK: arith.divf %{{.*}}, %[[SQRT]] : f32
// CHECK-NOT: memref.dealloc
func.func @entry(%a: memref<4xf32>, %s: memref<f32>, %r: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %tmp = memref.alloc() : memref<4xf32>
  memref.copy %a, %tmp : memref<4xf32> to memref<4xf32>
  %x = memref.load %s[] : memref<f32>
  %t = math.tanh %x : f32
  %q = math.rsqrt %t : f32
  memref.store %q, %r[%c0] : memref<4xf32>
  memref.dealloc %tmp : memref<4xf32>
  return
}

// -----

// Globals lose their alignment (EmitC cannot express it).
// CHECK: memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NOT: alignment
memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
func.func @uses_global(%r: memref<2xf32>) {
  %g = memref.get_global @cst : memref<2xf32>
  memref.copy %g, %r : memref<2xf32> to memref<2xf32>
  return
}
