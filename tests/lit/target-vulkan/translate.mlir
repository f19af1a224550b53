// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so \
// RUN:   --strata-vulkan-translate | FileCheck %s
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so \
// RUN:   --strata-vulkan-translate="max-workgroup-invocations=4" | FileCheck %s --check-prefix=SMALL

// The whole pipeline on an elementwise dispatch: a spirv.module named after
// the entry point, bound buffers at set 0 / binding i (inputs, then the
// output), LocalSize = the workgroup tile, IEEE NaN/inf/signed-zero
// semantics for every float width (SignedZeroInfNanPreserve).

// CHECK-LABEL: spirv.module @add Logical GLSL450 requires #spirv.vce<v1.0, [Shader{{.*}}SignedZeroInfNanPreserve{{.*}}], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_float_controls]>
//  CHECK-SAME:   strata.binding_count = 3 : i64
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
//  CHECK-SAME:   strata.workgroup_size = array<i64: 5, 4, 1>
//   CHECK-DAG:   spirv.GlobalVariable @add_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>
//   CHECK-DAG:   spirv.GlobalVariable @add_arg_1 bind(0, 1)
//   CHECK-DAG:   spirv.GlobalVariable @add_arg_2 bind(0, 2)
//       CHECK:   spirv.func @add() "None"
//       CHECK:     spirv.FAdd
//   CHECK-DAG:   spirv.ExecutionMode @add "SignedZeroInfNanPreserve", 32
//   CHECK-DAG:   spirv.ExecutionMode @add "SignedZeroInfNanPreserve", 64
//       CHECK:   spirv.EntryPoint "GLCompute" @add, @__builtin__LocalInvocationId__
//       CHECK:   spirv.ExecutionMode @add "LocalSize", 5, 4, 1

// With at most 4 invocations per workgroup: the x tile (a divisor of 5 that
// fits) is 1, y takes the 4 rows, and 5 workgroups cover the columns.
// SMALL-LABEL: spirv.module @add
//  SMALL-SAME:   strata.workgroup_count = array<i64: 5, 1, 1>
//  SMALL-SAME:   strata.workgroup_size = array<i64: 1, 4, 1>
//       SMALL:   spirv.ExecutionMode @add "LocalSize", 1, 4, 1
func.func @add(%a: tensor<4x5xf32> {bufferization.writable = false}, %b: tensor<4x5xf32> {bufferization.writable = false}) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.add ins(%a, %b : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}
