//===- DynamicTiles.cpp - Workgroups over dynamic dims ----------*- C++ -*-===//

#include "DynamicTiles.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
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

/// Whether `op` only computes indices (tile offsets and sizes): it stays
/// outside the versioned region, where both versions read it.
bool isIndexComputation(Operation *op) {
  return op->getNumRegions() == 0 &&
         llvm::all_of(op->getOperandTypes(),
                      [](Type t) { return t.isIndex(); }) &&
         llvm::all_of(op->getResultTypes(), [](Type t) { return t.isIndex(); });
}

/// Versions the body of `forall` (one dynamic loop tiled by `tile`): when
/// the tile's size (the affine.min of the tiling) equals `tile`, a copy in
/// which it is the constant runs, and canonicalization makes its ops
/// statically shaped.
void versionFullTiles(scf::ForallOp forall, int64_t tile) {
  Block *body = forall.getBody();
  Value iv = forall.getInductionVars().front();
  affine::AffineMinOp size;
  for (auto min : body->getOps<affine::AffineMinOp>())
    if (llvm::is_contained(min.getOperands(), iv)) {
      size = min;
      break;
    }
  if (!size)
    return;
  Operation *terminator = body->getTerminator();
  SmallVector<Operation *> tensorOps;
  for (Operation &op : body->without_terminator())
    if (!isIndexComputation(&op))
      tensorOps.push_back(&op);
  // The tiles the terminator inserts: what each version yields.
  SmallVector<Value> yielded;
  llvm::SmallPtrSet<Operation *, 16> inRegion(tensorOps.begin(),
                                              tensorOps.end());
  terminator->walk([&](Operation *op) {
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp();
          def && inRegion.contains(def) && !llvm::is_contained(yielded, v))
        yielded.push_back(v);
  });
  // Index computations that read a tensor op's result cannot stay outside.
  for (Operation &op : body->without_terminator())
    if (!inRegion.contains(&op))
      for (Value v : op.getOperands())
        if (Operation *def = v.getDefiningOp(); def && inRegion.contains(def))
          return;
  if (yielded.empty())
    return;

  OpBuilder builder(terminator);
  Location loc = forall.getLoc();
  Value full =
      arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, size,
                            arith::ConstantIndexOp::create(builder, loc, tile));
  SmallVector<Type> types;
  for (Value v : yielded)
    types.push_back(v.getType());
  auto ifOp = scf::IfOp::create(builder, loc, types, full,
                                /*withElseRegion=*/true);
  // Partial tile: the ops as they are.
  Block *elseBlock = &ifOp.getElseRegion().front();
  for (Operation *op : tensorOps)
    op->moveBefore(elseBlock, elseBlock->end());
  OpBuilder elseBuilder = OpBuilder::atBlockEnd(elseBlock);
  scf::YieldOp::create(elseBuilder, loc, yielded);
  // Full tile: a copy with the constant size.
  Block *thenBlock = &ifOp.getThenRegion().front();
  OpBuilder thenBuilder = OpBuilder::atBlockEnd(thenBlock);
  IRMapping mapping;
  mapping.map(size.getResult(),
              arith::ConstantIndexOp::create(thenBuilder, loc, tile));
  for (Operation *op : tensorOps)
    thenBuilder.clone(*op, mapping);
  SmallVector<Value> thenYielded;
  for (Value v : yielded)
    thenYielded.push_back(mapping.lookup(v));
  scf::YieldOp::create(thenBuilder, loc, thenYielded);
  for (auto [v, result] : llvm::zip(yielded, ifOp.getResults()))
    v.replaceUsesWithIf(result, [&](OpOperand &use) {
      return !ifOp->isAncestor(use.getOwner());
    });
}

} // namespace

void distributeDynamicRoot(linalg::LinalgOp root, unsigned loop, int64_t tile) {
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
  if (result->loops.size() == 1)
    if (auto forall =
            dyn_cast<scf::ForallOp>(result->loops.front().getOperation()))
      versionFullTiles(forall, tile);
}

} // namespace strata::llvm_cpu
