func.func @main(%arg0: tensor<3xi32>) -> (tensor<3xi32>) {
  %v1 = stablehlo.and %arg0, %arg0 : tensor<3xi32>
  %v2:2 = "stablehlo.sort"(%v1, %arg0) ({
    ^bb0(%s0: tensor<i32>, %s1: tensor<i32>, %s2: tensor<i32>, %s3: tensor<i32>):
      %sc = stablehlo.compare LT, %s0, %s1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %sc : tensor<i1>
    }) {dimension = 0 : i64, is_stable = true} : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>)
  %v3:1 = "stablehlo.sort"(%v2#1) ({
    ^bb0(%s0: tensor<i32>, %s1: tensor<i32>):
      %sc = stablehlo.compare LT, %s0, %s1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %sc : tensor<i1>
    }) {dimension = 0 : i64, is_stable = true} : (tensor<3xi32>) -> (tensor<3xi32>)
  %v4 = stablehlo.maximum %v3#0, %arg0 : tensor<3xi32>
  %v5 = stablehlo.multiply %v1, %v4 : tensor<3xi32>
  return %v5 : tensor<3xi32>
}
