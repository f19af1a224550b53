"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xi32>) -> (tensor<4x8xf32>, tensor<4x8xcomplex<f32>>, tensor<4x8xcomplex<f32>>, tensor<4x8xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<4x8xf32>, %arg5: tensor<4x8xf32>, %arg6: tensor<4x8xf32>, %arg7: tensor<4x8xf32>, %arg8: tensor<4xi32>):
    %4 = "stablehlo.complex"(%arg4, %arg5) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xcomplex<f32>>
    %5 = "stablehlo.complex"(%arg6, %arg7) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xcomplex<f32>>
    %6 = "stablehlo.real"(%4) : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xf32>
    %7 = "func.call"(%6) <{callee = @fft}> : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    %8 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<4x5xcomplex<f32>>
    %10 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x5xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %11 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x8xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %12 = "stablehlo.multiply"(%10, %11) : (tensor<4x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %15 = "stablehlo.scatter"(%9, %14, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<complex<f32>>, %arg16: tensor<complex<f32>>):
      "stablehlo.return"(%arg16) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x5xcomplex<f32>>, tensor<1xi32>, tensor<4x3xcomplex<f32>>) -> tensor<4x5xcomplex<f32>>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "func.call"(%15, %16) <{callee = @_pad}> : (tensor<4x5xcomplex<f32>>, tensor<i32>) -> tensor<4x5xcomplex<f32>>
    %18 = "func.call"(%17) <{callee = @fft_0}> : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %21 = "stablehlo.compare"(%arg8, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %22 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %24 = "stablehlo.add"(%arg8, %23) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %25 = "stablehlo.select"(%21, %24, %arg8) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %27 = "stablehlo.scatter"(%4, %26, %5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<complex<f32>>, %arg14: tensor<complex<f32>>):
      %42 = "stablehlo.add"(%arg13, %arg14) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%42) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x8xcomplex<f32>>, tensor<4x1xi32>, tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %30 = "stablehlo.compare"(%arg8, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %31 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %33 = "stablehlo.add"(%arg8, %32) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %34 = "stablehlo.select"(%30, %33, %arg8) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %36 = "stablehlo.scatter"(%4, %35, %5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<complex<f32>>, %arg12: tensor<complex<f32>>):
      %41 = "stablehlo.multiply"(%arg11, %arg12) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%41) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x8xcomplex<f32>>, tensor<4x1xi32>, tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    %37 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x8xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %38 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %40 = "stablehlo.scatter"(%4, %39, %37) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg9: tensor<complex<f32>>, %arg10: tensor<complex<f32>>):
      "stablehlo.return"(%arg10) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4x8xcomplex<f32>>, tensor<1xi32>, tensor<4x2xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    "func.return"(%18, %27, %36, %40) : (tensor<4x8xf32>, tensor<4x8xcomplex<f32>>, tensor<4x8xcomplex<f32>>, tensor<4x8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x8xf32>):
    %3 = "stablehlo.fft"(%arg3) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    "func.return"(%3) : (tensor<4x5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xcomplex<f32>>, tensor<i32>) -> tensor<4x5xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x5xcomplex<f32>>, %arg2: tensor<i32>):
    %1 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<complex<f32>>
    %2 = "stablehlo.pad"(%arg1, %1) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x5xcomplex<f32>>
    "func.return"(%2) : (tensor<4x5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
    "func.return"(%0) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
