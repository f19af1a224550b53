// RUN: strata-opt --strata-keep-emulated-roundings --canonicalize %s | FileCheck %s
// RUN: strata-opt --canonicalize %s | FileCheck %s --check-prefix=FOLDED

// Float emulation marks its conversions `contract`, which lets
// canonicalization drop a bf16 rounding; the pass clears the flag so the
// rounding stays.
// CHECK-LABEL: func.func @round_trip
// CHECK: %[[T:.*]] = arith.truncf %arg0 fastmath<none> : f32 to bf16
// CHECK: %[[E:.*]] = arith.extf %[[T]] fastmath<none> : bf16 to f32
// CHECK: return %[[E]]
// FOLDED-LABEL: func.func @round_trip
// FOLDED-NEXT: return %arg0
func.func @round_trip(%x: f32) -> f32 {
  %t = arith.truncf %x fastmath<contract> : f32 to bf16
  %e = arith.extf %t fastmath<contract> : bf16 to f32
  return %e : f32
}
