// chlo.lgamma: lowering to a linalg.generic with an arith/math body, and
// values on llvm-cpu against python3's math.lgamma (+inf at poles and -inf).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="9xf32=0.5 3.5 10.0 -2.5 100.0 0.0 -3.0 -inf 0.001" \
// RUN:   --expected_output="9xf32=0.572364943 1.2009736 12.8018275 -0.0562437165 359.134205 inf inf inf 6.90717884" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="9xf32=0.5 3.5 10.0 -2.5 100.0 0.0 -3.0 -inf 0.001" \
// RUN:   --expected_output="9xf32=0.572364943 1.2009736 12.8018275 -0.0562437165 359.134205 inf inf inf 6.90717884" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="9xf32=0.5 3.5 10.0 -2.5 100.0 0.0 -3.0 -inf 0.001" \
// RUN:   --expected_output="9xf32=0.572364943 1.2009736 12.8018275 -0.0562437165 359.134205 inf inf inf 6.90717884" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: math.log1p
// LOWER-DAG: math.log
// LOWER-DAG: math.sin
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<9xf32>) -> tensor<9xf32> {
  %0 = chlo.lgamma %x : tensor<9xf32> -> tensor<9xf32>
  return %0 : tensor<9xf32>
}
