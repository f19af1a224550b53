module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x3xf32>, %arg1: tensor<9x3xf32>, %arg2: tensor<2xf32>) -> (tensor<9x3xf32> {jax.result_info = "result[0]"}, tensor<9x3xf32> {jax.result_info = "result[1]"}, tensor<25x2xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:8:2, 0:3] : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.slice %arg1 [0:8:2, 0:3] : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.slice %arg0 [1:9:2, 0:3] : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %3 = stablehlo.slice %arg1 [1:9:2, 0:3] : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.multiply %2, %0 : tensor<4x3xf32>
    %5 = stablehlo.multiply %2, %1 : tensor<4x3xf32>
    %6 = stablehlo.add %5, %3 : tensor<4x3xf32>
    %7 = stablehlo.slice %4 [0:3:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %8 = stablehlo.slice %6 [0:3:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %9 = stablehlo.slice %4 [1:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %10 = stablehlo.slice %6 [1:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %11 = stablehlo.multiply %9, %7 : tensor<2x3xf32>
    %12 = stablehlo.multiply %9, %8 : tensor<2x3xf32>
    %13 = stablehlo.add %12, %10 : tensor<2x3xf32>
    %14 = stablehlo.slice %13 [0:1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %15 = stablehlo.slice %11 [1:2:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %16 = stablehlo.slice %13 [1:2:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %17 = stablehlo.multiply %15, %14 : tensor<1x3xf32>
    %18 = stablehlo.add %17, %16 : tensor<1x3xf32>
    %19 = stablehlo.slice %18 [0:0, 0:3] : (tensor<1x3xf32>) -> tensor<0x3xf32>
    %20 = stablehlo.slice %11 [2:2:2, 0:3] : (tensor<2x3xf32>) -> tensor<0x3xf32>
    %21 = stablehlo.slice %13 [2:2:2, 0:3] : (tensor<2x3xf32>) -> tensor<0x3xf32>
    %22 = stablehlo.multiply %20, %19 : tensor<0x3xf32>
    %23 = stablehlo.add %22, %21 : tensor<0x3xf32>
    %24 = stablehlo.slice %13 [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %25 = stablehlo.concatenate %24, %23, dim = 0 : (tensor<1x3xf32>, tensor<0x3xf32>) -> tensor<1x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.pad %25, %cst, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.pad %18, %cst_0, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %28 = stablehlo.add %26, %27 : tensor<2x3xf32>
    %29 = stablehlo.slice %28 [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %30 = stablehlo.slice %4 [2:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %31 = stablehlo.slice %6 [2:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %32 = stablehlo.multiply %30, %29 : tensor<1x3xf32>
    %33 = stablehlo.add %32, %31 : tensor<1x3xf32>
    %34 = stablehlo.slice %6 [0:1, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %35 = stablehlo.concatenate %34, %33, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.pad %35, %cst_1, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.pad %28, %cst_2, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %38 = stablehlo.add %36, %37 : tensor<4x3xf32>
    %39 = stablehlo.slice %arg0 [2:9:2, 0:3] : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %40 = stablehlo.slice %arg1 [2:9:2, 0:3] : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %41 = stablehlo.multiply %39, %38 : tensor<4x3xf32>
    %42 = stablehlo.add %41, %40 : tensor<4x3xf32>
    %43 = stablehlo.slice %arg1 [0:1, 0:3] : (tensor<9x3xf32>) -> tensor<1x3xf32>
    %44 = stablehlo.concatenate %43, %42, dim = 0 : (tensor<1x3xf32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.pad %44, %cst_3, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<5x3xf32>, tensor<f32>) -> tensor<9x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.pad %38, %cst_4, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<9x3xf32>
    %47 = stablehlo.add %45, %46 : tensor<9x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<9x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %50:5 = stablehlo.while(%iterArg = %arg0, %iterArg_9 = %arg1, %iterArg_10 = %c, %iterArg_11 = %48, %iterArg_12 = %49) : tensor<9x3xf32>, tensor<9x3xf32>, tensor<i32>, tensor<3xf32>, tensor<9x3xf32>
    cond {
      %c_13 = stablehlo.constant dense<9> : tensor<i32>
      %53 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %53 : tensor<i1>
    } do {
      %53 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<9x3xf32>, tensor<i32>) -> tensor<3xf32>
      %54 = func.call @dynamic_index_in_dim(%iterArg_9, %iterArg_10) : (tensor<9x3xf32>, tensor<i32>) -> tensor<3xf32>
      %55 = stablehlo.multiply %53, %iterArg_11 : tensor<3xf32>
      %56 = stablehlo.add %55, %54 : tensor<3xf32>
      %57 = func.call @dynamic_update_index_in_dim(%iterArg_12, %56, %iterArg_10) : (tensor<9x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<9x3xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %58 = stablehlo.add %iterArg_10, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %58, %56, %57 : tensor<9x3xf32>, tensor<9x3xf32>, tensor<i32>, tensor<3xf32>, tensor<9x3xf32>
    }
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<25x2xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %52:3 = stablehlo.while(%iterArg = %c_8, %iterArg_9 = %arg2, %iterArg_10 = %51) : tensor<i32>, tensor<2xf32>, tensor<25x2xf32>
    cond {
      %c_11 = stablehlo.constant dense<25> : tensor<i32>
      %53 = stablehlo.compare LT, %iterArg, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %53 : tensor<i1>
    } do {
      %53 = stablehlo.slice %iterArg_9 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %54 = stablehlo.reshape %53 : (tensor<1xf32>) -> tensor<f32>
      %55 = stablehlo.slice %iterArg_9 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %56 = stablehlo.reshape %55 : (tensor<1xf32>) -> tensor<f32>
      %57 = stablehlo.sine %56 : tensor<f32>
      %58 = stablehlo.negate %57 : tensor<f32>
      %59 = stablehlo.slice %iterArg_9 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %60 = stablehlo.reshape %59 : (tensor<1xf32>) -> tensor<f32>
      %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %61 = stablehlo.multiply %cst_11, %60 : tensor<f32>
      %62 = stablehlo.subtract %58, %61 : tensor<f32>
      %63 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %64 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %65 = stablehlo.concatenate %63, %64, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %cst_12 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %67 = stablehlo.multiply %66, %65 : tensor<2xf32>
      %68 = stablehlo.add %iterArg_9, %67 : tensor<2xf32>
      %69 = stablehlo.slice %68 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %70 = stablehlo.reshape %69 : (tensor<1xf32>) -> tensor<f32>
      %71 = stablehlo.slice %68 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %72 = stablehlo.reshape %71 : (tensor<1xf32>) -> tensor<f32>
      %73 = stablehlo.sine %72 : tensor<f32>
      %74 = stablehlo.negate %73 : tensor<f32>
      %75 = stablehlo.slice %68 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %76 = stablehlo.reshape %75 : (tensor<1xf32>) -> tensor<f32>
      %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %77 = stablehlo.multiply %cst_13, %76 : tensor<f32>
      %78 = stablehlo.subtract %74, %77 : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %80 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %81 = stablehlo.concatenate %79, %80, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %cst_14 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %83 = stablehlo.multiply %82, %81 : tensor<2xf32>
      %84 = stablehlo.add %iterArg_9, %83 : tensor<2xf32>
      %85 = stablehlo.slice %84 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %86 = stablehlo.reshape %85 : (tensor<1xf32>) -> tensor<f32>
      %87 = stablehlo.slice %84 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %88 = stablehlo.reshape %87 : (tensor<1xf32>) -> tensor<f32>
      %89 = stablehlo.sine %88 : tensor<f32>
      %90 = stablehlo.negate %89 : tensor<f32>
      %91 = stablehlo.slice %84 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %92 = stablehlo.reshape %91 : (tensor<1xf32>) -> tensor<f32>
      %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %93 = stablehlo.multiply %cst_15, %92 : tensor<f32>
      %94 = stablehlo.subtract %90, %93 : tensor<f32>
      %95 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %96 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %97 = stablehlo.concatenate %95, %96, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %99 = stablehlo.multiply %98, %97 : tensor<2xf32>
      %100 = stablehlo.add %iterArg_9, %99 : tensor<2xf32>
      %101 = stablehlo.slice %100 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %102 = stablehlo.reshape %101 : (tensor<1xf32>) -> tensor<f32>
      %103 = stablehlo.slice %100 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %104 = stablehlo.reshape %103 : (tensor<1xf32>) -> tensor<f32>
      %105 = stablehlo.sine %104 : tensor<f32>
      %106 = stablehlo.negate %105 : tensor<f32>
      %107 = stablehlo.slice %100 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %108 = stablehlo.reshape %107 : (tensor<1xf32>) -> tensor<f32>
      %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %109 = stablehlo.multiply %cst_17, %108 : tensor<f32>
      %110 = stablehlo.subtract %106, %109 : tensor<f32>
      %111 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %112 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %113 = stablehlo.concatenate %111, %112, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %114 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %115 = stablehlo.multiply %114, %81 : tensor<2xf32>
      %116 = stablehlo.add %65, %115 : tensor<2xf32>
      %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %117 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %118 = stablehlo.multiply %117, %97 : tensor<2xf32>
      %119 = stablehlo.add %116, %118 : tensor<2xf32>
      %120 = stablehlo.add %119, %113 : tensor<2xf32>
      %cst_20 = stablehlo.constant dense<0.0166666675> : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %122 = stablehlo.multiply %121, %120 : tensor<2xf32>
      %123 = stablehlo.add %iterArg_9, %122 : tensor<2xf32>
      %124 = func.call @dynamic_update_index_in_dim_0(%iterArg_10, %123, %iterArg) : (tensor<25x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<25x2xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %125 = stablehlo.add %iterArg, %c_21 : tensor<i32>
      stablehlo.return %125, %123, %124 : tensor<i32>, tensor<2xf32>, tensor<25x2xf32>
    }
    return %47, %50#4, %52#2 : tensor<9x3xf32>, tensor<9x3xf32>, tensor<25x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<9x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<9x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<9x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<9x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<9x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<9x3xf32>
    return %1 : tensor<9x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<25x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<25x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<25x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<25x2xf32>
    return %1 : tensor<25x2xf32>
  }
}
