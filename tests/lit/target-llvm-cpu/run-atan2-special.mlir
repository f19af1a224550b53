// f32 atan2 at its special points: signed zeros, infinities, NaN. The
// llvm-cpu backend computes f32 atan2 through f64 libm (the f32 polynomial
// approximation gives NaN at (+-0, +-0) and (+-inf, +-inf)). Expected values:
// python3 math.atan2 on the same inputs (IEEE 754 / C99 Annex F, what XLA
// returns), rounded to f32 by the comparison's tolerance.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="8xf32=0 -0 0 -0 1 -1 nan inf" --input="8xf32=0 0 -0 -0 0 -2 1 -inf" \
// RUN:   --expected_output="8xf32=0 -0 3.141592653589793 -3.141592653589793 1.5707963267948966 -2.677945044588987 nan 2.356194490192345" \
// RUN:   --rtol=1e-6 --atol=0 | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="8xf32=0 -0 0 -0 1 -1 nan inf" --input="8xf32=0 0 -0 -0 0 -2 1 -inf" \
// RUN:   --expected_output="8xf32=0 -0 3.141592653589793 -3.141592653589793 1.5707963267948966 -2.677945044588987 nan 2.356194490192345" \
// RUN:   --rtol=1e-6 --atol=0 | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="8xf32=0 -0 0 -0 1 -1 nan inf" --input="8xf32=0 0 -0 -0 0 -2 1 -inf" \
// RUN:   --expected_output="8xf32=0 -0 3.141592653589793 -3.141592653589793 1.5707963267948966 -2.677945044588987 nan 2.356194490192345" \
// RUN:   --rtol=1e-6 --atol=0 | FileCheck %s %}
// CHECK: [SUCCESS] result[0]

func.func @main(%y: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.atan2 %y, %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}
