// Complex ops in the generic form older exports print, with legacy mhlo
// names: "mhlo.complex" / "mhlo.exponential" / "stablehlo.real"/"imag"
// become their stablehlo twins, then strata-hlo-expand-complex. Expected:
// python3 cmath.exp of (0 + 1.5707963i, 1 + 0.5i, -1 + 0i), within 1e-5.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="3xf32=0 1 -1" --input="3xf32=1.5707963 0.5 0" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="3xf32=0 1 -1" --input="3xf32=1.5707963 0.5 0" | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: [checks] 1 of 1 passed

func.func @main(%re: tensor<3xf32>, %im: tensor<3xf32>) {
  %z = "mhlo.complex"(%re, %im) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xcomplex<f32>>
  %e = "mhlo.exponential"(%z) : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  %r = "stablehlo.real"(%e) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %i = "stablehlo.imag"(%e) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %back = "stablehlo.complex"(%r, %i) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xcomplex<f32>>
  %expected = "stablehlo.constant"() {value = dense<[(2.6794897e-08, 1.0), (2.3855167, 1.3032137), (0.36787944, 0.0)]> : tensor<3xcomplex<f32>>} : () -> tensor<3xcomplex<f32>>
  "stablehlo.custom_call"(%back, %expected) {call_target_name = "check.expect_almost_eq", has_side_effect = true, tolerance = 1.0e-5 : f32} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> ()
  return
}
