// RUN: strata-opt --plugin=%plugin_dir/libstrata-target-vmvx.so %s --split-input-file --strata-vmvx-prepare-entry-points | FileCheck %s

// Public functions (the dispatch entry points) get three i32 workgroup ids
// and a 1x1x1 workgroup count; private helpers and kernel declarations stay.
// CHECK-LABEL: module {
//       CHECK:   func.func private @vmvx.fill.x32.f32(memref<f32>, index, index, index, index, index, i32) attributes {strata.import = "vmvx.fill.x32"}
//       CHECK:   func.func private @helper(%{{.+}}: memref<4xf32>) {
//       CHECK:   func.func @entry(%[[A:[^:]+]]: memref<4xf32>, %{{[^:]+}}: memref<2x2xi8>, %{{[^:]+}}: i32, %{{[^:]+}}: i32, %{{[^:]+}}: i32) attributes {strata.workgroup_count = array<i64: 1, 1, 1>} {
//  CHECK-NEXT:     call @helper(%[[A]]) : (memref<4xf32>) -> ()
//  CHECK-NEXT:     return
func.func private @vmvx.fill.x32.f32(memref<f32>, index, index, index, index, index, i32) attributes {strata.import = "vmvx.fill.x32"}
func.func private @helper(%m: memref<4xf32>) {
  return
}
func.func @entry(%a: memref<4xf32>, %b: memref<2x2xi8>) {
  func.call @helper(%a) : (memref<4xf32>) -> ()
  return
}

// -----

// A dynamic-layout block argument whose incoming values are all casts of
// one static type takes that type; its users see a cast back.
// CHECK-LABEL: func.func private @refine(
//  CHECK-SAME:     %[[A:[^:]+]]: memref<8xf32>, %[[B:[^:]+]]: memref<8xf32>, %[[C:[^:]+]]: i1, %[[I:[^:]+]]: index) -> f32
//       CHECK:   %[[SA:.+]] = memref.subview %[[A]][2] [4] [1]
//       CHECK:   %[[SB:.+]] = memref.subview %[[B]][2] [4] [1]
//       CHECK:   cf.cond_br %[[C]], ^bb1(%[[SA]] : memref<4xf32, strided<[1], offset: 2>>), ^bb1(%[[SB]] : memref<4xf32, strided<[1], offset: 2>>)
//       CHECK: ^bb1(%[[M:.+]]: memref<4xf32, strided<[1], offset: 2>>):
//  CHECK-NEXT:   %[[CAST:.+]] = memref.cast %[[M]] : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
//  CHECK-NEXT:   memref.load %[[CAST]][%[[I]]] : memref<4xf32, strided<[?], offset: ?>>
func.func private @refine(%a: memref<8xf32>, %b: memref<8xf32>, %c: i1, %i: index) -> f32 {
  %sa = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %sb = memref.subview %b[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %ca = memref.cast %sa : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
  %cb = memref.cast %sb : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
  cf.cond_br %c, ^bb1(%ca : memref<4xf32, strided<[?], offset: ?>>), ^bb1(%cb : memref<4xf32, strided<[?], offset: ?>>)
^bb1(%m: memref<4xf32, strided<[?], offset: ?>>):
  %0 = memref.load %m[%i] : memref<4xf32, strided<[?], offset: ?>>
  return %0 : f32
}

// -----

// Incoming views of different layouts: the argument stays dynamic (the VM
// conversion reports the access).
// CHECK-LABEL: func.func private @differ(
//       CHECK:   cf.cond_br %{{.+}}, ^bb1(%{{.+}} : memref<4xf32, strided<[?], offset: ?>>), ^bb1(%{{.+}} : memref<4xf32, strided<[?], offset: ?>>)
//       CHECK: ^bb1(%[[M:.+]]: memref<4xf32, strided<[?], offset: ?>>):
//  CHECK-NEXT:   memref.load %[[M]]
func.func private @differ(%a: memref<8xf32>, %c: i1, %i: index) -> f32 {
  %sa = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %sb = memref.subview %a[3] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 3>>
  %ca = memref.cast %sa : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
  %cb = memref.cast %sb : memref<4xf32, strided<[1], offset: 3>> to memref<4xf32, strided<[?], offset: ?>>
  cf.cond_br %c, ^bb1(%ca : memref<4xf32, strided<[?], offset: ?>>), ^bb1(%cb : memref<4xf32, strided<[?], offset: ?>>)
^bb1(%m: memref<4xf32, strided<[?], offset: ?>>):
  %0 = memref.load %m[%i] : memref<4xf32, strided<[?], offset: ?>>
  return %0 : f32
}

// -----

// Push constants (an entry with dynamic dims) follow the bindings and
// arrive as i32: each is widened to index where the function used it.
// CHECK-LABEL: func.func @dynamic
//  CHECK-SAME: (%[[B:.+]]: memref<f32>, %[[N:.+]]: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32)
//       CHECK: %[[I:.+]] = arith.index_castui %[[N]] : i32 to index
//       CHECK: memref.reinterpret_cast %[[B]] to offset: [0], sizes: [%[[I]], 4], strides: [4, 1]
func.func @dynamic(%b: memref<f32>, %n: index) attributes {strata.push_constants = 1 : i64, strata.binding_dims = [array<i64: 0>]} {
  %v = memref.reinterpret_cast %b to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<f32> to memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.0 : f32
  memref.store %x, %v[%c0, %c0] : memref<?x4xf32>
  return
}
