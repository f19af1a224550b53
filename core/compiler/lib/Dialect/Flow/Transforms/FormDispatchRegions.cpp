//===- FormDispatchRegions.cpp - Group tensor work into dispatches -*- C++
//-*-===//

#include "FusionCost.h"
#include "HostLoopCounters.h"
#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/Dialect/Flow/Transforms/Passes.h"
#include "strata/sdk/SoftmaxAttention.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

namespace strata::flow {
#define GEN_PASS_DEF_FORMDISPATCHREGIONSPASS
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"
} // namespace strata::flow

using namespace mlir;
using namespace strata;

namespace {

/// Ops that stay on the host: reshapes, dispatches, calls of runtime module
/// functions (external `<module>.<function>` declarations such as
/// `check.expect_eq`), collectives, and constants (tensors become rodata;
/// scalars are host values and are also rematerialized into regions that use
/// them).
static bool isHostOp(Operation *op) {
  return isa<flow::TensorReshapeOp, flow::DispatchOp, func::ReturnOp,
             flow::DispatchRegionOp, func::CallOp>(op) ||
         flow::isCollectiveOp(op) ||
         (isa<arith::ConstantOp>(op) &&
          isa<IntegerType, FloatType, RankedTensorType>(
              op->getResult(0).getType())) ||
         (op->getNumResults() == 0 && op->getNumRegions() == 0 &&
          !isa<linalg::LinalgOp>(op));
}

/// True when `value` is an `outs` operand that only provides a shape: a
/// tensor.empty.
static bool isEmpty(Value value) {
  return value.getDefiningOp<tensor::EmptyOp>() != nullptr;
}

/// Cheap to rematerialize inside each region that uses it instead of
/// passing it as a binding (or giving it a dispatch of its own): empty
/// tensors, splat and small constants, fills and input-less generics of
/// constants into empty tensors, and side-effect-free scalar computations
/// (index math, tensor.extract of scalars for dynamic offsets and
/// predicates). Their operands are rematerialized or passed in turn.
static bool isClonable(Operation *op) {
  if (isa<tensor::EmptyOp>(op))
    return true;
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    if (!isa<ShapedType>(constant.getType()))
      return true;
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    return dense && (dense.isSplat() || dense.getNumElements() <= 16);
  }
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return isEmpty(fill.getOutputs()[0]) &&
           fill.getInputs()[0].getDefiningOp<arith::ConstantOp>();
  if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    if (generic.getNumDpsInputs() != 0 || generic.getNumDpsInits() != 1 ||
        !isEmpty(generic.getDpsInits()[0]))
      return false;
    Block &body = generic.getRegion().front();
    if (!llvm::hasSingleElement(body.without_terminator()) &&
        !body.without_terminator().empty())
      return false;
    for (Operation &nested : body.without_terminator())
      if (!isa<arith::ConstantOp>(nested))
        return false;
    Value yielded = body.getTerminator()->getOperand(0);
    return !isa<BlockArgument>(yielded) ||
           cast<BlockArgument>(yielded).getOwner() != &body;
  }
  // Scalar computations feeding offsets, sizes and predicates.
  if (op->getNumRegions() == 0 && op->getNumResults() > 0 &&
      isMemoryEffectFree(op) && llvm::none_of(op->getResultTypes(), [](Type t) {
        return isa<ShapedType>(t);
      }))
    return true;
  return false;
}

/// Scalar shape arithmetic the host runs itself (dims of its tensors and
/// index math on them, what a shape assertion or a result size needs): no
/// regions, no side effects, scalar results, and no tensor operand but the
/// source of a tensor.dim. Regions that use such values clone them.
static bool isHostScalarOp(Operation *op) {
  if (op->getNumRegions() != 0 || op->getNumResults() == 0 ||
      !isMemoryEffectFree(op))
    return false;
  if (llvm::any_of(op->getResultTypes(),
                   [](Type t) { return isa<ShapedType>(t); }))
    return false;
  return isa<tensor::DimOp>(op) ||
         llvm::none_of(op->getOperandTypes(),
                       [](Type t) { return isa<ShapedType>(t); });
}

static bool isElementwise(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalg::isElementwise(linalgOp);
}

/// A slice with static offsets and sizes and unit strides of a static
/// tensor. (A strided one read in place left llvm-cpu with a strided view it
/// could not lower: fuzz seed 23114.)
static bool isStaticSlice(Operation *op) {
  auto slice = dyn_cast<tensor::ExtractSliceOp>(op);
  return slice && slice.getType().hasStaticShape() &&
         slice.getSourceType().hasStaticShape() && slice.getOffsets().empty() &&
         slice.getSizes().empty() && slice.hasUnitStride();
}

/// A root whose work dominates its region: reductions, contractions, convs.
static bool isRoot(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumReductionLoops() > 0;
}

/// The row structure of a "row" op: `rows` parallel sizes, then `length`
/// reduced sizes. A row reduction reduces exactly its trailing loops into
/// an init read through the projection onto the leading ones; a full
/// elementwise op covers rows ++ length, a row elementwise op only rows.
struct RowDomain {
  SmallVector<int64_t> rows, length;
  bool operator==(const RowDomain &o) const {
    return rows == o.rows && length == o.length;
  }
};

static std::optional<RowDomain> getRowReductionDomain(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp.getNumDpsInits() != 1 || linalgOp.getNumReductionLoops() == 0)
    return std::nullopt;
  SmallVector<utils::IteratorType> iters = linalgOp.getIteratorTypesArray();
  unsigned n = iters.size(), p = 0;
  while (p < n && iters[p] == utils::IteratorType::parallel)
    ++p;
  if (p == 0 || p == n)
    return std::nullopt;
  for (unsigned i = p; i < n; ++i)
    if (iters[i] != utils::IteratorType::reduction)
      return std::nullopt;
  AffineMap initMap =
      linalgOp.getMatchingIndexingMap(linalgOp.getDpsInitOperand(0));
  if (initMap !=
      AffineMap::getMultiDimIdentityMap(n, op->getContext()).getMajorSubMap(p))
    return std::nullopt;
  // Rows may be dynamic (a batch): every member reads the group's values at
  // its own row, so its rows are the seed's. The row length must be static:
  // a broadcast read of a per-row value does not tie it to the seed's.
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  if (llvm::any_of(ArrayRef<int64_t>(ranges).drop_front(p),
                   ShapedType::isDynamic))
    return std::nullopt;
  return RowDomain{SmallVector<int64_t>(ranges.begin(), ranges.begin() + p),
                   SmallVector<int64_t>(ranges.begin() + p, ranges.end())};
}

/// Where a value of a row group lives: per row, or per element of a row.
enum class RowKind { Row, Full };

/// True when `consumer` reads `value` through an identity indexing map.
static bool readsWithIdentityMap(Operation *consumer, Value value) {
  auto linalgOp = cast<linalg::LinalgOp>(consumer);
  for (OpOperand *operand : linalgOp.getDpsInputOperands())
    if (operand->get() == value &&
        !linalgOp.getMatchingIndexingMap(operand).isIdentity())
      return false;
  return true;
}

/// Turns reshapes of dense tensors into host-side flow.tensor.reshape.
/// Only those of host blocks (the function's body, host control flow): a
/// reshape nested in a region that becomes a dispatch (an scf.if branch)
/// moves into the dispatch with its op and stays a tensor reshape there.
static void convertReshapes(Block &block) {
  SmallVector<Operation *> reshapes;
  for (Operation &op : block)
    if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(&op) &&
        cast<ShapedType>(op.getResult(0).getType()).hasStaticShape() &&
        cast<ShapedType>(op.getOperand(0).getType()).hasStaticShape())
      reshapes.push_back(&op);
  for (Operation *op : reshapes) {
    OpBuilder builder(op);
    auto reshape = flow::TensorReshapeOp::create(
        builder, op->getLoc(), op->getResult(0).getType(), op->getOperand(0));
    op->getResult(0).replaceAllUsesWith(reshape.getResult());
    op->erase();
  }
}

/// Iterations of linalg work in one pass through `op`'s regions whose
/// loop ranges are static (dynamic ranges count as 1).
static int64_t getStaticWork(Operation *op) {
  int64_t work = 0;
  op->walk([&](linalg::LinalgOp linalgOp) {
    int64_t points = 1;
    for (int64_t range : linalgOp.getStaticLoopRanges())
      if (!ShapedType::isDynamic(range))
        points = std::min<int64_t>(points * std::max<int64_t>(range, 1),
                                   int64_t(1) << 40);
    work = std::min<int64_t>(work + points, int64_t(1) << 40);
  });
  return work;
}

/// Bytes of the statically shaped tensors one pass through `op`'s regions
/// materializes (linalg results, after elementwise fusion roughly what a
/// kernel allocates, and the results of nested loops and branches, whose
/// state a kernel holds beside its operands) plus the tensors it carries,
/// twice (a kernel holds a loop's state and the next iteration's value).
/// 0-d tensors (counters, conditions) do not count: they become host
/// scalars (scalarizeLoopCounters), and the decision must not change when
/// they do.
static int64_t getStaticTemporaryBytes(Operation *op) {
  int64_t bytes = 0;
  auto add = [&](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape() || tensor.getRank() == 0)
      return;
    Type element = tensor.getElementType();
    int64_t width =
        element.isIntOrFloat()
            ? std::max<int64_t>(1, element.getIntOrFloatBitWidth() / 8)
            : 8;
    bytes = std::min<int64_t>(bytes + tensor.getNumElements() * width,
                              int64_t(1) << 40);
  };
  for (Type type : op->getResultTypes()) {
    add(type);
    add(type);
  }
  op->walk([&](Operation *nested) {
    if (nested != op && isa<linalg::LinalgOp, scf::ForOp, scf::WhileOp,
                            scf::IfOp, scf::IndexSwitchOp>(nested))
      for (Type type : nested->getResultTypes())
        add(type);
  });
  return bytes;
}

/// The state of a loop kept inside one dispatch lives in workgroup memory
/// (a GPU runs it on one workgroup): Vulkan guarantees 16 KiB of it
/// (maxComputeSharedMemorySize), so a loop holding more runs on the host,
/// where its state is in device buffers.
constexpr int64_t kMaxDispatchLoopStateBytes = 16 * 1024;

static bool containsCollective(Operation *op) {
  return op
      ->walk([](Operation *nested) {
        return flow::isCollectiveOp(nested) ? WalkResult::interrupt()
                                            : WalkResult::advance();
      })
      .wasInterrupted();
}

/// True when the host can carry `type` through its control flow: a
/// statically shaped tensor (a buffer) or a scalar.
static bool isHostCarriable(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.hasStaticShape();
  return isa<IntegerType, IndexType, FloatType>(type);
}

/// True when `value`, yielded by a loop body for the loop-carried `arg`,
/// has `arg`'s shape by construction: it is `arg` written into (through
/// tensor.insert / insert_slice destinations, destination-style ops' inits,
/// both branches of an scf.if and nested loops that preserve their own
/// carried shapes), or a tensor.empty sized by `arg`'s dims.
static bool preservesLoopShape(Value value, BlockArgument arg) {
  for (int steps = 0; steps < 64; ++steps) {
    if (value == arg)
      return true;
    Operation *def = value.getDefiningOp();
    if (!def)
      return false;
    if (auto insert = dyn_cast<tensor::InsertOp>(def)) {
      value = insert.getDest();
    } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(def)) {
      value = insert.getDest();
    } else if (auto loop = dyn_cast<scf::ForOp>(def)) {
      unsigned k = cast<OpResult>(value).getResultNumber();
      auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
      if (!preservesLoopShape(yield.getOperand(k), loop.getRegionIterArgs()[k]))
        return false;
      value = loop.getInitArgs()[k];
    } else if (auto branch = dyn_cast<scf::IfOp>(def)) {
      unsigned k = cast<OpResult>(value).getResultNumber();
      return branch.elseBlock() &&
             preservesLoopShape(branch.thenYield().getOperand(k), arg) &&
             preservesLoopShape(branch.elseYield().getOperand(k), arg);
    } else if (auto dps = dyn_cast<DestinationStyleOpInterface>(def)) {
      value = dps.getTiedOpOperand(cast<OpResult>(value))->get();
    } else if (auto empty = dyn_cast<tensor::EmptyOp>(def)) {
      // A fresh tensor sized by `arg`'s own dims (a merge pass writing
      // into a new buffer of its input's shape).
      if (empty.getType() != arg.getType())
        return false;
      for (int64_t d = 0; d < empty.getType().getRank(); ++d) {
        if (!empty.getType().isDynamicDim(d))
          continue;
        auto dim = empty.getDynamicSize(d).getDefiningOp<tensor::DimOp>();
        std::optional<int64_t> index =
            dim ? dim.getConstantIndex() : std::nullopt;
        if (!dim || dim.getSource() != arg || index != d)
          return false;
      }
      return true;
    } else {
      return false;
    }
  }
  return false;
}

/// tensor.dim of a loop result whose body keeps that tensor's shape: the
/// dim of the loop's initial value (a scatter's or a scan's update loop over
/// dynamically shaped tensors).
struct LoopResultDim : OpRewritePattern<tensor::DimOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::DimOp dim,
                                PatternRewriter &rewriter) const override {
    auto result = dyn_cast<OpResult>(dim.getSource());
    if (!result)
      return failure();
    unsigned k = result.getResultNumber();
    Value init;
    if (auto loop = dyn_cast<scf::ForOp>(result.getOwner())) {
      auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
      if (!preservesLoopShape(yield.getOperand(k), loop.getRegionIterArgs()[k]))
        return failure();
      init = loop.getInitArgs()[k];
    } else if (auto loop = dyn_cast<scf::WhileOp>(result.getOwner())) {
      // Results are the condition's forwarded values; with the before
      // region forwarding its arguments in order and the after region
      // yielding shape-preserving updates of its own, result k has the
      // shape of init k.
      scf::ConditionOp condition = loop.getConditionOp();
      Block *before = loop.getBeforeBody(), *after = loop.getAfterBody();
      if (k >= condition.getArgs().size() ||
          condition.getArgs()[k] != before->getArgument(k) ||
          after->getNumArguments() <= k ||
          !preservesLoopShape(loop.getYieldOp().getOperand(k),
                              after->getArgument(k)))
        return failure();
      init = loop.getInits()[k];
    } else {
      return failure();
    }
    rewriter.replaceOpWithNewOp<tensor::DimOp>(dim, init, dim.getIndex());
    return success();
  }
};

struct FormDispatchRegionsPass
    : public flow::impl::FormDispatchRegionsPassBase<FormDispatchRegionsPass> {
  using FormDispatchRegionsPassBase::FormDispatchRegionsPassBase;
  /// scf ops kept on the host, and the scalar ops whose values the host
  /// needs for them (conditions, bounds, carried scalars).
  llvm::SmallPtrSet<Operation *, 8> hostFlowOps;
  llvm::SmallPtrSet<Operation *, 16> hostScalars;
  /// Static slices read in the regions of their (elementwise) consumers
  /// instead of copied by a region of their own.
  llvm::SmallPtrSet<Operation *, 8> readInPlaceSlices;

  bool isCopiedIn(Operation *op) const {
    return isClonable(op) || readInPlaceSlices.contains(op);
  }

  bool isHost(Operation *op) const {
    return isHostOp(op) || hostFlowOps.contains(op) || hostScalars.contains(op);
  }

  /// A clonable op whose value the host needs (returned, reshaped, carried
  /// by host control flow) still gets a dispatch of its own.
  bool isUsedByHost(Operation *op) const {
    for (Operation *user : op->getUsers()) {
      Operation *owner = op->getBlock()->findAncestorOpInBlock(*user);
      if (owner && isHost(user) &&
          (owner == user || hostFlowOps.contains(owner)))
        return true;
    }
    return false;
  }

  /// Whether `op` (an scf op of a host block) stays on the host; see the
  /// pass description.
  bool keepsOnHost(Operation *op, StringRef mode) const {
    if (!isa<scf::ForOp, scf::WhileOp, scf::IfOp, scf::IndexSwitchOp>(op))
      return false;
    if (containsCollective(op))
      return true;
    // 0-d work (a counter's compare and increment) does not count: it
    // becomes host arith (scalarizeLoopCounters), and the decision must
    // not change when it does.
    bool hasTensorWork = false;
    op->walk([&](linalg::LinalgOp linalgOp) {
      hasTensorWork |= linalgOp.getNumLoops() > 0;
    });
    if (!hasTensorWork || mode == "never")
      return false;
    // Dynamic shapes would need their dims carried too.
    auto carriable = [](TypeRange types) {
      return llvm::all_of(types, isHostCarriable);
    };
    if (!carriable(op->getResultTypes()))
      return false;
    if (auto loop = dyn_cast<scf::WhileOp>(op))
      if (!carriable(ValueRange(loop.getBeforeArguments()).getTypes()) ||
          !carriable(ValueRange(loop.getAfterArguments()).getTypes()))
        return false;
    return mode == "always" || getStaticWork(op) >= (int64_t(1) << 22) ||
           getStaticTemporaryBytes(op) > kMaxDispatchLoopStateBytes;
  }

  /// Marks `block`'s host control flow (recursively) and the scalars the
  /// host computes for it; collects the blocks that get dispatch regions.
  void markHostControlFlow(Block &block, StringRef mode,
                           SmallVectorImpl<Block *> &hostBlocks) {
    hostBlocks.push_back(&block);
    SmallVector<Value> needed;
    for (Operation &op : block) {
      if (!keepsOnHost(&op, mode))
        continue;
      hostFlowOps.insert(&op);
      if (auto loop = dyn_cast<scf::ForOp>(&op))
        needed.append(
            {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()});
      else if (auto branch = dyn_cast<scf::IfOp>(&op))
        needed.push_back(branch.getCondition());
      needed.append(op.getOperands().begin(), op.getOperands().end());
      for (Region &region : op.getRegions())
        for (Block &nested : region) {
          Operation *terminator = nested.getTerminator();
          needed.append(terminator->getOperands().begin(),
                        terminator->getOperands().end());
          markHostControlFlow(nested, mode, hostBlocks);
        }
    }
    // Scalars (not tensors) and what they are computed from.
    while (!needed.empty()) {
      Value value = needed.pop_back_val();
      if (isa<ShapedType>(value.getType()))
        continue;
      Operation *def = value.getDefiningOp();
      if (!def || hostFlowOps.contains(def) || !hostScalars.insert(def).second)
        continue;
      needed.append(def->getOperands().begin(), def->getOperands().end());
    }
  }

  /// Erases clonable ops no one uses any more (their copies live in the
  /// regions of nested host blocks).
  void eraseDeadClonables(func::FuncOp func) {
    SmallVector<Operation *> dead;
    func.walk([&](Operation *op) {
      Operation *parent = op->getParentOp();
      if ((parent == func.getOperation() || hostFlowOps.contains(parent)) &&
          isClonable(op) && op->use_empty() && !isa<arith::ConstantOp>(op))
        dead.push_back(op);
    });
    for (Operation *op : llvm::reverse(dead))
      if (op->use_empty())
        op->erase();
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // The sets hold ops of the previous function, some since erased (a
    // new op may take such an address).
    hostFlowOps.clear();
    hostScalars.clear();
    readInPlaceSlices.clear();
    if (func.isExternal())
      return;
    if (hostControlFlow != "auto" && hostControlFlow != "always" &&
        hostControlFlow != "never") {
      func.emitError("host-control-flow must be auto, always or never, not '")
          << hostControlFlow << "'";
      return signalPassFailure();
    }
    if (fuseAttention != "true" && fuseAttention != "false") {
      SmallVector<StringRef> types;
      StringRef(fuseAttention).split(types, '+', -1, /*KeepEmpty=*/false);
      for (StringRef type : types)
        if (!llvm::is_contained({"f16", "bf16", "f32", "f64"}, type)) {
          func.emitError("fuse-attention must be true, false or element "
                         "types of f16, bf16, f32, f64 joined by '+', not '")
              << fuseAttention << "'";
          return signalPassFailure();
        }
    }
    if (!func.getBody().hasOneBlock()) {
      func.emitError("unstructured control flow (blocks and branches) is "
                     "not supported; expected one block in ")
          << func.getSymName() << " (scf loops and branches are)";
      return signalPassFailure();
    }
    // Host loops count with host scalars (no dispatch for the condition).
    SmallVector<scf::WhileOp> hostLoops;
    std::function<void(Block &)> findHostLoops = [&](Block &block) {
      for (Operation &op : block) {
        if (!keepsOnHost(&op, hostControlFlow.getValue()))
          continue;
        if (auto loop = dyn_cast<scf::WhileOp>(&op))
          hostLoops.push_back(loop);
        for (Region &region : op.getRegions())
          for (Block &nested : region)
            findHostLoops(nested);
      }
    };
    findHostLoops(func.getBody().front());
    for (scf::WhileOp loop : hostLoops)
      flow::scalarizeLoopCounters(loop);

    SmallVector<Block *> hostBlocks;
    markHostControlFlow(func.getBody().front(), hostControlFlow.getValue(),
                        hostBlocks);
    for (Block *block : hostBlocks) {
      convertReshapes(*block);
      if (failed(formRegionsIn(*block)))
        return signalPassFailure();
    }
    eraseDeadClonables(func);
  }

  LogicalResult formRegionsIn(Block &block) {
    // Compute ops in program order; each starts in its own group.
    SmallVector<Operation *> computeOps;
    for (Operation &op : block)
      if (!isHost(&op) && !isHostScalarOp(&op) &&
          (!isClonable(&op) || isUsedByHost(&op)))
        computeOps.push_back(&op);
    llvm::EquivalenceClasses<Operation *> groups;
    for (Operation *op : computeOps)
      groups.insert(op);
    llvm::SmallPtrSet<Operation *, 16> isCompute(computeOps.begin(),
                                                 computeOps.end());

    // A compute op that yields only scalars (a loop computing a pivot
    // index or a norm) runs in the dispatch of its consumers: only tensors
    // cross out of dispatches.
    for (Operation *op : computeOps) {
      if (op->getNumResults() == 0 ||
          llvm::any_of(op->getResultTypes(),
                       [](Type t) { return isa<ShapedType>(t); }))
        continue;
      // Through clonable scalar math (copied into each dispatch) to the
      // compute ops that read it.
      SmallVector<Operation *> users(op->getUsers());
      llvm::SmallPtrSet<Operation *, 8> seen;
      while (!users.empty()) {
        Operation *consumer =
            block.findAncestorOpInBlock(*users.pop_back_val());
        if (!consumer || !seen.insert(consumer).second)
          continue;
        if (isCompute.contains(consumer))
          groups.unionSets(op, consumer);
        else if (isClonable(consumer))
          llvm::append_range(users, consumer->getUsers());
      }
    }

    // Roots take their elementwise consumer chain and their single-use
    // elementwise producers; an op joins at most one root, so two roots
    // never merge through the elementwise op between them.
    llvm::SmallPtrSet<Operation *, 16> claimed;
    for (Operation *op : computeOps) {
      if (!isRoot(op))
        continue;
      Operation *tail = op;
      while (tail->getNumResults() == 1 && tail->getResult(0).hasOneUse()) {
        Operation *user = *tail->getResult(0).getUsers().begin();
        if (!isCompute.contains(user) || !isElementwise(user) ||
            user->getBlock() != &block ||
            !readsWithIdentityMap(user, tail->getResult(0)) ||
            claimed.contains(user))
          break;
        claimed.insert(user);
        groups.unionSets(op, user);
        tail = user;
      }
      // A costly producer the root would recompute (FusionCost.h) stays
      // out: it runs once in a row group or a dispatch of its own.
      auto recomputes = [&](OpOperand &operand, Operation *producer) {
        auto consumer = dyn_cast<linalg::LinalgOp>(op);
        auto producerOp = dyn_cast<linalg::LinalgOp>(producer);
        return consumer && producerOp &&
               flow::recomputesCostlyProducer(consumer, &operand, producerOp);
      };
      for (OpOperand &operand : op->getOpOperands()) {
        Operation *producer = operand.get().getDefiningOp();
        if (producer && isCompute.contains(producer) &&
            isElementwise(producer) && producer->hasOneUse() &&
            !isRoot(producer) && !recomputes(operand, producer) &&
            claimed.insert(producer).second)
          groups.unionSets(op, producer);
      }
    }

    fuseRowGroups(computeOps, isCompute, groups);
    if (fuseConcatenations)
      fuseInsertChains(computeOps, isCompute, groups);
    if (fuseAttention != "false" && !fuseAttention.empty())
      fuseAttentionChains(computeOps, isCompute, groups);

    // Materialize one region per group, in program order of the group's
    // last op.
    llvm::DenseMap<Operation *, SmallVector<Operation *>> members;
    for (Operation *op : computeOps)
      members[groups.getLeaderValue(op)].push_back(op);
    if (readSlicesInPlace)
      markSlicesReadInPlace(computeOps, groups, members);
    SmallVector<Operation *> leaders;
    for (Operation *op : computeOps)
      if (groups.getLeaderValue(op) == op && !readInPlaceSlices.contains(op))
        leaders.push_back(op);
    for (Operation *leader : leaders)
      if (failed(formRegion(members[leader])))
        return failure();
    return success();
  }

  /// A static slice the host does not need, read only by groups of
  /// elementwise work (elementwise ops and the insert_slices of a
  /// concatenation), is read by those groups at its offsets: no region
  /// copies it. (A contraction or a reduction keeps reading a copy: its
  /// kernels take whole bindings.)
  void markSlicesReadInPlace(
      ArrayRef<Operation *> computeOps,
      llvm::EquivalenceClasses<Operation *> &groups,
      llvm::DenseMap<Operation *, SmallVector<Operation *>> &members) {
    auto elementwiseGroup = [&](Operation *op) {
      Operation *leader = groups.getLeaderValue(op);
      return llvm::all_of(members[leader], [](Operation *member) {
        return isElementwise(member) || isa<tensor::InsertSliceOp>(member);
      });
    };
    for (Operation *op : computeOps) {
      if (!isStaticSlice(op) || isUsedByHost(op) || op->use_empty() ||
          members[groups.getLeaderValue(op)].size() != 1)
        continue;
      Block *block = op->getBlock();
      if (llvm::all_of(op->getUsers(), [&](Operation *user) {
            Operation *owner = block->findAncestorOpInBlock(*user);
            return owner == user && groups.contains(owner) &&
                   elementwiseGroup(owner);
          }))
        readInPlaceSlices.insert(op);
    }
  }

  /// A concatenation (a chain of static insert_slices of disjoint boxes into
  /// a tensor.empty, each the only user of the one before) becomes one
  /// dispatch with the
  /// elementwise ops computing its parts for it alone: every part is
  /// written once, instead of a dispatch per part copying the tensor built
  /// so far.
  void fuseInsertChains(ArrayRef<Operation *> computeOps,
                        const llvm::SmallPtrSetImpl<Operation *> &isCompute,
                        llvm::EquivalenceClasses<Operation *> &groups) {
    for (Operation *op : computeOps) {
      auto last = dyn_cast<tensor::InsertSliceOp>(op);
      if (!last || !last.getType().hasStaticShape())
        continue;
      // The chain ends here when no insert of the chain reads it.
      if (last->hasOneUse() &&
          isa<tensor::InsertSliceOp>(*last->getUsers().begin()) &&
          cast<tensor::InsertSliceOp>(*last->getUsers().begin()).getDest() ==
              last.getResult())
        continue;
      SmallVector<tensor::InsertSliceOp> chain{last};
      while (
          auto previous =
              chain.back().getDest().getDefiningOp<tensor::InsertSliceOp>()) {
        if (!isCompute.contains(previous) || !previous->hasOneUse() ||
            previous->getBlock() != op->getBlock())
          break;
        chain.push_back(previous);
      }
      if (chain.size() < 2 ||
          !chain.back().getDest().getDefiningOp<tensor::EmptyOp>() ||
          !areDisjointBoxes(chain))
        continue;
      for (tensor::InsertSliceOp insert : chain) {
        groups.unionSets(op, insert);
        // An elementwise part computed only for the concatenation writes
        // its slice of the result directly.
        Operation *part = insert.getSource().getDefiningOp();
        if (part && isCompute.contains(part) && isElementwise(part) &&
            part->hasOneUse() && part->getBlock() == op->getBlock() &&
            llvm::hasSingleElement(groups.members(part)))
          groups.unionSets(op, part);
      }
    }
  }

  /// Whether `inserts` write static, pairwise disjoint boxes with unit
  /// strides.
  static bool areDisjointBoxes(ArrayRef<tensor::InsertSliceOp> inserts) {
    SmallVector<SmallVector<std::pair<int64_t, int64_t>>> boxes;
    for (tensor::InsertSliceOp insert : inserts) {
      if (!insert.hasUnitStride() || !insert.getSourceType().hasStaticShape())
        return false;
      SmallVector<std::pair<int64_t, int64_t>> box;
      for (auto [offset, size] :
           llvm::zip(insert.getMixedOffsets(), insert.getStaticSizes())) {
        std::optional<int64_t> start = getConstantIntValue(offset);
        if (!start || ShapedType::isDynamic(size))
          return false;
        box.push_back({*start, *start + size});
      }
      boxes.push_back(box);
    }
    for (size_t a = 0; a < boxes.size(); ++a)
      for (size_t b = a + 1; b < boxes.size(); ++b) {
        bool overlap = true;
        for (auto [x, y] : llvm::zip(boxes[a], boxes[b]))
          overlap &= x.first < y.second && y.first < x.second;
        if (overlap)
          return false;
      }
    return true;
  }

  /// Attention (strata/sdk/SoftmaxAttention.h): the groups of the scores'
  /// contraction, of the softmax's row group and of the values' contraction
  /// become one, when every value they compute but the last group's
  /// results is used only inside them and every other operand comes from
  /// before the first of them. A target then runs the chain as one kernel
  /// (or tiles it by rows) and the scores never reach memory.
  void fuseAttentionChains(ArrayRef<Operation *> computeOps,
                           const llvm::SmallPtrSetImpl<Operation *> &isCompute,
                           llvm::EquivalenceClasses<Operation *> &groups) {
    for (Operation *op : computeOps) {
      auto values = dyn_cast<linalg::LinalgOp>(op);
      std::optional<SoftmaxAttention> match =
          values ? matchSoftmaxAttention(values) : std::nullopt;
      if (!match || !fusesAttentionOf(attentionOperandType(*match)))
        continue;
      Operation *parts[] = {match->scores, match->maxReduce, match->sumReduce,
                            values};
      if (!llvm::all_of(parts, [&](Operation *part) {
            return isCompute.contains(part) &&
                   part->getBlock() == op->getBlock();
          }))
        continue;
      llvm::SmallPtrSet<Operation *, 16> members;
      Operation *first = op;
      for (Operation *part : parts)
        for (Operation *member : groups.members(part)) {
          members.insert(member);
          if (member->isBeforeInBlock(first))
            first = member;
        }
      Operation *last = groups.getLeaderValue(values);
      bool closed = true;
      for (Operation *member : members) {
        bool inLast = groups.getLeaderValue(member) == last;
        for (Value result : member->getResults())
          for (Operation *user : result.getUsers()) {
            Operation *owner = op->getBlock()->findAncestorOpInBlock(*user);
            if (!inLast && (!owner || !members.contains(owner)))
              closed = false;
          }
        for (Value operand : member->getOperands()) {
          Operation *def = operand.getDefiningOp();
          if (def && def->getBlock() == op->getBlock() &&
              !members.contains(def) && dependsOn(def, members, first))
            closed = false;
        }
      }
      if (!closed)
        continue;
      for (Operation *part : parts)
        groups.unionSets(values, part);
    }
  }

  /// Whether `fuse-attention` takes chains whose Q, K and V are `type`.
  bool fusesAttentionOf(Type type) const {
    if (fuseAttention == "true")
      return true;
    if (!type)
      return false;
    std::string name;
    llvm::raw_string_ostream os(name);
    type.print(os);
    SmallVector<StringRef> types;
    StringRef(fuseAttention).split(types, '+', -1, /*KeepEmpty=*/false);
    return llvm::is_contained(types, name);
  }

  /// Whether `op` (of the block of `members`) uses, transitively, a value
  /// of `members`, none of which comes before `first`.
  static bool dependsOn(Operation *op,
                        const llvm::SmallPtrSetImpl<Operation *> &members,
                        Operation *first) {
    SmallVector<Operation *> work{op};
    llvm::SmallPtrSet<Operation *, 16> seen;
    while (!work.empty()) {
      Operation *current = work.pop_back_val();
      if (current->isBeforeInBlock(first) || !seen.insert(current).second)
        continue;
      if (members.contains(current))
        return true;
      current->walk([&](Operation *nested) {
        for (Value operand : nested->getOperands())
          if (Operation *def = operand.getDefiningOp())
            if (Operation *owner = op->getBlock()->findAncestorOpInBlock(*def))
              work.push_back(owner);
      });
    }
    return false;
  }

  /// Row fusion (softmax, layer norm): a row reduction's group takes the
  /// groups that read its per-row results back over the whole row (the
  /// broadcast consumers), further reductions over the same rows, and what
  /// those feed, as long as every member is a row reduction, a full or a
  /// row elementwise op of the same domain, every per-row value is read at
  /// the reader's own row, every per-element value at the reader's own
  /// point, and every other operand comes from before the group (no cycle
  /// through an op outside it). Row kernels then read each input row once.
  void fuseRowGroups(ArrayRef<Operation *> computeOps,
                     const llvm::SmallPtrSetImpl<Operation *> &isCompute,
                     llvm::EquivalenceClasses<Operation *> &groups) {
    llvm::SmallPtrSet<Operation *, 16> fused;
    for (Operation *seed : computeOps) {
      if (fused.contains(seed))
        continue;
      std::optional<RowDomain> domain = getRowReductionDomain(seed);
      if (!domain)
        continue;
      SmallVector<Operation *> members =
          collectRowGroup(seed, *domain, isCompute, groups, fused);
      for (Operation *op : members) {
        groups.unionSets(seed, op);
        fused.insert(op);
      }
    }
  }

  /// The ops that fuse with `seed`'s group under fuseRowGroups' rules, or
  /// nothing when no op reads a per-row value back over the whole row.
  SmallVector<Operation *>
  collectRowGroup(Operation *seed, const RowDomain &domain,
                  const llvm::SmallPtrSetImpl<Operation *> &isCompute,
                  llvm::EquivalenceClasses<Operation *> &groups,
                  const llvm::SmallPtrSetImpl<Operation *> &fused) {
    unsigned p = domain.rows.size();
    SmallVector<int64_t> full(domain.rows);
    full.append(domain.length);
    MLIRContext *ctx = seed->getContext();
    AffineMap rowProjection =
        AffineMap::getMultiDimIdentityMap(full.size(), ctx).getMajorSubMap(p);
    auto kindOf = [&](Operation *op) -> std::optional<RowKind> {
      if (std::optional<RowDomain> d = getRowReductionDomain(op))
        return *d == domain ? std::optional(RowKind::Row) : std::nullopt;
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      if (!isElementwise(op) || !linalgOp.hasPureTensorSemantics())
        return std::nullopt;
      SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
      if (ranges == full)
        return RowKind::Full;
      if (ranges == domain.rows)
        return RowKind::Row;
      return std::nullopt;
    };
    auto groupOf = [&](Operation *op) {
      return llvm::to_vector(groups.members(op));
    };

    SmallVector<Operation *> members = groupOf(seed);
    llvm::SmallPtrSet<Operation *, 16> inGroup(members.begin(), members.end());
    Operation *first = seed;
    for (Operation *op : members) {
      if (!kindOf(op))
        return {};
      if (op->isBeforeInBlock(first))
        first = op;
    }
    // Whether `group` may join: every op is a row op of this domain, reads
    // per-row values at its own row and per-element values at its own
    // point (a row op cannot read a per-element value), and takes other
    // operands from before the group. Sets `broadcast` when an op reads a
    // per-row value over the whole row.
    auto canJoin = [&](ArrayRef<Operation *> group, bool &broadcast) {
      llvm::SmallPtrSet<Operation *, 16> joined(inGroup.begin(), inGroup.end());
      joined.insert(group.begin(), group.end());
      if (!llvm::all_of(group, [&](Operation *op) { return kindOf(op); }))
        return false;
      for (Operation *op : group) {
        auto linalgOp = cast<linalg::LinalgOp>(op);
        for (OpOperand &operand : op->getOpOperands()) {
          Operation *def = operand.get().getDefiningOp();
          if (!def || !isCompute.contains(def))
            continue;
          if (!joined.contains(def)) {
            if (!def->isBeforeInBlock(first))
              return false;
            continue;
          }
          if (linalgOp.isDpsInit(&operand))
            continue;
          AffineMap map = linalgOp.getMatchingIndexingMap(&operand);
          bool defIsRow = *kindOf(def) == RowKind::Row;
          bool opIsFull = map.getNumDims() == full.size();
          if (defIsRow && opIsFull) {
            // A per-row value read over the whole row (by an elementwise op
            // or inside a reduction's body).
            if (map != rowProjection)
              return false;
            broadcast = true;
          } else if (!map.isIdentity() || defIsRow == opIsFull) {
            return false;
          }
        }
      }
      return true;
    };

    bool broadcastRead = false, grew = true;
    while (grew) {
      grew = false;
      SmallVector<Operation *> users;
      for (Operation *op : members)
        for (Operation *user : op->getUsers())
          if (isCompute.contains(user) && !inGroup.contains(user) &&
              !fused.contains(user))
            users.push_back(user);
      for (Operation *user : users) {
        if (inGroup.contains(user))
          continue;
        SmallVector<Operation *> group = groupOf(user);
        bool broadcast = false;
        if (!canJoin(group, broadcast))
          continue;
        members.append(group.begin(), group.end());
        inGroup.insert(group.begin(), group.end());
        broadcastRead |= broadcast;
        grew = true;
      }
    }
    if (!broadcastRead)
      return {};
    return members;
  }

  /// The dynamic dims of `region`'s results, computed on the host right
  /// before it from its operands: each dim is resolved inside the body to
  /// dims of the operands (through the ops' reified result shapes) and that
  /// scalar computation is cloned out. Fails when a dim depends on tensor
  /// data (a size read from a tensor inside the region).
  FailureOr<SmallVector<Value>>
  computeResultDims(flow::DispatchRegionOp region) {
    Block &body = region.getBody().front();
    auto ret = cast<flow::ReturnOp>(body.getTerminator());
    Location loc = region.getLoc();
    OpBuilder inner(ret);
    SmallVector<Operation *> dimOps;
    SmallVector<Value> dims;
    for (Value value : ret.getValues()) {
      auto type = cast<RankedTensorType>(value.getType());
      for (int64_t i = 0; i < type.getRank(); ++i)
        if (type.isDynamicDim(i)) {
          auto dim = tensor::DimOp::create(inner, loc, value, i);
          dimOps.push_back(dim);
          dims.push_back(dim);
        }
    }
    if (dims.empty())
      return dims;
    // Holds the resolved values while the patterns replace the dims.
    auto holder = UnrealizedConversionCastOp::create(inner, loc, TypeRange(),
                                                     ValueRange(dims));
    MLIRContext *ctx = region.getContext();
    RewritePatternSet patterns(ctx);
    memref::populateResolveRankedShapedTypeResultDimsPatterns(patterns);
    memref::populateResolveShapedTypeResultDimsPatterns(patterns);
    patterns.add<LoopResultDim>(ctx);
    tensor::DimOp::getCanonicalizationPatterns(patterns, ctx);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, ctx);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    (void)applyOpPatternsGreedily(dimOps, std::move(patterns), config);

    IRMapping toHost;
    for (auto [arg, operand] :
         llvm::zip(body.getArguments(), region.getInputs()))
      toHost.map(arg, operand);
    OpBuilder host(region);
    SmallVector<Operation *> slice;
    std::function<LogicalResult(Value)> clone =
        [&](Value value) -> LogicalResult {
      if (toHost.contains(value))
        return success();
      Operation *def = value.getDefiningOp();
      if (!def || def->getBlock() != &body || def->getNumRegions() != 0 ||
          !isMemoryEffectFree(def) ||
          (!isa<tensor::DimOp>(def) &&
           llvm::any_of(def->getOperandTypes(),
                        [](Type t) { return isa<ShapedType>(t); })))
        return emitError(value.getLoc())
               << "a dynamic dim of this dispatch's result depends on "
                  "tensor data, not on the dispatch's input shapes; "
                  "data-dependent result shapes are not supported";
      for (Value operand : def->getOperands())
        if (failed(clone(operand)))
          return failure();
      // The dim of an earlier dispatch's result is its result dim.
      if (auto dimOp = dyn_cast<tensor::DimOp>(def))
        if (std::optional<int64_t> index = dimOp.getConstantIndex())
          if (Value resultDim = flow::getDispatchResultDim(
                  toHost.lookup(dimOp.getSource()), *index)) {
            toHost.map(dimOp.getResult(), resultDim);
            slice.push_back(def);
            return success();
          }
      host.clone(*def, toHost);
      slice.push_back(def);
      return success();
    };
    SmallVector<Value> hostDims;
    for (Value dim : holder.getInputs()) {
      if (failed(clone(dim)))
        return failure();
      hostDims.push_back(toHost.lookup(dim));
    }
    holder.erase();
    for (Operation *op : llvm::reverse(slice))
      if (op->use_empty())
        op->erase();
    return hostDims;
  }

  /// Moves the definitions of `operands` that come after the group's first
  /// op (in its block), and what they read from after it, before that op:
  /// false (nothing moved) when one of them reads a member (a cycle through
  /// an op outside the group) or has memory effects.
  static bool
  hoistLateDefinitions(ArrayRef<Operation *> ops,
                       const llvm::SmallPtrSetImpl<Operation *> &inGroup,
                       const llvm::SetVector<Value> &operands) {
    Operation *first = ops.front();
    Block *block = first->getBlock();
    llvm::SetVector<Operation *> slice;
    SmallVector<Operation *> work;
    auto visit = [&](Value v) {
      Operation *def = v.getDefiningOp();
      if (!def || !(def = block->findAncestorOpInBlock(*def)) ||
          def->isBeforeInBlock(first))
        return true;
      if (def == first || inGroup.contains(def))
        return false;
      if (slice.insert(def))
        work.push_back(def);
      return true;
    };
    for (Value operand : operands)
      if (!visit(operand))
        return false;
    while (!work.empty()) {
      Operation *op = work.pop_back_val();
      if (!isMemoryEffectFree(op))
        return false;
      bool ok = true;
      op->walk([&](Operation *nested) {
        for (Value v : nested->getOperands())
          ok = ok && visit(v);
      });
      if (!ok)
        return false;
    }
    SmallVector<Operation *> sorted(slice.begin(), slice.end());
    llvm::sort(sorted, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    for (Operation *op : sorted)
      op->moveBefore(first);
    return !sorted.empty();
  }

  LogicalResult formRegion(ArrayRef<Operation *> ops) {
    llvm::SmallPtrSet<Operation *, 8> inGroup(ops.begin(), ops.end());
    // External values become operands; clonable producers are copied in.
    llvm::SetVector<Value> operands;
    llvm::SetVector<Operation *> clones;
    // Values used in the group that come from outside: rematerialize
    // clonable producers (and what they use), pass the rest in.
    std::function<void(Value)> addExternal = [&](Value value) {
      Operation *def = value.getDefiningOp();
      if (def && inGroup.contains(def))
        return;
      // A host dim comes in as a push constant, not as the tensor it
      // measures (which would be bound only for its shape).
      if (isa_and_nonnull<tensor::DimOp>(def)) {
        operands.insert(value);
        return;
      }
      if (def && isCopiedIn(def)) {
        if (clones.contains(def))
          return;
        for (Value operand : def->getOperands())
          addExternal(operand);
        def->walk([&](Operation *nested) {
          for (Value operand : nested->getOperands())
            if (!def->isAncestor(operand.getParentRegion()->getParentOp()))
              addExternal(operand);
        });
        clones.insert(def);
        return;
      }
      operands.insert(value);
    };
    for (Operation *op : ops) {
      op->walk([&](Operation *nested) {
        for (Value value : nested->getOperands()) {
          // Values defined inside `op` itself (block arguments, nested ops).
          if (op->isAncestor(value.getParentRegion()->getParentOp()))
            continue;
          addExternal(value);
        }
      });
    }
    // Clones go in program order so each sees its operands.
    SmallVector<Operation *> orderedClones(clones.begin(), clones.end());
    // Clones of enclosing host blocks' ops come before this block's.
    llvm::sort(orderedClones, [](Operation *a, Operation *b) {
      if (a->getBlock() == b->getBlock())
        return a->isBeforeInBlock(b);
      return a->getParentRegion()->isProperAncestor(b->getParentRegion());
    });
    SmallVector<Value> results;
    // Whether `user` reads a value only for the group: a use inside a
    // member (or its regions), or clonable scalar math whose uses are (it
    // is copied into the region and dies outside).
    std::function<bool(Operation *)> staysInside = [&](Operation *user) {
      Operation *owner = ops.front()->getBlock()->findAncestorOpInBlock(*user);
      if (!owner)
        return false;
      if (inGroup.contains(owner))
        return true;
      return isCopiedIn(owner) && !isUsedByHost(owner) && !owner->use_empty() &&
             llvm::all_of(owner->getUsers(), staysInside);
    };
    for (Operation *op : ops)
      for (Value result : op->getResults())
        if (!llvm::all_of(result.getUsers(), staysInside))
          results.push_back(result);
    for (Value operand : operands)
      if (!isa<RankedTensorType>(operand.getType()) &&
          !flow::isPushConstantType(operand.getType()))
        return ops.front()->emitError("dispatch operand of type ")
               << operand.getType()
               << " is not a tensor, an index or an integer of at most 32 "
                  "bits; only those cross into dispatches";
    // Tensors first, then index scalars (the entry point ABI's order).
    SmallVector<Value> orderedOperands(operands.begin(), operands.end());
    std::stable_partition(
        orderedOperands.begin(), orderedOperands.end(),
        [](Value v) { return isa<RankedTensorType>(v.getType()); });
    for (Value result : results)
      if (!isa<RankedTensorType>(result.getType()))
        return result.getDefiningOp()->emitError("dispatch result of type ")
               << result.getType()
               << " is not a tensor; only tensors cross out of dispatches";

    // The region goes where its first op was, or right after the last of
    // its operands' definitions when a later member reads a value defined
    // after the first: as early as it can, so that ops outside the group
    // that read a member's result before the group's last op (a reduction
    // of a top-k's values that a later member also reads) still follow it.
    Block *block = ops.front()->getBlock();
    auto placeRegion = [&]() {
      Operation *position = ops.front();
      for (Value operand : orderedOperands) {
        Operation *def = operand.getDefiningOp();
        // `position` may be the definition itself (the previous operand's
        // definition was right before it).
        if (def && (def = block->findAncestorOpInBlock(*def)) &&
            !def->isBeforeInBlock(position))
          position = def->getNextNode();
      }
      return position;
    };
    // An op outside the group that reads a member's result before that
    // position (a scalar loop's two consumers around an independent op, the
    // first one's result read in between): the late operands' definitions,
    // with what they read after the group's first op, move before it.
    auto readBefore = [&](Operation *position) -> Operation * {
      for (Value result : results)
        for (Operation *user : result.getUsers()) {
          Operation *owner = block->findAncestorOpInBlock(*user);
          if (owner && !inGroup.contains(owner) &&
              owner->isBeforeInBlock(position))
            return user;
        }
      return nullptr;
    };
    Operation *position = placeRegion();
    if (readBefore(position) && hoistLateDefinitions(ops, inGroup, operands))
      position = placeRegion();
    if (Operation *user = readBefore(position))
      return user->emitError("internal error: dispatch formation put ")
             << "a producer of this op's operand after it";
    OpBuilder builder(position);
    SmallVector<Type> resultTypes;
    for (Value result : results)
      resultTypes.push_back(result.getType());
    // Integer scalars (a host loop's counter) cross as index push
    // constants and are cast back inside.
    SmallVector<Value> regionOperands;
    for (Value operand : orderedOperands)
      regionOperands.push_back(
          isa<IntegerType>(operand.getType())
              ? arith::IndexCastOp::create(builder, operand.getLoc(),
                                           builder.getIndexType(), operand)
                    .getResult()
              : operand);
    auto region = flow::DispatchRegionOp::create(builder, ops.front()->getLoc(),
                                                 resultTypes, regionOperands);
    Block &body = region.getBody().front();
    IRMapping mapping;
    OpBuilder inner = OpBuilder::atBlockBegin(&body);
    for (auto [operand, arg] : llvm::zip(orderedOperands, body.getArguments()))
      mapping.map(operand,
                  arg.getType() == operand.getType()
                      ? Value(arg)
                      : arith::IndexCastOp::create(inner, arg.getLoc(),
                                                   operand.getType(), arg)
                            .getResult());
    // Clones and members in program order: a clone may read a member's
    // scalar result (clonable math on a loop's norm).
    SmallVector<Operation *> sequence;
    for (Operation *clone : orderedClones)
      if (clone->getBlock() != ops.front()->getBlock())
        sequence.push_back(clone);
    size_t outer = sequence.size();
    for (Operation *clone : orderedClones)
      if (clone->getBlock() == ops.front()->getBlock())
        sequence.push_back(clone);
    llvm::append_range(sequence, ops);
    std::stable_sort(
        sequence.begin() + outer, sequence.end(),
        [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
    for (Operation *op : sequence)
      inner.clone(*op, mapping);
    SmallVector<Value> yielded;
    for (Value result : results)
      yielded.push_back(mapping.lookup(result));
    flow::ReturnOp::create(inner, region.getLoc(), yielded);
    FailureOr<SmallVector<Value>> resultDims = computeResultDims(region);
    if (failed(resultDims))
      return failure();
    region.getResultDimsMutable().assign(*resultDims);
    for (auto [result, replacement] : llvm::zip(results, region.getResults()))
      result.replaceUsesWithIf(replacement, [&](OpOperand &use) {
        return !inGroup.contains(use.getOwner());
      });
    // The members go, with the clonables only they read (scalar math on a
    // member's scalar result included): references first, so that no
    // erased op still reads another.
    SmallVector<Operation *> doomed(ops.begin(), ops.end());
    llvm::SmallPtrSet<Operation *, 16> isDoomed(ops.begin(), ops.end());
    for (Operation *clone : llvm::reverse(orderedClones)) {
      bool dead = llvm::all_of(clone->getUsers(), [&](Operation *user) {
        Operation *owner = clone->getBlock()->findAncestorOpInBlock(*user);
        return owner && isDoomed.contains(owner);
      });
      if (dead && isDoomed.insert(clone).second)
        doomed.push_back(clone);
    }
    for (Operation *op : doomed) {
      op->dropAllReferences();
      // A later op may be allocated where this one was.
      readInPlaceSlices.erase(op);
    }
    for (Operation *op : doomed)
      op->erase();
    return success();
  }
};

} // namespace
