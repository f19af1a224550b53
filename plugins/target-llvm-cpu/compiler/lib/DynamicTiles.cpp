//===- DynamicTiles.cpp - Workgroups over dynamic dims ----------*- C++ -*-===//

#include "DynamicTiles.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;

namespace strata::llvm_cpu {

std::optional<unsigned> getOutermostDynamicParallelLoop(linalg::LinalgOp root) {
  SmallVector<int64_t> ranges = root.getStaticLoopRanges();
  for (auto [i, it] : llvm::enumerate(root.getIteratorTypesArray()))
    if (ShapedType::isDynamic(ranges[i]) && it == utils::IteratorType::parallel)
      return i;
  return std::nullopt;
}

namespace {

/// The tiled op whose result `loop`'s terminator inserts (scf.for: the
/// yielded insert_slice; scf.forall: the parallel_insert_slice), when there
/// is exactly one.
TilingInterface getInsertedTile(Operation *loop) {
  Value tile;
  if (auto forOp = dyn_cast<scf::ForOp>(loop)) {
    auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
    if (yield.getNumOperands() != 1)
      return {};
    auto insert = yield.getOperand(0).getDefiningOp<tensor::InsertSliceOp>();
    tile = insert ? insert.getSource() : Value();
  } else if (auto forall = dyn_cast<scf::ForallOp>(loop)) {
    auto inserts =
        llvm::to_vector(forall.getTerminator()
                            .getBody()
                            ->getOps<tensor::ParallelInsertSliceOp>());
    tile = inserts.size() == 1 ? inserts.front().getSource() : Value();
  }
  return tile ? tile.getDefiningOp<TilingInterface>() : TilingInterface();
}

/// Tiles `root` along `loop` by `size` into an scf.for with its producers
/// fused; returns the loop.
FailureOr<scf::ForOp> tileRows(RewriterBase &rewriter, TilingInterface root,
                               unsigned loop, int64_t size) {
  unsigned numLoops = root.getLoopIteratorTypes().size();
  SmallVector<OpFoldResult> tileSizes(numLoops, rewriter.getIndexAttr(0));
  tileSizes[loop] = rewriter.getIndexAttr(size);
  scf::SCFTilingOptions tilingOptions;
  tilingOptions.setTileSizes(tileSizes).setLoopType(
      scf::SCFTilingOptions::LoopType::ForOp);
  scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(tilingOptions);
  rewriter.setInsertionPoint(root);
  FailureOr<scf::SCFTileAndFuseResult> result =
      scf::tileConsumerAndFuseProducersUsingSCF(rewriter, root, options);
  if (failed(result) || result->loops.size() != 1)
    return failure();
  for (auto [orig, repl] : result->replacements)
    rewriter.replaceAllUsesWith(orig, repl);
  auto forOp = dyn_cast<scf::ForOp>(result->loops.front().getOperation());
  if (!forOp)
    return failure();
  return forOp;
}

/// Splits a workgroup's rows (a dynamic count up to the workgroup tile) into
/// full tiles of `inner` rows and the rest one row at a time, so that every
/// piece is statically shaped (what the vector tiling takes): the inner
/// loop is peeled (its main part has the constant size), the remainder
/// tiled by one row.
void tileRowsStatically(scf::ForallOp forall, unsigned loop, int64_t inner) {
  TilingInterface tile = getInsertedTile(forall);
  if (!tile)
    return;
  IRRewriter rewriter(forall->getContext());
  FailureOr<scf::ForOp> rows = tileRows(rewriter, tile, loop, inner);
  if (failed(rows))
    return;
  scf::ForOp partial;
  if (failed(scf::peelForLoopAndSimplifyBounds(rewriter, *rows, partial)) ||
      !partial)
    return;
  if (TilingInterface rest = getInsertedTile(partial))
    (void)tileRows(rewriter, rest, loop, 1);
}

} // namespace

void distributeDynamicRoot(linalg::LinalgOp root, unsigned loop, int64_t tile,
                           int64_t innerTile) {
  MLIRContext *ctx = root->getContext();
  OpBuilder attrs(ctx);
  SmallVector<OpFoldResult> tileSizes(root.getNumLoops(),
                                      attrs.getIndexAttr(0));
  tileSizes[loop] = attrs.getIndexAttr(tile);
  scf::SCFTilingOptions tilingOptions;
  tilingOptions.setTileSizes(tileSizes)
      .setLoopType(scf::SCFTilingOptions::LoopType::ForallOp)
      .setMapping({gpu::GPUBlockMappingAttr::get(ctx, gpu::MappingId::DimX)});
  scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(tilingOptions);
  IRRewriter rewriter(ctx);
  rewriter.setInsertionPoint(root);
  FailureOr<scf::SCFTileAndFuseResult> result =
      scf::tileConsumerAndFuseProducersUsingSCF(
          rewriter, cast<TilingInterface>(root.getOperation()), options);
  if (failed(result))
    return; // Not distributable: runs as a single workgroup.
  for (auto [orig, repl] : result->replacements)
    rewriter.replaceAllUsesWith(orig, repl);
  if (result->loops.size() == 1 && tile > innerTile)
    if (auto forall =
            dyn_cast<scf::ForallOp>(result->loops.front().getOperation()))
      tileRowsStatically(forall, loop, innerTile);
}

} // namespace strata::llvm_cpu
