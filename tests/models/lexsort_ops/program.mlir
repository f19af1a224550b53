module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xi32>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>, %arg3: tensor<9xf16>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<9xf32> {jax.result_info = "result[5]"}, tensor<12xi32> {jax.result_info = "result[6]"}) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>):
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg6, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_1, %arg6 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg6, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_2, %7 : tensor<i1>, tensor<f32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.compare EQ, %arg7, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.select %10, %cst_4, %arg7 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare NE, %arg7, %arg7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %13 = stablehlo.select %12, %cst_5, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare LT, %9, %13, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.compare EQ, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %17 = stablehlo.and %16, %14 : tensor<i1>
      %18 = stablehlo.or %15, %17 : tensor<i1>
      stablehlo.return %18 : tensor<i1>
    }) : (tensor<12xi32>, tensor<12xf32>, tensor<12xf32>) -> (tensor<12xi32>, tensor<12xf32>, tensor<12xf32>)
    %1 = call @median(%arg2) : (tensor<12xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %2 = call @quantile_0(%arg2, %cst) : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %3 = call @sort(%arg3) : (tensor<9xf16>) -> tensor<9xf16>
    %4 = stablehlo.convert %3 : (tensor<9xf16>) -> tensor<9xf32>
    %5 = call @lexsort(%arg1, %arg0) : (tensor<12xf32>, tensor<12xi32>) -> tensor<12xi32>
    return %0#0, %0#1, %0#2, %1, %2, %4, %5 : tensor<12xi32>, tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<9xf32>, tensor<12xi32>
  }
  func.func private @median(%arg0: tensor<12xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @quantile(%arg0, %cst) : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @quantile(%arg0: tensor<12xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.select %21, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %23 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %24 = stablehlo.select %23, %cst_11, %22 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.select %25, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %27 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %28 = stablehlo.select %27, %cst_14, %26 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare LT, %24, %28, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    }) : (tensor<12xf32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.subtract %cst_2, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.clamp %cst_4, %7, %9 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_5, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_7, %8, %11 : tensor<f32>
    %13 = stablehlo.convert %10 : (tensor<f32>) -> tensor<i32>
    %14 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.gather"(%4, %15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
    %19 = stablehlo.add %16, %18 : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.multiply %19, %cst_8 : tensor<f32>
    return %20 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<f32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<12xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %3 : tensor<12xf32>
  }
  func.func private @quantile_0(%arg0: tensor<12xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.select %24, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %26 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %27 = stablehlo.select %26, %cst_11, %25 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.select %28, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %30 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %31 = stablehlo.select %30, %cst_14, %29 : tensor<i1>, tensor<f32>
      %32 = stablehlo.compare LT, %27, %31, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    }) : (tensor<12xf32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %9 = stablehlo.subtract %6, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_3, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_5, %7, %11 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.clamp %cst_8, %8, %13 : tensor<f32>
    %15 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %16 = stablehlo.convert %14 : (tensor<f32>) -> tensor<i32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.gather"(%4, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
    %21 = stablehlo.multiply %18, %10 : tensor<f32>
    %22 = stablehlo.multiply %20, %9 : tensor<f32>
    %23 = stablehlo.add %21, %22 : tensor<f32>
    return %23 : tensor<f32>
  }
  func.func private @sort(%arg0: tensor<9xf16>) -> tensor<9xf16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f16>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f16>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f16>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<9xf16>) -> tensor<9xf16>
    return %0 : tensor<9xf16>
  }
  func.func private @lexsort(%arg0: tensor<12xf32>, %arg1: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg4, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg4 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg5, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg5 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %12 = stablehlo.compare EQ, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = stablehlo.and %12, %10 : tensor<i1>
      %14 = stablehlo.or %11, %13 : tensor<i1>
      stablehlo.return %14 : tensor<i1>
    }) : (tensor<12xi32>, tensor<12xf32>, tensor<12xi32>) -> (tensor<12xi32>, tensor<12xf32>, tensor<12xi32>)
    return %1#2 : tensor<12xi32>
  }
}
