// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file \
// RUN:   --strata-hlo-emulate-spmd --verify-diagnostics

sdy.mesh @mesh = <["i"=2, "j"=2]>
func.func public @partial(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{is manual over ["i"] of mesh @mesh's 2 axes; partially manual computations are not supported}}
  %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%l: tensor<2xf32>) {
    sdy.return %l : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["i"=2]>
func.func public @in_map(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%l: tensor<2xf32>) {
    %r = "stablehlo.map"(%l) <{dimensions = array<i64: 0>}> ({
    ^bb0(%e: tensor<f32>):
      // expected-error @+1 {{inside 'stablehlo.map' cannot be emulated on one device; collectives run in the manual computation's body or in while/if/case regions there}}
      %s = "stablehlo.all_reduce"(%e) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %r : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

