// A loop's i32 counter widened to i64 and ui32 as the start index of the
// slices a scan reads and writes: on Vulkan the start is clamped in 64 bits
// and only then becomes a 32-bit `index` (run-wide-start-indices.mlir), and
// the widening of a counter carried by a loop inside a kernel must keep
// every row (a scan that wrote row 0 only, or no row, came out wrong once
// while this clamp was being changed).
// DEFINE: %{inputs} = --input="5x3xi32=1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"
// DEFINE: %{expected} = --expected_output="5x3xi32=3 4 5 8 9 10 13 14 15 18 19 20 23 24 25" --expected_output="i32=5"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{inputs} %{expected} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{inputs} %{expected} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp STRATA_VULKAN_VALIDATION=1 strata-run --module=%t.vk.smod --device=vulkan %{inputs} %{expected} | FileCheck %s %}
// CHECK-COUNT-2: [SUCCESS]
// CHECK-NOT: FAIL
func.func @main(%x: tensor<5x3xi32>) -> (tensor<5x3xi32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %init = stablehlo.constant dense<0> : tensor<5x3xi32>
  %r:2 = stablehlo.while(%i = %zero, %acc = %init) : tensor<i32>, tensor<5x3xi32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %z64 = stablehlo.constant dense<0> : tensor<i64>
    %zu = stablehlo.constant dense<0> : tensor<ui32>
    %i64 = stablehlo.convert %i : (tensor<i32>) -> tensor<i64>
    %iu = stablehlo.convert %i : (tensor<i32>) -> tensor<ui32>
    %row = stablehlo.dynamic_slice %x, %i64, %z64, sizes = [1, 3] : (tensor<5x3xi32>, tensor<i64>, tensor<i64>) -> tensor<1x3xi32>
    // row + 2 * i: each row's own counter value shows in the result.
    %one = stablehlo.constant dense<1> : tensor<i32>
    %two = stablehlo.constant dense<2> : tensor<i32>
    %ii = stablehlo.multiply %i, %two : tensor<i32>
    %step = stablehlo.add %ii, %one : tensor<i32>
    %b = stablehlo.broadcast_in_dim %step, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %new = stablehlo.add %row, %b : tensor<1x3xi32>
    %acc2 = stablehlo.dynamic_update_slice %acc, %new, %iu, %zu : (tensor<5x3xi32>, tensor<1x3xi32>, tensor<ui32>, tensor<ui32>) -> tensor<5x3xi32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %acc2 : tensor<i32>, tensor<5x3xi32>
  }
  %ones = stablehlo.constant dense<1> : tensor<5x3xi32>
  %out = stablehlo.add %r#1, %ones : tensor<5x3xi32>
  return %out, %r#0 : tensor<5x3xi32>, tensor<i32>
}
