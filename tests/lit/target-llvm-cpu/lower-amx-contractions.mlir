// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-lower-amx-contractions))" \
// RUN:   | FileCheck %s

// A marked VNNI-form contraction on buffers (A [m, k] read at k = 2 * (k /
// 2) + k % 2, B packed [k / 2, n, 2]), in blocks of 2 x 2 tiles of
// one shape (LLVM gives each tile register one shape per function): 64
// rows = two 32-row blocks in a loop; 48 columns = a block of two tiles and
// one of one; k = 48 pairs = three 16-pair chunks, unrolled, each loading
// two A and two B tiles for four multiplications. C is not only zeroed
// before: the accumulators load it. Whole tiles: no scratch buffers.
#a = affine_map<(d0, d1, d2, d3) -> (d0, d2 * 2 + d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @bf16
//   CHECK-NOT:   memref.alloca
//       CHECK:   %[[B2:.+]] = memref.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : memref<48x48x2xbf16> into memref<48x96xbf16>
//       CHECK:   scf.for %[[M:.+]] = %{{.+}} to %{{.+}} step %{{.+}} {
// CHECK-COUNT-4:   amx.tile_load %arg2{{.*}} : memref<64x48xf32> into !amx.tile<16x16xf32>
// CHECK-COUNT-2:   amx.tile_load %arg0{{.*}} : memref<64x96xbf16> into !amx.tile<16x32xbf16>
// CHECK-COUNT-2:   amx.tile_load %[[B2]]{{.*}} into !amx.tile<16x32xbf16>
// CHECK-COUNT-4:   amx.tile_mulf {{.*}} : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
// CHECK-COUNT-8:   amx.tile_mulf
//   CHECK-NOT:     amx.tile_mulf
// CHECK-COUNT-4:   amx.tile_store %arg2
// CHECK-COUNT-2:   amx.tile_load %arg2
// CHECK-COUNT-6:   amx.tile_mulf
//   CHECK-NOT:     amx.tile_mulf
// CHECK-COUNT-2:   amx.tile_store %arg2
//       CHECK:   }
//   CHECK-NOT:   linalg.generic
func.func @bf16(%a: memref<64x96xbf16>, %b: memref<48x48x2xbf16>, %c: memref<64x48xf32>) {
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<64x96xbf16>, memref<48x48x2xbf16>) outs(%c : memref<64x48xf32>) attrs = {strata.amx} {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  }
  return
}

// Rows (72), columns (24) and k (20 pairs) not whole tiles: A, B and C are
// copied into zero-padded scratch buffers (80 x 32 pairs, 32 pairs x 32,
// 80 x 32), every tile still 16 rows of 64 bytes, and C is copied back.
// CHECK-LABEL: func.func @padded
//       CHECK:   %[[A2:.+]] = memref.alloca() {alignment = 64 : i64} : memref<80x64xbf16>
//       CHECK:   vector.transfer_write {{.*}} : vector<32xbf16>, memref<80x64xbf16>
//       CHECK:   vector.transfer_read %{{.+}} : memref<72x40xbf16>, vector<32xbf16>
//       CHECK:   %[[B2:.+]] = memref.alloca() {alignment = 64 : i64} : memref<32x64xbf16>
//       CHECK:   %[[C2:.+]] = memref.alloca() {alignment = 64 : i64} : memref<80x32xf32>
//       CHECK:   vector.transfer_read %arg2{{.*}} : memref<72x24xf32>, vector<16xf32>
//       CHECK:   vector.transfer_read %arg2{{.*}} : memref<72x24xf32>, vector<8xf32>
//       CHECK:   scf.for
// CHECK-COUNT-4:   amx.tile_load %[[C2]]{{.*}} into !amx.tile<16x16xf32>
//       CHECK:     amx.tile_load %[[A2]]{{.*}} into !amx.tile<16x32xbf16>
//       CHECK:     amx.tile_load %[[B2]]{{.*}} into !amx.tile<16x32xbf16>
// CHECK-COUNT-8:   amx.tile_mulf {{.*}} : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
// CHECK-COUNT-4:   amx.tile_store %[[C2]]
//       CHECK:   }
//       CHECK:   amx.tile_store %[[C2]]
//       CHECK:   vector.transfer_read %[[C2]]{{.*}} : memref<80x32xf32>, vector<16xf32>
//       CHECK:   vector.transfer_write {{.*}}, %arg2{{.*}} : vector<16xf32>, memref<72x24xf32>
//       CHECK:   vector.transfer_write {{.*}}, %arg2{{.*}} : vector<8xf32>, memref<72x24xf32>
func.func @padded(%a: memref<72x40xbf16>, %b: memref<20x24x2xbf16>, %c: memref<72x24xf32>) {
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<72x40xbf16>, memref<20x24x2xbf16>) outs(%c : memref<72x24xf32>) attrs = {strata.amx} {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// C zeroed right before (the vectorized fill: a loop of zero rows): the
// accumulators start as tile_zero and the zeroing goes.
#a = affine_map<(d0, d1, d2, d3) -> (d0, d2 * 2 + d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @zeroed_accumulator
//   CHECK-NOT:   vector.transfer_write
//   CHECK-NOT:   amx.tile_load %arg2
// CHECK-COUNT-4: amx.tile_zero : !amx.tile<16x16xf32>
//   CHECK-NOT:   amx.tile_load %arg2
// CHECK-COUNT-4: amx.tile_store %arg2
func.func @zeroed_accumulator(%a: memref<32x32xbf16>, %b: memref<16x32x2xbf16>, %c: memref<32x32xf32, strided<[128, 1], offset: ?>>) {
  %zero = arith.constant dense<0.0> : vector<1x32xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c32 step %c1 {
    vector.transfer_write %zero, %c[%i, %c0] {in_bounds = [true, true]} : vector<1x32xf32>, memref<32x32xf32, strided<[128, 1], offset: ?>>
  }
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<32x32xbf16>, memref<16x32x2xbf16>) outs(%c : memref<32x32xf32, strided<[128, 1], offset: ?>>) attrs = {strata.amx} {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  }
  return
}

// A zeroing of only part of C is kept, and the accumulators load C.
// CHECK-LABEL: func.func @partly_zeroed_accumulator
//       CHECK:   scf.for
//       CHECK:     vector.transfer_write
//   CHECK-NOT:   amx.tile_zero
//       CHECK:   amx.tile_load %arg2
func.func @partly_zeroed_accumulator(%a: memref<32x32xbf16>, %b: memref<16x32x2xbf16>, %c: memref<32x32xf32>) {
  %zero = arith.constant dense<0.0> : vector<1x32xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    vector.transfer_write %zero, %c[%i, %c0] {in_bounds = [true, true]} : vector<1x32xf32>, memref<32x32xf32>
  }
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<32x32xbf16>, memref<16x32x2xbf16>) outs(%c : memref<32x32xf32>) attrs = {strata.amx} {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// int8 with a long k (40 chunks of 16 quads) after a linalg.fill of zeros:
// the first group of 8 chunks starts from tile_zero, the next three run in
// a loop loading and storing the accumulator, then the last 8.
#a = affine_map<(d0, d1, d2, d3) -> (d0, d2 * 4 + d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @int8_long_k
//   CHECK-NOT:   linalg.fill
//       CHECK:   amx.tile_zero : !amx.tile<16x16xi32>
// CHECK-COUNT-8: amx.tile_muli {{.*}} : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
//       CHECK:   amx.tile_store %arg2
//       CHECK:   scf.for %{{.+}} = %c128 to %c512 step %c128
//       CHECK:     amx.tile_load %arg2
// CHECK-COUNT-8:   amx.tile_muli
//       CHECK:     amx.tile_store %arg2
//       CHECK:   }
//       CHECK:   amx.tile_load %arg2
// CHECK-COUNT-8: amx.tile_muli
//       CHECK:   amx.tile_store %arg2
func.func @int8_long_k(%a: memref<16x2560xi8>, %b: memref<640x16x4xi8>, %c: memref<16x16xi32>) {
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%c : memref<16x16xi32>)
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<16x2560xi8>, memref<640x16x4xi8>) outs(%c : memref<16x16xi32>) attrs = {strata.amx} {
  ^bb0(%p: i8, %q: i8, %out: i32):
    %pf = arith.extsi %p : i8 to i32
    %qf = arith.extsi %q : i8 to i32
    %m = arith.muli %pf, %qf : i32
    %s = arith.addi %out, %m : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// B's repack to VNNI pairs: per pair of k rows, 16 columns at a time
// interleaved into one 64-byte row, the last 8 columns in a half row.
// CHECK-LABEL: func.func @pack_bf16
//       CHECK:   %[[OUT:.+]] = memref.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : memref<64x40x2xbf16> into memref<64x80xbf16>
//       CHECK:   scf.for %[[P:.+]] = %c0 to %c64 step %c1 {
//       CHECK:     scf.for %[[N:.+]] = %c0{{.*}} to %c32 step %c16 {
//       CHECK:       %[[R0:.+]] = vector.transfer_read %arg0[%[[P]], %c0{{.*}}, %[[N]]]{{.*}} : memref<64x2x40xbf16, strided<[256, 128, 1]>>, vector<16xbf16>
//       CHECK:       %[[R1:.+]] = vector.transfer_read %arg0[%[[P]], %c1{{.*}}, %[[N]]]{{.*}} : memref<64x2x40xbf16, strided<[256, 128, 1]>>, vector<16xbf16>
//       CHECK:       %[[I:.+]] = vector.interleave %[[R0]], %[[R1]] : vector<16xbf16> -> vector<32xbf16>
//       CHECK:       %[[COL:.+]] = arith.muli %[[N]], %c2
//       CHECK:       vector.transfer_write %[[I]], %[[OUT]][%[[P]], %[[COL]]] {in_bounds = [true]} : vector<32xbf16>, memref<64x80xbf16>
//       CHECK:     }
//       CHECK:     vector.interleave {{.*}} : vector<8xbf16> -> vector<16xbf16>
//   CHECK-NOT:   linalg.transpose
func.func @pack_bf16(%b: memref<64x2x40xbf16, strided<[256, 128, 1]>>, %out: memref<64x40x2xbf16>) {
  linalg.transpose ins(%b : memref<64x2x40xbf16, strided<[256, 128, 1]>>) outs(%out : memref<64x40x2xbf16>) permutation = [0, 2, 1] {strata.amx_pack}
  return
}

// int8 quads: rows 0 and 2, 1 and 3 interleaved, then the two.
// CHECK-LABEL: func.func @pack_int8
//       CHECK:   %[[R0:.+]] = vector.transfer_read %arg0[%{{.+}}, %c0{{.*}}, %{{.+}}]{{.*}} vector<16xi8>
//       CHECK:   %[[R1:.+]] = vector.transfer_read %arg0[%{{.+}}, %c1{{.*}}, %{{.+}}]{{.*}} vector<16xi8>
//       CHECK:   %[[R2:.+]] = vector.transfer_read %arg0[%{{.+}}, %c2{{.*}}, %{{.+}}]{{.*}} vector<16xi8>
//       CHECK:   %[[R3:.+]] = vector.transfer_read %arg0[%{{.+}}, %c3{{.*}}, %{{.+}}]{{.*}} vector<16xi8>
//       CHECK:   %[[EVEN:.+]] = vector.interleave %[[R0]], %[[R2]] : vector<16xi8> -> vector<32xi8>
//       CHECK:   %[[ODD:.+]] = vector.interleave %[[R1]], %[[R3]] : vector<16xi8> -> vector<32xi8>
//       CHECK:   vector.interleave %[[EVEN]], %[[ODD]] : vector<32xi8> -> vector<64xi8>
func.func @pack_int8(%b: memref<8x4x16xi8>, %out: memref<8x16x4xi8>) {
  linalg.transpose ins(%b : memref<8x4x16xi8>) outs(%out : memref<8x16x4xi8>) permutation = [0, 2, 1] {strata.amx_pack}
  return
}

// A packed B whose rows are not contiguous loses the mark: plain loops.
// CHECK-LABEL: func.func @pack_strided_out
//       CHECK:   linalg.transpose
//   CHECK-NOT:   strata.amx_pack
func.func @pack_strided_out(%b: memref<8x2x16xbf16>, %out: memref<8x16x2xbf16, strided<[64, 4, 1]>>) {
  linalg.transpose ins(%b : memref<8x2x16xbf16>) outs(%out : memref<8x16x2xbf16, strided<[64, 4, 1]>>) permutation = [0, 2, 1] {strata.amx_pack}
  return
}

// -----

// A batched contraction (per-head scores: loops h, m, n, k / 2, 2) after a
// zeroing of C in a loop nest stepping by the vector's extent: an scf.for
// over the heads, each multiplying 2-D views of A, Bv and C from zero.
#a = affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3 * 2 + d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @batched
//   CHECK-NOT:   vector.transfer_write
//       CHECK:   scf.for %[[H:.+]] = %c0{{.*}} to %c2{{.*}} step %c1{{.*}} {
//   CHECK-DAG:     %[[A:.+]] = memref.subview %arg0[0, %[[H]], 0] [32, 1, 32] [1, 1, 1] : memref<32x2x32xbf16> to memref<32x32xbf16, strided<[64, 1], offset: ?>>
//   CHECK-DAG:     %[[B:.+]] = memref.subview %arg1[%[[H]], 0, 0, 0] [1, 16, 32, 2] [1, 1, 1, 1] : memref<2x16x32x2xbf16> to memref<16x32x2xbf16, strided<[64, 2, 1], offset: ?>>
//   CHECK-DAG:     %[[C:.+]] = memref.subview %arg2[%[[H]], 0, 0] [1, 32, 32] [1, 1, 1] : memref<2x32x32xf32> to memref<32x32xf32, strided<[32, 1], offset: ?>>
// CHECK-COUNT-4:   amx.tile_zero
// CHECK-COUNT-4:   amx.tile_mulf
// CHECK-COUNT-4:   amx.tile_store %[[C]]
func.func @batched(%a: memref<32x2x32xbf16>, %b: memref<2x16x32x2xbf16>, %c: memref<2x32x32xf32>) {
  %zero = arith.constant dense<0.0> : vector<1x1x16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  scf.for %h = %c0 to %c2 step %c1 {
    scf.for %i = %c0 to %c32 step %c1 {
      scf.for %j = %c0 to %c32 step %c16 {
        vector.transfer_write %zero, %c[%h, %i, %j] {in_bounds = [true, true, true]} : vector<1x1x16xf32>, memref<2x32x32xf32>
      }
    }
  }
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<32x2x32xbf16>, memref<2x16x32x2xbf16>) outs(%c : memref<2x32x32xf32>) attrs = {strata.amx} {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  }
  return
}

// A zeroing that steps past part of C (by 32 over 16-element writes) is
// not a whole zeroing: kept, C loaded.
// CHECK-LABEL: func.func @gapped_zeroing
//       CHECK:   vector.transfer_write
//   CHECK-NOT:   amx.tile_zero
//       CHECK:   amx.tile_load %{{.+}} : memref<32x32xf32, strided<[32, 1], offset: ?>> into !amx.tile<16x16xf32>
func.func @gapped_zeroing(%a: memref<32x2x32xbf16>, %b: memref<2x16x32x2xbf16>, %c: memref<2x32x32xf32>) {
  %zero = arith.constant dense<0.0> : vector<1x1x16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  scf.for %h = %c0 to %c2 step %c1 {
    scf.for %i = %c0 to %c32 step %c1 {
      scf.for %j = %c0 to %c32 step %c32 {
        vector.transfer_write %zero, %c[%h, %i, %j] {in_bounds = [true, true, true]} : vector<1x1x16xf32>, memref<2x32x32xf32>
      }
    }
  }
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<32x2x32xbf16>, memref<2x16x32x2xbf16>) outs(%c : memref<2x32x32xf32>) attrs = {strata.amx} {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A B with its k pairs innermost ([n, h, k / 2, 2], keys of attention
// scores): per head, 16 x 16 blocks of pairs read as 32-bit words,
// transposed with AVX-512 shuffles (vector.shuffle, no vector.transpose
// left), written as rows of Bv; the 8 leftover columns as an 8 x 16 block.
// CHECK-LABEL: func.func @pack_words
//       CHECK:   scf.for %[[H:.+]] = %c0 to %c2 step %c1 {
// CHECK-COUNT-16:  vector.transfer_read %arg0[{{.*}}, %[[H]], {{.*}}]{{.*}} : memref<24x2x16x2xbf16>, vector<32xbf16>
//       CHECK:     vector.shuffle
//   CHECK-NOT:     vector.transpose
// CHECK-COUNT-16:  vector.transfer_write {{.*}} : vector<32xbf16>, memref<2x16x48xbf16>
// CHECK-COUNT-8:   vector.transfer_read %arg0[{{.*}}, %[[H]], {{.*}}]{{.*}} : memref<24x2x16x2xbf16>, vector<32xbf16>
//       CHECK:     vector.transpose {{.*}} [1, 0] : vector<8x16xi32> to vector<16x8xi32>
// CHECK-COUNT-16:  vector.transfer_write {{.*}} : vector<16xbf16>, memref<2x16x48xbf16>
func.func @pack_words(%b: memref<24x2x16x2xbf16>, %out: memref<2x16x24x2xbf16>) {
  linalg.transpose ins(%b : memref<24x2x16x2xbf16>) outs(%out : memref<2x16x24x2xbf16>) permutation = [1, 2, 0, 3] {strata.amx_pack}
  return
}
