"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4xf32>, tensor<6x2xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<f32>, tensor<i32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg25: tensor<6x4xf32>, %arg26: tensor<6x2xf32>):
    %195:2 = "func.call"(%arg25) <{callee = @qr}> : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4x4xf32>)
    %196 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<4x4xf32>
    %197 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<4x4xf32>
    %198 = "stablehlo.transpose"(%197) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %199 = "stablehlo.dot_general"(%196, %198) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %200:2 = "func.call"(%199) <{callee = @eigh}> : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
    %201 = "func.call"(%arg25) <{callee = @svd}> : (tensor<6x4xf32>) -> tensor<4xf32>
    %202 = "func.call"(%arg25, %arg26) <{callee = @_lstsq}> : (tensor<6x4xf32>, tensor<6x2xf32>) -> tensor<4x2xf32>
    %203 = "stablehlo.dot_general"(%195#0, %195#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4xf32>, tensor<4x4xf32>) -> tensor<6x4xf32>
    %204 = "func.call"(%195#1) <{callee = @_diag}> : (tensor<4x4xf32>) -> tensor<4xf32>
    %205 = "stablehlo.abs"(%204) : (tensor<4xf32>) -> tensor<4xf32>
    %206 = "stablehlo.broadcast_in_dim"(%200#0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %208 = "stablehlo.multiply"(%200#1, %207) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %209 = "stablehlo.transpose"(%200#1) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %210 = "stablehlo.dot_general"(%208, %209) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %211 = "func.call"(%arg25) <{callee = @_pinv}> : (tensor<6x4xf32>) -> tensor<4x6xf32>
    %212 = "func.call"(%arg25) <{callee = @norm}> : (tensor<6x4xf32>) -> tensor<f32>
    %213 = "func.call"(%arg25) <{callee = @matrix_rank}> : (tensor<6x4xf32>) -> tensor<i32>
    "func.return"(%203, %205, %200#0, %210, %201, %211, %202, %212, %213) : (tensor<6x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<f32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4x4xf32>), res_attrs = [{}, {}], sym_name = "qr", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<6x4xf32>):
    %183:2 = "stablehlo.custom_call"(%arg24) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_geqrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=6, j=4, k=6, l=4, m=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>)
    %184 = "stablehlo.custom_call"(%183#0, %183#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_orgqr_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=6, j=4, k=4, l=6, m=4}, custom>} : (tensor<6x4xf32>, tensor<4xf32>) -> tensor<6x4xf32>
    %185 = "stablehlo.slice"(%183#0) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<4x4xf32>
    %186 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %187 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %189 = "stablehlo.add"(%186, %188) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %190 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %191 = "stablehlo.compare"(%189, %190) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %194 = "stablehlo.select"(%191, %193, %185) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%184, %194) : (tensor<6x4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>), res_attrs = [{}, {}], sym_name = "eigh", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x4xf32>):
    %164 = "stablehlo.transpose"(%arg23) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %165 = "stablehlo.add"(%arg23, %164) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %166 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %168 = "stablehlo.divide"(%165, %167) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %169:3 = "stablehlo.custom_call"(%168) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_syevd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {algorithm = 0 : ui8, lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>)
    %170 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %172 = "stablehlo.compare"(%169#2, %171) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %174 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %176 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %177 = "stablehlo.select"(%176, %169#0, %175) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %178 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %179 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %181 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %182 = "stablehlo.select"(%181, %169#1, %180) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%182, %177) : (tensor<4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "svd", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<6x4xf32>):
    %155:5 = "stablehlo.custom_call"(%arg22) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_gesvdj_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {compute_uv = false, full_matrices = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=4, k=6, l=4, m=4, n=6, o=6, p=4, q=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<i32>)
    %156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %158 = "stablehlo.compare"(%155#4, %157) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %160 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %162 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %163 = "stablehlo.select"(%162, %155#1, %161) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%163) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4xf32>, tensor<6x2xf32>) -> tensor<4x2xf32>, res_attrs = [{}], sym_name = "_lstsq", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<6x4xf32>, %arg21: tensor<6x2xf32>):
    %130:3 = "func.call"(%arg20) <{callee = @svd_0}> : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %133 = "stablehlo.compare"(%130#1, %132) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %134 = "stablehlo.slice"(%130#1) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %135 = "stablehlo.reshape"(%134) : (tensor<1xf32>) -> tensor<f32>
    %136 = "stablehlo.constant"() <{value = dense<7.15255737E-7> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.multiply"(%136, %135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %139 = "stablehlo.compare"(%130#1, %138) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %140 = "stablehlo.and"(%133, %139) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %141 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %142 = "func.call"(%140, %130#1, %141) <{callee = @_where}> : (tensor<4xi1>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    %143 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %145 = "stablehlo.divide"(%144, %142) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %147 = "func.call"(%140, %145, %146) <{callee = @_where}> : (tensor<4xi1>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %149 = "stablehlo.transpose"(%130#0) <{permutation = array<i64: 1, 0>}> : (tensor<6x4xf32>) -> tensor<4x6xf32>
    %150 = "stablehlo.dot_general"(%149, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x6xf32>, tensor<6x2xf32>) -> tensor<4x2xf32>
    %151 = "stablehlo.transpose"(%130#2) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %152 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %153 = "stablehlo.multiply"(%152, %150) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %154 = "stablehlo.dot_general"(%151, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    "func.return"(%154) : (tensor<4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>), res_attrs = [{}, {}, {}], sym_name = "svd_0", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<6x4xf32>):
    %108:5 = "stablehlo.custom_call"(%arg19) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_gesvdj_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {compute_uv = true, full_matrices = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=4, k=6, l=4, m=4, n=6, o=6, p=4, q=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<i32>)
    %109 = "stablehlo.transpose"(%108#3) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %110 = "stablehlo.slice"(%108#2) <{limit_indices = array<i64: 6, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x6xf32>) -> tensor<6x4xf32>
    %111 = "stablehlo.slice"(%109) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %112 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %114 = "stablehlo.compare"(%108#4, %113) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %116 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %118 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %119 = "stablehlo.select"(%118, %108#1, %117) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %120 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %121 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %123 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<6x4xi1>
    %124 = "stablehlo.select"(%123, %110, %122) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %125 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %126 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %128 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %129 = "stablehlo.select"(%128, %111, %127) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%124, %119, %129) : (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<4xi1>, %arg17: tensor<4xf32>, %arg18: tensor<i32>):
    %105 = "stablehlo.convert"(%arg18) : (tensor<i32>) -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %107 = "stablehlo.select"(%arg16, %arg17, %106) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%107) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_diag", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x4xf32>):
    %104 = "func.call"(%arg15) <{callee = @diagonal}> : (tensor<4x4xf32>) -> tensor<4xf32>
    "func.return"(%104) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4x4xf32>):
    %72 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %73 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %74 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %76 = "stablehlo.add"(%72, %75) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %77 = "stablehlo.compare"(%76, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %78 = "stablehlo.convert"(%77) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %79 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.case"(%79) ({
      %103 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%103) : (tensor<i32>) -> ()
    }, {
      %102 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%102) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %81 = "stablehlo.case"(%80) ({
      %82 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
      %83 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
      %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %86 = "stablehlo.compare"(%82, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %87 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %89 = "stablehlo.add"(%82, %88) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %90 = "stablehlo.select"(%86, %89, %82) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %91 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %93 = "stablehlo.compare"(%83, %92) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %94 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %96 = "stablehlo.add"(%83, %95) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %97 = "stablehlo.select"(%93, %96, %83) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %98 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %99 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %100 = "stablehlo.concatenate"(%98, %99) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %101 = "stablehlo.gather"(%arg14, %100) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x2xi32>) -> tensor<4xf32>
      "stablehlo.return"(%101) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%81) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_pinv", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<6x4xf32>):
    %55 = "stablehlo.constant"() <{value = dense<6.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.multiply"(%55, %56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %58:3 = "func.call"(%arg13) <{callee = @svd_1}> : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %59 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %60 = "stablehlo.slice"(%58#1) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %61 = "stablehlo.multiply"(%59, %60) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %63 = "stablehlo.compare"(%58#1, %62) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %64 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %65 = "func.call"(%63, %58#1, %64) <{callee = @_where_2}> : (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %66 = "stablehlo.transpose"(%58#2) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %67 = "stablehlo.transpose"(%58#0) <{permutation = array<i64: 1, 0>}> : (tensor<6x4xf32>) -> tensor<4x6xf32>
    %68 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %70 = "stablehlo.divide"(%67, %69) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %71 = "stablehlo.dot_general"(%66, %70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%71) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>), res_attrs = [{}, {}, {}], sym_name = "svd_1", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<6x4xf32>):
    %33:5 = "stablehlo.custom_call"(%arg12) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_gesvdj_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {compute_uv = true, full_matrices = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=4, k=6, l=4, m=4, n=6, o=6, p=4, q=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<i32>)
    %34 = "stablehlo.transpose"(%33#3) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %35 = "stablehlo.slice"(%33#2) <{limit_indices = array<i64: 6, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x6xf32>) -> tensor<6x4xf32>
    %36 = "stablehlo.slice"(%34) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %39 = "stablehlo.compare"(%33#4, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %41 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %43 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %44 = "stablehlo.select"(%43, %33#1, %42) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %46 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %48 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<6x4xi1>
    %49 = "stablehlo.select"(%48, %35, %47) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %50 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %51 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %53 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %54 = "stablehlo.select"(%53, %36, %52) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%49, %44, %54) : (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4xi1>, %arg10: tensor<4xf32>, %arg11: tensor<f32>):
    %30 = "stablehlo.convert"(%arg11) : (tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %32 = "stablehlo.select"(%arg9, %arg10, %31) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%32) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<6x4xf32>):
    %24 = "func.call"(%arg6) <{callee = @svd}> : (tensor<6x4xf32>) -> tensor<4xf32>
    %25 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %29 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.maximum"(%27, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%28) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<i32>, res_attrs = [{}], sym_name = "matrix_rank", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<6x4xf32>):
    %9 = "func.call"(%arg1) <{callee = @svd_3}> : (tensor<6x4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %23 = "stablehlo.maximum"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.multiply"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %18 = "stablehlo.compare"(%9, %17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %19 = "stablehlo.convert"(%18) : (tensor<4xi1>) -> tensor<4xi32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %22 = "stablehlo.add"(%arg2, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%22) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    "func.return"(%21) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "svd_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x4xf32>):
    %0:5 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "cusolver_gesvdj_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {compute_uv = false, full_matrices = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=4, k=6, l=4, m=4, n=6, o=6, p=4, q=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<i32>)
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.compare"(%0#4, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %5 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %8 = "stablehlo.select"(%7, %0#1, %6) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%8) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
