// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-tile-and-vectorize{distribute=false}))" \
// RUN:   | FileCheck %s

// An erf GELU that flow fused into the next matmul's lhs is computed once
// per lhs element by an elementwise op of its own (math.erf on vectors
// outside the contraction), not once per output column: the contraction
// left is a plain one and vectorizes to vector.contract.

// CHECK-LABEL: func.func @gelu_into_matmul
//       CHECK:   math.erfc {{.*}} : vector<
//       CHECK:   vector.contract {{.*}} vector<8x4xf32>, vector<4x32xf32> into vector<8x32xf32>
#lhs = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#rhs = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @gelu_into_matmul(%a: tensor<2x32x256xf32>, %b: tensor<256x64xf32>) -> tensor<2x32x64xf32> {
  %half = arith.constant 0.5 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x32x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
  %r = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x32x256xf32>, tensor<256x64xf32>) outs(%f : tensor<2x32x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %n = arith.negf %x : f32
    %s = arith.mulf %n, %rsqrt2 : f32
    %c = math.erfc %s : f32
    %h = arith.mulf %x, %half : f32
    %g = arith.mulf %h, %c : f32
    %m = arith.mulf %g, %y : f32
    %t = arith.addf %acc, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x32x64xf32>
  return %r : tensor<2x32x64xf32>
}

// -----

// A lone bf16 widening is split too: widened per register tile, the
// broadcast operand's columns were built with 16-bit shuffles and scalar
// loads; widened once per element, the f32 kernel runs.

// CHECK-LABEL: func.func @bf16_widening_split
//       CHECK:   arith.extf {{.*}} : vector<1x32xbf16> to vector<1x32xf32>
//       CHECK:   arith.extf {{.*}} : vector<1x32xbf16> to vector<1x32xf32>
//       CHECK:   vector.contract {{.*}} vector<8x4xf32>, vector<4x32xf32> into vector<8x32xf32>
#l2 = affine_map<(m, n, k) -> (m, k)>
#r2 = affine_map<(m, n, k) -> (k, n)>
#o2 = affine_map<(m, n, k) -> (m, n)>
func.func @bf16_widening_split(%a: tensor<64x64xbf16>, %b: tensor<64x64xbf16>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#l2, #r2, #o2], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%f : tensor<64x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %m = arith.mulf %xf, %yf : f32
    %t = arith.addf %acc, %m : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// -----

// A reduction whose expensive operand is read once per iteration (its map
// spans every loop) keeps the math fused: nothing is recomputed.

// CHECK-LABEL: func.func @exp_sum_stays_fused
//       CHECK:   math.exp
//       CHECK:   vector.multi_reduction
//   CHECK-NOT:   vector.transfer_write {{.*}} tensor<64x128xf32>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @exp_sum_stays_fused(%a: tensor<64x128xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<64x128xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %v = math.exp %x : f32
    %t = arith.addf %acc, %v : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// A layer norm applied to a matmul's lhs reads per-row statistics and
// per-column scales besides the lhs: all are indexed within the lhs's
// dims, so the normalization is computed once per lhs element.

// CHECK-LABEL: func.func @layer_norm_into_matmul
//       CHECK:   math.rsqrt {{.*}} : vector<
//       CHECK:   vector.contract {{.*}} vector<8x4xf32>, vector<4x32xf32> into vector<8x32xf32>
#x = affine_map<(b, m, n, k) -> (b, m, k)>
#stat = affine_map<(b, m, n, k) -> (b, m)>
#scale = affine_map<(b, m, n, k) -> (k)>
#w = affine_map<(b, m, n, k) -> (k, n)>
#y = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @layer_norm_into_matmul(%x: tensor<2x64x64xf32>, %var: tensor<2x64xf32>, %gamma: tensor<64xf32>, %beta: tensor<64xf32>, %w: tensor<64x256xf32>) -> tensor<2x64x256xf32> {
  %eps = arith.constant 1.0e-5 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x256xf32>) -> tensor<2x64x256xf32>
  %r = linalg.generic {indexing_maps = [#x, #stat, #scale, #scale, #w, #y], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %var, %gamma, %beta, %w : tensor<2x64x64xf32>, tensor<2x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>) outs(%f : tensor<2x64x256xf32>) {
  ^bb0(%a: f32, %v: f32, %g: f32, %bt: f32, %b: f32, %acc: f32):
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    %n = arith.mulf %a, %rs : f32
    %s = arith.mulf %n, %g : f32
    %o = arith.addf %s, %bt : f32
    %m = arith.mulf %o, %b : f32
    %t = arith.addf %acc, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x64x256xf32>
  return %r : tensor<2x64x256xf32>
}

// -----

// Rounding f32 to bf16 and back on one factor (a cast to bf16 that flow
// fused into a bf16 x bf16 -> f32 matmul) is split out even though it is
// cheap: the contraction then multiplies f32 tiles.

// CHECK-LABEL: func.func @rounded_factor
//       CHECK:   arith.truncf {{.*}} : vector<{{.*}}xf32> to vector<{{.*}}xbf16>
//       CHECK:   vector.contract {{.*}} vector<8x4xf32>, vector<4x32xf32> into vector<8x32xf32>
#l3 = affine_map<(m, n, k) -> (m, k)>
#r3 = affine_map<(m, n, k) -> (k, n)>
#o3 = affine_map<(m, n, k) -> (m, n)>
func.func @rounded_factor(%a: tensor<64x64xf32>, %b: tensor<64x64xbf16>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#l3, #r3, #o3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x64xf32>, tensor<64x64xbf16>) outs(%f : tensor<64x64xf32>) {
  ^bb0(%x: f32, %y: bf16, %acc: f32):
    %xr = arith.truncf %x : f32 to bf16
    %xf = arith.extf %xr : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %m = arith.mulf %xf, %yf : f32
    %t = arith.addf %acc, %m : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
