// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-c-portable-prepare-dispatch

// expected-error @+1 {{binding 0: expected a statically shaped identity-layout memref, got 'memref<?xf32>'}}
func.func @dynamic(%a: memref<?xf32>) {
  return
}

// -----

// expected-error @+1 {{expected no results after buffer-results-to-out-params, got 1}}
func.func @result(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// -----

func.func @too_big(%a: memref<4xf32>) {
  // expected-error @+1 {{temporaries of function 'too_big' need 4194304 bytes, more than the stack budget of 1048576 bytes (max-stack-bytes)}}
  %t = memref.alloc() : memref<1024x1024xf32>
  return
}
