// XLA's Shardy round-trip form (what JAX's serializer writes for PJRT
// plugins and portable artifacts) becomes sdy ops again.
// RUN: strata-opt --strata-hlo-import-sdy-round-trip --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: module @round_trip
// CHECK-NOT: xla.sdy.meshes
// CHECK: sdy.mesh @mesh = <["i"=2, "j"=2]>
// CHECK: func.func public @main(%arg0: tensor<4x6xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, %arg1: tensor<6xf32>)
// CHECK-SAME: -> (tensor<4x6xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>})
// CHECK: %[[R:.*]]:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{}]>] manual_axes={"i"} (%[[A:.*]]: tensor<2x6xf32>, %[[B:.*]]: tensor<6xf32>) {
// CHECK: %[[S:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [1]
// CHECK: %[[T:.*]] = stablehlo.add %[[A]], %[[S]]
// CHECK: sdy.return %[[T]], %[[B]] : tensor<2x6xf32>, tensor<6xf32>
// CHECK: } : (tensor<4x6xf32>, tensor<6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>)
// CHECK: return %[[R]]#0
// CHECK-NOT: xla.sdy
// CHECK-NOT: manual_computation_body
module @round_trip attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22i\22=2, \22j\22=2]>}"}} {
  func.func public @main(%arg0: tensor<4x6xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22i\22}, {}]>"}, mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg1: tensor<6xf32>) -> (tensor<4x6xf32> {jax.result_info = "result"}) {
    %0:2 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0, %arg1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}]>, <@mesh, [{}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22i\22}>"}} : (tensor<4x6xf32>, tensor<6xf32>) -> (tensor<2x6xf32>, tensor<6xf32>)
    %1:2 = call @xla.sdy.manual_computation_body(%0#0, %0#1) {mhlo.frontend_attributes = {inlineable = "xla_late"}} : (tensor<2x6xf32>, tensor<6xf32>) -> (tensor<2x6xf32>, tensor<6xf32>)
    %2:2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1#0, %1#1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22i\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}]>, <@mesh, [{}]>]>"}} : (tensor<2x6xf32>, tensor<6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>)
    %3 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%2#0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}]>]>"}} : (tensor<4x6xf32>) -> tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func @xla.sdy.manual_computation_body(%arg0: tensor<2x6xf32>, %arg1: tensor<6xf32>) -> (tensor<2x6xf32>, tensor<6xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<2x6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x6xf32>
    return %1, %arg1 : tensor<2x6xf32>, tensor<6xf32>
  }
}

// -----

module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{expected '#sdy.sharding_per_value<[...]>', got '#sdy.sharding<@mesh, [{}]>'}}
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding<@mesh, [{}]>", xla.sdy.manual_axes = "#sdy<manual_axes{}>"}} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = call @xla.sdy.manual_computation_body(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) {mhlo.frontend_attributes = {xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{}>"}} : (tensor<4xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func @xla.sdy.manual_computation_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}

// -----

module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{expected the operands of a manual computation body to be the results of one xla.sdy.GlobalToLocalShape}}
    %1 = call @xla.sdy.manual_computation_body(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func @xla.sdy.manual_computation_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
