// Updates of static boxes of a buffer written whole in the same dispatch (a
// dynamic_update_slice at constant starts: the operand's copy, then the
// update): the first step skips the boxes the later ones write, so the
// steps are independent and spread over the grid instead of running in one
// workgroup with barriers (strata-vulkan-map-to-gpu, DistributeInvocations.cpp).
// Two disjoint updates, and two overlapping ones (each update is a
// dispatch of its own here; map-to-gpu.mlir has the overlapping boxes in
// one dispatch, which keep their order). The Vulkan results must equal
// llvm-cpu's.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --function=disjoint --output=@%t.d.npy
// RUN: strata-run --module=%t.cpu.smod --function=overlapping --output=@%t.o.npy
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ strata-dump %t.vk.smod | FileCheck %s --check-prefix=KERNEL %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan --function=disjoint --expected_output=@%t.d.npy | FileCheck %s %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan --function=overlapping --expected_output=@%t.o.npy | FileCheck %s %}

// CHECK: [SUCCESS] result[0]

// KERNEL: disjoint_dispatch_3: 3 bindings
// KERNEL: kernel: distributed: independent steps over the grid
// KERNEL: disjoint_dispatch_4: 3 bindings
// KERNEL: kernel: distributed: independent steps over the grid
// KERNEL-NOT: distributed: dependent steps

func.func @disjoint() -> tensor<16x128xf32> {
  %i = stablehlo.iota dim = 0 : tensor<16x128xf32>
  %j = stablehlo.iota dim = 1 : tensor<16x128xf32>
  %c = stablehlo.constant dense<1.000000e+03> : tensor<16x128xf32>
  %ic = stablehlo.multiply %i, %c : tensor<16x128xf32>
  %a = stablehlo.add %ic, %j : tensor<16x128xf32>
  %u = stablehlo.iota dim = 1 : tensor<5x40xf32>
  %n = stablehlo.negate %u : tensor<5x40xf32>
  %v = stablehlo.iota dim = 0 : tensor<3x7xf32>
  %s0 = stablehlo.constant dense<3> : tensor<i32>
  %s1 = stablehlo.constant dense<50> : tensor<i32>
  %t0 = stablehlo.constant dense<12> : tensor<i32>
  %t1 = stablehlo.constant dense<121> : tensor<i32>
  %r = stablehlo.dynamic_update_slice %a, %n, %s0, %s1 : (tensor<16x128xf32>, tensor<5x40xf32>, tensor<i32>, tensor<i32>) -> tensor<16x128xf32>
  %q = stablehlo.dynamic_update_slice %r, %v, %t0, %t1 : (tensor<16x128xf32>, tensor<3x7xf32>, tensor<i32>, tensor<i32>) -> tensor<16x128xf32>
  return %q : tensor<16x128xf32>
}

func.func @overlapping() -> tensor<16x128xf32> {
  %i = stablehlo.iota dim = 0 : tensor<16x128xf32>
  %j = stablehlo.iota dim = 1 : tensor<16x128xf32>
  %c = stablehlo.constant dense<1.000000e+03> : tensor<16x128xf32>
  %ic = stablehlo.multiply %i, %c : tensor<16x128xf32>
  %a = stablehlo.add %ic, %j : tensor<16x128xf32>
  %u = stablehlo.iota dim = 1 : tensor<5x40xf32>
  %n = stablehlo.negate %u : tensor<5x40xf32>
  %v = stablehlo.iota dim = 0 : tensor<3x7xf32>
  %s0 = stablehlo.constant dense<3> : tensor<i32>
  %s1 = stablehlo.constant dense<50> : tensor<i32>
  %t0 = stablehlo.constant dense<5> : tensor<i32>
  %t1 = stablehlo.constant dense<60> : tensor<i32>
  %r = stablehlo.dynamic_update_slice %a, %n, %s0, %s1 : (tensor<16x128xf32>, tensor<5x40xf32>, tensor<i32>, tensor<i32>) -> tensor<16x128xf32>
  %q = stablehlo.dynamic_update_slice %r, %v, %t0, %t1 : (tensor<16x128xf32>, tensor<3x7xf32>, tensor<i32>, tensor<i32>) -> tensor<16x128xf32>
  return %q : tensor<16x128xf32>
}
