//===- AMXContraction.h - bf16/int8 matmuls on Intel AMX tiles --*- C++ -*-===//
//
// On CPUs with AMX (Sapphire Rapids and later), a bf16 x bf16 -> f32 or
// i8 x i8 -> i32 matmul runs on the tile unit: one tdpbf16ps multiplies a
// 16 x 32 bf16 tile by a 32 x 16 one into 16 x 16 f32 accumulators, 16
// times the multiply-adds of an AVX-512 FMA per cycle. The tile unit reads
// B in VNNI layout (pairs, or quads for int8, of consecutive k next to
// each other), so B is repacked once per workgroup.
//
// Two steps:
//  1. On tensors, before workgroup distribution (packContractionsForAMX):
//     a (batched) matmul-shaped contraction becomes a `linalg.generic` in
//     VNNI form over (batch..., m, n, k / v, v), A (read in place at
//     k = v * (k / v) + v) x Bv[batch..., k / v, n, v] -> C, marked
//     `strata.amx`, with Bv a `linalg.transpose` of B marked
//     `strata.amx_pack`; tile-and-vectorize leaves both alone, and
//     distributes the dispatch along n first, so each workgroup packs only
//     its own columns of B.
//  2. On buffers (the lower-amx-contractions pass): the pack becomes row
//     interleaves (n innermost in B) or 16 x 16 word transposes (k
//     innermost); the contraction, per batch, loops over blocks of 2 x 2
//     accumulator tiles of one shape (operands padded into scratch
//     buffers where they are not whole tiles), each block's accumulators
//     zeroed or loaded once, multiplied through k and stored back.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_AMXCONTRACTION_H
#define STRATA_TARGET_LLVMCPU_AMXCONTRACTION_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace strata::llvm_cpu {

/// The discardable attribute marking a VNNI-form contraction for AMX.
inline constexpr llvm::StringLiteral kAMXContractionAttr = "strata.amx";

/// The discardable attribute marking the `linalg.transpose` that repacks a
/// row-major B into VNNI form; lowered with the contraction (row
/// interleaves) instead of by the generic vectorizer.
inline constexpr llvm::StringLiteral kAMXPackAttr = "strata.amx_pack";

/// Whether packContractionsForAMX rewrites `op` (as it is: its factors
/// the widened block arguments).
bool isAMXContraction(mlir::linalg::GenericOp op);

/// Rewrites the statically shaped matmul-shaped contractions of `func` (on
/// tensors) whose operands AMX multiplies (bf16 x bf16 -> f32 through
/// arith.extf, i8 x i8 -> i32 through arith.extsi) into their VNNI form.
/// Returns true when any was rewritten.
bool packContractionsForAMX(mlir::func::FuncOp func);

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_AMXCONTRACTION_H
