"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8x6xf32>, tensor<4x5x6xf32>, tensor<5xi32>, tensor<3x4xi32>, tensor<2x2xi32>, tensor<5xi32>, tensor<8x3xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>) -> (tensor<5x6xf32>, tensor<3x4x6xf32>, tensor<8x5xf32>, tensor<8x5xf32>, tensor<4x5x3xf32>, tensor<5x6xf32>, tensor<8x3xf32>, tensor<5xf32>, tensor<3x4xf32>, tensor<3x5xf32>, tensor<4x2x2x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg20: tensor<8x6xf32>, %arg21: tensor<4x5x6xf32>, %arg22: tensor<5xi32>, %arg23: tensor<3x4xi32>, %arg24: tensor<2x2xi32>, %arg25: tensor<5xi32>, %arg26: tensor<8x3xi32>, %arg27: tensor<5xi32>, %arg28: tensor<5xi32>, %arg29: tensor<i32>):
    %75 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %77 = "stablehlo.compare"(%arg22, %76) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %78 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %80 = "stablehlo.add"(%arg22, %79) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %81 = "stablehlo.select"(%77, %80, %arg22) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %83 = "stablehlo.gather"(%arg20, %82) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<5x6xf32>
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %86 = "stablehlo.compare"(%arg23, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %87 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %89 = "stablehlo.add"(%arg23, %88) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %90 = "stablehlo.select"(%86, %89, %arg23) : (tensor<3x4xi1>, tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %92 = "stablehlo.gather"(%arg20, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<3x4x1xi32>) -> tensor<3x4x6xf32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %95 = "stablehlo.compare"(%arg25, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %96 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %98 = "stablehlo.add"(%arg25, %97) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %99 = "stablehlo.select"(%95, %98, %arg25) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %101 = "stablehlo.gather"(%arg20, %100) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<8x5xf32>
    %102 = "func.call"(%arg20, %arg25) <{callee = @_take}> : (tensor<8x6xf32>, tensor<5xi32>) -> tensor<8x5xf32>
    %103 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xi32>) -> tensor<3xi32>
    %104 = "func.call"(%arg21, %103) <{callee = @_take_0}> : (tensor<4x5x6xf32>, tensor<3xi32>) -> tensor<4x5x3xf32>
    %105 = "func.call"(%arg20, %arg28) <{callee = @_take_2}> : (tensor<8x6xf32>, tensor<5xi32>) -> tensor<5x6xf32>
    %106 = "func.call"(%arg20, %arg26) <{callee = @take_along_axis}> : (tensor<8x6xf32>, tensor<8x3xi32>) -> tensor<8x3xf32>
    %107 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %109 = "stablehlo.compare"(%arg27, %108) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %110 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %112 = "stablehlo.add"(%arg27, %111) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %113 = "stablehlo.select"(%109, %112, %arg27) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %114 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %116 = "stablehlo.compare"(%arg25, %115) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %117 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %119 = "stablehlo.add"(%arg25, %118) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %120 = "stablehlo.select"(%116, %119, %arg25) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %121 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %122 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %123 = "stablehlo.concatenate"(%121, %122) <{dimension = 1 : i64}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %124 = "stablehlo.gather"(%arg20, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x6xf32>, tensor<5x2xi32>) -> tensor<5xf32>
    %125 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %127 = "stablehlo.compare"(%arg23, %126) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %128 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %130 = "stablehlo.add"(%arg23, %129) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %131 = "stablehlo.select"(%127, %130, %arg23) : (tensor<3x4xi1>, tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %132 = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %134 = "stablehlo.convert"(%133) : (tensor<3x4xi64>) -> tensor<3x4xi32>
    %135 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %136 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %137 = "stablehlo.concatenate"(%135, %136) <{dimension = 2 : i64}> : (tensor<3x4x1xi32>, tensor<3x4x1xi32>) -> tensor<3x4x2xi32>
    %138 = "stablehlo.gather"(%arg20, %137) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x6xf32>, tensor<3x4x2xi32>) -> tensor<3x4xf32>
    %139 = "stablehlo.slice"(%arg20) <{limit_indices = array<i64: 7, 6>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<8x6xf32>) -> tensor<3x6xf32>
    %140 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %142 = "stablehlo.compare"(%arg25, %141) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %143 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %145 = "stablehlo.add"(%arg25, %144) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %146 = "stablehlo.select"(%142, %145, %arg25) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %148 = "stablehlo.gather"(%139, %147) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x6xf32>, tensor<5x1xi32>) -> tensor<3x5xf32>
    %149 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x2xi32>
    %151 = "stablehlo.compare"(%arg24, %150) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %152 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x2xi32>
    %154 = "stablehlo.add"(%arg24, %153) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %155 = "stablehlo.select"(%151, %154, %arg24) : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %157 = "stablehlo.gather"(%arg21, %156) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 6>}> : (tensor<4x5x6xf32>, tensor<2x2x1xi32>) -> tensor<4x2x2x6xf32>
    %158 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %160 = "stablehlo.compare"(%arg25, %159) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %161 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %163 = "stablehlo.add"(%arg25, %162) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %164 = "stablehlo.select"(%160, %163, %arg25) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %165 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<5xi64>
    %167 = "stablehlo.convert"(%166) : (tensor<5xi64>) -> tensor<5xi32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %169 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %170 = "stablehlo.concatenate"(%168, %169) <{dimension = 1 : i64}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %171 = "stablehlo.gather"(%arg21, %170) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<4x5x6xf32>, tensor<5x2xi32>) -> tensor<5x6xf32>
    %172 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %174 = "stablehlo.compare"(%arg28, %173) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %175 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %177 = "stablehlo.add"(%arg28, %176) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %178 = "stablehlo.select"(%174, %177, %arg28) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %180 = "stablehlo.constant"() <{value = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
    %181 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x1xi32>
    %183 = "stablehlo.compare"(%179, %182) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %184 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<5x1xi32>
    %186 = "stablehlo.compare"(%179, %185) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %187 = "stablehlo.and"(%183, %186) : (tensor<5x1xi1>, tensor<5x1xi1>) -> tensor<5x1xi1>
    %188 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %189 = "stablehlo.reduce"(%187, %188) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg30: tensor<i1>, %arg31: tensor<i1>):
      %210 = "stablehlo.and"(%arg30, %arg31) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%210) : (tensor<i1>) -> ()
    }) : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %190 = "stablehlo.gather"(%arg20, %179) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<5x6xf32>
    %191 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi1>) -> tensor<5x6xi1>
    %192 = "stablehlo.constant"() <{value = dense<-7.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x6xf32>
    %194 = "stablehlo.select"(%191, %190, %193) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %195 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %196 = "stablehlo.compare"(%arg29, %195) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %198 = "stablehlo.add"(%arg29, %197) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %199 = "stablehlo.select"(%196, %198, %arg29) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %200 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %201 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %202 = "stablehlo.compare"(%200, %201) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %203 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %204 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %205 = "stablehlo.add"(%203, %204) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %206 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %207 = "stablehlo.select"(%202, %205, %206) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %208 = "stablehlo.dynamic_slice"(%arg20, %199, %207) <{slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<i32>, tensor<i32>) -> tensor<1x6xf32>
    %209 = "stablehlo.reshape"(%208) : (tensor<1x6xf32>) -> tensor<6xf32>
    "func.return"(%83, %92, %101, %102, %104, %105, %106, %124, %138, %148, %157, %171, %194, %209) : (tensor<5x6xf32>, tensor<3x4x6xf32>, tensor<8x5xf32>, tensor<8x5xf32>, tensor<4x5x3xf32>, tensor<5x6xf32>, tensor<8x3xf32>, tensor<5xf32>, tensor<3x4xf32>, tensor<3x5xf32>, tensor<4x2x2x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x6xf32>, tensor<5xi32>) -> tensor<8x5xf32>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<8x6xf32>, %arg17: tensor<5xi32>):
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %53 = "stablehlo.compare"(%arg17, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %54 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %56 = "stablehlo.add"(%arg17, %55) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %57 = "func.call"(%53, %56, %arg17) <{callee = @_where}> : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %59 = "stablehlo.constant"() <{value = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x1xi32>
    %62 = "stablehlo.compare"(%58, %61) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %63 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<5x1xi32>
    %65 = "stablehlo.compare"(%58, %64) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %66 = "stablehlo.and"(%62, %65) : (tensor<5x1xi1>, tensor<5x1xi1>) -> tensor<5x1xi1>
    %67 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %68 = "stablehlo.reduce"(%66, %67) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<i1>, %arg19: tensor<i1>):
      %74 = "stablehlo.and"(%arg18, %arg19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%74) : (tensor<i1>) -> ()
    }) : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %69 = "stablehlo.gather"(%arg16, %58) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<8x5xf32>
    %70 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xi1>) -> tensor<8x5xi1>
    %71 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x5xf32>
    %73 = "stablehlo.select"(%70, %69, %72) : (tensor<8x5xi1>, tensor<8x5xf32>, tensor<8x5xf32>) -> tensor<8x5xf32>
    "func.return"(%73) : (tensor<8x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<5xi1>, %arg14: tensor<5xi32>, %arg15: tensor<5xi32>):
    %50 = "stablehlo.select"(%arg13, %arg14, %arg15) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%50) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5x6xf32>, tensor<3xi32>) -> tensor<4x5x3xf32>, res_attrs = [{}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x5x6xf32>, %arg10: tensor<3xi32>):
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %28 = "stablehlo.compare"(%arg10, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %29 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %31 = "stablehlo.add"(%arg10, %30) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %32 = "func.call"(%28, %31, %arg10) <{callee = @_where_1}> : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %34 = "stablehlo.constant"() <{value = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x1xi32>
    %37 = "stablehlo.compare"(%33, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %38 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %40 = "stablehlo.compare"(%33, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %41 = "stablehlo.and"(%37, %40) : (tensor<3x1xi1>, tensor<3x1xi1>) -> tensor<3x1xi1>
    %42 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %43 = "stablehlo.reduce"(%41, %42) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<i1>, %arg12: tensor<i1>):
      %49 = "stablehlo.and"(%arg11, %arg12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%49) : (tensor<i1>) -> ()
    }) : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %44 = "stablehlo.gather"(%arg9, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 5, 1>}> : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<4x5x3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xi1>) -> tensor<4x5x3xi1>
    %46 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5x3xf32>
    %48 = "stablehlo.select"(%45, %44, %47) : (tensor<4x5x3xi1>, tensor<4x5x3xf32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
    "func.return"(%48) : (tensor<4x5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<3xi1>, %arg7: tensor<3xi32>, %arg8: tensor<3xi32>):
    %25 = "stablehlo.select"(%arg6, %arg7, %arg8) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%25) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x6xf32>, tensor<5xi32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "_take_2", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<8x6xf32>, %arg5: tensor<5xi32>):
    %23 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %24 = "stablehlo.gather"(%arg4, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<8x6xf32>, tensor<5x1xi32>) -> tensor<5x6xf32>
    "func.return"(%24) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x6xf32>, tensor<8x3xi32>) -> tensor<8x3xf32>, res_attrs = [{}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x6xf32>, %arg1: tensor<8x3xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x3xi32>
    %2 = "stablehlo.compare"(%arg1, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi1>
    %3 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x3xi32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi32>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<8x3xi1>, tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi32>
    %7 = "stablehlo.reshape"(%6) : (tensor<8x3xi32>) -> tensor<8x3x1xi32>
    %8 = "stablehlo.constant"() <{value = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x3x1xi32>
    %11 = "stablehlo.compare"(%7, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x3x1xi32>, tensor<8x3x1xi32>) -> tensor<8x3x1xi1>
    %12 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<8x3x1xi32>
    %14 = "stablehlo.compare"(%7, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x3x1xi32>, tensor<8x3x1xi32>) -> tensor<8x3x1xi1>
    %15 = "stablehlo.and"(%11, %14) : (tensor<8x3x1xi1>, tensor<8x3x1xi1>) -> tensor<8x3x1xi1>
    %16 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %22 = "stablehlo.and"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) : (tensor<8x3x1xi1>, tensor<i1>) -> tensor<8x3xi1>
    %18 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x6xf32>, tensor<8x3x1xi32>) -> tensor<8x3xf32>
    %19 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %21 = "stablehlo.select"(%17, %18, %20) : (tensor<8x3xi1>, tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    "func.return"(%21) : (tensor<8x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
