"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4x2xf32>, tensor<3x5x4xf32>, tensor<5x3xf32>, tensor<4x4xf32>) -> (tensor<3x4x2xf32>, tensor<3x4x4xf32>, tensor<3x4x2xf32>, tensor<3x4x2xf32>, tensor<3x5x4xf32>, tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg121: tensor<3x4x4xf32>, %arg122: tensor<3x4x2xf32>, %arg123: tensor<3x5x4xf32>, %arg124: tensor<5x3xf32>, %arg125: tensor<4x4xf32>):
    %664 = "stablehlo.transpose"(%arg121) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %665 = "stablehlo.dot_general"(%arg121, %664) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %666 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %667 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %668 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %670 = "stablehlo.add"(%666, %669) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %671 = "stablehlo.compare"(%670, %667) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %672 = "stablehlo.convert"(%671) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %673 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %675 = "stablehlo.multiply"(%674, %672) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %677 = "stablehlo.broadcast_in_dim"(%676) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x4xf32>) -> tensor<3x4x4xf32>
    %678 = "stablehlo.add"(%665, %677) : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %679 = "func.call"(%678, %arg122) <{callee = @solve}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %680 = "func.call"(%678) <{callee = @cholesky}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %681 = "func.call"(%680, %arg122) <{callee = @_solve_triangular}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %682 = "func.call"(%arg121) <{callee = @tril}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %683 = "func.call"(%682, %arg122) <{callee = @_solve_triangular_0}> : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %684 = "stablehlo.custom_call"(%680, %arg123) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=5, m=4, n=5, o=4}, custom>} : (tensor<3x4x4xf32>, tensor<3x5x4xf32>) -> tensor<3x5x4xf32>
    %685:3 = "func.call"(%arg124) <{callee = @lu}> : (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>)
    %686 = "stablehlo.transpose"(%arg124) <{permutation = array<i64: 1, 0>}> : (tensor<5x3xf32>) -> tensor<3x5xf32>
    %687:3 = "func.call"(%686) <{callee = @lu_2}> : (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>)
    %688 = "stablehlo.slice"(%arg125) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %689 = "stablehlo.reshape"(%688) : (tensor<1x4xf32>) -> tensor<4xf32>
    %690 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %692 = "stablehlo.multiply"(%689, %691) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %693 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %695 = "stablehlo.scatter"(%arg125, %694, %692) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      "stablehlo.return"(%arg127) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x4xf32>
    %696:2 = "func.call"(%695) <{callee = @lu_factor}> : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>)
    %697 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %698 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %699 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %701 = "stablehlo.add"(%697, %700) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %702 = "stablehlo.compare"(%701, %698) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %703 = "stablehlo.convert"(%702) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %704 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %706 = "stablehlo.multiply"(%705, %703) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %707 = "stablehlo.subtract"(%arg125, %706) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %708 = "func.call"(%707) <{callee = @cholesky_6}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %709 = "stablehlo.constant"() <{value = dense<-7.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %710 = "func.call"(%708, %709) <{callee = @nan_to_num}> : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %711:2 = "func.call"(%678) <{callee = @slogdet}> : (tensor<3x4x4xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %712 = "stablehlo.slice"(%arg121) <{limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x4x4xf32>) -> tensor<1x4x4xf32>
    %713 = "stablehlo.reshape"(%712) : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %714 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %715 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %716 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %717 = "stablehlo.broadcast_in_dim"(%716) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %718 = "stablehlo.add"(%714, %717) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %719 = "stablehlo.compare"(%718, %715) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %720 = "stablehlo.convert"(%719) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %721 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %722 = "stablehlo.broadcast_in_dim"(%721) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %723 = "stablehlo.multiply"(%722, %720) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %724 = "stablehlo.add"(%713, %723) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %725 = "func.call"(%724) <{callee = @inv}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%679, %680, %681, %683, %684, %685#0, %685#1, %685#2, %687#0, %687#1, %687#2, %696#0, %696#1, %710, %711#0, %711#1, %725) : (tensor<3x4x2xf32>, tensor<3x4x4xf32>, tensor<3x4x2xf32>, tensor<3x4x2xf32>, tensor<3x5x4xf32>, tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg107: tensor<3x4x4xf32>, %arg108: tensor<3x4x2xf32>):
    %594:3 = "stablehlo.custom_call"(%arg107) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3xi32>)
    %595 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %597 = "stablehlo.subtract"(%594#1, %596) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %598 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %600 = "stablehlo.compare"(%594#2, %599) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %602 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %604 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %605 = "stablehlo.select"(%604, %594#0, %603) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %606 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x4xi32>
    %607 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %608 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %609:4 = "stablehlo.while"(%597, %608, %607, %606) ({
    ^bb0(%arg117: tensor<3x4xi32>, %arg118: tensor<i32>, %arg119: tensor<i32>, %arg120: tensor<3x4xi32>):
      %662 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %663 = "stablehlo.compare"(%arg118, %662) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%663) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg109: tensor<3x4xi32>, %arg110: tensor<i32>, %arg111: tensor<i32>, %arg112: tensor<3x4xi32>):
      %613 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %614 = "stablehlo.add"(%arg111, %613) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %615 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %616 = "stablehlo.compare"(%arg111, %615) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %617 = "stablehlo.convert"(%arg111) : (tensor<i32>) -> tensor<i32>
      %618 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %619 = "stablehlo.add"(%617, %618) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %620 = "stablehlo.select"(%616, %619, %arg111) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %622 = "stablehlo.gather"(%arg109, %621) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %623 = "stablehlo.reshape"(%622) : (tensor<3x1xi32>) -> tensor<3xi32>
      %624 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %625 = "stablehlo.compare"(%arg111, %624) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %626 = "stablehlo.convert"(%arg111) : (tensor<i32>) -> tensor<i32>
      %627 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %628 = "stablehlo.add"(%626, %627) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %629 = "stablehlo.select"(%625, %628, %arg111) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %631 = "stablehlo.gather"(%arg112, %630) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %632 = "stablehlo.reshape"(%631) : (tensor<3x1xi32>) -> tensor<3xi32>
      %633 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
      %635 = "stablehlo.compare"(%623, %634) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %636 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
      %638 = "stablehlo.add"(%623, %637) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %639 = "stablehlo.select"(%635, %638, %623) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %640 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
      %641 = "stablehlo.gather"(%arg112, %640) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
      %642 = "stablehlo.reshape"(%641) : (tensor<3x1xi32>) -> tensor<3xi32>
      %643 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %644 = "stablehlo.compare"(%arg111, %643) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %645 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %646 = "stablehlo.add"(%arg111, %645) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %647 = "stablehlo.select"(%644, %646, %arg111) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %648 = "stablehlo.convert"(%647) : (tensor<i32>) -> tensor<i32>
      %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %650 = "stablehlo.scatter"(%arg112, %649, %642) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg115: tensor<i32>, %arg116: tensor<i32>):
        "stablehlo.return"(%arg116) : (tensor<i32>) -> ()
      }) : (tensor<3x4xi32>, tensor<1xi32>, tensor<3xi32>) -> tensor<3x4xi32>
      %651 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
      %653 = "stablehlo.compare"(%623, %652) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %654 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %655 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
      %656 = "stablehlo.add"(%623, %655) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %657 = "stablehlo.select"(%653, %656, %623) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
      %659 = "stablehlo.scatter"(%650, %658, %632) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg113: tensor<i32>, %arg114: tensor<i32>):
        "stablehlo.return"(%arg114) : (tensor<i32>) -> ()
      }) : (tensor<3x4xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<3x4xi32>
      %660 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %661 = "stablehlo.add"(%arg110, %660) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg109, %661, %614, %659) : (tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>) -> ()
    }) : (tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>) -> (tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>)
    %610 = "stablehlo.transpose"(%arg108) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x4x2xf32>) -> tensor<3x2x4xf32>
    %611 = "func.call"(%605, %609#3, %610) <{callee = @_lu_solve}> : (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %612 = "stablehlo.transpose"(%611) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x2x4xf32>) -> tensor<3x4x2xf32>
    "func.return"(%612) : (tensor<3x4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg104: tensor<3x4x4xf32>, %arg105: tensor<3x4xi32>, %arg106: tensor<3x2x4xf32>):
    %575 = "stablehlo.broadcast_in_dim"(%arg106) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x2x4xf32>) -> tensor<3x2x4x1xf32>
    %576 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %578 = "stablehlo.compare"(%arg105, %577) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %579 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %581 = "stablehlo.add"(%arg105, %580) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %582 = "stablehlo.select"(%578, %581, %arg105) : (tensor<3x4xi1>, tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %584 = "stablehlo.gather"(%575, %583) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 1, 1>}> : (tensor<3x2x4x1xf32>, tensor<3x4x1xi32>) -> tensor<3x2x4x1xf32>
    %585 = "stablehlo.transpose"(%584) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<3x2x4x1xf32>) -> tensor<3x4x1x2xf32>
    %586 = "stablehlo.reshape"(%585) : (tensor<3x4x1x2xf32>) -> tensor<3x4x2xf32>
    %587 = "stablehlo.custom_call"(%arg104, %586) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %588 = "stablehlo.reshape"(%587) : (tensor<3x4x2xf32>) -> tensor<3x4x1x2xf32>
    %589 = "stablehlo.reshape"(%588) : (tensor<3x4x1x2xf32>) -> tensor<3x4x2xf32>
    %590 = "stablehlo.custom_call"(%arg104, %589) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %591 = "stablehlo.reshape"(%590) : (tensor<3x4x2xf32>) -> tensor<3x4x1x2xf32>
    %592 = "stablehlo.transpose"(%591) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<3x4x1x2xf32>) -> tensor<3x2x4x1xf32>
    %593 = "stablehlo.reshape"(%592) : (tensor<3x2x4x1xf32>) -> tensor<3x2x4xf32>
    "func.return"(%593) : (tensor<3x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>, res_attrs = [{}], sym_name = "cholesky", sym_visibility = "private"}> ({
  ^bb0(%arg103: tensor<3x4x4xf32>):
    %550 = "stablehlo.transpose"(%arg103) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %551 = "stablehlo.add"(%arg103, %550) : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %552 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %554 = "stablehlo.divide"(%551, %553) : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %555:2 = "stablehlo.custom_call"(%554) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_spotrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=3, j=4, k=4, l=4, m=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3xi32>)
    %556 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %558 = "stablehlo.compare"(%555#1, %557) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %560 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %562 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %563 = "stablehlo.select"(%562, %555#0, %561) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %564 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %565 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %567 = "stablehlo.add"(%564, %566) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %568 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %569 = "stablehlo.compare"(%567, %568) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x4xi1>) -> tensor<3x4x4xi1>
    %571 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %573 = "stablehlo.select"(%570, %563, %572) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %574 = "stablehlo.transpose"(%573) <{permutation = array<i64: 0, 2, 1>}> : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    "func.return"(%574) : (tensor<3x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>, res_attrs = [{}], sym_name = "_solve_triangular", sym_visibility = "private"}> ({
  ^bb0(%arg101: tensor<3x4x4xf32>, %arg102: tensor<3x4x2xf32>):
    %549 = "stablehlo.custom_call"(%arg101, %arg102) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    "func.return"(%549) : (tensor<3x4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg100: tensor<3x4x4xf32>):
    %539 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %540 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %542 = "stablehlo.add"(%539, %541) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %543 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %544 = "stablehlo.compare"(%542, %543) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %545 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x4xi1>) -> tensor<3x4x4xi1>
    %546 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %548 = "stablehlo.select"(%545, %arg100, %547) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    "func.return"(%548) : (tensor<3x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>, res_attrs = [{}], sym_name = "_solve_triangular_0", sym_visibility = "private"}> ({
  ^bb0(%arg98: tensor<3x4x4xf32>, %arg99: tensor<3x4x2xf32>):
    %538 = "stablehlo.custom_call"(%arg98, %arg99) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    "func.return"(%538) : (tensor<3x4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>), res_attrs = [{}, {}, {}], sym_name = "lu", sym_visibility = "private"}> ({
  ^bb0(%arg97: tensor<5x3xf32>):
    %537:3 = "func.call"(%arg97) <{callee = @_lu}> : (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>)
    "func.return"(%537#0, %537#1, %537#2) : (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>), res_attrs = [{}, {}, {}], sym_name = "_lu", sym_visibility = "private"}> ({
  ^bb0(%arg84: tensor<5x3xf32>):
    %459:3 = "stablehlo.custom_call"(%arg84) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xi32>, tensor<i32>)
    %460 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %462 = "stablehlo.subtract"(%459#1, %461) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %463 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %465 = "stablehlo.compare"(%459#2, %464) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %467 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %469 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %470 = "stablehlo.select"(%469, %459#0, %468) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %471 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %472 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %473 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %474:4 = "stablehlo.while"(%462, %473, %472, %471) ({
    ^bb0(%arg93: tensor<3xi32>, %arg94: tensor<i32>, %arg95: tensor<i32>, %arg96: tensor<5xi32>):
      %535 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %536 = "stablehlo.compare"(%arg94, %535) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%536) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg85: tensor<3xi32>, %arg86: tensor<i32>, %arg87: tensor<i32>, %arg88: tensor<5xi32>):
      %493 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %494 = "stablehlo.add"(%arg87, %493) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %495 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %496 = "stablehlo.compare"(%arg87, %495) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %497 = "stablehlo.convert"(%arg87) : (tensor<i32>) -> tensor<i32>
      %498 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %499 = "stablehlo.add"(%497, %498) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %500 = "stablehlo.select"(%496, %499, %arg87) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %501 = "stablehlo.dynamic_slice"(%arg85, %500) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %502 = "stablehlo.reshape"(%501) : (tensor<1xi32>) -> tensor<i32>
      %503 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %504 = "stablehlo.compare"(%arg87, %503) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %505 = "stablehlo.convert"(%arg87) : (tensor<i32>) -> tensor<i32>
      %506 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %507 = "stablehlo.add"(%505, %506) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %508 = "stablehlo.select"(%504, %507, %arg87) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %509 = "stablehlo.dynamic_slice"(%arg88, %508) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %510 = "stablehlo.reshape"(%509) : (tensor<1xi32>) -> tensor<i32>
      %511 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %512 = "stablehlo.compare"(%502, %511) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %513 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %514 = "stablehlo.add"(%502, %513) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %515 = "stablehlo.select"(%512, %514, %502) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %516 = "stablehlo.dynamic_slice"(%arg88, %515) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %517 = "stablehlo.reshape"(%516) : (tensor<1xi32>) -> tensor<i32>
      %518 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %519 = "stablehlo.compare"(%arg87, %518) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %520 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %521 = "stablehlo.add"(%arg87, %520) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %522 = "stablehlo.select"(%519, %521, %arg87) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %523 = "stablehlo.convert"(%522) : (tensor<i32>) -> tensor<i32>
      %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %525 = "stablehlo.scatter"(%arg88, %524, %517) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg91: tensor<i32>, %arg92: tensor<i32>):
        "stablehlo.return"(%arg92) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %526 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %527 = "stablehlo.compare"(%502, %526) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %528 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %529 = "stablehlo.add"(%502, %528) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %530 = "stablehlo.select"(%527, %529, %502) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %532 = "stablehlo.scatter"(%525, %531, %510) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg89: tensor<i32>, %arg90: tensor<i32>):
        "stablehlo.return"(%arg90) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %533 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %534 = "stablehlo.add"(%arg86, %533) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg85, %534, %494, %532) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> ()
    }) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>)
    %475 = "stablehlo.broadcast_in_dim"(%474#3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xi32>) -> tensor<1x5xi32>
    %476 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %478 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xi32>) -> tensor<5x5xi32>
    %479 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xi32>) -> tensor<5x5xi32>
    %480 = "stablehlo.compare"(%478, %479) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %481 = "stablehlo.convert"(%480) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %482 = "func.call"(%470) <{callee = @tril_1}> : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %483 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x3xi32>
    %484 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x3xi32>
    %485 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x3xi32>
    %487 = "stablehlo.add"(%483, %486) : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi32>
    %488 = "stablehlo.compare"(%487, %484) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %489 = "stablehlo.convert"(%488) : (tensor<5x3xi1>) -> tensor<5x3xf32>
    %490 = "stablehlo.add"(%482, %489) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %491 = "func.call"(%470) <{callee = @triu}> : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %492 = "stablehlo.slice"(%491) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x3xf32>) -> tensor<3x3xf32>
    "func.return"(%481, %490, %492) : (tensor<5x5xf32>, tensor<5x3xf32>, tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "tril_1", sym_visibility = "private"}> ({
  ^bb0(%arg83: tensor<5x3xf32>):
    %450 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x3xi32>
    %451 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x3xi32>
    %453 = "stablehlo.add"(%450, %452) : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi32>
    %454 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x3xi32>
    %455 = "stablehlo.compare"(%453, %454) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %456 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %458 = "stablehlo.select"(%455, %arg83, %457) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%458) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "triu", sym_visibility = "private"}> ({
  ^bb0(%arg82: tensor<5x3xf32>):
    %441 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x3xi32>
    %442 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x3xi32>
    %444 = "stablehlo.add"(%441, %443) : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi32>
    %445 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x3xi32>
    %446 = "stablehlo.compare"(%444, %445) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %447 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %449 = "stablehlo.select"(%446, %448, %arg82) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%449) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>), res_attrs = [{}, {}, {}], sym_name = "lu_2", sym_visibility = "private"}> ({
  ^bb0(%arg81: tensor<3x5xf32>):
    %440:3 = "func.call"(%arg81) <{callee = @_lu_3}> : (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>)
    "func.return"(%440#0, %440#1, %440#2) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>), res_attrs = [{}, {}, {}], sym_name = "_lu_3", sym_visibility = "private"}> ({
  ^bb0(%arg68: tensor<3x5xf32>):
    %362:3 = "stablehlo.custom_call"(%arg68) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=5, k=3, l=5, m=3}, custom>} : (tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3xi32>, tensor<i32>)
    %363 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %365 = "stablehlo.subtract"(%362#1, %364) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %366 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %368 = "stablehlo.compare"(%362#2, %367) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %370 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %372 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<3x5xi1>
    %373 = "stablehlo.select"(%372, %362#0, %371) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %374 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %375 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %376 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %377:4 = "stablehlo.while"(%365, %376, %375, %374) ({
    ^bb0(%arg77: tensor<3xi32>, %arg78: tensor<i32>, %arg79: tensor<i32>, %arg80: tensor<3xi32>):
      %438 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %439 = "stablehlo.compare"(%arg78, %438) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%439) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg69: tensor<3xi32>, %arg70: tensor<i32>, %arg71: tensor<i32>, %arg72: tensor<3xi32>):
      %396 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %397 = "stablehlo.add"(%arg71, %396) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %398 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %399 = "stablehlo.compare"(%arg71, %398) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %400 = "stablehlo.convert"(%arg71) : (tensor<i32>) -> tensor<i32>
      %401 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %402 = "stablehlo.add"(%400, %401) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %403 = "stablehlo.select"(%399, %402, %arg71) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %404 = "stablehlo.dynamic_slice"(%arg69, %403) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %405 = "stablehlo.reshape"(%404) : (tensor<1xi32>) -> tensor<i32>
      %406 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %407 = "stablehlo.compare"(%arg71, %406) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %408 = "stablehlo.convert"(%arg71) : (tensor<i32>) -> tensor<i32>
      %409 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %410 = "stablehlo.add"(%408, %409) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %411 = "stablehlo.select"(%407, %410, %arg71) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %412 = "stablehlo.dynamic_slice"(%arg72, %411) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %413 = "stablehlo.reshape"(%412) : (tensor<1xi32>) -> tensor<i32>
      %414 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %415 = "stablehlo.compare"(%405, %414) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %416 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %417 = "stablehlo.add"(%405, %416) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %418 = "stablehlo.select"(%415, %417, %405) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %419 = "stablehlo.dynamic_slice"(%arg72, %418) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %420 = "stablehlo.reshape"(%419) : (tensor<1xi32>) -> tensor<i32>
      %421 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %422 = "stablehlo.compare"(%arg71, %421) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %423 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %424 = "stablehlo.add"(%arg71, %423) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %425 = "stablehlo.select"(%422, %424, %arg71) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %426 = "stablehlo.convert"(%425) : (tensor<i32>) -> tensor<i32>
      %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %428 = "stablehlo.scatter"(%arg72, %427, %420) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg75: tensor<i32>, %arg76: tensor<i32>):
        "stablehlo.return"(%arg76) : (tensor<i32>) -> ()
      }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %429 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %430 = "stablehlo.compare"(%405, %429) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %431 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %432 = "stablehlo.add"(%405, %431) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %433 = "stablehlo.select"(%430, %432, %405) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %435 = "stablehlo.scatter"(%428, %434, %413) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg73: tensor<i32>, %arg74: tensor<i32>):
        "stablehlo.return"(%arg74) : (tensor<i32>) -> ()
      }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %436 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %437 = "stablehlo.add"(%arg70, %436) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg69, %437, %397, %435) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>) -> ()
    }) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>)
    %378 = "stablehlo.broadcast_in_dim"(%377#3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1x3xi32>
    %379 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %381 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi32>) -> tensor<3x3xi32>
    %382 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xi32>) -> tensor<3x3xi32>
    %383 = "stablehlo.compare"(%381, %382) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %384 = "stablehlo.convert"(%383) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %385 = "func.call"(%373) <{callee = @tril_4}> : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %386 = "stablehlo.slice"(%385) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x5xf32>) -> tensor<3x3xf32>
    %387 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %388 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %389 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %391 = "stablehlo.add"(%387, %390) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %392 = "stablehlo.compare"(%391, %388) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %393 = "stablehlo.convert"(%392) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %394 = "stablehlo.add"(%386, %393) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %395 = "func.call"(%373) <{callee = @triu_5}> : (tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%384, %394, %395) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "tril_4", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<3x5xf32>):
    %353 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xi32>
    %354 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %356 = "stablehlo.add"(%353, %355) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %357 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xi32>
    %358 = "stablehlo.compare"(%356, %357) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %359 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %361 = "stablehlo.select"(%358, %arg67, %360) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%361) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "triu_5", sym_visibility = "private"}> ({
  ^bb0(%arg66: tensor<3x5xf32>):
    %344 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xi32>
    %345 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %347 = "stablehlo.add"(%344, %346) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %348 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xi32>
    %349 = "stablehlo.compare"(%347, %348) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %350 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %352 = "stablehlo.select"(%349, %351, %arg66) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%352) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>), res_attrs = [{}, {}], sym_name = "lu_factor", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<4x4xf32>):
    %284:3 = "stablehlo.custom_call"(%arg53) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %285 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %287 = "stablehlo.subtract"(%284#1, %286) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %288 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %290 = "stablehlo.compare"(%284#2, %289) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %292 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %294 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %295 = "stablehlo.select"(%294, %284#0, %293) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %296 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %297 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %298 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %299:4 = "stablehlo.while"(%287, %298, %297, %296) ({
    ^bb0(%arg62: tensor<4xi32>, %arg63: tensor<i32>, %arg64: tensor<i32>, %arg65: tensor<4xi32>):
      %342 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %343 = "stablehlo.compare"(%arg63, %342) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%343) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg54: tensor<4xi32>, %arg55: tensor<i32>, %arg56: tensor<i32>, %arg57: tensor<4xi32>):
      %300 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %301 = "stablehlo.add"(%arg56, %300) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %302 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %303 = "stablehlo.compare"(%arg56, %302) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %304 = "stablehlo.convert"(%arg56) : (tensor<i32>) -> tensor<i32>
      %305 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %306 = "stablehlo.add"(%304, %305) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %307 = "stablehlo.select"(%303, %306, %arg56) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %308 = "stablehlo.dynamic_slice"(%arg54, %307) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %309 = "stablehlo.reshape"(%308) : (tensor<1xi32>) -> tensor<i32>
      %310 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %311 = "stablehlo.compare"(%arg56, %310) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %312 = "stablehlo.convert"(%arg56) : (tensor<i32>) -> tensor<i32>
      %313 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %314 = "stablehlo.add"(%312, %313) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %315 = "stablehlo.select"(%311, %314, %arg56) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %316 = "stablehlo.dynamic_slice"(%arg57, %315) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %317 = "stablehlo.reshape"(%316) : (tensor<1xi32>) -> tensor<i32>
      %318 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %319 = "stablehlo.compare"(%309, %318) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %320 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %321 = "stablehlo.add"(%309, %320) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %322 = "stablehlo.select"(%319, %321, %309) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %323 = "stablehlo.dynamic_slice"(%arg57, %322) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %324 = "stablehlo.reshape"(%323) : (tensor<1xi32>) -> tensor<i32>
      %325 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %326 = "stablehlo.compare"(%arg56, %325) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %327 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %328 = "stablehlo.add"(%arg56, %327) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %329 = "stablehlo.select"(%326, %328, %arg56) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %330 = "stablehlo.convert"(%329) : (tensor<i32>) -> tensor<i32>
      %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %332 = "stablehlo.scatter"(%arg57, %331, %324) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg60: tensor<i32>, %arg61: tensor<i32>):
        "stablehlo.return"(%arg61) : (tensor<i32>) -> ()
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %333 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %334 = "stablehlo.compare"(%309, %333) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %335 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %336 = "stablehlo.add"(%309, %335) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %337 = "stablehlo.select"(%334, %336, %309) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %339 = "stablehlo.scatter"(%332, %338, %317) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg58: tensor<i32>, %arg59: tensor<i32>):
        "stablehlo.return"(%arg59) : (tensor<i32>) -> ()
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %340 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %341 = "stablehlo.add"(%arg55, %340) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg54, %341, %301, %339) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>)
    "func.return"(%295, %287) : (tensor<4x4xf32>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "cholesky_6", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<4x4xf32>):
    %261 = "stablehlo.transpose"(%arg52) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %262 = "stablehlo.add"(%arg52, %261) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %263 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %265 = "stablehlo.divide"(%262, %264) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %266:2 = "stablehlo.custom_call"(%265) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_spotrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    %267 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %269 = "stablehlo.compare"(%266#1, %268) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %271 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %273 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %274 = "stablehlo.select"(%273, %266#0, %272) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %275 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %276 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %278 = "stablehlo.add"(%275, %277) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %279 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %280 = "stablehlo.compare"(%278, %279) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %283 = "stablehlo.select"(%280, %274, %282) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%283) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "nan_to_num", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<4x4xf32>, %arg51: tensor<f32>):
    %248 = "stablehlo.compare"(%arg50, %arg50) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %249 = "stablehlo.convert"(%arg51) : (tensor<f32>) -> tensor<f32>
    %250 = "func.call"(%248, %249, %arg50) <{callee = @_where}> : (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %251 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %253 = "stablehlo.compare"(%250, %252) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %254 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %255 = "func.call"(%253, %254, %250) <{callee = @_where}> : (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %256 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %258 = "stablehlo.compare"(%255, %257) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %259 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %260 = "func.call"(%258, %259, %255) <{callee = @_where}> : (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%260) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xi1>, tensor<f32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<4x4xi1>, %arg48: tensor<f32>, %arg49: tensor<4x4xf32>):
    %246 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %247 = "stablehlo.select"(%arg47, %246, %arg49) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%247) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x4xf32>) -> (tensor<3xf32>, tensor<3xf32>), res_attrs = [{}, {}], sym_name = "slogdet", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<3x4x4xf32>):
    %141:3 = "stablehlo.custom_call"(%arg30) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4xi32>, tensor<3xi32>)
    %142 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %144 = "stablehlo.subtract"(%141#1, %143) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %145 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %147 = "stablehlo.compare"(%141#2, %146) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %149 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    %151 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %152 = "stablehlo.select"(%151, %141#0, %150) : (tensor<3x4x4xi1>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %153 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x4xi32>
    %154 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %155 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %156:4 = "stablehlo.while"(%144, %155, %154, %153) ({
    ^bb0(%arg43: tensor<3x4xi32>, %arg44: tensor<i32>, %arg45: tensor<i32>, %arg46: tensor<3x4xi32>):
      %244 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %245 = "stablehlo.compare"(%arg44, %244) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%245) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg35: tensor<3x4xi32>, %arg36: tensor<i32>, %arg37: tensor<i32>, %arg38: tensor<3x4xi32>):
      %195 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %196 = "stablehlo.add"(%arg37, %195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %197 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %198 = "stablehlo.compare"(%arg37, %197) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %199 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
      %200 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %201 = "stablehlo.add"(%199, %200) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %202 = "stablehlo.select"(%198, %201, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %204 = "stablehlo.gather"(%arg35, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %205 = "stablehlo.reshape"(%204) : (tensor<3x1xi32>) -> tensor<3xi32>
      %206 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %207 = "stablehlo.compare"(%arg37, %206) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %208 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
      %209 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %210 = "stablehlo.add"(%208, %209) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %211 = "stablehlo.select"(%207, %210, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %213 = "stablehlo.gather"(%arg38, %212) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %214 = "stablehlo.reshape"(%213) : (tensor<3x1xi32>) -> tensor<3xi32>
      %215 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
      %217 = "stablehlo.compare"(%205, %216) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %218 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
      %220 = "stablehlo.add"(%205, %219) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %221 = "stablehlo.select"(%217, %220, %205) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
      %223 = "stablehlo.gather"(%arg38, %222) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
      %224 = "stablehlo.reshape"(%223) : (tensor<3x1xi32>) -> tensor<3xi32>
      %225 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %226 = "stablehlo.compare"(%arg37, %225) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %227 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %228 = "stablehlo.add"(%arg37, %227) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %229 = "stablehlo.select"(%226, %228, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %230 = "stablehlo.convert"(%229) : (tensor<i32>) -> tensor<i32>
      %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %232 = "stablehlo.scatter"(%arg38, %231, %224) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>):
        "stablehlo.return"(%arg42) : (tensor<i32>) -> ()
      }) : (tensor<3x4xi32>, tensor<1xi32>, tensor<3xi32>) -> tensor<3x4xi32>
      %233 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
      %235 = "stablehlo.compare"(%205, %234) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %236 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
      %238 = "stablehlo.add"(%205, %237) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %239 = "stablehlo.select"(%235, %238, %205) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
      %241 = "stablehlo.scatter"(%232, %240, %214) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg39: tensor<i32>, %arg40: tensor<i32>):
        "stablehlo.return"(%arg40) : (tensor<i32>) -> ()
      }) : (tensor<3x4xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<3x4xi32>
      %242 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %243 = "stablehlo.add"(%arg36, %242) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg35, %243, %196, %241) : (tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>) -> ()
    }) : (tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>) -> (tensor<3x4xi32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>)
    %157 = "func.call"(%152) <{callee = @diagonal}> : (tensor<3x4x4xf32>) -> tensor<3x4xf32>
    %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %160 = "stablehlo.compare"(%157, %159) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %161 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %162 = "stablehlo.reduce"(%160, %161) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg33: tensor<i1>, %arg34: tensor<i1>):
      %194 = "stablehlo.or"(%arg33, %arg34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%194) : (tensor<i1>) -> ()
    }) : (tensor<3x4xi1>, tensor<i1>) -> tensor<3xi1>
    %163 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xi32>) -> tensor<1x4xi32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xi32>) -> tensor<3x4xi32>
    %166 = "stablehlo.compare"(%144, %165) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %167 = "func.call"(%166) <{callee = @count_nonzero}> : (tensor<3x4xi1>) -> tensor<3xi32>
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %170 = "stablehlo.compare"(%157, %169) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %171 = "func.call"(%170) <{callee = @count_nonzero}> : (tensor<3x4xi1>) -> tensor<3xi32>
    %172 = "stablehlo.add"(%167, %171) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %173 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %174 = "func.call"(%172, %173) <{callee = @remainder}> : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %175 = "stablehlo.constant"() <{value = dense<-2> : tensor<i32>}> : () -> tensor<i32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %177 = "stablehlo.multiply"(%176, %174) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %178 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %180 = "stablehlo.add"(%177, %179) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %181 = "stablehlo.convert"(%180) : (tensor<3xi32>) -> tensor<3xf32>
    %182 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %184 = "stablehlo.multiply"(%183, %181) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %185 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %186 = "func.call"(%162, %185, %184) <{callee = @_where_8}> : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
    %187 = "stablehlo.abs"(%157) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %188 = "stablehlo.log"(%187) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.reduce"(%188, %189) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %193 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%193) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %191 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %192 = "func.call"(%162, %191, %190) <{callee = @_where_8}> : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%186, %192) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x4xf32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<3x4x4xf32>):
    %121 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %122 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %123 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %125 = "stablehlo.compare"(%121, %124) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %126 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %128 = "stablehlo.add"(%121, %127) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %129 = "stablehlo.select"(%125, %128, %121) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %130 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %132 = "stablehlo.compare"(%122, %131) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %133 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %135 = "stablehlo.add"(%122, %134) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %136 = "stablehlo.select"(%132, %135, %122) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %137 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %138 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %139 = "stablehlo.concatenate"(%137, %138) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %140 = "stablehlo.gather"(%arg29, %139) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x4x4xf32>, tensor<4x2xi32>) -> tensor<3x4xf32>
    "func.return"(%140) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xi1>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "count_nonzero", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<3x4xi1>):
    %114 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<3x4xi1>
    %116 = "stablehlo.compare"(%arg26, %115) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %117 = "stablehlo.convert"(%116) : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.reduce"(%117, %118) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg27: tensor<i32>, %arg28: tensor<i32>):
      %120 = "stablehlo.add"(%arg27, %arg28) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%120) : (tensor<i32>) -> ()
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
    "func.return"(%119) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<3xi32>, %arg25: tensor<i32>):
    %93 = "stablehlo.convert"(%arg25) : (tensor<i32>) -> tensor<i32>
    %94 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %95 = "stablehlo.compare"(%93, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %96 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %97 = "func.call"(%95, %96, %93) <{callee = @_where_7}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %99 = "stablehlo.remainder"(%arg24, %98) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %100 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %102 = "stablehlo.compare"(%99, %101) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %103 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %105 = "stablehlo.compare"(%99, %104) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %106 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %107 = "stablehlo.compare"(%97, %106) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<3xi1>
    %109 = "stablehlo.compare"(%105, %108) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %110 = "stablehlo.and"(%109, %102) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %111 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %112 = "stablehlo.add"(%99, %111) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %113 = "stablehlo.select"(%110, %112, %99) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%113) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i1>, %arg22: tensor<i32>, %arg23: tensor<i32>):
    %92 = "stablehlo.select"(%arg21, %arg22, %arg23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%92) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<3xi1>, %arg19: tensor<f32>, %arg20: tensor<3xf32>):
    %90 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %91 = "stablehlo.select"(%arg18, %90, %arg20) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%91) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "inv", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x4xf32>):
    %82 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %83 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %86 = "stablehlo.add"(%82, %85) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %87 = "stablehlo.compare"(%86, %83) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %88 = "stablehlo.convert"(%87) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %89 = "func.call"(%arg17, %88) <{callee = @solve_9}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%89) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "solve_9", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x4xf32>, %arg4: tensor<4x4xf32>):
    %19:3 = "stablehlo.custom_call"(%arg3) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %22 = "stablehlo.subtract"(%19#1, %21) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.compare"(%19#2, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %27 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %29 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %30 = "stablehlo.select"(%29, %19#0, %28) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %31 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34:4 = "stablehlo.while"(%22, %33, %32, %31) ({
    ^bb0(%arg13: tensor<4xi32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<4xi32>):
      %80 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %81 = "stablehlo.compare"(%arg14, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%81) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg5: tensor<4xi32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<4xi32>):
      %38 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %39 = "stablehlo.add"(%arg7, %38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %41 = "stablehlo.compare"(%arg7, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %42 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<i32>
      %43 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %44 = "stablehlo.add"(%42, %43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %45 = "stablehlo.select"(%41, %44, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %46 = "stablehlo.dynamic_slice"(%arg5, %45) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %47 = "stablehlo.reshape"(%46) : (tensor<1xi32>) -> tensor<i32>
      %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %49 = "stablehlo.compare"(%arg7, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %50 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<i32>
      %51 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %52 = "stablehlo.add"(%50, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %53 = "stablehlo.select"(%49, %52, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %54 = "stablehlo.dynamic_slice"(%arg8, %53) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %55 = "stablehlo.reshape"(%54) : (tensor<1xi32>) -> tensor<i32>
      %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %57 = "stablehlo.compare"(%47, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %58 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %59 = "stablehlo.add"(%47, %58) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %60 = "stablehlo.select"(%57, %59, %47) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %61 = "stablehlo.dynamic_slice"(%arg8, %60) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %62 = "stablehlo.reshape"(%61) : (tensor<1xi32>) -> tensor<i32>
      %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %64 = "stablehlo.compare"(%arg7, %63) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %65 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %66 = "stablehlo.add"(%arg7, %65) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %67 = "stablehlo.select"(%64, %66, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %68 = "stablehlo.convert"(%67) : (tensor<i32>) -> tensor<i32>
      %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %70 = "stablehlo.scatter"(%arg8, %69, %62) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>):
        "stablehlo.return"(%arg12) : (tensor<i32>) -> ()
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %72 = "stablehlo.compare"(%47, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %73 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %74 = "stablehlo.add"(%47, %73) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %75 = "stablehlo.select"(%72, %74, %47) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %77 = "stablehlo.scatter"(%70, %76, %55) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
        "stablehlo.return"(%arg10) : (tensor<i32>) -> ()
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %78 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %79 = "stablehlo.add"(%arg6, %78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg5, %79, %39, %77) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>)
    %35 = "stablehlo.transpose"(%arg4) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %36 = "func.call"(%30, %34#3, %35) <{callee = @_lu_solve_10}> : (tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %37 = "stablehlo.transpose"(%36) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%37) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "_lu_solve_10", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4x4xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x4xf32>) -> tensor<4x4x1xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %4 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x4x1xf32>, tensor<4x1xi32>) -> tensor<4x4x1xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 1, 2, 0>}> : (tensor<4x4x1xf32>) -> tensor<4x1x4xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %12 = "stablehlo.custom_call"(%arg0, %11) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %15 = "stablehlo.custom_call"(%arg0, %14) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %17 = "stablehlo.transpose"(%16) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x1x4xf32>) -> tensor<4x4x1xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<4x4x1xf32>) -> tensor<4x4xf32>
    "func.return"(%18) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
