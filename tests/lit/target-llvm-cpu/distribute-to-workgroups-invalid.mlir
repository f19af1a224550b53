// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-distribute-to-workgroups))"

// expected-error @+1 {{dynamically sized allocation in a dispatch}}
func.func @dynamic_alloc(%a: memref<16xf32>, %n: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %size = memref.load %n[%c0] : memref<1xindex>
  %buf = memref.alloc(%size) : memref<?xf32>
  return
}

// -----

// expected-error @+1 {{expected only statically shaped identity-layout memref arguments}}
func.func @tensor_arg(%a: tensor<16xf32>) {
  return
}
