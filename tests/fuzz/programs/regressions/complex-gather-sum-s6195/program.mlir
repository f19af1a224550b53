func.func @main(%arg0: tensor<17x8x4xcomplex<f64>>, %arg1: tensor<1x1x5xi32>) -> (tensor<4xcomplex<f64>>) {
  %v1 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 4], collapsed_slice_dims = [], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 17, 8, 4>, indices_are_sorted = false} : (tensor<17x8x4xcomplex<f64>>, tensor<1x1x5xi32>) -> tensor<17x1x8x5x4xcomplex<f64>>
  %v2 = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f64>>
  %v3 = stablehlo.reduce(%v1 init: %v2) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<17x1x8x5x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
  return %v3 : tensor<4xcomplex<f64>>
}
