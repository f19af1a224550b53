module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x4xf32>, %arg1: tensor<3x4x2xf32>, %arg2: tensor<3x5x4xf32>, %arg3: tensor<5x3xf32>, %arg4: tensor<4x4xf32>) -> (tensor<3x4x2xf32> {jax.result_info = "result[0]"}, tensor<3x4x4xf32> {jax.result_info = "result[1]"}, tensor<3x4x2xf32> {jax.result_info = "result[2]"}, tensor<3x4x2xf32> {jax.result_info = "result[3]"}, tensor<3x5x4xf32> {jax.result_info = "result[4]"}, tensor<5x5xf32> {jax.result_info = "result[5]"}, tensor<5x3xf32> {jax.result_info = "result[6]"}, tensor<3x3xf32> {jax.result_info = "result[7]"}, tensor<3x3xf32> {jax.result_info = "result[8]"}, tensor<3x3xf32> {jax.result_info = "result[9]"}, tensor<3x5xf32> {jax.result_info = "result[10]"}, tensor<4x4xf32> {jax.result_info = "result[11]"}, tensor<4xi32> {jax.result_info = "result[12]"}, tensor<4x4xf32> {jax.result_info = "result[13]"}, tensor<3xf32> {jax.result_info = "result[14]"}, tensor<3xf32> {jax.result_info = "result[15]"}, tensor<4x4xf32> {jax.result_info = "result[16]"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %1 = stablehlo.dot_general %arg0, %0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %2 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %5 = stablehlo.add %2, %4 : tensor<4x4xi32>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %7 = stablehlo.convert %6 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<4x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<3x4x4xf32>
    %12 = stablehlo.add %1, %11 : tensor<3x4x4xf32>
    %13 = call @solve(%12, %arg1) : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %14 = call @cholesky(%12) : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %15 = call @_solve_triangular(%14, %arg1) : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %16 = call @tril(%arg0) : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %17 = call @_solve_triangular_0(%16, %arg1) : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %18 = stablehlo.custom_call @lapack_strsm_ffi(%14, %arg2) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=5, m=4, n=5, o=4}, custom>} : (tensor<3x4x4xf32>, tensor<3x5x4xf32>) -> tensor<3x5x4xf32>
    %19:3 = call @lu(%arg3) : (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>)
    %20 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
    %21:3 = call @lu_2(%20) : (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>)
    %22 = stablehlo.slice %arg4 [1:2, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x4xf32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<4xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.scatter"(%arg4, %26, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x4xf32>
    %28:2 = call @lu_factor(%27) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>)
    %29 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %30 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %32 = stablehlo.add %29, %31 : tensor<4x4xi32>
    %33 = stablehlo.compare EQ, %32, %30, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %34 = stablehlo.convert %33 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<4x4xf32>
    %37 = stablehlo.subtract %arg4, %36 : tensor<4x4xf32>
    %38 = call @cholesky_6(%37) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_4 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %39 = call @nan_to_num(%38, %cst_4) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %40:2 = call @slogdet(%12) : (tensor<3x4x4xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %41 = stablehlo.slice %arg0 [0:1, 0:4, 0:4] : (tensor<3x4x4xf32>) -> tensor<1x4x4xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %43 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %44 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %46 = stablehlo.add %43, %45 : tensor<4x4xi32>
    %47 = stablehlo.compare EQ, %46, %44, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %48 = stablehlo.convert %47 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<4x4xf32>
    %51 = stablehlo.add %42, %50 : tensor<4x4xf32>
    %52 = call @inv(%51) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %13, %14, %15, %17, %18, %19#0, %19#1, %19#2, %21#0, %21#1, %21#2, %28#0, %28#1, %39, %40#0, %40#1, %52 : tensor<3x4x2xf32>, tensor<3x4x4xf32>, tensor<3x4x2xf32>, tensor<3x4x2xf32>, tensor<3x5x4xf32>, tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x4xf32>
  }
  func.func private @solve(%arg0: tensor<3x4x4xf32>, %arg1: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4x4xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x4x4xi1>, tensor<3x4x4xf32>
    %9 = stablehlo.iota dim = 1 : tensor<3x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.add %16, %c_8 : tensor<i32>
      %18 = stablehlo.select %15, %17, %iterArg_4 : tensor<i1>, tensor<i32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %20 = "stablehlo.gather"(%iterArg, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %21 = stablehlo.reshape %20 : (tensor<3x1xi32>) -> tensor<3xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %23 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %24 = stablehlo.add %23, %c_10 : tensor<i32>
      %25 = stablehlo.select %22, %24, %iterArg_4 : tensor<i1>, tensor<i32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %27 = "stablehlo.gather"(%iterArg_5, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %28 = stablehlo.reshape %27 : (tensor<3x1xi32>) -> tensor<3xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %30 = stablehlo.compare LT, %21, %29, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %32 = stablehlo.add %21, %31 : tensor<3xi32>
      %33 = stablehlo.select %30, %32, %21 : tensor<3xi1>, tensor<3xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %35 = "stablehlo.gather"(%iterArg_5, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
      %36 = stablehlo.reshape %35 : (tensor<3x1xi32>) -> tensor<3xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %38 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
      %39 = stablehlo.select %37, %38, %iterArg_4 : tensor<i1>, tensor<i32>
      %40 = stablehlo.convert %39 : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%iterArg_5, %41, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<3x4xi32>, tensor<1xi32>, tensor<3xi32>) -> tensor<3x4xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %44 = stablehlo.compare LT, %21, %43, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %45 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %46 = stablehlo.add %21, %45 : tensor<3xi32>
      %47 = stablehlo.select %44, %46, %21 : tensor<3xi1>, tensor<3xi32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %49 = "stablehlo.scatter"(%42, %48, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<3x4xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<3x4xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %50 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %50, %14, %49 : tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>
    }
    %11 = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<3x4x2xf32>) -> tensor<3x2x4xf32>
    %12 = call @_lu_solve(%8, %10#3, %11) : (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %13 = stablehlo.transpose %12, dims = [0, 2, 1] : (tensor<3x2x4xf32>) -> tensor<3x4x2xf32>
    return %13 : tensor<3x4x2xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<3x4x4xf32>, %arg1: tensor<3x4xi32>, %arg2: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<3x2x4xf32>) -> tensor<3x2x4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<3x4xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<3x4xi1>, tensor<3x4xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 1, 1>}> : (tensor<3x2x4x1xf32>, tensor<3x4x1xi32>) -> tensor<3x2x4x1xf32>
    %8 = stablehlo.transpose %7, dims = [0, 2, 3, 1] : (tensor<3x2x4x1xf32>) -> tensor<3x4x1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<3x4x1x2xf32>) -> tensor<3x4x2xf32>
    %10 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %9) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %11 = stablehlo.reshape %10 : (tensor<3x4x2xf32>) -> tensor<3x4x1x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<3x4x1x2xf32>) -> tensor<3x4x2xf32>
    %13 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %14 = stablehlo.reshape %13 : (tensor<3x4x2xf32>) -> tensor<3x4x1x2xf32>
    %15 = stablehlo.transpose %14, dims = [0, 3, 1, 2] : (tensor<3x4x1x2xf32>) -> tensor<3x2x4x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<3x2x4x1xf32>) -> tensor<3x2x4xf32>
    return %16 : tensor<3x2x4xf32>
  }
  func.func private @cholesky(%arg0: tensor<3x4x4xf32>) -> tensor<3x4x4xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x4x4xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=3, j=4, k=4, l=4, m=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x4x4xi1>, tensor<3x4x4xf32>
    %11 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %13 = stablehlo.add %11, %12 : tensor<4x4xi32>
    %14 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<3x4x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4x4xf32>
    %18 = stablehlo.select %16, %10, %17 : tensor<3x4x4xi1>, tensor<3x4x4xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1] : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    return %19 : tensor<3x4x4xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<3x4x4xf32>, %arg1: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    return %0 : tensor<3x4x2xf32>
  }
  func.func private @tril(%arg0: tensor<3x4x4xf32>) -> tensor<3x4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<3x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4x4xf32>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<3x4x4xi1>, tensor<3x4x4xf32>
    return %7 : tensor<3x4x4xf32>
  }
  func.func private @_solve_triangular_0(%arg0: tensor<3x4x4xf32>, %arg1: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    return %0 : tensor<3x4x2xf32>
  }
  func.func private @lu(%arg0: tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>) {
    %0:3 = call @_lu(%arg0) : (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>)
    return %0#0, %0#1, %0#2 : tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>
  }
  func.func private @_lu(%arg0: tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<5x3xi1>, tensor<5x3xf32>
    %9 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_4 = %c_2, %iterArg_5 = %c_1, %iterArg_6 = %9) : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_5, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.convert %iterArg_5 : tensor<i32>
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %31 = stablehlo.add %30, %c_9 : tensor<i32>
      %32 = stablehlo.select %29, %31, %iterArg_5 : tensor<i1>, tensor<i32>
      %33 = stablehlo.dynamic_slice %iterArg, %32, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %34 = stablehlo.reshape %33 : (tensor<1xi32>) -> tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.compare LT, %iterArg_5, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %36 = stablehlo.convert %iterArg_5 : tensor<i32>
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %37 = stablehlo.add %36, %c_11 : tensor<i32>
      %38 = stablehlo.select %35, %37, %iterArg_5 : tensor<i1>, tensor<i32>
      %39 = stablehlo.dynamic_slice %iterArg_6, %38, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %40 = stablehlo.reshape %39 : (tensor<1xi32>) -> tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %41 = stablehlo.compare LT, %34, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_13 = stablehlo.constant dense<5> : tensor<i32>
      %42 = stablehlo.add %34, %c_13 : tensor<i32>
      %43 = stablehlo.select %41, %42, %34 : tensor<i1>, tensor<i32>
      %44 = stablehlo.dynamic_slice %iterArg_6, %43, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %45 = stablehlo.reshape %44 : (tensor<1xi32>) -> tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %46 = stablehlo.compare LT, %iterArg_5, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_15 = stablehlo.constant dense<5> : tensor<i32>
      %47 = stablehlo.add %iterArg_5, %c_15 : tensor<i32>
      %48 = stablehlo.select %46, %47, %iterArg_5 : tensor<i1>, tensor<i32>
      %49 = stablehlo.convert %48 : tensor<i32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %51 = "stablehlo.scatter"(%iterArg_6, %50, %45) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %52 = stablehlo.compare LT, %34, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_17 = stablehlo.constant dense<5> : tensor<i32>
      %53 = stablehlo.add %34, %c_17 : tensor<i32>
      %54 = stablehlo.select %52, %53, %34 : tensor<i1>, tensor<i32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %56 = "stablehlo.scatter"(%51, %55, %40) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg_4, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %57, %28, %56 : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    }
    %11 = stablehlo.broadcast_in_dim %10#3, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
    %12 = stablehlo.iota dim = 0 : tensor<5xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<5x5xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x5xi32>
    %16 = stablehlo.compare EQ, %14, %15, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %17 = stablehlo.convert %16 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %18 = call @tril_1(%8) : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %19 = stablehlo.iota dim = 0 : tensor<5x3xi32>
    %20 = stablehlo.iota dim = 1 : tensor<5x3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
    %22 = stablehlo.add %19, %21 : tensor<5x3xi32>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %24 = stablehlo.convert %23 : (tensor<5x3xi1>) -> tensor<5x3xf32>
    %25 = stablehlo.add %18, %24 : tensor<5x3xf32>
    %26 = call @triu(%8) : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %27 = stablehlo.slice %26 [0:3, 0:3] : (tensor<5x3xf32>) -> tensor<3x3xf32>
    return %17, %25, %27 : tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>
  }
  func.func private @tril_1(%arg0: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x3xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x3xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x3xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x3xi1>, tensor<5x3xf32>
    return %6 : tensor<5x3xf32>
  }
  func.func private @triu(%arg0: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x3xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x3xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x3xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<5x3xi1>, tensor<5x3xf32>
    return %6 : tensor<5x3xf32>
  }
  func.func private @lu_2(%arg0: tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>) {
    %0:3 = call @_lu_3(%arg0) : (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>)
    return %0#0, %0#1, %0#2 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>
  }
  func.func private @_lu_3(%arg0: tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=5, k=3, l=5, m=3}, custom>} : (tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x5xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x5xi1>, tensor<3x5xf32>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_4 = %c_2, %iterArg_5 = %c_1, %iterArg_6 = %9) : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_5, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.convert %iterArg_5 : tensor<i32>
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %31 = stablehlo.add %30, %c_9 : tensor<i32>
      %32 = stablehlo.select %29, %31, %iterArg_5 : tensor<i1>, tensor<i32>
      %33 = stablehlo.dynamic_slice %iterArg, %32, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %34 = stablehlo.reshape %33 : (tensor<1xi32>) -> tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.compare LT, %iterArg_5, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %36 = stablehlo.convert %iterArg_5 : tensor<i32>
      %c_11 = stablehlo.constant dense<3> : tensor<i32>
      %37 = stablehlo.add %36, %c_11 : tensor<i32>
      %38 = stablehlo.select %35, %37, %iterArg_5 : tensor<i1>, tensor<i32>
      %39 = stablehlo.dynamic_slice %iterArg_6, %38, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %40 = stablehlo.reshape %39 : (tensor<1xi32>) -> tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %41 = stablehlo.compare LT, %34, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_13 = stablehlo.constant dense<3> : tensor<i32>
      %42 = stablehlo.add %34, %c_13 : tensor<i32>
      %43 = stablehlo.select %41, %42, %34 : tensor<i1>, tensor<i32>
      %44 = stablehlo.dynamic_slice %iterArg_6, %43, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %45 = stablehlo.reshape %44 : (tensor<1xi32>) -> tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %46 = stablehlo.compare LT, %iterArg_5, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_15 = stablehlo.constant dense<3> : tensor<i32>
      %47 = stablehlo.add %iterArg_5, %c_15 : tensor<i32>
      %48 = stablehlo.select %46, %47, %iterArg_5 : tensor<i1>, tensor<i32>
      %49 = stablehlo.convert %48 : tensor<i32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %51 = "stablehlo.scatter"(%iterArg_6, %50, %45) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %52 = stablehlo.compare LT, %34, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %53 = stablehlo.add %34, %c_17 : tensor<i32>
      %54 = stablehlo.select %52, %53, %34 : tensor<i1>, tensor<i32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %56 = "stablehlo.scatter"(%51, %55, %40) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg_4, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %57, %28, %56 : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>
    }
    %11 = stablehlo.broadcast_in_dim %10#3, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %12 = stablehlo.iota dim = 0 : tensor<3xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<3x3xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x3xi32>
    %16 = stablehlo.compare EQ, %14, %15, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %17 = stablehlo.convert %16 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %18 = call @tril_4(%8) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %19 = stablehlo.slice %18 [0:3, 0:3] : (tensor<3x5xf32>) -> tensor<3x3xf32>
    %20 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %21 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %23 = stablehlo.add %20, %22 : tensor<3x3xi32>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %25 = stablehlo.convert %24 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %26 = stablehlo.add %19, %25 : tensor<3x3xf32>
    %27 = call @triu_5(%8) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    return %17, %26, %27 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>
  }
  func.func private @tril_4(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x5xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %2 = stablehlo.add %0, %1 : tensor<3x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x5xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x5xi1>, tensor<3x5xf32>
    return %6 : tensor<3x5xf32>
  }
  func.func private @triu_5(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x5xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %2 = stablehlo.add %0, %1 : tensor<3x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x5xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x5xi1>, tensor<3x5xf32>
    return %6 : tensor<3x5xf32>
  }
  func.func private @lu_factor(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x4xi1>, tensor<4x4xf32>
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %14 = stablehlo.add %13, %c_8 : tensor<i32>
      %15 = stablehlo.select %12, %14, %iterArg_4 : tensor<i1>, tensor<i32>
      %16 = stablehlo.dynamic_slice %iterArg, %15, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %20 = stablehlo.add %19, %c_10 : tensor<i32>
      %21 = stablehlo.select %18, %20, %iterArg_4 : tensor<i1>, tensor<i32>
      %22 = stablehlo.dynamic_slice %iterArg_5, %21, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.compare LT, %17, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %25 = stablehlo.add %17, %c_12 : tensor<i32>
      %26 = stablehlo.select %24, %25, %17 : tensor<i1>, tensor<i32>
      %27 = stablehlo.dynamic_slice %iterArg_5, %26, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %28 = stablehlo.reshape %27 : (tensor<1xi32>) -> tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %30 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
      %31 = stablehlo.select %29, %30, %iterArg_4 : tensor<i1>, tensor<i32>
      %32 = stablehlo.convert %31 : tensor<i32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %34 = "stablehlo.scatter"(%iterArg_5, %33, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.compare LT, %17, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %36 = stablehlo.add %17, %c_16 : tensor<i32>
      %37 = stablehlo.select %35, %36, %17 : tensor<i1>, tensor<i32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %39 = "stablehlo.scatter"(%34, %38, %23) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %40, %11, %39 : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    }
    return %8, %2 : tensor<4x4xf32>, tensor<4xi32>
  }
  func.func private @cholesky_6(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %13 = stablehlo.add %11, %12 : tensor<4x4xi32>
    %14 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<4x4xi1>, tensor<4x4xf32>
    return %17 : tensor<4x4xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<4x4xf32>, %arg1: tensor<f32>) -> tensor<4x4xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where(%0, %1, %arg0) : (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %cst_0 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %5 = call @_where(%4, %cst_0, %2) : (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %8 = call @_where(%7, %cst_2, %5) : (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %8 : tensor<4x4xf32>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<f32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
  func.func private @slogdet(%arg0: tensor<3x4x4xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4x4xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x4x4xi1>, tensor<3x4x4xf32>
    %9 = stablehlo.iota dim = 1 : tensor<3x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_13 = %c_2, %iterArg_14 = %c_1, %iterArg_15 = %9) : tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>
    cond {
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_13, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_14, %c_16 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %38 = stablehlo.compare LT, %iterArg_14, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %39 = stablehlo.convert %iterArg_14 : tensor<i32>
      %c_18 = stablehlo.constant dense<4> : tensor<i32>
      %40 = stablehlo.add %39, %c_18 : tensor<i32>
      %41 = stablehlo.select %38, %40, %iterArg_14 : tensor<i1>, tensor<i32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %43 = "stablehlo.gather"(%iterArg, %42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %44 = stablehlo.reshape %43 : (tensor<3x1xi32>) -> tensor<3xi32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.compare LT, %iterArg_14, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %46 = stablehlo.convert %iterArg_14 : tensor<i32>
      %c_20 = stablehlo.constant dense<4> : tensor<i32>
      %47 = stablehlo.add %46, %c_20 : tensor<i32>
      %48 = stablehlo.select %45, %47, %iterArg_14 : tensor<i1>, tensor<i32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %50 = "stablehlo.gather"(%iterArg_15, %49) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %51 = stablehlo.reshape %50 : (tensor<3x1xi32>) -> tensor<3xi32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %52 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %53 = stablehlo.compare LT, %44, %52, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_22 = stablehlo.constant dense<4> : tensor<i32>
      %54 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %55 = stablehlo.add %44, %54 : tensor<3xi32>
      %56 = stablehlo.select %53, %55, %44 : tensor<3xi1>, tensor<3xi32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %58 = "stablehlo.gather"(%iterArg_15, %57) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
      %59 = stablehlo.reshape %58 : (tensor<3x1xi32>) -> tensor<3xi32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %60 = stablehlo.compare LT, %iterArg_14, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_24 = stablehlo.constant dense<4> : tensor<i32>
      %61 = stablehlo.add %iterArg_14, %c_24 : tensor<i32>
      %62 = stablehlo.select %60, %61, %iterArg_14 : tensor<i1>, tensor<i32>
      %63 = stablehlo.convert %62 : tensor<i32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %65 = "stablehlo.scatter"(%iterArg_15, %64, %59) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<3x4xi32>, tensor<1xi32>, tensor<3xi32>) -> tensor<3x4xi32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %66 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %67 = stablehlo.compare LT, %44, %66, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_26 = stablehlo.constant dense<4> : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %69 = stablehlo.add %44, %68 : tensor<3xi32>
      %70 = stablehlo.select %67, %69, %44 : tensor<3xi1>, tensor<3xi32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %72 = "stablehlo.scatter"(%65, %71, %51) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<3x4xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<3x4xi32>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %73 = stablehlo.add %iterArg_13, %c_27 : tensor<i32>
      stablehlo.return %iterArg, %73, %37, %72 : tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>
    }
    %11 = call @diagonal(%8) : (tensor<3x4x4xf32>) -> tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %13 = stablehlo.compare EQ, %11, %12, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c_4) applies stablehlo.or across dimensions = [1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<3xi1>
    %15 = stablehlo.iota dim = 0 : tensor<4xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<3x4xi32>
    %18 = stablehlo.compare NE, %2, %17, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %19 = call @count_nonzero(%18) : (tensor<3x4xi1>) -> tensor<3xi32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %21 = stablehlo.compare LT, %11, %20, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %22 = call @count_nonzero(%21) : (tensor<3x4xi1>) -> tensor<3xi32>
    %23 = stablehlo.add %19, %22 : tensor<3xi32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %24 = call @remainder(%23, %c_6) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_7 = stablehlo.constant dense<-2> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.multiply %25, %24 : tensor<3xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %28 = stablehlo.add %26, %27 : tensor<3xi32>
    %29 = stablehlo.convert %28 : (tensor<3xi32>) -> tensor<3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = call @_where_8(%14, %cst_10, %31) : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
    %33 = stablehlo.abs %11 : tensor<3x4xf32>
    %34 = stablehlo.log %33 : tensor<3x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = call @_where_8(%14, %cst_12, %35) : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
    return %32, %36 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @diagonal(%arg0: tensor<3x4x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.add %0, %4 : tensor<4xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<4xi1>, tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.add %1, %9 : tensor<4xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<4xi1>, tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x4x4xf32>, tensor<4x2xi32>) -> tensor<3x4xf32>
    return %15 : tensor<3x4xf32>
  }
  func.func private @count_nonzero(%arg0: tensor<3x4xi1>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<3x4xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %2 = stablehlo.convert %1 : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.reduce(%2 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
    return %3 : tensor<3xi32>
  }
  func.func private @remainder(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_7(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi32>
    return %15 : tensor<3xi32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_8(%arg0: tensor<3xi1>, %arg1: tensor<f32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @inv(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %6 = call @solve_9(%arg0, %5) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
  func.func private @solve_9(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x4xi1>, tensor<4x4xf32>
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.add %16, %c_8 : tensor<i32>
      %18 = stablehlo.select %15, %17, %iterArg_4 : tensor<i1>, tensor<i32>
      %19 = stablehlo.dynamic_slice %iterArg, %18, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %21 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %22 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %23 = stablehlo.add %22, %c_10 : tensor<i32>
      %24 = stablehlo.select %21, %23, %iterArg_4 : tensor<i1>, tensor<i32>
      %25 = stablehlo.dynamic_slice %iterArg_5, %24, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %26 = stablehlo.reshape %25 : (tensor<1xi32>) -> tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.compare LT, %20, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %28 = stablehlo.add %20, %c_12 : tensor<i32>
      %29 = stablehlo.select %27, %28, %20 : tensor<i1>, tensor<i32>
      %30 = stablehlo.dynamic_slice %iterArg_5, %29, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %31 = stablehlo.reshape %30 : (tensor<1xi32>) -> tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %33 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
      %34 = stablehlo.select %32, %33, %iterArg_4 : tensor<i1>, tensor<i32>
      %35 = stablehlo.convert %34 : tensor<i32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %37 = "stablehlo.scatter"(%iterArg_5, %36, %31) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %38 = stablehlo.compare LT, %20, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %39 = stablehlo.add %20, %c_16 : tensor<i32>
      %40 = stablehlo.select %38, %39, %20 : tensor<i1>, tensor<i32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%37, %41, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %43, %14, %42 : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    }
    %11 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %12 = call @_lu_solve_10(%8, %10#3, %11) : (tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %13 : tensor<4x4xf32>
  }
  func.func private @_lu_solve_10(%arg0: tensor<4x4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<4xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<4xi1>, tensor<4xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x4x1xf32>, tensor<4x1xi32>) -> tensor<4x4x1xf32>
    %8 = stablehlo.transpose %7, dims = [1, 2, 0] : (tensor<4x4x1xf32>) -> tensor<4x1x4xf32>
    %9 = stablehlo.reshape %8 : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %10 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %9) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = stablehlo.reshape %10 : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %12 = stablehlo.reshape %11 : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %14 = stablehlo.reshape %13 : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %15 = stablehlo.transpose %14, dims = [2, 0, 1] : (tensor<4x1x4xf32>) -> tensor<4x4x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<4x4x1xf32>) -> tensor<4x4xf32>
    return %16 : tensor<4x4xf32>
  }
}
