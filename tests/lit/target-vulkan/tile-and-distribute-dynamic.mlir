// Dispatches with dynamic dims (sizes from push constants): a dynamic dim
// takes what the invocation budget leaves (up to 64), its last tile partial
// (affine.min sizes; strata-vulkan-map-to-gpu guards the extra invocations);
// elementwise producers of dynamically shaped values are fused into their
// consumers (no dynamically sized temporary), and a second result fused as
// a producer is yielded by the tile loops. Cooperative kernels are
// static-only: the matmul takes the generic tiling even with them enabled.
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-tile-and-distribute))' | FileCheck %s

// A matmul + bias + relu over a symbolic batch: 1x128 workgroup tiles (the
// 128 columns take the whole budget), the batch's grid dimension bound by
// the push constant.

// CHECK-LABEL: func.func @dynamic_rows(
//  CHECK-SAME:     %[[N:[a-z0-9]+]]: index)
//   CHECK-NOT:   strata.vulkan.cooperative
//       CHECK:   scf.forall (%{{.+}}, %{{.+}}) = (0, 0) to (%[[N]], 128) step (1, 128)
//       CHECK:     tensor.extract_slice %arg0[%{{.+}}, 0] [1, 64] [1, 1] : tensor<?x64xf32> to tensor<1x64xf32>
//       CHECK:     scf.forall (%{{.+}}, %{{.+}}) in (1, 128)
//       CHECK:       linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins({{.*}} : tensor<1x64xf32>, tensor<64x1xf32>) outs({{.*}} : tensor<1x1xf32>)
//       CHECK:       arith.maximumf
//       CHECK:     } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
//       CHECK:   } {mapping = [#gpu.block<y>, #gpu.block<x>]}
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#bias = affine_map<(d0, d1) -> (d1)>
func.func @dynamic_rows(%x: tensor<?x64xf32>, %w: tensor<64x128xf32>, %b: tensor<128xf32>, %n: index) -> tensor<?x128xf32> attributes {strata.binding_dims = [array<i64: 0>, array<i64>, array<i64>, array<i64: 0>], strata.push_constants = 1 : i64} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x128xf32>) -> tensor<?x128xf32>
  %m = linalg.matmul ins(%x, %w : tensor<?x64xf32>, tensor<64x128xf32>) outs(%f : tensor<?x128xf32>) -> tensor<?x128xf32>
  %r = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<?x128xf32>, tensor<128xf32>) outs(%e : tensor<?x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %t = arith.maximumf %s, %zero : f32
    linalg.yield %t : f32
  } -> tensor<?x128xf32>
  return %r : tensor<?x128xf32>
}

// -----

// Layer-norm statistics (a row fusion with two results): the centred rows,
// returned and read by the variance, are yielded by both tile loops; 64
// rows per workgroup, the last tile partial.

// CHECK-LABEL: func.func @row_chain_two_results(
//       CHECK:   %[[R:.+]]:2 = scf.forall (%[[I:.+]]) = (0) to (%arg1) step (64) shared_outs({{.*}}) -> (tensor<?xf32>, tensor<?x32xf32>)
//       CHECK:     %[[SIZE:.+]] = affine.min #{{.+}}(%[[I]])[%arg1]
//       CHECK:     scf.forall (%{{.+}}) in (%[[SIZE]]) {{.*}} -> (tensor<?xf32>, tensor<?x32xf32>)
//       CHECK:       tensor.parallel_insert_slice %{{.+}} : tensor<1xf32> into tensor<?xf32>
//       CHECK:       tensor.parallel_insert_slice %{{.+}} : tensor<1x32xf32> into tensor<?x32xf32>
//       CHECK:   } {mapping = [#gpu.block<x>]}
//       CHECK:   return %[[R]]#1, %[[R]]#0
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @row_chain_two_results(%x: tensor<?x32xf32>, %n: index) -> (tensor<?x32xf32>, tensor<?xf32>) attributes {strata.binding_dims = [array<i64: 0>, array<i64: 0>, array<i64: 0>], strata.push_constants = 1 : i64} {
  %zero = arith.constant 0.0 : f32
  %k = arith.constant 32.0 : f32
  %er = tensor.empty(%n) : tensor<?xf32>
  %fr = linalg.fill ins(%zero : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?x32xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<?x32xf32>) outs(%fr : tensor<?xf32>) dimensions = [1]
  %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : tensor<?x32xf32>, tensor<?xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.divf %s, %k : f32
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<?x32xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %a : f32
    linalg.yield %q : f32
  } -> tensor<?x32xf32>
  %var = linalg.reduce { arith.addf } ins(%sq : tensor<?x32xf32>) outs(%fr : tensor<?xf32>) dimensions = [1]
  return %c, %var : tensor<?x32xf32>, tensor<?xf32>
}

// -----

// Softmax over a symbolic row length: the exp (an elementwise producer of a
// dynamically shaped value) is recomputed inside the row sum and the
// division instead of being stored in a temporary; rows go one per
// invocation.

// CHECK-LABEL: func.func @softmax_dynamic_rows(
//       CHECK:   scf.forall (%{{.+}}) = (0) to (4) step (4)
//       CHECK:     scf.forall (%{{.+}}) in (4)
//       CHECK:       math.exp
//       CHECK:       linalg.yield
//       CHECK:       math.exp
//       CHECK:       arith.divf
//       CHECK:     } {mapping = [#gpu.thread<x>]}
//   CHECK-NOT:   linalg.generic
//       CHECK:   return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax_dynamic_rows(%x: tensor<4x?xf32>, %max: tensor<4xf32>, %s: index) -> tensor<4x?xf32> attributes {strata.binding_dims = [array<i64: 0>, array<i64>, array<i64: 0>], strata.push_constants = 1 : i64} {
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %fr = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty(%s) : tensor<4x?xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<4x?xf32>, tensor<4xf32>) outs(%e : tensor<4x?xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %v = math.exp %d : f32
    linalg.yield %v : f32
  } -> tensor<4x?xf32>
  %sum = linalg.reduce { arith.addf } ins(%exp : tensor<4x?xf32>) outs(%fr : tensor<4xf32>) dimensions = [1]
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<4x?xf32>, tensor<4xf32>) outs(%e : tensor<4x?xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %q = arith.divf %a, %t : f32
    linalg.yield %q : f32
  } -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// -----

// More than three parallel dims: the dynamic batch always takes a grid
// dimension (with the innermost static ones; 3 batch entries per workgroup
// are what 128 invocations leave after 6 x 6), the 8 channels loop inside
// the invocation.

// CHECK-LABEL: func.func @four_dims(
//       CHECK:   scf.forall (%[[B:.+]], %{{.+}}, %{{.+}}) = (0, 0, 0) to (%[[N:.+]], 6, 6) step (3, 6, 6)
//       CHECK:     %[[SIZE:.+]] = affine.min #{{.+}}(%[[B]])[%[[N]]]
//       CHECK:     scf.forall (%{{.+}}, %{{.+}}, %{{.+}}) in (%[[SIZE]], 6, 6)
//       CHECK:       linalg.generic {{.*}} ins({{.*}} : tensor<1x8x1x1xf32>) outs({{.*}} : tensor<1x8x1x1xf32>)
//       CHECK:   } {mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]}
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @four_dims(%x: tensor<?x8x6x6xf32>, %n: index) -> tensor<?x8x6x6xf32> attributes {strata.binding_dims = [array<i64: 0>, array<i64: 0>], strata.push_constants = 1 : i64} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x8x6x6xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<?x8x6x6xf32>) outs(%e : tensor<?x8x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %zero : f32
    linalg.yield %t : f32
  } -> tensor<?x8x6x6xf32>
  return %r : tensor<?x8x6x6xf32>
}
