module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2xf32>, %arg1: tensor<9x2xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6x2xf32> {jax.result_info = "result[1]"}, tensor<9x2xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<6x2xf32>) -> tensor<6x1x2xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<9x2xf32>) -> tensor<1x9x2xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<6x1x2xf32>) -> tensor<6x9x2xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x9x2xf32>) -> tensor<6x9x2xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<6x9x2xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<6x9x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x9x2xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<6x9x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<6x9x2xf32>, tensor<f32>) -> tensor<6x9xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+10> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1xf32>, tensor<9xf32>) -> tensor<10xf32>
    %12 = stablehlo.iota dim = 0 : tensor<9xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %19:8 = stablehlo.while(%iterArg = %12, %iterArg_22 = %c_8, %iterArg_23 = %13, %iterArg_24 = %14, %iterArg_25 = %15, %iterArg_26 = %16, %iterArg_27 = %17, %iterArg_28 = %18) : tensor<9xi32>, tensor<i32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>
    cond {
      %c_29 = stablehlo.constant dense<9> : tensor<i32>
      %40 = stablehlo.compare LT, %iterArg_22, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %40 : tensor<i1>
    } do {
      %40 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_22) : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
      %c_29 = stablehlo.constant dense<0> : tensor<i32>
      %41 = stablehlo.compare LT, %40, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_30 = stablehlo.constant dense<9> : tensor<i32>
      %42 = stablehlo.add %40, %c_30 : tensor<i32>
      %43 = stablehlo.select %41, %42, %40 : tensor<i1>, tensor<i32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.add %40, %c_31 : tensor<i32>
      %c_32 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.compare LT, %44, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_33 = stablehlo.constant dense<10> : tensor<i32>
      %46 = stablehlo.add %44, %c_33 : tensor<i32>
      %47 = stablehlo.select %45, %46, %44 : tensor<i1>, tensor<i32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.compare LT, %40, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_35 = stablehlo.constant dense<10> : tensor<i32>
      %49 = stablehlo.add %40, %c_35 : tensor<i32>
      %50 = stablehlo.select %48, %49, %40 : tensor<i1>, tensor<i32>
      %51 = func.call @dynamic_update_index_in_dim(%iterArg_23, %43, %iterArg_22) : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %52 = func.call @dynamic_update_index_in_dim(%iterArg_24, %47, %iterArg_22) : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %53 = func.call @dynamic_update_index_in_dim(%iterArg_25, %50, %iterArg_22) : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %54 = func.call @dynamic_update_index_in_dim(%iterArg_26, %43, %iterArg_22) : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %55 = func.call @dynamic_update_index_in_dim(%iterArg_27, %47, %iterArg_22) : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %56 = func.call @dynamic_update_index_in_dim(%iterArg_28, %50, %iterArg_22) : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg_22, %c_36 : tensor<i32>
      stablehlo.return %iterArg, %57, %51, %52, %53, %54, %55, %56 : tensor<9xi32>, tensor<i32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>
    }
    %cst_9 = stablehlo.constant dense<1.000000e+10> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6x9x3xf32>
    %c_11 = stablehlo.constant dense<false> : tensor<i1>
    %22 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i1>) -> tensor<6x9xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %24:10 = stablehlo.while(%iterArg = %8, %iterArg_22 = %20, %iterArg_23 = %19#5, %iterArg_24 = %19#6, %iterArg_25 = %19#7, %iterArg_26 = %c_13, %iterArg_27 = %11, %iterArg_28 = %21, %iterArg_29 = %22, %iterArg_30 = %23) : tensor<6x9xf32>, tensor<1xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>
    cond {
      %c_31 = stablehlo.constant dense<6> : tensor<i32>
      %40 = stablehlo.compare LT, %iterArg_26, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %40 : tensor<i1>
    } do {
      %40 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_26) : (tensor<6x9xf32>, tensor<i32>) -> tensor<9xf32>
      %cst_31 = stablehlo.constant dense<1.000000e+10> : tensor<f32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<9x3xf32>
      %c_34 = stablehlo.constant dense<false> : tensor<i1>
      %43 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i1>) -> tensor<9xi1>
      %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %c_36 = stablehlo.constant dense<0> : tensor<i32>
      %45:11 = stablehlo.while(%iterArg_38 = %iterArg_23, %iterArg_39 = %iterArg_24, %iterArg_40 = %iterArg_25, %iterArg_41 = %40, %iterArg_42 = %iterArg_27, %iterArg_43 = %c_36, %iterArg_44 = %cst_31, %iterArg_45 = %41, %iterArg_46 = %42, %iterArg_47 = %43, %iterArg_48 = %44) : tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xf32>, tensor<10xf32>, tensor<i32>, tensor<f32>, tensor<9xf32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>
      cond {
        %c_49 = stablehlo.constant dense<9> : tensor<i32>
        %51 = stablehlo.compare LT, %iterArg_43, %c_49, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %51 : tensor<i1>
      } do {
        %51 = func.call @dynamic_index_in_dim(%iterArg_38, %iterArg_43) : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %52 = func.call @dynamic_index_in_dim(%iterArg_39, %iterArg_43) : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %53 = func.call @dynamic_index_in_dim(%iterArg_40, %iterArg_43) : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %54 = stablehlo.dynamic_slice %iterArg_41, %51, sizes = [1] : (tensor<9xf32>, tensor<i32>) -> tensor<1xf32>
        %55 = stablehlo.reshape %54 : (tensor<1xf32>) -> tensor<f32>
        %56 = stablehlo.dynamic_slice %iterArg_42, %52, sizes = [1] : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
        %57 = stablehlo.reshape %56 : (tensor<1xf32>) -> tensor<f32>
        %58 = stablehlo.dynamic_slice %iterArg_42, %53, sizes = [1] : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
        %59 = stablehlo.reshape %58 : (tensor<1xf32>) -> tensor<f32>
        %60 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %62 = stablehlo.broadcast_in_dim %iterArg_44, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %63 = stablehlo.concatenate %60, %61, %62, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
        %64 = stablehlo.negate %63 : tensor<3xf32>
        %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %65 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %66 = stablehlo.divide %64, %65 : tensor<3xf32>
        %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
        %67 = stablehlo.reduce(%66 init: %cst_50) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
        %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
        %68 = stablehlo.maximum %cst_51, %67 : tensor<f32>
        %69 = stablehlo.is_finite %68 : (tensor<f32>) -> tensor<i1>
        %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %70 = stablehlo.select %69, %68, %cst_52 : tensor<i1>, tensor<f32>
        %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
        %73 = stablehlo.subtract %66, %72 : tensor<3xf32>
        %74 = stablehlo.exponential %73 : tensor<3xf32>
        %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %75 = stablehlo.reduce(%74 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
        %76 = stablehlo.abs %75 : tensor<f32>
        %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %77 = stablehlo.compare GE, %75, %cst_54, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %78 = stablehlo.log %76 : tensor<f32>
        %79 = stablehlo.add %78, %70 : tensor<f32>
        %cst_55 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
        %80 = stablehlo.multiply %cst_55, %79 : tensor<f32>
        %81 = stablehlo.add %55, %80 : tensor<f32>
        %82 = func.call @dynamic_update_index_in_dim_1(%iterArg_45, %81, %iterArg_43) : (tensor<9xf32>, tensor<f32>, tensor<i32>) -> tensor<9xf32>
        %83 = func.call @dynamic_update_index_in_dim_2(%iterArg_46, %74, %iterArg_43) : (tensor<9x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<9x3xf32>
        %84 = func.call @dynamic_update_index_in_dim_3(%iterArg_47, %77, %iterArg_43) : (tensor<9xi1>, tensor<i1>, tensor<i32>) -> tensor<9xi1>
        %85 = func.call @dynamic_update_index_in_dim_1(%iterArg_48, %76, %iterArg_43) : (tensor<9xf32>, tensor<f32>, tensor<i32>) -> tensor<9xf32>
        %c_56 = stablehlo.constant dense<1> : tensor<i32>
        %86 = stablehlo.add %iterArg_43, %c_56 : tensor<i32>
        stablehlo.return %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %86, %81, %82, %83, %84, %85 : tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xf32>, tensor<10xf32>, tensor<i32>, tensor<f32>, tensor<9xf32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>
      }
      %46 = stablehlo.concatenate %iterArg_22, %45#7, dim = 0 : (tensor<1xf32>, tensor<9xf32>) -> tensor<10xf32>
      %47 = func.call @dynamic_update_index_in_dim_4(%iterArg_28, %45#8, %iterArg_26) : (tensor<6x9x3xf32>, tensor<9x3xf32>, tensor<i32>) -> tensor<6x9x3xf32>
      %48 = func.call @dynamic_update_index_in_dim_5(%iterArg_29, %45#9, %iterArg_26) : (tensor<6x9xi1>, tensor<9xi1>, tensor<i32>) -> tensor<6x9xi1>
      %49 = func.call @dynamic_update_index_in_dim_6(%iterArg_30, %45#10, %iterArg_26) : (tensor<6x9xf32>, tensor<9xf32>, tensor<i32>) -> tensor<6x9xf32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %50 = stablehlo.add %iterArg_26, %c_37 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %50, %46, %47, %48, %49 : tensor<6x9xf32>, tensor<1xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>
    }
    %25 = stablehlo.slice %24#6 [9:10] : (tensor<10xf32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.pad %27, %cst_15, low = [9], high = [0], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %30:9 = stablehlo.while(%iterArg = %24#7, %iterArg_22 = %24#8, %iterArg_23 = %24#9, %iterArg_24 = %19#2, %iterArg_25 = %19#3, %iterArg_26 = %19#4, %iterArg_27 = %c_17, %iterArg_28 = %28, %iterArg_29 = %29) : tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9xf32>
    cond {
      %c_30 = stablehlo.constant dense<6> : tensor<i32>
      %40 = stablehlo.compare LT, %iterArg_27, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %40 : tensor<i1>
    } do {
      %c_30 = stablehlo.constant dense<6> : tensor<i32>
      %40 = stablehlo.subtract %c_30, %iterArg_27 : tensor<i32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %41 = stablehlo.subtract %40, %c_31 : tensor<i32>
      %42 = func.call @dynamic_index_in_dim_7(%iterArg, %41) : (tensor<6x9x3xf32>, tensor<i32>) -> tensor<9x3xf32>
      %43 = func.call @dynamic_index_in_dim_8(%iterArg_22, %41) : (tensor<6x9xi1>, tensor<i32>) -> tensor<9xi1>
      %44 = func.call @dynamic_index_in_dim_0(%iterArg_23, %41) : (tensor<6x9xf32>, tensor<i32>) -> tensor<9xf32>
      %45 = stablehlo.slice %iterArg_28 [0:1] : (tensor<10xf32>) -> tensor<1xf32>
      %46 = stablehlo.slice %iterArg_28 [1:10] : (tensor<10xf32>) -> tensor<9xf32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c_35 = stablehlo.constant dense<0> : tensor<i32>
      %49:11 = stablehlo.while(%iterArg_37 = %46, %iterArg_38 = %iterArg_24, %iterArg_39 = %iterArg_25, %iterArg_40 = %iterArg_26, %iterArg_41 = %42, %iterArg_42 = %43, %iterArg_43 = %44, %iterArg_44 = %c_35, %iterArg_45 = %47, %iterArg_46 = %48, %iterArg_47 = %cst_34) : tensor<9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>, tensor<i32>, tensor<9xf32>, tensor<10xf32>, tensor<f32>
      cond {
        %c_48 = stablehlo.constant dense<9> : tensor<i32>
        %52 = stablehlo.compare LT, %iterArg_44, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %52 : tensor<i1>
      } do {
        %c_48 = stablehlo.constant dense<9> : tensor<i32>
        %52 = stablehlo.subtract %c_48, %iterArg_44 : tensor<i32>
        %c_49 = stablehlo.constant dense<1> : tensor<i32>
        %53 = stablehlo.subtract %52, %c_49 : tensor<i32>
        %54 = func.call @dynamic_index_in_dim_9(%iterArg_37, %53) : (tensor<9xf32>, tensor<i32>) -> tensor<f32>
        %55 = func.call @dynamic_index_in_dim(%iterArg_38, %53) : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %56 = func.call @dynamic_index_in_dim(%iterArg_39, %53) : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %57 = func.call @dynamic_index_in_dim(%iterArg_40, %53) : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %58 = func.call @dynamic_index_in_dim_10(%iterArg_41, %53) : (tensor<9x3xf32>, tensor<i32>) -> tensor<3xf32>
        %59 = func.call @dynamic_index_in_dim_11(%iterArg_42, %53) : (tensor<9xi1>, tensor<i32>) -> tensor<i1>
        %60 = func.call @dynamic_index_in_dim_9(%iterArg_43, %53) : (tensor<9xf32>, tensor<i32>) -> tensor<f32>
        %61 = stablehlo.add %iterArg_47, %54 : tensor<f32>
        %cst_50 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
        %62 = stablehlo.multiply %cst_50, %61 : tensor<f32>
        %63 = stablehlo.divide %62, %60 : tensor<f32>
        %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %64 = stablehlo.select %59, %cst_51, %63 : tensor<i1>, tensor<f32>
        %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %65 = stablehlo.select %59, %63, %cst_52 : tensor<i1>, tensor<f32>
        %66 = stablehlo.negate %64 : tensor<f32>
        %67 = stablehlo.add %65, %66 : tensor<f32>
        %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %69 = stablehlo.multiply %68, %58 : tensor<3xf32>
        %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %70 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %71 = stablehlo.divide %69, %70 : tensor<3xf32>
        %72 = stablehlo.negate %71 : tensor<3xf32>
        %73 = stablehlo.slice %72 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
        %74 = stablehlo.reshape %73 : (tensor<1xf32>) -> tensor<f32>
        %75 = stablehlo.slice %72 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
        %76 = stablehlo.reshape %75 : (tensor<1xf32>) -> tensor<f32>
        %77 = stablehlo.slice %72 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
        %78 = stablehlo.reshape %77 : (tensor<1xf32>) -> tensor<f32>
        %79 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %80 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<10xf32>
        %81 = stablehlo.dynamic_update_slice %80, %79, %57 : (tensor<10xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10xf32>
        %82 = stablehlo.add %iterArg_46, %81 : tensor<10xf32>
        %83 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %84 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<10xf32>
        %85 = stablehlo.dynamic_update_slice %84, %83, %56 : (tensor<10xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10xf32>
        %86 = stablehlo.add %82, %85 : tensor<10xf32>
        %87 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %88 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<9xf32>
        %89 = stablehlo.dynamic_update_slice %88, %87, %55 : (tensor<9xf32>, tensor<1xf32>, tensor<i32>) -> tensor<9xf32>
        %90 = stablehlo.add %iterArg_45, %89 : tensor<9xf32>
        %c_57 = stablehlo.constant dense<1> : tensor<i32>
        %91 = stablehlo.add %iterArg_44, %c_57 : tensor<i32>
        stablehlo.return %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %91, %90, %86, %78 : tensor<9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>, tensor<i32>, tensor<9xf32>, tensor<10xf32>, tensor<f32>
      }
      %50 = func.call @dynamic_update_index_in_dim_6(%iterArg_29, %49#8, %41) : (tensor<6x9xf32>, tensor<9xf32>, tensor<i32>) -> tensor<6x9xf32>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_27, %c_36 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %51, %49#9, %50 : tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9xf32>
    }
    %31 = stablehlo.broadcast_in_dim %30#8, dims = [0, 1] : (tensor<6x9xf32>) -> tensor<6x9x2xf32>
    %32 = stablehlo.multiply %31, %7 : tensor<6x9x2xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<6x9x2xf32>, tensor<f32>) -> tensor<6x2xf32>
    %34 = stablehlo.reshape %33 : (tensor<6x2xf32>) -> tensor<6x1x2xf32>
    %35 = stablehlo.negate %32 : tensor<6x9x2xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<6x9x2xf32>, tensor<f32>) -> tensor<9x2xf32>
    %37 = stablehlo.reshape %36 : (tensor<9x2xf32>) -> tensor<1x9x2xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<1x9x2xf32>, tensor<f32>) -> tensor<9x2xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%34 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<6x1x2xf32>, tensor<f32>) -> tensor<6x2xf32>
    return %26, %39, %38 : tensor<f32>, tensor<6x2xf32>, tensor<9x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<9xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<9xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<9xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<9xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<9xi32>, tensor<1xi32>, tensor<i32>) -> tensor<9xi32>
    return %1 : tensor<9xi32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<6x9xf32>, %arg1: tensor<i32>) -> tensor<9xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 9] : (tensor<6x9xf32>, tensor<i32>, tensor<i32>) -> tensor<1x9xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x9xf32>) -> tensor<9xf32>
    return %1 : tensor<9xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<9xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<9xf32>, tensor<1xf32>, tensor<i32>) -> tensor<9xf32>
    return %1 : tensor<9xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<9x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<9x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<9x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<9x3xf32>
    return %1 : tensor<9x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<9xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<9xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<9xi1>, tensor<1xi1>, tensor<i32>) -> tensor<9xi1>
    return %1 : tensor<9xi1>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<6x9x3xf32>, %arg1: tensor<9x3xf32>, %arg2: tensor<i32>) -> tensor<6x9x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<9x3xf32>) -> tensor<1x9x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<6x9x3xf32>, tensor<1x9x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x9x3xf32>
    return %1 : tensor<6x9x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<6x9xi1>, %arg1: tensor<9xi1>, %arg2: tensor<i32>) -> tensor<6x9xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<9xi1>) -> tensor<1x9xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x9xi1>, tensor<1x9xi1>, tensor<i32>, tensor<i32>) -> tensor<6x9xi1>
    return %1 : tensor<6x9xi1>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<6x9xf32>, %arg1: tensor<9xf32>, %arg2: tensor<i32>) -> tensor<6x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<9xf32>) -> tensor<1x9xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x9xf32>, tensor<1x9xf32>, tensor<i32>, tensor<i32>) -> tensor<6x9xf32>
    return %1 : tensor<6x9xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<6x9x3xf32>, %arg1: tensor<i32>) -> tensor<9x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 9, 3] : (tensor<6x9x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x9x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x9x3xf32>) -> tensor<9x3xf32>
    return %1 : tensor<9x3xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<6x9xi1>, %arg1: tensor<i32>) -> tensor<9xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 9] : (tensor<6x9xi1>, tensor<i32>, tensor<i32>) -> tensor<1x9xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x9xi1>) -> tensor<9xi1>
    return %1 : tensor<9xi1>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<9xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<9xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<9x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<9x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<9xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<9xi1>, tensor<i32>) -> tensor<1xi1>
    %1 = stablehlo.reshape %0 : (tensor<1xi1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
}
