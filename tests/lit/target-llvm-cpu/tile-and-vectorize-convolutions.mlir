// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-tile-and-vectorize{vector-width-bytes=64}))" \
// RUN:   | FileCheck %s

// Convolutions and windowed reductions of any layout become register-tiled
// contractions (Convolutions.cpp); vector loops are split into whole
// registers; pads become a fill and a vectorized copy.

// NHWC x HWCF: a workgroup per output row; per window position and 4
// input channels an 8x32 register tile (output width x channels) with the
// accumulator in registers across kh, kw and the channels.
// CHECK-LABEL: func.func @conv_nhwc
//       CHECK:   scf.forall {{.*}} step (1, 16, 32)
//       CHECK:     scf.for {{.*}} iter_args({{.*}}) -> (vector<1x1x8x32xf32>)
//       CHECK:       scf.for {{.*}} iter_args({{.*}}) -> (vector<1x1x8x32xf32>)
//       CHECK:         scf.for {{.*}} iter_args({{.*}}) -> (vector<1x1x8x32xf32>)
//       CHECK:           vector.contract {{.*}} : vector<8x4xf32>, vector<4x32xf32> into vector<8x32xf32>
//   CHECK-NOT:   linalg.generic
//   CHECK-NOT:   linalg.conv
func.func @conv_nhwc(%in: tensor<1x10x18x16xf32>, %k: tensor<3x3x16x32xf32>) -> tensor<1x8x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x16x32xf32>) -> tensor<1x8x16x32xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%in, %k : tensor<1x10x18x16xf32>, tensor<3x3x16x32xf32>) outs(%f : tensor<1x8x16x32xf32>) -> tensor<1x8x16x32xf32>
  return %r : tensor<1x8x16x32xf32>
}

// -----

// NCHW: the vector runs along the output width (contiguous), rows are
// output channels; the stride-2 window reads become strided slices.
// CHECK-LABEL: func.func @conv_nchw_strided
//       CHECK:   scf.forall
//       CHECK:     tensor.extract_slice {{.*}} [4, 32] [1, 2] : tensor<4x63xf32> to tensor<4x32xf32>
//       CHECK:     vector.contract {{.*}} : vector<4x32xf32>, vector<8x4xf32> into vector<8x32xf32>
//   CHECK-NOT:   linalg.generic
#in = affine_map<(b, f, oh, ow, c, kh, kw) -> (b, c, oh * 2 + kh * 2, ow * 2 + kw * 2)>
#k = affine_map<(b, f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>
#out = affine_map<(b, f, oh, ow, c, kh, kw) -> (b, f, oh, ow)>
func.func @conv_nchw_strided(%in: tensor<2x8x37x69xf32>, %k: tensor<16x8x3x3xf32>) -> tensor<2x16x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x16x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x16x16x32xf32>) -> tensor<2x16x16x32xf32>
  %r = linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%in, %k : tensor<2x8x37x69xf32>, tensor<16x8x3x3xf32>) outs(%f : tensor<2x16x16x32xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x16x16x32xf32>
  return %r : tensor<2x16x16x32xf32>
}

// -----

// Depthwise: an elementwise multiply-add of output width x channels per
// window position, channels innermost.
// CHECK-LABEL: func.func @depthwise_nhwc
//       CHECK:   scf.for {{.*}} iter_args({{.*}}) -> (vector<1x1x8x32xf32>)
//       CHECK:     arith.mulf {{.*}} : vector<8x32xf32>
//       CHECK:     arith.addf {{.*}} : vector<8x32xf32>
//   CHECK-NOT:   linalg.generic
#in = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2 + d5, d3 + d6, d1 + d4)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d4, d1)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d1)>
func.func @depthwise_nhwc(%in: tensor<1x18x18x64xf32>, %k: tensor<3x3x1x64xf32>) -> tensor<1x16x16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x16x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
  %r = linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%in, %k : tensor<1x18x18x64xf32>, tensor<3x3x1x64xf32>) outs(%f : tensor<1x16x16x64xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x16x16x64xf32>
  return %r : tensor<1x16x16x64xf32>
}

// -----

// Pooling with a fused bias: vectorized over channels, the window-shape
// operand dropped once the window loops are unit.
// CHECK-LABEL: func.func @max_pool_bias
//       CHECK:   scf.for {{.*}} iter_args({{.*}}) -> (vector<1x1x8x32xf32>)
//       CHECK:     arith.maximumf {{.*}} : vector<8x32xf32>
//   CHECK-NOT:   linalg.generic
//   CHECK-NOT:   xi1>
#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 + d4, d1 * 2 + d5, d2 * 2 + d6, d3 + d7)>
#bias = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3)>
#win = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3)>
func.func @max_pool_bias(%in: tensor<8x32x32x64xf32>, %b: tensor<64xf32>) -> tensor<8x16x16x64xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16x16x64xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
  %w = tensor.empty() : tensor<1x2x2x1xi1>
  %r = linalg.generic {indexing_maps = [#in, #bias, #win, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
      ins(%in, %b, %w : tensor<8x32x32x64xf32>, tensor<64xf32>, tensor<1x2x2x1xi1>) outs(%f : tensor<8x16x16x64xf32>) {
  ^bb0(%x: f32, %bv: f32, %unused: i1, %acc: f32):
    %a = arith.addf %x, %bv : f32
    %relu = arith.maximumf %a, %zero : f32
    %m = arith.maximumf %acc, %relu : f32
    linalg.yield %m : f32
  } -> tensor<8x16x16x64xf32>
  return %r : tensor<8x16x16x64xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_n120
//       CHECK:   scf.forall {{.*}} to (64, 120) step (8, 120)
//       CHECK:     vector.contract {{.*}} : vector<8x4xf32>, vector<4x16xf32> into vector<8x16xf32>
//       CHECK:     vector.contract {{.*}} : vector<8x4xf32>, vector<4x8xf32> into vector<8x8xf32>
func.func @matmul_n120(%a: tensor<64x400xf32>, %b: tensor<400x120xf32>) -> tensor<64x120xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x120xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x120xf32>) -> tensor<64x120xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x400xf32>, tensor<400x120xf32>) outs(%f : tensor<64x120xf32>) -> tensor<64x120xf32>
  return %r : tensor<64x120xf32>
}

// -----

// CHECK-LABEL: func.func @pad_small
//       CHECK:   scf.forall (%{{.*}}) = (0) to (2) step (2)
//       CHECK:     vector.transfer_write {{.*}} : vector<1x1x1x32xf32>, tensor<2x8x32x32xf32>
//       CHECK:     vector.transfer_read {{.*}} : tensor<2x8x30x30xf32>, vector<1x1x2x16xf32>
//   CHECK-NOT:   tensor.pad
func.func @pad_small(%a: tensor<2x8x30x30xf32>) -> tensor<2x8x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x8x30x30xf32> to tensor<2x8x32x32xf32>
  return %p : tensor<2x8x32x32xf32>
}
