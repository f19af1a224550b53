module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<24xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<10xf32>, %arg11: tensor<10xf32>, %arg12: tensor<10xf32>, %arg13: tensor<10xf32>, %arg14: tensor<4x8xf32>) -> (tensor<32xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<24xf32> {jax.result_info = "result[2]"}, tensor<24xf32> {jax.result_info = "result[3]"}, tensor<24xf32> {jax.result_info = "result[4]"}, tensor<32xf32> {jax.result_info = "result[5]"}, tensor<32xf32> {jax.result_info = "result[6]"}, tensor<32xf32> {jax.result_info = "result[7]"}, tensor<32xf32> {jax.result_info = "result[8]"}, tensor<32xf32> {jax.result_info = "result[9]"}, tensor<32xf32> {jax.result_info = "result[10]"}, tensor<32xf32> {jax.result_info = "result[11]"}, tensor<16xf32> {jax.result_info = "result[12]"}, tensor<16xf32> {jax.result_info = "result[13]"}, tensor<32xf32> {jax.result_info = "result[14]"}, tensor<32xf32> {jax.result_info = "result[15]"}, tensor<32xf32> {jax.result_info = "result[16]"}, tensor<32xf32> {jax.result_info = "result[17]"}, tensor<16xf32> {jax.result_info = "result[18]"}, tensor<16xf32> {jax.result_info = "result[19]"}, tensor<32xf32> {jax.result_info = "result[20]"}, tensor<32xf32> {jax.result_info = "result[21]"}, tensor<10xf32> {jax.result_info = "result[22]"}, tensor<32xf32> {jax.result_info = "result[23]"}, tensor<16xf32> {jax.result_info = "result[24]"}, tensor<8xf32> {jax.result_info = "result[25]"}, tensor<16xf32> {jax.result_info = "result[26]"}, tensor<10xf32> {jax.result_info = "result[27]"}, tensor<4xf32> {jax.result_info = "result[28]"}, tensor<32xf32> {jax.result_info = "result[29]"}, tensor<32xf32> {jax.result_info = "result[30]"}) {
    %0 = chlo.asinh %arg0 : tensor<32xf32> -> tensor<32xf32>
    %1 = call @arccosh(%arg2) : (tensor<16xf32>) -> tensor<16xf32>
    %2 = chlo.atanh %arg1 : tensor<24xf32> -> tensor<24xf32>
    %3 = chlo.asin %arg1 : tensor<24xf32> -> tensor<24xf32>
    %4 = chlo.acos %arg1 : tensor<24xf32> -> tensor<24xf32>
    %5 = chlo.atan %arg0 : tensor<32xf32> -> tensor<32xf32>
    %6 = chlo.sinh %arg0 : tensor<32xf32> -> tensor<32xf32>
    %7 = chlo.cosh %arg0 : tensor<32xf32> -> tensor<32xf32>
    %8 = stablehlo.tan %arg0 : tensor<32xf32>
    %9 = stablehlo.tanh %arg0 : tensor<32xf32>
    %10 = stablehlo.exponential %arg0 : tensor<32xf32>
    %11 = stablehlo.exponential_minus_one %arg0 : tensor<32xf32>
    %12 = stablehlo.log %arg3 : tensor<16xf32>
    %13 = stablehlo.log_plus_one %arg4 : tensor<16xf32>
    %14 = chlo.erf %arg0 : tensor<32xf32> -> tensor<32xf32>
    %15 = chlo.erfc %arg0 : tensor<32xf32> -> tensor<32xf32>
    %16 = stablehlo.sine %arg0 : tensor<32xf32>
    %17 = stablehlo.cosine %arg0 : tensor<32xf32>
    %18 = stablehlo.sqrt %arg3 : tensor<16xf32>
    %19 = stablehlo.rsqrt %arg3 : tensor<16xf32>
    %20 = stablehlo.abs %arg0 : tensor<32xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.multiply %21, %20 : tensor<32xf32>
    %25 = stablehlo.subtract %24, %22 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %29 = stablehlo.multiply %25, %26 : tensor<32xf32>
    %30 = stablehlo.subtract %29, %27 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %32 = stablehlo.add %30, %31 : tensor<32xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<32xf32>
    %34 = stablehlo.subtract %33, %26 : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %36 = stablehlo.add %34, %35 : tensor<32xf32>
    %37 = stablehlo.multiply %25, %36 : tensor<32xf32>
    %38 = stablehlo.subtract %37, %32 : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %40 = stablehlo.add %38, %39 : tensor<32xf32>
    %41 = stablehlo.multiply %25, %40 : tensor<32xf32>
    %42 = stablehlo.subtract %41, %36 : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %44 = stablehlo.add %42, %43 : tensor<32xf32>
    %45 = stablehlo.multiply %25, %44 : tensor<32xf32>
    %46 = stablehlo.subtract %45, %40 : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %48 = stablehlo.add %46, %47 : tensor<32xf32>
    %49 = stablehlo.multiply %25, %48 : tensor<32xf32>
    %50 = stablehlo.subtract %49, %44 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %52 = stablehlo.add %50, %51 : tensor<32xf32>
    %53 = stablehlo.multiply %25, %52 : tensor<32xf32>
    %54 = stablehlo.subtract %53, %48 : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %56 = stablehlo.add %54, %55 : tensor<32xf32>
    %57 = stablehlo.multiply %25, %56 : tensor<32xf32>
    %58 = stablehlo.subtract %57, %52 : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %60 = stablehlo.add %58, %59 : tensor<32xf32>
    %61 = stablehlo.multiply %25, %60 : tensor<32xf32>
    %62 = stablehlo.subtract %61, %56 : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %64 = stablehlo.add %62, %63 : tensor<32xf32>
    %65 = stablehlo.multiply %25, %64 : tensor<32xf32>
    %66 = stablehlo.subtract %65, %60 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %68 = stablehlo.add %66, %67 : tensor<32xf32>
    %69 = stablehlo.multiply %25, %68 : tensor<32xf32>
    %70 = stablehlo.subtract %69, %64 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %72 = stablehlo.add %70, %71 : tensor<32xf32>
    %73 = stablehlo.multiply %25, %72 : tensor<32xf32>
    %74 = stablehlo.subtract %73, %68 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %76 = stablehlo.add %74, %75 : tensor<32xf32>
    %77 = stablehlo.multiply %25, %76 : tensor<32xf32>
    %78 = stablehlo.subtract %77, %72 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %80 = stablehlo.add %78, %79 : tensor<32xf32>
    %81 = stablehlo.multiply %25, %80 : tensor<32xf32>
    %82 = stablehlo.subtract %81, %76 : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %84 = stablehlo.add %82, %83 : tensor<32xf32>
    %85 = stablehlo.multiply %25, %84 : tensor<32xf32>
    %86 = stablehlo.subtract %85, %80 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %88 = stablehlo.add %86, %87 : tensor<32xf32>
    %89 = stablehlo.multiply %25, %88 : tensor<32xf32>
    %90 = stablehlo.subtract %89, %84 : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %92 = stablehlo.add %90, %91 : tensor<32xf32>
    %93 = stablehlo.multiply %25, %92 : tensor<32xf32>
    %94 = stablehlo.subtract %93, %88 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %96 = stablehlo.add %94, %95 : tensor<32xf32>
    %97 = stablehlo.multiply %25, %96 : tensor<32xf32>
    %98 = stablehlo.subtract %97, %92 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %100 = stablehlo.add %98, %99 : tensor<32xf32>
    %101 = stablehlo.subtract %100, %92 : tensor<32xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<32xf32>
    %104 = stablehlo.divide %23, %20 : tensor<32xf32>
    %105 = stablehlo.subtract %104, %22 : tensor<32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %109 = stablehlo.multiply %105, %106 : tensor<32xf32>
    %110 = stablehlo.subtract %109, %107 : tensor<32xf32>
    %cst_27 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %112 = stablehlo.add %110, %111 : tensor<32xf32>
    %113 = stablehlo.multiply %105, %112 : tensor<32xf32>
    %114 = stablehlo.subtract %113, %106 : tensor<32xf32>
    %cst_28 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %116 = stablehlo.add %114, %115 : tensor<32xf32>
    %117 = stablehlo.multiply %105, %116 : tensor<32xf32>
    %118 = stablehlo.subtract %117, %112 : tensor<32xf32>
    %cst_29 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %120 = stablehlo.add %118, %119 : tensor<32xf32>
    %121 = stablehlo.multiply %105, %120 : tensor<32xf32>
    %122 = stablehlo.subtract %121, %116 : tensor<32xf32>
    %cst_30 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %124 = stablehlo.add %122, %123 : tensor<32xf32>
    %125 = stablehlo.multiply %105, %124 : tensor<32xf32>
    %126 = stablehlo.subtract %125, %120 : tensor<32xf32>
    %cst_31 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %128 = stablehlo.add %126, %127 : tensor<32xf32>
    %129 = stablehlo.multiply %105, %128 : tensor<32xf32>
    %130 = stablehlo.subtract %129, %124 : tensor<32xf32>
    %cst_32 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %132 = stablehlo.add %130, %131 : tensor<32xf32>
    %133 = stablehlo.multiply %105, %132 : tensor<32xf32>
    %134 = stablehlo.subtract %133, %128 : tensor<32xf32>
    %cst_33 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.add %134, %135 : tensor<32xf32>
    %137 = stablehlo.subtract %136, %128 : tensor<32xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<32xf32>
    %140 = stablehlo.sqrt %20 : tensor<32xf32>
    %141 = stablehlo.divide %139, %140 : tensor<32xf32>
    %cst_35 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %143 = stablehlo.compare LE, %20, %142, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %144 = stablehlo.select %143, %103, %141 : tensor<32xi1>, tensor<32xf32>
    %145 = chlo.bessel_i1e %arg0 : tensor<32xf32> -> tensor<32xf32>
    %146 = chlo.next_after %arg12, %arg13 : tensor<10xf32>, tensor<10xf32> -> tensor<10xf32>
    %147 = stablehlo.cbrt %arg0 : tensor<32xf32>
    %148 = stablehlo.power %arg3, %arg5 : tensor<16xf32>
    %149 = stablehlo.power %arg6, %arg7 : tensor<8xf32>
    %150 = stablehlo.atan2 %arg8, %arg9 : tensor<16xf32>
    %151 = call @hypot(%arg10, %arg11) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %152 = stablehlo.reduce(%arg14 init: %cst_36) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %154 = stablehlo.maximum %153, %152 : tensor<4xf32>
    %155 = stablehlo.is_finite %154 : (tensor<4xf32>) -> tensor<4xi1>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %157 = stablehlo.select %155, %154, %156 : tensor<4xi1>, tensor<4xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %160 = stablehlo.subtract %arg14, %159 : tensor<4x8xf32>
    %161 = stablehlo.exponential %160 : tensor<4x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_39) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %163 = stablehlo.sign %162 : tensor<4xf32>
    %164 = stablehlo.abs %162 : tensor<4xf32>
    %165 = stablehlo.log %164 : tensor<4xf32>
    %166 = stablehlo.add %165, %157 : tensor<4xf32>
    %167 = stablehlo.negate %arg0 : tensor<32xf32>
    %168 = stablehlo.exponential %167 : tensor<32xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %170 = stablehlo.add %169, %168 : tensor<32xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %172 = stablehlo.divide %171, %170 : tensor<32xf32>
    %173 = call @softplus(%arg0) : (tensor<32xf32>) -> tensor<32xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %144, %145, %146, %147, %148, %149, %150, %151, %166, %172, %173 : tensor<32xf32>, tensor<16xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10xf32>, tensor<32xf32>, tensor<16xf32>, tensor<8xf32>, tensor<16xf32>, tensor<10xf32>, tensor<4xf32>, tensor<32xf32>, tensor<32xf32>
  }
  func.func private @arccosh(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = chlo.acosh %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @hypot(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.abs %arg0 : tensor<10xf32>
    %1 = stablehlo.abs %arg1 : tensor<10xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %6 = stablehlo.or %3, %5 : tensor<10xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<10xf32>
    %8 = stablehlo.minimum %0, %1 : tensor<10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %14 = call @_where(%12, %13, %7) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %15 = stablehlo.divide %8, %14 : tensor<10xf32>
    %16 = chlo.square %15 : tensor<10xf32> -> tensor<10xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %18 = stablehlo.add %17, %16 : tensor<10xf32>
    %19 = stablehlo.sqrt %18 : tensor<10xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<10xf32>
    %21 = call @_where(%10, %7, %20) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    return %22 : tensor<10xf32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @_where_0(%arg0: tensor<10xi1>, %arg1: tensor<f32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %1 : tensor<10xf32>
  }
  func.func private @softplus(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<32xf32>
    %7 = stablehlo.abs %3 : tensor<32xf32>
    %8 = stablehlo.negate %7 : tensor<32xf32>
    %9 = stablehlo.exponential %8 : tensor<32xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<32xf32>
    %11 = stablehlo.add %1, %10 : tensor<32xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<32xi1>, tensor<32xf32>
    return %12 : tensor<32xf32>
  }
}
