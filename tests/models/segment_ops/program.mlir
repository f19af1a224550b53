module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x3xf32>, %arg1: tensor<9xi32>, %arg2: tensor<9xi32>) -> (tensor<5x3xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}, tensor<5xi32> {jax.result_info = "result[2]"}, tensor<7xi32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %21 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %21 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<9x1xi32>, tensor<9x3xf32>) -> tensor<5x3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %5 = "stablehlo.scatter"(%3, %4, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %21 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %21 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<9x1xi32>, tensor<9x3xf32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %8 = "stablehlo.scatter"(%6, %7, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %21 = stablehlo.minimum %arg3, %arg4 : tensor<i32>
      stablehlo.return %21 : tensor<i32>
    }) : (tensor<5xi32>, tensor<9x1xi32>, tensor<9xi32>) -> tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @clip(%arg1, %c_2) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_4 = stablehlo.constant dense<7> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %14 = stablehlo.add %10, %13 : tensor<9xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<9xi1>, tensor<9xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %18 = "stablehlo.scatter"(%9, %16, %17) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %21 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %21 : tensor<i32>
    }) : (tensor<7xi32>, tensor<9x1xi32>, tensor<9xi32>) -> tensor<7xi32>
    %19 = stablehlo.is_finite %5 : (tensor<5x3xf32>) -> tensor<5x3xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = call @_where(%19, %5, %cst_6) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<f32>) -> tensor<5x3xf32>
    return %2, %20, %8, %18 : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5xi32>, tensor<7xi32>
  }
  func.func private @clip(%arg0: tensor<9xi32>, %arg1: tensor<i32>) -> tensor<9xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<9xi32>
    return %2 : tensor<9xi32>
  }
  func.func private @_where(%arg0: tensor<5x3xi1>, %arg1: tensor<5x3xf32>, %arg2: tensor<f32>) -> tensor<5x3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<5x3xi1>, tensor<5x3xf32>
    return %2 : tensor<5x3xf32>
  }
}
