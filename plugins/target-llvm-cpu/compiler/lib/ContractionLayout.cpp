//===- ContractionLayout.cpp - Operand layouts for register tiles ---------===//

#include "ContractionLayout.h"
#include "AMXContraction.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

bool isStaticContraction(linalg::GenericOp op) {
  return op.hasPureTensorSemantics() && !op.hasDynamicShape() &&
         op.getNumDpsInputs() == 2 && op.getNumDpsInits() == 1 &&
         linalg::isaContractionOpInterface(op);
}

/// The output's innermost loop, if the output map ends in a loop.
std::optional<unsigned> outputInnermostLoop(linalg::LinalgOp op) {
  AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (out.getNumResults() == 0)
    return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(out.getResults().back());
  if (!dim)
    return std::nullopt;
  return dim.getPosition();
}

} // namespace

std::optional<unsigned> contractionVectorLoop(linalg::LinalgOp op) {
  if (!linalg::isaContractionOpInterface(op))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> cd =
      linalg::inferContractionDims(op);
  if (failed(cd) || cd->m.empty() || cd->n.empty() || cd->k.empty())
    return std::nullopt;
  std::optional<unsigned> inner = outputInnermostLoop(op);
  if (inner && llvm::is_contained(cd->n, *inner))
    return *inner;
  return cd->n.back();
}

void orientContractionOperands(func::FuncOp func) {
  SmallVector<linalg::GenericOp> candidates;
  func.walk([&](linalg::GenericOp op) {
    if (!isStaticContraction(op))
      return;
    std::optional<unsigned> inner = outputInnermostLoop(op);
    AffineMap a = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
    AffineMap b = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
    if (inner && a.isFunctionOfDim(*inner) && !b.isFunctionOfDim(*inner))
      candidates.push_back(op);
  });
  IRRewriter rewriter(func.getContext());
  for (linalg::GenericOp op : candidates) {
    rewriter.setInsertionPoint(op);
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    std::swap(maps[0], maps[1]);
    SmallVector<Value> inputs = {op.getDpsInputs()[1], op.getDpsInputs()[0]};
    Block &body = op.getRegion().front();
    auto swapped = linalg::GenericOp::create(
        rewriter, op.getLoc(), op.getResultTypes(), inputs, op.getDpsInits(),
        maps, op.getIteratorTypesArray(),
        [&](OpBuilder &b, Location, ValueRange args) {
          // The body multiplies its two inputs (a contraction's), which
          // commutes exactly: only the block arguments trade places.
          IRMapping mapping;
          mapping.map(body.getArgument(0), args[1]);
          mapping.map(body.getArgument(1), args[0]);
          mapping.map(body.getArgument(2), args[2]);
          for (Operation &inner : body)
            b.clone(inner, mapping);
        });
    rewriter.replaceOp(op, swapped->getResults());
  }
}

void packStridedContractionOperands(func::FuncOp func, int64_t minRows) {
  SmallVector<linalg::GenericOp> candidates;
  func.walk([&](linalg::GenericOp op) {
    // AMX contractions repack B themselves (AMXContraction.h).
    if (isStaticContraction(op) && !op->hasAttr(kAMXContractionAttr))
      candidates.push_back(op);
  });
  IRRewriter rewriter(func.getContext());
  MLIRContext *ctx = func.getContext();
  for (linalg::GenericOp op : candidates) {
    std::optional<unsigned> vector = contractionVectorLoop(op);
    FailureOr<linalg::ContractionDimensions> cd =
        linalg::inferContractionDims(op);
    if (!vector || failed(cd))
      continue;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    int64_t rows = 1;
    for (unsigned m : cd->m)
      rows *= ranges[m];
    if (rows < minRows)
      continue;
    OpOperand *b = op.getDpsInputOperand(1);
    AffineMap map = op.getMatchingIndexingMap(b);
    auto type = dyn_cast<RankedTensorType>(b->get().getType());
    std::optional<unsigned> pos =
        map.getResultPosition(getAffineDimExpr(*vector, ctx));
    if (!type || !map.isProjectedPermutation() || !pos ||
        *pos + 1 == map.getNumResults())
      continue;
    // Result dim i of the packed operand is B's dim perm[i].
    SmallVector<int64_t> perm;
    for (int64_t i = 0, e = map.getNumResults(); i < e; ++i)
      if (i != int64_t(*pos))
        perm.push_back(i);
    perm.push_back(*pos);
    SmallVector<int64_t> shape;
    SmallVector<AffineExpr> exprs;
    for (int64_t p : perm) {
      shape.push_back(type.getDimSize(p));
      exprs.push_back(map.getResult(p));
    }
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    Value packed;
    auto producer = b->get().getDefiningOp<linalg::GenericOp>();
    if (producer && producer->hasOneUse() && producer.getNumResults() == 1 &&
        producer.hasPureTensorSemantics() &&
        producer.getNumReductionLoops() == 0 &&
        producer.getMatchingBlockArgument(producer.getDpsInitOperand(0))
            .use_empty()) {
      // The producer writes the packed layout: its output map permuted.
      rewriter.setInsertionPoint(producer);
      Value init =
          tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
      SmallVector<AffineMap> maps = producer.getIndexingMapsArray();
      SmallVector<AffineExpr> outExprs;
      for (int64_t p : perm)
        outExprs.push_back(maps.back().getResult(p));
      maps.back() = AffineMap::get(maps.back().getNumDims(), 0, outExprs, ctx);
      auto repacked = linalg::GenericOp::create(
          rewriter, producer.getLoc(), TypeRange{init.getType()},
          producer.getDpsInputs(), ValueRange{init}, maps,
          producer.getIteratorTypesArray());
      rewriter.inlineRegionBefore(producer.getRegion(), repacked.getRegion(),
                                  repacked.getRegion().begin());
      packed = repacked.getResult(0);
    } else {
      Value init =
          tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
      packed = linalg::TransposeOp::create(rewriter, loc, b->get(), init, perm)
                   .getResult()[0];
    }
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    maps[1] = AffineMap::get(map.getNumDims(), 0, exprs, ctx);
    rewriter.modifyOpInPlace(op, [&] {
      b->set(packed);
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    if (producer && producer->use_empty())
      rewriter.eraseOp(producer);
  }
}

} // namespace strata::llvm_cpu
