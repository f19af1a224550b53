//===- SplitOperandComputations.cpp - Unfuse reused operand math ----------===//

#include "SplitOperandComputations.h"
#include "AMXContraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

bool isExpensive(Operation *op) {
  return isa<math::MathDialect>(op->getDialect()) ||
         isa<arith::DivFOp, arith::RemFOp, arith::DivSIOp, arith::DivUIOp,
             arith::RemSIOp, arith::RemUIOp>(op);
}

/// Whether `v` is a factor of the product a contraction body accumulates
/// (`yield out + v * w`): what computes it, unless a lone widening the
/// contraction tiles take in their stride, is better computed once per
/// element than once per multiply.
bool isContractionFactor(linalg::GenericOp generic, Value v) {
  if (generic.getNumDpsInits() != 1)
    return false;
  Block &body = generic.getRegion().front();
  Value acc =
      body.getArgument(generic.getDpsInitOperand(0)->getOperandNumber());
  Operation *add = body.getTerminator()->getOperand(0).getDefiningOp();
  if (!add || !isa<arith::AddFOp, arith::AddIOp>(add) ||
      !llvm::is_contained(add->getOperands(), acc))
    return false;
  Value product =
      add->getOperand(0) == acc ? add->getOperand(1) : add->getOperand(0);
  Operation *mul = product.getDefiningOp();
  return mul && isa<arith::MulFOp, arith::MulIOp>(mul) &&
         llvm::is_contained(mul->getOperands(), v);
}

/// A bf16 x bf16 -> f32 contraction whose register tiles take AVX512-BF16
/// dot products (BF16Dot.h): both factors widened block arguments, one of
/// them contiguous along the output's innermost dim (the vector loop, 16
/// lanes at a time) and the innermost reduction loop of even length (k
/// pairs).
bool isBF16DotContraction(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 2 || generic.getNumDpsInits() != 1 ||
      !linalg::isaContractionOpInterface(generic))
    return false;
  Block &body = generic.getRegion().front();
  for (unsigned i = 0; i < 2; ++i) {
    BlockArgument arg = body.getArgument(i);
    if (!arg.getType().isBF16() || !arg.hasOneUse() ||
        !isa<arith::ExtFOp>(*arg.getUsers().begin()) ||
        !arg.getUsers().begin()->getResult(0).getType().isF32())
      return false;
  }
  FailureOr<linalg::ContractionDimensions> cd =
      linalg::inferContractionDims(generic);
  AffineMap out = generic.getMatchingIndexingMap(generic.getDpsInitOperand(0));
  if (failed(cd) || cd->k.empty() || out.getNumResults() == 0)
    return false;
  SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
  AffineExpr inner = out.getResults().back();
  auto dim = dyn_cast<AffineDimExpr>(inner);
  if (!dim || ranges[dim.getPosition()] % 16 != 0 ||
      ranges[cd->k.back()] % 2 != 0)
    return false;
  return llvm::any_of(generic.getDpsInputOperands(), [&](OpOperand *input) {
    AffineMap map = generic.getMatchingIndexingMap(input);
    return map.getNumResults() > 0 && map.getResults().back() == inner;
  });
}

/// The inputs of `generic` whose every index is one of `anchor`'s: in a
/// body op computed from them alone, the loops `anchor` does not index
/// change nothing.
SmallVector<OpOperand *> inputsWithinAnchor(linalg::GenericOp generic,
                                            AffineMap anchor) {
  SmallVector<OpOperand *> inputs;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(input);
    if (map.isProjectedPermutation() &&
        llvm::all_of(map.getResults(), [&](AffineExpr e) {
          return anchor.getResultPosition(e).has_value();
        }))
      inputs.push_back(input);
  }
  return inputs;
}

/// The body ops of `generic` computed from `args` alone (and from values
/// defined outside the body), in body order.
llvm::SetVector<Operation *> opsComputedFrom(linalg::GenericOp generic,
                                             ArrayRef<BlockArgument> args) {
  llvm::SetVector<Operation *> ops;
  Block &body = generic.getRegion().front();
  for (Operation &op : body.without_terminator()) {
    if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op) ||
        isa<linalg::IndexOp>(op))
      continue;
    bool usesArgs = false, onlyArgs = true;
    for (Value v : op.getOperands()) {
      if (llvm::is_contained(args, v) ||
          (v.getDefiningOp() && ops.contains(v.getDefiningOp()))) {
        usesArgs = true;
        continue;
      }
      if (v.getParentBlock() == &body)
        onlyArgs = false; // Another block argument or body value.
    }
    if (usesArgs && onlyArgs)
      ops.insert(&op);
  }
  return ops;
}

/// Splits out of `generic` the body ops computed from the inputs indexed
/// within input `index`'s indices (the input itself, per-row statistics,
/// per-column scales), into an elementwise generic over that input's shape.
/// Returns the replacement op, or null when there is nothing worth it.
linalg::GenericOp splitOperand(RewriterBase &rewriter,
                               linalg::GenericOp generic, unsigned index,
                               bool keepBF16Pairs, bool keepAMXPairs,
                               bool loneWidenings) {
  OpOperand *anchorOperand = generic.getDpsInputOperand(index);
  auto anchorType = dyn_cast<RankedTensorType>(anchorOperand->get().getType());
  AffineMap anchor = generic.getMatchingIndexingMap(anchorOperand);
  // Reused across loops: fewer map results than loops, each a loop.
  if (!anchorType || !anchorType.hasStaticShape() ||
      !anchor.isProjectedPermutation() ||
      anchor.getNumResults() >= generic.getNumLoops())
    return nullptr;
  Block &body = generic.getRegion().front();
  SmallVector<OpOperand *> sources = inputsWithinAnchor(generic, anchor);
  SmallVector<BlockArgument> sourceArgs;
  for (OpOperand *source : sources)
    sourceArgs.push_back(body.getArgument(source->getOperandNumber()));
  llvm::SetVector<Operation *> ops = opsComputedFrom(generic, sourceArgs);
  // The values the rest of the body reads from the split ops.
  llvm::SetVector<Value> frontier;
  for (Operation *op : ops)
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers())
        if (!ops.contains(user))
          frontier.insert(result);
  if (frontier.empty())
    return nullptr;
  // A lone integer widening stays in the tiles' stride; a narrow float one
  // (bf16/f16) is split: a register tile widening its broadcast operand
  // builds each column with 16-bit shuffles and scalar loads.
  bool wideningOnly = ops.size() == 1 &&
                      isa<arith::ExtSIOp, arith::SIToFPOp>(ops.front()) &&
                      isa<BlockArgument>(ops.front()->getOperand(0));
  bool contractionFactor =
      frontier.size() == 1 && isContractionFactor(generic, frontier.front());
  // For the AVX512-BF16 dot products, a computed factor that ends in a
  // bf16 -> f32 widening (a softmax cast to bf16, an f32 activation
  // truncated) is split before the widening, when the other factor is a
  // bf16 widening too: the contraction keeps reading bf16 pairs.
  if ((keepBF16Pairs || keepAMXPairs) && ops.size() > 1 &&
      frontier.size() == 1 && isContractionFactor(generic, frontier.front())) {
    auto ext = frontier.front().getDefiningOp<arith::ExtFOp>();
    Operation *mul = ext ? *ext->getUsers().begin() : nullptr;
    if (ext && ext->hasOneUse() && ext.getIn().getType().isBF16() &&
        llvm::all_of(mul->getOperands(), [](Value v) {
          auto other = v.getDefiningOp<arith::ExtFOp>();
          return other && other.getIn().getType().isBF16();
        })) {
      ops.remove(ext);
      frontier.clear();
      frontier.insert(ext.getIn());
    }
  }
  // Lone float widenings go last (splitting the other factor's computation
  // may leave a contraction the dot products take, see below).
  bool loneFloatWidening = ops.size() == 1 && isa<arith::ExtFOp>(ops.front()) &&
                           isa<BlockArgument>(ops.front()->getOperand(0));
  if (loneFloatWidening &&
      (!loneWidenings || (keepBF16Pairs && isBF16DotContraction(generic)) ||
       (keepAMXPairs && isAMXContraction(generic))))
    return nullptr;
  if (llvm::none_of(ops, isExpensive) && !(contractionFactor && !wideningOnly))
    return nullptr;

  Location loc = generic.getLoc();
  MLIRContext *ctx = generic.getContext();
  rewriter.setInsertionPoint(generic);
  // The producer: elementwise over the anchor's shape, each source read
  // through its map re-expressed in the anchor's dims.
  int64_t rank = anchorType.getRank();
  SmallVector<AffineMap> producerMaps;
  for (OpOperand *source : sources) {
    SmallVector<AffineExpr> exprs;
    for (AffineExpr e : generic.getMatchingIndexingMap(source).getResults())
      exprs.push_back(getAffineDimExpr(*anchor.getResultPosition(e), ctx));
    producerMaps.push_back(AffineMap::get(rank, 0, exprs, ctx));
  }
  SmallVector<Value> sourceValues, inits;
  SmallVector<Type> resultTypes;
  for (OpOperand *source : sources)
    sourceValues.push_back(source->get());
  for (Value v : frontier) {
    inits.push_back(tensor::EmptyOp::create(
        rewriter, loc, anchorType.getShape(), v.getType()));
    resultTypes.push_back(inits.back().getType());
    producerMaps.push_back(rewriter.getMultiDimIdentityMap(rank));
  }
  auto producer = linalg::GenericOp::create(
      rewriter, loc, resultTypes, sourceValues, inits, producerMaps,
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &b, Location, ValueRange args) {
        IRMapping mapping;
        for (auto [old, now] : llvm::zip(sourceArgs, args))
          mapping.map(old, now);
        for (Operation *op : ops)
          b.clone(*op, mapping);
        SmallVector<Value> yielded;
        for (Value v : frontier)
          yielded.push_back(mapping.lookup(v));
        linalg::YieldOp::create(b, loc, yielded);
      });

  // The consumer reads the producer's results through the anchor's map, in
  // the anchor's place (which keeps contraction operands in order), and a
  // source only if other body ops still use it.
  auto stillUsed = [&](BlockArgument arg) {
    return llvm::any_of(arg.getUsers(),
                        [&](Operation *user) { return !ops.contains(user); });
  };
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  // Old block argument or split value -> new block argument position.
  SmallVector<std::pair<Value, unsigned>> newArgs;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    BlockArgument arg = body.getArgument(input->getOperandNumber());
    if (!llvm::is_contained(sourceArgs, arg) || stillUsed(arg)) {
      newArgs.push_back({arg, unsigned(inputs.size())});
      inputs.push_back(input->get());
      maps.push_back(generic.getMatchingIndexingMap(input));
    }
    if (input != anchorOperand)
      continue;
    for (auto [v, result] : llvm::zip(frontier, producer.getResults())) {
      newArgs.push_back({v, unsigned(inputs.size())});
      inputs.push_back(result);
      maps.push_back(anchor);
    }
  }
  for (auto [i, init] : llvm::enumerate(generic.getDpsInitsMutable())) {
    newArgs.push_back({body.getArgument(init.getOperandNumber()),
                       unsigned(inputs.size() + i)});
    maps.push_back(generic.getMatchingIndexingMap(&init));
  }
  auto consumer = linalg::GenericOp::create(
      rewriter, loc, generic.getResultTypes(), inputs, generic.getDpsInits(),
      maps, generic.getIteratorTypesArray(),
      [&](OpBuilder &b, Location, ValueRange args) {
        IRMapping mapping;
        for (auto [old, pos] : newArgs)
          mapping.map(old, args[pos]);
        for (Operation &op : body)
          if (!ops.contains(&op))
            b.clone(op, mapping);
      });
  rewriter.replaceOp(generic, consumer->getResults());
  return consumer;
}

} // namespace

void splitExpensiveOperandComputations(func::FuncOp func, bool keepBF16Pairs,
                                       bool keepAMXPairs) {
  SmallVector<linalg::GenericOp> candidates;
  func.walk([&](linalg::GenericOp generic) {
    if (generic.hasPureTensorSemantics() && !generic.hasDynamicShape() &&
        generic.getNumReductionLoops() > 0)
      candidates.push_back(generic);
  });
  IRRewriter rewriter(func.getContext());
  for (linalg::GenericOp generic : candidates) {
    // Input indices shift as operands are dropped: retry from the start
    // after every split. Lone float widenings in a second round.
    for (bool loneWidenings : {false, true}) {
      for (bool split = true; split;) {
        split = false;
        for (unsigned i = 0; i < generic.getNumDpsInputs() && !split; ++i)
          if (linalg::GenericOp next =
                  splitOperand(rewriter, generic, i, keepBF16Pairs,
                               keepAMXPairs, loneWidenings)) {
            generic = next;
            split = true;
          }
      }
    }
  }
}

} // namespace strata::llvm_cpu
