module @fuzz attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=2]>
  func.func @main(%g0: tensor<2x2x1x4xui16>) -> (tensor<2x2x1x4xui16>) {
    %r = sdy.manual_computation(%g0) in_shardings=[<@mesh, [{"i"}, {}, {}, {}]>] out_shardings=[<@mesh, [{"i"}, {}, {}, {}]>] manual_axes={"i"} (%l0: tensor<1x2x1x4xui16>) {
      %arg0 = stablehlo.reshape %l0 : (tensor<1x2x1x4xui16>) -> tensor<2x1x4xui16>
      %v1 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<ui16>, %rb: tensor<ui16>):
          %rc = stablehlo.maximum %ra, %rb : tensor<ui16>
          stablehlo.return %rc : tensor<ui16>
      }) : (tensor<2x1x4xui16>) -> tensor<2x1x4xui16>
      %o0 = stablehlo.reshape %v1 : (tensor<2x1x4xui16>) -> tensor<1x2x1x4xui16>
      sdy.return %o0 : tensor<1x2x1x4xui16>
    } : (tensor<2x2x1x4xui16>) -> (tensor<2x2x1x4xui16>)
    return %r : tensor<2x2x1x4xui16>
  }
}
