module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x5xf32>, %arg1: tensor<i32>, %arg2: tensor<6x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<6x3xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<[[-3.16549778, -0.747495413, -1.69582963, -1.98965621, -1.80748439], [-2.12666488, -0.673951745, -2.583140e+00, -1.44042087, -2.83513188], [-1.20117307, -1.23253334, -4.140890e+00, -0.991434633, -3.87988567], [-1.80612969, -1.72392809, -4.06290102, -0.456587553, -5.00467634], [-1.059865, -0.654250919, -3.60728335, -3.3816483, -2.62348938]]> : tensor<5x5xf32>
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<13x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x5xf32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg1, %iterArg_6 = %cst, %iterArg_7 = %arg0, %iterArg_8 = %1, %iterArg_9 = %c) : tensor<i32>, tensor<5x5xf32>, tensor<13x5xf32>, tensor<5xf32>, tensor<i32>
    cond {
      %16 = stablehlo.compare LT, %iterArg_9, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %16 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
      %18 = stablehlo.add %17, %iterArg_6 : tensor<5x5xf32>
      %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %19 = stablehlo.reduce(%18 init: %cst_10) applies stablehlo.maximum across dimensions = [0] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
      %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %21 = stablehlo.maximum %20, %19 : tensor<5xf32>
      %22 = stablehlo.is_finite %21 : (tensor<5xf32>) -> tensor<5xi1>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %24 = stablehlo.select %22, %21, %23 : tensor<5xi1>, tensor<5xf32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<5x5xf32>
      %27 = stablehlo.subtract %18, %26 : tensor<5x5xf32>
      %28 = stablehlo.exponential %27 : tensor<5x5xf32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.reduce(%28 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
      %30 = stablehlo.sign %29 : tensor<5xf32>
      %31 = stablehlo.abs %29 : tensor<5xf32>
      %32 = stablehlo.log %31 : tensor<5xf32>
      %33 = stablehlo.add %32, %24 : tensor<5xf32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %34 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_15 = stablehlo.constant dense<13> : tensor<i32>
      %35 = stablehlo.add %iterArg_9, %c_15 : tensor<i32>
      %36 = stablehlo.select %34, %35, %iterArg_9 : tensor<i1>, tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<5> : tensor<i32>
      %38 = stablehlo.add %c_18, %c_19 : tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %39 = stablehlo.select %37, %38, %c_20 : tensor<i1>, tensor<i32>
      %40 = stablehlo.dynamic_slice %iterArg_7, %36, %39, sizes = [1, 5] : (tensor<13x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
      %41 = stablehlo.reshape %40 : (tensor<1x5xf32>) -> tensor<5xf32>
      %42 = stablehlo.add %33, %41 : tensor<5xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %iterArg_9, %c_21 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %42, %43 : tensor<i32>, tensor<5x5xf32>, tensor<13x5xf32>, tensor<5xf32>, tensor<i32>
    }
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2#3 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.maximum %cst_1, %3 : tensor<f32>
    %5 = stablehlo.is_finite %4 : (tensor<f32>) -> tensor<i1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.select %5, %4, %cst_2 : tensor<i1>, tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %9 = stablehlo.subtract %2#3, %8 : tensor<5xf32>
    %10 = stablehlo.exponential %9 : tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.abs %11 : tensor<f32>
    %13 = stablehlo.log %12 : tensor<f32>
    %14 = stablehlo.add %13, %6 : tensor<f32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %15:3 = stablehlo.while(%iterArg = %c_5, %iterArg_6 = %c_4, %iterArg_7 = %arg2) : tensor<i32>, tensor<i32>, tensor<6x3xf32>
    cond {
      %c_8 = stablehlo.constant dense<10> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_6, %c_8 : tensor<i32>
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %17 = func.call @remainder(%iterArg_6, %c_9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.compare EQ, %17, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = stablehlo.convert %18 : (tensor<i1>) -> tensor<i32>
      %20 = "stablehlo.case"(%19) ({
        %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
        %23 = stablehlo.multiply %iterArg_7, %22 : tensor<6x3xf32>
        %24 = stablehlo.reshape %iterArg_7 : (tensor<6x3xf32>) -> tensor<18xf32>
        %25 = func.call @_roll_static(%24) : (tensor<18xf32>) -> tensor<18xf32>
        %26 = stablehlo.reshape %25 : (tensor<18xf32>) -> tensor<6x3xf32>
        %27 = stablehlo.subtract %23, %26 : tensor<6x3xf32>
        stablehlo.return %27 : tensor<6x3xf32>
      }, {
        %22 = stablehlo.sine %iterArg_7 : tensor<6x3xf32>
        %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %23 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
        %24 = stablehlo.add %22, %23 : tensor<6x3xf32>
        stablehlo.return %24 : tensor<6x3xf32>
      }) : (tensor<i32>) -> tensor<6x3xf32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      stablehlo.return %21, %16, %20 : tensor<i32>, tensor<i32>, tensor<6x3xf32>
    }
    return %14, %2#4, %15#2 : tensor<f32>, tensor<i32>, tensor<6x3xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_roll_static(%arg0: tensor<18xf32>) -> tensor<18xf32> {
    %0 = stablehlo.slice %arg0 [17:18] : (tensor<18xf32>) -> tensor<1xf32>
    %1 = stablehlo.slice %arg0 [0:17] : (tensor<18xf32>) -> tensor<17xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xf32>, tensor<17xf32>) -> tensor<18xf32>
    return %2 : tensor<18xf32>
  }
}
