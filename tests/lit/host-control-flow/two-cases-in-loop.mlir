// Two lax.cond (stablehlo.case) in one loop body, each on a loop-invariant
// index (arguments 1 and 0), whose results are both read afterwards: with the loop inside one
// dispatch (the default for this small loop) and on the host, on every
// target. Regression: lowered to scf.index_switch, llvm-cpu's one-shot
// bufferization put both cases' results into one hoisted buffer and the
// second overwrote the first (the module returned its inputs unchanged);
// input-hlo now lowers a case to a chain of scf.if.
// x = [1, 2, 3, 4], y = 1, 2 iterations of
//   sx = case(k1 = 1){x - 1}{2x}; sy = case(k0 = 0){y - 1}{2y}; s = sx + sy;
//   (x, y) = (s + x, s + y)
// -> [3, 6, 9, 12], [3, 5, 7, 9] -> [11, 22, 33, 44], [11, 21, 31, 41].
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --input="4xf32=1 2 3 4" --input="4xf32=1 1 1 1" --input="i32=1" --input="i32=0" \
// RUN:   --expected_output="4xf32=11 22 33 44" --expected_output="4xf32=11 21 31 41" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json --pipeline=%S/../../e2e/pipelines/host-control-flow.json -o %t.cpu-host.smod
// RUN: strata-run --module=%t.cpu-host.smod --input="4xf32=1 2 3 4" --input="4xf32=1 1 1 1" --input="i32=1" --input="i32=0" \
// RUN:   --expected_output="4xf32=11 22 33 44" --expected_output="4xf32=11 21 31 41" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="4xf32=1 2 3 4" --input="4xf32=1 1 1 1" --input="i32=1" --input="i32=0" \
// RUN:   --expected_output="4xf32=11 22 33 44" --expected_output="4xf32=11 21 31 41" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --device=vulkan --module=%t.vulkan.smod --input="4xf32=1 2 3 4" --input="4xf32=1 1 1 1" --input="i32=1" --input="i32=0" \
// RUN:   --expected_output="4xf32=11 22 33 44" --expected_output="4xf32=11 21 31 41" | FileCheck %s %}
// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]
func.func @main(%x0: tensor<4xf32>, %y0: tensor<4xf32>, %k1: tensor<i32>, %k0: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %two = stablehlo.constant dense<2.0> : tensor<4xf32>
  %r:3 = stablehlo.while(%i = %c0, %x = %x0, %y = %y0) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
   cond {
    %p = stablehlo.compare LT, %i, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %sx = "stablehlo.case"(%k1) ({
      %a = stablehlo.subtract %x, %one : tensor<4xf32>
      stablehlo.return %a : tensor<4xf32>
    }, {
      %b = stablehlo.multiply %x, %two : tensor<4xf32>
      stablehlo.return %b : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %sy = "stablehlo.case"(%k0) ({
      %a = stablehlo.subtract %y, %one : tensor<4xf32>
      stablehlo.return %a : tensor<4xf32>
    }, {
      %b = stablehlo.multiply %y, %two : tensor<4xf32>
      stablehlo.return %b : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %s = stablehlo.add %sx, %sy : tensor<4xf32>
    %nx = stablehlo.add %s, %x : tensor<4xf32>
    %ny = stablehlo.add %s, %y : tensor<4xf32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %j, %nx, %ny : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>
}
