"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x6xf32>, tensor<5x4xf32>, tensor<6x4xf32>) -> (tensor<5x6x4xf32>, tensor<6x4xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<5x6xf32>, %arg4: tensor<5x4xf32>, %arg5: tensor<6x4xf32>):
    %5 = "stablehlo.constant"() <{value = dense<[[0.35981524, 0.0748592913, -0.387938291, -0.166721582], [-0.0775033087, -0.402449816, -0.486436963, -0.6304726], [0.149321869, 0.594198048, -0.629401385, -0.196274608], [-0.284409344, 0.0254220106, 0.578001499, -0.0175774917], [-0.106898941, 0.749449253, 0.969189643, 0.938885629], [-0.607114315, 0.14395614, -0.534706831, 0.261059076]]> : tensor<6x4xf32>}> : () -> tensor<6x4xf32>
    %6 = "stablehlo.dot_general"(%arg3, %5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x6xf32>, tensor<6x4xf32>) -> tensor<5x4xf32>
    %7 = "stablehlo.tanh"(%6) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %8 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %10 = "stablehlo.add"(%9, %7) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %13 = "stablehlo.subtract"(%12, %7) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %14 = "stablehlo.multiply"(%10, %13) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %15 = "stablehlo.subtract"(%7, %arg4) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %18 = "stablehlo.multiply"(%17, %15) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %19 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<5x4xf32>
    %23 = "stablehlo.multiply"(%22, %18) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %24 = "stablehlo.multiply"(%23, %14) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %25 = "stablehlo.dot_general"(%24, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x4xf32>, tensor<5x6xf32>) -> tensor<5x4x6xf32>
    %26 = "stablehlo.transpose"(%25) <{permutation = array<i64: 0, 2, 1>}> : (tensor<5x4x6xf32>) -> tensor<5x6x4xf32>
    %27 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 1, 6>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x6xf32>) -> tensor<1x6xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1x6xf32>) -> tensor<6xf32>
    %29 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.dot_general"(%28, %5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xf32>, tensor<6x4xf32>) -> tensor<4xf32>
    %32 = "stablehlo.dot_general"(%28, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xf32>, tensor<6x4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.tanh"(%31) : (tensor<4xf32>) -> tensor<4xf32>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %36 = "stablehlo.add"(%35, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %39 = "stablehlo.subtract"(%38, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %40 = "stablehlo.multiply"(%36, %39) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %41 = "stablehlo.multiply"(%32, %40) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %44 = "stablehlo.add"(%43, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %47 = "stablehlo.subtract"(%46, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %48 = "stablehlo.multiply"(%44, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %49 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %51 = "stablehlo.multiply"(%50, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %52 = "stablehlo.multiply"(%41, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.subtract"(%33, %30) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %54 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %56 = "stablehlo.multiply"(%55, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %57 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %59 = "stablehlo.multiply"(%58, %41) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %60 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %62 = "stablehlo.multiply"(%61, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.multiply"(%61, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.multiply"(%63, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.multiply"(%62, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.add"(%64, %65) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.dot_general"(%66, %28) <{dot_dimension_numbers = #stablehlo.dot<>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<6xf32>) -> tensor<4x6xf32>
    %68 = "stablehlo.transpose"(%67) <{permutation = array<i64: 1, 0>}> : (tensor<4x6xf32>) -> tensor<6x4xf32>
    %69 = "stablehlo.reshape"(%26) : (tensor<5x6x4xf32>) -> tensor<5x24xf32>
    %70 = "func.call"(%69) <{callee = @norm}> : (tensor<5x24xf32>) -> tensor<5xf32>
    "func.return"(%26, %68, %70) : (tensor<5x6x4xf32>, tensor<6x4xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x24xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x24xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<5x24xf32>, tensor<5x24xf32>) -> tensor<5x24xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<5x24xf32>, tensor<f32>) -> tensor<5xf32>
    %3 = "stablehlo.sqrt"(%2) : (tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%3) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
