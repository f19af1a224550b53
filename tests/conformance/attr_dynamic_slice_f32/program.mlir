module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i64>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<2x2xf32> {jax.result_info = "result[2]"}, tensor<6x8xf32> {jax.result_info = "result[3]"}, tensor<6x8xf32> {jax.result_info = "result[4]"}, tensor<6x2xf32> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<6x8xf32> {jax.result_info = "result[7]"}, tensor<8xf32> {jax.result_info = "result[8]"}, tensor<6xf32> {jax.result_info = "result[9]"}, tensor<f32> {jax.result_info = "result[10]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg3, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %1 = stablehlo.add %arg3, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg3 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg4, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.add %arg4, %c_2 : tensor<i32>
    %5 = stablehlo.select %3, %4, %arg4 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [3, 4] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %arg5, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %8 = stablehlo.add %arg5, %c_4 : tensor<i32>
    %9 = stablehlo.select %7, %8, %arg5 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %arg6, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.add %arg6, %c_6 : tensor<i32>
    %12 = stablehlo.select %10, %11, %arg6 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg0, %9, %12, sizes = [3, 4] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.compare LT, %arg7, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<6> : tensor<i64>
    %15 = stablehlo.add %arg7, %c_8 : tensor<i64>
    %16 = stablehlo.select %14, %15, %arg7 : tensor<i1>, tensor<i64>
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %17 = stablehlo.compare LT, %arg7, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<8> : tensor<i64>
    %18 = stablehlo.add %arg7, %c_10 : tensor<i64>
    %19 = stablehlo.select %17, %18, %arg7 : tensor<i1>, tensor<i64>
    %20 = stablehlo.dynamic_slice %arg0, %16, %19, sizes = [2, 2] : (tensor<6x8xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %arg3, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %22 = stablehlo.add %arg3, %c_12 : tensor<i32>
    %23 = stablehlo.select %21, %22, %arg3 : tensor<i1>, tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %arg4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<8> : tensor<i32>
    %25 = stablehlo.add %arg4, %c_14 : tensor<i32>
    %26 = stablehlo.select %24, %25, %arg4 : tensor<i1>, tensor<i32>
    %27 = stablehlo.dynamic_update_slice %arg0, %arg1, %23, %26 : (tensor<6x8xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x8xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare LT, %arg5, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<6> : tensor<i32>
    %29 = stablehlo.add %arg5, %c_16 : tensor<i32>
    %30 = stablehlo.select %28, %29, %arg5 : tensor<i1>, tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.compare LT, %arg6, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<8> : tensor<i32>
    %32 = stablehlo.add %arg6, %c_18 : tensor<i32>
    %33 = stablehlo.select %31, %32, %arg6 : tensor<i1>, tensor<i32>
    %34 = stablehlo.dynamic_update_slice %arg0, %arg1, %30, %33 : (tensor<6x8xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x8xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %arg4, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_20 = stablehlo.constant dense<8> : tensor<i32>
    %36 = stablehlo.add %arg4, %c_20 : tensor<i32>
    %37 = stablehlo.select %35, %36, %arg4 : tensor<i1>, tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.dynamic_slice %arg0, %c_21, %37, sizes = [6, 2] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x2xf32>
    %39 = call @dynamic_index_in_dim(%arg0, %arg3) : (tensor<6x8xf32>, tensor<i32>) -> tensor<8xf32>
    %40 = call @dynamic_update_index_in_dim(%arg0, %arg2, %arg3) : (tensor<6x8xf32>, tensor<8xf32>, tensor<i32>) -> tensor<6x8xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.compare LT, %arg3, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<6> : tensor<i32>
    %42 = stablehlo.add %arg3, %c_23 : tensor<i32>
    %43 = stablehlo.select %41, %42, %arg3 : tensor<i1>, tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.compare LT, %c_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<8> : tensor<i32>
    %45 = stablehlo.add %c_26, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.select %44, %45, %c_28 : tensor<i1>, tensor<i32>
    %47 = stablehlo.dynamic_slice %arg0, %43, %46, sizes = [1, 8] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x8xf32>) -> tensor<8xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.compare LT, %c_29, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<6> : tensor<i32>
    %50 = stablehlo.add %c_31, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.select %49, %50, %c_33 : tensor<i1>, tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.compare LT, %arg4, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_35 = stablehlo.constant dense<8> : tensor<i32>
    %53 = stablehlo.add %arg4, %c_35 : tensor<i32>
    %54 = stablehlo.select %52, %53, %arg4 : tensor<i1>, tensor<i32>
    %55 = stablehlo.dynamic_slice %arg0, %51, %54, sizes = [6, 1] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x1xf32>
    %56 = stablehlo.reshape %55 : (tensor<6x1xf32>) -> tensor<6xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.compare LT, %arg3, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_37 = stablehlo.constant dense<6> : tensor<i32>
    %58 = stablehlo.add %arg3, %c_37 : tensor<i32>
    %59 = stablehlo.select %57, %58, %arg3 : tensor<i1>, tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.compare LT, %arg4, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<8> : tensor<i32>
    %61 = stablehlo.add %arg4, %c_39 : tensor<i32>
    %62 = stablehlo.select %60, %61, %arg4 : tensor<i1>, tensor<i32>
    %63 = stablehlo.dynamic_slice %arg0, %59, %62, sizes = [1, 1] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x1xf32>) -> tensor<f32>
    return %6, %13, %20, %27, %34, %38, %39, %40, %48, %56, %64 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<2x2xf32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<6x2xf32>, tensor<8xf32>, tensor<6x8xf32>, tensor<8xf32>, tensor<6xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, %c_1, sizes = [1, 8] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x8xf32>) -> tensor<8xf32>
    return %4 : tensor<8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<i32>) -> tensor<6x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3, %c_1 : (tensor<6x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x8xf32>
    return %4 : tensor<6x8xf32>
  }
}
