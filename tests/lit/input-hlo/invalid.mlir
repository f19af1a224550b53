// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --verify-diagnostics

func.func @add_shape(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @broadcast_dim_range(%a: tensor<5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{broadcast_dimensions [2] has dimension 2 out of range [0, 2)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [2] : (tensor<5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @broadcast_size(%a: tensor<3xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{operand dimension 0 of size 3 cannot broadcast to result dimension 1 of size 5}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @transpose_perm(%a: tensor<4x5xf32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{permutation [1, 1] repeats dimension 1}}
  %0 = stablehlo.transpose %a, dims = [1, 1] : (tensor<4x5xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

func.func @reduce_dims(%a: tensor<4x5xf32>, %z: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{dimensions [2] has dimension 2 out of range [0, 2)}}
  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [2] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_result(%a: tensor<4x5xf32>, %z: tensor<f32>) -> tensor<5xf32> {
  // expected-error @+1 {{result 0 has type 'tensor<5xf32>', expected shape [4] of 'f32'}}
  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @dot_general_contract(%a: tensor<3x7xf32>, %b: tensor<6x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{contracting dimension sizes differ: lhs 7 vs rhs 6}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x7xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @slice_range(%a: tensor<4x5xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{has invalid range 3:6:1 in dimension 0 of size 4}}
  %0 = stablehlo.slice %a [3:6, 0:3] : (tensor<4x5xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @pad_shape(%a: tensor<4x5xf32>, %v: tensor<f32>) -> tensor<7x5xf32> {
  // expected-error @+1 {{expects result shape [7, 6], got 'tensor<7x5xf32>'}}
  %0 = stablehlo.pad %a, %v, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<7x5xf32>
  return %0 : tensor<7x5xf32>
}

// -----

func.func @select_pred(%p: tensor<3xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects pred of rank 0 or of shape [4], got 'tensor<3xi1>'}}
  %0 = stablehlo.select %p, %a, %a : tensor<3xi1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @iota_dim() -> tensor<4xi32> {
  // expected-error @+1 {{iota_dimension 1 is out of range [0, 1)}}
  %0 = stablehlo.iota dim = 1 : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bad_conv_layout(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{expected 'b', 'f' (once each) or a spatial dimension number, got 'q'}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, q]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @bad_dot_attr(%a: tensor<3x7xf32>, %b: tensor<7x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{unknown field 'lhs_contract'}}
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contract = [1]>}> : (tensor<3x7xf32>, tensor<7x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @gather_index_vector(%x: tensor<10x4xf32>, %i: tensor<6x2xi32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{start_index_map [0] has 1 entries, expected the index vector size 2}}
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<6x2xi32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @gather_collapsed_size(%x: tensor<10x4xf32>, %i: tensor<6x1xi32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{slice size 2 of collapsed/batching dimension 0 must be 0 or 1}}
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 4>}> : (tensor<10x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @gather_result_shape(%x: tensor<10x4xf32>, %i: tensor<6x1xi32>) -> tensor<6x3xf32> {
  // expected-error @+1 {{expects result shape [6, 4], got 'tensor<6x3xf32>'}}
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<6x1xi32>) -> tensor<6x3xf32>
  return %0 : tensor<6x3xf32>
}

// -----

func.func @scatter_window_too_big(%x: tensor<8x3xf32>, %i: tensor<3x1xi32>, %u: tensor<3x4xf32>) -> tensor<8x3xf32> {
  // expected-error @+1 {{update window dimension 1 (size 4) exceeds input dimension 1 (size 3)}}
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8x3xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

func.func @scatter_rank(%x: tensor<8x3xf32>, %i: tensor<3x1xi32>, %u: tensor<3xf32>) -> tensor<8x3xf32> {
  // expected-error @+1 {{update_window_dims (0) + inserted_window_dims + input_batching_dims (1) must equal the input rank 2}}
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8x3xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

func.func @scatter_body(%x: tensor<8xf32>, %i: tensor<3x1xi32>, %u: tensor<3xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{body argument 1 has type 'tensor<i32>', expected 'tensor<f32>'}}
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<8xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @sort_comparator_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{comparator argument 1 has type 'tensor<i32>', expected 'tensor<f32>'}}
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sort_comparator_result(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{comparator must end in stablehlo.return of one tensor<i1>}}
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_layout_count(%a: tensor<4xf32>) {
  // expected-error @+1 {{operand_layouts has 2 layouts for 1 values}}
  stablehlo.custom_call @foo(%a) {operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @custom_call_layout_rank(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{result_layouts entry 0 has 1 dimensions, expected 2 for 'tensor<2x3xf32>'}}
  %0 = stablehlo.custom_call @foo(%a) {result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @custom_call_layout_permutation(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{operand_layouts entry [0, 0] repeats dimension 0}}
  stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> ()
  return
}

// -----

func.func @custom_call_alias(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{output_operand_aliases names operand 1 of 1}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_call_backend_config(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'backend_config' failed to satisfy constraint}}
  "stablehlo.custom_call"(%a) <{call_target_name = "foo", backend_config = 3 : i32}> : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @custom_call_api_version(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'api_version' failed to satisfy constraint}}
  stablehlo.custom_call @foo(%a) {api_version = 7 : i32} : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @bitcast_width(%a: tensor<4xf32>) -> tensor<4xi16> {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op expects the result shape to be the operand shape [4] with a trailing dimension of 2, got [4]}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @bitcast_bits(%a: tensor<4xi8>) -> tensor<4x8xi1> {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op bit widths differ: 'i8' has 8 bits, 'i1' has 1 (a width-changing bitcast_convert needs whole bytes)}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xi8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

// -----

func.func @real_result(%z: tensor<4xcomplex<f32>>) -> tensor<4xf64> {
  // expected-error @+1 {{'stablehlo.real' op expects result type 'tensor<4xf32>' for operand type 'tensor<4xcomplex<f32>>', got 'tensor<4xf64>'}}
  %0 = stablehlo.real %z : (tensor<4xcomplex<f32>>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @abs_complex_result(%z: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  // expected-error @+1 {{'stablehlo.abs' op expects result type 'tensor<4xf64>' for operand type 'tensor<4xcomplex<f64>>', got 'tensor<4xcomplex<f64>>'}}
  %0 = stablehlo.abs %z : tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}

// -----

func.func @complex_parts(%a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.complex' op expects operands of the same type, got 'tensor<4xf32>' and 'tensor<4xf64>'}}
  %0 = stablehlo.complex %a, %b : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @complex_result(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xcomplex<f64>> {
  // expected-error @+1 {{'stablehlo.complex' op expects result type 'tensor<4xcomplex<f32>>', got 'tensor<4xcomplex<f64>>'}}
  %0 = stablehlo.complex %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}

// -----

func.func @complex_syntax(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected a tensor of complex type, got 'tensor<4xf32>'}}
  %0 = stablehlo.complex %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @map_dimensions(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{dimensions must be [0, ..., 1], got [1, 0]}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @map_shape(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{input 1 has type 'tensor<3x2xf32>', expected the result's shape 'tensor<2x3xf32>'}}
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @map_body_type(%a: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{body argument 0 has type 'tensor<f32>', expected 'tensor<i32>'}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @map_body_result(%a: tensor<2xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{body must return one 'tensor<i32>'}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @get_dimension_size_range(%a: tensor<2x3xf32>) -> tensor<i32> {
  // expected-error @+1 {{dim 2 is out of range [0, 2)}}
  %0 = stablehlo.get_dimension_size %a, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @composite_missing(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{decomposition @nowhere does not name a function}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @nowhere} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @composite_type(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{decomposition @impl has type '(tensor<3xf32>) -> tensor<3xf32>', expected '(tensor<2xf32>) -> tensor<2xf32>'}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @impl(%x: tensor<3xf32>) -> tensor<3xf32> {
  return %x : tensor<3xf32>
}

// -----

func.func @fft_length(%a: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  // expected-error @+1 {{the innermost 1 dimensions of the operand must be [4], got [8]}}
  %0 = stablehlo.fft %a, type = FFT, length = [4] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}

// -----

func.func @rfft_result_shape(%a: tensor<8xf32>) -> tensor<8xcomplex<f32>> {
  // expected-error @+1 {{the result shape must be [5], got [8]}}
  %0 = stablehlo.fft %a, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}

// -----

func.func @irfft_types(%a: tensor<5xcomplex<f32>>) -> tensor<8xf64> {
  // expected-error @+1 {{IRFFT takes complex<f32/f64> to f32/f64 of the same precision, got 'complex<f32>' -> 'f64'}}
  %0 = stablehlo.fft %a, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf64>
  return %0 : tensor<8xf64>
}

// -----

// The spec's (C2): complex converts to complex only.
func.func @bitcast_complex_to_real(%a: tensor<4xcomplex<f32>>) -> tensor<4xf64> {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op cannot convert between complex and non-complex element types ('complex<f32>' to 'f64'): the StableHLO spec's (C2) allows complex to complex only}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xcomplex<f32>>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// (C1): complex<f64> -> complex<f32> adds a trailing dimension of 2.
func.func @bitcast_complex_narrow_shape(%a: tensor<4xcomplex<f64>>) -> tensor<4x3xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op expects the result shape to be the operand shape [4] with a trailing dimension of 2, got [4, 3]}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xcomplex<f64>>) -> tensor<4x3xcomplex<f32>>
  return %0 : tensor<4x3xcomplex<f32>>
}

// -----

func.func @bitcast_same_width_shape(%a: tensor<4xf32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'stablehlo.bitcast_convert' op expects the operand and result shapes to be equal for element types of the same bit width, got [4] and [2, 2]}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

func.func @rng_normal_int(%a: tensor<i32>, %s: tensor<1xi64>) -> tensor<4xi32> {
  // expected-error @+1 {{NORMAL needs a floating-point result, got 'tensor<4xi32>'}}
  %0 = stablehlo.rng %a, %a, %s, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @rng_element_type(%a: tensor<f32>, %b: tensor<f64>, %s: tensor<1xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{b has element type 'f64', expected the result's 'f32'}}
  %0 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f64>, tensor<1xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @rng_shape_rank(%a: tensor<f32>, %s: tensor<2xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{shape has 2 elements, expected the result's rank 1}}
  %0 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @rng_shape_value(%a: tensor<f32>) -> tensor<4x2xf32> {
  %s = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
  // expected-error @+1 {{shape is [4, 3], which does not match the result type 'tensor<4x2xf32>'}}
  %0 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @rng_operand_rank(%a: tensor<1xf32>, %s: tensor<1xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 must be 0D tensor of}}
  %0 = "stablehlo.rng"(%a, %a, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<1xf32>, tensor<1xf32>, tensor<1xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
