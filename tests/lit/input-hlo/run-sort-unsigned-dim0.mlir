// Sort along dim 0 (not the innermost) with an UNSIGNED comparison:
// negative values are the largest, so they sort last.
// columns [5 -1 3 0] -> [0 3 5 -1], [-1 7 2 2] -> [2 2 7 -1],
// [0 2 -3 1] -> [0 1 2 -3].
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="4x3xi32=5 -1 0 -1 7 2 3 2 -3 0 2 1" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="4x3xi32=5 -1 0 -1 7 2 3 2 -3 0 2 1" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="4x3xi32=5 -1 0 -1 7 2 3 2 -3 0 2 1" | FileCheck %s %}
// CHECK: 4x3xi32=[0 2 0][3 2 1][5 7 2][-1 -1 -3]

func.func @main(%x: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4x3xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}
