module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<37x300xf32>, %arg1: tensor<300x45xf32>, %arg2: tensor<45x300xf32>, %arg3: tensor<300x37xf32>, %arg4: tensor<2x19x40xf32>, %arg5: tensor<40x72xf32>, %arg6: tensor<2x33x4x16xf32>, %arg7: tensor<2x40x4x16xf32>, %arg8: tensor<2x40x4x16xf32>, %arg9: tensor<6x10x12xf32>, %arg10: tensor<10x12x35xf32>, %arg11: tensor<3x1x20x30xf32>, %arg12: tensor<1x5x30x40xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<2x24x64xf32>, %arg16: tensor<64x96xf32>, %arg17: tensor<100xf32>) -> (tensor<37x45xf32> {jax.result_info = "result[0]"}, tensor<37x45xf32> {jax.result_info = "result[1]"}, tensor<37x45xf32> {jax.result_info = "result[2]"}, tensor<2x19x72xf32> {jax.result_info = "result[3]"}, tensor<2x4x33x40xf32> {jax.result_info = "result[4]"}, tensor<2x33x4x16xf32> {jax.result_info = "result[5]"}, tensor<6x35xf32> {jax.result_info = "result[6]"}, tensor<3x5x20x40xf32> {jax.result_info = "result[7]"}, tensor<2x19x72xf32> {jax.result_info = "result[8]"}, tensor<2x19x72xf32> {jax.result_info = "result[9]"}, tensor<2x24x96xf32> {jax.result_info = "result[10]"}, tensor<37xf32> {jax.result_info = "result[11]"}, tensor<37x45xf32> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<37x300xf32>, tensor<300x45xf32>) -> tensor<37x45xf32>
    %1 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<37x300xf32>, tensor<45x300xf32>) -> tensor<37x45xf32>
    %2 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<300x37xf32>, tensor<300x45xf32>) -> tensor<37x45xf32>
    %3 = stablehlo.dot_general %arg4, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x19x40xf32>, tensor<40x72xf32>) -> tensor<2x19x72xf32>
    %4 = stablehlo.dot_general %arg6, %arg7, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x33x4x16xf32>, tensor<2x40x4x16xf32>) -> tensor<2x4x33x40xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x33x40xf32>, tensor<f32>) -> tensor<2x4x33xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x33xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<2x4x33xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x4x33xf32>) -> tensor<2x4x33x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<2x4x33x1xf32>) -> tensor<2x4x33x40xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<2x4x33x40xf32>
    %11 = stablehlo.exponential %10 : tensor<2x4x33x40xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x4x33x40xf32>, tensor<f32>) -> tensor<2x4x33xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x4x33xf32>) -> tensor<2x4x33x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<2x4x33x1xf32>) -> tensor<2x4x33x40xf32>
    %15 = stablehlo.divide %11, %14 : tensor<2x4x33x40xf32>
    %16 = stablehlo.dot_general %arg8, %15, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x40x4x16xf32>, tensor<2x4x33x40xf32>) -> tensor<2x4x16x33xf32>
    %17 = stablehlo.transpose %16, dims = [0, 3, 1, 2] : (tensor<2x4x16x33xf32>) -> tensor<2x33x4x16xf32>
    %18 = stablehlo.dot_general %arg9, %arg10, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<6x10x12xf32>, tensor<10x12x35xf32>) -> tensor<6x35xf32>
    %19 = stablehlo.reshape %arg11 : (tensor<3x1x20x30xf32>) -> tensor<3x20x30xf32>
    %20 = stablehlo.reshape %arg12 : (tensor<1x5x30x40xf32>) -> tensor<5x30x40xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x20x30xf32>, tensor<5x30x40xf32>) -> tensor<3x20x5x40xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] : (tensor<3x20x5x40xf32>) -> tensor<3x5x20x40xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x19x40xf32>
    %24 = stablehlo.multiply %23, %arg4 : tensor<2x19x40xf32>
    %25 = stablehlo.negate %arg4 : tensor<2x19x40xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x19x40xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<2x19x40xf32>
    %28 = chlo.erfc %27 : tensor<2x19x40xf32> -> tensor<2x19x40xf32>
    %29 = stablehlo.multiply %24, %28 : tensor<2x19x40xf32>
    %30 = stablehlo.dot_general %29, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x19x40xf32>, tensor<40x72xf32>) -> tensor<2x19x72xf32>
    %31 = stablehlo.multiply %arg4, %arg4 : tensor<2x19x40xf32>
    %32 = stablehlo.multiply %31, %arg4 : tensor<2x19x40xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x19x40xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<2x19x40xf32>
    %35 = stablehlo.add %arg4, %34 : tensor<2x19x40xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x19x40xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2x19x40xf32>
    %38 = stablehlo.tanh %37 : tensor<2x19x40xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x19x40xf32>
    %40 = stablehlo.add %39, %38 : tensor<2x19x40xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x19x40xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<2x19x40xf32>
    %43 = stablehlo.multiply %arg4, %42 : tensor<2x19x40xf32>
    %44 = stablehlo.dot_general %43, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x19x40xf32>, tensor<40x72xf32>) -> tensor<2x19x72xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%arg15 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x24x64xf32>, tensor<f32>) -> tensor<2x24xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x24x1xf32>
    %48 = stablehlo.divide %46, %47 : tensor<2x24x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<2x24x1xf32>) -> tensor<2x24x64xf32>
    %50 = stablehlo.subtract %arg15, %49 : tensor<2x24x64xf32>
    %51 = stablehlo.multiply %50, %50 : tensor<2x24x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x24x64xf32>, tensor<f32>) -> tensor<2x24xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x24x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<2x24x1xf32>
    %56 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<2x24x1xf32>) -> tensor<2x24x64xf32>
    %57 = stablehlo.subtract %arg15, %56 : tensor<2x24x64xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x24x1xf32>
    %59 = stablehlo.add %55, %58 : tensor<2x24x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<2x24x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x24x1xf32>) -> tensor<2x24x64xf32>
    %62 = stablehlo.multiply %57, %61 : tensor<2x24x64xf32>
    %63 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x24x64xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<2x24x64xf32>
    %66 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x24x64xf32>
    %68 = stablehlo.add %65, %67 : tensor<2x24x64xf32>
    %69 = stablehlo.dot_general %68, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x24x64xf32>, tensor<64x96xf32>) -> tensor<2x24x96xf32>
    %70 = stablehlo.concatenate %arg17, %arg17, %arg17, dim = 0 : (tensor<100xf32>, tensor<100xf32>, tensor<100xf32>) -> tensor<300xf32>
    %71 = stablehlo.dot_general %arg0, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<37x300xf32>, tensor<300xf32>) -> tensor<37xf32>
    %cst_13 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<37x300xf32>
    %73 = stablehlo.multiply %arg0, %72 : tensor<37x300xf32>
    %74 = stablehlo.exponential %73 : tensor<37x300xf32>
    %75 = stablehlo.dot_general %74, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<37x300xf32>, tensor<300x45xf32>) -> tensor<37x45xf32>
    return %0, %1, %2, %3, %4, %17, %18, %22, %30, %44, %69, %71, %75 : tensor<37x45xf32>, tensor<37x45xf32>, tensor<37x45xf32>, tensor<2x19x72xf32>, tensor<2x4x33x40xf32>, tensor<2x33x4x16xf32>, tensor<6x35xf32>, tensor<3x5x20x40xf32>, tensor<2x19x72xf32>, tensor<2x19x72xf32>, tensor<2x24x96xf32>, tensor<37xf32>, tensor<37x45xf32>
  }
}
