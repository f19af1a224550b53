module @fuzz attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=4]>
  func.func @main(%g0: tensor<4xui8>) -> (tensor<4xui8>, tensor<4xui8>, tensor<4xi8>, tensor<4xui8>) {
    %r:4 = sdy.manual_computation(%g0) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>, <@mesh, [{"i"}]>, <@mesh, [{"i"}]>, <@mesh, [{"i"}]>] manual_axes={"i"} (%l0: tensor<1xui8>) {
      %arg0 = stablehlo.reshape %l0 : (tensor<1xui8>) -> tensor<ui8>
      %v1 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<ui8>, %rb: tensor<ui8>):
          %rc = stablehlo.multiply %ra, %rb : tensor<ui8>
          stablehlo.return %rc : tensor<ui8>
      }) : (tensor<ui8>) -> tensor<ui8>
      %v2 = stablehlo.compare GE, %v1, %v1, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %v3 = stablehlo.select %v2, %v1, %v1 : tensor<i1>, tensor<ui8>
      %v4 = "stablehlo.all_reduce"(%v1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<ui8>, %rb: tensor<ui8>):
          %rc = stablehlo.multiply %ra, %rb : tensor<ui8>
          stablehlo.return %rc : tensor<ui8>
      }) : (tensor<ui8>) -> tensor<ui8>
      %v5 = stablehlo.constant dense<2> : tensor<ui8>
      %v6 = stablehlo.constant dense<15> : tensor<ui8>
      %v7 = stablehlo.and %v5, %v6 : tensor<ui8>
      %v8 = stablehlo.shift_left %v3, %v7 : tensor<ui8>
      %v9 = "stablehlo.all_reduce"(%v5) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[1, 0, 3, 2]]> : tensor<1x4xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<ui8>, %rb: tensor<ui8>):
          %rc = stablehlo.xor %ra, %rb : tensor<ui8>
          stablehlo.return %rc : tensor<ui8>
      }) : (tensor<ui8>) -> tensor<ui8>
      %v10 = stablehlo.or %v2, %v2 : tensor<i1>
      %v11 = "stablehlo.collective_permute"(%v5) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [2, 3], [3, 2]]> : tensor<4x2xi64>}> : (tensor<ui8>) -> tensor<ui8>
      %v12 = stablehlo.or %v10, %v2 : tensor<i1>
      %v13 = stablehlo.compare GE, %v11, %v1, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %v14 = stablehlo.select %v13, %v11, %v1 : tensor<i1>, tensor<ui8>
      %v15 = "stablehlo.all_reduce"(%v2) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[1, 0, 3, 2]]> : tensor<1x4xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<i1>, %rb: tensor<i1>):
          %rc = stablehlo.or %ra, %rb : tensor<i1>
          stablehlo.return %rc : tensor<i1>
      }) : (tensor<i1>) -> tensor<i1>
      %v16 = stablehlo.popcnt %arg0 : tensor<ui8>
      %v17 = stablehlo.or %v1, %v3 : tensor<ui8>
      %v18 = "stablehlo.collective_permute"(%v3) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [2, 3]]> : tensor<3x2xi64>}> : (tensor<ui8>) -> tensor<ui8>
      %v19 = stablehlo.bitcast_convert %v17 : (tensor<ui8>) -> tensor<i8>
      %v20 = "stablehlo.collective_permute"(%v17) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<ui8>) -> tensor<ui8>
      %o0 = stablehlo.reshape %v16 : (tensor<ui8>) -> tensor<1xui8>
      %o1 = stablehlo.reshape %v18 : (tensor<ui8>) -> tensor<1xui8>
      %o2 = stablehlo.reshape %v19 : (tensor<i8>) -> tensor<1xi8>
      %o3 = stablehlo.reshape %v20 : (tensor<ui8>) -> tensor<1xui8>
      sdy.return %o0, %o1, %o2, %o3 : tensor<1xui8>, tensor<1xui8>, tensor<1xi8>, tensor<1xui8>
    } : (tensor<4xui8>) -> (tensor<4xui8>, tensor<4xui8>, tensor<4xi8>, tensor<4xui8>)
    return %r#0, %r#1, %r#2, %r#3 : tensor<4xui8>, tensor<4xui8>, tensor<4xi8>, tensor<4xui8>
  }
}
