// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --verify-diagnostics

func.func @broadcast_shape_length(%x: tensor<?xf32>, %s: tensor<3xi32>) {
  // expected-error @+1 {{output_dimensions has 3 entries, expected 2}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0] : (tensor<?xf32>, tensor<3xi32>) -> tensor<?x4xf32>
  return
}

// -----

func.func @broadcast_static_mismatch(%x: tensor<3xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{operand dimension 0 of size 3 cannot broadcast to result dimension 1 of size 4}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  return
}

// -----

func.func @broadcast_known_both(%x: tensor<?xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{operand dimension 0 is both known expanding and non-expanding}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @iota_dimension(%s: tensor<1xi32>) {
  // expected-error @+1 {{iota_dimension 1 is out of range [0, 1)}}
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<1xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @reshape_element_type(%x: tensor<?xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{expects the result's element type 'i32' to be the operand's 'f32'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @reshape_static_count(%x: tensor<6xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{cannot reshape 'tensor<6xf32>' (6 elements) to 'tensor<2x4xf32>' (8 elements)}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @slice_rank(%x: tensor<?x4xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{expects a result of the operand's rank 2, got 'tensor<?xf32>'}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %s, %s : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @slice_operand_length(%x: tensor<?x4xf32>, %s: tensor<2xi32>, %t: tensor<3xi32>) {
  // expected-error @+1 {{strides has 3 entries, expected 2}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %s, %t : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<3xi32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @pad_value_type(%x: tensor<?xf32>, %v: tensor<i32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{expects the result's element type 'f32' to be the operand's 'i32'}}
  %0 = stablehlo.dynamic_pad %x, %v, %s, %s, %s : (tensor<?xf32>, tensor<i32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @gather_slice_sizes(%x: tensor<?x4xf32>, %i: tensor<1xi32>, %s: tensor<3xi32>) {
  // expected-error @+1 {{slice_sizes has 3 entries, expected 2}}
  %0 = "stablehlo.dynamic_gather"(%x, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>}> : (tensor<?x4xf32>, tensor<1xi32>, tensor<3xi32>) -> tensor<?x4xf32>
  return
}

// -----

func.func @conv_padding_shape(%x: tensor<?x8x8x3xf32>, %w: tensor<3x3x3x4xf32>, %p: tensor<3x2xi32>) {
  // expected-error @+1 {{expects padding of shape [2, 2] (low, high per spatial dimension), got 'tensor<3x2xi32>'}}
  %0 = "stablehlo.dynamic_conv"(%x, %w, %p) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<?x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<3x2xi32>) -> tensor<?x8x8x4xf32>
  return
}
