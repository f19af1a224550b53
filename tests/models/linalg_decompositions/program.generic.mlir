"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4xf32>, tensor<6x2xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<f32>, tensor<i32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg25: tensor<6x4xf32>, %arg26: tensor<6x2xf32>):
    %189:2 = "func.call"(%arg25) <{callee = @qr}> : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4x4xf32>)
    %190 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<4x4xf32>
    %191 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<4x4xf32>
    %192 = "stablehlo.transpose"(%191) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %193 = "stablehlo.dot_general"(%190, %192) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %194:2 = "func.call"(%193) <{callee = @eigh}> : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
    %195 = "func.call"(%arg25) <{callee = @svd}> : (tensor<6x4xf32>) -> tensor<4xf32>
    %196 = "func.call"(%arg25, %arg26) <{callee = @_lstsq}> : (tensor<6x4xf32>, tensor<6x2xf32>) -> tensor<4x2xf32>
    %197 = "stablehlo.dot_general"(%189#0, %189#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4xf32>, tensor<4x4xf32>) -> tensor<6x4xf32>
    %198 = "func.call"(%189#1) <{callee = @_diag}> : (tensor<4x4xf32>) -> tensor<4xf32>
    %199 = "stablehlo.abs"(%198) : (tensor<4xf32>) -> tensor<4xf32>
    %200 = "stablehlo.broadcast_in_dim"(%194#0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %202 = "stablehlo.multiply"(%194#1, %201) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %203 = "stablehlo.transpose"(%194#1) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %204 = "stablehlo.dot_general"(%202, %203) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %205 = "func.call"(%arg25) <{callee = @_pinv}> : (tensor<6x4xf32>) -> tensor<4x6xf32>
    %206 = "func.call"(%arg25) <{callee = @norm}> : (tensor<6x4xf32>) -> tensor<f32>
    %207 = "func.call"(%arg25) <{callee = @matrix_rank}> : (tensor<6x4xf32>) -> tensor<i32>
    "func.return"(%197, %199, %194#0, %204, %195, %205, %196, %206, %207) : (tensor<6x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x2xf32>, tensor<f32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4x4xf32>), res_attrs = [{}, {}], sym_name = "qr", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<6x4xf32>):
    %177:2 = "stablehlo.custom_call"(%arg24) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgeqrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=6, j=4, k=6, l=4, m=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>)
    %178 = "stablehlo.custom_call"(%177#0, %177#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sorgqr_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=6, j=4, k=4, l=6, m=4}, custom>} : (tensor<6x4xf32>, tensor<4xf32>) -> tensor<6x4xf32>
    %179 = "stablehlo.slice"(%177#0) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<4x4xf32>
    %180 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %181 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %183 = "stablehlo.add"(%180, %182) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %184 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %185 = "stablehlo.compare"(%183, %184) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %186 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %188 = "stablehlo.select"(%185, %187, %179) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%178, %188) : (tensor<6x4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>), res_attrs = [{}, {}], sym_name = "eigh", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x4xf32>):
    %158 = "stablehlo.transpose"(%arg23) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %159 = "stablehlo.add"(%arg23, %158) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %160 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %162 = "stablehlo.divide"(%159, %161) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %163:3 = "stablehlo.custom_call"(%162) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_ssyevd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>)
    %164 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %166 = "stablehlo.compare"(%163#2, %165) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %168 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %170 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %171 = "stablehlo.select"(%170, %163#0, %169) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %172 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %173 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %175 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %176 = "stablehlo.select"(%175, %163#1, %174) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%176, %171) : (tensor<4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "svd", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<6x4xf32>):
    %149:5 = "stablehlo.custom_call"(%arg22) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgesdd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=4, k=6, l=4, m=4, n=6, o=6, p=4, q=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<i32>)
    %150 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %152 = "stablehlo.compare"(%149#4, %151) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %154 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %156 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %157 = "stablehlo.select"(%156, %149#1, %155) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%157) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4xf32>, tensor<6x2xf32>) -> tensor<4x2xf32>, res_attrs = [{}], sym_name = "_lstsq", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<6x4xf32>, %arg21: tensor<6x2xf32>):
    %124:3 = "func.call"(%arg20) <{callee = @svd_0}> : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %127 = "stablehlo.compare"(%124#1, %126) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %128 = "stablehlo.slice"(%124#1) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<1xf32>) -> tensor<f32>
    %130 = "stablehlo.constant"() <{value = dense<7.15255737E-7> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.multiply"(%130, %129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %133 = "stablehlo.compare"(%124#1, %132) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %134 = "stablehlo.and"(%127, %133) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %135 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %136 = "func.call"(%134, %124#1, %135) <{callee = @_where}> : (tensor<4xi1>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    %137 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %139 = "stablehlo.divide"(%138, %136) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %141 = "func.call"(%134, %139, %140) <{callee = @_where}> : (tensor<4xi1>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %143 = "stablehlo.transpose"(%124#0) <{permutation = array<i64: 1, 0>}> : (tensor<6x4xf32>) -> tensor<4x6xf32>
    %144 = "stablehlo.dot_general"(%143, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x6xf32>, tensor<6x2xf32>) -> tensor<4x2xf32>
    %145 = "stablehlo.transpose"(%124#2) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %146 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %147 = "stablehlo.multiply"(%146, %144) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %148 = "stablehlo.dot_general"(%145, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    "func.return"(%148) : (tensor<4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>), res_attrs = [{}, {}, {}], sym_name = "svd_0", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<6x4xf32>):
    %105:5 = "stablehlo.custom_call"(%arg19) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgesdd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=4, k=6, l=4, m=4, n=6, o=4, p=4, q=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<6x4xf32>, tensor<4x4xf32>, tensor<i32>)
    %106 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %108 = "stablehlo.compare"(%105#4, %107) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %110 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %112 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %113 = "stablehlo.select"(%112, %105#1, %111) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %114 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %115 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %117 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<6x4xi1>
    %118 = "stablehlo.select"(%117, %105#2, %116) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %119 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %120 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %122 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %123 = "stablehlo.select"(%122, %105#3, %121) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%118, %113, %123) : (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xf32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<4xi1>, %arg17: tensor<4xf32>, %arg18: tensor<i32>):
    %102 = "stablehlo.convert"(%arg18) : (tensor<i32>) -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %104 = "stablehlo.select"(%arg16, %arg17, %103) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%104) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_diag", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x4xf32>):
    %101 = "func.call"(%arg15) <{callee = @diagonal}> : (tensor<4x4xf32>) -> tensor<4xf32>
    "func.return"(%101) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4x4xf32>):
    %69 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %70 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %73 = "stablehlo.add"(%69, %72) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %74 = "stablehlo.compare"(%73, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %75 = "stablehlo.convert"(%74) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %76 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.case"(%76) ({
      %100 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%100) : (tensor<i32>) -> ()
    }, {
      %99 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%99) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %78 = "stablehlo.case"(%77) ({
      %79 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
      %80 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
      %81 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %83 = "stablehlo.compare"(%79, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %84 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %86 = "stablehlo.add"(%79, %85) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %87 = "stablehlo.select"(%83, %86, %79) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %88 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %90 = "stablehlo.compare"(%80, %89) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %91 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %93 = "stablehlo.add"(%80, %92) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %94 = "stablehlo.select"(%90, %93, %80) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %95 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %96 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %97 = "stablehlo.concatenate"(%95, %96) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %98 = "stablehlo.gather"(%arg14, %97) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x2xi32>) -> tensor<4xf32>
      "stablehlo.return"(%98) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%78) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_pinv", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<6x4xf32>):
    %52 = "stablehlo.constant"() <{value = dense<6.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.multiply"(%52, %53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %55:3 = "func.call"(%arg13) <{callee = @svd_1}> : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %56 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %57 = "stablehlo.slice"(%55#1) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %58 = "stablehlo.multiply"(%56, %57) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %60 = "stablehlo.compare"(%55#1, %59) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %61 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %62 = "func.call"(%60, %55#1, %61) <{callee = @_where_2}> : (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %63 = "stablehlo.transpose"(%55#2) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %64 = "stablehlo.transpose"(%55#0) <{permutation = array<i64: 1, 0>}> : (tensor<6x4xf32>) -> tensor<4x6xf32>
    %65 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %67 = "stablehlo.divide"(%64, %66) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %68 = "stablehlo.dot_general"(%63, %67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%68) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>), res_attrs = [{}, {}, {}], sym_name = "svd_1", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<6x4xf32>):
    %33:5 = "stablehlo.custom_call"(%arg12) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgesdd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=4, k=6, l=4, m=4, n=6, o=4, p=4, q=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<6x4xf32>, tensor<4x4xf32>, tensor<i32>)
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %36 = "stablehlo.compare"(%33#4, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %38 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %40 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %41 = "stablehlo.select"(%40, %33#1, %39) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %43 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %45 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<6x4xi1>
    %46 = "stablehlo.select"(%45, %33#2, %44) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %47 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %48 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %50 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %51 = "stablehlo.select"(%50, %33#3, %49) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%46, %41, %51) : (tensor<6x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> ()
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
    %0:5 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgesdd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=4, k=6, l=4, m=4, n=6, o=4, p=4, q=4}, custom>} : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<6x4xf32>, tensor<4x4xf32>, tensor<i32>)
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
