//===- SPMD.cpp - Meshes and replica groups of manual computations -*- C++
//-*-===//

#include "SPMD.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;

namespace strata::input_hlo {

namespace hlo = ::strata::stablehlo;

DeviceGrid::DeviceGrid(sdy::MeshAttr mesh) {
  for (auto [name, size] :
       llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes())) {
    axes.push_back(cast<StringAttr>(name).getValue());
    sizes.push_back(size);
    count *= size;
  }
}

int64_t DeviceGrid::axisIndex(StringRef name) const {
  auto it = llvm::find(axes, name);
  return it == axes.end() ? -1 : it - axes.begin();
}

int64_t DeviceGrid::stride(int64_t axis) const {
  int64_t s = 1;
  for (int64_t a = axis + 1; a < static_cast<int64_t>(sizes.size()); ++a)
    s *= sizes[a];
  return s;
}

int64_t DeviceGrid::withBlock(int64_t device, ArrayRef<int64_t> blockAxes,
                              int64_t block) const {
  for (int64_t axis : llvm::reverse(blockAxes)) {
    device = withCoord(device, axis, block % sizes[axis]);
    block /= sizes[axis];
  }
  return device;
}

int64_t DeviceGrid::blockIndex(ArrayRef<int64_t> blockAxes, int64_t p) const {
  int64_t index = 0;
  for (int64_t axis : blockAxes)
    index = index * sizes[axis] + coord(p, axis);
  return index;
}

int64_t DeviceGrid::blockCount(ArrayRef<int64_t> blockAxes) const {
  int64_t n = 1;
  for (int64_t axis : blockAxes)
    n *= sizes[axis];
  return n;
}

bool DeviceGrid::sameAs(sdy::MeshAttr mesh) const {
  DeviceGrid other(mesh);
  return other.axes == axes && other.sizes == sizes &&
         mesh.getDeviceIds().empty();
}

FailureOr<DeviceGrid> getManualGrid(sdy::ManualComputationOp manual) {
  if (manual.getInShardings().empty() && manual.getOutShardings().empty())
    return manual.emitOpError("has no shardings naming its mesh");
  auto first = cast<sdy::TensorShardingAttr>(manual.getInShardings().empty()
                                                 ? manual.getOutShardings()[0]
                                                 : manual.getInShardings()[0]);
  sdy::MeshAttr mesh = sdy::lookupMesh(manual, first.getMesh());
  if (!mesh)
    return manual.emitOpError("names mesh ")
           << first.getMesh() << ", which is not an sdy.mesh";
  DeviceGrid grid(mesh);
  if (!mesh.getDeviceIds().empty())
    return manual.emitOpError("mesh ")
           << first.getMesh()
           << " lists device ids; only meshes in device order are supported";
  if (manual.getManualAxes().size() != grid.axes.size())
    return manual.emitOpError("is manual over ")
           << manual.getManualAxes() << " of mesh " << first.getMesh() << "'s "
           << grid.axes.size()
           << " axes; partially manual computations are not supported";
  for (Attribute sharding : llvm::concat<const Attribute>(
           manual.getInShardings(), manual.getOutShardings())) {
    sdy::MeshAttr other = sdy::lookupMesh(
        manual, cast<sdy::TensorShardingAttr>(sharding).getMesh());
    if (!other || !grid.sameAs(other))
      return manual.emitOpError("shards over meshes of different shapes");
  }
  return grid;
}

FailureOr<SmallVector<SmallVector<int64_t>>>
getDimAxes(Operation *op, sdy::TensorShardingAttr sharding,
           const DeviceGrid &grid) {
  SmallVector<SmallVector<int64_t>> dims;
  for (Attribute dim : sharding.getDimAxes()) {
    SmallVector<int64_t> &axes = dims.emplace_back();
    for (Attribute name : cast<ArrayAttr>(dim)) {
      int64_t axis = grid.axisIndex(cast<StringAttr>(name).getValue());
      if (axis < 0)
        return op->emitOpError("sharding names axis ")
               << name << ", which the mesh does not have";
      axes.push_back(axis);
    }
  }
  return dims;
}

FailureOr<SmallVector<SmallVector<int64_t>>>
getReplicaGroups(Operation *collective, Attribute groups,
                 const DeviceGrid &grid) {
  SmallVector<SmallVector<int64_t>> result;
  if (auto meshAxes = dyn_cast<hlo::ReplicaGroupMeshAxesAttr>(groups)) {
    sdy::MeshAttr mesh = sdy::lookupMesh(collective, meshAxes.getMesh());
    if (!mesh || !grid.sameAs(mesh))
      return collective->emitOpError("replica groups over mesh ")
             << meshAxes.getMesh()
             << ", which differs from the manual computation's mesh";
    SmallVector<int64_t> axes;
    for (auto axis : meshAxes.getAxes().getAsRange<hlo::AxisRefAttr>())
      axes.push_back(grid.axisIndex(axis.getName()));
    // One group per combination of the other axes' coordinates: the
    // devices whose block index along `axes` is 0 lead them.
    for (int64_t p = 0; p < grid.count; ++p) {
      if (grid.blockIndex(axes, p) != 0)
        continue;
      SmallVector<int64_t> &group = result.emplace_back();
      for (int64_t block = 0, n = grid.blockCount(axes); block < n; ++block)
        group.push_back(grid.withBlock(p, axes, block));
    }
    return result;
  }
  auto dense = cast<DenseIntElementsAttr>(groups);
  if (dense.empty()) {
    result.emplace_back(llvm::to_vector(llvm::seq<int64_t>(0, grid.count)));
    return result;
  }
  auto type = cast<ShapedType>(dense.getType());
  auto ids = llvm::to_vector(dense.getValues<int64_t>());
  for (int64_t row = 0; row < type.getDimSize(0); ++row) {
    SmallVector<int64_t> &group = result.emplace_back();
    for (int64_t q : ArrayRef<int64_t>(ids).slice(row * type.getDimSize(1),
                                                  type.getDimSize(1))) {
      if (q == -1)
        continue;
      if (q < 0 || q >= grid.count)
        return collective->emitOpError("replica group names device ")
               << q << " of a " << grid.count << "-device mesh";
      group.push_back(q);
    }
  }
  return result;
}

void dropShardingHints(ModuleOp module) {
  SmallVector<Operation *> hints;
  module.walk([&](Operation *op) {
    if (isa<sdy::ShardingConstraintOp, sdy::ReshardOp>(op))
      hints.push_back(op);
  });
  for (Operation *hint : hints) {
    hint->getResult(0).replaceAllUsesWith(hint->getOperand(0));
    hint->erase();
  }
  MLIRContext *ctx = module.getContext();
  module.walk([&](func::FuncOp func) {
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      func.removeArgAttr(i, "sdy.sharding");
    for (unsigned i = 0; i < func.getNumResults(); ++i)
      func.removeResultAttr(i, StringAttr::get(ctx, "sdy.sharding"));
  });
  bool meshesUsed =
      module
          .walk([](Operation *op) {
            return isCollective(op) || isa<sdy::ManualComputationOp>(op)
                       ? WalkResult::interrupt()
                       : WalkResult::advance();
          })
          .wasInterrupted();
  if (!meshesUsed)
    for (auto mesh : llvm::make_early_inc_range(module.getOps<sdy::MeshOp>()))
      mesh.erase();
}

bool isCollective(Operation *op) {
  return isa<hlo::AllReduceOp, hlo::AllGatherOp, hlo::ReduceScatterOp,
             hlo::AllToAllOp, hlo::CollectivePermuteOp,
             hlo::CollectiveBroadcastOp>(op);
}

} // namespace strata::input_hlo
