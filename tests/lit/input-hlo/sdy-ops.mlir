// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s | \
// RUN:   strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so | FileCheck %s

// Shardy meshes, shardings and manual computations, and the StableHLO
// collectives, in the syntax JAX prints: they parse, verify and print back
// the same way.

// CHECK: sdy.mesh @mesh = <["i"=4]> {stablehlo.mesh = {axes = [{name = "i", size = 4 : i64}]}}
// CHECK: sdy.mesh @mesh2d = <["data"=2, "model"=2], device_ids=[3, 2, 1, 0]>
sdy.mesh @mesh = <["i"=4]> {stablehlo.mesh = {axes = [{name = "i", size = 4 : i64}]}}
sdy.mesh @mesh2d = <["data"=2, "model"=2], device_ids=[3, 2, 1, 0]>

// CHECK-LABEL: func.func public @shardings(
//  CHECK-SAME:   sdy.sharding = #sdy.sharding<@mesh2d, [{"data", "model"}, {}]>
//  CHECK-SAME:   sdy.sharding = #sdy.sharding<@mesh2d, [{"data", ?}p1, {?}], replicated={"model"}>
func.func public @shardings(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh2d, [{"data", "model"}, {}]>})
    -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh2d, [{"data", ?}p1, {?}], replicated={"model"}>}) {
  return %a : tensor<8x4xf32>
}

// CHECK-LABEL: func.func public @collectives(
//       CHECK:   sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{}, {}]>] manual_axes={"i"} (%[[X:.+]]: tensor<2x16xf32>) {
//       CHECK:     "stablehlo.all_reduce"(%[[X]]) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}>
//       CHECK:     "stablehlo.all_reduce"(%[[X]]) <{replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>}>
//       CHECK:     "stablehlo.all_gather"(%[[X]]) <{all_gather_dim = 0 : i64, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x16xf32>) -> tensor<8x16xf32>
//       CHECK:     "stablehlo.reduce_scatter"(%[[X]]) <{replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64}>
//       CHECK:     "stablehlo.all_to_all"(%[[X]]) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<2x16xf32>) -> tensor<8x4xf32>
//       CHECK:     "stablehlo.collective_permute"(%[[X]]) <{source_target_pairs = dense<{{\[\[}}0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}>
//       CHECK:     sdy.return %{{.+}}, %{{.+}} : tensor<2x16xf32>, tensor<8x16xf32>
//       CHECK:   } : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
func.func public @collectives(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{}, {}]>] manual_axes={"i"} (%x: tensor<2x16xf32>) {
    %1 = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %2 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %3 = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x16xf32>) -> tensor<8x16xf32>
    %4 = "stablehlo.reduce_scatter"(%x) <{scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<2x16xf32>) -> tensor<8x4xf32>
    %6 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %7 = stablehlo.add %1, %2 : tensor<2x16xf32>
    sdy.return %7, %3 : tensor<2x16xf32>, tensor<8x16xf32>
  } : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
  return %0#0, %0#1 : tensor<8x16xf32>, tensor<8x16xf32>
}

// Sharding hints of jax.jit programs (no manual computation).
// CHECK-LABEL: func.func @hints
// CHECK: sdy.sharding_constraint %{{.*}} <@mesh, [{"i"}, {}]> : tensor<8x4xf32>
// CHECK: sdy.reshard %{{.*}} <@mesh, [{}, {"i"}]> : tensor<8x4xf32>
func.func @hints(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = sdy.sharding_constraint %x <@mesh, [{"i"}, {}]> : tensor<8x4xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {"i"}]> : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// Sharding rules JAX attaches to custom calls (LAPACK's): compound factors,
// scalar results, factor kinds and `custom` print back unchanged.
// CHECK-LABEL: func.func @sharding_rules(
//       CHECK:   sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>
//       CHECK:   sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([i, j, k]) {i=2, j=4, k=8}, reduction={k}, need_replication={i, j}>
//       CHECK:   sdy.sharding_rule = #sdy.op_sharding_rule<([z_1, z_2])->([z_1z_2]) {z_1=3, z_2=5}>
func.func @sharding_rules(%a: tensor<5x5xf32>, %b: tensor<8x8xf32>, %c: tensor<3x5xf32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)
  %1 = stablehlo.custom_call @foo(%b) {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([i, j, k]) {i=2, j=4, k=8}, reduction={k}, need_replication={i, j}>} : (tensor<8x8xf32>) -> tensor<2x4x8xf32>
  %2 = stablehlo.custom_call @bar(%c) {sdy.sharding_rule = #sdy.op_sharding_rule<([z_1, z_2])->([z_1z_2]) {z_1=3, z_2=5}>} : (tensor<3x5xf32>) -> tensor<15xf32>
  return
}
