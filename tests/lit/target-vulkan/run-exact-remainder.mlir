// Floating-point remainder is exact (C's fmod) on every target: SPIR-V's
// OpFRem computes x - y * trunc(x / y) with the division's precision
// (lavapipe: fmod(4, 1.1766397) came out 0.47008085, not 0.47008097; found
// by strata-fuzz-programs, seeds 19153 and 19181), so Vulkan kernels take
// strata-vulkan-exact-remainder's long division. Quotients up to 2^600,
// signed zeros, infinities, NaN and zero divisors, in f32, f64, f16, bf16,
// checked bit for bit against C's fmod (math.fmod); 4096 f32 pairs through
// the elementwise kernel (4 per invocation).
// DEFINE: %{args} = --rtol=0 --atol=0 --input=@%t/f32_x.npy --input=@%t/f32_y.npy --input=@%t/f64_x.npy --input=@%t/f64_y.npy --input=@%t/f16_x.npy --input=@%t/f16_y.npy --input=@%t/bf16_x.npy --input=@%t/bf16_y.npy --input=@%t/f32w_x.npy --input=@%t/f32w_y.npy --expected_output=@%t/f32_r.npy --expected_output=@%t/f64_r.npy --expected_output=@%t/f16_r.npy --expected_output=@%t/bf16_r.npy --expected_output=@%t/f32w_r.npy
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/exact_remainder.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: strata-run --module=%t/cpu.smod %{args} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t/vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan %{args} | FileCheck %s %}
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json --compile-to=hal -o - | FileCheck %s --check-prefix=NO-FREM

// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]
// CHECK: [SUCCESS] result[2]
// CHECK: [SUCCESS] result[3]
// CHECK: [SUCCESS] result[4]
// NO-FREM-NOT: spirv.FRem

func.func @main(%x32: tensor<255xf32>, %y32: tensor<255xf32>, %x64: tensor<255xf64>, %y64: tensor<255xf64>,
                %x16: tensor<255xf16>, %y16: tensor<255xf16>, %xb: tensor<255xbf16>, %yb: tensor<255xbf16>,
                %xw: tensor<4096xf32>, %yw: tensor<4096xf32>)
    -> (tensor<255xf32>, tensor<255xf64>, tensor<255xf16>, tensor<255xbf16>, tensor<4096xf32>) {
  %r32 = stablehlo.remainder %x32, %y32 : tensor<255xf32>
  %r64 = stablehlo.remainder %x64, %y64 : tensor<255xf64>
  %r16 = stablehlo.remainder %x16, %y16 : tensor<255xf16>
  %rb = stablehlo.remainder %xb, %yb : tensor<255xbf16>
  %rw = stablehlo.remainder %xw, %yw : tensor<4096xf32>
  return %r32, %r64, %r16, %rb, %rw : tensor<255xf32>, tensor<255xf64>, tensor<255xf16>, tensor<255xbf16>, tensor<4096xf32>
}
