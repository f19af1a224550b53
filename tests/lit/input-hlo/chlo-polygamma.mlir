// chlo.polygamma: lowering to a linalg.generic with an arith/math body, and
// values on llvm-cpu against closed forms: psi0(1) = -gamma, psi1(1) = pi^2/6, psi1(1/2) = pi^2/2, psi2(1) = -2 zeta(3), psi3(1) = 6 zeta(4) = pi^4/15, psi1(10) = pi^2/6 - sum_{k<10} 1/k^2; NaN for negative or non-integer n.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="8xf32=0.0 1.0 1.0 2.0 3.0 1.5 -1.0 1.0" \
// RUN:   --input="8xf32=1.0 1.0 0.5 1.0 1.0 1.0 1.0 10.0" \
// RUN:   --expected_output="8xf32=-0.577215665 1.64493407 4.9348022 -2.40411381 6.4939394 nan nan 0.105166336" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="8xf32=0.0 1.0 1.0 2.0 3.0 1.5 -1.0 1.0" \
// RUN:   --input="8xf32=1.0 1.0 0.5 1.0 1.0 1.0 1.0 10.0" \
// RUN:   --expected_output="8xf32=-0.577215665 1.64493407 4.9348022 -2.40411381 6.4939394 nan nan 0.105166336" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="8xf32=0.0 1.0 1.0 2.0 3.0 1.5 -1.0 1.0" \
// RUN:   --input="8xf32=1.0 1.0 0.5 1.0 1.0 1.0 1.0 10.0" \
// RUN:   --expected_output="8xf32=-0.577215665 1.64493407 4.9348022 -2.40411381 6.4939394 nan nan 0.105166336" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: math.powf
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %0 = chlo.polygamma %x, %y : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
