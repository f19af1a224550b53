func.func @main(%arg0: tensor<17x17x16xi64>, %arg1: tensor<5x5x17xi64>, %arg2: tensor<2x5x5xi64>) -> (tensor<13x20x18xi64>) {
  %v1 = "stablehlo.scatter"(%arg0, %arg2, %arg1) ({
    ^bb0(%ra: tensor<i64>, %rb: tensor<i64>):
      %rc = stablehlo.multiply %ra, %rb : tensor<i64>
      stablehlo.return %rc : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 0>, indices_are_sorted = false, unique_indices = false} : (tensor<17x17x16xi64>, tensor<2x5x5xi64>, tensor<5x5x17xi64>) -> tensor<17x17x16xi64>
  %v2 = stablehlo.constant dense<-2> : tensor<i64>
  %v3 = stablehlo.pad %v1, %v2, low = [0, 1, 0], high = [2, 1, 2], interior = [1, 0, 0] : (tensor<17x17x16xi64>, tensor<i64>) -> tensor<35x19x18xi64>
  %v4 = stablehlo.constant dense<0> : tensor<i64>
  %v5 = "stablehlo.reduce_window"(%v3, %v4) ({
    ^bb0(%ra: tensor<i64>, %rb: tensor<i64>):
      %rc = stablehlo.add %ra, %rb : tensor<i64>
      stablehlo.return %rc : tensor<i64>
  }) {window_dimensions = array<i64: 2, 3, 3>, window_strides = array<i64: 3, 1, 2>, base_dilations = array<i64: 1, 1, 2>, window_dilations = array<i64: 1, 1, 1>, padding = dense<[[2, 1], [2, 1], [1, 1]]> : tensor<3x2xi64>} : (tensor<35x19x18xi64>, tensor<i64>) -> tensor<13x20x18xi64>
  return %v5 : tensor<13x20x18xi64>
}
