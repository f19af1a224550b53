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
func.func public @in_control_flow(%x: tensor<4xf32>, %c: tensor<i1>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%x, %c) in_shardings=[<@mesh, [{"i"}]>, <@mesh, []>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%l: tensor<2xf32>, %p: tensor<i1>) {
    %r = "stablehlo.if"(%p) ({
      // expected-error @+1 {{inside 'stablehlo.if' cannot be emulated on one device (collectives in control flow are not supported yet)}}
      %s = "stablehlo.all_reduce"(%l) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      stablehlo.return %s : tensor<2xf32>
    }, {
      stablehlo.return %l : tensor<2xf32>
    }) : (tensor<i1>) -> tensor<2xf32>
    sdy.return %r : tensor<2xf32>
  } : (tensor<4xf32>, tensor<i1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
