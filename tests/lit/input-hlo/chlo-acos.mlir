// chlo.acos: lowering to a linalg.generic with an arith/math body, and
// values on llvm-cpu against python3's math.acos (pi at -1, NaN for |x| > 1).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="7xf32=0.0 0.0001 0.5 -0.9 1.0 -1.0 1.5" \
// RUN:   --expected_output="7xf32=1.57079633 1.57069633 1.04719755 2.69056579 0.0 3.14159265 nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="7xf32=0.0 0.0001 0.5 -0.9 1.0 -1.0 1.5" \
// RUN:   --expected_output="7xf32=1.57079633 1.57069633 1.04719755 2.69056579 0.0 3.14159265 nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="7xf32=0.0 0.0001 0.5 -0.9 1.0 -1.0 1.5" \
// RUN:   --expected_output="7xf32=1.57079633 1.57069633 1.04719755 2.69056579 0.0 3.14159265 nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: math.sqrt
// LOWER-DAG: math.atan2
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<7xf32>) -> tensor<7xf32> {
  %0 = chlo.acos %x : tensor<7xf32> -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
