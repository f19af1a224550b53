// Dynamically shaped programs lower to linalg on dynamically shaped
// tensors: dims come from tensor.dim, shape operands are evaluated as host
// index arithmetic (no tensors), shape_assertion is a cf.assert, and
// dynamic ops whose shapes are static become their static twins.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-legalize-to-linalg --canonicalize --cse | FileCheck %s

// The shape operand (b, 10) is host arithmetic on tensor.dim; a dynamic
// operand dim may be 1 and broadcast, which is chosen at run time.
// CHECK-LABEL: func.func @broadcast
// CHECK-DAG: %[[B:.*]] = tensor.dim %arg0, %c0
// CHECK-DAG: %[[V:.*]] = tensor.dim %arg1, %c0
// CHECK: tensor.empty(%[[B]]) : tensor<?x10xf32>
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[ONE:.*]] = arith.cmpi eq, %[[V]], %c1
// CHECK: %[[AT:.*]] = arith.select %[[ONE]], %c0, %[[I]]
// CHECK: tensor.extract %arg1[%[[AT]], %c0]
// CHECK-NOT: stablehlo.
func.func @broadcast(%x: tensor<?x64xf32>, %v: tensor<?x1xf32>) -> tensor<?x10xf32> {
  %c = stablehlo.constant dense<10> : tensor<1xi32>
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x64xf32>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %3 = stablehlo.dynamic_broadcast_in_dim %v, %2, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x10xf32>
  return %3 : tensor<?x10xf32>
}

// -----

// An operand dim read from the same argument dim as the output dim (a
// softmax's row maximum broadcast back over its rows) is copied: the
// operand is read through an indexing map, with no run-time choice.
// CHECK-LABEL: func.func @broadcast_same_dim
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}], iterator_types = ["parallel", "parallel"]} ins(%{{.+}} : tensor<?xf32>) outs(%{{.+}} : tensor<?x10xf32>)
// CHECK-NOT: arith.select
// CHECK-NOT: tensor.extract
func.func @broadcast_same_dim(%x: tensor<?x10xf32>) -> tensor<?x10xf32> {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<10> : tensor<1xi32>
  %m = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<?x10xf32>, tensor<f32>) -> tensor<?xf32>
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x10xf32>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %3 = stablehlo.dynamic_broadcast_in_dim %m, %2, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x10xf32>
  return %3 : tensor<?x10xf32>
}

// -----

// get_dimension_size of a dynamic dim reads it at run time; the assertion
// computed from it stays on the host.
// CHECK-LABEL: func.func @assertion
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c0
// CHECK: %[[I:.*]] = arith.index_cast %[[D]] : index to i32
// CHECK: %[[T:.*]] = tensor.from_elements %[[I]] : tensor<i32>
// CHECK: %[[P:.*]] = arith.cmpi sge, %[[D]], %c1
// CHECK: cf.assert %[[P]], "b must be >= 1"
// CHECK: return %[[T]]
func.func @assertion(%x: tensor<?x4xf32>) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "b must be >= 1", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  return %0 : tensor<i32>
}

// -----

// iota over a derived size 2*b - 1.
// CHECK-LABEL: func.func @iota
// CHECK: %[[B:.*]] = tensor.dim %arg0, %c0
// CHECK: %[[T:.*]] = arith.muli %[[B]], %c2
// CHECK: %[[N:.*]] = arith.subi %[[T]], %c1
// CHECK: tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK: linalg.index 0
// CHECK: arith.uitofp
// CHECK-NOT: linalg.generic
func.func @iota(%x: tensor<?x8xf32>) -> tensor<?xf32> {
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x8xf32>) -> tensor<i32>
  %1 = stablehlo.multiply %0, %c2 : tensor<i32>
  %2 = stablehlo.subtract %1, %c1 : tensor<i32>
  %3 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
  %4 = stablehlo.dynamic_iota %3, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  return %4 : tensor<?xf32>
}

// -----

// A reshape that splits a static dim is an expand_shape whose dynamic size
// is evaluated; one that merges dims a collapse_shape; any other flattens
// and expands to the evaluated sizes (so the result's dims stay computable
// from the input's, which dispatch formation needs).
// CHECK-LABEL: func.func @reshapes
// CHECK: %[[S:.*]] = tensor.dim %arg0, %c1
// CHECK: tensor.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [2, %[[S]], 4, 8]
// CHECK: tensor.collapse_shape %arg1 {{\[\[}}0], [1], [2, 3]]
// CHECK: %[[B:.*]] = tensor.dim %arg2, %c0
// CHECK: %[[B2:.*]] = arith.muli %[[B]], %c2
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %arg2 {{\[\[}}0, 1]] : tensor<?x8xf32> into tensor<?xf32>
// CHECK: tensor.expand_shape %[[FLAT]] {{\[\[}}0, 1]] output_shape [%[[B2]], 4] : tensor<?xf32> into tensor<?x4xf32>
func.func @reshapes(%x: tensor<2x?x32xf32>, %z: tensor<2x?x4x8xf32>, %y: tensor<?x8xf32>) -> (tensor<2x?x4x8xf32>, tensor<2x?x32xf32>, tensor<?x4xf32>) {
  %c2 = stablehlo.constant dense<2> : tensor<1xi32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %c8 = stablehlo.constant dense<8> : tensor<1xi32>
  %c32 = stablehlo.constant dense<32> : tensor<1xi32>
  %s = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x?x32xf32>) -> tensor<i32>
  %s1 = stablehlo.reshape %s : (tensor<i32>) -> tensor<1xi32>
  %shape4 = stablehlo.concatenate %c2, %s1, %c4, %c8, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %0 = stablehlo.dynamic_reshape %x, %shape4 : (tensor<2x?x32xf32>, tensor<4xi32>) -> tensor<2x?x4x8xf32>
  %t = stablehlo.get_dimension_size %z, dim = 1 : (tensor<2x?x4x8xf32>) -> tensor<i32>
  %t1 = stablehlo.reshape %t : (tensor<i32>) -> tensor<1xi32>
  %shape3 = stablehlo.concatenate %c2, %t1, %c32, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %1 = stablehlo.dynamic_reshape %z, %shape3 : (tensor<2x?x4x8xf32>, tensor<3xi32>) -> tensor<2x?x32xf32>
  %b = stablehlo.get_dimension_size %y, dim = 0 : (tensor<?x8xf32>) -> tensor<i32>
  %c2s = stablehlo.constant dense<2> : tensor<i32>
  %b2 = stablehlo.multiply %b, %c2s : tensor<i32>
  %b21 = stablehlo.reshape %b2 : (tensor<i32>) -> tensor<1xi32>
  %shape2 = stablehlo.concatenate %b21, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %2 = stablehlo.dynamic_reshape %y, %shape2 : (tensor<?x8xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  return %0, %1, %2 : tensor<2x?x4x8xf32>, tensor<2x?x32xf32>, tensor<?x4xf32>
}

// -----

// real_dynamic_slice: offsets, ceil((limit - start) / stride) sizes and
// strides from the evaluated operands.
// CHECK-LABEL: func.func @slice
// CHECK: %[[B:.*]] = tensor.dim %arg0, %c0
// CHECK: %[[N:.*]] = arith.subi %[[B]], %c1
// CHECK: tensor.extract_slice %arg0[1, 0] [%[[N]], 4] [1, 1]
func.func @slice(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %start = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %strides = stablehlo.constant dense<1> : tensor<2xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %limit = stablehlo.concatenate %b1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// dynamic_pad with edge amounts from dims: tensor.pad.
// CHECK-LABEL: func.func @pad
// CHECK: %[[B:.*]] = tensor.dim %arg0, %c0
// CHECK: tensor.pad %arg0 low[%c1] high[%[[B]]]
func.func @pad(%x: tensor<?xf32>, %v: tensor<f32>) -> tensor<?xf32> {
  %lo = stablehlo.constant dense<1> : tensor<1xi32>
  %in = stablehlo.constant dense<0> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %hi = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Static ops on dynamic tensors: results sized from the operands' dims.
// CHECK-LABEL: func.func @static_ops
// CHECK: %[[B:.*]] = tensor.dim %arg0, %c0
// CHECK: %[[E:.*]] = tensor.empty(%[[B]]) : tensor<?x16xf32>
// CHECK: linalg.matmul
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<?x16xf32>)
// CHECK: tensor.empty(%[[B]]) : tensor<?xf32>
// CHECK: linalg.reduce
// CHECK: tensor.empty(%[[B]]) : tensor<16x?xf32>
// CHECK: linalg.transpose
// CHECK: %[[B2:.*]] = arith.addi %[[B]], %[[B]]
// CHECK: %[[C:.*]] = tensor.empty(%[[B2]]) : tensor<?x16xf32>
// CHECK: %[[I:.*]] = tensor.insert_slice %{{.*}} into %[[C]][0, 0] [%[[B]], 16]
// CHECK: tensor.insert_slice %{{.*}} into %[[I]][%[[B]], 0] [%[[B]], 16]
func.func @static_ops(%x: tensor<?x8xf32>, %w: tensor<8x16xf32>) -> (tensor<?xf32>, tensor<16x?xf32>, tensor<?x16xf32>) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x16xf32>) -> tensor<?x16xf32>
  %1 = stablehlo.tanh %0 : tensor<?x16xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x16xf32>, tensor<f32>) -> tensor<?xf32>
  %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<?x16xf32>) -> tensor<16x?xf32>
  %4 = stablehlo.concatenate %1, %1, dim = 0 : (tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
  return %2, %3, %4 : tensor<?xf32>, tensor<16x?xf32>, tensor<?x16xf32>
}

// -----

// Dynamic ops whose shapes are static become their static twins.
// CHECK-LABEL: func.func @refined
// CHECK-NOT: tensor.dim
// CHECK: tensor.empty() : tensor<2x3xf32>
// CHECK: tensor.extract_slice %arg1[1] [2] [1]
func.func @refined(%x: tensor<3xf32>, %y: tensor<4xf32>) -> (tensor<2x3xf32>, tensor<2xf32>) {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %a = stablehlo.constant dense<1> : tensor<1xi32>
  %b = stablehlo.constant dense<3> : tensor<1xi32>
  %1 = stablehlo.real_dynamic_slice %y, %a, %b, %a : (tensor<4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2xf32>
}

// -----

// dynamic_gather of k rows of a b-row table (constant slice sizes [1, 16]:
// refined to gather; sizes computed from dims take dynamic_gather's
// pattern, as in tests/dynamic/dyn_gather_rows): the result's batch dim is
// the indices' dynamic dim, and each start is clamped to [0, b - 1] with b
// read at run time.
// CHECK-LABEL: func.func @gather
// CHECK-DAG: %[[K:.*]] = tensor.dim %arg1, %c0
// CHECK-DAG: %[[B:.*]] = tensor.dim %arg0, %c0
// CHECK-DAG: %[[UP:.*]] = arith.subi %[[B]], %c1
// CHECK: tensor.empty(%[[K]]) : tensor<?x16xf32>
// CHECK: linalg.generic
// CHECK: arith.minsi %{{.*}}, %[[UP]]
// CHECK: tensor.extract %arg0
func.func @gather(%t: tensor<?x16xf32>, %i: tensor<?x1xi32>) -> tensor<?x16xf32> {
  %sizes = stablehlo.constant dense<[1, 16]> : tensor<2xi32>
  %0 = "stablehlo.dynamic_gather"(%t, %i, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x16xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}

// -----

// A convolution over symbolic height and width (SAME, stride 2, dilation 2
// in the kernel): the input is padded (tensor.pad), each output spatial dim
// is (padded - 5) / 2 + 1 and the batch is the input's.
// CHECK-LABEL: func.func @conv_spatial
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[H:.*]] = tensor.dim %[[P]], %c1
// CHECK: %[[HS:.*]] = arith.subi %[[H]], %c5
// CHECK: %[[HD:.*]] = arith.divsi %[[HS]], %c2
// CHECK: %[[HO:.*]] = arith.addi %[[HD]], %c1
// CHECK: tensor.empty(%{{.*}}, %[[HO]], %{{.*}}) : tensor<?x?x?x4xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf
func.func @conv_spatial(%x: tensor<?x?x?x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<?x?x?x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x?x?x3xf32>, tensor<3x3x3x4xf32>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}

// -----

// dynamic_update_slice of a dynamically shaped update (a scan writing one
// step of a symbolic batch): the start index is clamped with the dims.
// CHECK-LABEL: func.func @dynamic_update_slice_dims(
//       CHECK:   %[[N:.+]] = tensor.dim %arg0, %c0
//       CHECK:   %[[M:.+]] = tensor.dim %arg0, %c1
//       CHECK:   %[[B:.+]] = tensor.dim %arg1, %c1
//       CHECK:   arith.subi %[[N]], %c1
//       CHECK:   %[[ROOM:.+]] = arith.subi %[[M]], %[[B]]
//       CHECK:   arith.minsi %[[ROOM]], %c0
//       CHECK:   tensor.insert_slice %arg1 into %arg0[%{{.+}}, %{{.+}}] [1, %[[B]]] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
func.func @dynamic_update_slice_dims(%t: tensor<?x?xf32>, %u: tensor<1x?xf32>, %i: tensor<i32>) -> tensor<?x?xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.dynamic_update_slice %t, %u, %i, %c0 : (tensor<?x?xf32>, tensor<1x?xf32>, tensor<i32>, tensor<i32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A scatter over dynamically shaped operands: the update loop's bounds and
// the window's fit are computed from the dims.
// CHECK-LABEL: func.func @scatter_dims(
//       CHECK:   %[[B:.+]] = tensor.dim %arg0, %c0
//       CHECK:   %[[LAST:.+]] = arith.subi %[[B]], %c1
//       CHECK:   %[[K:.+]] = tensor.dim %arg2, %c0
//       CHECK:   scf.for %{{.+}} = %c0 to %[[K]] step %c1
//       CHECK:       arith.cmpi sle, %{{.+}}, %[[LAST]]
//       CHECK:         tensor.insert
func.func @scatter_dims(%t: tensor<?x5xf32>, %idx: tensor<?x1xi32>, %u: tensor<?x5xf32>) -> tensor<?x5xf32> {
  %r = "stablehlo.scatter"(%t, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<?x5xf32>, tensor<?x1xi32>, tensor<?x5xf32>) -> tensor<?x5xf32>
  return %r : tensor<?x5xf32>
}
