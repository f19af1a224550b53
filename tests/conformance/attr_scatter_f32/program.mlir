module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x6xf32>, %arg1: tensor<10xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<4xi32>, %arg4: tensor<4x6xf32>, %arg5: tensor<6xi32>, %arg6: tensor<6x6xf32>, %arg7: tensor<6x6xf32>, %arg8: tensor<4xi32>, %arg9: tensor<8x4xf32>, %arg10: tensor<4xi32>, %arg11: tensor<4xi32>, %arg12: tensor<4xf32>, %arg13: tensor<5x1xi32>, %arg14: tensor<5xf32>, %arg15: tensor<4x1xi32>, %arg16: tensor<4xf32>, %arg17: tensor<2xi32>, %arg18: tensor<3x4xf32>, %arg19: tensor<4xi32>, %arg20: tensor<4xf32>, %arg21: tensor<4xi32>, %arg22: tensor<4x6xf32>) -> (tensor<8x6xf32> {jax.result_info = "result[0]"}, tensor<8x6xf32> {jax.result_info = "result[1]"}, tensor<8x6xf32> {jax.result_info = "result[2]"}, tensor<8x6xf32> {jax.result_info = "result[3]"}, tensor<8x6xf32> {jax.result_info = "result[4]"}, tensor<8x6xf32> {jax.result_info = "result[5]"}, tensor<8x6xf32> {jax.result_info = "result[6]"}, tensor<8x6xf32> {jax.result_info = "result[7]"}, tensor<10xf32> {jax.result_info = "result[8]"}, tensor<10xf32> {jax.result_info = "result[9]"}, tensor<10xf32> {jax.result_info = "result[10]"}, tensor<10xf32> {jax.result_info = "result[11]"}, tensor<10xf32> {jax.result_info = "result[12]"}, tensor<8x6xf32> {jax.result_info = "result[13]"}, tensor<4x6xf32> {jax.result_info = "result[14]"}, tensor<4x6xf32> {jax.result_info = "result[15]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg3, %2 : tensor<4xi32>
    %4 = stablehlo.select %1, %3, %arg3 : tensor<4xi1>, tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      stablehlo.return %arg24 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<4x1xi32>, tensor<4x6xf32>) -> tensor<8x6xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %arg5, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %10 = stablehlo.add %arg5, %9 : tensor<6xi32>
    %11 = stablehlo.select %8, %10, %arg5 : tensor<6xi1>, tensor<6xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<6x1xi32>, tensor<6x6xf32>) -> tensor<8x6xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %15 = stablehlo.compare LT, %arg5, %14, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_4 = stablehlo.constant dense<8> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %17 = stablehlo.add %arg5, %16 : tensor<6xi32>
    %18 = stablehlo.select %15, %17, %arg5 : tensor<6xi1>, tensor<6xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %20 = "stablehlo.scatter"(%arg0, %19, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.multiply %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<6x1xi32>, tensor<6x6xf32>) -> tensor<8x6xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %22 = stablehlo.compare LT, %arg5, %21, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %24 = stablehlo.add %arg5, %23 : tensor<6xi32>
    %25 = stablehlo.select %22, %24, %arg5 : tensor<6xi1>, tensor<6xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %27 = "stablehlo.scatter"(%arg0, %26, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.minimum %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<6x1xi32>, tensor<6x6xf32>) -> tensor<8x6xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %29 = stablehlo.compare LT, %arg5, %28, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %31 = stablehlo.add %arg5, %30 : tensor<6xi32>
    %32 = stablehlo.select %29, %31, %arg5 : tensor<6xi1>, tensor<6xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %34 = "stablehlo.scatter"(%arg0, %33, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.maximum %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<6x1xi32>, tensor<6x6xf32>) -> tensor<8x6xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %36 = stablehlo.compare LT, %arg8, %35, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_10 = stablehlo.constant dense<6> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %38 = stablehlo.add %arg8, %37 : tensor<4xi32>
    %39 = stablehlo.select %36, %38, %arg8 : tensor<4xi1>, tensor<4xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %41 = "stablehlo.scatter"(%arg0, %40, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<4x1xi32>, tensor<8x4xf32>) -> tensor<8x6xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %43 = stablehlo.compare LT, %arg10, %42, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_12 = stablehlo.constant dense<8> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %45 = stablehlo.add %arg10, %44 : tensor<4xi32>
    %46 = stablehlo.select %43, %45, %arg10 : tensor<4xi1>, tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %48 = stablehlo.compare LT, %arg11, %47, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_14 = stablehlo.constant dense<6> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %50 = stablehlo.add %arg11, %49 : tensor<4xi32>
    %51 = stablehlo.select %48, %50, %arg11 : tensor<4xi1>, tensor<4xi32>
    %52 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %55 = "stablehlo.scatter"(%arg0, %54, %arg12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<4x2xi32>, tensor<4xf32>) -> tensor<8x6xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %57 = stablehlo.compare LT, %arg21, %56, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_16 = stablehlo.constant dense<8> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %59 = stablehlo.add %arg21, %58 : tensor<4xi32>
    %60 = stablehlo.select %57, %59, %arg21 : tensor<4xi1>, tensor<4xi32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %62 = "stablehlo.scatter"(%arg0, %61, %arg22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<4x1xi32>, tensor<4x6xf32>) -> tensor<8x6xf32>
    %63 = "stablehlo.scatter"(%arg1, %arg13, %arg14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<10xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %65 = stablehlo.multiply %arg14, %64 : tensor<5xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %67 = stablehlo.add %65, %66 : tensor<5xf32>
    %68 = "stablehlo.scatter"(%arg1, %arg13, %67) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.multiply %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<10xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<10xf32>
    %69 = "stablehlo.scatter"(%arg1, %arg13, %arg14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.minimum %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<10xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<10xf32>
    %70 = "stablehlo.scatter"(%arg1, %arg13, %arg14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.maximum %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<10xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<10xf32>
    %71 = "stablehlo.scatter"(%arg1, %arg15, %arg16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      stablehlo.return %arg24 : tensor<f32>
    }) : (tensor<10xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<10xf32>
    %72 = "stablehlo.scatter"(%arg0, %arg17, %arg18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<2xi32>, tensor<3x4xf32>) -> tensor<8x6xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %74 = stablehlo.compare LT, %arg19, %73, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_19 = stablehlo.constant dense<6> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %76 = stablehlo.add %arg19, %75 : tensor<4xi32>
    %77 = stablehlo.select %74, %76, %arg19 : tensor<4xi1>, tensor<4xi32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %79 = "stablehlo.scatter"(%arg2, %78, %arg20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
    %80 = stablehlo.broadcast_in_dim %arg19, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %81 = "stablehlo.scatter"(%arg2, %80, %arg20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %82 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
    return %6, %13, %20, %27, %34, %41, %55, %62, %63, %68, %69, %70, %71, %72, %79, %81 : tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<8x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
}
