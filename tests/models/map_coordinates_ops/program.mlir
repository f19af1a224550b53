module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x7xf32>, %arg1: tensor<2x10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}) {
    %0 = call @_map_coordinates(%arg0, %arg1) : (tensor<6x7xf32>, tensor<2x10xf32>) -> tensor<10xf32>
    %1 = call @_map_coordinates_0(%arg0, %arg1) : (tensor<6x7xf32>, tensor<2x10xf32>) -> tensor<10xf32>
    %2 = call @_map_coordinates_1(%arg0, %arg1) : (tensor<6x7xf32>, tensor<2x10xf32>) -> tensor<10xf32>
    return %0, %1, %2 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @_map_coordinates(%arg0: tensor<6x7xf32>, %arg1: tensor<2x10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.slice %arg1 [0:1, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x10xf32>) -> tensor<10xf32>
    %2 = stablehlo.slice %arg1 [1:2, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x10xf32>) -> tensor<10xf32>
    %4 = stablehlo.floor %1 : tensor<10xf32>
    %5 = stablehlo.subtract %1, %4 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<10xf32>
    %8 = stablehlo.convert %4 : (tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.add %8, %9 : tensor<10xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %12 = stablehlo.compare GE, %8, %11, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.compare LT, %8, %13, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %15 = stablehlo.and %12, %14 : tensor<10xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %17 = stablehlo.compare GE, %10, %16, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %19 = stablehlo.compare LT, %10, %18, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %20 = stablehlo.and %17, %19 : tensor<10xi1>
    %21 = stablehlo.floor %3 : tensor<10xf32>
    %22 = stablehlo.subtract %3, %21 : tensor<10xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %24 = stablehlo.subtract %23, %22 : tensor<10xf32>
    %25 = stablehlo.convert %21 : (tensor<10xf32>) -> tensor<10xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %27 = stablehlo.add %25, %26 : tensor<10xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %29 = stablehlo.compare GE, %25, %28, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_7 = stablehlo.constant dense<7> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %31 = stablehlo.compare LT, %25, %30, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %32 = stablehlo.and %29, %31 : tensor<10xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %34 = stablehlo.compare GE, %27, %33, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %36 = stablehlo.compare LT, %27, %35, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %37 = stablehlo.and %34, %36 : tensor<10xi1>
    %38 = stablehlo.and %15, %32 : tensor<10xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %40 = stablehlo.compare LT, %8, %39, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %42 = stablehlo.add %8, %41 : tensor<10xi32>
    %43 = stablehlo.select %40, %42, %8 : tensor<10xi1>, tensor<10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %45 = stablehlo.compare LT, %25, %44, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %47 = stablehlo.add %25, %46 : tensor<10xi32>
    %48 = stablehlo.select %45, %47, %25 : tensor<10xi1>, tensor<10xi32>
    %49 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %51 = stablehlo.concatenate %49, %50, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %52 = "stablehlo.gather"(%arg0, %51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = call @_where(%38, %52, %cst_14) : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %54 = stablehlo.multiply %7, %24 : tensor<10xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<10xf32>
    %56 = stablehlo.and %15, %37 : tensor<10xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %58 = stablehlo.compare LT, %8, %57, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_16 = stablehlo.constant dense<6> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %60 = stablehlo.add %8, %59 : tensor<10xi32>
    %61 = stablehlo.select %58, %60, %8 : tensor<10xi1>, tensor<10xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %63 = stablehlo.compare LT, %27, %62, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_18 = stablehlo.constant dense<7> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %65 = stablehlo.add %27, %64 : tensor<10xi32>
    %66 = stablehlo.select %63, %65, %27 : tensor<10xi1>, tensor<10xi32>
    %67 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %69 = stablehlo.concatenate %67, %68, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %70 = "stablehlo.gather"(%arg0, %69) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = call @_where(%56, %70, %cst_19) : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %72 = stablehlo.multiply %7, %22 : tensor<10xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<10xf32>
    %74 = stablehlo.and %20, %32 : tensor<10xi1>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %76 = stablehlo.compare LT, %10, %75, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_21 = stablehlo.constant dense<6> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %78 = stablehlo.add %10, %77 : tensor<10xi32>
    %79 = stablehlo.select %76, %78, %10 : tensor<10xi1>, tensor<10xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %81 = stablehlo.compare LT, %25, %80, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_23 = stablehlo.constant dense<7> : tensor<i32>
    %82 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %83 = stablehlo.add %25, %82 : tensor<10xi32>
    %84 = stablehlo.select %81, %83, %25 : tensor<10xi1>, tensor<10xi32>
    %85 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %87 = stablehlo.concatenate %85, %86, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %88 = "stablehlo.gather"(%arg0, %87) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = call @_where(%74, %88, %cst_24) : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %90 = stablehlo.multiply %5, %24 : tensor<10xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<10xf32>
    %92 = stablehlo.and %20, %37 : tensor<10xi1>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %94 = stablehlo.compare LT, %10, %93, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_26 = stablehlo.constant dense<6> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %96 = stablehlo.add %10, %95 : tensor<10xi32>
    %97 = stablehlo.select %94, %96, %10 : tensor<10xi1>, tensor<10xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %98 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %99 = stablehlo.compare LT, %27, %98, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_28 = stablehlo.constant dense<7> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %101 = stablehlo.add %27, %100 : tensor<10xi32>
    %102 = stablehlo.select %99, %101, %27 : tensor<10xi1>, tensor<10xi32>
    %103 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %105 = stablehlo.concatenate %103, %104, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %106 = "stablehlo.gather"(%arg0, %105) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = call @_where(%92, %106, %cst_29) : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %108 = stablehlo.multiply %5, %22 : tensor<10xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<10xf32>
    %110 = stablehlo.add %55, %73 : tensor<10xf32>
    %111 = stablehlo.add %110, %91 : tensor<10xf32>
    %112 = stablehlo.add %111, %109 : tensor<10xf32>
    return %112 : tensor<10xf32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<10xi1>, tensor<10xf32>
    return %1 : tensor<10xf32>
  }
  func.func private @_map_coordinates_0(%arg0: tensor<6x7xf32>, %arg1: tensor<2x10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.slice %arg1 [0:1, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x10xf32>) -> tensor<10xf32>
    %2 = stablehlo.slice %arg1 [1:2, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x10xf32>) -> tensor<10xf32>
    %4 = stablehlo.round_nearest_afz %1 : tensor<10xf32>
    %5 = stablehlo.convert %4 : (tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %6 = call @clip(%5, %c, %c_0) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %7 = stablehlo.round_nearest_afz %3 : tensor<10xf32>
    %8 = stablehlo.convert %7 : (tensor<10xf32>) -> tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %9 = call @clip(%8, %c_1, %c_2) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %11 = stablehlo.compare LT, %6, %10, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %13 = stablehlo.add %6, %12 : tensor<10xi32>
    %14 = stablehlo.select %11, %13, %6 : tensor<10xi1>, tensor<10xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_6 = stablehlo.constant dense<7> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %18 = stablehlo.add %9, %17 : tensor<10xi32>
    %19 = stablehlo.select %16, %18, %9 : tensor<10xi1>, tensor<10xi32>
    %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<10xf32>
    return %25 : tensor<10xf32>
  }
  func.func private @clip(%arg0: tensor<10xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<10xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<10xi32>
    return %5 : tensor<10xi32>
  }
  func.func private @_map_coordinates_1(%arg0: tensor<6x7xf32>, %arg1: tensor<2x10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.slice %arg1 [0:1, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x10xf32>) -> tensor<10xf32>
    %2 = stablehlo.slice %arg1 [1:2, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x10xf32>) -> tensor<10xf32>
    %4 = stablehlo.floor %1 : tensor<10xf32>
    %5 = stablehlo.subtract %1, %4 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<10xf32>
    %8 = stablehlo.convert %4 : (tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.add %8, %9 : tensor<10xi32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %11 = call @remainder(%8, %c_0) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %12 = call @remainder(%10, %c_1) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %13 = stablehlo.floor %3 : tensor<10xf32>
    %14 = stablehlo.subtract %3, %13 : tensor<10xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<10xf32>
    %17 = stablehlo.convert %13 : (tensor<10xf32>) -> tensor<10xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %19 = stablehlo.add %17, %18 : tensor<10xi32>
    %c_4 = stablehlo.constant dense<7> : tensor<i32>
    %20 = call @remainder(%17, %c_4) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_5 = stablehlo.constant dense<7> : tensor<i32>
    %21 = call @remainder(%19, %c_5) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %23 = stablehlo.compare LT, %11, %22, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %25 = stablehlo.add %11, %24 : tensor<10xi32>
    %26 = stablehlo.select %23, %25, %11 : tensor<10xi1>, tensor<10xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %28 = stablehlo.compare LT, %20, %27, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %30 = stablehlo.add %20, %29 : tensor<10xi32>
    %31 = stablehlo.select %28, %30, %20 : tensor<10xi1>, tensor<10xi32>
    %32 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %34 = stablehlo.concatenate %32, %33, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %35 = "stablehlo.gather"(%arg0, %34) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %36 = stablehlo.multiply %7, %16 : tensor<10xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<10xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %39 = stablehlo.compare LT, %11, %38, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %41 = stablehlo.add %11, %40 : tensor<10xi32>
    %42 = stablehlo.select %39, %41, %11 : tensor<10xi1>, tensor<10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %44 = stablehlo.compare LT, %21, %43, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %46 = stablehlo.add %21, %45 : tensor<10xi32>
    %47 = stablehlo.select %44, %46, %21 : tensor<10xi1>, tensor<10xi32>
    %48 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %50 = stablehlo.concatenate %48, %49, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %51 = "stablehlo.gather"(%arg0, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %52 = stablehlo.multiply %7, %14 : tensor<10xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<10xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %55 = stablehlo.compare LT, %12, %54, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_15 = stablehlo.constant dense<6> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %57 = stablehlo.add %12, %56 : tensor<10xi32>
    %58 = stablehlo.select %55, %57, %12 : tensor<10xi1>, tensor<10xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %60 = stablehlo.compare LT, %20, %59, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_17 = stablehlo.constant dense<7> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %62 = stablehlo.add %20, %61 : tensor<10xi32>
    %63 = stablehlo.select %60, %62, %20 : tensor<10xi1>, tensor<10xi32>
    %64 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %66 = stablehlo.concatenate %64, %65, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %67 = "stablehlo.gather"(%arg0, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %68 = stablehlo.multiply %5, %16 : tensor<10xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<10xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %71 = stablehlo.compare LT, %12, %70, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_19 = stablehlo.constant dense<6> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %73 = stablehlo.add %12, %72 : tensor<10xi32>
    %74 = stablehlo.select %71, %73, %12 : tensor<10xi1>, tensor<10xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %76 = stablehlo.compare LT, %21, %75, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_21 = stablehlo.constant dense<7> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %78 = stablehlo.add %21, %77 : tensor<10xi32>
    %79 = stablehlo.select %76, %78, %21 : tensor<10xi1>, tensor<10xi32>
    %80 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %82 = stablehlo.concatenate %80, %81, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %83 = "stablehlo.gather"(%arg0, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %84 = stablehlo.multiply %5, %14 : tensor<10xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<10xf32>
    %86 = stablehlo.add %37, %53 : tensor<10xf32>
    %87 = stablehlo.add %86, %69 : tensor<10xf32>
    %88 = stablehlo.add %87, %85 : tensor<10xf32>
    return %88 : tensor<10xf32>
  }
  func.func private @remainder(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_2(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %12 = stablehlo.and %11, %6 : tensor<10xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.add %4, %13 : tensor<10xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<10xi1>, tensor<10xi32>
    return %15 : tensor<10xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
