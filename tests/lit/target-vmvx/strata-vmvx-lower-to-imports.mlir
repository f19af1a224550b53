// RUN: strata-opt --plugin=%plugin_dir/libstrata-target-vmvx.so %s --split-input-file --strata-vmvx-lower-to-imports | FileCheck %s

// Each vmvx op becomes a call in its MicrokernelABI.h argument order, kinds
// as codes (binary: 4 = minimum; unary: MATH_F32 4 = exp; reduce: 0 = sum),
// flags as i32. Declarations are per element type and carry the import.
//   CHECK-DAG: func.func private @vmvx.matmul.f32.f32(memref<f32>, index, index, memref<f32>, index, index, memref<f32>, index, index, index, index, index, i32) attributes {strata.import = "vmvx.matmul.f32"}
//   CHECK-DAG: func.func private @vmvx.fill.x8.i8(memref<i8>, index, index, index, index, index, i32) attributes {strata.import = "vmvx.fill.x8"}
//   CHECK-DAG: func.func private @vmvx.fill.x32.f32(memref<f32>, index, index, index, index, index, i32) attributes {strata.import = "vmvx.fill.x32"}
//   CHECK-DAG: func.func private @vmvx.copy.x8.i8(memref<i8>, index, index, index, memref<i8>, index, index, index, index, index) attributes {strata.import = "vmvx.copy.x8"}
//   CHECK-DAG: func.func private @vmvx.binary.f32.f32(i32, memref<f32>, index, index, index, memref<f32>, index, index, index, memref<f32>, index, index, index, index, index) attributes {strata.import = "vmvx.binary.f32"}
//   CHECK-DAG: func.func private @vmvx.unary.f32.f32(i32, memref<f32>, index, index, index, memref<f32>, index, index, index, index, index) attributes {strata.import = "vmvx.unary.f32"}
//   CHECK-DAG: func.func private @vmvx.reduce.f32.f32(i32, memref<f32>, index, index, index, memref<f32>, index, index, index, index) attributes {strata.import = "vmvx.reduce.f32"}
//   CHECK-DAG: func.func private @vmvx.conv2d_nhwc_hwcf.f32.f32(memref<f32>, index, memref<f32>, index, memref<f32>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i32) attributes {strata.import = "vmvx.conv2d_nhwc_hwcf.f32"}
// CHECK-LABEL: func.func @ops(
//  CHECK-SAME:     %[[F:[^:]+]]: memref<f32>, %[[B:[^:]+]]: memref<i8>, %[[I:[^:]+]]: index, %[[X:[^:]+]]: i8, %[[Y:[^:]+]]: f32)
//       CHECK:   %[[ONE:.+]] = arith.constant 1 : i32
//       CHECK:   call @vmvx.matmul.f32.f32(%[[F]], %[[I]], %[[I]], %[[F]], %[[I]], %[[I]], %[[F]], %[[I]], %[[I]], %[[I]], %[[I]], %[[I]], %[[ONE]])
//       CHECK:   %[[ZERO:.+]] = arith.constant 0 : i32
//       CHECK:   call @vmvx.matmul.f32.f32({{.+}}, %[[ZERO]])
//       CHECK:   call @vmvx.conv2d_nhwc_hwcf.f32.f32(%[[F]], %[[I]], %[[F]], %[[I]], %[[F]], %[[I]],
//       CHECK:   %[[XI:.+]] = arith.extui %[[X]] : i8 to i32
//       CHECK:   call @vmvx.fill.x8.i8(%[[B]], %[[I]], %[[I]], %[[I]], %[[I]], %[[I]], %[[XI]])
//       CHECK:   %[[YI:.+]] = arith.bitcast %[[Y]] : f32 to i32
//       CHECK:   call @vmvx.fill.x32.f32(%[[F]], %[[I]], %[[I]], %[[I]], %[[I]], %[[I]], %[[YI]])
//       CHECK:   call @vmvx.copy.x8.i8(%[[B]], %[[I]], %[[I]], %[[I]], %[[B]], %[[I]], %[[I]], %[[I]], %[[I]], %[[I]])
//       CHECK:   %[[MIN:.+]] = arith.constant 4 : i32
//       CHECK:   call @vmvx.binary.f32.f32(%[[MIN]], %[[F]],
//       CHECK:   %[[EXP:.+]] = arith.constant 4 : i32
//       CHECK:   call @vmvx.unary.f32.f32(%[[EXP]], %[[F]],
//       CHECK:   %[[SUM:.+]] = arith.constant 0 : i32
//       CHECK:   call @vmvx.reduce.f32.f32(%[[SUM]], %[[F]], %[[I]], %[[I]], %[[I]], %[[F]], %[[I]], %[[I]], %[[I]], %[[I]])
//   CHECK-NOT:   vmvx.
func.func @ops(%f: memref<f32>, %b: memref<i8>, %i: index, %x: i8, %y: f32) {
  vmvx.matmul lhs(%f[%i, %i] : memref<f32>) rhs(%f[%i, %i] : memref<f32>) out(%f[%i, %i] : memref<f32>) mnk(%i, %i, %i) accumulate
  vmvx.matmul lhs(%f[%i, %i] : memref<f32>) rhs(%f[%i, %i] : memref<f32>) out(%f[%i, %i] : memref<f32>) mnk(%i, %i, %i)
  vmvx.conv2d_nhwc_hwcf in(%f[%i] : memref<f32>) filter(%f[%i] : memref<f32>) out(%f[%i] : memref<f32>)
      input_shape = [1, 8, 8, 3] filter_shape = [3, 3, 3, 4] output_shape = [1, 6, 6, 4]
      strides = [1, 1] dilations = [1, 1] accumulate
  vmvx.fill %x : i8 out(%b[%i, %i, %i] : memref<i8>) sizes(%i, %i)
  vmvx.fill %y : f32 out(%f[%i, %i, %i] : memref<f32>) sizes(%i, %i)
  vmvx.copy in(%b[%i, %i, %i] : memref<i8>) out(%b[%i, %i, %i] : memref<i8>) sizes(%i, %i)
  vmvx.binary "minimum" lhs(%f[%i, %i, %i] : memref<f32>) rhs(%f[%i, %i, %i] : memref<f32>) out(%f[%i, %i, %i] : memref<f32>) sizes(%i, %i)
  vmvx.unary "exp" in(%f[%i, %i, %i] : memref<f32>) out(%f[%i, %i, %i] : memref<f32>) sizes(%i, %i)
  vmvx.reduce "sum" in(%f[%i, %i, %i] : memref<f32>) out(%f[%i, %i] : memref<f32>) sizes(%i, %i)
  return
}
