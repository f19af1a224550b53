//===- FuseElementwiseOps.cpp - Elementwise producer fusion -----*- C++ -*-===//

#include "strata/Dialect/Flow/Transforms/Passes.h"

#include "FusionCost.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace strata::flow {
#define GEN_PASS_DEF_FUSEELEMENTWISEOPSPASS
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"
} // namespace strata::flow

using namespace mlir;

namespace {
/// A generic with no inputs whose body yields a value from outside it (a
/// broadcast constant, like the 1/n JAX's mean divides by): fusing it into
/// every consumer duplicates nothing but a constant.
bool isConstantGeneric(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 0 ||
      generic.getNumResults() != 1)
    return false;
  Block &body = generic.getRegion().front();
  if (!llvm::hasSingleElement(body))
    return false;
  Value yielded = body.getTerminator()->getOperand(0);
  return yielded.getParentRegion() != &generic.getRegion();
}

/// linalg.transpose(generic) -> the generic writing the transposed layout
/// (its output map permuted), when the generic's only use is the transpose,
/// its init is not read or is a fill, and the transposed output's innermost
/// dim is the innermost dim of one of its inputs: the write stays contiguous
/// along a contiguous read, and the transpose's own pass over memory (a
/// dispatch of its own: attention's per-head outputs back to [seq, heads,
/// dim]) disappears. A transpose that would make every operand strided
/// along the vector dim (a plain matmul's C^T) is left as is.
struct FoldTransposeIntoProducer : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::TransposeOp transpose,
                                PatternRewriter &rewriter) const override {
    auto producer = transpose.getInput().getDefiningOp<linalg::GenericOp>();
    if (!producer || producer.getNumResults() != 1 || !producer->hasOneUse() ||
        !producer.hasPureTensorSemantics() || producer.getNumDpsInits() != 1)
      return failure();
    OpOperand *init = producer.getDpsInitOperand(0);
    AffineMap outMap = producer.getMatchingIndexingMap(init);
    if (!outMap.isProjectedPermutation() || outMap.getNumResults() == 0)
      return failure();
    ArrayRef<int64_t> perm = transpose.getPermutation();
    SmallVector<AffineExpr> exprs;
    for (int64_t p : perm)
      exprs.push_back(outMap.getResult(p));
    AffineExpr innermost = exprs.back();
    bool contiguous =
        llvm::any_of(producer.getDpsInputOperands(), [&](OpOperand *input) {
          AffineMap map = producer.getMatchingIndexingMap(input);
          return map.getNumResults() > 0 &&
                 map.getResults().back() == innermost;
        });
    if (!contiguous)
      return failure();
    Location loc = producer.getLoc();
    Value newInit;
    if (producer.getMatchingBlockArgument(init).use_empty()) {
      newInit = transpose.getInit();
    } else if (auto fill = init->get().getDefiningOp<linalg::FillOp>()) {
      newInit = linalg::FillOp::create(rewriter, loc, fill.value(),
                                       transpose.getInit())
                    .getResult(0);
    } else {
      return failure();
    }
    SmallVector<AffineMap> maps = producer.getIndexingMapsArray();
    maps.back() = AffineMap::get(outMap.getNumDims(), outMap.getNumSymbols(),
                                 exprs, rewriter.getContext());
    auto folded = linalg::GenericOp::create(
        rewriter, loc, TypeRange{transpose.getInit().getType()},
        producer.getDpsInputs(), ValueRange{newInit}, maps,
        producer.getIteratorTypesArray());
    rewriter.inlineRegionBefore(producer.getRegion(), folded.getRegion(),
                                folded.getRegion().begin());
    rewriter.replaceOp(transpose, folded->getResults());
    rewriter.eraseOp(producer);
    return success();
  }
};

struct FuseElementwiseOpsPass
    : public strata::flow::impl::FuseElementwiseOpsPassBase<
          FuseElementwiseOpsPass> {
  /// Fuses elementwise producers into the consumers `fusesInto` accepts.
  LogicalResult
  fuse(llvm::function_ref<bool(OpOperand *, linalg::LinalgOp, linalg::LinalgOp)>
           fusesInto) {
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseOpsFusionPatterns(patterns, [&](OpOperand
                                                                   *fused) {
      Operation *producer = fused->get().getDefiningOp();
      if (!producer)
        return false;
      // A producer whose body reads its output's value (init) cannot go
      // into a consumer with reduction loops: the fused op's output
      // carries across those loops, so the read would see the value of
      // the previous reduction step instead of the init.
      auto producerOp = dyn_cast<linalg::LinalgOp>(producer);
      auto consumerOp = dyn_cast<linalg::LinalgOp>(fused->getOwner());
      if (producerOp && consumerOp && consumerOp.getNumReductionLoops() > 0 &&
          llvm::any_of(producerOp.getDpsInitsMutable(), [&](OpOperand &init) {
            return !producerOp.getMatchingBlockArgument(&init).use_empty();
          }))
        return false;
      if (producerOp && consumerOp && !fusesInto(fused, producerOp, consumerOp))
        return false;
      return producer->hasOneUse() || isConstantGeneric(producer);
    });
    linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
    patterns.add<FoldTransposeIntoProducer>(&getContext());
    return applyPatternsGreedily(getOperation(), std::move(patterns));
  }

  void runOnOperation() override {
    // Elementwise chains first, so that a producer is judged whole before
    // it goes into a reduction (a GELU's last multiply alone is cheap).
    if (failed(
            fuse([](OpOperand *, linalg::LinalgOp, linalg::LinalgOp consumer) {
              return consumer.getNumReductionLoops() == 0;
            })) ||
        failed(fuse([](OpOperand *fused, linalg::LinalgOp producer,
                       linalg::LinalgOp consumer) {
          return !strata::flow::recomputesCostlyProducer(consumer, fused,
                                                         producer);
        })))
      return signalPassFailure();
  }
};
} // namespace
