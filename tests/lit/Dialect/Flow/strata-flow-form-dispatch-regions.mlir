// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-flow-form-dispatch-regions | FileCheck %s

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// A matmul root takes its fill (single-use producer) and its elementwise
// consumer (bias add + relu); the splat scalar it reads is cloned in.
// CHECK-LABEL: func.func @matmul_bias_relu
//  CHECK-SAME: (%[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<8x2xf32>, %[[BIAS:.+]]: tensor<2xf32>)
//   CHECK-NOT: linalg.
//       CHECK: %[[R:.+]] = flow.dispatch.region(%[[A]], %[[B]], %[[BIAS]]) : (tensor<4x8xf32>, tensor<8x2xf32>, tensor<2xf32>) -> tensor<4x2xf32> {
//  CHECK-NEXT: ^bb0(%[[X:.+]]: tensor<4x8xf32>, %[[Y:.+]]: tensor<8x2xf32>, %[[Z:.+]]: tensor<2xf32>):
//   CHECK-DAG:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//   CHECK-DAG:   %[[E:.+]] = tensor.empty() : tensor<4x2xf32>
//       CHECK:   %[[F:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<4x2xf32>)
//       CHECK:   %[[M:.+]] = linalg.matmul ins(%[[X]], %[[Y]] : tensor<4x8xf32>, tensor<8x2xf32>) outs(%[[F]] : tensor<4x2xf32>)
//       CHECK:   %[[G:.+]] = linalg.generic {{.*}} ins(%[[M]], %[[Z]] : tensor<4x2xf32>, tensor<2xf32>) outs(%[[E]] : tensor<4x2xf32>)
//       CHECK:     arith.maximumf %{{.+}}, %[[ZERO]] : f32
//       CHECK:   flow.return %[[G]] : tensor<4x2xf32>
//  CHECK-NEXT: }
//  CHECK-NEXT: return %[[R]] : tensor<4x2xf32>
func.func @matmul_bias_relu(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %bias: tensor<2xf32>) -> tensor<4x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%f : tensor<4x2xf32>) -> tensor<4x2xf32>
  %r = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<4x2xf32>, tensor<2xf32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.maximumf %s, %z : f32
    linalg.yield %t : f32
  } -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#red = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0) -> (d0)>

// A reduction root takes its elementwise producer (square) and consumer
// (sqrt): one region. The splat init constant is cloned in (at its place in
// program order among the members).
// CHECK-LABEL: func.func @reduction_root
//  CHECK-SAME: (%[[A:.+]]: tensor<4x8xf32>)
//  CHECK-NEXT: %[[R:.+]] = flow.dispatch.region(%[[A]]) : (tensor<4x8xf32>) -> tensor<4xf32> {
//       CHECK:   linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
//       CHECK:     arith.mulf
//       CHECK:   arith.constant dense<0.000000e+00> : tensor<4xf32>
//       CHECK:   linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
//       CHECK:     arith.addf
//       CHECK:   %[[S:.+]] = linalg.generic {{.*}}iterator_types = ["parallel"]
//       CHECK:     math.sqrt
//       CHECK:   flow.return %[[S]] : tensor<4xf32>
//  CHECK-NEXT: }
//  CHECK-NEXT: return %[[R]]
func.func @reduction_root(%a: tensor<4x8xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %z = arith.constant dense<0.0> : tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#map, #red], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %sqrt = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%sum : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.sqrt %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %sqrt : tensor<4xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// Standalone elementwise op: a region of its own. The 32-element non-splat
// constant stays on the host and is passed as an operand; the splat is
// cloned in.
// CHECK-LABEL: func.func @standalone_elementwise
//  CHECK-SAME: (%[[A:.+]]: tensor<32xf32>)
//       CHECK: %[[BIG:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00, {{.*}}]> : tensor<32xf32>
//       CHECK: %[[R:.+]] = flow.dispatch.region(%[[A]], %[[BIG]]) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32> {
//  CHECK-NEXT: ^bb0(%[[X:.+]]: tensor<32xf32>, %[[Y:.+]]: tensor<32xf32>):
//  CHECK-NEXT:   %[[SPLAT:.+]] = arith.constant dense<2.000000e+00> : tensor<32xf32>
//       CHECK:   linalg.generic {{.*}} ins(%[[X]], %[[Y]], %[[SPLAT]] : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
//       CHECK: return %[[R]]
func.func @standalone_elementwise(%a: tensor<32xf32>) -> tensor<32xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0]> : tensor<32xf32>
  %splat = arith.constant dense<2.0> : tensor<32xf32>
  %e = tensor.empty() : tensor<32xf32>
  %r = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel"]}
      ins(%a, %c, %splat : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%x: f32, %y: f32, %w: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.mulf %s, %w : f32
    linalg.yield %t : f32
  } -> tensor<32xf32>
  return %r : tensor<32xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// A small non-splat constant (16 elements) is cloned into the region.
// CHECK-LABEL: func.func @small_constant_cloned
//  CHECK-SAME: (%[[A:.+]]: tensor<16xf32>)
//  CHECK-NEXT: flow.dispatch.region(%[[A]]) : (tensor<16xf32>) -> tensor<16xf32> {
//       CHECK:   arith.constant dense<[1.000000e+00, {{.*}}, 1.600000e+01]> : tensor<16xf32>
func.func @small_constant_cloned(%a: tensor<16xf32>) -> tensor<16xf32> {
  %small = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0]> : tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]}
      ins(%a, %small : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// Reshapes of static tensors become host-side flow.tensor.reshape between
// the regions; a static slice is read in the region of its consumer.
// CHECK-LABEL: func.func @reshapes
//       CHECK: %[[R0:.+]] = flow.dispatch.region
//       CHECK:   math.exp
//       CHECK: %[[X:.+]] = flow.tensor.reshape %[[R0]] : tensor<32xf32> -> tensor<2x16xf32>
//       CHECK: %[[C:.+]] = flow.tensor.reshape %[[X]] : tensor<2x16xf32> -> tensor<32xf32>
//       CHECK: %[[R1:.+]] = flow.dispatch.region(%[[C]]) : (tensor<32xf32>) -> tensor<16xf32> {
//       CHECK:   tensor.extract_slice
//       CHECK:   arith.negf
//       CHECK: return %[[R1]], %[[X]]
//   CHECK-NOT: tensor.expand_shape
//   CHECK-NOT: tensor.collapse_shape
func.func @reshapes(%a: tensor<32xf32>) -> (tensor<16xf32>, tensor<2x16xf32>) {
  %e = tensor.empty() : tensor<32xf32>
  %r = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%a : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  %ex = tensor.expand_shape %r [[0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
  %col = tensor.collapse_shape %ex [[0, 1]] : tensor<2x16xf32> into tensor<32xf32>
  %sl = tensor.extract_slice %col[0] [16] [1] : tensor<32xf32> to tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %n = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%sl : tensor<16xf32>) outs(%e2 : tensor<16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %n, %ex : tensor<16xf32>, tensor<2x16xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>
#red = affine_map<(d0) -> ()>

// An elementwise producer with two users is not pulled into a root: it
// gets its own region and its result feeds both.
// CHECK-LABEL: func.func @shared_producer
//       CHECK: %[[P:.+]] = flow.dispatch.region(%{{.+}}) : (tensor<8xf32>) -> tensor<8xf32> {
//       CHECK:   math.exp
//       CHECK: flow.dispatch.region(%[[P]]) : (tensor<8xf32>) -> tensor<f32> {
//       CHECK:   iterator_types = ["reduction"]
//       CHECK: flow.dispatch.region(%[[P]]) : (tensor<8xf32>) -> tensor<f32> {
//       CHECK:   iterator_types = ["reduction"]
func.func @shared_producer(%a: tensor<8xf32>) -> (tensor<f32>, tensor<f32>) {
  %e = tensor.empty() : tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %z = arith.constant dense<0.0> : tensor<f32>
  %sum = linalg.generic {indexing_maps = [#map1, #red], iterator_types = ["reduction"]}
      ins(%p : tensor<8xf32>) outs(%z : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %max = linalg.generic {indexing_maps = [#map1, #red], iterator_types = ["reduction"]}
      ins(%p : tensor<8xf32>) outs(%z : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %sum, %max : tensor<f32>, tensor<f32>
}

// -----

// Two matmuls in a row: each is its own root; the first result crosses
// between the regions.
// CHECK-LABEL: func.func @two_matmuls
//       CHECK: %[[M0:.+]] = flow.dispatch.region
//       CHECK:   linalg.matmul
//       CHECK: %[[M1:.+]] = flow.dispatch.region(%[[M0]], %{{.+}})
//       CHECK:   linalg.matmul
//       CHECK: return %[[M1]]
func.func @two_matmuls(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.matmul ins(%0, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

// -----

// Host values that are not tensors cannot cross into a dispatch.
func.func @scalar_operand(%a: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{dispatch operand of type 'f32' is not a tensor, an index or an integer of at most 32 bits; only those cross into dispatches}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.addf %x, %s : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Nor can scalars come out of one.
func.func @scalar_result(%a: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{dispatch result of type 'f32' is not a tensor; only tensors cross out of dispatches}}
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  return %x : f32
}

// -----

// expected-error @+1 {{unstructured control flow (blocks and branches) is not supported; expected one block in multi_block (scf loops and branches are)}}
func.func @multi_block(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : tensor<4xf32>
^bb2:
  return %a : tensor<4xf32>
}

// -----

// External functions are left alone.
// CHECK-LABEL: func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func private @external(tensor<4xf32>) -> tensor<4xf32>

// -----

// Reshapes of the function body become host-side flow.tensor.reshape; one
// inside an scf.if branch moves into the if's dispatch as a tensor reshape
// (a dispatch cannot hold a flow.tensor.reshape).
// CHECK-LABEL: func.func @reshape_in_branch
//       CHECK: flow.tensor.reshape %{{.+}} : tensor<2x2xf32> -> tensor<4xf32>
//       CHECK: flow.dispatch.region
//       CHECK:   scf.if
//       CHECK:     tensor.collapse_shape
//   CHECK-NOT:     flow.tensor.reshape
//       CHECK:   flow.return
func.func @reshape_in_branch(%pt: tensor<i1>, %x: tensor<2x2xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %p = tensor.extract %pt[] : tensor<i1>
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %r = scf.if %p -> tensor<4xf32> {
    %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
    scf.yield %c : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  return %flat, %r : tensor<4xf32>, tensor<4xf32>
}

// -----

// Softmax: the row max, exp(x - max), the row sum and the division read
// their per-row values at their own row, so all four form one region (a row
// kernel then reads each input row once); only the division's result leaves.
#full = affine_map<(d0, d1) -> (d0, d1)>
#rowOf = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @softmax
//       CHECK: %[[R:.+]] = flow.dispatch.region(%{{.+}}) : (tensor<8x32xf32>) -> tensor<8x32xf32> {
//       CHECK:   linalg.reduce { arith.maximumf }
//       CHECK:   math.exp
//       CHECK:   linalg.reduce { arith.addf }
//       CHECK:   arith.divf
//       CHECK:   flow.return
//   CHECK-NOT: flow.dispatch.region
//       CHECK: return %[[R]]
func.func @softmax(%x: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e8 = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<8x32xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<8x32xf32>) outs(%m0 : tensor<8xf32>) dimensions = [1]
  %ex = linalg.generic {indexing_maps = [#full, #rowOf, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<8x32xf32>, tensor<8xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %v = math.exp %d : f32
    linalg.yield %v : f32
  } -> tensor<8x32xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce { arith.addf } ins(%ex : tensor<8x32xf32>) outs(%s0 : tensor<8xf32>) dimensions = [1]
  %r = linalg.generic {indexing_maps = [#full, #rowOf, #full], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<8x32xf32>, tensor<8xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.divf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// A per-row value read along the other dimension is not a row read: the
// reduction and its consumer stay apart.
#full = affine_map<(d0, d1) -> (d0, d1)>
#colOf = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @not_a_row_read
//       CHECK: flow.dispatch.region
//       CHECK:   linalg.reduce
//       CHECK: flow.dispatch.region
//   CHECK-NOT:   linalg.reduce
//       CHECK:   arith.subf
func.func @not_a_row_read(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e8 = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce { arith.addf } ins(%x : tensor<8x8xf32>) outs(%s0 : tensor<8xf32>) dimensions = [1]
  %r = linalg.generic {indexing_maps = [#full, #colOf, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.subf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// The consumer also reads (transposed, so the matmul does not take it as
// its own consumer) a matmul that itself reads the row sum: fusing it would
// put the matmul both before and after the region, so it stays apart.
#full = affine_map<(d0, d1) -> (d0, d1)>
#transposed = affine_map<(d0, d1) -> (d1, d0)>
#rowOf = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @no_cycle
//       CHECK: flow.dispatch.region
//       CHECK:   linalg.reduce
//   CHECK-NOT:   arith.mulf
//       CHECK: flow.dispatch.region
//       CHECK:   linalg.matmul
//       CHECK: flow.dispatch.region
//       CHECK:   arith.mulf
func.func @no_cycle(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e8 = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce { arith.addf } ins(%x : tensor<8x8xf32>) outs(%s0 : tensor<8xf32>) dimensions = [1]
  %b = linalg.generic {indexing_maps = [#rowOf, #full], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%b, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [#transposed, #rowOf, #full], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %s : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %v = arith.mulf %a, %c : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// A row group (a per-row count over [8, 2, 4], a row op reading it, a full
// op reading it over the whole row) whose row op's result is also read by a
// reduction outside the group that comes before the group's last op (a
// top-k's values summed while its one-hot comes later): the region goes
// where the group's first op was, so the reduction still follows it.
#in3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @row_group_read_early
//       CHECK: %[[G:.*]]:2 = flow.dispatch.region
//       CHECK:   linalg.generic
//       CHECK:   linalg.generic
//       CHECK:   linalg.generic
//       CHECK: %[[S:.*]] = flow.dispatch.region(%[[G]]#0)
//       CHECK:   linalg.reduce
//       CHECK: return %[[S]], %[[G]]#1, %[[G]]#0
func.func @row_group_read_early(%x: tensor<8x2x4xf32>) -> (tensor<8xf32>, tensor<8x2x4xf32>, tensor<8x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<8x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x2xf32>) -> tensor<8x2xf32>
  %count = linalg.generic {indexing_maps = [#in3, #row3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<8x2x4xf32>) outs(%z2 : tensor<8x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<8x2xf32>
  %vals = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%count : tensor<8x2xf32>) outs(%e2 : tensor<8x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<8x2xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.reduce { arith.addf } ins(%vals : tensor<8x2xf32>) outs(%z1 : tensor<8xf32>) dimensions = [1]
  %e3 = tensor.empty() : tensor<8x2x4xf32>
  %full = linalg.generic {indexing_maps = [#row3, #in3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%count : tensor<8x2xf32>) outs(%e3 : tensor<8x2x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8x2x4xf32>
  return %sum, %full, %vals : tensor<8xf32>, tensor<8x2x4xf32>, tensor<8x2xf32>
}

// -----

// Dynamic shapes: the shape assertion and the dims it reads stay on the
// host; the region's result dim is computed on the host from its input's
// (the matmul's result rows are the input's rows).
// CHECK-LABEL: func.func @dynamic_matmul
//       CHECK: %[[N:.+]] = tensor.dim %arg0, %c0
//       CHECK: cf.assert
//       CHECK: %[[D:.+]] = tensor.dim %arg0, %{{.+}} : tensor<?x8xf32>
//       CHECK: flow.dispatch.region(%arg0, %arg1, %[[N]]) dims(%[[D]]) : (tensor<?x8xf32>, tensor<8x4xf32>, index) -> tensor<?x4xf32>
func.func @dynamic_matmul(%a: tensor<?x8xf32>, %b: tensor<8x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c0 : tensor<?x8xf32>
  %ok = arith.cmpi sge, %n, %c1 : index
  cf.assert %ok, "b >= 1"
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x4xf32>) outs(%f : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %m : tensor<?x4xf32>
}

// -----

// A loop that writes into its carried tensor (a scatter's update loop,
// through an scf.if) keeps the tensor's shape: the region's result dim is
// the initial value's, computed on the host.
// CHECK-LABEL: func.func @loop_result_dims
//       CHECK: %[[D:.+]] = tensor.dim %arg0, %{{.+}} : tensor<?x5xf32>
//       CHECK: flow.dispatch.region(%arg1, %arg0, %{{.+}}) dims(%[[D]]) : (tensor<?xi1>, tensor<?x5xf32>, index) -> tensor<?x5xf32>
func.func @loop_result_dims(%t: tensor<?x5xf32>, %mask: tensor<?xi1>) -> tensor<?x5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %n = tensor.dim %mask, %c0 : tensor<?xi1>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<?x5xf32>) {
    %m = tensor.extract %mask[%i] : tensor<?xi1>
    %next = scf.if %m -> (tensor<?x5xf32>) {
      %w = tensor.insert %one into %acc[%i, %c0] : tensor<?x5xf32>
      scf.yield %w : tensor<?x5xf32>
    } else {
      scf.yield %acc : tensor<?x5xf32>
    }
    scf.yield %next : tensor<?x5xf32>
  }
  return %r : tensor<?x5xf32>
}

// -----

// A reduction's consumer reads two producers defined one after the other,
// after the reduction (each has another user, so neither fuses): the region
// goes after the second of them. Placing it right after the first put it
// before the second (leapfrog_integrator: "internal error: dispatch
// formation put a producer of this op's operand after it").
// CHECK-LABEL: func.func @operands_defined_back_to_back
//       CHECK: %[[P:.+]] = flow.dispatch.region(%arg1)
//       CHECK: %[[Q:.+]] = flow.dispatch.region(%arg1)
//       CHECK: flow.dispatch.region(%arg0, %[[P]], %[[Q]])
//       CHECK: linalg.reduce
func.func @operands_defined_back_to_back(%a: tensor<4x3xf32>, %m: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce { arith.addf } ins(%a : tensor<4x3xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%m : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.mulf %in, %in : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%m : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %in : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%r, %p, %q : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %0, %z : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p, %q : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%y: f32, %z: f32, %out: f32):
    %0 = arith.subf %y, %z : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %s, %t : tensor<4xf32>, tensor<4xf32>
}

// -----

#x = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
#e2 = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>

// A layer-norm-like normalization (per-row statistics read back over the
// rows, several ops per element) feeding a contraction's A side: the
// contraction would recompute it for every column, so it joins the row
// group of its reduction instead and the contraction reads its result.
// CHECK-LABEL: func.func @costly_producer_in_row_group
//       CHECK: %[[N:.+]] = flow.dispatch.region
//       CHECK:   linalg.generic {{.+}} iterator_types = ["parallel", "reduction"]
//       CHECK:   math.rsqrt
//       CHECK:   flow.return
//       CHECK: flow.dispatch.region(%[[N]], %{{.+}})
//   CHECK-NOT:   math.rsqrt
//       CHECK:   iterator_types = ["parallel", "parallel", "reduction"]
func.func @costly_producer_in_row_group(%h: tensor<512x256xf32>, %wt: tensor<256x128xf32>) -> tensor<512x128xf32> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %er = tensor.empty() : tensor<512xf32>
  %fr = linalg.fill ins(%zero : f32) outs(%er : tensor<512xf32>) -> tensor<512xf32>
  %ss = linalg.generic {indexing_maps = [#e2, #r], iterator_types = ["parallel", "reduction"]} ins(%h : tensor<512x256xf32>) outs(%fr : tensor<512xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %q = arith.mulf %x, %x : f32
    %a = arith.addf %acc, %q : f32
    linalg.yield %a : f32
  } -> tensor<512xf32>
  %e = tensor.empty() : tensor<512x256xf32>
  %n = linalg.generic {indexing_maps = [#e2, #r, #e2], iterator_types = ["parallel", "parallel"]} ins(%h, %ss : tensor<512x256xf32>, tensor<512xf32>) outs(%e : tensor<512x256xf32>) {
  ^bb0(%x: f32, %s: f32, %u: f32):
    %v = arith.addf %s, %eps : f32
    %r = math.rsqrt %v : f32
    %y = arith.mulf %x, %r : f32
    linalg.yield %y : f32
  } -> tensor<512x256xf32>
  %eo = tensor.empty() : tensor<512x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%eo : tensor<512x128xf32>) -> tensor<512x128xf32>
  %m = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]} ins(%n, %wt : tensor<512x256xf32>, tensor<256x128xf32>) outs(%f : tensor<512x128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<512x128xf32>
  return %m : tensor<512x128xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// A slice the host also returns gets a region of its own, whose result the
// elementwise op then reads.
// CHECK-LABEL: func.func @returned_slice
//  CHECK-SAME: (%[[A:.+]]: tensor<32xf32>)
//       CHECK: %[[S:.+]] = flow.dispatch.region(%[[A]]) : (tensor<32xf32>) -> tensor<16xf32> {
//  CHECK-NEXT: ^bb0
//  CHECK-NEXT:   tensor.extract_slice
//  CHECK-NEXT:   flow.return
//       CHECK: %[[N:.+]] = flow.dispatch.region(%[[S]]) : (tensor<16xf32>) -> tensor<16xf32> {
//   CHECK-NOT:   tensor.extract_slice
//       CHECK:   arith.negf
//       CHECK: return %[[N]], %[[S]]
func.func @returned_slice(%a: tensor<32xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %sl = tensor.extract_slice %a[16] [16] [1] : tensor<32xf32> to tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %n = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%sl : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %n, %sl : tensor<16xf32>, tensor<16xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// A concatenation (insert_slices chained into an empty tensor) is one
// region with the elementwise ops computing its parts for it alone (each
// writes its slice in place); a part another op also reads (%b's exp)
// stays in its own region and is copied in.
// CHECK-LABEL: func.func @concatenation
//  CHECK-SAME: (%[[A:.+]]: tensor<4xf32>, %[[B:.+]]: tensor<4xf32>, %[[C:.+]]: tensor<4xf32>)
//       CHECK: %[[EB:.+]] = flow.dispatch.region(%[[B]])
//       CHECK:   math.exp
//       CHECK: %[[R:.+]] = flow.dispatch.region(%[[A]], %[[EB]], %[[C]]) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<12xf32> {
//       CHECK:   arith.negf
//       CHECK:   tensor.insert_slice
//       CHECK:   tensor.insert_slice
//       CHECK:   tensor.insert_slice
//       CHECK:   flow.return
//   CHECK-NOT: flow.dispatch.region
//       CHECK: return %[[R]], %[[EB]]
func.func @concatenation(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> (tensor<12xf32>, tensor<4xf32>) {
  %e4 = tensor.empty() : tensor<4xf32>
  %na = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %eb = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%b : tensor<4xf32>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<12xf32>
  %c0 = tensor.insert_slice %na into %e[0] [4] [1] : tensor<4xf32> into tensor<12xf32>
  %c1 = tensor.insert_slice %eb into %c0[4] [4] [1] : tensor<4xf32> into tensor<12xf32>
  %c2 = tensor.insert_slice %c into %c1[8] [4] [1] : tensor<4xf32> into tensor<12xf32>
  return %c2, %eb : tensor<12xf32>, tensor<4xf32>
}

// -----

// A slice a contraction reads keeps a region of its own (contraction kernels
// take whole bindings); the one an elementwise op reads does not.
// CHECK-LABEL: func.func @slice_into_contraction
//  CHECK-SAME: (%[[A:.+]]: tensor<8x8xf32>, %[[B:.+]]: tensor<8x4xf32>)
//       CHECK: %[[S:.+]] = flow.dispatch.region(%[[A]]) : (tensor<8x8xf32>) -> tensor<4x8xf32> {
//  CHECK-NEXT: ^bb0
//  CHECK-NEXT:   tensor.extract_slice
//  CHECK-NEXT:   flow.return
//       CHECK: flow.dispatch.region(%[[S]], %[[B]])
//       CHECK:   linalg.matmul
func.func @slice_into_contraction(%a: tensor<8x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %sl = tensor.extract_slice %a[4, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%sl, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// A strided slice keeps a region of its own (fuzz seed 23114: read in place,
// llvm-cpu could not lower the strided view).
// CHECK-LABEL: func.func @strided_slice_copied
//       CHECK: %[[S:.+]] = flow.dispatch.region
//  CHECK-NEXT: ^bb0
//  CHECK-NEXT:   tensor.extract_slice %{{.+}}[0] [4] [2]
//  CHECK-NEXT:   flow.return
//       CHECK: flow.dispatch.region(%[[S]])
//       CHECK:   arith.negf
func.func @strided_slice_copied(%a: tensor<8xf32>) -> tensor<4xf32> {
  %sl = tensor.extract_slice %a[0] [4] [2] : tensor<8xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %n = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%sl : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %n : tensor<4xf32>
}
