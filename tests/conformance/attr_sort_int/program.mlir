module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16xi32>, %arg1: tensor<32xui8>, %arg2: tensor<16xui32>, %arg3: tensor<16xi64>, %arg4: tensor<32xi32>) -> (tensor<2x16xi32> {jax.result_info = "result[0]"}, tensor<2x16xi64> {jax.result_info = "result[1]"}, tensor<32xui8> {jax.result_info = "result[2]"}, tensor<16xui32> {jax.result_info = "result[3]"}, tensor<16xi64> {jax.result_info = "result[4]"}, tensor<32xui8> {jax.result_info = "result[5]"}, tensor<32xi32> {jax.result_info = "result[6]"}, tensor<2x4xi32> {jax.result_info = "result[7]"}, tensor<2x4xi32> {jax.result_info = "result[8]"}, tensor<2x16xi32> {jax.result_info = "result[9]"}) {
    %0 = call @sort(%arg0) : (tensor<2x16xi32>) -> tensor<2x16xi32>
    %1 = call @argsort(%arg0) : (tensor<2x16xi32>) -> tensor<2x16xi64>
    %2 = call @sort_0(%arg1) : (tensor<32xui8>) -> tensor<32xui8>
    %3 = call @sort_1(%arg2) : (tensor<16xui32>) -> tensor<16xui32>
    %4 = call @sort_2(%arg3) : (tensor<16xi64>) -> tensor<16xi64>
    %5:2 = "stablehlo.sort"(%arg1, %arg4) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg5: tensor<ui8>, %arg6: tensor<ui8>, %arg7: tensor<i32>, %arg8: tensor<i32>):
      %7 = stablehlo.compare LT, %arg5, %arg6, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<32xui8>, tensor<32xi32>) -> (tensor<32xui8>, tensor<32xi32>)
    %values, %indices = chlo.top_k(%arg0, k = 4) : tensor<2x16xi32> -> (tensor<2x4xi32>, tensor<2x4xi32>)
    %6 = call @sort_3(%arg0) : (tensor<2x16xi32>) -> tensor<2x16xi32>
    return %0, %1, %2, %3, %4, %5#0, %5#1, %values, %indices, %6 : tensor<2x16xi32>, tensor<2x16xi64>, tensor<32xui8>, tensor<16xui32>, tensor<16xi64>, tensor<32xui8>, tensor<32xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x16xi32>
  }
  func.func private @sort(%arg0: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<2x16xi32>) -> tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @argsort(%arg0: tensor<2x16xi32>) -> tensor<2x16xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<2x16xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<2x16xi32>, tensor<2x16xi64>) -> (tensor<2x16xi32>, tensor<2x16xi64>)
    return %1#1 : tensor<2x16xi64>
  }
  func.func private @sort_0(%arg0: tensor<32xui8>) -> tensor<32xui8> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<32xui8>) -> tensor<32xui8>
    return %0 : tensor<32xui8>
  }
  func.func private @sort_1(%arg0: tensor<16xui32>) -> tensor<16xui32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<16xui32>) -> tensor<16xui32>
    return %0 : tensor<16xui32>
  }
  func.func private @sort_2(%arg0: tensor<16xi64>) -> tensor<16xi64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<16xi64>) -> tensor<16xi64>
    return %0 : tensor<16xi64>
  }
  func.func private @sort_3(%arg0: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<2x16xi32>) -> tensor<2x16xi32>
    %1 = stablehlo.reverse %0, dims = [1] : tensor<2x16xi32>
    return %1 : tensor<2x16xi32>
  }
}
