module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xbf16>, %arg1: tensor<16x5xbf16>, %arg2: tensor<4x16xf16>, %arg3: tensor<16x5xf16>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xbf16> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}, tensor<4x5xf16> {jax.result_info = "result[3]"}, tensor<4x5xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xbf16>, tensor<16x5xbf16>) -> tensor<4x5xf32>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xbf16>, tensor<16x5xbf16>) -> tensor<4x5xbf16>
    %2 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf16>, tensor<16x5xf16>) -> tensor<4x5xf32>
    %3 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf16>, tensor<16x5xf16>) -> tensor<4x5xf16>
    %4 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xbf16>, tensor<16x5xbf16>) -> tensor<4x5xf32>
    return %0, %1, %2, %3, %4 : tensor<4x5xf32>, tensor<4x5xbf16>, tensor<4x5xf32>, tensor<4x5xf16>, tensor<4x5xf32>
  }
}
