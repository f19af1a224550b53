// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file \
// RUN:   --strata-hlo-partition-spmd | FileCheck %s

// A 2x2 mesh: the function takes one rank's block of rows and columns; the
// all_reduce over axis "j" becomes a flow collective over the rank pairs
// that differ in j, the all_gather over "i" over those that differ in i.
sdy.mesh @mesh = <["i"=2, "j"=2]>
// CHECK-LABEL: func.func public @blocks(
// CHECK-SAME: %[[X:.*]]: tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK-SAME: strata.spmd = {arguments = {{\[}}[array<i64: 0>, array<i64: 1>]], mesh_axes = ["i", "j"], mesh_shape = array<i64: 2, 2>, results = {{\[}}[array<i64>, array<i64: 1>]]}
// CHECK: %[[S:.*]] = flow.collective.all_reduce %[[X]] {groups = dense<{{\[}}[0, 1], [2, 3]]> : tensor<2x2xi64>, reduction = "sum"}
// CHECK: %[[G:.*]] = flow.collective.all_gather %[[S]] {dim = 0 : i64, groups = dense<{{\[}}[0, 2], [1, 3]]> : tensor<2x2xi64>}
// CHECK: return %[[G]]
// CHECK-NOT: sdy.
func.func public @blocks(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}, {"j"}]>] out_shardings=[<@mesh, [{}, {"j"}]>] manual_axes={"i", "j"} (%l: tensor<2x3xf32>) {
    %s = "stablehlo.all_reduce"(%l) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "j">]>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %g = "stablehlo.all_gather"(%s) <{all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> : (tensor<2x3xf32>) -> tensor<4x3xf32>
    sdy.return %g : tensor<4x3xf32>
  } : (tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// Dense groups, a boolean "sum" (or), a maximum, all_to_all, a permutation
// and a reduce_scatter; an argument the computation does not use keeps its
// global type, whole on every rank.
sdy.mesh @mesh = <["i"=4]>
// CHECK-LABEL: func.func public @kinds(
// CHECK-SAME: %{{.*}}: tensor<2x4xi1>, %{{.*}}: tensor<8x4xf32>, %{{.*}}: tensor<3xf32>)
// CHECK: flow.collective.all_reduce {{.*}}groups = dense<{{\[}}[0, 1], [2, 3]]> : tensor<2x2xi64>, reduction = "or"
// CHECK: flow.collective.all_reduce {{.*}}groups = dense<{{\[}}[0, 1, 2, 3]]> : tensor<1x4xi64>, reduction = "maximum"
// CHECK: flow.collective.all_to_all {{.*}}{concat_dim = 1 : i64, groups = dense<{{\[}}[0, 1, 2, 3]]> : tensor<1x4xi64>, split_dim = 0 : i64} : tensor<8x4xf32> -> tensor<2x16xf32>
// CHECK: flow.collective.permute {{.*}}{pairs = dense<{{\[}}[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}
// CHECK: flow.collective.reduce_scatter {{.*}}{dim = 0 : i64, groups = dense<{{\[}}[0, 1, 2, 3]]> : tensor<1x4xi64>, reduction = "sum"} : tensor<8x4xf32> -> tensor<2x4xf32>
func.func public @kinds(%p: tensor<8x4xi1>, %x: tensor<32x4xf32>, %unused: tensor<3xf32>) -> (tensor<8x4xi1>, tensor<32x4xf32>, tensor<8x16xf32>, tensor<32x4xf32>, tensor<8x4xf32>) {
  %0:5 = sdy.manual_computation(%p, %x) in_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] manual_axes={"i"} (%lp: tensor<2x4xi1>, %lx: tensor<8x4xf32>) {
    %a = "stablehlo.all_reduce"(%lp) <{replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> ({
    ^bb0(%u: tensor<i1>, %v: tensor<i1>):
      %t = stablehlo.add %u, %v : tensor<i1>
      stablehlo.return %t : tensor<i1>
    }) : (tensor<2x4xi1>) -> tensor<2x4xi1>
    %m = "stablehlo.all_reduce"(%lx) <{replica_groups = dense<> : tensor<0x0xi64>}> ({
    ^bb0(%u: tensor<f32>, %v: tensor<f32>):
      %t = stablehlo.maximum %v, %u : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %t = "stablehlo.all_to_all"(%lx) <{split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<8x4xf32>) -> tensor<2x16xf32>
    %q = "stablehlo.collective_permute"(%lx) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %r = "stablehlo.reduce_scatter"(%lx) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
    ^bb0(%u: tensor<f32>, %v: tensor<f32>):
      %w = stablehlo.add %u, %v : tensor<f32>
      stablehlo.return %w : tensor<f32>
    }) : (tensor<8x4xf32>) -> tensor<2x4xf32>
    sdy.return %a, %m, %t, %q, %r : tensor<2x4xi1>, tensor<8x4xf32>, tensor<2x16xf32>, tensor<8x4xf32>, tensor<2x4xf32>
  } : (tensor<8x4xi1>, tensor<32x4xf32>) -> (tensor<8x4xi1>, tensor<32x4xf32>, tensor<8x16xf32>, tensor<32x4xf32>, tensor<8x4xf32>)
  return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<8x4xi1>, tensor<32x4xf32>, tensor<8x16xf32>, tensor<32x4xf32>, tensor<8x4xf32>
}

// -----

// partition_id is the rank (devices in mesh order) at run time.
sdy.mesh @mesh = <["i"=2]>
// CHECK-LABEL: func.func public @rank(
// CHECK: %[[ID:.*]] = flow.collective.partition_id : tensor<ui32>
// CHECK: stablehlo.convert %[[ID]]
func.func public @rank(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%l: tensor<2xf32>) {
    %id = stablehlo.partition_id : tensor<ui32>
    %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %s = stablehlo.add %l, %b : tensor<2xf32>
    sdy.return %s : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// No manual computation (jax.jit with shardings): one global program; the
// hints and annotations go, the computation stays.
sdy.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func public @global(
// CHECK-SAME: %[[X:.*]]: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %[[X]]
// CHECK-NEXT: return %[[T]]
// CHECK-NOT: sdy.
func.func public @global(%x: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %0 = sdy.sharding_constraint %x <@mesh, [{}]> : tensor<8xf32>
  %1 = stablehlo.tanh %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}
