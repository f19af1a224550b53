// strata-vulkan-tile-and-distribute marks f32 linalg.conv_2d_nhwc_hwcf
// dispatches "conv", and strata-vulkan-cooperative-kernels writes them as
// an implicit GEMM on the matmul kernel (m = (n, oh, ow), k = (kh, kw, c),
// n = f): the A-tile loads compute the input coordinates from (m, k), the
// filter is the row-major K x F matrix B (small tiles forced to keep the
// output short).
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-tile-and-distribute{matmul-tile=8,32,4,1,4}),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-results-to-out-params{hoist-static-allocs modify-public-functions},canonicalize,func.func(strata-vulkan-cooperative-kernels{matmul-tile=8,32,4,1,4}),canonicalize,cse)' \
// RUN:   | FileCheck %s
// Only the marking: other convolution forms, non-f32 and a convolution
// whose padding is in the same dispatch keep the generic tiling.
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-tile-and-distribute))' \
// RUN:   | FileCheck %s --check-prefix=MARK

// Stride 2, c = 8 and f = 16 multiples of 4: the input, filter and output
// are vector<4> words. M = 2*4*4 = 32 rows in 4 workgroups of 8 x 32; k =
// 3*3*8 = 72 in 4-deep slices through workgroup memory between barriers.
// Each invocation's A row (n, oh * 2, ow * 2) is computed once, before the
// k loop; a k quad is (kh, kw, c..c+3) of one input pixel.

// CHECK-LABEL: func.func @conv(
//  CHECK-SAME:     %[[X:.+]]: memref<2x9x9x2xvector<4xf32>>, %[[W:.+]]: memref<3x3x8x4xvector<4xf32>>, %[[O:.+]]: memref<2x4x4x4xvector<4xf32>>)
//  CHECK-SAME:     strata.vulkan.workgroup_count = array<i64: 1, 4, 1>
//  CHECK-SAME:     strata.vulkan.workgroup_size = array<i64: 8, 8, 1>
//   CHECK-DAG:   %[[C2:.+]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C4:.+]] = arith.constant 4 : index
//   CHECK-DAG:   %[[C72:.+]] = arith.constant 72 : index
//   CHECK-DAG:   %[[SA:.+]] = memref.alloc() : memref<8x1xvector<4xf32>, #gpu.address_space<workgroup>>
//   CHECK-DAG:   %[[SB:.+]] = memref.alloc() : memref<4x8xvector<4xf32>, #gpu.address_space<workgroup>>
//       CHECK:   %[[M:.+]] = arith.addi
//       CHECK:   %[[OW:.+]] = arith.remui %[[M]], %[[C4]]
//       CHECK:   %[[NOH:.+]] = arith.divui %[[M]], %[[C4]]
//       CHECK:   %[[OH:.+]] = arith.remui %[[NOH]], %[[C4]]
//       CHECK:   %[[N:.+]] = arith.divui %[[NOH]], %[[C4]]
//       CHECK:   %[[H0:.+]] = arith.muli %[[OH]], %[[C2]]
//       CHECK:   %[[W0:.+]] = arith.muli %[[OW]], %[[C2]]
//       CHECK:   scf.if
//       CHECK:     memref.load %[[X]][%[[N]], %[[H0]], %[[W0]], %{{.+}}] : memref<2x9x9x2xvector<4xf32>>
//       CHECK:   scf.if
//       CHECK:     memref.load %[[W]][%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}] : memref<3x3x8x4xvector<4xf32>>
//       CHECK:   scf.for %[[K0:.+]] = %{{.+}} to %[[C72]] step %[[C4]]
//       CHECK:     memref.store %{{.+}}, %[[SA]]
//       CHECK:     memref.store %{{.+}}, %[[SB]]
//       CHECK:     gpu.barrier
//       CHECK:     %[[KN:.+]] = arith.addi %[[K0]], %[[C4]]
//       CHECK:     scf.if
//       CHECK:       %[[C:.+]] = arith.remui %[[KN]], %{{.+}}
//       CHECK:       %[[KHW:.+]] = arith.divui %[[KN]], %{{.+}}
//       CHECK:       %[[KW:.+]] = arith.remui %[[KHW]], %{{.+}}
//       CHECK:       %[[KH:.+]] = arith.divui %[[KHW]], %{{.+}}
//       CHECK:       %[[H:.+]] = arith.addi %[[H0]], %[[KH]]
//       CHECK:       %[[WW:.+]] = arith.addi %[[W0]], %[[KW]]
//       CHECK:       %[[CQ:.+]] = arith.divui %[[C]], %[[C4]]
//       CHECK:       memref.load %[[X]][%[[N]], %[[H]], %[[WW]], %[[CQ]]]
//       CHECK:     vector.fma
//       CHECK:     gpu.barrier
//       CHECK:   scf.if
//       CHECK:     memref.store %{{.+}}, %[[O]][%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}] : memref<2x4x4x4xvector<4xf32>>

// MARK-LABEL: func.func @conv(
//  MARK-SAME:   strata.vulkan.cooperative = "conv"
func.func @conv(%x: tensor<2x9x9x8xf32>, %w: tensor<3x3x8x16xf32>) -> tensor<2x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<2x9x9x8xf32>, tensor<3x3x8x16xf32>) outs(%f : tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
  return %r : tensor<2x4x4x16xf32>
}

// -----

// c = 3, f = 5: the bindings stay scalar; each A quad is four guarded
// loads whose k (kh, kw, c) may cross input pixels (kh dilated by 2).

// CHECK-LABEL: func.func @conv_odd(
//  CHECK-SAME:     %[[X:.+]]: memref<1x5x5x3xf32>, %[[W:.+]]: memref<3x3x3x5xf32>, %[[O:.+]]: memref<1x1x3x5xf32>)
//  CHECK-SAME:     strata.vulkan.workgroup_count = array<i64: 1, 1, 1>
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.+]] = arith.constant 2 : index
//   CHECK-DAG:   memref.alloc() : memref<8x1xvector<4xf32>, #gpu.address_space<workgroup>>
//       CHECK:   %[[OW:.+]] = arith.remui
//       CHECK:   %[[N:.+]] = arith.divui
//       CHECK:   scf.if
//       CHECK:     memref.load %[[X]][%[[N]], %[[C0]], %[[OW]], %[[C0]]]
//       CHECK:     memref.load %[[X]][%[[N]], %[[C0]], %[[OW]], %[[C1]]]
//       CHECK:     memref.load %[[X]][%[[N]], %[[C0]], %[[OW]], %[[C2]]]
//       CHECK:     %[[OW1:.+]] = arith.addi %[[OW]], %[[C1]]
//       CHECK:     memref.load %[[X]][%[[N]], %[[C0]], %[[OW1]], %[[C0]]]
//       CHECK:     vector.from_elements
//       CHECK:   scf.for
//       CHECK:     gpu.barrier
//       CHECK:     vector.fma
//       CHECK:     gpu.barrier
//       CHECK:   memref.store %{{.+}}, %[[O]]

// MARK-LABEL: func.func @conv_odd(
//  MARK-SAME:   strata.vulkan.cooperative = "conv"
func.func @conv_odd(%x: tensor<1x5x5x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x1x3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x3x5xf32>) -> tensor<1x1x3x5xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x5x5x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x1x3x5xf32>) -> tensor<1x1x3x5xf32>
  return %r : tensor<1x1x3x5xf32>
}

// -----

// Other convolution forms are contractions with affine input maps (the
// matmul kernel's implicit GEMM: output pixels m, features n, window and
// input features k; depthwise: channels a batch loop).
// MARK-LABEL: func.func @conv_nchw(
//  MARK-SAME:   strata.vulkan.cooperative = "matmul"
func.func @conv_nchw(%x: tensor<1x8x9x9xf32>, %w: tensor<16x8x3x3xf32>) -> tensor<1x16x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x7x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x7x7xf32>) -> tensor<1x16x7x7xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x9x9xf32>, tensor<16x8x3x3xf32>) outs(%f : tensor<1x16x7x7xf32>) -> tensor<1x16x7x7xf32>
  return %r : tensor<1x16x7x7xf32>
}

// -----

// MARK-LABEL: func.func @depthwise(
//  MARK-SAME:   strata.vulkan.cooperative = "matmul"
func.func @depthwise(%x: tensor<1x9x9x8xf32>, %w: tensor<3x3x8xf32>) -> tensor<1x7x7x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x7x7x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x8xf32>, tensor<3x3x8xf32>) outs(%f : tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32>
  return %r : tensor<1x7x7x8xf32>
}

// -----

// MARK-LABEL: func.func @conv_f16(
//   MARK-NOT:   strata.vulkan.cooperative
//       MARK:   scf.forall
func.func @conv_f16(%x: tensor<1x9x9x8xf16>, %w: tensor<3x3x8x16xf16>) -> tensor<1x7x7x16xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1x7x7x16xf16>
  %f = linalg.fill ins(%zero : f16) outs(%e : tensor<1x7x7x16xf16>) -> tensor<1x7x7x16xf16>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x8xf16>, tensor<3x3x8x16xf16>) outs(%f : tensor<1x7x7x16xf16>) -> tensor<1x7x7x16xf16>
  return %r : tensor<1x7x7x16xf16>
}

// -----

// The padding in the same dispatch (the tile loads read bindings only).

// MARK-LABEL: func.func @conv_padded(
//   MARK-NOT:   strata.vulkan.cooperative
//       MARK:   scf.forall
func.func @conv_padded(%x: tensor<1x7x7x8xf32>, %w: tensor<3x3x8x16xf32>) -> tensor<1x7x7x16xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x7x7x8xf32> to tensor<1x9x9x8xf32>
  %e = tensor.empty() : tensor<1x7x7x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x7x7x16xf32>) -> tensor<1x7x7x16xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x9x9x8xf32>, tensor<3x3x8x16xf32>) outs(%f : tensor<1x7x7x16xf32>) -> tensor<1x7x7x16xf32>
  return %r : tensor<1x7x7x16xf32>
}
