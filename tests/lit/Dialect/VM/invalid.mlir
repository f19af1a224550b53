// RUN: strata-opt %s --split-input-file --verify-diagnostics

vm.module @m {
  // expected-error @+1 {{'vm.import' op import name 'nodot' must be '<module>.<function>'}}
  vm.import @nodot(!vm.ref)
}

// -----

vm.module @m {
  // expected-error @+1 {{'vm.import' op type 'i8' is not a VM type}}
  vm.import @hal.small(i8)
}

// -----

vm.module @m {
  // expected-error @+1 {{'vm.import' op type 'tensor<4xf32>' is not a VM type}}
  vm.import @hal.tensor() -> tensor<4xf32>
}

// -----

vm.module @m {
  // expected-error @+1 {{'vm.import' op a variadic import needs at least one argument}}
  vm.import @hal.nothing() variadic
}

// -----

// expected-error @+1 {{'vm.import' op expects parent op 'vm.module'}}
vm.import @hal.outside()

// -----

vm.module @m {
  // expected-error @+1 {{'vm.func' op type 'index' is not a VM type}}
  vm.func @f(%a: index) {
    vm.return
  }
}

// -----

vm.module @m {
  // expected-error @+1 {{'vm.func' op type '!hal.buffer' is not a VM type}}
  vm.func @f() -> !hal.buffer {
    vm.fail "no"
  }
}

// -----

vm.module @m {
  // expected-error @+1 {{'vm.func' op expected a body}}
  vm.func @declaration(i32)
}

// -----

// expected-error @+1 {{'vm.func' op expects parent op 'vm.module'}}
vm.func @outside() {
  vm.return
}

// -----

vm.module @m {
  vm.func @f() {
    // expected-error @+1 {{'vm.call' op no vm.func or vm.import named @missing}}
    vm.call @missing() : () -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.rodata @data dense<1> : tensor<4xi8>
  vm.func @f() {
    // expected-error @+1 {{'vm.call' op no vm.func or vm.import named @data}}
    vm.call @data() : () -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.import @hal.fence.await(!vm.ref)
  vm.func @f(%r: !vm.ref) {
    // expected-error @+1 {{'vm.call' op expected 1 operands for @hal.fence.await, got 2}}
    vm.call @hal.fence.await(%r, %r) : (!vm.ref, !vm.ref) -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @callee(%a: i32, %b: i64) {
    vm.return
  }
  vm.func @f(%a: i32) {
    // expected-error @+1 {{'vm.call' op expected 2 operands for @callee, got 1}}
    vm.call @callee(%a) : (i32) -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @callee(%a: i32, %b: i64) {
    vm.return
  }
  vm.func @f(%a: i32) {
    // expected-error @+1 {{'vm.call' op operand 1 has type 'i32', callee expects 'i64'}}
    vm.call @callee(%a, %a) : (i32, i32) -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @callee() -> i32 {
    %0 = vm.const.i32 1
    vm.return %0 : i32
  }
  vm.func @f() {
    // expected-error @+1 {{'vm.call' op result types do not match callee '() -> i32'}}
    %0 = vm.call @callee() : () -> i64
    vm.return
  }
}

// -----

vm.module @m {
  vm.import @hal.fence.create(!vm.ref) -> !vm.ref
  vm.func @f(%r: !vm.ref) {
    // expected-error @+1 {{'vm.call' op result types do not match callee '(!vm.ref) -> !vm.ref'}}
    vm.call @hal.fence.create(%r) : (!vm.ref) -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.import @hal.buffer_view.assert(!vm.ref, i32, i32, i64) variadic
  vm.func @f(%r: !vm.ref, %i: i32) {
    // expected-error @+1 {{'vm.call' op expected at least 3 operands for @hal.buffer_view.assert, got 2}}
    vm.call @hal.buffer_view.assert(%r, %i) : (!vm.ref, i32) -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.import @hal.buffer_view.assert(!vm.ref, i32, i32, i64) variadic
  vm.func @f(%r: !vm.ref, %i: i32, %l: i64) {
    // The repeated tail is checked too.
    // expected-error @+1 {{'vm.call' op operand 4 has type 'i32', callee expects 'i64'}}
    vm.call @hal.buffer_view.assert(%r, %i, %i, %l, %i) : (!vm.ref, i32, i32, i64, i32) -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.import @hal.buffer_view.assert(!vm.ref, i32, i32, i64) variadic
  vm.func @f(%r: !vm.ref, %i: i32) {
    // expected-error @+1 {{'vm.call' op operand 0 has type 'i32', callee expects '!vm.ref'}}
    vm.call @hal.buffer_view.assert(%i, %i, %i) : (i32, i32, i32) -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @f(%a: i8) {
    vm.return
  }
}
// expected-error @-4 {{'vm.func' op type 'i8' is not a VM type}}

// -----

vm.module @m {
  vm.func @f(%r: !vm.ref) {
    %c = builtin.unrealized_conversion_cast %r : !vm.ref to index
    // expected-error @+1 {{'vm.call' op operand #0 must be variadic of 32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or A reference-counted runtime object, but got 'index'}}
    "vm.call"(%c) {callee = @f} : (index) -> ()
    vm.return
  }
}

// -----

vm.module @m {
  // expected-error @+1 {{'vm.export' op no vm.func named @missing}}
  vm.export @missing as("missing") arguments([]) results([])
}

// -----

vm.module @m {
  vm.import @hal.device.default() -> !vm.ref
  // expected-error @+1 {{'vm.export' op no vm.func named @hal.device.default}}
  vm.export @hal.device.default as("device") arguments([]) results([])
}

// -----

vm.module @m {
  vm.func @f() -> !vm.ref {
    // expected-error @+1 {{'vm.const.ref.rodata' op no vm.rodata named @missing}}
    %0 = vm.const.ref.rodata @missing : !vm.ref
    vm.return %0 : !vm.ref
  }
}

// -----

vm.module @m {
  vm.func @f() -> !vm.ref {
    // expected-error @+1 {{'vm.const.ref.rodata' op no vm.rodata named @f}}
    %0 = vm.const.ref.rodata @f : !vm.ref
    vm.return %0 : !vm.ref
  }
}

// -----

vm.module @m {
  // expected-error @+1 {{'vm.rodata' op attribute 'value' failed to satisfy constraint: constant vector/tensor attribute}}
  "vm.rodata"() {sym_name = "data", value = 1 : i32} : () -> ()
}

// -----

vm.module @m {
  vm.func @f(%c: i64) {
    // expected-error @+1 {{'vm.cond_br' op operand #0 must be 32-bit signless integer, but got 'i64'}}
    "vm.cond_br"(%c) [^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i64) -> ()
  ^bb1:
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @f(%a: i32) {
    // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
    vm.br ^bb1(%a : i32)
  ^bb1(%b: i64):
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @f(%a: i64) -> i64 {
    // expected-error @+1 {{'vm.add.i32' op operand #0 must be 32-bit signless integer, but got 'i64'}}
    %0 = "vm.add.i32"(%a, %a) : (i64, i64) -> i64
    vm.return %0 : i64
  }
}

// -----

func.func @f() {
  // expected-error @+1 {{'vm.return' op expects parent op 'vm.func'}}
  "vm.return"() : () -> ()
}

// -----

vm.module @m {
  vm.func @f(%arg0: !vm.ref) -> !vm.ref {
    vm.return %arg0 : !vm.ref
  }
  // expected-error @+1 {{'vm.export' op signature has 0 arguments and 1 results but @f takes 1 and returns 1}}
  vm.export @f as("f") arguments([]) results([tensor<4xf32>])
}

// -----

vm.module @m {
  vm.func @f(%arg0: i32) -> !vm.ref {
    // expected-error @+1 {{'vm.return' op returns 'i32' but the function returns '!vm.ref'}}
    vm.return %arg0 : i32
  }
}

// -----

vm.module @m {
  vm.func @f(%a: f32, %b: f64) -> f32 {
    // expected-error @+1 {{'vm.add.f32' op operand #1 must be 32-bit float, but got 'f64'}}
    %0 = "vm.add.f32"(%a, %b) : (f32, f64) -> f32
    vm.return %0 : f32
  }
}

// -----

vm.module @m {
  vm.func @f(%a: i32) -> i64 {
    // expected-error @+1 {{'vm.ext.i32.i64.s' op result #0 must be 64-bit signless integer, but got 'i32'}}
    %0 = "vm.ext.i32.i64.s"(%a) : (i32) -> i32
    vm.return %a : i32
  }
}

// -----

vm.module @m {
  vm.func @f(%a: f32, %b: f32) -> i32 {
    // expected-error @+1 {{'vm.cmp.olt.f32' op result #0 must be 32-bit signless integer, but got 'i64'}}
    %0 = "vm.cmp.olt.f32"(%a, %b) : (f32, f32) -> i64
    vm.return %a : f32
  }
}

// -----

vm.module @m {
  vm.func @f(%b: !vm.ref, %i: i32) -> f32 {
    // expected-error @+1 {{'vm.load.f32' op operand #1 must be 64-bit signless integer, but got 'i32'}}
    %0 = "vm.load.f32"(%b, %i) : (!vm.ref, i32) -> f32
    vm.return %0 : f32
  }
}

// -----

vm.module @m {
  vm.func @f(%c: i32, %a: f32, %b: f64) -> f32 {
    // expected-error @+1 {{'vm.select.p' op failed to verify that all of {true_value, false_value, result} have same type}}
    %0 = "vm.select.p"(%c, %a, %b) : (i32, f32, f64) -> f32
    vm.return %0 : f32
  }
}

// -----

vm.module @m {
  vm.func @f(%a: !vm.ref) -> i32 {
    // expected-error @+1 {{'vm.mov.p' op operand #0 must be}}
    %0 = "vm.mov.p"(%a) : (!vm.ref) -> i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.func @f(%n: i32) -> !vm.ref {
    // expected-error @+1 {{'vm.buffer.alloc' op operand #0 must be 64-bit signless integer, but got 'i32'}}
    %0 = "vm.buffer.alloc"(%n) : (i32) -> !vm.ref
    vm.return %0 : !vm.ref
  }
}
