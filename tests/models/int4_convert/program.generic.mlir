"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x8xf32>, tensor<8x4xi8>, tensor<8xi32>) -> (tensor<3x8xi32>, tensor<3x4xi32>, tensor<3x8xi32>, tensor<3x8xi32>, tensor<3x8xi32>, tensor<3x8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<3x8xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<3x8xf32>, %arg5: tensor<8x4xi8>, %arg6: tensor<8xi32>):
    %7 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %9 = "stablehlo.multiply"(%arg4, %8) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %10 = "func.call"(%9) <{callee = @round}> : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %11 = "stablehlo.constant"() <{value = dense<-8> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %13 = "func.call"(%10, %11, %12) <{callee = @clip}> : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>
    %14 = "stablehlo.convert"(%13) : (tensor<3x8xf32>) -> tensor<3x8xi4>
    %15 = "stablehlo.abs"(%arg4) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %16 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %18 = "stablehlo.multiply"(%15, %17) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %19 = "func.call"(%18) <{callee = @round}> : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<15> : tensor<i32>}> : () -> tensor<i32>
    %22 = "func.call"(%19, %20, %21) <{callee = @clip}> : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>
    %23 = "stablehlo.convert"(%22) : (tensor<3x8xf32>) -> tensor<3x8xui4>
    %24 = "stablehlo.convert"(%14) : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %25 = "stablehlo.convert"(%14) : (tensor<3x8xi4>) -> tensor<3x8xi8>
    %26 = "stablehlo.dot_general"(%25, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x8xi8>, tensor<8x4xi8>) -> tensor<3x4xi32>
    %27 = "stablehlo.constant"() <{value = dense<5> : tensor<i4>}> : () -> tensor<i4>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i4>) -> tensor<3x8xi4>
    %29 = "stablehlo.add"(%14, %28) : (tensor<3x8xi4>, tensor<3x8xi4>) -> tensor<3x8xi4>
    %30 = "stablehlo.convert"(%29) : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %31 = "stablehlo.multiply"(%14, %14) : (tensor<3x8xi4>, tensor<3x8xi4>) -> tensor<3x8xi4>
    %32 = "stablehlo.convert"(%31) : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %33 = "stablehlo.negate"(%14) : (tensor<3x8xi4>) -> tensor<3x8xi4>
    %34 = "stablehlo.convert"(%33) : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %35 = "stablehlo.add"(%23, %23) : (tensor<3x8xui4>, tensor<3x8xui4>) -> tensor<3x8xui4>
    %36 = "stablehlo.convert"(%35) : (tensor<3x8xui4>) -> tensor<3x8xi32>
    %37 = "stablehlo.convert"(%arg6) : (tensor<8xi32>) -> tensor<8xi4>
    %38 = "stablehlo.convert"(%37) : (tensor<8xi4>) -> tensor<8xi32>
    %39 = "stablehlo.convert"(%arg6) : (tensor<8xi32>) -> tensor<8xui4>
    %40 = "stablehlo.convert"(%39) : (tensor<8xui4>) -> tensor<8xi32>
    %41 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %43 = "stablehlo.multiply"(%arg4, %42) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %44 = "stablehlo.convert"(%43) : (tensor<3x8xf32>) -> tensor<3x8xi4>
    %45 = "stablehlo.convert"(%44) : (tensor<3x8xi4>) -> tensor<3x8xi32>
    "func.return"(%24, %26, %30, %32, %34, %36, %38, %40, %45) : (tensor<3x8xi32>, tensor<3x4xi32>, tensor<3x8xi32>, tensor<3x8xi32>, tensor<3x8xi32>, tensor<3x8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<3x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x8xf32>) -> tensor<3x8xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x8xf32>):
    %6 = "stablehlo.round_nearest_even"(%arg3) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    "func.return"(%6) : (tensor<3x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    "func.return"(%5) : (tensor<3x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
