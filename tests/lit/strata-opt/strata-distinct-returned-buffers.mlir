// RUN: strata-opt --strata-distinct-returned-buffers %s | FileCheck %s

// A buffer returned twice gets a copy for the repeat, so that
// buffer-results-to-out-params sees one allocation per result.
// CHECK-LABEL: func.func @twice
// CHECK: %[[A:.*]] = memref.alloc() : memref<3xi32>
// CHECK: %[[C:.*]] = memref.alloc() : memref<3xi32>
// CHECK: memref.copy %[[A]], %[[C]]
// CHECK: return %[[A]], %[[C]]
func.func @twice(%arg0: memref<3xi32>) -> (memref<3xi32>, memref<3xi32>) {
  %a = memref.alloc() : memref<3xi32>
  memref.copy %arg0, %a : memref<3xi32> to memref<3xi32>
  return %a, %a : memref<3xi32>, memref<3xi32>
}

// Dynamic sizes come from the returned buffer.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[D:.*]] = memref.dim %arg0, %c0
// CHECK: %[[C:.*]] = memref.alloc(%[[D]]) : memref<?x4xf32>
// CHECK: memref.copy %arg0, %[[C]]
// CHECK: return %arg0, %[[C]], %arg1
func.func @dynamic(%arg0: memref<?x4xf32>, %arg1: memref<2xf32>) -> (memref<?x4xf32>, memref<?x4xf32>, memref<2xf32>) {
  return %arg0, %arg0, %arg1 : memref<?x4xf32>, memref<?x4xf32>, memref<2xf32>
}
