"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<8xcomplex<f32>>, tensor<8xcomplex<f64>>, tensor<8xui64>, tensor<8x2xf32>) -> (tensor<16xf32>, tensor<8xf32>, tensor<8xf64>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xcomplex<f32>>, %arg1: tensor<8xcomplex<f64>>, %arg2: tensor<8xui64>, %arg3: tensor<8x2xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2 = "stablehlo.real"(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %4 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %6 = "stablehlo.multiply"(%5, %3) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %9 = "stablehlo.add"(%8, %6) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %11 = "stablehlo.scatter"(%1, %10, %2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      "stablehlo.return"(%arg7) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<16xf32>
    %12 = "stablehlo.imag"(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %13 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %14 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %16 = "stablehlo.multiply"(%15, %13) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %17 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %19 = "stablehlo.add"(%18, %16) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %21 = "stablehlo.scatter"(%11, %20, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      "stablehlo.return"(%arg5) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<16xf32>
    %22 = "stablehlo.real"(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %23 = "stablehlo.imag"(%arg1) : (tensor<8xcomplex<f64>>) -> tensor<8xf64>
    %24 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<8x1xf32>) -> tensor<8xf32>
    %26 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<8x1xf32>) -> tensor<8xf32>
    %28 = "stablehlo.complex"(%25, %27) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %29 = "stablehlo.convert"(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f64>>
    %30 = "stablehlo.convert"(%arg1) : (tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f32>>
    "func.return"(%21, %22, %23, %28, %29, %30) : (tensor<16xf32>, tensor<8xf32>, tensor<8xf64>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
