// A tensor.pad whose source is computed in the same dispatch (the zero
// imaginary part of a real array converted to complex, padded by a
// complex reduce_window) reads its source's generic at each point instead
// of extracting from the whole tensor: extracting made a 37 KB private
// array of every invocation, and the Vulkan target refused the program
// (found by strata-fuzz-programs, seed 9206). The Vulkan results must equal
// llvm-cpu's.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --output=@%t.re.npy --output=@%t.im.npy
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan --expected_output=@%t.re.npy --expected_output=@%t.im.npy | FileCheck %s %}

// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]

func.func @main() -> (tensor<9x8x10xf64>, tensor<9x8x10xf64>) {
  %i = stablehlo.iota dim = 2 : tensor<17x16x17xf32>
  %j = stablehlo.iota dim = 0 : tensor<17x16x17xf32>
  %s = stablehlo.add %i, %j : tensor<17x16x17xf32>
  %c = stablehlo.convert %s : (tensor<17x16x17xf32>) -> tensor<17x16x17xcomplex<f64>>
  // Computed zeros in both parts (x - x is not folded for floats), then x.
  %z = stablehlo.subtract %c, %c : tensor<17x16x17xcomplex<f64>>
  %e = stablehlo.add %z, %c : tensor<17x16x17xcomplex<f64>>
  %init = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f64>>
  %r = "stablehlo.reduce_window"(%e, %init) ({
    ^bb0(%a: tensor<complex<f64>>, %b: tensor<complex<f64>>):
      %sum = stablehlo.add %a, %b : tensor<complex<f64>>
      stablehlo.return %sum : tensor<complex<f64>>
  }) {window_dimensions = array<i64: 2, 3, 2>, window_strides = array<i64: 2, 2, 2>, base_dilations = array<i64: 1, 1, 1>, window_dilations = array<i64: 1, 1, 2>, padding = dense<[[2, 0], [2, 0], [2, 2]]> : tensor<3x2xi64>} : (tensor<17x16x17xcomplex<f64>>, tensor<complex<f64>>) -> tensor<9x8x10xcomplex<f64>>
  %re = stablehlo.real %r : (tensor<9x8x10xcomplex<f64>>) -> tensor<9x8x10xf64>
  %im = stablehlo.imag %r : (tensor<9x8x10xcomplex<f64>>) -> tensor<9x8x10xf64>
  return %re, %im : tensor<9x8x10xf64>, tensor<9x8x10xf64>
}
