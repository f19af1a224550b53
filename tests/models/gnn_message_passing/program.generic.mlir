"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7x5xf32>, tensor<12xi32>, tensor<12xi32>) -> (tensor<7x8xf32>, tensor<12xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg12: tensor<7x5xf32>, %arg13: tensor<12xi32>, %arg14: tensor<12xi32>):
    %25 = "stablehlo.constant"() <{value = dense<[[0.366174757, -0.466690034, 0.156927571, 0.412142336, -0.0390783548, -1.39927971, -0.433677644, 0.417995244], [0.0196176227, 0.637375771, -0.249126017, 0.414488494, -0.57402271, 0.490260959, -8.642280e-01, 0.214197069], [0.601318777, -0.0784505084, -0.0369865224, -0.397329032, -0.134506866, 0.406237721, -0.28871721, -5.919380e-01], [0.750417948, 1.337980e-01, 0.048957143, 0.466927171, 0.066937007, -0.112910286, 0.378806382, 0.226188868], [0.175596192, 0.0634349808, -0.511262357, 0.286125749, -0.264464885, -0.207574353, -0.356813431, 0.586190939]]> : tensor<5x8xf32>}> : () -> tensor<5x8xf32>
    %26 = "stablehlo.constant"() <{value = dense<[0.29369846, -0.0126173822, 0.17973794, -0.149091348, 0.0640617386, 0.193572238, -0.164642408, 0.105459332, -0.117742255, 0.539503038, -0.00290918327, -0.290477484, 0.305188864, 0.0356961899, 0.0592909642, 0.0925237387]> : tensor<16xf32>}> : () -> tensor<16xf32>
    %27 = "stablehlo.dot_general"(%arg12, %25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<7x5xf32>, tensor<5x8xf32>) -> tensor<7x8xf32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %30 = "stablehlo.compare"(%arg13, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %31 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %33 = "stablehlo.add"(%arg13, %32) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %34 = "stablehlo.select"(%30, %33, %arg13) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %36 = "stablehlo.gather"(%27, %35) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<7x8xf32>, tensor<12x1xi32>) -> tensor<12x8xf32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %39 = "stablehlo.compare"(%arg14, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %40 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %42 = "stablehlo.add"(%arg14, %41) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %43 = "stablehlo.select"(%39, %42, %arg14) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %45 = "stablehlo.gather"(%27, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<7x8xf32>, tensor<12x1xi32>) -> tensor<12x8xf32>
    %46 = "stablehlo.concatenate"(%36, %45) <{dimension = 1 : i64}> : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x16xf32>
    %47 = "stablehlo.dot_general"(%46, %26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<12x16xf32>, tensor<16xf32>) -> tensor<12xf32>
    %48 = "stablehlo.constant"() <{value = dense<2.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %49 = "func.call"(%47, %48) <{callee = @leaky_relu}> : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %50 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %52 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %53 = "stablehlo.scatter"(%51, %52, %49) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %98 = "stablehlo.maximum"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%98) : (tensor<f32>) -> ()
    }) : (tensor<7xf32>, tensor<12x1xi32>, tensor<12xf32>) -> tensor<7xf32>
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %56 = "stablehlo.compare"(%arg14, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %57 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %59 = "stablehlo.add"(%arg14, %58) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %60 = "stablehlo.select"(%56, %59, %arg14) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %62 = "stablehlo.gather"(%53, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<7xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %63 = "stablehlo.subtract"(%49, %62) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %64 = "stablehlo.exponential"(%63) : (tensor<12xf32>) -> tensor<12xf32>
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %67 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %68 = "stablehlo.scatter"(%66, %67, %64) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %97 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%97) : (tensor<f32>) -> ()
    }) : (tensor<7xf32>, tensor<12x1xi32>, tensor<12xf32>) -> tensor<7xf32>
    %69 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %71 = "stablehlo.compare"(%arg14, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %72 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %74 = "stablehlo.add"(%arg14, %73) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %75 = "stablehlo.select"(%71, %74, %arg14) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %77 = "stablehlo.gather"(%68, %76) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<7xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %78 = "stablehlo.divide"(%64, %77) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xf32>) -> tensor<12x1xf32>
    %80 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %82 = "stablehlo.compare"(%arg13, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %83 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %85 = "stablehlo.add"(%arg13, %84) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %86 = "stablehlo.select"(%82, %85, %arg13) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %88 = "stablehlo.gather"(%27, %87) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<7x8xf32>, tensor<12x1xi32>) -> tensor<12x8xf32>
    %89 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %90 = "stablehlo.multiply"(%89, %88) : (tensor<12x8xf32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x8xf32>
    %93 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %94 = "stablehlo.scatter"(%92, %93, %90) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %96 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%96) : (tensor<f32>) -> ()
    }) : (tensor<7x8xf32>, tensor<12x1xi32>, tensor<12x8xf32>) -> tensor<7x8xf32>
    %95 = "func.call"(%94) <{callee = @elu}> : (tensor<7x8xf32>) -> tensor<7x8xf32>
    "func.return"(%95, %78) : (tensor<7x8xf32>, tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "leaky_relu", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<12xf32>, %arg11: tensor<f32>):
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %20 = "stablehlo.compare"(%arg10, %19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %21 = "stablehlo.convert"(%arg11) : (tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %23 = "stablehlo.multiply"(%22, %arg10) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %24 = "func.call"(%20, %arg10, %23) <{callee = @_where}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%24) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<12xi1>, %arg8: tensor<12xf32>, %arg9: tensor<12xf32>):
    %17 = "stablehlo.select"(%arg7, %arg8, %arg9) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%17) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7x8xf32>) -> tensor<7x8xf32>, res_attrs = [{}], sym_name = "elu", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<7x8xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x8xf32>
    %6 = "stablehlo.compare"(%arg6, %5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xi1>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x8xf32>
    %9 = "stablehlo.compare"(%arg6, %8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xi1>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "func.call"(%9, %10, %arg6) <{callee = @_where_0}> : (tensor<7x8xi1>, tensor<f32>, tensor<7x8xf32>) -> tensor<7x8xf32>
    %12 = "stablehlo.exponential_minus_one"(%11) : (tensor<7x8xf32>) -> tensor<7x8xf32>
    %13 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x8xf32>
    %15 = "stablehlo.multiply"(%14, %12) : (tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xf32>
    %16 = "func.call"(%6, %arg6, %15) <{callee = @_where_1}> : (tensor<7x8xi1>, tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xf32>
    "func.return"(%16) : (tensor<7x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7x8xi1>, tensor<f32>, tensor<7x8xf32>) -> tensor<7x8xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<7x8xi1>, %arg4: tensor<f32>, %arg5: tensor<7x8xf32>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7x8xf32>
    %3 = "stablehlo.select"(%arg3, %2, %arg5) : (tensor<7x8xi1>, tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xf32>
    "func.return"(%3) : (tensor<7x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7x8xi1>, tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<7x8xi1>, %arg1: tensor<7x8xf32>, %arg2: tensor<7x8xf32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<7x8xi1>, tensor<7x8xf32>, tensor<7x8xf32>) -> tensor<7x8xf32>
    "func.return"(%0) : (tensor<7x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
