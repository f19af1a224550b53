module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %1 = stablehlo.convert %0 : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %2 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %3 = stablehlo.convert %2 : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %4 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8xbf16>
    %6 = stablehlo.multiply %4, %5 : tensor<4x8xbf16>
    %7 = stablehlo.convert %6 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    return %1, %3, %7 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
}
