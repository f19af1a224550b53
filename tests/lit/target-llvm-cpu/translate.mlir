// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --strata-llvm-cpu-translate="cpu=skylake-avx512" | FileCheck %s
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --strata-llvm-cpu-translate="cpu=x86-64-v3" | FileCheck %s --check-prefix=AVX2

// The dense layer of corpus/mnist_mlp_b1 after lowering to linalg:
// 1x784 @ 784x128 + bias, relu.

// CHECK-LABEL: llvm.func internal @mnist_dense_relu.impl(
//  CHECK-SAME:   !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64)
//       CHECK:   llvm.intr.fmuladd({{.*}}) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
//       CHECK: llvm.func @mnist_dense_relu(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32)
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
//       CHECK: llvm.mlir.global external constant @strata_required_cpu_features("sse3,ssse3,sse4.1,sse4.2,popcnt,pclmul,aes,movbe,lzcnt,f16c,avx,avx2,fma,bmi,bmi2,avx512f,avx512dq,avx512cd,avx512bw,avx512vl\00")
// AVX2-LABEL: llvm.func internal @mnist_dense_relu.impl(
//       AVX2:   llvm.intr.fmuladd({{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
//       AVX2: llvm.mlir.global external constant @strata_required_cpu_features("sse3,ssse3,sse4.1,sse4.2,popcnt,movbe,lzcnt,f16c,avx,avx2,fma,bmi,bmi2\00")
func.func @mnist_dense_relu(%x: tensor<1x784xf32>, %w: tensor<784x128xf32>, %b: tensor<128xf32>) -> tensor<1x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x128xf32>) -> tensor<1x128xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<1x784xf32>, tensor<784x128xf32>) outs(%f : tensor<1x128xf32>) -> tensor<1x128xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<1x128xf32>, tensor<128xf32>) outs(%e : tensor<1x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %v = arith.maximumf %s, %zero : f32
    linalg.yield %v : f32
  } -> tensor<1x128xf32>
  return %r : tensor<1x128xf32>
}

// -----

// The softmax of corpus/mnist_mlp_b1 (1x10 logits); exp is approximated by
// a polynomial, so no libm call remains.

// CHECK-LABEL: llvm.func internal @mnist_softmax.impl(
//   CHECK-NOT:   llvm.call @expf
//       CHECK: llvm.func @mnist_softmax(
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
// AVX2-LABEL: llvm.func @mnist_softmax(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @mnist_softmax(%a: tensor<1x10xf32>) -> tensor<1x10xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<1xf32>
  %e = tensor.empty() : tensor<1x10xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<1xf32>) -> tensor<1xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<1x10xf32>) outs(%m0 : tensor<1xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %v = arith.maximumf %x, %acc : f32
    linalg.yield %v : f32
  } -> tensor<1xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %m : tensor<1x10xf32>, tensor<1xf32>) outs(%e : tensor<1x10xf32>) {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %v = math.exp %d : f32
    linalg.yield %v : f32
  } -> tensor<1x10xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<1xf32>) -> tensor<1xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<1x10xf32>) outs(%s0 : tensor<1xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %v = arith.addf %x, %acc : f32
    linalg.yield %v : f32
  } -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<1x10xf32>, tensor<1xf32>) outs(%e : tensor<1x10xf32>) {
  ^bb0(%x: f32, %sum: f32, %o: f32):
    %v = arith.divf %x, %sum : f32
    linalg.yield %v : f32
  } -> tensor<1x10xf32>
  return %r : tensor<1x10xf32>
}

// -----

// A pad and a concat (no linalg root): one workgroup, still lowered.

// CHECK-LABEL: llvm.func @pad_concat(
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
// AVX2-LABEL: llvm.func @pad_concat(
func.func @pad_concat(%a: tensor<4x6xf32>, %b: tensor<2x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x6xf32> to tensor<6x8xf32>
  %c = tensor.concat dim(0) %p, %b : (tensor<6x8xf32>, tensor<2x8xf32>) -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
}

// -----

// A rank-0 generic that reads another tensor with tensor.extract (a gather
// of one element) is lowered without vectorization.

// CHECK-LABEL: llvm.func @rank0_extract(
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
// AVX2-LABEL: llvm.func @rank0_extract(
func.func @rank0_extract(%t: tensor<8xf32>, %i: tensor<i32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%i : tensor<i32>) outs(%e : tensor<f32>) {
  ^bb0(%idx: i32, %out: f32):
    %c = arith.index_cast %idx : i32 to index
    %v = tensor.extract %t[%c] : tensor<8xf32>
    linalg.yield %v : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
