// chlo.bessel_i1e: lowering to a linalg.generic with an arith/math body, and
// values on llvm-cpu against exp(-|x|) * I1(|x|) with I1 summed in double (400 terms of (x/2)^(2k+1)/(k!(k+1)!), math.fsum); known value i1e(1) = 0.2079104153.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="8xf32=0.0 0.001 1.0 -2.5 10.0 29.0 50.0 -100.0" \
// RUN:   --expected_output="8xf32=0.0 0.000499500336 0.207910415 -0.20658465 0.121262681 0.0731131179 0.0559931239 -0.039744153" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="8xf32=0.0 0.001 1.0 -2.5 10.0 29.0 50.0 -100.0" \
// RUN:   --expected_output="8xf32=0.0 0.000499500336 0.207910415 -0.20658465 0.121262681 0.0731131179 0.0559931239 -0.039744153" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="8xf32=0.0 0.001 1.0 -2.5 10.0 29.0 50.0 -100.0" \
// RUN:   --expected_output="8xf32=0.0 0.000499500336 0.207910415 -0.20658465 0.121262681 0.0731131179 0.0559931239 -0.039744153" \
// RUN:   --rtol=1e-5 --atol=1e-6 | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: math.exp
// LOWER-DAG: math.sqrt
// LOWER-DAG: math.copysign
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = chlo.bessel_i1e %x : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
