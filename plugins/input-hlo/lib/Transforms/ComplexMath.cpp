//===- ComplexMath.cpp - complex functions as real stablehlo ops -*- C++
//-*-===//
//
// The formulas of strata-hlo-expand-complex. Principal values and branch
// cuts are those of C99 Annex G (and Python's cmath, numpy, XLA): sqrt and
// log cut along the negative real axis, asin/acos/atanh along the real axis
// beyond +-1, asinh/atan along the imaginary axis beyond +-i, acosh along
// the real axis left of 1; the sign of a zero part picks the side of a cut.
// The inverse functions are Kahan's ("Branch cuts for complex elementary
// functions", 1987) as CPython's cmath implements them: every part keeps
// its relative accuracy, also near the branch points, with a separate form
// for huge arguments.
//
//===----------------------------------------------------------------------===//

#include "ComplexMath.h"

#include <cfloat>
#include <cmath>
#include <limits>

using namespace mlir;

namespace strata::input_hlo::complex_math {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kLn2 = 0.69314718055994530942;
constexpr double kPi = 3.14159265358979323846;
} // namespace

//===----------------------------------------------------------------------===//
// Builder
//===----------------------------------------------------------------------===//

Value Builder::splat(Type type, double value) {
  auto tensor = cast<RankedTensorType>(type);
  auto attr = DenseElementsAttr::get(
      tensor, b.getFloatAttr(tensor.getElementType(), value));
  return hlo::ConstantOp::create(b, loc, tensor, attr);
}

Value Builder::compare(Value x, Value y, hlo::ComparisonDirection direction,
                       hlo::ComparisonTypeAttr type) {
  auto i1Type = cast<RankedTensorType>(x.getType()).clone(b.getI1Type());
  return hlo::CompareOp::create(
      b, loc, i1Type, x, y,
      hlo::ComparisonDirectionAttr::get(b.getContext(), direction), type);
}

Value Builder::signbit(Value x) {
  auto type = cast<RankedTensorType>(x.getType());
  auto intType = type.clone(
      b.getIntegerType(type.getElementType().getIntOrFloatBitWidth()));
  Value bits = hlo::BitcastConvertOp::create(b, loc, intType, x);
  Value zero = hlo::ConstantOp::create(
      b, loc, intType,
      DenseElementsAttr::get(intType,
                             b.getIntegerAttr(intType.getElementType(), 0)));
  return compare(bits, zero, hlo::ComparisonDirection::LT,
                 hlo::ComparisonTypeAttr::get(b.getContext(),
                                              hlo::ComparisonType::SIGNED));
}

Value Builder::copysign(Value mag, Value sign) {
  Value a = abs(mag);
  return select(signbit(sign), neg(a), a);
}

Value Builder::isinf(Value x) { return eq(abs(x), c(x, kInf)); }

namespace {
/// `type` with the element type replaced by the signless integer of its
/// width, and a splat constant of that type.
RankedTensorType bitsType(OpBuilder &b, Type type) {
  auto t = cast<RankedTensorType>(type);
  return t.clone(b.getIntegerType(t.getElementType().getIntOrFloatBitWidth()));
}
Value intSplat(OpBuilder &b, Location loc, RankedTensorType type,
               const APInt &v) {
  return hlo::ConstantOp::create(
      b, loc, type,
      DenseElementsAttr::get(type, b.getIntegerAttr(type.getElementType(), v)));
}
} // namespace

Value Builder::absBits(Value x) {
  RankedTensorType it = bitsType(b, x.getType());
  unsigned width = it.getElementTypeBitWidth();
  Value bits = hlo::BitcastConvertOp::create(b, loc, it, x);
  return binary<hlo::AndOp>(bits,
                            intSplat(b, loc, it, ~APInt::getSignMask(width)));
}

Value Builder::bothTiny(Value x, Value y) {
  RankedTensorType it = bitsType(b, x.getType());
  APInt threshold = isF64(x) ? APFloat(0x1p-512).bitcastToAPInt()
                             : APFloat(0x1p-64f).bitcastToAPInt();
  return compare(binary<hlo::MaxOp>(absBits(x), absBits(y)),
                 intSplat(b, loc, it, threshold), hlo::ComparisonDirection::LT,
                 hlo::ComparisonTypeAttr::get(b.getContext(),
                                              hlo::ComparisonType::SIGNED));
}

Value Builder::scaleUpTiny(Value x) {
  RankedTensorType it = bitsType(b, x.getType());
  bool f64 = isF64(x);
  unsigned mantissaBits = f64 ? 52 : 23;
  APInt mantissaMask = APInt::getLowBitsSet(f64 ? 64 : 32, mantissaBits);
  Value bits = hlo::BitcastConvertOp::create(b, loc, it, x);
  Value mantissa = binary<hlo::AndOp>(bits, intSplat(b, loc, it, mantissaMask));
  // A subnormal is mantissa * 2^-149 (f32) / 2^-1074 (f64), so scaled it is
  // the (exactly converted) mantissa times 2^(64 - 149) / 2^(512 - 1074).
  Value fromMantissa =
      mul(hlo::ConvertOp::create(b, loc, x.getType(), mantissa),
          c(x, 0x1p-85, 0x1p-562));
  Value exponentZero = compare(
      binary<hlo::AndOp>(
          bits, intSplat(b, loc, it,
                         ~APInt::getSignMask(f64 ? 64 : 32) & ~mantissaMask)),
      intSplat(b, loc, it, APInt(f64 ? 64 : 32, 0)),
      hlo::ComparisonDirection::EQ);
  return select(exponentZero, copysign(fromMantissa, x),
                mul(x, c(x, 0x1p64, 0x1p512)));
}

Parts Builder::scaleUpIfTiny(Parts z, Value tiny) {
  // Only tiny parts reach the scaling (others as 0): no overflowed
  // intermediate exists even in the branch not taken.
  Value zero = c(z.re, 0.0);
  return {select(tiny, scaleUpTiny(select(tiny, z.re, zero)), z.re),
          select(tiny, scaleUpTiny(select(tiny, z.im, zero)), z.im)};
}

Value Builder::isfinite(Value x) { return lt(abs(x), c(x, kInf)); }

Value Builder::hypot(Value x, Value y) {
  Value ax = abs(x), ay = abs(y);
  Value big = max(ax, ay);
  Value small = min(ax, ay);
  Value ratio = div(small, big);
  Value result = mul(big, sqrt(add(c(x, 1.0), mul(ratio, ratio))));
  result = select(eq(big, c(x, 0.0)), c(x, 0.0), result);
  return select(either(isinf(x), isinf(y)), c(x, kInf), result);
}

Value Builder::logHypot(Value x, Value y) {
  // Tiny parts scaled up exactly first (log of the scale subtracted), so a
  // subnormal |z| keeps its logarithm where the device flushes subnormals.
  Value tiny = bothTiny(x, y);
  auto [sx, sy] = scaleUpIfTiny({x, y}, tiny);
  Value m = max(abs(sx), abs(sy));
  Value r = add(log(m), log(hypot(div(sx, m), div(sy, m))));
  r = select(tiny, sub(r, logTinyScale(x)), r);
  r = select(eq(m, c(x, 0.0)), c(x, -kInf), r);
  return select(either(isinf(x), isinf(y)), c(x, kInf), r);
}

Value Builder::expm1(Value x) {
  Value u = exp(x);
  Value one = c(x, 1.0);
  Value um1 = sub(u, one);
  Value r = mul(um1, div(x, log(u)));
  r = select(eq(u, one), x, r);
  r = select(eq(um1, c(x, -1.0)), c(x, -1.0), r);
  return select(isinf(u), u, r);
}

Value Builder::log1p(Value x) {
  Value one = c(x, 1.0);
  Value u = add(x, one);
  Value logU = log(u);
  Value r = mul(logU, div(x, sub(u, one)));
  r = select(eq(u, one), x, r);
  return select(either(isinf(u), eq(u, c(x, 0.0))), logU, r);
}

Value Builder::pack(Parts parts) {
  auto partType = cast<RankedTensorType>(parts.re.getType());
  SmallVector<int64_t> shape(partType.getShape());
  shape.push_back(1);
  auto columnType = RankedTensorType::get(shape, partType.getElementType());
  Value re = hlo::ReshapeOp::create(b, loc, columnType, parts.re);
  Value im = hlo::ReshapeOp::create(b, loc, columnType, parts.im);
  shape.back() = 2;
  return hlo::ConcatenateOp::create(
      b, loc, RankedTensorType::get(shape, partType.getElementType()),
      ValueRange{re, im}, partType.getRank());
}

Parts Builder::unpack(Value packed) {
  auto packedType = cast<RankedTensorType>(packed.getType());
  int64_t rank = packedType.getRank();
  SmallVector<int64_t> start(rank, 0), limit(packedType.getShape()),
      strides(rank, 1);
  auto partType = RankedTensorType::get(packedType.getShape().drop_back(),
                                        packedType.getElementType());
  SmallVector<int64_t> columnShape(packedType.getShape());
  columnShape.back() = 1;
  auto columnType =
      RankedTensorType::get(columnShape, packedType.getElementType());
  Value parts[2];
  for (int64_t k = 0; k < 2; ++k) {
    start.back() = k;
    limit.back() = k + 1;
    Value column =
        hlo::SliceOp::create(b, loc, columnType, packed, start, limit, strides);
    parts[k] = hlo::ReshapeOp::create(b, loc, partType, column);
  }
  return {parts[0], parts[1]};
}

//===----------------------------------------------------------------------===//
// Real helpers
//===----------------------------------------------------------------------===//

Value realSinh(Builder &x, Value v) {
  Value t = x.expm1(x.abs(v));
  Value r = x.mul(x.c(v, 0.5), x.add(t, x.div(t, x.add(t, x.c(v, 1.0)))));
  return x.copysign(r, v);
}

Value realCosh(Builder &x, Value v) {
  Value e = x.exp(x.abs(v));
  return x.mul(x.c(v, 0.5), x.add(e, x.div(x.c(v, 1.0), e)));
}

Value realAsinh(Builder &x, Value v) {
  Value a = x.abs(v);
  // Beyond 2^12 (f32) / 2^28 (f64) the 1/(4 v^2) term is below an ulp.
  Value big = x.gt(a, x.c(v, 0x1p12, 0x1p28));
  Value rBig = x.add(x.log(a), x.c(v, kLn2));
  Value a2 = x.mul(a, a);
  Value rSmall = x.log1p(
      x.add(a, x.div(a2, x.add(x.c(v, 1.0), x.sqrt(x.add(x.c(v, 1.0), a2))))));
  return x.copysign(x.select(big, rBig, rSmall), v);
}

//===----------------------------------------------------------------------===//
// Arithmetic, exp, log
//===----------------------------------------------------------------------===//

/// Smith's algorithm: scales by the larger of |c| and |d| so neither the
/// squares nor the products overflow; a zero divisor gives (a/c, b/c),
/// i.e. infinities with the signs C99 Annex G gives.
Parts divide(Builder &x, Parts n, Parts d) {
  Value a = n.re, b = n.im, c = d.re, dd = d.im;
  Value cBigger = x.ge(x.abs(c), x.abs(dd));
  // |c| >= |d|: r = d/c, den = c + d r, ((a + b r), (b - a r)) / den
  Value r1 = x.div(dd, c);
  Value den1 = x.add(c, x.mul(dd, r1));
  Value re1 = x.div(x.add(a, x.mul(b, r1)), den1);
  Value im1 = x.div(x.sub(b, x.mul(a, r1)), den1);
  // |c| < |d|: r = c/d, den = c r + d, ((a r + b), (b r - a)) / den
  Value r2 = x.div(c, dd);
  Value den2 = x.add(x.mul(c, r2), dd);
  Value re2 = x.div(x.add(x.mul(a, r2), b), den2);
  Value im2 = x.div(x.sub(x.mul(b, r2), a), den2);
  Value re = x.select(cBigger, re1, re2);
  Value im = x.select(cBigger, im1, im2);
  Value zero = x.c(c, 0.0);
  Value zeroDivisor = x.both(x.eq(c, zero), x.eq(dd, zero));
  return {x.select(zeroDivisor, x.div(a, c), re),
          x.select(zeroDivisor, x.div(b, c), im)};
}

Parts exp(Builder &x, Parts z) {
  // e^(a+ib) = e^a (cos b + i sin b); b = 0 keeps an exact zero imaginary
  // part (e^inf * 0 would be NaN).
  Value scale = x.exp(z.re);
  Value im = x.mul(scale, x.sin(z.im));
  return {x.mul(scale, x.cos(z.im)),
          x.select(x.eq(z.im, x.c(z.im, 0.0)), z.im, im)};
}

Parts log(Builder &x, Parts z) {
  // log z = log |z| + i arg z
  return {x.logHypot(z.re, z.im), x.atan2(z.im, z.re)};
}

Parts sqrt(Builder &x, Parts z) {
  // With t = sqrt((|a| + |z|) / 2): sqrt(a + ib) = t + i b/(2t) for a >= 0,
  // |b|/(2t) + i copysign(t, b) for a < 0. |z| near the overflow threshold
  // is scaled by 1/4 (t by 2), tiny ones by 2^64 / 2^512 so subnormal
  // inputs keep their bits (t by 2^-32 / 2^-256); the scale follows
  // max(|a|, |b|), so |z| itself never overflows.
  // (The tiny scaling is exact without float arithmetic on subnormals:
  // scaleUpTiny.)
  Value a = z.re, b = z.im;
  Value m = x.max(x.abs(a), x.abs(b));
  Value tooBig = x.gt(m, x.c(a, FLT_MAX / 4, DBL_MAX / 4));
  Value tooSmall = x.bothTiny(a, b);
  Value one = x.c(a, 1.0);
  Value scale = x.select(tooBig, x.c(a, 0.25), one);
  Value unscale = x.select(tooBig, x.c(a, 2.0),
                           x.select(tooSmall, x.c(a, 0x1p-32, 0x1p-256), one));
  Parts tinyScaled = x.scaleUpIfTiny(z, tooSmall);
  Value sa = x.select(tooSmall, tinyScaled.re, x.mul(a, scale));
  Value sb = x.select(tooSmall, tinyScaled.im, x.mul(b, scale));
  Value h = x.hypot(sa, sb);
  Value t = x.sqrt(x.mul(x.c(a, 0.5), x.add(x.abs(sa), h)));
  Value u = x.mul(t, unscale);
  Value v = x.mul(x.div(sb, x.add(t, t)), unscale);
  // From the scaled part: a subnormal a may compare as zero itself.
  Value nonNegative = x.ge(sa, x.c(a, 0.0));
  Value re = x.select(nonNegative, u, x.abs(v));
  Value im = x.select(nonNegative, v, x.copysign(u, b));
  // sqrt(+-0 + i(+-0)) = +0 + i(+-0).
  Value zero = x.eq(x.max(x.abs(sa), x.abs(sb)), x.c(a, 0.0));
  re = x.select(zero, x.c(a, 0.0), re);
  im = x.select(zero, b, im);
  // An infinite imaginary part gives +inf + ib, whatever a is (NaN too).
  Value infIm = x.isinf(b);
  return {x.select(infIm, x.c(a, kInf), re), x.select(infIm, b, im)};
}

Parts rsqrt(Builder &x, Parts z) {
  Parts s = sqrt(x, z);
  return divide(x, {x.c(z.re, 1.0), x.c(z.re, 0.0)}, s);
}

Parts expm1(Builder &x, Parts z) {
  // Re(e^z - 1) = expm1(a) cos b - 2 sin^2(b/2) (no cancellation near 0),
  // Im = e^(a/2) (sin b e^(a/2)) (finite where e^a alone would overflow);
  // b = 0 keeps the exact zero.
  Value a = z.re, b = z.im;
  Value s = x.sin(x.mul(b, x.c(b, 0.5)));
  Value re =
      x.sub(x.mul(x.expm1(a), x.cos(b)), x.mul(x.c(a, 2.0), x.mul(s, s)));
  Value half = x.exp(x.mul(a, x.c(a, 0.5)));
  Value im = x.mul(x.mul(x.sin(b), half), half);
  return {re, x.select(x.eq(b, x.c(b, 0.0)), b, im)};
}

Parts log1p(Builder &x, Parts z) {
  // Re log(1 + z) = log1p(a(2 + a) + b^2) / 2 while |a|, |b| < 1/2 (|1+z|^2
  // - 1 without cancellation), log |1 + z| beyond; Im = atan2(b, 1 + a).
  Value a = z.re, b = z.im;
  Value small = x.lt(x.max(x.abs(a), x.abs(b)), x.c(a, 0.5));
  Value t = x.add(x.mul(a, x.add(x.c(a, 2.0), a)), x.mul(b, b));
  Value reSmall = x.mul(x.c(a, 0.5), x.log1p(t));
  Value ap1 = x.add(a, x.c(a, 1.0));
  Value reLarge = x.logHypot(ap1, b);
  return {x.select(small, reSmall, reLarge), x.atan2(b, ap1)};
}

Parts sign(Builder &x, Parts z) {
  // z / |z|, both parts divided by max(|a|, |b|) first so that |z| neither
  // overflows nor loses subnormal bits (tiny parts scaled up exactly before:
  // sign is scale-free); zero stays itself (with its signs), NaN and inf
  // parts give NaN.
  auto [sre, sim] = x.scaleUpIfTiny(z, x.bothTiny(z.re, z.im));
  Value m = x.max(x.abs(sre), x.abs(sim));
  Value a = x.div(sre, m), b = x.div(sim, m);
  Value h = x.hypot(a, b);
  Value zero = x.eq(m, x.c(m, 0.0));
  return {x.select(zero, z.re, x.div(a, h)), x.select(zero, z.im, x.div(b, h))};
}

Parts power(Builder &x, Parts z, Parts w) {
  // z^w = e^(w log z) in polar form: |z|^c e^(-d arg z) at angle
  // d log|z| + c arg z. z^0 = 1 for every z; 0^w = 0 for Re w > 0.
  Value c = w.re, d = w.im;
  Value logH = x.logHypot(z.re, z.im);
  Value h = x.max(x.abs(z.re), x.abs(z.im));
  Value theta = x.atan2(z.im, z.re);
  Value mag = x.exp(x.sub(x.mul(c, logH), x.mul(d, theta)));
  Value phase = x.add(x.mul(d, logH), x.mul(c, theta));
  Value re = x.mul(mag, x.cos(phase));
  Value im = x.mul(mag, x.sin(phase));
  Value zero = x.c(c, 0.0), one = x.c(c, 1.0);
  Value zeroBase = x.both(x.eq(h, zero), x.gt(c, zero));
  re = x.select(zeroBase, zero, re);
  im = x.select(zeroBase, zero, im);
  Value zeroExponent = x.both(x.eq(c, zero), x.eq(d, zero));
  return {x.select(zeroExponent, one, re), x.select(zeroExponent, zero, im)};
}

//===----------------------------------------------------------------------===//
// Hyperbolic and trigonometric functions
//===----------------------------------------------------------------------===//

namespace {

/// sinh or cosh of z: sinh z = sinh a cos b + i cosh a sin b, cosh z = cosh a
/// cos b + i sinh a sin b. Beyond |a| = 10 (f32) / 20 (f64) cosh a = |sinh a|
/// = e^|a| / 2 to the last bit, computed as (cos b e^(|a|/2) / 2) e^(|a|/2)
/// so that the product only overflows when the result does.
Parts sinhOrCosh(Builder &x, Parts z, bool isSinh) {
  Value a = z.re, b = z.im;
  Value big = x.gt(x.abs(a), x.c(a, 10.0, 20.0));
  Value cb = x.cos(b), sb = x.sin(b);
  Value sh = realSinh(x, a), ch = realCosh(x, a);
  Value e = x.exp(x.mul(x.abs(a), x.c(a, 0.5)));
  Value halfE = x.mul(e, x.c(a, 0.5));
  Value signA = x.copysign(x.c(a, 1.0), a);
  Value bigCos = x.mul(x.mul(cb, halfE), e);
  Value bigSin = x.mul(x.mul(sb, halfE), e);
  Value re, im;
  if (isSinh) {
    re = x.select(big, x.mul(signA, bigCos), x.mul(sh, cb));
    im = x.select(big, bigSin, x.mul(ch, sb));
  } else {
    re = x.select(big, bigCos, x.mul(ch, cb));
    im = x.select(big, x.mul(signA, bigSin), x.mul(sh, sb));
  }
  Value zero = x.c(a, 0.0);
  // b = 0: the imaginary part is an exact zero (sinh: b, cosh: sign(a) b),
  // even where cosh a is infinite.
  Value bZero = x.eq(b, zero);
  im = x.select(bZero, isSinh ? b : x.select(x.signbit(a), x.neg(b), b), im);
  // a = 0 and b infinite or NaN: the part that is sinh(0) * (cos or sin b) is
  // +-0 (C99 Annex G), the other NaN.
  Value aZeroBNotFinite =
      x.both(x.eq(a, zero), x.unary<hlo::NotOp>(x.isfinite(b)));
  if (isSinh)
    re = x.select(aZeroBNotFinite, a, re);
  else
    im = x.select(aZeroBNotFinite, a, im);
  return {re, im};
}

} // namespace

Parts sinh(Builder &x, Parts z) { return sinhOrCosh(x, z, /*isSinh=*/true); }

Parts cosh(Builder &x, Parts z) { return sinhOrCosh(x, z, /*isSinh=*/false); }

Parts tanh(Builder &x, Parts z) {
  // Kahan: t = tan b, beta = 1 + t^2, s = sinh a, rho = sqrt(1 + s^2):
  // tanh z = (beta rho s + i t) / (1 + beta s^2). Beyond |a| = 9 (f32) /
  // 22 (f64): sign(a) + i 4 sin b cos b e^(-2|a|).
  Value a = z.re, b = z.im;
  Value one = x.c(a, 1.0);
  Value big = x.gt(x.abs(a), x.c(a, 9.0, 22.0));
  Value t = x.tan(b);
  Value beta = x.add(one, x.mul(t, t));
  Value s = realSinh(x, a);
  Value rho = x.sqrt(x.add(one, x.mul(s, s)));
  Value den = x.add(one, x.mul(beta, x.mul(s, s)));
  Value re = x.div(x.mul(x.mul(beta, rho), s), den);
  Value im = x.div(t, den);
  Value e = x.exp(x.neg(x.abs(a)));
  Value imBig =
      x.mul(x.mul(x.mul(x.c(a, 4.0), x.mul(x.sin(b), x.cos(b))), e), e);
  re = x.select(big, x.copysign(one, a), re);
  im = x.select(big, imBig, im);
  // b = 0: exact zero imaginary part (also for NaN a); a = +-inf with b
  // infinite or NaN: +-1 +- i0.
  Value zero = x.c(a, 0.0);
  im = x.select(x.eq(b, zero), b, im);
  Value infA = x.both(x.isinf(a), x.unary<hlo::NotOp>(x.isfinite(b)));
  return {re, x.select(infA, x.copysign(zero, b), im)};
}

/// f(iz) rotated back by -i: the trigonometric functions from the
/// hyperbolic ones (sin z = -i sinh(iz), tan z = -i tanh(iz)), and the
/// inverse ones likewise (asin z = -i asinh(iz), atan z = -i atanh(iz)).
static Parts viaRotation(Builder &x, Parts z, Parts (*f)(Builder &, Parts)) {
  Parts w = f(x, {x.neg(z.im), z.re});
  return {w.im, x.neg(w.re)};
}

Parts sin(Builder &x, Parts z) { return viaRotation(x, z, sinh); }

Parts cos(Builder &x, Parts z) {
  // cos z = cosh(iz).
  return cosh(x, {x.neg(z.im), z.re});
}

Parts tan(Builder &x, Parts z) { return viaRotation(x, z, tanh); }

//===----------------------------------------------------------------------===//
// Inverse functions
//===----------------------------------------------------------------------===//

namespace {

/// Beyond max/4 a part of the argument takes the asymptotic forms; returns
/// that predicate and log|z| + log 2 = log(hypot(a/2, b/2)) + 2 log 2.
std::pair<Value, Value> largeArgument(Builder &x, Parts z) {
  Value limit = x.c(z.re, FLT_MAX / 4, DBL_MAX / 4);
  Value large = x.either(x.gt(x.abs(z.re), limit), x.gt(x.abs(z.im), limit));
  Value half = x.c(z.re, 0.5);
  Value logTwiceAbs =
      x.add(x.log(x.hypot(x.mul(z.re, half), x.mul(z.im, half))),
            x.c(z.re, 2 * kLn2));
  return {large, logTwiceAbs};
}

} // namespace

Parts asinh(Builder &x, Parts z) {
  // s1 = sqrt(1 + b - ia), s2 = sqrt(1 - b + ia):
  // asinh z = asinh(Re s1 Im s2 - Re s2 Im s1) + i atan2(b, Re s1 Re s2 -
  // Im s1 Im s2).
  Value a = z.re, b = z.im;
  Value one = x.c(a, 1.0);
  Parts s1 = sqrt(x, {x.add(one, b), x.neg(a)});
  Parts s2 = sqrt(x, {x.sub(one, b), a});
  Value re = realAsinh(x, x.sub(x.mul(s1.re, s2.im), x.mul(s2.re, s1.im)));
  Value im = x.atan2(b, x.sub(x.mul(s1.re, s2.re), x.mul(s1.im, s2.im)));
  auto [large, logTwiceAbs] = largeArgument(x, z);
  return {x.select(large, x.copysign(logTwiceAbs, a), re),
          x.select(large, x.atan2(b, x.abs(a)), im)};
}

Parts asin(Builder &x, Parts z) { return viaRotation(x, z, asinh); }

Parts acos(Builder &x, Parts z) {
  // s1 = sqrt(1 - z), s2 = sqrt(1 + z): acos z = 2 atan2(Re s1, Re s2) +
  // i asinh(Re s2 Im s1 - Im s2 Re s1).
  Value a = z.re, b = z.im;
  Value one = x.c(a, 1.0);
  Parts s1 = sqrt(x, {x.sub(one, a), x.neg(b)});
  Parts s2 = sqrt(x, {x.add(one, a), b});
  Value re = x.mul(x.c(a, 2.0), x.atan2(s1.re, s2.re));
  Value im = realAsinh(x, x.sub(x.mul(s2.re, s1.im), x.mul(s2.im, s1.re)));
  auto [large, logTwiceAbs] = largeArgument(x, z);
  return {x.select(large, x.atan2(x.abs(b), a), re),
          x.select(large, x.neg(x.copysign(logTwiceAbs, b)), im)};
}

Parts acosh(Builder &x, Parts z) {
  // s1 = sqrt(z - 1), s2 = sqrt(z + 1): acosh z = asinh(Re s1 Re s2 + Im s1
  // Im s2) + 2i atan2(Im s1, Re s2).
  Value a = z.re, b = z.im;
  Value one = x.c(a, 1.0);
  Parts s1 = sqrt(x, {x.sub(a, one), b});
  Parts s2 = sqrt(x, {x.add(a, one), b});
  Value re = realAsinh(x, x.add(x.mul(s1.re, s2.re), x.mul(s1.im, s2.im)));
  Value im = x.mul(x.c(a, 2.0), x.atan2(s1.im, s2.re));
  auto [large, logTwiceAbs] = largeArgument(x, z);
  return {x.select(large, logTwiceAbs, re), x.select(large, x.atan2(b, a), im)};
}

Parts atanh(Builder &x, Parts z) {
  // atanh(-z) = -atanh(z) reduces to Re z >= 0. Then
  // Re = log1p(4a / ((1 - a)^2 + b^2)) / 4,
  // Im = -atan2(-2b, (1 - a)(1 + a) - b^2) / 2;
  // 1/z +- i pi/2 beyond sqrt(max/4); at a = 1 with |b| below sqrt(min
  // normal) (where b^2 underflows) the limit forms, inf + ib at b = 0.
  Value negative = x.lt(z.re, x.c(z.re, 0.0));
  Value a = x.select(negative, x.neg(z.re), z.re);
  Value b = x.select(negative, x.neg(z.im), z.im);
  Value ab = x.abs(b);
  Value one = x.c(a, 1.0), zero = x.c(a, 0.0);

  Value oneMinusA = x.sub(one, a);
  Value re =
      x.mul(x.log1p(x.div(x.mul(x.c(a, 4.0), a),
                          x.add(x.mul(oneMinusA, oneMinusA), x.mul(ab, ab)))),
            x.c(a, 0.25));
  Value im =
      x.mul(x.atan2(x.mul(x.c(a, -2.0), b),
                    x.sub(x.mul(oneMinusA, x.add(one, a)), x.mul(ab, ab))),
            x.c(a, -0.5));

  Value nearOne =
      x.both(x.eq(a, one),
             x.lt(ab, x.c(a, 1.0842021724855044e-19, 1.4916681462400413e-154)));
  Value bZero = x.eq(ab, zero);
  Value reNear = x.select(
      bZero, x.c(a, kInf),
      x.neg(x.log(x.div(x.sqrt(ab), x.sqrt(x.hypot(ab, x.c(a, 2.0)))))));
  Value imNear = x.select(
      bZero, b,
      x.copysign(x.mul(x.atan2(x.c(a, 2.0), x.neg(ab)), x.c(a, 0.5)), b));
  re = x.select(nearOne, reNear, re);
  im = x.select(nearOne, imNear, im);

  Value limit = x.c(a, 9.2233720368547758e18, 6.7039039649712985e153);
  Value large = x.either(x.gt(a, limit), x.gt(ab, limit));
  Value h = x.hypot(x.mul(a, x.c(a, 0.5)), x.mul(b, x.c(a, 0.5)));
  Value reLarge = x.div(x.div(x.mul(a, x.c(a, 0.25)), h), h);
  Value imLarge = x.copysign(x.c(a, kPi / 2), b);
  re = x.select(large, reLarge, re);
  im = x.select(large, imLarge, im);
  return {x.select(negative, x.neg(re), re), x.select(negative, x.neg(im), im)};
}

Parts atan(Builder &x, Parts z) { return viaRotation(x, z, atanh); }

//===----------------------------------------------------------------------===//
// Ordering
//===----------------------------------------------------------------------===//

Value compare(Builder &x, Parts l, Parts r, hlo::ComparisonDirection direction,
              hlo::ComparisonTypeAttr type) {
  using Dir = hlo::ComparisonDirection;
  if (direction == Dir::EQ || direction == Dir::NE) {
    Value re = x.compare(l.re, r.re, direction, type);
    Value im = x.compare(l.im, r.im, direction, type);
    return direction == Dir::EQ ? x.both(re, im) : x.either(re, im);
  }
  Dir strict =
      (direction == Dir::LT || direction == Dir::LE) ? Dir::LT : Dir::GT;
  Value reStrict = x.compare(l.re, r.re, strict, type);
  Value reEqual = x.compare(l.re, r.re, Dir::EQ, type);
  Value im = x.compare(l.im, r.im, direction, type);
  return x.either(reStrict, x.both(reEqual, im));
}

Parts maxOrMin(Builder &x, Parts l, Parts r, bool isMax) {
  auto direction =
      isMax ? hlo::ComparisonDirection::GT : hlo::ComparisonDirection::LT;
  Value pickLeft = x.select(x.eq(l.re, r.re), x.compare(l.im, r.im, direction),
                            x.compare(l.re, r.re, direction));
  return {x.select(pickLeft, l.re, r.re), x.select(pickLeft, l.im, r.im)};
}

} // namespace strata::input_hlo::complex_math
