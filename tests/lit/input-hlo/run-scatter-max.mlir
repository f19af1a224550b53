// scatter with a max combiner, 2-element windows along dim 1 and updates
// whose window does not fit: (4, 3) (column 3 is in range but the window is
// not: the whole update is skipped, as XLA does) and (-1, 0).
// Row 1 = [1 5 1 1]; (1,0) += [3 3] -> [3 5 . .]; (1,2) += [0 7] -> [. . 1 7];
// (1,1) += [4 6] -> [. 5 6 .]; rows 0, 2-4 unchanged.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod \
// RUN:   --input="5x4xf32=0 0 0 0 1 5 1 1 0 0 0 0 0 0 0 0 2 2 2 2" \
// RUN:   --input="5x2xi32=1 0 1 2 4 3 -1 0 1 1" \
// RUN:   --input="5x2xf32=3 3 0 7 9 9 9 9 4 6" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod \
// RUN:   --input="5x4xf32=0 0 0 0 1 5 1 1 0 0 0 0 0 0 0 0 2 2 2 2" \
// RUN:   --input="5x2xi32=1 0 1 2 4 3 -1 0 1 1" \
// RUN:   --input="5x2xf32=3 3 0 7 9 9 9 9 4 6" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan \
// RUN:   --input="5x4xf32=0 0 0 0 1 5 1 1 0 0 0 0 0 0 0 0 2 2 2 2" \
// RUN:   --input="5x2xi32=1 0 1 2 4 3 -1 0 1 1" \
// RUN:   --input="5x2xf32=3 3 0 7 9 9 9 9 4 6" | FileCheck %s %}
// CHECK: 5x4xf32=[0 0 0 0][3 5 6 7][0 0 0 0][0 0 0 0][2 2 2 2]

func.func @main(%x: tensor<5x4xf32>, %i: tensor<5x2xi32>, %u: tensor<5x2xf32>) -> tensor<5x4xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<5x4xf32>, tensor<5x2xi32>, tensor<5x2xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}
