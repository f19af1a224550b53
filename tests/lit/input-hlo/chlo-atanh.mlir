// chlo.atanh: lowering to a linalg.generic with an arith/math body, and
// values on llvm-cpu against python3's math.atanh (+-inf at +-1, NaN beyond).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="7xf32=0.0 0.0001 0.5 -0.9 1.0 -1.0 2.0" \
// RUN:   --expected_output="7xf32=0.0 9.99999978e-05 0.549306144 -1.47221936 inf -inf nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="7xf32=0.0 0.0001 0.5 -0.9 1.0 -1.0 2.0" \
// RUN:   --expected_output="7xf32=0.0 9.99999978e-05 0.549306144 -1.47221936 inf -inf nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="7xf32=0.0 0.0001 0.5 -0.9 1.0 -1.0 2.0" \
// RUN:   --expected_output="7xf32=0.0 9.99999978e-05 0.549306144 -1.47221936 inf -inf nan" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: math.log1p
// LOWER-DAG: math.copysign
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<7xf32>) -> tensor<7xf32> {
  %0 = chlo.atanh %x : tensor<7xf32> -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
