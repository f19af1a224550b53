module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x12x12x3xf32>) -> (tensor<1x20x20x3xf32> {jax.result_info = "result[0]"}, tensor<1x12x12x3xf32> {jax.result_info = "result[1]"}, tensor<1x16x18x3xf32> {jax.result_info = "result[2]"}, tensor<1x5x5x3xf32> {jax.result_info = "result[3]"}, tensor<1x8x8x3xf32> {jax.result_info = "result[4]"}) {
    %0 = call @_resize(%arg0) : (tensor<1x12x12x3xf32>) -> tensor<1x20x20x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %11 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<1x12x12x3xf32>, tensor<f32>) -> tensor<1x12x12x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x12x12x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%3, %4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %11 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<1x12x12x1xf32>, tensor<f32>) -> tensor<1x12x12x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x12x12x1xf32>) -> tensor<1x12x12x3xf32>
    %7 = stablehlo.divide %2, %6 : tensor<1x12x12x3xf32>
    %8 = call @_pad(%arg0) : (tensor<1x12x12x3xf32>) -> tensor<1x16x18x3xf32>
    %9 = call @_resize_2(%arg0) : (tensor<1x12x12x3xf32>) -> tensor<1x5x5x3xf32>
    %10 = call @_resize_3(%arg0) : (tensor<1x12x12x3xf32>) -> tensor<1x8x8x3xf32>
    return %0, %7, %8, %9, %10 : tensor<1x20x20x3xf32>, tensor<1x12x12x3xf32>, tensor<1x16x18x3xf32>, tensor<1x5x5x3xf32>, tensor<1x8x8x3xf32>
  }
  func.func private @_resize(%arg0: tensor<1x12x12x3xf32>) -> tensor<1x20x20x3xf32> {
    %cst = stablehlo.constant dense<6.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<20xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %3 = stablehlo.add %1, %2 : tensor<20xf32>
    %cst_2 = stablehlo.constant dense<6.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<20xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<20xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<20xf32>
    %10 = stablehlo.iota dim = 0 : tensor<12xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<20xf32>) -> tensor<1x20xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<12x20xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x20xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<12x20xf32>
    %16 = stablehlo.abs %15 : tensor<12x20xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %19 = stablehlo.divide %16, %18 : tensor<12x20xf32>
    %20 = stablehlo.abs %19 : tensor<12x20xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<12x20xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<12x20xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<12x20xf32>, tensor<f32>) -> tensor<20xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<20xf32>) -> tensor<1x20xf32>
    %27 = stablehlo.abs %26 : tensor<1x20xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x20xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<1x20xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x20xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<1x20xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where(%31, %26, %c) : (tensor<1x20xi1>, tensor<1x20xf32>, tensor<i32>) -> tensor<1x20xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<12x20xf32>
    %34 = stablehlo.divide %24, %33 : tensor<12x20xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_0(%29, %34, %c_10) : (tensor<1x20xi1>, tensor<12x20xf32>, tensor<i32>) -> tensor<12x20xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %cst_12 = stablehlo.constant dense<1.150000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %40 = stablehlo.and %37, %39 : tensor<20xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<20xi1>) -> tensor<1x20xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_0(%41, %35, %c_13) : (tensor<1x20xi1>, tensor<12x20xf32>, tensor<i32>) -> tensor<12x20xf32>
    %cst_14 = stablehlo.constant dense<6.000000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<20xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %46 = stablehlo.add %44, %45 : tensor<20xf32>
    %cst_17 = stablehlo.constant dense<6.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<20xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<20xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<20xf32>
    %53 = stablehlo.iota dim = 0 : tensor<12xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<20xf32>) -> tensor<1x20xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<12x20xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x20xf32>
    %58 = stablehlo.subtract %56, %57 : tensor<12x20xf32>
    %59 = stablehlo.abs %58 : tensor<12x20xf32>
    %60 = stablehlo.convert %43 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %62 = stablehlo.divide %59, %61 : tensor<12x20xf32>
    %63 = stablehlo.abs %62 : tensor<12x20xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<12x20xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<12x20xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<12x20xf32>, tensor<f32>) -> tensor<20xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<20xf32>) -> tensor<1x20xf32>
    %70 = stablehlo.abs %69 : tensor<1x20xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x20xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<1x20xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x20xf32>
    %74 = stablehlo.compare NE, %69, %73, FLOAT : (tensor<1x20xf32>, tensor<1x20xf32>) -> tensor<1x20xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @_where(%74, %69, %c_25) : (tensor<1x20xi1>, tensor<1x20xf32>, tensor<i32>) -> tensor<1x20xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<12x20xf32>
    %77 = stablehlo.divide %67, %76 : tensor<12x20xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_where_0(%72, %77, %c_26) : (tensor<1x20xi1>, tensor<12x20xf32>, tensor<i32>) -> tensor<12x20xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %80 = stablehlo.compare GE, %52, %79, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %cst_28 = stablehlo.constant dense<1.150000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %82 = stablehlo.compare LE, %52, %81, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %83 = stablehlo.and %80, %82 : tensor<20xi1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<20xi1>) -> tensor<1x20xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_where_0(%84, %78, %c_29) : (tensor<1x20xi1>, tensor<12x20xf32>, tensor<i32>) -> tensor<12x20xf32>
    %86 = stablehlo.dot_general %42, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<12x20xf32>, tensor<1x12x12x3xf32>) -> tensor<20x1x12x3xf32>
    %87 = stablehlo.dot_general %86, %85, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<20x1x12x3xf32>, tensor<12x20xf32>) -> tensor<20x1x3x20xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0, 3, 2] : (tensor<20x1x3x20xf32>) -> tensor<1x20x20x3xf32>
    return %88 : tensor<1x20x20x3xf32>
  }
  func.func private @_where(%arg0: tensor<1x20xi1>, %arg1: tensor<1x20xf32>, %arg2: tensor<i32>) -> tensor<1x20xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x20xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x20xi1>, tensor<1x20xf32>
    return %2 : tensor<1x20xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x20xi1>, %arg1: tensor<12x20xf32>, %arg2: tensor<i32>) -> tensor<12x20xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x20xi1>) -> tensor<12x20xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<12x20xi1>, tensor<12x20xf32>
    return %3 : tensor<12x20xf32>
  }
  func.func private @_pad(%arg0: tensor<1x12x12x3xf32>) -> tensor<1x16x18x3xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 1:3, 0:12, 0:3] : (tensor<1x12x12x3xf32>) -> tensor<1x2x12x3xf32>
    %1 = call @_flip(%0) : (tensor<1x2x12x3xf32>) -> tensor<1x2x12x3xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 1 : (tensor<1x2x12x3xf32>, tensor<1x12x12x3xf32>) -> tensor<1x14x12x3xf32>
    %3 = stablehlo.slice %2 [0:1, 11:13, 0:12, 0:3] : (tensor<1x14x12x3xf32>) -> tensor<1x2x12x3xf32>
    %4 = call @_flip(%3) : (tensor<1x2x12x3xf32>) -> tensor<1x2x12x3xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 1 : (tensor<1x14x12x3xf32>, tensor<1x2x12x3xf32>) -> tensor<1x16x12x3xf32>
    %6 = stablehlo.slice %5 [0:1, 0:16, 1:4, 0:3] : (tensor<1x16x12x3xf32>) -> tensor<1x16x3x3xf32>
    %7 = call @_flip_1(%6) : (tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 2 : (tensor<1x16x3x3xf32>, tensor<1x16x12x3xf32>) -> tensor<1x16x15x3xf32>
    %9 = stablehlo.slice %8 [0:1, 0:16, 11:14, 0:3] : (tensor<1x16x15x3xf32>) -> tensor<1x16x3x3xf32>
    %10 = call @_flip_1(%9) : (tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32>
    %11 = stablehlo.concatenate %8, %10, dim = 2 : (tensor<1x16x15x3xf32>, tensor<1x16x3x3xf32>) -> tensor<1x16x18x3xf32>
    return %11 : tensor<1x16x18x3xf32>
  }
  func.func private @_flip(%arg0: tensor<1x2x12x3xf32>) -> tensor<1x2x12x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<1x2x12x3xf32>
    return %0 : tensor<1x2x12x3xf32>
  }
  func.func private @_flip_1(%arg0: tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<1x16x3x3xf32>
    return %0 : tensor<1x16x3x3xf32>
  }
  func.func private @_resize_2(%arg0: tensor<1x12x12x3xf32>) -> tensor<1x5x5x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.add %0, %1 : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.divide %4, %5 : tensor<5xf32>
    %7 = stablehlo.floor %6 : tensor<5xf32>
    %8 = stablehlo.convert %7 : (tensor<5xf32>) -> tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %10 = stablehlo.compare LT, %8, %9, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<12> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.add %8, %11 : tensor<5xi32>
    %13 = stablehlo.select %10, %12, %8 : tensor<5xi1>, tensor<5xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 12, 3>}> : (tensor<1x12x12x3xf32>, tensor<5x1xi32>) -> tensor<1x5x12x3xf32>
    %16 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %18 = stablehlo.add %16, %17 : tensor<5xf32>
    %cst_4 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.divide %20, %21 : tensor<5xf32>
    %23 = stablehlo.floor %22 : tensor<5xf32>
    %24 = stablehlo.convert %23 : (tensor<5xf32>) -> tensor<5xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %26 = stablehlo.compare LT, %24, %25, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_7 = stablehlo.constant dense<12> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %28 = stablehlo.add %24, %27 : tensor<5xi32>
    %29 = stablehlo.select %26, %28, %24 : tensor<5xi1>, tensor<5xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %31 = "stablehlo.gather"(%15, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5, 1, 3>}> : (tensor<1x5x12x3xf32>, tensor<5x1xi32>) -> tensor<1x5x5x3xf32>
    return %31 : tensor<1x5x5x3xf32>
  }
  func.func private @_resize_3(%arg0: tensor<1x12x12x3xf32>) -> tensor<1x8x8x3xf32> {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<8xf32>
    %10 = stablehlo.iota dim = 0 : tensor<12xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<12x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<12x8xf32>
    %16 = stablehlo.abs %15 : tensor<12x8xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %19 = stablehlo.divide %16, %18 : tensor<12x8xf32>
    %20 = stablehlo.abs %19 : tensor<12x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<12x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<12x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %27 = stablehlo.abs %26 : tensor<1x8xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where_4(%31, %26, %c) : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<12x8xf32>
    %34 = stablehlo.divide %24, %33 : tensor<12x8xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_5(%29, %34, %c_10) : (tensor<1x8xi1>, tensor<12x8xf32>, tensor<i32>) -> tensor<12x8xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_12 = stablehlo.constant dense<1.150000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %40 = stablehlo.and %37, %39 : tensor<8xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<8xi1>) -> tensor<1x8xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_5(%41, %35, %c_13) : (tensor<1x8xi1>, tensor<12x8xf32>, tensor<i32>) -> tensor<12x8xf32>
    %cst_14 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.add %44, %45 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<8xf32>
    %53 = stablehlo.iota dim = 0 : tensor<12xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<12x8xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %58 = stablehlo.subtract %56, %57 : tensor<12x8xf32>
    %59 = stablehlo.abs %58 : tensor<12x8xf32>
    %60 = stablehlo.convert %43 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %62 = stablehlo.divide %59, %61 : tensor<12x8xf32>
    %63 = stablehlo.abs %62 : tensor<12x8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<12x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<12x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %70 = stablehlo.abs %69 : tensor<1x8xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %74 = stablehlo.compare NE, %69, %73, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @_where_4(%74, %69, %c_25) : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<12x8xf32>
    %77 = stablehlo.divide %67, %76 : tensor<12x8xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_where_5(%72, %77, %c_26) : (tensor<1x8xi1>, tensor<12x8xf32>, tensor<i32>) -> tensor<12x8xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.compare GE, %52, %79, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_28 = stablehlo.constant dense<1.150000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.compare LE, %52, %81, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %83 = stablehlo.and %80, %82 : tensor<8xi1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<8xi1>) -> tensor<1x8xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_where_5(%84, %78, %c_29) : (tensor<1x8xi1>, tensor<12x8xf32>, tensor<i32>) -> tensor<12x8xf32>
    %86 = stablehlo.dot_general %42, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<12x8xf32>, tensor<1x12x12x3xf32>) -> tensor<8x1x12x3xf32>
    %87 = stablehlo.dot_general %86, %85, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x1x12x3xf32>, tensor<12x8xf32>) -> tensor<8x1x3x8xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0, 3, 2] : (tensor<8x1x3x8xf32>) -> tensor<1x8x8x3xf32>
    return %88 : tensor<1x8x8x3xf32>
  }
  func.func private @_where_4(%arg0: tensor<1x8xi1>, %arg1: tensor<1x8xf32>, %arg2: tensor<i32>) -> tensor<1x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x8xi1>, tensor<1x8xf32>
    return %2 : tensor<1x8xf32>
  }
  func.func private @_where_5(%arg0: tensor<1x8xi1>, %arg1: tensor<12x8xf32>, %arg2: tensor<i32>) -> tensor<12x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<12x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<12x8xi1>, tensor<12x8xf32>
    return %3 : tensor<12x8xf32>
  }
}
