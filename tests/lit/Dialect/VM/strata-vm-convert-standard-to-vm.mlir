// RUN: strata-opt %s --split-input-file --strata-vm-convert-standard-to-vm | FileCheck %s

// Narrow integers live sign-extended in i32 registers (i1 as 0 or 1): ops
// that can leave the range re-canonicalize their result, unsigned ops
// zero-extend their operands first, signed ops on i1 negate it (true is -1),
// and sgt/sge/ugt/uge swap the operands of lts/les/ltu/leu.
// CHECK-LABEL: vm.module @module {
//       CHECK: vm.func @narrow(%[[A:.+]]: i32, %[[B:.+]]: i32, %[[C:.+]]: i32, %[[D:.+]]: i32, %[[E:.+]]: i32, %[[F:.+]]: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
//  CHECK-NEXT:   %[[ADD:.+]] = vm.add.i32 %[[A]], %[[B]] : i32
//  CHECK-NEXT:   %[[ADD8:.+]] = vm.sext.i8.i32 %[[ADD]] : i32 -> i32
//  CHECK-NEXT:   %[[AU:.+]] = vm.zext.i8.i32 %[[A]] : i32 -> i32
//  CHECK-NEXT:   %[[BU:.+]] = vm.zext.i8.i32 %[[B]] : i32 -> i32
//  CHECK-NEXT:   %[[DIV:.+]] = vm.divu.i32 %[[AU]], %[[BU]] : i32
//  CHECK-NEXT:   %[[DIV8:.+]] = vm.sext.i8.i32 %[[DIV]] : i32 -> i32
//  CHECK-NEXT:   %[[MAX:.+]] = vm.maxu.i32 %[[C]], %[[D]] : i32
//  CHECK-NEXT:   %[[ONE:.+]] = vm.const.i32 1
//  CHECK-NEXT:   %[[MAX1:.+]] = vm.and.i32 %[[MAX]], %[[ONE]] : i32
//  CHECK-NEXT:   %[[AU2:.+]] = vm.zext.i8.i32 %[[A]] : i32 -> i32
//  CHECK-NEXT:   %[[BU2:.+]] = vm.zext.i8.i32 %[[B]] : i32 -> i32
//  CHECK-NEXT:   %[[UGT:.+]] = vm.cmp.ltu.i32 %[[BU2]], %[[AU2]] : i32
//  CHECK-NEXT:   %[[EU:.+]] = vm.zext.i16.i32 %[[E]] : i32 -> i32
//  CHECK-NEXT:   %[[EU2:.+]] = vm.zext.i16.i32 %[[E]] : i32 -> i32
//  CHECK-NEXT:   %[[SHR:.+]] = vm.shru.i32 %[[EU]], %[[EU2]] : i32
//  CHECK-NEXT:   %[[SHR16:.+]] = vm.sext.i16.i32 %[[SHR]] : i32 -> i32
//  CHECK-NEXT:   %[[Z0:.+]] = vm.const.i32 0
//  CHECK-NEXT:   %[[CS:.+]] = vm.sub.i32 %[[Z0]], %[[C]] : i32
//  CHECK-NEXT:   %[[Z1:.+]] = vm.const.i32 0
//  CHECK-NEXT:   %[[DS:.+]] = vm.sub.i32 %[[Z1]], %[[D]] : i32
//  CHECK-NEXT:   %[[SGE:.+]] = vm.cmp.les.i32 %[[DS]], %[[CS]] : i32
//  CHECK-NEXT:   %[[SLT:.+]] = vm.cmp.lts.i32 %[[A]], %[[B]] : i32
//  CHECK-NEXT:   %[[EU3:.+]] = vm.zext.i16.i32 %[[E]] : i32 -> i32
//  CHECK-NEXT:   %[[EU4:.+]] = vm.zext.i16.i32 %[[F]] : i32 -> i32
//  CHECK-NEXT:   %[[ULE:.+]] = vm.cmp.leu.i32 %[[EU3]], %[[EU4]] : i32
//  CHECK-NEXT:   %[[NE:.+]] = vm.cmp.ne.i32 %[[C]], %[[D]] : i32
//  CHECK-NEXT:   vm.return %[[ADD8]], %[[DIV8]], %[[MAX1]], %[[UGT]], %[[SHR16]], %[[SGE]], %[[SLT]], %[[ULE]], %[[NE]] : i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @narrow(%a: i8, %b: i8, %c: i1, %d: i1, %e: i16, %f: i16) -> (i8, i8, i1, i1, i16, i1, i1, i1, i1) {
  %0 = arith.addi %a, %b : i8
  %1 = arith.divui %a, %b : i8
  %2 = arith.maxui %c, %d : i1
  %3 = arith.cmpi ugt, %a, %b : i8
  %4 = arith.shrui %e, %e : i16
  %5 = arith.cmpi sge, %c, %d : i1
  %6 = arith.cmpi slt, %a, %b : i8
  %7 = arith.cmpi ule, %e, %f : i16
  %8 = arith.cmpi ne, %c, %d : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i8, i8, i1, i1, i16, i1, i1, i1, i1
}

// -----

// index is an i64; index_cast truncates or sign-extends, index_castui
// zero-extends.
// CHECK-LABEL: vm.func @index(
//  CHECK-SAME:     %[[I:[^:]+]]: i64, %[[J:[^:]+]]: i64, %[[K:[^:]+]]: i32) -> (i64, i32, i64, i64, i64)
//  CHECK-NEXT:   %[[MUL:.+]] = vm.mul.i64 %[[I]], %[[J]] : i64
//  CHECK-NEXT:   %[[T:.+]] = vm.trunc.i64.i32 %[[MUL]] : i64 -> i32
//  CHECK-NEXT:   %[[U:.+]] = vm.ext.i32.i64.u %[[T]] : i32 -> i64
//  CHECK-NEXT:   %[[S:.+]] = vm.ext.i32.i64.s %[[K]] : i32 -> i64
//  CHECK-NEXT:   %[[C:.+]] = vm.const.i64 -3
//  CHECK-NEXT:   vm.return %[[MUL]], %[[T]], %[[U]], %[[S]], %[[C]] : i64, i32, i64, i64, i64
func.func @index(%i: index, %j: index, %k: i8) -> (index, i32, index, index, index) {
  %0 = arith.muli %i, %j : index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %1 : i32 to index
  %3 = arith.index_cast %k : i8 to index
  %4 = arith.constant -3 : index
  return %0, %1, %2, %3, %4 : index, i32, index, index, index
}

// -----

// f16/bf16 values are f32 registers: their arithmetic rounds the f32 result
// back to the narrow precision; truncf rounds once, from f32 or f64; extf
// from f16 is the identity.
// CHECK-LABEL: vm.func @floats(
//  CHECK-SAME:     %[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32, %[[C:[^:]+]]: f32, %[[D:[^:]+]]: f64, %[[E:[^:]+]]: f32) -> (f32, f32, f64, f32, f32, f32, f32, f64, f32)
//  CHECK-NEXT:   %[[ADD:.+]] = vm.add.f32 %[[A]], %[[B]] : f32
//  CHECK-NEXT:   %[[ADD16:.+]] = vm.round.f32.f16 %[[ADD]] : f32 -> f32
//  CHECK-NEXT:   %[[T16:.+]] = vm.round.f32.f16 %[[C]] : f32 -> f32
//  CHECK-NEXT:   %[[X64:.+]] = vm.ext.f32.f64 %[[C]] : f32 -> f64
//  CHECK-NEXT:   %[[T32:.+]] = vm.trunc.f64.f32 %[[D]] : f64 -> f32
//  CHECK-NEXT:   %[[D16:.+]] = vm.round.f64.f16 %[[D]] : f64 -> f32
//  CHECK-NEXT:   %[[B16:.+]] = vm.round.f32.bf16 %[[C]] : f32 -> f32
//  CHECK-NEXT:   %[[H64:.+]] = vm.ext.f32.f64 %[[A]] : f32 -> f64
//  CHECK-NEXT:   %[[MUL:.+]] = vm.mul.f32 %[[E]], %[[E]] : f32
//  CHECK-NEXT:   %[[MULB:.+]] = vm.round.f32.bf16 %[[MUL]] : f32 -> f32
//  CHECK-NEXT:   vm.return %[[ADD16]], %[[T16]], %[[X64]], %[[T32]], %[[D16]], %[[B16]], %[[A]], %[[H64]], %[[MULB]] : f32, f32, f64, f32, f32, f32, f32, f64, f32
func.func @floats(%a: f16, %b: f16, %c: f32, %d: f64, %e: bf16) -> (f16, f16, f64, f32, f16, bf16, f32, f64, bf16) {
  %0 = arith.addf %a, %b : f16
  %1 = arith.truncf %c : f32 to f16
  %2 = arith.extf %c : f32 to f64
  %3 = arith.truncf %d : f64 to f32
  %4 = arith.truncf %d : f64 to f16
  %5 = arith.truncf %c : f32 to bf16
  %6 = arith.extf %a : f16 to f32
  %7 = arith.extf %a : f16 to f64
  %8 = arith.mulf %e, %e : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f16, f16, f64, f32, f16, bf16, f32, f64, bf16
}

// -----

// Loads and stores index the underlying buffer linearly: identity layouts
// by row-major strides, strided views by their static offset and strides;
// casts and other views pass the buffer through. Element kinds: i1 loads
// zero-extend a byte, i16 loads sign-extend, f16 is converted to and from
// f32.
// CHECK-LABEL: vm.func @memrefs(
//  CHECK-SAME:     %[[M:[^:]+]]: !vm.ref, %[[S:[^:]+]]: !vm.ref, %[[BITS:[^:]+]]: !vm.ref, %[[HALF:[^:]+]]: !vm.ref, %[[W:[^:]+]]: !vm.ref, %[[I:[^:]+]]: i64, %[[J:[^:]+]]: i64) -> i32
//  CHECK-NEXT:   %[[C8:.+]] = vm.const.i64 8
//  CHECK-NEXT:   %[[R:.+]] = vm.mul.i64 %[[I]], %[[C8]] : i64
//  CHECK-NEXT:   %[[L0:.+]] = vm.add.i64 %[[R]], %[[J]] : i64
//  CHECK-NEXT:   %[[V:.+]] = vm.load.f32 %[[M]][%[[L0]]] : f32
//  CHECK-NEXT:   %[[OFF:.+]] = vm.const.i64 5
//  CHECK-NEXT:   %[[C16:.+]] = vm.const.i64 16
//  CHECK-NEXT:   %[[R1:.+]] = vm.mul.i64 %[[I]], %[[C16]] : i64
//  CHECK-NEXT:   %[[P:.+]] = vm.add.i64 %[[OFF]], %[[R1]] : i64
//  CHECK-NEXT:   %[[C2:.+]] = vm.const.i64 2
//  CHECK-NEXT:   %[[R2:.+]] = vm.mul.i64 %[[J]], %[[C2]] : i64
//  CHECK-NEXT:   %[[L1:.+]] = vm.add.i64 %[[P]], %[[R2]] : i64
//  CHECK-NEXT:   vm.store.f32 %[[V]], %[[S]][%[[L1]]] : f32
//  CHECK-NEXT:   %[[C8B:.+]] = vm.const.i64 8
//  CHECK-NEXT:   %[[R3:.+]] = vm.mul.i64 %[[J]], %[[C8B]] : i64
//  CHECK-NEXT:   %[[L2:.+]] = vm.add.i64 %[[R3]], %[[I]] : i64
//  CHECK-NEXT:   %[[V2:.+]] = vm.load.f32 %[[M]][%[[L2]]] : f32
//  CHECK-NEXT:   %[[V3:.+]] = vm.load.f32 %[[M]][%[[I]]] : f32
//  CHECK-NEXT:   %[[B:.+]] = vm.load.i8.u %[[BITS]][%[[I]]] : i32
//  CHECK-NEXT:   vm.store.i8 %[[B]], %[[BITS]][%[[J]]] : i32
//  CHECK-NEXT:   %[[H:.+]] = vm.load.f16 %[[HALF]][%[[I]]] : f32
//  CHECK-NEXT:   vm.store.f16 %[[H]], %[[HALF]][%[[J]]] : f32
//  CHECK-NEXT:   %[[Z:.+]] = vm.const.i64 0
//  CHECK-NEXT:   %[[X:.+]] = vm.load.i16.s %[[W]][%[[Z]]] : i32
//  CHECK-NEXT:   vm.return %[[X]] : i32
func.func @memrefs(%m: memref<4x8xf32>, %s: memref<2x3xf32, strided<[16, 2], offset: 5>>,
                   %bits: memref<32xi1>, %half: memref<64xf16>, %w: memref<i16>,
                   %i: index, %j: index) -> i16 {
  %0 = memref.load %m[%i, %j] : memref<4x8xf32>
  memref.store %0, %s[%i, %j] : memref<2x3xf32, strided<[16, 2], offset: 5>>
  %c = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %1 = memref.load %c[%j, %i] : memref<?x8xf32>
  %v = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %2 = memref.load %v[%i] : memref<32xf32>
  %3 = memref.load %bits[%i] : memref<32xi1>
  memref.store %3, %bits[%j] : memref<32xi1>
  %4 = memref.load %half[%i] : memref<64xf16>
  memref.store %4, %half[%j] : memref<64xf16>
  %5 = memref.load %w[] : memref<i16>
  return %5 : i16
}

// -----

// A memref.reinterpret_cast (what expand-strided-metadata leaves) gives the
// dynamic offset and strides; a subview of it keeps the buffer.
// CHECK-LABEL: vm.func @reinterpret(
//  CHECK-SAME:     %[[M:[^:]+]]: !vm.ref, %[[O:[^:]+]]: i64, %[[ST:[^:]+]]: i64, %[[I:[^:]+]]: i64, %[[J:[^:]+]]: i64) -> i32
//  CHECK-NEXT:   %[[R:.+]] = vm.mul.i64 %[[I]], %[[ST]] : i64
//  CHECK-NEXT:   %[[P:.+]] = vm.add.i64 %[[O]], %[[R]] : i64
//  CHECK-NEXT:   %[[L:.+]] = vm.add.i64 %[[P]], %[[J]] : i64
//  CHECK-NEXT:   %[[V:.+]] = vm.load.i8.s %[[M]][%[[L]]] : i32
//  CHECK-NEXT:   %[[C3:.+]] = vm.const.i64 3
//  CHECK-NEXT:   %[[L2:.+]] = vm.add.i64 %[[C3]], %[[I]] : i64
//  CHECK-NEXT:   vm.store.i8 %[[V]], %[[M]][%[[L2]]] : i32
//  CHECK-NEXT:   vm.return %[[V]] : i32
func.func @reinterpret(%m: memref<?xi8>, %o: index, %st: index, %i: index, %j: index) -> i8 {
  %v = memref.reinterpret_cast %m to offset: [%o], sizes: [4, 4], strides: [%st, 1] : memref<?xi8> to memref<4x4xi8, strided<[?, 1], offset: ?>>
  %0 = memref.load %v[%i, %j] : memref<4x4xi8, strided<[?, 1], offset: ?>>
  %s = memref.subview %m[3] [4] [1] : memref<?xi8> to memref<4xi8, strided<[1], offset: 3>>
  memref.store %0, %s[%i] : memref<4xi8, strided<[1], offset: 3>>
  return %0 : i8
}

// -----

// Constant globals become rodata viewed by const.ref.rodata; allocations
// become zero-filled buffers of the byte size (i1: one byte, index: eight);
// deallocation is dropped (refs are counted).
// CHECK-LABEL: vm.module @module {
//  CHECK-NEXT:   vm.rodata @table dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
//  CHECK-NEXT:   vm.func @globals(%[[I:.+]]: i64) -> f32 {
//  CHECK-NEXT:     %[[T:.+]] = vm.const.ref.rodata @table : !vm.ref
//  CHECK-NEXT:     %[[V:.+]] = vm.load.f32 %[[T]][%[[I]]] : f32
//  CHECK-NEXT:     %[[N64:.+]] = vm.const.i64 64
//  CHECK-NEXT:     %[[A:.+]] = vm.buffer.alloc %[[N64]] : !vm.ref
//       CHECK:     vm.store.f32 %[[V]], %[[A]][%{{.+}}] : f32
//  CHECK-NEXT:     %[[N3:.+]] = vm.const.i64 3
//  CHECK-NEXT:     %{{.+}} = vm.buffer.alloc %[[N3]] : !vm.ref
//  CHECK-NEXT:     %[[N16:.+]] = vm.const.i64 16
//  CHECK-NEXT:     %{{.+}} = vm.buffer.alloc %[[N16]] : !vm.ref
//  CHECK-NEXT:     vm.return %[[V]] : f32
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @globals(%i: index) -> f32 {
  %t = memref.get_global @table : memref<4xf32>
  %0 = memref.load %t[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4x4xf32>
  memref.store %0, %a[%i, %i] : memref<4x4xf32>
  %b = memref.alloca() : memref<3xi1>
  %c = memref.alloc() : memref<2xindex>
  memref.dealloc %a : memref<4x4xf32>
  return %0 : f32
}

// -----

// cf.switch becomes a chain of equality tests against the (sign-extended)
// case values, the last one falling through to the default.
// CHECK-LABEL: vm.func @switch(
//  CHECK-SAME:     %[[F:[^:]+]]: i32, %[[X:[^:]+]]: i32) -> i32
//  CHECK-NEXT:   %[[M1:.+]] = vm.const.i32 -1
//  CHECK-NEXT:   %[[EQ0:.+]] = vm.cmp.eq.i32 %[[F]], %[[M1]] : i32
//  CHECK-NEXT:   vm.cond_br %[[EQ0]], ^[[CASE0:.+]], ^[[NEXT:.+]]
//  CHECK-NEXT: ^[[NEXT]]:
//  CHECK-NEXT:   %[[C7:.+]] = vm.const.i32 7
//  CHECK-NEXT:   %[[EQ1:.+]] = vm.cmp.eq.i32 %[[F]], %[[C7]] : i32
//  CHECK-NEXT:   vm.cond_br %[[EQ1]], ^[[CASE1:.+]](%[[X]] : i32), ^[[DEFAULT:.+]](%[[X]] : i32)
//  CHECK-NEXT: ^[[CASE0]]:
//  CHECK-NEXT:   %[[ONE:.+]] = vm.const.i32 1
//  CHECK-NEXT:   vm.return %[[ONE]] : i32
//  CHECK-NEXT: ^[[CASE1]](%[[Y:.+]]: i32):
//  CHECK-NEXT:   vm.return %[[Y]] : i32
//  CHECK-NEXT: ^[[DEFAULT]](%[[Z:.+]]: i32):
//  CHECK-NEXT:   vm.return %[[Z]] : i32
func.func @switch(%flag: i8, %x: i32) -> i32 {
  cf.switch %flag : i8, [
    default: ^bb3(%x : i32),
    -1: ^bb1,
    7: ^bb2(%x : i32)
  ]
^bb1:
  %c = arith.constant 1 : i32
  return %c : i32
^bb2(%y: i32):
  return %y : i32
^bb3(%z: i32):
  return %z : i32
}

// -----

// External declarations become imports named by `strata.import` (or their
// own name); declarations of one import for several operand types share it.
// CHECK-LABEL: vm.module @module {
//  CHECK-NEXT:   vm.import @vmvx.add(!vm.ref, !vm.ref)
//  CHECK-NEXT:   vm.import @math.other(f32, i32) -> f32
//  CHECK-NEXT:   vm.func @calls(%[[A:[^:]+]]: !vm.ref, %[[B:[^:]+]]: !vm.ref, %[[X:[^:]+]]: f32, %[[N:[^:]+]]: i32) -> f32 {
//  CHECK-NEXT:     vm.call @vmvx.add(%[[A]], %[[A]]) : (!vm.ref, !vm.ref) -> ()
//  CHECK-NEXT:     vm.call @vmvx.add(%[[B]], %[[B]]) : (!vm.ref, !vm.ref) -> ()
//  CHECK-NEXT:     %[[R:.+]] = vm.call @math.other(%[[X]], %[[N]]) : (f32, i32) -> f32
//  CHECK-NEXT:     %[[H:.+]] = vm.call @helper(%[[R]]) : (f32) -> f32
//  CHECK-NEXT:     vm.return %[[H]] : f32
//  CHECK-NEXT:   }
//  CHECK-NEXT:   vm.func @helper(%[[Y:.+]]: f32) -> f32 {
//  CHECK-NEXT:     vm.return %[[Y]] : f32
//   CHECK-NOT: vm.import
func.func private @vmvx.add.f32(memref<?xf32>, memref<?xf32>) attributes {strata.import = "vmvx.add"}
func.func private @vmvx.add.f64(memref<?xf64>, memref<?xf64>) attributes {strata.import = "vmvx.add"}
func.func private @math.other(f32, i8) -> f32
func.func @calls(%a: memref<?xf32>, %b: memref<?xf64>, %x: f32, %n: i8) -> f32 {
  func.call @vmvx.add.f32(%a, %a) : (memref<?xf32>, memref<?xf32>) -> ()
  func.call @vmvx.add.f64(%b, %b) : (memref<?xf64>, memref<?xf64>) -> ()
  %0 = func.call @math.other(%x, %n) : (f32, i8) -> f32
  %1 = func.call @helper(%0) : (f32) -> f32
  return %1 : f32
}
func.func @helper(%x: f32) -> f32 {
  return %x : f32
}

// -----

// Math functions map to one instruction each (f16 results rounded); the
// float classes are comparisons; bit counts on narrow integers work on the
// zero-extended value.
// CHECK-LABEL: vm.func @math(
//  CHECK-SAME:     %[[X:[^:]+]]: f32, %[[D:[^:]+]]: f64, %[[H:[^:]+]]: f32, %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32)
//  CHECK-NEXT:   %[[EXP:.+]] = vm.exp.f32 %[[X]] : f32
//  CHECK-NEXT:   %[[ABS:.+]] = vm.abs.f64 %[[D]] : f64
//  CHECK-NEXT:   %[[TANH:.+]] = vm.tanh.f32 %[[H]] : f32
//  CHECK-NEXT:   %[[TANH16:.+]] = vm.round.f32.f16 %[[TANH]] : f32 -> f32
//  CHECK-NEXT:   %[[NAN:.+]] = vm.cmp.uno.f32 %[[X]], %[[X]] : f32
//  CHECK-NEXT:   %[[ABSD:.+]] = vm.abs.f64 %[[D]] : f64
//  CHECK-NEXT:   %[[INFD:.+]] = vm.const.f64 0x7FF0000000000000
//  CHECK-NEXT:   %[[ISINF:.+]] = vm.cmp.oeq.f64 %[[ABSD]], %[[INFD]] : f64
//  CHECK-NEXT:   %[[ABSX:.+]] = vm.abs.f32 %[[X]] : f32
//  CHECK-NEXT:   %[[INF:.+]] = vm.const.f32 0x7F800000
//  CHECK-NEXT:   %[[FIN:.+]] = vm.cmp.olt.f32 %[[ABSX]], %[[INF]] : f32
//  CHECK-NEXT:   %[[IU:.+]] = vm.zext.i8.i32 %[[I]] : i32 -> i32
//  CHECK-NEXT:   %[[CLZ32:.+]] = vm.ctlz.i32 %[[IU]] : i32
//  CHECK-NEXT:   %[[C24:.+]] = vm.const.i32 24
//  CHECK-NEXT:   %[[CLZ:.+]] = vm.sub.i32 %[[CLZ32]], %[[C24]] : i32
//  CHECK-NEXT:   %[[Z:.+]] = vm.const.i32 0
//  CHECK-NEXT:   %[[NEG:.+]] = vm.sub.i32 %[[Z]], %[[I]] : i32
//  CHECK-NEXT:   %[[LT:.+]] = vm.cmp.lts.i32 %[[I]], %[[Z]] : i32
//  CHECK-NEXT:   %[[SEL:.+]] = vm.select.p %[[LT]], %[[NEG]], %[[I]] : i32
//  CHECK-NEXT:   %[[ABSI:.+]] = vm.sext.i8.i32 %[[SEL]] : i32 -> i32
//  CHECK-NEXT:   %[[POP:.+]] = vm.popcnt.i32 %[[J]] : i32
//  CHECK-NEXT:   %[[FMA:.+]] = vm.fma.f32 %[[X]], %[[X]], %[[X]] : f32
//  CHECK-NEXT:   %[[POW:.+]] = vm.pow.f64 %[[D]], %[[D]] : f64
//  CHECK-NEXT:   %[[ERF:.+]] = vm.erf.f32 %[[X]] : f32
//  CHECK-NEXT:   vm.return %[[EXP]], %[[ABS]], %[[TANH16]], %[[NAN]], %[[ISINF]], %[[FIN]], %[[CLZ]], %[[ABSI]], %[[POP]], %[[FMA]], %[[POW]], %[[ERF]] :
func.func @math(%x: f32, %d: f64, %h: f16, %i: i8, %j: i32) -> (f32, f64, f16, i1, i1, i1, i8, i8, i32, f32, f64, f32) {
  %0 = math.exp %x : f32
  %1 = math.absf %d : f64
  %2 = math.tanh %h : f16
  %3 = math.isnan %x : f32
  %4 = math.isinf %d : f64
  %5 = math.isfinite %x : f32
  %6 = math.ctlz %i : i8
  %7 = math.absi %i : i8
  %8 = math.ctpop %j : i32
  %9 = math.fma %x, %x, %x : f32
  %10 = math.powf %d, %d : f64
  %11 = math.erf %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f64, f16, i1, i1, i1, i8, i8, i32, f32, f64, f32
}

// -----

// Integer <-> float conversions extend narrow operands per signedness and
// re-canonicalize narrow results; the f16 result of sitofp is rounded.
// CHECK-LABEL: vm.func @casts(
//  CHECK-SAME:     %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[C:[^:]+]]: i64, %[[F:[^:]+]]: f32, %[[H:[^:]+]]: f32)
//  CHECK-NEXT:   %[[AU:.+]] = vm.zext.i8.i32 %[[A]] : i32 -> i32
//  CHECK-NEXT:   %[[A64:.+]] = vm.ext.i32.i64.u %[[AU]] : i32 -> i64
//  CHECK-NEXT:   %[[T:.+]] = vm.trunc.i64.i32 %[[C]] : i64 -> i32
//  CHECK-NEXT:   %[[T8:.+]] = vm.sext.i8.i32 %[[T]] : i32 -> i32
//  CHECK-NEXT:   %[[SF:.+]] = vm.sitofp.i32.f32 %[[A]] : i32 -> f32
//  CHECK-NEXT:   %[[SF16:.+]] = vm.round.f32.f16 %[[SF]] : f32 -> f32
//  CHECK-NEXT:   %[[UF:.+]] = vm.uitofp.i32.f32 %[[B]] : i32 -> f32
//  CHECK-NEXT:   %[[FU:.+]] = vm.fptoui.f32.i32 %[[F]] : f32 -> i32
//  CHECK-NEXT:   %[[FU8:.+]] = vm.sext.i8.i32 %[[FU]] : i32 -> i32
//  CHECK-NEXT:   %[[FS:.+]] = vm.fptosi.f32.i32 %[[H]] : f32 -> i32
//  CHECK-NEXT:   %[[FS16:.+]] = vm.sext.i16.i32 %[[FS]] : i32 -> i32
//  CHECK-NEXT:   %[[Z:.+]] = vm.const.i32 0
//  CHECK-NEXT:   %[[BS:.+]] = vm.sub.i32 %[[Z]], %[[B]] : i32
//  CHECK-NEXT:   %[[BF:.+]] = vm.sitofp.i32.f64 %[[BS]] : i32 -> f64
//  CHECK-NEXT:   vm.return %[[A]], %[[B]], %[[A64]], %[[T8]], %[[SF16]], %[[UF]], %[[FU8]], %[[FS16]], %[[BF]] :
func.func @casts(%a: i8, %b: i1, %c: i64, %f: f32, %h: f16) -> (i32, i32, i64, i8, f16, f32, i8, i16, f64) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %b : i1 to i32
  %2 = arith.extui %a : i8 to i64
  %3 = arith.trunci %c : i64 to i8
  %4 = arith.sitofp %a : i8 to f16
  %5 = arith.uitofp %b : i1 to f32
  %6 = arith.fptoui %f : f32 to i8
  %7 = arith.fptosi %h : f16 to i16
  %8 = arith.sitofp %b : i1 to f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i64, i8, f16, f32, i8, i16, f64
}

// -----

// Bitcasts of 32- and 64-bit values move register bits; 16-bit floats are
// stored to a 2-byte scratch buffer (allocated at the function entry) and
// reloaded as the other type.
// CHECK-LABEL: vm.func @bitcast(
//  CHECK-SAME:     %[[H:[^:]+]]: f32, %[[S:[^:]+]]: i32, %[[F:[^:]+]]: f32, %[[D:[^:]+]]: f64)
//  CHECK-NEXT:   %[[N1:.+]] = vm.const.i64 2
//  CHECK-NEXT:   %[[BUF1:.+]] = vm.buffer.alloc %[[N1]] : !vm.ref
//  CHECK-NEXT:   %[[N0:.+]] = vm.const.i64 2
//  CHECK-NEXT:   %[[BUF0:.+]] = vm.buffer.alloc %[[N0]] : !vm.ref
//  CHECK-NEXT:   %[[Z0:.+]] = vm.const.i64 0
//  CHECK-NEXT:   vm.store.f16 %[[H]], %[[BUF0]][%[[Z0]]] : f32
//  CHECK-NEXT:   %[[HI:.+]] = vm.load.i16.s %[[BUF0]][%[[Z0]]] : i32
//  CHECK-NEXT:   %[[Z1:.+]] = vm.const.i64 0
//  CHECK-NEXT:   vm.store.i16 %[[S]], %[[BUF1]][%[[Z1]]] : i32
//  CHECK-NEXT:   %[[SB:.+]] = vm.load.bf16 %[[BUF1]][%[[Z1]]] : f32
//  CHECK-NEXT:   %[[FI:.+]] = vm.mov.p %[[F]] : f32 -> i32
//  CHECK-NEXT:   %[[DI:.+]] = vm.mov.p %[[D]] : f64 -> i64
//  CHECK-NEXT:   vm.return %[[HI]], %[[SB]], %[[FI]], %[[DI]] : i32, f32, i32, i64
func.func @bitcast(%h: f16, %s: i16, %f: f32, %d: f64) -> (i16, bf16, i32, i64) {
  %0 = arith.bitcast %h : f16 to i16
  %1 = arith.bitcast %s : i16 to bf16
  %2 = arith.bitcast %f : f32 to i32
  %3 = arith.bitcast %d : f64 to i64
  return %0, %1, %2, %3 : i16, bf16, i32, i64
}

// -----

// Dynamic sizes: an allocation's byte count multiplies its dynamic sizes
// at run time; memref.dim and extract_strided_metadata of a
// reinterpret_cast view (a dynamically shaped binding) or an allocation
// read the sizes and strides it was given.
// CHECK-LABEL: vm.func @dynamic_sizes
//       CHECK: %[[BYTES:.+]] = vm.mul.i64 %{{.+}}, %[[N:[a-z0-9_]+]]
//       CHECK: vm.buffer.alloc %[[BYTES]]
//       CHECK: vm.return %[[N]]
func.func @dynamic_sizes(%n: index) -> index {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<?x4xf32>
  memref.dealloc %a : memref<?x4xf32>
  return %d : index
}
