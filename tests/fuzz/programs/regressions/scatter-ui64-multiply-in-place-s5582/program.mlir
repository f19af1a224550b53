func.func @main(%arg0: tensor<17x17x17xui64>, %arg1: tensor<17x17x17xui64>, %arg2: tensor<1x3x1x1xui64>, %arg3: tensor<3x3x1xi32>) -> (tensor<17x17x17xi1>) {
  %v1 = "stablehlo.scatter"(%arg0, %arg3, %arg2) ({
    ^bb0(%ra: tensor<ui64>, %rb: tensor<ui64>):
      %rc = stablehlo.multiply %ra, %rb : tensor<ui64>
      stablehlo.return %rc : tensor<ui64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1, 0, 2], index_vector_dim = 0>, indices_are_sorted = false, unique_indices = false} : (tensor<17x17x17xui64>, tensor<3x3x1xi32>, tensor<1x3x1x1xui64>) -> tensor<17x17x17xui64>
  %v2 = stablehlo.compare GE, %v1, %arg1, UNSIGNED : (tensor<17x17x17xui64>, tensor<17x17x17xui64>) -> tensor<17x17x17xi1>
  return %v2 : tensor<17x17x17xi1>
}
