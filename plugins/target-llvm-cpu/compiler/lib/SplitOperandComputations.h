//===- SplitOperandComputations.h - Unfuse reused operand math --*- C++ -*-===//
//
// Flow fuses elementwise producers into their consumers, also into a
// contraction or reduction whose loops reuse each producer element many
// times (a GELU fused into the next matmul's lhs is recomputed for every
// output column). On a GPU the recomputation hides behind memory latency;
// on a CPU it turns a matmul into a transcendental-bound loop. These
// helpers move such operand-only computations back out into an elementwise
// linalg.generic producing a tensor the reduction reads.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_SPLITOPERANDCOMPUTATIONS_H
#define STRATA_TARGET_LLVMCPU_SPLITOPERANDCOMPUTATIONS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace strata::llvm_cpu {

/// In every statically shaped linalg.generic of `func` with a reduction
/// loop, the body ops that depend on one input only (and on values defined
/// outside the body) are split into an elementwise generic over that input
/// when the input is reused across loops and the ops include an expensive
/// one (math dialect, division, remainder) or is a float widening of a
/// contraction factor. With `keepBF16Pairs`, a bf16 x bf16 -> f32
/// contraction that AVX512-BF16 dot products can take keeps its widenings;
/// with `keepAMXPairs`, one that AMX tiles take (AMXContraction.h).
void splitExpensiveOperandComputations(mlir::func::FuncOp func,
                                       bool keepBF16Pairs, bool keepAMXPairs);

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_SPLITOPERANDCOMPUTATIONS_H
