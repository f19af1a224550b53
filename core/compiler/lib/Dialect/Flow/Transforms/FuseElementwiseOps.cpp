//===- FuseElementwiseOps.cpp - Elementwise producer fusion -----*- C++ -*-===//

#include "strata/Dialect/Flow/Transforms/Passes.h"

#include "FusionCost.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
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

/// A concatenation: static unit-stride insert_slices chained into a
/// tensor.empty, each the only user of the one before, whose parts tile the
/// result along one dimension.
struct Concatenation {
  int64_t dim;
  SmallVector<tensor::InsertSliceOp> inserts; // first to last
};

std::optional<Concatenation> matchConcatenation(Value value) {
  Concatenation concat{-1, {}};
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  while (auto insert = value.getDefiningOp<tensor::InsertSliceOp>()) {
    if (!insert->hasOneUse() || !insert.hasUnitStride() ||
        !insert.getSourceType().hasStaticShape() ||
        insert.getSourceType().getRank() != type.getRank())
      return std::nullopt;
    for (int64_t d = 0; d < type.getRank(); ++d) {
      std::optional<int64_t> offset =
          getConstantIntValue(insert.getMixedOffsets()[d]);
      if (!offset)
        return std::nullopt;
      if (insert.getSourceType().getDimSize(d) == type.getDimSize(d) &&
          *offset == 0)
        continue;
      if (concat.dim >= 0 && concat.dim != d)
        return std::nullopt;
      concat.dim = d;
    }
    concat.inserts.push_back(insert);
    value = insert.getDest();
  }
  if (!value.getDefiningOp<tensor::EmptyOp>() || concat.inserts.size() < 2 ||
      concat.dim < 0)
    return std::nullopt;
  std::reverse(concat.inserts.begin(), concat.inserts.end());
  // The parts must cover the result exactly once (an uncovered element
  // would be the empty tensor's undefined value).
  SmallVector<std::pair<int64_t, int64_t>> spans;
  for (tensor::InsertSliceOp insert : concat.inserts)
    spans.push_back({*getConstantIntValue(insert.getMixedOffsets()[concat.dim]),
                     insert.getSourceType().getDimSize(concat.dim)});
  llvm::sort(spans);
  int64_t covered = 0;
  for (auto [offset, size] : spans) {
    if (offset != covered)
      return std::nullopt;
    covered += size;
  }
  if (covered != type.getDimSize(concat.dim))
    return std::nullopt;
  return concat;
}

/// elementwise(concatenate(a, b), y) -> concatenate(elementwise(a, y[..a..]),
/// elementwise(b, y[..b..])): an elementwise op whose operand is a
/// concatenation (used by it alone, read through the identity map) runs on
/// each part, its other operands sliced alike where they vary along the
/// concatenated dimension. The parts then fuse with what computes them
/// (RoPE's rotated halves and the cast after their concatenation become one
/// elementwise op each), and the concatenation's dispatch writes them in
/// place instead of a dispatch reading the concatenation back.
struct SinkElementwiseIntoConcatenation : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumLoops() != op.getNumParallelLoops() ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
        !op.getMatchingBlockArgument(op.getDpsInitOperand(0)).use_empty() ||
        !op.getBody()->getOps<linalg::IndexOp>().empty() ||
        !llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
          return map.isProjectedPermutation();
        }))
      return failure();
    auto resultType = dyn_cast<RankedTensorType>(op.getResult(0).getType());
    if (!resultType || !resultType.hasStaticShape())
      return failure();
    std::optional<Concatenation> concat;
    Value concatValue;
    for (OpOperand *input : op.getDpsInputOperands()) {
      if (!op.getMatchingIndexingMap(input).isIdentity() ||
          !input->get().hasOneUse())
        continue;
      if ((concat = matchConcatenation(input->get()))) {
        concatValue = input->get();
        break;
      }
    }
    if (!concat)
      return failure();
    Location loc = op.getLoc();
    const int64_t dim = concat->dim;
    AffineExpr dimExpr = rewriter.getAffineDimExpr(dim);
    Value result = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                           resultType.getElementType());
    for (tensor::InsertSliceOp insert : concat->inserts) {
      int64_t offset = *getConstantIntValue(insert.getMixedOffsets()[dim]);
      int64_t size = insert.getSourceType().getDimSize(dim);
      SmallVector<Value> inputs;
      for (OpOperand *input : op.getDpsInputOperands()) {
        Value value = input->get();
        if (value == concatValue) {
          inputs.push_back(insert.getSource());
          continue;
        }
        AffineMap map = op.getMatchingIndexingMap(input);
        std::optional<unsigned> at = map.getResultPosition(dimExpr);
        auto type = dyn_cast<RankedTensorType>(value.getType());
        if (!at || !type) {
          inputs.push_back(value);
          continue;
        }
        SmallVector<OpFoldResult> offsets(type.getRank(),
                                          rewriter.getIndexAttr(0));
        SmallVector<OpFoldResult> sizes =
            tensor::getMixedSizes(rewriter, loc, value);
        SmallVector<OpFoldResult> strides(type.getRank(),
                                          rewriter.getIndexAttr(1));
        offsets[*at] = rewriter.getIndexAttr(offset);
        sizes[*at] = rewriter.getIndexAttr(size);
        inputs.push_back(tensor::ExtractSliceOp::create(
            rewriter, loc, value, offsets, sizes, strides));
      }
      SmallVector<int64_t> partShape(resultType.getShape());
      partShape[dim] = size;
      Value init = tensor::EmptyOp::create(rewriter, loc, partShape,
                                           resultType.getElementType());
      auto part = linalg::GenericOp::create(
          rewriter, loc, TypeRange{init.getType()}, inputs, ValueRange{init},
          op.getIndexingMapsArray(), op.getIteratorTypesArray());
      IRMapping mapping;
      op.getRegion().cloneInto(&part.getRegion(), mapping);
      result = tensor::InsertSliceOp::create(
          rewriter, loc, part.getResult(0), result, insert.getMixedOffsets(),
          insert.getMixedSizes(), insert.getMixedStrides());
    }
    rewriter.replaceOp(op, result);
    for (tensor::InsertSliceOp insert : llvm::reverse(concat->inserts))
      rewriter.eraseOp(insert);
    return success();
  }
};

/// Arithmetic per point a producer with several consumers may be computed
/// again in each of them (its value feeds two or more elementwise ops: RoPE's
/// rotated halves, a residual read twice): each copy costs at most this
/// much, cheaper than a dispatch and a round trip of the value through
/// memory.
constexpr int64_t kMaxDuplicatedArithmetic = 8;
/// Or, for a small producer (at most kMaxSmallDuplicatedArithmetic ops per
/// point of the extra copies), at most kMaxDuplicatedWork ops in all beyond
/// computing each element once: a small table, such as RoPE's cosines read
/// by the query's and the key's rotations, costs less computed four times
/// than a dispatch of its own. (Copies fuse and are copied again in the
/// next round: the bounds keep a deep graph of small ops from growing
/// without limit.)
constexpr int64_t kMaxSmallDuplicatedArithmetic = 32;
constexpr int64_t kMaxDuplicatedWork = int64_t(1) << 18;

/// A copy's cost per point in a loop's body: countArithmetic, with a
/// transcendental (exp, tanh, log, sin, pow, erf, ...: a polynomial of a
/// dozen or more instructions) as kTranscendentalCost ops.
constexpr int64_t kTranscendentalCost = 8;
int64_t costInLoop(linalg::GenericOp op) {
  int64_t cost = strata::flow::countArithmetic(op);
  for (Operation &inner : op.getBlock()->without_terminator())
    if (isa<math::MathDialect>(inner.getDialect()) &&
        !isa<math::AbsFOp, math::AbsIOp, math::CopySignOp, math::FmaOp,
             math::FloorOp, math::CeilOp, math::RoundOp, math::RoundEvenOp,
             math::TruncOp, math::SqrtOp>(inner))
      cost += kTranscendentalCost - 1;
  return cost;
}

/// True when `op` is a generic with only parallel loops reading its operands
/// through projected permutations: upstream fusion takes a producer into it.
bool isParallelGeneric(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && generic.hasPureTensorSemantics() &&
         generic.getNumLoops() == generic.getNumParallelLoops() &&
         llvm::all_of(generic.getIndexingMapsArray(), [](AffineMap map) {
           return map.isProjectedPermutation();
         });
}

/// Gives each user of a cheap elementwise producer with several users its
/// own copy (a single-result parallel generic whose every user is one in
/// its block, at most kMaxDuplicatedArithmetic ops per point of the extra
/// copies, or kMaxDuplicatedWork in all), so that
/// single-use fusion then takes a copy into each: the producer's value never
/// goes through memory. Producers are visited after their users, so a
/// producer's users include the copies made of them (a chain of diamonds
/// stops doubling once the copies cost more than the bound). Returns whether
/// it made a copy.
bool duplicateCheapProducers(func::FuncOp func) {
  bool duplicated = false;
  SmallVector<linalg::GenericOp> generics;
  func.walk([&](linalg::GenericOp op) { generics.push_back(op); });
  for (linalg::GenericOp producer : llvm::reverse(generics)) {
    if (producer->getNumResults() != 1 || producer->hasOneUse() ||
        producer->use_empty() || !isParallelGeneric(producer) ||
        isConstantGeneric(producer))
      continue;
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : producer->getResult(0).getUses())
      uses.push_back(&use);
    // A user that feeds a reduction (a softmax's exponentials converted
    // for their sum) keeps sharing the producer: the reduction's row group
    // (or an attention kernel) computes it once for both.
    auto feedsReduction = [](Operation *user) {
      return llvm::any_of(user->getUsers(), [](Operation *next) {
        auto linalgNext = dyn_cast<linalg::LinalgOp>(next);
        return linalgNext && linalgNext.getNumReductionLoops() > 0;
      });
    };
    if (!llvm::all_of(uses, [&](OpOperand *use) {
          Operation *user = use->getOwner();
          auto generic = dyn_cast<linalg::GenericOp>(user);
          return user->getBlock() == producer->getBlock() &&
                 isParallelGeneric(user) && generic.isDpsInput(use) &&
                 !feedsReduction(user);
        }))
      continue;
    // In a loop's body (a recurrent cell's gates read by its state and
    // output updates) the copies save no dispatch: the loop runs in one
    // dispatch. Only copies cheaper than a store and a load are made there,
    // transcendentals at their cost (lstm_cell_state on llvm-cpu computed
    // its gates' exponentials three times: 7.9 -> 9.5 us a call).
    bool inLoop = isa<LoopLikeOpInterface>(producer->getParentOp());
    int64_t extra = (inLoop ? costInLoop(producer)
                            : strata::flow::countArithmetic(producer)) *
                    int64_t(uses.size() - 1);
    int64_t elements = 1;
    for (int64_t range : producer.getStaticLoopRanges())
      elements = ShapedType::isDynamic(range) || range > kMaxDuplicatedWork
                     ? kMaxDuplicatedWork
                     : std::min(elements * range, kMaxDuplicatedWork);
    if (extra > kMaxDuplicatedArithmetic &&
        (inLoop || extra > kMaxSmallDuplicatedArithmetic ||
         extra * elements > kMaxDuplicatedWork))
      continue;
    OpBuilder builder(producer);
    for (OpOperand *use : llvm::drop_begin(uses))
      use->set(builder.clone(*producer)->getResult(0));
    duplicated = true;
  }
  return duplicated;
}

struct FuseElementwiseOpsPass
    : public strata::flow::impl::FuseElementwiseOpsPassBase<
          FuseElementwiseOpsPass> {
  using FuseElementwiseOpsPassBase::FuseElementwiseOpsPassBase;
  /// Fuses elementwise producers into the consumers `fusesInto` accepts
  /// (and elementwise ops into concatenations' parts where asked).
  LogicalResult
  fuse(llvm::function_ref<bool(OpOperand *, linalg::LinalgOp, linalg::LinalgOp)>
           fusesInto,
       bool sinkParts = false) {
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
    if (sinkParts)
      patterns.add<SinkElementwiseIntoConcatenation>(&getContext());
    return applyPatternsGreedily(getOperation(), std::move(patterns));
  }

  void runOnOperation() override {
    // Elementwise chains first, so that a producer is judged whole before
    // it goes into a reduction (a GELU's last multiply alone is cheap).
    // Fusion makes new producers with several users (a broadcast and the
    // cosine it reads become one op): copies, fusion, again, a few times.
    auto elementwiseOnly = [](OpOperand *, linalg::LinalgOp,
                              linalg::LinalgOp consumer) {
      return consumer.getNumReductionLoops() == 0;
    };
    constexpr int kDuplicationRounds = 4;
    for (int round = 0; round < kDuplicationRounds; ++round) {
      bool duplicated =
          copyProducers && duplicateCheapProducers(getOperation());
      if (failed(fuse(elementwiseOnly, sinkIntoConcatenations)))
        return signalPassFailure();
      if (!duplicated)
        break;
    }
    if (failed(fuse([](OpOperand *fused, linalg::LinalgOp producer,
                       linalg::LinalgOp consumer) {
          return !strata::flow::recomputesCostlyProducer(consumer, fused,
                                                         producer);
        })))
      return signalPassFailure();
  }
};
} // namespace
