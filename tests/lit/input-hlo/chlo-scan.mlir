// chlo.scan (JAX's GPU lowering of cumulative reductions, and the general
// form): an associative add/max/... scan from its identity becomes a
// full-prefix reduce_window; any other scan a while loop over positions.
// Values worked out by hand:
//  cumsum dim 0 of [[1 2 3 4][5 6 7 8][9 10 11 12]] (window):
//    [[1 2 3 4][6 8 10 12][15 18 21 24]], carry [15 18 21 24]
//  reverse cummax dim 1 of i32 [[3 -1 4 1][-5 9 2 6]] from INT_MIN (window):
//    [[4 4 4 1][9 9 6 6]], carry (position 0) [4 9]
//  cumprod dim 0 of [[1 2][3 4][0.5 -1]] from [2 3], not the identity (loop):
//    [[2 6][6 24][3 -24]], carry [3 -24]
//  two inputs a = [1 2 3 4] (i32), b = [0.5 1.5 2.5 3.5], carry c = 10,
//  c' = c/2 + a*b, output c' - 1, reversed (loop): positions 3..0 give
//    c' = 19, 17, 11.5, 6.25 -> outputs [5.25 10.5 16 18], carry 6.25
//  ui8 cumsum of [200 100 7] (wraps): [200 44 51], carry 51
//  the generic form of the first scan: as the first
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="3x4xf32=1 2 3 4 5 6 7 8 9 10 11 12" \
// RUN:   --input="2x4xi32=3 -1 4 1 -5 9 2 6" --input="3x2xf32=1 2 3 4 0.5 -1" \
// RUN:   --input="4xi32=1 2 3 4" --input="4xf32=0.5 1.5 2.5 3.5" --input="3xui8=200 100 7" | FileCheck %s --check-prefix=EXEC
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="3x4xf32=1 2 3 4 5 6 7 8 9 10 11 12" \
// RUN:   --input="2x4xi32=3 -1 4 1 -5 9 2 6" --input="3x2xf32=1 2 3 4 0.5 -1" \
// RUN:   --input="4xi32=1 2 3 4" --input="4xf32=0.5 1.5 2.5 3.5" --input="3xui8=200 100 7" | FileCheck %s --check-prefix=EXEC
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="3x4xf32=1 2 3 4 5 6 7 8 9 10 11 12" \
// RUN:   --input="2x4xi32=3 -1 4 1 -5 9 2 6" --input="3x2xf32=1 2 3 4 0.5 -1" \
// RUN:   --input="4xi32=1 2 3 4" --input="4xf32=0.5 1.5 2.5 3.5" --input="3xui8=200 100 7" | FileCheck %s --check-prefix=EXEC %}

// Two loops (cumprod, the two-input scan); the window scans leave none.
// LOWER-LABEL: func.func @main
// LOWER-COUNT-2: scf.while
// LOWER-NOT: scf.while
// LOWER-NOT: chlo.scan

// EXEC: result[0]: hal.buffer_view
// EXEC-NEXT: 3x4xf32=[1 2 3 4][6 8 10 12][15 18 21 24]
// EXEC: result[1]: hal.buffer_view
// EXEC-NEXT: 4xf32=15 18 21 24
// EXEC: result[2]: hal.buffer_view
// EXEC-NEXT: 2x4xi32=[4 4 4 1][9 9 6 6]
// EXEC: result[3]: hal.buffer_view
// EXEC-NEXT: 2xi32=4 9
// EXEC: result[4]: hal.buffer_view
// EXEC-NEXT: 3x2xf32=[2 6][6 24][3 -24]
// EXEC: result[5]: hal.buffer_view
// EXEC-NEXT: 2xf32=3 -24
// EXEC: result[6]: hal.buffer_view
// EXEC-NEXT: 4xf32=5.25 10.5 16 18
// EXEC: result[7]: hal.buffer_view
// EXEC-NEXT: f32=6.25
// EXEC: result[8]: hal.buffer_view
// EXEC-NEXT: 3xui8=200 44 51
// EXEC: result[9]: hal.buffer_view
// EXEC-NEXT: ui8=51
// EXEC: result[10]: hal.buffer_view
// EXEC-NEXT: 3x4xf32=[1 2 3 4][6 8 10 12][15 18 21 24]
func.func @main(%x: tensor<3x4xf32>, %s: tensor<2x4xi32>, %p: tensor<3x2xf32>,
                %a: tensor<4xi32>, %b: tensor<4xf32>, %u: tensor<3xui8>)
    -> (tensor<3x4xf32>, tensor<4xf32>, tensor<2x4xi32>, tensor<2xi32>,
        tensor<3x2xf32>, tensor<2xf32>, tensor<4xf32>, tensor<f32>,
        tensor<3xui8>, tensor<ui8>, tensor<3x4xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %zeros = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %0:2 = chlo.scan(%x) inits (%zeros) dimension=0  attributes {is_associative = true, is_reverse = false} {
  ^bb0(%xi: tensor<4xf32>, %c: tensor<4xf32>):
    %r = stablehlo.add %xi, %c : tensor<4xf32>
    stablehlo.return %r, %r : tensor<4xf32>, tensor<4xf32>
  } : (tensor<3x4xf32>, tensor<4xf32>) -> (tensor<3x4xf32>, tensor<4xf32>)

  %lowest = stablehlo.constant dense<-2147483648> : tensor<2xi32>
  %1:2 = chlo.scan(%s) inits (%lowest) dimension=1 attributes {is_associative = true, is_reverse = true} {
  ^bb0(%si: tensor<2xi32>, %c: tensor<2xi32>):
    %r = stablehlo.maximum %c, %si : tensor<2xi32>
    stablehlo.return %r, %r : tensor<2xi32>, tensor<2xi32>
  } : (tensor<2x4xi32>, tensor<2xi32>) -> (tensor<2x4xi32>, tensor<2xi32>)

  %start = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %2:2 = chlo.scan(%p) inits (%start) dimension=0 attributes {is_associative = true} {
  ^bb0(%pi: tensor<2xf32>, %c: tensor<2xf32>):
    %r = stablehlo.multiply %pi, %c : tensor<2xf32>
    stablehlo.return %r, %r : tensor<2xf32>, tensor<2xf32>
  } : (tensor<3x2xf32>, tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>)

  %ten = stablehlo.constant dense<10.0> : tensor<f32>
  %3:2 = chlo.scan(%a, %b) inits (%ten) dimension=0 attributes {is_reverse = true} {
  ^bb0(%ai: tensor<i32>, %bi: tensor<f32>, %c: tensor<f32>):
    %half = stablehlo.constant dense<0.5> : tensor<f32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %af = stablehlo.convert %ai : (tensor<i32>) -> tensor<f32>
    %t = stablehlo.multiply %af, %bi : tensor<f32>
    %h = stablehlo.multiply %c, %half : tensor<f32>
    %n = stablehlo.add %h, %t : tensor<f32>
    %o = stablehlo.subtract %n, %one : tensor<f32>
    stablehlo.return %o, %n : tensor<f32>, tensor<f32>
  } : (tensor<4xi32>, tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)

  %uzero = stablehlo.constant dense<0> : tensor<ui8>
  %4:2 = chlo.scan(%u) inits (%uzero) dimension=0 attributes {is_associative = true, is_reverse = false} {
  ^bb0(%ui: tensor<ui8>, %c: tensor<ui8>):
    %r = stablehlo.add %ui, %c : tensor<ui8>
    stablehlo.return %r, %r : tensor<ui8>, tensor<ui8>
  } : (tensor<3xui8>, tensor<ui8>) -> (tensor<3xui8>, tensor<ui8>)

  %5:2 = "chlo.scan"(%x, %zeros) <{dimension = 0 : i64, is_associative = true, is_reverse = false, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%xi: tensor<4xf32>, %c: tensor<4xf32>):
    %r = "stablehlo.add"(%xi, %c) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%r, %r) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }) : (tensor<3x4xf32>, tensor<4xf32>) -> (tensor<3x4xf32>, tensor<4xf32>)

  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4#0, %4#1, %5#0
      : tensor<3x4xf32>, tensor<4xf32>, tensor<2x4xi32>, tensor<2xi32>,
        tensor<3x2xf32>, tensor<2xf32>, tensor<4xf32>, tensor<f32>,
        tensor<3xui8>, tensor<ui8>, tensor<3x4xf32>
}
