// i1 tensors are one byte per element in buffers; the backend must not use
// bit-packed vector<Nxi1> loads and stores on them (16 elements cover a full
// vector on AVX-512).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod \
// RUN:   --input="16xf32=1 -1 1 -1 1 -1 1 -1 1 -1 1 -1 1 1 1 1" \
// RUN:   --input="16xi1=1 0 1 0 1 0 1 0 1 0 1 0 1 0 0 0" \
// RUN:   --expected_output="16xi1=1 0 1 0 1 0 1 0 1 0 1 0 1 1 1 1" \
// RUN:   --expected_output="16xi1=0 1 0 1 0 1 0 1 0 1 0 1 0 1 1 1" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod \
// RUN:   --input="16xf32=1 -1 1 -1 1 -1 1 -1 1 -1 1 -1 1 1 1 1" \
// RUN:   --input="16xi1=1 0 1 0 1 0 1 0 1 0 1 0 1 0 0 0" \
// RUN:   --expected_output="16xi1=1 0 1 0 1 0 1 0 1 0 1 0 1 1 1 1" \
// RUN:   --expected_output="16xi1=0 1 0 1 0 1 0 1 0 1 0 1 0 1 1 1" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan \
// RUN:   --input="16xf32=1 -1 1 -1 1 -1 1 -1 1 -1 1 -1 1 1 1 1" \
// RUN:   --input="16xi1=1 0 1 0 1 0 1 0 1 0 1 0 1 0 0 0" \
// RUN:   --expected_output="16xi1=1 0 1 0 1 0 1 0 1 0 1 0 1 1 1 1" \
// RUN:   --expected_output="16xi1=0 1 0 1 0 1 0 1 0 1 0 1 0 1 1 1" | FileCheck %s %}
// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]
func.func @main(%a: tensor<16xf32>, %b: tensor<16xi1>) -> (tensor<16xi1>, tensor<16xi1>) {
  %z = stablehlo.constant dense<0.0> : tensor<16xf32>
  %0 = stablehlo.compare GT, %a, %z, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
  %1 = stablehlo.not %b : tensor<16xi1>
  return %0, %1 : tensor<16xi1>, tensor<16xi1>
}
