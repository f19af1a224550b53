"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xf32>, tensor<5xf32>, tensor<2x2xf32>) -> (tensor<3x2xf32>, tensor<2x2xf32>, tensor<3x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<2x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x2xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x2xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %2 = "stablehlo.add"(%arg2, %1) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    "func.return"(%arg0, %2, %arg0, %3, %2, %arg2) : (tensor<3x2xf32>, tensor<2x2xf32>, tensor<3x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
