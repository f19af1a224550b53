"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<8x16x16x32xf16>):
    %28 = "stablehlo.constant"() <{value = dense<[9.990230e-01, 1.120120e+00, 1.065430e+00, 9.238280e-01, 9.462890e-01, 1.015630e+00, 9.907220e-01, 9.462890e-01, 1.010740e+00, 8.959960e-01, 9.506830e-01, 1.126950e+00, 9.711910e-01, 9.892570e-01, 1.053710e+00, 7.978520e-01, 1.174800e+00, 1.041990e+00, 1.201170e+00, 1.130860e+00, 1.042970e+00, 1.034180e+00, 9.375000e-01, 1.081050e+00, 8.940420e-01, 1.022460e+00, 9.458000e-01, 1.008790e+00, 9.409170e-01, 1.086910e+00, 9.887690e-01, 9.511710e-01]> : tensor<32xf16>}> : () -> tensor<32xf16>
    %29 = "stablehlo.constant"() <{value = dense<[1.038210e-01, -7.562260e-02, -3.361700e-05, -8.239740e-02, 1.632080e-01, -6.335440e-02, -1.307370e-01, 1.223140e-01, -1.232910e-01, -7.678220e-02, 2.207030e-01, 5.999760e-02, -3.454590e-02, -2.664180e-02, -9.820550e-02, 4.779820e-03, 7.879640e-02, -7.879640e-02, -1.018680e-01, 7.694240e-03, 2.337650e-02, -8.526610e-02, -1.580810e-01, 8.203130e-02, 2.940370e-02, 1.969910e-02, 1.811520e-01, 1.128390e-02, -2.416990e-02, -2.220150e-02, -7.806400e-02, 4.287720e-02]> : tensor<32xf16>}> : () -> tensor<32xf16>
    %30 = "stablehlo.convert"(%arg10) : (tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %58 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%58) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %33 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %35 = "stablehlo.divide"(%32, %34) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %36 = "stablehlo.convert"(%arg10) : (tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "func.call"(%36, %37) <{callee = @_var}> : (tensor<8x16x16x32xf32>, tensor<i32>) -> tensor<32xf32>
    %39 = "stablehlo.convert"(%35) : (tensor<32xf32>) -> tensor<32xf16>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 3>}> : (tensor<32xf16>) -> tensor<1x1x1x32xf16>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x32xf16>) -> tensor<8x16x16x32xf16>
    %42 = "stablehlo.subtract"(%arg10, %41) : (tensor<8x16x16x32xf16>, tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16>
    %43 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %45 = "stablehlo.add"(%38, %44) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %46 = "stablehlo.rsqrt"(%45) : (tensor<32xf32>) -> tensor<32xf32>
    %47 = "stablehlo.convert"(%46) : (tensor<32xf32>) -> tensor<32xf16>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 3>}> : (tensor<32xf16>) -> tensor<1x1x1x32xf16>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x32xf16>) -> tensor<8x16x16x32xf16>
    %50 = "stablehlo.multiply"(%42, %49) : (tensor<8x16x16x32xf16>, tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16>
    %51 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 3>}> : (tensor<32xf16>) -> tensor<1x1x1x32xf16>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x32xf16>) -> tensor<8x16x16x32xf16>
    %53 = "stablehlo.multiply"(%50, %52) : (tensor<8x16x16x32xf16>, tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16>
    %54 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 3>}> : (tensor<32xf16>) -> tensor<1x1x1x32xf16>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x32xf16>) -> tensor<8x16x16x32xf16>
    %56 = "stablehlo.add"(%53, %55) : (tensor<8x16x16x32xf16>, tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16>
    %57 = "func.call"(%56) <{callee = @relu}> : (tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16>
    "func.return"(%57) : (tensor<8x16x16x32xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x16x16x32xf32>, tensor<i32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<8x16x16x32xf32>, %arg5: tensor<i32>):
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%arg4, %6) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %27 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 3>}> : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %9 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %11 = "stablehlo.divide"(%8, %10) : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %13 = "stablehlo.subtract"(%arg4, %12) : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %14 = "chlo.square"(%13) : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %15 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<f32>
    %16 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.subtract"(%16, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%14, %18) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %26 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %20 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %21 = "stablehlo.divide"(%19, %20) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.compare"(%17, %22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %24 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %25 = "func.call"(%23, %21, %24) <{callee = @_where}> : (tensor<i1>, tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
    "func.return"(%25) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<32xf32>, tensor<f32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<i1>, %arg2: tensor<32xf32>, %arg3: tensor<f32>):
    %3 = "stablehlo.convert"(%arg3) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %5 = "stablehlo.select"(%arg1, %arg2, %4) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%5) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16x16x32xf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<8x16x16x32xf16>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<8x16x16x32xf16>, tensor<8x16x16x32xf16>) -> tensor<8x16x16x32xf16>
    "func.return"(%2) : (tensor<8x16x16x32xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
