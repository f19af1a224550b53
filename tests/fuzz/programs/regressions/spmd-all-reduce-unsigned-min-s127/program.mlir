module @fuzz attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=2]>
  func.func @main(%g0: tensor<2x8xui32>) -> (tensor<2xui32>) {
    %r = sdy.manual_computation(%g0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%l0: tensor<1x8xui32>) {
      %arg0 = stablehlo.reshape %l0 : (tensor<1x8xui32>) -> tensor<8xui32>
      %v1 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<ui32>, %rb: tensor<ui32>):
          %rc = stablehlo.minimum %ra, %rb : tensor<ui32>
          stablehlo.return %rc : tensor<ui32>
      }) : (tensor<8xui32>) -> tensor<8xui32>
      %v2 = "stablehlo.all_to_all"(%v1) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<8xui32>) -> tensor<8xui32>
      %v3 = stablehlo.constant dense<1> : tensor<ui32>
      %v4 = stablehlo.reduce(%v2 init: %v3) applies stablehlo.multiply across dimensions = [0] : (tensor<8xui32>, tensor<ui32>) -> tensor<ui32>
      %o0 = stablehlo.reshape %v4 : (tensor<ui32>) -> tensor<1xui32>
      sdy.return %o0 : tensor<1xui32>
    } : (tensor<2x8xui32>) -> (tensor<2xui32>)
    return %r : tensor<2xui32>
  }
}
