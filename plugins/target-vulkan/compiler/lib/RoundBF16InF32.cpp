//===- RoundBF16InF32.cpp - bf16 roundings on f32 bits --------------------===//
//
// strata-vulkan-round-bf16-in-f32 (Passes.td): extf(truncf(x : f32 -> bf16))
// computed on x's bits without the 16-bit round trip.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/Vulkan/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace strata::vulkan {

#define GEN_PASS_DEF_VULKANROUNDBF16INF32PASS
#include "strata/Target/Vulkan/Passes.h.inc"

namespace {

/// extf(truncf(x)) from f32 through bf16 back to f32 (scalars or vectors):
/// x's bits rounded to nearest even at bit 16, the low half cleared; NaN
/// gives the quiet NaN arith-expand-ops' truncation gives (0x7FC0 << 16).
struct RoundTripOnF32Bits : OpRewritePattern<arith::ExtFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ExtFOp ext,
                                PatternRewriter &rewriter) const override {
    auto trunc = ext.getIn().getDefiningOp<arith::TruncFOp>();
    Type wide = ext.getType();
    if (!trunc || trunc.getIn().getType() != wide ||
        !getElementTypeOrSelf(wide).isF32() ||
        !getElementTypeOrSelf(trunc.getType()).isBF16() ||
        trunc.getRoundingmodeAttr())
      return failure();
    Location loc = ext.getLoc();
    Value x = trunc.getIn();
    Type bitsType = IntegerType::get(getContext(), 32);
    if (auto vector = dyn_cast<VectorType>(wide))
      bitsType = vector.clone(bitsType);
    auto constant = [&](uint32_t v) -> Value {
      auto attr = rewriter.getI32IntegerAttr(static_cast<int32_t>(v));
      if (auto vector = dyn_cast<VectorType>(bitsType))
        return arith::ConstantOp::create(
            rewriter, loc, DenseElementsAttr::get(vector, TypedAttr(attr)));
      return arith::ConstantOp::create(rewriter, loc, attr);
    };
    Value bits = arith::BitcastOp::create(rewriter, loc, bitsType, x);
    Value bit16 = arith::AndIOp::create(
        rewriter, loc,
        arith::ShRUIOp::create(rewriter, loc, bits, constant(16)), constant(1));
    Value biased = arith::AddIOp::create(
        rewriter, loc, bits,
        arith::AddIOp::create(rewriter, loc, bit16, constant(0x7FFF)));
    Value rounded =
        arith::AndIOp::create(rewriter, loc, biased, constant(0xFFFF0000u));
    Value isNaN =
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNE, x, x);
    Value result = arith::SelectOp::create(rewriter, loc, isNaN,
                                           constant(0x7FC00000u), rounded);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(ext, wide, result);
    if (trunc->use_empty())
      rewriter.eraseOp(trunc);
    return success();
  }
};

class RoundBF16InF32Pass
    : public impl::VulkanRoundBF16InF32PassBase<RoundBF16InF32Pass> {
public:
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<RoundTripOnF32Bits>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
} // namespace strata::vulkan
