"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x1x3x4xf32>, tensor<1x2x4x5xf32>, tensor<1x6x4xf32>, tensor<4xf32>) -> (tensor<2x2x3x5xf32>, tensor<3xf32>, tensor<5xf32>, tensor<2x1x3x6xf32>, tensor<1x2xf32>, tensor<2x3x2x5xf32>, tensor<2x1xf32>, tensor<f32>, tensor<3x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x1x3x4xf32>, %arg1: tensor<1x2x4x5xf32>, %arg2: tensor<1x6x4xf32>, %arg3: tensor<4xf32>):
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x1x3x4xf32>) -> tensor<2x3x4xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<1x2x4x5xf32>) -> tensor<2x4x5xf32>
    %2 = "stablehlo.dot_general"(%0, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x2x5xf32>
    %3 = "stablehlo.transpose"(%2) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x3x2x5xf32>) -> tensor<2x2x3x5xf32>
    %4 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 1, 3, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x1x3x4xf32>) -> tensor<1x1x3x4xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.dot_general"(%5, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %7 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 1, 2, 4, 5>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x4x5xf32>) -> tensor<1x1x4x5xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x1x4x5xf32>) -> tensor<4x5xf32>
    %9 = "stablehlo.dot_general"(%arg3, %8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4x5xf32>) -> tensor<5xf32>
    %10 = "stablehlo.dot_general"(%arg2, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x6x4xf32>, tensor<2x1x3x4xf32>) -> tensor<1x6x2x3xf32>
    %11 = "stablehlo.transpose"(%10) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<1x6x2x3xf32>) -> tensor<2x1x3x6xf32>
    %12 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 1, 3, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x1x3x4xf32>) -> tensor<1x1x3x4xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %14 = "stablehlo.dot_general"(%13, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [2, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<2x1x3x4xf32>) -> tensor<2x1xf32>
    %15 = "stablehlo.transpose"(%14) <{permutation = array<i64: 1, 0>}> : (tensor<2x1xf32>) -> tensor<1x2xf32>
    %16 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x1x3x4xf32>, tensor<1x2x4x5xf32>) -> tensor<2x1x3x1x2x5xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) <{dimensions = array<i64: 1, 3>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %58 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%58) : (tensor<f32>) -> ()
    }) : (tensor<2x1x3x1x2x5xf32>, tensor<f32>) -> tensor<2x3x2x5xf32>
    %19 = "stablehlo.dot_general"(%arg0, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3, 2], rhs_contracting_dimensions = [3, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x1x3x4xf32>, tensor<2x1x3x4xf32>) -> tensor<2x1xf32>
    %20 = "stablehlo.dot_general"(%arg3, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    %21 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 1, 3, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x1x3x4xf32>) -> tensor<1x1x3x4xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.compare"(%23, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.add"(%26, %27) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.select"(%25, %28, %29) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.compare"(%31, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %34 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.add"(%34, %35) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.select"(%33, %36, %37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.compare"(%39, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.add"(%42, %43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.select"(%41, %44, %45) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.compare"(%47, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %50 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.add"(%50, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.select"(%49, %52, %53) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %55 = "stablehlo.dynamic_slice"(%arg0, %30, %38, %46, %54) <{slice_sizes = array<i64: 1, 1, 3, 4>}> : (tensor<2x1x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x3x4xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %57 = "stablehlo.dot_general"(%22, %56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x3xf32>
    "func.return"(%3, %6, %9, %11, %15, %18, %19, %20, %57) : (tensor<2x2x3x5xf32>, tensor<3xf32>, tensor<5xf32>, tensor<2x1x3x6xf32>, tensor<1x2xf32>, tensor<2x3x2x5xf32>, tensor<2x1xf32>, tensor<f32>, tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
