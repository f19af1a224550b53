module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf64>) -> (tensor<64xf32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]"}, tensor<64xf32> {jax.result_info = "result[2]"}, tensor<64xf32> {jax.result_info = "result[3]"}, tensor<64xf64> {jax.result_info = "result[4]"}, tensor<64xf64> {jax.result_info = "result[5]"}, tensor<64xf16> {jax.result_info = "result[6]"}, tensor<64xbf16> {jax.result_info = "result[7]"}, tensor<64xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<64xf32>
    %1 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<64xf32>
    %2 = stablehlo.reduce_precision %arg0, format = e4m3 : tensor<64xf32>
    %3 = stablehlo.reduce_precision %arg0, format = e5m2 : tensor<64xf32>
    %4 = stablehlo.reduce_precision %arg1, format = e8m23 : tensor<64xf64>
    %5 = stablehlo.reduce_precision %arg1, format = e11m10 : tensor<64xf64>
    %6 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xf16>
    %7 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %8 = stablehlo.convert %arg1 : (tensor<64xf64>) -> tensor<64xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf64>, tensor<64xf64>, tensor<64xf16>, tensor<64xbf16>, tensor<64xf32>
  }
}
