//===- BF16Dot.h - bf16 register tiles on AVX512-BF16 -----------*- C++ -*-===//
//
// A bf16 x bf16 -> f32 register tile as vdpbf16ps dot products: each one
// multiplies pairs of bf16 along k and adds both products to an f32 lane,
// so a tile needs half the instructions of widening both operands to f32
// and multiplying with FMAs, and reads bf16 operands as they are in memory.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_BF16DOT_H
#define STRATA_TARGET_LLVMCPU_BF16DOT_H

#include "mlir/IR/PatternMatch.h"

namespace strata::llvm_cpu {

/// Rewrites `vector.contract` of bf16 operands (directly or through
/// arith.extf) into an f32 vector<M x N> accumulator, with matmul maps
/// (m, k) x (k, n) -> (m, n), an even k and N a multiple of 16, into
/// `x86vector.avx512.dot` ops: per pair of k, the two rows of B interleaved
/// (vector<32xbf16> per 16 columns) and each row's pair of A broadcast as
/// 32 bits.
void populateBF16DotContractPatterns(mlir::RewritePatternSet &patterns);

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_BF16DOT_H
