// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file \
// RUN:   --strata-hlo-emulate-spmd | FileCheck %s

// A manual computation over a 2-device mesh: the operand's two row blocks
// are sliced out, the body cloned per device, the all_reduce folded over
// the group with stablehlo.map of its body; the replicated result is
// device 0's value, the row-sharded one the concatenation of both.

// CHECK-LABEL: func.func public @all_reduce(
//  CHECK-SAME:     %[[X:.+]]: tensor<4x3xf32>)
//   CHECK-NOT:   sdy.
//       CHECK:   %[[A:.+]] = stablehlo.slice %[[X]] [0:2, 0:3]
//       CHECK:   %[[B:.+]] = stablehlo.slice %[[X]] [2:4, 0:3]
//       CHECK:   %[[SUM:.+]] = "stablehlo.map"(%[[A]], %[[B]])
//       CHECK:     stablehlo.add
//       CHECK:   %[[T0:.+]] = stablehlo.multiply %[[SUM]]
//       CHECK:   %[[T1:.+]] = stablehlo.multiply %[[SUM]]
//       CHECK:   %[[ROWS:.+]] = stablehlo.concatenate %[[T0]], %[[T1]], dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
//       CHECK:   return %[[SUM]], %[[ROWS]]
sdy.mesh @mesh = <["i"=2]>
func.func public @all_reduce(%x: tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<4x3xf32>) {
  %0:2 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"i"}, {}]>] manual_axes={"i"} (%l: tensor<2x3xf32>) {
    %s = "stablehlo.all_reduce"(%l) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "i">]>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %m = stablehlo.multiply %s, %s : tensor<2x3xf32>
    sdy.return %s, %m : tensor<2x3xf32>, tensor<2x3xf32>
  } : (tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<4x3xf32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<4x3xf32>
}

// -----

// A 2x2 mesh: an all_gather over "j" (groups {0, 1} and {2, 3}), a
// collective_permute (device 1 has no source: zeros), partition_id per
// device, and a result sharded over both axes on one dim ("i" major).

// CHECK-LABEL: func.func public @mesh2d(
//       CHECK:   %[[S0:.+]] = stablehlo.slice %arg0 [0:1]
//       CHECK:   %[[S1:.+]] = stablehlo.slice %arg0 [1:2]
//       CHECK:   %[[S2:.+]] = stablehlo.slice %arg0 [2:3]
//       CHECK:   %[[S3:.+]] = stablehlo.slice %arg0 [3:4]
//       CHECK:   %[[G01:.+]] = stablehlo.concatenate %[[S0]], %[[S1]], dim = 0
//       CHECK:   %[[G23:.+]] = stablehlo.concatenate %[[S2]], %[[S3]], dim = 0
//       CHECK:   %[[ZERO:.+]] = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
//       CHECK:   %[[ID3:.+]] = stablehlo.constant dense<3> : tensor<ui32>
//   CHECK-NOT:   partition_id
//       CHECK:   stablehlo.broadcast_in_dim %[[ID3]]
//       CHECK:   %[[GATHERED:.+]] = stablehlo.concatenate %[[G01]], %[[G23]], dim = 0
//       CHECK:   %[[PERMUTED:.+]] = stablehlo.concatenate %[[S3]], %[[ZERO]], %[[S0]], %[[S2]], dim = 0
//       CHECK:   return %[[GATHERED]], %[[PERMUTED]]
sdy.mesh @grid = <["i"=2, "j"=2]>
func.func public @mesh2d(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xui32>) {
  %0:3 = sdy.manual_computation(%x) in_shardings=[<@grid, [{"i", "j"}]>] out_shardings=[<@grid, [{"i"}]>, <@grid, [{"i", "j"}]>, <@grid, [{"i", "j"}]>] manual_axes={"i", "j"} (%l: tensor<1xf32>) {
    %g = "stablehlo.all_gather"(%l) <{all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @grid, axes = [#stablehlo.axis_ref<name = "j">]>}> : (tensor<1xf32>) -> tensor<2xf32>
    %p = "stablehlo.collective_permute"(%l) <{source_target_pairs = dense<[[0, 2], [2, 3], [3, 0]]> : tensor<3x2xi64>}> : (tensor<1xf32>) -> tensor<1xf32>
    %id = stablehlo.partition_id : tensor<ui32>
    %ids = stablehlo.broadcast_in_dim %id, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    sdy.return %g, %p, %ids : tensor<2xf32>, tensor<1xf32>, tensor<1xui32>
  } : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xui32>)
  return %0#0, %0#1, %0#2 : tensor<4xf32>, tensor<4xf32>, tensor<4xui32>
}

// -----

// A loop around a collective runs once for both devices: it carries device
// 0's values then device 1's; the condition is device 0's (the devices of an
// SPMD program agree on it); the all_reduce inside folds both devices'
// values as at top level.
sdy.mesh @mesh = <["i"=2]>
// CHECK-LABEL: func.func public @loop_psum
// CHECK: %[[X0:.+]] = stablehlo.slice %arg0 [0:2]
// CHECK: %[[X1:.+]] = stablehlo.slice %arg0 [2:4]
// CHECK: %[[R:.+]]:4 = stablehlo.while(%[[I0:.+]] = %{{.+}}, %[[V0:.+]] = %[[X0]], %[[I1:.+]] = %{{.+}}, %[[V1:.+]] = %[[X1]])
// CHECK: stablehlo.compare LT, %[[I0]]
// CHECK: stablehlo.compare LT, %[[I1]]
// CHECK: stablehlo.return %{{.+}} : tensor<i1>
// CHECK: } do {
// CHECK: %[[S:.+]] = "stablehlo.map"(%[[V0]], %[[V1]])
// CHECK: stablehlo.return %{{.+}}, %[[S]], %{{.+}}, %[[S]]
// CHECK: stablehlo.concatenate %[[R]]#1, %[[R]]#3, dim = 0
func.func public @loop_psum(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%l: tensor<2xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%it = %c0, %v = %l) : tensor<i32>, tensor<2xf32>
     cond {
      %three = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %it, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %s = "stablehlo.all_reduce"(%v) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %it, %one : tensor<i32>
      stablehlo.return %n, %s : tensor<i32>, tensor<2xf32>
    }
    sdy.return %r#1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
