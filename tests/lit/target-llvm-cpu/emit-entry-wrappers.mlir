// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(strata-llvm-cpu-emit-entry-wrappers{cpu-features=avx2,fma})" \
// RUN:   | FileCheck %s

// CHECK-LABEL: llvm.func internal @dispatch.impl(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64)
//   CHECK-NOT:   strata.workgroup_count
//       CHECK: llvm.func @dispatch(%[[B:.*]]: !llvm.ptr, %{{.*}}: !llvm.ptr, %[[X:.*]]: i32, %[[Y:.*]]: i32, %[[Z:.*]]: i32)
//  CHECK-SAME:   strata.workgroup_count = array<i64: 4, 2, 1>
//       CHECK:   %[[P0:.*]] = llvm.getelementptr inbounds %[[B]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
//       CHECK:   %[[A0:.*]] = llvm.load %[[P0]] {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
//       CHECK:   %[[P1:.*]] = llvm.getelementptr inbounds %[[B]][1]
//       CHECK:   %[[A1:.*]] = llvm.load %[[P1]]
//       CHECK:   %[[XI:.*]] = llvm.zext %[[X]] : i32 to i64
//       CHECK:   %[[YI:.*]] = llvm.zext %[[Y]] : i32 to i64
//       CHECK:   %[[ZI:.*]] = llvm.zext %[[Z]] : i32 to i64
//       CHECK:   llvm.call @dispatch.impl(%[[A0]], %[[A1]], %[[XI]], %[[YI]], %[[ZI]])
//       CHECK:   llvm.return
//       CHECK: llvm.mlir.global external constant @strata_required_cpu_features("avx2,fma\00")
llvm.func @dispatch(%a: !llvm.ptr, %b: !llvm.ptr, %x: i64, %y: i64, %z: i64)
    attributes {strata.workgroup_count = array<i64: 4, 2, 1>} {
  llvm.return
}
