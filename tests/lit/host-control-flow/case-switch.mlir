// stablehlo.case (lax.switch) with its branches on the host
// (host-control-flow=always): the index is read back, only the taken
// branch's dispatch runs; an index out of range takes the last branch.
// x = [1, -2, 3, 0.5]: 0 -> -x, 1 -> x + x, otherwise x * x.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.cpu.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.vmvx.smod
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.vulkan.smod
// RUN: strata-run --module=%t.cpu.smod --input="i32=0" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=-1 2 -3 -0.5" | FileCheck %s
// RUN: strata-run --module=%t.cpu.smod --input="i32=1" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=2 -4 6 1" | FileCheck %s
// RUN: strata-run --module=%t.cpu.smod --input="i32=2" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=1 4 9 0.25" | FileCheck %s
// RUN: strata-run --module=%t.cpu.smod --input="i32=-1" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=1 4 9 0.25" | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod --input="i32=0" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=-1 2 -3 -0.5" | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod --input="i32=1" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=2 -4 6 1" | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod --input="i32=2" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=1 4 9 0.25" | FileCheck %s
// RUN: strata-run --module=%t.vmvx.smod --input="i32=-1" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=1 4 9 0.25" | FileCheck %s
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod --input="i32=1" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=2 -4 6 1" | FileCheck %s %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod --input="i32=7" --input="4xf32=1 -2 3 0.5" --expected_output="4xf32=1 4 9 0.25" | FileCheck %s %}
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json --compile-to=vm | FileCheck %s --check-prefix=VM
// VM: vm.call @hal.buffer.load
// VM: vm.cmp.eq.i32
// VM: vm.cond_br
// VM: vm.cmp.eq.i32
// VM: vm.cond_br
// CHECK: [SUCCESS] result[0]
func.func @main(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.case"(%i) ({
    %a = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %a : tensor<4xf32>
  }, {
    %b = stablehlo.add %x, %x : tensor<4xf32>
    stablehlo.return %b : tensor<4xf32>
  }, {
    %c = stablehlo.multiply %x, %x : tensor<4xf32>
    stablehlo.return %c : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
