module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x3xi32>, %arg1: tensor<10xui8>, %arg2: tensor<30xi32>, %arg3: tensor<6xi32>, %arg4: tensor<6x3xi32>, %arg5: tensor<6x3xi32>, %arg6: tensor<3xi32>, %arg7: tensor<3x3xi32>, %arg8: tensor<4xi32>, %arg9: tensor<4x3xi32>, %arg10: tensor<6xui8>, %arg11: tensor<5xi32>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<12xi64> {jax.result_info = "result[1]"}, tensor<10x3xi32> {jax.result_info = "result[2]"}, tensor<10x3xi32> {jax.result_info = "result[3]"}, tensor<10x3xi32> {jax.result_info = "result[4]"}, tensor<10x3xi32> {jax.result_info = "result[5]"}, tensor<10x3xi32> {jax.result_info = "result[6]"}, tensor<10x3xi32> {jax.result_info = "result[7]"}, tensor<10xui8> {jax.result_info = "result[8]"}, tensor<10xi1> {jax.result_info = "result[9]"}, tensor<10xi32> {jax.result_info = "result[10]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %2 = stablehlo.compare LT, %arg2, %1, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_1 = stablehlo.constant dense<12> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %4 = stablehlo.add %arg2, %3 : tensor<30xi32>
    %5 = stablehlo.select %2, %4, %arg2 : tensor<30xi1>, tensor<30xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %8 = "stablehlo.scatter"(%0, %6, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %85 = stablehlo.add %arg12, %arg13 : tensor<i32>
      stablehlo.return %85 : tensor<i32>
    }) : (tensor<12xi32>, tensor<30x1xi32>, tensor<30xi32>) -> tensor<12xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %10 = call @clip(%arg2, %c_4) : (tensor<30xi32>, tensor<i64>) -> tensor<30xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_6 = stablehlo.constant dense<12> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %14 = stablehlo.add %10, %13 : tensor<30xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<30xi1>, tensor<30xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i64>
    %17 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<30xi64>
    %18 = "stablehlo.scatter"(%9, %16, %17) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i64>, %arg13: tensor<i64>):
      %85 = stablehlo.add %arg12, %arg13 : tensor<i64>
      stablehlo.return %85 : tensor<i64>
    }) : (tensor<12xi64>, tensor<30x1xi32>, tensor<30xi64>) -> tensor<12xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %20 = stablehlo.compare LT, %arg3, %19, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_9 = stablehlo.constant dense<10> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %22 = stablehlo.add %arg3, %21 : tensor<6xi32>
    %23 = stablehlo.select %20, %22, %arg3 : tensor<6xi1>, tensor<6xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %25 = "stablehlo.scatter"(%arg0, %24, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %85 = stablehlo.add %arg12, %arg13 : tensor<i32>
      stablehlo.return %85 : tensor<i32>
    }) : (tensor<10x3xi32>, tensor<6x1xi32>, tensor<6x3xi32>) -> tensor<10x3xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %27 = stablehlo.compare LT, %arg3, %26, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_11 = stablehlo.constant dense<10> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %29 = stablehlo.add %arg3, %28 : tensor<6xi32>
    %30 = stablehlo.select %27, %29, %arg3 : tensor<6xi1>, tensor<6xi32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %32 = "stablehlo.scatter"(%arg0, %31, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %85 = stablehlo.multiply %arg12, %arg13 : tensor<i32>
      stablehlo.return %85 : tensor<i32>
    }) : (tensor<10x3xi32>, tensor<6x1xi32>, tensor<6x3xi32>) -> tensor<10x3xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %34 = stablehlo.compare LT, %arg3, %33, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_13 = stablehlo.constant dense<10> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %36 = stablehlo.add %arg3, %35 : tensor<6xi32>
    %37 = stablehlo.select %34, %36, %arg3 : tensor<6xi1>, tensor<6xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %39 = "stablehlo.scatter"(%arg0, %38, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %85 = stablehlo.minimum %arg12, %arg13 : tensor<i32>
      stablehlo.return %85 : tensor<i32>
    }) : (tensor<10x3xi32>, tensor<6x1xi32>, tensor<6x3xi32>) -> tensor<10x3xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %41 = stablehlo.compare LT, %arg3, %40, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_15 = stablehlo.constant dense<10> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %43 = stablehlo.add %arg3, %42 : tensor<6xi32>
    %44 = stablehlo.select %41, %43, %arg3 : tensor<6xi1>, tensor<6xi32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %46 = "stablehlo.scatter"(%arg0, %45, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %85 = stablehlo.maximum %arg12, %arg13 : tensor<i32>
      stablehlo.return %85 : tensor<i32>
    }) : (tensor<10x3xi32>, tensor<6x1xi32>, tensor<6x3xi32>) -> tensor<10x3xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %48 = stablehlo.compare LT, %arg6, %47, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_17 = stablehlo.constant dense<10> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %50 = stablehlo.add %arg6, %49 : tensor<3xi32>
    %51 = stablehlo.select %48, %50, %arg6 : tensor<3xi1>, tensor<3xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %53 = "stablehlo.scatter"(%arg0, %52, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      stablehlo.return %arg13 : tensor<i32>
    }) : (tensor<10x3xi32>, tensor<3x1xi32>, tensor<3x3xi32>) -> tensor<10x3xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %55 = stablehlo.compare LT, %arg8, %54, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_19 = stablehlo.constant dense<10> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %57 = stablehlo.add %arg8, %56 : tensor<4xi32>
    %58 = stablehlo.select %55, %57, %arg8 : tensor<4xi1>, tensor<4xi32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %60 = "stablehlo.scatter"(%arg0, %59, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %85 = stablehlo.add %arg12, %arg13 : tensor<i32>
      stablehlo.return %85 : tensor<i32>
    }) : (tensor<10x3xi32>, tensor<4x1xi32>, tensor<4x3xi32>) -> tensor<10x3xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %62 = stablehlo.compare LT, %arg3, %61, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_21 = stablehlo.constant dense<10> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %64 = stablehlo.add %arg3, %63 : tensor<6xi32>
    %65 = stablehlo.select %62, %64, %arg3 : tensor<6xi1>, tensor<6xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %67 = "stablehlo.scatter"(%arg1, %66, %arg10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<ui8>, %arg13: tensor<ui8>):
      %85 = stablehlo.add %arg12, %arg13 : tensor<ui8>
      stablehlo.return %85 : tensor<ui8>
    }) : (tensor<10xui8>, tensor<6x1xi32>, tensor<6xui8>) -> tensor<10xui8>
    %c_22 = stablehlo.constant dense<false> : tensor<i1>
    %68 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %70 = stablehlo.compare LT, %arg11, %69, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_24 = stablehlo.constant dense<10> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %72 = stablehlo.add %arg11, %71 : tensor<5xi32>
    %73 = stablehlo.select %70, %72, %arg11 : tensor<5xi1>, tensor<5xi32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_25 = stablehlo.constant dense<true> : tensor<i1>
    %75 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %76 = "stablehlo.scatter"(%68, %74, %75) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i1>, %arg13: tensor<i1>):
      stablehlo.return %arg13 : tensor<i1>
    }) : (tensor<10xi1>, tensor<5x1xi32>, tensor<5xi1>) -> tensor<10xi1>
    %77 = stablehlo.slice %arg0 [0:10, 0:1] : (tensor<10x3xi32>) -> tensor<10x1xi32>
    %78 = stablehlo.reshape %77 : (tensor<10x1xi32>) -> tensor<10xi32>
    %79 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %80 = stablehlo.slice %arg9 [0:1, 0:1] : (tensor<4x3xi32>) -> tensor<1x1xi32>
    %81 = stablehlo.reshape %80 : (tensor<1x1xi32>) -> tensor<i32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %83 = stablehlo.add %82, %arg11 : tensor<5xi32>
    %84 = "stablehlo.scatter"(%78, %79, %83) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %85 = stablehlo.add %arg12, %arg13 : tensor<i32>
      stablehlo.return %85 : tensor<i32>
    }) : (tensor<10xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<10xi32>
    return %8, %18, %25, %32, %39, %46, %53, %60, %67, %76, %84 : tensor<12xi32>, tensor<12xi64>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10xui8>, tensor<10xi1>, tensor<10xi32>
  }
  func.func private @clip(%arg0: tensor<30xi32>, %arg1: tensor<i64>) -> tensor<30xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<30xi32>
    return %2 : tensor<30xi32>
  }
}
