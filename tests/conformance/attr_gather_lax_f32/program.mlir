module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<5x1xi32>, %arg4: tensor<5x1xi32>, %arg5: tensor<1xi32>, %arg6: tensor<2xi32>, %arg7: tensor<5x2xi32>, %arg8: tensor<4xi32>, %arg9: tensor<4x3xi32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}, tensor<5x6xf32> {jax.result_info = "result[4]"}, tensor<6x5xf32> {jax.result_info = "result[5]"}, tensor<5x3xf32> {jax.result_info = "result[6]"}, tensor<5x3xf32> {jax.result_info = "result[7]"}, tensor<5x2xf32> {jax.result_info = "result[8]"}, tensor<4xf32> {jax.result_info = "result[9]"}, tensor<4x3xf32> {jax.result_info = "result[10]"}, tensor<4xf32> {jax.result_info = "result[11]"}) {
    %0 = "stablehlo.gather"(%arg0, %arg3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %1 = "stablehlo.gather"(%arg0, %arg5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<1xi32>) -> tensor<f32>
    %2 = "stablehlo.gather"(%arg1, %arg6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0, 1]>, indices_are_sorted = false, slice_sizes = array<i64: 3, 4>}> : (tensor<8x6xf32>, tensor<2xi32>) -> tensor<3x4xf32>
    %3 = "stablehlo.gather"(%arg1, %arg5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<1xi32>) -> tensor<6xf32>
    %4 = "stablehlo.gather"(%arg1, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<5x6xf32>
    %5 = "stablehlo.gather"(%arg1, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<6x5xf32>
    %6 = "stablehlo.gather"(%arg1, %arg7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<8x6xf32>, tensor<5x2xi32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<[7, 3]> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %8 = stablehlo.compare GE, %arg7, %7, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %9 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x2xi32>) -> tensor<5x2xi32>
    %11 = stablehlo.compare LE, %arg7, %10, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %12 = stablehlo.and %8, %11 : tensor<5x2xi1>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.reduce(%12 init: %c_1) applies stablehlo.and across dimensions = [1] : (tensor<5x2xi1>, tensor<i1>) -> tensor<5xi1>
    %14 = "stablehlo.gather"(%arg1, %arg7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<8x6xf32>, tensor<5x2xi32>) -> tensor<5x3xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<5xi1>) -> tensor<5x3xi1>
    %cst = stablehlo.constant dense<-3.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %17 = stablehlo.select %15, %14, %16 : tensor<5x3xi1>, tensor<5x3xf32>
    %18 = "stablehlo.gather"(%arg1, %arg7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1, 0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<8x6xf32>, tensor<5x2xi32>) -> tensor<5x2xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %20 = stablehlo.compare LT, %arg8, %19, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %22 = stablehlo.add %arg8, %21 : tensor<4xi32>
    %23 = stablehlo.select %20, %22, %arg8 : tensor<4xi1>, tensor<4xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %25 = "stablehlo.gather"(%arg2, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
    %26 = stablehlo.reshape %25 : (tensor<4x1xf32>) -> tensor<4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %28 = stablehlo.compare LT, %arg9, %27, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %30 = stablehlo.add %arg9, %29 : tensor<4x3xi32>
    %31 = stablehlo.select %28, %30, %arg9 : tensor<4x3xi1>, tensor<4x3xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %33 = "stablehlo.gather"(%arg2, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3xf32>
    %34 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %35 = "stablehlo.gather"(%arg2, %34) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    return %0, %1, %2, %3, %4, %5, %6, %17, %18, %26, %33, %35 : tensor<5xf32>, tensor<f32>, tensor<3x4xf32>, tensor<6xf32>, tensor<5x6xf32>, tensor<6x5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x2xf32>, tensor<4xf32>, tensor<4x3xf32>, tensor<4xf32>
  }
}
