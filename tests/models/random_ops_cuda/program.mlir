module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>, %arg1: tensor<4x6xf32>) -> (tensor<4x6xf32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}, tensor<4xi32> {jax.result_info = "result[3]"}, tensor<10xi32> {jax.result_info = "result[4]"}, tensor<4xui32> {jax.result_info = "result[5]"}) {
    %0 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<5x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %0 [2:3, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7 = stablehlo.slice %0 [3:4, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %9 = stablehlo.slice %0 [4:5, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = call @_normal(%2) : (tensor<2xui32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = call @_uniform_1(%4, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %13 = call @_bernoulli(%6, %cst_1) : (tensor<2xui32>, tensor<f32>) -> tensor<4x6xi1>
    %cst_2 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %15 = stablehlo.divide %arg1, %14 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = call @_where(%13, %15, %cst_3) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %17 = call @_gumbel(%8) : (tensor<2xui32>) -> tensor<4x6xf32>
    %18 = stablehlo.add %17, %arg1 : tensor<4x6xf32>
    %19 = call @argmax(%18) : (tensor<4x6xf32>) -> tensor<4xi32>
    %20 = stablehlo.iota dim = 0 : tensor<10xi32>
    %21 = call @_shuffle(%10, %20) : (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>
    %22 = stablehlo.slice %2 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
    %24 = stablehlo.slice %2 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %25 = stablehlo.reshape %24 : (tensor<1xui32>) -> tensor<ui32>
    %26 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %28 = stablehlo.multiply %27, %26 : tensor<4xui64>
    %c_4 = stablehlo.constant dense<32> : tensor<ui64>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<4xui64>
    %31 = stablehlo.convert %28 : (tensor<4xui64>) -> tensor<4xui32>
    %32 = stablehlo.convert %30 : (tensor<4xui64>) -> tensor<4xui32>
    %33:2 = call @threefry2x32_8(%23, %25, %32, %31) : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %34 = stablehlo.xor %33#0, %33#1 : tensor<4xui32>
    return %11, %12, %16, %19, %21, %34 : tensor<4x6xf32>, tensor<3x5xf32>, tensor<4x6xf32>, tensor<4xi32>, tensor<10xi32>, tensor<4xui32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<5x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<5xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<5xui64>
    %9 = stablehlo.convert %6 : (tensor<5xui64>) -> tensor<5xui32>
    %10 = stablehlo.convert %8 : (tensor<5xui64>) -> tensor<5xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<5x1xui32>, tensor<5x1xui32>) -> tensor<5x2xui32>
    return %14 : tensor<5x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
    %6 = stablehlo.add %3, %5 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<5xui32>
    %11 = stablehlo.or %8, %10 : tensor<5xui32>
    %12 = stablehlo.xor %6, %11 : tensor<5xui32>
    %13 = stablehlo.add %6, %12 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<5xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<5xui32>
    %18 = stablehlo.or %15, %17 : tensor<5xui32>
    %19 = stablehlo.xor %13, %18 : tensor<5xui32>
    %20 = stablehlo.add %13, %19 : tensor<5xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<5xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<5xui32>
    %25 = stablehlo.or %22, %24 : tensor<5xui32>
    %26 = stablehlo.xor %20, %25 : tensor<5xui32>
    %27 = stablehlo.add %20, %26 : tensor<5xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<5xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<5xui32>
    %32 = stablehlo.or %29, %31 : tensor<5xui32>
    %33 = stablehlo.xor %27, %32 : tensor<5xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.add %27, %34 : tensor<5xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %37 = stablehlo.add %33, %36 : tensor<5xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %39 = stablehlo.add %37, %38 : tensor<5xui32>
    %40 = stablehlo.add %35, %39 : tensor<5xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<5xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<5xui32>
    %45 = stablehlo.or %42, %44 : tensor<5xui32>
    %46 = stablehlo.xor %40, %45 : tensor<5xui32>
    %47 = stablehlo.add %40, %46 : tensor<5xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<5xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<5xui32>
    %52 = stablehlo.or %49, %51 : tensor<5xui32>
    %53 = stablehlo.xor %47, %52 : tensor<5xui32>
    %54 = stablehlo.add %47, %53 : tensor<5xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<5xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<5xui32>
    %59 = stablehlo.or %56, %58 : tensor<5xui32>
    %60 = stablehlo.xor %54, %59 : tensor<5xui32>
    %61 = stablehlo.add %54, %60 : tensor<5xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<5xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<5xui32>
    %66 = stablehlo.or %63, %65 : tensor<5xui32>
    %67 = stablehlo.xor %61, %66 : tensor<5xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %69 = stablehlo.add %61, %68 : tensor<5xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %71 = stablehlo.add %67, %70 : tensor<5xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %73 = stablehlo.add %71, %72 : tensor<5xui32>
    %74 = stablehlo.add %69, %73 : tensor<5xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<5xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<5xui32>
    %79 = stablehlo.or %76, %78 : tensor<5xui32>
    %80 = stablehlo.xor %74, %79 : tensor<5xui32>
    %81 = stablehlo.add %74, %80 : tensor<5xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<5xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<5xui32>
    %86 = stablehlo.or %83, %85 : tensor<5xui32>
    %87 = stablehlo.xor %81, %86 : tensor<5xui32>
    %88 = stablehlo.add %81, %87 : tensor<5xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<5xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<5xui32>
    %93 = stablehlo.or %90, %92 : tensor<5xui32>
    %94 = stablehlo.xor %88, %93 : tensor<5xui32>
    %95 = stablehlo.add %88, %94 : tensor<5xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<5xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<5xui32>
    %100 = stablehlo.or %97, %99 : tensor<5xui32>
    %101 = stablehlo.xor %95, %100 : tensor<5xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %103 = stablehlo.add %95, %102 : tensor<5xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %105 = stablehlo.add %101, %104 : tensor<5xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %107 = stablehlo.add %105, %106 : tensor<5xui32>
    %108 = stablehlo.add %103, %107 : tensor<5xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<5xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<5xui32>
    %113 = stablehlo.or %110, %112 : tensor<5xui32>
    %114 = stablehlo.xor %108, %113 : tensor<5xui32>
    %115 = stablehlo.add %108, %114 : tensor<5xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<5xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<5xui32>
    %120 = stablehlo.or %117, %119 : tensor<5xui32>
    %121 = stablehlo.xor %115, %120 : tensor<5xui32>
    %122 = stablehlo.add %115, %121 : tensor<5xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<5xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<5xui32>
    %127 = stablehlo.or %124, %126 : tensor<5xui32>
    %128 = stablehlo.xor %122, %127 : tensor<5xui32>
    %129 = stablehlo.add %122, %128 : tensor<5xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<5xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<5xui32>
    %134 = stablehlo.or %131, %133 : tensor<5xui32>
    %135 = stablehlo.xor %129, %134 : tensor<5xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %137 = stablehlo.add %129, %136 : tensor<5xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %139 = stablehlo.add %135, %138 : tensor<5xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %141 = stablehlo.add %139, %140 : tensor<5xui32>
    %142 = stablehlo.add %137, %141 : tensor<5xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<5xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<5xui32>
    %147 = stablehlo.or %144, %146 : tensor<5xui32>
    %148 = stablehlo.xor %142, %147 : tensor<5xui32>
    %149 = stablehlo.add %142, %148 : tensor<5xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<5xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<5xui32>
    %154 = stablehlo.or %151, %153 : tensor<5xui32>
    %155 = stablehlo.xor %149, %154 : tensor<5xui32>
    %156 = stablehlo.add %149, %155 : tensor<5xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<5xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<5xui32>
    %161 = stablehlo.or %158, %160 : tensor<5xui32>
    %162 = stablehlo.xor %156, %161 : tensor<5xui32>
    %163 = stablehlo.add %156, %162 : tensor<5xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<5xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<5xui32>
    %168 = stablehlo.or %165, %167 : tensor<5xui32>
    %169 = stablehlo.xor %163, %168 : tensor<5xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %171 = stablehlo.add %163, %170 : tensor<5xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %173 = stablehlo.add %169, %172 : tensor<5xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %175 = stablehlo.add %173, %174 : tensor<5xui32>
    return %171, %175 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<4x6xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %1 = chlo.erf_inv %0 : tensor<4x6xf32> -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<4x6xui64>
    %7 = stablehlo.iota dim = 1 : tensor<4x6xui64>
    %c = stablehlo.constant dense<6> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x6xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x6xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x6xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<4x6xui64>
    %12 = stablehlo.add %9, %11 : tensor<4x6xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x6xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<4x6xui64>
    %15 = stablehlo.convert %12 : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %16 = stablehlo.convert %14 : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %17:2 = call @threefry2x32_0(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<4x6xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<4x6xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %22 = stablehlo.or %20, %21 : tensor<4x6xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<4x6xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x6xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %30 = stablehlo.add %28, %29 : tensor<4x6xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<4x6xf32>
    return %32 : tensor<4x6xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x6xui32>, %arg3: tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x6xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x6xui32>
    %6 = stablehlo.add %3, %5 : tensor<4x6xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<4x6xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<4x6xui32>
    %11 = stablehlo.or %8, %10 : tensor<4x6xui32>
    %12 = stablehlo.xor %6, %11 : tensor<4x6xui32>
    %13 = stablehlo.add %6, %12 : tensor<4x6xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<4x6xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<4x6xui32>
    %18 = stablehlo.or %15, %17 : tensor<4x6xui32>
    %19 = stablehlo.xor %13, %18 : tensor<4x6xui32>
    %20 = stablehlo.add %13, %19 : tensor<4x6xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<4x6xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<4x6xui32>
    %25 = stablehlo.or %22, %24 : tensor<4x6xui32>
    %26 = stablehlo.xor %20, %25 : tensor<4x6xui32>
    %27 = stablehlo.add %20, %26 : tensor<4x6xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<4x6xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<4x6xui32>
    %32 = stablehlo.or %29, %31 : tensor<4x6xui32>
    %33 = stablehlo.xor %27, %32 : tensor<4x6xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %35 = stablehlo.add %27, %34 : tensor<4x6xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %37 = stablehlo.add %33, %36 : tensor<4x6xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %39 = stablehlo.add %37, %38 : tensor<4x6xui32>
    %40 = stablehlo.add %35, %39 : tensor<4x6xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<4x6xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<4x6xui32>
    %45 = stablehlo.or %42, %44 : tensor<4x6xui32>
    %46 = stablehlo.xor %40, %45 : tensor<4x6xui32>
    %47 = stablehlo.add %40, %46 : tensor<4x6xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<4x6xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<4x6xui32>
    %52 = stablehlo.or %49, %51 : tensor<4x6xui32>
    %53 = stablehlo.xor %47, %52 : tensor<4x6xui32>
    %54 = stablehlo.add %47, %53 : tensor<4x6xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<4x6xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<4x6xui32>
    %59 = stablehlo.or %56, %58 : tensor<4x6xui32>
    %60 = stablehlo.xor %54, %59 : tensor<4x6xui32>
    %61 = stablehlo.add %54, %60 : tensor<4x6xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<4x6xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<4x6xui32>
    %66 = stablehlo.or %63, %65 : tensor<4x6xui32>
    %67 = stablehlo.xor %61, %66 : tensor<4x6xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %69 = stablehlo.add %61, %68 : tensor<4x6xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %71 = stablehlo.add %67, %70 : tensor<4x6xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %73 = stablehlo.add %71, %72 : tensor<4x6xui32>
    %74 = stablehlo.add %69, %73 : tensor<4x6xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<4x6xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<4x6xui32>
    %79 = stablehlo.or %76, %78 : tensor<4x6xui32>
    %80 = stablehlo.xor %74, %79 : tensor<4x6xui32>
    %81 = stablehlo.add %74, %80 : tensor<4x6xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<4x6xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<4x6xui32>
    %86 = stablehlo.or %83, %85 : tensor<4x6xui32>
    %87 = stablehlo.xor %81, %86 : tensor<4x6xui32>
    %88 = stablehlo.add %81, %87 : tensor<4x6xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<4x6xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<4x6xui32>
    %93 = stablehlo.or %90, %92 : tensor<4x6xui32>
    %94 = stablehlo.xor %88, %93 : tensor<4x6xui32>
    %95 = stablehlo.add %88, %94 : tensor<4x6xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<4x6xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<4x6xui32>
    %100 = stablehlo.or %97, %99 : tensor<4x6xui32>
    %101 = stablehlo.xor %95, %100 : tensor<4x6xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %103 = stablehlo.add %95, %102 : tensor<4x6xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %105 = stablehlo.add %101, %104 : tensor<4x6xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %107 = stablehlo.add %105, %106 : tensor<4x6xui32>
    %108 = stablehlo.add %103, %107 : tensor<4x6xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<4x6xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<4x6xui32>
    %113 = stablehlo.or %110, %112 : tensor<4x6xui32>
    %114 = stablehlo.xor %108, %113 : tensor<4x6xui32>
    %115 = stablehlo.add %108, %114 : tensor<4x6xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<4x6xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<4x6xui32>
    %120 = stablehlo.or %117, %119 : tensor<4x6xui32>
    %121 = stablehlo.xor %115, %120 : tensor<4x6xui32>
    %122 = stablehlo.add %115, %121 : tensor<4x6xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<4x6xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<4x6xui32>
    %127 = stablehlo.or %124, %126 : tensor<4x6xui32>
    %128 = stablehlo.xor %122, %127 : tensor<4x6xui32>
    %129 = stablehlo.add %122, %128 : tensor<4x6xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<4x6xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<4x6xui32>
    %134 = stablehlo.or %131, %133 : tensor<4x6xui32>
    %135 = stablehlo.xor %129, %134 : tensor<4x6xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %137 = stablehlo.add %129, %136 : tensor<4x6xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %139 = stablehlo.add %135, %138 : tensor<4x6xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %141 = stablehlo.add %139, %140 : tensor<4x6xui32>
    %142 = stablehlo.add %137, %141 : tensor<4x6xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<4x6xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<4x6xui32>
    %147 = stablehlo.or %144, %146 : tensor<4x6xui32>
    %148 = stablehlo.xor %142, %147 : tensor<4x6xui32>
    %149 = stablehlo.add %142, %148 : tensor<4x6xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<4x6xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<4x6xui32>
    %154 = stablehlo.or %151, %153 : tensor<4x6xui32>
    %155 = stablehlo.xor %149, %154 : tensor<4x6xui32>
    %156 = stablehlo.add %149, %155 : tensor<4x6xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<4x6xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<4x6xui32>
    %161 = stablehlo.or %158, %160 : tensor<4x6xui32>
    %162 = stablehlo.xor %156, %161 : tensor<4x6xui32>
    %163 = stablehlo.add %156, %162 : tensor<4x6xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<4x6xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<4x6xui32>
    %168 = stablehlo.or %165, %167 : tensor<4x6xui32>
    %169 = stablehlo.xor %163, %168 : tensor<4x6xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %171 = stablehlo.add %163, %170 : tensor<4x6xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %173 = stablehlo.add %169, %172 : tensor<4x6xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %175 = stablehlo.add %173, %174 : tensor<4x6xui32>
    return %171, %175 : tensor<4x6xui32>, tensor<4x6xui32>
  }
  func.func private @_uniform_1(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<3x5xui64>
    %9 = stablehlo.iota dim = 1 : tensor<3x5xui64>
    %c = stablehlo.constant dense<5> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3x5xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<3x5xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3x5xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<3x5xui64>
    %14 = stablehlo.add %11, %13 : tensor<3x5xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x5xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<3x5xui64>
    %17 = stablehlo.convert %14 : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %18 = stablehlo.convert %16 : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %19:2 = call @threefry2x32_2(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<3x5xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x5xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %24 = stablehlo.or %22, %23 : tensor<3x5xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<3x5xui32>) -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<3x5xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<3x5xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %32 = stablehlo.add %30, %31 : tensor<3x5xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<3x5xf32>
    return %34 : tensor<3x5xf32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x5xui32>, %arg3: tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x5xui32>
    %6 = stablehlo.add %3, %5 : tensor<3x5xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<3x5xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<3x5xui32>
    %11 = stablehlo.or %8, %10 : tensor<3x5xui32>
    %12 = stablehlo.xor %6, %11 : tensor<3x5xui32>
    %13 = stablehlo.add %6, %12 : tensor<3x5xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<3x5xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<3x5xui32>
    %18 = stablehlo.or %15, %17 : tensor<3x5xui32>
    %19 = stablehlo.xor %13, %18 : tensor<3x5xui32>
    %20 = stablehlo.add %13, %19 : tensor<3x5xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<3x5xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<3x5xui32>
    %25 = stablehlo.or %22, %24 : tensor<3x5xui32>
    %26 = stablehlo.xor %20, %25 : tensor<3x5xui32>
    %27 = stablehlo.add %20, %26 : tensor<3x5xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<3x5xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<3x5xui32>
    %32 = stablehlo.or %29, %31 : tensor<3x5xui32>
    %33 = stablehlo.xor %27, %32 : tensor<3x5xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %35 = stablehlo.add %27, %34 : tensor<3x5xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %37 = stablehlo.add %33, %36 : tensor<3x5xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %39 = stablehlo.add %37, %38 : tensor<3x5xui32>
    %40 = stablehlo.add %35, %39 : tensor<3x5xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<3x5xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<3x5xui32>
    %45 = stablehlo.or %42, %44 : tensor<3x5xui32>
    %46 = stablehlo.xor %40, %45 : tensor<3x5xui32>
    %47 = stablehlo.add %40, %46 : tensor<3x5xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<3x5xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<3x5xui32>
    %52 = stablehlo.or %49, %51 : tensor<3x5xui32>
    %53 = stablehlo.xor %47, %52 : tensor<3x5xui32>
    %54 = stablehlo.add %47, %53 : tensor<3x5xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<3x5xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<3x5xui32>
    %59 = stablehlo.or %56, %58 : tensor<3x5xui32>
    %60 = stablehlo.xor %54, %59 : tensor<3x5xui32>
    %61 = stablehlo.add %54, %60 : tensor<3x5xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<3x5xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<3x5xui32>
    %66 = stablehlo.or %63, %65 : tensor<3x5xui32>
    %67 = stablehlo.xor %61, %66 : tensor<3x5xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %69 = stablehlo.add %61, %68 : tensor<3x5xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %71 = stablehlo.add %67, %70 : tensor<3x5xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %73 = stablehlo.add %71, %72 : tensor<3x5xui32>
    %74 = stablehlo.add %69, %73 : tensor<3x5xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<3x5xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<3x5xui32>
    %79 = stablehlo.or %76, %78 : tensor<3x5xui32>
    %80 = stablehlo.xor %74, %79 : tensor<3x5xui32>
    %81 = stablehlo.add %74, %80 : tensor<3x5xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<3x5xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<3x5xui32>
    %86 = stablehlo.or %83, %85 : tensor<3x5xui32>
    %87 = stablehlo.xor %81, %86 : tensor<3x5xui32>
    %88 = stablehlo.add %81, %87 : tensor<3x5xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<3x5xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<3x5xui32>
    %93 = stablehlo.or %90, %92 : tensor<3x5xui32>
    %94 = stablehlo.xor %88, %93 : tensor<3x5xui32>
    %95 = stablehlo.add %88, %94 : tensor<3x5xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<3x5xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<3x5xui32>
    %100 = stablehlo.or %97, %99 : tensor<3x5xui32>
    %101 = stablehlo.xor %95, %100 : tensor<3x5xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %103 = stablehlo.add %95, %102 : tensor<3x5xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %105 = stablehlo.add %101, %104 : tensor<3x5xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %107 = stablehlo.add %105, %106 : tensor<3x5xui32>
    %108 = stablehlo.add %103, %107 : tensor<3x5xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<3x5xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<3x5xui32>
    %113 = stablehlo.or %110, %112 : tensor<3x5xui32>
    %114 = stablehlo.xor %108, %113 : tensor<3x5xui32>
    %115 = stablehlo.add %108, %114 : tensor<3x5xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<3x5xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<3x5xui32>
    %120 = stablehlo.or %117, %119 : tensor<3x5xui32>
    %121 = stablehlo.xor %115, %120 : tensor<3x5xui32>
    %122 = stablehlo.add %115, %121 : tensor<3x5xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<3x5xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<3x5xui32>
    %127 = stablehlo.or %124, %126 : tensor<3x5xui32>
    %128 = stablehlo.xor %122, %127 : tensor<3x5xui32>
    %129 = stablehlo.add %122, %128 : tensor<3x5xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<3x5xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<3x5xui32>
    %134 = stablehlo.or %131, %133 : tensor<3x5xui32>
    %135 = stablehlo.xor %129, %134 : tensor<3x5xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %137 = stablehlo.add %129, %136 : tensor<3x5xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %139 = stablehlo.add %135, %138 : tensor<3x5xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %141 = stablehlo.add %139, %140 : tensor<3x5xui32>
    %142 = stablehlo.add %137, %141 : tensor<3x5xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<3x5xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<3x5xui32>
    %147 = stablehlo.or %144, %146 : tensor<3x5xui32>
    %148 = stablehlo.xor %142, %147 : tensor<3x5xui32>
    %149 = stablehlo.add %142, %148 : tensor<3x5xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<3x5xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<3x5xui32>
    %154 = stablehlo.or %151, %153 : tensor<3x5xui32>
    %155 = stablehlo.xor %149, %154 : tensor<3x5xui32>
    %156 = stablehlo.add %149, %155 : tensor<3x5xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<3x5xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<3x5xui32>
    %161 = stablehlo.or %158, %160 : tensor<3x5xui32>
    %162 = stablehlo.xor %156, %161 : tensor<3x5xui32>
    %163 = stablehlo.add %156, %162 : tensor<3x5xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<3x5xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<3x5xui32>
    %168 = stablehlo.or %165, %167 : tensor<3x5xui32>
    %169 = stablehlo.xor %163, %168 : tensor<3x5xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %171 = stablehlo.add %163, %170 : tensor<3x5xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %173 = stablehlo.add %169, %172 : tensor<3x5xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %175 = stablehlo.add %173, %174 : tensor<3x5xui32>
    return %171, %175 : tensor<3x5xui32>, tensor<3x5xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<4x6xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_3(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    return %2 : tensor<4x6xi1>
  }
  func.func private @_uniform_3(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4x6xui64>
    %9 = stablehlo.iota dim = 1 : tensor<4x6xui64>
    %c = stablehlo.constant dense<6> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x6xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<4x6xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x6xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<4x6xui64>
    %14 = stablehlo.add %11, %13 : tensor<4x6xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x6xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<4x6xui64>
    %17 = stablehlo.convert %14 : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %18 = stablehlo.convert %16 : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %19:2 = call @threefry2x32_0(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<4x6xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<4x6xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %24 = stablehlo.or %22, %23 : tensor<4x6xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<4x6xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<4x6xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x6xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<4x6xf32>
    return %34 : tensor<4x6xf32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x6xi1>, tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform_4(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.log %0 : tensor<4x6xf32>
    %2 = stablehlo.negate %1 : tensor<4x6xf32>
    %3 = stablehlo.log %2 : tensor<4x6xf32>
    %4 = stablehlo.negate %3 : tensor<4x6xf32>
    return %4 : tensor<4x6xf32>
  }
  func.func private @_uniform_4(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<4x6xui64>
    %8 = stablehlo.iota dim = 1 : tensor<4x6xui64>
    %c = stablehlo.constant dense<6> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x6xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<4x6xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x6xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<4x6xui64>
    %13 = stablehlo.add %10, %12 : tensor<4x6xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x6xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<4x6xui64>
    %16 = stablehlo.convert %13 : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %17 = stablehlo.convert %15 : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %18:2 = call @threefry2x32_0(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<4x6xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<4x6xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x6xui32>
    %23 = stablehlo.or %21, %22 : tensor<4x6xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<4x6xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<4x6xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %31 = stablehlo.add %29, %30 : tensor<4x6xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<4x6xf32>
    return %33 : tensor<4x6xf32>
  }
  func.func private @argmax(%arg0: tensor<4x6xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @_shuffle(%arg0: tensor<2xui32>, %arg1: tensor<10xi32>) -> tensor<10xi32> {
    %0 = call @_threefry_split_5(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.iota dim = 0 : tensor<10xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %11 = stablehlo.multiply %10, %9 : tensor<10xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %13 = stablehlo.shift_right_logical %11, %12 : tensor<10xui64>
    %14 = stablehlo.convert %11 : (tensor<10xui64>) -> tensor<10xui32>
    %15 = stablehlo.convert %13 : (tensor<10xui64>) -> tensor<10xui32>
    %16:2 = call @threefry2x32_7(%6, %8, %15, %14) : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %17 = stablehlo.xor %16#0, %16#1 : tensor<10xui32>
    %18:2 = "stablehlo.sort"(%17, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %19 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<10xui32>, tensor<10xi32>) -> (tensor<10xui32>, tensor<10xi32>)
    return %18#1 : tensor<10xi32>
  }
  func.func private @_threefry_split_5(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_6(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %6 = stablehlo.add %3, %5 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<2xui32>
    %11 = stablehlo.or %8, %10 : tensor<2xui32>
    %12 = stablehlo.xor %6, %11 : tensor<2xui32>
    %13 = stablehlo.add %6, %12 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<2xui32>
    %18 = stablehlo.or %15, %17 : tensor<2xui32>
    %19 = stablehlo.xor %13, %18 : tensor<2xui32>
    %20 = stablehlo.add %13, %19 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<2xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<2xui32>
    %25 = stablehlo.or %22, %24 : tensor<2xui32>
    %26 = stablehlo.xor %20, %25 : tensor<2xui32>
    %27 = stablehlo.add %20, %26 : tensor<2xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<2xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<2xui32>
    %32 = stablehlo.or %29, %31 : tensor<2xui32>
    %33 = stablehlo.xor %27, %32 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.add %27, %34 : tensor<2xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %37 = stablehlo.add %33, %36 : tensor<2xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %39 = stablehlo.add %37, %38 : tensor<2xui32>
    %40 = stablehlo.add %35, %39 : tensor<2xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<2xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<2xui32>
    %45 = stablehlo.or %42, %44 : tensor<2xui32>
    %46 = stablehlo.xor %40, %45 : tensor<2xui32>
    %47 = stablehlo.add %40, %46 : tensor<2xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<2xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<2xui32>
    %52 = stablehlo.or %49, %51 : tensor<2xui32>
    %53 = stablehlo.xor %47, %52 : tensor<2xui32>
    %54 = stablehlo.add %47, %53 : tensor<2xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<2xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<2xui32>
    %59 = stablehlo.or %56, %58 : tensor<2xui32>
    %60 = stablehlo.xor %54, %59 : tensor<2xui32>
    %61 = stablehlo.add %54, %60 : tensor<2xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<2xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<2xui32>
    %66 = stablehlo.or %63, %65 : tensor<2xui32>
    %67 = stablehlo.xor %61, %66 : tensor<2xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %69 = stablehlo.add %61, %68 : tensor<2xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %71 = stablehlo.add %67, %70 : tensor<2xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %73 = stablehlo.add %71, %72 : tensor<2xui32>
    %74 = stablehlo.add %69, %73 : tensor<2xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<2xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<2xui32>
    %79 = stablehlo.or %76, %78 : tensor<2xui32>
    %80 = stablehlo.xor %74, %79 : tensor<2xui32>
    %81 = stablehlo.add %74, %80 : tensor<2xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<2xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<2xui32>
    %86 = stablehlo.or %83, %85 : tensor<2xui32>
    %87 = stablehlo.xor %81, %86 : tensor<2xui32>
    %88 = stablehlo.add %81, %87 : tensor<2xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<2xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<2xui32>
    %93 = stablehlo.or %90, %92 : tensor<2xui32>
    %94 = stablehlo.xor %88, %93 : tensor<2xui32>
    %95 = stablehlo.add %88, %94 : tensor<2xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<2xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<2xui32>
    %100 = stablehlo.or %97, %99 : tensor<2xui32>
    %101 = stablehlo.xor %95, %100 : tensor<2xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %103 = stablehlo.add %95, %102 : tensor<2xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %105 = stablehlo.add %101, %104 : tensor<2xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %107 = stablehlo.add %105, %106 : tensor<2xui32>
    %108 = stablehlo.add %103, %107 : tensor<2xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<2xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<2xui32>
    %113 = stablehlo.or %110, %112 : tensor<2xui32>
    %114 = stablehlo.xor %108, %113 : tensor<2xui32>
    %115 = stablehlo.add %108, %114 : tensor<2xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<2xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<2xui32>
    %120 = stablehlo.or %117, %119 : tensor<2xui32>
    %121 = stablehlo.xor %115, %120 : tensor<2xui32>
    %122 = stablehlo.add %115, %121 : tensor<2xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<2xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<2xui32>
    %127 = stablehlo.or %124, %126 : tensor<2xui32>
    %128 = stablehlo.xor %122, %127 : tensor<2xui32>
    %129 = stablehlo.add %122, %128 : tensor<2xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<2xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<2xui32>
    %134 = stablehlo.or %131, %133 : tensor<2xui32>
    %135 = stablehlo.xor %129, %134 : tensor<2xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %137 = stablehlo.add %129, %136 : tensor<2xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %139 = stablehlo.add %135, %138 : tensor<2xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %141 = stablehlo.add %139, %140 : tensor<2xui32>
    %142 = stablehlo.add %137, %141 : tensor<2xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<2xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<2xui32>
    %147 = stablehlo.or %144, %146 : tensor<2xui32>
    %148 = stablehlo.xor %142, %147 : tensor<2xui32>
    %149 = stablehlo.add %142, %148 : tensor<2xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<2xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<2xui32>
    %154 = stablehlo.or %151, %153 : tensor<2xui32>
    %155 = stablehlo.xor %149, %154 : tensor<2xui32>
    %156 = stablehlo.add %149, %155 : tensor<2xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<2xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<2xui32>
    %161 = stablehlo.or %158, %160 : tensor<2xui32>
    %162 = stablehlo.xor %156, %161 : tensor<2xui32>
    %163 = stablehlo.add %156, %162 : tensor<2xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<2xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<2xui32>
    %168 = stablehlo.or %165, %167 : tensor<2xui32>
    %169 = stablehlo.xor %163, %168 : tensor<2xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %171 = stablehlo.add %163, %170 : tensor<2xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %173 = stablehlo.add %169, %172 : tensor<2xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %175 = stablehlo.add %173, %174 : tensor<2xui32>
    return %171, %175 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @threefry2x32_7(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<10xui32>, %arg3: tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<10xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<10xui32>
    %6 = stablehlo.add %3, %5 : tensor<10xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<10xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<10xui32>
    %11 = stablehlo.or %8, %10 : tensor<10xui32>
    %12 = stablehlo.xor %6, %11 : tensor<10xui32>
    %13 = stablehlo.add %6, %12 : tensor<10xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<10xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<10xui32>
    %18 = stablehlo.or %15, %17 : tensor<10xui32>
    %19 = stablehlo.xor %13, %18 : tensor<10xui32>
    %20 = stablehlo.add %13, %19 : tensor<10xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<10xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<10xui32>
    %25 = stablehlo.or %22, %24 : tensor<10xui32>
    %26 = stablehlo.xor %20, %25 : tensor<10xui32>
    %27 = stablehlo.add %20, %26 : tensor<10xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<10xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<10xui32>
    %32 = stablehlo.or %29, %31 : tensor<10xui32>
    %33 = stablehlo.xor %27, %32 : tensor<10xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %35 = stablehlo.add %27, %34 : tensor<10xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %37 = stablehlo.add %33, %36 : tensor<10xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %39 = stablehlo.add %37, %38 : tensor<10xui32>
    %40 = stablehlo.add %35, %39 : tensor<10xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<10xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<10xui32>
    %45 = stablehlo.or %42, %44 : tensor<10xui32>
    %46 = stablehlo.xor %40, %45 : tensor<10xui32>
    %47 = stablehlo.add %40, %46 : tensor<10xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<10xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<10xui32>
    %52 = stablehlo.or %49, %51 : tensor<10xui32>
    %53 = stablehlo.xor %47, %52 : tensor<10xui32>
    %54 = stablehlo.add %47, %53 : tensor<10xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<10xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<10xui32>
    %59 = stablehlo.or %56, %58 : tensor<10xui32>
    %60 = stablehlo.xor %54, %59 : tensor<10xui32>
    %61 = stablehlo.add %54, %60 : tensor<10xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<10xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<10xui32>
    %66 = stablehlo.or %63, %65 : tensor<10xui32>
    %67 = stablehlo.xor %61, %66 : tensor<10xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %69 = stablehlo.add %61, %68 : tensor<10xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %71 = stablehlo.add %67, %70 : tensor<10xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %73 = stablehlo.add %71, %72 : tensor<10xui32>
    %74 = stablehlo.add %69, %73 : tensor<10xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<10xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<10xui32>
    %79 = stablehlo.or %76, %78 : tensor<10xui32>
    %80 = stablehlo.xor %74, %79 : tensor<10xui32>
    %81 = stablehlo.add %74, %80 : tensor<10xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<10xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<10xui32>
    %86 = stablehlo.or %83, %85 : tensor<10xui32>
    %87 = stablehlo.xor %81, %86 : tensor<10xui32>
    %88 = stablehlo.add %81, %87 : tensor<10xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<10xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<10xui32>
    %93 = stablehlo.or %90, %92 : tensor<10xui32>
    %94 = stablehlo.xor %88, %93 : tensor<10xui32>
    %95 = stablehlo.add %88, %94 : tensor<10xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<10xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<10xui32>
    %100 = stablehlo.or %97, %99 : tensor<10xui32>
    %101 = stablehlo.xor %95, %100 : tensor<10xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %103 = stablehlo.add %95, %102 : tensor<10xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %105 = stablehlo.add %101, %104 : tensor<10xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %107 = stablehlo.add %105, %106 : tensor<10xui32>
    %108 = stablehlo.add %103, %107 : tensor<10xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<10xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<10xui32>
    %113 = stablehlo.or %110, %112 : tensor<10xui32>
    %114 = stablehlo.xor %108, %113 : tensor<10xui32>
    %115 = stablehlo.add %108, %114 : tensor<10xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<10xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<10xui32>
    %120 = stablehlo.or %117, %119 : tensor<10xui32>
    %121 = stablehlo.xor %115, %120 : tensor<10xui32>
    %122 = stablehlo.add %115, %121 : tensor<10xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<10xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<10xui32>
    %127 = stablehlo.or %124, %126 : tensor<10xui32>
    %128 = stablehlo.xor %122, %127 : tensor<10xui32>
    %129 = stablehlo.add %122, %128 : tensor<10xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<10xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<10xui32>
    %134 = stablehlo.or %131, %133 : tensor<10xui32>
    %135 = stablehlo.xor %129, %134 : tensor<10xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %137 = stablehlo.add %129, %136 : tensor<10xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %139 = stablehlo.add %135, %138 : tensor<10xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %141 = stablehlo.add %139, %140 : tensor<10xui32>
    %142 = stablehlo.add %137, %141 : tensor<10xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<10xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<10xui32>
    %147 = stablehlo.or %144, %146 : tensor<10xui32>
    %148 = stablehlo.xor %142, %147 : tensor<10xui32>
    %149 = stablehlo.add %142, %148 : tensor<10xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<10xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<10xui32>
    %154 = stablehlo.or %151, %153 : tensor<10xui32>
    %155 = stablehlo.xor %149, %154 : tensor<10xui32>
    %156 = stablehlo.add %149, %155 : tensor<10xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<10xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<10xui32>
    %161 = stablehlo.or %158, %160 : tensor<10xui32>
    %162 = stablehlo.xor %156, %161 : tensor<10xui32>
    %163 = stablehlo.add %156, %162 : tensor<10xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<10xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<10xui32>
    %168 = stablehlo.or %165, %167 : tensor<10xui32>
    %169 = stablehlo.xor %163, %168 : tensor<10xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %171 = stablehlo.add %163, %170 : tensor<10xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %173 = stablehlo.add %169, %172 : tensor<10xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %175 = stablehlo.add %173, %174 : tensor<10xui32>
    return %171, %175 : tensor<10xui32>, tensor<10xui32>
  }
  func.func private @threefry2x32_8(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
    %6 = stablehlo.add %3, %5 : tensor<4xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<4xui32>
    %11 = stablehlo.or %8, %10 : tensor<4xui32>
    %12 = stablehlo.xor %6, %11 : tensor<4xui32>
    %13 = stablehlo.add %6, %12 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<4xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<4xui32>
    %18 = stablehlo.or %15, %17 : tensor<4xui32>
    %19 = stablehlo.xor %13, %18 : tensor<4xui32>
    %20 = stablehlo.add %13, %19 : tensor<4xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<4xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<4xui32>
    %25 = stablehlo.or %22, %24 : tensor<4xui32>
    %26 = stablehlo.xor %20, %25 : tensor<4xui32>
    %27 = stablehlo.add %20, %26 : tensor<4xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<4xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<4xui32>
    %32 = stablehlo.or %29, %31 : tensor<4xui32>
    %33 = stablehlo.xor %27, %32 : tensor<4xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %35 = stablehlo.add %27, %34 : tensor<4xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %37 = stablehlo.add %33, %36 : tensor<4xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %39 = stablehlo.add %37, %38 : tensor<4xui32>
    %40 = stablehlo.add %35, %39 : tensor<4xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<4xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<4xui32>
    %45 = stablehlo.or %42, %44 : tensor<4xui32>
    %46 = stablehlo.xor %40, %45 : tensor<4xui32>
    %47 = stablehlo.add %40, %46 : tensor<4xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<4xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<4xui32>
    %52 = stablehlo.or %49, %51 : tensor<4xui32>
    %53 = stablehlo.xor %47, %52 : tensor<4xui32>
    %54 = stablehlo.add %47, %53 : tensor<4xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<4xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<4xui32>
    %59 = stablehlo.or %56, %58 : tensor<4xui32>
    %60 = stablehlo.xor %54, %59 : tensor<4xui32>
    %61 = stablehlo.add %54, %60 : tensor<4xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<4xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<4xui32>
    %66 = stablehlo.or %63, %65 : tensor<4xui32>
    %67 = stablehlo.xor %61, %66 : tensor<4xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %69 = stablehlo.add %61, %68 : tensor<4xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %71 = stablehlo.add %67, %70 : tensor<4xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %73 = stablehlo.add %71, %72 : tensor<4xui32>
    %74 = stablehlo.add %69, %73 : tensor<4xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<4xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<4xui32>
    %79 = stablehlo.or %76, %78 : tensor<4xui32>
    %80 = stablehlo.xor %74, %79 : tensor<4xui32>
    %81 = stablehlo.add %74, %80 : tensor<4xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<4xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<4xui32>
    %86 = stablehlo.or %83, %85 : tensor<4xui32>
    %87 = stablehlo.xor %81, %86 : tensor<4xui32>
    %88 = stablehlo.add %81, %87 : tensor<4xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<4xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<4xui32>
    %93 = stablehlo.or %90, %92 : tensor<4xui32>
    %94 = stablehlo.xor %88, %93 : tensor<4xui32>
    %95 = stablehlo.add %88, %94 : tensor<4xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<4xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<4xui32>
    %100 = stablehlo.or %97, %99 : tensor<4xui32>
    %101 = stablehlo.xor %95, %100 : tensor<4xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %103 = stablehlo.add %95, %102 : tensor<4xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %105 = stablehlo.add %101, %104 : tensor<4xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %107 = stablehlo.add %105, %106 : tensor<4xui32>
    %108 = stablehlo.add %103, %107 : tensor<4xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<4xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<4xui32>
    %113 = stablehlo.or %110, %112 : tensor<4xui32>
    %114 = stablehlo.xor %108, %113 : tensor<4xui32>
    %115 = stablehlo.add %108, %114 : tensor<4xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<4xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<4xui32>
    %120 = stablehlo.or %117, %119 : tensor<4xui32>
    %121 = stablehlo.xor %115, %120 : tensor<4xui32>
    %122 = stablehlo.add %115, %121 : tensor<4xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<4xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<4xui32>
    %127 = stablehlo.or %124, %126 : tensor<4xui32>
    %128 = stablehlo.xor %122, %127 : tensor<4xui32>
    %129 = stablehlo.add %122, %128 : tensor<4xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<4xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<4xui32>
    %134 = stablehlo.or %131, %133 : tensor<4xui32>
    %135 = stablehlo.xor %129, %134 : tensor<4xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %137 = stablehlo.add %129, %136 : tensor<4xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %139 = stablehlo.add %135, %138 : tensor<4xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %141 = stablehlo.add %139, %140 : tensor<4xui32>
    %142 = stablehlo.add %137, %141 : tensor<4xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<4xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<4xui32>
    %147 = stablehlo.or %144, %146 : tensor<4xui32>
    %148 = stablehlo.xor %142, %147 : tensor<4xui32>
    %149 = stablehlo.add %142, %148 : tensor<4xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<4xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<4xui32>
    %154 = stablehlo.or %151, %153 : tensor<4xui32>
    %155 = stablehlo.xor %149, %154 : tensor<4xui32>
    %156 = stablehlo.add %149, %155 : tensor<4xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<4xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<4xui32>
    %161 = stablehlo.or %158, %160 : tensor<4xui32>
    %162 = stablehlo.xor %156, %161 : tensor<4xui32>
    %163 = stablehlo.add %156, %162 : tensor<4xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<4xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<4xui32>
    %168 = stablehlo.or %165, %167 : tensor<4xui32>
    %169 = stablehlo.xor %163, %168 : tensor<4xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %171 = stablehlo.add %163, %170 : tensor<4xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %173 = stablehlo.add %169, %172 : tensor<4xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %175 = stablehlo.add %173, %174 : tensor<4xui32>
    return %171, %175 : tensor<4xui32>, tensor<4xui32>
  }
}
