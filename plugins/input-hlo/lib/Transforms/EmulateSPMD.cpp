//===- EmulateSPMD.cpp - an SPMD program's devices in one program -*- C++
//-*-===//
//
// Implements strata-hlo-emulate-spmd (Passes.td has the contract). The body
// of a manual computation is cloned once per device, in lockstep: ordinary
// ops per device, collectives across the devices of each replica group.
//
//===----------------------------------------------------------------------===//

#include "SPMD.h"
#include "strata/InputHLO/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"

namespace strata::input_hlo {
#define GEN_PASS_DEF_EMULATESPMDPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"
} // namespace strata::input_hlo

using namespace mlir;

namespace strata::input_hlo {
namespace {

namespace hlo = ::strata::stablehlo;

class Emulator {
public:
  Emulator(sdy::ManualComputationOp op, const DeviceGrid &grid)
      : op(op), grid(grid), builder(op), maps(grid.count) {}

  LogicalResult run() {
    Block &body = op.getBody().front();
    // Local operands, sliced from the global ones.
    for (auto [i, global] : llvm::enumerate(op.getTensors())) {
      auto sharding = cast<sdy::TensorShardingAttr>(op.getInShardings()[i]);
      for (int64_t p = 0; p < grid.count; ++p) {
        FailureOr<Value> local = localShard(global, sharding, p);
        if (failed(local))
          return failure();
        maps[p].map(body.getArgument(i), *local);
      }
    }
    for (Operation &inner : body.without_terminator())
      if (failed(emulate(inner)))
        return failure();
    // Global results, assembled from the local ones.
    auto ret = cast<sdy::ReturnOp>(body.getTerminator());
    SmallVector<Value> results;
    for (auto [j, local] : llvm::enumerate(ret.getOperands())) {
      auto sharding = cast<sdy::TensorShardingAttr>(op.getOutShardings()[j]);
      FailureOr<Value> global = assemble(local, sharding);
      if (failed(global))
        return failure();
      results.push_back(*global);
    }
    op->replaceAllUsesWith(results);
    op->erase();
    return success();
  }

private:
  Location loc() { return op.getLoc(); }

  FailureOr<SmallVector<SmallVector<int64_t>>>
  dimAxes(sdy::TensorShardingAttr sharding) {
    return getDimAxes(op, sharding, grid);
  }

  Value slice(Value value, int64_t dim, int64_t start, int64_t size) {
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<int64_t> starts(type.getRank(), 0), limits(type.getShape()),
        strides(type.getRank(), 1), shape(type.getShape());
    starts[dim] = start;
    limits[dim] = start + size;
    shape[dim] = size;
    return hlo::SliceOp::create(
               builder, loc(),
               RankedTensorType::get(shape, type.getElementType()), value,
               builder.getDenseI64ArrayAttr(starts),
               builder.getDenseI64ArrayAttr(limits),
               builder.getDenseI64ArrayAttr(strides))
        .getResult();
  }

  Value concat(ArrayRef<Value> parts, int64_t dim) {
    if (parts.size() == 1)
      return parts.front();
    auto type = cast<RankedTensorType>(parts.front().getType());
    SmallVector<int64_t> shape(type.getShape());
    shape[dim] = 0;
    for (Value part : parts)
      shape[dim] += cast<RankedTensorType>(part.getType()).getDimSize(dim);
    return hlo::ConcatenateOp::create(
               builder, loc(),
               RankedTensorType::get(shape, type.getElementType()), parts,
               builder.getI64IntegerAttr(dim))
        .getResult();
  }

  FailureOr<Value> localShard(Value global, sdy::TensorShardingAttr sharding,
                              int64_t p) {
    auto type = dyn_cast<RankedTensorType>(global.getType());
    if (!type || !type.hasStaticShape())
      return op.emitOpError("operand of type ")
             << global.getType()
             << " is not statically shaped; only static SPMD programs are "
                "emulated";
    FailureOr<SmallVector<SmallVector<int64_t>>> dims = dimAxes(sharding);
    if (failed(dims))
      return failure();
    Value local = global;
    for (auto [d, axes] : llvm::enumerate(*dims)) {
      int64_t blocks = grid.blockCount(axes);
      if (blocks == 1)
        continue;
      int64_t size = type.getDimSize(d) / blocks;
      local = slice(local, d, grid.blockIndex(axes, p) * size, size);
    }
    return local;
  }

  /// The global value of a local result: blocks concatenated dim by dim,
  /// each taken from a device holding it (coordinate 0 on the axes the
  /// result is not split over: replicated there).
  FailureOr<Value> assemble(Value local, sdy::TensorShardingAttr sharding) {
    FailureOr<SmallVector<SmallVector<int64_t>>> dims = dimAxes(sharding);
    if (failed(dims))
      return failure();
    std::function<Value(size_t, int64_t)> build = [&](size_t d,
                                                      int64_t device) {
      if (d == dims->size())
        return maps[device].lookup(local);
      ArrayRef<int64_t> axes = (*dims)[d];
      SmallVector<Value> parts;
      for (int64_t block = 0, n = grid.blockCount(axes); block < n; ++block) {
        parts.push_back(build(d + 1, grid.withBlock(device, axes, block)));
      }
      return concat(parts, d);
    };
    return build(0, /*device=*/0);
  }

  /// The devices of `p`'s replica group, in group order.
  FailureOr<SmallVector<int64_t>> groupOf(Operation *collective,
                                          Attribute groups, int64_t p) {
    FailureOr<SmallVector<SmallVector<int64_t>>> all =
        getReplicaGroups(collective, groups, grid);
    if (failed(all))
      return failure();
    for (SmallVector<int64_t> &group : *all)
      if (llvm::is_contained(group, p))
        return group;
    return collective->emitOpError("device ")
           << p << " is in none of the replica groups";
  }

  /// `values` folded with the reduction body, elementwise.
  Value fold(Region &body, ArrayRef<Value> values) {
    Value acc = values.front();
    auto type = cast<RankedTensorType>(acc.getType());
    for (Value next : values.drop_front()) {
      auto map =
          hlo::MapOp::create(builder, loc(), type, ValueRange{acc, next},
                             builder.getDenseI64ArrayAttr(llvm::to_vector(
                                 llvm::seq<int64_t>(0, type.getRank()))));
      IRMapping none;
      body.cloneInto(&map.getComputation(), none);
      acc = map.getResult();
    }
    return acc;
  }

  LogicalResult emulate(Operation &inner) {
    if (auto allReduce = dyn_cast<hlo::AllReduceOp>(inner))
      return perGroup(&inner, allReduce.getReplicaGroups(),
                      [&](ArrayRef<int64_t> group, int64_t p, unsigned k) {
                        return fold(allReduce.getComputation(),
                                    values(group, inner.getOperand(k)));
                      });
    if (auto gather = dyn_cast<hlo::AllGatherOp>(inner))
      return perGroup(&inner, gather.getReplicaGroups(),
                      [&](ArrayRef<int64_t> group, int64_t p, unsigned k) {
                        return concat(values(group, inner.getOperand(k)),
                                      gather.getAllGatherDim());
                      });
    if (auto scatter = dyn_cast<hlo::ReduceScatterOp>(inner))
      return perGroup(
          &inner, scatter.getReplicaGroups(),
          [&](ArrayRef<int64_t> group, int64_t p, unsigned) {
            Value sum = fold(scatter.getComputation(),
                             values(group, scatter.getOperand()));
            int64_t dim = scatter.getScatterDimension();
            int64_t size =
                cast<RankedTensorType>(scatter.getType()).getDimSize(dim);
            int64_t position = llvm::find(group, p) - group.begin();
            return slice(sum, dim, position * size, size);
          },
          /*perDevice=*/true);
    if (auto allToAll = dyn_cast<hlo::AllToAllOp>(inner))
      return perGroup(
          &inner, allToAll.getReplicaGroups(),
          [&](ArrayRef<int64_t> group, int64_t p, unsigned k) {
            int64_t split = allToAll.getSplitDimension();
            auto type = cast<RankedTensorType>(inner.getOperand(k).getType());
            int64_t size = type.getDimSize(split) / allToAll.getSplitCount();
            int64_t position = llvm::find(group, p) - group.begin();
            SmallVector<Value> parts;
            for (Value v : values(group, inner.getOperand(k)))
              parts.push_back(slice(v, split, position * size, size));
            return concat(parts, allToAll.getConcatDimension());
          },
          /*perDevice=*/true);
    if (auto broadcast = dyn_cast<hlo::CollectiveBroadcastOp>(inner)) {
      FailureOr<SmallVector<SmallVector<int64_t>>> groups =
          getReplicaGroups(&inner, broadcast.getReplicaGroups(), grid);
      if (failed(groups))
        return failure();
      auto type = cast<RankedTensorType>(broadcast.getType());
      for (int64_t p = 0; p < grid.count; ++p) {
        Value result;
        for (ArrayRef<int64_t> group : *groups)
          if (!group.empty() && llvm::is_contained(group, p))
            result = maps[group.front()].lookup(broadcast.getOperand());
        if (!result) {
          Attribute zero = builder.getZeroAttr(type.getElementType());
          if (!zero)
            return broadcast.emitOpError("element type ")
                   << type.getElementType() << " has no zero to emulate with";
          result = hlo::ConstantOp::create(builder, loc(), type,
                                           DenseElementsAttr::get(type, zero));
        }
        maps[p].map(broadcast.getResult(), result);
      }
      return success();
    }
    if (auto permute = dyn_cast<hlo::CollectivePermuteOp>(inner)) {
      auto pairs =
          llvm::to_vector(permute.getSourceTargetPairs().getValues<int64_t>());
      auto type = cast<RankedTensorType>(permute.getType());
      Attribute zero = builder.getZeroAttr(type.getElementType());
      if (!zero)
        return permute.emitOpError("element type ")
               << type.getElementType() << " has no zero to emulate with";
      for (int64_t p = 0; p < grid.count; ++p) {
        Value result;
        for (size_t i = 0; i + 1 < pairs.size(); i += 2)
          if (pairs[i + 1] == p)
            result = maps[pairs[i]].lookup(permute.getOperand());
        if (!result)
          result = hlo::ConstantOp::create(builder, loc(), type,
                                           DenseElementsAttr::get(type, zero));
        maps[p].map(permute.getResult(), result);
      }
      return success();
    }
    // Control flow around collectives: one op for all devices.
    bool hasCollective = inner
                             .walk([&](Operation *o) {
                               return o != &inner && isCollective(o)
                                          ? WalkResult::interrupt()
                                          : WalkResult::advance();
                             })
                             .wasInterrupted();
    if (hasCollective && isa<hlo::WhileOp, hlo::IfOp, hlo::CaseOp>(inner))
      return emulateControlFlow(inner);
    // Ordinary ops: one clone per device.
    WalkResult nested = inner.walk([&](Operation *o) {
      if (o != &inner && isCollective(o)) {
        o->emitOpError("inside '")
            << inner.getName()
            << "' cannot be emulated on one device; collectives run in the "
               "manual computation's body or in while/if/case regions there";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (nested.wasInterrupted())
      return failure();
    for (int64_t p = 0; p < grid.count; ++p) {
      Operation *clone = builder.clone(inner, maps[p]);
      // Each device knows its own partition index.
      SmallVector<hlo::PartitionIdOp> ids;
      clone->walk([&](hlo::PartitionIdOp id) { ids.push_back(id); });
      for (hlo::PartitionIdOp id : ids) {
        OpBuilder at(id);
        auto type = cast<RankedTensorType>(id.getType());
        Value index = hlo::ConstantOp::create(
            at, id.getLoc(), type,
            DenseElementsAttr::get(
                type, APInt(type.getElementTypeBitWidth(), p)));
        id.getResult().replaceAllUsesWith(index);
        if (id.getOperation() == clone)
          maps[p].map(inner.getResult(0), index);
        id.erase();
      }
    }
    return success();
  }

  /// A while/if/case whose regions hold collectives, for all devices in
  /// lockstep: one op carrying every device's values (device-major: device
  /// p's k-th at p * n + k), its regions emulated like the body. The
  /// devices of an SPMD program take the same trip count and branch (their
  /// collectives must meet), so device 0's condition, predicate or index
  /// decides for all.
  LogicalResult emulateControlFlow(Operation &inner) {
    SmallVector<Type> types;
    for (int64_t p = 0; p < grid.count; ++p)
      llvm::append_range(types, inner.getResultTypes());
    Operation *lockstep;
    if (auto loop = dyn_cast<hlo::WhileOp>(inner)) {
      SmallVector<Value> operands;
      for (int64_t p = 0; p < grid.count; ++p)
        for (Value operand : loop->getOperands())
          operands.push_back(maps[p].lookup(operand));
      auto newLoop = hlo::WhileOp::create(builder, loc(), types, operands);
      if (failed(emulateRegion(loop.getCond(), newLoop.getCond(), types,
                               /*firstDeviceOnly=*/true)) ||
          failed(emulateRegion(loop.getBody(), newLoop.getBody(), types,
                               /*firstDeviceOnly=*/false)))
        return failure();
      lockstep = newLoop;
    } else if (auto branch = dyn_cast<hlo::IfOp>(inner)) {
      auto newIf = hlo::IfOp::create(builder, loc(), types,
                                     maps[0].lookup(branch.getPred()));
      lockstep = newIf;
    } else {
      auto cases = cast<hlo::CaseOp>(inner);
      lockstep = hlo::CaseOp::create(builder, loc(), types,
                                     maps[0].lookup(cases.getIndex()),
                                     cases->getNumRegions());
    }
    if (!isa<hlo::WhileOp>(inner))
      for (auto [from, to] :
           llvm::zip(inner.getRegions(), lockstep->getRegions()))
        if (failed(emulateRegion(from, to, {}, /*firstDeviceOnly=*/false)))
          return failure();
    unsigned n = inner.getNumResults();
    for (int64_t p = 0; p < grid.count; ++p)
      for (unsigned k = 0; k < n; ++k)
        maps[p].map(inner.getResult(k), lockstep->getResult(p * n + k));
    return success();
  }

  /// Emulates `from`'s block into a new block of `to` taking `argTypes`
  /// (every device's arguments, device-major); its stablehlo.return returns
  /// every device's values, or device 0's (a loop condition).
  LogicalResult emulateRegion(Region &from, Region &to, TypeRange argTypes,
                              bool firstDeviceOnly) {
    Block &block = from.front();
    Block *target = new Block();
    to.push_back(target);
    for (Type type : argTypes)
      target->addArgument(type, loc());
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(target);
    unsigned n = block.getNumArguments();
    for (int64_t p = 0; p < grid.count; ++p)
      for (unsigned k = 0; k < n; ++k)
        maps[p].map(block.getArgument(k), target->getArgument(p * n + k));
    for (Operation &op : block.without_terminator())
      if (failed(emulate(op)))
        return failure();
    SmallVector<Value> returned;
    for (int64_t p = 0; p < (firstDeviceOnly ? 1 : grid.count); ++p)
      for (Value value : block.getTerminator()->getOperands())
        returned.push_back(maps[p].lookup(value));
    hlo::ReturnOp::create(builder, loc(), returned);
    return success();
  }

  SmallVector<Value> values(ArrayRef<int64_t> group, Value operand) {
    SmallVector<Value> result;
    for (int64_t q : group)
      result.push_back(maps[q].lookup(operand));
    return result;
  }

  /// Maps every result k of `collective` on every device to compute(group,
  /// p, k); unless `perDevice`, a group's devices share one value.
  LogicalResult perGroup(
      Operation *collective, Attribute groups,
      llvm::function_ref<Value(ArrayRef<int64_t>, int64_t, unsigned)> compute,
      bool perDevice = false) {
    std::map<SmallVector<int64_t>, SmallVector<Value>> shared;
    for (int64_t p = 0; p < grid.count; ++p) {
      FailureOr<SmallVector<int64_t>> group = groupOf(collective, groups, p);
      if (failed(group))
        return failure();
      auto it = shared.find(*group);
      for (unsigned k = 0; k < collective->getNumResults(); ++k) {
        Value value = !perDevice && it != shared.end() ? it->second[k]
                                                       : compute(*group, p, k);
        maps[p].map(collective->getResult(k), value);
        if (!perDevice && it == shared.end())
          shared[*group].push_back(value);
      }
    }
    return success();
  }

  sdy::ManualComputationOp op;
  const DeviceGrid &grid;
  OpBuilder builder;
  SmallVector<IRMapping> maps;
};

class EmulateSPMDPass : public impl::EmulateSPMDPassBase<EmulateSPMDPass> {
public:
  void runOnOperation() override {
    ModuleOp module = getOperation();
    dropShardingHints(module);
    SmallVector<sdy::ManualComputationOp> manuals;
    module.walk([&](sdy::ManualComputationOp op) { manuals.push_back(op); });
    for (sdy::ManualComputationOp manual : manuals) {
      FailureOr<DeviceGrid> grid = getManualGrid(manual);
      if (failed(grid))
        return signalPassFailure();
      Emulator emulator(manual, *grid);
      if (failed(emulator.run()))
        return signalPassFailure();
    }
    // The meshes and shardings have served their purpose (unless a
    // collective outside any manual computation still names a mesh: the
    // lowering refuses it with its own error).
    dropShardingHints(module);
  }
};

} // namespace
} // namespace strata::input_hlo
