// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so \
// RUN:   --strata-vulkan-convert-to-spirv | FileCheck %s

// bf16 buffers hold 16-bit words (loads/stores move i16, the bit casts
// around them fold away); an scf.for result is the loop's initial value
// when it runs zero times (SCFToSPIRV's result variable is only written in
// the body); math.ctpop -> OpBitCount; f64 arithmetic is marked
// no_contraction (spirv-opt would fuse it into lavapipe's inexact f64 Fma).

// CHECK-LABEL: spirv.module @k
//       CHECK:   spirv.func @k(%[[A:[a-z0-9]+]]: !spirv.ptr<!spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>, StorageBuffer>
//  CHECK-SAME:     %{{[a-z0-9]+}}: !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer> {{.+}}, %[[B:[a-z0-9]+]]: !spirv.ptr<!spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>, StorageBuffer>
//       CHECK:     %[[W:.+]] = spirv.Load "StorageBuffer" %{{.+}} : i16
//       CHECK:     %[[W32:.+]] = spirv.UConvert %[[W]] : i16 to i32
//       CHECK:     %[[S:.+]] = spirv.ShiftLeftLogical %[[W32]]
//       CHECK:     %[[F:.+]] = spirv.Bitcast %[[S]] : i32 to f32
//       CHECK:     spirv.AccessChain %[[B]]
//       CHECK:     spirv.Store "StorageBuffer" %{{.+}}, %[[W]] : i16
//       CHECK:     %[[UB:.+]] = spirv.Load "StorageBuffer" %{{.+}} : i32
//       CHECK:     %[[VAR:.+]] = spirv.Variable : !spirv.ptr<f32, Function>
//       CHECK:     spirv.mlir.loop
//       CHECK:     %[[LAST:.+]] = spirv.Load "Function" %[[VAR]] : f32
//       CHECK:     %[[RAN:.+]] = spirv.SGreaterThan %[[UB]], %{{.+}} : i32
//       CHECK:     %[[SUM:.+]] = spirv.Select %[[RAN]], %[[LAST]], %[[F]] : i1, f32
//       CHECK:     spirv.Store "StorageBuffer" %{{.+}}, %[[SUM]] : f32
//       CHECK:     spirv.BitCount %{{.+}} : i32
//       CHECK:     spirv.FMul %{{.+}}, %{{.+}} {no_contraction} : f64
//       CHECK:     spirv.FAdd %{{.+}}, %{{.+}} {no_contraction} : f64
//   CHECK-NOT:   bf16
module attributes {gpu.container_module} {
  gpu.module @k attributes {strata.workgroup_count = array<i64: 1, 1, 1>} {
    gpu.func @k(%a: memref<4xbf16>, %n: memref<1xindex>, %b: memref<4xbf16>, %c: memref<4xf32>, %d: memref<4xi32>, %e: memref<4xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : i32
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<4xbf16>
      %w = arith.bitcast %x : bf16 to i16
      %w32 = arith.extui %w : i16 to i32
      %s = arith.shli %w32, %c16 : i32
      %f = arith.bitcast %s : i32 to f32
      memref.store %x, %b[%t] : memref<4xbf16>
      %ub = memref.load %n[%c0] : memref<1xindex>
      %sum = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %f) -> (f32) {
        %next = arith.addf %acc, %f : f32
        scf.yield %next : f32
      }
      memref.store %sum, %c[%t] : memref<4xf32>
      %bits = arith.bitcast %sum : f32 to i32
      %pop = math.ctpop %bits : i32
      memref.store %pop, %d[%t] : memref<4xi32>
      %y = memref.load %e[%t] : memref<4xf64>
      %y2 = arith.mulf %y, %y : f64
      %y3 = arith.addf %y2, %y : f64
      memref.store %y3, %e[%t] : memref<4xf64>
      gpu.return
    }
  }
}
