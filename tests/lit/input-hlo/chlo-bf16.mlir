// bf16 is computed in f32 and rounded once: the ops on tensor<6xbf16> against double-precision references (see the chlo-<op>.mlir tests) at the rounding error of bf16 (rtol 1.6e-2).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="6xbf16=0.5 0.25 -0.75 0.875 0.625 -0.125" \
// RUN:   --expected_output="6xbf16=0.521095305 0.252612317 -0.822316732 0.991006637 0.666492264 -0.125325775" \
// RUN:   --expected_output="6xbf16=0.481211825 0.247466462 -0.693147181 0.790168725 0.590143686 -0.124676747" \
// RUN:   --expected_output="6xbf16=0.549306144 0.255412812 -0.972955075 1.3540251 0.733168534 -0.125657214" \
// RUN:   --expected_output="6xbf16=0.572364943 1.28802252 1.5757046 0.0858587072 0.360829495 2.16530025" \
// RUN:   --expected_output="6xbf16=-1.96351003 -4.22745353 -2.8941202 -0.804017072 -1.45270876 7.19598293" \
// RUN:   --expected_output="6xbf16=0.476936276 0.225312055 -0.813419848 1.08478704 0.627307348 -0.111235452" \
// RUN:   --expected_output="6xbf16=0.156420803 0.0981126287 -0.189887793 0.200396965 0.175570658 -0.0552638532" \
// RUN:   --rtol=1.6e-2 --atol=1e-2 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="6xbf16=0.5 0.25 -0.75 0.875 0.625 -0.125" \
// RUN:   --expected_output="6xbf16=0.521095305 0.252612317 -0.822316732 0.991006637 0.666492264 -0.125325775" \
// RUN:   --expected_output="6xbf16=0.481211825 0.247466462 -0.693147181 0.790168725 0.590143686 -0.124676747" \
// RUN:   --expected_output="6xbf16=0.549306144 0.255412812 -0.972955075 1.3540251 0.733168534 -0.125657214" \
// RUN:   --expected_output="6xbf16=0.572364943 1.28802252 1.5757046 0.0858587072 0.360829495 2.16530025" \
// RUN:   --expected_output="6xbf16=-1.96351003 -4.22745353 -2.8941202 -0.804017072 -1.45270876 7.19598293" \
// RUN:   --expected_output="6xbf16=0.476936276 0.225312055 -0.813419848 1.08478704 0.627307348 -0.111235452" \
// RUN:   --expected_output="6xbf16=0.156420803 0.0981126287 -0.189887793 0.200396965 0.175570658 -0.0552638532" \
// RUN:   --rtol=1.6e-2 --atol=1e-2 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="6xbf16=0.5 0.25 -0.75 0.875 0.625 -0.125" \
// RUN:   --expected_output="6xbf16=0.521095305 0.252612317 -0.822316732 0.991006637 0.666492264 -0.125325775" \
// RUN:   --expected_output="6xbf16=0.481211825 0.247466462 -0.693147181 0.790168725 0.590143686 -0.124676747" \
// RUN:   --expected_output="6xbf16=0.549306144 0.255412812 -0.972955075 1.3540251 0.733168534 -0.125657214" \
// RUN:   --expected_output="6xbf16=0.572364943 1.28802252 1.5757046 0.0858587072 0.360829495 2.16530025" \
// RUN:   --expected_output="6xbf16=-1.96351003 -4.22745353 -2.8941202 -0.804017072 -1.45270876 7.19598293" \
// RUN:   --expected_output="6xbf16=0.476936276 0.225312055 -0.813419848 1.08478704 0.627307348 -0.111235452" \
// RUN:   --expected_output="6xbf16=0.156420803 0.0981126287 -0.189887793 0.200396965 0.175570658 -0.0552638532" \
// RUN:   --rtol=1.6e-2 --atol=1e-2 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: arith.extf %{{.*}} : bf16 to f32
// LOWER: arith.truncf %{{.*}} : f32 to bf16
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
// EXEC: [SUCCESS] result[1]
// EXEC: [SUCCESS] result[2]
// EXEC: [SUCCESS] result[3]
// EXEC: [SUCCESS] result[4]
// EXEC: [SUCCESS] result[5]
// EXEC: [SUCCESS] result[6]
func.func @main(%x: tensor<6xbf16>) -> (tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>) {
  %0 = chlo.sinh %x : tensor<6xbf16> -> tensor<6xbf16>
  %1 = chlo.asinh %x : tensor<6xbf16> -> tensor<6xbf16>
  %2 = chlo.atanh %x : tensor<6xbf16> -> tensor<6xbf16>
  %3 = chlo.lgamma %x : tensor<6xbf16> -> tensor<6xbf16>
  %4 = chlo.digamma %x : tensor<6xbf16> -> tensor<6xbf16>
  %5 = chlo.erf_inv %x : tensor<6xbf16> -> tensor<6xbf16>
  %6 = chlo.bessel_i1e %x : tensor<6xbf16> -> tensor<6xbf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>
}
