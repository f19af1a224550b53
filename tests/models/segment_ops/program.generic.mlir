"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9x3xf32>, tensor<9xi32>, tensor<9xi32>) -> (tensor<5x3xf32>, tensor<5x3xf32>, tensor<5xi32>, tensor<7xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<9x3xf32>, %arg6: tensor<9xi32>, %arg7: tensor<9xi32>):
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %8 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %9 = "stablehlo.scatter"(%7, %8, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %39 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<9x1xi32>, tensor<9x3xf32>) -> tensor<5x3xf32>
    %10 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %13 = "stablehlo.scatter"(%11, %12, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %38 = "stablehlo.maximum"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<9x1xi32>, tensor<9x3xf32>) -> tensor<5x3xf32>
    %14 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %16 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %17 = "stablehlo.scatter"(%15, %16, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<i32>, %arg11: tensor<i32>):
      %37 = "stablehlo.minimum"(%arg10, %arg11) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%37) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<9x1xi32>, tensor<9xi32>) -> tensor<5xi32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "func.call"(%arg6, %20) <{callee = @clip}> : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %24 = "stablehlo.compare"(%21, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %25 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %27 = "stablehlo.add"(%21, %26) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %28 = "stablehlo.select"(%24, %27, %21) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<9xi32>) -> tensor<9x1xi32>
    %30 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %32 = "stablehlo.scatter"(%19, %29, %31) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
      %36 = "stablehlo.add"(%arg8, %arg9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%36) : (tensor<i32>) -> ()
    }) : (tensor<7xi32>, tensor<9x1xi32>, tensor<9xi32>) -> tensor<7xi32>
    %33 = "stablehlo.is_finite"(%13) : (tensor<5x3xf32>) -> tensor<5x3xi1>
    %34 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "func.call"(%33, %13, %34) <{callee = @_where}> : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<f32>) -> tensor<5x3xf32>
    "func.return"(%9, %35, %17, %32) : (tensor<5x3xf32>, tensor<5x3xf32>, tensor<5xi32>, tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<9xi32>, %arg4: tensor<i32>):
    %3 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %5 = "stablehlo.maximum"(%4, %arg3) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    "func.return"(%5) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x3xi1>, tensor<5x3xf32>, tensor<f32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x3xi1>, %arg1: tensor<5x3xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%2) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
