module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf32>, %arg1: tensor<8xi32>, %arg2: tensor<4x3xi1>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<5xi32> {jax.result_info = "result[1]"}, tensor<5xi32> {jax.result_info = "result[2]"}, tensor<4x2xi32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<5xf32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}, tensor<5xf32> {jax.result_info = "result[7]"}, tensor<5xf32> {jax.result_info = "result[8]"}, tensor<5x5xf32> {jax.result_info = "result[9]"}, tensor<9xf32> {jax.result_info = "result[10]"}, tensor<5xf32> {jax.result_info = "result[11]"}, tensor<5x5xf32> {jax.result_info = "result[12]"}, tensor<5xf32> {jax.result_info = "result[13]"}, tensor<5x5xf32> {jax.result_info = "result[14]"}, tensor<5xi32> {jax.result_info = "result[15]"}, tensor<5xi32> {jax.result_info = "result[16]"}) {
    %0:2 = call @_unique_sorted_mask(%arg1) : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>)
    %1 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @clip(%1, %c_0) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.add %3, %6 : tensor<8xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %11 = "stablehlo.scatter"(%2, %9, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %151 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %151 : tensor<i32>
    }) : (tensor<6xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<6xi32>
    %12 = call @cumsum_1(%11) : (tensor<6xi32>) -> tensor<6xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %13 = call @floor_divide(%12, %c_4) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_5 = stablehlo.constant dense<8> : tensor<i32>
    %14 = call @remainder(%13, %c_5) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_7 = stablehlo.constant dense<8> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %18 = stablehlo.add %14, %17 : tensor<6xi32>
    %19 = stablehlo.select %16, %18, %14 : tensor<6xi1>, tensor<6xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %21 = "stablehlo.gather"(%0#0, %20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %22 = stablehlo.iota dim = 0 : tensor<6xi32>
    %23 = stablehlo.convert %0#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.reduce(%23 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %26 = stablehlo.compare LT, %22, %25, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %27 = call @_where_4(%26, %21, %c_9) : (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %28 = call @cumsum_5(%arg2) : (tensor<4x3xi1>) -> tensor<12xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %30 = call @clip_7(%28, %c_11) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %32 = stablehlo.compare LT, %30, %31, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %34 = stablehlo.add %30, %33 : tensor<12xi32>
    %35 = stablehlo.select %32, %34, %30 : tensor<12xi1>, tensor<12xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %38 = "stablehlo.scatter"(%29, %36, %37) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %151 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %151 : tensor<i32>
    }) : (tensor<5xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<5xi32>
    %39 = call @cumsum_8(%38) : (tensor<5xi32>) -> tensor<5xi32>
    %c_15 = stablehlo.constant dense<3> : tensor<i32>
    %40 = call @floor_divide_10(%39, %c_15) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_16 = stablehlo.constant dense<4> : tensor<i32>
    %41 = call @remainder_12(%40, %c_16) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %42 = call @floor_divide_10(%39, %c_17) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_18 = stablehlo.constant dense<3> : tensor<i32>
    %43 = call @remainder_12(%42, %c_18) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %44 = stablehlo.iota dim = 0 : tensor<5xi32>
    %45 = stablehlo.convert %arg2 : (tensor<4x3xi1>) -> tensor<4x3xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.reduce(%45 init: %c_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xi32>, tensor<i32>) -> tensor<i32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %48 = stablehlo.compare GE, %44, %47, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_20 = stablehlo.constant dense<-1> : tensor<i32>
    %49 = call @_where_13(%48, %c_20, %41) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %c_21 = stablehlo.constant dense<-1> : tensor<i32>
    %50 = call @_where_13(%48, %c_21, %43) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %51 = call @atleast_1d(%arg2) : (tensor<4x3xi1>) -> tensor<4x3xi1>
    %52 = call @cumsum_5(%51) : (tensor<4x3xi1>) -> tensor<12xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %54 = call @clip_7(%52, %c_23) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %56 = stablehlo.compare LT, %54, %55, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_25 = stablehlo.constant dense<4> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %58 = stablehlo.add %54, %57 : tensor<12xi32>
    %59 = stablehlo.select %56, %58, %54 : tensor<12xi1>, tensor<12xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_26 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %62 = "stablehlo.scatter"(%53, %60, %61) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %151 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %151 : tensor<i32>
    }) : (tensor<4xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<4xi32>
    %63 = call @cumsum_14(%62) : (tensor<4xi32>) -> tensor<4xi32>
    %c_27 = stablehlo.constant dense<3> : tensor<i32>
    %64 = call @floor_divide_16(%63, %c_27) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_28 = stablehlo.constant dense<4> : tensor<i32>
    %65 = call @remainder_18(%64, %c_28) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %66 = call @floor_divide_16(%63, %c_29) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_30 = stablehlo.constant dense<3> : tensor<i32>
    %67 = call @remainder_18(%66, %c_30) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %68 = stablehlo.iota dim = 0 : tensor<4xi32>
    %69 = stablehlo.convert %51 : (tensor<4x3xi1>) -> tensor<4x3xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.reduce(%69 init: %c_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xi32>, tensor<i32>) -> tensor<i32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %72 = stablehlo.compare GE, %68, %71, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_32 = stablehlo.constant dense<-1> : tensor<i32>
    %73 = call @_where_19(%72, %c_32, %65) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %c_33 = stablehlo.constant dense<-1> : tensor<i32>
    %74 = call @_where_19(%72, %c_33, %67) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %75 = call @atleast_2d(%73) : (tensor<4xi32>) -> tensor<1x4xi32>
    %76 = call @atleast_2d(%74) : (tensor<4xi32>) -> tensor<1x4xi32>
    %77 = stablehlo.concatenate %75, %76, dim = 0 : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<2x4xi32>) -> tensor<4x2xi32>
    %79 = call @trace(%arg0) : (tensor<5x5xf32>) -> tensor<f32>
    %80 = call @_diag(%arg0) : (tensor<5x5xf32>) -> tensor<5xf32>
    %81 = call @diagonal_21(%arg0) : (tensor<5x5xf32>) -> tensor<4xf32>
    %82 = stablehlo.iota dim = 0 : tensor<5x5xui32>
    %83 = stablehlo.iota dim = 1 : tensor<5x5xui32>
    %84 = stablehlo.compare EQ, %82, %83, UNSIGNED : (tensor<5x5xui32>, tensor<5x5xui32>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %86 = stablehlo.select %84, %arg0, %85 : tensor<5x5xi1>, tensor<5x5xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %88 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5xf32>
    %89 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x5xf32>) -> tensor<5xf32>
    %91 = call @_diag_22(%90) : (tensor<5xf32>) -> tensor<5x5xf32>
    %c_35 = stablehlo.constant dense<-1> : tensor<i32>
    %c_36 = stablehlo.constant dense<6> : tensor<i32>
    %92 = call @_linspace(%c_35, %c_36) : (tensor<i32>, tensor<i32>) -> tensor<9xf32>
    %93 = stablehlo.iota dim = 0 : tensor<5xf32>
    %94 = stablehlo.slice %arg0 [1:2, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x5xf32>) -> tensor<5xf32>
    %96 = call @_interp(%92, %93, %95) : (tensor<9xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<9xf32>
    %97 = stablehlo.slice %arg0 [2:3, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x5xf32>) -> tensor<5xf32>
    %99 = stablehlo.slice %arg0 [3:4, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x5xf32>) -> tensor<5xf32>
    %101 = call @polyval(%98, %100) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %103 = stablehlo.compare LT, %arg0, %102, FLOAT : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xi1>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %105 = stablehlo.compare GT, %arg0, %104, FLOAT : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xi1>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %107 = stablehlo.multiply %arg0, %106 : tensor<5x5xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %109 = stablehlo.subtract %arg0, %108 : tensor<5x5xf32>
    %c_41 = stablehlo.constant dense<false> : tensor<i1>
    %110 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %111 = stablehlo.broadcast_in_dim %110, dims = [1, 2] : (tensor<5x5xi1>) -> tensor<1x5x5xi1>
    %112 = stablehlo.broadcast_in_dim %103, dims = [1, 2] : (tensor<5x5xi1>) -> tensor<1x5x5xi1>
    %113 = stablehlo.broadcast_in_dim %105, dims = [1, 2] : (tensor<5x5xi1>) -> tensor<1x5x5xi1>
    %114 = stablehlo.concatenate %111, %112, %113, dim = 0 : (tensor<1x5x5xi1>, tensor<1x5x5xi1>, tensor<1x5x5xi1>) -> tensor<3x5x5xi1>
    %115 = call @argmax(%114) : (tensor<3x5x5xi1>) -> tensor<5x5xi32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %117 = stablehlo.compare LT, %115, %116, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %c_43 = stablehlo.constant dense<2> : tensor<i32>
    %118 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %119 = stablehlo.compare LT, %115, %118, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %120 = stablehlo.select %119, %107, %109 : tensor<5x5xi1>, tensor<5x5xf32>
    %121 = stablehlo.select %117, %arg0, %120 : tensor<5x5xi1>, tensor<5x5xf32>
    %122 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %123 = stablehlo.reshape %122 : (tensor<1x5xf32>) -> tensor<5xf32>
    %124 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %125 = stablehlo.reshape %124 : (tensor<1x5xf32>) -> tensor<5xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %127 = stablehlo.compare LT, %125, %126, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %128 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x5xf32>) -> tensor<5xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %131 = stablehlo.compare GE, %129, %130, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %132 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<5xi1>) -> tensor<1x5xi1>
    %133 = stablehlo.broadcast_in_dim %131, dims = [1] : (tensor<5xi1>) -> tensor<1x5xi1>
    %134 = stablehlo.concatenate %132, %133, dim = 0 : (tensor<1x5xi1>, tensor<1x5xi1>) -> tensor<2x5xi1>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %135 = call @_piecewise(%123, %134, %c_46) : (tensor<5xf32>, tensor<2x5xi1>, tensor<i32>) -> tensor<5xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %137 = stablehlo.multiply %arg0, %136 : tensor<5x5xf32>
    %138 = call @round(%137) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %139 = stablehlo.slice %arg0 [4:5, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %140 = stablehlo.reshape %139 : (tensor<1x5xf32>) -> tensor<5xf32>
    %141 = call @sort(%140) : (tensor<5xf32>) -> tensor<5xf32>
    %142 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %143 = stablehlo.reshape %142 : (tensor<1x5xf32>) -> tensor<5xf32>
    %144 = call @searchsorted_33(%141, %143) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>
    %145 = stablehlo.slice %arg0 [4:5, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %146 = stablehlo.reshape %145 : (tensor<1x5xf32>) -> tensor<5xf32>
    %147 = call @sort(%146) : (tensor<5xf32>) -> tensor<5xf32>
    %148 = stablehlo.slice %arg0 [1:2, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x5xf32>) -> tensor<5xf32>
    %150 = call @searchsorted_34(%147, %149) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>
    return %27, %49, %50, %78, %79, %80, %81, %87, %88, %91, %96, %101, %121, %135, %138, %144, %150 : tensor<6xi32>, tensor<5xi32>, tensor<5xi32>, tensor<4x2xi32>, tensor<f32>, tensor<5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<9xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<5xi32>, tensor<5xi32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<8x1xi32>) -> tensor<1x8xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x8xi32>
    %3 = call @lexsort(%2) : (tensor<1x8xi32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.add %3, %6 : tensor<8xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %12 = stablehlo.slice %10 [1:8] : (tensor<8xi32>) -> tensor<7xi32>
    %13 = stablehlo.slice %10 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<7xi1>, tensor<i1>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<8xi1>, tensor<1xi32>, tensor<7xi1>) -> tensor<8xi1>
    return %10, %17 : tensor<8xi32>, tensor<8xi1>
  }
  func.func private @lexsort(%arg0: tensor<1x8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8xi32>) -> tensor<8xi32>
    %2 = stablehlo.iota dim = 0 : tensor<8xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>)
    return %3#1 : tensor<8xi32>
  }
  func.func private @cumsum(%arg0: tensor<8xi1>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi32>
    %1 = call @cumsum_0(%0) : (tensor<8xi32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @clip(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<6xi32>) -> tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @floor_divide(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<6xi32>
    %2 = stablehlo.sign %arg0 : tensor<6xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %10 = stablehlo.and %5, %9 : tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<6xi32>
    %13 = call @_where(%10, %12, %1) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %13 : tensor<6xi32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @remainder(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.add %4, %13 : tensor<6xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<6xi1>, tensor<6xi32>
    return %15 : tensor<6xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<6xi1>, tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<4x3xi1>) -> tensor<12xi32> {
    %0 = stablehlo.reshape %arg0 : (tensor<4x3xi1>) -> tensor<12xi1>
    %1 = stablehlo.convert %0 : (tensor<12xi1>) -> tensor<12xi32>
    %2 = call @cumsum_6(%1) : (tensor<12xi32>) -> tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @clip_7(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @cumsum_8(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %0 = call @cumsum_9(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 5>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    return %1 : tensor<5xi32>
  }
  func.func private @floor_divide_10(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<5xi32>
    %2 = stablehlo.sign %arg0 : tensor<5xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %10 = stablehlo.and %5, %9 : tensor<5xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<5xi32>
    %13 = call @_where_11(%10, %12, %1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    return %13 : tensor<5xi32>
  }
  func.func private @_where_11(%arg0: tensor<5xi1>, %arg1: tensor<5xi32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @remainder_12(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %12 = stablehlo.and %11, %6 : tensor<5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.add %4, %13 : tensor<5xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<5xi1>, tensor<5xi32>
    return %15 : tensor<5xi32>
  }
  func.func private @_where_13(%arg0: tensor<5xi1>, %arg1: tensor<i32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %2 : tensor<5xi32>
  }
  func.func private @atleast_1d(%arg0: tensor<4x3xi1>) -> tensor<4x3xi1> {
    return %arg0 : tensor<4x3xi1>
  }
  func.func private @cumsum_14(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @cumsum_15(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @cumsum_15(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @floor_divide_16(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<4xi32>
    %2 = stablehlo.sign %arg0 : tensor<4xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %10 = stablehlo.and %5, %9 : tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<4xi32>
    %13 = call @_where_17(%10, %12, %1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %13 : tensor<4xi32>
  }
  func.func private @_where_17(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @remainder_18(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.add %4, %13 : tensor<4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi32>
    return %15 : tensor<4xi32>
  }
  func.func private @_where_19(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @atleast_2d(%arg0: tensor<4xi32>) -> tensor<1x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    return %0 : tensor<1x4xi32>
  }
  func.func private @trace(%arg0: tensor<5x5xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %1 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %3 = stablehlo.add %0, %2 : tensor<5x5xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %6 = call @_where_20(%4, %arg0, %5) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_where_20(%arg0: tensor<5x5xi1>, %arg1: tensor<5x5xf32>, %arg2: tensor<5x5xf32>) -> tensor<5x5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x5xi1>, tensor<5x5xf32>
    return %0 : tensor<5x5xf32>
  }
  func.func private @_diag(%arg0: tensor<5x5xf32>) -> tensor<5xf32> {
    %0 = call @diagonal(%arg0) : (tensor<5x5xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @diagonal(%arg0: tensor<5x5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %1 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %3 = stablehlo.add %0, %2 : tensor<5x5xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %5 = stablehlo.convert %4 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<5xi32>
      %9 = stablehlo.iota dim = 0 : tensor<5xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %c_2 = stablehlo.constant dense<5> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %13 = stablehlo.add %8, %12 : tensor<5xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<5xi1>, tensor<5xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %18 = stablehlo.add %9, %17 : tensor<5xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<5xi1>, tensor<5xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<5x2xi32>) -> tensor<5xf32>
      stablehlo.return %23 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    return %7 : tensor<5xf32>
  }
  func.func private @diagonal_21(%arg0: tensor<5x5xf32>) -> tensor<4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %2, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.compare LT, %0, %4, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.add %0, %6 : tensor<4xi32>
    %8 = stablehlo.select %5, %7, %0 : tensor<4xi1>, tensor<4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %12 = stablehlo.add %3, %11 : tensor<4xi32>
    %13 = stablehlo.select %10, %12, %3 : tensor<4xi1>, tensor<4xi32>
    %14 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    return %17 : tensor<4xf32>
  }
  func.func private @_diag_22(%arg0: tensor<5xf32>) -> tensor<5x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %2 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %4 = stablehlo.add %1, %3 : tensor<5x5xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where_23(%5, %6, %cst_0) : (tensor<5x5xi1>, tensor<5x1xf32>, tensor<f32>) -> tensor<5x5xf32>
    return %7 : tensor<5x5xf32>
  }
  func.func private @_where_23(%arg0: tensor<5x5xi1>, %arg1: tensor<5x1xf32>, %arg2: tensor<f32>) -> tensor<5x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<5x5xi1>, tensor<5x5xf32>
    return %2 : tensor<5x5xf32>
  }
  func.func private @_linspace(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<9xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8xf32>
    %5 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8xf32>
    %10 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<8xf32>
    %13 = stablehlo.add %9, %12 : tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<8xf32>, tensor<1xf32>) -> tensor<9xf32>
    return %15 : tensor<9xf32>
  }
  func.func private @_interp(%arg0: tensor<9xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> tensor<9xf32> {
    %0 = call @searchsorted(%arg1, %arg0) : (tensor<5xf32>, tensor<9xf32>) -> tensor<9xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = call @clip_26(%0, %c, %c_0) : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %5 = stablehlo.add %1, %4 : tensor<9xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<9xi1>, tensor<9xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %10 = stablehlo.subtract %1, %9 : tensor<9xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %14 = stablehlo.add %10, %13 : tensor<9xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<9xi1>, tensor<9xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %17 = "stablehlo.gather"(%arg2, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %18 = stablehlo.subtract %8, %17 : tensor<9xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %20 = stablehlo.compare LT, %1, %19, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %22 = stablehlo.add %1, %21 : tensor<9xi32>
    %23 = stablehlo.select %20, %22, %1 : tensor<9xi1>, tensor<9xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %25 = "stablehlo.gather"(%arg1, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %27 = stablehlo.subtract %1, %26 : tensor<9xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %31 = stablehlo.add %27, %30 : tensor<9xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<9xi1>, tensor<9xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %34 = "stablehlo.gather"(%arg1, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %35 = stablehlo.subtract %25, %34 : tensor<9xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %37 = stablehlo.subtract %1, %36 : tensor<9xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %41 = stablehlo.add %37, %40 : tensor<9xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<9xi1>, tensor<9xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %44 = "stablehlo.gather"(%arg1, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %45 = stablehlo.subtract %arg0, %44 : tensor<9xf32>
    %46 = stablehlo.abs %35 : tensor<9xf32>
    %cst = stablehlo.constant dense<1.42108547E-14> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %48 = stablehlo.compare LE, %46, %47, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %50 = stablehlo.subtract %1, %49 : tensor<9xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %52 = stablehlo.compare LT, %50, %51, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_16 = stablehlo.constant dense<5> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %54 = stablehlo.add %50, %53 : tensor<9xi32>
    %55 = stablehlo.select %52, %54, %50 : tensor<9xi1>, tensor<9xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %57 = "stablehlo.gather"(%arg2, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %59 = stablehlo.subtract %1, %58 : tensor<9xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %61 = stablehlo.compare LT, %59, %60, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_19 = stablehlo.constant dense<5> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %63 = stablehlo.add %59, %62 : tensor<9xi32>
    %64 = stablehlo.select %61, %63, %59 : tensor<9xi1>, tensor<9xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %66 = "stablehlo.gather"(%arg2, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %67 = call @_where_27(%48, %c_20, %35) : (tensor<9xi1>, tensor<i32>, tensor<9xf32>) -> tensor<9xf32>
    %68 = stablehlo.divide %45, %67 : tensor<9xf32>
    %69 = stablehlo.multiply %68, %18 : tensor<9xf32>
    %70 = stablehlo.add %66, %69 : tensor<9xf32>
    %71 = call @_where_28(%48, %57, %70) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %72 = stablehlo.slice %arg2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %74 = stablehlo.slice %arg1 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %75 = stablehlo.reshape %74 : (tensor<1xf32>) -> tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %77 = stablehlo.compare LT, %arg0, %76, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %78 = call @_where_29(%77, %73, %71) : (tensor<9xi1>, tensor<f32>, tensor<9xf32>) -> tensor<9xf32>
    %79 = stablehlo.slice %arg2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1xf32>) -> tensor<f32>
    %81 = stablehlo.slice %arg1 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %82 = stablehlo.reshape %81 : (tensor<1xf32>) -> tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %84 = stablehlo.compare GT, %arg0, %83, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %85 = call @_where_29(%84, %80, %78) : (tensor<9xi1>, tensor<f32>, tensor<9xf32>) -> tensor<9xf32>
    return %85 : tensor<9xf32>
  }
  func.func private @searchsorted(%arg0: tensor<5xf32>, %arg1: tensor<9xf32>) -> tensor<9xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<5xf32>, tensor<9xf32>) -> tensor<9xi32>
    return %0 : tensor<9xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<5xf32>, %arg1: tensor<9xf32>) -> tensor<9xi32> {
    %0 = call @_searchsorted_scan_impl_24(%arg0, %arg1) : (tensor<5xf32>, tensor<9xf32>) -> tensor<9xi32>
    return %0 : tensor<9xi32>
  }
  func.func private @_searchsorted_scan_impl_24(%arg0: tensor<5xf32>, %arg1: tensor<9xf32>) -> tensor<9xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<5xf32>, tensor<9xf32>, tensor<i32>, tensor<9xui32>, tensor<9xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<9xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %5 = func.call @floor_divide_25(%4, %c_6) : (tensor<9xui32>, tensor<i32>) -> tensor<9xui32>
      %6 = stablehlo.add %iterArg_4, %5 : tensor<9xui32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<9xui32>) -> tensor<9x1xui32>
      %8 = "stablehlo.gather"(%iterArg, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<9x1xui32>) -> tensor<9x1xf32>
      %9 = stablehlo.reshape %8 : (tensor<9x1xf32>) -> tensor<9xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %11 = stablehlo.compare EQ, %iterArg_2, %10, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %13 = stablehlo.select %11, %12, %iterArg_2 : tensor<9xi1>, tensor<9xf32>
      %14 = stablehlo.compare NE, %iterArg_2, %iterArg_2, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %16 = stablehlo.select %14, %15, %13 : tensor<9xi1>, tensor<9xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %18 = stablehlo.compare EQ, %9, %17, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %20 = stablehlo.select %18, %19, %9 : tensor<9xi1>, tensor<9xf32>
      %21 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %23 = stablehlo.select %21, %22, %20 : tensor<9xi1>, tensor<9xf32>
      %24 = stablehlo.compare LT, %16, %23, TOTALORDER : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %25 = stablehlo.select %24, %iterArg_4, %6 : tensor<9xi1>, tensor<9xui32>
      %26 = stablehlo.select %24, %6, %iterArg_5 : tensor<9xi1>, tensor<9xui32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.add %iterArg_3, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %27, %25, %26 : tensor<5xf32>, tensor<9xf32>, tensor<i32>, tensor<9xui32>, tensor<9xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<9xui32>) -> tensor<9xi32>
    return %3 : tensor<9xi32>
  }
  func.func private @floor_divide_25(%arg0: tensor<9xui32>, %arg1: tensor<i32>) -> tensor<9xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<9xui32>
    return %2 : tensor<9xui32>
  }
  func.func private @clip_26(%arg0: tensor<9xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<9xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<9xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<9xi32>
    return %5 : tensor<9xi32>
  }
  func.func private @_where_27(%arg0: tensor<9xi1>, %arg1: tensor<i32>, %arg2: tensor<9xf32>) -> tensor<9xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<9xi1>, tensor<9xf32>
    return %2 : tensor<9xf32>
  }
  func.func private @_where_28(%arg0: tensor<9xi1>, %arg1: tensor<9xf32>, %arg2: tensor<9xf32>) -> tensor<9xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<9xi1>, tensor<9xf32>
    return %0 : tensor<9xf32>
  }
  func.func private @_where_29(%arg0: tensor<9xi1>, %arg1: tensor<f32>, %arg2: tensor<9xf32>) -> tensor<9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<9xi1>, tensor<9xf32>
    return %1 : tensor<9xf32>
  }
  func.func private @polyval(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<5xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.multiply %0, %arg1 : tensor<5xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %7 = stablehlo.add %5, %6 : tensor<5xf32>
    %8 = stablehlo.slice %2 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %9 = stablehlo.reshape %8 : (tensor<1xf32>) -> tensor<f32>
    %10 = stablehlo.multiply %7, %arg1 : tensor<5xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.add %10, %11 : tensor<5xf32>
    %13 = stablehlo.slice %2 [2:3] : (tensor<5xf32>) -> tensor<1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<f32>
    %15 = stablehlo.multiply %12, %arg1 : tensor<5xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %17 = stablehlo.add %15, %16 : tensor<5xf32>
    %18 = stablehlo.slice %2 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.multiply %17, %arg1 : tensor<5xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.add %20, %21 : tensor<5xf32>
    %23 = stablehlo.slice %2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %24 = stablehlo.reshape %23 : (tensor<1xf32>) -> tensor<f32>
    %25 = stablehlo.multiply %22, %arg1 : tensor<5xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %27 = stablehlo.add %25, %26 : tensor<5xf32>
    return %27 : tensor<5xf32>
  }
  func.func private @argmax(%arg0: tensor<3x5x5xi1>) -> tensor<5x5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x5x5xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<3x5x5xi1>, tensor<3x5x5xi32>, tensor<i1>, tensor<i32>) -> (tensor<5x5xi1>, tensor<5x5xi32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i1>, tensor<i32>
    }
    return %1#1 : tensor<5x5xi32>
  }
  func.func private @_piecewise(%arg0: tensor<5xf32>, %arg1: tensor<2x5xi1>, %arg2: tensor<i32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x5xi1>
    %1 = stablehlo.concatenate %0, %arg1, dim = 0 : (tensor<1x5xi1>, tensor<2x5xi1>) -> tensor<3x5xi1>
    %2 = call @cumsum_30(%1) : (tensor<3x5xi1>) -> tensor<3x5xi32>
    %3 = call @argmax_32(%2) : (tensor<3x5xi32>) -> tensor<5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.clamp %4, %3, %5 : tensor<5xi32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %9 = stablehlo.compare EQ, %6, %8, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %10 = stablehlo.select %9, %7, %7 : tensor<5xi1>, tensor<5xi32>
    %11 = stablehlo.convert %10 : (tensor<5xi32>) -> tensor<5xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %13 = stablehlo.compare EQ, %6, %12, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %14 = stablehlo.select %13, %arg0, %arg0 : tensor<5xi1>, tensor<5xf32>
    %15 = stablehlo.negate %14 : tensor<5xf32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %17 = stablehlo.compare EQ, %6, %16, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %18 = stablehlo.select %17, %arg0, %arg0 : tensor<5xi1>, tensor<5xf32>
    %19 = stablehlo.multiply %18, %18 : tensor<5xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %21 = stablehlo.compare LT, %6, %20, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %23 = stablehlo.compare LT, %6, %22, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %24 = stablehlo.select %23, %15, %19 : tensor<5xi1>, tensor<5xf32>
    %25 = stablehlo.select %21, %11, %24 : tensor<5xi1>, tensor<5xf32>
    return %25 : tensor<5xf32>
  }
  func.func private @cumsum_30(%arg0: tensor<3x5xi1>) -> tensor<3x5xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<3x5xi1>) -> tensor<3x5xi32>
    %1 = call @cumsum_31(%0) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    return %1 : tensor<3x5xi32>
  }
  func.func private @cumsum_31(%arg0: tensor<3x5xi32>) -> tensor<3x5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3x5xi32>, tensor<i32>) -> tensor<3x5xi32>
    return %1 : tensor<3x5xi32>
  }
  func.func private @argmax_32(%arg0: tensor<3x5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x5xi32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<3x5xi32>, tensor<3x5xi32>, tensor<i32>, tensor<i32>) -> (tensor<5xi32>, tensor<5xi32>)
     reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i32>
    }
    return %1#1 : tensor<5xi32>
  }
  func.func private @round(%arg0: tensor<5x5xf32>) -> tensor<5x5xf32> {
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<5x5xf32>
    %2 = stablehlo.round_nearest_even %1 : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %4 = stablehlo.divide %2, %3 : tensor<5x5xf32>
    return %4 : tensor<5x5xf32>
  }
  func.func private @sort(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<5xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @searchsorted_33(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xi32> {
    %0 = call @_searchsorted_sort_impl(%arg0, %arg1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @_searchsorted_sort_impl(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xi32> {
    %0 = stablehlo.concatenate %arg1, %arg0, dim = 0 : (tensor<5xf32>, tensor<5xf32>) -> tensor<10xf32>
    %1 = stablehlo.iota dim = 0 : tensor<10xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %3:2 = "stablehlo.sort"(%0, %1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.select %23, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %25 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %26 = stablehlo.select %25, %cst_6, %24 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.select %27, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %30 = stablehlo.select %29, %cst_9, %28 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    }) : (tensor<10xf32>, tensor<10xi32>) -> (tensor<10xf32>, tensor<10xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %5 = stablehlo.compare LT, %3#1, %4, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %7 = stablehlo.add %3#1, %6 : tensor<10xi32>
    %8 = stablehlo.select %5, %7, %3#1 : tensor<10xi1>, tensor<10xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %10 = "stablehlo.scatter"(%2, %9, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<10xi32>, tensor<10x1xi32>, tensor<10xi32>) -> tensor<10xi32>
    %11 = stablehlo.slice %10 [0:5] : (tensor<10xi32>) -> tensor<5xi32>
    %12 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14:2 = "stablehlo.sort"(%arg1, %12) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.select %23, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %25 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %26 = stablehlo.select %25, %cst_6, %24 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.select %27, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %30 = stablehlo.select %29, %cst_9, %28 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %16 = stablehlo.compare LT, %14#1, %15, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %18 = stablehlo.add %14#1, %17 : tensor<5xi32>
    %19 = stablehlo.select %16, %18, %14#1 : tensor<5xi1>, tensor<5xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %21 = "stablehlo.scatter"(%13, %20, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<5xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<5xi32>
    %22 = stablehlo.subtract %11, %21 : tensor<5xi32>
    return %22 : tensor<5xi32>
  }
  func.func private @searchsorted_34(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xi32> {
    %0 = call @_searchsorted_compare_all_impl(%arg0, %arg1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @_searchsorted_compare_all_impl(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xi32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.select %1, %2, %arg0 : tensor<5xi1>, tensor<5xf32>
    %4 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.select %4, %5, %3 : tensor<5xi1>, tensor<5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.compare EQ, %arg1, %7, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %10 = stablehlo.select %8, %9, %arg1 : tensor<5xi1>, tensor<5xf32>
    %11 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.select %11, %12, %10 : tensor<5xi1>, tensor<5xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %15 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<5x5xf32>
    %18 = stablehlo.compare LE, %16, %17, TOTALORDER : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xi1>
    %19 = stablehlo.convert %18 : (tensor<5x5xi1>) -> tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<5x5xi32>, tensor<i32>) -> tensor<5xi32>
    return %20 : tensor<5xi32>
  }
}
