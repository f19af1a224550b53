module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x4xf32>, %arg1: tensor<20xi32>, %arg2: tensor<30xi32>, %arg3: tensor<10x4xf32>, %arg4: tensor<5xi32>, %arg5: tensor<5x4xf32>, %arg6: tensor<12xi32>, %arg7: tensor<12x4xf32>) -> (tensor<6x4xf32> {jax.result_info = "result[0]"}, tensor<10xi32> {jax.result_info = "result[1]"}, tensor<10x4xf32> {jax.result_info = "result[2]"}, tensor<10x4xf32> {jax.result_info = "result[3]"}, tensor<10x4xf32> {jax.result_info = "result[4]"}, tensor<12x4xf32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<20xi32>) -> tensor<20x1xi32>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %40 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %40 : tensor<f32>
    }) : (tensor<6x4xf32>, tensor<20x1xi32>, tensor<20x4xf32>) -> tensor<6x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %5 = stablehlo.compare LT, %arg2, %4, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %7 = stablehlo.add %arg2, %6 : tensor<30xi32>
    %8 = stablehlo.select %5, %7, %arg2 : tensor<30xi1>, tensor<30xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %11 = "stablehlo.scatter"(%3, %9, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
      %40 = stablehlo.add %arg8, %arg9 : tensor<i32>
      stablehlo.return %40 : tensor<i32>
    }) : (tensor<10xi32>, tensor<30x1xi32>, tensor<30xi32>) -> tensor<10xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %13 = stablehlo.compare LT, %arg4, %12, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_4 = stablehlo.constant dense<10> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %15 = stablehlo.add %arg4, %14 : tensor<5xi32>
    %16 = stablehlo.select %13, %15, %arg4 : tensor<5xi1>, tensor<5xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %18 = "stablehlo.scatter"(%arg3, %17, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<10x4xf32>, tensor<5x1xi32>, tensor<5x4xf32>) -> tensor<10x4xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %20 = stablehlo.compare LT, %arg6, %19, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_6 = stablehlo.constant dense<10> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %22 = stablehlo.add %arg6, %21 : tensor<12xi32>
    %23 = stablehlo.select %20, %22, %arg6 : tensor<12xi1>, tensor<12xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %25 = "stablehlo.scatter"(%arg3, %24, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %40 = stablehlo.maximum %arg8, %arg9 : tensor<f32>
      stablehlo.return %40 : tensor<f32>
    }) : (tensor<10x4xf32>, tensor<12x1xi32>, tensor<12x4xf32>) -> tensor<10x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %27 = stablehlo.compare LT, %arg6, %26, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_8 = stablehlo.constant dense<10> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %29 = stablehlo.add %arg6, %28 : tensor<12xi32>
    %30 = stablehlo.select %27, %29, %arg6 : tensor<12xi1>, tensor<12xi32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %32 = "stablehlo.scatter"(%arg3, %31, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %40 = stablehlo.minimum %arg8, %arg9 : tensor<f32>
      stablehlo.return %40 : tensor<f32>
    }) : (tensor<10x4xf32>, tensor<12x1xi32>, tensor<12x4xf32>) -> tensor<10x4xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %34 = stablehlo.compare LT, %arg6, %33, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_10 = stablehlo.constant dense<10> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %36 = stablehlo.add %arg6, %35 : tensor<12xi32>
    %37 = stablehlo.select %34, %36, %arg6 : tensor<12xi1>, tensor<12xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %39 = "stablehlo.gather"(%arg3, %38) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<12x1xi32>) -> tensor<12x4xf32>
    return %2, %11, %18, %25, %32, %39 : tensor<6x4xf32>, tensor<10xi32>, tensor<10x4xf32>, tensor<10x4xf32>, tensor<10x4xf32>, tensor<12x4xf32>
  }
}
