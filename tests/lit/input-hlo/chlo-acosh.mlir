// chlo.acosh: lowering to a linalg.generic with an arith/math body, and
// values on llvm-cpu against python3's math.acosh (near 1, huge, NaN below 1).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="7xf32=1.0 1.0001 2.0 10.0 1e+30 0.5 -2.0" \
// RUN:   --expected_output="7xf32=0.0 0.0141431911 1.3169579 2.99322285 69.7707 nan nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="7xf32=1.0 1.0001 2.0 10.0 1e+30 0.5 -2.0" \
// RUN:   --expected_output="7xf32=0.0 0.0141431911 1.3169579 2.99322285 69.7707 nan nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="7xf32=1.0 1.0001 2.0 10.0 1e+30 0.5 -2.0" \
// RUN:   --expected_output="7xf32=0.0 0.0141431911 1.3169579 2.99322285 69.7707 nan nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: math.log1p
// LOWER-DAG: math.sqrt
// LOWER-DAG: math.log
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<7xf32>) -> tensor<7xf32> {
  %0 = chlo.acosh %x : tensor<7xf32> -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
