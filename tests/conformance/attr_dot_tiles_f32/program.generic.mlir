"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<37x300xf32>, tensor<300x45xf32>, tensor<45x300xf32>, tensor<300x37xf32>, tensor<2x19x40xf32>, tensor<40x72xf32>, tensor<2x33x4x16xf32>, tensor<2x40x4x16xf32>, tensor<2x40x4x16xf32>, tensor<6x10x12xf32>, tensor<10x12x35xf32>, tensor<3x1x20x30xf32>, tensor<1x5x30x40xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x24x64xf32>, tensor<64x96xf32>, tensor<100xf32>) -> (tensor<37x45xf32>, tensor<37x45xf32>, tensor<37x45xf32>, tensor<2x19x72xf32>, tensor<2x4x33x40xf32>, tensor<2x33x4x16xf32>, tensor<6x35xf32>, tensor<3x5x20x40xf32>, tensor<2x19x72xf32>, tensor<2x19x72xf32>, tensor<2x24x96xf32>, tensor<37xf32>, tensor<37x45xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<37x300xf32>, %arg1: tensor<300x45xf32>, %arg2: tensor<45x300xf32>, %arg3: tensor<300x37xf32>, %arg4: tensor<2x19x40xf32>, %arg5: tensor<40x72xf32>, %arg6: tensor<2x33x4x16xf32>, %arg7: tensor<2x40x4x16xf32>, %arg8: tensor<2x40x4x16xf32>, %arg9: tensor<6x10x12xf32>, %arg10: tensor<10x12x35xf32>, %arg11: tensor<3x1x20x30xf32>, %arg12: tensor<1x5x30x40xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<2x24x64xf32>, %arg16: tensor<64x96xf32>, %arg17: tensor<100xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<37x300xf32>, tensor<300x45xf32>) -> tensor<37x45xf32>
    %1 = "stablehlo.dot_general"(%arg0, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<37x300xf32>, tensor<45x300xf32>) -> tensor<37x45xf32>
    %2 = "stablehlo.dot_general"(%arg3, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<300x37xf32>, tensor<300x45xf32>) -> tensor<37x45xf32>
    %3 = "stablehlo.dot_general"(%arg4, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x19x40xf32>, tensor<40x72xf32>) -> tensor<2x19x72xf32>
    %4 = "stablehlo.dot_general"(%arg6, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x33x4x16xf32>, tensor<2x40x4x16xf32>) -> tensor<2x4x33x40xf32>
    %5 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %94 = "stablehlo.maximum"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%94) : (tensor<f32>) -> ()
    }) : (tensor<2x4x33x40xf32>, tensor<f32>) -> tensor<2x4x33xf32>
    %7 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x33xf32>
    %9 = "stablehlo.maximum"(%8, %6) : (tensor<2x4x33xf32>, tensor<2x4x33xf32>) -> tensor<2x4x33xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x33xf32>) -> tensor<2x4x33x1xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x33x1xf32>) -> tensor<2x4x33x40xf32>
    %12 = "stablehlo.subtract"(%4, %11) : (tensor<2x4x33x40xf32>, tensor<2x4x33x40xf32>) -> tensor<2x4x33x40xf32>
    %13 = "stablehlo.exponential"(%12) : (tensor<2x4x33x40xf32>) -> tensor<2x4x33x40xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %93 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%93) : (tensor<f32>) -> ()
    }) : (tensor<2x4x33x40xf32>, tensor<f32>) -> tensor<2x4x33xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x33xf32>) -> tensor<2x4x33x1xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x33x1xf32>) -> tensor<2x4x33x40xf32>
    %18 = "stablehlo.divide"(%13, %17) : (tensor<2x4x33x40xf32>, tensor<2x4x33x40xf32>) -> tensor<2x4x33x40xf32>
    %19 = "stablehlo.dot_general"(%arg8, %18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x40x4x16xf32>, tensor<2x4x33x40xf32>) -> tensor<2x4x16x33xf32>
    %20 = "stablehlo.transpose"(%19) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x16x33xf32>) -> tensor<2x33x4x16xf32>
    %21 = "stablehlo.dot_general"(%arg9, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x10x12xf32>, tensor<10x12x35xf32>) -> tensor<6x35xf32>
    %22 = "stablehlo.reshape"(%arg11) : (tensor<3x1x20x30xf32>) -> tensor<3x20x30xf32>
    %23 = "stablehlo.reshape"(%arg12) : (tensor<1x5x30x40xf32>) -> tensor<5x30x40xf32>
    %24 = "stablehlo.dot_general"(%22, %23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x20x30xf32>, tensor<5x30x40xf32>) -> tensor<3x20x5x40xf32>
    %25 = "stablehlo.transpose"(%24) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<3x20x5x40xf32>) -> tensor<3x5x20x40xf32>
    %26 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x19x40xf32>
    %28 = "stablehlo.multiply"(%27, %arg4) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %29 = "stablehlo.negate"(%arg4) : (tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %30 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x19x40xf32>
    %32 = "stablehlo.multiply"(%29, %31) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %33 = "chlo.erfc"(%32) : (tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %34 = "stablehlo.multiply"(%28, %33) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %35 = "stablehlo.dot_general"(%34, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x19x40xf32>, tensor<40x72xf32>) -> tensor<2x19x72xf32>
    %36 = "stablehlo.multiply"(%arg4, %arg4) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %37 = "stablehlo.multiply"(%36, %arg4) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %38 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x19x40xf32>
    %40 = "stablehlo.multiply"(%39, %37) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %41 = "stablehlo.add"(%arg4, %40) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %42 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x19x40xf32>
    %44 = "stablehlo.multiply"(%43, %41) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %45 = "stablehlo.tanh"(%44) : (tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %46 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x19x40xf32>
    %48 = "stablehlo.add"(%47, %45) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %49 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x19x40xf32>
    %51 = "stablehlo.multiply"(%50, %48) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %52 = "stablehlo.multiply"(%arg4, %51) : (tensor<2x19x40xf32>, tensor<2x19x40xf32>) -> tensor<2x19x40xf32>
    %53 = "stablehlo.dot_general"(%52, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x19x40xf32>, tensor<40x72xf32>) -> tensor<2x19x72xf32>
    %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.reduce"(%arg15, %54) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %92 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%92) : (tensor<f32>) -> ()
    }) : (tensor<2x24x64xf32>, tensor<f32>) -> tensor<2x24xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %57 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x24x1xf32>
    %59 = "stablehlo.divide"(%56, %58) : (tensor<2x24x1xf32>, tensor<2x24x1xf32>) -> tensor<2x24x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x24x1xf32>) -> tensor<2x24x64xf32>
    %61 = "stablehlo.subtract"(%arg15, %60) : (tensor<2x24x64xf32>, tensor<2x24x64xf32>) -> tensor<2x24x64xf32>
    %62 = "stablehlo.multiply"(%61, %61) : (tensor<2x24x64xf32>, tensor<2x24x64xf32>) -> tensor<2x24x64xf32>
    %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %91 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%91) : (tensor<f32>) -> ()
    }) : (tensor<2x24x64xf32>, tensor<f32>) -> tensor<2x24xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x24xf32>) -> tensor<2x24x1xf32>
    %66 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x24x1xf32>
    %68 = "stablehlo.divide"(%65, %67) : (tensor<2x24x1xf32>, tensor<2x24x1xf32>) -> tensor<2x24x1xf32>
    %69 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x24x1xf32>) -> tensor<2x24x64xf32>
    %70 = "stablehlo.subtract"(%arg15, %69) : (tensor<2x24x64xf32>, tensor<2x24x64xf32>) -> tensor<2x24x64xf32>
    %71 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x24x1xf32>
    %73 = "stablehlo.add"(%68, %72) : (tensor<2x24x1xf32>, tensor<2x24x1xf32>) -> tensor<2x24x1xf32>
    %74 = "stablehlo.rsqrt"(%73) : (tensor<2x24x1xf32>) -> tensor<2x24x1xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x24x1xf32>) -> tensor<2x24x64xf32>
    %76 = "stablehlo.multiply"(%70, %75) : (tensor<2x24x64xf32>, tensor<2x24x64xf32>) -> tensor<2x24x64xf32>
    %77 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x24x64xf32>
    %79 = "stablehlo.multiply"(%76, %78) : (tensor<2x24x64xf32>, tensor<2x24x64xf32>) -> tensor<2x24x64xf32>
    %80 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x24x64xf32>
    %82 = "stablehlo.add"(%79, %81) : (tensor<2x24x64xf32>, tensor<2x24x64xf32>) -> tensor<2x24x64xf32>
    %83 = "stablehlo.dot_general"(%82, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x24x64xf32>, tensor<64x96xf32>) -> tensor<2x24x96xf32>
    %84 = "stablehlo.concatenate"(%arg17, %arg17, %arg17) <{dimension = 0 : i64}> : (tensor<100xf32>, tensor<100xf32>, tensor<100xf32>) -> tensor<300xf32>
    %85 = "stablehlo.dot_general"(%arg0, %84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<37x300xf32>, tensor<300xf32>) -> tensor<37xf32>
    %86 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<37x300xf32>
    %88 = "stablehlo.multiply"(%arg0, %87) : (tensor<37x300xf32>, tensor<37x300xf32>) -> tensor<37x300xf32>
    %89 = "stablehlo.exponential"(%88) : (tensor<37x300xf32>) -> tensor<37x300xf32>
    %90 = "stablehlo.dot_general"(%89, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<37x300xf32>, tensor<300x45xf32>) -> tensor<37x45xf32>
    "func.return"(%0, %1, %2, %3, %4, %20, %21, %25, %35, %53, %83, %85, %90) : (tensor<37x45xf32>, tensor<37x45xf32>, tensor<37x45xf32>, tensor<2x19x72xf32>, tensor<2x4x33x40xf32>, tensor<2x33x4x16xf32>, tensor<6x35xf32>, tensor<3x5x20x40xf32>, tensor<2x19x72xf32>, tensor<2x19x72xf32>, tensor<2x24x96xf32>, tensor<37xf32>, tensor<37x45xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
