"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x10x6xf32>, tensor<4xi32>, tensor<4x3xi32>, tensor<4x3x6xf32>) -> (tensor<4x3x6xf32>, tensor<4x3x6xf32>, tensor<4x10x6xf32>, tensor<4x3x6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<4x10x6xf32>, %arg5: tensor<4xi32>, %arg6: tensor<4x3xi32>, %arg7: tensor<4x3x6xf32>):
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %25 = "stablehlo.compare"(%arg5, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %26 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %28 = "stablehlo.add"(%arg5, %27) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %29 = "stablehlo.select"(%25, %28, %arg5) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %33 = "stablehlo.concatenate"(%30, %32) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %34 = "stablehlo.gather"(%arg4, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3, 6>}> : (tensor<4x10x6xf32>, tensor<4x2xi32>) -> tensor<4x3x6xf32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x3xi32>
    %37 = "stablehlo.compare"(%arg6, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %38 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x3xi32>
    %40 = "stablehlo.add"(%arg6, %39) : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
    %41 = "stablehlo.select"(%37, %40, %arg6) : (tensor<4x3xi1>, tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %43 = "stablehlo.gather"(%arg4, %42) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<4x10x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3x6xf32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x3xi32>
    %46 = "stablehlo.compare"(%arg6, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %47 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x3xi32>
    %49 = "stablehlo.add"(%arg6, %48) : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
    %50 = "stablehlo.select"(%46, %49, %arg6) : (tensor<4x3xi1>, tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %52 = "stablehlo.scatter"(%arg4, %51, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %55 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<4x10x6xf32>, tensor<4x3x1xi32>, tensor<4x3x6xf32>) -> tensor<4x10x6xf32>
    %53 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %54 = "func.call"(%arg4, %53) <{callee = @take_along_axis}> : (tensor<4x10x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3x6xf32>
    "func.return"(%34, %43, %52, %54) : (tensor<4x3x6xf32>, tensor<4x3x6xf32>, tensor<4x10x6xf32>, tensor<4x3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x10x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3x6xf32>, res_attrs = [{}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x10x6xf32>, %arg1: tensor<4x3x1xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x3x1xi32>
    %2 = "stablehlo.compare"(%arg1, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x3x1xi32>, tensor<4x3x1xi32>) -> tensor<4x3x1xi1>
    %3 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x3x1xi32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<4x3x1xi32>, tensor<4x3x1xi32>) -> tensor<4x3x1xi32>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<4x3x1xi1>, tensor<4x3x1xi32>, tensor<4x3x1xi32>) -> tensor<4x3x1xi32>
    %7 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x3x1xi32>
    %10 = "stablehlo.compare"(%6, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x3x1xi32>, tensor<4x3x1xi32>) -> tensor<4x3x1xi1>
    %11 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x3x1xi32>
    %13 = "stablehlo.compare"(%6, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x3x1xi32>, tensor<4x3x1xi32>) -> tensor<4x3x1xi1>
    %14 = "stablehlo.and"(%10, %13) : (tensor<4x3x1xi1>, tensor<4x3x1xi1>) -> tensor<4x3x1xi1>
    %15 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %16 = "stablehlo.reduce"(%14, %15) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %22 = "stablehlo.and"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) : (tensor<4x3x1xi1>, tensor<i1>) -> tensor<4x3xi1>
    %17 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<4x10x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3x6xf32>
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x3xi1>) -> tensor<4x3x6xi1>
    %19 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3x6xf32>
    %21 = "stablehlo.select"(%18, %17, %20) : (tensor<4x3x6xi1>, tensor<4x3x6xf32>, tensor<4x3x6xf32>) -> tensor<4x3x6xf32>
    "func.return"(%21) : (tensor<4x3x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
