"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<2x16xi32>, tensor<32xui8>, tensor<16xui32>, tensor<16xi64>, tensor<32xi32>) -> (tensor<2x16xi32>, tensor<2x16xi64>, tensor<32xui8>, tensor<16xui32>, tensor<16xi64>, tensor<32xui8>, tensor<32xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x16xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg20: tensor<2x16xi32>, %arg21: tensor<32xui8>, %arg22: tensor<16xui32>, %arg23: tensor<16xi64>, %arg24: tensor<32xi32>):
    %14 = "func.call"(%arg20) <{callee = @sort}> : (tensor<2x16xi32>) -> tensor<2x16xi32>
    %15 = "func.call"(%arg20) <{callee = @argsort}> : (tensor<2x16xi32>) -> tensor<2x16xi64>
    %16 = "func.call"(%arg21) <{callee = @sort_0}> : (tensor<32xui8>) -> tensor<32xui8>
    %17 = "func.call"(%arg22) <{callee = @sort_1}> : (tensor<16xui32>) -> tensor<16xui32>
    %18 = "func.call"(%arg23) <{callee = @sort_2}> : (tensor<16xi64>) -> tensor<16xi64>
    %19:2 = "stablehlo.sort"(%arg21, %arg24) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg25: tensor<ui8>, %arg26: tensor<ui8>, %arg27: tensor<i32>, %arg28: tensor<i32>):
      %22 = "stablehlo.compare"(%arg25, %arg26) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) : (tensor<32xui8>, tensor<32xi32>) -> (tensor<32xui8>, tensor<32xi32>)
    %20:2 = "chlo.top_k"(%arg20) <{is_stable = true, k = 4 : i64}> : (tensor<2x16xi32>) -> (tensor<2x4xi32>, tensor<2x4xi32>)
    %21 = "func.call"(%arg20) <{callee = @sort_3}> : (tensor<2x16xi32>) -> tensor<2x16xi32>
    "func.return"(%14, %15, %16, %17, %18, %19#0, %19#1, %20#0, %20#1, %21) : (tensor<2x16xi32>, tensor<2x16xi64>, tensor<32xui8>, tensor<16xui32>, tensor<16xi64>, tensor<32xui8>, tensor<32xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x16xi32>) -> tensor<2x16xi32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<2x16xi32>):
    %12 = "stablehlo.sort"(%arg17) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg18: tensor<i32>, %arg19: tensor<i32>):
      %13 = "stablehlo.compare"(%arg18, %arg19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%13) : (tensor<i1>) -> ()
    }) : (tensor<2x16xi32>) -> tensor<2x16xi32>
    "func.return"(%12) : (tensor<2x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x16xi32>) -> tensor<2x16xi64>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x16xi32>):
    %9 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x16xi64>
    %10:2 = "stablehlo.sort"(%arg12, %9) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<i64>, %arg16: tensor<i64>):
      %11 = "stablehlo.compare"(%arg13, %arg14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }) : (tensor<2x16xi32>, tensor<2x16xi64>) -> (tensor<2x16xi32>, tensor<2x16xi64>)
    "func.return"(%10#1) : (tensor<2x16xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32xui8>) -> tensor<32xui8>, res_attrs = [{}], sym_name = "sort_0", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<32xui8>):
    %7 = "stablehlo.sort"(%arg9) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg10: tensor<ui8>, %arg11: tensor<ui8>):
      %8 = "stablehlo.compare"(%arg10, %arg11) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }) : (tensor<32xui8>) -> tensor<32xui8>
    "func.return"(%7) : (tensor<32xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xui32>) -> tensor<16xui32>, res_attrs = [{}], sym_name = "sort_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<16xui32>):
    %5 = "stablehlo.sort"(%arg6) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg7: tensor<ui32>, %arg8: tensor<ui32>):
      %6 = "stablehlo.compare"(%arg7, %arg8) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }) : (tensor<16xui32>) -> tensor<16xui32>
    "func.return"(%5) : (tensor<16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xi64>) -> tensor<16xi64>, res_attrs = [{}], sym_name = "sort_2", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16xi64>):
    %3 = "stablehlo.sort"(%arg3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>):
      %4 = "stablehlo.compare"(%arg4, %arg5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%4) : (tensor<i1>) -> ()
    }) : (tensor<16xi64>) -> tensor<16xi64>
    "func.return"(%3) : (tensor<16xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x16xi32>) -> tensor<2x16xi32>, res_attrs = [{}], sym_name = "sort_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x16xi32>):
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = "stablehlo.compare"(%arg1, %arg2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%2) : (tensor<i1>) -> ()
    }) : (tensor<2x16xi32>) -> tensor<2x16xi32>
    %1 = "stablehlo.reverse"(%0) <{dimensions = array<i64: 1>}> : (tensor<2x16xi32>) -> tensor<2x16xi32>
    "func.return"(%1) : (tensor<2x16xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
