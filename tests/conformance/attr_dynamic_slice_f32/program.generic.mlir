"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<6x8xf32>, tensor<2x3xf32>, tensor<8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<2x2xf32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<6x2xf32>, tensor<8xf32>, tensor<6x8xf32>, tensor<8xf32>, tensor<6xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<6x8xf32>, %arg6: tensor<2x3xf32>, %arg7: tensor<8xf32>, %arg8: tensor<i32>, %arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<i32>, %arg12: tensor<i64>):
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.compare"(%arg8, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.add"(%arg8, %18) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.select"(%17, %19, %arg8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.compare"(%arg9, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.add"(%arg9, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.select"(%22, %24, %arg9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.dynamic_slice"(%arg5, %20, %25) <{slice_sizes = array<i64: 3, 4>}> : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.compare"(%arg10, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %29 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.add"(%arg10, %29) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.select"(%28, %30, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.compare"(%arg11, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %34 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.add"(%arg11, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %36 = "stablehlo.select"(%33, %35, %arg11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.dynamic_slice"(%arg5, %31, %36) <{slice_sizes = array<i64: 3, 4>}> : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %39 = "stablehlo.compare"(%arg12, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %40 = "stablehlo.constant"() <{value = dense<6> : tensor<i64>}> : () -> tensor<i64>
    %41 = "stablehlo.add"(%arg12, %40) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %42 = "stablehlo.select"(%39, %41, %arg12) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %44 = "stablehlo.compare"(%arg12, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %45 = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
    %46 = "stablehlo.add"(%arg12, %45) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %47 = "stablehlo.select"(%44, %46, %arg12) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %48 = "stablehlo.dynamic_slice"(%arg5, %42, %47) <{slice_sizes = array<i64: 2, 2>}> : (tensor<6x8xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.compare"(%arg8, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %51 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.add"(%arg8, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %53 = "stablehlo.select"(%50, %52, %arg8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.compare"(%arg9, %54) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %56 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.add"(%arg9, %56) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %58 = "stablehlo.select"(%55, %57, %arg9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %59 = "stablehlo.dynamic_update_slice"(%arg5, %arg6, %53, %58) : (tensor<6x8xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x8xf32>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.compare"(%arg10, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %62 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.add"(%arg10, %62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %64 = "stablehlo.select"(%61, %63, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.compare"(%arg11, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %67 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.add"(%arg11, %67) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %69 = "stablehlo.select"(%66, %68, %arg11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %70 = "stablehlo.dynamic_update_slice"(%arg5, %arg6, %64, %69) : (tensor<6x8xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x8xf32>
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.compare"(%arg9, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %73 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %74 = "stablehlo.add"(%arg9, %73) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %75 = "stablehlo.select"(%72, %74, %arg9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.dynamic_slice"(%arg5, %76, %75) <{slice_sizes = array<i64: 6, 2>}> : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x2xf32>
    %78 = "func.call"(%arg5, %arg8) <{callee = @dynamic_index_in_dim}> : (tensor<6x8xf32>, tensor<i32>) -> tensor<8xf32>
    %79 = "func.call"(%arg5, %arg7, %arg8) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x8xf32>, tensor<8xf32>, tensor<i32>) -> tensor<6x8xf32>
    %80 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %81 = "stablehlo.compare"(%arg8, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %82 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %83 = "stablehlo.add"(%arg8, %82) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %84 = "stablehlo.select"(%81, %83, %arg8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %87 = "stablehlo.compare"(%85, %86) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %88 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.add"(%88, %89) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %91 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %92 = "stablehlo.select"(%87, %90, %91) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %93 = "stablehlo.dynamic_slice"(%arg5, %84, %92) <{slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1x8xf32>) -> tensor<8xf32>
    %95 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %97 = "stablehlo.compare"(%95, %96) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %100 = "stablehlo.add"(%98, %99) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %101 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %102 = "stablehlo.select"(%97, %100, %101) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %103 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %104 = "stablehlo.compare"(%arg9, %103) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %106 = "stablehlo.add"(%arg9, %105) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %107 = "stablehlo.select"(%104, %106, %arg9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %108 = "stablehlo.dynamic_slice"(%arg5, %102, %107) <{slice_sizes = array<i64: 6, 1>}> : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x1xf32>
    %109 = "stablehlo.reshape"(%108) : (tensor<6x1xf32>) -> tensor<6xf32>
    %110 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %111 = "stablehlo.compare"(%arg8, %110) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %113 = "stablehlo.add"(%arg8, %112) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %114 = "stablehlo.select"(%111, %113, %arg8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %115 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %116 = "stablehlo.compare"(%arg9, %115) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %117 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %118 = "stablehlo.add"(%arg9, %117) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %119 = "stablehlo.select"(%116, %118, %arg9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %120 = "stablehlo.dynamic_slice"(%arg5, %114, %119) <{slice_sizes = array<i64: 1, 1>}> : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %121 = "stablehlo.reshape"(%120) : (tensor<1x1xf32>) -> tensor<f32>
    "func.return"(%26, %37, %48, %59, %70, %77, %78, %79, %94, %109, %121) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<2x2xf32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<6x2xf32>, tensor<8xf32>, tensor<6x8xf32>, tensor<8xf32>, tensor<6xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x8xf32>, tensor<i32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6x8xf32>, %arg4: tensor<i32>):
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.compare"(%arg4, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.add"(%arg4, %10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.select"(%9, %11, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.dynamic_slice"(%arg3, %12, %13) <{slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1x8xf32>) -> tensor<8xf32>
    "func.return"(%15) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x8xf32>, tensor<8xf32>, tensor<i32>) -> tensor<6x8xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.compare"(%arg2, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.add"(%arg2, %3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.select"(%2, %4, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.dynamic_update_slice"(%arg0, %0, %5, %6) : (tensor<6x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x8xf32>
    "func.return"(%7) : (tensor<6x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
