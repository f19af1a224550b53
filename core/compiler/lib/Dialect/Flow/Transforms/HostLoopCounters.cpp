//===- HostLoopCounters.cpp - Scalar counters for host loops ----*- C++ -*-===//

#include "HostLoopCounters.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace strata::flow {

bool isPushConstantType(Type type) {
  if (type.isIndex())
    return true;
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.isSignless() && integer.getWidth() <= 32;
}

namespace {

/// A 0-d tensor of a push-constant integer type: what becomes a scalar.
bool isCounterType(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0 &&
         isPushConstantType(tensor.getElementType()) &&
         !tensor.getElementType().isIndex();
}

/// The scalar a 0-d tensor holds when the host knows it: the element of a
/// tensor.from_elements or of a constant.
Value getKnownScalar(PatternRewriter &rewriter, Location loc, Value tensor) {
  if (auto from = tensor.getDefiningOp<tensor::FromElementsOp>())
    return from.getElements()[0];
  DenseElementsAttr dense;
  if (matchPattern(tensor, m_Constant(&dense)) && dense.isSplat())
    return arith::ConstantOp::create(
               rewriter, loc, cast<TypedAttr>(dense.getSplatValue<Attribute>()))
        .getResult();
  return Value();
}

/// A 0-d linalg.generic of known scalars with a counter-typed result:
/// its body, run on the scalars, then tensor.from_elements.
struct ScalarizeZeroDimGeneric : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumLoops() != 0 || op.getNumDpsInits() != 1 ||
        !op.hasPureTensorSemantics() ||
        !isCounterType(op.getResult(0).getType()))
      return failure();
    Block &body = op.getRegion().front();
    for (Operation &nested : body.without_terminator())
      if (nested.getNumRegions() != 0 || !isMemoryEffectFree(&nested))
        return failure();
    // The init is read only when the body uses its block argument.
    IRMapping mapping;
    for (OpOperand &operand : op->getOpOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(&operand);
      if (arg.use_empty())
        continue;
      Value scalar = getKnownScalar(rewriter, op.getLoc(), operand.get());
      if (!scalar || scalar.getType() != arg.getType())
        return failure();
      mapping.map(arg, scalar);
    }
    for (Operation &nested : body.without_terminator())
      rewriter.clone(nested, mapping);
    Value result =
        mapping.lookupOrDefault(body.getTerminator()->getOperand(0));
    rewriter.replaceOpWithNewOp<tensor::FromElementsOp>(
        op, op.getResult(0).getType(), result);
    return success();
  }
};

/// `tensor` as a scalar at the builder's position: its element.
Value extractScalar(OpBuilder &builder, Location loc, Value tensor) {
  return tensor::ExtractOp::create(builder, loc, tensor, ValueRange());
}

/// Retypes `arg` to its element type; its uses see a from_elements of it.
void scalarizeArgument(BlockArgument arg) {
  auto type = cast<RankedTensorType>(arg.getType());
  OpBuilder builder = OpBuilder::atBlockBegin(arg.getOwner());
  arg.setType(type.getElementType());
  auto tensor =
      tensor::FromElementsOp::create(builder, arg.getLoc(), type, arg);
  arg.replaceAllUsesExcept(tensor, tensor);
}

} // namespace

void scalarizeLoopCounters(scf::WhileOp loop) {
  Block &before = loop.getBefore().front();
  Block &after = loop.getAfter().front();
  if (before.getNumArguments() != after.getNumArguments())
    return;
  auto condition = loop.getConditionOp();
  auto yield = cast<scf::YieldOp>(after.getTerminator());
  SmallVector<unsigned> counters;
  for (unsigned k = 0; k < before.getNumArguments(); ++k)
    if (isCounterType(before.getArgument(k).getType()) &&
        before.getArgument(k).getType() == after.getArgument(k).getType())
      counters.push_back(k);
  if (counters.empty())
    return;
  OpBuilder builder(loop);
  Location loc = loop.getLoc();
  for (unsigned k : counters) {
    auto type = cast<RankedTensorType>(before.getArgument(k).getType());
    loop->setOperand(k, extractScalar(builder, loc, loop.getInits()[k]));
    scalarizeArgument(before.getArgument(k));
    scalarizeArgument(after.getArgument(k));
    OpBuilder atCondition(condition);
    condition.getArgsMutable()[k].assign(
        extractScalar(atCondition, loc, condition.getArgs()[k]));
    OpBuilder atYield(yield);
    yield->setOperand(k, extractScalar(atYield, loc, yield.getOperand(k)));
    Value result = loop.getResult(k);
    result.setType(type.getElementType());
    OpBuilder afterLoop(loop->getBlock(), std::next(loop->getIterator()));
    auto tensor = tensor::FromElementsOp::create(afterLoop, loc, type, result);
    result.replaceAllUsesExcept(tensor, tensor);
  }
  // Fold what is now scalar work on known scalars.
  SmallVector<Operation *> ops;
  loop->walk([&](Operation *op) {
    if (isa<linalg::GenericOp, tensor::ExtractOp, tensor::FromElementsOp>(op))
      ops.push_back(op);
  });
  // The results' from_elements and what reads them (a read of the count).
  for (Operation *user : loop->getUsers()) {
    ops.push_back(user);
    for (Operation *reader : user->getUsers())
      ops.push_back(reader);
  }
  for (Value init : loop.getInits())
    if (Operation *def = init.getDefiningOp())
      ops.push_back(def);
  MLIRContext *ctx = loop.getContext();
  RewritePatternSet patterns(ctx);
  patterns.add<ScalarizeZeroDimGeneric>(ctx);
  tensor::ExtractOp::getCanonicalizationPatterns(patterns, ctx);
  tensor::FromElementsOp::getCanonicalizationPatterns(patterns, ctx);
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  (void)applyOpPatternsGreedily(ops, std::move(patterns), config);
}

} // namespace strata::flow
