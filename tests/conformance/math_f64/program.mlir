module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf64>, %arg1: tensor<24xf64>, %arg2: tensor<16xf64>, %arg3: tensor<16xf64>, %arg4: tensor<16xf64>, %arg5: tensor<16xf64>, %arg6: tensor<8xf64>, %arg7: tensor<8xf64>, %arg8: tensor<16xf64>, %arg9: tensor<16xf64>, %arg10: tensor<10xf64>, %arg11: tensor<10xf64>, %arg12: tensor<10xf64>, %arg13: tensor<10xf64>, %arg14: tensor<4x8xf64>) -> (tensor<32xf64> {jax.result_info = "result[0]"}, tensor<16xf64> {jax.result_info = "result[1]"}, tensor<24xf64> {jax.result_info = "result[2]"}, tensor<24xf64> {jax.result_info = "result[3]"}, tensor<24xf64> {jax.result_info = "result[4]"}, tensor<32xf64> {jax.result_info = "result[5]"}, tensor<32xf64> {jax.result_info = "result[6]"}, tensor<32xf64> {jax.result_info = "result[7]"}, tensor<32xf64> {jax.result_info = "result[8]"}, tensor<32xf64> {jax.result_info = "result[9]"}, tensor<32xf64> {jax.result_info = "result[10]"}, tensor<32xf64> {jax.result_info = "result[11]"}, tensor<16xf64> {jax.result_info = "result[12]"}, tensor<16xf64> {jax.result_info = "result[13]"}, tensor<32xf64> {jax.result_info = "result[14]"}, tensor<32xf64> {jax.result_info = "result[15]"}, tensor<32xf64> {jax.result_info = "result[16]"}, tensor<32xf64> {jax.result_info = "result[17]"}, tensor<16xf64> {jax.result_info = "result[18]"}, tensor<16xf64> {jax.result_info = "result[19]"}, tensor<32xf64> {jax.result_info = "result[20]"}, tensor<32xf64> {jax.result_info = "result[21]"}, tensor<10xf64> {jax.result_info = "result[22]"}, tensor<32xf64> {jax.result_info = "result[23]"}, tensor<16xf64> {jax.result_info = "result[24]"}, tensor<8xf64> {jax.result_info = "result[25]"}, tensor<16xf64> {jax.result_info = "result[26]"}, tensor<10xf64> {jax.result_info = "result[27]"}, tensor<4xf64> {jax.result_info = "result[28]"}, tensor<32xf64> {jax.result_info = "result[29]"}, tensor<32xf64> {jax.result_info = "result[30]"}) {
    %0 = chlo.asinh %arg0 : tensor<32xf64> -> tensor<32xf64>
    %1 = call @arccosh(%arg2) : (tensor<16xf64>) -> tensor<16xf64>
    %2 = chlo.atanh %arg1 : tensor<24xf64> -> tensor<24xf64>
    %3 = chlo.asin %arg1 : tensor<24xf64> -> tensor<24xf64>
    %4 = chlo.acos %arg1 : tensor<24xf64> -> tensor<24xf64>
    %5 = chlo.atan %arg0 : tensor<32xf64> -> tensor<32xf64>
    %6 = chlo.sinh %arg0 : tensor<32xf64> -> tensor<32xf64>
    %7 = chlo.cosh %arg0 : tensor<32xf64> -> tensor<32xf64>
    %8 = stablehlo.tan %arg0 : tensor<32xf64>
    %9 = stablehlo.tanh %arg0 : tensor<32xf64>
    %10 = stablehlo.exponential %arg0 : tensor<32xf64>
    %11 = stablehlo.exponential_minus_one %arg0 : tensor<32xf64>
    %12 = stablehlo.log %arg3 : tensor<16xf64>
    %13 = stablehlo.log_plus_one %arg4 : tensor<16xf64>
    %14 = chlo.erf %arg0 : tensor<32xf64> -> tensor<32xf64>
    %15 = chlo.erfc %arg0 : tensor<32xf64> -> tensor<32xf64>
    %16 = stablehlo.sine %arg0 : tensor<32xf64>
    %17 = stablehlo.cosine %arg0 : tensor<32xf64>
    %18 = stablehlo.sqrt %arg3 : tensor<16xf64>
    %19 = stablehlo.rsqrt %arg3 : tensor<16xf64>
    %20 = stablehlo.abs %arg0 : tensor<32xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %24 = stablehlo.multiply %21, %20 : tensor<32xf64>
    %25 = stablehlo.subtract %24, %22 : tensor<32xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %29 = stablehlo.multiply %25, %26 : tensor<32xf64>
    %30 = stablehlo.subtract %29, %27 : tensor<32xf64>
    %cst_5 = stablehlo.constant dense<-4.4153416464793395E-18> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %32 = stablehlo.add %30, %31 : tensor<32xf64>
    %33 = stablehlo.multiply %25, %32 : tensor<32xf64>
    %34 = stablehlo.subtract %33, %26 : tensor<32xf64>
    %cst_6 = stablehlo.constant dense<3.3307945188222384E-17> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %36 = stablehlo.add %34, %35 : tensor<32xf64>
    %37 = stablehlo.multiply %25, %36 : tensor<32xf64>
    %38 = stablehlo.subtract %37, %32 : tensor<32xf64>
    %cst_7 = stablehlo.constant dense<-2.4312798465479549E-16> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %40 = stablehlo.add %38, %39 : tensor<32xf64>
    %41 = stablehlo.multiply %25, %40 : tensor<32xf64>
    %42 = stablehlo.subtract %41, %36 : tensor<32xf64>
    %cst_8 = stablehlo.constant dense<1.7153912855551331E-15> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %44 = stablehlo.add %42, %43 : tensor<32xf64>
    %45 = stablehlo.multiply %25, %44 : tensor<32xf64>
    %46 = stablehlo.subtract %45, %40 : tensor<32xf64>
    %cst_9 = stablehlo.constant dense<-1.1685332877993451E-14> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %48 = stablehlo.add %46, %47 : tensor<32xf64>
    %49 = stablehlo.multiply %25, %48 : tensor<32xf64>
    %50 = stablehlo.subtract %49, %44 : tensor<32xf64>
    %cst_10 = stablehlo.constant dense<7.6761854986049361E-14> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %52 = stablehlo.add %50, %51 : tensor<32xf64>
    %53 = stablehlo.multiply %25, %52 : tensor<32xf64>
    %54 = stablehlo.subtract %53, %48 : tensor<32xf64>
    %cst_11 = stablehlo.constant dense<-4.856446783111929E-13> : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %56 = stablehlo.add %54, %55 : tensor<32xf64>
    %57 = stablehlo.multiply %25, %56 : tensor<32xf64>
    %58 = stablehlo.subtract %57, %52 : tensor<32xf64>
    %cst_12 = stablehlo.constant dense<2.9550526631296399E-12> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %60 = stablehlo.add %58, %59 : tensor<32xf64>
    %61 = stablehlo.multiply %25, %60 : tensor<32xf64>
    %62 = stablehlo.subtract %61, %56 : tensor<32xf64>
    %cst_13 = stablehlo.constant dense<-1.7268262914415559E-11> : tensor<f64>
    %63 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %64 = stablehlo.add %62, %63 : tensor<32xf64>
    %65 = stablehlo.multiply %25, %64 : tensor<32xf64>
    %66 = stablehlo.subtract %65, %60 : tensor<32xf64>
    %cst_14 = stablehlo.constant dense<9.6758090353732369E-11> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %68 = stablehlo.add %66, %67 : tensor<32xf64>
    %69 = stablehlo.multiply %25, %68 : tensor<32xf64>
    %70 = stablehlo.subtract %69, %64 : tensor<32xf64>
    %cst_15 = stablehlo.constant dense<-5.1897956016352627E-10> : tensor<f64>
    %71 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %72 = stablehlo.add %70, %71 : tensor<32xf64>
    %73 = stablehlo.multiply %25, %72 : tensor<32xf64>
    %74 = stablehlo.subtract %73, %68 : tensor<32xf64>
    %cst_16 = stablehlo.constant dense<2.6598237246823866E-9> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %76 = stablehlo.add %74, %75 : tensor<32xf64>
    %77 = stablehlo.multiply %25, %76 : tensor<32xf64>
    %78 = stablehlo.subtract %77, %72 : tensor<32xf64>
    %cst_17 = stablehlo.constant dense<-1.300025009986248E-8> : tensor<f64>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %80 = stablehlo.add %78, %79 : tensor<32xf64>
    %81 = stablehlo.multiply %25, %80 : tensor<32xf64>
    %82 = stablehlo.subtract %81, %76 : tensor<32xf64>
    %cst_18 = stablehlo.constant dense<6.0469950225419186E-8> : tensor<f64>
    %83 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %84 = stablehlo.add %82, %83 : tensor<32xf64>
    %85 = stablehlo.multiply %25, %84 : tensor<32xf64>
    %86 = stablehlo.subtract %85, %80 : tensor<32xf64>
    %cst_19 = stablehlo.constant dense<-2.6707938539406119E-7> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %88 = stablehlo.add %86, %87 : tensor<32xf64>
    %89 = stablehlo.multiply %25, %88 : tensor<32xf64>
    %90 = stablehlo.subtract %89, %84 : tensor<32xf64>
    %cst_20 = stablehlo.constant dense<1.1173875391201037E-6> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %92 = stablehlo.add %90, %91 : tensor<32xf64>
    %93 = stablehlo.multiply %25, %92 : tensor<32xf64>
    %94 = stablehlo.subtract %93, %88 : tensor<32xf64>
    %cst_21 = stablehlo.constant dense<-4.4167383584587505E-6> : tensor<f64>
    %95 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %96 = stablehlo.add %94, %95 : tensor<32xf64>
    %97 = stablehlo.multiply %25, %96 : tensor<32xf64>
    %98 = stablehlo.subtract %97, %92 : tensor<32xf64>
    %cst_22 = stablehlo.constant dense<1.6448448070728896E-5> : tensor<f64>
    %99 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %100 = stablehlo.add %98, %99 : tensor<32xf64>
    %101 = stablehlo.multiply %25, %100 : tensor<32xf64>
    %102 = stablehlo.subtract %101, %96 : tensor<32xf64>
    %cst_23 = stablehlo.constant dense<-5.754195010082104E-5> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %104 = stablehlo.add %102, %103 : tensor<32xf64>
    %105 = stablehlo.multiply %25, %104 : tensor<32xf64>
    %106 = stablehlo.subtract %105, %100 : tensor<32xf64>
    %cst_24 = stablehlo.constant dense<1.8850288509584165E-4> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %108 = stablehlo.add %106, %107 : tensor<32xf64>
    %109 = stablehlo.multiply %25, %108 : tensor<32xf64>
    %110 = stablehlo.subtract %109, %104 : tensor<32xf64>
    %cst_25 = stablehlo.constant dense<-5.7637557453858236E-4> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %112 = stablehlo.add %110, %111 : tensor<32xf64>
    %113 = stablehlo.multiply %25, %112 : tensor<32xf64>
    %114 = stablehlo.subtract %113, %108 : tensor<32xf64>
    %cst_26 = stablehlo.constant dense<0.0016394756169413357> : tensor<f64>
    %115 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %116 = stablehlo.add %114, %115 : tensor<32xf64>
    %117 = stablehlo.multiply %25, %116 : tensor<32xf64>
    %118 = stablehlo.subtract %117, %112 : tensor<32xf64>
    %cst_27 = stablehlo.constant dense<-0.0043243099950505759> : tensor<f64>
    %119 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %120 = stablehlo.add %118, %119 : tensor<32xf64>
    %121 = stablehlo.multiply %25, %120 : tensor<32xf64>
    %122 = stablehlo.subtract %121, %116 : tensor<32xf64>
    %cst_28 = stablehlo.constant dense<0.010546460394594998> : tensor<f64>
    %123 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %124 = stablehlo.add %122, %123 : tensor<32xf64>
    %125 = stablehlo.multiply %25, %124 : tensor<32xf64>
    %126 = stablehlo.subtract %125, %120 : tensor<32xf64>
    %cst_29 = stablehlo.constant dense<-0.023737414805899471> : tensor<f64>
    %127 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %128 = stablehlo.add %126, %127 : tensor<32xf64>
    %129 = stablehlo.multiply %25, %128 : tensor<32xf64>
    %130 = stablehlo.subtract %129, %124 : tensor<32xf64>
    %cst_30 = stablehlo.constant dense<0.049305284239670712> : tensor<f64>
    %131 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %132 = stablehlo.add %130, %131 : tensor<32xf64>
    %133 = stablehlo.multiply %25, %132 : tensor<32xf64>
    %134 = stablehlo.subtract %133, %128 : tensor<32xf64>
    %cst_31 = stablehlo.constant dense<-0.094901097048047639> : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %136 = stablehlo.add %134, %135 : tensor<32xf64>
    %137 = stablehlo.multiply %25, %136 : tensor<32xf64>
    %138 = stablehlo.subtract %137, %132 : tensor<32xf64>
    %cst_32 = stablehlo.constant dense<0.17162090152220877> : tensor<f64>
    %139 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %140 = stablehlo.add %138, %139 : tensor<32xf64>
    %141 = stablehlo.multiply %25, %140 : tensor<32xf64>
    %142 = stablehlo.subtract %141, %136 : tensor<32xf64>
    %cst_33 = stablehlo.constant dense<-0.3046826723431984> : tensor<f64>
    %143 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %144 = stablehlo.add %142, %143 : tensor<32xf64>
    %145 = stablehlo.multiply %25, %144 : tensor<32xf64>
    %146 = stablehlo.subtract %145, %140 : tensor<32xf64>
    %cst_34 = stablehlo.constant dense<0.67679527440947607> : tensor<f64>
    %147 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %148 = stablehlo.add %146, %147 : tensor<32xf64>
    %149 = stablehlo.subtract %148, %140 : tensor<32xf64>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %150 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %151 = stablehlo.multiply %150, %149 : tensor<32xf64>
    %152 = stablehlo.divide %23, %20 : tensor<32xf64>
    %153 = stablehlo.subtract %152, %22 : tensor<32xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %154 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %155 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %156 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %157 = stablehlo.multiply %153, %154 : tensor<32xf64>
    %158 = stablehlo.subtract %157, %155 : tensor<32xf64>
    %cst_39 = stablehlo.constant dense<-7.2331804878747538E-18> : tensor<f64>
    %159 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %160 = stablehlo.add %158, %159 : tensor<32xf64>
    %161 = stablehlo.multiply %153, %160 : tensor<32xf64>
    %162 = stablehlo.subtract %161, %154 : tensor<32xf64>
    %cst_40 = stablehlo.constant dense<-4.8305044859441819E-18> : tensor<f64>
    %163 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %164 = stablehlo.add %162, %163 : tensor<32xf64>
    %165 = stablehlo.multiply %153, %164 : tensor<32xf64>
    %166 = stablehlo.subtract %165, %160 : tensor<32xf64>
    %cst_41 = stablehlo.constant dense<4.4656214202967598E-17> : tensor<f64>
    %167 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %168 = stablehlo.add %166, %167 : tensor<32xf64>
    %169 = stablehlo.multiply %153, %168 : tensor<32xf64>
    %170 = stablehlo.subtract %169, %164 : tensor<32xf64>
    %cst_42 = stablehlo.constant dense<3.4612228676974612E-17> : tensor<f64>
    %171 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %172 = stablehlo.add %170, %171 : tensor<32xf64>
    %173 = stablehlo.multiply %153, %172 : tensor<32xf64>
    %174 = stablehlo.subtract %173, %168 : tensor<32xf64>
    %cst_43 = stablehlo.constant dense<-2.8276239805165836E-16> : tensor<f64>
    %175 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %176 = stablehlo.add %174, %175 : tensor<32xf64>
    %177 = stablehlo.multiply %153, %176 : tensor<32xf64>
    %178 = stablehlo.subtract %177, %172 : tensor<32xf64>
    %cst_44 = stablehlo.constant dense<-3.425485619677219E-16> : tensor<f64>
    %179 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %180 = stablehlo.add %178, %179 : tensor<32xf64>
    %181 = stablehlo.multiply %153, %180 : tensor<32xf64>
    %182 = stablehlo.subtract %181, %176 : tensor<32xf64>
    %cst_45 = stablehlo.constant dense<1.7725601330565263E-15> : tensor<f64>
    %183 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %184 = stablehlo.add %182, %183 : tensor<32xf64>
    %185 = stablehlo.multiply %153, %184 : tensor<32xf64>
    %186 = stablehlo.subtract %185, %180 : tensor<32xf64>
    %cst_46 = stablehlo.constant dense<3.8116806693526224E-15> : tensor<f64>
    %187 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %188 = stablehlo.add %186, %187 : tensor<32xf64>
    %189 = stablehlo.multiply %153, %188 : tensor<32xf64>
    %190 = stablehlo.subtract %189, %184 : tensor<32xf64>
    %cst_47 = stablehlo.constant dense<-9.5548466988283073E-15> : tensor<f64>
    %191 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %192 = stablehlo.add %190, %191 : tensor<32xf64>
    %193 = stablehlo.multiply %153, %192 : tensor<32xf64>
    %194 = stablehlo.subtract %193, %188 : tensor<32xf64>
    %cst_48 = stablehlo.constant dense<-4.1505693472872222E-14> : tensor<f64>
    %195 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %196 = stablehlo.add %194, %195 : tensor<32xf64>
    %197 = stablehlo.multiply %153, %196 : tensor<32xf64>
    %198 = stablehlo.subtract %197, %192 : tensor<32xf64>
    %cst_49 = stablehlo.constant dense<1.54008621752141E-14> : tensor<f64>
    %199 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %200 = stablehlo.add %198, %199 : tensor<32xf64>
    %201 = stablehlo.multiply %153, %200 : tensor<32xf64>
    %202 = stablehlo.subtract %201, %196 : tensor<32xf64>
    %cst_50 = stablehlo.constant dense<3.8527783827421426E-13> : tensor<f64>
    %203 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %204 = stablehlo.add %202, %203 : tensor<32xf64>
    %205 = stablehlo.multiply %153, %204 : tensor<32xf64>
    %206 = stablehlo.subtract %205, %200 : tensor<32xf64>
    %cst_51 = stablehlo.constant dense<7.180124451383666E-13> : tensor<f64>
    %207 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %208 = stablehlo.add %206, %207 : tensor<32xf64>
    %209 = stablehlo.multiply %153, %208 : tensor<32xf64>
    %210 = stablehlo.subtract %209, %204 : tensor<32xf64>
    %cst_52 = stablehlo.constant dense<-1.7941785315068062E-12> : tensor<f64>
    %211 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %212 = stablehlo.add %210, %211 : tensor<32xf64>
    %213 = stablehlo.multiply %153, %212 : tensor<32xf64>
    %214 = stablehlo.subtract %213, %208 : tensor<32xf64>
    %cst_53 = stablehlo.constant dense<-1.3215811840447713E-11> : tensor<f64>
    %215 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %216 = stablehlo.add %214, %215 : tensor<32xf64>
    %217 = stablehlo.multiply %153, %216 : tensor<32xf64>
    %218 = stablehlo.subtract %217, %212 : tensor<32xf64>
    %cst_54 = stablehlo.constant dense<-3.1499165279632416E-11> : tensor<f64>
    %219 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %220 = stablehlo.add %218, %219 : tensor<32xf64>
    %221 = stablehlo.multiply %153, %220 : tensor<32xf64>
    %222 = stablehlo.subtract %221, %216 : tensor<32xf64>
    %cst_55 = stablehlo.constant dense<1.1889147107846439E-11> : tensor<f64>
    %223 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %224 = stablehlo.add %222, %223 : tensor<32xf64>
    %225 = stablehlo.multiply %153, %224 : tensor<32xf64>
    %226 = stablehlo.subtract %225, %220 : tensor<32xf64>
    %cst_56 = stablehlo.constant dense<4.9406023882249701E-10> : tensor<f64>
    %227 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %228 = stablehlo.add %226, %227 : tensor<32xf64>
    %229 = stablehlo.multiply %153, %228 : tensor<32xf64>
    %230 = stablehlo.subtract %229, %224 : tensor<32xf64>
    %cst_57 = stablehlo.constant dense<3.3962320257083865E-9> : tensor<f64>
    %231 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %232 = stablehlo.add %230, %231 : tensor<32xf64>
    %233 = stablehlo.multiply %153, %232 : tensor<32xf64>
    %234 = stablehlo.subtract %233, %228 : tensor<32xf64>
    %cst_58 = stablehlo.constant dense<2.266668990498178E-8> : tensor<f64>
    %235 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %236 = stablehlo.add %234, %235 : tensor<32xf64>
    %237 = stablehlo.multiply %153, %236 : tensor<32xf64>
    %238 = stablehlo.subtract %237, %232 : tensor<32xf64>
    %cst_59 = stablehlo.constant dense<2.0489185894690638E-7> : tensor<f64>
    %239 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %240 = stablehlo.add %238, %239 : tensor<32xf64>
    %241 = stablehlo.multiply %153, %240 : tensor<32xf64>
    %242 = stablehlo.subtract %241, %236 : tensor<32xf64>
    %cst_60 = stablehlo.constant dense<2.8913705208347567E-6> : tensor<f64>
    %243 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %244 = stablehlo.add %242, %243 : tensor<32xf64>
    %245 = stablehlo.multiply %153, %244 : tensor<32xf64>
    %246 = stablehlo.subtract %245, %240 : tensor<32xf64>
    %cst_61 = stablehlo.constant dense<6.8897583469168245E-5> : tensor<f64>
    %247 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %248 = stablehlo.add %246, %247 : tensor<32xf64>
    %249 = stablehlo.multiply %153, %248 : tensor<32xf64>
    %250 = stablehlo.subtract %249, %244 : tensor<32xf64>
    %cst_62 = stablehlo.constant dense<0.0033691164782556943> : tensor<f64>
    %251 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %252 = stablehlo.add %250, %251 : tensor<32xf64>
    %253 = stablehlo.multiply %153, %252 : tensor<32xf64>
    %254 = stablehlo.subtract %253, %248 : tensor<32xf64>
    %cst_63 = stablehlo.constant dense<0.80449041101410879> : tensor<f64>
    %255 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %256 = stablehlo.add %254, %255 : tensor<32xf64>
    %257 = stablehlo.subtract %256, %248 : tensor<32xf64>
    %cst_64 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %258 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %259 = stablehlo.multiply %258, %257 : tensor<32xf64>
    %260 = stablehlo.sqrt %20 : tensor<32xf64>
    %261 = stablehlo.divide %259, %260 : tensor<32xf64>
    %cst_65 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %262 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %263 = stablehlo.compare LE, %20, %262, FLOAT : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xi1>
    %264 = stablehlo.select %263, %151, %261 : tensor<32xi1>, tensor<32xf64>
    %265 = chlo.bessel_i1e %arg0 : tensor<32xf64> -> tensor<32xf64>
    %266 = chlo.next_after %arg12, %arg13 : tensor<10xf64>, tensor<10xf64> -> tensor<10xf64>
    %267 = stablehlo.cbrt %arg0 : tensor<32xf64>
    %268 = stablehlo.power %arg3, %arg5 : tensor<16xf64>
    %269 = stablehlo.power %arg6, %arg7 : tensor<8xf64>
    %270 = stablehlo.atan2 %arg8, %arg9 : tensor<16xf64>
    %271 = call @hypot(%arg10, %arg11) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %cst_66 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %272 = stablehlo.reduce(%arg14 init: %cst_66) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_67 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %273 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %274 = stablehlo.maximum %273, %272 : tensor<4xf64>
    %275 = stablehlo.is_finite %274 : (tensor<4xf64>) -> tensor<4xi1>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %276 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %277 = stablehlo.select %275, %274, %276 : tensor<4xi1>, tensor<4xf64>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x8xf64>
    %280 = stablehlo.subtract %arg14, %279 : tensor<4x8xf64>
    %281 = stablehlo.exponential %280 : tensor<4x8xf64>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %282 = stablehlo.reduce(%281 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf64>, tensor<f64>) -> tensor<4xf64>
    %283 = stablehlo.sign %282 : tensor<4xf64>
    %284 = stablehlo.abs %282 : tensor<4xf64>
    %285 = stablehlo.log %284 : tensor<4xf64>
    %286 = stablehlo.add %285, %277 : tensor<4xf64>
    %287 = stablehlo.negate %arg0 : tensor<32xf64>
    %288 = stablehlo.exponential %287 : tensor<32xf64>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %289 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %290 = stablehlo.add %289, %288 : tensor<32xf64>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %291 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %292 = stablehlo.divide %291, %290 : tensor<32xf64>
    %293 = call @softplus(%arg0) : (tensor<32xf64>) -> tensor<32xf64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %264, %265, %266, %267, %268, %269, %270, %271, %286, %292, %293 : tensor<32xf64>, tensor<16xf64>, tensor<24xf64>, tensor<24xf64>, tensor<24xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<16xf64>, tensor<16xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<32xf64>, tensor<16xf64>, tensor<16xf64>, tensor<32xf64>, tensor<32xf64>, tensor<10xf64>, tensor<32xf64>, tensor<16xf64>, tensor<8xf64>, tensor<16xf64>, tensor<10xf64>, tensor<4xf64>, tensor<32xf64>, tensor<32xf64>
  }
  func.func private @arccosh(%arg0: tensor<16xf64>) -> tensor<16xf64> {
    %0 = chlo.acosh %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func private @hypot(%arg0: tensor<10xf64>, %arg1: tensor<10xf64>) -> tensor<10xf64> {
    %0 = stablehlo.abs %arg0 : tensor<10xf64>
    %1 = stablehlo.abs %arg1 : tensor<10xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %6 = stablehlo.or %3, %5 : tensor<10xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<10xf64>
    %8 = stablehlo.minimum %0, %1 : tensor<10xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %14 = call @_where(%12, %13, %7) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %15 = stablehlo.divide %8, %14 : tensor<10xf64>
    %16 = chlo.square %15 : tensor<10xf64> -> tensor<10xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %18 = stablehlo.add %17, %16 : tensor<10xf64>
    %19 = stablehlo.sqrt %18 : tensor<10xf64>
    %20 = stablehlo.multiply %7, %19 : tensor<10xf64>
    %21 = call @_where(%10, %7, %20) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %cst_5 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<10xi1>, tensor<f64>, tensor<10xf64>) -> tensor<10xf64>
    return %22 : tensor<10xf64>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xf64>, %arg2: tensor<10xf64>) -> tensor<10xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xf64>
    return %0 : tensor<10xf64>
  }
  func.func private @_where_0(%arg0: tensor<10xi1>, %arg1: tensor<f64>, %arg2: tensor<10xf64>) -> tensor<10xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<10xi1>, tensor<10xf64>
    return %1 : tensor<10xf64>
  }
  func.func private @softplus(%arg0: tensor<32xf64>) -> tensor<32xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32xf64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32xf64>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %6 = stablehlo.add %arg0, %5 : tensor<32xf64>
    %7 = stablehlo.abs %3 : tensor<32xf64>
    %8 = stablehlo.negate %7 : tensor<32xf64>
    %9 = stablehlo.exponential %8 : tensor<32xf64>
    %10 = stablehlo.log_plus_one %9 : tensor<32xf64>
    %11 = stablehlo.add %1, %10 : tensor<32xf64>
    %12 = stablehlo.select %4, %6, %11 : tensor<32xi1>, tensor<32xf64>
    return %12 : tensor<32xf64>
  }
}
