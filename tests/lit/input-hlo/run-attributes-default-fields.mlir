// Programs whose scatter and gather leave index_vector_dim (= 0) and empty
// lists out, as JAX's `x.at[i].add(u)` and `x[i]` with a scalar index print
// them, run on every target. Expected values by hand: x = [1 .. 6],
// i = [2], u = 10.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="6xf32=1 2 3 4 5 6" --input="1xi32=2" --input="f32=10" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="6xf32=1 2 3 4 5 6" --input="1xi32=2" --input="f32=10" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="6xf32=1 2 3 4 5 6" --input="1xi32=2" --input="f32=10" | FileCheck %s %}
// CHECK: [checks] 3 of 3 passed

func.func @main(%x: tensor<6xf32>, %i: tensor<1xi32>, %u: tensor<f32>) {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<6xf32>, tensor<1xi32>, tensor<f32>) -> tensor<6xf32>
  %e0 = stablehlo.constant dense<[1.0, 2.0, 13.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  stablehlo.custom_call @check.expect_eq(%0, %e0) {has_side_effect = true} : (tensor<6xf32>, tensor<6xf32>) -> ()
  %g = "stablehlo.gather"(%0, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<1xi32>) -> tensor<f32>
  %e1 = stablehlo.constant dense<13.0> : tensor<f32>
  stablehlo.custom_call @check.expect_eq(%g, %e1) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()
  %d = "stablehlo.dot_general"(%x, %x) <{dot_dimension_numbers = #stablehlo.dot<rhs_contracting_dimensions = [0], lhs_contracting_dimensions = [0]>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
  %e2 = stablehlo.constant dense<91.0> : tensor<f32>
  stablehlo.custom_call @check.expect_eq(%d, %e2) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()
  return
}
