// chlo.top_k: lowering to rank / select / gather linalg.generics, and values
// on llvm-cpu worked out by hand:
//  f32, k = 3, IEEE total order (NaN largest, -0 < +0), equal values keep
//  their input order:
//    row [2 9 9 4 -1 0]        -> values [9 9 4],     indices [1 2 3]
//    row [1 nan 3 -inf 3 -0]   -> values [nan 3 3],   indices [1 2 4]
//    row [-0 0 -0 0 -5 -inf]   -> values [0 0 -0],    indices [1 3 0]
//  ui8, k = 2 (unsigned order: 200 > 7; passed and printed as i8 bits,
//  200 = -56):
//    [7 200 3 200 0]           -> values [200 200],   indices [1 3]
//  i32, k = 2, largest = false (ascending):
//    [5 -3 8 -3 0]             -> values [-3 -3],     indices [1 3]
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="3x6xf32=2 9 9 4 -1 0 1 nan 3 -inf 3 -0 -0 0 -0 0 -5 -inf" \
// RUN:   --input="5xui8=7 200 3 200 0" --input="5xi32=5 -3 8 -3 0" | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="3x6xf32=2 9 9 4 -1 0 1 nan 3 -inf 3 -0 -0 0 -0 0 -5 -inf" \
// RUN:   --input="5xui8=7 200 3 200 0" --input="5xi32=5 -3 8 -3 0" | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="3x6xf32=2 9 9 4 -1 0 1 nan 3 -inf 3 -0 -0 0 -0 0 -5 -inf" \
// RUN:   --input="5xui8=7 200 3 200 0" --input="5xi32=5 -3 8 -3 0" | FileCheck %s --check-prefix=EXEC %}

// LOWER-LABEL: func.func @main
// LOWER: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// LOWER: arith.cmpi sgt
// LOWER: arith.cmpi ult
// LOWER: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// LOWER: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// LOWER: tensor.extract
// LOWER: arith.cmpi slt
// LOWER-NOT: chlo.

// EXEC: result[0]: hal.buffer_view
// EXEC-NEXT: 3x3xf32=[9 9 4][nan 3 3][0 0 -0]
// EXEC: result[1]: hal.buffer_view
// EXEC-NEXT: 3x3xi32=[1 2 3][1 2 4][1 3 0]
// EXEC: result[2]: hal.buffer_view
// EXEC-NEXT: 2xui8=200 200
// EXEC: result[3]: hal.buffer_view
// EXEC-NEXT: 2xi32=1 3
// EXEC: result[4]: hal.buffer_view
// EXEC-NEXT: 2xi32=-3 -3
// EXEC: result[5]: hal.buffer_view
// EXEC-NEXT: 2xi32=1 3
func.func @main(%x: tensor<3x6xf32>, %u: tensor<5xui8>, %s: tensor<5xi32>)
    -> (tensor<3x3xf32>, tensor<3x3xi32>, tensor<2xui8>, tensor<2xi32>,
        tensor<2xi32>, tensor<2xi32>) {
  %v, %i = chlo.top_k(%x, k = 3) : tensor<3x6xf32> -> (tensor<3x3xf32>, tensor<3x3xi32>)
  %uv, %ui = chlo.top_k(%u, k = 2) : tensor<5xui8> -> (tensor<2xui8>, tensor<2xi32>)
  %sv, %si = chlo.top_k(%s, k = 2) {largest = false} : tensor<5xi32> -> (tensor<2xi32>, tensor<2xi32>)
  return %v, %i, %uv, %ui, %sv, %si : tensor<3x3xf32>, tensor<3x3xi32>, tensor<2xui8>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>
}
