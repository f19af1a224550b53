module @fuzz attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=2]>
  func.func @main(%g0: tensor<2x9xf16>, %g1: tensor<2x11xf16>, %g2: tensor<2x9xi1>, %g3: tensor<2x9xf16>) -> (tensor<2x9xi1>, tensor<2xf32>, tensor<2x11xf16>, tensor<2x9xf16>) {
    %r:4 = sdy.manual_computation(%g0, %g1, %g2, %g3) in_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] manual_axes={"i"} (%l0: tensor<1x9xf16>, %l1: tensor<1x11xf16>, %l2: tensor<1x9xi1>, %l3: tensor<1x9xf16>) {
      %arg0 = stablehlo.reshape %l0 : (tensor<1x9xf16>) -> tensor<9xf16>
      %arg1 = stablehlo.reshape %l1 : (tensor<1x11xf16>) -> tensor<11xf16>
      %arg2 = stablehlo.reshape %l2 : (tensor<1x9xi1>) -> tensor<9xi1>
      %arg3 = stablehlo.reshape %l3 : (tensor<1x9xf16>) -> tensor<9xf16>
      %v1 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<f16>, %rb: tensor<f16>):
          %rc = stablehlo.add %ra, %rb : tensor<f16>
          stablehlo.return %rc : tensor<f16>
      }) : (tensor<9xf16>) -> tensor<9xf16>
      %v2 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<f16>, %rb: tensor<f16>):
          %rc = stablehlo.add %ra, %rb : tensor<f16>
          stablehlo.return %rc : tensor<f16>
      }) : (tensor<9xf16>) -> tensor<9xf16>
      %v3 = "stablehlo.all_reduce"(%v2) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<f16>, %rb: tensor<f16>):
          %rc = stablehlo.maximum %ra, %rb : tensor<f16>
          stablehlo.return %rc : tensor<f16>
      }) : (tensor<9xf16>) -> tensor<9xf16>
      %v4 = "stablehlo.all_reduce"(%v2) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
        ^bb0(%ra: tensor<f16>, %rb: tensor<f16>):
          %rc = stablehlo.maximum %ra, %rb : tensor<f16>
          stablehlo.return %rc : tensor<f16>
      }) : (tensor<9xf16>) -> tensor<9xf16>
      %v5 = stablehlo.concatenate %v3, %v3, dim = 0 : (tensor<9xf16>, tensor<9xf16>) -> tensor<18xf16>
      %v6 = stablehlo.dot_general %v5, %v5, contracting_dims = [0] x [0] : (tensor<18xf16>, tensor<18xf16>) -> tensor<f32>
      %o0 = stablehlo.reshape %arg2 : (tensor<9xi1>) -> tensor<1x9xi1>
      %o1 = stablehlo.reshape %v6 : (tensor<f32>) -> tensor<1xf32>
      %o2 = stablehlo.reshape %arg1 : (tensor<11xf16>) -> tensor<1x11xf16>
      %o3 = stablehlo.reshape %arg0 : (tensor<9xf16>) -> tensor<1x9xf16>
      sdy.return %o0, %o1, %o2, %o3 : tensor<1x9xi1>, tensor<1xf32>, tensor<1x11xf16>, tensor<1x9xf16>
    } : (tensor<2x9xf16>, tensor<2x11xf16>, tensor<2x9xi1>, tensor<2x9xf16>) -> (tensor<2x9xi1>, tensor<2xf32>, tensor<2x11xf16>, tensor<2x9xf16>)
    return %r#0, %r#1, %r#2, %r#3 : tensor<2x9xi1>, tensor<2xf32>, tensor<2x11xf16>, tensor<2x9xf16>
  }
}
