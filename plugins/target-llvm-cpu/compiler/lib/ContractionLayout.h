//===- ContractionLayout.h - Operand layouts for register tiles -*- C++ -*-===//
//
// A contraction's register tile holds rows of the output along its
// innermost dim in vector lanes: the operand indexed by that dim (B) is
// read as whole vectors along it, the other (A) as broadcast scalars. These
// helpers put each contraction in that shape before tiling: the operand
// carrying the output's innermost dim goes second, and a B whose innermost
// dim is another one (q k^T in attention) is transposed once per dispatch
// instead of being gathered lane by lane in every register tile.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_CONTRACTIONLAYOUT_H
#define STRATA_TARGET_LLVMCPU_CONTRACTIONLAYOUT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace strata::llvm_cpu {

/// The loop a contraction's register tiles put in vector lanes: the output's
/// innermost dim when it is an n dim (in B and the output only), else the
/// last n loop. None when `op` is not a contraction with m, n and k loops.
std::optional<unsigned> contractionVectorLoop(mlir::linalg::LinalgOp op);

/// Swaps the inputs of every two-input contraction generic in `func` whose
/// output's innermost dim is indexed by its first input only (C^T = B^T A^T
/// folded from a transpose), so that dim becomes an n loop.
void orientContractionOperands(mlir::func::FuncOp func);

/// Gives every contraction generic in `func` whose B is read along the
/// vector loop with a stride (B's innermost dim is another loop) a copy of
/// B with the vector loop's dim moved innermost: the single-use elementwise
/// producer of B writes that layout itself, any other B goes through a
/// linalg.transpose. Only contractions whose rows reuse B (at least
/// `minRows` of them) are changed.
void packStridedContractionOperands(mlir::func::FuncOp func, int64_t minRows);

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_CONTRACTIONLAYOUT_H
