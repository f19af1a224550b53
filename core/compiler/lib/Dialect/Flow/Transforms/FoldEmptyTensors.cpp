//===- FoldEmptyTensors.cpp - Remove computation over zero elements -------===//

#include "strata/Dialect/Flow/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace strata::flow {
#define GEN_PASS_DEF_FOLDEMPTYTENSORSPASS
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"
} // namespace strata::flow

using namespace mlir;

namespace {

bool isEmptyTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() && tensor.getNumElements() == 0;
}

/// No iteration leaves every init as it was.
struct FoldEmptyIterationDomain : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() ||
        !llvm::is_contained(op.getStaticLoopRanges(), 0))
      return failure();
    rewriter.replaceOp(op, op.getDpsInits());
    return success();
  }
};

/// A zero-element result holds no value: any producer of one is
/// interchangeable with a constant of no elements, which stays on the host
/// (a tensor.empty of it would become a dispatch that does nothing).
struct ReplaceEmptyResults : RewritePattern {
  ReplaceEmptyResults(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (isa<arith::ConstantOp>(op) || op->getNumRegions() != 0 ||
        !isMemoryEffectFree(op))
      return failure();
    bool changed = false;
    for (OpResult result : op->getResults()) {
      if (!isEmptyTensor(result.getType()) || result.use_empty())
        continue;
      auto type = cast<RankedTensorType>(result.getType());
      Value empty = arith::ConstantOp::create(
          rewriter, op->getLoc(), type,
          DenseElementsAttr::get(type, ArrayRef<Attribute>{}));
      rewriter.replaceAllUsesWith(result, empty);
      changed = true;
    }
    return success(changed);
  }
};

/// Padding nothing: every element is the padding value.
struct FoldPadOfEmpty : OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::PadOp pad,
                                PatternRewriter &rewriter) const override {
    Value value = pad.getConstantPaddingValue();
    RankedTensorType type = pad.getResultType();
    if (!value || !isEmptyTensor(pad.getSourceType()) || !type.hasStaticShape())
      return failure();
    Value init = tensor::EmptyOp::create(
        rewriter, pad.getLoc(), type.getShape(), type.getElementType());
    rewriter.replaceOpWithNewOp<linalg::FillOp>(pad, value, init);
    return success();
  }
};

struct DropEmptyConcatOperands : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::ConcatOp concat,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> kept;
    for (Value input : concat.getInputs())
      if (!isEmptyTensor(input.getType()))
        kept.push_back(input);
    if (kept.size() == concat.getInputs().size() || kept.empty())
      return failure();
    if (kept.size() == 1 && kept.front().getType() == concat.getType()) {
      rewriter.replaceOp(concat, kept.front());
      return success();
    }
    rewriter.replaceOpWithNewOp<tensor::ConcatOp>(concat, concat.getType(),
                                                  concat.getDim(), kept);
    return success();
  }
};

struct FoldEmptyTensorsPass
    : public strata::flow::impl::FoldEmptyTensorsPassBase<
          FoldEmptyTensorsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldEmptyIterationDomain, ReplaceEmptyResults, FoldPadOfEmpty,
                 DropEmptyConcatOperands>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
