// bf16 elementwise arithmetic on x86-64 without AVX512-BF16 (the GELU
// backward of gpt_train_adamw): computed in f32 and rounded by vector
// integer ops, with no call to compiler-rt's __truncsfbf2 per lane (576 of
// them in one dispatch made it 130 ns an element). Expected values are
// exact: (x * x + x) / 2 for x = 1..16, then the square root of 4 9 16 25.
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "x86-64-v3"}}]}' > %t.json
// RUN: rm -rf %t.dump && strata-compile %s --targets=%t.json -o %t.smod --dump-executables-to=%t.dump
// RUN: cat %t.dump/*.llvm_cpu.s | FileCheck %s --check-prefix=ASM
// ASM-NOT: __truncsfbf2
// RUN: strata-run --module=%t.smod \
// RUN:   --input="16xbf16=1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16" --input="4xbf16=4 9 16 25" \
// RUN:   --expected_output="16xbf16=1 3 6 10 15 21 28 36 45 55 66 78 91 105 120 136" \
// RUN:   --expected_output="4xbf16=2 3 4 5" --rtol=0 --atol=0
func.func @main(%x: tensor<16xbf16>, %y: tensor<4xbf16>) -> (tensor<16xbf16>, tensor<4xbf16>) {
  %half = stablehlo.constant dense<0.5> : tensor<16xbf16>
  %sq = stablehlo.multiply %x, %x : tensor<16xbf16>
  %s = stablehlo.add %sq, %x : tensor<16xbf16>
  %r = stablehlo.multiply %s, %half : tensor<16xbf16>
  %q = stablehlo.sqrt %y : tensor<4xbf16>
  return %r, %q : tensor<16xbf16>, tensor<4xbf16>
}
