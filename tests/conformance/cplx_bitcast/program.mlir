module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xcomplex<f32>>, %arg1: tensor<8xcomplex<f64>>, %arg2: tensor<8xui64>, %arg3: tensor<8x2xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<8xf64> {jax.result_info = "result[2]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<8xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.real %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.multiply %3, %2 : tensor<8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.add %5, %4 : tensor<8xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %8 = "stablehlo.scatter"(%0, %7, %1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<16xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<16xf32>
    %9 = stablehlo.imag %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %10 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %12 = stablehlo.multiply %11, %10 : tensor<8xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %13, %12 : tensor<8xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %16 = "stablehlo.scatter"(%8, %15, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<16xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<16xf32>
    %17 = stablehlo.real %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %18 = stablehlo.imag %arg1 : (tensor<8xcomplex<f64>>) -> tensor<8xf64>
    %19 = stablehlo.slice %arg3 [0:8, 0:1] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<8x1xf32>) -> tensor<8xf32>
    %21 = stablehlo.slice %arg3 [0:8, 1:2] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %22 = stablehlo.reshape %21 : (tensor<8x1xf32>) -> tensor<8xf32>
    %23 = stablehlo.complex %20, %22 : tensor<8xcomplex<f32>>
    %24 = stablehlo.convert %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f64>>
    %25 = stablehlo.convert %arg1 : (tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f32>>
    return %16, %17, %18, %23, %24, %25 : tensor<16xf32>, tensor<8xf32>, tensor<8xf64>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f32>>
  }
}
