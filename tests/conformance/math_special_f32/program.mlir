module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>, %arg3: tensor<10xf32>, %arg4: tensor<10xf32>, %arg5: tensor<10xf32>, %arg6: tensor<10xf32>, %arg7: tensor<14xf32>) -> (tensor<17xf32> {jax.result_info = "result[0]"}, tensor<17xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}, tensor<10xf32> {jax.result_info = "result[5]"}, tensor<14xf32> {jax.result_info = "result[6]"}) {
    %0 = chlo.lgamma %arg0 : tensor<17xf32> -> tensor<17xf32>
    %1 = chlo.digamma %arg0 : tensor<17xf32> -> tensor<17xf32>
    %2 = chlo.polygamma %arg1, %arg2 : tensor<12xf32>, tensor<12xf32> -> tensor<12xf32>
    %3 = chlo.zeta %arg3, %arg4 : tensor<10xf32>, tensor<10xf32> -> tensor<10xf32>
    %4 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %5 = stablehlo.compare NE, %arg6, %arg6, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %6 = stablehlo.or %4, %5 : tensor<10xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %8 = stablehlo.compare EQ, %arg6, %7, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.compare EQ, %arg5, %9, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.compare EQ, %arg5, %11, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %14 = stablehlo.compare EQ, %arg6, %13, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.compare LT, %arg6, %15, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %18 = stablehlo.compare LT, %arg5, %17, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %19 = stablehlo.and %12, %14 : tensor<10xi1>
    %20 = stablehlo.and %10, %8 : tensor<10xi1>
    %21 = stablehlo.or %16, %18 : tensor<10xi1>
    %22 = stablehlo.or %21, %19 : tensor<10xi1>
    %23 = stablehlo.or %22, %20 : tensor<10xi1>
    %24 = stablehlo.or %23, %6 : tensor<10xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %26 = stablehlo.compare GE, %arg6, %25, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %27 = stablehlo.compare GT, %arg6, %arg5, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %28 = stablehlo.and %26, %27 : tensor<10xi1>
    %29 = stablehlo.log %arg6 : tensor<10xf32>
    %30 = stablehlo.multiply %arg5, %29 : tensor<10xf32>
    %31 = stablehlo.subtract %30, %arg6 : tensor<10xf32>
    %32 = chlo.lgamma %arg5 : tensor<10xf32> -> tensor<10xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<10xf32>
    %cst_6 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %34 = stablehlo.log %cst_6 : tensor<f32>
    %35 = stablehlo.negate %34 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %37 = stablehlo.compare LT, %33, %36, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %38 = stablehlo.exponential %33 : tensor<10xf32>
    %39 = stablehlo.or %14, %24 : tensor<10xi1>
    %40 = stablehlo.or %39, %37 : tensor<10xi1>
    %41 = stablehlo.or %40, %8 : tensor<10xi1>
    %42 = stablehlo.or %41, %10 : tensor<10xi1>
    %43 = stablehlo.not %42 : tensor<10xi1>
    %44 = stablehlo.and %43, %28 : tensor<10xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %46 = stablehlo.subtract %45, %arg5 : tensor<10xf32>
    %47 = stablehlo.add %arg6, %46 : tensor<10xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %49 = stablehlo.add %47, %48 : tensor<10xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %52 = stablehlo.add %arg6, %51 : tensor<10xf32>
    %53 = stablehlo.multiply %49, %arg6 : tensor<10xf32>
    %54 = stablehlo.divide %52, %53 : tensor<10xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %59 = stablehlo.negate %arg6 : tensor<10xf32>
    %60 = stablehlo.multiply %54, %59 : tensor<10xf32>
    %61 = stablehlo.subtract %58, %60 : tensor<10xf32>
    %62 = stablehlo.divide %61, %53 : tensor<10xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63:15 = stablehlo.while(%iterArg = %44, %iterArg_50 = %54, %iterArg_51 = %55, %iterArg_52 = %46, %iterArg_53 = %49, %iterArg_54 = %cst_15, %iterArg_55 = %52, %iterArg_56 = %53, %iterArg_57 = %50, %iterArg_58 = %arg6, %iterArg_59 = %56, %iterArg_60 = %57, %iterArg_61 = %58, %iterArg_62 = %59, %iterArg_63 = %62) : tensor<10xi1>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<f32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
    cond {
      %cst_64 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %166 = stablehlo.compare LT, %iterArg_54, %cst_64, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %167 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
      %168 = stablehlo.and %166, %167 : tensor<i1>
      stablehlo.return %168 : tensor<i1>
    } do {
      %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %166 = stablehlo.add %iterArg_54, %cst_64 : tensor<f32>
      %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %167 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %168 = stablehlo.add %iterArg_52, %167 : tensor<10xf32>
      %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %169 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %170 = stablehlo.add %iterArg_53, %169 : tensor<10xf32>
      %171 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %172 = stablehlo.multiply %168, %171 : tensor<10xf32>
      %173 = stablehlo.multiply %iterArg_55, %170 : tensor<10xf32>
      %174 = stablehlo.multiply %iterArg_57, %172 : tensor<10xf32>
      %175 = stablehlo.subtract %173, %174 : tensor<10xf32>
      %176 = stablehlo.multiply %iterArg_56, %170 : tensor<10xf32>
      %177 = stablehlo.multiply %iterArg_58, %172 : tensor<10xf32>
      %178 = stablehlo.subtract %176, %177 : tensor<10xf32>
      %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %179 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %180 = stablehlo.compare NE, %178, %179, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
      %181 = stablehlo.divide %175, %178 : tensor<10xf32>
      %182 = stablehlo.subtract %iterArg_50, %181 : tensor<10xf32>
      %183 = stablehlo.divide %182, %181 : tensor<10xf32>
      %184 = stablehlo.abs %183 : tensor<10xf32>
      %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %185 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %186 = stablehlo.select %180, %184, %185 : tensor<10xi1>, tensor<10xf32>
      %187 = stablehlo.select %180, %181, %iterArg_50 : tensor<10xi1>, tensor<10xf32>
      %188 = stablehlo.multiply %iterArg_61, %170 : tensor<10xf32>
      %189 = stablehlo.subtract %188, %iterArg_55 : tensor<10xf32>
      %190 = stablehlo.multiply %iterArg_59, %172 : tensor<10xf32>
      %191 = stablehlo.subtract %189, %190 : tensor<10xf32>
      %192 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %193 = stablehlo.multiply %iterArg_57, %192 : tensor<10xf32>
      %194 = stablehlo.add %191, %193 : tensor<10xf32>
      %195 = stablehlo.multiply %iterArg_62, %170 : tensor<10xf32>
      %196 = stablehlo.subtract %195, %iterArg_56 : tensor<10xf32>
      %197 = stablehlo.multiply %iterArg_60, %172 : tensor<10xf32>
      %198 = stablehlo.subtract %196, %197 : tensor<10xf32>
      %199 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %200 = stablehlo.multiply %iterArg_58, %199 : tensor<10xf32>
      %201 = stablehlo.add %198, %200 : tensor<10xf32>
      %202 = stablehlo.multiply %187, %201 : tensor<10xf32>
      %203 = stablehlo.subtract %194, %202 : tensor<10xf32>
      %204 = stablehlo.divide %203, %178 : tensor<10xf32>
      %205 = stablehlo.select %180, %204, %iterArg_63 : tensor<10xi1>, tensor<10xf32>
      %206 = stablehlo.subtract %205, %iterArg_63 : tensor<10xf32>
      %207 = stablehlo.abs %206 : tensor<10xf32>
      %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %208 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %209 = stablehlo.select %180, %207, %208 : tensor<10xi1>, tensor<10xf32>
      %210 = stablehlo.abs %175 : tensor<10xf32>
      %cst_70 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %211 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<f32>
      %212 = stablehlo.divide %211, %cst_70 : tensor<f32>
      %213 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %214 = stablehlo.compare GT, %210, %213, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
      %cst_72 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %215 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %216 = stablehlo.multiply %iterArg_55, %215 : tensor<10xf32>
      %217 = stablehlo.select %214, %216, %iterArg_55 : tensor<10xi1>, tensor<10xf32>
      %cst_73 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %218 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %219 = stablehlo.multiply %175, %218 : tensor<10xf32>
      %220 = stablehlo.select %214, %219, %175 : tensor<10xi1>, tensor<10xf32>
      %cst_74 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %221 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %222 = stablehlo.multiply %iterArg_56, %221 : tensor<10xf32>
      %223 = stablehlo.select %214, %222, %iterArg_56 : tensor<10xi1>, tensor<10xf32>
      %cst_75 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %224 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %225 = stablehlo.multiply %178, %224 : tensor<10xf32>
      %226 = stablehlo.select %214, %225, %178 : tensor<10xi1>, tensor<10xf32>
      %cst_76 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %227 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %228 = stablehlo.multiply %iterArg_61, %227 : tensor<10xf32>
      %229 = stablehlo.select %214, %228, %iterArg_61 : tensor<10xi1>, tensor<10xf32>
      %cst_77 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %230 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %231 = stablehlo.multiply %iterArg_62, %230 : tensor<10xf32>
      %232 = stablehlo.select %214, %231, %iterArg_62 : tensor<10xi1>, tensor<10xf32>
      %cst_78 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %233 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %234 = stablehlo.multiply %194, %233 : tensor<10xf32>
      %235 = stablehlo.select %214, %234, %194 : tensor<10xi1>, tensor<10xf32>
      %cst_79 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %236 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %237 = stablehlo.multiply %201, %236 : tensor<10xf32>
      %238 = stablehlo.select %214, %237, %201 : tensor<10xi1>, tensor<10xf32>
      %cst_80 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %239 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %240 = stablehlo.compare GT, %186, %239, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
      %241 = stablehlo.and %iterArg, %240 : tensor<10xi1>
      %242 = stablehlo.select %iterArg, %187, %iterArg_50 : tensor<10xi1>, tensor<10xf32>
      %243 = stablehlo.select %iterArg, %186, %iterArg_51 : tensor<10xi1>, tensor<10xf32>
      %244 = stablehlo.select %iterArg, %168, %iterArg_52 : tensor<10xi1>, tensor<10xf32>
      %245 = stablehlo.select %iterArg, %170, %iterArg_53 : tensor<10xi1>, tensor<10xf32>
      %246 = stablehlo.select %iterArg, %220, %iterArg_55 : tensor<10xi1>, tensor<10xf32>
      %247 = stablehlo.select %iterArg, %226, %iterArg_56 : tensor<10xi1>, tensor<10xf32>
      %248 = stablehlo.select %iterArg, %217, %iterArg_57 : tensor<10xi1>, tensor<10xf32>
      %249 = stablehlo.select %iterArg, %223, %iterArg_58 : tensor<10xi1>, tensor<10xf32>
      %250 = stablehlo.select %iterArg, %229, %iterArg_59 : tensor<10xi1>, tensor<10xf32>
      %251 = stablehlo.select %iterArg, %232, %iterArg_60 : tensor<10xi1>, tensor<10xf32>
      %252 = stablehlo.select %iterArg, %235, %iterArg_61 : tensor<10xi1>, tensor<10xf32>
      %253 = stablehlo.select %iterArg, %238, %iterArg_62 : tensor<10xi1>, tensor<10xf32>
      %254 = stablehlo.select %iterArg, %205, %iterArg_63 : tensor<10xi1>, tensor<10xf32>
      stablehlo.return %241, %242, %243, %244, %245, %166, %246, %247, %248, %249, %250, %251, %252, %253, %254 : tensor<10xi1>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<f32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
    }
    %64 = stablehlo.multiply %63#1, %38 : tensor<10xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %66 = stablehlo.subtract %65, %64 : tensor<10xf32>
    %67 = stablehlo.not %28 : tensor<10xi1>
    %68 = stablehlo.and %43, %67 : tensor<10xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %73:7 = stablehlo.while(%iterArg = %68, %iterArg_50 = %arg5, %iterArg_51 = %69, %iterArg_52 = %70, %iterArg_53 = %arg6, %iterArg_54 = %71, %iterArg_55 = %72) : tensor<10xi1>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %166 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %166 : tensor<i1>
    } do {
      %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %166 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %167 = stablehlo.add %iterArg_50, %166 : tensor<10xf32>
      %168 = stablehlo.divide %iterArg_53, %167 : tensor<10xf32>
      %169 = stablehlo.multiply %iterArg_54, %168 : tensor<10xf32>
      %170 = stablehlo.multiply %iterArg_51, %iterArg_53 : tensor<10xf32>
      %171 = stablehlo.multiply %167, %167 : tensor<10xf32>
      %172 = stablehlo.divide %170, %171 : tensor<10xf32>
      %173 = stablehlo.subtract %169, %172 : tensor<10xf32>
      %174 = stablehlo.add %iterArg_55, %173 : tensor<10xf32>
      %175 = stablehlo.divide %iterArg_53, %167 : tensor<10xf32>
      %176 = stablehlo.multiply %iterArg_51, %175 : tensor<10xf32>
      %177 = stablehlo.add %iterArg_52, %176 : tensor<10xf32>
      %178 = stablehlo.divide %176, %177 : tensor<10xf32>
      %cst_57 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %179 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %180 = stablehlo.compare GT, %178, %179, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
      %181 = stablehlo.and %iterArg, %180 : tensor<10xi1>
      %182 = stablehlo.select %iterArg, %167, %iterArg_50 : tensor<10xi1>, tensor<10xf32>
      %183 = stablehlo.select %iterArg, %176, %iterArg_51 : tensor<10xi1>, tensor<10xf32>
      %184 = stablehlo.select %iterArg, %177, %iterArg_52 : tensor<10xi1>, tensor<10xf32>
      %185 = stablehlo.select %iterArg, %iterArg_53, %iterArg_53 : tensor<10xi1>, tensor<10xf32>
      %186 = stablehlo.select %iterArg, %173, %iterArg_54 : tensor<10xi1>, tensor<10xf32>
      %187 = stablehlo.select %iterArg, %174, %iterArg_55 : tensor<10xi1>, tensor<10xf32>
      stablehlo.return %181, %182, %183, %184, %185, %186, %187 : tensor<10xi1>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
    }
    %74 = stablehlo.multiply %73#3, %38 : tensor<10xf32>
    %75 = stablehlo.divide %74, %arg5 : tensor<10xf32>
    %76 = stablehlo.select %28, %66, %75 : tensor<10xi1>, tensor<10xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %78 = stablehlo.select %10, %77, %76 : tensor<10xi1>, tensor<10xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %80 = stablehlo.select %14, %79, %78 : tensor<10xi1>, tensor<10xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %82 = stablehlo.select %8, %81, %80 : tensor<10xi1>, tensor<10xf32>
    %cst_24 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %84 = stablehlo.select %24, %83, %82 : tensor<10xi1>, tensor<10xf32>
    %85 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %86 = stablehlo.compare NE, %arg6, %arg6, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %87 = stablehlo.or %85, %86 : tensor<10xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %89 = stablehlo.compare EQ, %arg5, %88, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %91 = stablehlo.compare EQ, %arg6, %90, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_27 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %93 = stablehlo.compare EQ, %arg6, %92, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_28 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %95 = stablehlo.compare EQ, %arg5, %94, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %97 = stablehlo.compare LT, %arg6, %96, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %99 = stablehlo.compare LT, %arg5, %98, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %100 = stablehlo.and %89, %91 : tensor<10xi1>
    %101 = stablehlo.and %95, %93 : tensor<10xi1>
    %102 = stablehlo.or %97, %99 : tensor<10xi1>
    %103 = stablehlo.or %102, %100 : tensor<10xi1>
    %104 = stablehlo.or %103, %101 : tensor<10xi1>
    %105 = stablehlo.or %104, %87 : tensor<10xi1>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %107 = stablehlo.compare LT, %arg6, %106, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %108 = stablehlo.compare LT, %arg6, %arg5, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %109 = stablehlo.or %107, %108 : tensor<10xi1>
    %110 = stablehlo.log %arg6 : tensor<10xf32>
    %111 = stablehlo.multiply %arg5, %110 : tensor<10xf32>
    %112 = stablehlo.subtract %111, %arg6 : tensor<10xf32>
    %113 = chlo.lgamma %arg5 : tensor<10xf32> -> tensor<10xf32>
    %114 = stablehlo.subtract %112, %113 : tensor<10xf32>
    %cst_32 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %115 = stablehlo.log %cst_32 : tensor<f32>
    %116 = stablehlo.negate %115 : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %118 = stablehlo.compare LT, %114, %117, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %119 = stablehlo.or %105, %118 : tensor<10xi1>
    %120 = stablehlo.or %119, %93 : tensor<10xi1>
    %121 = stablehlo.or %120, %89 : tensor<10xi1>
    %122 = stablehlo.or %121, %95 : tensor<10xi1>
    %123 = stablehlo.not %122 : tensor<10xi1>
    %124 = stablehlo.exponential %114 : tensor<10xf32>
    %125 = stablehlo.and %123, %109 : tensor<10xi1>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %130:7 = stablehlo.while(%iterArg = %125, %iterArg_50 = %arg5, %iterArg_51 = %126, %iterArg_52 = %127, %iterArg_53 = %arg6, %iterArg_54 = %128, %iterArg_55 = %129) : tensor<10xi1>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %166 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %166 : tensor<i1>
    } do {
      %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %166 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %167 = stablehlo.add %iterArg_50, %166 : tensor<10xf32>
      %168 = stablehlo.divide %iterArg_53, %167 : tensor<10xf32>
      %169 = stablehlo.multiply %iterArg_54, %168 : tensor<10xf32>
      %170 = stablehlo.multiply %iterArg_51, %iterArg_53 : tensor<10xf32>
      %171 = stablehlo.multiply %167, %167 : tensor<10xf32>
      %172 = stablehlo.divide %170, %171 : tensor<10xf32>
      %173 = stablehlo.subtract %169, %172 : tensor<10xf32>
      %174 = stablehlo.add %iterArg_55, %173 : tensor<10xf32>
      %175 = stablehlo.divide %iterArg_53, %167 : tensor<10xf32>
      %176 = stablehlo.multiply %iterArg_51, %175 : tensor<10xf32>
      %177 = stablehlo.add %iterArg_52, %176 : tensor<10xf32>
      %178 = stablehlo.divide %176, %177 : tensor<10xf32>
      %cst_57 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %179 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %180 = stablehlo.compare GT, %178, %179, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
      %181 = stablehlo.and %iterArg, %180 : tensor<10xi1>
      %182 = stablehlo.select %iterArg, %167, %iterArg_50 : tensor<10xi1>, tensor<10xf32>
      %183 = stablehlo.select %iterArg, %176, %iterArg_51 : tensor<10xi1>, tensor<10xf32>
      %184 = stablehlo.select %iterArg, %177, %iterArg_52 : tensor<10xi1>, tensor<10xf32>
      %185 = stablehlo.select %iterArg, %iterArg_53, %iterArg_53 : tensor<10xi1>, tensor<10xf32>
      %186 = stablehlo.select %iterArg, %173, %iterArg_54 : tensor<10xi1>, tensor<10xf32>
      %187 = stablehlo.select %iterArg, %174, %iterArg_55 : tensor<10xi1>, tensor<10xf32>
      stablehlo.return %181, %182, %183, %184, %185, %186, %187 : tensor<10xi1>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
    }
    %131 = stablehlo.multiply %130#3, %124 : tensor<10xf32>
    %132 = stablehlo.divide %131, %arg5 : tensor<10xf32>
    %133 = stablehlo.not %109 : tensor<10xi1>
    %134 = stablehlo.and %123, %133 : tensor<10xi1>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %136 = stablehlo.subtract %135, %arg5 : tensor<10xf32>
    %137 = stablehlo.add %arg6, %136 : tensor<10xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %139 = stablehlo.add %137, %138 : tensor<10xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %142 = stablehlo.add %arg6, %141 : tensor<10xf32>
    %143 = stablehlo.multiply %139, %arg6 : tensor<10xf32>
    %144 = stablehlo.divide %142, %143 : tensor<10xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %149 = stablehlo.negate %arg6 : tensor<10xf32>
    %150 = stablehlo.multiply %144, %149 : tensor<10xf32>
    %151 = stablehlo.subtract %148, %150 : tensor<10xf32>
    %152 = stablehlo.divide %151, %143 : tensor<10xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153:15 = stablehlo.while(%iterArg = %134, %iterArg_50 = %144, %iterArg_51 = %145, %iterArg_52 = %136, %iterArg_53 = %139, %iterArg_54 = %cst_45, %iterArg_55 = %142, %iterArg_56 = %143, %iterArg_57 = %140, %iterArg_58 = %arg6, %iterArg_59 = %146, %iterArg_60 = %147, %iterArg_61 = %148, %iterArg_62 = %149, %iterArg_63 = %152) : tensor<10xi1>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<f32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
    cond {
      %cst_64 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %166 = stablehlo.compare LT, %iterArg_54, %cst_64, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %167 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
      %168 = stablehlo.and %166, %167 : tensor<i1>
      stablehlo.return %168 : tensor<i1>
    } do {
      %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %166 = stablehlo.add %iterArg_54, %cst_64 : tensor<f32>
      %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %167 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %168 = stablehlo.add %iterArg_52, %167 : tensor<10xf32>
      %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %169 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %170 = stablehlo.add %iterArg_53, %169 : tensor<10xf32>
      %171 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %172 = stablehlo.multiply %168, %171 : tensor<10xf32>
      %173 = stablehlo.multiply %iterArg_55, %170 : tensor<10xf32>
      %174 = stablehlo.multiply %iterArg_57, %172 : tensor<10xf32>
      %175 = stablehlo.subtract %173, %174 : tensor<10xf32>
      %176 = stablehlo.multiply %iterArg_56, %170 : tensor<10xf32>
      %177 = stablehlo.multiply %iterArg_58, %172 : tensor<10xf32>
      %178 = stablehlo.subtract %176, %177 : tensor<10xf32>
      %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %179 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %180 = stablehlo.compare NE, %178, %179, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
      %181 = stablehlo.divide %175, %178 : tensor<10xf32>
      %182 = stablehlo.subtract %iterArg_50, %181 : tensor<10xf32>
      %183 = stablehlo.divide %182, %181 : tensor<10xf32>
      %184 = stablehlo.abs %183 : tensor<10xf32>
      %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %185 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %186 = stablehlo.select %180, %184, %185 : tensor<10xi1>, tensor<10xf32>
      %187 = stablehlo.select %180, %181, %iterArg_50 : tensor<10xi1>, tensor<10xf32>
      %188 = stablehlo.multiply %iterArg_61, %170 : tensor<10xf32>
      %189 = stablehlo.subtract %188, %iterArg_55 : tensor<10xf32>
      %190 = stablehlo.multiply %iterArg_59, %172 : tensor<10xf32>
      %191 = stablehlo.subtract %189, %190 : tensor<10xf32>
      %192 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %193 = stablehlo.multiply %iterArg_57, %192 : tensor<10xf32>
      %194 = stablehlo.add %191, %193 : tensor<10xf32>
      %195 = stablehlo.multiply %iterArg_62, %170 : tensor<10xf32>
      %196 = stablehlo.subtract %195, %iterArg_56 : tensor<10xf32>
      %197 = stablehlo.multiply %iterArg_60, %172 : tensor<10xf32>
      %198 = stablehlo.subtract %196, %197 : tensor<10xf32>
      %199 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %200 = stablehlo.multiply %iterArg_58, %199 : tensor<10xf32>
      %201 = stablehlo.add %198, %200 : tensor<10xf32>
      %202 = stablehlo.multiply %187, %201 : tensor<10xf32>
      %203 = stablehlo.subtract %194, %202 : tensor<10xf32>
      %204 = stablehlo.divide %203, %178 : tensor<10xf32>
      %205 = stablehlo.select %180, %204, %iterArg_63 : tensor<10xi1>, tensor<10xf32>
      %206 = stablehlo.subtract %205, %iterArg_63 : tensor<10xf32>
      %207 = stablehlo.abs %206 : tensor<10xf32>
      %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %208 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %209 = stablehlo.select %180, %207, %208 : tensor<10xi1>, tensor<10xf32>
      %210 = stablehlo.abs %175 : tensor<10xf32>
      %cst_70 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %211 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<f32>
      %212 = stablehlo.divide %211, %cst_70 : tensor<f32>
      %213 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %214 = stablehlo.compare GT, %210, %213, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
      %cst_72 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %215 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %216 = stablehlo.multiply %iterArg_55, %215 : tensor<10xf32>
      %217 = stablehlo.select %214, %216, %iterArg_55 : tensor<10xi1>, tensor<10xf32>
      %cst_73 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %218 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %219 = stablehlo.multiply %175, %218 : tensor<10xf32>
      %220 = stablehlo.select %214, %219, %175 : tensor<10xi1>, tensor<10xf32>
      %cst_74 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %221 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %222 = stablehlo.multiply %iterArg_56, %221 : tensor<10xf32>
      %223 = stablehlo.select %214, %222, %iterArg_56 : tensor<10xi1>, tensor<10xf32>
      %cst_75 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %224 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %225 = stablehlo.multiply %178, %224 : tensor<10xf32>
      %226 = stablehlo.select %214, %225, %178 : tensor<10xi1>, tensor<10xf32>
      %cst_76 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %227 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %228 = stablehlo.multiply %iterArg_61, %227 : tensor<10xf32>
      %229 = stablehlo.select %214, %228, %iterArg_61 : tensor<10xi1>, tensor<10xf32>
      %cst_77 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %230 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %231 = stablehlo.multiply %iterArg_62, %230 : tensor<10xf32>
      %232 = stablehlo.select %214, %231, %iterArg_62 : tensor<10xi1>, tensor<10xf32>
      %cst_78 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %233 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %234 = stablehlo.multiply %194, %233 : tensor<10xf32>
      %235 = stablehlo.select %214, %234, %194 : tensor<10xi1>, tensor<10xf32>
      %cst_79 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %236 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %237 = stablehlo.multiply %201, %236 : tensor<10xf32>
      %238 = stablehlo.select %214, %237, %201 : tensor<10xi1>, tensor<10xf32>
      %cst_80 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %239 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %240 = stablehlo.compare GT, %186, %239, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
      %241 = stablehlo.and %iterArg, %240 : tensor<10xi1>
      %242 = stablehlo.select %iterArg, %187, %iterArg_50 : tensor<10xi1>, tensor<10xf32>
      %243 = stablehlo.select %iterArg, %186, %iterArg_51 : tensor<10xi1>, tensor<10xf32>
      %244 = stablehlo.select %iterArg, %168, %iterArg_52 : tensor<10xi1>, tensor<10xf32>
      %245 = stablehlo.select %iterArg, %170, %iterArg_53 : tensor<10xi1>, tensor<10xf32>
      %246 = stablehlo.select %iterArg, %220, %iterArg_55 : tensor<10xi1>, tensor<10xf32>
      %247 = stablehlo.select %iterArg, %226, %iterArg_56 : tensor<10xi1>, tensor<10xf32>
      %248 = stablehlo.select %iterArg, %217, %iterArg_57 : tensor<10xi1>, tensor<10xf32>
      %249 = stablehlo.select %iterArg, %223, %iterArg_58 : tensor<10xi1>, tensor<10xf32>
      %250 = stablehlo.select %iterArg, %229, %iterArg_59 : tensor<10xi1>, tensor<10xf32>
      %251 = stablehlo.select %iterArg, %232, %iterArg_60 : tensor<10xi1>, tensor<10xf32>
      %252 = stablehlo.select %iterArg, %235, %iterArg_61 : tensor<10xi1>, tensor<10xf32>
      %253 = stablehlo.select %iterArg, %238, %iterArg_62 : tensor<10xi1>, tensor<10xf32>
      %254 = stablehlo.select %iterArg, %205, %iterArg_63 : tensor<10xi1>, tensor<10xf32>
      stablehlo.return %241, %242, %243, %244, %245, %166, %246, %247, %248, %249, %250, %251, %252, %253, %254 : tensor<10xi1>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<f32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
    }
    %154 = stablehlo.multiply %153#1, %124 : tensor<10xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %156 = stablehlo.subtract %155, %132 : tensor<10xf32>
    %157 = stablehlo.select %109, %156, %154 : tensor<10xi1>, tensor<10xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %159 = stablehlo.select %95, %158, %157 : tensor<10xi1>, tensor<10xf32>
    %160 = stablehlo.or %93, %89 : tensor<10xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %162 = stablehlo.select %160, %161, %159 : tensor<10xi1>, tensor<10xf32>
    %cst_49 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %164 = stablehlo.select %105, %163, %162 : tensor<10xi1>, tensor<10xf32>
    %165 = chlo.erf_inv %arg7 : tensor<14xf32> -> tensor<14xf32>
    return %0, %1, %2, %3, %84, %164, %165 : tensor<17xf32>, tensor<17xf32>, tensor<12xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<14xf32>
  }
}
