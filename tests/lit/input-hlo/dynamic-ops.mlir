// The dynamically shaped ops of shape-polymorphic exports parse and print
// back (pretty and generic forms).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s | FileCheck %s
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s | strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so | FileCheck %s

// CHECK-LABEL: func.func @ops
func.func @ops(%x: tensor<?x4xf32>, %s2: tensor<2xi32>, %s1: tensor<1xi32>,
               %v: tensor<f32>, %i: tensor<1xi32>, %k: tensor<?x8x8x3xf32>,
               %w: tensor<3x3x3x4xf32>, %p: tensor<2x2xi32>) {
  // CHECK: stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s2, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  // CHECK: stablehlo.dynamic_broadcast_in_dim {{.*}} {known_expanding_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 0>}
  %1 = stablehlo.dynamic_broadcast_in_dim %x, %s2, dims = [0, 1] {known_expanding_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  // CHECK: stablehlo.dynamic_iota %{{.*}}, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  %2 = stablehlo.dynamic_iota %s1, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  // CHECK: stablehlo.dynamic_reshape %{{.*}}, %{{.*}} : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x2xf32>
  %3 = stablehlo.dynamic_reshape %x, %s2 : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x2xf32>
  // CHECK: stablehlo.real_dynamic_slice %{{.*}} : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %4 = stablehlo.real_dynamic_slice %x, %s2, %s2, %s2 : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  // CHECK: stablehlo.dynamic_pad %{{.*}} : (tensor<?x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %5 = stablehlo.dynamic_pad %x, %v, %s2, %s2, %s2 : (tensor<?x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  // CHECK: "stablehlo.dynamic_gather"
  %6 = "stablehlo.dynamic_gather"(%x, %i, %s2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, indices_are_sorted = true}> : (tensor<?x4xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?x4xf32>
  // CHECK: "stablehlo.dynamic_conv"
  %7 = "stablehlo.dynamic_conv"(%k, %w, %p) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, window_strides = array<i64: 1, 1>}> : (tensor<?x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi32>) -> tensor<?x8x8x4xf32>
  return
}
