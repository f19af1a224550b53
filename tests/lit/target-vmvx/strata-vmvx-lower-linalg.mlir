// RUN: strata-opt --plugin=%plugin_dir/libstrata-target-vmvx.so %s --split-input-file --strata-vmvx-lower-linalg | FileCheck %s

// f32 matmul with contiguous rows: base buffer, element offset and row
// stride per operand, then M, N, K and the accumulate flag (linalg.matmul
// adds into its output). The declaration is per element type and carries the
// VM import name.
// CHECK-LABEL: module {
//       CHECK: func.func private @vmvx.matmul.f32.f32(memref<f32>, index, index, memref<f32>, index, index, memref<f32>, index, index, index, index, index, i32) attributes {strata.import = "vmvx.matmul.f32"}
//       CHECK: func.func @matmul(%[[A:.+]]: memref<4x8xf32>, %[[B:.+]]: memref<8x16xf32>, %[[C:.+]]: memref<4x16xf32>)
//   CHECK-DAG:   %[[ACC:.+]] = arith.constant 1 : i32
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C4:.+]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C8:.+]] = arith.constant 8 : index
//   CHECK-DAG:   %[[C16:.+]] = arith.constant 16 : index
//   CHECK-DAG:   %[[AB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[A]]
//   CHECK-DAG:   %[[BB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[B]]
//   CHECK-DAG:   %[[CB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[C]]
//       CHECK:   call @vmvx.matmul.f32.f32(%[[AB]], %[[C0]], %[[C8]], %[[BB]], %[[C0]], %[[C16]], %[[CB]], %[[C0]], %[[C16]], %[[C4]], %[[C16]], %[[C8]], %[[ACC]])
//   CHECK-NOT:   linalg.matmul
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// Fills by element width: narrow integers zero-extended to i32, floats as
// their bits; contiguous views of any rank as one row, strided 2-D views with
// their offset and strides.
//   CHECK-DAG: func.func private @vmvx.fill.x8.i8(memref<i8>, index, index, index, index, index, i32) attributes {strata.import = "vmvx.fill.x8"}
//   CHECK-DAG: func.func private @vmvx.fill.x32.f32(memref<f32>, index, index, index, index, index, i32) attributes {strata.import = "vmvx.fill.x32"}
//   CHECK-DAG: func.func private @vmvx.fill.x64.f64(memref<f64>, index, index, index, index, index, i64) attributes {strata.import = "vmvx.fill.x64"}
// CHECK-LABEL: func.func @fill(
//  CHECK-SAME:     %[[A:[^:]+]]: memref<4x8xi8>, %[[B:[^:]+]]: memref<2x3x4xf32>, %[[C:[^:]+]]: memref<4xf64>, %[[D:[^:]+]]: memref<4x4xf32, strided<[8, 1], offset: 2>>, %[[X:[^:]+]]: i8, %[[Y:[^:]+]]: f32, %[[Z:[^:]+]]: f64)
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.+]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C4:.+]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C8:.+]] = arith.constant 8 : index
//   CHECK-DAG:   %[[C24:.+]] = arith.constant 24 : index
//   CHECK-DAG:   %[[C32:.+]] = arith.constant 32 : index
//       CHECK:   %[[AB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[A]]
//       CHECK:   %[[XI:.+]] = arith.extui %[[X]] : i8 to i32
//       CHECK:   call @vmvx.fill.x8.i8(%[[AB]], %[[C0]], %[[C0]], %[[C1]], %[[C1]], %[[C32]], %[[XI]])
//       CHECK:   %[[BB:.+]], %{{.+}}, %{{.+}}:3, %{{.+}}:3 = memref.extract_strided_metadata %[[B]]
//       CHECK:   %[[YI:.+]] = arith.bitcast %[[Y]] : f32 to i32
//       CHECK:   call @vmvx.fill.x32.f32(%[[BB]], %[[C0]], %[[C0]], %[[C1]], %[[C1]], %[[C24]], %[[YI]])
//       CHECK:   %[[CB:.+]], %{{.+}}, %{{.+}}, %{{.+}} = memref.extract_strided_metadata %[[C]]
//       CHECK:   %[[ZI:.+]] = arith.bitcast %[[Z]] : f64 to i64
//       CHECK:   call @vmvx.fill.x64.f64(%[[CB]], %[[C0]], %[[C0]], %[[C1]], %[[C1]], %[[C4]], %[[ZI]])
//       CHECK:   %[[DB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[D]]
//       CHECK:   %[[YI2:.+]] = arith.bitcast %[[Y]] : f32 to i32
//       CHECK:   call @vmvx.fill.x32.f32(%[[DB]], %[[C2]], %[[C8]], %[[C1]], %[[C4]], %[[C4]], %[[YI2]])
//   CHECK-NOT:   linalg.fill
func.func @fill(%a: memref<4x8xi8>, %b: memref<2x3x4xf32>, %c: memref<4xf64>, %d: memref<4x4xf32, strided<[8, 1], offset: 2>>, %x: i8, %y: f32, %z: f64) {
  linalg.fill ins(%x : i8) outs(%a : memref<4x8xi8>)
  linalg.fill ins(%y : f32) outs(%b : memref<2x3x4xf32>)
  linalg.fill ins(%z : f64) outs(%c : memref<4xf64>)
  linalg.fill ins(%y : f32) outs(%d : memref<4x4xf32, strided<[8, 1], offset: 2>>)
  return
}

// -----

// memref.copy and linalg.copy: contiguous copies of any rank as one row, a
// strided 2-D source by its offset and strides.
//   CHECK-DAG: func.func private @vmvx.copy.x16.i16(memref<i16>, index, index, index, memref<i16>, index, index, index, index, index) attributes {strata.import = "vmvx.copy.x16"}
//   CHECK-DAG: func.func private @vmvx.copy.x32.i32(memref<i32>, index, index, index, memref<i32>, index, index, index, index, index) attributes {strata.import = "vmvx.copy.x32"}
// CHECK-LABEL: func.func @copy(
//  CHECK-SAME:     %[[A:[^:]+]]: memref<2x3x4xi16>, %[[B:[^:]+]]: memref<2x3x4xi16>, %[[C:[^:]+]]: memref<4x4xi32, strided<[8, 1], offset: 2>>, %[[D:[^:]+]]: memref<4x4xi32>)
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.+]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C4:.+]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C8:.+]] = arith.constant 8 : index
//   CHECK-DAG:   %[[C24:.+]] = arith.constant 24 : index
//       CHECK:   %[[AB:.+]], %{{.+}}, %{{.+}}:3, %{{.+}}:3 = memref.extract_strided_metadata %[[A]]
//       CHECK:   %[[BB:.+]], %{{.+}}, %{{.+}}:3, %{{.+}}:3 = memref.extract_strided_metadata %[[B]]
//       CHECK:   call @vmvx.copy.x16.i16(%[[AB]], %[[C0]], %[[C0]], %[[C1]], %[[BB]], %[[C0]], %[[C0]], %[[C1]], %[[C1]], %[[C24]])
//       CHECK:   %[[CB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[C]]
//       CHECK:   %[[DB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[D]]
//       CHECK:   call @vmvx.copy.x32.i32(%[[CB]], %[[C2]], %[[C8]], %[[C1]], %[[DB]], %[[C0]], %[[C4]], %[[C1]], %[[C4]], %[[C4]])
//   CHECK-NOT:   copy ins
//   CHECK-NOT:   memref.copy
func.func @copy(%a: memref<2x3x4xi16>, %b: memref<2x3x4xi16>, %c: memref<4x4xi32, strided<[8, 1], offset: 2>>, %d: memref<4x4xi32>) {
  memref.copy %a, %b : memref<2x3x4xi16> to memref<2x3x4xi16>
  linalg.copy ins(%c : memref<4x4xi32, strided<[8, 1], offset: 2>>) outs(%d : memref<4x4xi32>)
  return
}

// -----

// Contiguous f32 NHWC/HWCF convolution: buffers and offsets, then N, H, W,
// C, KH, KW, F, OH, OW, strides, dilations and the accumulate flag.
//       CHECK: func.func private @vmvx.conv2d_nhwc_hwcf.f32.f32(memref<f32>, index, memref<f32>, index, memref<f32>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i32) attributes {strata.import = "vmvx.conv2d_nhwc_hwcf.f32"}
// CHECK-LABEL: func.func @conv(
//  CHECK-SAME:     %[[IN:[^:]+]]: memref<1x8x8x3xf32>, %[[F:[^:]+]]: memref<3x3x3x4xf32>, %[[OUT:[^:]+]]: memref<1x3x3x4xf32>)
//   CHECK-DAG:   %[[ACC:.+]] = arith.constant 1 : i32
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.+]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C3:.+]] = arith.constant 3 : index
//   CHECK-DAG:   %[[C4:.+]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C8:.+]] = arith.constant 8 : index
//       CHECK:   %[[INB:.+]], %{{.+}}, %{{.+}}:4, %{{.+}}:4 = memref.extract_strided_metadata %[[IN]]
//       CHECK:   %[[FB:.+]], %{{.+}}, %{{.+}}:4, %{{.+}}:4 = memref.extract_strided_metadata %[[F]]
//       CHECK:   %[[OUTB:.+]], %{{.+}}, %{{.+}}:4, %{{.+}}:4 = memref.extract_strided_metadata %[[OUT]]
//       CHECK:   call @vmvx.conv2d_nhwc_hwcf.f32.f32(%[[INB]], %[[C0]], %[[FB]], %[[C0]], %[[OUTB]], %[[C0]], %[[C1]], %[[C8]], %[[C8]], %[[C3]], %[[C3]], %[[C3]], %[[C4]], %[[C3]], %[[C3]], %[[C2]], %[[C2]], %[[C1]], %[[C1]], %[[ACC]])
//   CHECK-NOT:   linalg.conv
func.func @conv(%in: memref<1x8x8x3xf32>, %f: memref<3x3x3x4xf32>, %out: memref<1x3x3x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%in, %f : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%out : memref<1x3x3x4xf32>)
  return
}

// -----

// Elementwise f32 generics with one binary (op code first: 5 = maximumf) or
// unary op (MATH_F32 code: 14 = tanh).
//   CHECK-DAG: func.func private @vmvx.binary.f32.f32(i32, memref<f32>, index, index, index, memref<f32>, index, index, index, memref<f32>, index, index, index, index, index) attributes {strata.import = "vmvx.binary.f32"}
//   CHECK-DAG: func.func private @vmvx.unary.f32.f32(i32, memref<f32>, index, index, index, memref<f32>, index, index, index, index, index) attributes {strata.import = "vmvx.unary.f32"}
// CHECK-LABEL: func.func @elementwise(
//  CHECK-SAME:     %[[A:[^:]+]]: memref<4x8xf32>, %[[B:[^:]+]]: memref<4x8xf32>, %[[C:[^:]+]]: memref<4x8xf32>)
//   CHECK-DAG:   %[[MAX:.+]] = arith.constant 5 : i32
//   CHECK-DAG:   %[[TANH:.+]] = arith.constant 14 : i32
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C32:.+]] = arith.constant 32 : index
//       CHECK:   %[[AB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[A]]
//       CHECK:   %[[BB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[B]]
//       CHECK:   %[[CB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[C]]
//       CHECK:   call @vmvx.binary.f32.f32(%[[MAX]], %[[AB]], %[[C0]], %[[C0]], %[[C1]], %[[BB]], %[[C0]], %[[C0]], %[[C1]], %[[CB]], %[[C0]], %[[C0]], %[[C1]], %[[C1]], %[[C32]])
//       CHECK:   %[[AB2:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[A]]
//       CHECK:   %[[CB2:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[C]]
//       CHECK:   call @vmvx.unary.f32.f32(%[[TANH]], %[[AB2]], %[[C0]], %[[C0]], %[[C1]], %[[CB2]], %[[C0]], %[[C0]], %[[C1]], %[[C1]], %[[C32]])
//   CHECK-NOT:   linalg.generic
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @elementwise(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.maximumf %x, %y : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = math.tanh %x : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// No kernel: a transposed matmul, an f16 fill (f16 is an f32 in VM
// registers), a rank-3 strided copy (memref.copy becomes linalg.copy), an
// elementwise body reading the output. They stay for convert-linalg-to-loops.
// CHECK-LABEL: module {
//   CHECK-NOT:   func.func private
//       CHECK:   func.func @stays(
//       CHECK:     linalg.matmul indexing_maps
//       CHECK:     linalg.fill ins(%{{.+}} : f16)
//       CHECK:     linalg.copy ins(%{{.+}} : memref<2x3x4xi32, strided<[32, 8, 1]>>) outs(%{{.+}} : memref<2x3x4xi32>)
//       CHECK:     linalg.generic
//       CHECK:       arith.addf
//   CHECK-NOT:   call
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @stays(%a: memref<8x4xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %h: memref<4xf16>, %x: f16,
                 %s: memref<2x3x4xi32, strided<[32, 8, 1]>>, %t: memref<2x3x4xi32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.fill ins(%x : f16) outs(%h : memref<4xf16>)
  memref.copy %s, %t : memref<2x3x4xi32, strided<[32, 8, 1]>> to memref<2x3x4xi32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<4x16xf32>) outs(%c : memref<4x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %0 = arith.addf %v, %o : f32
    linalg.yield %0 : f32
  }
  return
}
