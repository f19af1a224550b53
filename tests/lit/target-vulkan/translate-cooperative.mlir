// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so \
// RUN:   --strata-vulkan-translate | FileCheck %s

// Cooperative kernels through the whole pipeline: workgroup memory becomes
// Workgroup-storage variables, gpu.barrier a workgroup ControlBarrier,
// bindings retyped to vector<4xf32> words arrays of stride 16, vector.fma
// GLSL Fma on vec4.

// CHECK-LABEL: spirv.module @matmul
//  CHECK-SAME:   strata.workgroup_count = array<i64: 2, 4, 1>
//  CHECK-SAME:   strata.workgroup_size = array<i64: 8, 8, 1>
//   CHECK-DAG:   spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<64 x vector<4xf32>>)>, Workgroup>
//   CHECK-DAG:   spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<256 x vector<4xf32>>)>, Workgroup>
//   CHECK-DAG:   spirv.GlobalVariable @matmul_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<512 x vector<4xf32>, stride=16> [0])>, StorageBuffer>
//   CHECK-DAG:   spirv.GlobalVariable @matmul_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<512 x vector<4xf32>, stride=16> [0])>, StorageBuffer>
//       CHECK:   spirv.func @matmul()
//       CHECK:     spirv.Load "StorageBuffer" %{{.+}} : vector<4xf32>
//       CHECK:     spirv.mlir.loop
//       CHECK:       spirv.Store "Workgroup"
//       CHECK:       spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
//       CHECK:       spirv.Load "Workgroup" %{{.+}} : vector<4xf32>
//       CHECK:       spirv.GL.Fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
//       CHECK:       spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
//       CHECK:     spirv.Store "StorageBuffer" %{{.+}}, %{{.+}} : vector<4xf32>
//       CHECK:   spirv.ExecutionMode @matmul "LocalSize", 8, 8, 1
func.func @matmul(%a: tensor<32x64xf32> {bufferization.writable = false}, %b: tensor<64x64xf32> {bufferization.writable = false}) -> tensor<32x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<32x64xf32>, tensor<64x64xf32>) outs(%f : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
}

// CHECK-LABEL: spirv.module @row_sum
//  CHECK-SAME:   strata.workgroup_count = array<i64: 8, 1, 1>
//  CHECK-SAME:   strata.workgroup_size = array<i64: 32, 8, 1>
//       CHECK:   spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<256 x f32>)>, Workgroup>
//       CHECK:   spirv.func @row_sum()
//       CHECK:     spirv.Load "StorageBuffer" %{{.+}} : vector<4xf32>
//       CHECK:     spirv.Store "Workgroup"
//       CHECK:     spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
//       CHECK:   spirv.ExecutionMode @row_sum "LocalSize", 32, 8, 1
func.func @row_sum(%x: tensor<64x256xf32> {bufferization.writable = false}) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.reduce { arith.addf } ins(%x : tensor<64x256xf32>) outs(%f : tensor<64xf32>) dimensions = [1]
  return %r : tensor<64xf32>
}
