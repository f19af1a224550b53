"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<32x64xf32>, tensor<32xi32>) -> (tensor<f32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<64x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x10xf32>, %arg24: tensor<10xf32>, %arg25: tensor<32x64xf32>, %arg26: tensor<32xi32>):
    %59 = "stablehlo.dot_general"(%arg25, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %60 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x128xf32>) -> tensor<32x128xf32>
    %62 = "stablehlo.add"(%59, %61) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %63 = "func.call"(%62) <{callee = @relu}> : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %66 = "stablehlo.compare"(%62, %65) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xi1>
    %67 = "stablehlo.dot_general"(%63, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
    %68 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %70 = "stablehlo.add"(%67, %69) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %71:3 = "func.call"(%70) <{callee = @log_softmax}> : (tensor<32x10xf32>) -> (tensor<32x10xf32>, tensor<32x10xf32>, tensor<32x1xf32>)
    %72 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xi32>) -> tensor<32x1xi32>
    %73:2 = "func.call"(%71#0, %72) <{callee = @take_along_axis}> : (tensor<32x10xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>)
    %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.reduce"(%73#0, %74) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %124 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%124) : (tensor<f32>) -> ()
    }) : (tensor<32x1xf32>, tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.divide"(%75, %76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.negate"(%77) : (tensor<f32>) -> tensor<f32>
    %79 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.negate"(%79) : (tensor<f32>) -> tensor<f32>
    %81 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.divide"(%80, %81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x1xf32>
    %84 = "func.call"(%73#1, %83) <{callee = @take_along_axis_0}> : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    %85 = "func.call"(%71#1, %71#2, %84) <{callee = @log_softmax_1}> : (tensor<32x10xf32>, tensor<32x1xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %86 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.reduce"(%85, %86) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %123 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%123) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %88 = "stablehlo.reshape"(%87) : (tensor<10xf32>) -> tensor<1x10xf32>
    %89 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.reduce"(%88, %89) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %122 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%122) : (tensor<f32>) -> ()
    }) : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %91 = "stablehlo.dot_general"(%85, %63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x10xf32>, tensor<32x128xf32>) -> tensor<10x128xf32>
    %92 = "stablehlo.transpose"(%91) <{permutation = array<i64: 1, 0>}> : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %93 = "stablehlo.dot_general"(%85, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x10xf32>, tensor<128x10xf32>) -> tensor<32x128xf32>
    %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %96 = "stablehlo.select"(%66, %93, %95) : (tensor<32x128xi1>, tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %97 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.reduce"(%96, %97) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %121 = "stablehlo.add"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%121) : (tensor<f32>) -> ()
    }) : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %99 = "stablehlo.reshape"(%98) : (tensor<128xf32>) -> tensor<1x128xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %120 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%120) : (tensor<f32>) -> ()
    }) : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %102 = "stablehlo.dot_general"(%96, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x128xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %103 = "stablehlo.transpose"(%102) <{permutation = array<i64: 1, 0>}> : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %104 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
    %106 = "stablehlo.multiply"(%105, %103) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %107 = "stablehlo.subtract"(%arg21, %106) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %108 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %110 = "stablehlo.multiply"(%109, %101) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %111 = "stablehlo.subtract"(%arg22, %110) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %112 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x10xf32>
    %114 = "stablehlo.multiply"(%113, %92) : (tensor<128x10xf32>, tensor<128x10xf32>) -> tensor<128x10xf32>
    %115 = "stablehlo.subtract"(%arg23, %114) : (tensor<128x10xf32>, tensor<128x10xf32>) -> tensor<128x10xf32>
    %116 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %118 = "stablehlo.multiply"(%117, %90) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %119 = "stablehlo.subtract"(%arg24, %118) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%78, %107, %111, %115, %119) : (tensor<f32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32x128xf32>) -> tensor<32x128xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<32x128xf32>):
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %58 = "stablehlo.maximum"(%arg20, %57) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    "func.return"(%58) : (tensor<32x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32x10xf32>) -> (tensor<32x10xf32>, tensor<32x10xf32>, tensor<32x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<32x10xf32>):
    %39 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.reduce"(%arg15, %39) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %55 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %41 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %43 = "stablehlo.maximum"(%42, %40) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x1xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %46 = "stablehlo.subtract"(%arg15, %45) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %47 = "stablehlo.exponential"(%46) : (tensor<32x10xf32>) -> tensor<32x10xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%47, %48) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %54 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x1xf32>
    %51 = "stablehlo.log"(%50) : (tensor<32x1xf32>) -> tensor<32x1xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %53 = "stablehlo.subtract"(%46, %52) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    "func.return"(%53, %47, %50) : (tensor<32x10xf32>, tensor<32x10xf32>, tensor<32x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x10xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<32x10xf32>, %arg12: tensor<32x1xi32>):
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<32x1xi32>
    %18 = "stablehlo.compare"(%arg12, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %19 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<32x1xi32>
    %21 = "stablehlo.add"(%arg12, %20) : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %22 = "stablehlo.select"(%18, %21, %arg12) : (tensor<32x1xi1>, tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %23 = "stablehlo.reshape"(%22) : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %24 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<32x1x1xi32>
    %27 = "stablehlo.compare"(%23, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %28 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %30 = "stablehlo.compare"(%23, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %31 = "stablehlo.and"(%27, %30) : (tensor<32x1x1xi1>, tensor<32x1x1xi1>) -> tensor<32x1x1xi1>
    %32 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      %38 = "stablehlo.and"(%arg13, %arg14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%38) : (tensor<i1>) -> ()
    }) : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %34 = "stablehlo.gather"(%arg11, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x10xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %35 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x1xf32>
    %37 = "stablehlo.select"(%33, %34, %36) : (tensor<32x1xi1>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    "func.return"(%37, %23) : (tensor<32x1xf32>, tensor<32x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>, res_attrs = [{}], sym_name = "take_along_axis_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<32x1x1xi32>, %arg8: tensor<32x1xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %14 = "stablehlo.scatter"(%13, %arg7, %arg8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %15 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    "func.return"(%14) : (tensor<32x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32x10xf32>, tensor<32x1xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>, res_attrs = [{}], sym_name = "log_softmax_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<32x10xf32>, %arg1: tensor<32x1xf32>, %arg2: tensor<32x10xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<32x10xf32>) -> tensor<32x10xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<32xf32>) -> tensor<32x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x10xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    "func.return"(%9) : (tensor<32x10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
