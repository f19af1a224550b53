// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-hal-convert-to-hal | FileCheck %s

// Arguments are checked buffer views; each dispatch allocates its results
// (f32: 4 bytes, f16: 2 bytes, i1: one byte per element) and is recorded
// into one command buffer, with a barrier between consecutive dispatches;
// the command buffer is submitted and awaited before results are wrapped in
// buffer views. Constants become read-only buffers; reshapes reuse the
// buffer of their source; an argument can be returned as is.
// CHECK-LABEL: func.func @main
//  CHECK-SAME: (%[[A:.+]]: !hal.buffer_view, %[[B:.+]]: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view)
//  CHECK-SAME: attributes {strata.argument_types = [tensor<2x3xf32>, tensor<3xf16>], strata.result_types = [tensor<6xf32>, tensor<4xi1>, tensor<2x3xf32>]}
//  CHECK-NEXT: %[[DEV:.+]] = hal.device.default : !hal.device
//  CHECK-NEXT: hal.buffer_view.assert %[[A]] argument(0) element_type(1) shape([2, 3])
//  CHECK-NEXT: %[[BA:.+]] = hal.buffer_view.buffer %[[A]] : !hal.buffer
//  CHECK-NEXT: hal.buffer_view.assert %[[B]] argument(1) element_type(3) shape([3])
//  CHECK-NEXT: %[[BB:.+]] = hal.buffer_view.buffer %[[B]] : !hal.buffer
//  CHECK-NEXT: %[[W:.+]] = hal.buffer.constant %[[DEV]], dense<1.000000e+00> : tensor<2x3xf32> : !hal.buffer
//  CHECK-NEXT: %[[CB:.+]] = hal.command_buffer.create %[[DEV]] : !hal.command_buffer
//  CHECK-NEXT: %[[EXE:.+]] = hal.executable.lookup %[[DEV]] @ex0 : !hal.executable
//  CHECK-NEXT: %[[S0:.+]] = arith.constant 24 : index
//  CHECK-NEXT: %[[R0:.+]] = hal.allocator.allocate %[[DEV]] bytes(%[[S0]]) : !hal.buffer
//  CHECK-NEXT: hal.command_buffer.dispatch %[[CB]], %[[EXE]] entry(0) bindings(%[[BA]], %[[W]], %[[R0]])
//  CHECK-NEXT: hal.command_buffer.execution_barrier %[[CB]]
//  CHECK-NEXT: %[[S1:.+]] = arith.constant 4 : index
//  CHECK-NEXT: %[[R1:.+]] = hal.allocator.allocate %[[DEV]] bytes(%[[S1]]) : !hal.buffer
//  CHECK-NEXT: hal.command_buffer.dispatch %[[CB]], %[[EXE]] entry(1) bindings(%[[BB]], %[[R1]])
//  CHECK-NEXT: hal.command_buffer.finalize %[[CB]]
//  CHECK-NEXT: %[[F:.+]] = hal.fence.create %[[DEV]] : !hal.fence
//  CHECK-NEXT: hal.device.queue.execute %[[DEV]] signal(%[[F]]) commands(%[[CB]])
//  CHECK-NEXT: hal.fence.await %[[F]]
//  CHECK-NEXT: %[[V0:.+]] = hal.buffer_view.create %[[R0]] element_type(1) shape([6]) : !hal.buffer_view
//  CHECK-NEXT: %[[V1:.+]] = hal.buffer_view.create %[[R1]] element_type(5) shape([4]) : !hal.buffer_view
//  CHECK-NEXT: %[[V2:.+]] = hal.buffer_view.create %[[BA]] element_type(1) shape([2, 3]) : !hal.buffer_view
//  CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]] : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
hal.executable @ex0 {
  hal.executable.entry_point @first ordinal(0) bindings(3)
  hal.executable.entry_point @second ordinal(1) bindings(2)
}
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3xf16>) -> (tensor<6xf32>, tensor<4xi1>, tensor<2x3xf32>) {
  %w = arith.constant dense<1.0> : tensor<2x3xf32>
  %0 = flow.dispatch @ex0::@first(%a, %w) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = flow.tensor.reshape %0 : tensor<2x3xf32> -> tensor<6xf32>
  %2 = flow.dispatch @ex0::@second(%b) : (tensor<3xf16>) -> tensor<4xi1>
  return %1, %2, %a : tensor<6xf32>, tensor<4xi1>, tensor<2x3xf32>
}

// -----

// Element type codes and sizes of the other types; a dispatch with several
// results binds its inputs first, then each result buffer; the entry
// ordinal comes from the hal.executable.entry_point.
// CHECK-LABEL: func.func @types
//       CHECK: hal.buffer_view.assert %{{.+}} argument(0) element_type(2) shape([2])
//       CHECK: hal.buffer_view.assert %{{.+}} argument(1) element_type(4) shape([2])
//       CHECK: hal.buffer_view.assert %{{.+}} argument(2) element_type(6) shape([3])
//       CHECK: hal.buffer_view.assert %{{.+}} argument(3) element_type(10) shape([3])
//       CHECK: hal.buffer_view.assert %{{.+}} argument(4) element_type(9) shape([])
//       CHECK: %[[EXE:.+]] = hal.executable.lookup %{{.+}} @fex : !hal.executable
//       CHECK: %[[X:.+]] = hal.allocator.allocate %{{.+}} bytes(%{{.+}}) : !hal.buffer
//       CHECK: %[[Y:.+]] = hal.allocator.allocate %{{.+}} bytes(%{{.+}}) : !hal.buffer
//       CHECK: %[[Z:.+]] = hal.allocator.allocate %{{.+}} bytes(%{{.+}}) : !hal.buffer
//       CHECK: hal.command_buffer.dispatch %{{.+}}, %[[EXE]] entry(1) bindings(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[X]], %[[Y]], %[[Z]])
//       CHECK: hal.buffer_view.create %[[X]] element_type(2) shape([2])
//       CHECK: hal.buffer_view.create %[[Y]] element_type(4) shape([2])
//       CHECK: hal.buffer_view.create %[[Z]] element_type(7) shape([3])
hal.executable @fex {
  hal.executable.entry_point @unused ordinal(0) bindings(0)
  hal.executable.entry_point @entry ordinal(1) bindings(8)
}
func.func @types(%a: tensor<2xf64>, %b: tensor<2xbf16>, %c: tensor<3xi8>, %d: tensor<3xui8>, %e: tensor<i64>) -> (tensor<2xf64>, tensor<2xbf16>, tensor<3xi16>) {
  %0:3 = flow.dispatch @fex::@entry(%a, %b, %c, %d, %e) : (tensor<2xf64>, tensor<2xbf16>, tensor<3xi8>, tensor<3xui8>, tensor<i64>) -> (tensor<2xf64>, tensor<2xbf16>, tensor<3xi16>)
  return %0#0, %0#1, %0#2 : tensor<2xf64>, tensor<2xbf16>, tensor<3xi16>
}

// -----

// Without dispatches nothing is submitted.
// CHECK-LABEL: func.func @no_dispatch
//   CHECK-NOT: hal.command_buffer
//   CHECK-NOT: hal.fence
//       CHECK: hal.buffer.constant
//       CHECK: hal.buffer_view.create
func.func @no_dispatch() -> tensor<2xi32> {
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %c : tensor<2xi32>
}

// -----

// External declarations (runtime module functions) take buffer views.
// CHECK-LABEL: func.func private @declared(!hal.buffer_view) -> !hal.buffer_view
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>

// -----

// expected-error @+1 {{'func.func' op private host functions are not supported yet; inline them in the input phase}}
func.func private @private_host(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// A dynamic dim is checked as any size and read from the argument's view.
// CHECK-LABEL: func.func @dynamic_argument
//       CHECK: hal.buffer_view.assert %[[V:.+]] argument(0) element_type(1) shape([-9223372036854775808])
//       CHECK: %[[B:.+]] = hal.buffer_view.buffer %[[V]]
//       CHECK: %[[N:.+]] = hal.buffer_view.dim %[[V]][0] : index
//       CHECK: hal.buffer_view.create %[[B]] element_type(1) shape([-9223372036854775808]) dims(%[[N]])
func.func @dynamic_argument(%a: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}

// -----

// expected-error @+1 {{result 0 of type 'f32' is not a ranked tensor}}
func.func @scalar_result(%a: tensor<4xf32>) -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}

// -----

// expected-error @+1 {{argument 1 has element type 'i4' which the runtime does not support}}
func.func @unsupported_element_type(%a: tensor<4xf32>, %b: tensor<4xi4>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// strata.abi_type (set by the input plugin for complex values carried as
// <shape>x2 real tensors) is what the buffer views and the export signature
// see: complex<f32> is element type 14, complex<f64> 15.
// CHECK-LABEL: func.func @abi_types
//  CHECK-SAME: (%[[Z:.+]]: !hal.buffer_view) -> !hal.buffer_view
//  CHECK-SAME: strata.argument_types = [tensor<3xcomplex<f32>>], strata.result_types = [tensor<2xcomplex<f64>>]
//       CHECK: hal.buffer_view.assert %[[Z]] argument(0) element_type(14) shape([3])
//       CHECK: %[[C:.+]] = hal.buffer.constant
//       CHECK: hal.buffer_view.create %[[C]] element_type(15) shape([2])
func.func @abi_types(%z: tensor<3x2xf32> {strata.abi_type = tensor<3xcomplex<f32>>}) -> (tensor<2x2xf64> {strata.abi_type = tensor<2xcomplex<f64>>}) {
  %c = arith.constant dense<1.0> : tensor<2x2xf64>
  return %c : tensor<2x2xf64>
}

// -----

// expected-error @+1 {{argument 0 ABI type 'tensor<4xcomplex<f32>>' has 32 bytes but its tensor 'tensor<3x2xf32>' has 24}}
func.func @abi_type_size(%z: tensor<3x2xf32> {strata.abi_type = tensor<4xcomplex<f32>>}) {
  return
}

// -----

hal.executable @ex {
  hal.executable.entry_point @entry ordinal(0) bindings(2)
}
func.func @unsupported_dispatch_result(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{dispatch result has element type 'i4' which the runtime does not support}}
  %0 = flow.dispatch @ex::@entry(%a) : (tensor<4xf32>) -> tensor<4xi4>
  return %a : tensor<4xf32>
}

// -----

hal.executable @ex {
  hal.executable.entry_point @entry ordinal(0) bindings(2)
}
func.func @missing_entry(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'flow.dispatch' op cannot find entry point @ex::@nope}}
  %0 = flow.dispatch @ex::@nope(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @host_tensor_empty(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.empty' op cannot run on the host; expected it inside a dispatch}}
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.negf ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @host_linalg(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.negf' op cannot run on the host; expected it inside a dispatch}}
  %0 = linalg.negf ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Calls of runtime module functions run after the pending dispatches
// finished; tensors cross as buffer views, scalars as they are.
// CHECK-LABEL: func.func @host_check(
//  CHECK-SAME: %[[A:.+]]: !hal.buffer_view) -> !hal.buffer_view
//       CHECK:   %[[BUF:.+]] = hal.buffer_view.buffer %[[A]]
//       CHECK:   %[[CB:.+]] = hal.command_buffer.create
//       CHECK:   hal.command_buffer.dispatch %[[CB]]
//       CHECK:   %[[TOL:.+]] = arith.constant 1.000000e-03 : f32
//       CHECK:   hal.command_buffer.finalize %[[CB]]
//       CHECK:   hal.fence.await
//       CHECK:   %[[V0:.+]] = hal.buffer_view.create %{{.+}} element_type(1) shape([4])
//       CHECK:   %[[V1:.+]] = hal.buffer_view.create %[[BUF]] element_type(1) shape([4])
//       CHECK:   call @check.expect_almost_eq(%[[V0]], %[[V1]], %[[TOL]]) : (!hal.buffer_view, !hal.buffer_view, f32) -> ()
// CHECK-LABEL: func.func private @check.expect_almost_eq(!hal.buffer_view, !hal.buffer_view, f32)
hal.executable @ex {
  hal.executable.entry_point @neg ordinal(0) bindings(2)
}
func.func @host_check(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch @ex::@neg(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %tol = arith.constant 1.0e-3 : f32
  func.call @check.expect_almost_eq(%0, %a, %tol) : (tensor<4xf32>, tensor<4xf32>, f32) -> ()
  return %0 : tensor<4xf32>
}
func.func private @check.expect_almost_eq(tensor<4xf32>, tensor<4xf32>, f32)

// -----

func.func private @helper(tensor<4xf32>)
func.func @host_call_of_non_runtime_function(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op only calls of runtime module functions ('<module>.<function>' declarations) can run on the host; helper is not one}}
  func.call @helper(%a) : (tensor<4xf32>) -> ()
  return %a : tensor<4xf32>
}

// -----

func.func @host_dispatch_region(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'flow.dispatch.region' op cannot run on the host; expected it inside a dispatch}}
  %0 = flow.dispatch.region(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    flow.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{unstructured host control flow (blocks and branches) is not supported}}
func.func @multi_block(%a: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^bb1
^bb1:
  return %a : tensor<4xf32>
}

// -----

// Host control flow: an scf.while carries buffers; each region submits
// its work before its terminator; the condition's element is read back
// (hal.buffer.load at its byte offset: row-major index times the width);
// an scf.if runs its taken branch's dispatches; handles made inside a
// region (the executable lookup) are made again after it.
// CHECK-LABEL: func.func @host_loop
//       CHECK: %[[R:.+]]:2 = scf.while (%[[I:.+]] = %{{.+}}, %[[V:.+]] = %{{.+}}) : (!hal.buffer, !hal.buffer) -> (!hal.buffer, !hal.buffer)
//       CHECK:   %[[CB:.+]] = hal.command_buffer.create
//       CHECK:   hal.command_buffer.dispatch %[[CB]], %{{.+}} entry(0) bindings(%[[I]], %[[FLAGS:.+]])
//       CHECK:   hal.fence.await
//       CHECK:   %[[FLAG:.+]] = hal.buffer.load %[[FLAGS]][%{{.+}}] : i1
//       CHECK:   scf.condition(%[[FLAG]]) %[[I]], %[[V]] : !hal.buffer, !hal.buffer
//       CHECK: } do {
//       CHECK: ^bb0(%[[I2:.+]]: !hal.buffer, %[[V2:.+]]: !hal.buffer):
//       CHECK:   hal.command_buffer.dispatch %{{.+}} entry(1) bindings(%[[V2]], %[[W:.+]])
//       CHECK:   hal.fence.await
//       CHECK:   scf.yield %[[I2]], %[[W]] : !hal.buffer, !hal.buffer
//       CHECK: %[[C:.+]] = hal.buffer.load %{{.+}}[%{{.+}}] : f32
//       CHECK: %[[P:.+]] = arith.cmpf ogt, %[[C]]
//       CHECK: %[[S:.+]] = scf.if %[[P]] -> (!hal.buffer) {
//       CHECK:   hal.executable.lookup
//       CHECK:   hal.command_buffer.dispatch %{{.+}} entry(1)
//       CHECK:   scf.yield %{{.+}} : !hal.buffer
//       CHECK: } else {
//       CHECK:   scf.yield %[[R]]#1 : !hal.buffer
//       CHECK: hal.buffer_view.create %[[S]]
hal.executable @loop_ex {
  hal.executable.entry_point @less ordinal(0) bindings(2)
  hal.executable.entry_point @twice ordinal(1) bindings(2)
}
func.func @host_loop(%i: tensor<i32>, %x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r:2 = scf.while (%a = %i, %v = %x) : (tensor<i32>, tensor<2x4xf32>) -> (tensor<i32>, tensor<2x4xf32>) {
    %flags = flow.dispatch @loop_ex::@less(%a) : (tensor<i32>) -> tensor<3xi1>
    %c2 = arith.constant 2 : index
    %flag = tensor.extract %flags[%c2] : tensor<3xi1>
    scf.condition(%flag) %a, %v : tensor<i32>, tensor<2x4xf32>
  } do {
  ^bb0(%a: tensor<i32>, %v: tensor<2x4xf32>):
    %w = flow.dispatch @loop_ex::@twice(%v) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    scf.yield %a, %w : tensor<i32>, tensor<2x4xf32>
  }
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.extract %r#1[%c1, %c3] : tensor<2x4xf32>
  %zero = arith.constant 0.0 : f32
  %p = arith.cmpf ogt, %e, %zero : f32
  %s = scf.if %p -> tensor<2x4xf32> {
    %t = flow.dispatch @loop_ex::@twice(%r#1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    scf.yield %t : tensor<2x4xf32>
  } else {
    scf.yield %r#1 : tensor<2x4xf32>
  }
  return %s : tensor<2x4xf32>
}

// -----

func.func @host_loop_bad_extract(%x: tensor<4xf16>) -> tensor<4xf16> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'tensor.extract' op reads a 'f16' element on the host; the host reads back i1, i8, i16, i32, i64, f32 and f64 elements}}
  %e = tensor.extract %x[%c0] : tensor<4xf16>
  return %x : tensor<4xf16>
}
