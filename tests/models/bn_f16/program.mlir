module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16x16x32xf16>) -> (tensor<8x16x16x32xf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[9.990230e-01, 1.120120e+00, 1.065430e+00, 9.238280e-01, 9.462890e-01, 1.015630e+00, 9.907220e-01, 9.462890e-01, 1.010740e+00, 8.959960e-01, 9.506830e-01, 1.126950e+00, 9.711910e-01, 9.892570e-01, 1.053710e+00, 7.978520e-01, 1.174800e+00, 1.041990e+00, 1.201170e+00, 1.130860e+00, 1.042970e+00, 1.034180e+00, 9.375000e-01, 1.081050e+00, 8.940420e-01, 1.022460e+00, 9.458000e-01, 1.008790e+00, 9.409170e-01, 1.086910e+00, 9.887690e-01, 9.511710e-01]> : tensor<32xf16>
    %cst_0 = stablehlo.constant dense<[1.038210e-01, -7.562260e-02, -3.361700e-05, -8.239740e-02, 1.632080e-01, -6.335440e-02, -1.307370e-01, 1.223140e-01, -1.232910e-01, -7.678220e-02, 2.207030e-01, 5.999760e-02, -3.454590e-02, -2.664180e-02, -9.820550e-02, 4.779820e-03, 7.879640e-02, -7.879640e-02, -1.018680e-01, 7.694240e-03, 2.337650e-02, -8.526610e-02, -1.580810e-01, 8.203130e-02, 2.940370e-02, 1.969910e-02, 1.811520e-01, 1.128390e-02, -2.416990e-02, -2.220150e-02, -7.806400e-02, 4.287720e-02]> : tensor<32xf16>
    %0 = stablehlo.convert %arg0 : (tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_2 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32xf32>
    %4 = stablehlo.convert %arg0 : (tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_var(%4, %c) : (tensor<8x16x16x32xf32>, tensor<i32>) -> tensor<32xf32>
    %6 = stablehlo.convert %3 : (tensor<32xf32>) -> tensor<32xf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [3] : (tensor<32xf16>) -> tensor<1x1x1x32xf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf16>) -> tensor<8x16x16x32xf16>
    %9 = stablehlo.subtract %arg0, %8 : tensor<8x16x16x32xf16>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.add %5, %10 : tensor<32xf32>
    %12 = stablehlo.rsqrt %11 : tensor<32xf32>
    %13 = stablehlo.convert %12 : (tensor<32xf32>) -> tensor<32xf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [3] : (tensor<32xf16>) -> tensor<1x1x1x32xf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf16>) -> tensor<8x16x16x32xf16>
    %16 = stablehlo.multiply %9, %15 : tensor<8x16x16x32xf16>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [3] : (tensor<32xf16>) -> tensor<1x1x1x32xf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf16>) -> tensor<8x16x16x32xf16>
    %19 = stablehlo.multiply %16, %18 : tensor<8x16x16x32xf16>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [3] : (tensor<32xf16>) -> tensor<1x1x1x32xf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf16>) -> tensor<8x16x16x32xf16>
    %22 = stablehlo.add %19, %21 : tensor<8x16x16x32xf16>
    %23 = call @relu(%22) : (tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16>
    return %23 : tensor<8x16x16x32xf16>
  }
  func.func private @_var(%arg0: tensor<8x16x16x32xf32>, %arg1: tensor<i32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x16x32xf32>
    %6 = chlo.square %5 : tensor<8x16x16x32xf32> -> tensor<8x16x16x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.divide %9, %10 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = call @_where(%12, %11, %cst_4) : (tensor<i1>, tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
    return %13 : tensor<32xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<32xf32>, %arg2: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<8x16x16x32xf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x32xf16>
    return %1 : tensor<8x16x16x32xf16>
  }
}
