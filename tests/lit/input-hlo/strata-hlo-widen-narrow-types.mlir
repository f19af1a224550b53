// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file \
// RUN:   --strata-hlo-widen-narrow-types | FileCheck %s

// 8-bit floats are carried in f32 and rounded back after each op that can
// leave the type's values (a convert, a multiply), not after data movement
// (reshape) or calls; constants are widened exactly; private functions
// change type with their blocks. Sub-byte integers are carried in i8/ui8:
// wrapped (shift left, shift right) after int->int converts and arithmetic
// (negate too), clamped after a float->int convert.

// CHECK-LABEL: func.func @main(
//  CHECK-SAME:   %[[X:.*]]: tensor<2xf32>, %[[K:.*]]: tensor<2xi32>) -> (tensor<2xf32>, tensor<2xi32>)
//       CHECK:   %[[C:.*]] = stablehlo.constant dense<[5.000000e-01, 4.480000e+02]> : tensor<2xf32>
//       CHECK:   %[[X8:.*]] = stablehlo.convert %[[X]] : tensor<2xf32>
//       CHECK:   stablehlo.bitcast_convert %[[X8]] : (tensor<2xf32>) -> tensor<2xi32>
//       CHECK:   stablehlo.constant dense<-6> : tensor<2xi32>
//       CHECK:   stablehlo.round_nearest_even
//       CHECK:   %[[MAX:.*]] = stablehlo.constant dense<4.480000e+02> : tensor<2xf32>
//       CHECK:   stablehlo.compare  GT, %{{.*}}, %[[MAX]]
//       CHECK:   %[[R8:.*]] = stablehlo.bitcast_convert %{{.*}} : (tensor<2xi32>) -> tensor<2xf32>
//  CHECK-NEXT:   %[[RS:.*]] = stablehlo.reshape %[[R8]] : (tensor<2xf32>) -> tensor<2xf32>
//  CHECK-NEXT:   %[[CALL:.*]] = call @helper(%[[RS]], %[[C]]) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
//  CHECK-NEXT:   stablehlo.convert %[[CALL]] : tensor<2xf32>
//       CHECK:   %[[K8:.*]] = stablehlo.convert %[[K]] : (tensor<2xi32>) -> tensor<2xi8>
//       CHECK:   %[[FOUR:.*]] = stablehlo.constant dense<4> : tensor<2xi8>
//       CHECK:   %[[UP:.*]] = stablehlo.shift_left %[[K8]], %[[FOUR]] : tensor<2xi8>
//       CHECK:   %[[K4:.*]] = stablehlo.shift_right_arithmetic %[[UP]], %[[FOUR]] : tensor<2xi8>
//       CHECK:   %[[NEG:.*]] = stablehlo.negate %[[K4]] : tensor<2xi8>
//       CHECK:   stablehlo.shift_left %[[NEG]]
//       CHECK:   %[[F8:.*]] = stablehlo.convert %[[X]] : (tensor<2xf32>) -> tensor<2xui8>
//       CHECK:   %[[LO:.*]] = stablehlo.constant dense<0> : tensor<2xui8>
//       CHECK:   %[[HI:.*]] = stablehlo.constant dense<15> : tensor<2xui8>
//       CHECK:   stablehlo.clamp %[[LO]], %[[F8]], %[[HI]] : tensor<2xui8>
// CHECK-LABEL: func.func private @helper(
//  CHECK-SAME:   tensor<2xf32>, %{{.*}}: tensor<2xf32>) -> tensor<2xf32>
//       CHECK:   %[[M:.*]] = stablehlo.multiply
//       CHECK:   stablehlo.bitcast_convert %[[M]]
//       CHECK:   stablehlo.round_nearest_even
func.func @main(%x: tensor<2xf32>, %k: tensor<2xi32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %c = stablehlo.constant dense<[0.5, 448.0]> : tensor<2xf8E4M3FN>
  %x8 = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xf8E4M3FN>
  %r = stablehlo.reshape %x8 : (tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN>
  %s = call @helper(%r, %c) : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN>
  %o = stablehlo.convert %s : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  %k4 = stablehlo.convert %k : (tensor<2xi32>) -> tensor<2xi4>
  %n = stablehlo.negate %k4 : tensor<2xi4>
  %f4 = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xui4>
  %f32 = stablehlo.convert %f4 : (tensor<2xui4>) -> tensor<2xi32>
  %o2 = stablehlo.convert %n : (tensor<2xi4>) -> tensor<2xi32>
  %sum = stablehlo.add %o2, %f32 : tensor<2xi32>
  return %o, %sum : tensor<2xf32>, tensor<2xi32>
}
func.func private @helper(%a: tensor<2xf8E4M3FN>, %b: tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN> {
  %m = stablehlo.multiply %a, %b : tensor<2xf8E4M3FN>
  return %m : tensor<2xf8E4M3FN>
}

// -----

// The types' own ranges: e5m2 overflows to inf, the FNUZ types drop the
// negative zero (a select on r == 0), e4m3b11fnuz's smallest exponent -10.
// CHECK-LABEL: func.func @ranges(
//       CHECK:   stablehlo.constant dense<5.734400e+04> : tensor<3xf32>
//       CHECK:   stablehlo.constant dense<-10> : tensor<3xi32>
//       CHECK:   stablehlo.compare  EQ
func.func @ranges(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %a = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xf8E5M2>
  %b = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xf8E4M3B11FNUZ>
  %c = stablehlo.convert %a : (tensor<3xf8E5M2>) -> tensor<3xf32>
  %d = stablehlo.convert %b : (tensor<3xf8E4M3B11FNUZ>) -> tensor<3xf32>
  return %c, %d : tensor<3xf32>, tensor<3xf32>
}
