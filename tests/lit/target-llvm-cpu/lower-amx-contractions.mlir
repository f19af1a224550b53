// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-lower-amx-contractions))" \
// RUN:   | FileCheck %s

// A marked VNNI-form contraction on buffers: 40 rows = two 16-row tiles in
// a loop and an 8-row tile; 24 columns = one 16-column tile and an 8-column
// one; k = 48 pairs = three whole 16-pair chunks, unrolled.
#a = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @bf16
//   CHECK-DAG:   %[[A2:.+]] = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<40x48x2xbf16> into memref<40x96xbf16>
//   CHECK-DAG:   %[[B2:.+]] = memref.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : memref<48x24x2xbf16> into memref<48x48xbf16>
//       CHECK:   scf.for %[[M:.+]] = %{{.+}} to %{{.+}} step %{{.+}} {
//       CHECK:     %[[ACC:.+]] = amx.tile_load %arg2[%[[M]], %{{.+}}] : memref<40x24xf32> into !amx.tile<16x16xf32>
//       CHECK:     amx.tile_load %[[A2]]{{.*}} into !amx.tile<16x32xbf16>
//       CHECK:     amx.tile_load %[[B2]]{{.*}} into !amx.tile<16x32xbf16>
//       CHECK:     amx.tile_mulf {{.*}} : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
//       CHECK:     amx.tile_mulf
//       CHECK:     amx.tile_mulf
//       CHECK:     amx.tile_store %arg2[%[[M]], %{{.+}}], %{{.+}} : memref<40x24xf32>, !amx.tile<16x16xf32>
//       CHECK:     amx.tile_load %arg2{{.*}} into !amx.tile<16x8xf32>
//       CHECK:     amx.tile_load %[[B2]]{{.*}} into !amx.tile<16x16xbf16>
//       CHECK:     amx.tile_mulf {{.*}} : !amx.tile<16x32xbf16>, !amx.tile<16x16xbf16>, !amx.tile<16x8xf32>
//       CHECK:   }
//       CHECK:   amx.tile_load %arg2{{.*}} into !amx.tile<8x16xf32>
//       CHECK:   amx.tile_mulf {{.*}} : !amx.tile<8x32xbf16>, !amx.tile<16x16xbf16>, !amx.tile<8x8xf32>
//   CHECK-NOT:   linalg.generic
func.func @bf16(%a: memref<40x48x2xbf16>, %b: memref<48x24x2xbf16>, %c: memref<40x24xf32>) {
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<40x48x2xbf16>, memref<48x24x2xbf16>) outs(%c : memref<40x24xf32>) attrs = {strata.amx} {
  ^bb0(%p: bf16, %q: bf16, %out: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  }
  return
}

// int8 with a long k (40 chunks of 16 quads): groups of 8 chunks in a loop,
// the accumulator loaded and stored around each group, then the rest.
// CHECK-LABEL: func.func @int8_long_k
//       CHECK:   scf.for
//       CHECK:     amx.tile_load %arg2
// CHECK-COUNT-8:   amx.tile_muli {{.*}} : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
//       CHECK:     amx.tile_store %arg2
//       CHECK:   }
//       CHECK:   amx.tile_load %arg2
// CHECK-COUNT-8: amx.tile_muli
//       CHECK:   amx.tile_store %arg2
func.func @int8_long_k(%a: memref<16x640x4xi8>, %b: memref<640x16x4xi8>, %c: memref<16x16xi32>) {
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<16x640x4xi8>, memref<640x16x4xi8>) outs(%c : memref<16x16xi32>) attrs = {strata.amx} {
  ^bb0(%p: i8, %q: i8, %out: i32):
    %pf = arith.extsi %p : i8 to i32
    %qf = arith.extsi %q : i8 to i32
    %m = arith.muli %pf, %qf : i32
    %s = arith.addi %out, %m : i32
    linalg.yield %s : i32
  }
  return
}
