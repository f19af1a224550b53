module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40x64xbf16>, %arg1: tensor<64x72xbf16>, %arg2: tensor<40x64xf16>, %arg3: tensor<64x72xf16>, %arg4: tensor<33x4x32xbf16>, %arg5: tensor<40x4x32xbf16>, %arg6: tensor<40x64xf32>) -> (tensor<40x72xf32> {jax.result_info = "result[0]"}, tensor<40x72xf32> {jax.result_info = "result[1]"}, tensor<4x33x40xf32> {jax.result_info = "result[2]"}, tensor<40x72xf32> {jax.result_info = "result[3]"}, tensor<40x72xbf16> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x64xbf16>, tensor<64x72xbf16>) -> tensor<40x72xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x64xf16>, tensor<64x72xf16>) -> tensor<40x72xf32>
    %2 = stablehlo.dot_general %arg4, %arg5, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<33x4x32xbf16>, tensor<40x4x32xbf16>) -> tensor<4x33x40xf32>
    %3 = stablehlo.convert %arg6 : (tensor<40x64xf32>) -> tensor<40x64xbf16>
    %4 = stablehlo.dot_general %3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x64xbf16>, tensor<64x72xbf16>) -> tensor<40x72xf32>
    %5 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x64xbf16>, tensor<64x72xbf16>) -> tensor<40x72xbf16>
    return %0, %1, %2, %4, %5 : tensor<40x72xf32>, tensor<40x72xf32>, tensor<4x33x40xf32>, tensor<40x72xf32>, tensor<40x72xbf16>
  }
}
