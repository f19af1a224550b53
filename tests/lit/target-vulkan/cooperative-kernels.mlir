// strata-vulkan-tile-and-distribute leaves matmuls, row reductions and large
// elementwise dispatches untiled (marked strata.vulkan.cooperative), and
// strata-vulkan-cooperative-kernels writes their kernels after
// bufferization (small matmul tiles forced to keep the output short).
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-tile-and-distribute{matmul-tile=8,32,4,1,4}),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-results-to-out-params{hoist-static-allocs modify-public-functions},canonicalize,func.func(strata-vulkan-cooperative-kernels{matmul-tile=8,32,4,1,4}),canonicalize,cse)' \
// RUN:   | FileCheck %s
// Only the marking, with a target too small for any matmul tile.
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-tile-and-distribute{max-kernel-invocations=32}))' \
// RUN:   | FileCheck %s --check-prefix=SMALL

// A matmul whose k (8) and n (64) are multiples of 4: A, B and C are
// retyped to vector<4xf32> words. Each 8x8 workgroup computes an 8x32 tile
// (grid 2 x 3): 4-deep slices of A (8 x 1 words) and B (4 x 8 words) go
// through workgroup memory between two barriers (only the invocations with
// a word to move load and store one), the next slices' loads are issued
// before the current ones are consumed, one vector.fma per k.

// CHECK-LABEL: func.func @matmul(
//  CHECK-SAME:     %[[A:.+]]: memref<24x2xvector<4xf32>>, %[[B:.+]]: memref<8x16xvector<4xf32>>, %[[C:.+]]: memref<24x16xvector<4xf32>>)
//  CHECK-SAME:     strata.vulkan.workgroup_count = array<i64: 2, 3, 1>
//  CHECK-SAME:     strata.vulkan.workgroup_size = array<i64: 8, 8, 1>
//   CHECK-DAG:   gpu.block_id x
//   CHECK-DAG:   gpu.block_id y
//   CHECK-DAG:   gpu.thread_id x
//   CHECK-DAG:   gpu.thread_id y
//   CHECK-DAG:   %[[SA:.+]] = memref.alloc() : memref<8x1xvector<4xf32>, #gpu.address_space<workgroup>>
//   CHECK-DAG:   %[[SB:.+]] = memref.alloc() : memref<4x8xvector<4xf32>, #gpu.address_space<workgroup>>
//       CHECK:   %[[A0:.+]] = scf.if
//       CHECK:     memref.load %[[A]][{{.+}}] : memref<24x2xvector<4xf32>>
//       CHECK:   %[[B0:.+]] = scf.if
//       CHECK:     memref.load %[[B]][{{.+}}] : memref<8x16xvector<4xf32>>
//       CHECK:   %[[LOOP:.+]]:3 = scf.for %{{.+}} = %c0 to %c8 step %c4 iter_args(%[[ACC:.+]] = %cst, %[[PA:.+]] = %[[A0]], %[[PB:.+]] = %[[B0]])
//       CHECK:     memref.store %[[PA]], %[[SA]]
//       CHECK:     memref.store %[[PB]], %[[SB]]
//       CHECK:     gpu.barrier
//       CHECK:     %[[NEXT:.+]]:2 = scf.if %{{.+}} -> (vector<4xf32>, vector<4xf32>) {
//       CHECK:       memref.load %[[A]]
//       CHECK:       memref.load %[[B]]
//       CHECK:     } else {
//       CHECK:     memref.load %[[SA]]
//       CHECK:     memref.load %[[SB]]
//       CHECK:     vector.fma {{.*}}, %[[ACC]] : vector<4xf32>
//  CHECK-COUNT-3:  vector.fma
//       CHECK:     gpu.barrier
//       CHECK:     scf.yield %{{.+}}, %[[NEXT]]#0, %[[NEXT]]#1
//       CHECK:   memref.store %[[LOOP]]#0, %[[C]][{{.+}}] : memref<24x16xvector<4xf32>>
//   CHECK-NOT:   linalg.

// SMALL-LABEL: func.func @matmul(
//   SMALL-NOT:   strata.vulkan.cooperative
//       SMALL:   scf.forall
func.func @matmul(%a: tensor<24x8xf32>, %b: tensor<8x64xf32>) -> tensor<24x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<24x64xf32>) -> tensor<24x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<24x8xf32>, tensor<8x64xf32>) outs(%f : tensor<24x64xf32>) -> tensor<24x64xf32>
  return %r : tensor<24x64xf32>
}

// -----

// Transposed operands in a generic (what a weight gradient and a transposed
// result fold into): C[n, m] += A[k, m] * B[k, n] lists C's dims as
// (d1, d0), so m = d1 and n = d0; the input indexed by m is listed second
// (A = %dy, stored [k, m]), B = %x is stored [k, n]. The transposed A is
// read by scalar loads (its slice quads column-major: a warp's loads run
// along m), B and C are vector<4> words; the grid covers C's 24 x 64.

#k_d0 = affine_map<(d0, d1, d2) -> (d2, d0)>
#k_d1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#c_nm = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-LABEL: func.func @matmul_transposed(
//  CHECK-SAME:     %[[X:.+]]: memref<8x16xvector<4xf32>>, %[[DY:.+]]: memref<8x24xf32>, %[[C:.+]]: memref<24x16xvector<4xf32>>)
//  CHECK-SAME:     strata.vulkan.workgroup_count = array<i64: 2, 3, 1>
//       CHECK:   memref.load %[[DY]][{{.+}}] : memref<8x24xf32>
//       CHECK:   vector.from_elements
//       CHECK:   memref.load %[[X]][{{.+}}] : memref<8x16xvector<4xf32>>
//       CHECK:   scf.for
//       CHECK:     gpu.barrier
//       CHECK:     vector.fma
//       CHECK:   memref.store %{{.+}}, %[[C]][{{.+}}] : memref<24x16xvector<4xf32>>
//   CHECK-NOT:   linalg.

// SMALL-LABEL: func.func @matmul_transposed(
//   SMALL-NOT:   strata.vulkan.cooperative
func.func @matmul_transposed(%x: tensor<8x64xf32>, %dy: tensor<8x24xf32>) -> tensor<24x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<24x64xf32>) -> tensor<24x64xf32>
  %r = linalg.generic {indexing_maps = [#k_d0, #k_d1, #c_nm], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %dy : tensor<8x64xf32>, tensor<8x24xf32>) outs(%f : tensor<24x64xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<24x64xf32>
  return %r : tensor<24x64xf32>
}

// -----

// k = 7 and n = 18 are not multiples of 4: A, B and C stay scalar (guarded
// element loads assembled into words; guarded element stores). The bias +
// relu consumer runs on each accumulator lane before the store.

// CHECK-LABEL: func.func @matmul_bias_relu(
//  CHECK-SAME:     %[[A:.+]]: memref<17x7xf32>, %[[B:.+]]: memref<7x18xf32>, %[[BIAS:.+]]: memref<18xf32>, %[[C:.+]]: memref<17x18xf32>)
//  CHECK-SAME:     strata.vulkan.workgroup_count = array<i64: 1, 3, 1>
//       CHECK:   memref.load %[[A]][{{.+}}] : memref<17x7xf32>
//       CHECK:   vector.from_elements
//       CHECK:   scf.for
//       CHECK:     gpu.barrier
//       CHECK:     vector.fma
//       CHECK:     gpu.barrier
//       CHECK:   memref.load %[[BIAS]]
//       CHECK:   arith.addf
//       CHECK:   arith.maximumf
//       CHECK:   memref.store %{{.+}}, %[[C]][{{.+}}] : memref<17x18xf32>
func.func @matmul_bias_relu(%a: tensor<17x7xf32>, %b: tensor<7x18xf32>, %bias: tensor<18xf32>) -> tensor<17x18xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<17x18xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<17x18xf32>) -> tensor<17x18xf32>
  %m = linalg.matmul ins(%a, %b : tensor<17x7xf32>, tensor<7x18xf32>) outs(%f : tensor<17x18xf32>) -> tensor<17x18xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %bias : tensor<17x18xf32>, tensor<18xf32>) outs(%e : tensor<17x18xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %z = arith.maximumf %s, %zero : f32
    linalg.yield %z : f32
  } -> tensor<17x18xf32>
  return %r : tensor<17x18xf32>
}

// -----

// A row max (rows of 256 = 64 words): 32 invocations per row, 8 rows per
// workgroup. Each invocation folds two words into its partial result (the
// -inf start folds away), then a tree through workgroup memory (a barrier
// per level; the last level stays in registers) and invocation 0 stores.

// CHECK-LABEL: func.func @row_max(
//  CHECK-SAME:     %[[X:.+]]: memref<64x64xvector<4xf32>>, %[[OUT:.+]]: memref<64xf32>)
//  CHECK-SAME:     strata.vulkan.workgroup_count = array<i64: 8, 1, 1>
//  CHECK-SAME:     strata.vulkan.workgroup_size = array<i64: 32, 8, 1>
//   CHECK-DAG:   %[[TX:.+]] = gpu.thread_id x
//   CHECK-DAG:   %[[TY:.+]] = gpu.thread_id y
//       CHECK:   %[[W0:.+]] = memref.load %[[X]][{{.+}}] : memref<64x64xvector<4xf32>>
//       CHECK:   vector.extract %[[W0]][0]
//       CHECK:   arith.maximumf
//       CHECK:   %[[W1:.+]] = memref.load %[[X]][{{.+}}] : memref<64x64xvector<4xf32>>
// CHECK-COUNT-3:   arith.maximumf
//       CHECK:   %[[P:.+]] = arith.maximumf
//       CHECK:   %[[S:.+]] = memref.alloc() : memref<8x32xf32, #gpu.address_space<workgroup>>
//       CHECK:   memref.store %[[P]], %[[S]][%[[TY]], %[[TX]]]
//       CHECK:   gpu.barrier
//       CHECK:   arith.cmpi ult, %[[TX]], %c16
//       CHECK:   scf.if
//       CHECK:     memref.load %[[S]]
//       CHECK:     arith.maximumf
//       CHECK:     memref.store {{.+}}, %[[S]][%[[TY]], %[[TX]]]
// CHECK-COUNT-4:   gpu.barrier
//       CHECK:   %[[LAST:.+]] = scf.if
//       CHECK:   arith.cmpi eq, %[[TX]], %c0
//       CHECK:   scf.if
//       CHECK:     memref.store %[[LAST]], %[[OUT]]
func.func @row_max(%x: tensor<64x256xf32>) -> tensor<64xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.reduce { arith.maximumf } ins(%x : tensor<64x256xf32>) outs(%f : tensor<64xf32>) dimensions = [1]
  return %r : tensor<64xf32>
}

// SMALL-LABEL: func.func @row_max(
//  SMALL-SAME:   strata.vulkan.cooperative = "row_reduction"

// -----

// A reduction over leading and trailing dims (an NCHW batch-norm statistic
// per channel) is a row reduction once its loops are interchanged: the
// channel loop first, the reduced ones innermost.
// SMALL-LABEL: func.func @channel_sum(
//  SMALL-SAME:   strata.vulkan.cooperative = "row_reduction"
//       SMALL:   linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction", "reduction", "reduction"]}
func.func @channel_sum(%x: tensor<2x8x16x16xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.reduce { arith.addf } ins(%x : tensor<2x8x16x16xf32>) outs(%f : tensor<8xf32>) dimensions = [0, 2, 3]
  return %r : tensor<8xf32>
}

// -----

// A row chain (softmax): the row max, then the row sum of exp(x - max), each
// through its own workgroup-memory tree whose total every invocation of the
// row reads back, then the outputs over the row as vector<4> words.

// CHECK-LABEL: func.func @softmax(
//  CHECK-SAME:     %[[X:.+]]: memref<64x64xvector<4xf32>>, %[[OUT:.+]]: memref<64x64xvector<4xf32>>)
//  CHECK-SAME:     strata.vulkan.workgroup_count = array<i64: 8, 1, 1>
//  CHECK-SAME:     strata.vulkan.workgroup_size = array<i64: 32, 8, 1>
//   CHECK-DAG:   %[[TY:.+]] = gpu.thread_id y
//       CHECK:   arith.maximumf
//       CHECK:   %[[S1:.+]] = memref.alloc() : memref<8x32xf32, #gpu.address_space<workgroup>>
//       CHECK:   gpu.barrier
//       CHECK:   %[[MAX:.+]] = memref.load %[[S1]][%[[TY]], %c0]
//       CHECK:   math.exp
//       CHECK:   %[[S2:.+]] = memref.alloc() : memref<8x32xf32, #gpu.address_space<workgroup>>
//       CHECK:   %[[SUM:.+]] = memref.load %[[S2]][%[[TY]], %c0]
//       CHECK:   %[[TOTAL:.+]] = arith.addf %[[SUM]], %{{.+}} : f32
//       CHECK:   arith.divf {{.+}}, %[[TOTAL]]
//       CHECK:   %[[V:.+]] = vector.from_elements
//       CHECK:   memref.store %[[V]], %[[OUT]]
#full = affine_map<(d0, d1) -> (d0, d1)>
#rowOf = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e64 = tensor.empty() : tensor<64xf32>
  %e = tensor.empty() : tensor<64x256xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e64 : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<64x256xf32>) outs(%m0 : tensor<64xf32>) dimensions = [1]
  %ex = linalg.generic {indexing_maps = [#full, #rowOf, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<64x256xf32>, tensor<64xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %v = math.exp %d : f32
    linalg.yield %v : f32
  } -> tensor<64x256xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e64 : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.reduce { arith.addf } ins(%ex : tensor<64x256xf32>) outs(%s0 : tensor<64xf32>) dimensions = [1]
  %r = linalg.generic {indexing_maps = [#full, #rowOf, #full], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<64x256xf32>, tensor<64xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.divf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<64x256xf32>
  return %r : tensor<64x256xf32>
}

// SMALL-LABEL: func.func @softmax(
//  SMALL-SAME:   strata.vulkan.cooperative = "row_chain"

// -----

// A large elementwise op: one 4-element word per invocation, 256
// invocations per workgroup.

// CHECK-LABEL: func.func @exp(
//  CHECK-SAME:     %[[X:.+]]: memref<8x64xvector<4xf32>>, %[[Y:.+]]: memref<8x64xvector<4xf32>>)
//  CHECK-SAME:     strata.vulkan.workgroup_count = array<i64: 2, 1, 1>
//  CHECK-SAME:     strata.vulkan.workgroup_size = array<i64: 256, 1, 1>
//       CHECK:   %[[W:.+]] = memref.load %[[X]]
// CHECK-COUNT-4:  math.exp
//       CHECK:   %[[V:.+]] = vector.from_elements
//       CHECK:   memref.store %[[V]], %[[Y]]
func.func @exp(%x: tensor<8x256xf32>) -> tensor<8x256xf32> {
  %e = tensor.empty() : tensor<8x256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x256xf32>) outs(%e : tensor<8x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.exp %a : f32
    linalg.yield %y : f32
  } -> tensor<8x256xf32>
  return %r : tensor<8x256xf32>
}

// -----

// Left to the generic tiling: a reduction over a leading dimension, a short
// row, and a small elementwise op.

// CHECK-LABEL: func.func @column_sum(
//   CHECK-NOT:   strata.vulkan
//       CHECK:   scf.forall
// SMALL-LABEL: func.func @column_sum(
//   SMALL-NOT:   strata.vulkan.cooperative
func.func @column_sum(%x: tensor<64x256xf32>) -> tensor<256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<256xf32>) -> tensor<256xf32>
  %r = linalg.reduce { arith.addf } ins(%x : tensor<64x256xf32>) outs(%f : tensor<256xf32>) dimensions = [0]
  return %r : tensor<256xf32>
}

// -----

// CHECK-LABEL: func.func @short_rows(
//   CHECK-NOT:   strata.vulkan
//       CHECK:   scf.forall
func.func @short_rows(%x: tensor<64x10xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.reduce { arith.addf } ins(%x : tensor<64x10xf32>) outs(%f : tensor<64xf32>) dimensions = [1]
  return %r : tensor<64xf32>
}

// -----

// CHECK-LABEL: func.func @small_add(
//   CHECK-NOT:   strata.vulkan
//       CHECK:   scf.forall
func.func @small_add(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.add ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// More than 65535 workgroups of rows (70000 rows of 2048, one row per
// workgroup) take a 2-D grid: workgroup x + 65535 * y holds its row, rows
// past the end compute row 0 and store nothing. The accumulator is bf16:
// its partials cross the row's invocations as zero-extended 16-bit patterns
// in 32-bit workgroup words.

// CHECK-LABEL: func.func @wide_bf16_row_max(
//  CHECK-SAME:     strata.vulkan.workgroup_count = array<i64: 65535, 2, 1>
//  CHECK-SAME:     strata.vulkan.workgroup_size = array<i64: 256, 1, 1>
//   CHECK-DAG:   %[[BX:.+]] = gpu.block_id x
//   CHECK-DAG:   %[[BY:.+]] = gpu.block_id y
//       CHECK:   %[[YX:.+]] = arith.muli %[[BY]], %c65535
//       CHECK:   %[[ROW:.+]] = arith.addi %[[BX]], %[[YX]]
//       CHECK:   arith.cmpi ult, %{{.+}}, %c70000
//       CHECK:   %[[S:.+]] = memref.alloc() : memref<1x256xi32, #gpu.address_space<workgroup>>
//       CHECK:   %[[BITS:.+]] = arith.bitcast %{{.+}} : bf16 to i16
//       CHECK:   %[[WORD:.+]] = arith.extui %[[BITS]] : i16 to i32
//       CHECK:   memref.store %[[WORD]], %[[S]]
//       CHECK:   %[[LOADED:.+]] = memref.load %[[S]]
//       CHECK:   %[[LOW:.+]] = arith.trunci %[[LOADED]] : i32 to i16
//       CHECK:   %[[OTHER:.+]] = arith.bitcast %[[LOW]] : i16 to bf16
//       CHECK:   arith.maximumf %{{.+}}, %[[OTHER]] : bf16
// SMALL-LABEL: func.func @wide_bf16_row_max(
//  SMALL-SAME:   strata.vulkan.cooperative = "row_reduction"
func.func @wide_bf16_row_max(%x: tensor<70000x2048xbf16>) -> tensor<70000xbf16> {
  %ninf = arith.constant 0xFF80 : bf16
  %e = tensor.empty() : tensor<70000xbf16>
  %init = linalg.fill ins(%ninf : bf16) outs(%e : tensor<70000xbf16>) -> tensor<70000xbf16>
  %r = linalg.reduce { arith.maximumf } ins(%x : tensor<70000x2048xbf16>) outs(%init : tensor<70000xbf16>) dimensions = [1]
  return %r : tensor<70000xbf16>
}
