// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --strata-vulkan-map-to-gpu --verify-diagnostics

// expected-error @+1 {{expected only statically shaped or 1-D identity-layout memref arguments, got 'tensor<4xf32>'}}
func.func @tensor_argument(%a: tensor<4xf32>) {
  return
}

// -----

// expected-error @+1 {{expected no results after buffer-results-to-out-params}}
func.func @result(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// -----

// Dynamically shaped bindings arrive as 1-D runtime arrays
// (bindDynamicBuffers); any other dynamic shape is refused.
// expected-error @+1 {{expected only statically shaped or 1-D identity-layout memref arguments, got 'memref<?x4xf32>'}}
func.func @dynamic(%a: memref<?x4xf32>) {
  return
}

// -----

// Push constants come after the bindings.
// expected-error @+1 {{expected 1 index push constant arguments after the bindings, got 'memref<4xf32>'}}
func.func @push_constant_first(%n: index, %a: memref<4xf32>) attributes {strata.push_constants = 1 : i64} {
  return
}

// -----

module {
  memref.global "private" constant @big : memref<5000xf32> = dense<1.0>
  func.func @big_constant(%c: memref<5000xf32>) {
    // expected-error @+1 {{constant 'big' has 5000 elements; the vulkan-spirv backend inlines at most 4096 into a kernel}}
    %g = memref.get_global @big : memref<5000xf32>
    memref.copy %g, %c : memref<5000xf32> to memref<5000xf32>
    return
  }
}
