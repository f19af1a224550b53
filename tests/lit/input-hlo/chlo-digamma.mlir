// chlo.digamma: lowering to a linalg.generic with an arith/math body, and
// values on llvm-cpu against a digamma written in the generator: recurrence psi(x) = psi(x+1) - 1/x up to 20, the asymptotic series log x - 1/2x - sum B_2k/(2k x^2k), reflection psi(1-x) - pi/tan(pi x) below 0.5; known values psi(1) = -0.5772156649, psi(1/2) = -gamma - 2 ln 2 = -1.9635100260.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="8xf32=1.0 0.5 10.0 -2.5 0.25 0.0 -3.0 3.7" \
// RUN:   --expected_output="8xf32=-0.577215665 -1.96351003 2.25175259 1.10315664 -4.22745353 nan nan 1.16715355" \
// RUN:   --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="8xf32=1.0 0.5 10.0 -2.5 0.25 0.0 -3.0 3.7" \
// RUN:   --expected_output="8xf32=-0.577215665 -1.96351003 2.25175259 1.10315664 -4.22745353 nan nan 1.16715355" \
// RUN:   --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="8xf32=1.0 0.5 10.0 -2.5 0.25 0.0 -3.0 3.7" \
// RUN:   --expected_output="8xf32=-0.577215665 -1.96351003 2.25175259 1.10315664 -4.22745353 nan nan 1.16715355" \
// RUN:   --rtol=1e-5 --atol=1e-5 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: math.log1p
// LOWER-DAG: math.cos
// LOWER-DAG: math.sin
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = chlo.digamma %x : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
