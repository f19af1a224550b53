//===- ComplexMath.h - complex functions as real stablehlo ops --*- C++ -*-===//
//
// Internals of strata-hlo-expand-complex: a complex tensor is a pair of real
// tensors (its parts), and each complex function is built from real
// stablehlo ops on them. Branches are selects: every candidate is computed
// and `stablehlo.select` picks one per element, so the ops work on any shape
// and also inside reduce/sort bodies (rank-0 tensors).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_LIB_TRANSFORMS_COMPLEXMATH_H
#define STRATA_INPUTHLO_LIB_TRANSFORMS_COMPLEXMATH_H

#include "strata/InputHLO/IR/StablehloOps.h"

#include "mlir/IR/Builders.h"

namespace strata::input_hlo::complex_math {

namespace hlo = strata::stablehlo;

/// The real and imaginary parts of a complex tensor.
struct Parts {
  mlir::Value re, im;
};

/// Builds real stablehlo arithmetic at one location.
struct Builder {
  mlir::OpBuilder &b;
  mlir::Location loc;

  template <typename OpT> mlir::Value binary(mlir::Value lhs, mlir::Value rhs) {
    return OpT::create(b, loc, lhs.getType(), lhs, rhs);
  }
  template <typename OpT> mlir::Value unary(mlir::Value x) {
    return OpT::create(b, loc, x.getType(), x);
  }
  mlir::Value add(mlir::Value x, mlir::Value y) {
    return binary<hlo::AddOp>(x, y);
  }
  mlir::Value sub(mlir::Value x, mlir::Value y) {
    return binary<hlo::SubtractOp>(x, y);
  }
  mlir::Value mul(mlir::Value x, mlir::Value y) {
    return binary<hlo::MulOp>(x, y);
  }
  mlir::Value div(mlir::Value x, mlir::Value y) {
    return binary<hlo::DivOp>(x, y);
  }
  mlir::Value max(mlir::Value x, mlir::Value y) {
    return binary<hlo::MaxOp>(x, y);
  }
  mlir::Value min(mlir::Value x, mlir::Value y) {
    return binary<hlo::MinOp>(x, y);
  }
  mlir::Value atan2(mlir::Value y, mlir::Value x) {
    return binary<hlo::Atan2Op>(y, x);
  }
  mlir::Value abs(mlir::Value x) { return unary<hlo::AbsOp>(x); }
  mlir::Value neg(mlir::Value x) { return unary<hlo::NegOp>(x); }
  mlir::Value sqrt(mlir::Value x) { return unary<hlo::SqrtOp>(x); }
  mlir::Value exp(mlir::Value x) { return unary<hlo::ExpOp>(x); }
  /// expm1 and log1p accurate to a few ulp near 0 on every target (some
  /// lower the ops as exp(x) - 1 and log(1 + x)), from exp and log:
  /// Kahan's (u - 1) x / log u with u = e^x, Goldberg's log(u) x / (u - 1)
  /// with u = 1 + x; both return x itself (with its sign) where u = 1.
  mlir::Value expm1(mlir::Value x);
  mlir::Value log1p(mlir::Value x);
  mlir::Value log(mlir::Value x) { return unary<hlo::LogOp>(x); }
  mlir::Value sin(mlir::Value x) { return unary<hlo::SineOp>(x); }
  mlir::Value cos(mlir::Value x) { return unary<hlo::CosineOp>(x); }
  mlir::Value tan(mlir::Value x) { return unary<hlo::TanOp>(x); }

  /// True when `like`'s element type is f64.
  bool isF64(mlir::Value like) {
    return mlir::getElementTypeOrSelf(like.getType()).isF64();
  }
  /// A constant of `type` (a real tensor type) with every element `value`.
  mlir::Value splat(mlir::Type type, double value);
  /// A constant shaped like `like` with every element `value`.
  mlir::Value c(mlir::Value like, double value) {
    return splat(like.getType(), value);
  }
  /// A constant shaped like `like`: `f32Value` for f32, `f64Value` for f64.
  mlir::Value c(mlir::Value like, double f32Value, double f64Value) {
    return c(like, isF64(like) ? f64Value : f32Value);
  }

  mlir::Value compare(mlir::Value x, mlir::Value y,
                      hlo::ComparisonDirection direction,
                      hlo::ComparisonTypeAttr type = nullptr);
  mlir::Value select(mlir::Value pred, mlir::Value x, mlir::Value y) {
    return hlo::SelectOp::create(b, loc, x.getType(), pred, x, y);
  }
  mlir::Value both(mlir::Value p, mlir::Value q) {
    return binary<hlo::AndOp>(p, q);
  }
  mlir::Value either(mlir::Value p, mlir::Value q) {
    return binary<hlo::OrOp>(p, q);
  }
  mlir::Value eq(mlir::Value x, mlir::Value y) {
    return compare(x, y, hlo::ComparisonDirection::EQ);
  }
  mlir::Value lt(mlir::Value x, mlir::Value y) {
    return compare(x, y, hlo::ComparisonDirection::LT);
  }
  mlir::Value gt(mlir::Value x, mlir::Value y) {
    return compare(x, y, hlo::ComparisonDirection::GT);
  }
  mlir::Value ge(mlir::Value x, mlir::Value y) {
    return compare(x, y, hlo::ComparisonDirection::GE);
  }

  /// The sign bit of each element (true for -0 and negative NaNs too): the
  /// bits as a signed integer, compared with 0.
  mlir::Value signbit(mlir::Value x);
  /// |mag| with the sign bit of `sign`.
  mlir::Value copysign(mlir::Value mag, mlir::Value sign);
  mlir::Value isnan(mlir::Value x) {
    return compare(x, x, hlo::ComparisonDirection::NE);
  }
  /// |x| == inf.
  mlir::Value isinf(mlir::Value x);
  /// Neither inf nor NaN.
  mlir::Value isfinite(mlir::Value x);

  /// Integer tensor of the bits of |x| (the sign bit cleared): ordered like
  /// |x| for non-NaN x, and computed without float arithmetic, which a
  /// device that flushes subnormals (NVIDIA's f32) would turn into zero.
  mlir::Value absBits(mlir::Value x);
  /// True where max(|x|, |y|) < 2^-k (`k` = 64 for f32, 512 for f64), from
  /// absBits: subnormals count as tiny even where the device flushes them.
  mlir::Value bothTiny(mlir::Value x, mlir::Value y);
  /// x * 2^64 (f32) / 2^512 (f64), exact, for |x| < 2^-64 / 2^-512: a
  /// subnormal's mantissa converted to float and scaled, a normal x
  /// multiplied; no float operation sees a subnormal operand.
  mlir::Value scaleUpTiny(mlir::Value x);
  /// z with both parts scaleUpTiny'd where `tiny` (bothTiny of them).
  Parts scaleUpIfTiny(Parts z, mlir::Value tiny);
  /// log(2^64) / log(2^512): what log |scaleUpTiny(z)| exceeds log |z| by.
  mlir::Value logTinyScale(mlir::Value like) {
    return c(like, 64 * 0.69314718055994530942, 512 * 0.69314718055994530942);
  }

  /// |x + iy| without overflow or underflow in the squares:
  /// max * sqrt(1 + (min / max)^2), 0 when both are 0, inf when either is
  /// (even when the other one is NaN, as C99 hypot).
  mlir::Value hypot(mlir::Value x, mlir::Value y);
  /// log |x + iy| without overflow in |x + iy|: log m + log hypot(x/m, y/m)
  /// with m = max(|x|, |y|) (-inf at 0, inf when a part is inf).
  mlir::Value logHypot(mlir::Value x, mlir::Value y);
  /// (re, im) -> `tensor<Sx2xfN>`.
  mlir::Value pack(Parts parts);
  /// `tensor<Sx2xfN>` -> (re, im).
  Parts unpack(mlir::Value packed);
};

//===----------------------------------------------------------------------===//
// Real helpers (accurate over the whole range, f32 and f64)
//===----------------------------------------------------------------------===//

/// sinh(x) = sign(x) (t + t / (t + 1)) / 2 with t = expm1(|x|): no
/// cancellation near 0. Callers keep |x| below the overflow of exp.
mlir::Value realSinh(Builder &x, mlir::Value v);
/// cosh(x) = (e + 1/e) / 2 with e = exp(|x|).
mlir::Value realCosh(Builder &x, mlir::Value v);
/// asinh(v) = sign(v) log1p(|v| + v^2 / (1 + sqrt(1 + v^2))), log(2|v|)
/// for large |v|.
mlir::Value realAsinh(Builder &x, mlir::Value v);

//===----------------------------------------------------------------------===//
// Complex functions on parts
//===----------------------------------------------------------------------===//

Parts divide(Builder &x, Parts n, Parts d);
Parts exp(Builder &x, Parts z);
Parts log(Builder &x, Parts z);
Parts sqrt(Builder &x, Parts z);
Parts rsqrt(Builder &x, Parts z);
Parts expm1(Builder &x, Parts z);
Parts log1p(Builder &x, Parts z);
Parts sign(Builder &x, Parts z);
Parts power(Builder &x, Parts z, Parts w);
Parts sinh(Builder &x, Parts z);
Parts cosh(Builder &x, Parts z);
Parts tanh(Builder &x, Parts z);
Parts sin(Builder &x, Parts z);
Parts cos(Builder &x, Parts z);
Parts tan(Builder &x, Parts z);
Parts asinh(Builder &x, Parts z);
Parts asin(Builder &x, Parts z);
Parts acos(Builder &x, Parts z);
Parts acosh(Builder &x, Parts z);
Parts atanh(Builder &x, Parts z);
Parts atan(Builder &x, Parts z);

/// Lexicographic comparison of (re, im) pairs (StableHLO `compare` on
/// complex types): EQ/NE on both parts; LT/LE/GT/GE order by the real
/// parts, the imaginary parts breaking ties; `type` (FLOAT, TOTALORDER or
/// null) applies to each part comparison.
mlir::Value compare(Builder &x, Parts l, Parts r,
                    hlo::ComparisonDirection direction,
                    hlo::ComparisonTypeAttr type);
/// Lexicographic maximum (or minimum) of (re, im) pairs, as JAX lowers
/// lax.max/min on complex values: the real parts decide unless they are
/// equal, then the imaginary parts.
Parts maxOrMin(Builder &x, Parts l, Parts r, bool isMax);

} // namespace strata::input_hlo::complex_math

#endif // STRATA_INPUTHLO_LIB_TRANSFORMS_COMPLEXMATH_H
