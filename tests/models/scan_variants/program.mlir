module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x5xf32>, %arg1: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<7x5xf32> {jax.result_info = "result[3]"}, tensor<7xf32> {jax.result_info = "result[4]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<7x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [1:7, 0:5] : (tensor<7x5xf32>) -> tensor<6x5xf32>
    %2 = stablehlo.reshape %1 : (tensor<6x5xf32>) -> tensor<3x2x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %2, %iterArg_10 = %c_0, %iterArg_11 = %arg1, %iterArg_12 = %c, %iterArg_13 = %3) : tensor<3x2x5xf32>, tensor<i32>, tensor<5xf32>, tensor<i32>, tensor<3x2xf32>
    cond {
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %40 = stablehlo.compare LT, %iterArg_10, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %40 : tensor<i1>
    } do {
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %40 = stablehlo.subtract %c_14, %iterArg_10 : tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %41 = stablehlo.subtract %40, %c_15 : tensor<i32>
      %42 = func.call @dynamic_index_in_dim(%iterArg, %41) : (tensor<3x2x5xf32>, tensor<i32>) -> tensor<2x5xf32>
      %43 = stablehlo.slice %42 [1:2, 0:5] : (tensor<2x5xf32>) -> tensor<1x5xf32>
      %44 = stablehlo.reshape %43 : (tensor<1x5xf32>) -> tensor<5xf32>
      %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %46 = stablehlo.multiply %iterArg_11, %45 : tensor<5xf32>
      %47 = stablehlo.add %46, %44 : tensor<5xf32>
      %48 = stablehlo.tanh %47 : tensor<5xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_12, %c_17 : tensor<i32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %50 = stablehlo.reduce(%48 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      %51 = stablehlo.convert %iterArg_12 : (tensor<i32>) -> tensor<f32>
      %52 = stablehlo.multiply %50, %51 : tensor<f32>
      %53 = stablehlo.slice %42 [0:1, 0:5] : (tensor<2x5xf32>) -> tensor<1x5xf32>
      %54 = stablehlo.reshape %53 : (tensor<1x5xf32>) -> tensor<5xf32>
      %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %56 = stablehlo.multiply %48, %55 : tensor<5xf32>
      %57 = stablehlo.add %56, %54 : tensor<5xf32>
      %58 = stablehlo.tanh %57 : tensor<5xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %49, %c_20 : tensor<i32>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %60 = stablehlo.reduce(%58 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      %61 = stablehlo.convert %49 : (tensor<i32>) -> tensor<f32>
      %62 = stablehlo.multiply %60, %61 : tensor<f32>
      %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %64 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %65 = stablehlo.concatenate %63, %64, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %66 = func.call @dynamic_update_index_in_dim(%iterArg_13, %65, %41) : (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<3x2xf32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %67 = stablehlo.add %iterArg_10, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %67, %58, %59, %66 : tensor<3x2x5xf32>, tensor<i32>, tensor<5xf32>, tensor<i32>, tensor<3x2xf32>
    }
    %5 = stablehlo.reshape %4#4 : (tensor<3x2xf32>) -> tensor<6xf32>
    %6 = stablehlo.slice %0 [0:1, 0:5] : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x5xf32>) -> tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.multiply %4#2, %8 : tensor<5xf32>
    %10 = stablehlo.add %9, %7 : tensor<5xf32>
    %11 = stablehlo.tanh %10 : tensor<5xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.add %4#3, %c_2 : tensor<i32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.convert %4#3 : (tensor<i32>) -> tensor<f32>
    %15 = stablehlo.multiply %13, %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %17 = stablehlo.concatenate %16, %5, dim = 0 : (tensor<1xf32>, tensor<6xf32>) -> tensor<7xf32>
    %18 = stablehlo.slice %arg0 [0:6:2, 0:5] : (tensor<7x5xf32>) -> tensor<3x5xf32>
    %19 = stablehlo.slice %arg0 [1:7:2, 0:5] : (tensor<7x5xf32>) -> tensor<3x5xf32>
    %20 = stablehlo.add %18, %19 : tensor<3x5xf32>
    %21 = stablehlo.slice %20 [0:2:2, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %22 = stablehlo.slice %20 [1:3:2, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x5xf32>
    %24 = stablehlo.slice %20 [2:3:2, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %25 = stablehlo.add %23, %24 : tensor<1x5xf32>
    %26 = stablehlo.slice %20 [0:1, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %27 = stablehlo.concatenate %26, %25, dim = 0 : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.pad %27, %cst_4, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<2x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.pad %23, %cst_5, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<1x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %30 = stablehlo.add %28, %29 : tensor<3x5xf32>
    %31 = stablehlo.slice %arg0 [2:7:2, 0:5] : (tensor<7x5xf32>) -> tensor<3x5xf32>
    %32 = stablehlo.add %30, %31 : tensor<3x5xf32>
    %33 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<7x5xf32>) -> tensor<1x5xf32>
    %34 = stablehlo.concatenate %33, %32, dim = 0 : (tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.pad %34, %cst_6, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<7x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.pad %30, %cst_7, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<7x5xf32>
    %37 = stablehlo.add %35, %36 : tensor<7x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %39:3 = stablehlo.while(%iterArg = %arg0, %iterArg_10 = %c_9, %iterArg_11 = %38) : tensor<7x5xf32>, tensor<i32>, tensor<7xf32>
    cond {
      %c_12 = stablehlo.constant dense<7> : tensor<i32>
      %40 = stablehlo.compare LT, %iterArg_10, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %40 : tensor<i1>
    } do {
      %40 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_10) : (tensor<7x5xf32>, tensor<i32>) -> tensor<5xf32>
      %41 = stablehlo.dot_general %40, %40, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
      %42 = func.call @dynamic_update_index_in_dim_1(%iterArg_11, %41, %iterArg_10) : (tensor<7xf32>, tensor<f32>, tensor<i32>) -> tensor<7xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %iterArg_10, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %43, %42 : tensor<7x5xf32>, tensor<i32>, tensor<7xf32>
    }
    return %11, %12, %17, %37, %39#2 : tensor<5xf32>, tensor<i32>, tensor<7xf32>, tensor<7x5xf32>, tensor<7xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x2x5xf32>, %arg1: tensor<i32>) -> tensor<2x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 5] : (tensor<3x2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    return %1 : tensor<2x5xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<3x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<7x5xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 5] : (tensor<7x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x5xf32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<7xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<7xf32>, tensor<1xf32>, tensor<i32>) -> tensor<7xf32>
    return %1 : tensor<7xf32>
  }
}
