//===- CollectiveOps.cpp - stablehlo collectives: verifiers ----*- C++ -*-===//
//
// all_reduce, all_gather, reduce_scatter, all_to_all, collective_permute:
// replica groups (dense device ids or Shardy mesh axes) are checked, and so
// are the result shapes they imply.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/SdyOps.h"
#include "strata/InputHLO/IR/StablehloOps.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;

namespace strata::stablehlo {
namespace {

/// The size of each replica group, from dense `[groups, size]` ids (each
/// id at most once, >= 0 or -1 padding) or from the sizes of the mesh axes
/// named; failure (reported on `op`) when the groups are malformed.
FailureOr<int64_t> getGroupSize(Operation *op, Attribute groups) {
  if (auto dense = dyn_cast<DenseIntElementsAttr>(groups)) {
    auto type = cast<ShapedType>(dense.getType());
    if (type.getRank() != 2)
      return op->emitOpError("replica_groups must be a rank-2 tensor "
                             "[groups, group size], got ")
             << type;
    llvm::DenseSet<int64_t> seen;
    for (const APInt &id : dense.getValues<APInt>()) {
      int64_t v = id.getSExtValue();
      if (v == -1)
        continue;
      if (v < 0 || !seen.insert(v).second)
        return op->emitOpError("replica_groups lists device ")
               << v << (v < 0 ? "; expected ids >= 0" : " more than once");
    }
    return type.getDimSize(1);
  }
  auto meshAxes = cast<ReplicaGroupMeshAxesAttr>(groups);
  sdy::MeshAttr mesh = sdy::lookupMesh(op, meshAxes.getMesh());
  if (!mesh)
    return op->emitOpError("replica_groups name mesh ")
           << meshAxes.getMesh() << ", which is not an sdy.mesh here";
  int64_t size = 1;
  for (auto axis : meshAxes.getAxes().getAsRange<AxisRefAttr>()) {
    std::optional<int64_t> axisSize = mesh.getAxisSize(axis.getName());
    if (!axisSize)
      return op->emitOpError("replica_groups name axis '")
             << axis.getName() << "', which mesh " << meshAxes.getMesh()
             << " does not have";
    size *= *axisSize;
  }
  return size;
}

/// A reduction body: two rank-0 tensors of `elementType` in, one out.
LogicalResult verifyCombiner(Operation *op, Region &region, Type elementType) {
  Block &block = region.front();
  auto scalar = RankedTensorType::get({}, elementType);
  if (block.getNumArguments() != 2 ||
      llvm::any_of(block.getArgumentTypes(),
                   [&](Type t) { return t != scalar; }))
    return op->emitOpError("computation must take two ")
           << scalar << " arguments";
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != 1 ||
      terminator->getOperand(0).getType() != scalar)
    return op->emitOpError("computation must return one ") << scalar;
  return success();
}

/// `result` is `operand` with dim `dim` scaled: times `mul` or divided by
/// `div` (which must divide it).
LogicalResult verifyScaledDim(Operation *op, StringRef what, Type operandType,
                              Type resultType, int64_t dim, int64_t mul,
                              int64_t div) {
  auto operand = cast<RankedTensorType>(operandType);
  auto result = cast<RankedTensorType>(resultType);
  if (dim < 0 || dim >= operand.getRank())
    return op->emitOpError(what)
           << " " << dim << " is out of range for rank " << operand.getRank();
  SmallVector<int64_t> expected(operand.getShape());
  if (!ShapedType::isDynamic(expected[dim])) {
    if (expected[dim] % div)
      return op->emitOpError("dimension ")
             << dim << " of size " << expected[dim] << " does not divide into "
             << div << " blocks";
    expected[dim] = expected[dim] / div * mul;
  }
  auto expectedType = RankedTensorType::get(expected, operand.getElementType());
  if (failed(verifyCompatibleShape(expectedType, result)) ||
      result.getElementType() != operand.getElementType())
    return op->emitOpError("result type ")
           << result << " does not match " << expectedType;
  return success();
}

} // namespace

LogicalResult ReplicaGroupMeshAxesAttr::verify(
    llvm::function_ref<InFlightDiagnostic()> emitError, FlatSymbolRefAttr,
    ArrayAttr axes) {
  for (Attribute axis : axes)
    if (!isa<AxisRefAttr>(axis))
      return emitError() << "replica_group_mesh_axes: expected "
                            "#stablehlo.axis_ref axes, got "
                         << axis;
  return success();
}

LogicalResult AllReduceOp::verify() {
  if (failed(getGroupSize(*this, getReplicaGroups())))
    return failure();
  if (getOperands().empty())
    return emitOpError("expects at least one operand");
  Type elementType = getElementTypeOrSelf(getOperands().front().getType());
  for (Value operand : getOperands())
    if (getElementTypeOrSelf(operand.getType()) != elementType)
      return emitOpError("operands must share one element type");
  return verifyCombiner(*this, getComputation(), elementType);
}

LogicalResult AllGatherOp::verify() {
  FailureOr<int64_t> size = getGroupSize(*this, getReplicaGroups());
  if (failed(size))
    return failure();
  if (getOperands().size() != getNumResults())
    return emitOpError("has ") << getOperands().size() << " operands but "
                               << getNumResults() << " results";
  for (auto [operand, result] : llvm::zip(getOperands(), getResults()))
    if (failed(verifyScaledDim(*this, "all_gather_dim", operand.getType(),
                               result.getType(), getAllGatherDim(), *size, 1)))
      return failure();
  return success();
}

LogicalResult ReduceScatterOp::verify() {
  FailureOr<int64_t> size = getGroupSize(*this, getReplicaGroups());
  if (failed(size) ||
      failed(verifyScaledDim(*this, "scatter_dimension", getOperand().getType(),
                             getType(), getScatterDimension(), 1, *size)))
    return failure();
  return verifyCombiner(*this, getComputation(),
                        getElementTypeOrSelf(getOperand().getType()));
}

LogicalResult AllToAllOp::verify() {
  FailureOr<int64_t> size = getGroupSize(*this, getReplicaGroups());
  if (failed(size))
    return failure();
  int64_t count = getSplitCount();
  if (count <= 0 || count != *size)
    return emitOpError("split_count ")
           << count << " must equal the replica group size " << *size;
  if (getOperands().size() != getNumResults())
    return emitOpError("has ") << getOperands().size() << " operands but "
                               << getNumResults() << " results";
  int64_t split = getSplitDimension(), concat = getConcatDimension();
  for (auto [operand, result] : llvm::zip(getOperands(), getResults())) {
    auto type = cast<RankedTensorType>(operand.getType());
    if (concat < 0 || concat >= type.getRank())
      return emitOpError("concat_dimension ")
             << concat << " is out of range for rank " << type.getRank();
    // Split along one dim, concatenate along another (or the same).
    SmallVector<int64_t> shape(type.getShape());
    if (split < 0 || split >= type.getRank())
      return emitOpError("split_dimension ")
             << split << " is out of range for rank " << type.getRank();
    if (!ShapedType::isDynamic(shape[split]) && shape[split] % count)
      return emitOpError("split dimension ")
             << split << " of size " << shape[split] << " does not divide into "
             << count << " blocks";
    if (!ShapedType::isDynamic(shape[split]))
      shape[split] /= count;
    if (!ShapedType::isDynamic(shape[concat]))
      shape[concat] *= count;
    auto expected = RankedTensorType::get(shape, type.getElementType());
    if (failed(verifyCompatibleShape(expected, result.getType())) ||
        getElementTypeOrSelf(result.getType()) != type.getElementType())
      return emitOpError("result type ")
             << result.getType() << " does not match " << expected;
  }
  return success();
}

LogicalResult CollectiveBroadcastOp::verify() {
  return failure(failed(getGroupSize(*this, getReplicaGroups())));
}

LogicalResult CollectivePermuteOp::verify() {
  auto type = cast<ShapedType>(getSourceTargetPairs().getType());
  if (type.getRank() != 2 || type.getDimSize(1) != 2)
    return emitOpError("source_target_pairs must be a [pairs, 2] tensor, got ")
           << type;
  llvm::DenseSet<int64_t> sources, targets;
  auto ids = llvm::to_vector(getSourceTargetPairs().getValues<int64_t>());
  for (size_t i = 0; i + 1 < ids.size(); i += 2) {
    if (ids[i] < 0 || ids[i + 1] < 0)
      return emitOpError("source_target_pairs has a negative device id");
    if (!sources.insert(ids[i]).second)
      return emitOpError("device ") << ids[i] << " is the source of two pairs";
    if (!targets.insert(ids[i + 1]).second)
      return emitOpError("device ")
             << ids[i + 1] << " is the target of two pairs";
  }
  return success();
}

} // namespace strata::stablehlo
