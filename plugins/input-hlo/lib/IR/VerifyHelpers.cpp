//===- VerifyHelpers.cpp - Checks shared by the op verifiers ------*- C++
//-*-===//

#include "VerifyHelpers.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace strata::stablehlo {

std::string shapeStr(ArrayRef<int64_t> shape) {
  std::string s = "[";
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(shape, os);
  os << ']';
  return s;
}

/// Checks that `dims` are unique and in [0, rank).
LogicalResult verifyDimsInRange(Operation *op, StringRef what,
                                ArrayRef<int64_t> dims, int64_t rank) {
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t d : dims) {
    if (d < 0 || d >= rank)
      return op->emitOpError()
             << what << " " << shapeStr(dims) << " has dimension " << d
             << " out of range [0, " << rank << ")";
    if (!seen.insert(d).second)
      return op->emitOpError()
             << what << " " << shapeStr(dims) << " repeats dimension " << d;
  }
  return success();
}

/// Checks that `dims` are sorted (and, with verifyDimsInRange, unique).
LogicalResult verifyDimsSorted(Operation *op, StringRef what,
                               ArrayRef<int64_t> dims) {
  if (!llvm::is_sorted(dims))
    return op->emitOpError()
           << what << " " << shapeStr(dims) << " must be sorted";
  return success();
}

/// Shared checks of the index operand of gather and scatter: index_vector_dim
/// in [0, rank], batching dims in range and not the index vector dim, the
/// index vector as long as the dimension map. Returns the shape of the index
/// "batch" (the indices shape without index_vector_dim) in `batchShape`.
LogicalResult verifyIndexOperand(Operation *op, RankedTensorType indicesType,
                                 int64_t indexVectorDim, StringRef batchingName,
                                 ArrayRef<int64_t> batchingDims,
                                 StringRef mapName, ArrayRef<int64_t> dimMap,
                                 SmallVectorImpl<int64_t> &batchShape) {
  int64_t rank = indicesType.getRank();
  if (indexVectorDim < 0 || indexVectorDim > rank)
    return op->emitOpError() << "index_vector_dim " << indexVectorDim
                             << " is out of range [0, " << rank << "]";
  if (failed(verifyDimsInRange(op, batchingName, batchingDims, rank)))
    return failure();
  if (llvm::is_contained(batchingDims, indexVectorDim))
    return op->emitOpError() << batchingName << " " << shapeStr(batchingDims)
                             << " contains index_vector_dim " << indexVectorDim;
  int64_t vectorSize =
      indexVectorDim < rank ? indicesType.getDimSize(indexVectorDim) : 1;
  if (!ShapedType::isDynamic(vectorSize) &&
      vectorSize != (int64_t)dimMap.size())
    return op->emitOpError()
           << mapName << " " << shapeStr(dimMap) << " has " << dimMap.size()
           << " entries, expected the index vector size " << vectorSize;
  for (int64_t d = 0; d < rank; ++d)
    if (d != indexVectorDim)
      batchShape.push_back(indicesType.getDimSize(d));
  return success();
}

LogicalResult verifyBroadcastDims(Operation *op, RankedTensorType operandType,
                                  RankedTensorType resultType,
                                  ArrayRef<int64_t> dims) {
  if (static_cast<int64_t>(dims.size()) != operandType.getRank())
    return op->emitOpError()
           << "broadcast_dimensions has " << dims.size()
           << " entries, expected the operand rank " << operandType.getRank();
  if (failed(verifyDimsInRange(op, "broadcast_dimensions", dims,
                               resultType.getRank())))
    return failure();
  for (auto [i, d] : llvm::enumerate(dims)) {
    int64_t in = operandType.getDimSize(i), out = resultType.getDimSize(d);
    if (!ShapedType::isDynamic(in) && !ShapedType::isDynamic(out) && in != 1 &&
        in != out)
      return op->emitOpError() << "operand dimension " << i << " of size " << in
                               << " cannot broadcast to result dimension " << d
                               << " of size " << out;
  }
  return success();
}

} // namespace strata::stablehlo
