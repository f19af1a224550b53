// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --verify-diagnostics --pass-pipeline='builtin.module(func.func(strata-vulkan-cooperative-kernels))'

// A dispatch marked for a cooperative kernel whose bufferized body the
// kernels cannot replay (a store besides the linalg ops) is an error naming
// it, never a silent single-invocation fallback.

// expected-error @below {{dispatch 'stray_store' was planned as a matmul kernel but its bufferized form is not one the vulkan-spirv backend can write}}
func.func @stray_store(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) attributes {strata.vulkan.cooperative = "matmul"} {
  %zero = arith.constant 0.0 : f32
  %i = arith.constant 0 : index
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  memref.store %zero, %c[%i, %i] : memref<8x8xf32>
  return
}

// -----

// A consumer reading the matmul's result at another invocation's point
// (a transpose) cannot be evaluated on the accumulators.

// expected-error @below {{dispatch 'transposed_consumer' was planned as a matmul kernel}}
func.func @transposed_consumer(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>, %d: memref<8x8xf32>) attributes {strata.vulkan.cooperative = "matmul"} {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : memref<8x8xf32>) outs(%d : memref<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}
