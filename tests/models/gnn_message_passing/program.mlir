module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x5xf32>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> (tensor<7x8xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[[0.366174757, -0.466690034, 0.156927571, 0.412142336, -0.0390783548, -1.39927971, -0.433677644, 0.417995244], [0.0196176227, 0.637375771, -0.249126017, 0.414488494, -0.57402271, 0.490260959, -8.642280e-01, 0.214197069], [0.601318777, -0.0784505084, -0.0369865224, -0.397329032, -0.134506866, 0.406237721, -0.28871721, -5.919380e-01], [0.750417948, 1.337980e-01, 0.048957143, 0.466927171, 0.066937007, -0.112910286, 0.378806382, 0.226188868], [0.175596192, 0.0634349808, -0.511262357, 0.286125749, -0.264464885, -0.207574353, -0.356813431, 0.586190939]]> : tensor<5x8xf32>
    %cst_0 = stablehlo.constant dense<[0.29369846, -0.0126173822, 0.17973794, -0.149091348, 0.0640617386, 0.193572238, -0.164642408, 0.105459332, -0.117742255, 0.539503038, -0.00290918327, -0.290477484, 0.305188864, 0.0356961899, 0.0592909642, 0.0925237387]> : tensor<16xf32>
    %0 = stablehlo.dot_general %arg0, %cst, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x5xf32>, tensor<5x8xf32>) -> tensor<7x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<12xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<12xi1>, tensor<12xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<7x8xf32>, tensor<12x1xi32>) -> tensor<12x8xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %9 = stablehlo.compare LT, %arg2, %8, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %11 = stablehlo.add %arg2, %10 : tensor<12xi32>
    %12 = stablehlo.select %9, %11, %arg2 : tensor<12xi1>, tensor<12xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %14 = "stablehlo.gather"(%0, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<7x8xf32>, tensor<12x1xi32>) -> tensor<12x8xf32>
    %15 = stablehlo.concatenate %7, %14, dim = 1 : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x16xf32>
    %16 = stablehlo.dot_general %15, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x16xf32>, tensor<16xf32>) -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %17 = call @leaky_relu(%16, %cst_4) : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %20 = "stablehlo.scatter"(%18, %19, %17) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %55 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %55 : tensor<f32>
    }) : (tensor<7xf32>, tensor<12x1xi32>, tensor<12xf32>) -> tensor<7xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %22 = stablehlo.compare LT, %arg2, %21, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_7 = stablehlo.constant dense<7> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %24 = stablehlo.add %arg2, %23 : tensor<12xi32>
    %25 = stablehlo.select %22, %24, %arg2 : tensor<12xi1>, tensor<12xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %27 = "stablehlo.gather"(%20, %26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<7xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %28 = stablehlo.subtract %17, %27 : tensor<12xf32>
    %29 = stablehlo.exponential %28 : tensor<12xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %31 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %32 = "stablehlo.scatter"(%30, %31, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %55 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %55 : tensor<f32>
    }) : (tensor<7xf32>, tensor<12x1xi32>, tensor<12xf32>) -> tensor<7xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %34 = stablehlo.compare LT, %arg2, %33, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_10 = stablehlo.constant dense<7> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %36 = stablehlo.add %arg2, %35 : tensor<12xi32>
    %37 = stablehlo.select %34, %36, %arg2 : tensor<12xi1>, tensor<12xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %39 = "stablehlo.gather"(%32, %38) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<7xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %40 = stablehlo.divide %29, %39 : tensor<12xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %43 = stablehlo.compare LT, %arg1, %42, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_12 = stablehlo.constant dense<7> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %45 = stablehlo.add %arg1, %44 : tensor<12xi32>
    %46 = stablehlo.select %43, %45, %arg1 : tensor<12xi1>, tensor<12xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %48 = "stablehlo.gather"(%0, %47) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<7x8xf32>, tensor<12x1xi32>) -> tensor<12x8xf32>
    %49 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<12x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<7x8xf32>
    %52 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %53 = "stablehlo.scatter"(%51, %52, %50) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %55 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %55 : tensor<f32>
    }) : (tensor<7x8xf32>, tensor<12x1xi32>, tensor<12x8xf32>) -> tensor<7x8xf32>
    %54 = call @elu(%53) : (tensor<7x8xf32>) -> tensor<7x8xf32>
    return %54, %40 : tensor<7x8xf32>, tensor<12xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<12xf32>, %arg1: tensor<f32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<12xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %5 : tensor<12xf32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @elu(%arg0: tensor<7x8xf32>) -> tensor<7x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x8xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7x8xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<7x8xi1>, tensor<f32>, tensor<7x8xf32>) -> tensor<7x8xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<7x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7x8xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<7x8xf32>
    %8 = call @_where_1(%1, %arg0, %7) : (tensor<7x8xi1>, tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xf32>
    return %8 : tensor<7x8xf32>
  }
  func.func private @_where_0(%arg0: tensor<7x8xi1>, %arg1: tensor<f32>, %arg2: tensor<7x8xf32>) -> tensor<7x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<7x8xi1>, tensor<7x8xf32>
    return %2 : tensor<7x8xf32>
  }
  func.func private @_where_1(%arg0: tensor<7x8xi1>, %arg1: tensor<7x8xf32>, %arg2: tensor<7x8xf32>) -> tensor<7x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7x8xi1>, tensor<7x8xf32>
    return %0 : tensor<7x8xf32>
  }
}
