// chlo.next_after: lowering to integer arithmetic on the bit pattern, and
// exact values on llvm-cpu (atol = rtol = 0) worked out from IEEE-754 f32:
//   nextafter(1, 2) = 1 + 2^-23 = 1.00000012, nextafter(1, 0) = 1 - 2^-24
//   = 0.99999994, nextafter(0, 1) = 2^-149 (smallest subnormal, printed
//   1.4013e-45), nextafter(0, -1) = -2^-149, nextafter(-1, -2) = -(1 + 2^-23),
//   nextafter(2, 2) = 2, nextafter(nan, 1) = nan, nextafter(1, nan) = nan,
//   nextafter(inf, 0) = FLT_MAX = 3.40282347e+38, nextafter(FLT_MAX, inf) =
//   inf, nextafter(-2^-149, 1) = -0 (printed -0), nextafter(0, -0) = -0.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod \
// RUN:   --input="12xf32=1 1 0 0 -1 2 nan 1 inf 3.40282347e+38 -1.4013e-45 0" \
// RUN:   --input="12xf32=2 0 1 -1 -2 2 1 nan 0 inf 1 -0" \
// RUN:   --expected_output="12xf32=1.00000012 0.99999994 1.4013e-45 -1.4013e-45 -1.00000012 2 nan nan 3.40282347e+38 inf -0 -0" \
// RUN:   --rtol=0 --atol=0 | FileCheck %s --check-prefix=EXEC
// RUN: strata-run --module=%t.smod --input="12xf32=1 1 0 0 -1 2 nan 1 inf 3.40282347e+38 -1.4013e-45 0" \
// RUN:   --input="12xf32=2 0 1 -1 -2 2 1 nan 0 inf 1 -0" | FileCheck %s --check-prefix=SIGN
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod \
// RUN:   --input="12xf32=1 1 0 0 -1 2 nan 1 inf 3.40282347e+38 -1.4013e-45 0" \
// RUN:   --input="12xf32=2 0 1 -1 -2 2 1 nan 0 inf 1 -0" \
// RUN:   --expected_output="12xf32=1.00000012 0.99999994 1.4013e-45 -1.4013e-45 -1.00000012 2 nan nan 3.40282347e+38 inf -0 -0" \
// RUN:   --rtol=0 --atol=0 | FileCheck %s --check-prefix=EXEC
// RUN: strata-run --module=%t.vmvx.smod --input="12xf32=1 1 0 0 -1 2 nan 1 inf 3.40282347e+38 -1.4013e-45 0" \
// RUN:   --input="12xf32=2 0 1 -1 -2 2 1 nan 0 inf 1 -0" | FileCheck %s --check-prefix=SIGN
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan \
// RUN:   --input="12xf32=1 1 0 0 -1 2 nan 1 inf 3.40282347e+38 -1.4013e-45 0" \
// RUN:   --input="12xf32=2 0 1 -1 -2 2 1 nan 0 inf 1 -0" \
// RUN:   --expected_output="12xf32=1.00000012 0.99999994 1.4013e-45 -1.4013e-45 -1.00000012 2 nan nan 3.40282347e+38 inf -0 -0" \
// RUN:   --rtol=0 --atol=0 | FileCheck %s --check-prefix=EXEC %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="12xf32=1 1 0 0 -1 2 nan 1 inf 3.40282347e+38 -1.4013e-45 0" \
// RUN:   --input="12xf32=2 0 1 -1 -2 2 1 nan 0 inf 1 -0" | FileCheck %s --check-prefix=SIGN %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic
// LOWER-DAG: arith.bitcast %{{.*}} : f32 to i32
// LOWER-DAG: arith.addi
// LOWER-DAG: arith.subi
// LOWER-DAG: arith.bitcast %{{.*}} : i32 to f32
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
// The sign of the zero results (a tolerance compare cannot see it).
// SIGN: 12xf32=1 1 1.4013e-45 -1.4013e-45 -1 2 nan nan 3.40282e+38 inf -0 -0
func.func @main(%x: tensor<12xf32>, %y: tensor<12xf32>) -> tensor<12xf32> {
  %0 = chlo.next_after %x, %y : tensor<12xf32>, tensor<12xf32> -> tensor<12xf32>
  return %0 : tensor<12xf32>
}
