// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --strata-vulkan-translate | FileCheck %s

// The whole pipeline on dispatches with dynamic dims: the index arguments
// are push constants (one PushConstant block of 32-bit words), dynamically
// shaped bindings are runtime arrays indexed through the push constant
// sizes, the workgroup count is a map of the push constants and the
// workgroups stride over the dynamic grid dimensions.

//       CHECK: #[[ROWS:.+]] = affine_map<()[s0] -> (1, s0 ceildiv 16, 1)>
// CHECK-LABEL: spirv.module @scale_rows
//  CHECK-SAME:   strata.push_constants = 1 : i64
//  CHECK-SAME:   strata.vulkan.strided_grid
//  CHECK-SAME:   strata.workgroup_count_map = #[[ROWS]]
//  CHECK-SAME:   strata.workgroup_size = array<i64: 8, 16, 1>
//       CHECK:   spirv.GlobalVariable @__push_constant_var__ : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, PushConstant>
//       CHECK:   spirv.GlobalVariable @scale_rows_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
//       CHECK:   spirv.func @scale_rows()
//       CHECK:     %[[N:.+]] = spirv.Load "PushConstant"
//       CHECK:     spirv.mlir.loop
//       CHECK:       spirv.SLessThan %{{.+}}, %[[N]] : i32
//       CHECK:       spirv.ULessThan
//       CHECK:       spirv.mlir.selection
//       CHECK:         spirv.IMul %{{.+}}, %cst8_i32
//       CHECK:         spirv.AccessChain %scale_rows_arg_0_addr
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @scale_rows(%x: tensor<?x8xf32>, %s: tensor<?xf32>, %n: index) -> tensor<?x8xf32> attributes {strata.binding_dims = [array<i64: 0>, array<i64: 0>, array<i64: 0>], strata.push_constants = 1 : i64} {
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %s : tensor<?x8xf32>, tensor<?xf32>) outs(%e : tensor<?x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}

// -----

// A transpose of an m x n tensor: both sizes are push constants, and so are
// the bindings' row strides (n for the input, m for the output); both grid
// dimensions are computed from them.

//       CHECK: #[[GRID:.+]] = affine_map<()[s0, s1] -> (s0 ceildiv 64, s1 ceildiv 2, 1)>
// CHECK-LABEL: spirv.module @transpose
//  CHECK-SAME:   strata.push_constants = 2 : i64
//  CHECK-SAME:   strata.workgroup_count_map = #[[GRID]]
//  CHECK-SAME:   strata.workgroup_size = array<i64: 64, 2, 1>
//       CHECK:   spirv.GlobalVariable @__push_constant_var__ : !spirv.ptr<!spirv.struct<(!spirv.array<2 x i32, stride=4> [0])>, PushConstant>
//       CHECK:     %[[M:.+]] = spirv.Load "PushConstant"
//       CHECK:     %[[N:.+]] = spirv.Load "PushConstant"
//       CHECK:     spirv.IMul %{{.+}}, %[[N]] : i32
//       CHECK:     spirv.AccessChain %transpose_arg_0_addr
//       CHECK:     spirv.IMul %{{.+}}, %[[M]] : i32
//       CHECK:     spirv.AccessChain %transpose_arg_1_addr
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @transpose(%x: tensor<?x?xf32>, %m: index, %n: index) -> tensor<?x?xf32> attributes {strata.binding_dims = [array<i64: 0, 1>, array<i64: 1, 0>], strata.push_constants = 2 : i64} {
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A matmul over a symbolic batch takes the generic tiling (one output point
// per invocation): its k loop is unrolled by 8 (eight independent loads in
// flight per invocation instead of one load latency per step).

// CHECK-LABEL: spirv.module @batch_matmul_rows
//       CHECK:   spirv.mlir.loop
//       CHECK:     spirv.mlir.loop
// CHECK-COUNT-8:       spirv.FMul
//       CHECK:       spirv.IAdd %{{.+}}, %cst8_i32
//   CHECK-NOT:       spirv.FMul
//       CHECK:     spirv.mlir.merge
func.func @batch_matmul_rows(%a: tensor<?x32xf32>, %b: tensor<32x16xf32>, %n: index) -> tensor<?x16xf32> attributes {strata.binding_dims = [array<i64: 0>, array<i64>, array<i64: 0>], strata.push_constants = 1 : i64} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x16xf32>) -> tensor<?x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x32xf32>, tensor<32x16xf32>) outs(%f : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}
