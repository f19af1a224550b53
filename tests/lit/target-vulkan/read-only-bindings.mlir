// Storage buffers a shader only reads are decorated NonWritable (the runtime
// then puts no barrier between dispatches that only read a buffer, and
// drivers may read it through their read-only caches); the ones it writes,
// through a store or a cooperative-matrix store, are not. The results stay
// llvm-cpu's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t/vk.smod --dump-executables-to=%t/dump
// RUN: %python %S/Inputs/spirv_bindings.py %t/dump/main_dispatch_0.vulkan_spirv.main_dispatch_0.spv | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan-cooperative-matrix.json -o %t/coop.smod --dump-executables-to=%t/coop
// RUN: %python %S/Inputs/spirv_bindings.py %t/coop/main_dispatch_1.vulkan_spirv.main_dispatch_1.spv | FileCheck %s --check-prefix=COOP
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: strata-run --module=%t/cpu.smod --function=main --output=@%t/a.npy --output=@%t/b.npy --input="4x8xf32=1.5" --input="4x8xf32=2" --input="64x64xbf16=1" --input="64x64xbf16=0.5"
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=main --expected_output=@%t/a.npy --expected_output=@%t/b.npy --input="4x8xf32=1.5" --input="4x8xf32=2" --input="64x64xbf16=1" --input="64x64xbf16=0.5" | FileCheck %s --check-prefix=RESULT %}

// CHECK: binding 0 set 0 read-only
// CHECK-NEXT: binding 1 set 0 read-only
// CHECK-NEXT: binding 2 set 0 written

// The tensor-core matmul: A and B read, C written by cooperative-matrix
// stores (through workgroup memory) and stores.
// COOP: binding 0 set 0 read-only
// COOP-NEXT: binding 1 set 0 read-only
// COOP-NEXT: binding 2 set 0 written

// RESULT: [SUCCESS] result[0]
// RESULT: [SUCCESS] result[1]

func.func @main(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>, %a: tensor<64x64xbf16>, %b: tensor<64x64xbf16>) -> (tensor<4x8xf32>, tensor<64x64xf32>) {
  %s = stablehlo.multiply %x, %y : tensor<4x8xf32>
  %t = stablehlo.tanh %s : tensor<4x8xf32>
  %m = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xf32>
  return %t, %m : tensor<4x8xf32>, tensor<64x64xf32>
}
