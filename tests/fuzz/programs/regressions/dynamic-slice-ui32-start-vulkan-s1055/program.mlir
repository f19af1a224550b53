module @fuzz attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=4]>
  func.func @main(%g0: tensor<4xui32>, %g1: tensor<4x2xi32>) -> (tensor<4x1xi32>) {
    %r = sdy.manual_computation(%g0, %g1) in_shardings=[<@mesh, [{"i"}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%l0: tensor<1xui32>, %l1: tensor<1x2xi32>) {
      %arg0 = stablehlo.reshape %l0 : (tensor<1xui32>) -> tensor<ui32>
      %arg1 = stablehlo.reshape %l1 : (tensor<1x2xi32>) -> tensor<2xi32>
      %v1 = stablehlo.dynamic_slice %arg1, %arg0, sizes = [1] : (tensor<2xi32>, tensor<ui32>) -> tensor<1xi32>
      %o0 = stablehlo.reshape %v1 : (tensor<1xi32>) -> tensor<1x1xi32>
      sdy.return %o0 : tensor<1x1xi32>
    } : (tensor<4xui32>, tensor<4x2xi32>) -> (tensor<4x1xi32>)
    return %r : tensor<4x1xi32>
  }
}
