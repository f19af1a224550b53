// Stable descending sort of (keys, values) along dim 1: values of equal keys
// keep their order.
// row 0 keys [3 1 3 2 1 3] -> [3 3 3 2 1 1], values [0 2 5 3 1 4];
// row 1 keys [0 -1 5 5 -2 0] -> [5 5 0 0 -1 -2], values [2 3 0 5 1 4].
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="2x6xf32=3 1 3 2 1 3 0 -1 5 5 -2 0" \
// RUN:   --input="2x6xi32=0 1 2 3 4 5 0 1 2 3 4 5" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="2x6xf32=3 1 3 2 1 3 0 -1 5 5 -2 0" \
// RUN:   --input="2x6xi32=0 1 2 3 4 5 0 1 2 3 4 5" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="2x6xf32=3 1 3 2 1 3 0 -1 5 5 -2 0" \
// RUN:   --input="2x6xi32=0 1 2 3 4 5 0 1 2 3 4 5" | FileCheck %s %}
// CHECK: 2x6xf32=[3 3 3 2 1 1][5 5 0 0 -1 -2]
// CHECK: 2x6xi32=[0 2 5 3 1 4][2 3 0 5 1 4]

func.func @main(%k: tensor<2x6xf32>, %v: tensor<2x6xi32>) -> (tensor<2x6xf32>, tensor<2x6xi32>) {
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) : (tensor<2x6xf32>, tensor<2x6xi32>) -> (tensor<2x6xf32>, tensor<2x6xi32>)
  return %0#0, %0#1 : tensor<2x6xf32>, tensor<2x6xi32>
}
