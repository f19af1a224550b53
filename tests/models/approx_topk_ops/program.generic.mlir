"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>) -> tensor<i1>, sym_name = "top_k_lt_f32_comparator"}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<i32>, %arg8: tensor<i32>):
    %9 = "stablehlo.compare"(%arg5, %arg6) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%9) : (tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>) -> tensor<i1>, sym_name = "top_k_gt_f32_comparator"}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
    %8 = "stablehlo.compare"(%arg1, %arg2) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%8) : (tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x40xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>, tensor<2x40xf32>, tensor<2x40xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x40xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x40xi32>
    %1 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3:2 = "stablehlo.custom_call"(%arg0, %0, %2, %1) <{api_version = 1 : i32, backend_config = "", call_target_name = "ApproxTopK", called_computations = [@top_k_gt_f32_comparator], has_side_effect = false}> {mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<4x40xf32>, tensor<4x40xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
    %4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x40xi32>
    %5 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %7:2 = "stablehlo.custom_call"(%arg0, %4, %6, %5) <{api_version = 1 : i32, backend_config = "", call_target_name = "ApproxTopK", called_computations = [@top_k_lt_f32_comparator], has_side_effect = false}> {mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<4x40xf32>, tensor<4x40xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x40xf32>, tensor<2x40xi32>)
    "func.return"(%3#0, %3#1, %7#0, %7#1) : (tensor<4x3xf32>, tensor<4x3xi32>, tensor<2x40xf32>, tensor<2x40xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
