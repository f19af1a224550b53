// chlo.erf_inv: lowering to a linalg.generic with an arith/math body, and
// values on llvm-cpu against Newton iterations on python3's math.erf in double (inputs rounded to f32 first); +-inf at +-1, NaN beyond.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="8xf32=0.0 0.5 -0.9 0.999 0.0001 1.0 -1.0 1.5" \
// RUN:   --expected_output="8xf32=0.0 0.476936276 -1.16308707 2.32675633 8.86226905e-05 inf -inf nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="8xf32=0.0 0.5 -0.9 0.999 0.0001 1.0 -1.0 1.5" \
// RUN:   --expected_output="8xf32=0.0 0.476936276 -1.16308707 2.32675633 8.86226905e-05 inf -inf nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="8xf32=0.0 0.5 -0.9 0.999 0.0001 1.0 -1.0 1.5" \
// RUN:   --expected_output="8xf32=0.0 0.476936276 -1.16308707 2.32675633 8.86226905e-05 inf -inf nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: math.log
// LOWER-DAG: math.sqrt
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = chlo.erf_inv %x : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
