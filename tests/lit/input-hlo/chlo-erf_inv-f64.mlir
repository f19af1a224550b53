// chlo.erf_inv on f64 to f64 accuracy (Giles polynomial refined by two Halley steps; tails from erfc), against mpmath.erfinv at 30 digits, rtol 1e-14.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="11xf64=0 0.5 -0.9 0.999 0.0001 1 -1 1.5 0.999999999 -0.3 1e-300" \
// RUN:   --expected_output="11xf64=0.0 0.47693627620446987338 -1.1630871536766741628 2.3267537655135244939 0.000088622692777289473422 inf -inf nan 4.3200053881053620459 -0.27246271472675434502 8.8622692545275803586e-301" \
// RUN:   --rtol=1e-14 --atol=0 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="11xf64=0 0.5 -0.9 0.999 0.0001 1 -1 1.5 0.999999999 -0.3 1e-300" \
// RUN:   --expected_output="11xf64=0.0 0.47693627620446987338 -1.1630871536766741628 2.3267537655135244939 0.000088622692777289473422 inf -inf nan 4.3200053881053620459 -0.27246271472675434502 8.8622692545275803586e-301" \
// RUN:   --rtol=1e-14 --atol=0 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="11xf64=0 0.5 -0.9 0.999 0.0001 1 -1 1.5 0.999999999 -0.3 1e-300" \
// RUN:   --expected_output="11xf64=0.0 0.47693627620446987338 -1.1630871536766741628 2.3267537655135244939 0.000088622692777289473422 inf -inf nan 4.3200053881053620459 -0.27246271472675434502 8.8622692545275803586e-301" \
// RUN:   --rtol=1e-14 --atol=0 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER-NOT: arith.extf
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<11xf64>) -> (tensor<11xf64>) {
  %0 = chlo.erf_inv %x : tensor<11xf64> -> tensor<11xf64>
  return %0 : tensor<11xf64>
}
