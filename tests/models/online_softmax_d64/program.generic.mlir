"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x32x64xf32>, tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> (tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<4x2x32xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<2x32x64xf32>, %arg6: tensor<2x128x64xf32>, %arg7: tensor<2x128x64xf32>):
    %9 = "stablehlo.reshape"(%arg6) : (tensor<2x128x64xf32>) -> tensor<2x4x32x64xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<2x4x32x64xf32>) -> tensor<4x2x32x64xf32>
    %11 = "stablehlo.reshape"(%arg7) : (tensor<2x128x64xf32>) -> tensor<2x4x32x64xf32>
    %12 = "stablehlo.transpose"(%11) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<2x4x32x64xf32>) -> tensor<4x2x32x64xf32>
    %13 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32xf32>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32x64xf32>
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x32xf32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22:8 = "stablehlo.while"(%10, %12, %arg5, %21, %14, %16, %18, %20) ({
    ^bb0(%arg24: tensor<4x2x32x64xf32>, %arg25: tensor<4x2x32x64xf32>, %arg26: tensor<2x32x64xf32>, %arg27: tensor<i32>, %arg28: tensor<2x32xf32>, %arg29: tensor<2x32xf32>, %arg30: tensor<2x32x64xf32>, %arg31: tensor<4x2x32xf32>):
      %76 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %77 = "stablehlo.compare"(%arg27, %76) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%77) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<4x2x32x64xf32>, %arg13: tensor<4x2x32x64xf32>, %arg14: tensor<2x32x64xf32>, %arg15: tensor<i32>, %arg16: tensor<2x32xf32>, %arg17: tensor<2x32xf32>, %arg18: tensor<2x32x64xf32>, %arg19: tensor<4x2x32xf32>):
      %47 = "func.call"(%arg12, %arg15) <{callee = @dynamic_index_in_dim}> : (tensor<4x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %48 = "func.call"(%arg13, %arg15) <{callee = @dynamic_index_in_dim}> : (tensor<4x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %49 = "stablehlo.dot_general"(%arg14, %47) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x32xf32>
      %50 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32x32xf32>
      %52 = "stablehlo.divide"(%49, %51) : (tensor<2x32x32xf32>, tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
      %53 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %54 = "stablehlo.reduce"(%52, %53) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
        %75 = "stablehlo.maximum"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%75) : (tensor<f32>) -> ()
      }) : (tensor<2x32x32xf32>, tensor<f32>) -> tensor<2x32xf32>
      %55 = "stablehlo.maximum"(%arg16, %54) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
      %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x32x1xf32>) -> tensor<2x32x32xf32>
      %58 = "stablehlo.subtract"(%52, %57) : (tensor<2x32x32xf32>, tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
      %59 = "stablehlo.exponential"(%58) : (tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
      %60 = "stablehlo.subtract"(%arg16, %55) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
      %61 = "stablehlo.exponential"(%60) : (tensor<2x32xf32>) -> tensor<2x32xf32>
      %62 = "stablehlo.multiply"(%arg17, %61) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
      %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %64 = "stablehlo.reduce"(%59, %63) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %74 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%74) : (tensor<f32>) -> ()
      }) : (tensor<2x32x32xf32>, tensor<f32>) -> tensor<2x32xf32>
      %65 = "stablehlo.add"(%62, %64) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
      %66 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
      %68 = "stablehlo.multiply"(%arg18, %67) : (tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
      %69 = "stablehlo.dot_general"(%59, %48) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32x32xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
      %70 = "stablehlo.add"(%68, %69) : (tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
      %71 = "func.call"(%arg19, %55, %arg15) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x2x32xf32>, tensor<2x32xf32>, tensor<i32>) -> tensor<4x2x32xf32>
      %72 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %73 = "stablehlo.add"(%arg15, %72) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg12, %arg13, %arg14, %73, %55, %65, %70, %71) : (tensor<4x2x32x64xf32>, tensor<4x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32x64xf32>, tensor<4x2x32xf32>) -> ()
    }) : (tensor<4x2x32x64xf32>, tensor<4x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32x64xf32>, tensor<4x2x32xf32>) -> (tensor<4x2x32x64xf32>, tensor<4x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32x64xf32>, tensor<4x2x32xf32>)
    %23 = "stablehlo.dot_general"(%arg5, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32x64xf32>, tensor<2x128x64xf32>) -> tensor<2x32x128xf32>
    %24 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32x128xf32>
    %26 = "stablehlo.divide"(%23, %25) : (tensor<2x32x128xf32>, tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %27 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %46 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) : (tensor<2x32x128xf32>, tensor<f32>) -> tensor<2x32xf32>
    %29 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32xf32>
    %31 = "stablehlo.maximum"(%30, %28) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x32x1xf32>) -> tensor<2x32x128xf32>
    %34 = "stablehlo.subtract"(%26, %33) : (tensor<2x32x128xf32>, tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %35 = "stablehlo.exponential"(%34) : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.reduce"(%35, %36) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %45 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%45) : (tensor<f32>) -> ()
    }) : (tensor<2x32x128xf32>, tensor<f32>) -> tensor<2x32xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x32x1xf32>) -> tensor<2x32x128xf32>
    %40 = "stablehlo.divide"(%35, %39) : (tensor<2x32x128xf32>, tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %41 = "stablehlo.dot_general"(%40, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32x128xf32>, tensor<2x128x64xf32>) -> tensor<2x32x64xf32>
    %42 = "stablehlo.broadcast_in_dim"(%22#5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %44 = "stablehlo.divide"(%22#6, %43) : (tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    "func.return"(%44, %41, %22#7) : (tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<4x2x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x2x32x64xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.dynamic_slice"(%arg3, %arg4, %4, %5, %6) <{slice_sizes = array<i64: 1, 2, 32, 64>}> : (tensor<4x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    "func.return"(%8) : (tensor<2x32x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x2x32xf32>, tensor<2x32xf32>, tensor<i32>) -> tensor<4x2x32xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x2x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<4x2x32xf32>, tensor<1x2x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x32xf32>
    "func.return"(%3) : (tensor<4x2x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
