// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline="builtin.module(strata-llvm-cpu-emit-entry-wrappers)"

// expected-error @+1 {{parameter 1 has type 'i32', expected 'i64'}}
llvm.func @bad(%a: !llvm.ptr, %x: i32, %y: i64, %z: i64)
    attributes {strata.workgroup_count = array<i64: 1, 1, 1>} {
  llvm.return
}

// -----

// expected-error @+1 {{expected a void function taking buffers, 0 push constants and three workgroup ids}}
llvm.func @no_ids(%a: !llvm.ptr) attributes {strata.workgroup_count = array<i64: 1, 1, 1>} {
  llvm.return
}
