"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x9xf32>, tensor<4x7xf32>) -> (tensor<5x9xbf16>, tensor<5x9xbf16>, tensor<5x9xbf16>, tensor<4x7xbf16>, tensor<5x9xbf16>, tensor<5x9xf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<5x9xf32>, %arg22: tensor<4x7xf32>):
    %26 = "stablehlo.convert"(%arg21) : (tensor<5x9xf32>) -> tensor<5x9xbf16>
    %27 = "func.call"(%26) <{callee = @cumsum}> : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    %28 = "func.call"(%26) <{callee = @cummax}> : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    %29 = "func.call"(%26) <{callee = @cummin}> : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    %30 = "stablehlo.convert"(%arg22) : (tensor<4x7xf32>) -> tensor<4x7xbf16>
    %31 = "func.call"(%30) <{callee = @cumprod}> : (tensor<4x7xbf16>) -> tensor<4x7xbf16>
    %32 = "func.call"(%26) <{callee = @cumsum_2}> : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    %33 = "stablehlo.convert"(%arg21) : (tensor<5x9xf32>) -> tensor<5x9xf16>
    %34 = "func.call"(%33) <{callee = @cumsum_3}> : (tensor<5x9xf16>) -> tensor<5x9xf16>
    "func.return"(%27, %28, %29, %31, %32, %34) : (tensor<5x9xbf16>, tensor<5x9xbf16>, tensor<5x9xbf16>, tensor<4x7xbf16>, tensor<5x9xbf16>, tensor<5x9xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x9xbf16>) -> tensor<5x9xbf16>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<5x9xbf16>):
    %25 = "func.call"(%arg20) <{callee = @cumsum_0}> : (tensor<5x9xbf16>) -> tensor<5x9xbf16>
    "func.return"(%25) : (tensor<5x9xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x9xbf16>) -> tensor<5x9xbf16>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<5x9xbf16>):
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<bf16>
    %23 = "stablehlo.reduce_window"(%arg17, %22) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [8, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 9>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg18: tensor<bf16>, %arg19: tensor<bf16>):
      %24 = "stablehlo.add"(%arg18, %arg19) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%24) : (tensor<bf16>) -> ()
    }) : (tensor<5x9xbf16>, tensor<bf16>) -> tensor<5x9xbf16>
    "func.return"(%23) : (tensor<5x9xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x9xbf16>) -> tensor<5x9xbf16>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<5x9xbf16>):
    %17 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<bf16>
    %19 = "stablehlo.reduce_window"(%arg14, %18) <{base_dilations = array<i64: 1, 1>, padding = dense<[[4, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg15: tensor<bf16>, %arg16: tensor<bf16>):
      %20 = "stablehlo.maximum"(%arg15, %arg16) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%20) : (tensor<bf16>) -> ()
    }) : (tensor<5x9xbf16>, tensor<bf16>) -> tensor<5x9xbf16>
    "func.return"(%19) : (tensor<5x9xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x9xbf16>) -> tensor<5x9xbf16>, sym_name = "cummin", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<5x9xbf16>):
    %13 = "stablehlo.constant"() <{value = dense<0x7F80> : tensor<bf16>}> : () -> tensor<bf16>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<bf16>
    %15 = "stablehlo.reduce_window"(%arg11, %14) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [8, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 9>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg12: tensor<bf16>, %arg13: tensor<bf16>):
      %16 = "stablehlo.minimum"(%arg12, %arg13) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%16) : (tensor<bf16>) -> ()
    }) : (tensor<5x9xbf16>, tensor<bf16>) -> tensor<5x9xbf16>
    "func.return"(%15) : (tensor<5x9xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x7xbf16>) -> tensor<4x7xbf16>, res_attrs = [{}], sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x7xbf16>):
    %12 = "func.call"(%arg10) <{callee = @cumprod_1}> : (tensor<4x7xbf16>) -> tensor<4x7xbf16>
    "func.return"(%12) : (tensor<4x7xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x7xbf16>) -> tensor<4x7xbf16>, sym_name = "cumprod_1", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x7xbf16>):
    %9 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %10 = "stablehlo.reduce_window"(%arg7, %9) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [6, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 7>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg8: tensor<bf16>, %arg9: tensor<bf16>):
      %11 = "stablehlo.multiply"(%arg8, %arg9) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%11) : (tensor<bf16>) -> ()
    }) : (tensor<4x7xbf16>, tensor<bf16>) -> tensor<4x7xbf16>
    "func.return"(%10) : (tensor<4x7xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x9xbf16>) -> tensor<5x9xbf16>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<5x9xbf16>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<bf16>
    %7 = "stablehlo.reduce_window"(%arg4, %6) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 4], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg5: tensor<bf16>, %arg6: tensor<bf16>):
      %8 = "stablehlo.add"(%arg5, %arg6) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%8) : (tensor<bf16>) -> ()
    }) : (tensor<5x9xbf16>, tensor<bf16>) -> tensor<5x9xbf16>
    "func.return"(%7) : (tensor<5x9xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x9xf16>) -> tensor<5x9xf16>, res_attrs = [{}], sym_name = "cumsum_3", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x9xf16>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_4}> : (tensor<5x9xf16>) -> tensor<5x9xf16>
    "func.return"(%4) : (tensor<5x9xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x9xf16>) -> tensor<5x9xf16>, sym_name = "cumsum_4", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x9xf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<f16>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [8, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 9>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%3) : (tensor<f16>) -> ()
    }) : (tensor<5x9xf16>, tensor<f16>) -> tensor<5x9xf16>
    "func.return"(%2) : (tensor<5x9xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
