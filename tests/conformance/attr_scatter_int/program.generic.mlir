"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<10x3xi32>, tensor<10xui8>, tensor<30xi32>, tensor<6xi32>, tensor<6x3xi32>, tensor<6x3xi32>, tensor<3xi32>, tensor<3x3xi32>, tensor<4xi32>, tensor<4x3xi32>, tensor<6xui8>, tensor<5xi32>) -> (tensor<12xi32>, tensor<12xi64>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10xui8>, tensor<10xi1>, tensor<10xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<10x3xi32>, %arg3: tensor<10xui8>, %arg4: tensor<30xi32>, %arg5: tensor<6xi32>, %arg6: tensor<6x3xi32>, %arg7: tensor<6x3xi32>, %arg8: tensor<3xi32>, %arg9: tensor<3x3xi32>, %arg10: tensor<4xi32>, %arg11: tensor<4x3xi32>, %arg12: tensor<6xui8>, %arg13: tensor<5xi32>):
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<30xi32>
    %7 = "stablehlo.compare"(%arg4, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %8 = "stablehlo.constant"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<30xi32>
    %10 = "stablehlo.add"(%arg4, %9) : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi32>
    %11 = "stablehlo.select"(%7, %10, %arg4) : (tensor<30xi1>, tensor<30xi32>, tensor<30xi32>) -> tensor<30xi32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<30xi32>) -> tensor<30x1xi32>
    %13 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<30xi32>
    %15 = "stablehlo.scatter"(%4, %12, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg34: tensor<i32>, %arg35: tensor<i32>):
      %123 = "stablehlo.add"(%arg34, %arg35) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%123) : (tensor<i32>) -> ()
    }) : (tensor<12xi32>, tensor<30x1xi32>, tensor<30xi32>) -> tensor<12xi32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<12xi64>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %19 = "func.call"(%arg4, %18) <{callee = @clip}> : (tensor<30xi32>, tensor<i64>) -> tensor<30xi32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<30xi32>
    %22 = "stablehlo.compare"(%19, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %23 = "stablehlo.constant"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<30xi32>
    %25 = "stablehlo.add"(%19, %24) : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi32>
    %26 = "stablehlo.select"(%22, %25, %19) : (tensor<30xi1>, tensor<30xi32>, tensor<30xi32>) -> tensor<30xi32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<30xi32>) -> tensor<30x1xi32>
    %28 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<30xi64>
    %30 = "stablehlo.scatter"(%17, %27, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg32: tensor<i64>, %arg33: tensor<i64>):
      %122 = "stablehlo.add"(%arg32, %arg33) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%122) : (tensor<i64>) -> ()
    }) : (tensor<12xi64>, tensor<30x1xi32>, tensor<30xi64>) -> tensor<12xi64>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %33 = "stablehlo.compare"(%arg5, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %34 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %36 = "stablehlo.add"(%arg5, %35) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %37 = "stablehlo.select"(%33, %36, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %39 = "stablehlo.scatter"(%arg2, %38, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg30: tensor<i32>, %arg31: tensor<i32>):
      %121 = "stablehlo.add"(%arg30, %arg31) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%121) : (tensor<i32>) -> ()
    }) : (tensor<10x3xi32>, tensor<6x1xi32>, tensor<6x3xi32>) -> tensor<10x3xi32>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %42 = "stablehlo.compare"(%arg5, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %43 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %45 = "stablehlo.add"(%arg5, %44) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %46 = "stablehlo.select"(%42, %45, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %48 = "stablehlo.scatter"(%arg2, %47, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<i32>, %arg29: tensor<i32>):
      %120 = "stablehlo.multiply"(%arg28, %arg29) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%120) : (tensor<i32>) -> ()
    }) : (tensor<10x3xi32>, tensor<6x1xi32>, tensor<6x3xi32>) -> tensor<10x3xi32>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %51 = "stablehlo.compare"(%arg5, %50) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %52 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %54 = "stablehlo.add"(%arg5, %53) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %55 = "stablehlo.select"(%51, %54, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %57 = "stablehlo.scatter"(%arg2, %56, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg26: tensor<i32>, %arg27: tensor<i32>):
      %119 = "stablehlo.minimum"(%arg26, %arg27) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%119) : (tensor<i32>) -> ()
    }) : (tensor<10x3xi32>, tensor<6x1xi32>, tensor<6x3xi32>) -> tensor<10x3xi32>
    %58 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %60 = "stablehlo.compare"(%arg5, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %61 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %63 = "stablehlo.add"(%arg5, %62) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %64 = "stablehlo.select"(%60, %63, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %66 = "stablehlo.scatter"(%arg2, %65, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>):
      %118 = "stablehlo.maximum"(%arg24, %arg25) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%118) : (tensor<i32>) -> ()
    }) : (tensor<10x3xi32>, tensor<6x1xi32>, tensor<6x3xi32>) -> tensor<10x3xi32>
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %69 = "stablehlo.compare"(%arg8, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %70 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %72 = "stablehlo.add"(%arg8, %71) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %73 = "stablehlo.select"(%69, %72, %arg8) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %75 = "stablehlo.scatter"(%arg2, %74, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg22: tensor<i32>, %arg23: tensor<i32>):
      "stablehlo.return"(%arg23) : (tensor<i32>) -> ()
    }) : (tensor<10x3xi32>, tensor<3x1xi32>, tensor<3x3xi32>) -> tensor<10x3xi32>
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %78 = "stablehlo.compare"(%arg10, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %79 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %81 = "stablehlo.add"(%arg10, %80) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %82 = "stablehlo.select"(%78, %81, %arg10) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %84 = "stablehlo.scatter"(%arg2, %83, %arg11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg20: tensor<i32>, %arg21: tensor<i32>):
      %117 = "stablehlo.add"(%arg20, %arg21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%117) : (tensor<i32>) -> ()
    }) : (tensor<10x3xi32>, tensor<4x1xi32>, tensor<4x3xi32>) -> tensor<10x3xi32>
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %87 = "stablehlo.compare"(%arg5, %86) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %88 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %90 = "stablehlo.add"(%arg5, %89) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %91 = "stablehlo.select"(%87, %90, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %93 = "stablehlo.scatter"(%arg3, %92, %arg12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg18: tensor<ui8>, %arg19: tensor<ui8>):
      %116 = "stablehlo.add"(%arg18, %arg19) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%116) : (tensor<ui8>) -> ()
    }) : (tensor<10xui8>, tensor<6x1xi32>, tensor<6xui8>) -> tensor<10xui8>
    %94 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<10xi1>
    %96 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %98 = "stablehlo.compare"(%arg13, %97) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %99 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %101 = "stablehlo.add"(%arg13, %100) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %102 = "stablehlo.select"(%98, %101, %arg13) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %104 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %106 = "stablehlo.scatter"(%95, %103, %105) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg16: tensor<i1>, %arg17: tensor<i1>):
      "stablehlo.return"(%arg17) : (tensor<i1>) -> ()
    }) : (tensor<10xi1>, tensor<5x1xi32>, tensor<5xi1>) -> tensor<10xi1>
    %107 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 10, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<10x3xi32>) -> tensor<10x1xi32>
    %108 = "stablehlo.reshape"(%107) : (tensor<10x1xi32>) -> tensor<10xi32>
    %109 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %110 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x3xi32>) -> tensor<1x1xi32>
    %111 = "stablehlo.reshape"(%110) : (tensor<1x1xi32>) -> tensor<i32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %113 = "stablehlo.add"(%112, %arg13) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %114 = "stablehlo.scatter"(%108, %109, %113) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
      %115 = "stablehlo.add"(%arg14, %arg15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%115) : (tensor<i32>) -> ()
    }) : (tensor<10xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<10xi32>
    "func.return"(%15, %30, %39, %48, %57, %66, %75, %84, %93, %106, %114) : (tensor<12xi32>, tensor<12xi64>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10x3xi32>, tensor<10xui8>, tensor<10xi1>, tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<30xi32>, tensor<i64>) -> tensor<30xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<30xi32>, %arg1: tensor<i64>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<30xi32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi32>
    "func.return"(%2) : (tensor<30xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
