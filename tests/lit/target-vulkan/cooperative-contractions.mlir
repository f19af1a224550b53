// strata-vulkan-tile-and-distribute marks every contraction `out + X * Y`
// with f32 accumulation for the matmul kernel (lib/Contraction.h), whatever
// its ranks, the positions of its batch dims, its layouts and the producers
// fused into its body; the forms are those dispatch formation makes of JAX's
// transformer layers. Not marked as
// matmuls: accumulation in other types than f32 and i32, other combiners,
// dynamic shapes; a contraction without m or n dims whose sides are read along
// k (row dot products) is a row reduction.
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-tile-and-distribute))' \
// RUN:   | FileCheck %s
// The kernels themselves: batch loops delinearized from the grid's z, the
// LayerNorm producer evaluated in the A-tile loads.
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-tile-and-distribute{matmul-tile=8,32,4,1,4}),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-results-to-out-params{hoist-static-allocs modify-public-functions},canonicalize,func.func(strata-vulkan-cooperative-kernels{matmul-tile=8,32,4,1,4}),canonicalize,cse)' \
// RUN:   | FileCheck %s --check-prefix=KERNEL
// On a target with bf16 and f16 cooperative matrices (tensor cores):
// contractions of bf16 values summed in f32 take them, others keep the FMA
// tiles.
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-tile-and-distribute),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-results-to-out-params{hoist-static-allocs modify-public-functions},canonicalize,func.func(strata-vulkan-cooperative-kernels{cooperative-matrix=bf16,f16 subgroup-size=32}),canonicalize,cse)' \
// RUN:   | FileCheck %s --check-prefix=COOP

// LayerNorm's scale and shift of rank-3 activations fused into the
// projection's body (x[b, s, k], rstd from var[b, s], gamma/beta[k]).
// CHECK-LABEL: func.func @layer_norm_projection(
//  CHECK-SAME:   strata.vulkan.cooperative = "matmul"
// KERNEL-LABEL: func.func @layer_norm_projection(
//  KERNEL-SAME:   strata.vulkan.workgroup_count = array<i64: 3, 6, 1>
//  KERNEL-SAME:   strata.vulkan.workgroup_size = array<i64: 8, 8, 1>
//       KERNEL:   scf.for
//       KERNEL:     math.rsqrt
//       KERNEL:     vector.fma
func.func @layer_norm_projection(%x: tensor<2x24x32xf32>, %var: tensor<2x24xf32>, %g: tensor<32xf32>, %b: tensor<32xf32>, %w: tensor<32x96xf32>) -> tensor<2x24x96xf32> {
  %eps = arith.constant 9.99999974E-6 : f32
  %d = arith.constant 3.200000e+01 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x24x96xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x24x96xf32>) -> tensor<2x24x96xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x, %var, %g, %b, %w : tensor<2x24x32xf32>, tensor<2x24xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>) outs(%f : tensor<2x24x96xf32>) {
  ^bb0(%in: f32, %v: f32, %gi: f32, %bi: f32, %wi: f32, %out: f32):
    %0 = arith.divf %v, %d : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %in, %2 : f32
    %4 = arith.mulf %3, %gi : f32
    %5 = arith.addf %4, %bi : f32
    %6 = arith.mulf %5, %wi : f32
    %7 = arith.addf %out, %6 : f32
    linalg.yield %7 : f32
  } -> tensor<2x24x96xf32>
  return %r : tensor<2x24x96xf32>
}

// -----

// Attention scores with the heads between sequence and features
// (bqhd,bkhd->bhqk): batch loops b and h, a causal mask consumer.
// CHECK-LABEL: func.func @heads_scores(
//  CHECK-SAME:   strata.vulkan.cooperative = "matmul"
// KERNEL-LABEL: func.func @heads_scores(
//  KERNEL-SAME:   strata.vulkan.workgroup_count = array<i64: 1, 3, 8>
//       KERNEL:   %[[Z:.*]] = gpu.block_id  z
//   KERNEL-DAG:   arith.remui %[[Z]], %c4
//   KERNEL-DAG:   arith.divui %[[Z]], %c4
func.func @heads_scores(%q: tensor<2x24x4x16xf32>, %k: tensor<2x24x4x16xf32>) -> tensor<2x4x24x24xf32> {
  %zero = arith.constant 0.0 : f32
  %neg = arith.constant -1.0e9 : f32
  %e = tensor.empty() : tensor<2x4x24x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x24x24xf32>) -> tensor<2x4x24x24xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x24x4x16xf32>, tensor<2x24x4x16xf32>) outs(%f : tensor<2x4x24x24xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %out, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<2x4x24x24xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x24x24xf32>) outs(%e : tensor<2x4x24x24xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %keep = arith.cmpi uge, %i, %j : index
    %0 = arith.select %keep, %in, %neg : f32
    linalg.yield %0 : f32
  } -> tensor<2x4x24x24xf32>
  return %m : tensor<2x4x24x24xf32>
}

// -----

// P V with the softmax's division fused into P, the result in [b, q, h, d]
// (its innermost dim is read by V alone: V is B).
// CHECK-LABEL: func.func @heads_values(
//  CHECK-SAME:   strata.vulkan.cooperative = "matmul"
func.func @heads_values(%v: tensor<2x24x4x32xf32>, %p: tensor<2x4x24x24xf32>, %sum: tensor<2x4x24xf32>) -> tensor<2x24x4x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x24x4x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x24x4x32xf32>) -> tensor<2x24x4x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%v, %p, %sum : tensor<2x24x4x32xf32>, tensor<2x4x24x24xf32>, tensor<2x4x24xf32>) outs(%f : tensor<2x24x4x32xf32>) {
  ^bb0(%vi: f32, %pi: f32, %si: f32, %out: f32):
    %0 = arith.divf %pi, %si : f32
    %1 = arith.mulf %vi, %0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x24x4x32xf32>
  return %r : tensor<2x24x4x32xf32>
}

// -----

// bf16 operands extended in the body, f32 accumulation.
// With cooperative matrices: a 64 x 64 tile, 4 subgroups of 2 x 2
// fragments; the bf16 arguments are read as 8-byte words of four values
// (f16 bit patterns) whose elements go to the slices as they are (no
// conversion; rows padded to 40 and 72); two 16-deep steps per 32-deep
// slice (k is one slice: no loop); the fragments leave through a 16 x 16
// of workgroup memory per subgroup.
// COOP-LABEL: func.func @bf16_operands(
//  COOP-SAME:   %[[AW:[^:]+]]: memref<64x8xvector<4xf16>>, %[[BW:[^:]+]]: memref<32x16xvector<4xf16>>
//  COOP-SAME:   A 4 x 16-bit words, B 4 x 16-bit words
//  COOP-SAME:   strata.vulkan.workgroup_size = array<i64: 8, 16, 1>
//  COOP-DAG:   %[[SG:.+]] = gpu.subgroup_id : index
//  COOP-DAG:   %[[LANE:.+]] = gpu.lane_id
//  COOP-DAG:   %[[A:.+]] = memref.alloc() : memref<64x40xf16, #gpu.address_space<workgroup>>
//  COOP-DAG:   %[[B:.+]] = memref.alloc() : memref<32x72xf16, #gpu.address_space<workgroup>>
//  COOP-DAG:   %[[ZERO:.+]] = gpu.subgroup_mma_constant_matrix %{{.+}} : !gpu.mma_matrix<16x16xf32, "COp">
//  COOP-NOT:     arith.extf
//  COOP-NOT:     arith.truncf
//      COOP:     %[[AQ:.+]] = memref.load %[[AW]][{{.+}}] : memref<64x8xvector<4xf16>>
//      COOP:     %[[BQ:.+]] = memref.load %[[BW]][{{.+}}] : memref<32x16xvector<4xf16>>
//      COOP:     %[[A0:.+]] = vector.extract %[[AQ]][0] : f16 from vector<4xf16>
//      COOP:     memref.store %[[A0]], %[[A]]
//      COOP:     %[[B0:.+]] = vector.extract %[[BQ]][0] : f16 from vector<4xf16>
//      COOP:     memref.store %[[B0]], %[[B]]
//      COOP:     gpu.barrier
//      COOP:     gpu.subgroup_mma_load_matrix %[[A]][{{.+}}] {leadDimension = 40 : index, strata.vulkan.bf16_matrix} : memref<64x40xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "AOp">
//      COOP:     gpu.subgroup_mma_load_matrix %[[B]][{{.+}}] {leadDimension = 72 : index, strata.vulkan.bf16_matrix} : memref<32x72xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "BOp">
// COOP-COUNT-8:     gpu.subgroup_mma_compute
//      COOP:     gpu.barrier
//      COOP:   %[[S:.+]] = memref.alloc() : memref<64x16xf32, #gpu.address_space<workgroup>>
//      COOP:   gpu.subgroup_mma_store_matrix %{{.+}}, %[[S]][{{.+}}] {leadDimension = 16 : index}
//      COOP:   gpu.barrier
//      COOP:   memref.load %[[S]]
// CHECK-LABEL: func.func @bf16_operands(
//  CHECK-SAME:   strata.vulkan.cooperative = "matmul"
func.func @bf16_operands(%a: tensor<64x32xbf16>, %b: tensor<32x64xbf16>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xbf16>, tensor<32x64xbf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// -----

// bf16 operands converted from f32 in the dispatch (JAX's casts before a
// dot): the tile loads compute each operand's bf16 value once (one
// truncation per element) and the slices take it as it is (no extension
// and truncation back per element).
// COOP-LABEL: func.func @converted_operands(
//  COOP-SAME:   A fused, B fused
//   COOP-NOT:   arith.extf
//       COOP:   arith.truncf %{{.+}} : f32 to bf16
//   COOP-NOT:   arith.extf
//       COOP:   arith.bitcast %{{.+}} : bf16 to f16
//   COOP-NOT:   arith.extf
//       COOP:   memref.store %{{.+}} : memref<64x40xf16, #gpu.address_space<workgroup>>
//   COOP-NOT:   arith.extf
//       COOP:   gpu.subgroup_mma_compute
// CHECK-LABEL: func.func @converted_operands(
//  CHECK-SAME:   strata.vulkan.cooperative = "matmul"
func.func @converted_operands(%af: tensor<64x32xf32>, %bf: tensor<32x64xf32>) -> tensor<64x64xf32> {
  %ea = tensor.empty() : tensor<64x32xbf16>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%af : tensor<64x32xf32>) outs(%ea : tensor<64x32xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x32xbf16>
  %eb = tensor.empty() : tensor<32x64xbf16>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bf : tensor<32x64xf32>) outs(%eb : tensor<32x64xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<32x64xbf16>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xbf16>, tensor<32x64xbf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// -----

// Integer accumulation (i8 operands extended in the body, i32 sums): the
// same kernel on vector<4xi32> (exact, wrapping as the reference does).
// COOP-LABEL: func.func @i8_matmul(
//   COOP-NOT:   gpu.subgroup_mma
//       COOP:   return
// CHECK-LABEL: func.func @i8_matmul(
//  CHECK-SAME:   strata.vulkan.cooperative = "matmul"
// KERNEL-LABEL: func.func @i8_matmul(
//       KERNEL:   scf.for
//       KERNEL:     arith.extsi
//       KERNEL:     arith.muli {{.*}} : vector<4xi32>
//       KERNEL:     arith.addi {{.*}} : vector<4xi32>
func.func @i8_matmul(%a: tensor<64x32xi8>, %b: tensor<32x64xi8>) -> tensor<64x64xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<64x64xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<64x64xi32>) -> tensor<64x64xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<64x32xi8>, tensor<32x64xi8>) outs(%f : tensor<64x64xi32>) {
  ^bb0(%x: i8, %y: i8, %out: i32):
    %0 = arith.extsi %x : i8 to i32
    %1 = arith.extsi %y : i8 to i32
    %2 = arith.muli %0, %1 : i32
    %3 = arith.addi %out, %2 : i32
    linalg.yield %3 : i32
  } -> tensor<64x64xi32>
  return %r : tensor<64x64xi32>
}

// -----

// A float contraction accumulating in f16 is no matmul kernel's.
// CHECK-LABEL: func.func @f16_accumulation(
//   CHECK-NOT:   strata.vulkan.cooperative = "matmul"
func.func @f16_accumulation(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>) -> tensor<64x64xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<64x64xf16>
  %f = linalg.fill ins(%zero : f16) outs(%e : tensor<64x64xf16>) -> tensor<64x64xf16>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf16>, tensor<32x64xf16>) outs(%f : tensor<64x64xf16>) -> tensor<64x64xf16>
  return %r : tensor<64x64xf16>
}

// -----

// A combiner other than out + X * Y (a max-plus product) is no contraction.
// CHECK-LABEL: func.func @max_plus(
//   CHECK-NOT:   strata.vulkan.cooperative = "matmul"
func.func @max_plus(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>) -> tensor<64x64xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<64x32xf32>, tensor<32x64xf32>) outs(%f : tensor<64x64xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %0 = arith.addf %x, %y : f32
    %1 = arith.maximumf %out, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// -----

// Row dot products (no m, no n dims): the row kernel's.
// CHECK-LABEL: func.func @row_dots(
//  CHECK-SAME:   strata.vulkan.cooperative = "row_reduction"
func.func @row_dots(%a: tensor<64x128xf32>, %b: tensor<64x128xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a, %b : tensor<64x128xf32>, tensor<64x128xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %out, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// A vector times a matrix stored [k, n]: the split-k kernel of contractions
// with few rows streams the matrix along n (a row kernel would read each
// column with a stride).
// CHECK-LABEL: func.func @vector_matrix(
//  CHECK-SAME:   strata.vulkan.cooperative = "skinny_matmul"
func.func @vector_matrix(%x: tensor<256xf32>, %w: tensor<256x512xf32>) -> tensor<512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x, %w : tensor<256xf32>, tensor<256x512xf32>) outs(%f : tensor<512xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %out, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<512xf32>
  return %r : tensor<512xf32>
}
