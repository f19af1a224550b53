//===- TileAndVectorize.cpp - Workgroup distribution and vectorization ----===//
//
// Implements strata-llvm-cpu-tile-and-vectorize: distributes a dispatch's
// root op over workgroups (scf.forall with #gpu.block mappings), tiles every
// linalg op to register/vector tiles and vectorizes them, all on tensors.
//
//===----------------------------------------------------------------------===//

#include "AMXContraction.h"
#include "BF16Dot.h"
#include "ByteBooleans.h"
#include "ContractionLayout.h"
#include "Convolutions.h"
#include "DynamicTiles.h"
#include "NamedContraction.h"
#include "SplitOperandComputations.h"
#include "TileSizes.h"
#include "strata/Target/LLVMCPU/Passes.h"
#include "strata/sdk/SoftmaxAttention.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace strata::llvm_cpu {
#define GEN_PASS_DEF_LLVMCPUTILEANDVECTORIZEPASS
#include "strata/Target/LLVMCPU/Passes.h.inc"
} // namespace strata::llvm_cpu

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

bool hasStaticShapes(linalg::LinalgOp op) {
  return !op.hasDynamicShape() &&
         llvm::all_of(op.getStaticLoopRanges(),
                      [](int64_t r) { return !ShapedType::isDynamic(r); });
}

/// Bytes of the widest element type the op touches.
int64_t widestElementBytes(linalg::LinalgOp op) {
  int64_t bytes = 1;
  for (OpOperand &operand : op->getOpOperands()) {
    Type t = getElementTypeOrSelf(operand.get().getType());
    if (t.isIntOrFloat())
      bytes = std::max<int64_t>(bytes, (t.getIntOrFloatBitWidth() + 7) / 8);
  }
  return bytes;
}

/// A vector.contract that reduces every dim takes and yields a scalar; the
/// reduction-to-contract patterns build one from a 0-d vector accumulator
/// (a 1x1 output tile read as vector<f32>), which does not verify. The
/// accumulator goes in as its element and the result comes back broadcast.
struct ContractZeroRankAccumulator : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::ContractionOp op,
                                PatternRewriter &rewriter) const override {
    auto accType = dyn_cast<VectorType>(op.getAcc().getType());
    if (!accType || accType.getRank() != 0)
      return failure();
    Location loc = op.getLoc();
    Value acc = vector::ExtractOp::create(rewriter, loc, op.getAcc(),
                                          ArrayRef<int64_t>{});
    Value sum = vector::ContractionOp::create(
        rewriter, loc, op.getLhs(), op.getRhs(), acc, op.getIndexingMaps(),
        op.getIteratorTypes(), op.getKind());
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(op, accType, sum);
    return success();
  }
};

/// Integer operands of a contraction summed in a wider integer or in a float
/// (an i8 convolution with preferred element type i16 or f32) are converted
/// explicitly, signed as the contraction's implicit promotion is: the linalg
/// vectorizer emits that promotion, but upstream's outer-product lowering
/// leaves a transposed-operand contraction of mixed types unlowered (it
/// reached LLVM translation as an unrealized cast).
struct ContractExplicitIntegerPromotion
    : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::ContractionOp op,
                                PatternRewriter &rewriter) const override {
    Type accElement = getElementTypeOrSelf(op.getAcc().getType());
    auto promote = [&](Value v) -> Value {
      auto type = cast<VectorType>(v.getType());
      auto element = dyn_cast<IntegerType>(type.getElementType());
      if (!element || element == accElement)
        return v;
      if (isa<FloatType>(accElement))
        return arith::SIToFPOp::create(rewriter, op.getLoc(),
                                       type.clone(accElement), v);
      auto accInt = dyn_cast<IntegerType>(accElement);
      if (!accInt || element.getWidth() >= accInt.getWidth())
        return v;
      return arith::ExtSIOp::create(rewriter, op.getLoc(),
                                    type.clone(accElement), v);
    };
    Value lhs = promote(op.getLhs()), rhs = promote(op.getRhs());
    if (lhs == op.getLhs() && rhs == op.getRhs())
      return failure();
    rewriter.replaceOpWithNewOp<vector::ContractionOp>(
        op, lhs, rhs, op.getAcc(), op.getIndexingMaps(), op.getIteratorTypes(),
        op.getKind());
    return success();
  }
};

/// A transfer of a lower-rank vector along some dims of a tensor whose other
/// dims are all 1 (map (d0, d1, d2, d3) -> (d1, d3) on a 1x8x1x32 tile)
/// becomes a transfer of the full rank with the identity map (through a
/// vector.shape_cast), so it folds into the insert_slice/extract_slice of an
/// enclosing tile and pairs with the loop's other transfers when the
/// accumulator is hoisted (upstream does not fold rank-reducing chains).
template <typename TransferOp>
struct TransferToTensorRank : OpRewritePattern<TransferOp> {
  using OpRewritePattern<TransferOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(TransferOp op,
                                PatternRewriter &rewriter) const override {
    auto tensorType = dyn_cast<RankedTensorType>(op.getShapedType());
    VectorType vectorType = op.getVectorType();
    if (!tensorType || vectorType.getRank() == 0 || op.getMask() ||
        vectorType.isScalable() ||
        vectorType.getRank() >= tensorType.getRank() || op.hasOutOfBoundsDim())
      return failure();
    // The map must keep tensor dims in order, and drop only unit dims.
    SmallVector<int64_t> shape(tensorType.getRank(), 1);
    int64_t previous = -1;
    for (auto [i, e] : llvm::enumerate(op.getPermutationMap().getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(e);
      if (!dim || int64_t(dim.getPosition()) <= previous)
        return failure();
      previous = dim.getPosition();
      shape[previous] = vectorType.getDimSize(i);
    }
    for (auto [d, size] : llvm::enumerate(tensorType.getShape()))
      if (size != 1 && !op.getPermutationMap().isFunctionOfDim(d))
        return failure();
    auto fullType = VectorType::get(shape, vectorType.getElementType());
    SmallVector<bool> inBounds(shape.size(), true);
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    if constexpr (std::is_same_v<TransferOp, vector::TransferReadOp>) {
      Value read = vector::TransferReadOp::create(rewriter, loc, fullType,
                                                  op.getBase(), op.getIndices(),
                                                  op.getPadding(), inBounds);
      rewriter.replaceOpWithNewOp<vector::ShapeCastOp>(op, vectorType, read);
    } else {
      Value cast =
          vector::ShapeCastOp::create(rewriter, loc, fullType, op.getVector());
      rewriter.replaceOpWithNewOp<vector::TransferWriteOp>(
          op, cast, op.getBase(), op.getIndices(), inBounds);
    }
    return success();
  }
};

/// A matmul-shaped linalg.generic register tile of a contraction without
/// its unit loops, as a linalg.contract (genericToContract): vectorized as
/// a generic, its unit batch dims and transposed operands became
/// broadcasts and reductions that ran an order of magnitude slower.
linalg::LinalgOp registerTileToContract(RewriterBase &rewriter,
                                        linalg::LinalgOp op) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic || generic.getNumDpsInputs() != 2 ||
      generic.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(op))
    return op;
  // Only matmul-like tiles (an m, an n and a k loop longer than one): a
  // matrix-vector or dot-product tile stays a generic, which vectorizes
  // to a reduction.
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto anyLong = [&](ArrayRef<unsigned> loops) {
    return llvm::any_of(loops, [&](unsigned d) { return ranges[d] > 1; });
  };
  if (failed(dims) || !anyLong(dims->m) || !anyLong(dims->n) ||
      !anyLong(dims->k))
    return op;
  // Unit loops (batch dims, the other m/n/k dims of the register tile) go
  // first, through rank-reducing slices: the vector.contract lowering
  // handles matmul-like contracts, not ones with unit dims in between.
  if (llvm::is_contained(ranges, 1)) {
    generic = dropUnitLoops(rewriter, generic);
    op = generic;
    if (!linalg::isaContractionOpInterface(op))
      return op;
  }
  FailureOr<linalg::LinalgOp> contract = genericToContract(rewriter, generic);
  return succeeded(contract) ? *contract : op;
}

/// Iteration points (loop-nest size summed over a dispatch's ops) below
/// which a dispatch runs as one workgroup: a few microseconds of vector
/// work, less than handing tiles to another core costs (the cache lines of
/// its inputs and outputs travel with them).
constexpr int64_t kMinPointsToSplit = 256 * 1024;
/// Workgroups a large dispatch is split into at least (more cores than
/// that still get the finer splits of the usual tile sizes).
constexpr int64_t kMinWorkgroups = 8;

struct ContractionTiles {
  int64_t m, n, k, kCache;
};

class TileAndVectorizePass
    : public impl::LLVMCPUTileAndVectorizePassBase<TileAndVectorizePass> {
public:
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    MLIRContext *ctx = &getContext();
    widenBooleanOperands(func);
    {
      RewritePatternSet patterns(ctx);
      tensor::populateDecomposeTensorConcatPatterns(patterns);
      if (failed(applyPatternsGreedily(func, std::move(patterns))))
        return signalPassFailure();
    }
    // (Splitting leaves two-input contractions out of bodies with more.)
    splitExpensiveOperandComputations(func, /*keepBF16Pairs=*/bf16Dot,
                                      /*keepAMXPairs=*/amx);
    orientContractionOperands(func);
    amxPacked = amx && packContractionsForAMX(func);
    packStridedContractionOperands(func, contractionTiles().m);
    if (distribute)
      distributeRoot(func);
    if (failed(cleanup(func)))
      return signalPassFailure();
    decomposeStaticPads(func);
    tileForVectors(func);
    if (failed(cleanup(func)))
      return signalPassFailure();
    vectorizeAll(func);
    if (failed(cleanup(func, /*vectorPatterns=*/true)))
      return signalPassFailure();
    hoistInvariants(func);
    if (failed(cleanup(func, /*vectorPatterns=*/true)))
      return signalPassFailure();
    lowerSquareTransposes(func);
  }

private:
  /// Whether the function has contractions in AMX's VNNI form
  /// (AMXContraction.h).
  bool amxPacked = false;

  /// Vector lanes for the widest element type `op` touches.
  int64_t lanesFor(linalg::LinalgOp op) const {
    return std::max<int64_t>(1, vectorWidthBytes / widestElementBytes(op));
  }

  ContractionTiles contractionTiles() const {
    if (vectorWidthBytes >= 64)
      return {8, 32, 4, 256};
    if (vectorWidthBytes >= 32)
      return {4, 16, 4, 256};
    return {4, 8, 4, 256};
  }

  /// Tiles the op producing the only result with scf.forall and fuses its
  /// producers. Leaves the function alone when there is no such op.
  /// The root's loops over the rows of the softmax of an attention chain
  /// (strata/sdk/SoftmaxAttention.h) whose values contraction the root
  /// is or writes elementwise (same shape), in loop order; else nothing.
  static std::optional<SmallVector<unsigned>>
  getAttentionRows(func::FuncOp func, linalg::LinalgOp root) {
    std::optional<SoftmaxAttention> match;
    func.walk([&](linalg::LinalgOp op) {
      if (!match)
        match = matchSoftmaxAttention(op);
    });
    if (!match ||
        cast<ShapedType>(match->values->getResult(0).getType()).getShape() !=
            cast<ShapedType>(root->getResult(0).getType()).getShape())
      return std::nullopt;
    AffineMap valuesOut =
        match->values.getMatchingIndexingMap(match->values.getDpsInitOperand(0));
    AffineMap rootOut = root.getMatchingIndexingMap(root.getDpsInitOperand(0));
    if (!rootOut.isProjectedPermutation())
      return std::nullopt;
    SmallVector<unsigned> rows;
    AffineMap probs = match->probabilityMap;
    for (unsigned i = 0; i + 1 < probs.getNumResults(); ++i) {
      std::optional<unsigned> pos =
          valuesOut.getResultPosition(probs.getResult(i));
      if (!pos)
        return std::nullopt;
      rows.push_back(rootOut.getDimPosition(*pos));
    }
    llvm::sort(rows);
    return rows;
  }

  void distributeRoot(func::FuncOp func) {
    if (!func.getBody().hasOneBlock())
      return;
    auto ret = dyn_cast<func::ReturnOp>(func.getBody().front().getTerminator());
    if (!ret || ret.getNumOperands() != 1)
      return;
    if (auto pad = ret.getOperand(0).getDefiningOp<tensor::PadOp>())
      return distributePad(pad);
    auto root = ret.getOperand(0).getDefiningOp<linalg::LinalgOp>();
    if (root && root.hasPureTensorSemantics() && root->getNumResults() == 1 &&
        !hasStaticShapes(root) && root->getBlock() == &func.getBody().front())
      return distributeDynamicRoot(root);
    if (!root || !root.hasPureTensorSemantics() || root->getNumResults() != 1 ||
        !hasStaticShapes(root) || root->getBlock() != &func.getBody().front())
      return;

    bool hasContraction = false, hasOtherReduction = false;
    int64_t maxReduction = 1, points = 0;
    linalg::LinalgOp convOp;
    std::optional<ConvolutionLoops> conv;
    func.walk([&](linalg::LinalgOp op) {
      if (!hasStaticShapes(op))
        return;
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      int64_t red = 1;
      for (auto [i, it] : llvm::enumerate(op.getIteratorTypesArray()))
        if (it == utils::IteratorType::reduction)
          red *= ranges[i];
      maxReduction = std::max(maxReduction, red);
      points += llvm::product_of(ranges);
      if (linalg::isaContractionOpInterface(op)) {
        hasContraction = true;
      } else if (std::optional<ConvolutionLoops> c = matchConvolution(op)) {
        // Its reductions run over the window and input channels, never
        // along the root's dimensions: every output tile is independent.
        hasContraction = true;
        convOp = op;
        conv = c;
      } else if (op.getNumReductionLoops() > 0 && op != root)
        hasOtherReduction = true;
    });

    SmallVector<int64_t> ranges = root.getStaticLoopRanges();
    SmallVector<unsigned> parallel;
    for (auto [i, it] : llvm::enumerate(root.getIteratorTypesArray()))
      if (it == utils::IteratorType::parallel)
        parallel.push_back(i);
    if (parallel.empty())
      return;
    // A reduction elsewhere in the dispatch usually runs along an inner
    // dimension of the root: distributing that would recompute it per tile.
    // Attention's softmax runs along the keys, which the root does not
    // have: its rows (the root's loops but the values' own dims) are
    // distributed, each workgroup computing the scores of its rows once.
    if (std::optional<SmallVector<unsigned>> rows = getAttentionRows(func, root))
      parallel = *rows;
    else if (hasOtherReduction)
      parallel.resize(1);
    if (parallel.size() > 3)
      parallel.erase(parallel.begin(), parallel.end() - 3);

    // A convolution's workgroup tile spans its register tile's two
    // dimensions (the output's innermost one and the rows dimension), when
    // the root writes the convolution's output shape.
    AffineMap rootOut = root.getMatchingIndexingMap(root.getDpsInitOperand(0));
    std::optional<unsigned> convRowsPos;
    bool convShaped =
        conv && rootOut.isProjectedPermutation() &&
        root->getResult(0).getType() == convOp->getResult(0).getType();
    if (convShaped && conv->rows)
      convRowsPos =
          convOp.getMatchingIndexingMap(convOp.getDpsInitOperand(0))
              .getResultPosition(getAffineDimExpr(*conv->rows, ctxOf(func)));

    // Tile sizes, innermost distributed loop (x) first.
    SmallVector<int64_t> tiles(parallel.size());
    int64_t budget = std::max<int64_t>(1, 16384 / maxReduction);
    for (int i = parallel.size() - 1, pos = 0; i >= 0; --i, ++pos) {
      int64_t size = ranges[parallel[i]];
      if (convShaped) {
        std::optional<unsigned> p = rootOut.getResultPosition(
            getAffineDimExpr(parallel[i], ctxOf(func)));
        int64_t cap = !p                                  ? 1
                      : *p == rootOut.getNumResults() - 1 ? 256
                      : p == convRowsPos                  ? 64
                                                          : 1;
        tiles[i] = largestDivisorAtMost(size, cap);
      } else if (hasContraction) {
        int64_t cap = pos == 0 ? 256 : pos == 1 ? 64 : 1;
        tiles[i] = largestDivisorAtMost(size, cap);
      } else {
        tiles[i] = largestDivisorAtMost(size, budget);
        budget = std::max<int64_t>(1, budget / tiles[i]);
      }
    }
    // Too little work to be worth handing to other workers: one workgroup
    // (which the runtime runs inline), still built as a workgroup loop so
    // the ops fuse and write the result in place.
    if (points < kMinPointsToSplit) {
      for (auto [i, d] : llvm::enumerate(parallel))
        tiles[i] = ranges[d];
    }
    // Enough workgroups for the cores: halve tiles (outermost first, rows
    // of a contraction no smaller than its register tile) while each keeps
    // kMinPointsToSplit of work.
    auto count = [&] {
      int64_t n = 1;
      for (auto [i, d] : llvm::enumerate(parallel))
        n *= ranges[d] / tiles[i];
      return n;
    };
    int64_t wanted =
        std::min<int64_t>(kMinWorkgroups, points / kMinPointsToSplit);
    // The loop a contraction root vectorizes keeps two register tiles per
    // workgroup; its rows are split instead (halving P.V's head dim made
    // each workgroup recompute its operand's softmax division twice).
    std::optional<unsigned> vectorDim = contractionVectorLoop(root);
    // With AMX contractions the columns go first, whole 16 x 16 tiles
    // each: every workgroup packs the columns of B it multiplies.
    for (bool halved = true; halved && count() < wanted;) {
      halved = false;
      for (size_t j = 0; j < parallel.size() && !halved; ++j) {
        size_t i = amxPacked ? parallel.size() - 1 - j : j;
        bool innermost =
            vectorDim ? parallel[i] == *vectorDim : i + 1 == parallel.size();
        int64_t floor = amxPacked        ? 16
                        : innermost      ? 2 * contractionTiles().n
                        : hasContraction ? contractionTiles().m
                                         : 1;
        if (amxPacked && (tiles[i] / 2) % 16 != 0)
          continue;
        if (tiles[i] % 2 == 0 && tiles[i] / 2 >= floor) {
          tiles[i] /= 2;
          halved = true;
        }
      }
    }
    bool anySplit = points < kMinPointsToSplit;
    for (auto [i, d] : llvm::enumerate(parallel))
      anySplit |= tiles[i] < ranges[d];
    if (!anySplit)
      return;

    SmallVector<OpFoldResult> tileSizes(root.getNumLoops(),
                                        OpBuilder(ctxOf(func)).getIndexAttr(0));
    SmallVector<Attribute> mapping;
    static const gpu::MappingId ids[] = {
        gpu::MappingId::DimX, gpu::MappingId::DimY, gpu::MappingId::DimZ};
    for (auto [i, d] : llvm::enumerate(parallel)) {
      tileSizes[d] = OpBuilder(ctxOf(func)).getIndexAttr(tiles[i]);
      mapping.push_back(gpu::GPUBlockMappingAttr::get(
          ctxOf(func), ids[parallel.size() - 1 - i]));
    }
    scf::SCFTilingOptions tilingOptions;
    tilingOptions.setTileSizes(tileSizes)
        .setLoopType(scf::SCFTilingOptions::LoopType::ForallOp)
        .setMapping(mapping);
    scf::SCFTileAndFuseOptions options;
    options.setTilingOptions(tilingOptions);
    IRRewriter rewriter(ctxOf(func));
    rewriter.setInsertionPoint(root);
    FailureOr<scf::SCFTileAndFuseResult> result =
        scf::tileConsumerAndFuseProducersUsingSCF(
            rewriter, cast<TilingInterface>(root.getOperation()), options);
    if (failed(result))
      return; // Not distributable: runs as a single workgroup.
    for (auto [orig, repl] : result->replacements)
      rewriter.replaceAllUsesWith(orig, repl);
  }

  /// A root with dynamic loop ranges (DynamicTiles.h): workgroup tiles of
  /// a contraction's rows in register-tile multiples, of other ops about
  /// kMinPointsToSplit points.
  void distributeDynamicRoot(linalg::LinalgOp root) {
    std::optional<unsigned> loop = getOutermostDynamicParallelLoop(root);
    if (!loop)
      return;
    int64_t staticPoints = 1;
    for (int64_t range : root.getStaticLoopRanges())
      if (!ShapedType::isDynamic(range))
        staticPoints *= std::max<int64_t>(range, 1);
    // The tile's rows go through a contraction or convolution anywhere in
    // the dispatch (a matmul under its elementwise consumer, the root).
    bool contraction = false;
    root->getParentOfType<func::FuncOp>().walk([&](linalg::LinalgOp op) {
      contraction |= linalg::isaContractionOpInterface(op) ||
                     matchConvolution(op).has_value();
    });
    // Inner tiles: a contraction's register-tile rows; other ops' rows in
    // eights.
    int64_t inner = contraction ? contractionTiles().m : 8;
    int64_t tile = contraction ? 2 * contractionTiles().m
                               : std::max<int64_t>(inner, kMinPointsToSplit /
                                                              staticPoints /
                                                              inner * inner);
    llvm_cpu::distributeDynamicRoot(root, *loop, tile, inner);
  }

  /// A dispatch that pads: its output split into workgroup tiles of about
  /// 16K elements (innermost dims whole first), each padding its slice of
  /// the source.
  void distributePad(tensor::PadOp pad) {
    RankedTensorType type = pad.getResultType();
    if (!type.hasStaticShape() || type.getRank() == 0)
      return;
    int64_t rank = type.getRank();
    SmallVector<int64_t> tiles(rank);
    int64_t budget = 16384;
    for (int64_t d = rank - 1; d >= 0; --d) {
      tiles[d] = largestDivisorAtMost(type.getDimSize(d), budget);
      budget = std::max<int64_t>(1, budget / tiles[d]);
    }
    // The grid takes the three innermost dims that are split; outer ones
    // stay whole (tile size 0).
    SmallVector<int64_t> split;
    for (int64_t d = rank - 1; d >= 0 && split.size() < 3; --d)
      if (tiles[d] < type.getDimSize(d))
        split.push_back(d);
    // Small pads: one workgroup, still a workgroup loop writing the result
    // in place. (A pad only moves memory: it is split from half the points
    // a compute dispatch needs.)
    if (split.empty() || type.getNumElements() < kMinPointsToSplit / 2) {
      split.assign({0});
      tiles.assign(type.getShape().begin(), type.getShape().end());
    }
    OpBuilder b(pad);
    SmallVector<OpFoldResult> tileSizes(rank, b.getIndexAttr(0));
    SmallVector<Attribute> mapping;
    static const gpu::MappingId ids[] = {
        gpu::MappingId::DimX, gpu::MappingId::DimY, gpu::MappingId::DimZ};
    llvm::sort(split);
    for (auto [i, d] : llvm::enumerate(split)) {
      tileSizes[d] = b.getIndexAttr(tiles[d]);
      mapping.push_back(gpu::GPUBlockMappingAttr::get(
          pad.getContext(), ids[split.size() - 1 - i]));
    }
    scf::SCFTilingOptions options;
    options.setTileSizes(tileSizes)
        .setLoopType(scf::SCFTilingOptions::LoopType::ForallOp)
        .setMapping(mapping);
    IRRewriter rewriter(pad.getContext());
    rewriter.setInsertionPoint(pad);
    FailureOr<scf::SCFTilingResult> result = scf::tileUsingSCF(
        rewriter, cast<TilingInterface>(pad.getOperation()), options);
    if (failed(result))
      return; // Runs as a single workgroup.
    rewriter.replaceOp(pad, result->replacements);
  }

  /// A statically shaped pad by a constant becomes a fill of the result
  /// and a linalg.copy of the source into its interior, which vectorize
  /// like any elementwise op (a pad left as is bufferizes to a scalar copy).
  void decomposeStaticPads(func::FuncOp func) {
    SmallVector<tensor::PadOp> pads;
    func.walk([&](tensor::PadOp pad) {
      if (pad.getSourceType().hasStaticShape() &&
          pad.getResultType().hasStaticShape() && pad.getConstantPaddingValue())
        pads.push_back(pad);
    });
    IRRewriter rewriter(&getContext());
    for (tensor::PadOp pad : pads) {
      rewriter.setInsertionPoint(pad);
      Location loc = pad.getLoc();
      RankedTensorType type = pad.getResultType();
      // Inside a workgroup loop, fill the workgroup's slice of the result
      // (not a new tensor, which would stay loop-invariant, be hoisted and
      // then copied).
      Value dest;
      if (pad->hasOneUse())
        if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(
                *pad->getUsers().begin());
            insert && insert.getSourceType() == type)
          dest = tensor::ExtractSliceOp::create(
              rewriter, loc, type, insert.getDest(), insert.getMixedOffsets(),
              insert.getMixedSizes(), insert.getMixedStrides());
      if (!dest)
        dest = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                       type.getElementType());
      Value filled = linalg::FillOp::create(rewriter, loc,
                                            pad.getConstantPaddingValue(), dest)
                         .getResult(0);
      SmallVector<OpFoldResult> offsets = pad.getMixedLowPad();
      SmallVector<OpFoldResult> sizes =
          tensor::getMixedSizes(rewriter, loc, pad.getSource());
      SmallVector<OpFoldResult> strides(type.getRank(),
                                        rewriter.getIndexAttr(1));
      Value interior = tensor::ExtractSliceOp::create(rewriter, loc, filled,
                                                      offsets, sizes, strides);
      Value copied =
          linalg::CopyOp::create(rewriter, loc, pad.getSource(), interior)
              .getResult(0);
      rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
          pad, copied, filled, offsets, sizes, strides);
    }
  }

  static MLIRContext *ctxOf(Operation *op) { return op->getContext(); }

  /// Tiles `op` with scf.for loops; returns the tiled op (or null).
  Operation *tileWithFor(IRRewriter &rewriter, Operation *op,
                         ArrayRef<int64_t> sizes) {
    if (llvm::all_of(sizes, [](int64_t s) { return s == 0; }))
      return op;
    SmallVector<OpFoldResult> tileSizes =
        getAsIndexOpFoldResult(op->getContext(), sizes);
    scf::SCFTilingOptions options;
    options.setTileSizes(tileSizes);
    rewriter.setInsertionPoint(op);
    FailureOr<scf::SCFTilingResult> result =
        scf::tileUsingSCF(rewriter, cast<TilingInterface>(op), options);
    if (failed(result) || result->tiledOps.empty())
      return nullptr;
    rewriter.replaceOp(op, result->replacements);
    return result->tiledOps.back();
  }

  void tileForVectors(func::FuncOp func) {
    SmallVector<linalg::LinalgOp> ops;
    func.walk([&](linalg::LinalgOp op) {
      if (op.hasPureTensorSemantics() && hasStaticShapes(op) &&
          !op->hasAttr(kAMXContractionAttr) && !op->hasAttr(kAMXPackAttr))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    ContractionTiles ct = contractionTiles();
    for (linalg::LinalgOp op : ops)
      for (linalg::LinalgOp piece : splitForVectors(rewriter, op, ct))
        tileOneForVectors(rewriter, piece, ct);
  }

  /// The loop whose tile becomes vector lanes, if `op` gets vectorized.
  std::optional<unsigned> vectorLoop(linalg::LinalgOp op) {
    if (std::optional<ConvolutionLoops> conv = matchConvolution(op))
      return conv->vector;
    if (std::optional<unsigned> n = contractionVectorLoop(op))
      return n;
    if (op.getNumLoops() == 0 ||
        op.getIteratorTypesArray().back() != utils::IteratorType::parallel ||
        failed(linalg::vectorizeOpPrecondition(op, {}, {},
                                               /*vectorizeNDExtract=*/true)))
      return std::nullopt;
    return op.getNumLoops() - 1;
  }

  /// Splits `op` along `dim` at the largest multiple of `multiple`, when
  /// the loop spans several multiples but is not one (120 = 112 + 8).
  SmallVector<linalg::LinalgOp> splitAtMultiple(IRRewriter &rewriter,
                                                linalg::LinalgOp op,
                                                unsigned dim,
                                                int64_t multiple) {
    int64_t range = op.getStaticLoopRanges()[dim];
    if (op.getIteratorTypesArray()[dim] != utils::IteratorType::parallel ||
        range <= multiple || range % multiple == 0)
      return {op};
    rewriter.setInsertionPoint(op);
    auto [first, second] =
        linalg::splitOp(rewriter, cast<TilingInterface>(op.getOperation()), dim,
                        rewriter.getIndexAttr(range - range % multiple));
    SmallVector<linalg::LinalgOp> pieces;
    for (TilingInterface piece : {first, second})
      if (auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(
              piece ? piece.getOperation() : nullptr))
        pieces.push_back(linalgOp);
    return pieces;
  }

  /// Splits `op` so each piece gets whole register tiles: along its vector
  /// loop at a multiple of the lanes, and a contraction also along its
  /// rows loop at a multiple of the register tile's rows (129 rows = 128 +
  /// 1, not 43 tiles of 3).
  SmallVector<linalg::LinalgOp> splitForVectors(IRRewriter &rewriter,
                                                linalg::LinalgOp op,
                                                const ContractionTiles &ct) {
    std::optional<unsigned> dim = vectorLoop(op);
    if (!dim)
      return {op};
    bool contraction =
        !matchConvolution(op) && linalg::isaContractionOpInterface(op);
    // (Splitting replaces `op`.)
    SmallVector<linalg::LinalgOp> pieces =
        splitAtMultiple(rewriter, op, *dim, lanesFor(op));
    if (!contraction)
      return pieces;
    SmallVector<linalg::LinalgOp> rowPieces;
    for (linalg::LinalgOp piece : pieces) {
      FailureOr<linalg::ContractionDimensions> cd =
          linalg::inferContractionDims(piece);
      if (failed(cd) || cd->m.empty()) {
        rowPieces.push_back(piece);
        continue;
      }
      llvm::append_range(rowPieces,
                         splitAtMultiple(rewriter, piece, cd->m.back(), ct.m));
    }
    return rowPieces;
  }

  void tileOneForVectors(IRRewriter &rewriter, linalg::LinalgOp op,
                         const ContractionTiles &ct) {
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    unsigned numLoops = op.getNumLoops();
    if (numLoops == 0)
      return;
    if (std::optional<ConvolutionLoops> conv = matchConvolution(op)) {
      // Register tiles sized like a matmul's; what is left per window
      // position is a small contraction with the accumulator in
      // registers.
      Operation *tiled = tileWithFor(
          rewriter, op,
          convolutionRegisterTiles(op, *conv, lanesFor(op), ct.n, ct.m, ct.k));
      if (tiled)
        (void)convolutionTileToContraction(rewriter,
                                           cast<linalg::LinalgOp>(tiled));
      return;
    }
    FailureOr<linalg::ContractionDimensions> cd =
        linalg::inferContractionDims(op);
    if (linalg::isaContractionOpInterface(op) && succeeded(cd) &&
        !cd->m.empty() && !cd->n.empty() && !cd->k.empty()) {
      unsigned m = cd->m.back(), n = *contractionVectorLoop(op),
               k = cd->k.back();
      // Cache tile on k.
      SmallVector<int64_t> cacheSizes(numLoops, 0);
      int64_t kTile = largestDivisorAtMost(ranges[k], ct.kCache);
      if (kTile < ranges[k])
        cacheSizes[k] = kTile;
      Operation *tiled = tileWithFor(rewriter, op, cacheSizes);
      if (!tiled)
        return;
      // Register tile.
      SmallVector<int64_t> regSizes(numLoops, 0);
      for (unsigned d : cd->batch)
        regSizes[d] = 1;
      for (unsigned d : cd->m)
        regSizes[d] = 1;
      for (unsigned d : cd->n)
        regSizes[d] = 1;
      for (unsigned d : cd->k)
        regSizes[d] = 1;
      regSizes[m] = largestDivisorAtMost(ranges[m], ct.m);
      regSizes[n] = vectorTileSize(ranges[n], ct.n, lanesFor(op));
      regSizes[k] = largestDivisorAtMost(kTile, ct.k);
      for (unsigned d = 0; d < numLoops; ++d)
        if (regSizes[d] == ranges[d] && d != k)
          regSizes[d] = 0;
      if (regSizes[k] == kTile)
        regSizes[k] = 0;
      if (Operation *tile = tileWithFor(rewriter, tiled, regSizes))
        registerTileToContract(rewriter, cast<linalg::LinalgOp>(tile));
      return;
    }
    if (failed(linalg::vectorizeOpPrecondition(op, {}, {},
                                               /*vectorizeNDExtract=*/true)))
      return; // Stays scalar; becomes loops after bufferization.
    int64_t lanes = lanesFor(op);
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    SmallVector<int64_t> sizes(numLoops, 0);
    if (std::optional<unsigned> inner = transposedOperandLoop(op)) {
      // A square tile of lanes x lanes: the transposed operand is read or
      // written as whole rows along its own innermost dim and transposed in
      // registers (a row gathered or scattered element by element costs a
      // load or store and an insert or extract per element).
      for (unsigned d = 0; d + 1 < numLoops; ++d)
        sizes[d] = 1;
      sizes[*inner] = largestDivisorAtMost(ranges[*inner], lanes);
      sizes[numLoops - 1] = vectorTileSize(ranges.back(), lanes, lanes);
      for (unsigned d = 0; d < numLoops; ++d)
        if (sizes[d] == ranges[d])
          sizes[d] = 0;
      tileWithFor(rewriter, op, sizes);
      return;
    }
    // A reduction along the innermost loop takes up to 16 registers of it
    // at once: each tile ends in a horizontal tree down to one lane and
    // carries its accumulator through memory to the next, so a 128-wide
    // softmax row max in 64-wide tiles was two serial chains per row.
    int64_t budget =
        (iters.back() == utils::IteratorType::reduction ? 16 : 2) * lanes;
    for (int d = numLoops - 1; d >= 0; --d) {
      int64_t t = d == int(numLoops) - 1
                      ? vectorTileSize(ranges[d], budget, lanes)
                      : largestDivisorAtMost(ranges[d], budget);
      sizes[d] = t == ranges[d] ? 0 : t;
      budget = std::max<int64_t>(1, budget / t);
    }
    tileWithFor(rewriter, op, sizes);
  }

  /// 16x16 transposes of 32-bit elements (the square tiles of transposed
  /// reads with AVX-512) become upstream's 8-stage shuffle network (unpack,
  /// shuffle, 128-bit lane permutes) now, before the transfers around them
  /// are unrolled to rows, which would leave LLVM a transpose element by
  /// element.
  void lowerSquareTransposes(func::FuncOp func) {
    SmallVector<Operation *> transposes;
    func.walk([&](vector::TransposeOp op) {
      VectorType type = op.getSourceVectorType();
      SmallVector<int64_t> nonUnit;
      for (int64_t size : type.getShape())
        if (size != 1)
          nonUnit.push_back(size);
      Type element = type.getElementType();
      if (nonUnit == SmallVector<int64_t>{16, 16} && element.isIntOrFloat() &&
          element.getIntOrFloatBitWidth() == 32)
        transposes.push_back(op);
    });
    if (transposes.empty())
      return;
    RewritePatternSet patterns(&getContext());
    vector::populateVectorTransposeLoweringPatterns(
        patterns, vector::VectorTransposeLowering::Shuffle16x16);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps);
    (void)applyOpPatternsGreedily(transposes, std::move(patterns), config);
  }

  /// For an all-parallel op, a loop that is the innermost dim of an
  /// operand (an input read, or the result written, with a transpose) while
  /// not the op's innermost loop, which that operand also spans: both long
  /// enough for a square vector tile.
  std::optional<unsigned> transposedOperandLoop(linalg::LinalgOp op) {
    unsigned numLoops = op.getNumLoops();
    if (numLoops < 2 || op.getNumReductionLoops() != 0)
      return std::nullopt;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    int64_t lanes = lanesFor(op);
    if (ranges.back() < lanes)
      return std::nullopt;
    for (OpOperand &operand : op->getOpOperands()) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      if (!map.isProjectedPermutation() || map.getNumResults() == 0)
        continue;
      unsigned d = cast<AffineDimExpr>(map.getResults().back()).getPosition();
      if (d + 1 != numLoops && ranges[d] >= lanes &&
          map.isFunctionOfDim(numLoops - 1))
        return d;
    }
    return std::nullopt;
  }

  void vectorizeAll(func::FuncOp func) {
    SmallVector<Operation *> candidates;
    func.walk([&](Operation *op) {
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
        // Rank-0 ops have nothing to vectorize (and upstream turns a
        // tensor.extract in their body into an invalid vector.gather).
        // i1 tensors are one byte per element in buffers, but a vector<Nxi1>
        // load or store is bit-packed: keep their ops scalar.
        auto isI1 = [](Type t) {
          auto shaped = dyn_cast<ShapedType>(t);
          return shaped && shaped.getElementType().isInteger(1);
        };
        // (Also through a tensor.extract in the body: a contiguous one
        // vectorizes into a vector load.)
        bool touchesI1 = llvm::any_of(op->getOperandTypes(), isI1) ||
                         op->walk([&](tensor::ExtractOp extract) {
                             return isI1(extract.getTensor().getType())
                                        ? WalkResult::interrupt()
                                        : WalkResult::advance();
                           }).wasInterrupted();
        if (linalgOp.hasPureTensorSemantics() && hasStaticShapes(linalgOp) &&
            linalgOp.getNumLoops() > 0 && !touchesI1 &&
            !op->hasAttr(kAMXContractionAttr) && !op->hasAttr(kAMXPackAttr))
          candidates.push_back(op);
      }
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : candidates) {
      SmallVector<int64_t> sizes;
      if (failed(linalg::vectorizeOpPrecondition(op, sizes, {},
                                                 /*vectorizeNDExtract=*/true)))
        continue;
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::VectorizationResult> result = linalg::vectorize(
          rewriter, op, sizes, {}, /*vectorizeNDExtract=*/true,
          /*flatten1DDepthwiseConv=*/false,
          /*assumeDynamicDimsMatchVecSizes=*/false,
          /*createNamedContraction=*/true);
      if (failed(result))
        continue;
      if (result->replacements.empty())
        rewriter.eraseOp(op);
      else
        rewriter.replaceOp(op, result->replacements);
    }
  }

  void hoistInvariants(func::FuncOp func) {
    SmallVector<LoopLikeOpInterface> loops;
    func.walk([&](LoopLikeOpInterface loop) { loops.push_back(loop); });
    IRRewriter rewriter(&getContext());
    // Post-order: inner loops first, so invariants bubble outwards.
    for (LoopLikeOpInterface loop : loops) {
      moveLoopInvariantCode(loop);
      if (isa<scf::ForOp>(loop.getOperation()))
        hoistLoopInvariantSubsets(rewriter, loop);
    }
  }

  LogicalResult cleanup(func::FuncOp func, bool vectorPatterns = false) {
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    for (Dialect *dialect : ctx->getLoadedDialects())
      dialect->getCanonicalizationPatterns(patterns);
    for (RegisteredOperationName op : ctx->getRegisteredOperations())
      op.getCanonicalizationPatterns(patterns, ctx);
    if (vectorPatterns) {
      vector::populateVectorReductionToContractPatterns(patterns);
      // Transposed reads: a read along the memory's rows and a
      // vector.transpose in registers.
      vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
      patterns
          .add<TransferToTensorRank<vector::TransferReadOp>,
               TransferToTensorRank<vector::TransferWriteOp>,
               ContractZeroRankAccumulator, ContractExplicitIntegerPromotion>(
              ctx);
      tensor::populateFoldTensorSubsetIntoVectorTransferPatterns(patterns);
      if (bf16Dot)
        populateBF16DotContractPatterns(patterns);
    }
    // Not converging within the iteration limit is not an error here.
    (void)applyPatternsGreedily(func, std::move(patterns));
    return success();
  }
};

} // namespace
} // namespace strata::llvm_cpu
