// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --strata-vulkan-map-to-gpu | FileCheck %s

// Block forall -> gpu.block_id (trip counts = workgroup count), thread forall
// -> gpu.thread_id (trip counts = workgroup size, in entry_point_abi).

// CHECK-LABEL: gpu.module @add
//  CHECK-SAME:   spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader,
//  CHECK-SAME:   strata.workgroup_count = array<i64: 2, 1, 1>
//       CHECK:   gpu.func @add(%[[A:.+]]: memref<4x8xf32>, %[[B:.+]]: memref<4x8xf32>, %[[C:.+]]: memref<4x8xf32>) kernel
//  CHECK-SAME:     spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 2, 1]>
//       CHECK:     %[[BX:.+]] = gpu.block_id x
//       CHECK:     %[[I:.+]] = arith.muli %[[BX]], %c2
//       CHECK:     %[[TY:.+]] = gpu.thread_id y
//       CHECK:     %[[TX:.+]] = gpu.thread_id x
//       CHECK:     %[[R:.+]] = arith.addi %[[I]], %[[TY]]
//       CHECK:     memref.load %[[A]][%[[R]], %[[TX]]]
//       CHECK:     memref.store %{{.+}}, %[[C]][%[[R]], %[[TX]]]
//       CHECK:     gpu.return
//   CHECK-NOT:   func.func
func.func @add(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  scf.forall (%i) = (0) to (4) step (2) {
    scf.forall (%ti, %tj) in (2, 8) {
      %r = arith.addi %i, %ti : index
      %x = memref.load %a[%r, %tj] : memref<4x8xf32>
      %y = memref.load %b[%r, %tj] : memref<4x8xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%r, %tj] : memref<4x8xf32>
    } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  } {mapping = [#gpu.block<x>]}
  return
}

// -----

// A write outside the workgroup loop would be repeated by every invocation:
// the whole dispatch runs on one invocation (loops instead of ids), and
// memref.copy becomes linalg.copy.

// CHECK-LABEL: gpu.module @side_effect_outside
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
//       CHECK:   spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>
//   CHECK-NOT:   gpu.block_id
//       CHECK:   linalg.copy
//       CHECK:   scf.for
func.func @side_effect_outside(%a: memref<4xf32>, %c: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  memref.copy %a, %t : memref<4xf32> to memref<4xf32>
  scf.forall (%i) in (4) {
    %x = memref.load %t[%i] : memref<4xf32>
    memref.store %x, %c[%i] : memref<4xf32>
  } {mapping = [#gpu.block<x>]}
  return
}

// -----

// Constants the kernel cannot see on the host side are rebuilt inside it.

// CHECK-NOT:   memref.global
// CHECK-LABEL: gpu.func @constant(
//       CHECK:   %[[T:.+]] = memref.alloc() : memref<3xf32>
//       CHECK:   memref.store %{{.+}}, %[[T]][%c0]
//       CHECK:   memref.store %{{.+}}, %[[T]][%c1]
//       CHECK:   memref.store %{{.+}}, %[[T]][%c2]
//       CHECK:   linalg.copy ins(%[[T]] : memref<3xf32>)
memref.global "private" constant @cst : memref<3xf32> = dense<[1.0, 2.0, 3.0]>
func.func @constant(%c: memref<3xf32>) {
  %g = memref.get_global @cst : memref<3xf32>
  memref.copy %g, %c : memref<3xf32> to memref<3xf32>
  return
}

// -----

// Buffers yielded by scf.if become one state buffer that each branch
// copies into (SPIR-V cannot select between buffers).

// CHECK-LABEL: gpu.func @select_buffer(
//  CHECK-SAME:     %[[A:[^:]+]]: memref<4xf32>, %{{.+}}: memref<i1>, %[[C:[^:]+]]: memref<4xf32>)
//       CHECK:   %[[S:.+]] = memref.alloc() : memref<4xf32>
//       CHECK:   scf.if %{{.+}} {
//       CHECK:     %[[T:.+]] = memref.alloc() : memref<4xf32>
//       CHECK:     linalg.copy ins(%[[A]] : memref<4xf32>) outs(%[[T]] : memref<4xf32>)
//       CHECK:     linalg.copy ins(%[[T]] : memref<4xf32>) outs(%[[S]] : memref<4xf32>)
//       CHECK:   } else {
//       CHECK:     linalg.copy ins(%[[A]] : memref<4xf32>) outs(%[[S]] : memref<4xf32>)
//       CHECK:   }
//       CHECK:   linalg.copy ins(%[[S]] : memref<4xf32>) outs(%[[C]] : memref<4xf32>)
func.func @select_buffer(%a: memref<4xf32>, %p: memref<i1>, %c: memref<4xf32>) {
  %cond = memref.load %p[] : memref<i1>
  %r = scf.if %cond -> (memref<4xf32>) {
    %t = memref.alloc() : memref<4xf32>
    memref.copy %a, %t : memref<4xf32> to memref<4xf32>
    scf.yield %t : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  memref.copy %r, %c : memref<4xf32> to memref<4xf32>
  return
}

// -----

// scf.index_switch becomes an scf.if chain.

// CHECK-LABEL: gpu.func @switch(
//   CHECK-NOT:   scf.index_switch
//       CHECK:   %[[EQ:.+]] = arith.cmpi eq, %{{.+}}, %c0
//       CHECK:   scf.if %[[EQ]] {
//       CHECK:     linalg.copy
//       CHECK:   } else {
func.func @switch(%a: memref<4xf32>, %i: memref<i32>, %c: memref<4xf32>) {
  %v = memref.load %i[] : memref<i32>
  %idx = arith.index_cast %v : i32 to index
  scf.index_switch %idx
  case 0 {
    memref.copy %a, %c : memref<4xf32> to memref<4xf32>
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

// A buffer carried by scf.while lives in one state buffer; the loop then
// carries nothing and its header only loads a flag (the "before" region
// moves into the body, the "after" region under `if (condition)`).

// CHECK-LABEL: gpu.func @while_buffer(
//       CHECK:   %[[S:.+]] = memref.alloc() : memref<4xf32>
//       CHECK:   linalg.copy ins(%arg0 : memref<4xf32>) outs(%[[S]] : memref<4xf32>)
//       CHECK:   %[[FLAG:.+]] = memref.alloc() : memref<i1>
//       CHECK:   memref.store %true, %[[FLAG]][]
//       CHECK:   scf.while : () -> () {
//       CHECK:     %[[GO:.+]] = memref.load %[[FLAG]][]
//       CHECK:     scf.condition(%[[GO]])
//       CHECK:   } do {
//       CHECK:     memref.load %[[S]][%c0]
//       CHECK:     %[[C:.+]] = arith.cmpf olt
//       CHECK:     memref.store %[[C]], %[[FLAG]][]
//       CHECK:     scf.if %[[C]] {
//       CHECK:       %[[T:.+]] = memref.alloc() : memref<4xf32>
//       CHECK:       linalg.add ins(%[[S]], %[[S]] : memref<4xf32>, memref<4xf32>) outs(%[[T]] : memref<4xf32>)
//       CHECK:       linalg.copy ins(%[[T]] : memref<4xf32>) outs(%[[S]] : memref<4xf32>)
//       CHECK:     }
//       CHECK:   linalg.copy ins(%[[S]] : memref<4xf32>) outs(%arg1 : memref<4xf32>)
func.func @while_buffer(%a: memref<4xf32>, %c: memref<4xf32>) {
  %r = scf.while (%x = %a) : (memref<4xf32>) -> memref<4xf32> {
    %c0 = arith.constant 0 : index
    %v = memref.load %x[%c0] : memref<4xf32>
    %lim = arith.constant 100.0 : f32
    %go = arith.cmpf olt, %v, %lim : f32
    scf.condition(%go) %x : memref<4xf32>
  } do {
  ^bb0(%y: memref<4xf32>):
    %t = memref.alloc() : memref<4xf32>
    linalg.add ins(%y, %y : memref<4xf32>, memref<4xf32>) outs(%t : memref<4xf32>)
    scf.yield %t : memref<4xf32>
  }
  memref.copy %r, %c : memref<4xf32> to memref<4xf32>
  return
}
