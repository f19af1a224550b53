// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-distribute-to-workgroups))"

func.func @data_dependent_bound(%a: memref<16xf32>, %n: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %size = memref.load %n[%c0] : memref<1xindex>
  // expected-error @+1 {{workgroup loop bound is not an affine function of the entry's push constants}}
  scf.forall (%i) = (0) to (%size) step (4) {
    %v = arith.constant 1.0 : f32
    memref.store %v, %a[%i] : memref<16xf32>
  } {mapping = [#gpu.block<x>]}
  return
}

// -----

// expected-error @+1 {{has 1 index arguments but strata.push_constants = 2}}
func.func @push_constant_count(%a: memref<?xf32>, %n: index) attributes {strata.binding_dims = [array<i64: 0>], strata.push_constants = 2 : i64} {
  return
}

// -----

// expected-error @+1 {{strata.binding_dims[0] must name one push constant per dynamic dim of 'memref<?x?xf32>'}}
func.func @binding_dims(%a: memref<?x?xf32>, %n: index) attributes {strata.binding_dims = [array<i64: 0>], strata.push_constants = 1 : i64} {
  return
}

// -----

// expected-error @+1 {{expected only statically shaped identity-layout memref arguments}}
func.func @tensor_arg(%a: tensor<16xf32>) {
  return
}
