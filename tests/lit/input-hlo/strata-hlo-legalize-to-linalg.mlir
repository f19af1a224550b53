// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-legalize-to-linalg | FileCheck %s

// CHECK-LABEL: func @float_arith
func.func @float_arith(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: linalg.generic
  // CHECK: arith.addf
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  // CHECK: arith.maximumf
  %1 = stablehlo.maximum %0, %b : tensor<4xf32>
  // CHECK: arith.remf
  %2 = stablehlo.remainder %1, %b : tensor<4xf32>
  // CHECK: math.roundeven
  %3 = stablehlo.round_nearest_even %2 : tensor<4xf32>
  // CHECK: math.copysign
  // CHECK: arith.cmpf ueq
  // CHECK: arith.select
  %4 = stablehlo.sign %3 : tensor<4xf32>
  // CHECK: math.erf
  %5 = chlo.erf %4 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: arith.negf
  // CHECK: math.exp
  // CHECK: arith.divf
  %6 = stablehlo.logistic %5 : tensor<4xf32>
  return %6 : tensor<4xf32>
}

// -----

// Integer division and remainder never reach arith.divsi/remsi with a zero
// or overflowing divisor.
// CHECK-LABEL: func @int_div_rem
func.func @int_div_rem(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  // CHECK: ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
  // CHECK: %[[Z:.*]] = arith.cmpi eq, %[[Y]], %{{.*}} : i32
  // CHECK: %[[SAFE:.*]] = arith.select %{{.*}}, %{{.*}}, %[[Y]] : i32
  // CHECK: %[[Q:.*]] = arith.divsi %[[X]], %[[SAFE]] : i32
  // CHECK: arith.select %[[Z]], %{{.*}}, %{{.*}} : i32
  %0 = stablehlo.divide %a, %b : tensor<4xi32>
  // CHECK: arith.remsi
  %1 = stablehlo.remainder %a, %b : tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// Unsigned element types become signless; signedness picks the arith op.
// CHECK-LABEL: func @unsigned(%{{.*}}: tensor<4xi8> {strata.abi_type = tensor<4xui8>}, %{{.*}}: tensor<4xi8> {strata.abi_type = tensor<4xui8>}) -> tensor<4xi1>
func.func @unsigned(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xi1> {
  // CHECK: arith.maxui
  %0 = stablehlo.maximum %a, %b : tensor<4xui8>
  // CHECK: arith.cmpi ult
  %1 = stablehlo.compare LT, %0, %b : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  return %1 : tensor<4xi1>
}

// -----

// Shifts by >= the bit width give 0 (logical/left) or the sign fill.
// CHECK-LABEL: func @shifts
func.func @shifts(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  // CHECK: arith.cmpi uge, %{{.*}}, %c32_i32
  // CHECK: arith.shli
  // CHECK: arith.select
  %0 = stablehlo.shift_left %a, %b : tensor<4xi32>
  // CHECK: arith.cmpi uge
  // CHECK: arith.shrsi
  // CHECK: arith.shrsi %{{.*}}, %c31_i32
  %1 = stablehlo.shift_right_arithmetic %a, %b : tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// float -> int saturates and maps NaN to 0.
// CHECK-LABEL: func @convert
func.func @convert(%a: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf16>, tensor<4xi1>) {
  // CHECK: arith.cmpf oge
  // CHECK: arith.cmpf uno
  // CHECK: arith.cmpf olt
  // CHECK: arith.fptosi
  // CHECK-COUNT-3: arith.select
  %0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xi32>
  // CHECK: arith.truncf
  %1 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xf16>
  // CHECK: arith.cmpf une
  %2 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xf16>, tensor<4xi1>
}

// -----

// CHECK-DAG: #[[BMAP:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func @shape_ops
func.func @shape_ops(%v: tensor<5xf32>, %x: tensor<4x5xf32>, %s: tensor<f32>) -> tensor<4x5xf32> {
  // CHECK: linalg.generic {indexing_maps = [#[[BMAP]], #{{.*}}]
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<5xf32>) -> tensor<4x5xf32>
  // CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<4x5xf32> into tensor<20xf32>
  // CHECK: tensor.expand_shape
  %1 = stablehlo.reshape %0 : (tensor<4x5xf32>) -> tensor<10x2xf32>
  // CHECK: linalg.transpose
  %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<10x2xf32>) -> tensor<2x10xf32>
  // CHECK: tensor.extract_slice %{{.*}}[1, 0] [2, 3] [1, 2]
  %3 = stablehlo.slice %x [1:3, 0:5:2] : (tensor<4x5xf32>) -> tensor<2x3xf32>
  // CHECK: tensor.insert_slice
  // CHECK: tensor.insert_slice
  %4 = stablehlo.concatenate %x, %x, dim = 1 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x10xf32>
  // CHECK: tensor.pad
  %5 = stablehlo.pad %x, %s, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<7x6xf32>
  // CHECK: linalg.fill
  // CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [4, 5] [1, 2]
  %6 = stablehlo.pad %x, %s, low = [0, 0], high = [0, 0], interior = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x9xf32>
  // CHECK: linalg.index 1
  %7 = stablehlo.iota dim = 1 : tensor<4x5xf32>
  // CHECK: arith.constant dense<1.000000e+00> : tensor<4x5xf32>
  %8 = stablehlo.constant dense<1.0> : tensor<4x5xf32>
  %9 = stablehlo.add %7, %8 : tensor<4x5xf32>
  return %9 : tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func @contractions
func.func @contractions(%a: tensor<3x7xf32>, %b: tensor<7x4xf32>, %c: tensor<2x3x7xf32>, %d: tensor<2x7x4xf32>, %v: tensor<7xf32>) -> (tensor<3x4xf32>, tensor<2x3x4xf32>, tensor<4xf32>) {
  // CHECK: linalg.matmul
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x7xf32>, tensor<7x4xf32>) -> tensor<3x4xf32>
  // CHECK: linalg.batch_matmul
  %1 = stablehlo.dot_general %c, %d, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x7xf32>, tensor<2x7x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
  // CHECK: arith.mulf
  // CHECK: arith.addf
  %2 = stablehlo.dot_general %v, %b, contracting_dims = [0] x [0] : (tensor<7xf32>, tensor<7x4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<3x4xf32>, tensor<2x3x4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func @reductions
func.func @reductions(%x: tensor<4x5xf32>, %i: tensor<4x5xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %z = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: linalg.fill
  // CHECK: linalg.reduce { arith.maximumf } ins(%{{.*}} : tensor<4x5xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  // Multi-operand (argmax-like) reduce.
  // CHECK: linalg.reduce ins(%{{.*}}, %{{.*}} : tensor<4x5xf32>, tensor<4x5xi32>)
  // CHECK: arith.cmpf ogt
  // CHECK: arith.select
  %1:2 = stablehlo.reduce(%x init: %z), (%i init: %c) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%p: tensor<i32>, %q: tensor<i32>) {
    %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %m = stablehlo.select %gt, %a, %b : tensor<i1>, tensor<f32>
    %n = stablehlo.select %gt, %p, %q : tensor<i1>, tensor<i32>
    stablehlo.return %m, %n : tensor<f32>, tensor<i32>
  }
  return %0, %1#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func @conv_and_pool
func.func @conv_and_pool(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32> {
  // CHECK: tensor.pad
  // CHECK: linalg.conv_2d_nhwc_hwcf
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]
  // CHECK: arith.maximumf
  %1 = "stablehlo.reduce_window"(%0, %init) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x8x8x4xf32>, tensor<f32>) -> tensor<1x4x4x4xf32>
  return %1 : tensor<1x4x4x4xf32>
}

// -----

// CHECK-LABEL: func @control_flow
func.func @control_flow(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  // A case is a chain of scf.if on index == 0, 1, ...; the last branch
  // takes every other index.
  // CHECK: %[[I:.+]] = tensor.extract %{{.+}}[] : tensor<i32>
  // CHECK: %[[EQ:.+]] = arith.cmpi eq, %[[I]], %{{.+}} : i32
  // CHECK: scf.if %[[EQ]] -> (tensor<4xf32>) {
  // CHECK: scf.yield
  // CHECK: } else {
  // CHECK: linalg.generic
  // CHECK: scf.yield
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %n = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %n : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  // CHECK: scf.while
  // CHECK: tensor.extract
  // CHECK: scf.condition
  // CHECK: scf.yield
  %1 = stablehlo.while(%it = %i) : tensor<i32>
   cond {
    %five = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %it, %five, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %it, %one : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }
  return %0 : tensor<4xf32>
}

// -----

// bf16 and f16 contractions accumulate in f32 and round once (as XLA does).
// CHECK-LABEL: func.func @dot_bf16_f32_accumulator
// CHECK: %[[ACC:.*]] = linalg.generic
// CHECK:   arith.extf %{{.*}} : bf16 to f32
// CHECK:   arith.extf %{{.*}} : bf16 to f32
// CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK:   arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: } -> tensor<4x5xf32>
// CHECK: linalg.generic {{.*}} ins(%[[ACC]] : tensor<4x5xf32>)
// CHECK:   arith.truncf %{{.*}} : f32 to bf16
// CHECK: } -> tensor<4x5xbf16>
// CHECK-LABEL: func.func @conv_f16_f32_accumulator
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: } -> tensor<1x4x4x2xf32>
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: } -> tensor<1x4x4x2xf16>
func.func @dot_bf16_f32_accumulator(%a: tensor<4x3xbf16>, %b: tensor<3x5xbf16>) -> tensor<4x5xbf16> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x3xbf16>, tensor<3x5xbf16>) -> tensor<4x5xbf16>
  return %0 : tensor<4x5xbf16>
}
func.func @conv_f16_f32_accumulator(%x: tensor<1x4x4x3xf16>, %w: tensor<1x1x3x2xf16>) -> tensor<1x4x4x2xf16> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x3xf16>, tensor<1x1x3x2xf16>) -> tensor<1x4x4x2xf16>
  return %0 : tensor<1x4x4x2xf16>
}

// -----

// Three branches: index 0, else index 1, else the last (any other index).
// CHECK-LABEL: func @case_three
// CHECK: %[[I:.+]] = tensor.extract
// CHECK: %[[C0:.+]] = arith.constant 0 : i32
// CHECK: %[[EQ0:.+]] = arith.cmpi eq, %[[I]], %[[C0]] : i32
// CHECK: %[[R:.+]] = scf.if %[[EQ0]] -> (tensor<4xf32>) {
// CHECK:   scf.yield %arg1
// CHECK: } else {
// CHECK:   %[[C1:.+]] = arith.constant 1 : i32
// CHECK:   %[[EQ1:.+]] = arith.cmpi eq, %[[I]], %[[C1]] : i32
// CHECK:   %[[S:.+]] = scf.if %[[EQ1]] -> (tensor<4xf32>) {
// CHECK:   } else {
// CHECK:   scf.yield %[[S]]
// CHECK: return %[[R]]
func.func @case_three(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %n = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %n : tensor<4xf32>
  }, {
    %a = stablehlo.abs %x : tensor<4xf32>
    stablehlo.return %a : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

