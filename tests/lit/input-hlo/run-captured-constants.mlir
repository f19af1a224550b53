// Region bodies that use constants of the enclosing function, as JAX's
// constant cache writes them (one constant shared by the function and its
// reduction bodies; StableHLO allows it): reduce_window, reduce and map keep
// their bodies isolated in input-hlo, so such programs failed to parse
// ("using value defined outside the region"). Parsing now clones the captured
// constants into the bodies. The reduce_window is JAX's jvp of a max pool (the
// tangent of the larger element; ties split by the captured 0.5):
// x = [1 3 2 2], t = [10 20 30 40], windows of 2 -> max [3 2], tangent [20 35];
// reduce: sum of 2 * x = 16; map: x * 2 + 0.5.
// DEFINE: %{args} = --input="4xf32=1 3 2 2" --input="4xf32=10 20 30 40" --expected_output="2xf32=3 2" --expected_output="2xf32=20 35" --expected_output="f32=16" --expected_output="4xf32=2.5 6.5 4.5 4.5"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan %{args} | FileCheck %s %}
// The same captures arriving as a portable artifact (JAX's lax_test
// testReduceWindowCustomSameAsMonoid through the PJRT plugin).
// RUN: strata-opt --strata-hlo-legalize-vhlo %S/Inputs/reduce_window_captured_constants.mlirbc | FileCheck %s --check-prefix=VHLO
// RUN: strata-compile %S/Inputs/reduce_window_captured_constants.mlirbc --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.vhlo.smod
// CHECK-COUNT-4: [SUCCESS]
// VHLO: stablehlo.reduce_window
// VHLO: ^bb0(
// VHLO: stablehlo.constant dense<1.000000e+00>
// VHLO: stablehlo.select
func.func @main(%x: tensor<4xf32>, %t: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<f32>, tensor<4xf32>) {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %half = stablehlo.constant dense<0.5> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m:2 = "stablehlo.reduce_window"(%x, %t, %ninf, %zero) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %ta: tensor<f32>, %b: tensor<f32>, %tb: tensor<f32>):
    %max = stablehlo.maximum %a, %b : tensor<f32>
    %agt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %aeq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %wtie = stablehlo.select %aeq, %half, %zero : tensor<i1>, tensor<f32>
    %wa = stablehlo.select %agt, %one, %wtie : tensor<i1>, tensor<f32>
    %bgt = stablehlo.compare GT, %b, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %wb = stablehlo.select %bgt, %one, %wtie : tensor<i1>, tensor<f32>
    %pa = stablehlo.multiply %ta, %wa : tensor<f32>
    %pb = stablehlo.multiply %tb, %wb : tensor<f32>
    %tan = stablehlo.add %pa, %pb : tensor<f32>
    stablehlo.return %max, %tan : tensor<f32>, tensor<f32>
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  %s = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%acc: tensor<f32>, %e: tensor<f32>) {
    %e2 = stablehlo.multiply %e, %two : tensor<f32>
    %sum = stablehlo.add %acc, %e2 : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }
  %mapped = "stablehlo.map"(%x) <{dimensions = array<i64: 0>}> ({
  ^bb0(%e: tensor<f32>):
    %e2 = stablehlo.multiply %e, %two : tensor<f32>
    %r = stablehlo.add %e2, %half : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %m#0, %m#1, %s, %mapped : tensor<2xf32>, tensor<2xf32>, tensor<f32>, tensor<4xf32>
}
