"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<13x5xf32>, tensor<i32>, tensor<6x3xf32>) -> (tensor<f32>, tensor<i32>, tensor<6x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<13x5xf32>, %arg7: tensor<i32>, %arg8: tensor<6x3xf32>):
    %19 = "stablehlo.constant"() <{value = dense<[[-3.16549778, -0.747495413, -1.69582963, -1.98965621, -1.80748439], [-2.12666488, -0.673951745, -2.583140e+00, -1.44042087, -2.83513188], [-1.20117307, -1.23253334, -4.140890e+00, -0.991434633, -3.87988567], [-1.80612969, -1.72392809, -4.06290102, -0.456587553, -5.00467634], [-1.059865, -0.654250919, -3.60728335, -3.3816483, -2.62348938]]> : tensor<5x5xf32>}> : () -> tensor<5x5xf32>
    %20 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<13x5xf32>) -> tensor<1x5xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1x5xf32>) -> tensor<5xf32>
    %22 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %23:5 = "stablehlo.while"(%arg7, %19, %arg6, %21, %22) ({
    ^bb0(%arg28: tensor<i32>, %arg29: tensor<5x5xf32>, %arg30: tensor<13x5xf32>, %arg31: tensor<5xf32>, %arg32: tensor<i32>):
      %110 = "stablehlo.compare"(%arg32, %arg28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%110) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<5x5xf32>, %arg21: tensor<13x5xf32>, %arg22: tensor<5xf32>, %arg23: tensor<i32>):
      %68 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
      %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x5xf32>
      %70 = "stablehlo.add"(%69, %arg20) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
      %71 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
        %109 = "stablehlo.maximum"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%109) : (tensor<f32>) -> ()
      }) : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
      %73 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %75 = "stablehlo.maximum"(%74, %72) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %76 = "stablehlo.is_finite"(%75) : (tensor<5xf32>) -> tensor<5xi1>
      %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %79 = "stablehlo.select"(%76, %75, %78) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
      %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<5x5xf32>
      %82 = "stablehlo.subtract"(%70, %81) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
      %83 = "stablehlo.exponential"(%82) : (tensor<5x5xf32>) -> tensor<5x5xf32>
      %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %85 = "stablehlo.reduce"(%83, %84) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
        %108 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%108) : (tensor<f32>) -> ()
      }) : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
      %86 = "stablehlo.sign"(%85) : (tensor<5xf32>) -> tensor<5xf32>
      %87 = "stablehlo.abs"(%85) : (tensor<5xf32>) -> tensor<5xf32>
      %88 = "stablehlo.log"(%87) : (tensor<5xf32>) -> tensor<5xf32>
      %89 = "stablehlo.add"(%88, %79) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %90 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %91 = "stablehlo.compare"(%arg23, %90) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %92 = "stablehlo.constant"() <{value = dense<13> : tensor<i32>}> : () -> tensor<i32>
      %93 = "stablehlo.add"(%arg23, %92) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %94 = "stablehlo.select"(%91, %93, %arg23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %95 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %96 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %97 = "stablehlo.compare"(%95, %96) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %99 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %100 = "stablehlo.add"(%98, %99) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %101 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %102 = "stablehlo.select"(%97, %100, %101) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %103 = "stablehlo.dynamic_slice"(%arg21, %94, %102) <{slice_sizes = array<i64: 1, 5>}> : (tensor<13x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
      %104 = "stablehlo.reshape"(%103) : (tensor<1x5xf32>) -> tensor<5xf32>
      %105 = "stablehlo.add"(%89, %104) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %106 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %107 = "stablehlo.add"(%arg23, %106) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg19, %arg20, %arg21, %105, %107) : (tensor<i32>, tensor<5x5xf32>, tensor<13x5xf32>, tensor<5xf32>, tensor<i32>) -> ()
    }) : (tensor<i32>, tensor<5x5xf32>, tensor<13x5xf32>, tensor<5xf32>, tensor<i32>) -> (tensor<i32>, tensor<5x5xf32>, tensor<13x5xf32>, tensor<5xf32>, tensor<i32>)
    %24 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23#3, %24) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %67 = "stablehlo.maximum"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%67) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.maximum"(%26, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.is_finite"(%27) : (tensor<f32>) -> tensor<i1>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.select"(%28, %27, %29) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %33 = "stablehlo.subtract"(%23#3, %32) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %34 = "stablehlo.exponential"(%33) : (tensor<5xf32>) -> tensor<5xf32>
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %66 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%66) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.abs"(%36) : (tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.log"(%37) : (tensor<f32>) -> tensor<f32>
    %39 = "stablehlo.add"(%38, %30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42:3 = "stablehlo.while"(%41, %40, %arg8) ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<6x3xf32>):
      %64 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %65 = "stablehlo.compare"(%arg12, %64) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%65) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<6x3xf32>):
      %43 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %44 = "stablehlo.add"(%arg10, %43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %45 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %46 = "func.call"(%arg10, %45) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %48 = "stablehlo.compare"(%46, %47) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %49 = "stablehlo.convert"(%48) : (tensor<i1>) -> tensor<i32>
      %50 = "stablehlo.case"(%49) ({
        %57 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
        %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3xf32>
        %59 = "stablehlo.multiply"(%arg11, %58) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
        %60 = "stablehlo.reshape"(%arg11) : (tensor<6x3xf32>) -> tensor<18xf32>
        %61 = "func.call"(%60) <{callee = @_roll_static}> : (tensor<18xf32>) -> tensor<18xf32>
        %62 = "stablehlo.reshape"(%61) : (tensor<18xf32>) -> tensor<6x3xf32>
        %63 = "stablehlo.subtract"(%59, %62) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
        "stablehlo.return"(%63) : (tensor<6x3xf32>) -> ()
      }, {
        %53 = "stablehlo.sine"(%arg11) : (tensor<6x3xf32>) -> tensor<6x3xf32>
        %54 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3xf32>
        %56 = "stablehlo.add"(%53, %55) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
        "stablehlo.return"(%56) : (tensor<6x3xf32>) -> ()
      }) : (tensor<i32>) -> tensor<6x3xf32>
      %51 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %52 = "stablehlo.add"(%arg9, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%52, %44, %50) : (tensor<i32>, tensor<i32>, tensor<6x3xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<6x3xf32>)
    "func.return"(%39, %23#4, %42#2) : (tensor<f32>, tensor<i32>, tensor<6x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.compare"(%arg5, %4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %7 = "func.call"(%5, %6, %arg5) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.remainder"(%arg4, %7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.compare"(%8, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.compare"(%8, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.compare"(%7, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = "stablehlo.compare"(%12, %14) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = "stablehlo.and"(%15, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = "stablehlo.add"(%8, %7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %18 = "stablehlo.select"(%16, %17, %8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%18) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<i1>, %arg2: tensor<i32>, %arg3: tensor<i32>):
    %3 = "stablehlo.select"(%arg1, %arg2, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%3) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<18xf32>) -> tensor<18xf32>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<18xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 18>, start_indices = array<i64: 17>, strides = array<i64: 1>}> : (tensor<18xf32>) -> tensor<1xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 17>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<18xf32>) -> tensor<17xf32>
    %2 = "stablehlo.concatenate"(%0, %1) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<17xf32>) -> tensor<18xf32>
    "func.return"(%2) : (tensor<18xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
