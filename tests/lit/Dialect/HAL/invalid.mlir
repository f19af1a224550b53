// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @lookup_missing(%device: !hal.device) -> !hal.executable {
  // expected-error @+1 {{'hal.executable.lookup' op no hal.executable named @missing}}
  %0 = hal.executable.lookup %device @missing : !hal.executable
  return %0 : !hal.executable
}

// -----

// A flow.executable is not a hal.executable.
flow.executable @ex {
  builtin.module {
  }
}
func.func @lookup_wrong_kind(%device: !hal.device) -> !hal.executable {
  // expected-error @+1 {{'hal.executable.lookup' op no hal.executable named @ex}}
  %0 = hal.executable.lookup %device @ex : !hal.executable
  return %0 : !hal.executable
}

// -----

// expected-error @+1 {{'hal.executable.entry_point' op expects parent op 'hal.executable'}}
hal.executable.entry_point @entry ordinal(0) bindings(1)

// -----

hal.executable @ex {
  // expected-error @+1 {{'hal.executable.entry_point' op attribute 'ordinal' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  hal.executable.entry_point @entry ordinal(-1) bindings(1)
}

// -----

hal.executable @ex {
  // expected-error @+1 {{'hal.executable.entry_point' op attribute 'bindings' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  hal.executable.entry_point @entry ordinal(0) bindings(-3)
}

// -----

// expected-error @+1 {{'hal.executable.variant' op expects parent op 'hal.executable'}}
hal.executable.variant @v target("vmvx") format("vmvx-bytecode") options({}) {
  builtin.module {
  }
}

// -----

hal.executable @ex {
  // expected-note @+1 {{see existing symbol definition here}}
  hal.executable.variant @v target("vmvx") format("vmvx-bytecode") options({}) {
  }
  // expected-error @+1 {{redefinition of symbol named 'v'}}
  hal.executable.binary @v target("vmvx") format("vmvx-bytecode") workgroup_counts([1, 1, 1]) data("")
}

// -----

func.func @view_dims_mismatch(%buffer: !hal.buffer, %n: index) -> !hal.buffer_view {
  // expected-error @+1 {{'hal.buffer_view.create' op shape has 2 dynamic dims but 1 dims are given}}
  %0 = hal.buffer_view.create %buffer element_type(1) shape([-9223372036854775808, -9223372036854775808]) dims(%n) : !hal.buffer_view
  return %0 : !hal.buffer_view
}

// -----

func.func @view_negative_dim(%buffer: !hal.buffer) -> !hal.buffer_view {
  // expected-error @+1 {{'hal.buffer_view.create' op negative dim -2 in shape}}
  %0 = hal.buffer_view.create %buffer element_type(1) shape([-2]) : !hal.buffer_view
  return %0 : !hal.buffer_view
}

// -----

func.func @dispatch_two_counts(%cb: !hal.command_buffer, %exe: !hal.executable, %n: index) {
  // expected-error @+1 {{'hal.command_buffer.dispatch' op expected 3 workgroup counts (x, y, z), got 2}}
  hal.command_buffer.dispatch %cb, %exe entry(0) workgroups(%n, %n) bindings()
  return
}

// -----

func.func @constant_not_elements(%device: !hal.device) -> !hal.buffer {
  // expected-error @+1 {{custom op 'hal.buffer.constant' invalid kind of attribute specified}}
  %0 = hal.buffer.constant %device, 1.0 : f32 : !hal.buffer
  return %0 : !hal.buffer
}

// -----

// expected-note @+1 {{prior use here}}
func.func @dispatch_binding_not_buffer(%cb: !hal.command_buffer, %exe: !hal.executable, %view: !hal.buffer_view) {
  // expected-error @+1 {{use of value '%view' expects different type than prior uses: '!hal.buffer' vs '!hal.buffer_view'}}
  hal.command_buffer.dispatch %cb, %exe entry(0) bindings(%view)
  return
}

// -----

func.func @wrong_handle(%buffer: !hal.buffer) -> !hal.command_buffer {
  // expected-error @+1 {{'hal.command_buffer.create' op operand #0 must be A logical device, but got '!hal.buffer'}}
  %0 = "hal.command_buffer.create"(%buffer) : (!hal.buffer) -> !hal.command_buffer
  return %0 : !hal.command_buffer
}

// -----

// expected-error @+1 {{unknown  type `semaphore` in dialect `hal`}}
func.func private @unknown_type(!hal.semaphore)
