module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x10x6xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4x3xi32>, %arg3: tensor<4x3x6xf32>) -> (tensor<4x3x6xf32> {jax.result_info = "result[0]"}, tensor<4x3x6xf32> {jax.result_info = "result[1]"}, tensor<4x10x6xf32> {jax.result_info = "result[2]"}, tensor<4x3x6xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4xi1>, tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %7 = stablehlo.concatenate %5, %6, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3, 6>}> : (tensor<4x10x6xf32>, tensor<4x2xi32>) -> tensor<4x3x6xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %10 = stablehlo.compare LT, %arg2, %9, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %12 = stablehlo.add %arg2, %11 : tensor<4x3xi32>
    %13 = stablehlo.select %10, %12, %arg2 : tensor<4x3xi1>, tensor<4x3xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<4x10x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3x6xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %17 = stablehlo.compare LT, %arg2, %16, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_5 = stablehlo.constant dense<10> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %19 = stablehlo.add %arg2, %18 : tensor<4x3xi32>
    %20 = stablehlo.select %17, %19, %arg2 : tensor<4x3xi1>, tensor<4x3xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %22 = "stablehlo.scatter"(%arg0, %21, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %25 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) : (tensor<4x10x6xf32>, tensor<4x3x1xi32>, tensor<4x3x6xf32>) -> tensor<4x10x6xf32>
    %23 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %24 = call @take_along_axis(%arg0, %23) : (tensor<4x10x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3x6xf32>
    return %8, %15, %22, %24 : tensor<4x3x6xf32>, tensor<4x3x6xf32>, tensor<4x10x6xf32>, tensor<4x3x6xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x10x6xf32>, %arg1: tensor<4x3x1xi32>) -> tensor<4x3x6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x3x1xi32>, tensor<4x3x1xi32>) -> tensor<4x3x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x3x1xi1>, tensor<4x3x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x3x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<4x3x1xi32>, tensor<4x3x1xi32>) -> tensor<4x3x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x3x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<4x3x1xi32>, tensor<4x3x1xi32>) -> tensor<4x3x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<4x3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x3x1xi1>, tensor<i1>) -> tensor<4x3xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<4x10x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3x6xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x3xi1>) -> tensor<4x3x6xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3x6xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<4x3x6xi1>, tensor<4x3x6xf32>
    return %15 : tensor<4x3x6xf32>
  }
}
