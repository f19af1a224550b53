// A loop carrying bf16 tensors inside one dispatch keeps them in shared
// temporaries (memref.alloc, workgroup memory): SPIR-V has no bf16, so those
// buffers hold 16-bit words as bf16 bindings do. They were widened to f32
// words instead and the kernel's bf16 bit casts failed to lower
// ('spirv.Bitcast' 32 -> 16 bits): jnp.cumsum on bf16 as jax.export writes
// it (a chlo.scan composite whose decomposition is this loop;
// tests/vhlo/programs/cumulative_bf16) did not compile for Vulkan.
// The values are small integers, exact in bf16.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --input="5x7xf32=1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35" --expected_output="5x7xf32=1 3 6 10 15 21 28 8 17 27 38 50 63 77 15 31 48 66 85 105 126 22 45 69 94 120 147 175 29 59 90 122 155 189 224" --expected_output="5xf32=28 77 126 175 224" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan --input="5x7xf32=1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35" --expected_output="5x7xf32=1 3 6 10 15 21 28 8 17 27 38 50 63 77 15 31 48 66 85 105 126 22 45 69 94 120 147 175 29 59 90 122 155 189 224" --expected_output="5xf32=28 77 126 175 224" | FileCheck %s %}

// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]

func.func @main(%x: tensor<5x7xf32>) -> (tensor<5x7xf32>, tensor<5xf32>) {
  %arg0 = stablehlo.convert %x : (tensor<5x7xf32>) -> tensor<5x7xbf16>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %zero_bf16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %count = stablehlo.constant dense<7> : tensor<i64>
  %sum0 = stablehlo.broadcast_in_dim %zero_bf16, dims = [] : (tensor<bf16>) -> tensor<5xbf16>
  %out0 = stablehlo.broadcast_in_dim %zero_bf16, dims = [] : (tensor<bf16>) -> tensor<5x7xbf16>
  %r:3 = stablehlo.while(%i = %zero, %sum = %sum0, %out = %out0) : tensor<i64>, tensor<5xbf16>, tensor<5x7xbf16>
  cond {
    %lt = stablehlo.compare LT, %i, %count : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %col = stablehlo.dynamic_slice %arg0, %zero, %i, sizes = [5, 1] : (tensor<5x7xbf16>, tensor<i64>, tensor<i64>) -> tensor<5x1xbf16>
    %col1 = stablehlo.reshape %col : (tensor<5x1xbf16>) -> tensor<5xbf16>
    %next = stablehlo.add %col1, %sum : tensor<5xbf16>
    %next2 = stablehlo.reshape %next : (tensor<5xbf16>) -> tensor<5x1xbf16>
    %upd = stablehlo.dynamic_update_slice %out, %next2, %zero, %i : (tensor<5x7xbf16>, tensor<5x1xbf16>, tensor<i64>, tensor<i64>) -> tensor<5x7xbf16>
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %next, %upd : tensor<i64>, tensor<5xbf16>, tensor<5x7xbf16>
  }
  %cs = stablehlo.convert %r#2 : (tensor<5x7xbf16>) -> tensor<5x7xf32>
  %rs = stablehlo.convert %r#1 : (tensor<5xbf16>) -> tensor<5xf32>
  return %cs, %rs : tensor<5x7xf32>, tensor<5xf32>
}
