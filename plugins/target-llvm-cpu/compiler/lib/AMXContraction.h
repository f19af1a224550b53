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
//     a matmul-shaped contraction becomes a `linalg.generic` in VNNI form,
//     (m, n, k, v): A[m, k * vnni + v] x Bv[k, n, v] -> C[m, n], marked
//     `strata.amx`, with Bv a `linalg.transpose` of B; tile-and-vectorize
//     leaves the marked op alone, and distributes its dispatch along n
//     first, so each workgroup packs only its own columns of B.
//  2. On buffers (the lower-amx-contractions pass): a row-major B's repack
//     (marked `strata.amx_pack`) becomes vector loads of v rows of 16
//     columns interleaved into one 64-byte row of the packed B; each marked
//     contraction becomes loops over 32 x 32 blocks of four 16 x 16
//     accumulator tiles (two A and two B tiles per k chunk feed four
//     multiplications; edge blocks take fewer or smaller tiles), each
//     block's accumulators loaded once, multiplied through k on the tile
//     unit and stored back.
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
