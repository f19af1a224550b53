//===- TileAndDistribute.cpp - Workgroup and invocation tiling --*- C++ -*-===//
//
// Implements strata-vulkan-tile-and-distribute: tiles a dispatch's root op
// with an scf.forall over workgroups (#gpu.block) and, inside it, with an
// scf.forall over invocations (#gpu.thread), fusing producers at both
// levels, all on tensors.
//
//===----------------------------------------------------------------------===//

#include "CooperativeKernels.h"
#include "DistributeInvocations.h"
#include "strata/Target/Vulkan/Passes.h"
#include "strata/sdk/EntryPointABI.h"
#include "strata/sdk/TileSizes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/SmallBitVector.h"

#include <cmath>
#include <numeric>

namespace strata::vulkan {
#define GEN_PASS_DEF_VULKANTILEANDDISTRIBUTEPASS
#include "strata/Target/Vulkan/Passes.h.inc"
} // namespace strata::vulkan

using namespace mlir;

namespace strata::vulkan {
namespace {

/// Invocations along a dynamic innermost dimension per workgroup.
constexpr int64_t kDynamicTileX = 64;

class TileAndDistributePass
    : public impl::VulkanTileAndDistributePassBase<TileAndDistributePass> {
public:
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    {
      RewritePatternSet patterns(&getContext());
      tensor::populateDecomposeTensorConcatPatterns(patterns);
      if (failed(applyPatternsGreedily(func, std::move(patterns))))
        return signalPassFailure();
    }
    // A kernel cannot allocate at run time: an elementwise producer of a
    // dynamically shaped value is computed inside each consumer instead of
    // into a temporary (softmax's exp over a symbolic row length, an iota
    // over a symbolic batch read by argmax).
    // (Named consumers are generalized first: the fusion rewrites generics.)
    if (getPushConstantCount(func) > 0) {
      RewritePatternSet patterns(&getContext());
      linalg::populateLinalgNamedOpsGeneralizationPatterns(patterns);
      // (A producer that is also a result stays: the tiling below yields
      // it from the tile loop it is fused into.)
      linalg::populateElementwiseOpsFusionPatterns(
          patterns, [](OpOperand *operand) {
            auto type = dyn_cast<RankedTensorType>(operand->get().getType());
            return type && !type.hasStaticShape() &&
                   llvm::none_of(operand->get().getUsers(),
                                 llvm::IsaPred<func::ReturnOp>);
          });
      if (failed(applyPatternsGreedily(func, std::move(patterns))))
        return signalPassFailure();
      foldExtractsOfFills(func);
    }
    SmallVector<tensor::PadOp> pads;
    func.walk([&](tensor::PadOp pad) { pads.push_back(pad); });
    for (tensor::PadOp pad : pads)
      (void)padToGeneric(pad);
    // Reductions over leading or middle dims with fewer outputs than
    // reduced elements each (a per-channel NCHW batch-norm statistic, a
    // resize's contraction over rows) become generics with their reduction
    // loops innermost, so a row kernel splits each reduction over a
    // workgroup. With many outputs (a column sum) one invocation per output
    // reads coalesced along the outputs: left to the generic tiling.
    SmallVector<linalg::LinalgOp> unordered;
    func.walk([&](linalg::LinalgOp op) {
      if (!op.hasPureTensorSemantics() ||
          !isa<linalg::GenericOp, linalg::ReduceOp>(op.getOperation()))
        return;
      SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
      if (llvm::is_sorted(iters,
                          [](utils::IteratorType a, utils::IteratorType b) {
                            return a == utils::IteratorType::parallel &&
                                   b != utils::IteratorType::parallel;
                          }))
        return;
      int64_t outputs = 1, reduced = 1;
      for (auto [it, range] : llvm::zip(iters, op.getStaticLoopRanges())) {
        if (ShapedType::isDynamic(range))
          return;
        (it == utils::IteratorType::parallel ? outputs : reduced) *= range;
      }
      if (outputs < reduced)
        unordered.push_back(op);
    });
    {
      IRRewriter rewriter(&getContext());
      for (linalg::LinalgOp op : unordered)
        (void)putParallelLoopsFirst(rewriter, op);
    }
    StringRef cooperative;
    // The kernels are written for static shapes.
    if (cooperativeKernels && getPushConstantCount(func) == 0) {
      KernelLimits limits;
      limits.maxInvocations = maxKernelInvocations;
      for (unsigned i = 0; i < 3 && i < maxWorkgroupSize.size(); ++i)
        limits.maxWorkgroupSize[i] = maxWorkgroupSize[i];
      limits.maxSharedMemoryBytes = maxSharedMemoryBytes;
      limits.matmulTile.assign(matmulTile.begin(), matmulTile.end());
      setCooperativeMatrixTypes(limits, &getContext(), cooperativeMatrixTypes);
      limits.subgroupSize = subgroupSize;
      limits.skinnyCooperative = skinnyCooperative;
      cooperative = classifyCooperativeDispatch(func, limits);
    }
    if (!cooperative.empty()) {
      func->setAttr(kCooperativeKindAttr,
                    StringAttr::get(&getContext(), cooperative));
    } else {
      if (failed(fuseProducersIntoReductions(func)))
        return signalPassFailure();
      distributeRoot(func);
    }
    // Drop the untiled originals and dead slices.
    RewritePatternSet patterns(&getContext());
    for (Dialect *dialect : getContext().getLoadedDialects())
      dialect->getCanonicalizationPatterns(patterns);
    for (RegisteredOperationName op : getContext().getRegisteredOperations())
      op.getCanonicalizationPatterns(patterns, &getContext());
    // Not converging within the iteration limit is not an error here.
    (void)applyPatternsGreedily(func, std::move(patterns));
  }

private:
  /// On the generic path, elementwise producers of an op with reduction
  /// loops (a gather summed, the two parts of a complex value reduced) are
  /// fused into its body: tiling would fuse them slice by slice, computing
  /// each tile's slice of the producer into a private array before the
  /// reduction reads it (43 KB per invocation for a complex<f64> gather of
  /// 2720 elements; found by strata-fuzz-programs).
  LogicalResult fuseProducersIntoReductions(func::FuncOp func) {
    bool any = false;
    func.walk([&](linalg::LinalgOp op) {
      any |= op.getNumReductionLoops() > 0 &&
             llvm::any_of(op.getDpsInputs(), [](Value v) {
               return v.getDefiningOp<linalg::GenericOp>();
             });
    });
    if (!any)
      return success();
    RewritePatternSet patterns(&getContext());
    linalg::populateLinalgNamedOpsGeneralizationPatterns(patterns);
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *operand) {
          auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
          auto consumer = dyn_cast<linalg::LinalgOp>(operand->getOwner());
          if (!producer || !consumer || consumer.getNumReductionLoops() == 0 ||
              !producer->hasOneUse())
            return false;
          // A producer reading its init cannot go into reduction loops.
          return llvm::all_of(
              producer.getDpsInitsMutable(), [&](OpOperand &init) {
                return producer.getMatchingBlockArgument(&init).use_empty();
              });
        });
    return applyPatternsGreedily(func, std::move(patterns));
  }

  /// Per loop of `op`, what its workgroup tiles must start at a multiple
  /// of: the divisors of the floordiv/ceildiv/mod expressions of that loop
  /// in its indexing maps (a grouped convolution reads the input's group
  /// through `of floordiv n`), and those of the producers tiled and fused
  /// with it, carried through the operand they compute (a grouped
  /// convolution under an elementwise minimum). Tiling takes such an
  /// expression's slice at the tile offset's quotient and evaluates the map
  /// on the tile's own indices, which adds up only at multiples of the
  /// divisor (a batch-grouped f64 convolution tiled 5 output features per
  /// workgroup came out wrong, and a ui8 one with 3 output features per
  /// group under a minimum tiled 4 per workgroup; both found by
  /// strata-fuzz-programs).
  static SmallVector<int64_t> getTileAlignments(linalg::LinalgOp op,
                                                int depth = 0) {
    SmallVector<int64_t> align(op.getNumLoops(), 1);
    auto alignDimsOf = [&](AffineExpr expr, int64_t divisor) {
      expr.walk([&](AffineExpr d) {
        if (auto dim = dyn_cast<AffineDimExpr>(d))
          align[dim.getPosition()] =
              std::lcm(align[dim.getPosition()], divisor);
      });
    };
    for (AffineMap map : op.getIndexingMapsArray())
      for (AffineExpr result : map.getResults())
        result.walk([&](AffineExpr e) {
          auto bin = dyn_cast<AffineBinaryOpExpr>(e);
          if (!bin || (bin.getKind() != AffineExprKind::FloorDiv &&
                       bin.getKind() != AffineExprKind::CeilDiv &&
                       bin.getKind() != AffineExprKind::Mod))
            return;
          auto divisor = dyn_cast<AffineConstantExpr>(bin.getRHS());
          if (!divisor || divisor.getValue() <= 1)
            return;
          alignDimsOf(bin.getLHS(), divisor.getValue());
        });
    if (depth > 8)
      return align;
    // A producer's loop p computes its result's dimension r where the
    // result map's r-th expression is p; this op reads dimension r through
    // its operand map's r-th expression, whose loops inherit p's divisor.
    for (OpOperand &operand : op->getOpOperands()) {
      auto producer = operand.get().getDefiningOp<linalg::LinalgOp>();
      if (!producer || producer->getBlock() != op->getBlock())
        continue;
      SmallVector<int64_t> inner = getTileAlignments(producer, depth + 1);
      AffineMap resultMap =
          producer.getIndexingMapMatchingResult(cast<OpResult>(operand.get()));
      AffineMap operandMap = op.getMatchingIndexingMap(&operand);
      for (auto [r, expr] : llvm::enumerate(resultMap.getResults())) {
        auto dim = dyn_cast<AffineDimExpr>(expr);
        int64_t divisor = dim ? inner[dim.getPosition()] : 1;
        if (divisor > 1 && r < operandMap.getNumResults())
          alignDimsOf(operandMap.getResult(r), divisor);
      }
    }
    return align;
  }

  /// tensor.extract from a generic that only yields one value (a fill, as
  /// generalized: a clamped dynamic_slice start) is that value, so the
  /// tiled root does not read a temporary computed outside its tile loop.
  void foldExtractsOfFills(func::FuncOp func) {
    SmallVector<tensor::ExtractOp> extracts;
    func.walk([&](tensor::ExtractOp op) { extracts.push_back(op); });
    for (tensor::ExtractOp op : extracts) {
      auto fill = op.getTensor().getDefiningOp<linalg::GenericOp>();
      if (!fill || fill.getNumDpsInputs() != 0 || fill->getNumResults() != 1)
        continue;
      auto yield = cast<linalg::YieldOp>(fill.getBody()->getTerminator());
      Value value = yield.getValues().front();
      if (value.getParentRegion() == &fill.getRegion())
        continue; // computed per point
      op.getResult().replaceAllUsesWith(value);
      op.erase();
    }
  }

  /// The element of `source` at `indices`: a tensor.extract, or, when
  /// `source` is computed in this dispatch by an elementwise generic (a
  /// fill, a cast of an argument, an imaginary part of zeros), that
  /// generic's body at those indices, its operands read the same way. A pad
  /// then never reads a temporary: extracting from one would make the whole
  /// tensor a private array of every invocation.
  static Value extractAt(OpBuilder &b, Location l, Value source,
                         ValueRange indices, int depth) {
    auto producer = source.getDefiningOp<linalg::GenericOp>();
    auto isSupported = [&] {
      if (!producer || depth > 8 || producer.getNumResults() != 1 ||
          !producer.hasPureTensorSemantics() ||
          producer.getNumReductionLoops() != 0 ||
          !producer.getIndexingMapsArray().back().isIdentity())
        return false;
      for (AffineMap map : producer.getIndexingMapsArray())
        for (AffineExpr expr : map.getResults())
          if (!isa<AffineDimExpr, AffineConstantExpr>(expr))
            return false;
      return llvm::all_of(producer.getBody()->without_terminator(),
                          [](Operation &op) {
                            return op.getNumRegions() == 0 &&
                                   (isPure(&op) || isa<linalg::IndexOp>(op));
                          });
    };
    if (!isSupported())
      return tensor::ExtractOp::create(b, l, source, indices);
    IRMapping mapping;
    Block *body = producer.getBody();
    for (OpOperand &operand : producer->getOpOperands()) {
      BlockArgument arg = body->getArgument(operand.getOperandNumber());
      if (arg.use_empty())
        continue;
      AffineMap map = producer.getMatchingIndexingMap(&operand);
      SmallVector<Value> at;
      for (AffineExpr expr : map.getResults()) {
        if (auto dim = dyn_cast<AffineDimExpr>(expr))
          at.push_back(indices[dim.getPosition()]);
        else
          at.push_back(arith::ConstantIndexOp::create(
              b, l, cast<AffineConstantExpr>(expr).getValue()));
      }
      Value operandValue = operand.get();
      mapping.map(arg, isa<RankedTensorType>(operandValue.getType())
                           ? extractAt(b, l, operandValue, at, depth + 1)
                           : operandValue);
    }
    for (Operation &op : body->without_terminator()) {
      if (auto index = dyn_cast<linalg::IndexOp>(op)) {
        mapping.map(index.getResult(), indices[index.getDim()]);
        continue;
      }
      b.clone(op, mapping);
    }
    return mapping.lookupOrDefault(body->getTerminator()->getOperand(0));
  }

  /// Rewrites a statically shaped tensor.pad with a constant padding value
  /// as a gather-like linalg.generic over the result (an in-bounds test and
  /// a clamped tensor.extract per point), so it distributes like any
  /// elementwise op.
  LogicalResult padToGeneric(tensor::PadOp pad) {
    RankedTensorType srcType = pad.getSourceType();
    RankedTensorType resultType = pad.getResultType();
    Value padValue = pad.getConstantPaddingValue();
    if (!padValue || !srcType.hasStaticShape() ||
        !resultType.hasStaticShape() || pad.getNofold())
      return failure();
    SmallVector<int64_t> low(pad.getStaticLow());
    if (llvm::any_of(low, [](int64_t v) { return ShapedType::isDynamic(v); }))
      return failure();
    IRRewriter rewriter(pad);
    Location loc = pad.getLoc();
    int64_t rank = resultType.getRank();
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          resultType.getElementType());
    SmallVector<AffineMap> maps = {rewriter.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
    Value source = pad.getSource();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{resultType}, ValueRange{}, ValueRange{empty},
        maps, iters, [&](OpBuilder &b, Location l, ValueRange) {
          Value zero = arith::ConstantIndexOp::create(b, l, 0);
          Value inBounds;
          SmallVector<Value> indices;
          for (int64_t d = 0; d < rank; ++d) {
            Value idx = linalg::IndexOp::create(b, l, d);
            Value src = arith::SubIOp::create(
                b, l, idx, arith::ConstantIndexOp::create(b, l, low[d]));
            Value ge = arith::CmpIOp::create(b, l, arith::CmpIPredicate::sge,
                                             src, zero);
            Value lt = arith::CmpIOp::create(
                b, l, arith::CmpIPredicate::slt, src,
                arith::ConstantIndexOp::create(b, l, srcType.getDimSize(d)));
            Value ok = arith::AndIOp::create(b, l, ge, lt);
            inBounds =
                inBounds ? arith::AndIOp::create(b, l, inBounds, ok) : ok;
            indices.push_back(arith::SelectOp::create(b, l, ok, src, zero));
          }
          Value value = extractAt(b, l, source, indices, /*depth=*/0);
          if (inBounds)
            value = arith::SelectOp::create(b, l, inBounds, value, padValue);
          linalg::YieldOp::create(b, l, value);
        });
    rewriter.replaceOp(pad, generic.getResults());
    return success();
  }

  /// The root loops that every producer with reduction loops in `root`'s
  /// producer chain maps to one of its own result dimensions. Walks the
  /// chain through each operand's indexing map, tracking which root loop
  /// each operand dimension stands for.
  static llvm::SmallBitVector dimsKeptByReductions(linalg::LinalgOp root,
                                                   unsigned numLoops) {
    llvm::SmallBitVector kept(numLoops, true);
    // (value, root loop per value dimension or -1)
    SmallVector<std::pair<Value, SmallVector<int64_t>>> worklist;
    auto push = [&](linalg::LinalgOp op, ArrayRef<int64_t> loopToRoot) {
      for (OpOperand &operandRef : op->getOpOperands()) {
        OpOperand *operand = &operandRef;
        if (!op.isDpsInput(operand) && !op.isDpsInit(operand))
          continue;
        AffineMap map = op.getMatchingIndexingMap(operand);
        SmallVector<int64_t> dims;
        for (AffineExpr expr : map.getResults()) {
          auto dim = dyn_cast<AffineDimExpr>(expr);
          dims.push_back(dim ? loopToRoot[dim.getPosition()] : -1);
        }
        worklist.push_back({operand->get(), dims});
      }
    };
    SmallVector<int64_t> identity;
    for (unsigned i = 0; i < numLoops; ++i)
      identity.push_back(i);
    push(root, identity);
    unsigned steps = 0;
    while (!worklist.empty() && ++steps < 256) {
      auto [value, dims] = worklist.pop_back_val();
      auto producer = value.getDefiningOp<linalg::LinalgOp>();
      if (!producer)
        continue;
      auto result = cast<OpResult>(value);
      AffineMap outMap = producer.getIndexingMapMatchingResult(result);
      SmallVector<int64_t> loopToRoot(producer.getNumLoops(), -1);
      for (auto [i, expr] : llvm::enumerate(outMap.getResults()))
        if (auto dim = dyn_cast<AffineDimExpr>(expr))
          loopToRoot[dim.getPosition()] = dims[i];
      if (producer.getNumReductionLoops() > 0) {
        llvm::SmallBitVector present(numLoops, false);
        for (int64_t d : loopToRoot)
          if (d >= 0)
            present.set(d);
        kept &= present;
      }
      push(producer, loopToRoot);
    }
    return kept;
  }

  void distributeRoot(func::FuncOp func) {
    MLIRContext *ctx = &getContext();
    if (!func.getBody().hasOneBlock())
      return;
    auto ret = dyn_cast<func::ReturnOp>(func.getBody().front().getTerminator());
    // Several results: the results of one op (a variadic reduction: a
    // complex sum as real and imaginary parts, an argmax), or with dynamic
    // dims, where the ops must be tiled (a kernel has no dynamically sized
    // temporaries); the others are fused producers of the last one (a layer
    // norm's centred rows and variance).
    bool dynamic = getPushConstantCount(func) > 0;
    bool oneOp =
        ret && ret.getNumOperands() > 0 &&
        llvm::all_of(ret.getOperands(), [&](Value v) {
          return v.getDefiningOp() &&
                 v.getDefiningOp() == ret.getOperand(0).getDefiningOp();
        });
    if (!ret || ret.getNumOperands() == 0 ||
        (ret.getNumOperands() != 1 && !dynamic && !oneOp))
      return;
    // The root: the linalg op producing the (last computed) result.
    // (Tiling other ops, e.g. tensor.pad, yields tensors out of scf.if,
    // which become buffers SPIR-V cannot select between.) Its dynamic dims
    // (sizes from the push constants) take what the invocation budget
    // leaves: the grid is computed from the push constants, and the extra
    // invocations of a partial tile are guarded (strata-vulkan-map-to-gpu).
    Operation *rootOp = nullptr;
    for (Value result : ret.getOperands()) {
      Operation *def = result.getDefiningOp();
      if (!def || def->getBlock() != ret->getBlock())
        return;
      if (!rootOp || rootOp->isBeforeInBlock(def))
        rootOp = def;
    }
    auto root = dyn_cast_or_null<TilingInterface>(rootOp);
    if (!root || !isa<linalg::LinalgOp>(rootOp) ||
        rootOp->getBlock() != &func.getBody().front() ||
        !llvm::all_of(rootOp->getResultTypes(),
                      llvm::IsaPred<RankedTensorType>))
      return;
    SmallVector<int64_t> ranges;
    OpBuilder domainBuilder(rootOp);
    for (Range range : root.getIterationDomain(domainBuilder)) {
      std::optional<int64_t> lb = getConstantIntValue(range.offset);
      std::optional<int64_t> ub = getConstantIntValue(range.size);
      std::optional<int64_t> step = getConstantIntValue(range.stride);
      if (!lb || !step || *lb != 0 || *step != 1)
        return;
      ranges.push_back(ub ? *ub : ShapedType::kDynamic);
    }

    SmallVector<unsigned> parallel;
    for (auto [i, it] : llvm::enumerate(root.getLoopIteratorTypes()))
      if (it == utils::IteratorType::parallel)
        parallel.push_back(i);
    if (parallel.empty())
      return;
    // Tiling a root dimension that a fused reduction (or contraction) does
    // not produce would recompute that reduction once per tile (softmax's
    // row sum per column tile): distribute only the dimensions every such
    // producer keeps, or else the outermost one.
    llvm::SmallBitVector kept =
        dimsKeptByReductions(cast<linalg::LinalgOp>(rootOp), ranges.size());
    SmallVector<unsigned> safe;
    for (unsigned d : parallel)
      if (kept.test(d))
        safe.push_back(d);
    if (safe.empty())
      safe.push_back(parallel.front());
    parallel = safe;
    // Three grid dimensions: unit dims take none of them (a batched matmul
    // [8, 1, 3, 8] spreads 8 x 3 x 8, not 1 x 3 x 8), then the innermost
    // three; further outer dims loop inside each invocation.
    if (parallel.size() > 3) {
      SmallVector<unsigned> wide;
      for (unsigned d : parallel)
        if (ranges[d] > 1 || ShapedType::isDynamic(ranges[d]))
          wide.push_back(d);
      if (!wide.empty())
        parallel = wide;
    }
    // Dynamic dims are always distributed (a loop over one inside an
    // invocation would need a dynamically sized temporary), then the
    // innermost static ones.
    if (parallel.size() > 3) {
      int64_t room = 3 - llvm::count_if(parallel, [&](unsigned d) {
                       return ShapedType::isDynamic(ranges[d]);
                     });
      SmallVector<unsigned> kept;
      for (unsigned d : llvm::reverse(parallel))
        if (ShapedType::isDynamic(ranges[d]) || room-- > 0)
          kept.push_back(d);
      parallel.assign(kept.rbegin(), kept.rend());
      if (parallel.size() > 3)
        parallel.erase(parallel.begin(), parallel.end() - 3);
    }

    // Workgroup tile, innermost distributed loop (x) first; one point per
    // invocation, so the tile is also the workgroup size.
    SmallVector<int64_t> limits(maxWorkgroupSize.begin(),
                                maxWorkgroupSize.end());
    limits.resize(3, 1024);
    SmallVector<int64_t> tiles(parallel.size());
    SmallVector<int64_t> align =
        getTileAlignments(cast<linalg::LinalgOp>(rootOp));
    int64_t budget = std::max<int64_t>(1, maxInvocations);
    for (int i = parallel.size() - 1, pos = 0; i >= 0; --i, ++pos) {
      int64_t a = align[parallel[i]];
      if (a > 1) {
        // Tiles start at multiples of the divisor, or the dim stays whole.
        if (ShapedType::isDynamic(ranges[parallel[i]]))
          return;
        int64_t range = ranges[parallel[i]];
        int64_t cap = std::min(budget, limits[pos]);
        tiles[i] = 0;
        for (int64_t t = std::min(cap, range); t >= 1 && !tiles[i]; --t)
          if (range % t == 0 && t % a == 0)
            tiles[i] = t;
        if (!tiles[i])
          return; // Not distributable: runs on one invocation.
        budget = std::max<int64_t>(1, budget / tiles[i]);
        continue;
      }
      if (ShapedType::isDynamic(ranges[parallel[i]])) {
        // Up to kDynamicTileX invocations of what the inner dims left, the
        // last tile partial (its invocations past the end are guarded).
        tiles[i] = std::min({kDynamicTileX, budget, limits[pos]});
        budget = std::max<int64_t>(1, budget / tiles[i]);
        continue;
      }
      tiles[i] = largestDivisorAtMost(ranges[parallel[i]],
                                      std::min(budget, limits[pos]));
      budget = std::max<int64_t>(1, budget / tiles[i]);
    }

    static const gpu::MappingId ids[] = {
        gpu::MappingId::DimX, gpu::MappingId::DimY, gpu::MappingId::DimZ};
    Builder b(ctx);
    SmallVector<OpFoldResult> wgSizes(ranges.size(), b.getIndexAttr(0));
    SmallVector<Attribute> blockMapping, threadMapping;
    for (auto [i, d] : llvm::enumerate(parallel)) {
      wgSizes[d] = b.getIndexAttr(tiles[i]);
      gpu::MappingId id = ids[parallel.size() - 1 - i];
      blockMapping.push_back(gpu::GPUBlockMappingAttr::get(ctx, id));
      threadMapping.push_back(gpu::GPUThreadMappingAttr::get(ctx, id));
    }

    IRRewriter rewriter(ctx);
    FailureOr<Operation *> tiledRoot =
        tileAndFuse(rewriter, rootOp, wgSizes, blockMapping);
    if (failed(tiledRoot))
      return; // Not distributable: runs on one invocation.

    SmallVector<OpFoldResult> threadSizes(ranges.size(), b.getIndexAttr(0));
    for (unsigned d : parallel)
      threadSizes[d] = b.getIndexAttr(1);
    (void)tileAndFuse(rewriter, *tiledRoot, threadSizes, threadMapping);
  }

  /// Tiles `op` with an scf.forall carrying `mapping` and fuses producers;
  /// returns the tiled op.
  FailureOr<Operation *> tileAndFuse(IRRewriter &rewriter, Operation *op,
                                     ArrayRef<OpFoldResult> sizes,
                                     ArrayRef<Attribute> mapping) {
    scf::SCFTilingOptions tilingOptions;
    tilingOptions.setTileSizes(sizes)
        .setLoopType(scf::SCFTilingOptions::LoopType::ForallOp)
        .setMapping(mapping);
    scf::SCFTileAndFuseOptions options;
    options.setTilingOptions(tilingOptions);
    // A fused producer whose value is also a result (returned, or stored
    // by the enclosing tile loop) is yielded by the new loop too.
    options.setFusionControlFn(
        [](tensor::ExtractSliceOp, OpResult producer,
           bool) -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
          scf::SCFTileAndFuseOptions::ControlFnResult control;
          control.yieldProducerReplacement =
              llvm::any_of(producer.getUsers(), [](Operation *user) {
                return isa<func::ReturnOp, tensor::ParallelInsertSliceOp>(user);
              });
          return control;
        });
    rewriter.setInsertionPoint(op);
    FailureOr<scf::SCFTileAndFuseResult> result =
        scf::tileConsumerAndFuseProducersUsingSCF(
            rewriter, cast<TilingInterface>(op), options);
    if (failed(result) || result->tiledAndFusedOps.empty())
      return failure();
    for (auto [orig, repl] : result->replacements)
      rewriter.replaceAllUsesWith(orig, repl);
    // The tiled consumer (first) is the one whose result feeds the forall's
    // terminator (yielded producers feed it too).
    Operation *first = result->tiledAndFusedOps.front();
    for (Operation *user : first->getUsers())
      if (isa<tensor::ParallelInsertSliceOp>(user))
        return first;
    for (Operation *tiled : result->tiledAndFusedOps)
      for (Operation *user : tiled->getUsers())
        if (isa<tensor::ParallelInsertSliceOp>(user))
          return tiled;
    return failure();
  }
};

} // namespace
} // namespace strata::vulkan

//===----------------------------------------------------------------------===//
// strata-vulkan-expand-math
//===----------------------------------------------------------------------===//

namespace strata::vulkan {
#define GEN_PASS_DEF_VULKANEXPANDMATHPASS
#include "strata/Target/Vulkan/Passes.h.inc"

namespace {
/// The Vulkan environment leaves the results of GLSL.std.450 functions on
/// NaN undefined (lavapipe's atan/asin/acos return 0 or pi), and the
/// polynomial atan2/erf/erfc approximations compare and clamp their inputs:
/// a NaN operand yields NaN explicitly.
void guardNaNOperands(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa<math::AtanOp, math::AsinOp, math::AcosOp, math::Atan2Op,
            math::ErfOp, math::ErfcOp>(op) &&
        isa<FloatType>(op->getResult(0).getType()))
      ops.push_back(op);
  });
  IRRewriter rewriter(root->getContext());
  for (Operation *op : ops) {
    rewriter.setInsertionPointAfter(op);
    Location loc = op->getLoc();
    Value lhs = op->getOperand(0);
    Value rhs = op->getOperand(op->getNumOperands() - 1);
    // uno is true when either operand is NaN; lhs + rhs is then NaN.
    Value isNaN = arith::CmpFOp::create(rewriter, loc,
                                        arith::CmpFPredicate::UNO, lhs, rhs);
    Value nan =
        lhs == rhs ? lhs : arith::AddFOp::create(rewriter, loc, lhs, rhs);
    Value result = op->getResult(0);
    Value guarded = result;
    if (isa<math::Atan2Op>(op)) {
      // atan2(+-0, x) is +-0 for x >= +0 and +-pi for x <= -0, atan2(+-inf,
      // +-inf) is +-pi/4 or +-3pi/4 (the upstream polynomial expansion
      // returns NaN for atan2(0, 0) and atan2(inf, inf)).
      auto type = cast<FloatType>(result.getType());
      Type intType = rewriter.getIntegerType(type.getWidth());
      Value zero = arith::ConstantOp::create(rewriter, loc,
                                             rewriter.getFloatAttr(type, 0.0));
      Value pi = arith::ConstantOp::create(rewriter, loc,
                                           rewriter.getFloatAttr(type, M_PI));
      Value yZero = arith::CmpFOp::create(rewriter, loc,
                                          arith::CmpFPredicate::OEQ, lhs, zero);
      Value xNegative = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::slt,
          arith::BitcastOp::create(rewriter, loc, intType, rhs),
          arith::ConstantOp::create(rewriter, loc,
                                    IntegerAttr::get(intType, 0)));
      Value onAxis = math::CopySignOp::create(
          rewriter, loc,
          arith::SelectOp::create(rewriter, loc, xNegative, pi, zero), lhs);
      Value inf = arith::ConstantOp::create(
          rewriter, loc,
          rewriter.getFloatAttr(type,
                                APFloat::getInf(type.getFloatSemantics())));
      Value bothInf = arith::AndIOp::create(
          rewriter, loc,
          arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OEQ,
                                math::AbsFOp::create(rewriter, loc, lhs), inf),
          arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OEQ,
                                math::AbsFOp::create(rewriter, loc, rhs), inf));
      Value diagonal = math::CopySignOp::create(
          rewriter, loc,
          arith::SelectOp::create(
              rewriter, loc, xNegative,
              arith::ConstantOp::create(
                  rewriter, loc, rewriter.getFloatAttr(type, 0.75 * M_PI)),
              arith::ConstantOp::create(
                  rewriter, loc, rewriter.getFloatAttr(type, 0.25 * M_PI))),
          lhs);
      Value special =
          arith::SelectOp::create(rewriter, loc, bothInf, diagonal, result);
      guarded = arith::SelectOp::create(rewriter, loc, yZero, onAxis, special);
    }
    auto select = arith::SelectOp::create(rewriter, loc, isNaN, nan, guarded);
    // Every use but the guards' own.
    Operation *last = select;
    result.replaceUsesWithIf(select.getResult(), [&](OpOperand &use) {
      Operation *owner = use.getOwner();
      return owner->getBlock() != last->getBlock() ||
             !op->isBeforeInBlock(owner) || last->isBeforeInBlock(owner);
    });
  }
}

/// math.ctpop on i8/i16/i64: Vulkan's OpBitCount takes 32-bit integers
/// only. Narrow ints are zero-extended, i64 counts its two halves.
struct WidenCtPop final : OpRewritePattern<math::CtPopOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::CtPopOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getType());
    if (!type || type.getWidth() == 32)
      return failure();
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    if (type.getWidth() < 32) {
      Value wide = arith::ExtUIOp::create(rewriter, loc, i32, op.getOperand());
      Value count = math::CtPopOp::create(rewriter, loc, wide);
      rewriter.replaceOpWithNewOp<arith::TruncIOp>(op, type, count);
      return success();
    }
    if (type.getWidth() != 64)
      return failure();
    Value low = arith::TruncIOp::create(rewriter, loc, i32, op.getOperand());
    Value shift = arith::ConstantIntOp::create(rewriter, loc, type, 32);
    Value high = arith::TruncIOp::create(
        rewriter, loc, i32,
        arith::ShRUIOp::create(rewriter, loc, op.getOperand(), shift));
    Value sum = arith::AddIOp::create(
        rewriter, loc, math::CtPopOp::create(rewriter, loc, low),
        math::CtPopOp::create(rewriter, loc, high));
    rewriter.replaceOpWithNewOp<arith::ExtUIOp>(op, type, sum);
    return success();
  }
};

/// math.ctlz on i8/i16/i64: upstream lowers only 32-bit operands (through
/// FindUMsb). Narrow ints count in the zero-extended word minus the extra
/// leading bits; i64 counts the high half, or 32 + the low half's count
/// when the high half is zero.
struct WidenCtlz final : OpRewritePattern<math::CountLeadingZerosOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::CountLeadingZerosOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getType());
    if (!type || type.getWidth() == 32)
      return failure();
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    auto constant = [&](Type t, int64_t v) -> Value {
      return arith::ConstantIntOp::create(rewriter, loc, t, v);
    };
    if (type.getWidth() < 32) {
      Value wide = arith::ExtUIOp::create(rewriter, loc, i32, op.getOperand());
      Value count = arith::SubIOp::create(
          rewriter, loc, math::CountLeadingZerosOp::create(rewriter, loc, wide),
          constant(i32, 32 - type.getWidth()));
      rewriter.replaceOpWithNewOp<arith::TruncIOp>(op, type, count);
      return success();
    }
    if (type.getWidth() != 64)
      return failure();
    Value low = arith::TruncIOp::create(rewriter, loc, i32, op.getOperand());
    Value high = arith::TruncIOp::create(
        rewriter, loc, i32,
        arith::ShRUIOp::create(rewriter, loc, op.getOperand(),
                               constant(type, 32)));
    Value highZero = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, high, constant(i32, 0));
    Value lowCount = arith::AddIOp::create(
        rewriter, loc, math::CountLeadingZerosOp::create(rewriter, loc, low),
        constant(i32, 32));
    Value count = arith::SelectOp::create(
        rewriter, loc, highZero, lowCount,
        math::CountLeadingZerosOp::create(rewriter, loc, high));
    rewriter.replaceOpWithNewOp<arith::ExtUIOp>(op, type, count);
    return success();
  }
};

/// math.cbrt (no GLSL.std.450 instruction), in the operand's own type: an
/// exponent-thirding bit estimate of |x| refined by Newton steps
/// y += (|x|/y^2 - y)/3 (each squares the relative error: 5 steps reach
/// f64 precision from the estimate's few percent), then the sign of x;
/// +-0, +-inf and NaN are returned as they are.
struct ExpandCbrt final : OpRewritePattern<math::CbrtOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::CbrtOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<FloatType>(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    unsigned width = type.getWidth();
    auto intType = rewriter.getIntegerType(width);
    Value x = op.getOperand();
    Value a = math::AbsFOp::create(rewriter, loc, x);
    APInt one = APFloat::getOne(type.getFloatSemantics()).bitcastToAPInt();
    APInt bias = one - one.udiv(APInt(width, 3));
    Value bits = arith::BitcastOp::create(rewriter, loc, intType, a);
    Value third = arith::DivUIOp::create(
        rewriter, loc, bits,
        arith::ConstantOp::create(rewriter, loc, IntegerAttr::get(intType, 3)));
    Value y = arith::BitcastOp::create(
        rewriter, loc, type,
        arith::AddIOp::create(
            rewriter, loc, third,
            arith::ConstantOp::create(rewriter, loc,
                                      IntegerAttr::get(intType, bias))));
    Value oneThird = arith::ConstantOp::create(
        rewriter, loc, rewriter.getFloatAttr(type, 1.0 / 3.0));
    int steps = width >= 64 ? 5 : 4;
    for (int i = 0; i < steps; ++i) {
      Value y2 = arith::MulFOp::create(rewriter, loc, y, y);
      Value step = arith::SubFOp::create(
          rewriter, loc, arith::DivFOp::create(rewriter, loc, a, y2), y);
      y = arith::AddFOp::create(
          rewriter, loc, y,
          arith::MulFOp::create(rewriter, loc, step, oneThird));
    }
    Value signed_ = math::CopySignOp::create(rewriter, loc, y, x);
    // x == 0, |x| == inf or NaN: x itself.
    Value zero = arith::ConstantOp::create(rewriter, loc,
                                           rewriter.getFloatAttr(type, 0.0));
    Value inf = arith::ConstantOp::create(
        rewriter, loc,
        rewriter.getFloatAttr(type, APFloat::getInf(type.getFloatSemantics())));
    Value special = arith::OrIOp::create(
        rewriter, loc,
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OEQ, a,
                              zero),
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UEQ, a,
                              inf));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, special, x, signed_);
    return success();
  }
};

/// math.isfinite (OpIsFinite needs the Kernel capability): |x| < inf,
/// false for +-inf and (unordered) NaN.
struct ExpandIsFinite final : OpRewritePattern<math::IsFiniteOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::IsFiniteOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<FloatType>(op.getOperand().getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value a = math::AbsFOp::create(rewriter, loc, op.getOperand());
    Value inf = arith::ConstantOp::create(
        rewriter, loc,
        rewriter.getFloatAttr(type, APFloat::getInf(type.getFloatSemantics())));
    rewriter.replaceOpWithNewOp<arith::CmpFOp>(op, arith::CmpFPredicate::OLT, a,
                                               inf);
    return success();
  }
};

/// A narrower-than-f64 sin/cos/atan/asin/acos/atan2/expm1/log1p computed in
/// f64 and rounded once (the f64 expansions reduce the argument exactly;
/// GLSL.std.450's f32 built-ins are only required to 2^-11 absolute, and
/// lavapipe's atan(-1) was off by 3e-6, its f32 expm1(1e-30) 0). With
/// kF32Only, f32 alone: f32 log (Vulkan allows 3 ulp; NVIDIA's is off by
/// that much, and igamma(100, 90) = exp(100 log 90 - 90 - lgamma(100))
/// multiplies it by 100: 6e-5 from XLA's 0.158222). 16-bit logs keep the
/// built-in, accurate to their precision.
template <typename Op, bool kF32Only = false>
struct TrigInF64 final : OpRewritePattern<Op> {
  using OpRewritePattern<Op>::OpRewritePattern;
  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    auto elem = dyn_cast<FloatType>(getElementTypeOrSelf(type));
    if (!elem || elem.getWidth() >= 64 || (kF32Only && !elem.isF32()) ||
        (isa<ShapedType>(type) && !isa<VectorType>(type)))
      return failure();
    Type wide = Float64Type::get(op.getContext());
    if (auto vec = dyn_cast<VectorType>(type))
      wide = vec.clone(wide);
    Location loc = op.getLoc();
    // Below f32 through f32 both ways: arith-expand converts bf16 only
    // from and to f32.
    Type f32 = Float32Type::get(op.getContext());
    if (auto vec = dyn_cast<VectorType>(type))
      f32 = vec.clone(f32);
    bool narrow = elem.getWidth() < 32;
    SmallVector<Value> operands;
    for (Value operand : op->getOperands()) {
      if (narrow)
        operand = arith::ExtFOp::create(rewriter, loc, f32, operand);
      operands.push_back(arith::ExtFOp::create(rewriter, loc, wide, operand));
    }
    Value y = Op::create(rewriter, loc, TypeRange{wide}, operands);
    if (narrow)
      y = arith::TruncFOp::create(rewriter, loc, f32, y);
    rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, type, y);
    return success();
  }
};

/// A select of bf16 values selects their 16-bit patterns: SPIR-V has no
/// bf16, and the float emulation below converts arithmetic only.
struct SelectBF16Bits : OpRewritePattern<arith::SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::SelectOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isBF16())
      return failure();
    Type i16 = rewriter.getI16Type();
    if (auto vec = dyn_cast<VectorType>(type))
      i16 = vec.clone(i16);
    else if (isa<ShapedType>(type))
      return failure();
    Location loc = op.getLoc();
    Value t = arith::BitcastOp::create(rewriter, loc, i16, op.getTrueValue());
    Value f = arith::BitcastOp::create(rewriter, loc, i16, op.getFalseValue());
    Value r = arith::SelectOp::create(rewriter, loc, op.getCondition(), t, f);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, type, r);
    return success();
  }
};

/// extf from a 16-bit float to f64 goes through f32 (exact): arith-expand's
/// bf16 extension only produces f32 (it left a 16-bit to f32 bit cast).
struct SplitWideExtF : OpRewritePattern<arith::ExtFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::ExtFOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    auto from = cast<FloatType>(getElementTypeOrSelf(op.getIn().getType()));
    auto to = cast<FloatType>(getElementTypeOrSelf(type));
    if (from.getWidth() >= 32 || to.getWidth() <= 32)
      return failure();
    Type f32 = Float32Type::get(op.getContext());
    if (auto shaped = dyn_cast<ShapedType>(type))
      f32 = shaped.clone(f32);
    Value mid = arith::ExtFOp::create(rewriter, op.getLoc(), f32, op.getIn());
    rewriter.replaceOpWithNewOp<arith::ExtFOp>(op, type, mid);
    return success();
  }
};

/// f32/f16 division precise over the whole range: Vulkan requires OpFDiv to
/// 2.5 ulp only for divisors in [2^-126, 2^126] ([2^-14, 2^14] in f16), and
/// NVIDIA's x * rcp(y) flushes rcp of a larger y to zero (sign(3e38 + 3e38i)
/// came out NaN). A divisor beyond the range scales both operands by 1/4
/// first, which is exact and leaves the quotient as it is.
void scaleHugeDivisors(Operation *root) {
  SmallVector<arith::DivFOp> divisions;
  root->walk([&](arith::DivFOp op) {
    auto elem = dyn_cast<FloatType>(getElementTypeOrSelf(op.getType()));
    if (elem && (elem.isF32() || elem.isF16()) &&
        (!isa<ShapedType>(op.getType()) || isa<VectorType>(op.getType())))
      divisions.push_back(op);
  });
  for (arith::DivFOp op : divisions) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    Type type = op.getType();
    auto elem = cast<FloatType>(getElementTypeOrSelf(type));
    auto constant = [&](double v) -> Value {
      TypedAttr attr = b.getFloatAttr(elem, v);
      if (auto vec = dyn_cast<VectorType>(type))
        attr = SplatElementsAttr::get(vec, attr);
      return arith::ConstantOp::create(b, loc, attr);
    };
    Value x = op.getLhs(), y = op.getRhs();
    Value big = arith::CmpFOp::create(
        b, loc, arith::CmpFPredicate::OGT, math::AbsFOp::create(b, loc, y),
        constant(elem.isF32() ? 0x1p126 : 0x1p14));
    Value quarter = constant(0.25);
    Value sx = arith::SelectOp::create(
        b, loc, big, arith::MulFOp::create(b, loc, x, quarter), x);
    Value sy = arith::SelectOp::create(
        b, loc, big, arith::MulFOp::create(b, loc, y, quarter), y);
    op.getLhsMutable().assign(sx);
    op.getRhsMutable().assign(sy);
  }
}

class ExpandMathPass : public impl::VulkanExpandMathPassBase<ExpandMathPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    guardNaNOperands(getOperation());
    {
      RewritePatternSet patterns(ctx);
      patterns.add<WidenCtPop, WidenCtlz, ExpandCbrt, ExpandIsFinite,
                   SplitWideExtF, SelectBF16Bits>(ctx);
      (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    }
    {
      RewritePatternSet patterns(ctx);
      math::populateExpansionPatterns(
          patterns,
          {"fpowi", "ipowi", "asinh", "acosh", "atanh", "sinh", "cosh", "tan"});
      (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    }
    if (f32TrigInF64) {
      RewritePatternSet patterns(ctx);
      patterns.add<TrigInF64<math::SinOp>, TrigInF64<math::CosOp>,
                   TrigInF64<math::AtanOp>, TrigInF64<math::AsinOp>,
                   TrigInF64<math::AcosOp>, TrigInF64<math::Atan2Op>,
                   TrigInF64<math::ExpM1Op>, TrigInF64<math::Log1pOp>,
                   TrigInF64<math::LogOp, /*kF32Only=*/true>>(ctx);
      (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    }
    {
      // Before the approximations below, which are f32-precision.
      RewritePatternSet patterns(ctx);
      populateVulkanF64MathPatterns(patterns);
      (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    }
    RewritePatternSet patterns(ctx);
    auto approximated = [](StringRef name) {
      name.consume_front("math.");
      return name == "erf" || name == "erfc" || name == "atan2";
    };
    populateMathF32ExpansionPatterns(patterns, approximated);
    populateMathPolynomialApproximationPatterns(patterns, approximated);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    // Last: the expansions above divide too.
    scaleHugeDivisors(getOperation());
  }
};
} // namespace
} // namespace strata::vulkan
