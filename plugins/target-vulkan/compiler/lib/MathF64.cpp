//===- MathF64.cpp - f64 math functions in f64 arithmetic -------*- C++ -*-===//
//
// GLSL.std.450's exp/log/sin/cos/atan/... take 16/32-bit floats only, so
// strata-vulkan-expand-math expands their f64 forms into f64 arithmetic
// (Float64 computes natively; nothing is demoted): fdlibm's reductions and
// polynomials for exp/expm1/log/log1p/sin/cos/atan/atan2/tanh, for erf
// the everywhere-positive series erf(x) = 2/sqrt(pi) exp(-x^2)
// sum_n 2^n x^(2n+1) / (2n+1)!!, and for erfc 1 - erf or (from 2 on) the
// Laplace continued fraction, and roundeven from floor. Accuracy: a few ulp for
// the tested ranges; sin/cos reduce with a three-part Cody-Waite pi/2, so
// arguments beyond about 2^20 * pi/2 lose precision (there is no Payne-Hanek
// reduction).
//
//===----------------------------------------------------------------------===//

#include "strata/Target/Vulkan/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>
#include <functional>

using namespace mlir;

namespace strata::vulkan {
namespace {

/// Builds f64 (and i64) arithmetic at one location.
class F64Builder {
public:
  F64Builder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  Value c(double v) {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
  }
  Value ci(int64_t v) {
    return arith::ConstantIntOp::create(b, loc, b.getI64Type(), v);
  }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  Value neg(Value x) { return arith::NegFOp::create(b, loc, x); }
  Value abs(Value x) { return math::AbsFOp::create(b, loc, x); }
  Value floor(Value x) { return math::FloorOp::create(b, loc, x); }
  Value copysign(Value x, Value s) {
    return math::CopySignOp::create(b, loc, x, s);
  }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, loc, p, x, y);
  }
  Value icmp(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value select(Value cond, Value x, Value y) {
    return arith::SelectOp::create(b, loc, cond, x, y);
  }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  Value notI(Value x) {
    return arith::XOrIOp::create(
        b, loc, x, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
  }
  Value addI(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value subI(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value toI64(Value x) {
    return arith::FPToSIOp::create(b, loc, b.getI64Type(), x);
  }
  Value toF64(Value x) {
    return arith::SIToFPOp::create(b, loc, b.getF64Type(), x);
  }
  Value bits(Value x) {
    return arith::BitcastOp::create(b, loc, b.getI64Type(), x);
  }
  Value fromBits(Value x) {
    return arith::BitcastOp::create(b, loc, b.getF64Type(), x);
  }
  Value isNaN(Value x) { return cmp(arith::CmpFPredicate::UNO, x, x); }
  Value nan() { return c(std::nan("")); }
  Value inf() { return c(INFINITY); }

  /// c[0] + x*(c[1] + x*(c[2] + ...)).
  Value horner(Value x, ArrayRef<double> coeffs) {
    Value acc = c(coeffs.back());
    for (double k : llvm::reverse(coeffs.drop_back()))
      acc = add(c(k), mul(x, acc));
    return acc;
  }

  /// 2^n for an i64 n in [-1022, 1023].
  Value twoPow(Value n) {
    Value biased = addI(n, ci(1023));
    return fromBits(arith::ShLIOp::create(b, loc, biased, ci(52)));
  }
  /// v * 2^n for n in [-2044, 2046] (two exact power-of-two steps).
  Value scale(Value v, Value n) {
    Value half = arith::ShRSIOp::create(b, loc, n, ci(1));
    return mul(mul(v, twoPow(half)), twoPow(subI(n, half)));
  }

  /// x = k ln2 + r, |r| <= ln2/2 (k as f64); x is clamped to [-760, 720]
  /// first, so k fits scale().
  std::pair<Value, Value> reduceLn2(Value x) {
    Value xc = select(cmp(arith::CmpFPredicate::OGT, x, c(720.0)), c(720.0), x);
    xc = select(cmp(arith::CmpFPredicate::OLT, xc, c(-760.0)), c(-760.0), xc);
    Value k = floor(add(mul(xc, c(1.44269504088896338700e+00)), c(0.5)));
    Value r = sub(sub(xc, mul(k, c(6.93147180369123816490e-01))),
                  mul(k, c(1.90821492927058770002e-10)));
    return {k, r};
  }

  /// expm1(r) for |r| <= 0.35: Taylor series to r^14.
  Value expm1Kernel(Value r) {
    SmallVector<double> coeffs;
    double factorial = 1.0;
    for (int i = 1; i <= 14; ++i) {
      factorial *= i;
      coeffs.push_back(1.0 / factorial);
    }
    return mul(r, horner(r, coeffs));
  }

  Value exp(Value x) {
    auto [k, r] = reduceLn2(x);
    Value result = scale(add(c(1.0), expm1Kernel(r)), toI64(k));
    return select(isNaN(x), x, result);
  }

  Value expm1(Value x) {
    Value small = expm1Kernel(x);
    auto [k, r] = reduceLn2(x);
    Value n = toI64(k);
    Value large = add(scale(expm1Kernel(r), n), sub(scale(c(1.0), n), c(1.0)));
    Value result =
        select(cmp(arith::CmpFPredicate::OLT, abs(x), c(0.34)), small, large);
    // Past log(DBL_MAX) the two scaled terms overflow with opposite signs.
    result =
        select(cmp(arith::CmpFPredicate::OGT, x, c(7.09782712893383973096e+02)),
               inf(), result);
    return select(isNaN(x), x, result);
  }

  Value log(Value x) {
    // Subnormals: scale into the normal range first.
    Value sub_ = cmp(arith::CmpFPredicate::OLT, x, c(0x1p-1022));
    Value xs = select(sub_, mul(x, c(0x1p54)), x);
    Value kAdjust = select(sub_, ci(-54), ci(0));
    Value word = bits(xs);
    Value exponent =
        andI(arith::ShRUIOp::create(b, loc, word, ci(52)), ci(0x7ff));
    Value k = addI(subI(exponent, ci(1023)), kAdjust);
    Value m = fromBits(
        orI(andI(word, ci(0x000fffffffffffffLL)), ci(0x3ff0000000000000LL)));
    Value big = cmp(arith::CmpFPredicate::OGT, m, c(M_SQRT2));
    m = select(big, mul(m, c(0.5)), m);
    k = select(big, addI(k, ci(1)), k);
    Value f = sub(m, c(1.0));
    Value s = div(f, add(c(2.0), f));
    Value z = mul(s, s);
    Value poly =
        mul(z, horner(z, {6.666666666666735130e-01, 3.999999999940941908e-01,
                          2.857142874366239149e-01, 2.222219843214978396e-01,
                          1.818357216161805012e-01, 1.531383769920937332e-01,
                          1.479819860511658591e-01}));
    Value hfsq = mul(c(0.5), mul(f, f));
    Value dk = toF64(k);
    Value result =
        sub(mul(dk, c(6.93147180369123816490e-01)),
            sub(sub(hfsq, add(mul(s, add(hfsq, poly)),
                              mul(dk, c(1.90821492927058770002e-10)))),
                f));
    result = select(cmp(arith::CmpFPredicate::OEQ, x, inf()), x, result);
    result =
        select(cmp(arith::CmpFPredicate::OEQ, x, c(0.0)), neg(inf()), result);
    return select(cmp(arith::CmpFPredicate::ULT, x, c(0.0)), nan(), result);
  }

  Value log1p(Value x) {
    Value u = add(c(1.0), x);
    Value result = mul(log(u), div(x, sub(u, c(1.0))));
    result = select(cmp(arith::CmpFPredicate::OEQ, u, c(1.0)), x, result);
    result = select(cmp(arith::CmpFPredicate::OEQ, x, inf()), x, result);
    return select(isNaN(x), x, result);
  }

  /// sin or cos: x = k pi/2 + r (three-part Cody-Waite), |r| <= pi/4, then
  /// fdlibm's kernels and the quadrant of k.
  Value sinCos(Value x, bool isCos) {
    Value k = floor(add(mul(x, c(6.36619772367581382433e-01)), c(0.5)));
    // pi/2 in four parts of 27 bits: k * part is exact while |k| < 2^26
    // (|x| < 1e8; fdlibm's 33-bit parts are exact only below 2^20, and
    // SPIR-V's Fma need not be fused: sin(1e8) lost 1e-9).
    Value r = sub(x, mul(k, c(0x1.921fb54p+0)));
    r = sub(r, mul(k, c(0x1.10b461p-30)));
    r = sub(r, mul(k, c(0x1.a62633p-58)));
    r = sub(r, mul(k, c(0x1.45c06ep-86)));
    Value z = mul(r, r);
    Value sinR = add(
        r,
        mul(mul(r, z),
            horner(z,
                   {-1.66666666666666324348e-01, 8.33333333332248946124e-03,
                    -1.98412698298579493134e-04, 2.75573137070700676789e-06,
                    -2.50507602534068634195e-08, 1.58969099521155010221e-10})));
    Value hz = mul(c(0.5), z);
    Value w = sub(c(1.0), hz);
    Value cosR =
        add(w, add(sub(sub(c(1.0), w), hz),
                   mul(mul(z, z), horner(z, {4.16666666666666019037e-02,
                                             -1.38888888888741095749e-03,
                                             2.48015872894767294178e-05,
                                             -2.75573143513906633035e-07,
                                             2.08757232129817482790e-09,
                                             -1.13596475577881948265e-11}))));
    // Quadrant: k mod 4 (two's complement & 3 is the floor modulus).
    Value q = andI(toI64(k), ci(3));
    if (isCos)
      q = andI(addI(q, ci(1)), ci(3));
    // q = 0: sin, 1: cos, 2: -sin, 3: -cos.
    Value odd = icmp(arith::CmpIPredicate::eq, andI(q, ci(1)), ci(1));
    Value negate = icmp(arith::CmpIPredicate::uge, q, ci(2));
    Value value = select(odd, cosR, sinR);
    value = select(negate, neg(value), value);
    // +-inf and NaN: NaN.
    return select(cmp(arith::CmpFPredicate::OLT, abs(x), inf()), value,
                  sub(x, x));
  }

  /// atan of any x (fdlibm: four reduction intervals with hi/lo table
  /// values plus an odd polynomial).
  Value atan(Value x) {
    Value a = abs(x);
    auto lt = [&](double bound) {
      return cmp(arith::CmpFPredicate::OLT, a, c(bound));
    };
    Value in0 = lt(0.4375), in1 = lt(0.6875), in2 = lt(1.1875),
          in3 = lt(2.4375);
    Value t3 = div(c(-1.0), a);
    Value t2 = div(sub(a, c(1.5)), add(c(1.0), mul(c(1.5), a)));
    Value t1 = div(sub(a, c(1.0)), add(a, c(1.0)));
    Value t0 = div(sub(mul(c(2.0), a), c(1.0)), add(c(2.0), a));
    Value t =
        select(in0, a, select(in1, t0, select(in2, t1, select(in3, t2, t3))));
    auto pick = [&](double v0, double v1, double v2, double v3) {
      return select(in1, c(v0), select(in2, c(v1), select(in3, c(v2), c(v3))));
    };
    Value hi = pick(4.63647609000806093515e-01, 7.85398163397448278999e-01,
                    9.82793723247329054082e-01, 1.57079632679489655800e+00);
    Value lo = pick(2.26987774529616870924e-17, 3.06161699786838301793e-17,
                    1.39033110312309984516e-17, 6.12323399573676603587e-17);
    Value z = mul(t, t);
    Value w = mul(z, z);
    Value s1 = mul(
        z, horner(w, {3.33333333333329318027e-01, 1.42857142725034663711e-01,
                      9.09088713343650656196e-02, 6.66107313738753120669e-02,
                      4.97687799461593236017e-02, 1.62858201153657823623e-02}));
    Value s2 = mul(
        w, horner(w, {-1.99999999998764832476e-01, -1.11111104054623557880e-01,
                      -7.69187620504482999495e-02, -5.83357013379057348645e-02,
                      -3.65315727442169155270e-02}));
    Value tail = mul(t, add(s1, s2));
    Value direct = sub(t, tail);
    Value reduced = sub(hi, sub(sub(tail, lo), t));
    Value result = copysign(select(in0, direct, reduced), x);
    return select(isNaN(x), x, result);
  }

  Value atan2(Value y, Value x) {
    Value pi = c(3.14159265358979311600e+00);
    Value piLo = c(1.2246467991473531772e-16);
    Value ay = abs(y), ax = abs(x);
    Value t = atan(div(ay, ax));
    Value xNegative = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                            bits(x), ci(0));
    // x < 0 (or -0): pi - t.
    Value angle = select(xNegative, sub(pi, sub(t, piLo)), t);
    // y == 0: 0 or pi; x == 0: pi/2; both infinite: pi/4 or 3pi/4.
    Value yZero = cmp(arith::CmpFPredicate::OEQ, ay, c(0.0));
    Value xZero = cmp(arith::CmpFPredicate::OEQ, ax, c(0.0));
    Value bothInf = andI(cmp(arith::CmpFPredicate::OEQ, ay, inf()),
                         cmp(arith::CmpFPredicate::OEQ, ax, inf()));
    angle = select(bothInf,
                   select(xNegative, c(2.35619449019234483700e+00),
                          c(7.85398163397448278999e-01)),
                   angle);
    angle = select(xZero, c(1.57079632679489655800e+00), angle);
    angle = select(yZero, select(xNegative, pi, c(0.0)), angle);
    Value result = copysign(angle, y);
    return select(orI(isNaN(x), isNaN(y)), add(x, y), result);
  }

  /// tanh = e / (e + 2) with e = expm1(2|x|), the sign of x; 1 beyond 22.
  Value tanh(Value x) {
    Value a = abs(x);
    Value e = expm1(mul(c(2.0), a));
    Value value = select(cmp(arith::CmpFPredicate::OGT, a, c(22.0)), c(1.0),
                         div(e, add(e, c(2.0))));
    return select(isNaN(x), x, copysign(value, x));
  }

  /// erf = 2/sqrt(pi) exp(-x^2) sum_{n<100} 2^n x^(2n+1) / (2n+1)!! (no
  /// cancellation: every term is positive; 100 terms reach f64 precision
  /// up to |x| = 6, beyond which erf rounds to +-1).
  Value erf(Value x) {
    Value a = abs(x);
    Value z = mul(c(2.0), mul(a, a));
    Value lbI = arith::ConstantIndexOp::create(b, loc, 1);
    Value ubI = arith::ConstantIndexOp::create(b, loc, 101);
    Value stepI = arith::ConstantIndexOp::create(b, loc, 1);
    auto loop = scf::ForOp::create(
        b, loc, lbI, ubI, stepI, ValueRange{a, a, c(3.0)},
        [&](OpBuilder &nested, Location nestedLoc, Value, ValueRange iter) {
          F64Builder in(nested, nestedLoc);
          Value term = in.div(in.mul(iter[0], z), iter[2]);
          scf::YieldOp::create(nested, nestedLoc,
                               ValueRange{term, in.add(iter[1], term),
                                          in.add(iter[2], in.c(2.0))});
        });
    Value sum = loop.getResult(1);
    Value value =
        mul(mul(c(1.12837916709551255856e+00), exp(neg(mul(a, a)))), sum);
    value = select(cmp(arith::CmpFPredicate::OGE, a, c(6.0)), c(1.0), value);
    return select(isNaN(x), x, copysign(value, x));
  }

  /// erfc: 1 - erf(|x|) below 2 (erfc > 0.0046 there, so the subtraction
  /// loses at most a few ulp), else the continued fraction
  /// erfc(a) = exp(-a^2)/sqrt(pi) / (a + (1/2)/(a + 1/(a + (3/2)/(a + ...))))
  /// evaluated bottom-up from 100 terms (relative error ~1e-15 for a >= 2);
  /// erfc(-a) = 2 - erfc(a).
  Value erfc(Value x) {
    Value a = abs(x);
    Value lbI = arith::ConstantIndexOp::create(b, loc, 0);
    Value ubI = arith::ConstantIndexOp::create(b, loc, 100);
    Value stepI = arith::ConstantIndexOp::create(b, loc, 1);
    auto loop = scf::ForOp::create(
        b, loc, lbI, ubI, stepI, ValueRange{a, c(50.0)},
        [&](OpBuilder &nested, Location nestedLoc, Value, ValueRange iter) {
          F64Builder in(nested, nestedLoc);
          // iter: the fraction so far, then n/2 for the next level up.
          Value t = in.add(a, in.div(iter[1], iter[0]));
          scf::YieldOp::create(nested, nestedLoc,
                               ValueRange{t, in.sub(iter[1], in.c(0.5))});
        });
    Value tail = div(mul(c(0.56418958354775628695e+00), exp(neg(mul(a, a)))),
                     loop.getResult(0));
    Value value = select(cmp(arith::CmpFPredicate::OLT, a, c(2.0)),
                         sub(c(1.0), erf(a)), tail);
    value = select(cmp(arith::CmpFPredicate::OLT, x, c(0.0)),
                   sub(c(2.0), value), value);
    return select(isNaN(x), x, value);
  }

  /// Round half to even from floor (exact: x - floor(x) has no rounding
  /// error), keeping the sign of zero. GLSL's RoundEven on f64 is not
  /// dependable: lavapipe on an AVX2 host rounds -1.5 to -1 and -0 to +0.
  /// x^y = exp(y log|x|) with C99's special cases: x < 0 needs an integer
  /// y (odd: negated), y = 0 or x = 1 gives 1 (also for NaN), x = -1 and
  /// y = +-inf give 1. The error grows with |y log x| (1e-16 each).
  Value pow(Value x, Value y) {
    using P = arith::CmpFPredicate;
    Value ax = abs(x);
    Value r = exp(mul(y, log(ax)));
    Value integer = cmp(P::OEQ, floor(y), y);
    Value odd =
        andI(integer, cmp(P::ONE, floor(mul(y, c(0.5))), mul(y, c(0.5))));
    Value negative = cmp(P::OLT, x, c(0.0));
    Value negZero =
        andI(cmp(P::OEQ, x, c(0.0)), cmp(P::OLT, copysign(c(1.0), x), c(0.0)));
    // x < 0 (or -0) to an odd integer power is negative.
    r = select(andI(orI(negative, negZero), odd), neg(r), r);
    r = select(andI(negative, notI(integer)), nan(), r);
    r = select(andI(cmp(P::OEQ, x, c(-1.0)), cmp(P::OEQ, abs(y), inf())),
               c(1.0), r);
    Value one = orI(cmp(P::OEQ, y, c(0.0)), cmp(P::OEQ, x, c(1.0)));
    return select(one, c(1.0), r);
  }

  Value roundEven(Value x) {
    Value r = floor(x);
    Value d = sub(x, r);
    Value half = div(r, c(2.0));
    Value odd = cmp(arith::CmpFPredicate::ONE, floor(half), half);
    Value tie = cmp(arith::CmpFPredicate::OEQ, d, c(0.5));
    Value up = orI(cmp(arith::CmpFPredicate::OGT, d, c(0.5)), andI(tie, odd));
    return copysign(select(up, add(r, c(1.0)), r), x);
  }

private:
  OpBuilder &b;
  Location loc;
};

/// Rewrites a unary or binary f64 math op with one F64Builder function.
template <typename OpTy> struct F64Pattern final : OpRewritePattern<OpTy> {
  using Fn = std::function<Value(F64Builder &, ValueRange)>;
  F64Pattern(MLIRContext *ctx, Fn fn)
      : OpRewritePattern<OpTy>(ctx), fn(std::move(fn)) {}
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!op.getType().isF64())
      return failure();
    F64Builder builder(rewriter, op.getLoc());
    rewriter.replaceOp(op, fn(builder, op->getOperands()));
    return success();
  }
  Fn fn;
};

} // namespace

void populateVulkanF64MathPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<F64Pattern<math::ExpOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.exp(v[0]); });
  patterns.add<F64Pattern<math::ExpM1Op>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.expm1(v[0]); });
  patterns.add<F64Pattern<math::LogOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.log(v[0]); });
  patterns.add<F64Pattern<math::Log1pOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.log1p(v[0]); });
  patterns.add<F64Pattern<math::SinOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.sinCos(v[0], false); });
  patterns.add<F64Pattern<math::CosOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.sinCos(v[0], true); });
  patterns.add<F64Pattern<math::AtanOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.atan(v[0]); });
  patterns.add<F64Pattern<math::Atan2Op>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.atan2(v[0], v[1]); });
  patterns.add<F64Pattern<math::TanhOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.tanh(v[0]); });
  patterns.add<F64Pattern<math::ErfOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.erf(v[0]); });
  patterns.add<F64Pattern<math::ErfcOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.erfc(v[0]); });
  patterns.add<F64Pattern<math::PowFOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.pow(v[0], v[1]); });
  patterns.add<F64Pattern<math::RoundEvenOp>>(
      ctx, [](F64Builder &b, ValueRange v) { return b.roundEven(v[0]); });
}

} // namespace strata::vulkan
