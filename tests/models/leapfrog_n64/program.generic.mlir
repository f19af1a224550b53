"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64xf32>) -> (tensor<64x3xf32>, tensor<64x3xf32>, tensor<f32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<64x3xf32>, %arg1: tensor<64x3xf32>, %arg2: tensor<64xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:4 = "stablehlo.while"(%arg2, %0, %arg0, %arg1) ({
    ^bb0(%arg31: tensor<64xf32>, %arg32: tensor<i32>, %arg33: tensor<64x3xf32>, %arg34: tensor<64x3xf32>):
      %156 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
      %157 = "stablehlo.compare"(%arg32, %156) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%157) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg19: tensor<64xf32>, %arg20: tensor<i32>, %arg21: tensor<64x3xf32>, %arg22: tensor<64x3xf32>):
      %94 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
      %95 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
      %96 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x64x3xf32>) -> tensor<64x64x3xf32>
      %97 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<64x1x3xf32>) -> tensor<64x64x3xf32>
      %98 = "stablehlo.subtract"(%96, %97) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
      %99 = "stablehlo.multiply"(%98, %98) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
      %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
        %155 = "stablehlo.add"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%155) : (tensor<f32>) -> ()
      }) : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
      %102 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
      %104 = "stablehlo.add"(%101, %103) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %105 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %106 = "stablehlo.constant"() <{value = dense<-1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
      %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
      %108 = "stablehlo.power"(%104, %107) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %109 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<64x64xf32>
      %110 = "stablehlo.multiply"(%109, %108) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
      %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<64x64x1xf32>) -> tensor<64x64x3xf32>
      %113 = "stablehlo.multiply"(%98, %112) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
      %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %115 = "stablehlo.reduce"(%113, %114) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
        %154 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%154) : (tensor<f32>) -> ()
      }) : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x3xf32>
      %116 = "stablehlo.constant"() <{value = dense<5.000000e-03> : tensor<f32>}> : () -> tensor<f32>
      %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x3xf32>
      %118 = "stablehlo.multiply"(%117, %115) : (tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x3xf32>
      %119 = "stablehlo.add"(%arg22, %118) : (tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x3xf32>
      %120 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
      %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x3xf32>
      %122 = "stablehlo.multiply"(%121, %119) : (tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x3xf32>
      %123 = "stablehlo.add"(%arg21, %122) : (tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x3xf32>
      %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
      %125 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
      %126 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x64x3xf32>) -> tensor<64x64x3xf32>
      %127 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<64x1x3xf32>) -> tensor<64x64x3xf32>
      %128 = "stablehlo.subtract"(%126, %127) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
      %129 = "stablehlo.multiply"(%128, %128) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
      %130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %131 = "stablehlo.reduce"(%129, %130) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %153 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%153) : (tensor<f32>) -> ()
      }) : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
      %132 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
      %134 = "stablehlo.add"(%131, %133) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %135 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %136 = "stablehlo.constant"() <{value = dense<-1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
      %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
      %138 = "stablehlo.power"(%134, %137) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %139 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<64x64xf32>
      %140 = "stablehlo.multiply"(%139, %138) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
      %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<64x64x1xf32>) -> tensor<64x64x3xf32>
      %143 = "stablehlo.multiply"(%128, %142) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
      %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %145 = "stablehlo.reduce"(%143, %144) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
        %152 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%152) : (tensor<f32>) -> ()
      }) : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x3xf32>
      %146 = "stablehlo.constant"() <{value = dense<5.000000e-03> : tensor<f32>}> : () -> tensor<f32>
      %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x3xf32>
      %148 = "stablehlo.multiply"(%147, %145) : (tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x3xf32>
      %149 = "stablehlo.add"(%119, %148) : (tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x3xf32>
      %150 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %151 = "stablehlo.add"(%arg20, %150) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg19, %151, %123, %149) : (tensor<64xf32>, tensor<i32>, tensor<64x3xf32>, tensor<64x3xf32>) -> ()
    }) : (tensor<64xf32>, tensor<i32>, tensor<64x3xf32>, tensor<64x3xf32>) -> (tensor<64xf32>, tensor<i32>, tensor<64x3xf32>, tensor<64x3xf32>)
    %2 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
    %4 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x64x3xf32>) -> tensor<64x64x3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<64x1x3xf32>) -> tensor<64x64x3xf32>
    %6 = "stablehlo.subtract"(%4, %5) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
    %7 = "stablehlo.multiply"(%6, %6) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %93 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%93) : (tensor<f32>) -> ()
    }) : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
    %10 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
    %12 = "stablehlo.add"(%9, %11) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %13 = "stablehlo.sqrt"(%12) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %14 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xf32>) -> tensor<64x1xf32>
    %15 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %17 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %18 = "stablehlo.multiply"(%16, %17) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %19 = "stablehlo.divide"(%18, %13) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %20 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64x64xi32>
    %21 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<64x64xi32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<64x64xi32>
    %24 = "stablehlo.add"(%20, %23) : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %25 = "stablehlo.compare"(%24, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %26 = "stablehlo.convert"(%25) : (tensor<64x64xi1>) -> tensor<64x64xf32>
    %27 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
    %29 = "stablehlo.subtract"(%28, %26) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %30 = "stablehlo.multiply"(%19, %29) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %92 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%92) : (tensor<f32>) -> ()
    }) : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %33 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.multiply"(%33, %32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x3xf32>
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.reduce"(%35, %36) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %91 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%91) : (tensor<f32>) -> ()
    }) : (tensor<64x3xf32>, tensor<f32>) -> tensor<64xf32>
    %38 = "stablehlo.multiply"(%arg2, %37) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.reduce"(%38, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %90 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%90) : (tensor<f32>) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.multiply"(%41, %40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.add"(%42, %34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%1#2) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%1#2) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
    %46 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x64x3xf32>) -> tensor<64x64x3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<64x1x3xf32>) -> tensor<64x64x3xf32>
    %48 = "stablehlo.subtract"(%46, %47) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
    %49 = "stablehlo.multiply"(%48, %48) : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
    %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.reduce"(%49, %50) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %89 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%89) : (tensor<f32>) -> ()
    }) : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
    %52 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
    %54 = "stablehlo.add"(%51, %53) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %55 = "stablehlo.sqrt"(%54) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %56 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xf32>) -> tensor<64x1xf32>
    %57 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %58 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %59 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %60 = "stablehlo.multiply"(%58, %59) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %61 = "stablehlo.divide"(%60, %55) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %62 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64x64xi32>
    %63 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<64x64xi32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<64x64xi32>
    %66 = "stablehlo.add"(%62, %65) : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %67 = "stablehlo.compare"(%66, %63) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %68 = "stablehlo.convert"(%67) : (tensor<64x64xi1>) -> tensor<64x64xf32>
    %69 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x64xf32>
    %71 = "stablehlo.subtract"(%70, %68) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %72 = "stablehlo.multiply"(%61, %71) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %88 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%88) : (tensor<f32>) -> ()
    }) : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.multiply"(%75, %74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %77 = "stablehlo.multiply"(%1#3, %1#3) : (tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x3xf32>
    %78 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.reduce"(%77, %78) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %87 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%87) : (tensor<f32>) -> ()
    }) : (tensor<64x3xf32>, tensor<f32>) -> tensor<64xf32>
    %80 = "stablehlo.multiply"(%arg2, %79) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.reduce"(%80, %81) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %86 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%86) : (tensor<f32>) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %83 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.multiply"(%83, %82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %85 = "stablehlo.add"(%84, %76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1#2, %1#3, %43, %85) : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
