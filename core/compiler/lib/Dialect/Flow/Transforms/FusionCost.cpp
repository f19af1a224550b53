//===- FusionCost.cpp - When fusing a producer recomputes it ----*- C++ -*-===//

#include "FusionCost.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

namespace strata::flow {

int64_t countArithmetic(linalg::LinalgOp op) {
  int64_t count = 0;
  for (Operation &inner : op.getBlock()->without_terminator())
    if (!isa<arith::ConstantOp, linalg::IndexOp, arith::ExtFOp, arith::TruncFOp,
             arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::SIToFPOp,
             arith::UIToFPOp, arith::FPToSIOp, arith::FPToUIOp,
             arith::BitcastOp>(inner))
      ++count;
  return count;
}

bool recomputesCostlyProducer(linalg::LinalgOp consumer, OpOperand *operand,
                              linalg::LinalgOp producer) {
  if (consumer.getNumReductionLoops() == 0 ||
      countArithmetic(producer) + countArithmetic(consumer) <=
          kMaxRecomputedArithmetic)
    return false;
  // How often each producer element is computed again: the points of the
  // consumer's loops that do not index the operand (dynamic sizes count
  // as 1: such programs keep their fusion).
  AffineMap map = consumer.getMatchingIndexingMap(operand);
  SmallVector<int64_t> ranges = consumer.getStaticLoopRanges();
  int64_t repeats = 1;
  for (unsigned d = 0; d < consumer.getNumLoops(); ++d)
    if (!llvm::any_of(map.getResults(),
                      [&](AffineExpr e) { return e.isFunctionOfDim(d); }) &&
        !ShapedType::isDynamic(ranges[d]))
      repeats = std::min<int64_t>(repeats * ranges[d], int64_t(1) << 32);
  int64_t elements = 1;
  for (int64_t range : producer.getStaticLoopRanges())
    if (!ShapedType::isDynamic(range))
      elements = std::min<int64_t>(elements * range, int64_t(1) << 32);
  double wasted = double(repeats - 1) * double(elements) *
                  double(countArithmetic(producer));
  return wasted > kMaxRecomputedWork;
}

} // namespace strata::flow
