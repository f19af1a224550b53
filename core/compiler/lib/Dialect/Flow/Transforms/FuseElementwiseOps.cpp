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

struct FuseElementwiseOpsPass
    : public strata::flow::impl::FuseElementwiseOpsPassBase<
          FuseElementwiseOpsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *fused) {
          Operation *producer = fused->get().getDefiningOp();
          return producer &&
                 (producer->hasOneUse() || isConstantGeneric(producer));
        });
    linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
