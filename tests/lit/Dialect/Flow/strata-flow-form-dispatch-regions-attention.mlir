// RUN: strata-opt %s --split-input-file --strata-flow-form-dispatch-regions='fuse-attention=true' | FileCheck %s
// RUN: strata-opt %s --split-input-file --strata-flow-form-dispatch-regions | FileCheck %s --check-prefix=OFF
// Element types: f32 chains fuse where f32 is named, not where only 16-bit
// types are; other names are an error.
// RUN: strata-opt %s --split-input-file --strata-flow-form-dispatch-regions='fuse-attention=bf16+f32' | FileCheck %s
// RUN: strata-opt %s --split-input-file --strata-flow-form-dispatch-regions='fuse-attention=f16+bf16' | FileCheck %s --check-prefix=OFF
// RUN: not strata-opt %s --split-input-file --strata-flow-form-dispatch-regions='fuse-attention=f32+i8' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: fuse-attention must be true, false or element types of f16, bf16, f32, f64 joined by '+', not 'f32+i8'

// Attention (strata/sdk/SoftmaxAttention.h) as input conversion and
// elementwise fusion leave it: the scores contraction with an additive
// bias, the row max, exp(T - max), the row sum and the values contraction
// dividing by it in its body (V its left operand). One region holds the
// whole chain; without fuse-attention the scores, the softmax's row group
// and the values contraction are regions of their own.
// CHECK-LABEL: func.func @attention
//       CHECK: flow.dispatch.region
//       CHECK:   linalg.generic
//       CHECK:   linalg.reduce { arith.maximumf }
//       CHECK:   math.exp
//       CHECK:   linalg.reduce { arith.addf }
//       CHECK:   arith.divf
//       CHECK:   flow.return
//   CHECK-NOT: flow.dispatch.region
//       CHECK: return
// OFF-LABEL: func.func @attention
// OFF-COUNT-3: flow.dispatch.region
// OFF-NOT: flow.dispatch.region
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
func.func @attention(%arg0: tensor<1x2x5x16xf32>, %arg1: tensor<1x2x70x16xf32>, %arg2: tensor<1x2x70x20xf32>, %arg3: tensor<1x2x5x70xf32>) -> tensor<1x2x20x5xf32> {
  %cst = arith.constant 0xFF800000 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<1x2x5x70xf32>
  %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<1x2x5x70xf32>) -> tensor<1x2x5x70xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x2x5x16xf32>, tensor<1x2x70x16xf32>) outs(%1 : tensor<1x2x5x70xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %11 = arith.mulf %in, %in_2 : f32
    %12 = arith.addf %out, %11 : f32
    linalg.yield %12 : f32
  } -> tensor<1x2x5x70xf32>
  %3 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg3 : tensor<1x2x5x70xf32>, tensor<1x2x5x70xf32>) outs(%0 : tensor<1x2x5x70xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %11 = arith.addf %in, %in_2 : f32
    linalg.yield %11 : f32
  } -> tensor<1x2x5x70xf32>
  %4 = tensor.empty() : tensor<1x2x5xf32>
  %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
  %reduced = linalg.reduce { arith.maximumf } ins(%3 : tensor<1x2x5x70xf32>) outs(%5 : tensor<1x2x5xf32>) dimensions = [3] 
  %6 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %reduced : tensor<1x2x5x70xf32>, tensor<1x2x5xf32>) outs(%0 : tensor<1x2x5x70xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %11 = arith.subf %in, %in_2 : f32
    %12 = math.exp %11 : f32
    linalg.yield %12 : f32
  } -> tensor<1x2x5x70xf32>
  %7 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
  %reduced_1 = linalg.reduce { arith.addf } ins(%6 : tensor<1x2x5x70xf32>) outs(%7 : tensor<1x2x5xf32>) dimensions = [3] 
  %8 = tensor.empty() : tensor<1x2x20x5xf32>
  %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<1x2x20x5xf32>) -> tensor<1x2x20x5xf32>
  %10 = linalg.generic {indexing_maps = [#map5, #map1, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg2, %6, %reduced_1 : tensor<1x2x70x20xf32>, tensor<1x2x5x70xf32>, tensor<1x2x5xf32>) outs(%9 : tensor<1x2x20x5xf32>) {
  ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
    %11 = arith.divf %in_2, %in_3 : f32
    %12 = arith.mulf %in, %11 : f32
    %13 = arith.addf %out, %12 : f32
    linalg.yield %13 : f32
  } -> tensor<1x2x20x5xf32>
  return %10 : tensor<1x2x20x5xf32>
}

// -----

// The row sum is returned too: it must reach memory, so the chain is not
// fused (the scores, the softmax and the values keep their regions).
// CHECK-LABEL: func.func @attention_sum_returned
// CHECK-COUNT-3: flow.dispatch.region
// CHECK-NOT: flow.dispatch.region
// OFF-LABEL: func.func @attention_sum_returned
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
func.func @attention_sum_returned(%arg0: tensor<1x2x5x16xf32>, %arg1: tensor<1x2x70x16xf32>, %arg2: tensor<1x2x70x20xf32>, %arg3: tensor<1x2x5x70xf32>) -> (tensor<1x2x20x5xf32>, tensor<1x2x5xf32>) {
  %cst = arith.constant 0xFF800000 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<1x2x5x70xf32>
  %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<1x2x5x70xf32>) -> tensor<1x2x5x70xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x2x5x16xf32>, tensor<1x2x70x16xf32>) outs(%1 : tensor<1x2x5x70xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %11 = arith.mulf %in, %in_2 : f32
    %12 = arith.addf %out, %11 : f32
    linalg.yield %12 : f32
  } -> tensor<1x2x5x70xf32>
  %3 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg3 : tensor<1x2x5x70xf32>, tensor<1x2x5x70xf32>) outs(%0 : tensor<1x2x5x70xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %11 = arith.addf %in, %in_2 : f32
    linalg.yield %11 : f32
  } -> tensor<1x2x5x70xf32>
  %4 = tensor.empty() : tensor<1x2x5xf32>
  %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
  %reduced = linalg.reduce { arith.maximumf } ins(%3 : tensor<1x2x5x70xf32>) outs(%5 : tensor<1x2x5xf32>) dimensions = [3] 
  %6 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %reduced : tensor<1x2x5x70xf32>, tensor<1x2x5xf32>) outs(%0 : tensor<1x2x5x70xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %11 = arith.subf %in, %in_2 : f32
    %12 = math.exp %11 : f32
    linalg.yield %12 : f32
  } -> tensor<1x2x5x70xf32>
  %7 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
  %reduced_1 = linalg.reduce { arith.addf } ins(%6 : tensor<1x2x5x70xf32>) outs(%7 : tensor<1x2x5xf32>) dimensions = [3] 
  %8 = tensor.empty() : tensor<1x2x20x5xf32>
  %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<1x2x20x5xf32>) -> tensor<1x2x20x5xf32>
  %10 = linalg.generic {indexing_maps = [#map5, #map1, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg2, %6, %reduced_1 : tensor<1x2x70x20xf32>, tensor<1x2x5x70xf32>, tensor<1x2x5xf32>) outs(%9 : tensor<1x2x20x5xf32>) {
  ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
    %11 = arith.divf %in_2, %in_3 : f32
    %12 = arith.mulf %in, %11 : f32
    %13 = arith.addf %out, %12 : f32
    linalg.yield %13 : f32
  } -> tensor<1x2x20x5xf32>
  return %10, %reduced_1 : tensor<1x2x20x5xf32>, tensor<1x2x5xf32>
}
