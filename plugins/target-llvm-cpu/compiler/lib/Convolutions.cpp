//===- Convolutions.cpp - Register tiles for convolutions -----------------===//
//
// See Convolutions.h. The recognition works on indexing maps, not op names,
// so NHWC and NCHW, 1-D to 3-D, strided, dilated, depthwise convolutions and
// windowed reductions (pooling) all take the same path.
//
//===----------------------------------------------------------------------===//

#include "Convolutions.h"
#include "NamedContraction.h"
#include "TileSizes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

/// A sum of loops, each optionally scaled by a positive constant: the only
/// input accesses the register tiles can turn into plain reads.
bool isSumOfScaledDims(AffineExpr e) {
  if (isa<AffineDimExpr>(e))
    return true;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (bin.getKind() == AffineExprKind::Add)
    return isSumOfScaledDims(bin.getLHS()) && isSumOfScaledDims(bin.getRHS());
  if (bin.getKind() == AffineExprKind::Mul) {
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    return isa<AffineDimExpr>(bin.getLHS()) && c && c.getValue() > 0;
  }
  return false;
}

/// Replaces reads `d * s` (s > 1) of the inputs of `op` by reads `d` of a
/// strided slice, so a strided window becomes a projected permutation.
void foldStridedReads(RewriterBase &rewriter, linalg::GenericOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  bool changed = false;
  for (OpOperand *operand : op.getDpsInputOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand->get().getType());
    if (!type || !type.hasStaticShape())
      continue;
    AffineMap map = maps[operand->getOperandNumber()];
    SmallVector<AffineExpr> exprs;
    SmallVector<OpFoldResult> offsets, sizes, strides;
    bool strided = false, ok = true;
    for (auto [i, e] : llvm::enumerate(map.getResults())) {
      int64_t stride = 1;
      AffineExpr plain = e;
      if (auto bin = dyn_cast<AffineBinaryOpExpr>(e);
          bin && bin.getKind() == AffineExprKind::Mul &&
          isa<AffineDimExpr>(bin.getLHS()) &&
          isa<AffineConstantExpr>(bin.getRHS())) {
        stride = cast<AffineConstantExpr>(bin.getRHS()).getValue();
        plain = bin.getLHS();
      }
      auto dim = dyn_cast<AffineDimExpr>(plain);
      if (!dim || stride < 1) {
        ok = false;
        break;
      }
      strided |= stride > 1;
      exprs.push_back(plain);
      offsets.push_back(rewriter.getIndexAttr(0));
      sizes.push_back(rewriter.getIndexAttr(
          stride > 1 ? ranges[dim.getPosition()] : type.getDimSize(i)));
      strides.push_back(rewriter.getIndexAttr(stride));
    }
    if (!ok || !strided)
      continue;
    rewriter.setInsertionPoint(op);
    Value slice = tensor::ExtractSliceOp::create(
        rewriter, op.getLoc(), operand->get(), offsets, sizes, strides);
    rewriter.modifyOpInPlace(op, [&] { operand->set(slice); });
    maps[operand->getOperandNumber()] =
        AffineMap::get(map.getNumDims(), 0, exprs, op.getContext());
    changed = true;
  }
  if (changed)
    rewriter.modifyOpInPlace(op, [&] {
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
}

} // namespace

std::optional<ConvolutionLoops> matchConvolution(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1 || op.getNumReductionLoops() == 0)
    return std::nullopt;
  AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (out.getNumResults() == 0 || !out.isProjectedPermutation())
    return std::nullopt;
  // The windowed inputs (image reads) and the others (filter, window shape,
  // fused bias...), which decide what is a channel.
  SmallVector<AffineMap> windowed, others;
  for (OpOperand *operand : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(operand);
    if (!llvm::all_of(map.getResults(), isSumOfScaledDims))
      return std::nullopt;
    bool window = llvm::any_of(map.getResults(), [](AffineExpr e) {
      return e.getKind() == AffineExprKind::Add;
    });
    (window ? windowed : others).push_back(map);
  }
  if (windowed.empty())
    return std::nullopt;
  auto inFilter = [&](unsigned d) {
    return llvm::any_of(others,
                        [&](AffineMap m) { return m.isFunctionOfDim(d); });
  };
  auto readPlainly = [&](unsigned d) {
    AffineExpr dim = getAffineDimExpr(d, op.getContext());
    return llvm::any_of(windowed, [&](AffineMap m) {
      return llvm::is_contained(m.getResults(), dim);
    });
  };

  ConvolutionLoops loops;
  loops.vector = cast<AffineDimExpr>(out.getResults().back()).getPosition();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  // Rows: the innermost other output loop of the other kind (channel when
  // the vector runs along an image dimension and vice versa), so one
  // operand's element is broadcast across the other's vector.
  bool vectorIsChannel = inFilter(loops.vector);
  for (AffineExpr e : llvm::reverse(out.getResults().drop_back())) {
    unsigned d = cast<AffineDimExpr>(e).getPosition();
    if (ranges[d] > 1 && inFilter(d) != vectorIsChannel) {
      loops.rows = d;
      break;
    }
  }
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  for (unsigned d = 0; d < iters.size(); ++d) {
    if (iters[d] == utils::IteratorType::reduction && inFilter(d) &&
        readPlainly(d))
      loops.inputChannels.push_back(d);
  }
  return loops;
}

SmallVector<int64_t> convolutionRegisterTiles(linalg::LinalgOp op,
                                              const ConvolutionLoops &c,
                                              int64_t lanes, int64_t vectorTile,
                                              int64_t rowsTile,
                                              int64_t channelTile) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<int64_t> sizes(ranges.size(), 1);
  sizes[c.vector] = vectorTileSize(ranges[c.vector], vectorTile, lanes);
  if (c.rows)
    sizes[*c.rows] = largestDivisorAtMost(ranges[*c.rows], rowsTile);
  for (unsigned d : c.inputChannels)
    sizes[d] = largestDivisorAtMost(ranges[d], channelTile);
  for (auto [size, range] : llvm::zip(sizes, ranges))
    if (size >= range)
      size = 0;
  return sizes;
}

FailureOr<linalg::LinalgOp> convolutionTileToContraction(RewriterBase &rewriter,
                                                         linalg::LinalgOp op) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic) {
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> g = linalg::generalizeNamedOp(rewriter, op);
    if (failed(g))
      return failure();
    generic = *g;
  }
  generic = dropUnitLoops(rewriter, generic);
  // Inputs only there to give the window its size (reduce_window's shape
  // operand) are unused once the window loops are gone.
  rewriter.setInsertionPoint(generic);
  FailureOr<linalg::GenericOp> pruned =
      linalg::deduplicateOperandsAndRemoveDeadResults(rewriter, generic,
                                                      /*removeOutputs=*/false);
  if (succeeded(pruned))
    generic = *pruned; // It replaced `generic` when it changed anything.
  foldStridedReads(rewriter, generic);
  // Vector shapes follow the loop order: put the parallel loops in the
  // output's order (its contiguous dim innermost), then the reductions.
  SmallVector<unsigned> order;
  for (AffineExpr e :
       generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .getResults())
    if (auto dim = dyn_cast<AffineDimExpr>(e))
      order.push_back(dim.getPosition());
  for (unsigned d = 0; d < generic.getNumLoops(); ++d)
    if (!llvm::is_contained(order, d))
      order.push_back(d);
  if (order.size() == generic.getNumLoops() &&
      !llvm::equal(order, llvm::seq<unsigned>(0, order.size()))) {
    rewriter.setInsertionPoint(generic);
    if (FailureOr<linalg::GenericOp> swapped =
            linalg::interchangeGenericOp(rewriter, generic, order);
        succeeded(swapped))
      generic = *swapped;
  }
  if (!llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isProjectedPermutation(); }))
    return failure();
  FailureOr<linalg::LinalgOp> contract = genericToContract(rewriter, generic);
  if (succeeded(contract))
    return *contract;
  return cast<linalg::LinalgOp>(generic.getOperation());
}

} // namespace strata::llvm_cpu
