// chlo.erf_inv on f64: Giles polynomial evaluated in f64, against Newton iterations on math.erf in double at rtol 1e-6.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="8xf64=0 0.5 -0.9 0.999 0.0001 1 -1 1.5" \
// RUN:   --expected_output="8xf64=0.0 0.4769362762044699 -1.1630871536766743 2.326753765513517 8.862269277728948e-05 inf -inf nan" \
// RUN:   --rtol=1e-6 --atol=1e-9 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="8xf64=0 0.5 -0.9 0.999 0.0001 1 -1 1.5" \
// RUN:   --expected_output="8xf64=0.0 0.4769362762044699 -1.1630871536766743 2.326753765513517 8.862269277728948e-05 inf -inf nan" \
// RUN:   --rtol=1e-6 --atol=1e-9 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="8xf64=0 0.5 -0.9 0.999 0.0001 1 -1 1.5" \
// RUN:   --expected_output="8xf64=0.0 0.4769362762044699 -1.1630871536766743 2.326753765513517 8.862269277728948e-05 inf -inf nan" \
// RUN:   --rtol=1e-6 --atol=1e-9 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER-NOT: arith.extf
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<8xf64>) -> (tensor<8xf64>) {
  %0 = chlo.erf_inv %x : tensor<8xf64> -> tensor<8xf64>
  return %0 : tensor<8xf64>
}
