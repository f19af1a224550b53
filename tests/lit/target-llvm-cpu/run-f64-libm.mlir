// Math ops without an LLVM intrinsic become libm calls even on vectors
// (erf on f64 is scalarized into extract/call/insert before the vector
// lowering). Expected values: python3 math.erf.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="8xf64=0 0.5 1 -1 2 -3 0.1 4" \
// RUN:   --expected_output="8xf64=0 0.5204998778130465 0.8427007929497149 -0.8427007929497149 0.9953222650189527 -0.9999779095030014 0.1124629160182849 0.9999999845827421" \
// RUN:   --rtol=1e-12 --atol=1e-15 | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="8xf64=0 0.5 1 -1 2 -3 0.1 4" \
// RUN:   --expected_output="8xf64=0 0.5204998778130465 0.8427007929497149 -0.8427007929497149 0.9953222650189527 -0.9999779095030014 0.1124629160182849 0.9999999845827421" \
// RUN:   --rtol=1e-12 --atol=1e-15 | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="8xf64=0 0.5 1 -1 2 -3 0.1 4" \
// RUN:   --expected_output="8xf64=0 0.5204998778130465 0.8427007929497149 -0.8427007929497149 0.9953222650189527 -0.9999779095030014 0.1124629160182849 0.9999999845827421" \
// RUN:   --rtol=1e-12 --atol=1e-15 | FileCheck %s %}
// CHECK: [SUCCESS] result[0]
func.func @main(%a: tensor<8xf64>) -> tensor<8xf64> {
  %0 = chlo.erf %a : tensor<8xf64> -> tensor<8xf64>
  return %0 : tensor<8xf64>
}
