// collective_broadcast over dense groups {2, 0} and {1, 3} of a 4-device
// mesh: each group's first device's rows go to the whole group.
module @broadcast attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=4]>
  func.func public @main(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg1: tensor<1x2xf32>) {
      %1 = "stablehlo.collective_broadcast"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[2, 0], [1, 3]]> : tensor<2x2xi64>}> : (tensor<1x2xf32>) -> tensor<1x2xf32>
      sdy.return %1 : tensor<1x2xf32>
    } : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %0 : tensor<4x2xf32>
  }
}
