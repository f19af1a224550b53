module @jit_resnet attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x56x56x256xbf16>, %arg1: tensor<1x1x256x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<3x3x64x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<1x1x64x256xbf16>, %arg8: tensor<256xbf16>, %arg9: tensor<256xbf16>, %arg10: tensor<1x1x256x64xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<3x3x64x64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<1x1x64x256xbf16>, %arg17: tensor<256xbf16>, %arg18: tensor<256xbf16>, %arg19: tensor<1x1x256x64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<64xbf16>, %arg22: tensor<3x3x64x64xbf16>, %arg23: tensor<64xbf16>, %arg24: tensor<64xbf16>, %arg25: tensor<1x1x64x256xbf16>, %arg26: tensor<256xbf16>, %arg27: tensor<256xbf16>) -> (tensor<32x56x56x256xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x256xbf16>, tensor<1x1x256x64xbf16>) -> tensor<32x56x56x64xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %3 = stablehlo.multiply %0, %2 : tensor<32x56x56x64xbf16>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %6 = stablehlo.add %3, %5 : tensor<32x56x56x64xbf16>
    %7 = call @relu(%6) : (tensor<32x56x56x64xbf16>) -> tensor<32x56x56x64xbf16>
    %8 = stablehlo.convolution(%7, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<32x56x56x64xbf16>
    %9 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %11 = stablehlo.multiply %8, %10 : tensor<32x56x56x64xbf16>
    %12 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %14 = stablehlo.add %11, %13 : tensor<32x56x56x64xbf16>
    %15 = call @relu(%14) : (tensor<32x56x56x64xbf16>) -> tensor<32x56x56x64xbf16>
    %16 = stablehlo.convolution(%15, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xbf16>, tensor<1x1x64x256xbf16>) -> tensor<32x56x56x256xbf16>
    %17 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<256xbf16>) -> tensor<1x1x1x256xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xbf16>) -> tensor<32x56x56x256xbf16>
    %19 = stablehlo.multiply %16, %18 : tensor<32x56x56x256xbf16>
    %20 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<256xbf16>) -> tensor<1x1x1x256xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xbf16>) -> tensor<32x56x56x256xbf16>
    %22 = stablehlo.add %19, %21 : tensor<32x56x56x256xbf16>
    %23 = stablehlo.add %arg0, %22 : tensor<32x56x56x256xbf16>
    %24 = call @relu_0(%23) : (tensor<32x56x56x256xbf16>) -> tensor<32x56x56x256xbf16>
    %25 = stablehlo.convolution(%24, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x256xbf16>, tensor<1x1x256x64xbf16>) -> tensor<32x56x56x64xbf16>
    %26 = stablehlo.broadcast_in_dim %arg11, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %28 = stablehlo.multiply %25, %27 : tensor<32x56x56x64xbf16>
    %29 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %31 = stablehlo.add %28, %30 : tensor<32x56x56x64xbf16>
    %32 = call @relu(%31) : (tensor<32x56x56x64xbf16>) -> tensor<32x56x56x64xbf16>
    %33 = stablehlo.convolution(%32, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<32x56x56x64xbf16>
    %34 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %36 = stablehlo.multiply %33, %35 : tensor<32x56x56x64xbf16>
    %37 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %39 = stablehlo.add %36, %38 : tensor<32x56x56x64xbf16>
    %40 = call @relu(%39) : (tensor<32x56x56x64xbf16>) -> tensor<32x56x56x64xbf16>
    %41 = stablehlo.convolution(%40, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xbf16>, tensor<1x1x64x256xbf16>) -> tensor<32x56x56x256xbf16>
    %42 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<256xbf16>) -> tensor<1x1x1x256xbf16>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xbf16>) -> tensor<32x56x56x256xbf16>
    %44 = stablehlo.multiply %41, %43 : tensor<32x56x56x256xbf16>
    %45 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<256xbf16>) -> tensor<1x1x1x256xbf16>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xbf16>) -> tensor<32x56x56x256xbf16>
    %47 = stablehlo.add %44, %46 : tensor<32x56x56x256xbf16>
    %48 = stablehlo.add %24, %47 : tensor<32x56x56x256xbf16>
    %49 = call @relu_0(%48) : (tensor<32x56x56x256xbf16>) -> tensor<32x56x56x256xbf16>
    %50 = stablehlo.convolution(%49, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x256xbf16>, tensor<1x1x256x64xbf16>) -> tensor<32x56x56x64xbf16>
    %51 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %53 = stablehlo.multiply %50, %52 : tensor<32x56x56x64xbf16>
    %54 = stablehlo.broadcast_in_dim %arg21, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %56 = stablehlo.add %53, %55 : tensor<32x56x56x64xbf16>
    %57 = call @relu(%56) : (tensor<32x56x56x64xbf16>) -> tensor<32x56x56x64xbf16>
    %58 = stablehlo.convolution(%57, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<32x56x56x64xbf16>
    %59 = stablehlo.broadcast_in_dim %arg23, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %61 = stablehlo.multiply %58, %60 : tensor<32x56x56x64xbf16>
    %62 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<32x56x56x64xbf16>
    %64 = stablehlo.add %61, %63 : tensor<32x56x56x64xbf16>
    %65 = call @relu(%64) : (tensor<32x56x56x64xbf16>) -> tensor<32x56x56x64xbf16>
    %66 = stablehlo.convolution(%65, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x56x56x64xbf16>, tensor<1x1x64x256xbf16>) -> tensor<32x56x56x256xbf16>
    %67 = stablehlo.broadcast_in_dim %arg26, dims = [3] : (tensor<256xbf16>) -> tensor<1x1x1x256xbf16>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xbf16>) -> tensor<32x56x56x256xbf16>
    %69 = stablehlo.multiply %66, %68 : tensor<32x56x56x256xbf16>
    %70 = stablehlo.broadcast_in_dim %arg27, dims = [3] : (tensor<256xbf16>) -> tensor<1x1x1x256xbf16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xbf16>) -> tensor<32x56x56x256xbf16>
    %72 = stablehlo.add %69, %71 : tensor<32x56x56x256xbf16>
    %73 = stablehlo.add %49, %72 : tensor<32x56x56x256xbf16>
    %74 = call @relu_0(%73) : (tensor<32x56x56x256xbf16>) -> tensor<32x56x56x256xbf16>
    return %74 : tensor<32x56x56x256xbf16>
  }
  func.func private @relu(%arg0: tensor<32x56x56x64xbf16>) -> tensor<32x56x56x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x56x56x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x56x56x64xbf16>
    return %1 : tensor<32x56x56x64xbf16>
  }
  func.func private @relu_0(%arg0: tensor<32x56x56x256xbf16>) -> tensor<32x56x56x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x56x56x256xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x56x56x256xbf16>
    return %1 : tensor<32x56x56x256xbf16>
  }
}
