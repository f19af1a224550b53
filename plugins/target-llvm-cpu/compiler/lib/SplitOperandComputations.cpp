//===- SplitOperandComputations.cpp - Unfuse reused operand math ----------===//

#include "SplitOperandComputations.h"

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

/// The body ops of `generic` computed from block argument `arg` alone (and
/// from values defined outside the body), in body order.
llvm::SetVector<Operation *> operandOnlyOps(linalg::GenericOp generic,
                                            BlockArgument arg) {
  llvm::SetVector<Operation *> ops;
  Block &body = generic.getRegion().front();
  for (Operation &op : body.without_terminator()) {
    if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op) ||
        isa<linalg::IndexOp>(op))
      continue;
    bool usesArg = false, onlyArg = true;
    for (Value v : op.getOperands()) {
      if (v == arg || (v.getDefiningOp() && ops.contains(v.getDefiningOp()))) {
        usesArg = true;
        continue;
      }
      if (v.getParentBlock() == &body)
        onlyArg = false; // Another block argument or body value.
    }
    if (usesArg && onlyArg)
      ops.insert(&op);
  }
  return ops;
}

/// Splits the operand-only ops of input `index` out of `generic`; returns
/// the replacement op, or null when there is nothing worth splitting.
linalg::GenericOp splitOperand(RewriterBase &rewriter,
                               linalg::GenericOp generic, unsigned index) {
  OpOperand *operand = generic.getDpsInputOperand(index);
  auto operandType = dyn_cast<RankedTensorType>(operand->get().getType());
  AffineMap map = generic.getMatchingIndexingMap(operand);
  // Reused across loops: fewer map results than loops, each a loop.
  if (!operandType || !operandType.hasStaticShape() ||
      !map.isProjectedPermutation() ||
      map.getNumResults() >= generic.getNumLoops())
    return nullptr;
  Block &body = generic.getRegion().front();
  BlockArgument arg = body.getArgument(index);
  llvm::SetVector<Operation *> ops = operandOnlyOps(generic, arg);
  if (llvm::none_of(ops, isExpensive))
    return nullptr;
  // The values the rest of the body reads from the split ops.
  llvm::SetVector<Value> frontier;
  for (Operation *op : ops)
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers())
        if (!ops.contains(user))
          frontier.insert(result);
  if (frontier.empty())
    return nullptr;

  Location loc = generic.getLoc();
  rewriter.setInsertionPoint(generic);
  // The producer: elementwise over the operand's own shape.
  int64_t rank = operandType.getRank();
  AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
  SmallVector<Value> inits;
  SmallVector<Type> resultTypes;
  for (Value v : frontier) {
    auto type = RankedTensorType::get(operandType.getShape(), v.getType());
    inits.push_back(tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                            type.getElementType()));
    resultTypes.push_back(type);
  }
  SmallVector<AffineMap> producerMaps(1 + frontier.size(), identity);
  auto producer = linalg::GenericOp::create(
      rewriter, loc, resultTypes, ValueRange{operand->get()}, inits,
      producerMaps,
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &b, Location, ValueRange args) {
        IRMapping mapping;
        mapping.map(arg, args[0]);
        for (Operation *op : ops)
          b.clone(*op, mapping);
        SmallVector<Value> yielded;
        for (Value v : frontier)
          yielded.push_back(mapping.lookup(v));
        linalg::YieldOp::create(b, loc, yielded);
      });

  // The consumer reads the producer's results through the operand's map,
  // in the operand's place (which keeps contraction operands in order),
  // and the operand itself only if other body ops still use it.
  bool keepOperand = llvm::any_of(
      arg.getUsers(), [&](Operation *user) { return !ops.contains(user); });
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  // Old block argument or split value -> new block argument position.
  SmallVector<std::pair<Value, unsigned>> newArgs;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    if (input != operand || keepOperand) {
      newArgs.push_back(
          {body.getArgument(input->getOperandNumber()), inputs.size()});
      inputs.push_back(input->get());
      maps.push_back(generic.getMatchingIndexingMap(input));
    }
    if (input != operand)
      continue;
    for (auto [v, result] : llvm::zip(frontier, producer.getResults())) {
      newArgs.push_back({v, inputs.size()});
      inputs.push_back(result);
      maps.push_back(map);
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

void splitExpensiveOperandComputations(func::FuncOp func) {
  SmallVector<linalg::GenericOp> candidates;
  func.walk([&](linalg::GenericOp generic) {
    if (generic.hasPureTensorSemantics() && !generic.hasDynamicShape() &&
        generic.getNumReductionLoops() > 0)
      candidates.push_back(generic);
  });
  IRRewriter rewriter(func.getContext());
  for (linalg::GenericOp generic : candidates) {
    // Input indices shift as operands are dropped: retry from the start
    // after every split.
    for (bool split = true; split;) {
      split = false;
      for (unsigned i = 0; i < generic.getNumDpsInputs() && !split; ++i)
        if (linalg::GenericOp next = splitOperand(rewriter, generic, i)) {
          generic = next;
          split = true;
        }
    }
  }
}

} // namespace strata::llvm_cpu
