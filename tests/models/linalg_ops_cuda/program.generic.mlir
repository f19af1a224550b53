"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5x3xf32>) -> (tensor<5x5xf32>, tensor<5x3xf32>, tensor<f32>, tensor<5x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg27: tensor<5x5xf32>, %arg28: tensor<5x3xf32>):
    %173 = "stablehlo.transpose"(%arg27) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %174 = "stablehlo.dot_general"(%arg27, %173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %175 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %176 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %177 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %179 = "stablehlo.add"(%175, %178) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %180 = "stablehlo.compare"(%179, %176) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %181 = "stablehlo.convert"(%180) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %182 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %184 = "stablehlo.multiply"(%183, %181) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %185 = "stablehlo.add"(%174, %184) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %186 = "func.call"(%185) <{callee = @cholesky}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %187 = "func.call"(%186, %arg28) <{callee = @_solve_triangular}> : (tensor<5x5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %188 = "func.call"(%185) <{callee = @det}> : (tensor<5x5xf32>) -> tensor<f32>
    %189 = "func.call"(%185) <{callee = @inv}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%186, %187, %188, %189) : (tensor<5x5xf32>, tensor<5x3xf32>, tensor<f32>, tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "cholesky", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<5x5xf32>):
    %150 = "stablehlo.transpose"(%arg26) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %151 = "stablehlo.add"(%arg26, %150) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %152 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %154 = "stablehlo.divide"(%151, %153) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %155:2 = "stablehlo.custom_call"(%154) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_potrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)
    %156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %158 = "stablehlo.compare"(%155#1, %157) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %160 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %162 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %163 = "stablehlo.select"(%162, %155#0, %161) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %164 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %165 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %167 = "stablehlo.add"(%164, %166) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %168 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %169 = "stablehlo.compare"(%167, %168) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %172 = "stablehlo.select"(%169, %163, %171) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%172) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "_solve_triangular", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<5x5xf32>, %arg25: tensor<5x3xf32>):
    %149 = "stablehlo.triangular_solve"(%arg24, %arg25) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<5x5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%149) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "det", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<5x5xf32>):
    %146:2 = "func.call"(%arg23) <{callee = @slogdet}> : (tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>)
    %147 = "stablehlo.exponential"(%146#1) : (tensor<f32>) -> tensor<f32>
    %148 = "stablehlo.multiply"(%146#0, %147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%148) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "slogdet", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<5x5xf32>):
    %100:3 = "stablehlo.custom_call"(%arg18) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_getrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %101 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %103 = "stablehlo.subtract"(%100#1, %102) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %104 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %106 = "stablehlo.compare"(%100#2, %105) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %108 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %110 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %111 = "stablehlo.select"(%110, %100#0, %109) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %112 = "stablehlo.custom_call"(%103) <{api_version = 1 : i32, backend_config = "", call_target_name = "cu_lu_pivots_to_permutation", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=5, j=5}, custom>} : (tensor<5xi32>) -> tensor<5xi32>
    %113 = "func.call"(%111) <{callee = @diagonal}> : (tensor<5x5xf32>) -> tensor<5xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %116 = "stablehlo.compare"(%113, %115) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %117 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %118 = "stablehlo.reduce"(%116, %117) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg21: tensor<i1>, %arg22: tensor<i1>):
      %145 = "stablehlo.or"(%arg21, %arg22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%145) : (tensor<i1>) -> ()
    }) : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %119 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %120 = "stablehlo.compare"(%103, %119) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %121 = "func.call"(%120) <{callee = @count_nonzero}> : (tensor<5xi1>) -> tensor<i32>
    %122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %124 = "stablehlo.compare"(%113, %123) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %125 = "func.call"(%124) <{callee = @count_nonzero}> : (tensor<5xi1>) -> tensor<i32>
    %126 = "stablehlo.add"(%121, %125) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %127 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %128 = "func.call"(%126, %127) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %129 = "stablehlo.constant"() <{value = dense<-2> : tensor<i32>}> : () -> tensor<i32>
    %130 = "stablehlo.multiply"(%129, %128) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %131 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %132 = "stablehlo.add"(%130, %131) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %133 = "stablehlo.convert"(%132) : (tensor<i32>) -> tensor<f32>
    %134 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.multiply"(%134, %133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "func.call"(%118, %136, %135) <{callee = @_where_0}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %138 = "stablehlo.abs"(%113) : (tensor<5xf32>) -> tensor<5xf32>
    %139 = "stablehlo.log"(%138) : (tensor<5xf32>) -> tensor<5xf32>
    %140 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %144 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%144) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %142 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %143 = "func.call"(%118, %142, %141) <{callee = @_where_0}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%137, %143) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<5x5xf32>):
    %68 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %69 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %70 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %72 = "stablehlo.add"(%68, %71) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %73 = "stablehlo.compare"(%72, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %74 = "stablehlo.convert"(%73) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %75 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.case"(%75) ({
      %99 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%99) : (tensor<i32>) -> ()
    }, {
      %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%98) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %77 = "stablehlo.case"(%76) ({
      %78 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
      %79 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
      %80 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %82 = "stablehlo.compare"(%78, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %83 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %85 = "stablehlo.add"(%78, %84) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %86 = "stablehlo.select"(%82, %85, %78) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %87 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %89 = "stablehlo.compare"(%79, %88) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %90 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %92 = "stablehlo.add"(%79, %91) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %93 = "stablehlo.select"(%89, %92, %79) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %94 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %95 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %96 = "stablehlo.concatenate"(%94, %95) <{dimension = 1 : i64}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
      %97 = "stablehlo.gather"(%arg17, %96) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<5x2xi32>) -> tensor<5xf32>
      "stablehlo.return"(%97) : (tensor<5xf32>) -> ()
    }) : (tensor<i32>) -> tensor<5xf32>
    "func.return"(%77) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xi1>) -> tensor<i32>, res_attrs = [{}], sym_name = "count_nonzero", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<5xi1>):
    %61 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %63 = "stablehlo.compare"(%arg14, %62) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %64 = "stablehlo.convert"(%63) : (tensor<5xi1>) -> tensor<5xi32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.reduce"(%64, %65) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>):
      %67 = "stablehlo.add"(%arg15, %arg16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%67) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    "func.return"(%66) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
    %45 = "stablehlo.convert"(%arg13) : (tensor<i32>) -> tensor<i32>
    %46 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.compare"(%45, %46) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %48 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %49 = "func.call"(%47, %48, %45) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %50 = "stablehlo.remainder"(%arg12, %49) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.compare"(%50, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.compare"(%50, %53) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %55 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %56 = "stablehlo.compare"(%49, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %57 = "stablehlo.compare"(%54, %56) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %58 = "stablehlo.and"(%57, %52) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %59 = "stablehlo.add"(%50, %49) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %60 = "stablehlo.select"(%58, %59, %50) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%60) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<i1>, %arg10: tensor<i32>, %arg11: tensor<i32>):
    %44 = "stablehlo.select"(%arg9, %arg10, %arg11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%44) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i1>, %arg7: tensor<f32>, %arg8: tensor<f32>):
    %43 = "stablehlo.select"(%arg6, %arg7, %arg8) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%43) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "inv", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<5x5xf32>):
    %35 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %36 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %39 = "stablehlo.add"(%35, %38) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %40 = "stablehlo.compare"(%39, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %41 = "stablehlo.convert"(%40) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %42 = "func.call"(%arg5, %41) <{callee = @solve}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%42) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x5xf32>, %arg4: tensor<5x5xf32>):
    %19:3 = "stablehlo.custom_call"(%arg3) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_getrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %22 = "stablehlo.subtract"(%19#1, %21) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.compare"(%19#2, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %27 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %29 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %30 = "stablehlo.select"(%29, %19#0, %28) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %31 = "stablehlo.custom_call"(%22) <{api_version = 1 : i32, backend_config = "", call_target_name = "cu_lu_pivots_to_permutation", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=5, j=5}, custom>} : (tensor<5xi32>) -> tensor<5xi32>
    %32 = "stablehlo.transpose"(%arg4) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %33 = "func.call"(%30, %31, %32) <{callee = @_lu_solve}> : (tensor<5x5xf32>, tensor<5xi32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %34 = "stablehlo.transpose"(%33) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%34) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x5xf32>, tensor<5xi32>, tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x5xf32>, %arg1: tensor<5xi32>, %arg2: tensor<5x5xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x5xf32>) -> tensor<5x5x1xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %4 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1, 1>}> : (tensor<5x5x1xf32>, tensor<5x1xi32>) -> tensor<5x5x1xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 1, 2, 0>}> : (tensor<5x5x1xf32>) -> tensor<5x1x5xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<5x1x5xf32>) -> tensor<5x5xf32>
    %12 = "stablehlo.triangular_solve"(%arg0, %11) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<5x5xf32>) -> tensor<5x1x5xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<5x1x5xf32>) -> tensor<5x5xf32>
    %15 = "stablehlo.triangular_solve"(%arg0, %14) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<5x5xf32>) -> tensor<5x1x5xf32>
    %17 = "stablehlo.transpose"(%16) <{permutation = array<i64: 2, 0, 1>}> : (tensor<5x1x5xf32>) -> tensor<5x5x1xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<5x5x1xf32>) -> tensor<5x5xf32>
    "func.return"(%18) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
