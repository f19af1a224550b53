"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x9x3xf32>, tensor<3x6xf32>) -> (tensor<2x9x3xf32>, tensor<2x5x3xf32>, tensor<2x16x3xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<11xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg18: tensor<2x9x3xf32>, %arg19: tensor<3x6xf32>):
    %31 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %33 = "stablehlo.reduce_window"(%arg18, %32) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [2, 2], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 2, 1>, window_dimensions = array<i64: 1, 3, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %55 = "stablehlo.maximum"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<2x9x3xf32>, tensor<f32>) -> tensor<2x9x3xf32>
    %34 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %36 = "stablehlo.reduce_window"(%arg18, %35) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 2, 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %54 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<2x9x3xf32>, tensor<f32>) -> tensor<2x5x3xf32>
    %37 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x3xf32>
    %39 = "stablehlo.divide"(%36, %38) : (tensor<2x5x3xf32>, tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.reduce_window"(%arg18, %41) <{base_dilations = array<i64: 1, 2, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %53 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) : (tensor<2x9x3xf32>, tensor<f32>) -> tensor<2x16x3xf32>
    %43 = "func.call"(%arg19) <{callee = @cummax}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %44 = "func.call"(%arg19) <{callee = @cumprod}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %45 = "stablehlo.reverse"(%arg19) <{dimensions = array<i64: 1>}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %46 = "func.call"(%45) <{callee = @cumsum}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %47 = "func.call"(%arg19) <{callee = @cumlogsumexp}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %48 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 1, 6>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<1x6xf32>) -> tensor<6xf32>
    %50 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 2, 6>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<1x6xf32>) -> tensor<6xf32>
    %52 = "func.call"(%49, %51) <{callee = @convolve}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<11xf32>
    "func.return"(%33, %39, %42, %43, %44, %46, %47, %52) : (tensor<2x9x3xf32>, tensor<2x5x3xf32>, tensor<2x16x3xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6xf32>) -> tensor<3x6xf32>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<3x6xf32>):
    %27 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.reduce_window"(%arg15, %28) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %30 = "stablehlo.maximum"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    "func.return"(%29) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6xf32>) -> tensor<3x6xf32>, sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<3x6xf32>):
    %24 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce_window"(%arg12, %24) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %26 = "stablehlo.multiply"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    "func.return"(%25) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x6xf32>) -> tensor<3x6xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<3x6xf32>):
    %23 = "func.call"(%arg11) <{callee = @cumsum_0}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    "func.return"(%23) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6xf32>) -> tensor<3x6xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<3x6xf32>):
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %21:2 = "chlo.scan"(%arg8, %20) <{dimension = 1 : i64, is_associative = true, is_reverse = false, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: tensor<3xf32>, %arg10: tensor<3xf32>):
      %22 = "stablehlo.add"(%arg9, %arg10) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%22, %22) : (tensor<3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<3x6xf32>, tensor<3xf32>) -> (tensor<3x6xf32>, tensor<3xf32>)
    "func.return"(%21#0) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6xf32>) -> tensor<3x6xf32>, sym_name = "cumlogsumexp", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3x6xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%arg5, %7) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %9 = "stablehlo.maximum"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.subtract"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %11 = "stablehlo.compare"(%10, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %13 = "stablehlo.abs"(%10) : (tensor<f32>) -> tensor<f32>
      %14 = "stablehlo.negate"(%13) : (tensor<f32>) -> tensor<f32>
      %15 = "stablehlo.exponential"(%14) : (tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.log_plus_one"(%15) : (tensor<f32>) -> tensor<f32>
      %17 = "stablehlo.add"(%9, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.select"(%11, %12, %17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    "func.return"(%8) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<6xf32>) -> tensor<11xf32>, res_attrs = [{}], sym_name = "convolve", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xf32>, %arg4: tensor<6xf32>):
    %6 = "func.call"(%arg3, %arg4) <{callee = @_conv}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<11xf32>
    "func.return"(%6) : (tensor<11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<6xf32>) -> tensor<11xf32>, res_attrs = [{}], sym_name = "_conv", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<6xf32>, %arg2: tensor<6xf32>):
    %1 = "func.call"(%arg2) <{callee = @_flip}> : (tensor<6xf32>) -> tensor<6xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 2>}> : (tensor<6xf32>) -> tensor<1x1x6xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 2>}> : (tensor<6xf32>) -> tensor<1x1x6xf32>
    %4 = "stablehlo.convolution"(%2, %3) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<5> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<1x1x6xf32>, tensor<1x1x6xf32>) -> tensor<1x1x11xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x1x11xf32>) -> tensor<11xf32>
    "func.return"(%5) : (tensor<11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xf32>):
    %0 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%0) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
