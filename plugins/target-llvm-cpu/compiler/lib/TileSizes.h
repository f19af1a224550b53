//===- TileSizes.h - Static tile size choices for llvm-cpu ------*- C++ -*-===//
//
// Tiles always divide their loop (static shapes all the way to the vector
// ops): the vector-lane tile, on top of the SDK's largestDivisorAtMost.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_TILESIZES_H
#define STRATA_TARGET_LLVMCPU_TILESIZES_H

#include "strata/sdk/TileSizes.h"

#include <algorithm>
#include <cstdint>

namespace strata::llvm_cpu {

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
