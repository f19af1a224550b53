"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<0x4xf32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0x4xf32>, tensor<4xf32>, tensor<3x0xf32>, tensor<0x2xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<0x4xf32>, %arg1: tensor<3x4xf32>):
    %0 = "stablehlo.concatenate"(%arg0, %arg1) <{dimension = 0 : i64}> : (tensor<0x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%arg0, %1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %21 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%arg0, %3) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %20 = "stablehlo.maximum"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%20) : (tensor<f32>) -> ()
    }) : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %7 = "stablehlo.maximum"(%6, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<0x4xf32>
    %10 = "stablehlo.multiply"(%arg0, %9) : (tensor<0x4xf32>, tensor<0x4xf32>) -> tensor<0x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%arg1, %11) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %19 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%19) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %15 = "stablehlo.divide"(%12, %14) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<3x0xf32>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<0x2xi32>
    "func.return"(%0, %2, %7, %10, %15, %16, %18) : (tensor<3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0x4xf32>, tensor<4xf32>, tensor<3x0xf32>, tensor<0x2xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
