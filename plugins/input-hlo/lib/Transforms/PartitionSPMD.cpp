//===- PartitionSPMD.cpp - An SPMD program as one rank's program --*- C++
//-*-===//
//
// Implements strata-hlo-partition-spmd (Passes.td has the contract): the
// body of a function's manual computation becomes the function, which then
// takes and returns one rank's shards; collectives become flow.collective.*
// ops over the module's channel, their replica groups resolved to ranks.
//
//===----------------------------------------------------------------------===//

#include "SPMD.h"
#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/InputHLO/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"

#include <set>

namespace strata::input_hlo {
#define GEN_PASS_DEF_PARTITIONSPMDPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"
} // namespace strata::input_hlo

using namespace mlir;

namespace strata::input_hlo {
namespace {

namespace hlo = ::strata::stablehlo;

/// The reduction a collective's body computes, when it is one elementwise
/// op of its two arguments (in either order).
FailureOr<StringRef> getReduction(Operation *collective, Region &body) {
  Block &block = body.front();
  auto fail = [&]() {
    return collective->emitOpError(
        "has a reduction body other than one add, multiply, minimum, "
        "maximum, and, or or xor of its two arguments; only those run "
        "across ranks");
  };
  if (block.getNumArguments() != 2 ||
      !llvm::hasSingleElement(block.without_terminator()))
    return fail();
  Operation &op = block.front();
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != 1 ||
      terminator->getOperand(0) != op.getResult(0) ||
      op.getNumOperands() != 2 ||
      !llvm::is_contained(op.getOperands(), block.getArgument(0)) ||
      !llvm::is_contained(op.getOperands(), block.getArgument(1)))
    return fail();
  StringRef name = llvm::TypeSwitch<Operation *, StringRef>(&op)
                       .Case([](hlo::AddOp) { return "sum"; })
                       .Case([](hlo::MulOp) { return "product"; })
                       .Case([](hlo::MinOp) { return "minimum"; })
                       .Case([](hlo::MaxOp) { return "maximum"; })
                       .Case([](hlo::AndOp) { return "and"; })
                       .Case([](hlo::OrOp) { return "or"; })
                       .Case([](hlo::XorOp) { return "xor"; })
                       .Default([](Operation *) { return ""; });
  if (name.empty())
    return fail();
  Type element = getElementTypeOrSelf(block.getArgument(0).getType());
  // The element types become signless: the reduction keeps the order.
  if (element.isUnsignedInteger() && name == "minimum")
    name = "unsigned_minimum";
  if (element.isUnsignedInteger() && name == "maximum")
    name = "unsigned_maximum";
  // Booleans: sum and product are or and and.
  if (element.isInteger(1) && name == "sum")
    name = "or";
  if (element.isInteger(1) && name == "product")
    name = "and";
  return name;
}

class Partitioner {
public:
  Partitioner(func::FuncOp func, sdy::ManualComputationOp manual,
              const DeviceGrid &grid)
      : func(func), manual(manual), grid(grid) {}

  LogicalResult run() {
    MLIRContext *ctx = func.getContext();
    Block &entry = func.getBody().front();
    auto ret = cast<func::ReturnOp>(entry.getTerminator());
    for (Operation &op : entry.without_terminator())
      if (&op != manual.getOperation())
        return op.emitOpError("computes on global arrays outside the "
                              "sdy.manual_computation; a rank program "
                              "needs the function to be the manual "
                              "computation alone (its body runs per rank)");
    Block &body = manual.getBody().front();
    auto bodyReturn = cast<sdy::ReturnOp>(body.getTerminator());

    // Arguments: each takes the local type of the manual operand it is.
    SmallVector<Type> argumentTypes(func.getArgumentTypes());
    SmallVector<Attribute> argumentShardings(func.getNumArguments());
    for (auto [i, operand] : llvm::enumerate(manual.getTensors())) {
      auto arg = dyn_cast<BlockArgument>(operand);
      if (!arg || arg.getOwner() != &entry)
        return manual.emitOpError("operand ")
               << i << " is not an argument of the function";
      FailureOr<Attribute> dims = shardingAttr(
          cast<sdy::TensorShardingAttr>(manual.getInShardings()[i]));
      if (failed(dims))
        return failure();
      unsigned n = arg.getArgNumber();
      if (argumentShardings[n] && argumentShardings[n] != *dims)
        return manual.emitOpError("takes argument ")
               << n << " twice with different shardings";
      argumentShardings[n] = *dims;
      argumentTypes[n] = body.getArgument(i).getType();
    }
    for (auto [n, sharding] : llvm::enumerate(argumentShardings))
      if (!sharding)
        sharding = wholeAttr(argumentTypes[n]); // unused: replicated

    SmallVector<Attribute> resultShardings;
    SmallVector<unsigned> resultIndices;
    for (Value value : ret.getOperands()) {
      auto result = dyn_cast<OpResult>(value);
      if (!result || result.getOwner() != manual.getOperation())
        return ret.emitOpError("returns a value that is not a result of the "
                               "sdy.manual_computation");
      unsigned k = result.getResultNumber();
      FailureOr<Attribute> dims = shardingAttr(
          cast<sdy::TensorShardingAttr>(manual.getOutShardings()[k]));
      if (failed(dims))
        return failure();
      resultShardings.push_back(*dims);
      resultIndices.push_back(k);
    }

    // Collectives first (errors leave the function untouched).
    SmallVector<Operation *> collectives, partitionIds;
    WalkResult walk = body.walk([&](Operation *op) {
      if (isa<hlo::PartitionIdOp>(op)) {
        partitionIds.push_back(op);
        return WalkResult::advance();
      }
      if (!isCollective(op))
        return WalkResult::advance();
      // Control flow around a collective stays on the host, which runs the
      // collective once per iteration or branch taken.
      for (Operation *parent = op->getParentOp();
           parent != manual.getOperation(); parent = parent->getParentOp())
        if (!isa<hlo::WhileOp, hlo::IfOp, hlo::CaseOp>(parent)) {
          op->emitOpError("inside '")
              << parent->getName()
              << "' cannot run across ranks; collectives run in the "
                 "manual computation's body or in while/if/case regions "
                 "there";
          return WalkResult::interrupt();
        }
      collectives.push_back(op);
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    for (Operation *op : collectives)
      if (failed(convertCollective(op)))
        return failure();
    // The rank is the partition id: ranks are devices in mesh order.
    for (Operation *op : partitionIds) {
      OpBuilder b(op);
      op->replaceAllUsesWith(flow::CollectivePartitionIdOp::create(
          b, op->getLoc(), op->getResult(0).getType()));
      op->erase();
    }

    // The body becomes the function.
    SmallVector<Value> results;
    for (unsigned k : resultIndices)
      results.push_back(bodyReturn.getOperand(k));
    for (auto [i, operand] : llvm::enumerate(manual.getTensors())) {
      auto arg = cast<BlockArgument>(operand);
      arg.setType(body.getArgument(i).getType());
      body.getArgument(i).replaceAllUsesWith(arg);
    }
    for (auto [n, type] : llvm::enumerate(argumentTypes))
      entry.getArgument(n).setType(type);
    entry.getOperations().splice(manual->getIterator(), body.getOperations(),
                                 body.begin(), bodyReturn->getIterator());
    ret->setOperands(results);
    manual->dropAllUses();
    manual.erase();
    func.setFunctionType(
        FunctionType::get(ctx, argumentTypes, ValueRange(results).getTypes()));
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      func.removeArgAttr(i, "sdy.sharding");
    for (unsigned i = 0; i < func.getNumResults(); ++i)
      func.removeResultAttr(i, StringAttr::get(ctx, "sdy.sharding"));

    Builder b(ctx);
    SmallVector<Attribute> axisNames;
    for (StringRef axis : grid.axes)
      axisNames.push_back(b.getStringAttr(axis));
    func->setAttr(
        flow::kSPMDAttrName,
        b.getDictionaryAttr({
            b.getNamedAttr("mesh_axes", b.getArrayAttr(axisNames)),
            b.getNamedAttr("mesh_shape", b.getDenseI64ArrayAttr(grid.sizes)),
            b.getNamedAttr("arguments", b.getArrayAttr(argumentShardings)),
            b.getNamedAttr("results", b.getArrayAttr(resultShardings)),
        }));
    return success();
  }

private:
  /// A sharding as flow::kSPMDAttrName records it: per dim, the axes.
  FailureOr<Attribute> shardingAttr(sdy::TensorShardingAttr sharding) {
    FailureOr<SmallVector<SmallVector<int64_t>>> dims =
        getDimAxes(manual, sharding, grid);
    if (failed(dims))
      return failure();
    Builder b(func.getContext());
    SmallVector<Attribute> entries;
    for (ArrayRef<int64_t> axes : *dims)
      entries.push_back(b.getDenseI64ArrayAttr(axes));
    return Attribute(b.getArrayAttr(entries));
  }
  Attribute wholeAttr(Type type) {
    Builder b(func.getContext());
    SmallVector<Attribute> entries(cast<RankedTensorType>(type).getRank(),
                                   b.getDenseI64ArrayAttr({}));
    return b.getArrayAttr(entries);
  }

  /// The replica groups of `op` as a rectangular rank table.
  FailureOr<DenseIntElementsAttr> groupTable(Operation *op, Attribute groups) {
    FailureOr<SmallVector<SmallVector<int64_t>>> all =
        getReplicaGroups(op, groups, grid);
    if (failed(all))
      return failure();
    SmallVector<int64_t> flat;
    std::set<int64_t> seen;
    for (ArrayRef<int64_t> group : *all) {
      if (group.size() != all->front().size())
        return op->emitOpError("has replica groups of different sizes; "
                               "only equal groups run across ranks");
      for (int64_t rank : group)
        if (!seen.insert(rank).second)
          return op->emitOpError("names device ") << rank << " in two groups";
      flat.append(group.begin(), group.end());
    }
    if (static_cast<int64_t>(seen.size()) != grid.count)
      return op->emitOpError("has replica groups covering ")
             << seen.size() << " of the mesh's " << grid.count
             << " devices; every rank must take part";
    auto type =
        RankedTensorType::get({static_cast<int64_t>(all->size()),
                               static_cast<int64_t>(all->front().size())},
                              IntegerType::get(op->getContext(), 64));
    return DenseIntElementsAttr::get(type, flat);
  }

  LogicalResult convertCollective(Operation *op) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    SmallVector<Value> replacements;
    auto each = [&](auto build) -> LogicalResult {
      for (auto [operand, result] :
           llvm::zip(op->getOperands(), op->getResults())) {
        if (!cast<RankedTensorType>(operand.getType()).hasStaticShape())
          return op->emitOpError("has a dynamically shaped operand; only "
                                 "static shapes run across ranks");
        FailureOr<Value> value = build(operand, result.getType());
        if (failed(value))
          return failure();
        replacements.push_back(*value);
      }
      return success();
    };
    LogicalResult status = success();
    if (auto allReduce = dyn_cast<hlo::AllReduceOp>(op)) {
      FailureOr<StringRef> reduction =
          getReduction(op, allReduce.getComputation());
      FailureOr<DenseIntElementsAttr> groups =
          groupTable(op, allReduce.getReplicaGroups());
      if (failed(reduction) || failed(groups))
        return failure();
      status = each([&](Value x, Type t) -> FailureOr<Value> {
        return flow::CollectiveAllReduceOp::create(b, loc, t, x, *reduction,
                                                   *groups)
            .getResult();
      });
    } else if (auto gather = dyn_cast<hlo::AllGatherOp>(op)) {
      FailureOr<DenseIntElementsAttr> groups =
          groupTable(op, gather.getReplicaGroups());
      if (failed(groups))
        return failure();
      status = each([&](Value x, Type t) -> FailureOr<Value> {
        return flow::CollectiveAllGatherOp::create(
                   b, loc, t, x, gather.getAllGatherDim(), *groups)
            .getResult();
      });
    } else if (auto scatter = dyn_cast<hlo::ReduceScatterOp>(op)) {
      FailureOr<StringRef> reduction =
          getReduction(op, scatter.getComputation());
      FailureOr<DenseIntElementsAttr> groups =
          groupTable(op, scatter.getReplicaGroups());
      if (failed(reduction) || failed(groups))
        return failure();
      status = each([&](Value x, Type t) -> FailureOr<Value> {
        return flow::CollectiveReduceScatterOp::create(
                   b, loc, t, x, *reduction, scatter.getScatterDimension(),
                   *groups)
            .getResult();
      });
    } else if (auto allToAll = dyn_cast<hlo::AllToAllOp>(op)) {
      FailureOr<DenseIntElementsAttr> groups =
          groupTable(op, allToAll.getReplicaGroups());
      if (failed(groups))
        return failure();
      int64_t members = cast<ShapedType>(groups->getType()).getDimSize(1);
      if (allToAll.getSplitCount() != members)
        return op->emitOpError("has split_count ")
               << allToAll.getSplitCount() << " but replica groups of "
               << members << " devices";
      status = each([&](Value x, Type t) -> FailureOr<Value> {
        return flow::CollectiveAllToAllOp::create(
                   b, loc, t, x, allToAll.getSplitDimension(),
                   allToAll.getConcatDimension(), *groups)
            .getResult();
      });
    } else if (auto broadcast = dyn_cast<hlo::CollectiveBroadcastOp>(op)) {
      // The group's first member's operand: gathered along a new leading
      // dim, block 0 kept (the providers have no broadcast; the volume is
      // the group size times the operand's).
      FailureOr<DenseIntElementsAttr> groups =
          groupTable(op, broadcast.getReplicaGroups());
      if (failed(groups))
        return failure();
      int64_t members = cast<ShapedType>(groups->getType()).getDimSize(1);
      status = each([&](Value x, Type t) -> FailureOr<Value> {
        auto type = cast<RankedTensorType>(t);
        SmallVector<int64_t> one = {1}, all = {members};
        one.append(type.getShape().begin(), type.getShape().end());
        all.append(type.getShape().begin(), type.getShape().end());
        auto oneType = RankedTensorType::get(one, type.getElementType());
        auto allType = RankedTensorType::get(all, type.getElementType());
        Value lifted = hlo::ReshapeOp::create(b, loc, oneType, x);
        Value gathered = flow::CollectiveAllGatherOp::create(
            b, loc, allType, lifted, 0, *groups);
        SmallVector<int64_t> starts(one.size(), 0), strides(one.size(), 1);
        Value first = hlo::SliceOp::create(
            b, loc, oneType, gathered, b.getDenseI64ArrayAttr(starts),
            b.getDenseI64ArrayAttr(one), b.getDenseI64ArrayAttr(strides));
        return hlo::ReshapeOp::create(b, loc, type, first).getResult();
      });
    } else {
      auto permute = cast<hlo::CollectivePermuteOp>(op);
      for (int64_t rank : permute.getSourceTargetPairs().getValues<int64_t>())
        if (rank < 0 || rank >= grid.count)
          return op->emitOpError("pairs name device ")
                 << rank << " of a " << grid.count << "-device mesh";
      status = each([&](Value x, Type t) -> FailureOr<Value> {
        return flow::CollectivePermuteOp::create(b, loc, t, x,
                                                 permute.getSourceTargetPairs())
            .getResult();
      });
    }
    if (failed(status))
      return failure();
    op->replaceAllUsesWith(replacements);
    op->erase();
    return success();
  }

  func::FuncOp func;
  sdy::ManualComputationOp manual;
  const DeviceGrid &grid;
};

class PartitionSPMDPass
    : public impl::PartitionSPMDPassBase<PartitionSPMDPass> {
public:
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Hints outside (or inside) manual computations change no value.
    dropShardingHints(module);
    for (auto func : module.getOps<func::FuncOp>()) {
      SmallVector<sdy::ManualComputationOp> manuals;
      func.walk([&](sdy::ManualComputationOp op) { manuals.push_back(op); });
      if (manuals.empty())
        continue;
      if (manuals.size() > 1 ||
          manuals.front()->getParentOp() != func.getOperation()) {
        manuals.back().emitOpError(
            "is one of several manual computations (or nested); a rank "
            "program needs exactly one, at the top of the function");
        return signalPassFailure();
      }
      FailureOr<DeviceGrid> grid = getManualGrid(manuals.front());
      if (failed(grid))
        return signalPassFailure();
      Partitioner partitioner(func, manuals.front(), *grid);
      if (failed(partitioner.run()))
        return signalPassFailure();
    }
    // Programs without a manual computation (jax.jit with shardings: XLA's
    // partitioner would split them) run as one global program; rank
    // programs keep their shardings in strata.spmd; the meshes go.
    dropShardingHints(module);
  }
};

} // namespace
} // namespace strata::input_hlo
