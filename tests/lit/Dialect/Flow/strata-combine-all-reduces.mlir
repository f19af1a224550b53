// RUN: strata-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(strata-combine-all-reduces))' | FileCheck %s
// RUN: strata-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(strata-combine-all-reduces{max-bytes=36}))' | FileCheck %s --check-prefix=SMALL

// A data-parallel step's gradients and loss: three sums over the same
// group, of rank 2, 1 and 0, combined into one all-reduce placed after the
// last operand (%l) and before the first use; each result is its slice,
// reshaped back.

// CHECK-LABEL: func.func @gradients(
//  CHECK-SAME:     %[[W:.+]]: tensor<4x2xf32>, %[[B:.+]]: tensor<2xf32>, %[[X:.+]]: tensor<f32>)
//       CHECK:   %[[L:.+]] = arith.addf
//   CHECK-DAG:   %[[WF:.+]] = tensor.collapse_shape %[[W]] {{\[}}[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
//   CHECK-DAG:   %[[LF:.+]] = tensor.expand_shape %[[L]] [] output_shape [1] : tensor<f32> into tensor<1xf32>
//       CHECK:   %[[CAT:.+]] = tensor.concat dim(0) %[[WF]], %[[B]], %[[LF]] : (tensor<8xf32>, tensor<2xf32>, tensor<1xf32>) -> tensor<11xf32>
//       CHECK:   %[[R:.+]] = flow.collective.all_reduce %[[CAT]] {groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, reduction = "sum"} : tensor<11xf32> -> tensor<11xf32>
//       CHECK:   %[[RW:.+]] = tensor.extract_slice %[[R]][0] [8] [1]
//       CHECK:   tensor.expand_shape %[[RW]] {{\[}}[0, 1]] output_shape [4, 2] : tensor<8xf32> into tensor<4x2xf32>
//       CHECK:   tensor.extract_slice %[[R]][8] [2] [1]
//       CHECK:   %[[RL:.+]] = tensor.extract_slice %[[R]][10] [1] [1]
//       CHECK:   tensor.collapse_shape %[[RL]] [] : tensor<1xf32> into tensor<f32>
//   CHECK-NOT:   flow.collective.all_reduce

// At most 36 bytes: the 32-byte %w sum stays alone; %b and %l combine.
// SMALL-LABEL: func.func @gradients(
//       SMALL:   flow.collective.all_reduce %{{.+}} {{.+}} : tensor<4x2xf32> -> tensor<4x2xf32>
//       SMALL:   flow.collective.all_reduce %{{.+}} {{.+}} : tensor<3xf32> -> tensor<3xf32>
//   SMALL-NOT:   flow.collective.all_reduce
func.func @gradients(%w: tensor<4x2xf32>, %b: tensor<2xf32>, %x: tensor<f32>) -> (tensor<4x2xf32>, tensor<2xf32>, tensor<f32>) {
  %gw = flow.collective.all_reduce %w {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4x2xf32> -> tensor<4x2xf32>
  %gb = flow.collective.all_reduce %b {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<2xf32> -> tensor<2xf32>
  %l = arith.addf %x, %x : tensor<f32>
  %gl = flow.collective.all_reduce %l {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<f32> -> tensor<f32>
  return %gw, %gb, %gl : tensor<4x2xf32>, tensor<2xf32>, tensor<f32>
}

// -----

// Not combined: different reductions, different groups, different element
// types, and an operand computed from another all-reduce's result.

// SMALL-LABEL: func.func @kept_apart(
// CHECK-LABEL: func.func @kept_apart(
//  CHECK-COUNT-5:   flow.collective.all_reduce
//   CHECK-NOT:   tensor.concat
func.func @kept_apart(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = flow.collective.all_reduce %a {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xf32> -> tensor<4xf32>
  %1 = flow.collective.all_reduce %b {reduction = "maximum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xf32> -> tensor<4xf32>
  %2 = flow.collective.all_reduce %c {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xi32> -> tensor<4xi32>
  %3 = flow.collective.all_reduce %b {reduction = "sum", groups = dense<[[0], [1]]> : tensor<2x1xi64>} : tensor<4xf32> -> tensor<4xf32>
  %d = arith.mulf %0, %0 : tensor<4xf32>
  %4 = flow.collective.all_reduce %d {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xf32> -> tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A result used before a later candidate's operand is computed splits the
// group: the first two combine, the third (after the use) stays alone.

// CHECK-LABEL: func.func @use_between(
//       CHECK:   %[[R:.+]] = flow.collective.all_reduce %{{.+}} : tensor<8xf32> -> tensor<8xf32>
//       CHECK:   tensor.extract_slice %[[R]][0] [4] [1]
//       CHECK:   arith.mulf
//       CHECK:   flow.collective.all_reduce %{{.+}} : tensor<4xf32> -> tensor<4xf32>
func.func @use_between(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = flow.collective.all_reduce %a {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xf32> -> tensor<4xf32>
  %1 = flow.collective.all_reduce %b {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xf32> -> tensor<4xf32>
  %d = arith.mulf %0, %1 : tensor<4xf32>
  %2 = flow.collective.all_reduce %d {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xf32> -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Complex numbers and booleans combine like any element type (sizes in
// bytes: complex<f32> 8, i1 1).

// CHECK-LABEL: func.func @complex_and_bool(
//   CHECK-DAG:   flow.collective.all_reduce %{{.+}} {{.+}} : tensor<6xcomplex<f32>> -> tensor<6xcomplex<f32>>
//   CHECK-DAG:   flow.collective.all_reduce %{{.+}} {{.+}} : tensor<5xi1> -> tensor<5xi1>
//   CHECK-NOT:   flow.collective.all_reduce
// SMALL-LABEL: func.func @complex_and_bool(
//   SMALL-DAG:   flow.collective.all_reduce %{{.+}} {{.+}} : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
//   SMALL-DAG:   flow.collective.all_reduce %{{.+}} {{.+}} : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
//   SMALL-DAG:   flow.collective.all_reduce %{{.+}} {{.+}} : tensor<5xi1> -> tensor<5xi1>
func.func @complex_and_bool(%a: tensor<4xcomplex<f32>>, %b: tensor<2xcomplex<f32>>, %p: tensor<3xi1>, %q: tensor<2xi1>) -> (tensor<4xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<3xi1>, tensor<2xi1>) {
  %0 = flow.collective.all_reduce %a {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %1 = flow.collective.all_reduce %b {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %2 = flow.collective.all_reduce %p {reduction = "or", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<3xi1> -> tensor<3xi1>
  %3 = flow.collective.all_reduce %q {reduction = "or", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<2xi1> -> tensor<2xi1>
  return %0, %1, %2, %3 : tensor<4xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<3xi1>, tensor<2xi1>
}

// -----

// Empty operands stay alone: they send nothing, and two of them would join
// into an empty tensor with no slice to take back (found by
// strata-fuzz-programs --spmd, seed 1030).
// CHECK-LABEL: func.func @empty(
//       CHECK:   flow.collective.all_reduce %{{.+}} : tensor<1x0x2xbf16> -> tensor<1x0x2xbf16>
//       CHECK:   flow.collective.all_reduce %{{.+}} : tensor<0xbf16> -> tensor<0xbf16>
//   CHECK-NOT:   tensor.extract_slice
func.func @empty(%a: tensor<1x0x2xbf16>, %b: tensor<0xbf16>) -> (tensor<1x0x2xbf16>, tensor<0xbf16>) {
  %ra = flow.collective.all_reduce %a {reduction = "minimum", groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : tensor<1x0x2xbf16> -> tensor<1x0x2xbf16>
  %rb = flow.collective.all_reduce %b {reduction = "minimum", groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : tensor<0xbf16> -> tensor<0xbf16>
  return %ra, %rb : tensor<1x0x2xbf16>, tensor<0xbf16>
}

// -----

// An all_reduce of an all_reduce's result waits for it: they do not
// combine (found by strata-fuzz-programs --spmd, seed 1048: "operand #0
// does not dominate this use").
// CHECK-LABEL: func.func @chained(
//       CHECK:   %[[A:.+]] = flow.collective.all_reduce %arg0
//       CHECK:   flow.collective.all_reduce %[[A]]
//   CHECK-NOT:   tensor.concat
func.func @chained(%x: tensor<f32>) -> tensor<f32> {
  %a = flow.collective.all_reduce %x {reduction = "maximum", groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : tensor<f32> -> tensor<f32>
  %b = flow.collective.all_reduce %a {reduction = "maximum", groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : tensor<f32> -> tensor<f32>
  return %b : tensor<f32>
}

// -----

// Two groups, the second summing the first's members: the first is
// combined (its members erased) before the second is placed, after its
// operands' definitions as they are then (the slices of the first's joined
// result), not after an erased member (found by strata-fuzz-programs
// --spmd, seed 12095: "operation's operand is unlinked").
// CHECK-LABEL: func.func @groups_of_groups(
//       CHECK:   %[[J1:.+]] = tensor.concat dim(0) %arg0, %arg0
//       CHECK:   %[[S1:.+]] = flow.collective.all_reduce %[[J1]] {{.*}}reduction = "sum"
//       CHECK:   %[[B:.+]] = tensor.extract_slice %[[S1]][9] [9] [1]
//       CHECK:   %[[J2:.+]] = tensor.concat dim(0) %[[B]], %[[B]]
//       CHECK:   %[[S2:.+]] = flow.collective.all_reduce %[[J2]] {{.*}}reduction = "maximum"
//       CHECK:   tensor.extract_slice %[[S2]][0] [9] [1]
func.func @groups_of_groups(%x: tensor<9xf16>) -> (tensor<9xf16>, tensor<9xf16>, tensor<9xf16>) {
  %a = flow.collective.all_reduce %x {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<9xf16> -> tensor<9xf16>
  %b = flow.collective.all_reduce %x {reduction = "sum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<9xf16> -> tensor<9xf16>
  %c = flow.collective.all_reduce %b {reduction = "maximum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<9xf16> -> tensor<9xf16>
  %d = flow.collective.all_reduce %b {reduction = "maximum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<9xf16> -> tensor<9xf16>
  return %a, %c, %d : tensor<9xf16>, tensor<9xf16>, tensor<9xf16>
}
