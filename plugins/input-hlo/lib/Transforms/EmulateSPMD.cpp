//===- EmulateSPMD.cpp - an SPMD program's devices in one program -*- C++
//-*-===//
//
// Implements strata-hlo-emulate-spmd (Passes.td has the contract). The body
// of a manual computation is cloned once per device, in lockstep: ordinary
// ops per device, collectives across the devices of each replica group.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/SdyOps.h"
#include "strata/InputHLO/IR/StablehloOps.h"
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

/// The devices of a mesh, in mesh order (the first axis major).
struct DeviceGrid {
  SmallVector<StringRef> axes;
  SmallVector<int64_t> sizes;
  int64_t count = 1;

  explicit DeviceGrid(sdy::MeshAttr mesh) {
    for (auto [name, size] :
         llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes())) {
      axes.push_back(cast<StringAttr>(name).getValue());
      sizes.push_back(size);
      count *= size;
    }
  }
  int64_t axisIndex(StringRef name) const {
    auto it = llvm::find(axes, name);
    return it == axes.end() ? -1 : it - axes.begin();
  }
  int64_t stride(int64_t axis) const {
    int64_t s = 1;
    for (int64_t a = axis + 1; a < static_cast<int64_t>(sizes.size()); ++a)
      s *= sizes[a];
    return s;
  }
  int64_t coord(int64_t device, int64_t axis) const {
    return device / stride(axis) % sizes[axis];
  }
  /// `device` with its coordinate along `axis` set to `value`.
  int64_t withCoord(int64_t device, int64_t axis, int64_t value) const {
    return device + (value - coord(device, axis)) * stride(axis);
  }
  /// `device` moved to the `block`-th combination of coordinates along
  /// `axes` (the first axis major).
  int64_t withBlock(int64_t device, ArrayRef<int64_t> axes,
                    int64_t block) const {
    for (int64_t axis : llvm::reverse(axes)) {
      device = withCoord(device, axis, block % sizes[axis]);
      block /= sizes[axis];
    }
    return device;
  }
  bool sameAs(sdy::MeshAttr mesh) const {
    DeviceGrid other(mesh);
    return other.axes == axes && other.sizes == sizes &&
           mesh.getDeviceIds().empty();
  }
};

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

  /// The grid axes each dim of `sharding` is split over (major first).
  FailureOr<SmallVector<SmallVector<int64_t>>>
  dimAxes(sdy::TensorShardingAttr sharding) {
    SmallVector<SmallVector<int64_t>> dims;
    for (Attribute dim : sharding.getDimAxes()) {
      SmallVector<int64_t> &axes = dims.emplace_back();
      for (Attribute name : cast<ArrayAttr>(dim)) {
        int64_t axis = grid.axisIndex(cast<StringAttr>(name).getValue());
        if (axis < 0)
          return op.emitOpError("sharding names axis ")
                 << name << ", which the mesh does not have";
        axes.push_back(axis);
      }
    }
    return dims;
  }

  /// Which block along a dim split over `axes` device `p` holds.
  int64_t blockIndex(ArrayRef<int64_t> axes, int64_t p) const {
    int64_t index = 0;
    for (int64_t axis : axes)
      index = index * grid.sizes[axis] + grid.coord(p, axis);
    return index;
  }
  int64_t blockCount(ArrayRef<int64_t> axes) const {
    int64_t count = 1;
    for (int64_t axis : axes)
      count *= grid.sizes[axis];
    return count;
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
      int64_t blocks = blockCount(axes);
      if (blocks == 1)
        continue;
      int64_t size = type.getDimSize(d) / blocks;
      local = slice(local, d, blockIndex(axes, p) * size, size);
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
      for (int64_t block = 0, n = blockCount(axes); block < n; ++block) {
        parts.push_back(build(d + 1, grid.withBlock(device, axes, block)));
      }
      return concat(parts, d);
    };
    return build(0, /*device=*/0);
  }

  /// The devices of `p`'s replica group, in group order.
  FailureOr<SmallVector<int64_t>> groupOf(Operation *collective,
                                          Attribute groups, int64_t p) {
    SmallVector<int64_t> group;
    if (auto meshAxes = dyn_cast<hlo::ReplicaGroupMeshAxesAttr>(groups)) {
      sdy::MeshAttr mesh = sdy::lookupMesh(collective, meshAxes.getMesh());
      if (!mesh || !grid.sameAs(mesh))
        return collective->emitOpError("replica groups over mesh ")
               << meshAxes.getMesh()
               << ", which differs from the manual computation's mesh";
      SmallVector<int64_t> axes;
      for (auto axis : meshAxes.getAxes().getAsRange<hlo::AxisRefAttr>())
        axes.push_back(grid.axisIndex(axis.getName()));
      for (int64_t block = 0, n = blockCount(axes); block < n; ++block)
        group.push_back(grid.withBlock(p, axes, block));
      return group;
    }
    auto dense = cast<DenseIntElementsAttr>(groups);
    if (dense.empty()) {
      for (int64_t q = 0; q < grid.count; ++q)
        group.push_back(q);
      return group;
    }
    auto type = cast<ShapedType>(dense.getType());
    auto ids = llvm::to_vector(dense.getValues<int64_t>());
    for (int64_t row = 0; row < type.getDimSize(0); ++row) {
      ArrayRef<int64_t> members = ArrayRef<int64_t>(ids).slice(
          row * type.getDimSize(1), type.getDimSize(1));
      if (!llvm::is_contained(members, p))
        continue;
      for (int64_t q : members) {
        if (q == -1)
          continue;
        if (q >= grid.count)
          return collective->emitOpError("replica group names device ")
                 << q << " of a " << grid.count << "-device mesh";
        group.push_back(q);
      }
      return group;
    }
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
    // Ordinary ops: one clone per device.
    WalkResult nested = inner.walk([&](Operation *o) {
      if (o != &inner &&
          isa<hlo::AllReduceOp, hlo::AllGatherOp, hlo::ReduceScatterOp,
              hlo::AllToAllOp, hlo::CollectivePermuteOp>(o)) {
        o->emitOpError("inside '")
            << inner.getName()
            << "' cannot be emulated on one device (collectives in "
               "control flow are not supported yet)";
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
    SmallVector<sdy::ManualComputationOp> manuals;
    module.walk([&](sdy::ManualComputationOp op) { manuals.push_back(op); });
    for (sdy::ManualComputationOp manual : manuals) {
      if (manual.getInShardings().empty() && manual.getOutShardings().empty()) {
        manual.emitOpError("has no shardings naming its mesh");
        return signalPassFailure();
      }
      auto first = cast<sdy::TensorShardingAttr>(
          manual.getInShardings().empty() ? manual.getOutShardings()[0]
                                          : manual.getInShardings()[0]);
      sdy::MeshAttr mesh = sdy::lookupMesh(manual, first.getMesh());
      if (!mesh) {
        manual.emitOpError("names mesh ")
            << first.getMesh() << ", which is not an sdy.mesh";
        return signalPassFailure();
      }
      DeviceGrid grid(mesh);
      if (!mesh.getDeviceIds().empty()) {
        manual.emitOpError("mesh ")
            << first.getMesh()
            << " lists device ids; only meshes in device order are "
               "emulated";
        return signalPassFailure();
      }
      if (manual.getManualAxes().size() != grid.axes.size()) {
        manual.emitOpError("is manual over ")
            << manual.getManualAxes() << " of mesh " << first.getMesh() << "'s "
            << grid.axes.size()
            << " axes; partially manual computations are not "
               "supported";
        return signalPassFailure();
      }
      for (Attribute sharding : llvm::concat<const Attribute>(
               manual.getInShardings(), manual.getOutShardings())) {
        sdy::MeshAttr other = sdy::lookupMesh(
            manual, cast<sdy::TensorShardingAttr>(sharding).getMesh());
        if (!other || !grid.sameAs(other)) {
          manual.emitOpError("shards over meshes of different "
                             "shapes");
          return signalPassFailure();
        }
      }
      Emulator emulator(manual, grid);
      if (failed(emulator.run()))
        return signalPassFailure();
    }
    // The meshes and shardings have served their purpose (unless a
    // collective outside any manual computation still names a mesh: the
    // lowering refuses it with its own error).
    bool collectivesLeft =
        module
            .walk([](Operation *op) {
              return isa<hlo::AllReduceOp, hlo::AllGatherOp,
                         hlo::ReduceScatterOp, hlo::AllToAllOp,
                         hlo::CollectivePermuteOp>(op)
                         ? WalkResult::interrupt()
                         : WalkResult::advance();
            })
            .wasInterrupted();
    if (!collectivesLeft)
      for (auto mesh : llvm::make_early_inc_range(module.getOps<sdy::MeshOp>()))
        mesh.erase();
    module.walk([&](func::FuncOp func) {
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        func.removeArgAttr(i, "sdy.sharding");
      for (unsigned i = 0; i < func.getNumResults(); ++i)
        func.removeResultAttr(i,
                              StringAttr::get(&getContext(), "sdy.sharding"));
    });
  }
};

} // namespace
} // namespace strata::input_hlo
