// The matmul kernel's automatic tile: the first of 128x128, 64x128, 64x64
// reaching 512 workgroups (a grid that fills a 132-SM GPU a few times),
// else the largest reaching 96, else the smallest; with k below 2048,
// 64x128 comes before 128x128; k slices of 32. A GPT MLP down projection
// (4096 x 1024 x 4096: 256 tiles of 128x128) takes 64x128; the MLP up
// (4096 x 4096 x 1024: short k) 64x128 too; a 4096^3 product 128x128; a
// small product (512 x 512 x 64) falls back to the old rule (32x64, 128
// workgroups). bench/results/gpu-h200-tiles.md and gpu-h200-scale.md
// (section 10) have the H200 measurements behind it.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.smod
// RUN: strata-dump %t.smod | FileCheck %s
// CHECK-DAG: matmul 1x4096x1024x4096 (batch x m x n x k), tile 64x128x32
// CHECK-DAG: matmul 1x4096x4096x1024 (batch x m x n x k), tile 64x128x32
// CHECK-DAG: matmul 1x4096x4096x4096 (batch x m x n x k), tile 128x128x32
// CHECK-DAG: matmul 1x512x512x64 (batch x m x n x k), tile 32x64x32
func.func @main(%h: tensor<4096x4096xf32>, %wd: tensor<4096x1024xf32>,
                %x: tensor<4096x1024xf32>, %wu: tensor<1024x4096xf32>,
                %a: tensor<512x64xf32>, %b: tensor<64x512xf32>,
                %w: tensor<4096x4096xf32>)
    -> (tensor<4096x1024xf32>, tensor<4096x4096xf32>, tensor<512x512xf32>,
        tensor<4096x4096xf32>) {
  %down = stablehlo.dot_general %h, %wd, contracting_dims = [1] x [0] : (tensor<4096x4096xf32>, tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
  %up = stablehlo.dot_general %x, %wu, contracting_dims = [1] x [0] : (tensor<4096x1024xf32>, tensor<1024x4096xf32>) -> tensor<4096x4096xf32>
  %small = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<512x64xf32>, tensor<64x512xf32>) -> tensor<512x512xf32>
  %square = stablehlo.dot_general %h, %w, contracting_dims = [1] x [0] : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %down, %up, %small, %square : tensor<4096x1024xf32>, tensor<4096x4096xf32>, tensor<512x512xf32>, tensor<4096x4096xf32>
}
