// RUN: strata-opt %s --split-input-file --strata-fuse-elementwise-ops | FileCheck %s
// RUN: strata-opt %s --split-input-file --strata-fuse-elementwise-ops="copy-producers=false sink-into-concatenations=false" | FileCheck %s --check-prefix=OFF

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>


// A single-use elementwise producer is fused into its consumer.
// CHECK-LABEL: func.func @chain
//  CHECK-SAME: (%[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<4x8xf32>)
//       CHECK: %[[R:.+]] = linalg.generic
//  CHECK-SAME:     ins(%[[A]], %[[B]] : tensor<4x8xf32>, tensor<4x8xf32>)
//       CHECK:   %[[S:.+]] = arith.addf
//       CHECK:   %[[E:.+]] = math.exp %[[S]] : f32
//       CHECK:   linalg.yield %[[E]] : f32
//   CHECK-NOT: linalg.generic
//       CHECK: return %[[R]]
func.func @chain(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>

// A broadcasting producer (bias add) fuses too; the fused op reads the
// bias through the broadcast map.
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @broadcast
//       CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]]
//       CHECK:   arith.addf
//       CHECK:   arith.maximumf
//   CHECK-NOT: linalg.generic
func.func @broadcast(%a: tensor<4x8xf32>, %bias: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %bias : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %zero : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>

// A cheap producer with two elementwise users is computed again in each:
// both fused ops read %a, and the producer is gone.
// CHECK-LABEL: func.func @multi_use
//  CHECK-SAME: (%[[A:.+]]: tensor<4xf32>)
//       CHECK: %[[N:.+]] = linalg.generic
//  CHECK-SAME:     ins(%[[A]] : tensor<4xf32>)
//       CHECK:   math.exp
//       CHECK:   arith.negf
//       CHECK: %[[M:.+]] = linalg.generic
//  CHECK-SAME:     ins(%[[A]] : tensor<4xf32>)
//       CHECK:   math.exp
//       CHECK:   math.absf
//   CHECK-NOT: linalg.generic
//       CHECK: return %[[N]], %[[M]]
// Without copies (copy-producers=false) the producer runs once.
// OFF-LABEL: func.func @multi_use
//       OFF: %[[P:.+]] = linalg.generic
//       OFF:   math.exp
//       OFF: linalg.generic
//  OFF-SAME:     ins(%[[P]] : tensor<4xf32>)
//       OFF: linalg.generic
//  OFF-SAME:     ins(%[[P]] : tensor<4xf32>)
func.func @multi_use(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.absf %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// A producer with a user that is not elementwise (a reduction) is not
// duplicated into its elementwise user: it runs once, in a dispatch of its
// own or with its reduction.
// CHECK-LABEL: func.func @multi_use_with_reduction
//       CHECK: %[[P:.+]] = linalg.generic
//       CHECK:   math.exp
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[P]] : tensor<4xf32>)
//       CHECK:   arith.negf
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[P]] : tensor<4xf32>)
//       CHECK:   arith.addf
func.func @multi_use_with_reduction(%a: tensor<4xf32>, %init: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [#map1, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%0 : tensor<4xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %1, %2 : tensor<4xf32>, tensor<f32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// A costly producer (9 ops) with two users on 65536 elements would cost more
// computed twice than a pass over memory: it stays. (On a few elements it is
// copied: see @small_costly_multi_use_copied.)
// CHECK-LABEL: func.func @costly_multi_use_kept
//       CHECK: %[[P:.+]] = linalg.generic
//  CHECK-SAME:     ins(%{{.+}} : tensor<65536xf32>)
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[P]] : tensor<65536xf32>)
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[P]] : tensor<65536xf32>)
func.func @costly_multi_use_kept(%a: tensor<65536xf32>) -> (tensor<65536xf32>, tensor<65536xf32>) {
  %e = tensor.empty() : tensor<65536xf32>
  %0 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%a : tensor<65536xf32>) outs(%e : tensor<65536xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s0 = math.exp %x : f32
    %s1 = math.tanh %s0 : f32
    %s2 = arith.mulf %s1, %x : f32
    %s3 = math.exp %s2 : f32
    %s4 = arith.addf %s3, %s1 : f32
    %s5 = math.sin %s4 : f32
    %s6 = math.cos %s5 : f32
    %s7 = arith.mulf %s6, %s6 : f32
    %s8 = math.log %s7 : f32
    linalg.yield %s8 : f32
  } -> tensor<65536xf32>
  %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%0 : tensor<65536xf32>) outs(%e : tensor<65536xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<65536xf32>
  %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%0 : tensor<65536xf32>) outs(%e : tensor<65536xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.absf %x : f32
    linalg.yield %s : f32
  } -> tensor<65536xf32>
  return %1, %2 : tensor<65536xf32>, tensor<65536xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// The same producer on 4 elements: its copy costs less than a dispatch.
// CHECK-LABEL: func.func @small_costly_multi_use_copied
//  CHECK-SAME: (%[[A:.+]]: tensor<4xf32>)
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[A]] : tensor<4xf32>)
//       CHECK:   math.log
//       CHECK:   arith.negf
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[A]] : tensor<4xf32>)
//       CHECK:   math.log
//       CHECK:   math.absf
func.func @small_costly_multi_use_copied(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s0 = math.exp %x : f32
    %s1 = math.tanh %s0 : f32
    %s2 = arith.mulf %s1, %x : f32
    %s3 = math.exp %s2 : f32
    %s4 = arith.addf %s3, %s1 : f32
    %s5 = math.sin %s4 : f32
    %s6 = math.cos %s5 : f32
    %s7 = arith.mulf %s6, %s6 : f32
    %s8 = math.log %s7 : f32
    linalg.yield %s8 : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.absf %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// -----

#map1 = affine_map<(d0) -> (d0)>

// A recurrent cell's gate (a sigmoid; its exponential counts as 8 ops in a
// loop) read by two updates in a loop's body: a copy would save no dispatch
// (the loop is one), so the gate is computed once, small as it is.
// CHECK-LABEL: func.func @gate_in_loop_shared
//       CHECK: scf.for
//       CHECK:   %[[G:.+]] = linalg.generic
//       CHECK:     math.exp
//       CHECK:   linalg.generic
//  CHECK-SAME:     ins(%[[G]], %{{.+}} : tensor<4xf32>, tensor<4xf32>)
//   CHECK-NOT:     math.exp
//       CHECK:   linalg.generic
//  CHECK-SAME:     ins(%[[G]], %{{.+}} : tensor<4xf32>, tensor<4xf32>)
//   CHECK-NOT:     math.exp
//       CHECK:   scf.yield
func.func @gate_in_loop_shared(%x: tensor<4xf32>, %h0: tensor<4xf32>, %c0: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r:2 = scf.for %i = %lb to %n step %st iter_args(%h = %h0, %c = %c0) -> (tensor<4xf32>, tensor<4xf32>) {
    %g = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]}
        ins(%x, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s0 = arith.addf %a, %b : f32
      %s1 = arith.negf %s0 : f32
      %s2 = math.exp %s1 : f32
      %s3 = arith.addf %s2, %one : f32
      %s4 = arith.divf %one, %s3 : f32
      linalg.yield %s4 : f32
    } -> tensor<4xf32>
    %hn = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]}
        ins(%g, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.mulf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %cn = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]}
        ins(%g, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %hn, %cn : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// An elementwise op reading a concatenation (insert_slices into an empty
// tensor) runs on each part, its other operands sliced alike (the row-
// broadcast one is not sliced: it does not vary along the concatenated
// dimension 0); the parts then fuse with their producers.
// CHECK-LABEL: func.func @sink_into_concatenation
//  CHECK-SAME: (%[[A:.+]]: tensor<2x8xf32>, %[[B:.+]]: tensor<3x8xf32>, %[[Y:.+]]: tensor<5x8xf32>, %[[R:.+]]: tensor<8xf32>)
//       CHECK: %[[YA:.+]] = tensor.extract_slice %[[Y]][0, 0] [2, 8] [1, 1]
//       CHECK: %[[PA:.+]] = linalg.generic
//  CHECK-SAME:     ins(%[[A]], %[[YA]], %[[R]] : tensor<2x8xf32>, tensor<2x8xf32>, tensor<8xf32>)
//       CHECK:   math.exp
//       CHECK:   arith.mulf
//       CHECK:   arith.addf
//       CHECK: %[[RA:.+]] = tensor.insert_slice %[[PA]] into %{{.+}}[0, 0] [2, 8] [1, 1]
//       CHECK: %[[YB:.+]] = tensor.extract_slice %[[Y]][2, 0] [3, 8] [1, 1]
//       CHECK: %[[PB:.+]] = linalg.generic
//  CHECK-SAME:     ins(%[[B]], %[[YB]], %[[R]] : tensor<3x8xf32>, tensor<3x8xf32>, tensor<8xf32>)
//       CHECK:   arith.negf
//       CHECK:   arith.mulf
//       CHECK:   arith.addf
//       CHECK: %[[RB:.+]] = tensor.insert_slice %[[PB]] into %[[RA]][2, 0] [3, 8] [1, 1]
//       CHECK: return %[[RB]]
// OFF-LABEL: func.func @sink_into_concatenation
//       OFF: tensor.insert_slice
//       OFF: %[[C:.+]] = tensor.insert_slice
//       OFF: linalg.generic
//  OFF-SAME:     ins(%[[C]], %{{.+}}, %{{.+}} : tensor<5x8xf32>, tensor<5x8xf32>, tensor<8xf32>)
func.func @sink_into_concatenation(%a: tensor<2x8xf32>, %b: tensor<3x8xf32>, %y: tensor<5x8xf32>, %r: tensor<8xf32>) -> tensor<5x8xf32> {
  %ea = tensor.empty() : tensor<2x8xf32>
  %pa = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x8xf32>) outs(%ea : tensor<2x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  %eb = tensor.empty() : tensor<3x8xf32>
  %pb = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<3x8xf32>) outs(%eb : tensor<3x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<3x8xf32>
  %e = tensor.empty() : tensor<5x8xf32>
  %c0 = tensor.insert_slice %pa into %e[0, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<5x8xf32>
  %c1 = tensor.insert_slice %pb into %c0[2, 0] [3, 8] [1, 1] : tensor<3x8xf32> into tensor<5x8xf32>
  %out = linalg.generic {indexing_maps = [#map, #map, #row, #map], iterator_types = ["parallel", "parallel"]}
      ins(%c1, %y, %r : tensor<5x8xf32>, tensor<5x8xf32>, tensor<8xf32>) outs(%e : tensor<5x8xf32>) {
  ^bb0(%x: f32, %w: f32, %v: f32, %o: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %m, %v : f32
    linalg.yield %s : f32
  } -> tensor<5x8xf32>
  return %out : tensor<5x8xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// Parts that leave a gap (rows 2..3 never written) are not a concatenation:
// the op keeps reading the whole tensor.
// CHECK-LABEL: func.func @gap_not_sunk
//       CHECK: tensor.insert_slice
//       CHECK: %[[C:.+]] = tensor.insert_slice
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[C]] : tensor<5x8xf32>)
func.func @gap_not_sunk(%a: tensor<2x8xf32>, %b: tensor<2x8xf32>) -> tensor<5x8xf32> {
  %e = tensor.empty() : tensor<5x8xf32>
  %c0 = tensor.insert_slice %a into %e[0, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<5x8xf32>
  %c1 = tensor.insert_slice %b into %c0[3, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<5x8xf32>
  %out = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%c1 : tensor<5x8xf32>) outs(%e : tensor<5x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<5x8xf32>
  return %out : tensor<5x8xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>

// Named contractions keep their form: the elementwise producer and consumer
// of a matmul stay separate ops, and linalg.matmul stays linalg.matmul.
// CHECK-LABEL: func.func @matmul_kept
//       CHECK: %[[P:.+]] = linalg.generic
//       CHECK:   math.exp
//       CHECK: %[[F:.+]] = linalg.fill
//       CHECK: %[[M:.+]] = linalg.matmul ins(%[[P]], %{{.+}} : tensor<4x8xf32>, tensor<8x2xf32>) outs(%[[F]] : tensor<4x2xf32>)
//       CHECK: %[[C:.+]] = linalg.generic
//  CHECK-SAME:     ins(%[[M]] : tensor<4x2xf32>)
//       CHECK: return %[[C]]
func.func @matmul_kept(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<4x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%0, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%f : tensor<4x2xf32>) -> tensor<4x2xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<4x2xf32>) outs(%e2 : tensor<4x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>

// Reshapes are not propagated through elementwise ops: the collapse stays
// between the two generics, which are therefore not fused.
// CHECK-LABEL: func.func @reshape_kept
//       CHECK: %[[P:.+]] = linalg.generic
//       CHECK:   math.exp
//       CHECK: } -> tensor<4x8xf32>
//       CHECK: %[[C:.+]] = tensor.collapse_shape %[[P]] {{\[\[}}0, 1]] : tensor<4x8xf32> into tensor<32xf32>
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[C]] : tensor<32xf32>)
func.func @reshape_kept(%a: tensor<4x8xf32>) -> tensor<32xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %e1 = tensor.empty() : tensor<32xf32>
  %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%1 : tensor<32xf32>) outs(%e1 : tensor<32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  return %2 : tensor<32xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>

// Inputs the body never reads are dropped.
// CHECK-LABEL: func.func @unused_input
//  CHECK-SAME: (%[[A:.+]]: tensor<4xf32>, %[[B:.+]]: tensor<4xf32>)
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[A]] : tensor<4xf32>)
func.func @unused_input(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>

// Named elementwise ops are not generalized by this pass (upstream fusion
// only fuses linalg.generic), so they stay as they are.
// CHECK-LABEL: func.func @named_ops_untouched
//       CHECK: %[[ADD:.+]] = linalg.add
//       CHECK: linalg.exp ins(%[[ADD]]
func.func @named_ops_untouched(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.exp ins(%0 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// A broadcast constant (a generic with no inputs yielding a value from
// outside) fuses into each of its consumers even when it has several (the
// 1/n both means of a layer norm divide by); a row-reduction dispatch then
// holds no [2, 4, 1] temporary.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
// CHECK-LABEL: func.func @constant_generic_two_uses
// CHECK-NOT: tensor<2x4x1xf32>
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}} : tensor<2x4x8xf32>)
// CHECK: arith.divf %{{.*}}, %[[C:.*]] : f32
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}} : tensor<2x4x8xf32>)
// CHECK: arith.mulf
func.func @constant_generic_two_uses(%x: tensor<2x4x8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xf32>) {
  %c = arith.constant 8.0 : f32
  %e1 = tensor.empty() : tensor<2x4x1xf32>
  %n = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e1 : tensor<2x4x1xf32>) {
  ^bb0(%out: f32):
    linalg.yield %c : f32
  } -> tensor<2x4x1xf32>
  %e = tensor.empty() : tensor<2x4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %n : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<2x4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %n : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2x4x8xf32>
  return %0, %1 : tensor<2x4x8xf32>, tensor<2x4x8xf32>
}

// -----

// Attention's P.V per head, out[h, d, q] = sum_k v[k, h, d] p[h, q, k],
// transposed back to [q, h, d]: the contraction writes [q, h, d] itself
// (d, innermost, is v's innermost dim too) from a fill of the transposed
// shape, and no transpose is left.
#v = affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>
#p = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#o = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1)>
// CHECK-LABEL: func.func @transpose_into_contraction
//       CHECK: %[[E:.+]] = tensor.empty() : tensor<16x2x8xf32>
//       CHECK: %[[F:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<16x2x8xf32>)
//       CHECK: %[[R:.+]] = linalg.generic
//  CHECK-SAME:   #[[OUT]]]
//  CHECK-SAME:   outs(%[[F]] : tensor<16x2x8xf32>)
//   CHECK-NOT: linalg.transpose
//       CHECK: return %[[R]]
func.func @transpose_into_contraction(%v: tensor<16x2x8xf32>, %p: tensor<2x16x16xf32>) -> tensor<16x2x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  %0 = linalg.generic {indexing_maps = [#v, #p, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v, %p : tensor<16x2x8xf32>, tensor<2x16x16xf32>) outs(%f : tensor<2x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x8x16xf32>
  %t = tensor.empty() : tensor<16x2x8xf32>
  %1 = linalg.transpose ins(%0 : tensor<2x8x16xf32>) outs(%t : tensor<16x2x8xf32>) permutation = [2, 0, 1]
  return %1 : tensor<16x2x8xf32>
}

// -----

// C^T of a plain matmul stays a transpose: written transposed, the
// contraction's innermost output dim (m) would be strided in both inputs.
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_transpose_kept
//       CHECK: linalg.generic
//       CHECK: linalg.transpose
func.func @matmul_transpose_kept(%a: tensor<8x4xf32>, %b: tensor<4x16xf32>) -> tensor<16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x4xf32>, tensor<4x16xf32>) outs(%f : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %t = tensor.empty() : tensor<16x8xf32>
  %1 = linalg.transpose ins(%0 : tensor<8x16xf32>) outs(%t : tensor<16x8xf32>) permutation = [1, 0]
  return %1 : tensor<16x8xf32>
}

// -----

// An elementwise producer whose innermost dim stays innermost ([b, h, s, d]
// -> [b, s, h, d]) writes the transposed layout; its init is not read.
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[SWAP:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
// CHECK-LABEL: func.func @transpose_into_elementwise
//       CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[SWAP]]]
//  CHECK-SAME:   outs(%{{.+}} : tensor<2x8x4x16xf32>)
//       CHECK:   math.exp
//   CHECK-NOT: linalg.transpose
//       CHECK: return %[[R]]
func.func @transpose_into_elementwise(%x: tensor<2x4x8x16xf32>) -> tensor<2x8x4x16xf32> {
  %e = tensor.empty() : tensor<2x4x8x16xf32>
  %0 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<2x4x8x16xf32>) outs(%e : tensor<2x4x8x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x16xf32>
  %t = tensor.empty() : tensor<2x8x4x16xf32>
  %1 = linalg.transpose ins(%0 : tensor<2x4x8x16xf32>) outs(%t : tensor<2x8x4x16xf32>) permutation = [0, 2, 1, 3]
  return %1 : tensor<2x8x4x16xf32>
}

// -----

// A producer whose body reads its init (here out + x over a fill of 1) is
// not fused into a consumer with reduction loops: in the fused op its
// output would carry across the reduction, adding x once per step.
// CHECK-LABEL: func.func @producer_reads_init_into_reduction
//       CHECK: %[[P:.+]] = linalg.generic
//       CHECK:   arith.addf
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[P]] : tensor<4x8xf32>)
func.func @producer_reads_init_into_reduction(%a: tensor<4x8xf32>) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%f : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%0 : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

#x = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
#e2 = affine_map<(d0, d1) -> (d0, d1)>

// A GELU-like chain feeding a contraction's A side is fused into one op
// first (judged whole, not one multiply at a time) and stays out of the
// contraction: inside it, it would be recomputed for every column n (63
// more times for each of its 131072 elements).
// CHECK-LABEL: func.func @costly_producer_kept
//       CHECK: %[[G:.+]] = linalg.generic
//       CHECK:   math.tanh
//       CHECK:   arith.mulf
//       CHECK:   linalg.yield
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%[[G]], %{{.+}} : tensor<512x256xf32>, tensor<256x64xf32>)
//   CHECK-NOT:   math.tanh
//       CHECK: return
func.func @costly_producer_kept(%h: tensor<512x256xf32>, %wt: tensor<256x64xf32>) -> tensor<512x64xf32> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<512x256xf32>
  %t = linalg.generic {indexing_maps = [#e2, #e2], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<512x256xf32>) outs(%e : tensor<512x256xf32>) {
  ^bb0(%x: f32, %u: f32):
    %c = arith.mulf %x, %x : f32
    %d = arith.mulf %c, %x : f32
    %s = arith.addf %x, %d : f32
    %y = math.tanh %s : f32
    linalg.yield %y : f32
  } -> tensor<512x256xf32>
  %g = linalg.generic {indexing_maps = [#e2, #e2, #e2], iterator_types = ["parallel", "parallel"]} ins(%h, %t : tensor<512x256xf32>, tensor<512x256xf32>) outs(%e : tensor<512x256xf32>) {
  ^bb0(%x: f32, %y: f32, %u: f32):
    %p = arith.addf %y, %one : f32
    %q = arith.mulf %p, %half : f32
    %r = arith.mulf %x, %q : f32
    linalg.yield %r : f32
  } -> tensor<512x256xf32>
  %zero = arith.constant 0.0 : f32
  %eo = tensor.empty() : tensor<512x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%eo : tensor<512x64xf32>) -> tensor<512x64xf32>
  %m = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]} ins(%g, %wt : tensor<512x256xf32>, tensor<256x64xf32>) outs(%f : tensor<512x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<512x64xf32>
  return %m : tensor<512x64xf32>
}

// -----

#x = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
#e2 = affine_map<(d0, d1) -> (d0, d1)>

// The same chain on 4 x 8 elements: recomputing it for 2 columns costs
// less than a dispatch and a buffer of its own, so it fuses.
// CHECK-LABEL: func.func @tiny_costly_producer_fused
//       CHECK: linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel", "parallel", "reduction"]
//       CHECK:   math.tanh
//   CHECK-NOT: linalg.generic
func.func @tiny_costly_producer_fused(%h: tensor<4x8xf32>, %wt: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#e2, #e2], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %u: f32):
    %c = arith.mulf %x, %x : f32
    %d = arith.mulf %c, %x : f32
    %s = arith.addf %x, %d : f32
    %y = math.tanh %s : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %g = linalg.generic {indexing_maps = [#e2, #e2, #e2], iterator_types = ["parallel", "parallel"]} ins(%h, %t : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %u: f32):
    %p = arith.addf %y, %one : f32
    %q = arith.mulf %p, %half : f32
    %r = arith.mulf %x, %q : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %eo = tensor.empty() : tensor<4x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%eo : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]} ins(%g, %wt : tensor<4x8xf32>, tensor<8x2xf32>) outs(%f : tensor<4x2xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  return %m : tensor<4x2xf32>
}

// -----

#x = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
#e2 = affine_map<(d0, d1) -> (d0, d1)>

// A dequantization (extension, subtract, scale) of the weights is cheap:
// it rides along in the contraction.
// CHECK-LABEL: func.func @cheap_producer_fused
//       CHECK: linalg.generic
//  CHECK-SAME:     ins(%{{.+}}, %{{.+}} : tensor<16x32xf32>, tensor<32x8xi8>)
//       CHECK:   arith.sitofp
//       CHECK:   arith.subf
//       CHECK:   arith.mulf
//       CHECK:   arith.mulf
//       CHECK:   arith.addf
//   CHECK-NOT: linalg.generic
func.func @cheap_producer_fused(%a: tensor<16x32xf32>, %q: tensor<32x8xi8>) -> tensor<16x8xf32> {
  %zp = arith.constant 3.0 : f32
  %scale = arith.constant 0.05 : f32
  %ew = tensor.empty() : tensor<32x8xf32>
  %w = linalg.generic {indexing_maps = [#e2, #e2], iterator_types = ["parallel", "parallel"]} ins(%q : tensor<32x8xi8>) outs(%ew : tensor<32x8xf32>) {
  ^bb0(%v: i8, %u: f32):
    %f = arith.sitofp %v : i8 to f32
    %d = arith.subf %f, %zp : f32
    %s = arith.mulf %d, %scale : f32
    linalg.yield %s : f32
  } -> tensor<32x8xf32>
  %zero = arith.constant 0.0 : f32
  %eo = tensor.empty() : tensor<16x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x8xf32>) -> tensor<16x8xf32>
  %m = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %w : tensor<16x32xf32>, tensor<32x8xf32>) outs(%f : tensor<16x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x8xf32>
  return %m : tensor<16x8xf32>
}

// -----

#e2 = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>

// A reduction reading each producer element once (its operand indexed by
// every loop) recomputes nothing: a costly producer still fuses.
// CHECK-LABEL: func.func @costly_producer_read_once
//       CHECK: linalg.generic
//       CHECK:   math.tanh
//       CHECK:   arith.addf
//   CHECK-NOT: linalg.generic
func.func @costly_producer_read_once(%h: tensor<16x32xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16x32xf32>
  %t = linalg.generic {indexing_maps = [#e2, #e2], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%x: f32, %u: f32):
    %c = arith.mulf %x, %x : f32
    %d = arith.mulf %c, %x : f32
    %s = arith.addf %x, %d : f32
    %y = math.tanh %s : f32
    linalg.yield %y : f32
  } -> tensor<16x32xf32>
  %zero = arith.constant 0.0 : f32
  %eo = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%eo : tensor<16xf32>) -> tensor<16xf32>
  %s = linalg.generic {indexing_maps = [#e2, #r], iterator_types = ["parallel", "reduction"]} ins(%t : tensor<16x32xf32>) outs(%f : tensor<16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %a = arith.addf %acc, %x : f32
    linalg.yield %a : f32
  } -> tensor<16xf32>
  return %s : tensor<16xf32>
}
