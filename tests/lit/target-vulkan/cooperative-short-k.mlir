// Tensor-core tile choice by k: contractions of at most 4 deep k slices
// (k <= 256 for 16-bit operands, 512 for 8-bit ones: ResNet's 1x1
// convolutions) take 128 x 64 tiles on 8 subgroups of 2 x 2 fragments when
// they give enough workgroups; longer ones keep 128 x 128 (or 64 x 64 where
// n or the workgroup count is small). The same tile, forced on every
// contraction of resnet_stage_bf16, matched XLA on an H100
// (bench/results/gpu-h100-session58).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan-cooperative-matrix.json -o %t.smod
// RUN: strata-dump %t.smod | FileCheck %s

// CHECK: kernel: matmul 1x4096x256x64 (batch x m x n x k), tile 128x64x64, cooperative matrices 16x16x16 bf16 (tensor cores), 8 subgroups of 2x2 fragments,
// CHECK: kernel: matmul 1x4096x256x256 (batch x m x n x k), tile 128x64x64, cooperative matrices 16x16x16 bf16 (tensor cores), 8 subgroups of 2x2 fragments,
// CHECK: kernel: matmul 1x4096x1024x320 (batch x m x n x k), tile 128x128x64, cooperative matrices 16x16x16 bf16 (tensor cores), 8 subgroups of 2x4 fragments,
// CHECK: kernel: matmul 1x4096x256x512 (batch x m x n x k), tile 128x64x128, cooperative matrices 16x16x32 i8 (tensor cores), 8 subgroups of 2x2 fragments,

func.func @k64(%a: tensor<4096x64xbf16>, %b: tensor<64x256xbf16>) -> tensor<4096x256xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] {precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4096x64xbf16>, tensor<64x256xbf16>) -> tensor<4096x256xf32>
  return %0 : tensor<4096x256xf32>
}

func.func @k256(%a: tensor<4096x256xbf16>, %b: tensor<256x256xbf16>) -> tensor<4096x256xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4096x256xbf16>, tensor<256x256xbf16>) -> tensor<4096x256xf32>
  return %0 : tensor<4096x256xf32>
}

func.func @k320(%a: tensor<4096x320xbf16>, %b: tensor<320x1024xbf16>) -> tensor<4096x1024xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4096x320xbf16>, tensor<320x1024xbf16>) -> tensor<4096x1024xf32>
  return %0 : tensor<4096x1024xf32>
}

func.func @i8_k512(%a: tensor<4096x512xi8>, %b: tensor<512x256xi8>) -> tensor<4096x256xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4096x512xi8>, tensor<512x256xi8>) -> tensor<4096x256xi32>
  return %0 : tensor<4096x256xi32>
}
