// RUN: strata-opt --plugin=%plugin_dir/libstrata-target-vmvx.so %s --split-input-file --strata-vmvx-lower-linalg | FileCheck %s

// f32 matmul with contiguous rows: base buffer, element offset and row
// stride per operand, then M, N, K; accumulating (linalg.matmul adds into
// its output).
// CHECK-LABEL: func.func @matmul(
//  CHECK-SAME:     %[[A:[^:]+]]: memref<4x8xf32>, %[[B:[^:]+]]: memref<8x16xf32>, %[[C:[^:]+]]: memref<4x16xf32>)
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C4:.+]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C8:.+]] = arith.constant 8 : index
//   CHECK-DAG:   %[[C16:.+]] = arith.constant 16 : index
//   CHECK-DAG:   %[[AB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[A]]
//   CHECK-DAG:   %[[BB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[B]]
//   CHECK-DAG:   %[[CB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[C]]
//       CHECK:   vmvx.matmul lhs(%[[AB]][%[[C0]], %[[C8]]] : memref<f32>) rhs(%[[BB]][%[[C0]], %[[C16]]] : memref<f32>) out(%[[CB]][%[[C0]], %[[C16]]] : memref<f32>) mnk(%[[C4]], %[[C16]], %[[C8]]) accumulate
//   CHECK-NOT:   linalg.matmul
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// Fills: contiguous views of any rank as one row, strided 2-D views with
// their offset and strides.
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
//       CHECK:   vmvx.fill %[[X]] : i8 out(%[[AB]][%[[C0]], %[[C0]], %[[C1]]] : memref<i8>) sizes(%[[C1]], %[[C32]])
//       CHECK:   %[[BB:.+]], %{{.+}}, %{{.+}}:3, %{{.+}}:3 = memref.extract_strided_metadata %[[B]]
//       CHECK:   vmvx.fill %[[Y]] : f32 out(%[[BB]][%[[C0]], %[[C0]], %[[C1]]] : memref<f32>) sizes(%[[C1]], %[[C24]])
//       CHECK:   %[[CB:.+]], %{{.+}}, %{{.+}}, %{{.+}} = memref.extract_strided_metadata %[[C]]
//       CHECK:   vmvx.fill %[[Z]] : f64 out(%[[CB]][%[[C0]], %[[C0]], %[[C1]]] : memref<f64>) sizes(%[[C1]], %[[C4]])
//       CHECK:   %[[DB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[D]]
//       CHECK:   vmvx.fill %[[Y]] : f32 out(%[[DB]][%[[C2]], %[[C8]], %[[C1]]] : memref<f32>) sizes(%[[C4]], %[[C4]])
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
//       CHECK:   vmvx.copy in(%[[AB]][%[[C0]], %[[C0]], %[[C1]]] : memref<i16>) out(%[[BB]][%[[C0]], %[[C0]], %[[C1]]] : memref<i16>) sizes(%[[C1]], %[[C24]])
//       CHECK:   %[[CB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[C]]
//       CHECK:   %[[DB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[D]]
//       CHECK:   vmvx.copy in(%[[CB]][%[[C2]], %[[C8]], %[[C1]]] : memref<i32>) out(%[[DB]][%[[C0]], %[[C4]], %[[C1]]] : memref<i32>) sizes(%[[C4]], %[[C4]])
//   CHECK-NOT:   copy ins
//   CHECK-NOT:   memref.copy
func.func @copy(%a: memref<2x3x4xi16>, %b: memref<2x3x4xi16>, %c: memref<4x4xi32, strided<[8, 1], offset: 2>>, %d: memref<4x4xi32>) {
  memref.copy %a, %b : memref<2x3x4xi16> to memref<2x3x4xi16>
  linalg.copy ins(%c : memref<4x4xi32, strided<[8, 1], offset: 2>>) outs(%d : memref<4x4xi32>)
  return
}

// -----

// Contiguous f32 NHWC/HWCF convolution: buffers and offsets, shapes, strides
// and dilations as attributes; accumulating.
// CHECK-LABEL: func.func @conv(
//  CHECK-SAME:     %[[IN:[^:]+]]: memref<1x8x8x3xf32>, %[[F:[^:]+]]: memref<3x3x3x4xf32>, %[[OUT:[^:]+]]: memref<1x3x3x4xf32>)
//       CHECK:   %[[INB:.+]], %{{.+}}, %{{.+}}:4, %{{.+}}:4 = memref.extract_strided_metadata %[[IN]]
//       CHECK:   %[[FB:.+]], %{{.+}}, %{{.+}}:4, %{{.+}}:4 = memref.extract_strided_metadata %[[F]]
//       CHECK:   %[[OUTB:.+]], %{{.+}}, %{{.+}}:4, %{{.+}}:4 = memref.extract_strided_metadata %[[OUT]]
//       CHECK:   vmvx.conv2d_nhwc_hwcf in(%[[INB]][%{{.+}}] : memref<f32>) filter(%[[FB]][%{{.+}}] : memref<f32>) out(%[[OUTB]][%{{.+}}] : memref<f32>) input_shape = [1, 8, 8, 3] filter_shape = [3, 3, 3, 4] output_shape = [1, 3, 3, 4] strides = [2, 2] dilations = [1, 1] accumulate
//   CHECK-NOT:   linalg.conv
func.func @conv(%in: memref<1x8x8x3xf32>, %f: memref<3x3x3x4xf32>, %out: memref<1x3x3x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%in, %f : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%out : memref<1x3x3x4xf32>)
  return
}

// -----

// Elementwise f32 generics with one binary or unary op, contiguous operands
// flattened to one row.
// CHECK-LABEL: func.func @elementwise(
//  CHECK-SAME:     %[[A:[^:]+]]: memref<4x8xf32>, %[[B:[^:]+]]: memref<4x8xf32>, %[[C:[^:]+]]: memref<4x8xf32>)
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C32:.+]] = arith.constant 32 : index
//       CHECK:   %[[AB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[A]]
//       CHECK:   %[[BB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[B]]
//       CHECK:   %[[CB:.+]], %{{.+}}, %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata %[[C]]
//       CHECK:   vmvx.binary "maximum" lhs(%[[AB]][%[[C0]], %[[C0]], %[[C1]]] : memref<f32>) rhs(%[[BB]][%[[C0]], %[[C0]], %[[C1]]] : memref<f32>) out(%[[CB]][%[[C0]], %[[C0]], %[[C1]]] : memref<f32>) sizes(%[[C1]], %[[C32]])
//       CHECK:   vmvx.unary "tanh" in(%{{.+}}[%[[C0]], %[[C0]], %[[C1]]] : memref<f32>) out(%{{.+}}[%[[C0]], %[[C0]], %[[C1]]] : memref<f32>) sizes(%[[C1]], %[[C32]])
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
// registers), an elementwise body reading the output. They stay for
// convert-linalg-to-loops. A rank-3 strided copy that does not collapse to
// 2-D becomes a loop over 2-D copies.
// CHECK-LABEL: func.func @stays(
//       CHECK:     linalg.matmul indexing_maps
//       CHECK:     linalg.fill ins(%{{.+}} : f16)
//       CHECK:     scf.for
//       CHECK:       vmvx.copy
//       CHECK:     linalg.generic
//       CHECK:       arith.addf
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

// -----

// A chain of elementwise ops (broadcast bias add, then relu against a
// constant) on 2x4x8 collapses to 8 rows of 8 and runs in place in the
// output: the bias row is read with row stride 0, the constant from a
// one-element buffer with both strides 0.
// CHECK-LABEL: func.func @bias_relu(
//  CHECK-SAME:     %[[X:[^:]+]]: memref<2x4x8xf32>, %[[BIAS:[^:]+]]: memref<8xf32>, %[[OUT:[^:]+]]: memref<2x4x8xf32>)
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C8:.+]] = arith.constant 8 : index
//   CHECK-DAG:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[XB:.+]], %{{.+}}, %{{.+}}:3, %{{.+}}:3 = memref.extract_strided_metadata %[[X]]
//       CHECK:   %[[BB:.+]], %{{.+}}, %{{.+}}, %{{.+}} = memref.extract_strided_metadata %[[BIAS]]
//       CHECK:   %[[OB:.+]], %{{.+}}, %{{.+}}:3, %{{.+}}:3 = memref.extract_strided_metadata %[[OUT]]
//       CHECK:   %[[K:.+]] = memref.alloca() : memref<1xf32>
//       CHECK:   memref.store %[[ZERO]], %[[K]][%[[C0]]]
//       CHECK:   %[[KB:.+]], %{{.+}}, %{{.+}}, %{{.+}} = memref.extract_strided_metadata %[[K]]
//       CHECK:   vmvx.binary "add" lhs(%[[XB]][%[[C0]], %[[C8]], %[[C1]]] : memref<f32>) rhs(%[[BB]][%[[C0]], %[[C0]], %[[C1]]] : memref<f32>) out(%[[OB]][%[[C0]], %[[C8]], %[[C1]]] : memref<f32>) sizes(%[[C8]], %[[C8]])
//       CHECK:   vmvx.binary "maximum" lhs(%[[OB]][%[[C0]], %[[C8]], %[[C1]]] : memref<f32>) rhs(%[[KB]][%[[C0]], %[[C0]], %[[C0]]] : memref<f32>) out(%[[OB]][%[[C0]], %[[C8]], %[[C1]]] : memref<f32>) sizes(%[[C8]], %[[C8]])
//   CHECK-NOT:   linalg.generic
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#last = affine_map<(d0, d1, d2) -> (d2)>
func.func @bias_relu(%x: memref<2x4x8xf32>, %bias: memref<8xf32>, %out: memref<2x4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id, #last, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %bias : memref<2x4x8xf32>, memref<8xf32>) outs(%out : memref<2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.addf %a, %b : f32
    %1 = arith.maximumf %0, %zero : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// Row reductions (softmax's max and sum): 2-D (rows x reduced) views; a
// column reduction reads the input transposed. linalg.reduce is generalized
// first. A body that is not a single combining op stays.
// CHECK-LABEL: func.func @reductions(
//  CHECK-SAME:     %[[IN:[^:]+]]: memref<16x32xf32>, %[[ROWS:[^:]+]]: memref<16xf32>, %[[COLS:[^:]+]]: memref<32xf32>)
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C16:.+]] = arith.constant 16 : index
//   CHECK-DAG:   %[[C32:.+]] = arith.constant 32 : index
//       CHECK:   vmvx.reduce "maximum" in(%{{.+}}[%[[C0]], %[[C32]], %[[C1]]] : memref<f32>) out(%{{.+}}[%[[C0]], %[[C1]]] : memref<f32>) sizes(%[[C16]], %[[C32]])
//       CHECK:   vmvx.reduce "sum" in(%{{.+}}[%[[C0]], %[[C1]], %[[C32]]] : memref<f32>) out(%{{.+}}[%[[C0]], %[[C1]]] : memref<f32>) sizes(%[[C32]], %[[C16]])
//       CHECK:   linalg.generic
//       CHECK:     arith.mulf
func.func @reductions(%in: memref<16x32xf32>, %rows: memref<16xf32>, %cols: memref<32xf32>) {
  linalg.reduce { arith.maximumf } ins(%in : memref<16x32xf32>) outs(%rows : memref<16xf32>) dimensions = [1]
  linalg.reduce { arith.addf } ins(%in : memref<16x32xf32>) outs(%cols : memref<32xf32>) dimensions = [0]
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%in : memref<16x32xf32>) outs(%rows : memref<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %0 = arith.addf %sq, %acc : f32
    linalg.yield %0 : f32
  }
  return
}
