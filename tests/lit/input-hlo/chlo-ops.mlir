// Syntax round trip of the chlo special-function ops (pretty form as JAX
// prints it, and the generic form).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s | strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so | FileCheck %s
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --mlir-print-op-generic | strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so | FileCheck %s

// CHECK-LABEL: func.func @unary
func.func @unary(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: chlo.sinh %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %0 = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.cosh
  %1 = chlo.cosh %0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.asin
  %2 = chlo.asin %1 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.acos
  %3 = chlo.acos %2 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.atan
  %4 = chlo.atan %3 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.asinh
  %5 = chlo.asinh %4 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.acosh
  %6 = chlo.acosh %5 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.atanh
  %7 = chlo.atanh %6 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.lgamma
  %8 = chlo.lgamma %7 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.digamma
  %9 = chlo.digamma %8 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.erf_inv
  %10 = chlo.erf_inv %9 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.bessel_i1e
  %11 = chlo.bessel_i1e %10 : tensor<4xf32> -> tensor<4xf32>
  return %11 : tensor<4xf32>
}

// CHECK-LABEL: func.func @binary
func.func @binary(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  // CHECK: chlo.next_after %{{.*}}, %{{.*}} : tensor<2x3xf64>, tensor<2x3xf64> -> tensor<2x3xf64>
  %0 = chlo.next_after %a, %b : tensor<2x3xf64>, tensor<2x3xf64> -> tensor<2x3xf64>
  // CHECK: chlo.polygamma %{{.*}}, %{{.*}} : tensor<2x3xf64>, tensor<2x3xf64> -> tensor<2x3xf64>
  %1 = chlo.polygamma %a, %0 : tensor<2x3xf64>, tensor<2x3xf64> -> tensor<2x3xf64>
  // CHECK: chlo.zeta %{{.*}}, %{{.*}} : tensor<2x3xf64>, tensor<2x3xf64> -> tensor<2x3xf64>
  %2 = chlo.zeta %1, %b : tensor<2x3xf64>, tensor<2x3xf64> -> tensor<2x3xf64>
  return %2 : tensor<2x3xf64>
}

// CHECK-LABEL: func.func @top_k
func.func @top_k(%x: tensor<5x3xi8>) -> (tensor<5x2xi8>, tensor<5x2xi32>) {
  // CHECK: %{{.*}}, %{{.*}} = chlo.top_k(%{{.*}}, k = 2) : tensor<5x3xi8> -> (tensor<5x2xi8>, tensor<5x2xi32>)
  %values, %indices = chlo.top_k(%x, k = 2) : tensor<5x3xi8> -> (tensor<5x2xi8>, tensor<5x2xi32>)
  // CHECK: chlo.top_k(%{{.*}}, k = 1) {largest = false}
  %v2, %i2 = chlo.top_k(%x, k = 1) {largest = false} : tensor<5x3xi8> -> (tensor<5x1xi8>, tensor<5x1xi32>)
  return %values, %indices : tensor<5x2xi8>, tensor<5x2xi32>
}
