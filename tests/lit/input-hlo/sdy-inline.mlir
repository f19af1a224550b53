// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --inline | FileCheck %s

// JAX calls its helpers (jnp.remainder, _where) from inside shard_map bodies
// too: the calls inline into manual_computation regions, so no call of a
// private function is left for the host program (a psum'd switch index
// computed by @remainder was refused before).

sdy.mesh @mesh = <["i"=4]>

// CHECK-LABEL: func.func public @main(
//       CHECK:   sdy.manual_computation
//       CHECK:     stablehlo.remainder
//   CHECK-NOT:     call
//       CHECK:     sdy.return
//   CHECK-NOT: func.func private @remainder
func.func public @main(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%x: tensor<2xi32>) {
    %c = stablehlo.constant dense<3> : tensor<2xi32>
    %1 = func.call @remainder(%x, %c) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    sdy.return %1 : tensor<2xi32>
  } : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @remainder(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.remainder %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}
