"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<10xf32>, tensor<8x6xf32>, tensor<4x6xf32>, tensor<5x1xi32>, tensor<5x1xi32>, tensor<1xi32>, tensor<2xi32>, tensor<5x2xi32>, tensor<4xi32>, tensor<4x3xi32>) -> (tensor<5xf32>, tensor<f32>, tensor<3x4xf32>, tensor<6xf32>, tensor<5x6xf32>, tensor<6x5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x2xf32>, tensor<4xf32>, tensor<4x3xf32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<10xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<5x1xi32>, %arg4: tensor<5x1xi32>, %arg5: tensor<1xi32>, %arg6: tensor<2xi32>, %arg7: tensor<5x2xi32>, %arg8: tensor<4xi32>, %arg9: tensor<4x3xi32>):
    %0 = "stablehlo.gather"(%arg0, %arg3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %1 = "stablehlo.gather"(%arg0, %arg5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<1xi32>) -> tensor<f32>
    %2 = "stablehlo.gather"(%arg1, %arg6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0, 1]>, indices_are_sorted = false, slice_sizes = array<i64: 3, 4>}> : (tensor<8x6xf32>, tensor<2xi32>) -> tensor<3x4xf32>
    %3 = "stablehlo.gather"(%arg1, %arg5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<1xi32>) -> tensor<6xf32>
    %4 = "stablehlo.gather"(%arg1, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<5x6xf32>
    %5 = "stablehlo.gather"(%arg1, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<6x5xf32>
    %6 = "stablehlo.gather"(%arg1, %arg7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<8x6xf32>, tensor<5x2xi32>) -> tensor<5x3xf32>
    %7 = "stablehlo.constant"() <{value = dense<[7, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x2xi32>
    %10 = "stablehlo.compare"(%arg7, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %11 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xi32>) -> tensor<1x2xi32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xi32>) -> tensor<5x2xi32>
    %13 = "stablehlo.compare"(%arg7, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %14 = "stablehlo.and"(%10, %13) : (tensor<5x2xi1>, tensor<5x2xi1>) -> tensor<5x2xi1>
    %15 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %16 = "stablehlo.reduce"(%14, %15) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<i1>, %arg11: tensor<i1>):
      %44 = "stablehlo.and"(%arg10, %arg11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%44) : (tensor<i1>) -> ()
    }) : (tensor<5x2xi1>, tensor<i1>) -> tensor<5xi1>
    %17 = "stablehlo.gather"(%arg1, %arg7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<8x6xf32>, tensor<5x2xi32>) -> tensor<5x3xf32>
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi1>) -> tensor<5x3xi1>
    %19 = "stablehlo.constant"() <{value = dense<-3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %21 = "stablehlo.select"(%18, %17, %20) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %22 = "stablehlo.gather"(%arg1, %arg7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1, 0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<8x6xf32>, tensor<5x2xi32>) -> tensor<5x2xf32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %25 = "stablehlo.compare"(%arg8, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %26 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %28 = "stablehlo.add"(%arg8, %27) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %29 = "stablehlo.select"(%25, %28, %arg8) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %31 = "stablehlo.gather"(%arg2, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<4x1xf32>) -> tensor<4xf32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x3xi32>
    %35 = "stablehlo.compare"(%arg9, %34) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %36 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x3xi32>
    %38 = "stablehlo.add"(%arg9, %37) : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
    %39 = "stablehlo.select"(%35, %38, %arg9) : (tensor<4x3xi1>, tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %41 = "stablehlo.gather"(%arg2, %40) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x3x1xi32>) -> tensor<4x3xf32>
    %42 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %43 = "stablehlo.gather"(%arg2, %42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %21, %22, %32, %41, %43) : (tensor<5xf32>, tensor<f32>, tensor<3x4xf32>, tensor<6xf32>, tensor<5x6xf32>, tensor<6x5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x2xf32>, tensor<4xf32>, tensor<4x3xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
