//===- NamedContraction.h - Generic contractions as linalg.contract -------===//
//
// A mul-add contraction written as a linalg.generic vectorizes to
// broadcasts to the iteration space and a reduction along it; the same
// contraction as a linalg.contract vectorizes to a vector.contract on the
// operands' own shapes, which lowers to outer products. Matmul register
// tiles and convolution window tiles both go through this.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_NAMEDCONTRACTION_H
#define STRATA_TARGET_LLVMCPU_NAMEDCONTRACTION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace strata::llvm_cpu {

/// `op` (`yield out + a * b`, each factor its operand or that operand
/// widened by extf/extsi/sitofp) as a linalg.contract with the same maps.
/// With mixed operand element types (bf16 against f32) the widened operand
/// is widened by an elementwise generic of its own first. Fails, leaving
/// `op` alone, for any other body (unsigned widenings included: vectorizing
/// a linalg.contract sign-extends whatever its cast attribute says).
mlir::FailureOr<mlir::linalg::LinalgOp>
genericToContract(mlir::RewriterBase &rewriter, mlir::linalg::GenericOp op);

/// `op` without its unit loops (rank-reducing slices of its operands and
/// result), or `op` itself when it has none or they cannot be dropped.
mlir::linalg::GenericOp dropUnitLoops(mlir::RewriterBase &rewriter,
                                      mlir::linalg::GenericOp op);

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_NAMEDCONTRACTION_H
