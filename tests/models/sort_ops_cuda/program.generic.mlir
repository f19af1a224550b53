"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x33xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>, tensor<4x33xi32>, tensor<4x33xf32>, tensor<4x33xf32>, tensor<4x33xf32>, tensor<4x33xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg19: tensor<4x33xf32>):
    %46:2 = "chlo.top_k"(%arg19) <{is_stable = true, k = 5 : i64}> : (tensor<4x33xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
    %47 = "func.call"(%arg19) <{callee = @argsort}> : (tensor<4x33xf32>) -> tensor<4x33xi32>
    %48 = "func.call"(%arg19) <{callee = @sort}> : (tensor<4x33xf32>) -> tensor<4x33xf32>
    %49 = "func.call"(%arg19) <{callee = @cumsum}> : (tensor<4x33xf32>) -> tensor<4x33xf32>
    %50 = "func.call"(%arg19) <{callee = @cummax}> : (tensor<4x33xf32>) -> tensor<4x33xf32>
    %51 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x33xf32>
    %53 = "stablehlo.multiply"(%52, %arg19) : (tensor<4x33xf32>, tensor<4x33xf32>) -> tensor<4x33xf32>
    %54 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x33xf32>
    %56 = "stablehlo.add"(%55, %53) : (tensor<4x33xf32>, tensor<4x33xf32>) -> tensor<4x33xf32>
    %57 = "func.call"(%56) <{callee = @cumprod}> : (tensor<4x33xf32>) -> tensor<4x33xf32>
    "func.return"(%46#0, %46#1, %47, %48, %49, %50, %57) : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<4x33xi32>, tensor<4x33xf32>, tensor<4x33xf32>, tensor<4x33xf32>, tensor<4x33xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x33xf32>) -> tensor<4x33xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4x33xf32>):
    %29 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x33xi32>
    %30:2 = "stablehlo.sort"(%arg14, %29) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>, %arg17: tensor<i32>, %arg18: tensor<i32>):
      %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %32 = "stablehlo.compare"(%arg15, %31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %34 = "stablehlo.select"(%32, %33, %arg15) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %35 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %36 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %37 = "stablehlo.select"(%35, %36, %34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %39 = "stablehlo.compare"(%arg16, %38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %41 = "stablehlo.select"(%39, %40, %arg16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %42 = "stablehlo.compare"(%arg16, %arg16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %43 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %44 = "stablehlo.select"(%42, %43, %41) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %45 = "stablehlo.compare"(%37, %44) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%45) : (tensor<i1>) -> ()
    }) : (tensor<4x33xf32>, tensor<4x33xi32>) -> (tensor<4x33xf32>, tensor<4x33xi32>)
    "func.return"(%30#1) : (tensor<4x33xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x33xf32>) -> tensor<4x33xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x33xf32>):
    %13 = "stablehlo.sort"(%arg11) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.compare"(%arg12, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %17 = "stablehlo.select"(%15, %16, %arg12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.compare"(%arg12, %arg12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %19 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %20 = "stablehlo.select"(%18, %19, %17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %22 = "stablehlo.compare"(%arg13, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %24 = "stablehlo.select"(%22, %23, %arg13) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %25 = "stablehlo.compare"(%arg13, %arg13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %27 = "stablehlo.select"(%25, %26, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %28 = "stablehlo.compare"(%20, %27) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%28) : (tensor<i1>) -> ()
    }) : (tensor<4x33xf32>) -> tensor<4x33xf32>
    "func.return"(%13) : (tensor<4x33xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x33xf32>) -> tensor<4x33xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x33xf32>):
    %12 = "func.call"(%arg10) <{callee = @cumsum_0}> : (tensor<4x33xf32>) -> tensor<4x33xf32>
    "func.return"(%12) : (tensor<4x33xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x33xf32>) -> tensor<4x33xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x33xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %10:2 = "chlo.scan"(%arg7, %9) <{dimension = 1 : i64, is_associative = true, is_reverse = false, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: tensor<4xf32>, %arg9: tensor<4xf32>):
      %11 = "stablehlo.add"(%arg8, %arg9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%11, %11) : (tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<4x33xf32>, tensor<4xf32>) -> (tensor<4x33xf32>, tensor<4xf32>)
    "func.return"(%10#0) : (tensor<4x33xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x33xf32>) -> tensor<4x33xf32>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x33xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reduce_window"(%arg4, %5) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [32, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 33>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %7 = "stablehlo.maximum"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<4x33xf32>, tensor<f32>) -> tensor<4x33xf32>
    "func.return"(%6) : (tensor<4x33xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x33xf32>) -> tensor<4x33xf32>, res_attrs = [{}], sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x33xf32>):
    %3 = "func.call"(%arg3) <{callee = @cumprod_1}> : (tensor<4x33xf32>) -> tensor<4x33xf32>
    "func.return"(%3) : (tensor<4x33xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x33xf32>) -> tensor<4x33xf32>, sym_name = "cumprod_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x33xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [32, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 33>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = "stablehlo.multiply"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2) : (tensor<f32>) -> ()
    }) : (tensor<4x33xf32>, tensor<f32>) -> tensor<4x33xf32>
    "func.return"(%1) : (tensor<4x33xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
