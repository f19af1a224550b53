// The structured attributes as the official StableHLO printer writes them:
// fields that hold their defaults (empty lists, index_vector_dim = 0) are
// left out, and the parser takes any subset of fields in any order. The
// printer leaves defaults out too, so each form round-trips; dot_general's
// algorithm reads and prints in its pretty (`algorithm = <...>`) and
// generic (`#stablehlo.dot_algorithm<...>`) forms.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file | FileCheck %s
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file | strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so --split-input-file | FileCheck %s
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --mlir-print-op-generic | strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @scatter_index_vector_dim_default
// CHECK: #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>
func.func @scatter_index_vector_dim_default(%x: tensor<6xf32>, %i: tensor<1xi32>, %u: tensor<f32>) -> tensor<6xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<6xf32>, tensor<1xi32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// Any order; an explicit zero prints as the default it is; a non-zero
// index_vector_dim prints.
// CHECK-LABEL: func.func @gather_fields_any_order
// CHECK: #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>
// CHECK: #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
func.func @gather_fields_any_order(%x: tensor<6x3xf32>, %i: tensor<1xi32>, %j: tensor<2x1xi32>) -> (tensor<3xf32>, tensor<2x3xf32>) {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<start_index_map = [0], index_vector_dim = 0, collapsed_slice_dims = [0], offset_dims = [0]>, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<1xi32>) -> tensor<3xf32>
  %1 = "stablehlo.gather"(%x, %j) <{dimension_numbers = #stablehlo.gather<index_vector_dim = 1, start_index_map = [0], offset_dims = [1], collapsed_slice_dims = [0]>, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<3xf32>, tensor<2x3xf32>
}

// -----

// An outer product: no contracting or batching dimensions at all.
// CHECK-LABEL: func.func @dot_no_fields
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [] x []
func.func @dot_no_fields(%x: tensor<3xf32>, %y: tensor<4xf32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.dot_general"(%x, %y) <{dot_dimension_numbers = #stablehlo.dot<>}> : (tensor<3xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @dot_algorithm
// CHECK: contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>
// CHECK: contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false>
func.func @dot_algorithm(%m: tensor<3x4xf32>, %n: tensor<4x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
  %0 = stablehlo.dot_general %m, %n, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = "stablehlo.dot_general"(%m, %n) <{algorithm = #stablehlo.dot_algorithm<num_primitive_operations = 6, lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0, %1 : tensor<3x5xf32>, tensor<3x5xf32>
}
