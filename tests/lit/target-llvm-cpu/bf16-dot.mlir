// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-tile-and-vectorize{vector-width-bytes=64 distribute=false bf16-dot=true}))" \
// RUN:   | FileCheck %s

// A bf16 projection keeps its bf16 operands: each register tile is 8 rows
// x 2 x 16 columns of vdpbf16ps dot products over pairs of k, B's two rows
// of a pair interleaved, A's pair broadcast as 32 bits.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @projection
//   CHECK-NOT:   arith.extf
//       CHECK:   vector.transfer_read {{.*}} : tensor<64x128xbf16>, vector<8x4xbf16>
//       CHECK:   vector.transfer_read {{.*}} : tensor<128x64xbf16>, vector<4x32xbf16>
//       CHECK:   vector.interleave {{.*}} : vector<16xbf16> -> vector<32xbf16>
//       CHECK:   vector.bitcast {{.*}} : vector<2xbf16> to vector<1xi32>
//       CHECK:   x86vector.avx512.dot {{.*}} : vector<32xbf16> -> vector<16xf32>
//   CHECK-NOT:   vector.contract
func.func @projection(%x: tensor<64x128xbf16>, %w: tensor<128x64xbf16>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<64x128xbf16>, tensor<128x64xbf16>) outs(%f : tensor<64x64xf32>) {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----

// An f32 activation cast to bf16 inside the contraction (flow fused the
// convert): the truncation is split out into a bf16 tensor, not the
// widening back, so the dot products still read bf16 pairs.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @truncated_activation
//       CHECK:   arith.truncf {{.*}} : vector<1x32xf32> to vector<1x32xbf16>
//   CHECK-NOT:   arith.extf
//       CHECK:   x86vector.avx512.dot
func.func @truncated_activation(%x: tensor<64x128xf32>, %w: tensor<128x64xbf16>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<64x128xf32>, tensor<128x64xbf16>) outs(%f : tensor<64x64xf32>) {
  ^bb0(%p: f32, %q: bf16, %out: f32):
    %pt = arith.truncf %p : f32 to bf16
    %pf = arith.extf %pt : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----

// An odd k (33) has no pairs: both operands are widened once and the f32
// kernel runs.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @odd_depth
//   CHECK-NOT:   x86vector.avx512.dot
//       CHECK:   vector.contract {{.*}} : vector<8x3xf32>, vector<3x32xf32> into vector<8x32xf32>
//   CHECK-NOT:   x86vector.avx512.dot
func.func @odd_depth(%x: tensor<64x33xbf16>, %w: tensor<33x64xbf16>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<64x33xbf16>, tensor<33x64xbf16>) outs(%f : tensor<64x64xf32>) {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
