module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xi8>, %arg1: tensor<16x5xi8>, %arg2: tensor<4x16xui8>, %arg3: tensor<16x5xui8>, %arg4: tensor<2x3x4xi32>, %arg5: tensor<2x4x5xi32>, %arg6: tensor<3x4xi64>, %arg7: tensor<4x2xi64>) -> (tensor<4x5xi32> {jax.result_info = "result[0]"}, tensor<4x5xi8> {jax.result_info = "result[1]"}, tensor<4x5xi32> {jax.result_info = "result[2]"}, tensor<4x5xui32> {jax.result_info = "result[3]"}, tensor<4x5xi16> {jax.result_info = "result[4]"}, tensor<2x3x5xi32> {jax.result_info = "result[5]"}, tensor<3x2xi64> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xi8>, tensor<16x5xi8>) -> tensor<4x5xi32>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xi8>, tensor<16x5xi8>) -> tensor<4x5xi8>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xi8>, tensor<16x5xi8>) -> tensor<4x5xi32>
    %3 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xui8>, tensor<16x5xui8>) -> tensor<4x5xui32>
    %4 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xi8>, tensor<16x5xi8>) -> tensor<4x5xi16>
    %5 = stablehlo.dot_general %arg4, %arg5, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xi32>, tensor<2x4x5xi32>) -> tensor<2x3x5xi32>
    %6 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xi64>, tensor<4x2xi64>) -> tensor<3x2xi64>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<4x5xi32>, tensor<4x5xi8>, tensor<4x5xi32>, tensor<4x5xui32>, tensor<4x5xi16>, tensor<2x3x5xi32>, tensor<3x2xi64>
  }
}
