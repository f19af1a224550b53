//===- Decompositions.h - QR, symmetric eigen, SVD builders -----*- C++ -*-===//
//
// Built by LinearAlgebraToSCF's LAPACK/cuSOLVER custom call lowering; see
// Decompositions.cpp. All take statically shaped real float matrices with
// leading batch dims; the `la::...Parts` builders (LinearAlgebraToSCF.cpp)
// also complex ones as their real and imaginary parts (ExpandComplex).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_LIB_TRANSFORMS_DECOMPOSITIONS_H
#define STRATA_INPUTHLO_LIB_TRANSFORMS_DECOMPOSITIONS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace strata::input_hlo {

/// geqrf (a [.., m, n]) -> (R and the reflectors, tau [.., min(m, n)]).
llvm::SmallVector<mlir::Value> buildGeqrf(mlir::OpBuilder &b,
                                          mlir::Location loc, mlir::Value a,
                                          mlir::RankedTensorType tauType);
/// orgqr (reflectors [.., m, n], tau [.., k]) -> Q [.., m, n].
mlir::Value buildOrgqr(mlir::OpBuilder &b, mlir::Location loc, mlir::Value a,
                       mlir::Value tau);
/// syevd (a [.., n, n], the lower or upper triangle) -> (eigenvectors as
/// columns, eigenvalues ascending, info = 0).
llvm::SmallVector<mlir::Value>
buildSyevd(mlir::OpBuilder &b, mlir::Location loc, mlir::Value a, bool lower,
           mlir::RankedTensorType wType, mlir::RankedTensorType infoType);
/// SVD (a [.., m, n]) -> (a, s descending, U [.., m, uType cols], V
/// [.., n, cols] or V^T when `vTransposed`, info = 0).
llvm::SmallVector<mlir::Value>
buildSvd(mlir::OpBuilder &b, mlir::Location loc, mlir::Value a,
         mlir::RankedTensorType sType, mlir::RankedTensorType uType,
         mlir::RankedTensorType vType, bool vTransposed,
         mlir::RankedTensorType infoType);

namespace la {
/// Cholesky of the parts of a matrix ({a} real, {re, im} complex Hermitian;
/// LinearAlgebraToSCF.cpp): the requested triangle of `init` replaced by the
/// factor (U = L^H when not `lower`).
llvm::SmallVector<mlir::Value>
buildCholeskyParts(mlir::OpBuilder &b, mlir::Location loc,
                   llvm::ArrayRef<mlir::Value> a, bool lower,
                   llvm::ArrayRef<mlir::Value> init);
/// triangular_solve on parts (see buildCholeskyParts); `conjugate` reads a
/// conjugated (ADJOINT with `transpose`).
llvm::SmallVector<mlir::Value> buildTriangularSolveParts(
    mlir::OpBuilder &b, mlir::Location loc, llvm::ArrayRef<mlir::Value> a,
    llvm::ArrayRef<mlir::Value> bMat, bool left, bool lower, bool transpose,
    bool conjugate, bool unit);
} // namespace la

} // namespace strata::input_hlo

#endif // STRATA_INPUTHLO_LIB_TRANSFORMS_DECOMPOSITIONS_H
