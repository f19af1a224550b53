module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x3xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}, tensor<4x8xf32> {jax.result_info = "result[4]"}, tensor<4x8xf32> {jax.result_info = "result[5]"}, tensor<4x8xf32> {jax.result_info = "result[6]"}, tensor<4x8xf32> {jax.result_info = "result[7]"}, tensor<4x8xf32> {jax.result_info = "result[8]"}, tensor<4x8xf32> {jax.result_info = "result[9]"}, tensor<4x8xf32> {jax.result_info = "result[10]"}, tensor<4x8xf32> {jax.result_info = "result[11]"}, tensor<4x8xf32> {jax.result_info = "result[12]"}, tensor<4x8xf32> {jax.result_info = "result[13]"}, tensor<4x8xf32> {jax.result_info = "result[14]"}, tensor<4x8xf32> {jax.result_info = "result[15]"}, tensor<4x8xf32> {jax.result_info = "result[16]"}, tensor<4x8xf32> {jax.result_info = "result[17]"}, tensor<4x8xf32> {jax.result_info = "result[18]"}, tensor<4x8xf32> {jax.result_info = "result[19]"}, tensor<4x8xf32> {jax.result_info = "result[20]"}, tensor<4x8xf32> {jax.result_info = "result[21]"}, tensor<4x3xf32> {jax.result_info = "result[22]"}) {
    %cst = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x8xf32>
    %4 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %5 = stablehlo.convert %4 : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %6 = call @nan_to_num(%5, %cst_1, %cst_2, %cst_3) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %7 = stablehlo.convert %3 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %8 = stablehlo.convert %7 : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %cst_4 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %9 = call @nan_to_num(%8, %cst_4, %cst_5, %cst_6) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %10 = stablehlo.convert %1 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %11 = stablehlo.convert %10 : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %cst_7 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %12 = call @nan_to_num(%11, %cst_7, %cst_8, %cst_9) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %13 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %14 = stablehlo.convert %13 : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %cst_10 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %15 = call @nan_to_num(%14, %cst_10, %cst_11, %cst_12) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %16 = stablehlo.convert %3 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %17 = stablehlo.convert %16 : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %18 = call @nan_to_num(%17, %cst_13, %cst_14, %cst_15) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %19 = stablehlo.convert %1 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %20 = stablehlo.convert %19 : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %cst_16 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %21 = call @nan_to_num(%20, %cst_16, %cst_17, %cst_18) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %22 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FNUZ>
    %23 = stablehlo.convert %22 : (tensor<4x8xf8E4M3FNUZ>) -> tensor<4x8xf32>
    %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %24 = call @nan_to_num(%23, %cst_19, %cst_20, %cst_21) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %25 = stablehlo.convert %3 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FNUZ>
    %26 = stablehlo.convert %25 : (tensor<4x8xf8E4M3FNUZ>) -> tensor<4x8xf32>
    %cst_22 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %27 = call @nan_to_num(%26, %cst_22, %cst_23, %cst_24) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %28 = stablehlo.convert %1 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FNUZ>
    %29 = stablehlo.convert %28 : (tensor<4x8xf8E4M3FNUZ>) -> tensor<4x8xf32>
    %cst_25 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_26 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %30 = call @nan_to_num(%29, %cst_25, %cst_26, %cst_27) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %31 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2FNUZ>
    %32 = stablehlo.convert %31 : (tensor<4x8xf8E5M2FNUZ>) -> tensor<4x8xf32>
    %cst_28 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_29 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %33 = call @nan_to_num(%32, %cst_28, %cst_29, %cst_30) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %34 = stablehlo.convert %3 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2FNUZ>
    %35 = stablehlo.convert %34 : (tensor<4x8xf8E5M2FNUZ>) -> tensor<4x8xf32>
    %cst_31 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_32 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %36 = call @nan_to_num(%35, %cst_31, %cst_32, %cst_33) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %37 = stablehlo.convert %1 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2FNUZ>
    %38 = stablehlo.convert %37 : (tensor<4x8xf8E5M2FNUZ>) -> tensor<4x8xf32>
    %cst_34 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_35 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %39 = call @nan_to_num(%38, %cst_34, %cst_35, %cst_36) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %40 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3B11FNUZ>
    %41 = stablehlo.convert %40 : (tensor<4x8xf8E4M3B11FNUZ>) -> tensor<4x8xf32>
    %cst_37 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_38 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %42 = call @nan_to_num(%41, %cst_37, %cst_38, %cst_39) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %43 = stablehlo.convert %3 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3B11FNUZ>
    %44 = stablehlo.convert %43 : (tensor<4x8xf8E4M3B11FNUZ>) -> tensor<4x8xf32>
    %cst_40 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_41 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %45 = call @nan_to_num(%44, %cst_40, %cst_41, %cst_42) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %46 = stablehlo.convert %1 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3B11FNUZ>
    %47 = stablehlo.convert %46 : (tensor<4x8xf8E4M3B11FNUZ>) -> tensor<4x8xf32>
    %cst_43 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_44 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_45 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %48 = call @nan_to_num(%47, %cst_43, %cst_44, %cst_45) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %49 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3>
    %50 = stablehlo.convert %49 : (tensor<4x8xf8E4M3>) -> tensor<4x8xf32>
    %cst_46 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_47 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %51 = call @nan_to_num(%50, %cst_46, %cst_47, %cst_48) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %52 = stablehlo.convert %3 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3>
    %53 = stablehlo.convert %52 : (tensor<4x8xf8E4M3>) -> tensor<4x8xf32>
    %cst_49 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_50 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %54 = call @nan_to_num(%53, %cst_49, %cst_50, %cst_51) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %55 = stablehlo.convert %1 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3>
    %56 = stablehlo.convert %55 : (tensor<4x8xf8E4M3>) -> tensor<4x8xf32>
    %cst_52 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_53 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %57 = call @nan_to_num(%56, %cst_52, %cst_53, %cst_54) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %58 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E3M4>
    %59 = stablehlo.convert %58 : (tensor<4x8xf8E3M4>) -> tensor<4x8xf32>
    %cst_55 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_56 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %60 = call @nan_to_num(%59, %cst_55, %cst_56, %cst_57) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %61 = stablehlo.convert %3 : (tensor<4x8xf32>) -> tensor<4x8xf8E3M4>
    %62 = stablehlo.convert %61 : (tensor<4x8xf8E3M4>) -> tensor<4x8xf32>
    %cst_58 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_59 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %63 = call @nan_to_num(%62, %cst_58, %cst_59, %cst_60) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %64 = stablehlo.convert %1 : (tensor<4x8xf32>) -> tensor<4x8xf8E3M4>
    %65 = stablehlo.convert %64 : (tensor<4x8xf8E3M4>) -> tensor<4x8xf32>
    %cst_61 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_62 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_63 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %66 = call @nan_to_num(%65, %cst_61, %cst_62, %cst_63) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %67 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %68 = stablehlo.convert %67 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    %cst_64 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_65 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_66 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %69 = call @nan_to_num(%68, %cst_64, %cst_65, %cst_66) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %70 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %71 = stablehlo.convert %arg1 : (tensor<8x3xf32>) -> tensor<8x3xf8E5M2>
    %72 = stablehlo.dot_general %70, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf8E4M3FN>, tensor<8x3xf8E5M2>) -> tensor<4x3xf32>
    return %6, %9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48, %51, %54, %57, %60, %63, %66, %69, %72 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x3xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where(%0, %1, %arg0) : (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = call @_where(%4, %5, %2) : (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %9 = stablehlo.convert %arg2 : tensor<f32>
    %10 = call @_where(%8, %9, %6) : (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return %10 : tensor<4x8xf32>
  }
  func.func private @_where(%arg0: tensor<4x8xi1>, %arg1: tensor<f32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x8xi1>, tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
}
