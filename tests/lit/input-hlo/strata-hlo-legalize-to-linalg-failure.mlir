// An op form without a lowering fails with one error that names the op and
// the reason, exit code 1.
// RUN: not strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-legalize-to-linalg 2>&1 | FileCheck %s

func.func @sort_complex(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // CHECK: :[[@LINE+1]]:8: error: failed to lower 'stablehlo.sort' (complex element types are not supported): not supported by input-hlo
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// A body may use constants from outside (canonicalization hoists them), not
// other values.
func.func @scatter_capture(%x: tensor<6xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>, %s: tensor<f32>) -> tensor<6xf32> {
  // CHECK: :[[@LINE+1]]:8: error: failed to lower 'stablehlo.scatter' ('stablehlo.multiply' inside the body uses a value defined outside it that is not a scalar constant): not supported by input-hlo
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %b, %s : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<6xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// CHECK-NOT: error
