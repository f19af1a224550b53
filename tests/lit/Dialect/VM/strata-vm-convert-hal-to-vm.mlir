// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-vm-convert-hal-to-vm | FileCheck %s

// Every HAL op becomes a call to the matching import of the runtime's `hal`
// module (declared once, with its VM signature); static attributes become
// vm.const.*; constant buffers become vm.rodata wrapped by
// hal.buffer.wrap_rodata; the executable is looked up by its ordinal; the
// export carries the tensor signature recorded by the hal phase. The
// hal.executable stays for the module writer.
// CHECK-LABEL: module {
//       CHECK: hal.executable @ex0 {
//       CHECK: vm.module @module {
//   CHECK-DAG:   vm.import @hal.device.default() -> !vm.ref
//   CHECK-DAG:   vm.import @hal.buffer_view.assert(!vm.ref, i32, i32, i64) variadic
//   CHECK-DAG:   vm.import @hal.buffer_view.buffer(!vm.ref) -> !vm.ref
//   CHECK-DAG:   vm.import @hal.buffer.wrap_rodata(!vm.ref, !vm.ref) -> !vm.ref
//   CHECK-DAG:   vm.import @hal.command_buffer.create(!vm.ref) -> !vm.ref
//   CHECK-DAG:   vm.import @hal.executable.lookup(!vm.ref, i32) -> !vm.ref
//   CHECK-DAG:   vm.import @hal.allocator.allocate(!vm.ref, i64) -> !vm.ref
//   CHECK-DAG:   vm.import @hal.command_buffer.dispatch(!vm.ref, !vm.ref, i32, !vm.ref) variadic
//   CHECK-DAG:   vm.import @hal.command_buffer.execution_barrier(!vm.ref)
//   CHECK-DAG:   vm.import @hal.command_buffer.finalize(!vm.ref)
//   CHECK-DAG:   vm.import @hal.fence.create(!vm.ref) -> !vm.ref
//   CHECK-DAG:   vm.import @hal.device.queue.execute(!vm.ref, !vm.ref, !vm.ref, !vm.ref)
//   CHECK-DAG:   vm.import @hal.fence.await(!vm.ref)
//   CHECK-DAG:   vm.import @hal.buffer_view.create(!vm.ref, i32, i64) -> !vm.ref variadic
//       CHECK:   vm.func @main(%[[A:.+]]: !vm.ref, %[[B:.+]]: !vm.ref) -> (!vm.ref, !vm.ref) {
//  CHECK-NEXT:     %[[DEV:.+]] = vm.call @hal.device.default() : () -> !vm.ref
//  CHECK-NEXT:     %[[ARG0:.+]] = vm.const.i32 0
//  CHECK-NEXT:     %[[F32:.+]] = vm.const.i32 1
//  CHECK-NEXT:     %[[D0:.+]] = vm.const.i64 2
//  CHECK-NEXT:     %[[D1:.+]] = vm.const.i64 3
//  CHECK-NEXT:     vm.call @hal.buffer_view.assert(%[[A]], %[[ARG0]], %[[F32]], %[[D0]], %[[D1]]) : (!vm.ref, i32, i32, i64, i64) -> ()
//  CHECK-NEXT:     %[[BA:.+]] = vm.call @hal.buffer_view.buffer(%[[A]]) : (!vm.ref) -> !vm.ref
//  CHECK-NEXT:     %[[ARG1:.+]] = vm.const.i32 1
//  CHECK-NEXT:     %[[I1:.+]] = vm.const.i32 5
//  CHECK-NEXT:     vm.call @hal.buffer_view.assert(%[[B]], %[[ARG1]], %[[I1]]) : (!vm.ref, i32, i32) -> ()
//  CHECK-NEXT:     %[[BB:.+]] = vm.call @hal.buffer_view.buffer(%[[B]]) : (!vm.ref) -> !vm.ref
//  CHECK-NEXT:     %[[RO:.+]] = vm.const.ref.rodata @constant_0 : !vm.ref
//  CHECK-NEXT:     %[[W:.+]] = vm.call @hal.buffer.wrap_rodata(%[[DEV]], %[[RO]]) : (!vm.ref, !vm.ref) -> !vm.ref
//  CHECK-NEXT:     %[[CB:.+]] = vm.call @hal.command_buffer.create(%[[DEV]]) : (!vm.ref) -> !vm.ref
//  CHECK-NEXT:     %[[EXORD:.+]] = vm.const.i32 1
//  CHECK-NEXT:     %[[EXE:.+]] = vm.call @hal.executable.lookup(%[[DEV]], %[[EXORD]]) : (!vm.ref, i32) -> !vm.ref
//  CHECK-NEXT:     %[[SIZE:.+]] = vm.const.i64 24
//  CHECK-NEXT:     %[[OUT:.+]] = vm.call @hal.allocator.allocate(%[[DEV]], %[[SIZE]]) : (!vm.ref, i64) -> !vm.ref
//  CHECK-NEXT:     %[[ENTRY:.+]] = vm.const.i32 1
//  CHECK-NEXT:     vm.call @hal.command_buffer.dispatch(%[[CB]], %[[EXE]], %[[ENTRY]], %[[BA]], %[[W]], %[[OUT]]) : (!vm.ref, !vm.ref, i32, !vm.ref, !vm.ref, !vm.ref) -> ()
//  CHECK-NEXT:     vm.call @hal.command_buffer.execution_barrier(%[[CB]]) : (!vm.ref) -> ()
//  CHECK-NEXT:     %[[E0:.+]] = vm.const.i32 0
//  CHECK-NEXT:     vm.call @hal.command_buffer.dispatch(%[[CB]], %[[EXE]], %[[E0]]) : (!vm.ref, !vm.ref, i32) -> ()
//  CHECK-NEXT:     vm.call @hal.command_buffer.finalize(%[[CB]]) : (!vm.ref) -> ()
//  CHECK-NEXT:     %[[F0:.+]] = vm.call @hal.fence.create(%[[DEV]]) : (!vm.ref) -> !vm.ref
//  CHECK-NEXT:     %[[F1:.+]] = vm.call @hal.fence.create(%[[DEV]]) : (!vm.ref) -> !vm.ref
//  CHECK-NEXT:     %[[NULL:.+]] = vm.const.ref.zero : !vm.ref
//  CHECK-NEXT:     vm.call @hal.device.queue.execute(%[[DEV]], %[[NULL]], %[[F0]], %[[CB]]) : (!vm.ref, !vm.ref, !vm.ref, !vm.ref) -> ()
//  CHECK-NEXT:     vm.call @hal.device.queue.execute(%[[DEV]], %[[F0]], %[[F1]], %[[CB]]) : (!vm.ref, !vm.ref, !vm.ref, !vm.ref) -> ()
//  CHECK-NEXT:     vm.call @hal.fence.await(%[[F1]]) : (!vm.ref) -> ()
//  CHECK-NEXT:     %[[VT:.+]] = vm.const.i32 1
//  CHECK-NEXT:     %[[VD:.+]] = vm.const.i64 6
//  CHECK-NEXT:     %[[V:.+]] = vm.call @hal.buffer_view.create(%[[OUT]], %[[VT]], %[[VD]]) : (!vm.ref, i32, i64) -> !vm.ref
//  CHECK-NEXT:     %[[ST:.+]] = vm.const.i32 5
//  CHECK-NEXT:     %[[S:.+]] = vm.call @hal.buffer_view.create(%[[BB]], %[[ST]]) : (!vm.ref, i32) -> !vm.ref
//  CHECK-NEXT:     vm.return %[[V]], %[[S]] : !vm.ref, !vm.ref
//  CHECK-NEXT:   }
//  CHECK-NEXT:   vm.rodata @constant_0 dense<1.000000e+00> : tensor<2x3xf32>
//  CHECK-NEXT:   vm.export @main as("main") arguments([tensor<2x3xf32>, tensor<i1>]) results([tensor<6xf32>, tensor<i1>])
//  CHECK-NEXT: }
//   CHECK-NOT: func.func
hal.executable @ex0 {
  hal.executable.entry_point @e ordinal(0) bindings(0)
}
hal.executable @ex1 {
  hal.executable.entry_point @first ordinal(0) bindings(0)
  hal.executable.entry_point @second ordinal(1) bindings(3)
}
func.func @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {strata.argument_types = [tensor<2x3xf32>, tensor<i1>], strata.result_types = [tensor<6xf32>, tensor<i1>]} {
  %device = hal.device.default : !hal.device
  hal.buffer_view.assert %arg0 argument(0) element_type(1) shape([2, 3])
  %a = hal.buffer_view.buffer %arg0 : !hal.buffer
  hal.buffer_view.assert %arg1 argument(1) element_type(5) shape([])
  %b = hal.buffer_view.buffer %arg1 : !hal.buffer
  %w = hal.buffer.constant %device, dense<1.0> : tensor<2x3xf32> : !hal.buffer
  %cb = hal.command_buffer.create %device : !hal.command_buffer
  %exe = hal.executable.lookup %device @ex1 : !hal.executable
  %c24 = arith.constant 24 : index
  %out = hal.allocator.allocate %device bytes(%c24) : !hal.buffer
  hal.command_buffer.dispatch %cb, %exe entry(1) bindings(%a, %w, %out)
  hal.command_buffer.execution_barrier %cb
  hal.command_buffer.dispatch %cb, %exe entry(0) bindings()
  hal.command_buffer.finalize %cb
  %f0 = hal.fence.create %device : !hal.fence
  %f1 = hal.fence.create %device : !hal.fence
  hal.device.queue.execute %device signal(%f0) commands(%cb)
  hal.device.queue.execute %device wait(%f0) signal(%f1) commands(%cb)
  hal.fence.await %f1
  %v = hal.buffer_view.create %out element_type(1) shape([6]) : !hal.buffer_view
  %s = hal.buffer_view.create %b element_type(5) shape([]) : !hal.buffer_view
  return %v, %s : !hal.buffer_view, !hal.buffer_view
}

// -----

// The vm.module takes the builtin module's name; each function gets its own
// export; rodata names are unique across functions; imports are declared
// once.
// CHECK-LABEL: module @program {
//       CHECK: vm.module @program {
//   CHECK-DAG:   vm.import @hal.device.default() -> !vm.ref
//   CHECK-NOT:   vm.import @hal.device.default
//       CHECK:   vm.func @f() -> !vm.ref {
//       CHECK:     vm.const.ref.rodata @constant_0
//       CHECK:   vm.rodata @constant_0 dense<1> : tensor<4xi32>
//       CHECK:   vm.export @f as("f") arguments([]) results([tensor<4xi32>])
//       CHECK:   vm.func @g() -> !vm.ref {
//       CHECK:     vm.const.ref.rodata @constant_1
//       CHECK:   vm.rodata @constant_1 dense<2> : tensor<4xi32>
//       CHECK:   vm.export @g as("g") arguments([]) results([tensor<4xi32>])
module @program {
  func.func @f() -> !hal.buffer_view attributes {strata.argument_types = [], strata.result_types = [tensor<4xi32>]} {
    %device = hal.device.default : !hal.device
    %c = hal.buffer.constant %device, dense<1> : tensor<4xi32> : !hal.buffer
    %v = hal.buffer_view.create %c element_type(8) shape([4]) : !hal.buffer_view
    return %v : !hal.buffer_view
  }
  func.func @g() -> !hal.buffer_view attributes {strata.argument_types = [], strata.result_types = [tensor<4xi32>]} {
    %device = hal.device.default : !hal.device
    %c = hal.buffer.constant %device, dense<2> : tensor<4xi32> : !hal.buffer
    %v = hal.buffer_view.create %c element_type(8) shape([4]) : !hal.buffer_view
    return %v : !hal.buffer_view
  }
}

// -----

// expected-error @+1 {{'func.func' op missing strata.argument_types/result_types; was the hal phase run?}}
func.func @no_signature() {
  return
}

// -----

func.func @no_lowering() attributes {strata.argument_types = [], strata.result_types = []} {
  %a = arith.constant 1.0 : f32
  // expected-error @+1 {{'math.absf' op has no VM lowering}}
  %0 = math.absf %a : f32
  return
}

// -----

// Dynamic dims: dims read from views, host shape arithmetic, a shape
// assertion (a branch to vm.fail with its message), push constants and a
// workgroup count chosen by the loaded binary.
// CHECK-LABEL: vm.module @module
//   CHECK-DAG:   vm.import @hal.buffer_view.dim(!vm.ref, i32) -> i64
//   CHECK-DAG:   vm.import @hal.executable.binary_ordinal(!vm.ref) -> i32
//   CHECK-DAG:   vm.import @hal.command_buffer.push_constants(!vm.ref, i32) variadic
//   CHECK-DAG:   vm.import @hal.command_buffer.dispatch_workgroups(!vm.ref, !vm.ref, i32, i32, i32, i32, !vm.ref) variadic
//       CHECK:   vm.func @dynamic(%[[V:.+]]: !vm.ref) -> !vm.ref {
//       CHECK:     %[[N:.+]] = vm.call @hal.buffer_view.dim(%[[V]], %{{.+}}) : (!vm.ref, i32) -> i64
//       CHECK:     %[[OK:.+]] = vm.cmp.les.i64 %{{.+}}, %[[N]]
//       CHECK:     vm.cond_br %[[OK]], ^[[CONT:.+]], ^[[FAIL:.+]]
//       CHECK:   ^[[FAIL]]:
//  CHECK-NEXT:     vm.fail "b >= 1"
//       CHECK:   ^[[CONT]]:
//       CHECK:     %[[BYTES:.+]] = vm.mul.i64 %[[N]], %{{.+}}
//       CHECK:     vm.call @hal.allocator.allocate(%{{.+}}, %[[BYTES]])
//       CHECK:     %[[ORD:.+]] = vm.call @hal.executable.binary_ordinal(%{{.+}}) : (!vm.ref) -> i32
//       CHECK:     %[[PC:.+]] = vm.trunc.i64.i32 %[[N]]
//       CHECK:     vm.call @hal.command_buffer.push_constants(%{{.+}}, %[[PC]]) : (!vm.ref, i32) -> ()
//       CHECK:     vm.call @hal.command_buffer.dispatch_workgroups(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!vm.ref, !vm.ref, i32, i32, i32, i32, !vm.ref, !vm.ref) -> ()
//       CHECK:     vm.call @hal.buffer_view.create(%{{.+}}, %{{.+}}, %[[N]], %{{.+}}) : (!vm.ref, i32, i64, i64) -> !vm.ref
hal.executable @dyn {
  hal.executable.entry_point @entry ordinal(0) bindings(2) push_constants(1)
}
func.func @dynamic(%view: !hal.buffer_view) -> !hal.buffer_view attributes {strata.argument_types = [tensor<?x4xf32>], strata.result_types = [tensor<?x4xf32>]} {
  %device = hal.device.default : !hal.device
  hal.buffer_view.assert %view argument(0) element_type(1) shape([-9223372036854775808, 4])
  %n = hal.buffer_view.dim %view[0] : index
  %c1 = arith.constant 1 : index
  %ok = arith.cmpi sge, %n, %c1 : index
  cf.assert %ok, "b >= 1"
  %in = hal.buffer_view.buffer %view : !hal.buffer
  %c16 = arith.constant 16 : index
  %bytes = arith.muli %n, %c16 : index
  %out = hal.allocator.allocate %device bytes(%bytes) : !hal.buffer
  %exe = hal.executable.lookup %device @dyn : !hal.executable
  %ord = hal.executable.binary_ordinal %exe : index
  %pc = arith.index_cast %n : index to i32
  %cb = hal.command_buffer.create %device : !hal.command_buffer
  hal.command_buffer.dispatch %cb, %exe entry(0) workgroups(%n, %ord, %c1) push_constants(%pc) bindings(%in, %out)
  hal.command_buffer.finalize %cb
  %result = hal.buffer_view.create %out element_type(1) shape([-9223372036854775808, 4]) dims(%n) : !hal.buffer_view
  return %result : !hal.buffer_view
}

// -----

// Tensor ops left on the host by the hal phase have no VM form either.
func.func @tensor_op(%a: tensor<4xf32>) -> tensor<4xf32> attributes {strata.argument_types = [], strata.result_types = []} {
  // expected-error @+1 {{'flow.tensor.reshape' op has no VM lowering}}
  %0 = flow.tensor.reshape %a : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Calls of runtime module functions become imports of that module; host
// scalar constants become vm constants.
// CHECK-LABEL: vm.module @checks
//   CHECK-DAG:   vm.import @check.expect_close(!vm.ref, !vm.ref, i64, i64)
//   CHECK-DAG:   vm.import @check.expect_almost_eq(!vm.ref, !vm.ref, f32)
//       CHECK:   vm.func @main(%[[A:.+]]: !vm.ref)
//   CHECK-DAG:     %[[TOL:.+]] = vm.const.f32 1.000000e-03
//       CHECK:     vm.call @check.expect_almost_eq(%[[A]], %[[A]], %[[TOL]]) : (!vm.ref, !vm.ref, f32) -> ()
//   CHECK-DAG:     %[[MIN:.+]] = vm.const.i64 0
//   CHECK-DAG:     %[[MAX:.+]] = vm.const.i64 3
//       CHECK:     vm.call @check.expect_close(%[[A]], %[[A]], %[[MIN]], %[[MAX]])
//   CHECK-NOT:   func.func
module @checks {
  func.func @main(%a: !hal.buffer_view) attributes {strata.argument_types = [tensor<4xf32>], strata.result_types = []} {
    %tol = arith.constant 1.0e-3 : f32
    func.call @check.expect_almost_eq(%a, %a, %tol) : (!hal.buffer_view, !hal.buffer_view, f32) -> ()
    %min = arith.constant 0 : i64
    %max = arith.constant 3 : i64
    func.call @check.expect_close(%a, %a, %min, %max) : (!hal.buffer_view, !hal.buffer_view, i64, i64) -> ()
    return
  }
  func.func private @check.expect_almost_eq(!hal.buffer_view, !hal.buffer_view, f32)
  func.func private @check.expect_close(!hal.buffer_view, !hal.buffer_view, i64, i64)
}

// -----

// One runtime function declared per signature (strata.import) is one import.
// CHECK-LABEL: vm.module @per_signature
//       CHECK:   vm.import @check.expect_eq(!vm.ref, !vm.ref)
//   CHECK-NOT:   vm.import
//       CHECK:   vm.call @check.expect_eq
//       CHECK:   vm.call @check.expect_eq
module @per_signature {
  func.func @main(%a: !hal.buffer_view, %b: !hal.buffer_view) attributes {strata.argument_types = [tensor<4xf32>, tensor<2xi32>], strata.result_types = []} {
    func.call @check.expect_eq(%a, %a) : (!hal.buffer_view, !hal.buffer_view) -> ()
    func.call @check.expect_eq_1(%b, %b) : (!hal.buffer_view, !hal.buffer_view) -> ()
    return
  }
  func.func private @check.expect_eq(!hal.buffer_view, !hal.buffer_view)
  func.func private @check.expect_eq_1(!hal.buffer_view, !hal.buffer_view) attributes {strata.import = "check.expect_eq"}
}

// -----

// Host control flow (scf lowered to cf before this pass): blocks keep
// their order with VM-typed arguments (buffers as refs, index as i64);
// branches pass VM values; hal.buffer.load is the `hal.buffer.load`
// import returning raw bits: truncated and sign-extended (i8), or moved
// into an f32 register (f32); an i1 condition is an i32 register.
// CHECK-LABEL: vm.module @module
//       CHECK: vm.import @hal.buffer.load(!vm.ref, i64, i32) -> i64
//       CHECK: vm.func @loop(%[[V:.+]]: !vm.ref)
//       CHECK:   %[[B:.+]] = vm.call @hal.buffer_view.buffer(%[[V]])
//       CHECK:   vm.br ^bb1(%{{.+}}, %[[B]] : i64, !vm.ref)
//       CHECK: ^bb1(%[[I:.+]]: i64, %[[BUF:.+]]: !vm.ref):
//   CHECK-DAG:   %[[ONE:.+]] = vm.const.i32 1
//       CHECK:   %[[RAW:.+]] = vm.call @hal.buffer.load(%[[BUF]], %{{.+}}, %[[ONE]]) : (!vm.ref, i64, i32) -> i64
//       CHECK:   %[[LOW:.+]] = vm.trunc.i64.i32 %[[RAW]]
//       CHECK:   vm.sext.i8.i32 %[[LOW]]
//       CHECK:   vm.cond_br %{{.+}}, ^bb2, ^bb3
//       CHECK: ^bb2:
//       CHECK:   vm.br ^bb1(%{{.+}}, %[[BUF]] : i64, !vm.ref)
//       CHECK: ^bb3:
//       CHECK:   %[[F:.+]] = vm.call @hal.buffer.load(%[[BUF]], %{{.+}}, %{{.+}}) : (!vm.ref, i64, i32) -> i64
//       CHECK:   %[[F32:.+]] = vm.trunc.i64.i32 %[[F]]
//       CHECK:   vm.mov.p %[[F32]] : i32 -> f32
func.func @loop(%view: !hal.buffer_view) -> !hal.buffer_view attributes {strata.argument_types = [tensor<8xi8>], strata.result_types = [tensor<8xi8>]} {
  %buffer = hal.buffer_view.buffer %view : !hal.buffer
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0, %buffer : index, !hal.buffer)
^header(%i: index, %b: !hal.buffer):
  %x = hal.buffer.load %b[%i] : i8
  %zero = arith.constant 0 : i8
  %more = arith.cmpi sgt, %x, %zero : i8
  cf.cond_br %more, ^body, ^exit
^body:
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %b : index, !hal.buffer)
^exit:
  %c4 = arith.constant 4 : index
  %f = hal.buffer.load %b[%c4] : f32
  %result = hal.buffer_view.create %b element_type(6) shape([8]) : !hal.buffer_view
  return %result : !hal.buffer_view
}
