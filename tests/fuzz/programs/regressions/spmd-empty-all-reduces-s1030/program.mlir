module @fuzz attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=4]>
  func.func @main(%g0: tensor<4x9x17x2xbf16>, %g1: tensor<4x1x0x2xbf16>, %g2: tensor<4xui16>) -> (tensor<4x17x2xbf16>, tensor<4x1x2x1xui32>, tensor<4x9x34x2xbf16>, tensor<4x1x0x16xbf16>) {
    %r:4 = sdy.manual_computation(%g0, %g1, %g2) in_shardings=[<@mesh, [{"i"}, {}, {}, {}]>, <@mesh, [{"i"}, {}, {}, {}]>, <@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}, {}, {}]>, <@mesh, [{"i"}, {}, {}, {}]>, <@mesh, [{"i"}, {}, {}, {}]>] manual_axes={"i"} (%l0: tensor<1x9x17x2xbf16>, %l1: tensor<1x1x0x2xbf16>, %l2: tensor<1xui16>) {
      %arg0 = stablehlo.reshape %l0 : (tensor<1x9x17x2xbf16>) -> tensor<9x17x2xbf16>
      %arg1 = stablehlo.reshape %l1 : (tensor<1x1x0x2xbf16>) -> tensor<1x0x2xbf16>
      %arg2 = stablehlo.reshape %l2 : (tensor<1xui16>) -> tensor<ui16>
      %v1 = stablehlo.reverse %arg0, dims = [0, 2] : tensor<9x17x2xbf16>
      %v2 = stablehlo.constant dense<3> : tensor<i64>
      %v3 = stablehlo.constant dense<2> : tensor<i64>
      %v4 = stablehlo.dynamic_update_slice %arg0, %arg1, %v2, %v2, %v3 : (tensor<9x17x2xbf16>, tensor<1x0x2xbf16>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<9x17x2xbf16>
      %v5 = "stablehlo.reduce_scatter"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[1, 0, 3, 2]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
        ^bb0(%ra: tensor<bf16>, %rb: tensor<bf16>):
          %rc = stablehlo.add %ra, %rb : tensor<bf16>
          stablehlo.return %rc : tensor<bf16>
      }) : (tensor<1x0x2xbf16>) -> tensor<1x0x2xbf16>
      %v6 = "stablehlo.all_reduce"(%v5) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<bf16>, %rb: tensor<bf16>):
          %rc = stablehlo.minimum %ra, %rb : tensor<bf16>
          stablehlo.return %rc : tensor<bf16>
      }) : (tensor<1x0x2xbf16>) -> tensor<1x0x2xbf16>
      %v7 = stablehlo.compare GE, %v4, %v4, FLOAT : (tensor<9x17x2xbf16>, tensor<9x17x2xbf16>) -> tensor<9x17x2xi1>
      %v8 = stablehlo.select %v7, %v4, %v4 : tensor<9x17x2xi1>, tensor<9x17x2xbf16>
      %v9 = "stablehlo.all_reduce"(%v5) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<bf16>, %rb: tensor<bf16>):
          %rc = stablehlo.minimum %ra, %rb : tensor<bf16>
          stablehlo.return %rc : tensor<bf16>
      }) : (tensor<1x0x2xbf16>) -> tensor<1x0x2xbf16>
      %v10:1 = "stablehlo.sort"(%v8) ({
        ^bb0(%s0: tensor<bf16>, %s1: tensor<bf16>):
          %sc = stablehlo.compare LT, %s0, %s1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
          stablehlo.return %sc : tensor<i1>
        }) {dimension = 0 : i64, is_stable = true} : (tensor<9x17x2xbf16>) -> (tensor<9x17x2xbf16>)
      %v11 = stablehlo.concatenate %v4, %v8, dim = 0 : (tensor<9x17x2xbf16>, tensor<9x17x2xbf16>) -> tensor<18x17x2xbf16>
      %v12 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<bf16>, %rb: tensor<bf16>):
          %rc = stablehlo.minimum %ra, %rb : tensor<bf16>
          stablehlo.return %rc : tensor<bf16>
      }) : (tensor<1x0x2xbf16>) -> tensor<1x0x2xbf16>
      %v13 = stablehlo.constant dense<0x0000> : tensor<bf16>
      %v14 = stablehlo.reduce(%v11 init: %v13) applies stablehlo.add across dimensions = [0] : (tensor<18x17x2xbf16>, tensor<bf16>) -> tensor<17x2xbf16>
      %v15 = stablehlo.slice %v10#0 [7:9:3, 15:17:1, 0:1:3] : (tensor<9x17x2xbf16>) -> tensor<1x2x1xbf16>
      %v16 = stablehlo.constant dense<0x0000> : tensor<bf16>
      %v17 = stablehlo.constant dense<0x4F40> : tensor<bf16>
      %v18 = stablehlo.clamp %v16, %v15, %v17 : (tensor<bf16>, tensor<1x2x1xbf16>, tensor<bf16>) -> tensor<1x2x1xbf16>
      %v19 = stablehlo.convert %v18 : (tensor<1x2x1xbf16>) -> tensor<1x2x1xui32>
      %v20 = stablehlo.concatenate %v1, %v4, dim = 1 : (tensor<9x17x2xbf16>, tensor<9x17x2xbf16>) -> tensor<9x34x2xbf16>
      %v21 = "stablehlo.all_to_all"(%v12) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<1x0x2xbf16>) -> tensor<1x0x4xbf16>
      %v22 = "stablehlo.all_gather"(%v21) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1x0x4xbf16>) -> tensor<1x0x16xbf16>
      %o0 = stablehlo.reshape %v14 : (tensor<17x2xbf16>) -> tensor<1x17x2xbf16>
      %o1 = stablehlo.reshape %v19 : (tensor<1x2x1xui32>) -> tensor<1x1x2x1xui32>
      %o2 = stablehlo.reshape %v20 : (tensor<9x34x2xbf16>) -> tensor<1x9x34x2xbf16>
      %o3 = stablehlo.reshape %v22 : (tensor<1x0x16xbf16>) -> tensor<1x1x0x16xbf16>
      sdy.return %o0, %o1, %o2, %o3 : tensor<1x17x2xbf16>, tensor<1x1x2x1xui32>, tensor<1x9x34x2xbf16>, tensor<1x1x0x16xbf16>
    } : (tensor<4x9x17x2xbf16>, tensor<4x1x0x2xbf16>, tensor<4xui16>) -> (tensor<4x17x2xbf16>, tensor<4x1x2x1xui32>, tensor<4x9x34x2xbf16>, tensor<4x1x0x16xbf16>)
    return %r#0, %r#1, %r#2, %r#3 : tensor<4x17x2xbf16>, tensor<4x1x2x1xui32>, tensor<4x9x34x2xbf16>, tensor<4x1x0x16xbf16>
  }
}
