// strata-vulkan-exact-remainder: every f16/f32/f64 arith.remf, scalar or
// vector, becomes the long division (the doubling loop, then the halving
// one subtracting where it fits) with x's sign; f16 runs in f32, a vector
// lane by lane; integer remainders stay. Values: run-exact-remainder.mlir.
// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --strata-vulkan-exact-remainder | FileCheck %s

// CHECK-LABEL: func.func @f32
//   CHECK-NOT:   arith.remf
//       CHECK:   scf.if
//       CHECK:     scf.while {{.*}} : (f32) -> f32
//       CHECK:       arith.mulf {{.*}}, %cst{{.*}} : f32
//       CHECK:     scf.while {{.*}} : (f32, f32) -> (f32, f32)
//       CHECK:       arith.subf
//       CHECK:     math.copysign
//       CHECK:   arith.select
func.func @f32(%x: f32, %y: f32) -> f32 {
  %0 = arith.remf %x, %y : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @f16
//       CHECK:   arith.extf %{{.+}} : f16 to f32
//       CHECK:   scf.while {{.*}} : (f32) -> f32
//       CHECK:   arith.truncf %{{.+}} : f32 to f16
//   CHECK-NOT:   arith.remf
func.func @f16(%x: f16, %y: f16) -> f16 {
  %0 = arith.remf %x, %y : f16
  return %0 : f16
}

// CHECK-LABEL: func.func @f64_vector
//       CHECK:   vector.extract %{{.+}}[0] : f64 from vector<2xf64>
//       CHECK:   scf.while {{.*}} : (f64) -> f64
//       CHECK:   vector.extract %{{.+}}[1] : f64 from vector<2xf64>
//       CHECK:   scf.while {{.*}} : (f64) -> f64
//       CHECK:   vector.from_elements {{.*}} : vector<2xf64>
//   CHECK-NOT:   arith.remf
func.func @f64_vector(%x: vector<2xf64>, %y: vector<2xf64>) -> vector<2xf64> {
  %0 = arith.remf %x, %y : vector<2xf64>
  return %0 : vector<2xf64>
}

// CHECK-LABEL: func.func @integer
//       CHECK:   arith.remsi
//   CHECK-NOT:   scf.while
func.func @integer(%x: i32, %y: i32) -> i32 {
  %0 = arith.remsi %x, %y : i32
  return %0 : i32
}
