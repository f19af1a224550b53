"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {}, {}], function_type = (tensor<6x5xf32>, tensor<6x5xf32>, tensor<f32>) -> (tensor<6x5xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6x5xf32>, %arg1: tensor<6x5xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x5xf32>
    %1 = "stablehlo.multiply"(%0, %arg1) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %2 = "stablehlo.subtract"(%arg0, %1) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %3 = "stablehlo.multiply"(%2, %2) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %6 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%2, %5) : (tensor<6x5xf32>, tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
