// Start indices of dynamic_slice and dynamic_update_slice are clamped to
// [0, dim - size] in their own type's order before they become `index`,
// and gather/scatter indices saturate to 32 bits first (gathers clamp them,
// scatters skip updates out of bounds):
// on Vulkan `index` is 32 bits, where a ui32 start of 2^31 or more, a ui64
// one of 2^63 or more and an i64 one past +-2^31 used to wrap before the
// clamp (a ui32 start of 3816483328 read element 0 instead of the last;
// found by strata-fuzz-programs --spmd, seed 1055).
// DEFINE: %{inputs} = --input="ui32=3816483328" --input="ui64=18446744073709551615" --input="i64=4294967297" --input="i64=-4294967297" --input="i8=-3" --input="ui8=200" --input="4xi32=10 11 12 13" --input="2xui32=3816483328 1" --input="2xi64=-4294967297 9223372036854775807"
// DEFINE: %{expected} = --expected_output="2xi32=12 13" --expected_output="2xi32=12 13" --expected_output="2xi32=12 13" --expected_output="2xi32=10 11" --expected_output="2xi32=10 11" --expected_output="4xi32=10 11 7 7" --expected_output="4xi32=7 7 12 13" --expected_output="2x2xi32=12 13 11 12" --expected_output="2x2xi32=10 11 12 13" --expected_output="4xi32=10 5 12 13"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{inputs} %{expected} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{inputs} %{expected} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp STRATA_VULKAN_VALIDATION=1 strata-run --module=%t.vk.smod --device=vulkan %{inputs} %{expected} | FileCheck %s %}
// CHECK-COUNT-10: [SUCCESS]
// CHECK-NOT: FAIL
func.func @main(%u32: tensor<ui32>, %u64: tensor<ui64>, %big: tensor<i64>, %small: tensor<i64>,
                %neg: tensor<i8>, %u8: tensor<ui8>, %x: tensor<4xi32>,
                %gu: tensor<2xui32>, %gi: tensor<2xi64>)
    -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<4xi32>, tensor<4xi32>,
        tensor<2x2xi32>, tensor<2x2xi32>, tensor<4xi32>) {
  %0 = stablehlo.dynamic_slice %x, %u32, sizes = [2] : (tensor<4xi32>, tensor<ui32>) -> tensor<2xi32>
  %1 = stablehlo.dynamic_slice %x, %u64, sizes = [2] : (tensor<4xi32>, tensor<ui64>) -> tensor<2xi32>
  %2 = stablehlo.dynamic_slice %x, %big, sizes = [2] : (tensor<4xi32>, tensor<i64>) -> tensor<2xi32>
  %3 = stablehlo.dynamic_slice %x, %small, sizes = [2] : (tensor<4xi32>, tensor<i64>) -> tensor<2xi32>
  %4 = stablehlo.dynamic_slice %x, %neg, sizes = [2] : (tensor<4xi32>, tensor<i8>) -> tensor<2xi32>
  %sevens = stablehlo.constant dense<7> : tensor<2xi32>
  %5 = stablehlo.dynamic_update_slice %x, %sevens, %u8 : (tensor<4xi32>, tensor<2xi32>, tensor<ui8>) -> tensor<4xi32>
  %6 = stablehlo.dynamic_update_slice %x, %sevens, %small : (tensor<4xi32>, tensor<2xi32>, tensor<i64>) -> tensor<4xi32>
  // Gathers of two 2-element windows: a ui32 start past 2^31 and an i64
  // start past 2^63 - 1 clamp to the last window, an i64 one below -2^32 to
  // the first.
  %7 = "stablehlo.gather"(%x, %gu) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>, indices_are_sorted = false} : (tensor<4xi32>, tensor<2xui32>) -> tensor<2x2xi32>
  %8 = "stablehlo.gather"(%x, %gi) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>, indices_are_sorted = false} : (tensor<4xi32>, tensor<2xi64>) -> tensor<2x2xi32>
  // A scatter of 7 at ui32 3816483328 (out of bounds: skipped) and of 5 at 1.
  %upd = stablehlo.constant dense<[7, 5]> : tensor<2xi32>
  %9 = "stablehlo.scatter"(%x, %gu, %upd) ({
  ^bb0(%old: tensor<i32>, %new: tensor<i32>):
    stablehlo.return %new : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4xi32>, tensor<2xui32>, tensor<2xi32>) -> tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<4xi32>, tensor<4xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<4xi32>
}
