//===- FuseElementwiseOps.cpp - Elementwise producer fusion -----*- C++ -*-===//

#include "strata/Dialect/Flow/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace strata::flow {
#define GEN_PASS_DEF_FUSEELEMENTWISEOPSPASS
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"
} // namespace strata::flow

using namespace mlir;

namespace {
struct FuseElementwiseOpsPass
    : public strata::flow::impl::FuseElementwiseOpsPassBase<
          FuseElementwiseOpsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *fused) {
          Operation *producer = fused->get().getDefiningOp();
          return producer && producer->hasOneUse();
        });
    linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
