// Branches that return elements of the arguments (x[2], x[1]: views with a
// static offset once bufferized; x[2] in every branch, so the case's result
// has that offset in its type) next to computed values, and a nested
// case forwarding the inner one's results (lax.switch with forwarded
// inputs and its gradient: 54 of JAX's lax_control_flow_test through the
// PJRT plugin). The buffers control flow yields become identity-layout
// states; the views' offsets were cast onto the states ("memref.cast ...
// are cast incompatible") and vmvx refused arith.select between memrefs.
// DEFINE: %{args} = --input="i32=1" --input="i32=1" --input="3xf32=0.5 2 3" --expected_output="f32=3" --expected_output="f32=6" --expected_output="f32=2"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan %{args} | FileCheck %s %}
// CHECK-COUNT-3: [SUCCESS]
func.func @main(%i: tensor<i32>, %j: tensor<i32>, %x: tensor<3xf32>)
    -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %r:3 = "stablehlo.case"(%i) ({
    %s0 = stablehlo.slice %x [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %s2 = stablehlo.slice %x [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %a = stablehlo.reshape %s0 : (tensor<1xf32>) -> tensor<f32>
    %c = stablehlo.reshape %s2 : (tensor<1xf32>) -> tensor<f32>
    %e = stablehlo.exponential %a : tensor<f32>
    stablehlo.return %c, %e, %a : tensor<f32>, tensor<f32>, tensor<f32>
  }, {
    %n:3 = "stablehlo.case"(%j) ({
      %s0 = stablehlo.slice %x [0:1] : (tensor<3xf32>) -> tensor<1xf32>
      %s2 = stablehlo.slice %x [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %a = stablehlo.reshape %s0 : (tensor<1xf32>) -> tensor<f32>
      %c = stablehlo.reshape %s2 : (tensor<1xf32>) -> tensor<f32>
      stablehlo.return %c, %c, %a : tensor<f32>, tensor<f32>, tensor<f32>
    }, {
      %s1 = stablehlo.slice %x [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %s2 = stablehlo.slice %x [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %b = stablehlo.reshape %s1 : (tensor<1xf32>) -> tensor<f32>
      %c = stablehlo.reshape %s2 : (tensor<1xf32>) -> tensor<f32>
      %m = stablehlo.multiply %b, %c : tensor<f32>
      stablehlo.return %c, %m, %b : tensor<f32>, tensor<f32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
    stablehlo.return %n#0, %n#1, %n#2 : tensor<f32>, tensor<f32>, tensor<f32>
  }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
  return %r#0, %r#1, %r#2 : tensor<f32>, tensor<f32>, tensor<f32>
}
