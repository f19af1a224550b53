"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8xf32>, tensor<8x3xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<4x8xf32>, %arg8: tensor<8x3xf32>):
    %15 = "stablehlo.constant"() <{value = dense<6.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %17 = "stablehlo.multiply"(%arg7, %16) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %18 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %20 = "stablehlo.multiply"(%arg7, %19) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %21 = "stablehlo.convert"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %22 = "stablehlo.convert"(%21) : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %23 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %26 = "func.call"(%22, %23, %24, %25) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %27 = "stablehlo.convert"(%20) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %28 = "stablehlo.convert"(%27) : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %29 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %32 = "func.call"(%28, %29, %30, %31) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %33 = "stablehlo.convert"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %34 = "stablehlo.convert"(%33) : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %35 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %38 = "func.call"(%34, %35, %36, %37) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %39 = "stablehlo.convert"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %40 = "stablehlo.convert"(%39) : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %41 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %44 = "func.call"(%40, %41, %42, %43) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %45 = "stablehlo.convert"(%20) : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %46 = "stablehlo.convert"(%45) : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %47 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %50 = "func.call"(%46, %47, %48, %49) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %51 = "stablehlo.convert"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %52 = "stablehlo.convert"(%51) : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %53 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %56 = "func.call"(%52, %53, %54, %55) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %57 = "stablehlo.convert"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FNUZ>
    %58 = "stablehlo.convert"(%57) : (tensor<4x8xf8E4M3FNUZ>) -> tensor<4x8xf32>
    %59 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %62 = "func.call"(%58, %59, %60, %61) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %63 = "stablehlo.convert"(%20) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FNUZ>
    %64 = "stablehlo.convert"(%63) : (tensor<4x8xf8E4M3FNUZ>) -> tensor<4x8xf32>
    %65 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %68 = "func.call"(%64, %65, %66, %67) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %69 = "stablehlo.convert"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FNUZ>
    %70 = "stablehlo.convert"(%69) : (tensor<4x8xf8E4M3FNUZ>) -> tensor<4x8xf32>
    %71 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %74 = "func.call"(%70, %71, %72, %73) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %75 = "stablehlo.convert"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2FNUZ>
    %76 = "stablehlo.convert"(%75) : (tensor<4x8xf8E5M2FNUZ>) -> tensor<4x8xf32>
    %77 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %80 = "func.call"(%76, %77, %78, %79) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %81 = "stablehlo.convert"(%20) : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2FNUZ>
    %82 = "stablehlo.convert"(%81) : (tensor<4x8xf8E5M2FNUZ>) -> tensor<4x8xf32>
    %83 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %86 = "func.call"(%82, %83, %84, %85) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %87 = "stablehlo.convert"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2FNUZ>
    %88 = "stablehlo.convert"(%87) : (tensor<4x8xf8E5M2FNUZ>) -> tensor<4x8xf32>
    %89 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %92 = "func.call"(%88, %89, %90, %91) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %93 = "stablehlo.convert"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3B11FNUZ>
    %94 = "stablehlo.convert"(%93) : (tensor<4x8xf8E4M3B11FNUZ>) -> tensor<4x8xf32>
    %95 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %98 = "func.call"(%94, %95, %96, %97) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %99 = "stablehlo.convert"(%20) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3B11FNUZ>
    %100 = "stablehlo.convert"(%99) : (tensor<4x8xf8E4M3B11FNUZ>) -> tensor<4x8xf32>
    %101 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %104 = "func.call"(%100, %101, %102, %103) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %105 = "stablehlo.convert"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3B11FNUZ>
    %106 = "stablehlo.convert"(%105) : (tensor<4x8xf8E4M3B11FNUZ>) -> tensor<4x8xf32>
    %107 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %110 = "func.call"(%106, %107, %108, %109) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %111 = "stablehlo.convert"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3>
    %112 = "stablehlo.convert"(%111) : (tensor<4x8xf8E4M3>) -> tensor<4x8xf32>
    %113 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %116 = "func.call"(%112, %113, %114, %115) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %117 = "stablehlo.convert"(%20) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3>
    %118 = "stablehlo.convert"(%117) : (tensor<4x8xf8E4M3>) -> tensor<4x8xf32>
    %119 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %122 = "func.call"(%118, %119, %120, %121) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %123 = "stablehlo.convert"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3>
    %124 = "stablehlo.convert"(%123) : (tensor<4x8xf8E4M3>) -> tensor<4x8xf32>
    %125 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %128 = "func.call"(%124, %125, %126, %127) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %129 = "stablehlo.convert"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xf8E3M4>
    %130 = "stablehlo.convert"(%129) : (tensor<4x8xf8E3M4>) -> tensor<4x8xf32>
    %131 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %134 = "func.call"(%130, %131, %132, %133) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %135 = "stablehlo.convert"(%20) : (tensor<4x8xf32>) -> tensor<4x8xf8E3M4>
    %136 = "stablehlo.convert"(%135) : (tensor<4x8xf8E3M4>) -> tensor<4x8xf32>
    %137 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %140 = "func.call"(%136, %137, %138, %139) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %141 = "stablehlo.convert"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf8E3M4>
    %142 = "stablehlo.convert"(%141) : (tensor<4x8xf8E3M4>) -> tensor<4x8xf32>
    %143 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %146 = "func.call"(%142, %143, %144, %145) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %147 = "stablehlo.convert"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %148 = "stablehlo.convert"(%147) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    %149 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.constant"() <{value = dense<1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %152 = "func.call"(%148, %149, %150, %151) <{callee = @nan_to_num}> : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %153 = "stablehlo.convert"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %154 = "stablehlo.convert"(%arg8) : (tensor<8x3xf32>) -> tensor<8x3xf8E5M2>
    %155 = "stablehlo.dot_general"(%153, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf8E4M3FN>, tensor<8x3xf8E5M2>) -> tensor<4x3xf32>
    "func.return"(%26, %32, %38, %44, %50, %56, %62, %68, %74, %80, %86, %92, %98, %104, %110, %116, %122, %128, %134, %140, %146, %152, %155) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "nan_to_num", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x8xf32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>):
    %2 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %3 = "stablehlo.convert"(%arg4) : (tensor<f32>) -> tensor<f32>
    %4 = "func.call"(%2, %3, %arg3) <{callee = @_where}> : (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %7 = "stablehlo.compare"(%4, %6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %8 = "stablehlo.convert"(%arg6) : (tensor<f32>) -> tensor<f32>
    %9 = "func.call"(%7, %8, %4) <{callee = @_where}> : (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %10 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %13 = "stablehlo.convert"(%arg5) : (tensor<f32>) -> tensor<f32>
    %14 = "func.call"(%12, %13, %9) <{callee = @_where}> : (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%14) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x8xi1>, %arg1: tensor<f32>, %arg2: tensor<4x8xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %1 = "stablehlo.select"(%arg0, %0, %arg2) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%1) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
