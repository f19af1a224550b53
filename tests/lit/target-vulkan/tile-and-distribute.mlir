// The generic tiling (cooperative kernels off; cooperative-kernels.mlir tests
// which dispatches are left to them).
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-tile-and-distribute{cooperative-kernels=false}))' | FileCheck %s

// A matmul: 1x128 workgroup tiles (y = rows, x = columns), one output point
// per invocation with the fill fused into the invocation's loop nest.

// CHECK-LABEL: func.func @matmul(
//       CHECK:   scf.forall (%[[I:.+]], %[[J:.+]]) = (0, 0) to (64, 256) step (1, 128)
//       CHECK:     scf.forall (%{{.+}}, %[[TJ:.+]]) in (1, 128)
//       CHECK:       linalg.fill {{.*}} -> tensor<1x1xf32>
//       CHECK:       linalg.matmul ins({{.*}} : tensor<1x32xf32>, tensor<32x1xf32>) {{.*}} -> tensor<1x1xf32>
//       CHECK:     } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
//       CHECK:   } {mapping = [#gpu.block<y>, #gpu.block<x>]}
func.func @matmul(%a: tensor<64x32xf32>, %b: tensor<32x256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x256xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %r : tensor<64x256xf32>
}

// -----

// tensor.pad becomes a gather-like linalg.generic (bounds test + clamped
// extract) so it distributes like an elementwise op.

// CHECK-LABEL: func.func @pad(
//   CHECK-NOT:   tensor.pad
//       CHECK:   scf.forall ({{.*}}) in (4, 6)
//       CHECK:     linalg.generic
//       CHECK:       arith.cmpi sge
//       CHECK:       arith.cmpi slt
//       CHECK:       tensor.extract %arg0
//       CHECK:       arith.select
//       CHECK:     } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
//       CHECK:   } {mapping = [#gpu.block<y>, #gpu.block<x>]}
func.func @pad(%a: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<2x3xf32> to tensor<4x6xf32>
  return %p : tensor<4x6xf32>
}

// -----

// A softmax-like dispatch: another reduction runs along the root's inner
// dimension, so only the outer dimension is distributed (the reduction is
// fused per row, never recomputed across invocations of one row).

// CHECK-LABEL: func.func @normalize(
//       CHECK:   scf.forall (%{{.+}}) = (0) to (4) step (4)
//       CHECK:     scf.forall (%{{.+}}) in (4)
//       CHECK:       linalg.reduce
//       CHECK:       linalg.generic
//       CHECK:     } {mapping = [#gpu.thread<x>]}
//       CHECK:   } {mapping = [#gpu.block<x>]}
func.func @normalize(%a: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce { arith.addf } ins(%a : tensor<4x5xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %s : tensor<4x5xf32>, tensor<4xf32>) outs(%e2 : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %d = arith.divf %x, %y : f32
    linalg.yield %d : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

// No parallel loop in the root: left alone (runs on one invocation).

// CHECK-LABEL: func.func @full_reduction(
//   CHECK-NOT:   scf.forall
//       CHECK:   linalg.reduce
func.func @full_reduction(%a: tensor<8xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce { arith.addf } ins(%a : tensor<8xf32>) outs(%f : tensor<f32>) dimensions = [0]
  return %r : tensor<f32>
}

// -----

// A batched contraction over [8, 1, 3, 8] (a resize's per-row matmuls): the
// unit dim takes no grid dimension, so the three non-unit dims are
// distributed (8 x 3 x 8 invocations: workgroups of 4 x 3 x 8 within the
// invocation budget, two of them), not 1 x 3 x 8 with the batch looping
// inside each invocation.
// CHECK-LABEL: func.func @unit_dim_batch(
//       CHECK:   scf.forall ({{.*}}) = (0, 0, 0) to (8, 3, 8) step (4, 3, 8)
//       CHECK:     scf.forall ({{.*}}) in (4, 3, 8)
//       CHECK:     } {mapping = [#gpu.thread<z>, #gpu.thread<y>, #gpu.thread<x>]}
//       CHECK:   } {mapping = [#gpu.block<z>, #gpu.block<y>, #gpu.block<x>]}
func.func @unit_dim_batch(%a: tensor<8x1x12x3xf32>, %b: tensor<12x8xf32>) -> tensor<8x1x3x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x1x3x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x1x3x8xf32>) -> tensor<8x1x3x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x1x12x3xf32>, tensor<12x8xf32>) outs(%f : tensor<8x1x3x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x1x3x8xf32>
  return %r : tensor<8x1x3x8xf32>
}

// -----

// A reduction with two results (a complex sum's real and imaginary parts) is
// the root of both: distributed over its outputs, with its elementwise
// producer (here the scaled real part) fused into its body instead of
// computed tile by tile into a temporary.
// CHECK-LABEL: func.func @two_result_sum(
//       CHECK:   scf.forall {{.*}} shared_outs
//       CHECK:     scf.forall {{.*}} shared_outs
//   CHECK-NOT:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
//       CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
//       CHECK:         arith.mulf
//       CHECK:         arith.addf
//       CHECK:         arith.addf
//       CHECK:     } {mapping = [#gpu.thread<x>]}
func.func @two_result_sum(%re: tensor<64x16xf32>, %im: tensor<64x16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<64x16xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%re : tensor<64x16xf32>) outs(%e : tensor<64x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %two : f32
    linalg.yield %m : f32
  } -> tensor<64x16xf32>
  %init = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%init : tensor<16xf32>) -> tensor<16xf32>
  %r:2 = linalg.reduce ins(%scaled, %im : tensor<64x16xf32>, tensor<64x16xf32>) outs(%f, %f : tensor<16xf32>, tensor<16xf32>) dimensions = [0]
    (%a: f32, %b: f32, %acc0: f32, %acc1: f32) {
      %s0 = arith.addf %acc0, %a : f32
      %s1 = arith.addf %acc1, %b : f32
      linalg.yield %s0, %s1 : f32, f32
    }
  return %r#0, %r#1 : tensor<16xf32>, tensor<16xf32>
}

// -----

// A loop read through `floordiv 2` (a batch-grouped convolution's input
// batch: output feature of reads batch block of / 2): its workgroup tiles
// start at multiples of 2. The 25 columns leave 5 of the 128 invocations to
// the rows; tiles of 5 rows computed floor(5 k / 2) + floor(i / 2) instead
// of floor((5 k + i) / 2).
// CHECK-LABEL: func.func @grouped_read(
//       CHECK:   scf.forall (%{{.+}}, %{{.+}}) = (0, 0) to (10, 25) step (2, 25)
func.func @grouped_read(%x: tensor<5x25xf32>) -> tensor<10x25xf32> {
  %e = tensor.empty() : tensor<10x25xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 floordiv 2, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<5x25xf32>) outs(%e : tensor<10x25xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<10x25xf32>
  return %r : tensor<10x25xf32>
}

// -----

// The same read in a producer fused under an elementwise root (a grouped
// convolution under a minimum): the root's tiles start at multiples of 2
// too, the divisor carried through the operand the producer computes
// (tiles of 5 rows otherwise). Found by strata-fuzz-programs (seed 18333:
// tiles of 4 output features over groups of 3).
// CHECK-LABEL: func.func @grouped_read_under_min(
//       CHECK:   scf.forall (%{{.+}}, %{{.+}}) = (0, 0) to (10, 25) step (2, 25)
func.func @grouped_read_under_min(%x: tensor<5x25xf32>, %y: tensor<10x25xf32>) -> tensor<10x25xf32> {
  %e = tensor.empty() : tensor<10x25xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 floordiv 2, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<5x25xf32>) outs(%e : tensor<10x25xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<10x25xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%r, %y : tensor<10x25xf32>, tensor<10x25xf32>) outs(%e : tensor<10x25xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.minimumf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<10x25xf32>
  return %m : tensor<10x25xf32>
}
