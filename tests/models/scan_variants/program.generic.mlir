"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7x5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<i32>, tensor<7xf32>, tensor<7x5xf32>, tensor<7xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<7x5xf32>, %arg11: tensor<5xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<7x5xf32>) -> tensor<1x5xf32>
    %14 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 7, 5>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<7x5xf32>) -> tensor<6x5xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<6x5xf32>) -> tensor<3x2x5xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19:5 = "stablehlo.while"(%15, %18, %arg11, %12, %17) ({
    ^bb0(%arg29: tensor<3x2x5xf32>, %arg30: tensor<i32>, %arg31: tensor<5xf32>, %arg32: tensor<i32>, %arg33: tensor<3x2xf32>):
      %111 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %112 = "stablehlo.compare"(%arg30, %111) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%112) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg20: tensor<3x2x5xf32>, %arg21: tensor<i32>, %arg22: tensor<5xf32>, %arg23: tensor<i32>, %arg24: tensor<3x2xf32>):
      %72 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %73 = "stablehlo.subtract"(%72, %arg21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %74 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %75 = "stablehlo.subtract"(%73, %74) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %76 = "func.call"(%arg20, %75) <{callee = @dynamic_index_in_dim}> : (tensor<3x2x5xf32>, tensor<i32>) -> tensor<2x5xf32>
      %77 = "stablehlo.slice"(%76) <{limit_indices = array<i64: 2, 5>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x5xf32>) -> tensor<1x5xf32>
      %78 = "stablehlo.reshape"(%77) : (tensor<1x5xf32>) -> tensor<5xf32>
      %79 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
      %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %81 = "stablehlo.multiply"(%arg22, %80) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %82 = "stablehlo.add"(%81, %78) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %83 = "stablehlo.tanh"(%82) : (tensor<5xf32>) -> tensor<5xf32>
      %84 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %85 = "stablehlo.add"(%arg23, %84) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %86 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %87 = "stablehlo.reduce"(%83, %86) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
        %110 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%110) : (tensor<f32>) -> ()
      }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      %88 = "stablehlo.convert"(%arg23) : (tensor<i32>) -> tensor<f32>
      %89 = "stablehlo.multiply"(%87, %88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %90 = "stablehlo.slice"(%76) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x5xf32>) -> tensor<1x5xf32>
      %91 = "stablehlo.reshape"(%90) : (tensor<1x5xf32>) -> tensor<5xf32>
      %92 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
      %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %94 = "stablehlo.multiply"(%83, %93) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %95 = "stablehlo.add"(%94, %91) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %96 = "stablehlo.tanh"(%95) : (tensor<5xf32>) -> tensor<5xf32>
      %97 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %98 = "stablehlo.add"(%85, %97) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %100 = "stablehlo.reduce"(%96, %99) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %109 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%109) : (tensor<f32>) -> ()
      }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      %101 = "stablehlo.convert"(%85) : (tensor<i32>) -> tensor<f32>
      %102 = "stablehlo.multiply"(%100, %101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %104 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %105 = "stablehlo.concatenate"(%103, %104) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %106 = "func.call"(%arg24, %105, %75) <{callee = @dynamic_update_index_in_dim}> : (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<3x2xf32>
      %107 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %108 = "stablehlo.add"(%arg21, %107) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg20, %108, %96, %98, %106) : (tensor<3x2x5xf32>, tensor<i32>, tensor<5xf32>, tensor<i32>, tensor<3x2xf32>) -> ()
    }) : (tensor<3x2x5xf32>, tensor<i32>, tensor<5xf32>, tensor<i32>, tensor<3x2xf32>) -> (tensor<3x2x5xf32>, tensor<i32>, tensor<5xf32>, tensor<i32>, tensor<3x2xf32>)
    %20 = "stablehlo.reshape"(%19#4) : (tensor<3x2xf32>) -> tensor<6xf32>
    %21 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x5xf32>) -> tensor<5xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %25 = "stablehlo.multiply"(%19#2, %24) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %26 = "stablehlo.add"(%25, %22) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %27 = "stablehlo.tanh"(%26) : (tensor<5xf32>) -> tensor<5xf32>
    %28 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.add"(%19#3, %28) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.reduce"(%27, %30) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %71 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%71) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %32 = "stablehlo.convert"(%19#3) : (tensor<i32>) -> tensor<f32>
    %33 = "stablehlo.multiply"(%31, %32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %35 = "stablehlo.concatenate"(%34, %20) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<6xf32>) -> tensor<7xf32>
    %36 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 6, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<7x5xf32>) -> tensor<3x5xf32>
    %37 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 7, 5>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<7x5xf32>) -> tensor<3x5xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %39 = "stablehlo.slice"(%38) <{limit_indices = array<i64: 2, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %40 = "stablehlo.slice"(%38) <{limit_indices = array<i64: 3, 5>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %41 = "stablehlo.add"(%39, %40) : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %42 = "stablehlo.slice"(%38) <{limit_indices = array<i64: 3, 5>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %43 = "stablehlo.add"(%41, %42) : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %44 = "stablehlo.slice"(%38) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %45 = "stablehlo.concatenate"(%44, %43) <{dimension = 0 : i64}> : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
    %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.pad"(%45, %46) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<2x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.pad"(%41, %48) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<1x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %50 = "stablehlo.add"(%47, %49) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %51 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 7, 5>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<7x5xf32>) -> tensor<3x5xf32>
    %52 = "stablehlo.add"(%50, %51) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %53 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<7x5xf32>) -> tensor<1x5xf32>
    %54 = "stablehlo.concatenate"(%53, %52) <{dimension = 0 : i64}> : (tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.pad"(%54, %55) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<4x5xf32>, tensor<f32>) -> tensor<7x5xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.pad"(%50, %57) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<3x5xf32>, tensor<f32>) -> tensor<7x5xf32>
    %59 = "stablehlo.add"(%56, %58) : (tensor<7x5xf32>, tensor<7x5xf32>) -> tensor<7x5xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %63:3 = "stablehlo.while"(%arg10, %62, %61) ({
    ^bb0(%arg15: tensor<7x5xf32>, %arg16: tensor<i32>, %arg17: tensor<7xf32>):
      %69 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
      %70 = "stablehlo.compare"(%arg16, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%70) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<7x5xf32>, %arg13: tensor<i32>, %arg14: tensor<7xf32>):
      %64 = "func.call"(%arg12, %arg13) <{callee = @dynamic_index_in_dim_0}> : (tensor<7x5xf32>, tensor<i32>) -> tensor<5xf32>
      %65 = "stablehlo.dot_general"(%64, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
      %66 = "func.call"(%arg14, %65, %arg13) <{callee = @dynamic_update_index_in_dim_1}> : (tensor<7xf32>, tensor<f32>, tensor<i32>) -> tensor<7xf32>
      %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %68 = "stablehlo.add"(%arg13, %67) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg12, %68, %66) : (tensor<7x5xf32>, tensor<i32>, tensor<7xf32>) -> ()
    }) : (tensor<7x5xf32>, tensor<i32>, tensor<7xf32>) -> (tensor<7x5xf32>, tensor<i32>, tensor<7xf32>)
    "func.return"(%27, %29, %35, %59, %63#2) : (tensor<5xf32>, tensor<i32>, tensor<7xf32>, tensor<7x5xf32>, tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2x5xf32>, tensor<i32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<3x2x5xf32>, %arg9: tensor<i32>):
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.dynamic_slice"(%arg8, %arg9, %8, %9) <{slice_sizes = array<i64: 1, 2, 5>}> : (tensor<3x2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x5xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%11) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<3x2xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3x2xf32>, %arg6: tensor<2xf32>, %arg7: tensor<i32>):
    %5 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.dynamic_update_slice"(%arg5, %5, %arg7, %6) : (tensor<3x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
    "func.return"(%7) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7x5xf32>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<7x5xf32>, %arg4: tensor<i32>):
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_slice"(%arg3, %arg4, %2) <{slice_sizes = array<i64: 1, 5>}> : (tensor<7x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x5xf32>) -> tensor<5xf32>
    "func.return"(%4) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7xf32>, tensor<f32>, tensor<i32>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<7xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<7xf32>, tensor<1xf32>, tensor<i32>) -> tensor<7xf32>
    "func.return"(%1) : (tensor<7xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
