"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<2x5x2x8xf32>, tensor<2x7x2x8xf32>, tensor<2x7x2x8xf32>, tensor<2x2x5x7xf32>, tensor<2x2x5x7xi1>) -> (tensor<2x5x2x8xf32>, tensor<2x5x2x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<2x5x2x8xf32>, %arg4: tensor<2x7x2x8xf32>, %arg5: tensor<2x7x2x8xf32>, %arg6: tensor<2x2x5x7xf32>, %arg7: tensor<2x2x5x7xi1>):
    %3 = "stablehlo.reshape"(%arg3) : (tensor<2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %4 = "stablehlo.reshape"(%arg6) : (tensor<2x2x5x7xf32>) -> tensor<2x2x1x5x7xf32>
    %5 = "stablehlo.reshape"(%arg7) : (tensor<2x2x5x7xi1>) -> tensor<2x2x1x5x7xi1>
    %6 = "stablehlo.dot_general"(%3, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [4], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x2x1x8xf32>, tensor<2x7x2x8xf32>) -> tensor<2x2x5x1x7xf32>
    %7 = "stablehlo.constant"() <{value = dense<0.353553385> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x5x1x7xf32>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<2x2x5x1x7xf32>, tensor<2x2x5x1x7xf32>) -> tensor<2x2x5x1x7xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 3, 0, 1, 2, 4>}> : (tensor<2x2x5x1x7xf32>) -> tensor<1x2x2x5x7xf32>
    %11 = "stablehlo.transpose"(%4) <{permutation = array<i64: 2, 0, 1, 3, 4>}> : (tensor<2x2x1x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<1x2x2x5x7xf32>, tensor<1x2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %13 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2x2x5x7xi1>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<2x2x5x7xi1>) -> tensor<1x2x2x5x7xi1>
    %16 = "stablehlo.transpose"(%5) <{permutation = array<i64: 2, 0, 1, 3, 4>}> : (tensor<2x2x1x5x7xi1>) -> tensor<1x2x2x5x7xi1>
    %17 = "stablehlo.and"(%15, %16) : (tensor<1x2x2x5x7xi1>, tensor<1x2x2x5x7xi1>) -> tensor<1x2x2x5x7xi1>
    %18 = "stablehlo.constant"() <{value = dense<-2.38197633E+38> : tensor<f32>}> : () -> tensor<f32>
    %19 = "func.call"(%17, %12, %18) <{callee = @_where}> : (tensor<1x2x2x5x7xi1>, tensor<1x2x2x5x7xf32>, tensor<f32>) -> tensor<1x2x2x5x7xf32>
    %20 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %66 = "stablehlo.maximum"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%66) : (tensor<f32>) -> ()
    }) : (tensor<1x2x2x5x7xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
    %22 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x2x5xf32>
    %24 = "stablehlo.maximum"(%23, %21) : (tensor<1x2x2x5xf32>, tensor<1x2x2x5xf32>) -> tensor<1x2x2x5xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x7xf32>
    %27 = "stablehlo.subtract"(%19, %26) : (tensor<1x2x2x5x7xf32>, tensor<1x2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %28 = "stablehlo.exponential"(%27) : (tensor<1x2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %65 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%65) : (tensor<f32>) -> ()
    }) : (tensor<1x2x2x5x7xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x7xf32>
    %33 = "stablehlo.divide"(%28, %32) : (tensor<1x2x2x5x7xf32>, tensor<1x2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %34 = "stablehlo.dot_general"(%arg5, %33) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [1, 2], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [4]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x7x2x8xf32>, tensor<1x2x2x5x7xf32>) -> tensor<2x2x8x1x5xf32>
    %35 = "stablehlo.transpose"(%34) <{permutation = array<i64: 3, 0, 4, 1, 2>}> : (tensor<2x2x8x1x5xf32>) -> tensor<1x2x5x2x8xf32>
    %36 = "stablehlo.transpose"(%35) <{permutation = array<i64: 1, 2, 3, 0, 4>}> : (tensor<1x2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<2x5x2x1x8xf32>) -> tensor<2x5x2x8xf32>
    %38 = "stablehlo.reshape"(%arg3) : (tensor<2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %39 = "stablehlo.dot_general"(%38, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [4], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x2x1x8xf32>, tensor<2x7x2x8xf32>) -> tensor<2x2x5x1x7xf32>
    %40 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x5x1x7xf32>
    %42 = "stablehlo.multiply"(%39, %41) : (tensor<2x2x5x1x7xf32>, tensor<2x2x5x1x7xf32>) -> tensor<2x2x5x1x7xf32>
    %43 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.reduce"(%42, %43) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %64 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%64) : (tensor<f32>) -> ()
    }) : (tensor<2x2x5x1x7xf32>, tensor<f32>) -> tensor<2x2x5x1xf32>
    %45 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x5x1xf32>
    %47 = "stablehlo.maximum"(%46, %44) : (tensor<2x2x5x1xf32>, tensor<2x2x5x1xf32>) -> tensor<2x2x5x1xf32>
    %48 = "stablehlo.transpose"(%47) <{permutation = array<i64: 3, 0, 1, 2>}> : (tensor<2x2x5x1xf32>) -> tensor<1x2x2x5xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %50 = "stablehlo.transpose"(%42) <{permutation = array<i64: 3, 0, 1, 2, 4>}> : (tensor<2x2x5x1x7xf32>) -> tensor<1x2x2x5x7xf32>
    %51 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x7xf32>
    %52 = "stablehlo.subtract"(%50, %51) : (tensor<1x2x2x5x7xf32>, tensor<1x2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %53 = "stablehlo.exponential"(%52) : (tensor<1x2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.reduce"(%53, %54) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %63 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%63) : (tensor<f32>) -> ()
    }) : (tensor<1x2x2x5x7xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x7xf32>
    %58 = "stablehlo.divide"(%53, %57) : (tensor<1x2x2x5x7xf32>, tensor<1x2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %59 = "stablehlo.dot_general"(%arg5, %58) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [1, 2], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [4]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x7x2x8xf32>, tensor<1x2x2x5x7xf32>) -> tensor<2x2x8x1x5xf32>
    %60 = "stablehlo.transpose"(%59) <{permutation = array<i64: 3, 0, 4, 1, 2>}> : (tensor<2x2x8x1x5xf32>) -> tensor<1x2x5x2x8xf32>
    %61 = "stablehlo.transpose"(%60) <{permutation = array<i64: 1, 2, 3, 0, 4>}> : (tensor<1x2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<2x5x2x1x8xf32>) -> tensor<2x5x2x8xf32>
    "func.return"(%37, %62) : (tensor<2x5x2x8xf32>, tensor<2x5x2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2x2x5x7xi1>, tensor<1x2x2x5x7xf32>, tensor<f32>) -> tensor<1x2x2x5x7xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x2x2x5x7xi1>, %arg1: tensor<1x2x2x5x7xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x5x7xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<1x2x2x5x7xi1>, tensor<1x2x2x5x7xf32>, tensor<1x2x2x5x7xf32>) -> tensor<1x2x2x5x7xf32>
    "func.return"(%2) : (tensor<1x2x2x5x7xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
