// Two llvm-cpu variants in one module, one per CPU: the manifest lists the
// same backend twice with different `cpu` options; the variants are named
// llvm_cpu and llvm_cpu_1, and each records every instruction-set extension
// LLVM may use for its CPU. At run time the loader takes the first variant
// whose features this machine has: on a CPU without avx512fp16 (every AMD
// one so far) the sapphirerapids variant, which computes f16 with native
// vaddph/vmulph, is refused instead of dying of SIGILL, and the x86-64-v3
// one runs; on a Sapphire Rapids the first one runs. Either way the result
// is the f16 product and sum.
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "sapphirerapids"}}, {"backend": "llvm-cpu", "options": {"cpu": "x86-64-v3"}}]}' > %t.json
// RUN: strata-compile %s --targets=%t.json -o %t.smod
// RUN: strata-dump %t.smod | FileCheck %s --check-prefix=DUMP
// RUN: strata-run --module=%t.smod --input="16xf16=1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16" --input="16xf16=0.5 0.5 0.5 0.5 0.5 0.5 0.5 0.5 2 2 2 2 2 2 2 2" | FileCheck %s
// RUN: strata-compile %s --targets=%t.json --dump-executables-to=%t.dir -o %t.smod
// RUN: FileCheck %s --check-prefix=SPR < %t.dir/main_dispatch_0.llvm_cpu.s
// RUN: FileCheck %s --check-prefix=V3 < %t.dir/main_dispatch_0.llvm_cpu_1.s

// DUMP: variant [0] target llvm-cpu, format system-elf-x86_64
// DUMP: variant [1] target llvm-cpu, format system-elf-x86_64
// CHECK: 16xf16=1.5 3 4.5 6 7.5 9 10.5 12 27 30 33 36 39 42 45 48
// SPR: vmulph
// SPR: vaddph
// V3-NOT: {{v[a-z0-9]+ph }}
// V3: vcvtph2ps

func.func @main(%a: tensor<16xf16>, %b: tensor<16xf16>) -> tensor<16xf16> {
  %p = stablehlo.multiply %a, %b : tensor<16xf16>
  %s = stablehlo.add %p, %a : tensor<16xf16>
  return %s : tensor<16xf16>
}
