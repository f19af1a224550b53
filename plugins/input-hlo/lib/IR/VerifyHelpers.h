//===- VerifyHelpers.h - Checks shared by the op verifiers --------*- C++
//-*-===//
//
// Used by StablehloOps.cpp and DynamicOps.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_LIB_IR_VERIFYHELPERS_H
#define STRATA_INPUTHLO_LIB_IR_VERIFYHELPERS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

#include <string>

namespace strata::stablehlo {

/// "[1, 2, 3]".
std::string shapeStr(llvm::ArrayRef<int64_t> shape);

/// Checks that `dims` are unique and in [0, rank).
llvm::LogicalResult verifyDimsInRange(mlir::Operation *op, llvm::StringRef what,
                                      llvm::ArrayRef<int64_t> dims,
                                      int64_t rank);

/// Checks that `dims` are sorted (and, with verifyDimsInRange, unique).
llvm::LogicalResult verifyDimsSorted(mlir::Operation *op, llvm::StringRef what,
                                     llvm::ArrayRef<int64_t> dims);

/// Shared checks of the index operand of gather and scatter: index_vector_dim
/// in [0, rank], batching dims in range and not the index vector dim, the
/// index vector as long as the dimension map. Returns the shape of the index
/// "batch" (the indices shape without index_vector_dim) in `batchShape`.
llvm::LogicalResult
verifyIndexOperand(mlir::Operation *op, mlir::RankedTensorType indicesType,
                   int64_t indexVectorDim, llvm::StringRef batchingName,
                   llvm::ArrayRef<int64_t> batchingDims,
                   llvm::StringRef mapName, llvm::ArrayRef<int64_t> dimMap,
                   llvm::SmallVectorImpl<int64_t> &batchShape);

/// broadcast_in_dim's checks of `dims` (one per operand dim, unique, in the
/// result's range; sizes that are both known are equal or 1 in the operand).
llvm::LogicalResult verifyBroadcastDims(mlir::Operation *op,
                                        mlir::RankedTensorType operandType,
                                        mlir::RankedTensorType resultType,
                                        llvm::ArrayRef<int64_t> dims);

} // namespace strata::stablehlo

#endif // STRATA_INPUTHLO_LIB_IR_VERIFYHELPERS_H
