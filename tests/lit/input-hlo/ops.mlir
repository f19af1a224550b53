// Round trip of the custom syntax: print, re-parse, print again.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s | strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so | FileCheck %s

// CHECK-LABEL: func @elementwise
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %u: tensor<4xui8>) -> tensor<4xf32> {
  // CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<4xf32>
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  // CHECK: stablehlo.exponential_minus_one %{{.*}} : tensor<4xf32>
  %1 = stablehlo.exponential_minus_one %0 : tensor<4xf32>
  // CHECK: stablehlo.compare GT, %{{.*}}, %{{.*}}, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.compare GT, %1, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK: stablehlo.compare LT, %{{.*}}, %{{.*}} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %3 = stablehlo.compare LT, %u, %u : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  // CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<4xi1>, tensor<4xf32>
  %4 = stablehlo.select %2, %1, %b : tensor<4xi1>, tensor<4xf32>
  // CHECK: stablehlo.convert %{{.*}} : (tensor<4xi32>) -> tensor<4xf32>
  %5 = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xf32>
  // CHECK: stablehlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %6 = stablehlo.clamp %lo, %5, %lo : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK: chlo.erf %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %7 = chlo.erf %6 : tensor<4xf32> -> tensor<4xf32>
  %8 = stablehlo.add %7, %4 : tensor<4xf32>
  return %8 : tensor<4xf32>
}

// CHECK-LABEL: func @shapes
func.func @shapes(%x: tensor<4x5xf32>, %s: tensor<f32>, %i: tensor<i32>) -> tensor<5x2x2xf32> {
  // CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
  // CHECK: stablehlo.reshape %{{.*}} : (tensor<4x5xf32>) -> tensor<2x2x5xf32>
  %1 = stablehlo.reshape %0 : (tensor<4x5xf32>) -> tensor<2x2x5xf32>
  // CHECK: stablehlo.transpose %{{.*}}, dims = [2, 0, 1] : (tensor<2x2x5xf32>) -> tensor<5x2x2xf32>
  %2 = stablehlo.transpose %1, dims = [2, 0, 1] : (tensor<2x2x5xf32>) -> tensor<5x2x2xf32>
  // CHECK: stablehlo.slice %{{.*}} [1:3, 0:5:2] : (tensor<4x5xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.slice %x [1:3, 0:5:2] : (tensor<4x5xf32>) -> tensor<2x3xf32>
  // CHECK: stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 1 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x10xf32>
  %4 = stablehlo.concatenate %x, %x, dim = 1 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x10xf32>
  // CHECK: stablehlo.pad %{{.*}}, %{{.*}}, low = [1, 0], high = [2, 1], interior = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<7x10xf32>
  %5 = stablehlo.pad %x, %s, low = [1, 0], high = [2, 1], interior = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<7x10xf32>
  // CHECK: stablehlo.dynamic_slice %{{.*}}, %{{.*}}, %{{.*}}, sizes = [2, 3] : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %6 = stablehlo.dynamic_slice %x, %i, %i, sizes = [2, 3] : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  // CHECK: stablehlo.iota dim = 1 : tensor<4x5xi32>
  %7 = stablehlo.iota dim = 1 : tensor<4x5xi32>
  // CHECK: stablehlo.reverse %{{.*}}, dims = [0] : tensor<4x5xf32>
  %8 = stablehlo.reverse %x, dims = [0] : tensor<4x5xf32>
  return %2 : tensor<5x2x2xf32>
}

// CHECK-LABEL: func @contractions
func.func @contractions(%a: tensor<3x4x6xf32>, %b: tensor<3x6x5xf32>, %x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<3x4x5xf32> {
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<3x4x6xf32>, tensor<3x6x5xf32>) -> tensor<3x4x5xf32>
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<3x4x6xf32>, tensor<3x6x5xf32>) -> tensor<3x4x5xf32>
  // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[}}[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
  %1 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<3x4x5xf32>
}

// CHECK-LABEL: func @regions
func.func @regions(%x: tensor<4x5xf32>, %i: tensor<4x5xi32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}), (%{{.*}} init: %{{.*}}) across dimensions = [1]
  // CHECK-NEXT: reducer(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)(%{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>)
  // CHECK: stablehlo.maximum %[[A]], %[[B]] : tensor<f32>
  %1:2 = stablehlo.reduce(%x init: %z), (%i init: %c) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%p: tensor<i32>, %q: tensor<i32>) {
    %m = stablehlo.maximum %a, %b : tensor<f32>
    %n = stablehlo.minimum %p, %q : tensor<i32>
    stablehlo.return %m, %n : tensor<f32>, tensor<i32>
  }
  // CHECK: stablehlo.while(%[[IT:.*]] = %{{.*}}) : tensor<i32>
  // CHECK-NEXT: cond {
  // CHECK: stablehlo.compare LT, %[[IT]]
  // CHECK: } do {
  %2 = stablehlo.while(%it = %c) : tensor<i32>
   cond {
    %five = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %it, %five, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %it, %one : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }
  return %1#0 : tensor<4xf32>
}

// CHECK-LABEL: func @custom_call
func.func @custom_call(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<2x3xi32>) -> tensor<i1> {
  // CHECK: stablehlo.custom_call @check.expect_eq(%{{.*}}, %{{.*}}) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  stablehlo.custom_call @check.expect_eq(%a, %b) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  // The generic form JAX prints parses into the same op.
  // CHECK: stablehlo.custom_call @check.expect_almost_eq(%{{.*}}, %{{.*}}) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  "stablehlo.custom_call"(%a, %b) <{call_target_name = "check.expect_almost_eq", has_side_effect = true}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  // CHECK: %[[EQ:.+]] = stablehlo.custom_call @check.eq(%{{.*}}, %{{.*}}) : (tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
  %0 = stablehlo.custom_call @check.eq(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<i1>
  // Optional attributes are kept (has_side_effect = false and the default
  // api_version are not printed).
  // CHECK: stablehlo.custom_call @foo(%{{.*}}, %{{.*}}) {api_version = 2 : i32, backend_config = "opaque", called_computations = [@custom_call], operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xi32>, tensor<4xf32>) -> tensor<2x3xi32>
  %1 = stablehlo.custom_call @foo(%i, %a) {api_version = 2 : i32, backend_config = "opaque", called_computations = [@custom_call], has_side_effect = false, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xi32>, tensor<4xf32>) -> tensor<2x3xi32>
  // CHECK: stablehlo.custom_call @bar(%{{.*}}) {api_version = 4 : i32, backend_config = {scale = 2.000000e+00 : f32, tolerance = 5.000000e-01 : f32}} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %2:2 = "stablehlo.custom_call"(%a) <{api_version = 4 : i32, backend_config = {scale = 2.0 : f32, tolerance = 0.5 : f32}, call_target_name = "bar"}> : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0 : tensor<i1>
}

// CHECK-LABEL: func @complex_ops
func.func @complex_ops(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[Z:.*]] = stablehlo.complex %{{.*}}, %{{.*}} : tensor<4xcomplex<f32>>
  %z = stablehlo.complex %a, %b : tensor<4xcomplex<f32>>
  // CHECK: stablehlo.real %[[Z]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %re = stablehlo.real %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  // CHECK: stablehlo.imag %[[Z]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %im = "stablehlo.imag"(%z) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  // CHECK: stablehlo.abs %[[Z]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %abs = stablehlo.abs %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  // CHECK: stablehlo.abs %{{.*}} : tensor<4xf32>
  %abs2 = stablehlo.abs %abs : tensor<4xf32>
  // CHECK: stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f64>>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.add %re, %im : tensor<4xf32>
  %t = stablehlo.add %s, %abs2 : tensor<4xf32>
  return %t : tensor<4xf32>
}


// CHECK-LABEL: func @ids_map_composite
func.func @ids_map_composite(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<ui32>, tensor<ui32>, tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  // CHECK: stablehlo.replica_id : tensor<ui32>
  %r = stablehlo.replica_id : tensor<ui32>
  // CHECK: stablehlo.partition_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  // CHECK: stablehlo.get_dimension_size %{{.*}}, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  %n = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  // CHECK: "stablehlo.map"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 0, 1>}> ({
  // CHECK: stablehlo.multiply
  // CHECK: }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %0 = stablehlo.multiply %x, %y : tensor<f32>
    stablehlo.return %0 : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: stablehlo.composite "my.square" %{{.*}} {composite_attributes = {exact = true}, decomposition = @my.square.impl, version = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = stablehlo.composite "my.square" %m {composite_attributes = {exact = true}, decomposition = @my.square.impl, version = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %p, %n, %m, %c : tensor<ui32>, tensor<ui32>, tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>
}

func.func private @my.square.impl(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// stablehlo.rng in the form the official printer writes, and in the generic
// form with its #stablehlo<rng_distribution> attribute.
// CHECK-LABEL: func @rng
func.func @rng(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<ui8>, %j: tensor<ui8>) -> (tensor<3x5xf32>, tensor<2xui8>) {
  %shape = stablehlo.constant dense<[3, 5]> : tensor<2xi64>
  %shape1 = stablehlo.constant dense<2> : tensor<1xi32>
  // CHECK: stablehlo.rng %{{.*}}, %{{.*}}, %{{.*}}, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x5xf32>
  %0 = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x5xf32>
  // CHECK: stablehlo.rng %{{.*}}, %{{.*}}, %{{.*}}, distribution = UNIFORM : (tensor<ui8>, tensor<ui8>, tensor<1xi32>) -> tensor<2xui8>
  %1 = "stablehlo.rng"(%i, %j, %shape1) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<ui8>, tensor<ui8>, tensor<1xi32>) -> tensor<2xui8>
  return %0, %1 : tensor<3x5xf32>, tensor<2xui8>
}
