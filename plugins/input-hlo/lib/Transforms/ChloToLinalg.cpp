//===- ChloToLinalg.cpp - chlo special functions -> linalg -------*- C++
//-*-===//
//
// Lowers the chlo ops JAX emits for special functions (sinh ... atanh,
// lgamma, digamma, erf_inv, next_after, bessel_i1e, polygamma, zeta) to a
// linalg.generic whose body expands them into arith/math ops that the
// llvm-cpu backend handles (exp, expm1, log, log1p, sqrt, atan2, sin, cos,
// erf, powf), and chlo.top_k to rank/select linalg.generics.
//
// f16/bf16 (any float narrower than 32 bits) are computed in f32; f32 and
// f64 natively. The formulas follow XLA's CHLO decompositions (Lanczos with
// reflection for lgamma/digamma, Giles' polynomial for erf_inv).
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/IR/AffineMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;

namespace strata::input_hlo {

namespace {

//===----------------------------------------------------------------------===//
// Scalar builder
//===----------------------------------------------------------------------===//

/// Small helper that keeps the scalar formulas readable.
struct S {
  OpBuilder &b;
  Location loc;
  Type t; // the float type computed in

  Value c(double v) const {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(t, v));
  }
  Value add(Value x, Value y) const {
    return arith::AddFOp::create(b, loc, x, y);
  }
  Value sub(Value x, Value y) const {
    return arith::SubFOp::create(b, loc, x, y);
  }
  Value mul(Value x, Value y) const {
    return arith::MulFOp::create(b, loc, x, y);
  }
  Value div(Value x, Value y) const {
    return arith::DivFOp::create(b, loc, x, y);
  }
  Value neg(Value x) const { return arith::NegFOp::create(b, loc, x); }
  Value abs(Value x) const { return math::AbsFOp::create(b, loc, x); }
  Value exp(Value x) const { return math::ExpOp::create(b, loc, x); }
  Value expm1(Value x) const { return math::ExpM1Op::create(b, loc, x); }
  Value log(Value x) const { return math::LogOp::create(b, loc, x); }
  Value log1p(Value x) const { return math::Log1pOp::create(b, loc, x); }
  Value sqrt(Value x) const { return math::SqrtOp::create(b, loc, x); }
  Value sin(Value x) const { return math::SinOp::create(b, loc, x); }
  Value cos(Value x) const { return math::CosOp::create(b, loc, x); }
  Value floor(Value x) const { return math::FloorOp::create(b, loc, x); }
  Value erf(Value x) const { return math::ErfOp::create(b, loc, x); }
  Value erfc(Value x) const { return math::ErfcOp::create(b, loc, x); }
  Value pow(Value x, Value y) const {
    return math::PowFOp::create(b, loc, x, y);
  }
  Value atan2(Value y, Value x) const {
    return math::Atan2Op::create(b, loc, y, x);
  }
  Value copysign(Value x, Value y) const {
    return math::CopySignOp::create(b, loc, x, y);
  }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) const {
    return arith::CmpFOp::create(b, loc, p, x, y);
  }
  Value lt(Value x, Value y) const {
    return cmp(arith::CmpFPredicate::OLT, x, y);
  }
  Value le(Value x, Value y) const {
    return cmp(arith::CmpFPredicate::OLE, x, y);
  }
  Value gt(Value x, Value y) const {
    return cmp(arith::CmpFPredicate::OGT, x, y);
  }
  Value ge(Value x, Value y) const {
    return cmp(arith::CmpFPredicate::OGE, x, y);
  }
  Value eq(Value x, Value y) const {
    return cmp(arith::CmpFPredicate::OEQ, x, y);
  }
  Value ne(Value x, Value y) const {
    return cmp(arith::CmpFPredicate::UNE, x, y);
  }
  Value isNan(Value x) const { return cmp(arith::CmpFPredicate::UNO, x, x); }
  Value andI(Value x, Value y) const {
    return arith::AndIOp::create(b, loc, x, y);
  }
  Value orI(Value x, Value y) const {
    return arith::OrIOp::create(b, loc, x, y);
  }
  Value notI(Value x) const {
    return arith::XOrIOp::create(
        b, loc, x, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
  }
  Value sel(Value c, Value x, Value y) const {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
  Value nan() const { return c(std::nan("")); }
  Value inf() const { return c(INFINITY); }
  Value isInteger(Value x) const { return eq(floor(x), x); }
  /// Horner evaluation of c[0]*x^(n-1) + ... + c[n-1].
  Value poly(Value x, ArrayRef<double> coeffs) const {
    Value p = c(coeffs.front());
    for (double k : coeffs.drop_front())
      p = add(mul(p, x), c(k));
    return p;
  }
};

constexpr double kLn2 = 0.69314718055994530942;
constexpr double kPi = 3.14159265358979323846;
/// Above this |x|, sqrt(x^2 + 1) == |x| in f32 and f64 alike.
constexpr double kLargeArg = 268435456.0; // 2^28

//===----------------------------------------------------------------------===//
// Elementary functions
//===----------------------------------------------------------------------===//

/// sinh: 0.5 * (e + e / (e + 1)) with e = expm1(|x|) (exact near 0),
/// exp(|x| - ln 2) beyond 20 (no overflow of the intermediate), sign of x.
Value emitSinh(const S &s, Value x) {
  Value a = s.abs(x);
  Value em = s.expm1(a);
  Value small = s.mul(s.c(0.5), s.add(em, s.div(em, s.add(em, s.c(1.0)))));
  Value big = s.exp(s.sub(a, s.c(kLn2)));
  return s.copysign(s.sel(s.gt(a, s.c(20.0)), big, small), x);
}

Value emitCosh(const S &s, Value x) {
  Value a = s.abs(x);
  Value e = s.exp(a);
  Value small = s.mul(s.c(0.5), s.add(e, s.div(s.c(1.0), e)));
  Value big = s.exp(s.sub(a, s.c(kLn2)));
  return s.sel(s.gt(a, s.c(20.0)), big, small);
}

/// asin(x) = atan2(x, sqrt((1 - x)(1 + x))); NaN for |x| > 1.
Value emitAsin(const S &s, Value x) {
  Value one = s.c(1.0);
  return s.atan2(x, s.sqrt(s.mul(s.sub(one, x), s.add(one, x))));
}

/// acos(x) = 2 atan2(sqrt((1 - x)(1 + x)), 1 + x), pi at x = -1.
Value emitAcos(const S &s, Value x) {
  Value one = s.c(1.0);
  Value r = s.mul(s.c(2.0), s.atan2(s.sqrt(s.mul(s.sub(one, x), s.add(one, x))),
                                    s.add(one, x)));
  return s.sel(s.eq(x, s.c(-1.0)), s.c(kPi), r);
}

Value emitAtan(const S &s, Value x) { return s.atan2(x, s.c(1.0)); }

/// asinh(|x|) = log1p(a + a^2 / (1 + sqrt(1 + a^2))) (exact near 0),
/// log(a) + ln 2 for large a; sign of x.
Value emitAsinh(const S &s, Value x) {
  Value a = s.abs(x);
  Value a2 = s.mul(a, a);
  Value one = s.c(1.0);
  Value small =
      s.log1p(s.add(a, s.div(a2, s.add(one, s.sqrt(s.add(one, a2))))));
  Value big = s.add(s.log(a), s.c(kLn2));
  return s.copysign(s.sel(s.gt(a, s.c(kLargeArg)), big, small), x);
}

/// acosh(x) = log1p(t + sqrt(2t + t^2)), t = x - 1 (exact near 1);
/// log(x) + ln 2 for large x; NaN for x < 1.
Value emitAcosh(const S &s, Value x) {
  Value t = s.sub(x, s.c(1.0));
  Value small =
      s.log1p(s.add(t, s.sqrt(s.add(s.mul(s.c(2.0), t), s.mul(t, t)))));
  Value big = s.add(s.log(x), s.c(kLn2));
  Value r = s.sel(s.gt(x, s.c(kLargeArg)), big, small);
  return s.sel(s.lt(x, s.c(1.0)), s.nan(), r);
}

/// atanh(x) = sign(x) * 0.5 * log1p(2a / (1 - a)); +-inf at +-1, NaN
/// beyond.
Value emitAtanh(const S &s, Value x) {
  Value a = s.abs(x);
  Value r =
      s.mul(s.c(0.5), s.log1p(s.div(s.mul(s.c(2.0), a), s.sub(s.c(1.0), a))));
  return s.copysign(r, x);
}

//===----------------------------------------------------------------------===//
// Gamma family (XLA's Lanczos approximation, g = 7, n = 9)
//===----------------------------------------------------------------------===//

constexpr double kLanczosGamma = 7.0;
constexpr double kBaseLanczosCoeff = 0.99999999999980993227684700473478;
constexpr double kLanczosCoefficients[] = {
    676.520368121885098567009190444019, -1259.13921672240287047156078755283,
    771.3234287776530788486528258894,   -176.61502916214059906584551354,
    12.507343278686904814458936853,     -0.13857109526572011689554707,
    9.984369578019570859563e-6,         1.50563273514931155834e-7};

/// lgamma: for x < 0.5 use the reflection
/// lgamma(x) = log(pi) - log|sin(pi x)| - lgamma(1 - x); poles give +inf,
/// +-inf gives +inf.
Value emitLgamma(const S &s, Value x) {
  Value one = s.c(1.0), half = s.c(0.5);
  Value reflect = s.lt(x, half);
  Value z = s.sel(reflect, s.neg(x), s.sub(x, one));
  Value sum = s.c(kBaseLanczosCoeff);
  for (auto [i, coeff] : llvm::enumerate(kLanczosCoefficients))
    sum = s.add(sum, s.div(s.c(coeff), s.add(z, s.c(double(i) + 1.0))));
  Value t = s.add(z, s.c(kLanczosGamma + 0.5));
  Value logT = s.add(s.c(std::log(kLanczosGamma + 0.5)),
                     s.log1p(s.div(z, s.c(kLanczosGamma + 0.5))));
  // (z + 1/2) log t - t, written so that it does not overflow.
  Value logY = s.add(s.add(s.c(0.5 * std::log(2.0 * kPi)),
                           s.mul(s.sub(s.add(z, half), s.div(t, logT)), logT)),
                     s.log(sum));
  Value absX = s.abs(x);
  Value frac = s.sub(absX, s.floor(absX));
  Value reduced = s.sel(s.gt(frac, half), s.sub(one, frac), frac);
  Value reflDenom = s.log(s.sin(s.mul(s.c(kPi), reduced)));
  Value finiteDenom = s.lt(s.abs(reflDenom), s.inf());
  Value reflection =
      s.sel(finiteDenom, s.sub(s.sub(s.c(std::log(kPi)), reflDenom), logY),
            s.neg(reflDenom));
  Value r = s.sel(reflect, reflection, logY);
  return s.sel(s.eq(absX, s.inf()), s.inf(), r);
}

/// digamma: Lanczos derivative; for x < 0.5 the reflection
/// psi(x) = psi(1 - x) - pi / tan(pi x); NaN at 0 and negative integers.
Value emitDigamma(const S &s, Value x) {
  Value one = s.c(1.0), half = s.c(0.5);
  Value reflect = s.lt(x, half);
  Value z = s.sel(reflect, s.neg(x), s.sub(x, one));
  Value num = s.c(0.0);
  Value denom = s.c(kBaseLanczosCoeff);
  for (auto [i, coeff] : llvm::enumerate(kLanczosCoefficients)) {
    Value zi = s.add(z, s.c(double(i) + 1.0));
    num = s.sub(num, s.div(s.c(coeff), s.mul(zi, zi)));
    denom = s.add(denom, s.div(s.c(coeff), zi));
  }
  Value t = s.add(z, s.c(kLanczosGamma + 0.5));
  Value logT = s.add(s.c(std::log(kLanczosGamma + 0.5)),
                     s.log1p(s.div(z, s.c(kLanczosGamma + 0.5))));
  Value y = s.sub(s.add(logT, s.div(num, denom)), s.div(s.c(kLanczosGamma), t));
  // pi / tan(pi x) with the argument reduced to [-0.5, 0.5] for accuracy.
  Value reduced = s.add(x, s.abs(s.floor(s.add(x, half))));
  Value piR = s.mul(s.c(kPi), reduced);
  Value reflection = s.sub(y, s.div(s.mul(s.c(kPi), s.cos(piR)), s.sin(piR)));
  Value r = s.sel(reflect, reflection, y);
  Value pole = s.andI(s.le(x, s.c(0.0)), s.isInteger(x));
  return s.sel(pole, s.nan(), r);
}

/// Hurwitz zeta(x, q) by Euler-Maclaurin summation: N = 10 direct terms and
/// 9 Bernoulli corrections. NaN for x < 1, +inf for x = 1; for q <= 0:
/// +inf at integer q, NaN when x is not an integer.
constexpr double kZetaBernoulli[] = {
    // B_2j / (2j)!, j = 1..9
    1.0 / 12.0,
    -1.0 / 720.0,
    1.0 / 30240.0,
    -1.0 / 1209600.0,
    1.0 / 47900160.0,
    -691.0 / 1307674368000.0,
    1.0 / 74724249600.0,
    -3617.0 / 10670622842880000.0,
    43867.0 / 5109094217170944000.0};

/// b^e for an integer e also when b < 0.
Value signedPow(const S &s, Value base, Value e) {
  Value mag = s.pow(s.abs(base), e);
  Value half = s.mul(e, s.c(0.5));
  Value odd = s.ne(s.floor(half), half);
  Value negate = s.andI(s.lt(base, s.c(0.0)), odd);
  return s.sel(negate, s.neg(mag), mag);
}

Value emitZeta(const S &s, Value x, Value q) {
  constexpr int kN = 10;
  Value one = s.c(1.0);
  Value sum = s.c(0.0);
  for (int k = 0; k < kN; ++k)
    sum = s.add(sum, signedPow(s, s.add(q, s.c(k)), s.neg(x)));
  Value w = s.add(q, s.c(kN));
  Value wPowNegX = signedPow(s, w, s.neg(x));
  sum = s.add(sum, s.div(s.mul(wPowNegX, w), s.sub(x, one)));
  sum = s.add(sum, s.mul(s.c(0.5), wPowNegX));
  // sum_j B_2j/(2j)! * x(x+1)...(x+2j-2) * w^(-x-2j+1)
  Value poch = x;                  // x (x+1) ... (x+2j-2)
  Value wPow = s.div(wPowNegX, w); // w^(-x-1)
  Value invW2 = s.div(one, s.mul(w, w));
  for (auto [j, coeff] : llvm::enumerate(kZetaBernoulli)) {
    sum = s.add(sum, s.mul(s.c(coeff), s.mul(poch, wPow)));
    double m = 2.0 * double(j) + 1.0;
    poch = s.mul(poch, s.mul(s.add(x, s.c(m - 0.0)), s.add(x, s.c(m + 1.0))));
    wPow = s.mul(wPow, invW2);
  }
  Value r = sum;
  Value qNonPos = s.le(q, s.c(0.0));
  r = s.sel(s.andI(qNonPos, s.notI(s.isInteger(x))), s.nan(), r);
  r = s.sel(s.andI(qNonPos, s.isInteger(q)), s.inf(), r);
  r = s.sel(s.eq(x, one), s.inf(), r);
  r = s.sel(s.lt(x, one), s.nan(), r);
  return s.sel(s.orI(s.isNan(x), s.isNan(q)), s.nan(), r);
}

/// polygamma(n, x) = (-1)^(n+1) n! zeta(n + 1, x) for integer n >= 1,
/// digamma(x) for n = 0, NaN for negative or non-integer n.
Value emitPolygamma(const S &s, Value n, Value x) {
  // n! exactly for n <= 20 (one factor per step), Gamma(n+1) beyond.
  Value fact = s.c(1.0);
  for (int i = 2; i <= 20; ++i)
    fact = s.sel(s.ge(n, s.c(i)), s.mul(fact, s.c(i)), fact);
  Value bigFact = s.exp(emitLgamma(s, s.add(n, s.c(1.0))));
  fact = s.sel(s.gt(n, s.c(20.0)), bigFact, fact);
  Value half = s.mul(n, s.c(0.5));
  Value nEven = s.eq(s.floor(half), half);
  Value sign = s.sel(nEven, s.c(-1.0), s.c(1.0));
  Value r = s.mul(s.mul(sign, fact), emitZeta(s, s.add(n, s.c(1.0)), x));
  r = s.sel(s.eq(n, s.c(0.0)), emitDigamma(s, x), r);
  Value badN = s.orI(s.lt(n, s.c(0.0)), s.notI(s.isInteger(n)));
  return s.sel(badN, s.nan(), r);
}

//===----------------------------------------------------------------------===//
// erf_inv, bessel_i1e
//===----------------------------------------------------------------------===//

/// Giles, "Approximating the erfinv function" (single precision), as XLA
/// for f32. f64 refines that estimate (relative error 1e-7, 1e-3 in the far
/// tails) with two Halley steps on erf(y) - x, to f64 accuracy: the residual
/// comes from erfc(|y|) - (1 - |x|) where |x| > 1/2 (1 - |x| is exact there,
/// so the tails keep their digits). +-inf at +-1, NaN beyond.
Value emitErfInv(const S &s, Value x) {
  Value one = s.c(1.0);
  Value w = s.neg(s.log(s.mul(s.sub(one, x), s.add(one, x))));
  Value lt5 = s.lt(w, s.c(5.0));
  Value wSmall = s.sub(w, s.c(2.5));
  Value wBig = s.sub(s.sqrt(w), s.c(3.0));
  Value pSmall = s.poly(wSmall, {2.81022636e-08, 3.43273939e-07, -3.5233877e-06,
                                 -4.39150654e-06, 0.00021858087, -0.00125372503,
                                 -0.00417768164, 0.246640727, 1.50140941});
  Value pBig = s.poly(wBig, {-0.000200214257, 0.000100950558, 0.00134934322,
                             -0.00367342844, 0.00573950773, -0.0076224613,
                             0.00943887047, 1.00167406, 2.83297682});
  Value r = s.mul(s.sel(lt5, pSmall, pBig), x);
  if (getElementTypeOrSelf(x.getType()).isF64()) {
    Value ax = s.abs(x);
    Value tail = s.gt(ax, s.c(0.5));
    for (int iteration = 0; iteration < 2; ++iteration) {
      Value mid = s.sub(s.erf(r), x);
      Value far = s.sub(s.sub(one, ax), s.erfc(s.abs(r)));
      far = s.sel(s.lt(x, s.c(0.0)), s.neg(far), far);
      Value residual = s.sel(tail, far, mid);
      Value slope = s.mul(s.c(2.0 / std::sqrt(kPi)), s.exp(s.neg(s.mul(r, r))));
      // Halley: erf'' = -2y erf', so the step f/f' shrinks by 1 + y f/f'.
      Value step = s.div(residual, slope);
      r = s.sub(r, s.div(step, s.add(one, s.mul(r, step))));
    }
  }
  return s.sel(s.eq(s.abs(x), one), s.mul(x, s.inf()), r);
}

/// i1e(x) = exp(-|x|) I1(|x|) sign(x): the power series
/// I1(a) = sum_k (a/2)^(2k+1) / (k! (k+1)!) for |x| <= 30, the asymptotic
/// expansion 1/sqrt(2 pi a) sum_k (-1)^k prod_i (4 - (2i-1)^2) / (k! (8a)^k)
/// beyond.
Value emitBesselI1e(const S &s, Value x) {
  Value a = s.abs(x);
  Value h = s.mul(a, s.c(0.5));
  Value h2 = s.mul(h, h);
  Value term = h, series = h;
  for (int k = 0; k < 64; ++k) {
    term = s.mul(term, s.div(h2, s.c(double(k + 1) * double(k + 2))));
    series = s.add(series, term);
  }
  Value small = s.mul(series, s.exp(s.neg(a)));
  Value inv8a = s.div(s.c(1.0), s.mul(s.c(8.0), a));
  Value asym = s.c(1.0), aterm = s.c(1.0);
  for (int k = 1; k <= 14; ++k) {
    double odd = 2.0 * k - 1.0;
    aterm = s.mul(aterm, s.mul(s.c(-(4.0 - odd * odd) / k), inv8a));
    asym = s.add(asym, aterm);
  }
  // (-1)^k a_k(1)/(8a)^k with a_k(1) = prod (4 - (2i-1)^2) / k!: the sign
  // flips of the alternating series are folded into -(4 - odd^2).
  Value big = s.div(asym, s.sqrt(s.mul(s.c(2.0 * kPi), a)));
  Value r = s.sel(s.gt(a, s.c(30.0)), big, small);
  return s.copysign(r, x);
}

//===----------------------------------------------------------------------===//
// next_after (bit manipulation, any float type)
//===----------------------------------------------------------------------===//

Value emitNextAfter(OpBuilder &b, Location loc, Value x, Value y) {
  // Integer arithmetic and comparisons only: a device that flushes
  // subnormals (NVIDIA's f32) would otherwise see the smallest subnormal
  // equal to zero.
  auto ft = cast<FloatType>(x.getType());
  unsigned width = ft.getWidth();
  Type it = b.getIntegerType(width);
  S s{b, loc, ft};
  auto ic = [&](const APInt &v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(it, v));
  };
  auto cmp = [&](arith::CmpIPredicate p, Value l, Value r) -> Value {
    return arith::CmpIOp::create(b, loc, p, l, r);
  };
  using P = arith::CmpIPredicate;
  Value xb = arith::BitcastOp::create(b, loc, it, x);
  Value yb = arith::BitcastOp::create(b, loc, it, y);
  Value signMask = ic(APInt::getSignMask(width));
  Value absMask = ic(~APInt::getSignMask(width));
  Value zero = ic(APInt(width, 0));
  Value one = ic(APInt(width, 1));
  Value infBits = ic(APFloat::getInf(ft.getFloatSemantics()).bitcastToAPInt());
  Value xa = arith::AndIOp::create(b, loc, xb, absMask);
  Value ya = arith::AndIOp::create(b, loc, yb, absMask);
  Value xNeg = cmp(P::ne, arith::AndIOp::create(b, loc, xb, signMask), zero);
  Value yNeg = cmp(P::ne, arith::AndIOp::create(b, loc, yb, signMask), zero);
  // Sign-magnitude to an ordered integer (magnitudes < 2^(width-1)).
  Value xo = s.sel(xNeg, arith::SubIOp::create(b, loc, zero, xa), xa);
  Value yo = s.sel(yNeg, arith::SubIOp::create(b, loc, zero, ya), ya);
  Value xZero = cmp(P::eq, xa, zero);
  Value equal = s.orI(cmp(P::eq, xb, yb), s.andI(xZero, cmp(P::eq, ya, zero)));
  // From zero: the smallest subnormal with the sign of y.
  Value fromZero = arith::OrIOp::create(
      b, loc, arith::AndIOp::create(b, loc, yb, signMask), one);
  // Away from zero (larger magnitude) is +1 on the bit pattern.
  Value away = cmp(P::ne, xNeg, cmp(P::sgt, yo, xo));
  Value rb = s.sel(away, arith::AddIOp::create(b, loc, xb, one),
                   arith::SubIOp::create(b, loc, xb, one));
  rb = s.sel(xZero, fromZero, rb);
  rb = s.sel(equal, yb, rb);
  Value r = arith::BitcastOp::create(b, loc, ft, rb);
  Value anyNan = s.orI(cmp(P::ugt, xa, infBits), cmp(P::ugt, ya, infBits));
  return s.sel(anyNan, s.add(x, y), r);
}

//===----------------------------------------------------------------------===//
// Elementwise pattern
//===----------------------------------------------------------------------===//

/// Emits the scalar function of `op` on `args` (in the compute type).
Value emitChloScalar(OpBuilder &b, Location loc, Operation *op,
                     ValueRange args) {
  S s{b, loc, args[0].getType()};
  Value x = args[0];
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<chlo::SinhOp>([&](auto) { return emitSinh(s, x); })
      .Case<chlo::CoshOp>([&](auto) { return emitCosh(s, x); })
      .Case<chlo::AsinOp>([&](auto) { return emitAsin(s, x); })
      .Case<chlo::AcosOp>([&](auto) { return emitAcos(s, x); })
      .Case<chlo::AtanOp>([&](auto) { return emitAtan(s, x); })
      .Case<chlo::AsinhOp>([&](auto) { return emitAsinh(s, x); })
      .Case<chlo::AcoshOp>([&](auto) { return emitAcosh(s, x); })
      .Case<chlo::AtanhOp>([&](auto) { return emitAtanh(s, x); })
      .Case<chlo::LgammaOp>([&](auto) { return emitLgamma(s, x); })
      .Case<chlo::DigammaOp>([&](auto) { return emitDigamma(s, x); })
      .Case<chlo::ErfInvOp>([&](auto) { return emitErfInv(s, x); })
      .Case<chlo::BesselI1eOp>([&](auto) { return emitBesselI1e(s, x); })
      .Case<chlo::PolygammaOp>(
          [&](auto) { return emitPolygamma(s, x, args[1]); })
      .Case<chlo::ZetaOp>([&](auto) { return emitZeta(s, x, args[1]); })
      .Case<chlo::NextAfterOp>(
          [&](auto) { return emitNextAfter(b, loc, x, args[1]); })
      .Default([](Operation *) { return Value(); });
}

template <typename OpTy>
struct ChloElementwiseConverter : HLOConversionPattern<OpTy> {
  using HLOConversionPattern<OpTy>::HLOConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    Location loc = op.getLoc();
    RankedTensorType resultType = getStaticTensorType(
        this->getTypeConverter()->convertType(op->getResult(0).getType()), why);
    if (!resultType)
      return this->fail(rewriter, op, why);
    auto elemType = dyn_cast<FloatType>(resultType.getElementType());
    if (!elemType)
      return this->fail(rewriter, op, "only float element types are supported");
    // next_after works on the bit pattern of the type itself; the rest
    // compute narrow floats in f32.
    Type computeType = elemType;
    if (!isa<chlo::NextAfterOp>(op.getOperation()) && elemType.getWidth() < 32)
      computeType = rewriter.getF32Type();
    if (elemType.getWidth() > 64)
      return this->fail(rewriter, op,
                        "float types wider than f64 are not supported");
    int64_t rank = resultType.getRank();
    SmallVector<AffineMap> maps(adaptor.getOperands().size() + 1,
                                rewriter.getMultiDimIdentityMap(rank));
    Value init = createEmpty(rewriter, loc, resultType);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, resultType, adaptor.getOperands(), ValueRange{init},
        maps, iterators, [&](OpBuilder &b, Location nested, ValueRange args) {
          SmallVector<Value> ins;
          for (Value v : args.drop_back())
            ins.push_back(computeType == elemType
                              ? v
                              : arith::ExtFOp::create(b, nested, computeType, v)
                                    .getResult());
          Value r = emitChloScalar(b, nested, op, ins);
          if (computeType != elemType)
            r = arith::TruncFOp::create(b, nested, elemType, r);
          linalg::YieldOp::create(b, nested, r);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// top_k
//===----------------------------------------------------------------------===//

/// chlo.top_k along the last dimension (n elements) in three linalg ops:
///  1. rank[.., i] = #{m : x[m] before x[i]} where "before" is greater in
///     total order, or equal with m < i (stable): a generic reducing m;
///  2. indices[.., j] = sum_i (rank[.., i] == j ? i : 0): a generic reducing
///     i (ranks are a permutation, so exactly one i matches);
///  3. values[.., j] = x[.., indices[.., j]] by tensor.extract.
/// O(n^2) work per row, no loops outside linalg.
struct TopKConverter : HLOConversionPattern<chlo::TopKOp> {
  using HLOConversionPattern::HLOConversionPattern;

  /// A signless integer whose signed order is the element order used.
  static Value orderKey(OpBuilder &b, Location loc, Value v, Type origType) {
    Type type = v.getType();
    if (auto ft = dyn_cast<FloatType>(type)) {
      unsigned width = ft.getWidth();
      Type it = b.getIntegerType(width);
      Value bits = arith::BitcastOp::create(b, loc, it, v);
      Value sign = arith::ShRSIOp::create(
          b, loc, bits,
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(it, width - 1)));
      Value mask = arith::AndIOp::create(
          b, loc, sign,
          arith::ConstantOp::create(
              b, loc, b.getIntegerAttr(it, APInt::getSignedMaxValue(width))));
      return arith::XOrIOp::create(b, loc, bits, mask);
    }
    if (isUnsignedLike(origType)) {
      // Flip the top bit: unsigned order becomes signed order.
      unsigned width = type.getIntOrFloatBitWidth();
      if (width == 1)
        return arith::ExtUIOp::create(b, loc, b.getI8Type(), v);
      return arith::XOrIOp::create(
          b, loc, v,
          arith::ConstantOp::create(
              b, loc, b.getIntegerAttr(type, APInt::getSignMask(width))));
    }
    return v;
  }

  LogicalResult
  matchAndRewrite(chlo::TopKOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    Location loc = op.getLoc();
    const TypeConverter *tc = getTypeConverter();
    auto inType = getStaticTensorType(adaptor.getOperand().getType(), why);
    auto valuesType =
        inType ? getStaticTensorType(tc->convertType(op.getValues().getType()),
                                     why)
               : RankedTensorType();
    auto indicesType =
        valuesType ? getStaticTensorType(
                         tc->convertType(op.getIndices().getType()), why)
                   : RankedTensorType();
    if (!indicesType)
      return fail(rewriter, op, why);
    Type origElem = getElementTypeOrSelf(op.getOperand().getType());
    if (isa<ComplexType>(origElem))
      return fail(rewriter, op, "complex element types are not supported");
    bool largest = !op.getLargest().has_value() || *op.getLargest();
    int64_t rank = inType.getRank();
    MLIRContext *ctx = rewriter.getContext();
    Type i32 = rewriter.getI32Type();
    Value x = adaptor.getOperand();

    // 1. Ranks: loops (batch..., i, m).
    SmallVector<AffineExpr> outer;
    for (int64_t d = 0; d + 1 < rank; ++d)
      outer.push_back(getAffineDimExpr(d, ctx));
    auto withLast = [&](unsigned dim) {
      SmallVector<AffineExpr> e(outer);
      e.push_back(getAffineDimExpr(dim, ctx));
      return AffineMap::get(rank + 1, 0, e, ctx);
    };
    SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
    iters.push_back(utils::IteratorType::reduction);
    auto rankType = RankedTensorType::get(inType.getShape(), i32);
    Value zero32 =
        arith::ConstantOp::create(rewriter, loc, rewriter.getI32IntegerAttr(0));
    Value rankInit = createFilled(rewriter, loc, rankType, zero32);
    auto ranks = linalg::GenericOp::create(
        rewriter, loc, rankType, ValueRange{x, x}, ValueRange{rankInit},
        ArrayRef<AffineMap>{withLast(rank - 1), withLast(rank),
                            withLast(rank - 1)},
        iters, [&](OpBuilder &b, Location l, ValueRange args) {
          Value ki = orderKey(b, l, args[0], origElem);
          Value km = orderKey(b, l, args[1], origElem);
          Value before = arith::CmpIOp::create(
              b, l,
              largest ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::slt,
              km, ki);
          Value same =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, km, ki);
          Value i = linalg::IndexOp::create(b, l, rank - 1);
          Value m = linalg::IndexOp::create(b, l, rank);
          Value earlier =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult, m, i);
          Value counts = arith::OrIOp::create(
              b, l, before, arith::AndIOp::create(b, l, same, earlier));
          Value inc = arith::ExtUIOp::create(b, l, b.getI32Type(), counts);
          linalg::YieldOp::create(
              b, l, Value(arith::AddIOp::create(b, l, args[2], inc)));
        });

    // 2. Indices: loops (batch..., j, i).
    Value idxInit = createFilled(rewriter, loc, indicesType, zero32);
    auto indices = linalg::GenericOp::create(
        rewriter, loc, indicesType, ValueRange{ranks.getResult(0)},
        ValueRange{idxInit},
        ArrayRef<AffineMap>{withLast(rank), withLast(rank - 1)}, iters,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Type i32t = b.getI32Type();
          Value j = arith::IndexCastOp::create(
              b, l, i32t, linalg::IndexOp::create(b, l, rank - 1));
          Value i = arith::IndexCastOp::create(
              b, l, i32t, linalg::IndexOp::create(b, l, rank));
          Value hit =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, args[0], j);
          Value zero = arith::ConstantOp::create(b, l, b.getI32IntegerAttr(0));
          Value add = arith::SelectOp::create(b, l, hit, i, zero);
          linalg::YieldOp::create(
              b, l, Value(arith::AddIOp::create(b, l, args[1], add)));
        });

    // 3. Values: gather along the last dimension.
    SmallVector<utils::IteratorType> par(rank, utils::IteratorType::parallel);
    Value valInit = createEmpty(rewriter, loc, valuesType);
    auto values = linalg::GenericOp::create(
        rewriter, loc, valuesType, ValueRange{indices.getResult(0)},
        ValueRange{valInit},
        ArrayRef<AffineMap>{rewriter.getMultiDimIdentityMap(rank),
                            rewriter.getMultiDimIdentityMap(rank)},
        par, [&](OpBuilder &b, Location l, ValueRange args) {
          SmallVector<Value> coords;
          for (int64_t d = 0; d + 1 < rank; ++d)
            coords.push_back(linalg::IndexOp::create(b, l, d));
          coords.push_back(
              arith::IndexCastOp::create(b, l, b.getIndexType(), args[0]));
          Value v = tensor::ExtractOp::create(b, l, x, coords);
          linalg::YieldOp::create(b, l, v);
        });
    rewriter.replaceOp(op, {values.getResult(0), indices.getResult(0)});
    return success();
  }
};

} // namespace

void populateChloToLinalgPatterns(const TypeConverter &converter,
                                  FailureLog &log,
                                  RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<ChloElementwiseConverter<chlo::SinhOp>,
               ChloElementwiseConverter<chlo::CoshOp>,
               ChloElementwiseConverter<chlo::AsinOp>,
               ChloElementwiseConverter<chlo::AcosOp>,
               ChloElementwiseConverter<chlo::AtanOp>,
               ChloElementwiseConverter<chlo::AsinhOp>,
               ChloElementwiseConverter<chlo::AcoshOp>,
               ChloElementwiseConverter<chlo::AtanhOp>,
               ChloElementwiseConverter<chlo::LgammaOp>,
               ChloElementwiseConverter<chlo::DigammaOp>,
               ChloElementwiseConverter<chlo::ErfInvOp>,
               ChloElementwiseConverter<chlo::BesselI1eOp>,
               ChloElementwiseConverter<chlo::NextAfterOp>,
               ChloElementwiseConverter<chlo::PolygammaOp>,
               ChloElementwiseConverter<chlo::ZetaOp>, TopKConverter>(converter,
                                                                      ctx, log);
}

} // namespace strata::input_hlo
