"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<128x256xf32>, tensor<6x256x256xf32>, tensor<6x256xf32>) -> (tensor<128x256xf32>, tensor<6x128xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<128x256xf32>, %arg11: tensor<6x256x256xf32>, %arg12: tensor<6x256xf32>):
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x128xf32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14:5 = "stablehlo.while"(%arg11, %arg12, %13, %arg10, %12) ({
    ^bb0(%arg22: tensor<6x256x256xf32>, %arg23: tensor<6x256xf32>, %arg24: tensor<i32>, %arg25: tensor<128x256xf32>, %arg26: tensor<6x128xf32>):
      %53 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %54 = "stablehlo.compare"(%arg24, %53) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%54) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg13: tensor<6x256x256xf32>, %arg14: tensor<6x256xf32>, %arg15: tensor<i32>, %arg16: tensor<128x256xf32>, %arg17: tensor<6x128xf32>):
      %15 = "func.call"(%arg13, %arg15) <{callee = @dynamic_index_in_dim}> : (tensor<6x256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
      %16 = "func.call"(%arg14, %arg15) <{callee = @dynamic_index_in_dim_0}> : (tensor<6x256xf32>, tensor<i32>) -> tensor<256xf32>
      %17 = "stablehlo.dot_general"(%arg16, %15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
      %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<1x256xf32>
      %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x256xf32>) -> tensor<128x256xf32>
      %20 = "stablehlo.add"(%17, %19) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %21 = "stablehlo.multiply"(%20, %20) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %22 = "stablehlo.multiply"(%21, %20) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %23 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
      %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %25 = "stablehlo.multiply"(%24, %22) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %26 = "stablehlo.add"(%20, %25) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %27 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
      %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %29 = "stablehlo.multiply"(%28, %26) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %30 = "stablehlo.tanh"(%29) : (tensor<128x256xf32>) -> tensor<128x256xf32>
      %31 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %33 = "stablehlo.add"(%32, %30) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %34 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %36 = "stablehlo.multiply"(%35, %33) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %37 = "stablehlo.multiply"(%20, %36) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %39 = "stablehlo.reduce"(%37, %38) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %52 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%52) : (tensor<f32>) -> ()
      }) : (tensor<128x256xf32>, tensor<f32>) -> tensor<f32>
      %40 = "stablehlo.constant"() <{value = dense<3.276800e+04> : tensor<f32>}> : () -> tensor<f32>
      %41 = "stablehlo.divide"(%39, %40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %43 = "stablehlo.compare"(%41, %42) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %44 = "stablehlo.negate"(%37) : (tensor<128x256xf32>) -> tensor<128x256xf32>
      %45 = "func.call"(%43, %37, %44) <{callee = @_where}> : (tensor<i1>, tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %46 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %47 = "stablehlo.reduce"(%45, %46) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
        %51 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%51) : (tensor<f32>) -> ()
      }) : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
      %48 = "func.call"(%arg17, %47, %arg15) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<6x128xf32>
      %49 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %50 = "stablehlo.add"(%arg15, %49) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg13, %arg14, %50, %45, %48) : (tensor<6x256x256xf32>, tensor<6x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<6x128xf32>) -> ()
    }) : (tensor<6x256x256xf32>, tensor<6x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<6x128xf32>) -> (tensor<6x256x256xf32>, tensor<6x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<6x128xf32>)
    "func.return"(%14#3, %14#4) : (tensor<128x256xf32>, tensor<6x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x256x256xf32>, tensor<i32>) -> tensor<256x256xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<6x256x256xf32>, %arg9: tensor<i32>):
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.dynamic_slice"(%arg8, %arg9, %7, %8) <{slice_sizes = array<i64: 1, 256, 256>}> : (tensor<6x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x256xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    "func.return"(%10) : (tensor<256x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x256xf32>, tensor<i32>) -> tensor<256xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<6x256xf32>, %arg7: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.dynamic_slice"(%arg6, %arg7, %4) <{slice_sizes = array<i64: 1, 256>}> : (tensor<6x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1x256xf32>) -> tensor<256xf32>
    "func.return"(%6) : (tensor<256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<128x256xf32>, %arg5: tensor<128x256xf32>):
    %3 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<i1>, tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    "func.return"(%3) : (tensor<128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<6x128xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<6x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<6x128xf32>
    "func.return"(%2) : (tensor<6x128xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
