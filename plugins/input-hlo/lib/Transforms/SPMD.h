//===- SPMD.h - Meshes and replica groups of manual computations -*- C++
//-*-===//
//
// What strata-hlo-emulate-spmd and strata-hlo-partition-spmd share: the
// device grid of a manual computation's mesh and the replica groups of its
// collectives, resolved to device indices.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_TRANSFORMS_SPMD_H
#define STRATA_INPUTHLO_TRANSFORMS_SPMD_H

#include "strata/InputHLO/IR/SdyOps.h"
#include "strata/InputHLO/IR/StablehloOps.h"

namespace strata::input_hlo {

/// The devices of a mesh, in mesh order (the first axis major).
struct DeviceGrid {
  llvm::SmallVector<llvm::StringRef> axes;
  llvm::SmallVector<int64_t> sizes;
  int64_t count = 1;

  explicit DeviceGrid(sdy::MeshAttr mesh);
  int64_t axisIndex(llvm::StringRef name) const;
  int64_t stride(int64_t axis) const;
  int64_t coord(int64_t device, int64_t axis) const {
    return device / stride(axis) % sizes[axis];
  }
  /// `device` with its coordinate along `axis` set to `value`.
  int64_t withCoord(int64_t device, int64_t axis, int64_t value) const {
    return device + (value - coord(device, axis)) * stride(axis);
  }
  /// `device` moved to the `block`-th combination of coordinates along
  /// `axes` (the first axis major).
  int64_t withBlock(int64_t device, llvm::ArrayRef<int64_t> axes,
                    int64_t block) const;
  /// Which block along a dim split over `axes` device `p` holds.
  int64_t blockIndex(llvm::ArrayRef<int64_t> axes, int64_t p) const;
  int64_t blockCount(llvm::ArrayRef<int64_t> axes) const;
  bool sameAs(sdy::MeshAttr mesh) const;
};

/// The mesh of `manual`, checked for what both passes support: one mesh
/// (all shardings over meshes of the same shape) in device order, manual
/// over all its axes.
mlir::FailureOr<DeviceGrid> getManualGrid(sdy::ManualComputationOp manual);

/// The grid axes each dim of `sharding` is split over (major first).
mlir::FailureOr<llvm::SmallVector<llvm::SmallVector<int64_t>>>
getDimAxes(mlir::Operation *op, sdy::TensorShardingAttr sharding,
           const DeviceGrid &grid);

/// Every replica group of `collective` (its `replica_groups` attribute
/// `groups`: mesh axes or a dense table, empty meaning all devices), each in
/// group order; -1 padding dropped.
mlir::FailureOr<llvm::SmallVector<llvm::SmallVector<int64_t>>>
getReplicaGroups(mlir::Operation *collective, mlir::Attribute groups,
                 const DeviceGrid &grid);

/// Drops what only an automatic partitioner reads: sharding constraints
/// and reshards (their operand stands in), `sdy.sharding` on function
/// arguments and results, and the meshes once no collective names one
/// (what is left is one global program, or rank programs).
void dropShardingHints(mlir::ModuleOp module);

/// True for the StableHLO collectives.
bool isCollective(mlir::Operation *op);

} // namespace strata::input_hlo

#endif // STRATA_INPUTHLO_TRANSFORMS_SPMD_H
