// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-vm-convert-standard-to-vm

// A dynamic layout that no memref.reinterpret_cast describes cannot be
// linearized.
func.func @dynamic_layout(%m: memref<?x?xf32>, %i: index) -> f32 {
  // expected-error @+2 {{'memref.load' op accesses 'memref<?x?xf32>' whose layout is not static}}
  // expected-error @+1 {{failed to legalize operation 'memref.load'}}
  %0 = memref.load %m[%i, %i] : memref<?x?xf32>
  return %0 : f32
}

// -----

func.func @dynamic_store(%m: memref<4xf32, strided<[?], offset: ?>>, %i: index, %v: f32) {
  // expected-error @+2 {{'memref.store' op accesses 'memref<4xf32, strided<[?], offset: ?>>' whose layout is not static}}
  // expected-error @+1 {{failed to legalize operation 'memref.store'}}
  memref.store %v, %m[%i] : memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

// 8-bit floats have no VM register form, so neither do bitcasts to them.
func.func @bitcast_f8(%x: i8) -> i8 {
  // expected-error @+1 {{'arith.bitcast' op result #0 has type 'f8E4M3FN', which has no VM form (the VM holds i1, i8, i16, i32, i64, index, f16, bf16, f32 and f64 values)}}
  %0 = arith.bitcast %x : i8 to f8E4M3FN
  %1 = arith.bitcast %0 : f8E4M3FN to i8
  return %1 : i8
}

// -----

// expected-error @+2 {{'func.func' op external function 'nodot' must be named '<module>.<function>' to become a VM import}}
// expected-error @+1 {{failed to legalize operation 'func.func'}}
func.func private @nodot(f32) -> f32
func.func @call_nodot(%x: f32) -> f32 {
  %0 = func.call @nodot(%x) : (f32) -> f32
  return %0 : f32
}

// -----

// The `strata.import` name counts, not the declaration's.
// expected-error @+2 {{'func.func' op external function 'nodot' must be named '<module>.<function>' to become a VM import}}
// expected-error @+1 {{failed to legalize operation 'func.func'}}
func.func private @test.fine(f32) attributes {strata.import = "nodot"}

// -----

func.func private @test.op.f32(memref<?xf32>) attributes {strata.import = "test.op"}
// expected-error @+2 {{'func.func' op declares import 'test.op' as '(i32) -> ()' but it is already '(!vm.ref) -> ()'}}
// expected-error @+1 {{failed to legalize operation 'func.func'}}
func.func private @test.op.i32(i32) attributes {strata.import = "test.op"}

// -----

// expected-error @+1 {{'func.func' op argument #0 has type 'i128', which has no VM form}}
func.func @wide_argument(%x: i128) {
  return
}

// -----

func.func @wide_value(%x: i64) -> i64 {
  // expected-error @+1 {{'arith.extsi' op result #0 has type 'i128', which has no VM form}}
  %0 = arith.extsi %x : i64 to i128
  %1 = arith.addi %0, %0 : i128
  %2 = arith.trunci %1 : i128 to i64
  return %2 : i64
}

// -----

func.func @wide_block_argument(%x: f64) -> i32 {
  %c = arith.constant 0 : i128
  // expected-error @-1 {{'arith.constant' op result #0 has type 'i128', which has no VM form}}
  cf.br ^bb1(%c : i128)
^bb1(%y: i128):
  %0 = arith.trunci %y : i128 to i32
  return %0 : i32
}

// -----

// expected-error @+2 {{'memref.global' op only constant globals with a value can become VM rodata}}
// expected-error @+1 {{failed to legalize operation 'memref.global'}}
memref.global "private" @state : memref<4xf32> = dense<0.0>

// -----

func.func @strided_alloc() {
  // expected-error @+2 {{'memref.alloc' op needs an identity layout to become a VM buffer}}
  // expected-error @+1 {{failed to legalize operation 'memref.alloc'}}
  %0 = memref.alloc() : memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @dim_of_argument(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  // expected-error @+2 {{'memref.dim' op reads a dynamic dim of a memref whose size the VM cannot see (not a reinterpret_cast view or an allocation)}}
  // expected-error @+1 {{failed to legalize operation 'memref.dim'}}
  %0 = memref.dim %m, %c0 : memref<?xf32>
  return %0 : index
}
