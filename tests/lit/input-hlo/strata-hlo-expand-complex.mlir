// strata-hlo-expand-complex: complex values become (real, imaginary) pairs of
// real tensors; complex arguments and results cross the function boundary as
// <shape>x2 real tensors that remember their complex type in strata.abi_type.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-expand-complex | FileCheck %s

// CHECK-LABEL: func.func @boundary
// CHECK-SAME: (%[[Z:.*]]: tensor<4x2xf32> {strata.abi_type = tensor<4xcomplex<f32>>})
// CHECK-SAME: -> (tensor<4x2xf32> {strata.abi_type = tensor<4xcomplex<f32>>})
// CHECK-DAG: %[[RE1:.*]] = stablehlo.slice %[[Z]] [0:4, 0:1]
// CHECK-DAG: %[[IM1:.*]] = stablehlo.slice %[[Z]] [0:4, 1:2]
// CHECK-DAG: %[[RE:.*]] = stablehlo.reshape %[[RE1]] : (tensor<4x1xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[IM:.*]] = stablehlo.reshape %[[IM1]] : (tensor<4x1xf32>) -> tensor<4xf32>
// (a + ib)(a + ib) = (aa - bb) + i(ab + ba)
// CHECK-DAG: %[[AA:.*]] = stablehlo.multiply %[[RE]], %[[RE]] : tensor<4xf32>
// CHECK-DAG: %[[BB:.*]] = stablehlo.multiply %[[IM]], %[[IM]] : tensor<4xf32>
// CHECK-DAG: %[[PRE:.*]] = stablehlo.subtract %[[AA]], %[[BB]] : tensor<4xf32>
// CHECK-DAG: %[[AB:.*]] = stablehlo.multiply %[[RE]], %[[IM]] : tensor<4xf32>
// CHECK-DAG: %[[BA:.*]] = stablehlo.multiply %[[IM]], %[[RE]] : tensor<4xf32>
// CHECK-DAG: %[[PIM:.*]] = stablehlo.add %[[AB]], %[[BA]] : tensor<4xf32>
// CHECK-DAG: %[[C0:.*]] = stablehlo.reshape %[[PRE]] : (tensor<4xf32>) -> tensor<4x1xf32>
// CHECK-DAG: %[[C1:.*]] = stablehlo.reshape %[[PIM]] : (tensor<4xf32>) -> tensor<4x1xf32>
// CHECK: %[[OUT:.*]] = stablehlo.concatenate %[[C0]], %[[C1]], dim = 1
// CHECK: return %[[OUT]] : tensor<4x2xf32>
// CHECK-NOT: complex<
func.func @boundary(%z: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.multiply %z, %z : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// Constants split into two real constants; real/imag pick a part, abs is a
// scaled hypot (max * sqrt(1 + (min/max)^2)) with no complex left.
// CHECK-LABEL: func.func @parts
// CHECK-SAME: -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>)
// CHECK-DAG: %[[RE:.*]] = stablehlo.constant dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf64>
// CHECK-DAG: %[[IM:.*]] = stablehlo.constant dense<[2.000000e+00, -4.000000e+00]> : tensor<2xf64>
// CHECK: stablehlo.maximum
// CHECK: stablehlo.sqrt
// CHECK: return %[[RE]], %[[IM]], %{{.*}} : tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
// CHECK-NOT: complex<
func.func @parts() -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) {
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f64>>
  %re = stablehlo.real %c : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  %im = stablehlo.imag %c : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  %abs = stablehlo.abs %c : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  return %re, %im, %abs : tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
}

// -----

// dot_general of complex operands: four real products, (AC - BD) + i(AD + BC).
// CHECK-LABEL: func.func @dot
// CHECK-COUNT-2: stablehlo.dot_general {{.*}} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
// CHECK: stablehlo.subtract
// CHECK-COUNT-2: stablehlo.dot_general {{.*}} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
// CHECK: stablehlo.add
// CHECK-NOT: complex<
func.func @dot(%a: tensor<2x3xcomplex<f32>>, %b: tensor<3x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  return %0 : tensor<2x2xcomplex<f32>>
}

// -----

// A check custom_call takes a complex value as its <shape>x2 real tensor.
// CHECK-LABEL: func.func @check
// CHECK: %[[P:.*]] = stablehlo.concatenate {{.*}} -> tensor<3x2xf32>
// CHECK: stablehlo.custom_call @check.expect_eq(%[[P]], %[[P]]) {{.*}} : (tensor<3x2xf32>, tensor<3x2xf32>) -> ()
func.func @check(%re: tensor<3xf32>, %im: tensor<3xf32>) {
  %z = stablehlo.complex %re, %im : tensor<3xcomplex<f32>>
  stablehlo.custom_call @check.expect_eq(%z, %z) {has_side_effect = true} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> ()
  return
}

// -----

// sqrt stays in f32 (hypot-scaled, sign bit of the imaginary part through
// bitcast_convert); the inverse functions of complex64 values evaluate in
// f64 and round once.
// CHECK-LABEL: func.func @functions
// CHECK: stablehlo.sqrt %{{.*}} : tensor<3xf32>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<3xf32>) -> tensor<3xi32>
// CHECK: stablehlo.convert %{{.*}} : (tensor<3xf32>) -> tensor<3xf64>
// CHECK: stablehlo.atan2 %{{.*}} : tensor<3xf64>
// CHECK: stablehlo.log %{{.*}} : tensor<3xf64>
// CHECK: stablehlo.convert %{{.*}} : (tensor<3xf64>) -> tensor<3xf32>
// CHECK-NOT: complex<
func.func @functions(%z: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) {
  %0 = stablehlo.sqrt %z : tensor<3xcomplex<f32>>
  %1 = chlo.asin %z : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  return %0, %1 : tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
}

// -----

// A complex reduce becomes a reduce of the two parts: inputs (re, im),
// inits (re, im), body arguments (acc re, acc im, x re, x im).
// CHECK-LABEL: func.func @reduce
// CHECK: %[[R:.*]]:2 = stablehlo.reduce(%{{.*}} init: %{{.*}}), (%{{.*}} init: %{{.*}}) across dimensions = [0] : (tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>)
// CHECK: reducer(%[[AR:.*]]: tensor<f64>, %[[XR:.*]]: tensor<f64>)(%[[AI:.*]]: tensor<f64>, %[[XI:.*]]: tensor<f64>)
// CHECK-DAG: stablehlo.multiply %[[AR]], %[[XR]]
// CHECK-DAG: stablehlo.multiply %[[AI]], %[[XI]]
// CHECK: stablehlo.return %{{.*}}, %{{.*}} : tensor<f64>, tensor<f64>
// CHECK-NOT: complex<
func.func @reduce(%z: tensor<4xcomplex<f64>>) -> tensor<complex<f64>> {
  %one = stablehlo.constant dense<(1.0, 0.0)> : tensor<complex<f64>>
  %0 = stablehlo.reduce(%z init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
  return %0 : tensor<complex<f64>>
}

// -----

// A complex sort key becomes two operands; the comparator takes (lhs re,
// rhs re, lhs im, rhs im) and compare LT is lexicographic: re < re', or
// re == re' and im < im'.
// CHECK-LABEL: func.func @sort
// CHECK: %[[S:.*]]:3 = "stablehlo.sort"(%{{.*}}, %{{.*}}, %{{.*}})
// CHECK: ^bb0(%[[LR:.*]]: tensor<f32>, %[[RR:.*]]: tensor<f32>, %[[LI:.*]]: tensor<f32>, %[[RI:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-DAG: %[[LT:.*]] = stablehlo.compare LT, %[[LR]], %[[RR]], FLOAT
// CHECK-DAG: %[[EQ:.*]] = stablehlo.compare EQ, %[[LR]], %[[RR]], FLOAT
// CHECK-DAG: %[[LTI:.*]] = stablehlo.compare LT, %[[LI]], %[[RI]], FLOAT
// CHECK: %[[AND:.*]] = stablehlo.and %[[EQ]], %[[LTI]]
// CHECK: %[[OR:.*]] = stablehlo.or %[[LT]], %[[AND]]
// CHECK: stablehlo.return %[[OR]]
// CHECK: (tensor<5xf32>, tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xi32>)
// CHECK-NOT: complex<
func.func @sort(%z: tensor<5xcomplex<f32>>, %i: tensor<5xi32>) -> (tensor<5xcomplex<f32>>, tensor<5xi32>) {
  %0:2 = "stablehlo.sort"(%z, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<5xcomplex<f32>>, tensor<5xi32>) -> (tensor<5xcomplex<f32>>, tensor<5xi32>)
  return %0#0, %0#1 : tensor<5xcomplex<f32>>, tensor<5xi32>
}

// -----

// complex<f64> -> 2 x complex<f32>: each f64 part's low and high words.
// CHECK-LABEL: func.func @bitcast
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<3xf64>) -> tensor<3xi64>
// CHECK: stablehlo.shift_right_logical
// CHECK: stablehlo.convert %{{.*}} : (tensor<3xi64>) -> tensor<3xi32>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<3xi32>) -> tensor<3xf32>
// CHECK: return %{{.*}} : tensor<3x2x2xf32>
// CHECK-NOT: complex<
func.func @bitcast(%z: tensor<3xcomplex<f64>>) -> tensor<3x2xcomplex<f32>> {
  %0 = stablehlo.bitcast_convert %z : (tensor<3xcomplex<f64>>) -> tensor<3x2xcomplex<f32>>
  return %0 : tensor<3x2xcomplex<f32>>
}
