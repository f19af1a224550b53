// chlo.zeta: lowering to a linalg.generic with an arith/math body, and
// values on llvm-cpu against closed forms: zeta(2,1) = pi^2/6, zeta(4,1) = pi^4/90, zeta(2,1/2) = 3 zeta(2) = pi^2/2, zeta(3,1) = Apery's 1.2020569031595942, zeta(2,2) = pi^2/6 - 1; NaN for x < 1, +inf at x = 1 and at q = 0.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="8xf32=2.0 4.0 2.0 3.0 2.0 0.5 1.0 3.0" \
// RUN:   --input="8xf32=1.0 1.0 0.5 1.0 2.0 1.0 1.0 0.0" \
// RUN:   --expected_output="8xf32=1.64493407 1.08232323 4.9348022 1.2020569 0.644934067 nan inf inf" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="8xf32=2.0 4.0 2.0 3.0 2.0 0.5 1.0 3.0" \
// RUN:   --input="8xf32=1.0 1.0 0.5 1.0 2.0 1.0 1.0 0.0" \
// RUN:   --expected_output="8xf32=1.64493407 1.08232323 4.9348022 1.2020569 0.644934067 nan inf inf" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="8xf32=2.0 4.0 2.0 3.0 2.0 0.5 1.0 3.0" \
// RUN:   --input="8xf32=1.0 1.0 0.5 1.0 2.0 1.0 1.0 0.0" \
// RUN:   --expected_output="8xf32=1.64493407 1.08232323 4.9348022 1.2020569 0.644934067 nan inf inf" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: math.powf
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %0 = chlo.zeta %x, %y : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
