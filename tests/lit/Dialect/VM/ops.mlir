// RUN: strata-opt %s --split-input-file | FileCheck %s
// Round trip: the printed form parses again and prints the same.
// RUN: strata-opt %s --split-input-file | strata-opt --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// CHECK-LABEL: vm.module @module {
//   CHECK-DAG:   vm.import @hal.device.default() -> !vm.ref
//   CHECK-DAG:   vm.import @hal.fence.await(!vm.ref)
//   CHECK-DAG:   vm.import @hal.buffer_view.assert(!vm.ref, i32, i32, i64) variadic
//   CHECK-DAG:   vm.import @test.pair(f32, f64) -> i32, i64 {test.note}
//   CHECK-DAG:   vm.rodata @weights dense<1.000000e+00> : tensor<4xf32>
//       CHECK:   vm.func @main(%[[ARG:.+]]: !vm.ref) -> !vm.ref {
//  CHECK-NEXT:     %[[DEV:.+]] = vm.call @hal.device.default() : () -> !vm.ref
//  CHECK-NEXT:     %[[A:.+]] = vm.const.i32 0
//  CHECK-NEXT:     %[[E:.+]] = vm.const.i32 1
//  CHECK-NEXT:     %[[D0:.+]] = vm.const.i64 1
//  CHECK-NEXT:     %[[D1:.+]] = vm.const.i64 784
//  CHECK-NEXT:     vm.call @hal.buffer_view.assert(%[[ARG]], %[[A]], %[[E]], %[[D0]], %[[D1]]) : (!vm.ref, i32, i32, i64, i64) -> ()
//  CHECK-NEXT:     vm.call @hal.buffer_view.assert(%[[ARG]], %[[A]], %[[E]]) : (!vm.ref, i32, i32) -> ()
//  CHECK-NEXT:     %[[W:.+]] = vm.const.ref.rodata @weights : !vm.ref
//  CHECK-NEXT:     %[[NULL:.+]] = vm.const.ref.zero : !vm.ref
//  CHECK-NEXT:     vm.call @hal.fence.await(%[[NULL]]) : (!vm.ref) -> ()
//  CHECK-NEXT:     %[[R:.+]] = vm.call @helper(%[[W]]) : (!vm.ref) -> !vm.ref
//  CHECK-NEXT:     vm.return %[[R]] : !vm.ref
//  CHECK-NEXT:   }
//  CHECK-NEXT:   vm.func @helper(%{{.+}}: !vm.ref) -> !vm.ref {
//       CHECK:   vm.export @main as("main") arguments([tensor<1x784xf32>]) results([tensor<1x10xf32>])
//       CHECK:   vm.export @helper as("helper_alias") arguments([tensor<4xf32>]) results([tensor<4xf32>]) {test.kept}
vm.module @module {
  vm.import @hal.device.default() -> !vm.ref
  vm.import @hal.fence.await(!vm.ref)
  vm.import @hal.buffer_view.assert(!vm.ref, i32, i32, i64) variadic
  vm.import @test.pair(f32, f64) -> i32, i64 {test.note}
  vm.rodata @weights dense<1.0> : tensor<4xf32>
  vm.func @main(%arg0: !vm.ref) -> !vm.ref {
    %device = vm.call @hal.device.default() : () -> !vm.ref
    %argument = vm.const.i32 0
    %element_type = vm.const.i32 1
    %d0 = vm.const.i64 1
    %d1 = vm.const.i64 784
    vm.call @hal.buffer_view.assert(%arg0, %argument, %element_type, %d0, %d1) : (!vm.ref, i32, i32, i64, i64) -> ()
    vm.call @hal.buffer_view.assert(%arg0, %argument, %element_type) : (!vm.ref, i32, i32) -> ()
    %w = vm.const.ref.rodata @weights : !vm.ref
    %null = vm.const.ref.zero : !vm.ref
    vm.call @hal.fence.await(%null) : (!vm.ref) -> ()
    %r = vm.call @helper(%w) : (!vm.ref) -> !vm.ref
    vm.return %r : !vm.ref
  }
  vm.func @helper(%arg0: !vm.ref) -> !vm.ref {
    vm.return %arg0 : !vm.ref
  }
  vm.export @main as("main") arguments([tensor<1x784xf32>]) results([tensor<1x10xf32>])
  vm.export @helper as("helper_alias") arguments([tensor<4xf32>]) results([tensor<4xf32>]) {test.kept}
}

// -----

// Arithmetic, comparisons and control flow.
// CHECK-LABEL: vm.module @arith {
//       CHECK: vm.func @loop(%[[N:.+]]: i32, %[[M:.+]]: i64, %{{.+}}: f32, %{{.+}}: f64) -> i32 {
//       CHECK:   %[[ZERO:.+]] = vm.const.i32 0
//       CHECK:   %[[ONE:.+]] = vm.const.i32 1
//       CHECK:   vm.br ^bb1(%[[ZERO]] : i32)
//       CHECK: ^bb1(%[[I:.+]]: i32):
//       CHECK:   %[[LT:.+]] = vm.cmp.lts.i32 %[[I]], %[[N]] : i32
//       CHECK:   vm.cond_br %[[LT]], ^bb2, ^bb3(%[[I]] : i32)
//       CHECK: ^bb2:
//       CHECK:   %[[A:.+]] = vm.add.i32 %[[I]], %[[ONE]] : i32
//       CHECK:   %[[S:.+]] = vm.sub.i32 %[[A]], %[[ONE]] : i32
//       CHECK:   %[[P:.+]] = vm.mul.i32 %[[S]], %[[ONE]] : i32
//       CHECK:   %[[EQ:.+]] = vm.cmp.eq.i32 %[[P]], %[[N]] : i32
//       CHECK:   %{{.+}} = vm.add.i64 %[[M]], %[[M]] : i64
//       CHECK:   %{{.+}} = vm.sub.i64 %[[M]], %[[M]] : i64
//       CHECK:   %{{.+}} = vm.mul.i64 %[[M]], %[[M]] : i64
//       CHECK:   %{{.+}} = vm.cmp.eq.i64 %[[M]], %[[M]] : i64
//       CHECK:   %{{.+}} = vm.cmp.lts.i64 %[[M]], %[[M]] : i64
//       CHECK:   vm.cond_br %[[EQ]], ^bb4, ^bb1(%[[A]] : i32)
//       CHECK: ^bb3(%[[OUT:.+]]: i32):
//       CHECK:   vm.return %[[OUT]] : i32
//       CHECK: ^bb4:
//       CHECK:   vm.fail "unreachable: i == n inside the loop"
vm.module @arith {
  vm.func @loop(%n: i32, %m: i64, %f: f32, %d: f64) -> i32 {
    %zero = vm.const.i32 0
    %one = vm.const.i32 1
    vm.br ^header(%zero : i32)
  ^header(%i: i32):
    %lt = vm.cmp.lts.i32 %i, %n : i32
    vm.cond_br %lt, ^body, ^exit(%i : i32)
  ^body:
    %a = vm.add.i32 %i, %one : i32
    %s = vm.sub.i32 %a, %one : i32
    %p = vm.mul.i32 %s, %one : i32
    %eq = vm.cmp.eq.i32 %p, %n : i32
    %a64 = vm.add.i64 %m, %m : i64
    %s64 = vm.sub.i64 %m, %m : i64
    %p64 = vm.mul.i64 %m, %m : i64
    %eq64 = vm.cmp.eq.i64 %m, %m : i64
    %lt64 = vm.cmp.lts.i64 %m, %m : i64
    vm.cond_br %eq, ^fail, ^header(%a : i32)
  ^exit(%out: i32):
    vm.return %out : i32
  ^fail:
    vm.fail "unreachable: i == n inside the loop"
  }
}

// -----

// A function without results returns nothing; an import without arguments
// or results.
// CHECK-LABEL: vm.module @empty {
//  CHECK-NEXT:   vm.import @test.nothing()
//  CHECK-NEXT:   vm.func @f() {
//  CHECK-NEXT:     vm.call @test.nothing() : () -> ()
//  CHECK-NEXT:     vm.return
//  CHECK-NEXT:   }
//  CHECK-NEXT: }
vm.module @empty {
  vm.import @test.nothing()
  vm.func @f() {
    vm.call @test.nothing() : () -> ()
    vm.return
  }
}

// -----

// Kernel instructions: binary, unary, comparison, conversion, select, bit
// moves, buffers, loads and stores, fma.
// CHECK-LABEL: vm.module @kernel {
//       CHECK: vm.func @ops(%[[I:[^:]+]]: i32, %[[L:[^:]+]]: i64, %[[F:[^:]+]]: f32, %[[D:[^:]+]]: f64, %[[B:[^:]+]]: !vm.ref) -> f32 {
//  CHECK-NEXT:   %[[DIV:.+]] = vm.divs.i32 %[[I]], %[[I]] : i32
//  CHECK-NEXT:   %[[SHR:.+]] = vm.shru.i64 %[[L]], %[[L]] : i64
//  CHECK-NEXT:   %[[MAX:.+]] = vm.maxnum.f32 %[[F]], %[[F]] : f32
//  CHECK-NEXT:   %[[CS:.+]] = vm.copysign.f64 %[[D]], %[[D]] : f64
//  CHECK-NEXT:   %[[CLZ:.+]] = vm.ctlz.i32 %[[DIV]] : i32
//  CHECK-NEXT:   %[[SQ:.+]] = vm.sqrt.f32 %[[MAX]] : f32
//  CHECK-NEXT:   %[[RE:.+]] = vm.roundeven.f64 %[[CS]] : f64
//  CHECK-NEXT:   %[[LTU:.+]] = vm.cmp.ltu.i64 %[[SHR]], %[[L]] : i64
//  CHECK-NEXT:   %[[UNO:.+]] = vm.cmp.uno.f32 %[[SQ]], %[[F]] : f32
//  CHECK-NEXT:   %[[S8:.+]] = vm.sext.i8.i32 %[[CLZ]] : i32 -> i32
//  CHECK-NEXT:   %[[X:.+]] = vm.ext.i32.i64.u %[[S8]] : i32 -> i64
//  CHECK-NEXT:   %[[TF:.+]] = vm.sitofp.i64.f32 %[[X]] : i64 -> f32
//  CHECK-NEXT:   %[[TI:.+]] = vm.fptoui.f64.i32 %[[RE]] : f64 -> i32
//  CHECK-NEXT:   %[[H:.+]] = vm.round.f64.f16 %[[RE]] : f64 -> f32
//  CHECK-NEXT:   %[[BITS:.+]] = vm.mov.p %[[H]] : f32 -> i32
//  CHECK-NEXT:   %[[SEL:.+]] = vm.select.p %[[UNO]], %[[BITS]], %[[TI]] : i32
//  CHECK-NEXT:   %[[N:.+]] = vm.const.i64 64
//  CHECK-NEXT:   %[[BUF:.+]] = vm.buffer.alloc %[[N]] : !vm.ref
//  CHECK-NEXT:   vm.store.i16 %[[SEL]], %[[BUF]][%[[X]]] : i32
//  CHECK-NEXT:   %[[V:.+]] = vm.load.i16.u %[[BUF]][%[[X]]] : i32
//  CHECK-NEXT:   %[[W:.+]] = vm.load.bf16 %[[B]][%[[L]]] : f32
//  CHECK-NEXT:   vm.store.f64 %[[RE]], %[[B]][%[[L]]] : f64
//  CHECK-NEXT:   %[[FMA:.+]] = vm.fma.f32 %[[W]], %[[TF]], %[[F]] : f32
//  CHECK-NEXT:   vm.cond_br %[[LTU]], ^bb1, ^bb2
vm.module @kernel {
  vm.func @ops(%i: i32, %l: i64, %f: f32, %d: f64, %b: !vm.ref) -> f32 {
    %div = vm.divs.i32 %i, %i : i32
    %shr = vm.shru.i64 %l, %l : i64
    %max = vm.maxnum.f32 %f, %f : f32
    %cs = vm.copysign.f64 %d, %d : f64
    %clz = vm.ctlz.i32 %div : i32
    %sq = vm.sqrt.f32 %max : f32
    %re = vm.roundeven.f64 %cs : f64
    %ltu = vm.cmp.ltu.i64 %shr, %l : i64
    %uno = vm.cmp.uno.f32 %sq, %f : f32
    %s8 = vm.sext.i8.i32 %clz : i32 -> i32
    %x = vm.ext.i32.i64.u %s8 : i32 -> i64
    %tf = vm.sitofp.i64.f32 %x : i64 -> f32
    %ti = vm.fptoui.f64.i32 %re : f64 -> i32
    %h = vm.round.f64.f16 %re : f64 -> f32
    %bits = vm.mov.p %h : f32 -> i32
    %sel = vm.select.p %uno, %bits, %ti : i32
    %n = vm.const.i64 64
    %buf = vm.buffer.alloc %n : !vm.ref
    vm.store.i16 %sel, %buf[%x] : i32
    %v = vm.load.i16.u %buf[%x] : i32
    %w = vm.load.bf16 %b[%l] : f32
    vm.store.f64 %re, %b[%l] : f64
    %fma = vm.fma.f32 %w, %tf, %f : f32
    vm.cond_br %ltu, ^bb1, ^bb2
  ^bb1:
    vm.return %fma : f32
  ^bb2:
    vm.return %f : f32
  }
}
