// A bf16 cumsum along a row of 9 (JAX's jnp.cumsum on bf16: a
// reduce_window): its vectors have 9 elements, on which LLVM 22's x86
// instruction selection with AVX512-BF16 aborts ("Do not know how to soft
// promote this operator's operand"; strata-compile died with a stack trace).
// Functions without AVX512-BF16 intrinsics are compiled without the
// extension (bf16 promoted to f32, as on every other CPU); those with them
// (the bf16 dot kernels, run-bf16-dot.mlir) keep it. Expected values are
// exact (small integers): 1..9 -> 1 3 6 10 15 21 28 36 45; 2s -> 2 4 .. 18.
// RUN: echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "sapphirerapids"}}, {"backend": "llvm-cpu", "options": {"cpu": "x86-64"}}]}' > %t.json
// RUN: rm -rf %t.dump && strata-compile %s --targets=%t.json -o %t.smod --dump-executables-to=%t.dump
// RUN: cat %t.dump/*.llvm_cpu.ll | FileCheck %s --check-prefix=IR
// IR: "target-cpu"="sapphirerapids" "target-features"="{{.*}}-avx512bf16"
// RUN: strata-run --module=%t.smod --input="2x9xbf16=1 2 3 4 5 6 7 8 9 2 2 2 2 2 2 2 2 2" \
// RUN:   --expected_output="2x9xbf16=1 3 6 10 15 21 28 36 45 2 4 6 8 10 12 14 16 18" --rtol=0 --atol=0
func.func @main(%x: tensor<2x9xbf16>) -> tensor<2x9xbf16> {
  %zero = stablehlo.constant dense<0.0> : tensor<bf16>
  %r = "stablehlo.reduce_window"(%x, %zero) <{padding = dense<[[0, 0], [8, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 9>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<2x9xbf16>, tensor<bf16>) -> tensor<2x9xbf16>
  return %r : tensor<2x9xbf16>
}
