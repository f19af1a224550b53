// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so \
// RUN:   --strata-vulkan-convert-to-spirv | FileCheck %s

// One spirv.module per kernel, named after it, keeping the workgroup count
// and recording size and binding count; temporaries become Function-storage
// variables; i1 buffers hold one byte per element.

// CHECK-LABEL: spirv.module @scale Logical GLSL450
//  CHECK-SAME:   strata.binding_count = 2 : i64
//  CHECK-SAME:   strata.workgroup_count = array<i64: 2, 1, 1>
//  CHECK-SAME:   strata.workgroup_size = array<i64: 4, 1, 1>
//       CHECK:   spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId")
//       CHECK:   spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId")
//       CHECK:   spirv.func @scale(%{{.+}}: !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>},
//  CHECK-SAME:     %{{.+}}: !spirv.ptr<!spirv.struct<(!spirv.array<8 x i8, stride=1> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>})
//  CHECK-SAME:     spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>
//       CHECK:     spirv.Variable : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32>)>, Function>
//       CHECK:     spirv.GL.Exp
//       CHECK:     spirv.Select %{{.+}}, %{{.+}}, %{{.+}} : i1, i8
//   CHECK-NOT:   gpu.
module attributes {gpu.container_module} {
  gpu.module @scale attributes {strata.workgroup_count = array<i64: 2, 1, 1>} {
    gpu.func @scale(%a: memref<8xf32>, %c: memref<8xi1>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %tmp = memref.alloc() : memref<1xf32>
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %o = arith.muli %b, %c4 : index
      %i = arith.addi %o, %t : index
      %x = memref.load %a[%i] : memref<8xf32>
      %e = math.exp %x : f32
      memref.store %e, %tmp[%c0] : memref<1xf32>
      %y = memref.load %tmp[%c0] : memref<1xf32>
      %zero = arith.constant 1.0 : f32
      %p = arith.cmpf ogt, %y, %zero : f32
      memref.store %p, %c[%i] : memref<8xi1>
      gpu.return
    }
  }
}
