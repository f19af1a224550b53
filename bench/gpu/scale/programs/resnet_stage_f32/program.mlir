module @jit_resnet attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x56x56x256xf32>, %arg1: tensor<1x1x256x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<3x3x64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<1x1x64x256xf32>, %arg8: tensor<256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<1x1x256x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<3x3x64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<1x1x64x256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<1x1x256x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<3x3x64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<1x1x64x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256xf32>) -> (tensor<32x56x56x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x256xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<32x56x56x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %6 = stablehlo.add %3, %5 : tensor<32x56x56x64xf32>
    %7 = call @relu(%6) : (tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %8 = stablehlo.convolution(%7, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %9 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<32x56x56x64xf32>
    %12 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %14 = stablehlo.add %11, %13 : tensor<32x56x56x64xf32>
    %15 = call @relu(%14) : (tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %16 = stablehlo.convolution(%15, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %17 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<32x56x56x256xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<32x56x56x256xf32>
    %20 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<32x56x56x256xf32>
    %22 = stablehlo.add %19, %21 : tensor<32x56x56x256xf32>
    %23 = stablehlo.add %arg0, %22 : tensor<32x56x56x256xf32>
    %24 = call @relu_0(%23) : (tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %25 = stablehlo.convolution(%24, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x256xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x64xf32>
    %26 = stablehlo.broadcast_in_dim %arg11, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<32x56x56x64xf32>
    %29 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<32x56x56x64xf32>
    %32 = call @relu(%31) : (tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %33 = stablehlo.convolution(%32, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %34 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<32x56x56x64xf32>
    %37 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %39 = stablehlo.add %36, %38 : tensor<32x56x56x64xf32>
    %40 = call @relu(%39) : (tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %41 = stablehlo.convolution(%40, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %42 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<32x56x56x256xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<32x56x56x256xf32>
    %45 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<32x56x56x256xf32>
    %47 = stablehlo.add %44, %46 : tensor<32x56x56x256xf32>
    %48 = stablehlo.add %24, %47 : tensor<32x56x56x256xf32>
    %49 = call @relu_0(%48) : (tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %50 = stablehlo.convolution(%49, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x256xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x64xf32>
    %51 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %53 = stablehlo.multiply %50, %52 : tensor<32x56x56x64xf32>
    %54 = stablehlo.broadcast_in_dim %arg21, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %56 = stablehlo.add %53, %55 : tensor<32x56x56x64xf32>
    %57 = call @relu(%56) : (tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %58 = stablehlo.convolution(%57, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %59 = stablehlo.broadcast_in_dim %arg23, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<32x56x56x64xf32>
    %62 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x56x56x64xf32>
    %64 = stablehlo.add %61, %63 : tensor<32x56x56x64xf32>
    %65 = call @relu(%64) : (tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %66 = stablehlo.convolution(%65, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %67 = stablehlo.broadcast_in_dim %arg26, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<32x56x56x256xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<32x56x56x256xf32>
    %70 = stablehlo.broadcast_in_dim %arg27, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<32x56x56x256xf32>
    %72 = stablehlo.add %69, %71 : tensor<32x56x56x256xf32>
    %73 = stablehlo.add %49, %72 : tensor<32x56x56x256xf32>
    %74 = call @relu_0(%73) : (tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    return %74 : tensor<32x56x56x256xf32>
  }
  func.func private @relu(%arg0: tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x56x56x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x56x56x64xf32>
    return %1 : tensor<32x56x56x64xf32>
  }
  func.func private @relu_0(%arg0: tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x56x56x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x56x56x256xf32>
    return %1 : tensor<32x56x56x256xf32>
  }
}
