"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64xf32>, tensor<64xf64>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf64>, tensor<64xf64>, tensor<64xf16>, tensor<64xbf16>, tensor<64xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<64xf32>, %arg1: tensor<64xf64>):
    %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<64xf32>) -> tensor<64xf32>
    %1 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<64xf32>) -> tensor<64xf32>
    %2 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 4 : i32, mantissa_bits = 3 : i32}> : (tensor<64xf32>) -> tensor<64xf32>
    %3 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 5 : i32, mantissa_bits = 2 : i32}> : (tensor<64xf32>) -> tensor<64xf32>
    %4 = "stablehlo.reduce_precision"(%arg1) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<64xf64>) -> tensor<64xf64>
    %5 = "stablehlo.reduce_precision"(%arg1) <{exponent_bits = 11 : i32, mantissa_bits = 10 : i32}> : (tensor<64xf64>) -> tensor<64xf64>
    %6 = "stablehlo.convert"(%arg0) : (tensor<64xf32>) -> tensor<64xf16>
    %7 = "stablehlo.convert"(%arg0) : (tensor<64xf32>) -> tensor<64xbf16>
    %8 = "stablehlo.convert"(%arg1) : (tensor<64xf64>) -> tensor<64xf32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf64>, tensor<64xf64>, tensor<64xf16>, tensor<64xbf16>, tensor<64xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
