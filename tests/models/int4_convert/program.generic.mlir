"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x8xf32>, tensor<8x4xi8>) -> (tensor<3x8xi32>, tensor<3x4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<3x8xf32>, %arg5: tensor<8x4xi8>):
    %7 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %9 = "stablehlo.multiply"(%arg4, %8) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %10 = "func.call"(%9) <{callee = @round}> : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %11 = "stablehlo.constant"() <{value = dense<-8> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %13 = "func.call"(%10, %11, %12) <{callee = @clip}> : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>
    %14 = "stablehlo.convert"(%13) : (tensor<3x8xf32>) -> tensor<3x8xi4>
    %15 = "stablehlo.convert"(%14) : (tensor<3x8xi4>) -> tensor<3x8xi32>
    %16 = "stablehlo.convert"(%14) : (tensor<3x8xi4>) -> tensor<3x8xi8>
    %17 = "stablehlo.dot_general"(%16, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x8xi8>, tensor<8x4xi8>) -> tensor<3x4xi32>
    "func.return"(%15, %17) : (tensor<3x8xi32>, tensor<3x4xi32>) -> ()
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
