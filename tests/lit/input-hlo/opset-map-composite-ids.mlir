// stablehlo.map, stablehlo.composite, replica_id, partition_id and
// get_dimension_size end to end, on every target.
//  - map with two f32 inputs and a body using a constant: a * b + 1;
//    map with an i32 and an f32 input whose body converts: float(i) - x.
//  - composite "my.softplus_like" with attributes: its decomposition
//    (log(1 + exp(x))) runs; the composite attributes change nothing.
//  - replica_id and partition_id are 0 (one replica, one partition);
//    get_dimension_size of a 2x3 tensor along dim 1 is 3.
// Expected values by hand (softplus: python3's math.log1p(math.exp(x))).
// DEFINE: %{inputs} = --input="2x3xf32=1 2 3 -1 0.5 0" --input="2x3xf32=2 0 -1 4 4 7" --input="2x3xi32=1 2 3 4 5 -6"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod %{inputs} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{inputs} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan %{inputs} | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 5 of 5 passed

func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %i: tensor<2x3xi32>) {
  %fma = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %p = stablehlo.multiply %x, %y : tensor<f32>
    %s = stablehlo.add %p, %one : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %fma_e = stablehlo.constant dense<[[3.0, 1.0, -2.0], [-3.0, 3.0, 1.0]]> : tensor<2x3xf32>
  stablehlo.custom_call @check.expect_eq(%fma, %fma_e) {has_side_effect = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()

  %mixed = "stablehlo.map"(%i, %a) ({
  ^bb0(%n: tensor<i32>, %x: tensor<f32>):
    %f = stablehlo.convert %n : (tensor<i32>) -> tensor<f32>
    %d = stablehlo.subtract %f, %x : tensor<f32>
    stablehlo.return %d : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %mixed_e = stablehlo.constant dense<[[0.0, 0.0, 0.0], [5.0, 4.5, -6.0]]> : tensor<2x3xf32>
  stablehlo.custom_call @check.expect_eq(%mixed, %mixed_e) {has_side_effect = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()

  %sp = stablehlo.composite "my.softplus_like" %a {composite_attributes = {beta = 1.0 : f32}, decomposition = @my.softplus_like.impl, version = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %sp_e = stablehlo.constant dense<[[1.31326169, 2.12692801, 3.04858735], [0.313261687, 0.974076984, 0.693147181]]> : tensor<2x3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%sp, %sp_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()

  %rid = stablehlo.replica_id : tensor<ui32>
  %pid = stablehlo.partition_id : tensor<ui32>
  %ids = stablehlo.add %rid, %pid : tensor<ui32>
  %ids_e = stablehlo.constant dense<0> : tensor<ui32>
  stablehlo.custom_call @check.expect_eq(%ids, %ids_e) {has_side_effect = true} : (tensor<ui32>, tensor<ui32>) -> ()

  %n = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  %n_e = stablehlo.constant dense<3> : tensor<i32>
  stablehlo.custom_call @check.expect_eq(%n, %n_e) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
  return
}

func.func private @my.softplus_like.impl(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %e = stablehlo.exponential %x : tensor<2x3xf32>
  %l = stablehlo.log_plus_one %e : tensor<2x3xf32>
  return %l : tensor<2x3xf32>
}
