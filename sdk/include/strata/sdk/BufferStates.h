//===- BufferStates.h - Buffers out of control flow -------------*- C++ -*-===//
//
// Part of the C++ tier of the plugin SDK (header-only, MLIR APIs only): after
// bufferization, the buffers an scf op yields become state buffers that every
// yield copies into, so no buffer flows through control flow and every state
// has an identity layout. vulkan-spirv and vmvx both need it (SPIR-V cannot
// carry pointers through control flow; the VM resolves buffer views
// statically); run it after DispatchBufferization.h's passes.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_BUFFERSTATES_H
#define STRATA_SDK_BUFFERSTATES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/BitVector.h"

namespace strata::buffer_states {

/// The identity-layout buffer type holding the values of `type`.
inline mlir::FailureOr<mlir::MemRefType> getStateType(mlir::Type type) {
  using namespace mlir;
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return failure();
  return MemRefType::get(memref.getShape(), memref.getElementType(),
                         MemRefLayoutAttrInterface(), memref.getMemorySpace());
}

/// `state` viewed as `type` (a memref.cast when the layouts differ).
inline mlir::Value castTo(mlir::IRRewriter &rewriter, mlir::Location loc,
                          mlir::Value state, mlir::Type type) {
  using namespace mlir;
  if (state.getType() == type)
    return state;
  return memref::CastOp::create(rewriter, loc, type, state);
}

/// Replaces the uses of `value` (a result or carried argument of the op
/// being sunk) with its identity-layout `state`: through a memref.cast when
/// the layouts are cast-compatible, else directly when every user reads any
/// layout (a view whose static offset the state does not have, as a switch
/// yielding x[1] writes memref<f32, strided<[], offset: 1>>: claiming that
/// offset for the state would read the wrong element).
inline mlir::LogicalResult replaceWithState(mlir::IRRewriter &rewriter,
                                            mlir::Location loc,
                                            mlir::Value value,
                                            mlir::Value state) {
  using namespace mlir;
  if (state.getType() == value.getType() ||
      memref::CastOp::areCastCompatible(state.getType(), value.getType())) {
    value.replaceAllUsesWith(castTo(rewriter, loc, state, value.getType()));
    return success();
  }
  // The yields of enclosing control flow are sunk after this op (the walk
  // is post-order): they copy what they yield into their own states.
  auto yieldsToSunkOp = [](Operation *user) {
    return isa<scf::YieldOp, scf::ConditionOp>(user) &&
           isa<scf::IfOp, scf::IndexSwitchOp, scf::ForOp, scf::WhileOp>(
               user->getParentOp());
  };
  for (Operation *user : value.getUsers())
    if (!isa<linalg::LinalgOp, memref::CopyOp, memref::LoadOp,
             memref::StoreOp>(user) &&
        !yieldsToSunkOp(user))
      return user->emitOpError("uses a buffer of layout ")
             << value.getType()
             << " that control flow yields; it cannot read the "
                "identity-layout state that replaces it";
  value.replaceAllUsesWith(state);
  return success();
}

/// Recreates `op` with the results/operands/region arguments at `drop`
/// removed (their uses are gone) and the regions moved over.
inline mlir::Operation *rebuildWithout(mlir::IRRewriter &rewriter,
                                       mlir::Operation *op,
                                       const llvm::BitVector &dropResults,
                                       const llvm::BitVector &dropOperands) {
  using namespace mlir;
  SmallVector<Type> types;
  for (auto [i, t] : llvm::enumerate(op->getResultTypes()))
    if (!dropResults.test(i))
      types.push_back(t);
  SmallVector<Value> operands;
  for (auto [i, v] : llvm::enumerate(op->getOperands()))
    if (!dropOperands.test(i))
      operands.push_back(v);
  rewriter.setInsertionPoint(op);
  Operation *newOp = Operation::create(
      op->getLoc(), op->getName(), types, operands,
      NamedAttrList(op->getDiscardableAttrDictionary()),
      op->getPropertiesStorage(), BlockRange(), op->getNumRegions());
  rewriter.insert(newOp);
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    newOp->getRegion(i).takeBody(op->getRegion(i));
  unsigned next = 0;
  for (auto [i, r] : llvm::enumerate(op->getResults()))
    if (!dropResults.test(i))
      r.replaceAllUsesWith(newOp->getResult(next++));
  rewriter.eraseOp(op);
  return newOp;
}

inline void eraseOperands(mlir::Operation *terminator,
                          const llvm::BitVector &drop) {
  llvm::BitVector bits(terminator->getNumOperands());
  for (unsigned i = 0; i < drop.size() && i < bits.size(); ++i)
    if (drop.test(i))
      bits.set(i);
  terminator->eraseOperands(bits);
}

} // namespace strata::buffer_states

namespace strata {

/// Buffers out of control flow: each buffer an scf.if/index_switch/for/while
/// of `func` yields gets one identity-layout state buffer allocated before
/// the op, every yield copies into it, and the op loses that result. A
/// backend that cannot pass buffers through control flow (SPIR-V's logical
/// addressing) or resolve the dynamic layouts bufferization gives buffers
/// merged from several yields (the VM's static views) sees only statically
/// laid out buffers. `backend` names the caller in errors. With
/// `keepDynamic`, what the sinking does not handle (dynamically shaped
/// results, a while whose before region carries other types) stays as it
/// is, for a backend that passes buffers through control flow itself;
/// otherwise it is an error.
inline mlir::LogicalResult sinkBufferResults(mlir::func::FuncOp func,
                                             mlir::IRRewriter &rewriter,
                                             llvm::StringRef backend,
                                             bool keepDynamic = false) {
  using namespace mlir;
  using namespace buffer_states;
  SmallVector<Operation *> ops;
  func.walk<WalkOrder::PostOrder>([&](Operation *op) {
    if (isa<scf::IfOp, scf::IndexSwitchOp, scf::ForOp, scf::WhileOp>(op) &&
        llvm::any_of(op->getResultTypes(), llvm::IsaPred<MemRefType>))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    Location loc = op->getLoc();
    unsigned n = op->getNumResults();
    // Carried buffers are copied into identity-layout states, so a while
    // init whose layout differs from the result's (a slice's strided
    // layout) only needs to be cast-compatible with it; other differences
    // (the before region carrying other types) are not handled here.
    if (auto whileOp = dyn_cast<scf::WhileOp>(op);
        whileOp &&
        (whileOp.getInits().size() != n ||
         llvm::any_of(llvm::zip(whileOp.getInits(), op->getResultTypes()),
                      [](auto pair) {
                        auto [init, type] = pair;
                        return init.getType() != type &&
                               !memref::CastOp::areCastCompatible(
                                   init.getType(), type);
                      }))) {
      if (keepDynamic)
        continue; // left to the backend, as dynamically shaped results are
      return op->emitOpError("carries buffers whose before/after types "
                             "differ; ")
             << backend << " cannot lower this yet";
    }
    llvm::BitVector drop(n);
    SmallVector<Value> states(n);
    rewriter.setInsertionPoint(op);
    for (auto [i, result] : llvm::enumerate(op->getResults())) {
      if (!isa<MemRefType>(result.getType()))
        continue;
      FailureOr<MemRefType> stateType = getStateType(result.getType());
      if (failed(stateType) && keepDynamic)
        continue;
      if (failed(stateType))
        return op->emitOpError("yields a buffer of type ")
               << result.getType() << ", which is not statically shaped";
      drop.set(i);
      states[i] = memref::AllocOp::create(rewriter, loc, *stateType);
    }
    if (drop.none())
      continue;
    // Copies `yielded` (operands of a terminator, at result positions)
    // into the states. A yield that reads another state (a loop that
    // swaps or rotates its buffers) reads a snapshot taken before any
    // state is overwritten.
    auto copyYields = [&](Operation *terminator,
                          ValueRange yielded) -> LogicalResult {
      rewriter.setInsertionPoint(terminator);
      SmallVector<Value> sources(yielded.begin(), yielded.end());
      for (auto [i, v] : llvm::enumerate(yielded)) {
        if (!drop.test(i))
          continue;
        Value source = v;
        if (auto cast = source.getDefiningOp<memref::CastOp>())
          source = cast.getSource();
        if (source == states[i] || !llvm::is_contained(states, source))
          continue;
        Value snapshot = memref::AllocOp::create(
            rewriter, loc, cast<MemRefType>(source.getType()));
        linalg::CopyOp::create(rewriter, loc, source, snapshot);
        sources[i] = castTo(rewriter, loc, snapshot, v.getType());
      }
      for (auto [i, v] : llvm::enumerate(sources)) {
        if (!drop.test(i))
          continue;
        Value source = v;
        if (auto cast = source.getDefiningOp<memref::CastOp>())
          source = cast.getSource();
        if (source == states[i])
          continue;
        linalg::CopyOp::create(rewriter, loc, v, states[i]);
      }
      return success();
    };
    auto replaceArgs = [&](Block &block, unsigned firstArg) -> LogicalResult {
      for (unsigned i = 0; i < n; ++i) {
        if (!drop.test(i))
          continue;
        BlockArgument arg = block.getArgument(firstArg + i);
        rewriter.setInsertionPointToStart(&block);
        if (failed(replaceWithState(rewriter, loc, arg, states[i])))
          return failure();
      }
      llvm::BitVector args(block.getNumArguments());
      for (unsigned i = 0; i < n; ++i)
        if (drop.test(i))
          args.set(firstArg + i);
      block.eraseArguments(args);
      return success();
    };

    llvm::BitVector dropOperands(op->getNumOperands());
    if (isa<scf::IfOp, scf::IndexSwitchOp>(op)) {
      for (Region &region : op->getRegions()) {
        Operation *yield = region.front().getTerminator();
        if (failed(copyYields(yield, yield->getOperands())))
          return failure();
        eraseOperands(yield, drop);
      }
    } else if (auto loop = dyn_cast<scf::ForOp>(op)) {
      rewriter.setInsertionPoint(op);
      for (unsigned i = 0; i < n; ++i)
        if (drop.test(i)) {
          linalg::CopyOp::create(rewriter, loc, loop.getInitArgs()[i],
                                 states[i]);
          dropOperands.set(loop.getNumControlOperands() + i);
        }
      Block &body = *loop.getBody();
      // Arguments first: a yield of the carried buffer itself is then
      // recognized as the state and copies nothing.
      if (failed(replaceArgs(body, /*firstArg=*/1)))
        return failure();
      Operation *yield = body.getTerminator();
      if (failed(copyYields(yield, yield->getOperands())))
        return failure();
      eraseOperands(yield, drop);
    } else {
      auto whileOp = cast<scf::WhileOp>(op);
      rewriter.setInsertionPoint(op);
      for (unsigned i = 0; i < n; ++i)
        if (drop.test(i)) {
          linalg::CopyOp::create(rewriter, loc, whileOp.getInits()[i],
                                 states[i]);
          dropOperands.set(i);
        }
      if (failed(replaceArgs(*whileOp.getBeforeBody(), 0)) ||
          failed(replaceArgs(*whileOp.getAfterBody(), 0)))
        return failure();
      scf::ConditionOp condition = whileOp.getConditionOp();
      if (failed(copyYields(condition, condition.getArgs())))
        return failure();
      llvm::BitVector shifted(condition->getNumOperands());
      for (unsigned i = 0; i < n; ++i)
        if (drop.test(i))
          shifted.set(i + 1);
      condition->eraseOperands(shifted);
      Operation *yield = whileOp.getAfterBody()->getTerminator();
      if (failed(copyYields(yield, yield->getOperands())))
        return failure();
      eraseOperands(yield, drop);
    }
    for (unsigned i = 0; i < n; ++i)
      if (drop.test(i)) {
        rewriter.setInsertionPointAfter(op);
        if (failed(replaceWithState(rewriter, loc, op->getResult(i),
                                    states[i])))
          return failure();
      }
    rebuildWithout(rewriter, op, drop, dropOperands);
  }
  return success();
}

/// sinkBufferResults as a pass on each function, for pipelines.
struct SinkBufferResultsPass
    : mlir::PassWrapper<SinkBufferResultsPass,
                        mlir::OperationPass<mlir::func::FuncOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SinkBufferResultsPass)
  SinkBufferResultsPass() = default;
  SinkBufferResultsPass(std::string backend, bool keepDynamic)
      : backend(std::move(backend)), keepDynamic(keepDynamic) {}
  std::string backend = "this backend";
  bool keepDynamic = false;

  llvm::StringRef getArgument() const override {
    return "strata-sink-buffer-results";
  }
  llvm::StringRef getDescription() const override {
    return "Buffers yielded by scf ops become identity-layout state buffers "
           "every yield copies into";
  }
  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    registry.insert<mlir::linalg::LinalgDialect, mlir::memref::MemRefDialect>();
  }
  void runOnOperation() override {
    mlir::IRRewriter rewriter(&getContext());
    if (mlir::failed(
            sinkBufferResults(getOperation(), rewriter, backend, keepDynamic)))
      signalPassFailure();
  }
};

} // namespace strata

#endif // STRATA_SDK_BUFFERSTATES_H
