// RUN: strata-opt --plugin=%plugin_dir/libstrata-target-vmvx.so %s --split-input-file --verify-diagnostics --strata-vmvx-prepare-entry-points

// expected-error @+1 {{'func.func' op expected binding memrefs, then 0 index push constants as arguments, got 'i32'}}
func.func @scalar_argument(%a: memref<4xf32>, %n: i32) {
  return
}

// -----

// expected-error @+1 {{'func.func' op expected no results after buffer-results-to-out-params}}
func.func @result(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
