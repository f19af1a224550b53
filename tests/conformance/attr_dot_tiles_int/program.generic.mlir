"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<40x96xi8>, tensor<96x48xi8>, tensor<40x96xui8>, tensor<96x48xui8>, tensor<3x17x40xi32>, tensor<3x40x33xi32>) -> (tensor<40x48xi32>, tensor<40x48xi32>, tensor<40x48xi32>, tensor<3x17x33xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<40x96xi8>, %arg1: tensor<96x48xi8>, %arg2: tensor<40x96xui8>, %arg3: tensor<96x48xui8>, %arg4: tensor<3x17x40xi32>, %arg5: tensor<3x40x33xi32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<40x96xi8>, tensor<96x48xi8>) -> tensor<40x48xi32>
    %1 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 1, 0>}> : (tensor<96x48xi8>) -> tensor<48x96xi8>
    %2 = "stablehlo.dot_general"(%arg0, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<40x96xi8>, tensor<48x96xi8>) -> tensor<40x48xi32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<40x96xui8>) -> tensor<40x96xi32>
    %4 = "stablehlo.convert"(%arg3) : (tensor<96x48xui8>) -> tensor<96x48xi32>
    %5 = "stablehlo.dot_general"(%3, %4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<40x96xi32>, tensor<96x48xi32>) -> tensor<40x48xi32>
    %6 = "stablehlo.dot_general"(%arg4, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x17x40xi32>, tensor<3x40x33xi32>) -> tensor<3x17x33xi32>
    "func.return"(%0, %2, %5, %6) : (tensor<40x48xi32>, tensor<40x48xi32>, tensor<40x48xi32>, tensor<3x17x33xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
