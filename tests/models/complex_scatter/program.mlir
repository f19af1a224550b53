module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<4xi32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4x8xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4x8xcomplex<f32>> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<4x8xcomplex<f32>>
    %1 = stablehlo.complex %arg2, %arg3 : tensor<4x8xcomplex<f32>>
    %2 = stablehlo.real %0 : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xf32>
    %3 = call @fft(%2) : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x5xcomplex<f32>>
    %5 = stablehlo.slice %3 [0:4, 0:3] : (tensor<4x5xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %6 = stablehlo.slice %1 [0:4, 0:3] : (tensor<4x8xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %7 = stablehlo.multiply %5, %6 : tensor<4x3xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = "stablehlo.scatter"(%4, %8, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<complex<f32>>, %arg6: tensor<complex<f32>>):
      stablehlo.return %arg6 : tensor<complex<f32>>
    }) : (tensor<4x5xcomplex<f32>>, tensor<1xi32>, tensor<4x3xcomplex<f32>>) -> tensor<4x5xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_pad(%9, %c_0) : (tensor<4x5xcomplex<f32>>, tensor<i32>) -> tensor<4x5xcomplex<f32>>
    %11 = call @fft_0(%10) : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.compare LT, %arg4, %12, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %15 = stablehlo.add %arg4, %14 : tensor<4xi32>
    %16 = stablehlo.select %13, %15, %arg4 : tensor<4xi1>, tensor<4xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %18 = "stablehlo.scatter"(%0, %17, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<complex<f32>>, %arg6: tensor<complex<f32>>):
      %29 = stablehlo.add %arg5, %arg6 : tensor<complex<f32>>
      stablehlo.return %29 : tensor<complex<f32>>
    }) : (tensor<4x8xcomplex<f32>>, tensor<4x1xi32>, tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %20 = stablehlo.compare LT, %arg4, %19, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %22 = stablehlo.add %arg4, %21 : tensor<4xi32>
    %23 = stablehlo.select %20, %22, %arg4 : tensor<4xi1>, tensor<4xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %25 = "stablehlo.scatter"(%0, %24, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<complex<f32>>, %arg6: tensor<complex<f32>>):
      %29 = stablehlo.multiply %arg5, %arg6 : tensor<complex<f32>>
      stablehlo.return %29 : tensor<complex<f32>>
    }) : (tensor<4x8xcomplex<f32>>, tensor<4x1xi32>, tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    %26 = stablehlo.slice %1 [0:4, 0:2] : (tensor<4x8xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%0, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<complex<f32>>, %arg6: tensor<complex<f32>>):
      stablehlo.return %arg6 : tensor<complex<f32>>
    }) : (tensor<4x8xcomplex<f32>>, tensor<1xi32>, tensor<4x2xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    return %11, %18, %25, %28 : tensor<4x8xf32>, tensor<4x8xcomplex<f32>>, tensor<4x8xcomplex<f32>>, tensor<4x8xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    return %0 : tensor<4x5xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<4x5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<4x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x5xcomplex<f32>>
    return %1 : tensor<4x5xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}
