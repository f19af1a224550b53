module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>, %arg1: tensor<3x7xf32>) -> (tensor<3x7xf32> {jax.result_info = "result[0]"}, tensor<3x7xf32> {jax.result_info = "result[1]"}, tensor<3x7xf32> {jax.result_info = "result[2]"}, tensor<3x7xf32> {jax.result_info = "result[3]"}, tensor<3x7xf32> {jax.result_info = "result[4]"}, tensor<3x7xf32> {jax.result_info = "result[5]"}, tensor<3x7xf32> {jax.result_info = "result[6]"}, tensor<3x7xf32> {jax.result_info = "result[7]"}, tensor<3x7xf32> {jax.result_info = "result[8]"}, tensor<3x7xf32> {jax.result_info = "result[9]"}, tensor<3x7xf32> {jax.result_info = "result[10]"}, tensor<3x7xf32> {jax.result_info = "result[11]"}, tensor<3x7xf32> {jax.result_info = "result[12]"}, tensor<3x7xf32> {jax.result_info = "result[13]"}, tensor<3x7xf32> {jax.result_info = "result[14]"}, tensor<7xf32> {jax.result_info = "result[15]"}) {
    %cst = stablehlo.constant dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>
    %cst_1 = stablehlo.constant dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>
    %cst_2 = stablehlo.constant dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>
    %cst_3 = stablehlo.constant dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>
    %cst_4 = stablehlo.constant dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>
    %0 = stablehlo.abs %arg0 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x7xf32>
    %3 = chlo.lgamma %2 : tensor<3x7xf32> -> tensor<3x7xf32>
    %4 = chlo.digamma %2 : tensor<3x7xf32> -> tensor<3x7xf32>
    %5 = chlo.erf %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %6 = chlo.erfc %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %8 = stablehlo.compare GT, %arg1, %7, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %10 = stablehlo.subtract %9, %arg1 : tensor<3x7xf32>
    %11 = call @_where(%8, %10, %arg1) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %13 = stablehlo.compare EQ, %11, %12, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %15 = call @_where(%13, %14, %11) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<3x7xf32>
    %18 = chlo.square %17 : tensor<3x7xf32> -> tensor<3x7xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<3x7xf32>
    %20 = call @polyval(%cst, %18) : (tensor<5xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %21 = call @polyval_0(%cst_0, %18) : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %22 = stablehlo.divide %20, %21 : tensor<3x7xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<3x7xf32>
    %24 = stablehlo.add %17, %23 : tensor<3x7xf32>
    %cst_11 = stablehlo.constant dense<-2.50662827> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<3x7xf32>
    %27 = stablehlo.log %15 : tensor<3x7xf32>
    %cst_12 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<3x7xf32>
    %30 = stablehlo.sqrt %29 : tensor<3x7xf32>
    %31 = stablehlo.log %30 : tensor<3x7xf32>
    %32 = stablehlo.divide %31, %30 : tensor<3x7xf32>
    %33 = stablehlo.subtract %30, %32 : tensor<3x7xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %35 = stablehlo.divide %34, %30 : tensor<3x7xf32>
    %36 = call @polyval_0(%cst_1, %35) : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %38 = stablehlo.divide %37, %30 : tensor<3x7xf32>
    %39 = call @polyval_0(%cst_2, %38) : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %40 = stablehlo.divide %36, %39 : tensor<3x7xf32>
    %41 = stablehlo.divide %40, %30 : tensor<3x7xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %43 = stablehlo.divide %42, %30 : tensor<3x7xf32>
    %44 = call @polyval_0(%cst_3, %43) : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %46 = stablehlo.divide %45, %30 : tensor<3x7xf32>
    %47 = call @polyval_0(%cst_4, %46) : (tensor<9xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %48 = stablehlo.divide %44, %47 : tensor<3x7xf32>
    %49 = stablehlo.divide %48, %30 : tensor<3x7xf32>
    %50 = stablehlo.subtract %33, %41 : tensor<3x7xf32>
    %51 = stablehlo.subtract %33, %49 : tensor<3x7xf32>
    %cst_17 = stablehlo.constant dense<0.135335281> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %53 = stablehlo.compare GT, %15, %52, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_18 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %55 = stablehlo.compare GE, %30, %54, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %56 = call @_where(%55, %50, %51) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %57 = call @_where(%53, %26, %56) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_19 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %59 = stablehlo.compare GT, %arg1, %58, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %60 = stablehlo.negate %57 : tensor<3x7xf32>
    %61 = call @_where(%59, %57, %60) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_20 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %64 = stablehlo.compare EQ, %arg1, %63, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %65 = stablehlo.negate %62 : tensor<3x7xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %67 = stablehlo.compare EQ, %arg1, %66, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %68 = call @_where(%67, %62, %61) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %69 = call @_where(%64, %65, %68) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %70 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %71 = stablehlo.exponential %70 : tensor<3x7xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %73 = stablehlo.add %72, %71 : tensor<3x7xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %75 = stablehlo.divide %74, %73 : tensor<3x7xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %77 = stablehlo.subtract %76, %arg1 : tensor<3x7xf32>
    %78 = stablehlo.divide %arg1, %77 : tensor<3x7xf32>
    %79 = stablehlo.log %78 : tensor<3x7xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %81 = stablehlo.compare NE, %2, %80, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %82 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %83 = stablehlo.or %81, %82 : tensor<3x7xi1>
    %84 = stablehlo.log %2 : tensor<3x7xf32>
    %85 = stablehlo.multiply %2, %84 : tensor<3x7xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %87 = call @_where(%83, %85, %86) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %89 = stablehlo.compare NE, %2, %88, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %90 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %91 = stablehlo.or %89, %90 : tensor<3x7xi1>
    %92 = stablehlo.log_plus_one %arg1 : tensor<3x7xf32>
    %93 = stablehlo.multiply %2, %92 : tensor<3x7xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %95 = call @_where(%91, %93, %94) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %97 = stablehlo.compare LT, %arg1, %96, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %100 = stablehlo.compare NE, %arg1, %99, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %101 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %102 = stablehlo.or %100, %101 : tensor<3x7xi1>
    %103 = stablehlo.log %arg1 : tensor<3x7xf32>
    %104 = stablehlo.multiply %arg1, %103 : tensor<3x7xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %106 = call @_where(%102, %104, %105) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %107 = stablehlo.negate %106 : tensor<3x7xf32>
    %108 = stablehlo.select %97, %98, %107 : tensor<3x7xi1>, tensor<3x7xf32>
    %109 = stablehlo.abs %arg0 : tensor<3x7xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_36 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %113 = stablehlo.multiply %110, %109 : tensor<3x7xf32>
    %114 = stablehlo.subtract %113, %111 : tensor<3x7xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %118 = stablehlo.multiply %114, %115 : tensor<3x7xf32>
    %119 = stablehlo.subtract %118, %116 : tensor<3x7xf32>
    %cst_40 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %121 = stablehlo.add %119, %120 : tensor<3x7xf32>
    %122 = stablehlo.multiply %114, %121 : tensor<3x7xf32>
    %123 = stablehlo.subtract %122, %115 : tensor<3x7xf32>
    %cst_41 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %125 = stablehlo.add %123, %124 : tensor<3x7xf32>
    %126 = stablehlo.multiply %114, %125 : tensor<3x7xf32>
    %127 = stablehlo.subtract %126, %121 : tensor<3x7xf32>
    %cst_42 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %129 = stablehlo.add %127, %128 : tensor<3x7xf32>
    %130 = stablehlo.multiply %114, %129 : tensor<3x7xf32>
    %131 = stablehlo.subtract %130, %125 : tensor<3x7xf32>
    %cst_43 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %133 = stablehlo.add %131, %132 : tensor<3x7xf32>
    %134 = stablehlo.multiply %114, %133 : tensor<3x7xf32>
    %135 = stablehlo.subtract %134, %129 : tensor<3x7xf32>
    %cst_44 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %137 = stablehlo.add %135, %136 : tensor<3x7xf32>
    %138 = stablehlo.multiply %114, %137 : tensor<3x7xf32>
    %139 = stablehlo.subtract %138, %133 : tensor<3x7xf32>
    %cst_45 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %141 = stablehlo.add %139, %140 : tensor<3x7xf32>
    %142 = stablehlo.multiply %114, %141 : tensor<3x7xf32>
    %143 = stablehlo.subtract %142, %137 : tensor<3x7xf32>
    %cst_46 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %145 = stablehlo.add %143, %144 : tensor<3x7xf32>
    %146 = stablehlo.multiply %114, %145 : tensor<3x7xf32>
    %147 = stablehlo.subtract %146, %141 : tensor<3x7xf32>
    %cst_47 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %149 = stablehlo.add %147, %148 : tensor<3x7xf32>
    %150 = stablehlo.multiply %114, %149 : tensor<3x7xf32>
    %151 = stablehlo.subtract %150, %145 : tensor<3x7xf32>
    %cst_48 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %153 = stablehlo.add %151, %152 : tensor<3x7xf32>
    %154 = stablehlo.multiply %114, %153 : tensor<3x7xf32>
    %155 = stablehlo.subtract %154, %149 : tensor<3x7xf32>
    %cst_49 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %157 = stablehlo.add %155, %156 : tensor<3x7xf32>
    %158 = stablehlo.multiply %114, %157 : tensor<3x7xf32>
    %159 = stablehlo.subtract %158, %153 : tensor<3x7xf32>
    %cst_50 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %161 = stablehlo.add %159, %160 : tensor<3x7xf32>
    %162 = stablehlo.multiply %114, %161 : tensor<3x7xf32>
    %163 = stablehlo.subtract %162, %157 : tensor<3x7xf32>
    %cst_51 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %165 = stablehlo.add %163, %164 : tensor<3x7xf32>
    %166 = stablehlo.multiply %114, %165 : tensor<3x7xf32>
    %167 = stablehlo.subtract %166, %161 : tensor<3x7xf32>
    %cst_52 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %169 = stablehlo.add %167, %168 : tensor<3x7xf32>
    %170 = stablehlo.multiply %114, %169 : tensor<3x7xf32>
    %171 = stablehlo.subtract %170, %165 : tensor<3x7xf32>
    %cst_53 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %173 = stablehlo.add %171, %172 : tensor<3x7xf32>
    %174 = stablehlo.multiply %114, %173 : tensor<3x7xf32>
    %175 = stablehlo.subtract %174, %169 : tensor<3x7xf32>
    %cst_54 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %177 = stablehlo.add %175, %176 : tensor<3x7xf32>
    %178 = stablehlo.multiply %114, %177 : tensor<3x7xf32>
    %179 = stablehlo.subtract %178, %173 : tensor<3x7xf32>
    %cst_55 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %181 = stablehlo.add %179, %180 : tensor<3x7xf32>
    %182 = stablehlo.multiply %114, %181 : tensor<3x7xf32>
    %183 = stablehlo.subtract %182, %177 : tensor<3x7xf32>
    %cst_56 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %185 = stablehlo.add %183, %184 : tensor<3x7xf32>
    %186 = stablehlo.multiply %114, %185 : tensor<3x7xf32>
    %187 = stablehlo.subtract %186, %181 : tensor<3x7xf32>
    %cst_57 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %189 = stablehlo.add %187, %188 : tensor<3x7xf32>
    %190 = stablehlo.subtract %189, %181 : tensor<3x7xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<3x7xf32>
    %193 = stablehlo.divide %112, %109 : tensor<3x7xf32>
    %194 = stablehlo.subtract %193, %111 : tensor<3x7xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %198 = stablehlo.multiply %194, %195 : tensor<3x7xf32>
    %199 = stablehlo.subtract %198, %196 : tensor<3x7xf32>
    %cst_62 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %201 = stablehlo.add %199, %200 : tensor<3x7xf32>
    %202 = stablehlo.multiply %194, %201 : tensor<3x7xf32>
    %203 = stablehlo.subtract %202, %195 : tensor<3x7xf32>
    %cst_63 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %205 = stablehlo.add %203, %204 : tensor<3x7xf32>
    %206 = stablehlo.multiply %194, %205 : tensor<3x7xf32>
    %207 = stablehlo.subtract %206, %201 : tensor<3x7xf32>
    %cst_64 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %209 = stablehlo.add %207, %208 : tensor<3x7xf32>
    %210 = stablehlo.multiply %194, %209 : tensor<3x7xf32>
    %211 = stablehlo.subtract %210, %205 : tensor<3x7xf32>
    %cst_65 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %213 = stablehlo.add %211, %212 : tensor<3x7xf32>
    %214 = stablehlo.multiply %194, %213 : tensor<3x7xf32>
    %215 = stablehlo.subtract %214, %209 : tensor<3x7xf32>
    %cst_66 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %217 = stablehlo.add %215, %216 : tensor<3x7xf32>
    %218 = stablehlo.multiply %194, %217 : tensor<3x7xf32>
    %219 = stablehlo.subtract %218, %213 : tensor<3x7xf32>
    %cst_67 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %221 = stablehlo.add %219, %220 : tensor<3x7xf32>
    %222 = stablehlo.multiply %194, %221 : tensor<3x7xf32>
    %223 = stablehlo.subtract %222, %217 : tensor<3x7xf32>
    %cst_68 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %225 = stablehlo.add %223, %224 : tensor<3x7xf32>
    %226 = stablehlo.subtract %225, %217 : tensor<3x7xf32>
    %cst_69 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %228 = stablehlo.multiply %227, %226 : tensor<3x7xf32>
    %229 = stablehlo.sqrt %109 : tensor<3x7xf32>
    %230 = stablehlo.divide %228, %229 : tensor<3x7xf32>
    %cst_70 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %232 = stablehlo.compare LE, %109, %231, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %233 = stablehlo.select %232, %192, %230 : tensor<3x7xi1>, tensor<3x7xf32>
    %234 = chlo.bessel_i1e %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_71 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %236 = stablehlo.compare GT, %arg0, %235, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %237 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %cst_72 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %239 = stablehlo.maximum %arg0, %238 : tensor<3x7xf32>
    %240 = call @_where(%236, %237, %239) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_73 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<3x7xf32>
    %243 = stablehlo.abs %242 : tensor<3x7xf32>
    %cst_74 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %245 = stablehlo.compare LT, %243, %244, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %246 = chlo.erf %242 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %248 = stablehlo.add %247, %246 : tensor<3x7xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %250 = stablehlo.compare GT, %242, %249, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %251 = chlo.erfc %243 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_77 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %253 = stablehlo.subtract %252, %251 : tensor<3x7xf32>
    %254 = chlo.erfc %243 : tensor<3x7xf32> -> tensor<3x7xf32>
    %255 = stablehlo.select %250, %253, %254 : tensor<3x7xi1>, tensor<3x7xf32>
    %256 = stablehlo.select %245, %248, %255 : tensor<3x7xi1>, tensor<3x7xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<3x7xf32>
    %259 = stablehlo.negate %258 : tensor<3x7xf32>
    %cst_79 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %261 = stablehlo.compare GT, %arg0, %260, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %262 = stablehlo.log %258 : tensor<3x7xf32>
    %cst_80 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %264 = stablehlo.minimum %arg0, %263 : tensor<3x7xf32>
    %265 = chlo.square %264 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_81 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<3x7xf32>
    %268 = stablehlo.negate %264 : tensor<3x7xf32>
    %269 = stablehlo.log %268 : tensor<3x7xf32>
    %270 = stablehlo.subtract %267, %269 : tensor<3x7xf32>
    %cst_82 = stablehlo.constant dense<0.918938517> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %272 = stablehlo.subtract %270, %271 : tensor<3x7xf32>
    %273 = chlo.square %264 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %277 = stablehlo.divide %276, %273 : tensor<3x7xf32>
    %278 = stablehlo.add %275, %277 : tensor<3x7xf32>
    %279 = stablehlo.multiply %273, %273 : tensor<3x7xf32>
    %cst_86 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %281 = stablehlo.divide %280, %279 : tensor<3x7xf32>
    %282 = stablehlo.add %274, %281 : tensor<3x7xf32>
    %283 = stablehlo.multiply %279, %273 : tensor<3x7xf32>
    %cst_87 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %285 = stablehlo.divide %284, %283 : tensor<3x7xf32>
    %286 = stablehlo.add %278, %285 : tensor<3x7xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %288 = stablehlo.add %287, %282 : tensor<3x7xf32>
    %289 = stablehlo.subtract %288, %286 : tensor<3x7xf32>
    %290 = stablehlo.log %289 : tensor<3x7xf32>
    %291 = stablehlo.add %272, %290 : tensor<3x7xf32>
    %292 = call @_where(%261, %262, %291) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %293 = call @_where(%236, %259, %292) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_89 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %295 = stablehlo.multiply %arg0, %294 : tensor<3x7xf32>
    %296 = stablehlo.abs %295 : tensor<3x7xf32>
    %cst_90 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %298 = stablehlo.compare LT, %296, %297, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %299 = chlo.erf %295 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %301 = stablehlo.add %300, %299 : tensor<3x7xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %303 = stablehlo.compare GT, %295, %302, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %304 = chlo.erfc %296 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %306 = stablehlo.subtract %305, %304 : tensor<3x7xf32>
    %307 = chlo.erfc %296 : tensor<3x7xf32> -> tensor<3x7xf32>
    %308 = stablehlo.select %303, %306, %307 : tensor<3x7xi1>, tensor<3x7xf32>
    %309 = stablehlo.select %298, %301, %308 : tensor<3x7xi1>, tensor<3x7xf32>
    %cst_94 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %311 = stablehlo.multiply %310, %309 : tensor<3x7xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %313 = stablehlo.add %2, %312 : tensor<3x7xf32>
    %314 = stablehlo.minimum %2, %313 : tensor<3x7xf32>
    %315 = stablehlo.maximum %2, %313 : tensor<3x7xf32>
    %316 = chlo.lgamma %314 : tensor<3x7xf32> -> tensor<3x7xf32>
    %317 = chlo.lgamma %315 : tensor<3x7xf32> -> tensor<3x7xf32>
    %318 = stablehlo.add %314, %315 : tensor<3x7xf32>
    %319 = chlo.lgamma %318 : tensor<3x7xf32> -> tensor<3x7xf32>
    %320 = stablehlo.subtract %317, %319 : tensor<3x7xf32>
    %321 = stablehlo.add %316, %320 : tensor<3x7xf32>
    %322 = chlo.lgamma %314 : tensor<3x7xf32> -> tensor<3x7xf32>
    %323 = stablehlo.divide %314, %315 : tensor<3x7xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %325 = stablehlo.add %324, %323 : tensor<3x7xf32>
    %326 = stablehlo.divide %323, %325 : tensor<3x7xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %328 = stablehlo.add %327, %323 : tensor<3x7xf32>
    %329 = stablehlo.divide %323, %328 : tensor<3x7xf32>
    %cst_98 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %331 = stablehlo.subtract %314, %330 : tensor<3x7xf32>
    %332 = stablehlo.add %315, %331 : tensor<3x7xf32>
    %333 = stablehlo.multiply %329, %329 : tensor<3x7xf32>
    %334 = stablehlo.add %329, %333 : tensor<3x7xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %336 = stablehlo.add %335, %334 : tensor<3x7xf32>
    %337 = stablehlo.multiply %333, %336 : tensor<3x7xf32>
    %338 = stablehlo.add %329, %337 : tensor<3x7xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %340 = stablehlo.add %339, %338 : tensor<3x7xf32>
    %341 = stablehlo.multiply %333, %340 : tensor<3x7xf32>
    %342 = stablehlo.add %329, %341 : tensor<3x7xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %344 = stablehlo.add %343, %342 : tensor<3x7xf32>
    %345 = stablehlo.multiply %333, %344 : tensor<3x7xf32>
    %346 = stablehlo.add %329, %345 : tensor<3x7xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %348 = stablehlo.add %347, %346 : tensor<3x7xf32>
    %349 = stablehlo.multiply %333, %348 : tensor<3x7xf32>
    %350 = stablehlo.add %329, %349 : tensor<3x7xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %352 = stablehlo.add %351, %350 : tensor<3x7xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %354 = stablehlo.divide %353, %315 : tensor<3x7xf32>
    %355 = stablehlo.multiply %354, %354 : tensor<3x7xf32>
    %cst_105 = stablehlo.constant dense<-0.00165322958> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %357 = stablehlo.multiply %356, %352 : tensor<3x7xf32>
    %358 = stablehlo.multiply %357, %355 : tensor<3x7xf32>
    %cst_106 = stablehlo.constant dense<8.373080e-04> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %360 = stablehlo.multiply %359, %348 : tensor<3x7xf32>
    %361 = stablehlo.add %358, %360 : tensor<3x7xf32>
    %362 = stablehlo.multiply %361, %355 : tensor<3x7xf32>
    %cst_107 = stablehlo.constant dense<-5.95202902E-4> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %364 = stablehlo.multiply %363, %344 : tensor<3x7xf32>
    %365 = stablehlo.add %362, %364 : tensor<3x7xf32>
    %366 = stablehlo.multiply %365, %355 : tensor<3x7xf32>
    %cst_108 = stablehlo.constant dense<7.93650688E-4> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %368 = stablehlo.multiply %367, %340 : tensor<3x7xf32>
    %369 = stablehlo.add %366, %368 : tensor<3x7xf32>
    %370 = stablehlo.multiply %369, %355 : tensor<3x7xf32>
    %cst_109 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %372 = stablehlo.multiply %371, %336 : tensor<3x7xf32>
    %373 = stablehlo.add %370, %372 : tensor<3x7xf32>
    %374 = stablehlo.multiply %373, %355 : tensor<3x7xf32>
    %cst_110 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %376 = stablehlo.add %374, %375 : tensor<3x7xf32>
    %377 = stablehlo.divide %326, %315 : tensor<3x7xf32>
    %378 = stablehlo.multiply %376, %377 : tensor<3x7xf32>
    %379 = stablehlo.divide %314, %315 : tensor<3x7xf32>
    %380 = stablehlo.log_plus_one %379 : tensor<3x7xf32>
    %381 = stablehlo.multiply %332, %380 : tensor<3x7xf32>
    %382 = stablehlo.log %315 : tensor<3x7xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %384 = stablehlo.subtract %382, %383 : tensor<3x7xf32>
    %385 = stablehlo.multiply %314, %384 : tensor<3x7xf32>
    %386 = stablehlo.compare LE, %381, %385, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %387 = stablehlo.subtract %378, %385 : tensor<3x7xf32>
    %388 = stablehlo.subtract %387, %381 : tensor<3x7xf32>
    %389 = stablehlo.subtract %378, %381 : tensor<3x7xf32>
    %390 = stablehlo.subtract %389, %385 : tensor<3x7xf32>
    %391 = call @_where(%386, %388, %390) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %392 = stablehlo.add %322, %391 : tensor<3x7xf32>
    %cst_112 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %394 = stablehlo.compare LT, %315, %393, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %395 = call @_where(%394, %321, %392) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %397 = stablehlo.compare NE, %2, %396, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %398 = call @_where_1(%397, %arg0, %cst_114) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_115) applies stablehlo.maximum across dimensions = [0] : (tensor<3x7xf32>, tensor<f32>) -> tensor<7xf32>
    %cst_116 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %401 = stablehlo.maximum %400, %399 : tensor<7xf32>
    %402 = stablehlo.is_finite %401 : (tensor<7xf32>) -> tensor<7xi1>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %404 = stablehlo.select %402, %401, %403 : tensor<7xi1>, tensor<7xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [1] : (tensor<7xf32>) -> tensor<1x7xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<1x7xf32>) -> tensor<3x7xf32>
    %407 = stablehlo.subtract %398, %406 : tensor<3x7xf32>
    %408 = stablehlo.exponential %407 : tensor<3x7xf32>
    %409 = stablehlo.multiply %408, %2 : tensor<3x7xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_118) applies stablehlo.add across dimensions = [0] : (tensor<3x7xf32>, tensor<f32>) -> tensor<7xf32>
    %411 = stablehlo.sign %410 : tensor<7xf32>
    %412 = stablehlo.abs %410 : tensor<7xf32>
    %413 = stablehlo.log %412 : tensor<7xf32>
    %414 = stablehlo.add %413, %404 : tensor<7xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %416 = stablehlo.compare LT, %411, %415, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_120 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %417 = call @_where_2(%416, %cst_120, %414) : (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>
    return %3, %4, %5, %6, %69, %75, %79, %87, %95, %108, %233, %234, %293, %311, %395, %417 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<7xf32>
  }
  func.func private @_where(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @polyval(%arg0: tensor<5xf32>, %arg1: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<5xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.multiply %0, %arg1 : tensor<3x7xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.add %5, %6 : tensor<3x7xf32>
    %8 = stablehlo.slice %2 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %9 = stablehlo.reshape %8 : (tensor<1xf32>) -> tensor<f32>
    %10 = stablehlo.multiply %7, %arg1 : tensor<3x7xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %12 = stablehlo.add %10, %11 : tensor<3x7xf32>
    %13 = stablehlo.slice %2 [2:3] : (tensor<5xf32>) -> tensor<1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<f32>
    %15 = stablehlo.multiply %12, %arg1 : tensor<3x7xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %17 = stablehlo.add %15, %16 : tensor<3x7xf32>
    %18 = stablehlo.slice %2 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.multiply %17, %arg1 : tensor<3x7xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x7xf32>
    %23 = stablehlo.slice %2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %24 = stablehlo.reshape %23 : (tensor<1xf32>) -> tensor<f32>
    %25 = stablehlo.multiply %22, %arg1 : tensor<3x7xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %27 = stablehlo.add %25, %26 : tensor<3x7xf32>
    return %27 : tensor<3x7xf32>
  }
  func.func private @polyval_0(%arg0: tensor<9xf32>, %arg1: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<9xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:9] : (tensor<9xf32>) -> tensor<9xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.multiply %0, %arg1 : tensor<3x7xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.add %5, %6 : tensor<3x7xf32>
    %8 = stablehlo.slice %2 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %9 = stablehlo.reshape %8 : (tensor<1xf32>) -> tensor<f32>
    %10 = stablehlo.multiply %7, %arg1 : tensor<3x7xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %12 = stablehlo.add %10, %11 : tensor<3x7xf32>
    %13 = stablehlo.slice %2 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<f32>
    %15 = stablehlo.multiply %12, %arg1 : tensor<3x7xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %17 = stablehlo.add %15, %16 : tensor<3x7xf32>
    %18 = stablehlo.slice %2 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.multiply %17, %arg1 : tensor<3x7xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x7xf32>
    %23 = stablehlo.slice %2 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %24 = stablehlo.reshape %23 : (tensor<1xf32>) -> tensor<f32>
    %25 = stablehlo.multiply %22, %arg1 : tensor<3x7xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %27 = stablehlo.add %25, %26 : tensor<3x7xf32>
    %28 = stablehlo.slice %2 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %29 = stablehlo.reshape %28 : (tensor<1xf32>) -> tensor<f32>
    %30 = stablehlo.multiply %27, %arg1 : tensor<3x7xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %32 = stablehlo.add %30, %31 : tensor<3x7xf32>
    %33 = stablehlo.slice %2 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %34 = stablehlo.reshape %33 : (tensor<1xf32>) -> tensor<f32>
    %35 = stablehlo.multiply %32, %arg1 : tensor<3x7xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %37 = stablehlo.add %35, %36 : tensor<3x7xf32>
    %38 = stablehlo.slice %2 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1xf32>) -> tensor<f32>
    %40 = stablehlo.multiply %37, %arg1 : tensor<3x7xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %42 = stablehlo.add %40, %41 : tensor<3x7xf32>
    %43 = stablehlo.slice %2 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %44 = stablehlo.reshape %43 : (tensor<1xf32>) -> tensor<f32>
    %45 = stablehlo.multiply %42, %arg1 : tensor<3x7xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %47 = stablehlo.add %45, %46 : tensor<3x7xf32>
    return %47 : tensor<3x7xf32>
  }
  func.func private @_where_1(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<f32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @_where_2(%arg0: tensor<7xi1>, %arg1: tensor<f32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<7xi1>, tensor<7xf32>
    return %1 : tensor<7xf32>
  }
}
