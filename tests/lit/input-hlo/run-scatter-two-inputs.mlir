// scatter of two inputs at once with scalar updates, an implicit index
// vector (index_vector_dim = rank of the indices), duplicate indices
// combined in order and an out-of-range index (6) skipped:
// combiner (a, b, u, v) -> (a + 2 u, b * v).
// f: [0 1 2 3 4 5], 2 += 2*10 + 2*20 -> 62, 5 += 2*30 -> 65.
// i: [1 1 1 1 1 1], 2 *= 2*3 -> 6, 5 *= 5 -> 5.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="6xf32=0 1 2 3 4 5" \
// RUN:   --input="6xi32=1 1 1 1 1 1" --input="4xi32=2 2 5 6" \
// RUN:   --input="4xf32=10 20 30 40" --input="4xi32=2 3 5 7" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="6xf32=0 1 2 3 4 5" \
// RUN:   --input="6xi32=1 1 1 1 1 1" --input="4xi32=2 2 5 6" \
// RUN:   --input="4xf32=10 20 30 40" --input="4xi32=2 3 5 7" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="6xf32=0 1 2 3 4 5" \
// RUN:   --input="6xi32=1 1 1 1 1 1" --input="4xi32=2 2 5 6" \
// RUN:   --input="4xf32=10 20 30 40" --input="4xi32=2 3 5 7" | FileCheck %s %}
// CHECK: 6xf32=0 1 62 3 4 65
// CHECK: 6xi32=1 1 6 1 1 5

func.func @main(%x: tensor<6xf32>, %y: tensor<6xi32>, %i: tensor<4xi32>, %u: tensor<4xf32>, %v: tensor<4xi32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %0:2 = "stablehlo.scatter"(%x, %y, %i, %u, %v) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %c2 = stablehlo.multiply %c, %two : tensor<f32>
    %s = stablehlo.add %a, %c2 : tensor<f32>
    %p = stablehlo.multiply %b, %d : tensor<i32>
    stablehlo.return %s, %p : tensor<f32>, tensor<i32>
  }) : (tensor<6xf32>, tensor<6xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>) -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
}
