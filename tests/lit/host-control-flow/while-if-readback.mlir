// A JAX-style while loop whose trip count depends on the data (multiply by
// 3 until the maximum reaches a limit: a reduction and an f32 compare read
// back as an i1 each iteration), then a branch on the count's parity (an i1 read
// back), with the loop and branch on the host (host-control-flow=always)
// and, for comparison, inside dispatches (the default) on every target.
// x = [1, 2, -1, 0.5]: limit 100 stops after 4 iterations (max 162), x*81,
// even: +1; limit 5 stops after 1 (max 6), x*3, odd: negated.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --input="4xf32=1 2 -1 0.5" --input="f32=100" \
// RUN:   --expected_output="4xf32=81 162 -81 40.5" --expected_output="i32=4" --expected_output="4xf32=82 163 -80 41.5" | FileCheck %s
// RUN: strata-run --module=%t.cpu.smod --input="4xf32=1 2 -1 0.5" --input="f32=5" \
// RUN:   --expected_output="4xf32=3 6 -3 1.5" --expected_output="i32=1" --expected_output="4xf32=-3 -6 3 -1.5" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="4xf32=1 2 -1 0.5" --input="f32=100" \
// RUN:   --expected_output="4xf32=81 162 -81 40.5" --expected_output="i32=4" --expected_output="4xf32=82 163 -80 41.5" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.vulkan.smod
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod --input="4xf32=1 2 -1 0.5" --input="f32=5" \
// RUN:   --expected_output="4xf32=3 6 -3 1.5" --expected_output="i32=1" --expected_output="4xf32=-3 -6 3 -1.5" | FileCheck %s %}
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.default.smod
// RUN: strata-run --module=%t.default.smod --input="4xf32=1 2 -1 0.5" --input="f32=100" \
// RUN:   --expected_output="4xf32=81 162 -81 40.5" --expected_output="i32=4" --expected_output="4xf32=82 163 -80 41.5" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json --compile-to=vm | FileCheck %s --check-prefix=VM
// VM-DAG: vm.call @hal.buffer.load
// VM-DAG: vm.cond_br
// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]
// CHECK: [SUCCESS] result[2]
func.func @main(%x: tensor<4xf32>, %lim: tensor<f32>) -> (tensor<4xf32>, tensor<i32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %three = stablehlo.constant dense<3.0> : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4xf32>
   cond {
    %m = stablehlo.reduce(%v init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %p = stablehlo.compare LT, %m, %lim : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %w = stablehlo.multiply %v, %three : tensor<4xf32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %j, %w : tensor<i32>, tensor<4xf32>
  }
  %rem = stablehlo.remainder %r#0, %c2 : tensor<i32>
  %odd = stablehlo.compare EQ, %rem, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %s = "stablehlo.if"(%odd) ({
    %n = stablehlo.negate %r#1 : tensor<4xf32>
    stablehlo.return %n : tensor<4xf32>
  }, {
    %p = stablehlo.add %r#1, %one : tensor<4xf32>
    stablehlo.return %p : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %r#1, %r#0, %s : tensor<4xf32>, tensor<i32>, tensor<4xf32>
}
