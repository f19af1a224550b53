// bf16 x bf16 -> f32 on AMX tiles (tdpbf16ps; Sapphire Rapids and later)
// and without (x86-64-v4: widened to f32 FMAs): the same results, computed
// by hand. A [sapphirerapids, x86-64-v4] module runs its AMX variant where
// the CPU has AMX and Linux grants the tile state, its x86-64-v4 one on
// other AVX-512 machines and its baseline x86-64 one everywhere else.
// DEFINE: %{inputs} = --input="2x4xf32=1 2 3 4 -1 0.5 2 -2" \
// DEFINE:   --input="4x16xf32=-2 -1.75 -1.5 -1.25 -1 -0.75 -0.5 -0.25 0 0.25 0.5 0.75 1 1.25 1.5 1.75 -4 -3.5 -3 -2.5 -2 -1.5 -1 -0.5 0 0.5 1 1.5 2 2.5 3 3.5 -6 -5.25 -4.5 -3.75 -3 -2.25 -1.5 -0.75 0 0.75 1.5 2.25 3 3.75 4.5 5.25 -8 -7 -6 -5 -4 -3 -2 -1 0 1 2 3 4 5 6 7" \
// DEFINE:   --expected_output="2x16xf32=-60 -52.5 -45 -37.5 -30 -22.5 -15 -7.5 0 7.5 15 22.5 30 37.5 45 52.5 4 3.5 3 2.5 2 1.5 1 0.5 0 -0.5 -1 -1.5 -2 -2.5 -3 -3.5"
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "sapphirerapids"}}]}' > %t.spr.json
// RUN: rm -rf %t.sprdump && strata-compile %s --targets=%t.spr.json -o %t.spr.smod --dump-executables-to=%t.sprdump
// RUN: FileCheck %s --check-prefix=AMX < %t.sprdump/main_dispatch_0.llvm_cpu.s
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "x86-64-v4"}}]}' > %t.v4.json
// RUN: rm -rf %t.v4dump && strata-compile %s --targets=%t.v4.json -o %t.v4.smod --dump-executables-to=%t.v4dump
// RUN: FileCheck %s --check-prefix=NOAMX < %t.v4dump/main_dispatch_0.llvm_cpu.s
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "sapphirerapids"}}, {"backend": "llvm-cpu", "options": {"cpu": "x86-64-v4"}}, {"backend": "llvm-cpu", "options": {"cpu": "x86-64"}}]}' > %t.both.json
// RUN: strata-compile %s --targets=%t.both.json -o %t.both.smod
// RUN: strata-run --module=%t.both.smod %{inputs} | FileCheck %s
// RUN: %if amx %{ strata-run --module=%t.spr.smod %{inputs} | FileCheck %s %}
// AMX: ldtilecfg
// AMX: tdpbf16ps
// AMX: tilerelease
// NOAMX-NOT: tdpbf16ps
// CHECK: [SUCCESS] result[0]
func.func @main(%a: tensor<2x4xf32>, %b: tensor<4x16xf32>) -> tensor<2x16xf32> {
  %ab = stablehlo.convert %a : (tensor<2x4xf32>) -> tensor<2x4xbf16>
  %bb = stablehlo.convert %b : (tensor<4x16xf32>) -> tensor<4x16xbf16>
  %0 = stablehlo.dot_general %ab, %bb, contracting_dims = [1] x [0] : (tensor<2x4xbf16>, tensor<4x16xbf16>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}
