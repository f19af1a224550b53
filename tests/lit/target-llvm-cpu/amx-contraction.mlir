// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-tile-and-vectorize{vector-width-bytes=64 distribute=false amx=true}))" \
// RUN:   | FileCheck %s

// A bf16 matmul goes to AMX's VNNI form: A read at k = 2 * (k / 2) + k % 2
// (not reshaped, so its producers still fuse into workgroups), B
// repacked to [k / 2, n, 2] (pairs of consecutive k of a column side by
// side) by a linalg.transpose marked strata.amx_pack, the contraction
// marked strata.amx, both left unvectorized for lower-amx-contractions.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#bt = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
// CHECK-DAG: #[[A:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2 * 2 + d3)>
// CHECK-DAG: #[[B:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
// CHECK-DAG: #[[C:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @bf16_projection
//       CHECK:   tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [64, 2, 64] : tensor<128x64xbf16> into tensor<64x2x64xbf16>
//       CHECK:   %[[PACKED:.+]] = linalg.transpose ins({{.*}} : tensor<64x2x64xbf16>) outs({{.*}} : tensor<64x64x2xbf16>) permutation = [0, 2, 1] {strata.amx_pack}
//       CHECK:   linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
//  CHECK-SAME:     ins(%arg0, %[[PACKED]] : tensor<64x128xbf16>, tensor<64x64x2xbf16>) outs({{.*}} : tensor<64x64xf32>) attrs = {strata.amx}
//       CHECK:     arith.extf
//       CHECK:     arith.mulf
//   CHECK-NOT:   vector.contract
func.func @bf16_projection(%x: tensor<64x128xbf16>, %w: tensor<128x64xbf16>) -> tensor<64x64xf32> {
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

// int8 x int8 -> int32 with a transposed [n, k] weight and odd sizes:
// quads of k, the weight's quads transposed as words into [k / 4, n, 4]
// (not first to [k, n] by the strided-operand packing); the rows and
// columns need not be multiples of 16.
#a = affine_map<(m, n, k) -> (m, k)>
#bt = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @int8_transposed_weight
//       CHECK:   linalg.transpose ins({{.*}} : tensor<24x24x4xi8>) outs({{.*}} : tensor<24x24x4xi8>) permutation = [1, 0, 2] {strata.amx_pack}
//       CHECK:   linalg.generic
//  CHECK-SAME:     ins(%arg0, {{.*}} : tensor<40x96xi8>, tensor<24x24x4xi8>) outs({{.*}} : tensor<40x24xi32>) attrs = {strata.amx}
//       CHECK:     arith.extsi
//       CHECK:     arith.muli
func.func @int8_transposed_weight(%x: tensor<40x96xi8>, %w: tensor<24x96xi8>) -> tensor<40x24xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<40x24xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<40x24xi32>) -> tensor<40x24xi32>
  %0 = linalg.generic {indexing_maps = [#a, #bt, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<40x96xi8>, tensor<24x96xi8>) outs(%f : tensor<40x24xi32>) {
  ^bb0(%p: i8, %q: i8, %out: i32):
    %pf = arith.extsi %p : i8 to i32
    %qf = arith.extsi %q : i8 to i32
    %m = arith.muli %pf, %qf : i32
    %s = arith.addi %out, %m : i32
    linalg.yield %s : i32
  } -> tensor<40x24xi32>
  return %0 : tensor<40x24xi32>
}

// -----

// Per-head attention products (batch dim h in the middle of q, k and the
// output's layouts): q.k^T with k's head dim innermost ([n, h, k]: its
// pairs transposed as words) and p.v with v's head dim innermost ([k, h,
// n]: rows interleaved). Loops become (h, m, n, k / 2, 2), packed B
// [h, k / 2, n, 2].
#q = affine_map<(h, i, j, d) -> (i, h, d)>
#k = affine_map<(h, i, j, d) -> (j, h, d)>
#s = affine_map<(h, i, j, d) -> (h, i, j)>
// CHECK-DAG: #[[QA:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3 * 2 + d4)>
// CHECK-DAG: #[[PB:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2, d4)>
// CHECK-DAG: #[[SC:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-DAG: #[[OC:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2)>
// CHECK-DAG: #[[PA:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3 * 2 + d4)>
// CHECK-LABEL: func.func @attention_scores
//       CHECK:   %[[KP:.+]] = linalg.transpose ins({{.*}} : tensor<64x4x16x2xbf16>) outs({{.*}} : tensor<4x16x64x2xbf16>) permutation = [1, 2, 0, 3] {strata.amx_pack}
//       CHECK:   linalg.generic {indexing_maps = [#[[QA]], #[[PB]], #[[SC]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
//  CHECK-SAME:     ins(%arg0, %[[KP]] : tensor<64x4x32xbf16>, tensor<4x16x64x2xbf16>) outs({{.*}} : tensor<4x64x64xf32>) attrs = {strata.amx}
func.func @attention_scores(%q: tensor<64x4x32xbf16>, %k: tensor<64x4x32xbf16>) -> tensor<4x64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  %0 = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<64x4x32xbf16>, tensor<64x4x32xbf16>) outs(%f : tensor<4x64x64xf32>) {
  ^bb0(%p: bf16, %r: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %rf = arith.extf %r : bf16 to f32
    %m = arith.mulf %pf, %rf : f32
    %a = arith.addf %out, %m : f32
    linalg.yield %a : f32
  } -> tensor<4x64x64xf32>
  return %0 : tensor<4x64x64xf32>
}
#v = affine_map<(h, d, i, j) -> (j, h, d)>
#p = affine_map<(h, d, i, j) -> (h, i, j)>
#o = affine_map<(h, d, i, j) -> (i, h, d)>
// CHECK-LABEL: func.func @attention_values
//       CHECK:   %[[VP:.+]] = linalg.transpose ins({{.*}} : tensor<32x2x4x32xbf16>) outs({{.*}} : tensor<4x32x32x2xbf16>) permutation = [2, 0, 3, 1] {strata.amx_pack}
//       CHECK:   linalg.generic {indexing_maps = [#[[PA]], #[[PB]], #[[OC]]]
//  CHECK-SAME:     ins(%arg1, %[[VP]] : tensor<4x64x64xbf16>, tensor<4x32x32x2xbf16>) outs({{.*}} : tensor<64x4x32xf32>) attrs = {strata.amx}
func.func @attention_values(%v: tensor<64x4x32xbf16>, %pr: tensor<4x64x64xbf16>) -> tensor<64x4x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x4x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
  %0 = linalg.generic {indexing_maps = [#v, #p, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v, %pr : tensor<64x4x32xbf16>, tensor<4x64x64xbf16>) outs(%f : tensor<64x4x32xf32>) {
  ^bb0(%a: bf16, %b: bf16, %out: f32):
    %af = arith.extf %a : bf16 to f32
    %bf = arith.extf %b : bf16 to f32
    %m = arith.mulf %af, %bf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x4x32xf32>
  return %0 : tensor<64x4x32xf32>
}

// -----

// What AMX does not take stays on the vector path: an odd k (no whole
// pairs), unsigned int8 (tdpbssd is signed x signed), f16.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @odd_k
//   CHECK-NOT:   strata.amx
//       CHECK:   vector.contract
func.func @odd_k(%x: tensor<32x33xbf16>, %w: tensor<33x32xbf16>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<32x33xbf16>, tensor<33x32xbf16>) outs(%f : tensor<32x32xf32>) {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<32x32xf32>
  return %0 : tensor<32x32xf32>
}
// CHECK-LABEL: func.func @unsigned_int8
//   CHECK-NOT:   strata.amx
func.func @unsigned_int8(%x: tensor<32x64xi8>, %w: tensor<64x32xi8>) -> tensor<32x32xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<32x32xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<32x32xi32>) -> tensor<32x32xi32>
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<32x64xi8>, tensor<64x32xi8>) outs(%f : tensor<32x32xi32>) {
  ^bb0(%p: i8, %q: i8, %out: i32):
    %pf = arith.extui %p : i8 to i32
    %qf = arith.extui %q : i8 to i32
    %m = arith.muli %pf, %qf : i32
    %s = arith.addi %out, %m : i32
    linalg.yield %s : i32
  } -> tensor<32x32xi32>
  return %0 : tensor<32x32xi32>
}
