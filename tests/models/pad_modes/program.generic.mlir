"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> (tensor<8x12xf32>, tensor<8x9xf32>, tensor<9x11xf32>, tensor<9x11xf32>, tensor<5x7xf32>, tensor<5x7xf32>, tensor<5x7xf32>, tensor<4x6xf32>, tensor<7x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<5x7xf32>):
    %75 = "func.call"(%arg14) <{callee = @_pad}> : (tensor<5x7xf32>) -> tensor<8x12xf32>
    %76 = "func.call"(%arg14) <{callee = @_pad_3}> : (tensor<5x7xf32>) -> tensor<8x9xf32>
    %77 = "func.call"(%arg14) <{callee = @_pad_4}> : (tensor<5x7xf32>) -> tensor<9x11xf32>
    %78 = "func.call"(%arg14) <{callee = @_pad_5}> : (tensor<5x7xf32>) -> tensor<9x11xf32>
    %79 = "func.call"(%arg14) <{callee = @_roll_static}> : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %80 = "func.call"(%arg14) <{callee = @_flip_6}> : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %81 = "func.call"(%arg14) <{callee = @tril}> : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %82 = "func.call"(%arg14) <{callee = @triu}> : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %83 = "stablehlo.add"(%81, %82) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %84 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<2x3xf32>
    %85 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 5, 7>, start_indices = array<i64: 3, 5>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<2x2xf32>
    %86 = "func.call"(%84, %85) <{callee = @kron}> : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<4x6xf32>
    %87 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 1, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %88 = "stablehlo.reshape"(%87) : (tensor<1x7xf32>) -> tensor<7xf32>
    %89 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<5x1xf32>
    %90 = "stablehlo.reshape"(%89) : (tensor<5x1xf32>) -> tensor<5xf32>
    %91 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xf32>) -> tensor<7x1xf32>
    %92 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %93 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<7x1xf32>) -> tensor<7x5xf32>
    %94 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<7x5xf32>
    %95 = "stablehlo.multiply"(%93, %94) : (tensor<7x5xf32>, tensor<7x5xf32>) -> tensor<7x5xf32>
    "func.return"(%75, %76, %77, %78, %79, %80, %83, %86, %95) : (tensor<8x12xf32>, tensor<8x9xf32>, tensor<9x11xf32>, tensor<9x11xf32>, tensor<5x7xf32>, tensor<5x7xf32>, tensor<5x7xf32>, tensor<4x6xf32>, tensor<7x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<8x12xf32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<5x7xf32>):
    %63 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 3, 7>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<2x7xf32>
    %64 = "func.call"(%63) <{callee = @_flip}> : (tensor<2x7xf32>) -> tensor<2x7xf32>
    %65 = "stablehlo.concatenate"(%64, %arg13) <{dimension = 0 : i64}> : (tensor<2x7xf32>, tensor<5x7xf32>) -> tensor<7x7xf32>
    %66 = "stablehlo.slice"(%65) <{limit_indices = array<i64: 6, 7>, start_indices = array<i64: 5, 0>, strides = array<i64: 1, 1>}> : (tensor<7x7xf32>) -> tensor<1x7xf32>
    %67 = "func.call"(%66) <{callee = @_flip_0}> : (tensor<1x7xf32>) -> tensor<1x7xf32>
    %68 = "stablehlo.concatenate"(%65, %67) <{dimension = 0 : i64}> : (tensor<7x7xf32>, tensor<1x7xf32>) -> tensor<8x7xf32>
    %69 = "stablehlo.slice"(%68) <{limit_indices = array<i64: 8, 4>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<8x7xf32>) -> tensor<8x3xf32>
    %70 = "func.call"(%69) <{callee = @_flip_1}> : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %71 = "stablehlo.concatenate"(%70, %68) <{dimension = 1 : i64}> : (tensor<8x3xf32>, tensor<8x7xf32>) -> tensor<8x10xf32>
    %72 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 8, 9>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>}> : (tensor<8x10xf32>) -> tensor<8x2xf32>
    %73 = "func.call"(%72) <{callee = @_flip_2}> : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %74 = "stablehlo.concatenate"(%71, %73) <{dimension = 1 : i64}> : (tensor<8x10xf32>, tensor<8x2xf32>) -> tensor<8x12xf32>
    "func.return"(%74) : (tensor<8x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x7xf32>) -> tensor<2x7xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x7xf32>):
    %62 = "stablehlo.reverse"(%arg12) <{dimensions = array<i64: 0>}> : (tensor<2x7xf32>) -> tensor<2x7xf32>
    "func.return"(%62) : (tensor<2x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x7xf32>) -> tensor<1x7xf32>, res_attrs = [{}], sym_name = "_flip_0", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<1x7xf32>):
    %61 = "stablehlo.reverse"(%arg11) <{dimensions = array<i64: 0>}> : (tensor<1x7xf32>) -> tensor<1x7xf32>
    "func.return"(%61) : (tensor<1x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x3xf32>) -> tensor<8x3xf32>, res_attrs = [{}], sym_name = "_flip_1", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<8x3xf32>):
    %60 = "stablehlo.reverse"(%arg10) <{dimensions = array<i64: 1>}> : (tensor<8x3xf32>) -> tensor<8x3xf32>
    "func.return"(%60) : (tensor<8x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x2xf32>) -> tensor<8x2xf32>, res_attrs = [{}], sym_name = "_flip_2", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<8x2xf32>):
    %59 = "stablehlo.reverse"(%arg9) <{dimensions = array<i64: 1>}> : (tensor<8x2xf32>) -> tensor<8x2xf32>
    "func.return"(%59) : (tensor<8x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<8x9xf32>, res_attrs = [{}], sym_name = "_pad_3", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<5x7xf32>):
    %50 = "stablehlo.slice"(%arg8) <{limit_indices = array<i64: 1, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %51 = "func.call"(%50) <{callee = @_flip_0}> : (tensor<1x7xf32>) -> tensor<1x7xf32>
    %52 = "stablehlo.concatenate"(%51, %arg8) <{dimension = 0 : i64}> : (tensor<1x7xf32>, tensor<5x7xf32>) -> tensor<6x7xf32>
    %53 = "stablehlo.slice"(%52) <{limit_indices = array<i64: 6, 7>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<6x7xf32>) -> tensor<2x7xf32>
    %54 = "func.call"(%53) <{callee = @_flip}> : (tensor<2x7xf32>) -> tensor<2x7xf32>
    %55 = "stablehlo.concatenate"(%52, %54) <{dimension = 0 : i64}> : (tensor<6x7xf32>, tensor<2x7xf32>) -> tensor<8x7xf32>
    %56 = "stablehlo.slice"(%55) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x7xf32>) -> tensor<8x2xf32>
    %57 = "func.call"(%56) <{callee = @_flip_2}> : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %58 = "stablehlo.concatenate"(%57, %55) <{dimension = 1 : i64}> : (tensor<8x2xf32>, tensor<8x7xf32>) -> tensor<8x9xf32>
    "func.return"(%58) : (tensor<8x9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<9x11xf32>, res_attrs = [{}], sym_name = "_pad_4", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<5x7xf32>):
    %36 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 1, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x7xf32>) -> tensor<1x2x7xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1x2x7xf32>) -> tensor<2x7xf32>
    %39 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 5, 7>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x7xf32>) -> tensor<1x2x7xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<1x2x7xf32>) -> tensor<2x7xf32>
    %42 = "stablehlo.concatenate"(%38, %arg7, %41) <{dimension = 0 : i64}> : (tensor<2x7xf32>, tensor<5x7xf32>, tensor<2x7xf32>) -> tensor<9x7xf32>
    %43 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 9, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<9x7xf32>) -> tensor<9x1xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<9x1xf32>) -> tensor<9x1x1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<9x1x1xf32>) -> tensor<9x1xf32>
    %46 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 9, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>}> : (tensor<9x7xf32>) -> tensor<9x1xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<9x1xf32>) -> tensor<9x1x3xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<9x1x3xf32>) -> tensor<9x3xf32>
    %49 = "stablehlo.concatenate"(%45, %42, %48) <{dimension = 1 : i64}> : (tensor<9x1xf32>, tensor<9x7xf32>, tensor<9x3xf32>) -> tensor<9x11xf32>
    "func.return"(%49) : (tensor<9x11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<9x11xf32>, res_attrs = [{}], sym_name = "_pad_5", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<5x7xf32>):
    %31 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 5, 7>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<3x7xf32>
    %32 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %33 = "stablehlo.concatenate"(%31, %arg6, %32) <{dimension = 0 : i64}> : (tensor<3x7xf32>, tensor<5x7xf32>, tensor<1x7xf32>) -> tensor<9x7xf32>
    %34 = "stablehlo.slice"(%33) <{limit_indices = array<i64: 9, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<9x7xf32>) -> tensor<9x4xf32>
    %35 = "stablehlo.concatenate"(%33, %34) <{dimension = 1 : i64}> : (tensor<9x7xf32>, tensor<9x4xf32>) -> tensor<9x11xf32>
    "func.return"(%35) : (tensor<9x11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<5x7xf32>):
    %25 = "stablehlo.slice"(%arg5) <{limit_indices = array<i64: 5, 7>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<2x7xf32>
    %26 = "stablehlo.slice"(%arg5) <{limit_indices = array<i64: 3, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<3x7xf32>
    %27 = "stablehlo.concatenate"(%25, %26) <{dimension = 0 : i64}> : (tensor<2x7xf32>, tensor<3x7xf32>) -> tensor<5x7xf32>
    %28 = "stablehlo.slice"(%27) <{limit_indices = array<i64: 5, 7>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<5x4xf32>
    %29 = "stablehlo.slice"(%27) <{limit_indices = array<i64: 5, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<5x3xf32>
    %30 = "stablehlo.concatenate"(%28, %29) <{dimension = 1 : i64}> : (tensor<5x4xf32>, tensor<5x3xf32>) -> tensor<5x7xf32>
    "func.return"(%30) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "_flip_6", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<5x7xf32>):
    %24 = "stablehlo.reverse"(%arg4) <{dimensions = array<i64: 0, 1>}> : (tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%24) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x7xf32>):
    %15 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x7xi32>
    %16 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x7xi32>
    %18 = "stablehlo.add"(%15, %17) : (tensor<5x7xi32>, tensor<5x7xi32>) -> tensor<5x7xi32>
    %19 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x7xi32>
    %20 = "stablehlo.compare"(%18, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x7xi32>, tensor<5x7xi32>) -> tensor<5x7xi1>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %23 = "stablehlo.select"(%20, %arg3, %22) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%23) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "triu", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<5x7xf32>):
    %6 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x7xi32>
    %7 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x7xi32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<5x7xi32>, tensor<5x7xi32>) -> tensor<5x7xi32>
    %10 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x7xi32>
    %11 = "stablehlo.compare"(%9, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x7xi32>, tensor<5x7xi32>) -> tensor<5x7xi1>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %14 = "stablehlo.select"(%11, %13, %arg2) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%14) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "kron", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<2x3xf32>) -> tensor<2x1x3x1xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2x2xf32>) -> tensor<1x2x1x2xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x3x1xf32>) -> tensor<2x2x3x2xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x1x2xf32>) -> tensor<2x2x3x2xf32>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<2x2x3x2xf32>, tensor<2x2x3x2xf32>) -> tensor<2x2x3x2xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x2x3x2xf32>) -> tensor<4x6xf32>
    "func.return"(%5) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
