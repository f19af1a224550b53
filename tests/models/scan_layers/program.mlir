module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x256xf32>, %arg1: tensor<6x256x256xf32>, %arg2: tensor<6x256xf32>) -> (tensor<128x256xf32> {jax.result_info = "result[0]"}, tensor<6x128xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg2, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %0) : tensor<6x256x256xf32>, tensor<6x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<6x128xf32>
    cond {
      %c_4 = stablehlo.constant dense<6> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<6x256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
      %3 = func.call @dynamic_index_in_dim_0(%iterArg_0, %iterArg_1) : (tensor<6x256xf32>, tensor<i32>) -> tensor<256xf32>
      %4 = stablehlo.dot_general %iterArg_2, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
      %5 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
      %7 = stablehlo.add %4, %6 : tensor<128x256xf32>
      %8 = stablehlo.multiply %7, %7 : tensor<128x256xf32>
      %9 = stablehlo.multiply %8, %7 : tensor<128x256xf32>
      %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      %11 = stablehlo.multiply %10, %9 : tensor<128x256xf32>
      %12 = stablehlo.add %7, %11 : tensor<128x256xf32>
      %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      %14 = stablehlo.multiply %13, %12 : tensor<128x256xf32>
      %15 = stablehlo.tanh %14 : tensor<128x256xf32>
      %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      %17 = stablehlo.add %16, %15 : tensor<128x256xf32>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      %19 = stablehlo.multiply %18, %17 : tensor<128x256xf32>
      %20 = stablehlo.multiply %7, %19 : tensor<128x256xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.reduce(%20 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<f32>
      %cst_9 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
      %22 = stablehlo.divide %21, %cst_9 : tensor<f32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.compare GT, %22, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.negate %20 : tensor<128x256xf32>
      %25 = func.call @_where(%23, %20, %24) : (tensor<i1>, tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %26 = stablehlo.reduce(%25 init: %cst_11) applies stablehlo.maximum across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
      %27 = func.call @dynamic_update_index_in_dim(%iterArg_3, %26, %iterArg_1) : (tensor<6x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<6x128xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_1, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %28, %25, %27 : tensor<6x256x256xf32>, tensor<6x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<6x128xf32>
    }
    return %1#3, %1#4 : tensor<128x256xf32>, tensor<6x128xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x256x256xf32>, %arg1: tensor<i32>) -> tensor<256x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 256] : (tensor<6x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<6x256xf32>, %arg1: tensor<i32>) -> tensor<256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 256] : (tensor<6x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256xf32>) -> tensor<256xf32>
    return %1 : tensor<256xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<128x256xf32>, %arg2: tensor<128x256xf32>) -> tensor<128x256xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<128x256xf32>
    return %0 : tensor<128x256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<i32>) -> tensor<6x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<6x128xf32>
    return %1 : tensor<6x128xf32>
  }
}
