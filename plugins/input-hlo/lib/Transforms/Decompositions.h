//===- Decompositions.h - QR, symmetric eigen, SVD builders -----*- C++ -*-===//
//
// Built by LinearAlgebraToSCF's LAPACK/cuSOLVER custom call lowering; see
// Decompositions.cpp. All take statically shaped real float matrices with
// leading batch dims.
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

} // namespace strata::input_hlo

#endif // STRATA_INPUTHLO_LIB_TRANSFORMS_DECOMPOSITIONS_H
