// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-tile-and-vectorize{vector-width-bytes=64 distribute=false}))" \
// RUN:   | FileCheck %s

// q k^T per head: out[h, q, k] = sum_d q[q, h, d] k[k, h, d]. The vector
// loop is k, which k's layout strides: k is transposed once to [h, d, k]
// (square 16x16 register transposes, lowered to shuffles), and the register
// tiles read it as whole rows.
#q = affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>
#k = affine_map<(d0, d1, d2, d3) -> (d2, d0, d3)>
#o = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @scores
//   CHECK-NOT: vector.transpose
//       CHECK: vector.transfer_read %{{.+}} : tensor<64x4x32xf32>, vector<16x1x16xf32>
//       CHECK: vector.shuffle
//       CHECK: vector.transfer_write %{{.+}} : vector<1x16x16xf32>, tensor<4x32x64xf32>
//       CHECK: vector.contract
//  CHECK-SAME:   vector<4x32xf32>
func.func @scores(%q: tensor<64x4x32xf32>, %k: tensor<64x4x32xf32>) -> tensor<4x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  %0 = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<64x4x32xf32>, tensor<64x4x32xf32>) outs(%f : tensor<4x64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x64x64xf32>
  return %0 : tensor<4x64x64xf32>
}

// -----

// P.V written as [q, h, d] (a transpose folded in by flow): the output's
// innermost dim d comes from v, the first input. The inputs trade places so
// that d is the vector loop: v is read as rows along d and p as broadcast
// scalars, with no transpose of either.
#v = affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>
#p = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#o = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1)>
// CHECK-LABEL: func.func @pv_oriented
//   CHECK-NOT: vector.transpose
//       CHECK: vector.transfer_read %{{.+}} : tensor<4x64x64xf32>, vector<1x8x4xf32>
//       CHECK: vector.transfer_read %{{.+}} : tensor<64x4x32xf32>, vector<4x1x32xf32>
//       CHECK: vector.contract
//  CHECK-SAME:   vector<8x4xf32>, vector<4x32xf32> into vector<8x32xf32>
func.func @pv_oriented(%v: tensor<64x4x32xf32>, %p: tensor<4x64x64xf32>) -> tensor<64x4x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x4x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
  %0 = linalg.generic {indexing_maps = [#v, #p, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v, %p : tensor<64x4x32xf32>, tensor<4x64x64xf32>) outs(%f : tensor<64x4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x4x32xf32>
  return %0 : tensor<64x4x32xf32>
}

// -----

// A plain 2-D transpose: 16x16 tiles read along the source's rows,
// transposed in registers by shuffles, written along the result's rows.
// CHECK-LABEL: func.func @transpose_2d
//   CHECK-NOT: vector.transpose
//       CHECK: vector.transfer_read %{{.+}} : tensor<64x48xf32>, vector<16x16xf32>
//       CHECK: vector.shuffle
//       CHECK: vector.transfer_write %{{.+}} : vector<16x16xf32>, tensor<48x64xf32>
func.func @transpose_2d(%x: tensor<64x48xf32>) -> tensor<48x64xf32> {
  %e = tensor.empty() : tensor<48x64xf32>
  %0 = linalg.transpose ins(%x : tensor<64x48xf32>) outs(%e : tensor<48x64xf32>) permutation = [1, 0]
  return %0 : tensor<48x64xf32>
}
