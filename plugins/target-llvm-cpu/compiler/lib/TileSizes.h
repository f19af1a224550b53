//===- TileSizes.h - Static tile size choices for llvm-cpu ------*- C++ -*-===//
//
// Tiles always divide their loop (static shapes all the way to the vector
// ops); these pick among the divisors.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_TILESIZES_H
#define STRATA_TARGET_LLVMCPU_TILESIZES_H

#include <algorithm>
#include <cstdint>

namespace strata::llvm_cpu {

/// Largest divisor of `n` that is <= `cap` (so tiles are always full).
inline int64_t largestDivisorAtMost(int64_t n, int64_t cap) {
  cap = std::max<int64_t>(cap, 1);
  if (n <= cap)
    return std::max<int64_t>(n, 1);
  for (int64_t d = cap; d > 1; --d)
    if (n % d == 0)
      return d;
  return 1;
}

/// The tile of a dimension that becomes vector lanes: `lanes` times the
/// largest power of two that keeps it <= `cap` and divides `n` (whole
/// registers; LLVM splits a 24- or 30-lane vector through the stack), or `n`
/// itself below one register. Callers split the op first so that `n` is a
/// multiple of `lanes` or below it (splitForVectors).
inline int64_t vectorTileSize(int64_t n, int64_t cap, int64_t lanes) {
  if (n <= lanes || n % lanes != 0)
    return n <= cap ? std::max<int64_t>(n, 1) : largestDivisorAtMost(n, cap);
  int64_t best = lanes;
  for (int64_t d = 2 * lanes; d <= cap; d *= 2)
    if (n % d == 0)
      best = d;
  return best;
}

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_TILESIZES_H
