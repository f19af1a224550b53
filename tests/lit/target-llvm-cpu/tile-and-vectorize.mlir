// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-tile-and-vectorize{vector-width-bytes=64}))" \
// RUN:   | FileCheck %s

// A matmul is distributed over 64x256 tiles (x = n, y = m), then tiled to
// 8x32x4 register tiles and vectorized to vector.contract with the
// accumulator hoisted out of the k loop.

// CHECK-LABEL: func.func @matmul
//       CHECK:   scf.forall (%{{.*}}, %{{.*}}) = (0, 0) to (512, 1024) step (64, 256)
//       CHECK:     scf.for
//       CHECK:       scf.for
//       CHECK:         %[[ACC:.*]] = vector.transfer_read
//       CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[ACC]]) -> (vector<8x32xf32>)
//       CHECK:           vector.contract {{.*}} vector<8x4xf32>, vector<4x32xf32> into vector<8x32xf32>
//       CHECK:   mapping = [#gpu.block<y>, #gpu.block<x>]
func.func @matmul(%a: tensor<512x128xf32>, %b: tensor<128x1024xf32>) -> tensor<512x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %r = linalg.matmul ins(%a, %b : tensor<512x128xf32>, tensor<128x1024xf32>)
                     outs(%f : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  return %r : tensor<512x1024xf32>
}

// -----

// Softmax: the reductions are fused into the workgroup loop, which only
// splits the rows.

// CHECK-LABEL: func.func @softmax
//       CHECK:   scf.forall (%{{.*}}) = (0) to (4096) step (16)
//       CHECK:     vector.multi_reduction <maximumf>
//       CHECK:     math.exp {{.*}} : vector<1x32xf32>
//       CHECK:     vector.multi_reduction <add>
//       CHECK:     arith.divf {{.*}} : vector<1x32xf32>
//       CHECK:   mapping = [#gpu.block<x>]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%a: tensor<4096x1024xf32>) -> tensor<4096x1024xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4096xf32>
  %e = tensor.empty() : tensor<4096x1024xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<4096xf32>) -> tensor<4096xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4096x1024xf32>) outs(%m0 : tensor<4096xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %v = arith.maximumf %x, %acc : f32
    linalg.yield %v : f32
  } -> tensor<4096xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %m : tensor<4096x1024xf32>, tensor<4096xf32>) outs(%e : tensor<4096x1024xf32>) {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %v = math.exp %d : f32
    linalg.yield %v : f32
  } -> tensor<4096x1024xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<4096xf32>) -> tensor<4096xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<4096x1024xf32>) outs(%s0 : tensor<4096xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %v = arith.addf %x, %acc : f32
    linalg.yield %v : f32
  } -> tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<4096x1024xf32>, tensor<4096xf32>) outs(%e : tensor<4096x1024xf32>) {
  ^bb0(%x: f32, %sum: f32, %o: f32):
    %v = arith.divf %x, %sum : f32
    linalg.yield %v : f32
  } -> tensor<4096x1024xf32>
  return %r : tensor<4096x1024xf32>
}

// -----

// Two results: nothing is distributed (no scf.forall), ops still vectorize.

// CHECK-LABEL: func.func @two_results
//   CHECK-NOT:   scf.forall
//       CHECK:   arith.addf {{.*}} : vector<4xf32>
//       CHECK:   arith.mulf {{.*}} : vector<4xf32>
#id1 = affine_map<(d0) -> (d0)>
func.func @two_results(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %v = arith.addf %x, %y : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %v = arith.mulf %x, %y : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %s, %p : tensor<4xf32>, tensor<4xf32>
}

// -----

// A dot_general with two m dims (a rank-3 lhs against a matrix): each
// register tile drops its unit m dim and becomes a linalg.contract, which
// vectorizes to a matmul-shaped vector.contract (not broadcasts and a
// reduction over a 4-D vector).

// CHECK-LABEL: func.func @contraction_rank3_lhs
//   CHECK-NOT:   vector.multi_reduction
//       CHECK:   vector.contract {{.*}} vector<8x4xf32>, vector<4x32xf32> into vector<8x32xf32>
//   CHECK-NOT:   vector.multi_reduction
#lhs3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#rhs2 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#out3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @contraction_rank3_lhs(%a: tensor<2x32x64xf32>, %b: tensor<64x256xf32>) -> tensor<2x32x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x32x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
  %r = linalg.generic {indexing_maps = [#lhs3, #rhs2, #out3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x32x64xf32>, tensor<64x256xf32>) outs(%f : tensor<2x32x256xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x32x256xf32>
  return %r : tensor<2x32x256xf32>
}

// -----

// Attention scores (bqhd,bkhd->bhqk) on bf16 with f32 accumulation: the
// batch and head dims are unit in the register tile, and the operands are
// widened once per element before the f32 kernel
// (split-operand-computations), the rhs into the layout the register tiles
// read along k (16x16 transposes in registers; contraction-layout).

// CHECK-LABEL: func.func @contraction_bf16_transposed_rhs
//   CHECK-NOT:   vector.multi_reduction
//       CHECK:   arith.extf {{.*}} : vector<1x1x1x32xbf16> to vector<1x1x1x32xf32>
//       CHECK:   arith.extf {{.*}} : vector<1x16x1x16xbf16> to vector<1x16x1x16xf32>
//       CHECK:   vector.shuffle
//       CHECK:   vector.contract {{.*}} vector<8x4xf32>, vector<4x32xf32> into vector<8x32xf32>
#q = affine_map<(b, h, q, k, d) -> (b, q, h, d)>
#k = affine_map<(b, h, q, k, d) -> (b, k, h, d)>
#s = affine_map<(b, h, q, k, d) -> (b, h, q, k)>
func.func @contraction_bf16_transposed_rhs(%a: tensor<2x64x4x32xbf16>, %b: tensor<2x64x4x32xbf16>) -> tensor<2x4x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
  %r = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x64x4x32xbf16>, tensor<2x64x4x32xbf16>) outs(%f : tensor<2x4x64x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %m = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x64x64xf32>
  return %r : tensor<2x4x64x64xf32>
}

// -----

// Unsigned widening: linalg.contract would sign-extend, so the tile stays
// a generic (vectorized as broadcasts and a reduction).

// CHECK-LABEL: func.func @contraction_unsigned_stays_generic
//   CHECK-NOT:   vector.contract {{.*}} vector<8x4xi8>
//       CHECK:   arith.extui
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @contraction_unsigned_stays_generic(%a: tensor<16x64xi8>, %b: tensor<64x64xi8>) -> tensor<16x64xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<16x64xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<16x64xi32>) -> tensor<16x64xi32>
  %r = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x64xi8>, tensor<64x64xi8>) outs(%f : tensor<16x64xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xi = arith.extui %x : i8 to i32
    %yi = arith.extui %y : i8 to i32
    %m = arith.muli %xi, %yi : i32
    %s = arith.addi %acc, %m : i32
    linalg.yield %s : i32
  } -> tensor<16x64xi32>
  return %r : tensor<16x64xi32>
}

// -----

// 129 rows (an rfft's n/2 + 1 as the rows of a DFT matmul) go to
// workgroups of 43 rows (tiles divide the bounds), each split into 40 rows
// of whole 8-row register tiles and 3 rows, not 43 tiles of one row. The
// [n, k] rhs is transposed to [k, n] once per workgroup.

// CHECK-LABEL: func.func @contraction_odd_rows
//       CHECK:   scf.forall {{.*}} step (43, 8)
//       CHECK:   vector.transfer_write {{.*}} : vector<4x8xf32>, tensor<256x8xf32>
//   CHECK-NOT:   vector<1x4xf32>
//       CHECK:   vector.contract {{.*}} vector<8x4xf32>, vector<4x8xf32> into vector<8x8xf32>
//   CHECK-NOT:   vector<1x4xf32>
//       CHECK:   vector.contract {{.*}} vector<3x4xf32>, vector<4x8xf32> into vector<3x8xf32>
#lr = affine_map<(m, n, k) -> (m, k)>
#rr = affine_map<(m, n, k) -> (n, k)>
#or = affine_map<(m, n, k) -> (m, n)>
func.func @contraction_odd_rows(%a: tensor<129x256xf32>, %b: tensor<8x256xf32>) -> tensor<129x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<129x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<129x8xf32>) -> tensor<129x8xf32>
  %r = linalg.generic {indexing_maps = [#lr, #rr, #or], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<129x256xf32>, tensor<8x256xf32>) outs(%f : tensor<129x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<129x8xf32>
  return %r : tensor<129x8xf32>
}
