// A host loop whose iteration passes its carried buffers on in another
// order (a swap, which the VM's branch must move as one parallel copy) and
// doubles one of them, on every target: after 3 iterations of
// (x, y, z) -> (y, x, z + z), x and y have swapped (odd count) and z is 8z.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --input="4xf32=1 2 3 4" --input="4xf32=10 20 30 40" --input="4xf32=1 -1 0.5 0" \
// RUN:   --expected_output="4xf32=10 20 30 40" --expected_output="4xf32=1 2 3 4" --expected_output="4xf32=8 -8 4 0" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="4xf32=1 2 3 4" --input="4xf32=10 20 30 40" --input="4xf32=1 -1 0.5 0" \
// RUN:   --expected_output="4xf32=10 20 30 40" --expected_output="4xf32=1 2 3 4" --expected_output="4xf32=8 -8 4 0" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.vulkan.smod
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod --input="4xf32=1 2 3 4" --input="4xf32=10 20 30 40" --input="4xf32=1 -1 0.5 0" \
// RUN:   --expected_output="4xf32=10 20 30 40" --expected_output="4xf32=1 2 3 4" --expected_output="4xf32=8 -8 4 0" | FileCheck %s %}
// The module's host code branches (the loop is not inside a dispatch).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json --compile-to=vm | FileCheck %s --check-prefix=VM
// VM: vm.func @main
// VM: vm.cond_br
// VM: vm.br ^bb1(%{{.+}}, %[[Y:.+]], %[[X:.+]], %{{.+}} : i64, !vm.ref, !vm.ref, !vm.ref)
// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]
// CHECK: [SUCCESS] result[2]
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:3 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b, %z = %c) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %d = linalg.add ins(%z, %z : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %y, %x, %d : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
