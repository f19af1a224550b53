module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x6xf32>, %arg1: tensor<4x5x6xf32>, %arg2: tensor<5xi32>, %arg3: tensor<3x4xi32>, %arg4: tensor<2x2xi32>, %arg5: tensor<5xi32>, %arg6: tensor<8x3xi32>, %arg7: tensor<5xi32>, %arg8: tensor<5xi32>, %arg9: tensor<i32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<3x4x6xf32> {jax.result_info = "result[1]"}, tensor<8x5xf32> {jax.result_info = "result[2]"}, tensor<8x5xf32> {jax.result_info = "result[3]"}, tensor<4x5x3xf32> {jax.result_info = "result[4]"}, tensor<5x6xf32> {jax.result_info = "result[5]"}, tensor<8x3xf32> {jax.result_info = "result[6]"}, tensor<5xf32> {jax.result_info = "result[7]"}, tensor<3x4xf32> {jax.result_info = "result[8]"}, tensor<3x5xf32> {jax.result_info = "result[9]"}, tensor<4x2x2x6xf32> {jax.result_info = "result[10]"}, tensor<5x6xf32> {jax.result_info = "result[11]"}, tensor<5x6xf32> {jax.result_info = "result[12]"}, tensor<6xf32> {jax.result_info = "result[13]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<5xi1>, tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<5x6xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %8 = stablehlo.compare LT, %arg3, %7, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %10 = stablehlo.add %arg3, %9 : tensor<3x4xi32>
    %11 = stablehlo.select %8, %10, %arg3 : tensor<3x4xi1>, tensor<3x4xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %13 = "stablehlo.gather"(%arg0, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<3x4x1xi32>) -> tensor<3x4x6xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %15 = stablehlo.compare LT, %arg5, %14, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %17 = stablehlo.add %arg5, %16 : tensor<5xi32>
    %18 = stablehlo.select %15, %17, %arg5 : tensor<5xi1>, tensor<5xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %20 = "stablehlo.gather"(%arg0, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<8x5xf32>
    %21 = call @_take(%arg0, %arg5) : (tensor<8x6xf32>, tensor<5xi32>) -> tensor<8x5xf32>
    %22 = stablehlo.slice %arg5 [0:3] : (tensor<5xi32>) -> tensor<3xi32>
    %23 = call @_take_0(%arg1, %22) : (tensor<4x5x6xf32>, tensor<3xi32>) -> tensor<4x5x3xf32>
    %24 = call @_take_2(%arg0, %arg8) : (tensor<8x6xf32>, tensor<5xi32>) -> tensor<5x6xf32>
    %25 = call @take_along_axis(%arg0, %arg6) : (tensor<8x6xf32>, tensor<8x3xi32>) -> tensor<8x3xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %27 = stablehlo.compare LT, %arg7, %26, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %29 = stablehlo.add %arg7, %28 : tensor<5xi32>
    %30 = stablehlo.select %27, %29, %arg7 : tensor<5xi1>, tensor<5xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %32 = stablehlo.compare LT, %arg5, %31, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %34 = stablehlo.add %arg5, %33 : tensor<5xi32>
    %35 = stablehlo.select %32, %34, %arg5 : tensor<5xi1>, tensor<5xi32>
    %36 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %38 = stablehlo.concatenate %36, %37, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %39 = "stablehlo.gather"(%arg0, %38) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x6xf32>, tensor<5x2xi32>) -> tensor<5xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %41 = stablehlo.compare LT, %arg3, %40, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_10 = stablehlo.constant dense<8> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %43 = stablehlo.add %arg3, %42 : tensor<3x4xi32>
    %44 = stablehlo.select %41, %43, %arg3 : tensor<3x4xi1>, tensor<3x4xi32>
    %c_11 = stablehlo.constant dense<2> : tensor<i64>
    %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %46 = stablehlo.convert %45 : (tensor<3x4xi64>) -> tensor<3x4xi32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %49 = stablehlo.concatenate %47, %48, dim = 2 : (tensor<3x4x1xi32>, tensor<3x4x1xi32>) -> tensor<3x4x2xi32>
    %50 = "stablehlo.gather"(%arg0, %49) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x6xf32>, tensor<3x4x2xi32>) -> tensor<3x4xf32>
    %51 = stablehlo.slice %arg0 [1:7:2, 0:6] : (tensor<8x6xf32>) -> tensor<3x6xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %53 = stablehlo.compare LT, %arg5, %52, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_13 = stablehlo.constant dense<6> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %55 = stablehlo.add %arg5, %54 : tensor<5xi32>
    %56 = stablehlo.select %53, %55, %arg5 : tensor<5xi1>, tensor<5xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %58 = "stablehlo.gather"(%51, %57) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x6xf32>, tensor<5x1xi32>) -> tensor<3x5xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %60 = stablehlo.compare LT, %arg4, %59, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %62 = stablehlo.add %arg4, %61 : tensor<2x2xi32>
    %63 = stablehlo.select %60, %62, %arg4 : tensor<2x2xi1>, tensor<2x2xi32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %65 = "stablehlo.gather"(%arg1, %64) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 6>}> : (tensor<4x5x6xf32>, tensor<2x2x1xi32>) -> tensor<4x2x2x6xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %67 = stablehlo.compare LT, %arg5, %66, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_17 = stablehlo.constant dense<5> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %69 = stablehlo.add %arg5, %68 : tensor<5xi32>
    %70 = stablehlo.select %67, %69, %arg5 : tensor<5xi1>, tensor<5xi32>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %71 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %72 = stablehlo.convert %71 : (tensor<5xi64>) -> tensor<5xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %75 = stablehlo.concatenate %73, %74, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %76 = "stablehlo.gather"(%arg1, %75) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<4x5x6xf32>, tensor<5x2xi32>) -> tensor<5x6xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %78 = stablehlo.compare LT, %arg8, %77, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_20 = stablehlo.constant dense<8> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %80 = stablehlo.add %arg8, %79 : tensor<5xi32>
    %81 = stablehlo.select %78, %80, %arg8 : tensor<5xi1>, tensor<5xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_21 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %84 = stablehlo.compare GE, %82, %83, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %85 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<5x1xi32>
    %87 = stablehlo.compare LE, %82, %86, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %88 = stablehlo.and %84, %87 : tensor<5x1xi1>
    %c_23 = stablehlo.constant dense<true> : tensor<i1>
    %89 = stablehlo.reduce(%88 init: %c_23) applies stablehlo.and across dimensions = [1] : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %90 = "stablehlo.gather"(%arg0, %82) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<5x6xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<5xi1>) -> tensor<5x6xi1>
    %cst = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %93 = stablehlo.select %91, %90, %92 : tensor<5x6xi1>, tensor<5x6xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %94 = stablehlo.compare LT, %arg9, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<8> : tensor<i32>
    %95 = stablehlo.add %arg9, %c_25 : tensor<i32>
    %96 = stablehlo.select %94, %95, %arg9 : tensor<i1>, tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %97 = stablehlo.compare LT, %c_26, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<6> : tensor<i32>
    %98 = stablehlo.add %c_28, %c_29 : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %99 = stablehlo.select %97, %98, %c_30 : tensor<i1>, tensor<i32>
    %100 = stablehlo.dynamic_slice %arg0, %96, %99, sizes = [1, 6] : (tensor<8x6xf32>, tensor<i32>, tensor<i32>) -> tensor<1x6xf32>
    %101 = stablehlo.reshape %100 : (tensor<1x6xf32>) -> tensor<6xf32>
    return %6, %13, %20, %21, %23, %24, %25, %39, %50, %58, %65, %76, %93, %101 : tensor<5x6xf32>, tensor<3x4x6xf32>, tensor<8x5xf32>, tensor<8x5xf32>, tensor<4x5x3xf32>, tensor<5x6xf32>, tensor<8x3xf32>, tensor<5xf32>, tensor<3x4xf32>, tensor<3x5xf32>, tensor<4x2x2x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>
  }
  func.func private @_take(%arg0: tensor<8x6xf32>, %arg1: tensor<5xi32>) -> tensor<8x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<5x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<5x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<8x5xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<5xi1>) -> tensor<8x5xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x5xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x5xi1>, tensor<8x5xf32>
    return %16 : tensor<8x5xf32>
  }
  func.func private @_where(%arg0: tensor<5xi1>, %arg1: tensor<5xi32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @_take_0(%arg0: tensor<4x5x6xf32>, %arg1: tensor<3xi32>) -> tensor<4x5x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 5, 1>}> : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<4x5x3xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<3xi1>) -> tensor<4x5x3xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5x3xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x5x3xi1>, tensor<4x5x3xf32>
    return %16 : tensor<4x5x3xf32>
  }
  func.func private @_where_1(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @_take_2(%arg0: tensor<8x6xf32>, %arg1: tensor<5xi32>) -> tensor<5x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<5x6xf32>
    return %1 : tensor<5x6xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x6xf32>, %arg1: tensor<8x3xi32>) -> tensor<8x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x3xi1>, tensor<8x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x3xi32>) -> tensor<8x3x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x3x1xi32>, tensor<8x3x1xi32>) -> tensor<8x3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x3x1xi32>, tensor<8x3x1xi32>) -> tensor<8x3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x3x1xi1>, tensor<i1>) -> tensor<8x3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x6xf32>, tensor<8x3x1xi32>) -> tensor<8x3xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x3xi1>, tensor<8x3xf32>
    return %15 : tensor<8x3xf32>
  }
}
