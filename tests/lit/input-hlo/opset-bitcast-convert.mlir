// stablehlo.bitcast_convert between same-width types reinterprets bits:
// f32 1.0 = 0x3F800000 = 1065353216, -2.0 = 0xC0000000 = -1073741824,
// +inf = 0x7F800000 = 2139095040; i32 -1 as ui32 is 4294967295 (printed as
// the signless bits, -1); f16 1.0 = 0x3C00 = 15360.
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-input-hlo.so --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// LOWER-LABEL: func.func @main
// LOWER: arith.bitcast %{{.+}} : f32 to i32
// LOWER: arith.bitcast %{{.+}} : i32 to f32
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="4xf32=1 -2 0 inf" --input="4xi32=1065353216 -1073741824 0 2139095040" --input="2xf16=1 -2" \
// RUN:   --expected_output="4xi32=1065353216 -1073741824 0 2139095040" \
// RUN:   --expected_output="4xf32=1 -2 0 inf" \
// RUN:   --expected_output="2xi16=15360 -16384" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="4xf32=1 -2 0 inf" --input="4xi32=1065353216 -1073741824 0 2139095040" --input="2xf16=1 -2" \
// RUN:   --expected_output="4xi32=1065353216 -1073741824 0 2139095040" \
// RUN:   --expected_output="4xf32=1 -2 0 inf" \
// RUN:   --expected_output="2xi16=15360 -16384" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="4xf32=1 -2 0 inf" --input="4xi32=1065353216 -1073741824 0 2139095040" --input="2xf16=1 -2" \
// RUN:   --expected_output="4xi32=1065353216 -1073741824 0 2139095040" \
// RUN:   --expected_output="4xf32=1 -2 0 inf" \
// RUN:   --expected_output="2xi16=15360 -16384" | FileCheck %s %}
// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]
// CHECK: [SUCCESS] result[2]
func.func @main(%a: tensor<4xf32>, %b: tensor<4xi32>, %c: tensor<2xf16>) -> (tensor<4xi32>, tensor<4xf32>, tensor<2xi16>) {
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi32>
  %1 = stablehlo.bitcast_convert %b : (tensor<4xi32>) -> tensor<4xf32>
  %2 = stablehlo.bitcast_convert %c : (tensor<2xf16>) -> tensor<2xi16>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xf32>, tensor<2xi16>
}
