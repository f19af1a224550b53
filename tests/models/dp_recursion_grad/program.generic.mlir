"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x2xf32>, tensor<9x2xf32>) -> (tensor<f32>, tensor<6x2xf32>, tensor<9x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg35: tensor<6x2xf32>, %arg36: tensor<9x2xf32>):
    %38 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<6x2xf32>) -> tensor<6x1x2xf32>
    %39 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<9x2xf32>) -> tensor<1x9x2xf32>
    %40 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<6x1x2xf32>) -> tensor<6x9x2xf32>
    %41 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x9x2xf32>) -> tensor<6x9x2xf32>
    %42 = "stablehlo.subtract"(%40, %41) : (tensor<6x9x2xf32>, tensor<6x9x2xf32>) -> tensor<6x9x2xf32>
    %43 = "stablehlo.multiply"(%42, %42) : (tensor<6x9x2xf32>, tensor<6x9x2xf32>) -> tensor<6x9x2xf32>
    %44 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x9x2xf32>
    %46 = "stablehlo.multiply"(%45, %42) : (tensor<6x9x2xf32>, tensor<6x9x2xf32>) -> tensor<6x9x2xf32>
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.reduce"(%43, %47) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %275 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%275) : (tensor<f32>) -> ()
    }) : (tensor<6x9x2xf32>, tensor<f32>) -> tensor<6x9xf32>
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %51 = "stablehlo.constant"() <{value = dense<1.000000e+10> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %53 = "stablehlo.concatenate"(%50, %52) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<9xf32>) -> tensor<10xf32>
    %54 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<9xi32>
    %55 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %57 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68:8 = "stablehlo.while"(%54, %67, %56, %58, %60, %62, %64, %66) ({
    ^bb0(%arg139: tensor<9xi32>, %arg140: tensor<i32>, %arg141: tensor<9xi32>, %arg142: tensor<9xi32>, %arg143: tensor<9xi32>, %arg144: tensor<9xi32>, %arg145: tensor<9xi32>, %arg146: tensor<9xi32>):
      %273 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
      %274 = "stablehlo.compare"(%arg140, %273) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%274) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg131: tensor<9xi32>, %arg132: tensor<i32>, %arg133: tensor<9xi32>, %arg134: tensor<9xi32>, %arg135: tensor<9xi32>, %arg136: tensor<9xi32>, %arg137: tensor<9xi32>, %arg138: tensor<9xi32>):
      %247 = "func.call"(%arg131, %arg132) <{callee = @dynamic_index_in_dim}> : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
      %248 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %249 = "stablehlo.compare"(%247, %248) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %250 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
      %251 = "stablehlo.add"(%247, %250) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %252 = "stablehlo.select"(%249, %251, %247) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %253 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %254 = "stablehlo.add"(%247, %253) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %255 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %256 = "stablehlo.compare"(%254, %255) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %257 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %258 = "stablehlo.add"(%254, %257) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %259 = "stablehlo.select"(%256, %258, %254) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %260 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %261 = "stablehlo.compare"(%247, %260) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %262 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %263 = "stablehlo.add"(%247, %262) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %264 = "stablehlo.select"(%261, %263, %247) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %265 = "func.call"(%arg133, %252, %arg132) <{callee = @dynamic_update_index_in_dim}> : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %266 = "func.call"(%arg134, %259, %arg132) <{callee = @dynamic_update_index_in_dim}> : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %267 = "func.call"(%arg135, %264, %arg132) <{callee = @dynamic_update_index_in_dim}> : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %268 = "func.call"(%arg136, %252, %arg132) <{callee = @dynamic_update_index_in_dim}> : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %269 = "func.call"(%arg137, %259, %arg132) <{callee = @dynamic_update_index_in_dim}> : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %270 = "func.call"(%arg138, %264, %arg132) <{callee = @dynamic_update_index_in_dim}> : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
      %271 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %272 = "stablehlo.add"(%arg132, %271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg131, %272, %265, %266, %267, %268, %269, %270) : (tensor<9xi32>, tensor<i32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>) -> ()
    }) : (tensor<9xi32>, tensor<i32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>) -> (tensor<9xi32>, tensor<i32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>)
    %69 = "stablehlo.constant"() <{value = dense<1.000000e+10> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x9x3xf32>
    %73 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6x9xi1>
    %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x9xf32>
    %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %78:10 = "stablehlo.while"(%48, %70, %68#5, %68#6, %68#7, %77, %53, %72, %74, %76) ({
    ^bb0(%arg121: tensor<6x9xf32>, %arg122: tensor<1xf32>, %arg123: tensor<9xi32>, %arg124: tensor<9xi32>, %arg125: tensor<9xi32>, %arg126: tensor<i32>, %arg127: tensor<10xf32>, %arg128: tensor<6x9x3xf32>, %arg129: tensor<6x9xi1>, %arg130: tensor<6x9xf32>):
      %245 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %246 = "stablehlo.compare"(%arg126, %245) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%246) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg85: tensor<6x9xf32>, %arg86: tensor<1xf32>, %arg87: tensor<9xi32>, %arg88: tensor<9xi32>, %arg89: tensor<9xi32>, %arg90: tensor<i32>, %arg91: tensor<10xf32>, %arg92: tensor<6x9x3xf32>, %arg93: tensor<6x9xi1>, %arg94: tensor<6x9xf32>):
      %179 = "func.call"(%arg85, %arg90) <{callee = @dynamic_index_in_dim_0}> : (tensor<6x9xf32>, tensor<i32>) -> tensor<9xf32>
      %180 = "stablehlo.constant"() <{value = dense<1.000000e+10> : tensor<f32>}> : () -> tensor<f32>
      %181 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
      %183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x3xf32>
      %185 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<9xi1>
      %187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
      %189 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %190:11 = "stablehlo.while"(%arg87, %arg88, %arg89, %179, %arg91, %189, %180, %182, %184, %186, %188) ({
      ^bb0(%arg110: tensor<9xi32>, %arg111: tensor<9xi32>, %arg112: tensor<9xi32>, %arg113: tensor<9xf32>, %arg114: tensor<10xf32>, %arg115: tensor<i32>, %arg116: tensor<f32>, %arg117: tensor<9xf32>, %arg118: tensor<9x3xf32>, %arg119: tensor<9xi1>, %arg120: tensor<9xf32>):
        %243 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
        %244 = "stablehlo.compare"(%arg115, %243) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%244) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg95: tensor<9xi32>, %arg96: tensor<9xi32>, %arg97: tensor<9xi32>, %arg98: tensor<9xf32>, %arg99: tensor<10xf32>, %arg100: tensor<i32>, %arg101: tensor<f32>, %arg102: tensor<9xf32>, %arg103: tensor<9x3xf32>, %arg104: tensor<9xi1>, %arg105: tensor<9xf32>):
        %197 = "func.call"(%arg95, %arg100) <{callee = @dynamic_index_in_dim}> : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %198 = "func.call"(%arg96, %arg100) <{callee = @dynamic_index_in_dim}> : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %199 = "func.call"(%arg97, %arg100) <{callee = @dynamic_index_in_dim}> : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %200 = "stablehlo.dynamic_slice"(%arg98, %197) <{slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<i32>) -> tensor<1xf32>
        %201 = "stablehlo.reshape"(%200) : (tensor<1xf32>) -> tensor<f32>
        %202 = "stablehlo.dynamic_slice"(%arg99, %198) <{slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
        %203 = "stablehlo.reshape"(%202) : (tensor<1xf32>) -> tensor<f32>
        %204 = "stablehlo.dynamic_slice"(%arg99, %199) <{slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
        %205 = "stablehlo.reshape"(%204) : (tensor<1xf32>) -> tensor<f32>
        %206 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
        %207 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
        %208 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
        %209 = "stablehlo.concatenate"(%206, %207, %208) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
        %210 = "stablehlo.negate"(%209) : (tensor<3xf32>) -> tensor<3xf32>
        %211 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
        %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %213 = "stablehlo.divide"(%210, %212) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %214 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
        %215 = "stablehlo.reduce"(%213, %214) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
          %242 = "stablehlo.maximum"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
          "stablehlo.return"(%242) : (tensor<f32>) -> ()
        }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
        %216 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
        %217 = "stablehlo.maximum"(%216, %215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %218 = "stablehlo.is_finite"(%217) : (tensor<f32>) -> tensor<i1>
        %219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %220 = "stablehlo.select"(%218, %217, %219) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
        %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
        %223 = "stablehlo.subtract"(%213, %222) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %224 = "stablehlo.exponential"(%223) : (tensor<3xf32>) -> tensor<3xf32>
        %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %226 = "stablehlo.reduce"(%224, %225) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
          %241 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
          "stablehlo.return"(%241) : (tensor<f32>) -> ()
        }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
        %227 = "stablehlo.abs"(%226) : (tensor<f32>) -> tensor<f32>
        %228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %229 = "stablehlo.compare"(%226, %228) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %230 = "stablehlo.log"(%227) : (tensor<f32>) -> tensor<f32>
        %231 = "stablehlo.add"(%230, %220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %232 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
        %233 = "stablehlo.multiply"(%232, %231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %234 = "stablehlo.add"(%201, %233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %235 = "func.call"(%arg102, %234, %arg100) <{callee = @dynamic_update_index_in_dim_1}> : (tensor<9xf32>, tensor<f32>, tensor<i32>) -> tensor<9xf32>
        %236 = "func.call"(%arg103, %224, %arg100) <{callee = @dynamic_update_index_in_dim_2}> : (tensor<9x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<9x3xf32>
        %237 = "func.call"(%arg104, %229, %arg100) <{callee = @dynamic_update_index_in_dim_3}> : (tensor<9xi1>, tensor<i1>, tensor<i32>) -> tensor<9xi1>
        %238 = "func.call"(%arg105, %227, %arg100) <{callee = @dynamic_update_index_in_dim_1}> : (tensor<9xf32>, tensor<f32>, tensor<i32>) -> tensor<9xf32>
        %239 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %240 = "stablehlo.add"(%arg100, %239) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%arg95, %arg96, %arg97, %arg98, %arg99, %240, %234, %235, %236, %237, %238) : (tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xf32>, tensor<10xf32>, tensor<i32>, tensor<f32>, tensor<9xf32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>) -> ()
      }) : (tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xf32>, tensor<10xf32>, tensor<i32>, tensor<f32>, tensor<9xf32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>) -> (tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9xf32>, tensor<10xf32>, tensor<i32>, tensor<f32>, tensor<9xf32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>)
      %191 = "stablehlo.concatenate"(%arg86, %190#7) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<9xf32>) -> tensor<10xf32>
      %192 = "func.call"(%arg92, %190#8, %arg90) <{callee = @dynamic_update_index_in_dim_4}> : (tensor<6x9x3xf32>, tensor<9x3xf32>, tensor<i32>) -> tensor<6x9x3xf32>
      %193 = "func.call"(%arg93, %190#9, %arg90) <{callee = @dynamic_update_index_in_dim_5}> : (tensor<6x9xi1>, tensor<9xi1>, tensor<i32>) -> tensor<6x9xi1>
      %194 = "func.call"(%arg94, %190#10, %arg90) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<6x9xf32>, tensor<9xf32>, tensor<i32>) -> tensor<6x9xf32>
      %195 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %196 = "stablehlo.add"(%arg90, %195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg85, %arg86, %arg87, %arg88, %arg89, %196, %191, %192, %193, %194) : (tensor<6x9xf32>, tensor<1xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>) -> ()
    }) : (tensor<6x9xf32>, tensor<1xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>) -> (tensor<6x9xf32>, tensor<1xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>)
    %79 = "stablehlo.slice"(%78#6) <{limit_indices = array<i64: 10>, start_indices = array<i64: 9>, strides = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1xf32>
    %80 = "stablehlo.reshape"(%79) : (tensor<1xf32>) -> tensor<f32>
    %81 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.pad"(%82, %83) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 9>, interior_padding = array<i64: 0>}> : (tensor<1xf32>, tensor<f32>) -> tensor<10xf32>
    %85 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x9xf32>
    %87 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %88:9 = "stablehlo.while"(%78#7, %78#8, %78#9, %68#2, %68#3, %68#4, %87, %84, %86) ({
    ^bb0(%arg76: tensor<6x9x3xf32>, %arg77: tensor<6x9xi1>, %arg78: tensor<6x9xf32>, %arg79: tensor<9xi32>, %arg80: tensor<9xi32>, %arg81: tensor<9xi32>, %arg82: tensor<i32>, %arg83: tensor<10xf32>, %arg84: tensor<6x9xf32>):
      %177 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %178 = "stablehlo.compare"(%arg82, %177) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%178) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg45: tensor<6x9x3xf32>, %arg46: tensor<6x9xi1>, %arg47: tensor<6x9xf32>, %arg48: tensor<9xi32>, %arg49: tensor<9xi32>, %arg50: tensor<9xi32>, %arg51: tensor<i32>, %arg52: tensor<10xf32>, %arg53: tensor<6x9xf32>):
      %106 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %107 = "stablehlo.subtract"(%106, %arg51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %108 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %109 = "stablehlo.subtract"(%107, %108) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %110 = "func.call"(%arg45, %109) <{callee = @dynamic_index_in_dim_7}> : (tensor<6x9x3xf32>, tensor<i32>) -> tensor<9x3xf32>
      %111 = "func.call"(%arg46, %109) <{callee = @dynamic_index_in_dim_8}> : (tensor<6x9xi1>, tensor<i32>) -> tensor<9xi1>
      %112 = "func.call"(%arg47, %109) <{callee = @dynamic_index_in_dim_0}> : (tensor<6x9xf32>, tensor<i32>) -> tensor<9xf32>
      %113 = "stablehlo.slice"(%arg52) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1xf32>
      %114 = "stablehlo.slice"(%arg52) <{limit_indices = array<i64: 10>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<10xf32>) -> tensor<9xf32>
      %115 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
      %117 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
      %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %120 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %121:11 = "stablehlo.while"(%114, %arg48, %arg49, %arg50, %110, %111, %112, %120, %116, %118, %119) ({
      ^bb0(%arg65: tensor<9xf32>, %arg66: tensor<9xi32>, %arg67: tensor<9xi32>, %arg68: tensor<9xi32>, %arg69: tensor<9x3xf32>, %arg70: tensor<9xi1>, %arg71: tensor<9xf32>, %arg72: tensor<i32>, %arg73: tensor<9xf32>, %arg74: tensor<10xf32>, %arg75: tensor<f32>):
        %175 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
        %176 = "stablehlo.compare"(%arg72, %175) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%176) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg54: tensor<9xf32>, %arg55: tensor<9xi32>, %arg56: tensor<9xi32>, %arg57: tensor<9xi32>, %arg58: tensor<9x3xf32>, %arg59: tensor<9xi1>, %arg60: tensor<9xf32>, %arg61: tensor<i32>, %arg62: tensor<9xf32>, %arg63: tensor<10xf32>, %arg64: tensor<f32>):
        %125 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
        %126 = "stablehlo.subtract"(%125, %arg61) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %127 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %128 = "stablehlo.subtract"(%126, %127) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %129 = "func.call"(%arg54, %128) <{callee = @dynamic_index_in_dim_9}> : (tensor<9xf32>, tensor<i32>) -> tensor<f32>
        %130 = "func.call"(%arg55, %128) <{callee = @dynamic_index_in_dim}> : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %131 = "func.call"(%arg56, %128) <{callee = @dynamic_index_in_dim}> : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %132 = "func.call"(%arg57, %128) <{callee = @dynamic_index_in_dim}> : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
        %133 = "func.call"(%arg58, %128) <{callee = @dynamic_index_in_dim_10}> : (tensor<9x3xf32>, tensor<i32>) -> tensor<3xf32>
        %134 = "func.call"(%arg59, %128) <{callee = @dynamic_index_in_dim_11}> : (tensor<9xi1>, tensor<i32>) -> tensor<i1>
        %135 = "func.call"(%arg60, %128) <{callee = @dynamic_index_in_dim_9}> : (tensor<9xf32>, tensor<i32>) -> tensor<f32>
        %136 = "stablehlo.add"(%arg64, %129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %137 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
        %138 = "stablehlo.multiply"(%137, %136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %139 = "stablehlo.divide"(%138, %135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %140 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %141 = "stablehlo.select"(%134, %140, %139) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %142 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %143 = "stablehlo.select"(%134, %139, %142) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %144 = "stablehlo.negate"(%141) : (tensor<f32>) -> tensor<f32>
        %145 = "stablehlo.add"(%143, %144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %147 = "stablehlo.multiply"(%146, %133) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %148 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
        %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %150 = "stablehlo.divide"(%147, %149) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %151 = "stablehlo.negate"(%150) : (tensor<3xf32>) -> tensor<3xf32>
        %152 = "stablehlo.slice"(%151) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
        %153 = "stablehlo.reshape"(%152) : (tensor<1xf32>) -> tensor<f32>
        %154 = "stablehlo.slice"(%151) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
        %155 = "stablehlo.reshape"(%154) : (tensor<1xf32>) -> tensor<f32>
        %156 = "stablehlo.slice"(%151) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
        %157 = "stablehlo.reshape"(%156) : (tensor<1xf32>) -> tensor<f32>
        %158 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
        %159 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
        %161 = "stablehlo.dynamic_update_slice"(%160, %158, %132) : (tensor<10xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10xf32>
        %162 = "stablehlo.add"(%arg63, %161) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
        %163 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
        %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
        %166 = "stablehlo.dynamic_update_slice"(%165, %163, %131) : (tensor<10xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10xf32>
        %167 = "stablehlo.add"(%162, %166) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
        %168 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
        %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
        %171 = "stablehlo.dynamic_update_slice"(%170, %168, %130) : (tensor<9xf32>, tensor<1xf32>, tensor<i32>) -> tensor<9xf32>
        %172 = "stablehlo.add"(%arg62, %171) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
        %173 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %174 = "stablehlo.add"(%arg61, %173) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %174, %172, %167, %157) : (tensor<9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>, tensor<i32>, tensor<9xf32>, tensor<10xf32>, tensor<f32>) -> ()
      }) : (tensor<9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>, tensor<i32>, tensor<9xf32>, tensor<10xf32>, tensor<f32>) -> (tensor<9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<9x3xf32>, tensor<9xi1>, tensor<9xf32>, tensor<i32>, tensor<9xf32>, tensor<10xf32>, tensor<f32>)
      %122 = "func.call"(%arg53, %121#8, %109) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<6x9xf32>, tensor<9xf32>, tensor<i32>) -> tensor<6x9xf32>
      %123 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %124 = "stablehlo.add"(%arg51, %123) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %124, %121#9, %122) : (tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9xf32>) -> ()
    }) : (tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9xf32>) -> (tensor<6x9x3xf32>, tensor<6x9xi1>, tensor<6x9xf32>, tensor<9xi32>, tensor<9xi32>, tensor<9xi32>, tensor<i32>, tensor<10xf32>, tensor<6x9xf32>)
    %89 = "stablehlo.broadcast_in_dim"(%88#8) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x9xf32>) -> tensor<6x9x2xf32>
    %90 = "stablehlo.multiply"(%89, %46) : (tensor<6x9x2xf32>, tensor<6x9x2xf32>) -> tensor<6x9x2xf32>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.reduce"(%90, %91) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %105 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%105) : (tensor<f32>) -> ()
    }) : (tensor<6x9x2xf32>, tensor<f32>) -> tensor<6x2xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<6x2xf32>) -> tensor<6x1x2xf32>
    %94 = "stablehlo.negate"(%90) : (tensor<6x9x2xf32>) -> tensor<6x9x2xf32>
    %95 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.reduce"(%94, %95) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %104 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) : (tensor<6x9x2xf32>, tensor<f32>) -> tensor<9x2xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<9x2xf32>) -> tensor<1x9x2xf32>
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.reduce"(%97, %98) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %103 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%103) : (tensor<f32>) -> ()
    }) : (tensor<1x9x2xf32>, tensor<f32>) -> tensor<9x2xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%93, %100) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %102 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) : (tensor<6x1x2xf32>, tensor<f32>) -> tensor<6x2xf32>
    "func.return"(%80, %101, %99) : (tensor<f32>, tensor<6x2xf32>, tensor<9x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xi32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<9xi32>, %arg34: tensor<i32>):
    %36 = "stablehlo.dynamic_slice"(%arg33, %arg34) <{slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<i32>) -> tensor<1xi32>
    %37 = "stablehlo.reshape"(%36) : (tensor<1xi32>) -> tensor<i32>
    "func.return"(%37) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<9xi32>, %arg31: tensor<i32>, %arg32: tensor<i32>):
    %34 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %35 = "stablehlo.dynamic_update_slice"(%arg30, %34, %arg32) : (tensor<9xi32>, tensor<1xi32>, tensor<i32>) -> tensor<9xi32>
    "func.return"(%35) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x9xf32>, tensor<i32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<6x9xf32>, %arg29: tensor<i32>):
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.dynamic_slice"(%arg28, %arg29, %31) <{slice_sizes = array<i64: 1, 9>}> : (tensor<6x9xf32>, tensor<i32>, tensor<i32>) -> tensor<1x9xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1x9xf32>) -> tensor<9xf32>
    "func.return"(%33) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xf32>, tensor<f32>, tensor<i32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<9xf32>, %arg26: tensor<f32>, %arg27: tensor<i32>):
    %29 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %30 = "stablehlo.dynamic_update_slice"(%arg25, %29, %arg27) : (tensor<9xf32>, tensor<1xf32>, tensor<i32>) -> tensor<9xf32>
    "func.return"(%30) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<9x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<9x3xf32>, %arg23: tensor<3xf32>, %arg24: tensor<i32>):
    %26 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.dynamic_update_slice"(%arg22, %26, %arg24, %27) : (tensor<9x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<9x3xf32>
    "func.return"(%28) : (tensor<9x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xi1>, tensor<i1>, tensor<i32>) -> tensor<9xi1>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_3", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<9xi1>, %arg20: tensor<i1>, %arg21: tensor<i32>):
    %24 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %25 = "stablehlo.dynamic_update_slice"(%arg19, %24, %arg21) : (tensor<9xi1>, tensor<1xi1>, tensor<i32>) -> tensor<9xi1>
    "func.return"(%25) : (tensor<9xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x9x3xf32>, tensor<9x3xf32>, tensor<i32>) -> tensor<6x9x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_4", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<6x9x3xf32>, %arg17: tensor<9x3xf32>, %arg18: tensor<i32>):
    %20 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<9x3xf32>) -> tensor<1x9x3xf32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.dynamic_update_slice"(%arg16, %20, %arg18, %21, %22) : (tensor<6x9x3xf32>, tensor<1x9x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x9x3xf32>
    "func.return"(%23) : (tensor<6x9x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x9xi1>, tensor<9xi1>, tensor<i32>) -> tensor<6x9xi1>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_5", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<6x9xi1>, %arg14: tensor<9xi1>, %arg15: tensor<i32>):
    %17 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 1>}> : (tensor<9xi1>) -> tensor<1x9xi1>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.dynamic_update_slice"(%arg13, %17, %arg15, %18) : (tensor<6x9xi1>, tensor<1x9xi1>, tensor<i32>, tensor<i32>) -> tensor<6x9xi1>
    "func.return"(%19) : (tensor<6x9xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x9xf32>, tensor<9xf32>, tensor<i32>) -> tensor<6x9xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_6", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<6x9xf32>, %arg11: tensor<9xf32>, %arg12: tensor<i32>):
    %14 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1x9xf32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.dynamic_update_slice"(%arg10, %14, %arg12, %15) : (tensor<6x9xf32>, tensor<1x9xf32>, tensor<i32>, tensor<i32>) -> tensor<6x9xf32>
    "func.return"(%16) : (tensor<6x9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x9x3xf32>, tensor<i32>) -> tensor<9x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_7", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<6x9x3xf32>, %arg9: tensor<i32>):
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.dynamic_slice"(%arg8, %arg9, %10, %11) <{slice_sizes = array<i64: 1, 9, 3>}> : (tensor<6x9x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x9x3xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x9x3xf32>) -> tensor<9x3xf32>
    "func.return"(%13) : (tensor<9x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x9xi1>, tensor<i32>) -> tensor<9xi1>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_8", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<6x9xi1>, %arg7: tensor<i32>):
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.dynamic_slice"(%arg6, %arg7, %7) <{slice_sizes = array<i64: 1, 9>}> : (tensor<6x9xi1>, tensor<i32>, tensor<i32>) -> tensor<1x9xi1>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x9xi1>) -> tensor<9xi1>
    "func.return"(%9) : (tensor<9xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_9", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<9xf32>, %arg5: tensor<i32>):
    %5 = "stablehlo.dynamic_slice"(%arg4, %arg5) <{slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<i32>) -> tensor<1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%6) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9x3xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_10", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<9x3xf32>, %arg3: tensor<i32>):
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_slice"(%arg2, %arg3, %2) <{slice_sizes = array<i64: 1, 3>}> : (tensor<9x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x3xf32>) -> tensor<3xf32>
    "func.return"(%4) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xi1>, tensor<i32>) -> tensor<i1>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_11", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<9xi1>, %arg1: tensor<i32>):
    %0 = "stablehlo.dynamic_slice"(%arg0, %arg1) <{slice_sizes = array<i64: 1>}> : (tensor<9xi1>, tensor<i32>) -> tensor<1xi1>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi1>) -> tensor<i1>
    "func.return"(%1) : (tensor<i1>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
