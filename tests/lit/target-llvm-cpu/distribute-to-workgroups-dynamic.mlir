// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-distribute-to-workgroups))" | FileCheck %s

// An entry with dynamic dims: its dynamically shaped bindings become base
// pointers (memref<f32>) viewed through the push constants, the push
// constants follow the bindings, then the workgroup ids; the workgroup count
// over the dynamic loop is a map of the push constants; a partial tile's
// buffer (sized by an affine.min with the tile) is the full tile's static
// buffer, viewed at the tile's size.
//       CHECK: #[[COUNT:.+]] = affine_map<()[s0] -> (s0 ceildiv 4, 1, 1)>
// CHECK-LABEL: func.func @rows
//  CHECK-SAME: (%[[A:[a-z0-9]+]]: memref<f32>, %[[W:[a-z0-9]+]]: memref<8xf32>, %[[N:[a-z0-9]+]]: index, %{{.+}}: index, %{{.+}}: index, %{{.+}}: index)
//  CHECK-SAME: strata.workgroup_count_map = #[[COUNT]]
//       CHECK: memref.alloca() {alignment = 64 : i64} : memref<4x8xf32>
//       CHECK: memref.reinterpret_cast %[[A]] to offset: [0], sizes: [%[[N]], 8], strides: [8, 1] : memref<f32> to memref<?x8xf32>
//       CHECK: memref.reinterpret_cast %{{.+}} to offset: [0], sizes: [%{{.+}}, 8], strides: [8, 1] : memref<f32> to memref<?x8xf32>
//   CHECK-NOT: scf.forall
func.func @rows(%a: memref<?x8xf32>, %n: index, %w: memref<8xf32>) attributes {strata.binding_dims = [array<i64: 0>, array<i64>], strata.push_constants = 1 : i64} {
  %c0 = arith.constant 0 : index
  %dim = memref.dim %a, %c0 : memref<?x8xf32>
  scf.forall (%i) = (0) to (%dim) step (4) {
    %size = affine.min affine_map<(d0)[s0] -> (-d0 + s0, 4)>(%i)[%dim]
    %tmp = memref.alloc(%size) : memref<?x8xf32>
    %tile = memref.subview %a[%i, 0] [%size, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
    linalg.copy ins(%tile : memref<?x8xf32, strided<[8, 1], offset: ?>>) outs(%tmp : memref<?x8xf32>)
    linalg.copy ins(%tmp : memref<?x8xf32>) outs(%tile : memref<?x8xf32, strided<[8, 1], offset: ?>>)
    memref.dealloc %tmp : memref<?x8xf32>
  } {mapping = [#gpu.block<x>]}
  return
}
