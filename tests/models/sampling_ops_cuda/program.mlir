module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x50xf32>, %arg1: tensor<3x50xf32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<3x5xi32> {jax.result_info = "result[1]"}, tensor<3x50xi32> {jax.result_info = "result[2]"}, tensor<3x50xf32> {jax.result_info = "result[3]"}, tensor<3xi32> {jax.result_info = "result[4]"}, tensor<3xi32> {jax.result_info = "result[5]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 5) : tensor<3x50xf32> -> (tensor<3x5xf32>, tensor<3x5xi32>)
    %0 = stablehlo.negate %arg0 : tensor<3x50xf32>
    %1 = call @argsort(%0) : (tensor<3x50xf32>) -> tensor<3x50xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x50xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x50xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<3x50xf32>
    %8 = stablehlo.exponential %7 : tensor<3x50xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x50xf32>, tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x50xf32>
    %12 = stablehlo.divide %8, %11 : tensor<3x50xf32>
    %13 = call @take_along_axis(%12, %1) : (tensor<3x50xf32>, tensor<3x50xi32>) -> tensor<3x50xf32>
    %14 = call @cumsum(%13) : (tensor<3x50xf32>) -> tensor<3x50xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %15 = call @searchsorted(%14, %cst_2) : (tensor<3x50xf32>, tensor<f32>) -> tensor<3xi32>
    %16 = stablehlo.log %arg1 : tensor<3x50xf32>
    %17 = stablehlo.negate %16 : tensor<3x50xf32>
    %18 = stablehlo.log %17 : tensor<3x50xf32>
    %19 = stablehlo.negate %18 : tensor<3x50xf32>
    %20 = stablehlo.add %arg0, %19 : tensor<3x50xf32>
    %21 = call @argmax(%20) : (tensor<3x50xf32>) -> tensor<3xi32>
    return %values, %indices, %1, %14, %15, %21 : tensor<3x5xf32>, tensor<3x5xi32>, tensor<3x50xi32>, tensor<3x50xf32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @argsort(%arg0: tensor<3x50xf32>) -> tensor<3x50xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x50xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<3x50xf32>, tensor<3x50xi32>) -> (tensor<3x50xf32>, tensor<3x50xi32>)
    return %1#1 : tensor<3x50xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x50xf32>, %arg1: tensor<3x50xi32>) -> tensor<3x50xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x50xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x50xi32>, tensor<3x50xi32>) -> tensor<3x50xi1>
    %c_0 = stablehlo.constant dense<50> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x50xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x50xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x50xi1>, tensor<3x50xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x50xi32>) -> tensor<3x50x1xi32>
    %c_1 = stablehlo.constant dense<49> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x50x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x50x1xi32>, tensor<3x50x1xi32>) -> tensor<3x50x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x50x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x50x1xi32>, tensor<3x50x1xi32>) -> tensor<3x50x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x50x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x50x1xi1>, tensor<i1>) -> tensor<3x50xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x50xf32>, tensor<3x50x1xi32>) -> tensor<3x50xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x50xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3x50xi1>, tensor<3x50xf32>
    return %15 : tensor<3x50xf32>
  }
  func.func private @cumsum(%arg0: tensor<3x50xf32>) -> tensor<3x50xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x50xf32>) -> tensor<3x50xf32>
    return %0 : tensor<3x50xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<3x50xf32>) -> tensor<3x50xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<3xf32>, %carry: tensor<3xf32>):
      %2 = stablehlo.add %input, %carry : tensor<3xf32>
      stablehlo.return %2, %2 : tensor<3xf32>, tensor<3xf32>
    } : (tensor<3x50xf32>, tensor<3xf32>) -> (tensor<3x50xf32>, tensor<3xf32>)
    return %1#0 : tensor<3x50xf32>
  }
  func.func private @searchsorted(%arg0: tensor<3x50xf32>, %arg1: tensor<f32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = call @_searchsorted_scan_impl(%arg0, %0) : (tensor<3x50xf32>, tensor<f32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<3x50xf32>, %arg1: tensor<f32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_0 = stablehlo.constant dense<50> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<3x50xf32>, tensor<f32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>
    cond {
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<3xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %5 = func.call @floor_divide(%4, %c_6) : (tensor<3xui32>, tensor<i32>) -> tensor<3xui32>
      %6 = stablehlo.add %iterArg_4, %5 : tensor<3xui32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %8 = "stablehlo.gather"(%iterArg, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x50xf32>, tensor<3x1xui32>) -> tensor<3x1xf32>
      %9 = stablehlo.reshape %8 : (tensor<3x1xf32>) -> tensor<3xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.compare EQ, %iterArg_2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.select %10, %cst_7, %iterArg_2 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare NE, %iterArg_2, %iterArg_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %13 = stablehlo.select %12, %cst_8, %11 : tensor<i1>, tensor<f32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.compare EQ, %9, %14, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %17 = stablehlo.select %15, %16, %9 : tensor<3xi1>, tensor<3xf32>
      %18 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %20 = stablehlo.select %18, %19, %17 : tensor<3xi1>, tensor<3xf32>
      %21 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %22 = stablehlo.compare LE, %21, %20, TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %23 = stablehlo.select %22, %iterArg_4, %6 : tensor<3xi1>, tensor<3xui32>
      %24 = stablehlo.select %22, %6, %iterArg_5 : tensor<3xi1>, tensor<3xui32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_3, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %25, %23, %24 : tensor<3x50xf32>, tensor<f32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<3xui32>) -> tensor<3xi32>
    return %3 : tensor<3xi32>
  }
  func.func private @floor_divide(%arg0: tensor<3xui32>, %arg1: tensor<i32>) -> tensor<3xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3xui32>
    return %2 : tensor<3xui32>
  }
  func.func private @argmax(%arg0: tensor<3x50xf32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x50xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x50xf32>, tensor<3x50xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
}
