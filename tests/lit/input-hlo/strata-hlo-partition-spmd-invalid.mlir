// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file \
// RUN:   --strata-hlo-partition-spmd --verify-diagnostics

sdy.mesh @mesh = <["i"=2]>
func.func public @outside(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{computes on global arrays outside the sdy.manual_computation}}
  %y = stablehlo.add %x, %x : tensor<4xf32>
  %0 = sdy.manual_computation(%y) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%l: tensor<2xf32>) {
    sdy.return %l : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["i"=4]>
func.func public @uneven(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%l: tensor<2xf32>) {
    // expected-error @+1 {{has replica groups of different sizes; only equal groups run across ranks}}
    %s = "stablehlo.all_reduce"(%l) <{replica_groups = dense<[[0, 1, 2], [3, -1, -1]]> : tensor<2x3xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %s : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["i"=2]>
func.func public @body(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%l: tensor<2xf32>) {
    // expected-error @+1 {{has a reduction body other than one add, multiply, minimum, maximum, and, or or xor of its two arguments}}
    %s = "stablehlo.all_reduce"(%l) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = stablehlo.subtract %a, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %s : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

