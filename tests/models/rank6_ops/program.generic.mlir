"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3x1x4x2x3xf32>) -> (tensor<3x2x4x3x2x1xf32>, tensor<2x1x2x3xf32>, tensor<2x3x1x4x2x3xf32>, tensor<6xi32>, tensor<2x5x1x2x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<2x3x1x4x2x3xf32>):
    %13 = "stablehlo.transpose"(%arg5) <{permutation = array<i64: 5, 0, 3, 1, 4, 2>}> : (tensor<2x3x1x4x2x3xf32>) -> tensor<3x2x4x3x2x1xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%arg5, %14) <{dimensions = array<i64: 1, 3>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %26 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<2x3x1x4x2x3xf32>, tensor<f32>) -> tensor<2x1x2x3xf32>
    %16 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%arg5, %16) <{dimensions = array<i64: 0, 2, 4>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %25 = "stablehlo.maximum"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) : (tensor<2x3x1x4x2x3xf32>, tensor<f32>) -> tensor<3x4x3xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 1, 3, 5>}> : (tensor<3x4x3xf32>) -> tensor<1x3x1x4x1x3xf32>
    %19 = "stablehlo.reshape"(%arg5) : (tensor<2x3x1x4x2x3xf32>) -> tensor<6x24xf32>
    %20 = "func.call"(%19) <{callee = @argmax}> : (tensor<6x24xf32>) -> tensor<6xi32>
    %21 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4, 5>}> : (tensor<1x3x1x4x1x3xf32>) -> tensor<2x3x1x4x2x3xf32>
    %22 = "stablehlo.subtract"(%arg5, %21) : (tensor<2x3x1x4x2x3xf32>, tensor<2x3x1x4x2x3xf32>) -> tensor<2x3x1x4x2x3xf32>
    %23 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0, 2, 3, 4>}> : (tensor<2x1x2x3xf32>) -> tensor<2x1x1x2x3xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<2x1x1x2x3xf32>) -> tensor<2x5x1x2x3xf32>
    "func.return"(%13, %15, %22, %20, %24) : (tensor<3x2x4x3x2x1xf32>, tensor<2x1x2x3xf32>, tensor<2x3x1x4x2x3xf32>, tensor<6xi32>, tensor<2x5x1x2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x24xf32>) -> tensor<6xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x24xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<6x24xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<6x24xf32>, tensor<6x24xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
    "func.return"(%3#1) : (tensor<6xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
