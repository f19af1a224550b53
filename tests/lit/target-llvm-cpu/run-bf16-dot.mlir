// bf16 x bf16 -> f32 matmuls with AVX512-BF16 dot products (vdpbf16ps, pairs
// along k; on AMD Zen 4 and later, where they beat f32 FMAs) and without
// (both widened to f32: x86-64-v4, and Sapphire Rapids, where vdpbf16ps was
// slower): the same results, computed by hand. The [znver4, x86-64-v4,
// x86-64] module runs on any x86-64 machine.
// DEFINE: %{inputs} = --input="2x4xf32=1 2 3 4 -1 0.5 2 -2" \
// DEFINE:   --input="4x16xf32=-2 -1.75 -1.5 -1.25 -1 -0.75 -0.5 -0.25 0 0.25 0.5 0.75 1 1.25 1.5 1.75 -4 -3.5 -3 -2.5 -2 -1.5 -1 -0.5 0 0.5 1 1.5 2 2.5 3 3.5 -6 -5.25 -4.5 -3.75 -3 -2.25 -1.5 -0.75 0 0.75 1.5 2.25 3 3.75 4.5 5.25 -8 -7 -6 -5 -4 -3 -2 -1 0 1 2 3 4 5 6 7" \
// DEFINE:   --expected_output="2x16xf32=-60 -52.5 -45 -37.5 -30 -22.5 -15 -7.5 0 7.5 15 22.5 30 37.5 45 52.5 4 3.5 3 2.5 2 1.5 1 0.5 0 -0.5 -1 -1.5 -2 -2.5 -3 -3.5"
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "znver4"}}]}' > %t.zen4.json
// RUN: rm -rf %t.dump && strata-compile %s --targets=%t.zen4.json -o %t.zen4.smod --dump-executables-to=%t.dump
// RUN: FileCheck %s --check-prefix=ASM < %t.dump/main_dispatch_0.llvm_cpu.s
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "sapphirerapids"}}]}' > %t.spr.json
// RUN: rm -rf %t.sprdump && strata-compile %s --targets=%t.spr.json -o %t.spr.smod --dump-executables-to=%t.sprdump
// RUN: FileCheck %s --check-prefix=NODOT < %t.sprdump/main_dispatch_0.llvm_cpu.s
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "x86-64-v4"}}]}' > %t.v4.json
// RUN: rm -rf %t.v4dump && strata-compile %s --targets=%t.v4.json -o %t.v4.smod --dump-executables-to=%t.v4dump
// RUN: FileCheck %s --check-prefix=NODOT < %t.v4dump/main_dispatch_0.llvm_cpu.s
// RUN: %if avx512 %{ strata-run --module=%t.v4.smod %{inputs} | FileCheck %s %}
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "znver4"}}, {"backend": "llvm-cpu", "options": {"cpu": "x86-64-v4"}}, {"backend": "llvm-cpu", "options": {"cpu": "x86-64"}}]}' > %t.both.json
// RUN: strata-compile %s --targets=%t.both.json -o %t.both.smod
// RUN: strata-run --module=%t.both.smod %{inputs} | FileCheck %s
// RUN: %if znver4 %{ strata-run --module=%t.zen4.smod %{inputs} | FileCheck %s %}
// ASM: vdpbf16ps
// NODOT-NOT: vdpbf16ps
// CHECK: [SUCCESS] result[0]
func.func @main(%a: tensor<2x4xf32>, %b: tensor<4x16xf32>) -> tensor<2x16xf32> {
  %ab = stablehlo.convert %a : (tensor<2x4xf32>) -> tensor<2x4xbf16>
  %bb = stablehlo.convert %b : (tensor<4x16xf32>) -> tensor<4x16xbf16>
  %0 = stablehlo.dot_general %ab, %bb, contracting_dims = [1] x [0] : (tensor<2x4xbf16>, tensor<4x16xbf16>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}
