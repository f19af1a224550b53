//===- ExpandMath.cpp - Polynomial approximations of math ops --*- C++ -*-===//
//
// Implements strata-llvm-cpu-expand-math.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/LLVMCPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/TypeUtilities.h"
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

/// Integer math on an n-D vector runs on its 1-D shape cast: the LLVM
/// conversion of math.absi/ctlz/cttz/ctpop takes 1-D vectors only (a
/// vectorized abs of an i8 [8, 8] tile failed to legalize).
template <typename Op> struct FlattenIntegerMath : OpRewritePattern<Op> {
  using OpRewritePattern<Op>::OpRewritePattern;
  LogicalResult matchAndRewrite(Op op, PatternRewriter &rw) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    if (!type || type.getRank() < 2 || type.isScalable())
      return rw.notifyMatchFailure(op, "not a fixed n-D vector");
    auto flat = VectorType::get({type.getNumElements()}, type.getElementType());
    Location loc = op.getLoc();
    Value in = vector::ShapeCastOp::create(rw, loc, flat, op.getOperand());
    Value result = Op::create(rw, loc, in);
    rw.replaceOpWithNewOp<vector::ShapeCastOp>(op, type, result);
    return success();
  }
};

class ExpandMathPass : public impl::LLVMCPUExpandMathPassBase<ExpandMathPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    {
      // Ops LLVM has no intrinsic for become other math/arith ops first.
      RewritePatternSet patterns(ctx);
      patterns.add<Atan2ThroughF64, FlattenIntegerMath<math::AbsIOp>,
                   FlattenIntegerMath<math::CountLeadingZerosOp>,
                   FlattenIntegerMath<math::CountTrailingZerosOp>,
                   FlattenIntegerMath<math::CtPopOp>>(ctx);
      math::populateExpansionPatterns(
          patterns,
          {"tan", "sinh", "cosh", "asinh", "acosh", "atanh", "fpowi", "ipowi"});
      (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    }
    RewritePatternSet patterns(ctx);
    populateMathPolynomialApproximationPatterns(patterns);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

} // namespace
} // namespace strata::llvm_cpu
