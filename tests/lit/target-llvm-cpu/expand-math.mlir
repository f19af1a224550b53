// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-llvm-cpu-expand-math))' | FileCheck %s

// Integer math on n-D vectors runs on the 1-D shape cast (the LLVM
// conversion takes 1-D vectors only); 1-D vectors and scalars stay.
// CHECK-LABEL: func.func @integer_math
// CHECK-SAME: (%[[A:.*]]: vector<8x8xi8>, %[[B:.*]]: vector<2x4xi16>, %[[C:.*]]: vector<16xi32>, %[[D:.*]]: i64)
// CHECK: %[[FA:.*]] = vector.shape_cast %[[A]] : vector<8x8xi8> to vector<64xi8>
// CHECK: %[[ABS:.*]] = math.absi %[[FA]] : vector<64xi8>
// CHECK: vector.shape_cast %[[ABS]] : vector<64xi8> to vector<8x8xi8>
// CHECK: %[[FB:.*]] = vector.shape_cast %[[B]] : vector<2x4xi16> to vector<8xi16>
// CHECK: math.ctlz %[[FB]] : vector<8xi16>
// CHECK: %[[FB2:.*]] = vector.shape_cast %[[B]] : vector<2x4xi16> to vector<8xi16>
// CHECK: math.cttz %[[FB2]] : vector<8xi16>
// CHECK: math.ctpop %[[C]] : vector<16xi32>
// CHECK: math.absi %[[D]] : i64
func.func @integer_math(%a: vector<8x8xi8>, %b: vector<2x4xi16>, %c: vector<16xi32>, %d: i64) -> (vector<8x8xi8>, vector<2x4xi16>, vector<2x4xi16>, vector<16xi32>, i64) {
  %0 = math.absi %a : vector<8x8xi8>
  %1 = math.ctlz %b : vector<2x4xi16>
  %2 = math.cttz %b : vector<2x4xi16>
  %3 = math.ctpop %c : vector<16xi32>
  %4 = math.absi %d : i64
  return %0, %1, %2, %3, %4 : vector<8x8xi8>, vector<2x4xi16>, vector<2x4xi16>, vector<16xi32>, i64
}

// -----

// The float classes too (llvm.is.fpclass takes 1-D vectors): jnp.isfinite
// on a [5, 3] tile failed to legalize.
// CHECK-LABEL: func.func @float_classes
// CHECK: %[[F:.*]] = vector.shape_cast %{{.*}} : vector<5x3xf32> to vector<15xf32>
// CHECK: %[[R:.*]] = math.isfinite %[[F]] : vector<15xf32>
// CHECK: vector.shape_cast %[[R]] : vector<15xi1> to vector<5x3xi1>
// CHECK: math.isnan %{{.*}} : vector<15xf32>
// CHECK: math.isinf %{{.*}} : vector<6xf64>
// CHECK: math.isnormal %{{.*}} : vector<15xf32>
// CHECK: math.isnan %{{.*}} : vector<4xf32>
func.func @float_classes(%a: vector<5x3xf32>, %b: vector<2x3xf64>, %c: vector<4xf32>) -> (vector<5x3xi1>, vector<5x3xi1>, vector<2x3xi1>, vector<5x3xi1>, vector<4xi1>) {
  %0 = math.isfinite %a : vector<5x3xf32>
  %1 = math.isnan %a : vector<5x3xf32>
  %2 = math.isinf %b : vector<2x3xf64>
  %3 = math.isnormal %a : vector<5x3xf32>
  %4 = math.isnan %c : vector<4xf32>
  return %0, %1, %2, %3, %4 : vector<5x3xi1>, vector<5x3xi1>, vector<2x3xi1>, vector<5x3xi1>, vector<4xi1>
}

// -----

// bf16 truncation becomes integer rounding (RNE, NaN kept quiet), and a
// select on bf16 vectors selects their i16 bits: LLVM has no legal bf16
// vector select without AVX512-BF16 and would scalarize it.

// CHECK-LABEL: func.func @bf16_truncf_and_select
//   CHECK-NOT:   arith.truncf
//       CHECK:   arith.select {{.*}} : vector<16xi1>, vector<16xi16>
//       CHECK:   %[[SEL:.*]] = arith.select %{{.*}} : vector<16xi1>, vector<16xi16>
//       CHECK:   %[[BF:.*]] = arith.bitcast %[[SEL]] : vector<16xi16> to vector<16xbf16>
//       CHECK:   return %[[BF]]
func.func @bf16_truncf_and_select(%x: vector<16xf32>, %c: vector<16xi1>, %y: vector<16xbf16>) -> vector<16xbf16> {
  %t = arith.truncf %x : vector<16xf32> to vector<16xbf16>
  %s = arith.select %c, %t, %y : vector<16xi1>, vector<16xbf16>
  return %s : vector<16xbf16>
}

// -----

// A NaN-propagating max reduction along the innermost dim becomes a tree
// of elementwise maximumf over halves (LLVM expands
// llvm.vector.reduce.fmaximum on x86 into a scalar chain), then the
// accumulator.
// CHECK-LABEL: func.func @row_max_tree
//  CHECK-SAME: (%[[V:.+]]: vector<2x64xf32>, %[[ACC:.+]]: vector<2xf32>)
//   CHECK-NOT: vector.multi_reduction
//       CHECK: %[[L:.+]] = vector.extract_strided_slice %[[V]] {offsets = [0, 0], sizes = [2, 32], strides = [1, 1]}
//       CHECK: %[[H:.+]] = vector.extract_strided_slice %[[V]] {offsets = [0, 32], sizes = [2, 32], strides = [1, 1]}
//       CHECK: arith.maximumf %[[L]], %[[H]] : vector<2x32xf32>
//       CHECK: arith.maximumf {{.*}} : vector<2x1xf32>
//       CHECK: %[[R:.+]] = vector.shape_cast {{.*}} : vector<2x1xf32> to vector<2xf32>
//       CHECK: arith.maximumf %[[R]], %[[ACC]] : vector<2xf32>
func.func @row_max_tree(%v: vector<2x64xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <maximumf>, %v, %acc [1] : vector<2x64xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// A min over a whole 1-D vector ends in a scalar.
// CHECK-LABEL: func.func @min_tree_1d
//   CHECK-NOT: vector.multi_reduction
//       CHECK: arith.minimumf {{.*}} : vector<8xf32>
//       CHECK: %[[E:.+]] = vector.extract {{.*}}[0] : f32 from vector<1xf32>
//       CHECK: arith.minimumf %[[E]], %{{.+}} : f32
func.func @min_tree_1d(%v: vector<16xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <minimumf>, %v, %acc [0] : vector<16xf32> to f32
  return %0 : f32
}

// -----

// bf16 arithmetic runs on f32, rounded to bf16 by integer vector ops after
// each op: left to LLVM, every result lane was rounded by a call to
// __truncsfbf2. bf16 math ops LLVM would promote the same way (sqrt) widen
// too; f16 keeps its ops.
// CHECK-LABEL: func.func @bf16_arithmetic
// CHECK-NOT: arith.mulf {{.*}} : vector<8xbf16>
// CHECK: arith.mulf {{.*}} : vector<8xf32>
// CHECK: arith.shrui {{.*}} : vector<8xi32>
// CHECK: arith.addf {{.*}} : vector<8xf32>
// CHECK: arith.shrui {{.*}} : vector<8xi32>
// CHECK: math.sqrt {{.*}} : vector<8xf32>
// CHECK: arith.shrui {{.*}} : vector<8xi32>
// CHECK: math.sqrt {{.*}} : vector<8xf16>
func.func @bf16_arithmetic(%a: vector<8xbf16>, %h: vector<8xf16>) -> (vector<8xbf16>, vector<8xf16>) {
  %0 = arith.mulf %a, %a : vector<8xbf16>
  %1 = arith.addf %0, %a : vector<8xbf16>
  %2 = math.sqrt %1 : vector<8xbf16>
  %3 = math.sqrt %h : vector<8xf16>
  return %2, %3 : vector<8xbf16>, vector<8xf16>
}
