// A target without the Float64 capability computes f64 kernels in f32 with a
// warning (strata-vulkan-demote-f64); the buffers stay f64, read and written
// as 32-bit word pairs. On lavapipe (which has Float64, but is told it does
// not) with validation on:
//  - a + z with z = 0 shows the f64 -> f32 rounding of loads: 1e300 -> inf,
//    -1e-300 -> -0, NaN stays NaN, 1 + 2^-24 ties to even (1), 1 + 3 * 2^-24
//    ties to even (1 + 2^-22), the midpoint between the largest f32 and 2^128
//    rounds to inf; stores widen the f32 results exactly;
//  - exp(a * b) + a against python3's math in f64, within f32 precision.
// RUN: echo '{"targets":[{"backend":"vulkan-spirv","options":{"capabilities":"Shader,Int64,Int16,Int8,StorageBuffer8BitAccess,StorageBuffer16BitAccess"}}]}' > %t.json
// RUN: strata-compile %s --targets=%t.json -o %t.smod 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: f64 is computed in f32 in kernel '{{.*}}': the target lacks the Float64 capability, so results are rounded to f32 precision (f64 buffers keep their layout)
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.smod --device=vulkan \
// RUN:   --input="7xf64=1e300 -1e-300 nan inf 1.0000000596046448 1.0000001788139343 3.4028235677973366e38" \
// RUN:   --input="7xf64=0 0 0 0 0 0 0" \
// RUN:   --input="5xf64=0.5 -1 2 1e-3 3" --input="5xf64=2 0.25 -0.5 7 1.5" | FileCheck %s %}
// RUN: not strata-compile %S/Inputs/bitcast-f64.mlir --targets=%t.json -o %t.bitcast.smod 2>&1 | FileCheck %s --check-prefix=BITCAST
// BITCAST: error: cannot compute kernel '{{.*}}' in f32 (an op depends on the f64 bit layout, e.g. bitcast_convert); the target needs Float64
// CHECK-NOT: FAIL
// CHECK: [checks] 2 of 2 passed

func.func @main(%a: tensor<7xf64>, %z: tensor<7xf64>, %x: tensor<5xf64>, %y: tensor<5xf64>) {
  %s = stablehlo.add %a, %z : tensor<7xf64>
  %s_e = stablehlo.constant dense<[0x7FF0000000000000, -0.0, 0x7FF8000000000000, 0x7FF0000000000000, 1.0, 1.0000002384185791, 0x7FF0000000000000]> : tensor<7xf64>
  stablehlo.custom_call @check.expect_eq(%s, %s_e) {has_side_effect = true} : (tensor<7xf64>, tensor<7xf64>) -> ()
  %p = stablehlo.multiply %x, %y : tensor<5xf64>
  %e = stablehlo.exponential %p : tensor<5xf64>
  %r = stablehlo.add %e, %x : tensor<5xf64>
  %r_e = stablehlo.constant dense<[3.218281828459045, -0.22119921692859512, 2.3678794411714423, 1.0080245572668485, 93.01713130052181]> : tensor<5xf64>
  stablehlo.custom_call @check.expect_almost_eq(%r, %r_e) {has_side_effect = true, tolerance = 1.0e-4 : f32} : (tensor<5xf64>, tensor<5xf64>) -> ()
  return
}
