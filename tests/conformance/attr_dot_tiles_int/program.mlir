module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40x96xi8>, %arg1: tensor<96x48xi8>, %arg2: tensor<40x96xui8>, %arg3: tensor<96x48xui8>, %arg4: tensor<3x17x40xi32>, %arg5: tensor<3x40x33xi32>) -> (tensor<40x48xi32> {jax.result_info = "result[0]"}, tensor<40x48xi32> {jax.result_info = "result[1]"}, tensor<40x48xi32> {jax.result_info = "result[2]"}, tensor<3x17x33xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x96xi8>, tensor<96x48xi8>) -> tensor<40x48xi32>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<96x48xi8>) -> tensor<48x96xi8>
    %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<40x96xi8>, tensor<48x96xi8>) -> tensor<40x48xi32>
    %3 = stablehlo.convert %arg2 : (tensor<40x96xui8>) -> tensor<40x96xi32>
    %4 = stablehlo.convert %arg3 : (tensor<96x48xui8>) -> tensor<96x48xi32>
    %5 = stablehlo.dot_general %3, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x96xi32>, tensor<96x48xi32>) -> tensor<40x48xi32>
    %6 = stablehlo.dot_general %arg4, %arg5, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x17x40xi32>, tensor<3x40x33xi32>) -> tensor<3x17x33xi32>
    return %0, %2, %5, %6 : tensor<40x48xi32>, tensor<40x48xi32>, tensor<40x48xi32>, tensor<3x17x33xi32>
  }
}
