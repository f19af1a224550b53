//===- ExpandMath.cpp - Polynomial approximations of math ops --*- C++ -*-===//
//
// Implements strata-llvm-cpu-expand-math.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/LLVMCPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace strata::llvm_cpu {
#define GEN_PASS_DEF_LLVMCPUEXPANDMATHPASS
#include "strata/Target/LLVMCPU/Passes.h.inc"
} // namespace strata::llvm_cpu

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

/// f32 atan2 through f64 libm: the f32 polynomial approximation returns NaN
/// for atan2(+-0, +-0) and atan2(+-inf, +-inf), where IEEE (and XLA) give
/// +-0/+-pi and +-pi/4/+-3pi/4. The f64 form is lowered to libm's atan2.
struct Atan2ThroughF64 : OpRewritePattern<math::Atan2Op> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::Atan2Op op,
                                PatternRewriter &rw) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rw.notifyMatchFailure(op, "not f32");
    Type wide = rw.getF64Type();
    if (auto vector = dyn_cast<VectorType>(type))
      wide = vector.clone(wide);
    Location loc = op.getLoc();
    Value y = arith::ExtFOp::create(rw, loc, wide, op.getLhs());
    Value x = arith::ExtFOp::create(rw, loc, wide, op.getRhs());
    Value r = math::Atan2Op::create(rw, loc, y, x);
    rw.replaceOpWithNewOp<arith::TruncFOp>(op, type, r);
    return success();
  }
};

/// f32 sine and cosine computed in f64, vectorized: upstream's f32
/// polynomial reduces the argument in f32 (sin(-1e-30) came out 6e-8,
/// sin(1e8) 0, sin(1e5) off by 10%). k = round(x * 2/pi); r = x - k pi/2 with
/// pi/2 in three parts (fdlibm's pio2_1..3) through fma, exact enough for
/// |x| < 2^40; sin r and cos r from their Taylor series on [-pi/4, pi/4]
/// (truncation below 2e-16); the quadrant k mod 4 picks and signs them.
/// Lanes beyond 2^40 (and inf/NaN) take libm's f64 sin/cos in an scf.if
/// that runs only when some lane needs it.
template <typename Op> struct SinCosThroughF64 : OpRewritePattern<Op> {
  static constexpr bool isSin = std::is_same_v<Op, math::SinOp>;
  using OpRewritePattern<Op>::OpRewritePattern;
  LogicalResult matchAndRewrite(Op op, PatternRewriter &rw) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rw.notifyMatchFailure(op, "not f32");
    auto vector = dyn_cast<VectorType>(type);
    if (!vector && !type.isF32())
      return rw.notifyMatchFailure(op, "not a scalar or vector");
    Location loc = op.getLoc();
    auto like = [&](Type elem) -> Type {
      return vector ? Type(vector.clone(elem)) : elem;
    };
    Type wide = like(rw.getF64Type());
    Type i64 = like(rw.getI64Type());
    auto c = [&](double v) -> Value {
      TypedAttr attr = rw.getF64FloatAttr(v);
      if (vector)
        attr = SplatElementsAttr::get(cast<ShapedType>(wide), attr);
      return arith::ConstantOp::create(rw, loc, attr);
    };
    auto ci = [&](int64_t v) -> Value {
      TypedAttr attr = rw.getI64IntegerAttr(v);
      if (vector)
        attr = SplatElementsAttr::get(cast<ShapedType>(i64), attr);
      return arith::ConstantOp::create(rw, loc, attr);
    };
    auto add = [&](Value a, Value b) -> Value {
      return arith::AddFOp::create(rw, loc, a, b);
    };
    auto mul = [&](Value a, Value b) -> Value {
      return arith::MulFOp::create(rw, loc, a, b);
    };
    auto sel = [&](Value cond, Value a, Value b) -> Value {
      return arith::SelectOp::create(rw, loc, cond, a, b);
    };
    Value x = arith::ExtFOp::create(rw, loc, wide, op.getOperand());

    // Reduction.
    Value k =
        math::RoundEvenOp::create(rw, loc, mul(x, c(0.63661977236758134308)));
    // -(k + 0): k = -0 (a negative x below pi/4) must not turn r = -0 into +0.
    Value negK = arith::NegFOp::create(rw, loc, add(k, c(0.0)));
    Value r =
        math::FmaOp::create(rw, loc, negK, c(1.57079632673412561417e+00), x);
    r = math::FmaOp::create(rw, loc, negK, c(6.07710050630396597660e-11), r);
    r = math::FmaOp::create(rw, loc, negK, c(2.02226624871116645580e-21), r);

    // Taylor series of sin r and cos r, Horner in r^2.
    Value r2 = mul(r, r);
    Value sinPoly = c(0.0), cosPoly = c(0.0);
    for (int n = 15; n >= 1; n -= 2) {
      double inv = 1.0;
      for (int i = 2; i <= n; ++i)
        inv /= i;
      sinPoly = add(mul(sinPoly, r2), c((n / 2) % 2 ? -inv : inv));
    }
    sinPoly = mul(sinPoly, r);
    for (int n = 16; n >= 0; n -= 2) {
      double inv = 1.0;
      for (int i = 2; i <= n; ++i)
        inv /= i;
      cosPoly = add(mul(cosPoly, r2), c((n / 2) % 2 ? -inv : inv));
    }

    // Quadrant: sin x = sin r, cos r, -sin r, -cos r for k mod 4 = 0..3;
    // cos x = sin(x + pi/2) is the next quadrant's.
    Value q = arith::AndIOp::create(
        rw, loc, arith::FPToSIOp::create(rw, loc, i64, k), ci(3));
    if (!isSin)
      q = arith::AndIOp::create(
          rw, loc, arith::AddIOp::create(rw, loc, q, ci(1)), ci(3));
    auto qIs = [&](int64_t v) -> Value {
      return arith::CmpIOp::create(rw, loc, arith::CmpIPredicate::eq, q, ci(v));
    };
    Value odd = arith::OrIOp::create(rw, loc, qIs(1), qIs(3));
    Value negative = arith::OrIOp::create(rw, loc, qIs(2), qIs(3));
    Value magnitude = sel(odd, cosPoly, sinPoly);
    Value fast =
        sel(negative, arith::NegFOp::create(rw, loc, magnitude), magnitude);

    // Lanes the reduction cannot take.
    Value huge =
        arith::CmpFOp::create(rw, loc, arith::CmpFPredicate::UGT,
                              math::AbsFOp::create(rw, loc, x), c(0x1p40));
    Value anyHuge = huge;
    if (vector)
      anyHuge = vector::ReductionOp::create(
          rw, loc, vector::CombiningKind::OR,
          vector::ShapeCastOp::create(
              rw, loc,
              VectorType::get({vector.getNumElements()}, rw.getI1Type()),
              huge));
    auto ifOp = scf::IfOp::create(
        rw, loc, anyHuge,
        [&](OpBuilder &b, Location l) {
          Value exact = Op::create(b, l, x);
          scf::YieldOp::create(b, l, sel(huge, exact, fast));
        },
        [&](OpBuilder &b, Location l) { scf::YieldOp::create(b, l, fast); });
    rw.replaceOpWithNewOp<arith::TruncFOp>(op, type, ifOp.getResult(0));
    return success();
  }
};

/// f64 expm1 and log1p by Kahan's corrections of exp and log (the LLVM
/// conversion writes exp(x) - 1 and log(1 + x), which lose every digit of
/// a tiny x: expm1(1e-30) came out 0):
///   expm1 x = u == 1 ? x : u - 1 == -1 ? -1 : (u - 1) x / log u, u = exp x;
///   log1p x = u == 1 ? x : log u * x / (u - 1), u = 1 + x;
/// u = inf gives inf. f32 and narrower keep the polynomial approximations.
template <typename Op> struct Expm1Log1pF64 : OpRewritePattern<Op> {
  static constexpr bool isExpm1 = std::is_same_v<Op, math::ExpM1Op>;
  using OpRewritePattern<Op>::OpRewritePattern;
  LogicalResult matchAndRewrite(Op op, PatternRewriter &rw) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF64())
      return rw.notifyMatchFailure(op, "not f64");
    Location loc = op.getLoc();
    auto c = [&](double v) -> Value {
      TypedAttr attr = rw.getF64FloatAttr(v);
      if (auto shaped = dyn_cast<ShapedType>(type))
        attr = SplatElementsAttr::get(shaped, attr);
      return arith::ConstantOp::create(rw, loc, attr);
    };
    auto eq = [&](Value a, Value b) -> Value {
      return arith::CmpFOp::create(rw, loc, arith::CmpFPredicate::OEQ, a, b);
    };
    auto sel = [&](Value cond, Value a, Value b) -> Value {
      return arith::SelectOp::create(rw, loc, cond, a, b);
    };
    Value x = op.getOperand();
    Value one = c(1.0), inf = c(INFINITY);
    Value u = isExpm1 ? Value(math::ExpOp::create(rw, loc, x))
                      : Value(arith::AddFOp::create(rw, loc, one, x));
    Value um1 = arith::SubFOp::create(rw, loc, u, one);
    Value logU = math::LogOp::create(rw, loc, u);
    Value general =
        isExpm1 ? arith::DivFOp::create(
                      rw, loc, arith::MulFOp::create(rw, loc, um1, x), logU)
                      .getResult()
                : arith::DivFOp::create(
                      rw, loc, arith::MulFOp::create(rw, loc, logU, x), um1)
                      .getResult();
    Value r = sel(eq(u, inf), inf, general);
    if (isExpm1)
      r = sel(eq(um1, c(-1.0)), c(-1.0), r);
    rw.replaceOp(op, sel(eq(u, one), x, r));
    return success();
  }
};

/// Unary math on an n-D vector runs on its 1-D shape cast: the LLVM
/// conversion of math.absi/ctlz/cttz/ctpop and of the float classes
/// (isfinite/isnan/isinf/isnormal, llvm.is.fpclass) takes 1-D vectors only (a
/// vectorized abs of an i8 [8, 8] tile and jnp.isfinite on a [5, 3] tile
/// failed to legalize).
template <typename Op> struct FlattenVectorMath : OpRewritePattern<Op> {
  using OpRewritePattern<Op>::OpRewritePattern;
  LogicalResult matchAndRewrite(Op op, PatternRewriter &rw) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    auto operandType = dyn_cast<VectorType>(op.getOperand().getType());
    if (!type || !operandType || type.getRank() < 2 || type.isScalable())
      return rw.notifyMatchFailure(op, "not a fixed n-D vector");
    auto flat = VectorType::get({type.getNumElements()}, type.getElementType());
    auto flatOperand = VectorType::get({operandType.getNumElements()},
                                       operandType.getElementType());
    Location loc = op.getLoc();
    Value in =
        vector::ShapeCastOp::create(rw, loc, flatOperand, op.getOperand());
    Value result = Op::create(rw, loc, flat, in);
    rw.replaceOpWithNewOp<vector::ShapeCastOp>(op, type, result);
    return success();
  }
};

/// arith.select on bf16 vectors as a select on their i16 bits. Without
/// AVX512-BF16, LLVM has no legal bf16 vector select and scalarizes it: the
/// NaN select of the bf16 truncation expansion wrote every result element
/// through a general-purpose register (a 128x128 bf16 matmul output took
/// 12 us on top of the 44 us matmul).
struct SelectBF16AsBits : OpRewritePattern<arith::SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::SelectOp op,
                                PatternRewriter &rw) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    if (!type || !type.getElementType().isBF16())
      return failure();
    Location loc = op.getLoc();
    VectorType bits = type.clone(rw.getI16Type());
    Value t = arith::BitcastOp::create(rw, loc, bits, op.getTrueValue());
    Value f = arith::BitcastOp::create(rw, loc, bits, op.getFalseValue());
    Value select = arith::SelectOp::create(rw, loc, op.getCondition(), t, f);
    rw.replaceOpWithNewOp<arith::BitcastOp>(op, type, select);
    return success();
  }
};

/// A max/min (NaN-propagating) reduction along the innermost dim as a tree
/// of elementwise maximumf/minimumf over halves. LLVM expands
/// llvm.vector.reduce.fmaximum on x86 into a scalar chain (a compare, an
/// unordered check and a blend per element: a softmax row max of 64
/// elements cost more than its exps); the tree runs at full width down to
/// one register, then a few in-register shuffles.
struct MaxMinReductionTree : OpRewritePattern<vector::MultiDimReductionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::MultiDimReductionOp op,
                                PatternRewriter &rw) const override {
    vector::CombiningKind kind = op.getKind();
    if (kind != vector::CombiningKind::MAXIMUMF &&
        kind != vector::CombiningKind::MINIMUMF)
      return failure();
    VectorType type = op.getSourceVectorType();
    int64_t rank = type.getRank();
    int64_t n = type.getShape().back();
    if (type.isScalable() || op.isMasked() || n < 2 ||
        !llvm::isPowerOf2_64(n) || op.getReductionDims().size() != 1 ||
        op.getReductionDims()[0] != rank - 1)
      return failure();
    Location loc = op.getLoc();
    Value v = op.getSource();
    SmallVector<int64_t> sizes(type.getShape());
    SmallVector<int64_t> strides(rank, 1);
    for (; n > 1; n /= 2) {
      sizes.back() = n / 2;
      SmallVector<int64_t> lo(rank, 0), hi(rank, 0);
      hi.back() = n / 2;
      Value a =
          vector::ExtractStridedSliceOp::create(rw, loc, v, lo, sizes, strides);
      Value b =
          vector::ExtractStridedSliceOp::create(rw, loc, v, hi, sizes, strides);
      v = kind == vector::CombiningKind::MAXIMUMF
              ? arith::MaximumFOp::create(rw, loc, a, b).getResult()
              : arith::MinimumFOp::create(rw, loc, a, b).getResult();
    }
    // [..., 1] -> the accumulator's shape (a scalar for a 1-D source).
    Value acc = op.getAcc();
    Value reduced;
    if (auto accType = dyn_cast<VectorType>(acc.getType()))
      reduced = vector::ShapeCastOp::create(rw, loc, accType, v);
    else
      reduced = vector::ExtractOp::create(rw, loc, v, ArrayRef<int64_t>{0});
    Value result =
        kind == vector::CombiningKind::MAXIMUMF
            ? arith::MaximumFOp::create(rw, loc, reduced, acc).getResult()
            : arith::MinimumFOp::create(rw, loc, reduced, acc).getResult();
    rw.replaceOp(op, result);
    return success();
  }
};

class ExpandMathPass : public impl::LLVMCPUExpandMathPassBase<ExpandMathPass> {
public:
  using Base::Base;

  /// bf16 arithmetic as f32 arithmetic between extf and truncf. Left to
  /// LLVM (which has no bf16 arithmetic without AVX512-BF16, kept off for
  /// its subnormal flush), every bf16 result lane was rounded by a call to
  /// compiler-rt's __truncsfbf2 (576 calls in one GELU-backward dispatch of
  /// gpt_train_adamw, 130 ns an element); the truncf expansion below makes
  /// the rounding vector integer operations. Every op rounds to bf16 as
  /// before.
  LogicalResult emulateBF16Arithmetic() {
    MLIRContext *ctx = &getContext();
    TypeConverter converter;
    arith::populateEmulateUnsupportedFloatsConversions(
        converter, {BFloat16Type::get(ctx)}, Float32Type::get(ctx));
    RewritePatternSet patterns(ctx);
    arith::populateEmulateUnsupportedFloatsPatterns(patterns, converter);
    ConversionTarget target(*ctx);
    arith::populateEmulateUnsupportedFloatsLegality(target, converter);
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return failure();
    // The pairs come with `contract`, which lets extf(truncf(x)) fold to x:
    // each op must still round (a bf16 conversion before a clamp, fuzz
    // regression bf16-rounding-kept-before-clamp-s9263).
    auto none = arith::FastMathFlagsAttr::get(ctx, arith::FastMathFlags::none);
    getOperation().walk([&](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op))
        op->setAttr("fastmath", none);
    });
    return success();
  }

  /// Math ops on bf16 (sqrt, which the approximations leave to LLVM) in f32,
  /// for the same reason. f16 keeps its ops: F16C rounds vectors.
  LogicalResult extendBF16Math() {
    MLIRContext *ctx = &getContext();
    SetVector<Type> supported;
    supported.insert(Float16Type::get(ctx));
    supported.insert(Float32Type::get(ctx));
    supported.insert(Float64Type::get(ctx));
    TypeConverter converter;
    math::populateExtendToSupportedTypesTypeConverter(converter, supported,
                                                      Float32Type::get(ctx));
    RewritePatternSet patterns(ctx);
    math::populateExtendToSupportedTypesPatterns(patterns, converter);
    ConversionTarget target(*ctx);
    math::populateExtendToSupportedTypesConversionTarget(target, converter);
    return applyPartialConversion(getOperation(), target, std::move(patterns));
  }

  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    if (failed(extendBF16Math()))
      return signalPassFailure();
    {
      // Ops LLVM has no intrinsic for become other math/arith ops first.
      RewritePatternSet patterns(ctx);
      patterns.add<
          Atan2ThroughF64, Expm1Log1pF64<math::ExpM1Op>,
          Expm1Log1pF64<math::Log1pOp>, SinCosThroughF64<math::SinOp>,
          SinCosThroughF64<math::CosOp>, FlattenVectorMath<math::AbsIOp>,
          FlattenVectorMath<math::CountLeadingZerosOp>,
          FlattenVectorMath<math::CountTrailingZerosOp>,
          FlattenVectorMath<math::CtPopOp>, FlattenVectorMath<math::IsFiniteOp>,
          FlattenVectorMath<math::IsNaNOp>, FlattenVectorMath<math::IsInfOp>,
          FlattenVectorMath<math::IsNormalOp>>(ctx);
      math::populateExpansionPatterns(
          patterns,
          {"tan", "sinh", "cosh", "asinh", "acosh", "atanh", "fpowi", "ipowi"});
      (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    }
    RewritePatternSet patterns(ctx);
    populateMathPolynomialApproximationPatterns(patterns);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    if (failed(emulateBF16Arithmetic()))
      return signalPassFailure();
    // bf16 <-> f32 conversions as integer bit operations: AVX512-BF16's
    // vcvtneps2bf16 flushes subnormal inputs to zero (1e-38 became 0). And
    // max/min reductions as trees.
    RewritePatternSet bf16Patterns(ctx);
    arith::populateExpandBFloat16Patterns(bf16Patterns);
    bf16Patterns.add<SelectBF16AsBits, MaxMinReductionTree>(ctx);
    (void)applyPatternsGreedily(getOperation(), std::move(bf16Patterns));
  }
};

} // namespace
} // namespace strata::llvm_cpu
