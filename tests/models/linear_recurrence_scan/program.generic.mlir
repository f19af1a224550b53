"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9x3xf32>, tensor<9x3xf32>, tensor<2xf32>) -> (tensor<9x3xf32>, tensor<9x3xf32>, tensor<25x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg8: tensor<9x3xf32>, %arg9: tensor<9x3xf32>, %arg10: tensor<2xf32>):
    %9 = "stablehlo.slice"(%arg8) <{limit_indices = array<i64: 8, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %10 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 8, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %11 = "stablehlo.slice"(%arg8) <{limit_indices = array<i64: 9, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %12 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 9, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %13 = "stablehlo.multiply"(%11, %9) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %14 = "stablehlo.multiply"(%11, %10) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %15 = "stablehlo.add"(%14, %12) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %16 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %17 = "stablehlo.slice"(%15) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %18 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %19 = "stablehlo.slice"(%15) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %20 = "stablehlo.multiply"(%18, %16) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %21 = "stablehlo.multiply"(%18, %17) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %22 = "stablehlo.add"(%21, %19) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %23 = "stablehlo.slice"(%22) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %24 = "stablehlo.slice"(%20) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %25 = "stablehlo.slice"(%22) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %26 = "stablehlo.multiply"(%24, %23) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %27 = "stablehlo.add"(%26, %25) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %28 = "stablehlo.slice"(%27) <{limit_indices = array<i64: 0, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x3xf32>) -> tensor<0x3xf32>
    %29 = "stablehlo.slice"(%20) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<0x3xf32>
    %30 = "stablehlo.slice"(%22) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<2x3xf32>) -> tensor<0x3xf32>
    %31 = "stablehlo.multiply"(%29, %28) : (tensor<0x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
    %32 = "stablehlo.add"(%31, %30) : (tensor<0x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
    %33 = "stablehlo.slice"(%22) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %34 = "stablehlo.concatenate"(%33, %32) <{dimension = 0 : i64}> : (tensor<1x3xf32>, tensor<0x3xf32>) -> tensor<1x3xf32>
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.pad"(%34, %35) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.pad"(%27, %37) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %39 = "stablehlo.add"(%36, %38) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %40 = "stablehlo.slice"(%39) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %41 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %42 = "stablehlo.slice"(%15) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %43 = "stablehlo.multiply"(%41, %40) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %44 = "stablehlo.add"(%43, %42) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %45 = "stablehlo.slice"(%15) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %46 = "stablehlo.concatenate"(%45, %44) <{dimension = 0 : i64}> : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.pad"(%46, %47) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.pad"(%39, %49) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %51 = "stablehlo.add"(%48, %50) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %52 = "stablehlo.slice"(%arg8) <{limit_indices = array<i64: 9, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %53 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 9, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<9x3xf32>) -> tensor<4x3xf32>
    %54 = "stablehlo.multiply"(%52, %51) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %55 = "stablehlo.add"(%54, %53) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %56 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<9x3xf32>) -> tensor<1x3xf32>
    %57 = "stablehlo.concatenate"(%56, %55) <{dimension = 0 : i64}> : (tensor<1x3xf32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.pad"(%57, %58) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<5x3xf32>, tensor<f32>) -> tensor<9x3xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.pad"(%51, %60) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<4x3xf32>, tensor<f32>) -> tensor<9x3xf32>
    %62 = "stablehlo.add"(%59, %61) : (tensor<9x3xf32>, tensor<9x3xf32>) -> tensor<9x3xf32>
    %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x3xf32>
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68:5 = "stablehlo.while"(%arg8, %arg9, %67, %64, %66) ({
    ^bb0(%arg22: tensor<9x3xf32>, %arg23: tensor<9x3xf32>, %arg24: tensor<i32>, %arg25: tensor<3xf32>, %arg26: tensor<9x3xf32>):
      %166 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
      %167 = "stablehlo.compare"(%arg24, %166) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%167) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<9x3xf32>, %arg18: tensor<9x3xf32>, %arg19: tensor<i32>, %arg20: tensor<3xf32>, %arg21: tensor<9x3xf32>):
      %159 = "func.call"(%arg17, %arg19) <{callee = @dynamic_index_in_dim}> : (tensor<9x3xf32>, tensor<i32>) -> tensor<3xf32>
      %160 = "func.call"(%arg18, %arg19) <{callee = @dynamic_index_in_dim}> : (tensor<9x3xf32>, tensor<i32>) -> tensor<3xf32>
      %161 = "stablehlo.multiply"(%159, %arg20) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %162 = "stablehlo.add"(%161, %160) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %163 = "func.call"(%arg21, %162, %arg19) <{callee = @dynamic_update_index_in_dim}> : (tensor<9x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<9x3xf32>
      %164 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %165 = "stablehlo.add"(%arg19, %164) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg17, %arg18, %165, %162, %163) : (tensor<9x3xf32>, tensor<9x3xf32>, tensor<i32>, tensor<3xf32>, tensor<9x3xf32>) -> ()
    }) : (tensor<9x3xf32>, tensor<9x3xf32>, tensor<i32>, tensor<3xf32>, tensor<9x3xf32>) -> (tensor<9x3xf32>, tensor<9x3xf32>, tensor<i32>, tensor<3xf32>, tensor<9x3xf32>)
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<25x2xf32>
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72:3 = "stablehlo.while"(%71, %arg10, %70) ({
    ^bb0(%arg14: tensor<i32>, %arg15: tensor<2xf32>, %arg16: tensor<25x2xf32>):
      %157 = "stablehlo.constant"() <{value = dense<25> : tensor<i32>}> : () -> tensor<i32>
      %158 = "stablehlo.compare"(%arg14, %157) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%158) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg11: tensor<i32>, %arg12: tensor<2xf32>, %arg13: tensor<25x2xf32>):
      %73 = "stablehlo.slice"(%arg12) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %74 = "stablehlo.reshape"(%73) : (tensor<1xf32>) -> tensor<f32>
      %75 = "stablehlo.slice"(%arg12) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %76 = "stablehlo.reshape"(%75) : (tensor<1xf32>) -> tensor<f32>
      %77 = "stablehlo.sine"(%76) : (tensor<f32>) -> tensor<f32>
      %78 = "stablehlo.negate"(%77) : (tensor<f32>) -> tensor<f32>
      %79 = "stablehlo.slice"(%arg12) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %80 = "stablehlo.reshape"(%79) : (tensor<1xf32>) -> tensor<f32>
      %81 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %82 = "stablehlo.multiply"(%81, %80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %83 = "stablehlo.subtract"(%78, %82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %84 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %85 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %86 = "stablehlo.concatenate"(%84, %85) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %87 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %89 = "stablehlo.multiply"(%88, %86) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %90 = "stablehlo.add"(%arg12, %89) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %91 = "stablehlo.slice"(%90) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %92 = "stablehlo.reshape"(%91) : (tensor<1xf32>) -> tensor<f32>
      %93 = "stablehlo.slice"(%90) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %94 = "stablehlo.reshape"(%93) : (tensor<1xf32>) -> tensor<f32>
      %95 = "stablehlo.sine"(%94) : (tensor<f32>) -> tensor<f32>
      %96 = "stablehlo.negate"(%95) : (tensor<f32>) -> tensor<f32>
      %97 = "stablehlo.slice"(%90) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %98 = "stablehlo.reshape"(%97) : (tensor<1xf32>) -> tensor<f32>
      %99 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %100 = "stablehlo.multiply"(%99, %98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %101 = "stablehlo.subtract"(%96, %100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %102 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %103 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %104 = "stablehlo.concatenate"(%102, %103) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %105 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %107 = "stablehlo.multiply"(%106, %104) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %108 = "stablehlo.add"(%arg12, %107) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %109 = "stablehlo.slice"(%108) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %110 = "stablehlo.reshape"(%109) : (tensor<1xf32>) -> tensor<f32>
      %111 = "stablehlo.slice"(%108) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %112 = "stablehlo.reshape"(%111) : (tensor<1xf32>) -> tensor<f32>
      %113 = "stablehlo.sine"(%112) : (tensor<f32>) -> tensor<f32>
      %114 = "stablehlo.negate"(%113) : (tensor<f32>) -> tensor<f32>
      %115 = "stablehlo.slice"(%108) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %116 = "stablehlo.reshape"(%115) : (tensor<1xf32>) -> tensor<f32>
      %117 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %118 = "stablehlo.multiply"(%117, %116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %119 = "stablehlo.subtract"(%114, %118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %120 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %121 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %122 = "stablehlo.concatenate"(%120, %121) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %123 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %125 = "stablehlo.multiply"(%124, %122) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %126 = "stablehlo.add"(%arg12, %125) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %127 = "stablehlo.slice"(%126) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %128 = "stablehlo.reshape"(%127) : (tensor<1xf32>) -> tensor<f32>
      %129 = "stablehlo.slice"(%126) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %130 = "stablehlo.reshape"(%129) : (tensor<1xf32>) -> tensor<f32>
      %131 = "stablehlo.sine"(%130) : (tensor<f32>) -> tensor<f32>
      %132 = "stablehlo.negate"(%131) : (tensor<f32>) -> tensor<f32>
      %133 = "stablehlo.slice"(%126) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %134 = "stablehlo.reshape"(%133) : (tensor<1xf32>) -> tensor<f32>
      %135 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %136 = "stablehlo.multiply"(%135, %134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %137 = "stablehlo.subtract"(%132, %136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %138 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %139 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %140 = "stablehlo.concatenate"(%138, %139) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %141 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %143 = "stablehlo.multiply"(%142, %104) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %144 = "stablehlo.add"(%86, %143) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %145 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %147 = "stablehlo.multiply"(%146, %122) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %148 = "stablehlo.add"(%144, %147) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %149 = "stablehlo.add"(%148, %140) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %150 = "stablehlo.constant"() <{value = dense<0.0166666675> : tensor<f32>}> : () -> tensor<f32>
      %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %152 = "stablehlo.multiply"(%151, %149) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %153 = "stablehlo.add"(%arg12, %152) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %154 = "func.call"(%arg13, %153, %arg11) <{callee = @dynamic_update_index_in_dim_0}> : (tensor<25x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<25x2xf32>
      %155 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %156 = "stablehlo.add"(%arg11, %155) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%156, %153, %154) : (tensor<i32>, tensor<2xf32>, tensor<25x2xf32>) -> ()
    }) : (tensor<i32>, tensor<2xf32>, tensor<25x2xf32>) -> (tensor<i32>, tensor<2xf32>, tensor<25x2xf32>)
    "func.return"(%62, %68#4, %72#2) : (tensor<9x3xf32>, tensor<9x3xf32>, tensor<25x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9x3xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<9x3xf32>, %arg7: tensor<i32>):
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.dynamic_slice"(%arg6, %arg7, %6) <{slice_sizes = array<i64: 1, 3>}> : (tensor<9x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x3xf32>) -> tensor<3xf32>
    "func.return"(%8) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<9x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<9x3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<i32>):
    %3 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.dynamic_update_slice"(%arg3, %3, %arg5, %4) : (tensor<9x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<9x3xf32>
    "func.return"(%5) : (tensor<9x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<25x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<25x2xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<25x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<25x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<25x2xf32>
    "func.return"(%2) : (tensor<25x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
