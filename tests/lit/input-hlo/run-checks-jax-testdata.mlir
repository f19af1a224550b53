// The shape of StableHLO's JAX testdata programs: a public @main with no
// arguments that calls private @inputs/@expected helpers (inlined) and ends
// with check custom_calls; strata-run calls @main by default with no inputs.
// f16, bf16, i1 and ui8 operands each get their own declaration.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod | FileCheck %s
// The same program in generic form with legacy mhlo names (older exports).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --mlir-print-op-generic \
// RUN:   | sed -e 's/"stablehlo\./"mhlo./g' -e 's/#stablehlo/#mhlo/g' > %t.mhlo.mlir
// RUN: grep -c '"mhlo.custom_call"' %t.mhlo.mlir | FileCheck %s --check-prefix=MHLO
// RUN: strata-compile %t.mhlo.mlir --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.mhlo.smod
// RUN: strata-run --module=%t.mhlo.smod | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod | FileCheck %s
// RUN: strata-compile %t.mhlo.mlir --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.mhlo.smod
// RUN: strata-run --module=%t.vmvx.mhlo.smod | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan | FileCheck %s %}
// RUN: %if vulkan %{ strata-compile %t.mhlo.mlir --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.mhlo.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.mhlo.smod --device=vulkan | FileCheck %s %}
// MHLO: 4
// CHECK: [check 0] expect_eq: PASS
// CHECK-NEXT: [check 1] expect_close: PASS
// CHECK-NEXT: [check 2] expect_close: PASS
// CHECK-NEXT: [check 3] expect_eq: PASS
// CHECK-NEXT: [checks] 4 of 4 passed
// CHECK: 2xi1=1 0

module @jit_main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0:4 = call @inputs() : () -> (tensor<2xf16>, tensor<2xf16>, tensor<2xbf16>, tensor<3xui8>)
    %1:4 = call @expected() : () -> (tensor<2xi1>, tensor<2xf16>, tensor<2xbf16>, tensor<3xui8>)
    %2 = stablehlo.compare  NE, %0#0, %0#1,  FLOAT : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xi1>
    stablehlo.custom_call @check.expect_eq(%2, %1#0) {has_side_effect = true} : (tensor<2xi1>, tensor<2xi1>) -> ()
    %3 = stablehlo.negate %0#0 : tensor<2xf16>
    stablehlo.custom_call @check.expect_close(%3, %1#1) {has_side_effect = true} : (tensor<2xf16>, tensor<2xf16>) -> ()
    %4 = stablehlo.multiply %0#2, %0#2 : tensor<2xbf16>
    stablehlo.custom_call @check.expect_close(%4, %1#2) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
    %5 = stablehlo.add %0#3, %0#3 : tensor<3xui8>
    stablehlo.custom_call @check.expect_eq(%5, %1#3) {has_side_effect = true} : (tensor<3xui8>, tensor<3xui8>) -> ()
    return %2 : tensor<2xi1>
  }
  func.func private @inputs() -> (tensor<2xf16> {mhlo.layout_mode = "default"}, tensor<2xf16> {mhlo.layout_mode = "default"}, tensor<2xbf16>, tensor<3xui8>) {
    %cst = stablehlo.constant dense<[-1.121090e+00, 2.500000e+00]> : tensor<2xf16>
    %cst_0 = stablehlo.constant dense<[-8.540030e-01, 2.500000e+00]> : tensor<2xf16>
    %cst_1 = stablehlo.constant dense<[1.500000e+00, -3.000000e+00]> : tensor<2xbf16>
    %c = stablehlo.constant dense<[1, 100, 200]> : tensor<3xui8>
    return %cst, %cst_0, %cst_1, %c : tensor<2xf16>, tensor<2xf16>, tensor<2xbf16>, tensor<3xui8>
  }
  func.func private @expected() -> (tensor<2xi1> {mhlo.layout_mode = "default"}, tensor<2xf16>, tensor<2xbf16>, tensor<3xui8>) {
    %c = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %cst = stablehlo.constant dense<[1.121090e+00, -2.500000e+00]> : tensor<2xf16>
    %cst_0 = stablehlo.constant dense<[2.250000e+00, 9.000000e+00]> : tensor<2xbf16>
    // 200 + 200 wraps to 144.
    %c_1 = stablehlo.constant dense<[2, 200, 144]> : tensor<3xui8>
    return %c, %cst, %cst_0, %c_1 : tensor<2xi1>, tensor<2xf16>, tensor<2xbf16>, tensor<3xui8>
  }
}
