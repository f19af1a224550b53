// strata-opt and strata-compile read i1 dense hex data written one byte per
// element (newer MLIR printers, JAX) as well as MLIR 22's packed form; other
// element types, and data that fits neither reading, reach the parser as
// written. The packed hex is padded with spaces, so a diagnostic after it on
// the same line keeps its column.
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s
// RUN: not strata-opt %S/Inputs/dense-i1-hex-errors.mlir --split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: dense-i1-hex-errors.mlir:5:76: error: expected '=' after SSA name
// ERR: dense-i1-hex-errors.mlir:13:23: error: elements hex data size is invalid for provided type: 'tensor<10xi1>'

// CHECK-LABEL: func.func @bytes
// CHECK: dense<[true, false, true, true, false, false, false, false, true, true]> : tensor<10xi1>
// CHECK: dense<[{{\[}}true, true], [false, true]]> : vector<2x2xi1>
func.func @bytes() -> (tensor<10xi1>, vector<2x2xi1>) {
  %0 = arith.constant dense<"0x01000101000000000101"> : tensor<10xi1>
  %1 = arith.constant dense<"0x01010001"> : vector<2x2xi1>
  return %0, %1 : tensor<10xi1>, vector<2x2xi1>
}

// -----

// The packed form (0x0D03: bits 0, 2, 3, 8, 9) and a one-byte splat.
// CHECK-LABEL: func.func @packed_and_splat
// CHECK: dense<[true, false, true, true, false, false, false, false, true, true]> : tensor<10xi1>
// CHECK: dense<true> : tensor<3x3xi1>
// CHECK: dense<false> : tensor<9xi1>
func.func @packed_and_splat() -> (tensor<10xi1>, tensor<3x3xi1>, tensor<9xi1>) {
  %0 = arith.constant dense<"0x0D03"> : tensor<10xi1>
  %1 = arith.constant dense<"0x01"> : tensor<3x3xi1>
  %2 = arith.constant dense<"0x00"> : tensor<9xi1>
  return %0, %1, %2 : tensor<10xi1>, tensor<3x3xi1>, tensor<9xi1>
}

// -----

// Other element types keep their bytes: i16 (not i1), i8.
// CHECK-LABEL: func.func @other_types
// CHECK: dense<[1, 256]> : tensor<2xi16>
// CHECK: dense<[1, 0, 1]> : tensor<3xi8>
func.func @other_types() -> (tensor<2xi16>, tensor<3xi8>) {
  %0 = arith.constant dense<"0x01000001"> : tensor<2xi16>
  %1 = arith.constant dense<"0x010001"> : tensor<3xi8>
  return %0, %1 : tensor<2xi16>, tensor<3xi8>
}
