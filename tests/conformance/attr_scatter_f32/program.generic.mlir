"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8x6xf32>, tensor<10xf32>, tensor<4x6xf32>, tensor<4xi32>, tensor<4x6xf32>, tensor<6xi32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<4xi32>, tensor<8x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<5x1xi32>, tensor<5xf32>, tensor<4x1xi32>, tensor<4xf32>, tensor<2xi32>, tensor<3x4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4x6xf32>) -> (tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<8x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x6xf32>, %arg1: tensor<10xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<4xi32>, %arg4: tensor<4x6xf32>, %arg5: tensor<6xi32>, %arg6: tensor<6x6xf32>, %arg7: tensor<6x6xf32>, %arg8: tensor<4xi32>, %arg9: tensor<8x4xf32>, %arg10: tensor<4xi32>, %arg11: tensor<4xi32>, %arg12: tensor<4xf32>, %arg13: tensor<5x1xi32>, %arg14: tensor<5xf32>, %arg15: tensor<4x1xi32>, %arg16: tensor<4xf32>, %arg17: tensor<2xi32>, %arg18: tensor<3x4xf32>, %arg19: tensor<4xi32>, %arg20: tensor<4xf32>, %arg21: tensor<4xi32>, %arg22: tensor<4x6xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %2 = "stablehlo.compare"(%arg3, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %3 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %5 = "stablehlo.add"(%arg3, %4) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %6 = "stablehlo.select"(%2, %5, %arg3) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %8 = "stablehlo.scatter"(%arg0, %7, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      "stablehlo.return"(%arg54) : (tensor<f32>) -> ()
    }) : (tensor<8x6xf32>, tensor<4x1xi32>, tensor<4x6xf32>) -> tensor<8x6xf32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %11 = "stablehlo.compare"(%arg5, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %12 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %14 = "stablehlo.add"(%arg5, %13) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %15 = "stablehlo.select"(%11, %14, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %17 = "stablehlo.scatter"(%arg0, %16, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %117 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%117) : (tensor<f32>) -> ()
    }) : (tensor<8x6xf32>, tensor<6x1xi32>, tensor<6x6xf32>) -> tensor<8x6xf32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %20 = "stablehlo.compare"(%arg5, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %21 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %23 = "stablehlo.add"(%arg5, %22) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %24 = "stablehlo.select"(%20, %23, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %26 = "stablehlo.scatter"(%arg0, %25, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %116 = "stablehlo.multiply"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%116) : (tensor<f32>) -> ()
    }) : (tensor<8x6xf32>, tensor<6x1xi32>, tensor<6x6xf32>) -> tensor<8x6xf32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %29 = "stablehlo.compare"(%arg5, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %30 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %32 = "stablehlo.add"(%arg5, %31) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %33 = "stablehlo.select"(%29, %32, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %35 = "stablehlo.scatter"(%arg0, %34, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %115 = "stablehlo.minimum"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%115) : (tensor<f32>) -> ()
    }) : (tensor<8x6xf32>, tensor<6x1xi32>, tensor<6x6xf32>) -> tensor<8x6xf32>
    %36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %38 = "stablehlo.compare"(%arg5, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %39 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %41 = "stablehlo.add"(%arg5, %40) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %42 = "stablehlo.select"(%38, %41, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %44 = "stablehlo.scatter"(%arg0, %43, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %114 = "stablehlo.maximum"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%114) : (tensor<f32>) -> ()
    }) : (tensor<8x6xf32>, tensor<6x1xi32>, tensor<6x6xf32>) -> tensor<8x6xf32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %47 = "stablehlo.compare"(%arg8, %46) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %48 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %50 = "stablehlo.add"(%arg8, %49) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %51 = "stablehlo.select"(%47, %50, %arg8) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %53 = "stablehlo.scatter"(%arg0, %52, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %113 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%113) : (tensor<f32>) -> ()
    }) : (tensor<8x6xf32>, tensor<4x1xi32>, tensor<8x4xf32>) -> tensor<8x6xf32>
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %56 = "stablehlo.compare"(%arg10, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %57 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %59 = "stablehlo.add"(%arg10, %58) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %60 = "stablehlo.select"(%56, %59, %arg10) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %63 = "stablehlo.compare"(%arg11, %62) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %64 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %66 = "stablehlo.add"(%arg11, %65) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %67 = "stablehlo.select"(%63, %66, %arg11) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %68 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %69 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %70 = "stablehlo.concatenate"(%68, %69) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %71 = "stablehlo.scatter"(%arg0, %70, %arg12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %112 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%112) : (tensor<f32>) -> ()
    }) : (tensor<8x6xf32>, tensor<4x2xi32>, tensor<4xf32>) -> tensor<8x6xf32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %74 = "stablehlo.compare"(%arg21, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %75 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %77 = "stablehlo.add"(%arg21, %76) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %78 = "stablehlo.select"(%74, %77, %arg21) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %80 = "stablehlo.scatter"(%arg0, %79, %arg22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %111 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%111) : (tensor<f32>) -> ()
    }) : (tensor<8x6xf32>, tensor<4x1xi32>, tensor<4x6xf32>) -> tensor<8x6xf32>
    %81 = "stablehlo.scatter"(%arg1, %arg13, %arg14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %110 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%110) : (tensor<f32>) -> ()
    }) : (tensor<10xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<10xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %84 = "stablehlo.multiply"(%arg14, %83) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %85 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %87 = "stablehlo.add"(%84, %86) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %88 = "stablehlo.scatter"(%arg1, %arg13, %87) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %109 = "stablehlo.multiply"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%109) : (tensor<f32>) -> ()
    }) : (tensor<10xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<10xf32>
    %89 = "stablehlo.scatter"(%arg1, %arg13, %arg14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %108 = "stablehlo.minimum"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%108) : (tensor<f32>) -> ()
    }) : (tensor<10xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<10xf32>
    %90 = "stablehlo.scatter"(%arg1, %arg13, %arg14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %107 = "stablehlo.maximum"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%107) : (tensor<f32>) -> ()
    }) : (tensor<10xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<10xf32>
    %91 = "stablehlo.scatter"(%arg1, %arg15, %arg16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      "stablehlo.return"(%arg30) : (tensor<f32>) -> ()
    }) : (tensor<10xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<10xf32>
    %92 = "stablehlo.scatter"(%arg0, %arg17, %arg18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = false}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %106 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%106) : (tensor<f32>) -> ()
    }) : (tensor<8x6xf32>, tensor<2xi32>, tensor<3x4xf32>) -> tensor<8x6xf32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %95 = "stablehlo.compare"(%arg19, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %96 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %98 = "stablehlo.add"(%arg19, %97) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %99 = "stablehlo.select"(%95, %98, %arg19) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %101 = "stablehlo.scatter"(%arg2, %100, %arg20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %105 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%105) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
    %102 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %103 = "stablehlo.scatter"(%arg2, %102, %arg20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %104 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
    "func.return"(%8, %17, %26, %35, %44, %53, %71, %80, %81, %88, %89, %90, %91, %92, %101, %103) : (tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<8x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
