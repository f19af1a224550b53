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

// A write outside the workgroup loop: the block forall cannot own the
// workgroups. One workgroup runs the steps, each spread over its
// invocations (the forall's iterations too), with a barrier between them;
// the temporary is shared by the workgroup; memref.copy became a loop.

// CHECK-LABEL: gpu.module @side_effect_outside
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
//       CHECK:   spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [256, 1, 1]>
//  CHECK-SAME:   strata.vulkan.global_barriers, strata.vulkan.shared_temporaries
//   CHECK-NOT:   gpu.block_id
//       CHECK:   %[[TID:.+]] = gpu.thread_id x
//       CHECK:   %[[T:.+]] = memref.alloc() : memref<4xf32>
//       CHECK:   scf.for %{{.+}} = %[[TID]] to %c4 step %c256 {
//       CHECK:     memref.store %{{.+}}, %[[T]]
//       CHECK:   gpu.barrier
//       CHECK:   scf.for %[[I:.+]] = %[[TID]] to %{{.+}} step %c256 {
//       CHECK:     memref.load %[[T]][%[[I]]]
//       CHECK:     memref.store %{{.+}}, %arg1[%[[I]]]
//       CHECK:   gpu.barrier
//  CHECK-NEXT:   gpu.return
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

// Constants the kernel cannot see on the host side are rebuilt inside it,
// after the distribution: each invocation fills its own (private) copy.

// CHECK-NOT:   memref.global
// CHECK-LABEL: gpu.func @constant(
//       CHECK:   %[[T:.+]] = memref.alloc() {strata.vulkan.private} : memref<3xf32>
//       CHECK:   memref.store %{{.+}}, %[[T]][%c0
//       CHECK:   memref.store %{{.+}}, %[[T]][%c1]
//       CHECK:   memref.store %{{.+}}, %[[T]][%c2]
//       CHECK:   scf.for
//       CHECK:     memref.load %[[T]]
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
//       CHECK:     scf.for
//       CHECK:       memref.load %[[A]]
//       CHECK:       memref.store %{{.+}}, %[[T]]
//       CHECK:     gpu.barrier
//       CHECK:     scf.for
//       CHECK:       memref.load %[[T]]
//       CHECK:       memref.store %{{.+}}, %[[S]]
//       CHECK:   } else {
//       CHECK:     scf.for
//       CHECK:       memref.load %[[A]]
//       CHECK:       memref.store %{{.+}}, %[[S]]
//       CHECK:   }
//       CHECK:   scf.for
//       CHECK:     memref.load %[[S]]
//       CHECK:     memref.store %{{.+}}, %[[C]]
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
//       CHECK:   %[[IDX:.+]] = arith.index_cast
//       CHECK:   %[[EQ:.+]] = arith.cmpi eq, %[[IDX]], %c0
//       CHECK:   scf.if %[[EQ]] {
//       CHECK:     scf.for
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
//       CHECK:   %[[LEAD:.+]] = arith.cmpi eq, %thread_id_x, %c0
//       CHECK:   %[[S:.+]] = memref.alloc() : memref<4xf32>
//       CHECK:   scf.for
//       CHECK:     memref.load %arg0
//       CHECK:     memref.store %{{.+}}, %[[S]]
//       CHECK:   %[[FLAG:.+]] = memref.alloc() : memref<i1>
//       CHECK:   scf.if %[[LEAD]] {
//       CHECK:     memref.store %true, %[[FLAG]][]
//       CHECK:   gpu.barrier
//       CHECK:   scf.while : () -> () {
//       CHECK:     %[[GO:.+]] = memref.load %[[FLAG]][]
//       CHECK:     scf.condition(%[[GO]])
//       CHECK:   } do {
//       CHECK:     memref.load %[[S]][%c0
//       CHECK:     %[[C:.+]] = arith.cmpf olt
//       CHECK:     gpu.barrier
//       CHECK:     scf.if %[[LEAD]] {
//       CHECK:       memref.store %[[C]], %[[FLAG]][]
//       CHECK:     gpu.barrier
//       CHECK:     scf.if %[[C]] {
//       CHECK:       %[[T:.+]] = memref.alloc() : memref<4xf32>
//       CHECK:       scf.for
//       CHECK:         arith.addf
//       CHECK:         memref.store %{{.+}}, %[[T]]
//       CHECK:       gpu.barrier
//       CHECK:       scf.for
//       CHECK:         memref.load %[[T]]
//       CHECK:         memref.store %{{.+}}, %[[S]]
//       CHECK:       gpu.barrier
//       CHECK:     }
//       CHECK:   scf.for
//       CHECK:     memref.load %[[S]]
//       CHECK:     memref.store %{{.+}}, %arg1
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

// -----

// Independent steps (no op reads or overwrites what another wrote): the
// iterations spread over workgroups too (2048 / 256), without barriers or
// shared temporaries.

// CHECK-LABEL: gpu.module @independent_steps
//  CHECK-SAME:   strata.workgroup_count = array<i64: 8, 1, 1>
//       CHECK:   gpu.func @independent_steps
//  CHECK-SAME:     workgroup_size = [256, 1, 1]>} {
//       CHECK:     %[[TID:.+]] = gpu.thread_id x
//       CHECK:     %[[BID:.+]] = gpu.block_id x
//       CHECK:     %[[BASE:.+]] = arith.muli %[[BID]], %c256
//       CHECK:     %[[ID:.+]] = arith.addi %[[BASE]], %[[TID]]
//       CHECK:     scf.for %{{.+}} = %[[ID]] to %{{.+}} step %c2048
//       CHECK:       math.exp
//       CHECK:     scf.for %{{.+}} = %[[ID]] to %{{.+}} step %c2048
//       CHECK:       math.absf
//   CHECK-NOT:     gpu.barrier
func.func @independent_steps(%a: memref<2048xf32>, %b: memref<2048xf32>, %c: memref<2048xf32>) {
  linalg.exp ins(%a : memref<2048xf32>) outs(%b : memref<2048xf32>)
  linalg.abs ins(%a : memref<2048xf32>) outs(%c : memref<2048xf32>)
  return
}

// -----

// A copy of the whole buffer, then an update of a static box of it (a
// dynamic_update_slice): the copy skips the box, so the two steps are
// independent and spread over the grid, without barriers.

// CHECK-LABEL: gpu.module @overwritten_box
//  CHECK-SAME:   strata.workgroup_count = array<i64: 8, 1, 1>
//       CHECK:   gpu.func @overwritten_box
//       CHECK:     scf.for %[[L:.+]] = %{{.+}} to %c2048{{.*}} step %c2048
//       CHECK:       %[[IJ:.+]]:2 = affine.delinearize_index %[[L]] into (16, 128)
//       CHECK:       arith.cmpi sge, %[[IJ]]#0, %c3
//       CHECK:       arith.cmpi slt, %[[IJ]]#1, %c90
//       CHECK:       %[[OUT:.+]] = arith.xori
//       CHECK:       scf.if %[[OUT]] {
//       CHECK:         memref.load %arg0
//       CHECK:         memref.store
//       CHECK:     scf.for
//   CHECK-NOT:     gpu.barrier
func.func @overwritten_box(%a: memref<16x128xf32>, %u: memref<5x40xf32>, %c: memref<16x128xf32>) {
  linalg.copy ins(%a : memref<16x128xf32>) outs(%c : memref<16x128xf32>)
  %s = memref.subview %c[3, 50] [5, 40] [1, 1] : memref<16x128xf32> to memref<5x40xf32, strided<[128, 1], offset: 434>>
  linalg.copy ins(%u : memref<5x40xf32>) outs(%s : memref<5x40xf32, strided<[128, 1], offset: 434>>)
  return
}

// -----

// Two updates whose boxes overlap keep their order: dependent steps.

// CHECK-LABEL: gpu.module @overlapping_boxes
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
//       CHECK:     gpu.barrier
func.func @overlapping_boxes(%a: memref<16x128xf32>, %u: memref<5x40xf32>, %c: memref<16x128xf32>) {
  linalg.copy ins(%a : memref<16x128xf32>) outs(%c : memref<16x128xf32>)
  %s = memref.subview %c[3, 50] [5, 40] [1, 1] : memref<16x128xf32> to memref<5x40xf32, strided<[128, 1], offset: 434>>
  linalg.copy ins(%u : memref<5x40xf32>) outs(%s : memref<5x40xf32, strided<[128, 1], offset: 434>>)
  %t = memref.subview %c[4, 60] [5, 40] [1, 1] : memref<16x128xf32> to memref<5x40xf32, strided<[128, 1], offset: 572>>
  linalg.copy ins(%u : memref<5x40xf32>) outs(%t : memref<5x40xf32, strided<[128, 1], offset: 572>>)
  return
}

// -----

// A step reading what an earlier one wrote: one workgroup, a barrier
// between the steps, the temporary shared by the workgroup; the reduction's
// parallel loop is put first and spread, its reduction loop runs inside.

// CHECK-LABEL: gpu.module @dependent_steps
//  CHECK-SAME:   strata.workgroup_count = array<i64: 1, 1, 1>
//       CHECK:   strata.vulkan.global_barriers, strata.vulkan.shared_temporaries
//       CHECK:     %[[TID:.+]] = gpu.thread_id x
//       CHECK:     scf.for %[[L:.+]] = %[[TID]] to %c512 step %c256 {
//       CHECK:       affine.delinearize_index %[[L]] into (64, 8)
//       CHECK:       math.exp
//       CHECK:     gpu.barrier
//       CHECK:     scf.for %{{.+}} = %[[TID]] to %c8{{.*}} step %c256 {
//       CHECK:       scf.for %{{.+}} = %c0{{.*}} to %c64
//       CHECK:         arith.addf
//       CHECK:     gpu.barrier
func.func @dependent_steps(%a: memref<64x8xf32>, %c: memref<8xf32>) {
  %t = memref.alloc() : memref<64x8xf32>
  linalg.exp ins(%a : memref<64x8xf32>) outs(%t : memref<64x8xf32>)
  linalg.reduce { arith.addf } ins(%t : memref<64x8xf32>) outs(%c : memref<8xf32>) dimensions = [0]
  return
}

// -----

// Without parallel loops (a full reduction), and for stores outside linalg
// ops (a scatter's loop), invocation 0 does the work; barriers keep the
// others from reading before it stored (and it from storing before they
// read).

// CHECK-LABEL: gpu.func @leader_steps
//       CHECK:     %[[LEAD:.+]] = arith.cmpi eq, %thread_id_x, %c0
//       CHECK:     scf.if %[[LEAD]] {
//  CHECK-NEXT:       linalg.reduce
//       CHECK:     gpu.barrier
//       CHECK:     scf.for
//       CHECK:       %[[V:.+]] = memref.load %arg3
//       CHECK:       %[[W:.+]] = arith.addf %[[V]], %[[V]]
//  CHECK-NEXT:       gpu.barrier
//  CHECK-NEXT:       scf.if %[[LEAD]] {
//  CHECK-NEXT:         memref.store %[[W]], %arg3
//  CHECK-NEXT:       }
//  CHECK-NEXT:       gpu.barrier
func.func @leader_steps(%a: memref<16xf32>, %i: memref<4xi32>, %c: memref<f32>, %d: memref<16xf32>) {
  linalg.reduce { arith.addf } ins(%a : memref<16xf32>) outs(%c : memref<f32>) dimensions = [0]
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c4 step %c1 {
    %j = memref.load %i[%k] : memref<4xi32>
    %jj = arith.index_cast %j : i32 to index
    %v = memref.load %d[%jj] : memref<16xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %d[%jj] : memref<16xf32>
  }
  return
}

// -----

// Dependent steps whose temporaries exceed the workgroup memory (32 KiB in
// the default target environment) stay on one invocation
// (strata-vulkan-convert-to-spirv then checks its private memory).

// CHECK-LABEL: gpu.func @large_temporary
//  CHECK-SAME:   workgroup_size = [1, 1, 1]>} {
//   CHECK-NOT:   gpu.thread_id
//       CHECK:   linalg.exp
func.func @large_temporary(%a: memref<16384xf32>, %c: memref<16384xf32>) {
  %t = memref.alloc() : memref<16384xf32>
  linalg.exp ins(%a : memref<16384xf32>) outs(%t : memref<16384xf32>)
  linalg.exp ins(%t : memref<16384xf32>) outs(%c : memref<16384xf32>)
  return
}

// -----

// Dynamic dims (bindings viewed through push constant sizes, made by
// bindDynamicBuffers): the workgroup count is a map of the push constants;
// workgroups stride over the dynamic grid dimension (the driver may clamp
// the grid to the device's limits: strata.vulkan.strided_grid); the
// invocations of a partial tile past its end are guarded.

//       CHECK: #[[COUNT:.+]] = affine_map<()[s0] -> (s0 ceildiv 64, 1, 1)>
// CHECK-LABEL: gpu.module @partial_rows
//  CHECK-SAME:   strata.push_constants = 1 : i64
//  CHECK-SAME:   strata.vulkan.strided_grid
//  CHECK-SAME:   strata.workgroup_count_map = #[[COUNT]]
//       CHECK:   gpu.func @partial_rows(%[[X:.+]]: memref<?xf32>, %[[Y:.+]]: memref<?xf32>, %[[N:.+]]: index) kernel
//  CHECK-SAME:     workgroup_size = [64, 1, 1]
//       CHECK:     %[[BX:.+]] = gpu.block_id x
//       CHECK:     %[[FIRST:.+]] = arith.muli %[[BX]], %c64
//       CHECK:     %[[GX:.+]] = gpu.grid_dim x
//       CHECK:     %[[STRIDE:.+]] = arith.muli %[[GX]], %c64
//       CHECK:     scf.for %[[I:.+]] = %[[FIRST]] to %[[N]] step %[[STRIDE]]
//       CHECK:       %[[SIZE:.+]] = affine.min #{{.+}}(%[[I]])[%[[N]]]
//       CHECK:       %[[T:.+]] = gpu.thread_id x
//       CHECK:       %[[IN:.+]] = arith.cmpi ult, %[[T]], %[[SIZE]]
//       CHECK:       scf.if %[[IN]]
//       CHECK:         memref.load
//       CHECK:         memref.store
#partial = affine_map<(d0)[s0] -> (-d0 + s0, 64)>
func.func @partial_rows(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) attributes {strata.push_constants = 1 : i64} {
  %c0 = arith.constant 0 : index
  %vx = memref.reinterpret_cast %x to offset: [0], sizes: [%n, 8], strides: [8, 1] : memref<?xf32> to memref<?x8xf32>
  %vy = memref.reinterpret_cast %y to offset: [0], sizes: [%n, 8], strides: [8, 1] : memref<?xf32> to memref<?x8xf32>
  scf.forall (%i) = (0) to (%n) step (64) {
    %size = affine.min #partial(%i)[%n]
    scf.forall (%t) in (%size) {
      %r = arith.addi %i, %t : index
      %v = memref.load %vx[%r, %c0] : memref<?x8xf32>
      memref.store %v, %vy[%r, %c0] : memref<?x8xf32>
    } {mapping = [#gpu.thread<x>]}
  } {mapping = [#gpu.block<x>]}
  return
}

// -----

// A splat constant of any size is one fill in the kernel (a scan's zero
// output of 5440 f16 values was refused by the 4096-element limit on
// constants inlined element by element; found by strata-fuzz-programs).
// Only copied into a buffer (a complex number's zero imaginary part), it
// fills that buffer over the grid: no temporary, which would be one per
// invocation (an 18 KB f64 splat was refused).
// CHECK-LABEL: gpu.func @big_splat(
//  CHECK-SAME:     %[[C:.+]]: memref<5440xf16>)
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for
//       CHECK:     memref.store %{{.*}}, %[[C]]
module {
  memref.global "private" constant @zeros : memref<5440xf16> = dense<0.0>
  func.func @big_splat(%c: memref<5440xf16>) {
    %g = memref.get_global @zeros : memref<5440xf16>
    memref.copy %g, %c : memref<5440xf16> to memref<5440xf16>
    return
  }
}

// -----

// Read by a computation, it is a temporary every invocation fills.
// CHECK-LABEL: gpu.func @big_splat_read(
//       CHECK:   %[[BUF:.*]] = memref.alloc() {{.*}} : memref<5440xf16>
//       CHECK:   linalg.fill ins(%{{.*}} : f16) outs(%[[BUF]] : memref<5440xf16>)
module {
  memref.global "private" constant @ones : memref<5440xf16> = dense<1.0>
  func.func @big_splat_read(%x: memref<5440xf16>, %c: memref<5440xf16>) {
    %g = memref.get_global @ones : memref<5440xf16>
    linalg.add ins(%g, %x : memref<5440xf16>, memref<5440xf16>) outs(%c : memref<5440xf16>)
    return
  }
}

// -----

// A while carrying a scalar (a counter) whose "before" region holds a loop
// gets the same simple header: the counter lives in a variable the after
// region's yield stores, the forwarded value in one the condition stores
// (spirv-val refused the loop as upstream converts it: an OpPhi whose
// incoming block was not a predecessor; found by strata-fuzz-programs).
// CHECK-LABEL: gpu.func @while_counter(
//       CHECK:   %[[CARRIED:.+]] = memref.alloc() : memref<i32>
//       CHECK:     memref.store %c0_i32, %[[CARRIED]][]
//       CHECK:   %[[FORWARDED:.+]] = memref.alloc() : memref<i32>
//       CHECK:   %[[FLAG:.+]] = memref.alloc() : memref<i1>
//       CHECK:   scf.while : () -> () {
//       CHECK:     memref.load %[[FLAG]][]
//       CHECK:   } do {
//       CHECK:     %[[I:.+]] = memref.load %[[CARRIED]][]
//       CHECK:     scf.for
//       CHECK:     %[[GO:.+]] = arith.cmpi slt, %[[I]]
//       CHECK:       memref.store %[[GO]], %[[FLAG]][]
//       CHECK:       memref.store %[[I]], %[[FORWARDED]][]
//       CHECK:     scf.if %[[GO]] {
//       CHECK:       %[[J:.+]] = memref.load %[[FORWARDED]][]
//       CHECK:       %[[N:.+]] = arith.addi %[[J]]
//       CHECK:         memref.store %[[N]], %[[CARRIED]][]
func.func @while_counter(%a: memref<4xf32>, %c: memref<4xf32>) {
  %c0_i32 = arith.constant 0 : i32
  %c3_i32 = arith.constant 3 : i32
  %c1_i32 = arith.constant 1 : i32
  %r = scf.while (%i = %c0_i32) : (i32) -> i32 {
    linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>)
    %go = arith.cmpi slt, %i, %c3_i32 : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %n = arith.addi %j, %c1_i32 : i32
    scf.yield %n : i32
  }
  return
}
