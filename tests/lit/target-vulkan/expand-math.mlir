// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-expand-math))' | FileCheck %s

// A NaN operand of atan/atan2 yields NaN explicitly (Vulkan leaves
// GLSL.std.450 results on NaN undefined; lavapipe's atan(NaN) is 0), and
// atan2 on the axes (y = +-0) and diagonals (both infinite) gets its IEEE
// value (the upstream expansion gives NaN for atan2(0, 0)).

// CHECK-LABEL: func.func @nan_guard
//  CHECK-SAME:   (%[[X:.+]]: f32, %[[Y:.+]]: f32)
//       CHECK:   %[[ATAN:.+]] = math.atan %[[X]] : f32
//       CHECK:   %[[XNAN:.+]] = arith.cmpf uno, %[[X]], %[[X]] : f32
//       CHECK:   %[[G0:.+]] = arith.select %[[XNAN]], %[[X]], %[[ATAN]] : f32
//       CHECK:   %[[ANYNAN:.+]] = arith.cmpf uno, %[[X]], %[[Y]] : f32
//       CHECK:   %[[SUM:.+]] = arith.addf %[[X]], %[[Y]] : f32
//       CHECK:   %[[YZERO:.+]] = arith.cmpf oeq, %[[X]], %{{.+}} : f32
//       CHECK:   %[[XBITS:.+]] = arith.bitcast %[[Y]] : f32 to i32
//       CHECK:   %[[XNEG:.+]] = arith.cmpi slt, %[[XBITS]], %c0_i32 : i32
//       CHECK:   %[[AXIS:.+]] = arith.select %[[XNEG]], %{{.+}}, %{{.+}} : f32
//       CHECK:   %[[SIGNED:.+]] = math.copysign %[[AXIS]], %[[X]] : f32
//       CHECK:   %[[BOTHINF:.+]] = arith.andi
//       CHECK:   %[[DIAG:.+]] = math.copysign %{{.+}}, %[[X]] : f32
//       CHECK:   %[[INF:.+]] = arith.select %[[BOTHINF]], %[[DIAG]], %{{.+}} : f32
//       CHECK:   %[[ON:.+]] = arith.select %[[YZERO]], %[[SIGNED]], %[[INF]] : f32
//       CHECK:   %[[G1:.+]] = arith.select %[[ANYNAN]], %[[SUM]], %[[ON]] : f32
//       CHECK:   return %[[G0]], %[[G1]]
func.func @nan_guard(%x: f32, %y: f32) -> (f32, f32) {
  %0 = math.atan %x : f32
  %1 = math.atan2 %x, %y : f32
  return %0, %1 : f32, f32
}

// -----

// OpBitCount and FindUMsb take 32-bit integers: narrower counts go through
// the zero-extended word, i64 through its halves.

// CHECK-LABEL: func.func @bits
//  CHECK-SAME:   (%[[A:.+]]: i8, %[[B:.+]]: i64)
//       CHECK:   %[[A32:.+]] = arith.extui %[[A]] : i8 to i32
//       CHECK:   %[[POP:.+]] = math.ctpop %[[A32]] : i32
//       CHECK:   arith.trunci %[[POP]] : i32 to i8
//       CHECK:   %[[LO:.+]] = arith.trunci %[[B]] : i64 to i32
//       CHECK:   %[[HI64:.+]] = arith.shrui %[[B]], %{{.+}} : i64
//       CHECK:   %[[HI:.+]] = arith.trunci %[[HI64]] : i64 to i32
//       CHECK:   %[[PLO:.+]] = math.ctpop %[[LO]] : i32
//       CHECK:   %[[PHI:.+]] = math.ctpop %[[HI]] : i32
//       CHECK:   arith.addi %[[PLO]], %[[PHI]] : i32
//       CHECK:   %[[CLZ:.+]] = math.ctlz %{{.+}} : i32
//       CHECK:   arith.subi %[[CLZ]], %c24_i32 : i32
//       CHECK:   arith.cmpi eq, %{{.+}}, %c0_i32 : i32
//       CHECK:   arith.select
//   CHECK-NOT:   math.ctpop %{{.+}} : i8
//   CHECK-NOT:   math.ctlz %{{.+}} : i64
func.func @bits(%a: i8, %b: i64) -> (i8, i64, i8, i64) {
  %0 = math.ctpop %a : i8
  %1 = math.ctpop %b : i64
  %2 = math.ctlz %a : i8
  %3 = math.ctlz %b : i64
  return %0, %1, %2, %3 : i8, i64, i8, i64
}

// -----

// cbrt: exponent-thirding bit estimate, five Newton steps for f64 (in f64),
// the sign of x, and x itself for +-0/+-inf/NaN. isfinite: |x| < inf.

// CHECK-LABEL: func.func @cbrt_isfinite
//  CHECK-SAME:   (%[[X:.+]]: f64)
//       CHECK:   %[[A:.+]] = math.absf %[[X]] : f64
//       CHECK:   %[[BITS:.+]] = arith.bitcast %[[A]] : f64 to i64
//       CHECK:   arith.divui %[[BITS]], %c3_i64 : i64
// CHECK-COUNT-5:   arith.divf %[[A]], %{{.+}} : f64
//       CHECK:   %[[SIGNED:.+]] = math.copysign %{{.+}}, %[[X]] : f64
//       CHECK:   %[[CBRT:.+]] = arith.select %{{.+}}, %[[X]], %[[SIGNED]] : f64
//       CHECK:   %[[ABS:.+]] = math.absf %[[X]] : f64
//       CHECK:   %[[FIN:.+]] = arith.cmpf olt, %[[ABS]], %cst : f64
//       CHECK:   return %[[CBRT]], %[[FIN]]
//   CHECK-NOT:   math.cbrt
func.func @cbrt_isfinite(%x: f64) -> (f64, i1) {
  %0 = math.cbrt %x : f64
  %1 = math.isfinite %x : f64
  return %0, %1 : f64, i1
}

// -----

// f64 transcendental functions become f64 arithmetic (GLSL.std.450 is
// 16/32-bit only); f32 ones stay for GLSL.std.450.

// CHECK-LABEL: func.func @f64
//   CHECK-NOT:   math.exp %{{.+}} : f64
//   CHECK-NOT:   math.log %{{.+}} : f64
//   CHECK-NOT:   math.sin %{{.+}} : f64
//   CHECK-NOT:   math.atan2 %{{.+}} : f64
//   CHECK-NOT:   math.atan %{{.+}} : f64
//       CHECK:   math.floor %{{.+}} : f64
//       CHECK:   scf.for
//       CHECK:   math.exp %{{.+}} : f32
//   CHECK-NOT:   math.erf
func.func @f64(%x: f64, %y: f64, %z: f32) -> (f64, f64, f64, f64, f64, f32) {
  %0 = math.exp %x : f64
  %1 = math.log %x : f64
  %2 = math.sin %x : f64
  %3 = math.atan2 %x, %y : f64
  %4 = math.erf %x : f64
  %5 = math.exp %z : f32
  return %0, %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64, f32
}

// -----

// f64 erfc: 1 - erf below 2 (the erf series loop), the continued fraction
// (a 100-step loop) from 2 on, reflected for negative x.
// CHECK-LABEL: func.func @erfc_f64
//   CHECK-NOT:   math.erfc
//       CHECK:   scf.for
//       CHECK:   scf.for
//       CHECK:   arith.cmpf olt
//   CHECK-NOT:   math.erfc
func.func @erfc_f64(%x: f64) -> f64 {
  %0 = math.erfc %x : f64
  return %0 : f64
}

// -----

// f32/f16 division by a divisor beyond 2^126 (2^14) scales both operands by
// 1/4 first (Vulkan's OpFDiv precision covers only that range; NVIDIA's
// reciprocal of a larger divisor is 0); f64 division stays as it is.
// CHECK-LABEL: func.func @huge_divisors
//  CHECK-SAME:   (%[[X:.+]]: f32, %[[Y:.+]]: f32, %[[V:.+]]: vector<4xf16>, %[[W:.+]]: vector<4xf16>, %[[D:.+]]: f64, %[[E:.+]]: f64)
//       CHECK:   %[[ABS:.+]] = math.absf %[[Y]] : f32
//       CHECK:   %[[LIMIT:.+]] = arith.constant 8.50705917E+37 : f32
//       CHECK:   %[[BIG:.+]] = arith.cmpf ogt, %[[ABS]], %[[LIMIT]] : f32
//       CHECK:   %[[QUARTER:.+]] = arith.constant 2.500000e-01 : f32
//       CHECK:   %[[QX:.+]] = arith.mulf %[[X]], %[[QUARTER]] : f32
//       CHECK:   %[[SX:.+]] = arith.select %[[BIG]], %[[QX]], %[[X]] : f32
//       CHECK:   %[[QY:.+]] = arith.mulf %[[Y]], %[[QUARTER]] : f32
//       CHECK:   %[[SY:.+]] = arith.select %[[BIG]], %[[QY]], %[[Y]] : f32
//       CHECK:   arith.divf %[[SX]], %[[SY]] : f32
//       CHECK:   %[[VABS:.+]] = math.absf %[[W]] : vector<4xf16>
//       CHECK:   %[[VLIMIT:.+]] = arith.constant dense<1.638400e+04> : vector<4xf16>
//       CHECK:   arith.cmpf ogt, %[[VABS]], %[[VLIMIT]] : vector<4xf16>
//       CHECK:   arith.divf %{{.+}}, %{{.+}} : vector<4xf16>
//   CHECK-NOT:   math.absf
//       CHECK:   arith.divf %[[D]], %[[E]] : f64
func.func @huge_divisors(%x: f32, %y: f32, %v: vector<4xf16>, %w: vector<4xf16>,
                         %d: f64, %e: f64) -> (f32, vector<4xf16>, f64) {
  %0 = arith.divf %x, %y : f32
  %1 = arith.divf %v, %w : vector<4xf16>
  %2 = arith.divf %d, %e : f64
  return %0, %1, %2 : f32, vector<4xf16>, f64
}

// -----

// bf16/f16 -> f64 extends through f32 (exact); arith-expand's bf16 extension
// only produces f32. f32 -> f64 and bf16 -> f32 stay as they are.
// CHECK-LABEL: func.func @wide_extf
// CHECK-SAME: (%[[B:.*]]: bf16, %[[H:.*]]: vector<4xf16>, %[[F:.*]]: f32)
// CHECK: %[[B32:.*]] = arith.extf %[[B]] : bf16 to f32
// CHECK: arith.extf %[[B32]] : f32 to f64
// CHECK: %[[H32:.*]] = arith.extf %[[H]] : vector<4xf16> to vector<4xf32>
// CHECK: arith.extf %[[H32]] : vector<4xf32> to vector<4xf64>
// CHECK: arith.extf %[[F]] : f32 to f64
// CHECK: arith.extf %[[B]] : bf16 to f32
func.func @wide_extf(%b: bf16, %h: vector<4xf16>, %f: f32) -> (f64, vector<4xf64>, f64, f32) {
  %0 = arith.extf %b : bf16 to f64
  %1 = arith.extf %h : vector<4xf16> to vector<4xf64>
  %2 = arith.extf %f : f32 to f64
  %3 = arith.extf %b : bf16 to f32
  return %0, %1, %2, %3 : f64, vector<4xf64>, f64, f32
}

// -----

// A select of bf16 values selects their bit patterns (SPIR-V has no bf16).
// CHECK-LABEL: func.func @select_bf16
// CHECK: %[[T:.*]] = arith.bitcast %{{.*}} : bf16 to i16
// CHECK: %[[F:.*]] = arith.bitcast %{{.*}} : bf16 to i16
// CHECK: %[[S:.*]] = arith.select %{{.*}}, %[[T]], %[[F]] : i16
// CHECK: arith.bitcast %[[S]] : i16 to bf16
func.func @select_bf16(%c: i1, %a: bf16, %b: bf16) -> bf16 {
  %0 = arith.select %c, %a, %b : bf16
  return %0 : bf16
}
