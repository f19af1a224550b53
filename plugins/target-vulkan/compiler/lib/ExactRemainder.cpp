//===- ExactRemainder.cpp - arith.remf as exact long division -------------===//
//
// strata-vulkan-exact-remainder (Passes.td): fmod by binary long division on
// |y| scaled by powers of two, every step exact, instead of OpFRem's
// x - y * trunc(x / y).
//
//===----------------------------------------------------------------------===//

#include "strata/Target/Vulkan/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace strata::vulkan {

#define GEN_PASS_DEF_VULKANEXACTREMAINDERPASS
#include "strata/Target/Vulkan/Passes.h.inc"

namespace {

/// fmod(x, y) of two scalars of `type` (f32 or f64).
Value exactRemainder(OpBuilder &b, Location loc, Value x, Value y) {
  Type type = x.getType();
  auto c = [&](double v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, v));
  };
  auto cmp = [&](arith::CmpFPredicate p, Value l, Value r) -> Value {
    return arith::CmpFOp::create(b, loc, p, l, r);
  };
  Value ax = math::AbsFOp::create(b, loc, x);
  Value ay = math::AbsFOp::create(b, loc, y);
  // NaN: either operand NaN, x infinite, y zero (UNE: x != x for NaN).
  Value inf = c(std::numeric_limits<double>::infinity());
  Value invalid = arith::OrIOp::create(
      b, loc,
      arith::OrIOp::create(b, loc, cmp(arith::CmpFPredicate::UNE, x, x),
                           cmp(arith::CmpFPredicate::UNE, y, y)),
      arith::OrIOp::create(b, loc, cmp(arith::CmpFPredicate::OEQ, ax, inf),
                           cmp(arith::CmpFPredicate::OEQ, ay, c(0.0))));
  // |x| >= |y| (finite, not NaN): the long division; else x itself (an
  // infinite y included).
  Value divide = arith::AndIOp::create(
      b, loc, cmp(arith::CmpFPredicate::OGE, ax, ay),
      arith::XOrIOp::create(
          b, loc, invalid,
          arith::ConstantOp::create(b, loc, b.getBoolAttr(true))));
  auto ifOp = scf::IfOp::create(
      b, loc, divide,
      [&](OpBuilder &tb, Location) {
        auto tc = [&](double v) -> Value {
          return arith::ConstantOp::create(tb, loc, tb.getFloatAttr(type, v));
        };
        // t = |y| * 2^k, the largest with t <= |x| (2t overflowing to
        // infinity fails the test).
        auto up = scf::WhileOp::create(
            tb, loc, TypeRange{type}, ValueRange{ay},
            [&](OpBuilder &wb, Location, ValueRange args) {
              Value twice = arith::MulFOp::create(wb, loc, args[0], tc(2.0));
              Value more = arith::CmpFOp::create(
                  wb, loc, arith::CmpFPredicate::OLE, twice, ax);
              scf::ConditionOp::create(wb, loc, more, ValueRange{twice});
            },
            [&](OpBuilder &wb, Location, ValueRange args) {
              scf::YieldOp::create(wb, loc, args[0]);
            });
        // r < 2t throughout: subtracting t where r >= t is exact.
        auto down = scf::WhileOp::create(
            tb, loc, TypeRange{type, type}, ValueRange{ax, up.getResult(0)},
            [&](OpBuilder &wb, Location, ValueRange args) {
              Value more = arith::CmpFOp::create(
                  wb, loc, arith::CmpFPredicate::OGE, args[1], ay);
              scf::ConditionOp::create(wb, loc, more, args);
            },
            [&](OpBuilder &wb, Location, ValueRange args) {
              Value r = args[0], t = args[1];
              Value fits = arith::CmpFOp::create(
                  wb, loc, arith::CmpFPredicate::OGE, r, t);
              Value next = arith::SelectOp::create(
                  wb, loc, fits, arith::SubFOp::create(wb, loc, r, t), r);
              scf::YieldOp::create(
                  wb, loc,
                  ValueRange{next, arith::MulFOp::create(wb, loc, t, tc(0.5))});
            });
        scf::YieldOp::create(
            tb, loc,
            ValueRange{math::CopySignOp::create(tb, loc, down.getResult(0), x)
                           .getResult()});
      },
      [&](OpBuilder &eb, Location) { scf::YieldOp::create(eb, loc, x); });
  Value nan = c(std::numeric_limits<double>::quiet_NaN());
  return arith::SelectOp::create(b, loc, invalid, nan, ifOp.getResult(0));
}

/// A scalar f16/f32/f64 remainder (f16 in f32), or a vector one lane by
/// lane.
struct ExactRemF : OpRewritePattern<arith::RemFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::RemFOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = op.getType();
    auto vec = dyn_cast<VectorType>(type);
    auto elem = dyn_cast<FloatType>(getElementTypeOrSelf(type));
    if (!elem || !(elem.isF16() || elem.isF32() || elem.isF64()) ||
        (!vec && isa<ShapedType>(type)) ||
        (vec && (vec.getRank() != 1 || vec.isScalable())))
      return failure();
    auto scalar = [&](Value x, Value y) -> Value {
      if (!elem.isF16())
        return exactRemainder(rewriter, loc, x, y);
      Type f32 = rewriter.getF32Type();
      Value r = exactRemainder(rewriter, loc,
                               arith::ExtFOp::create(rewriter, loc, f32, x),
                               arith::ExtFOp::create(rewriter, loc, f32, y));
      return arith::TruncFOp::create(rewriter, loc, elem, r);
    };
    if (!vec) {
      rewriter.replaceOp(op, scalar(op.getLhs(), op.getRhs()));
      return success();
    }
    SmallVector<Value> lanes;
    for (int64_t i = 0; i < vec.getNumElements(); ++i)
      lanes.push_back(
          scalar(vector::ExtractOp::create(rewriter, loc, op.getLhs(), i),
                 vector::ExtractOp::create(rewriter, loc, op.getRhs(), i)));
    rewriter.replaceOpWithNewOp<vector::FromElementsOp>(op, vec, lanes);
    return success();
  }
};

class ExactRemainderPass
    : public impl::VulkanExactRemainderPassBase<ExactRemainderPass> {
public:
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ExactRemF>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
} // namespace strata::vulkan
