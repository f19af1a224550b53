//===- TileSizes.h - Static tile sizes for target backends ------*- C++ -*-===//
//
// Backends that keep every tile full (static shapes down to the vector or
// invocation level) pick tile sizes among the divisors of a loop's range.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_TILESIZES_H
#define STRATA_SDK_TILESIZES_H

#include <algorithm>
#include <cstdint>

namespace strata {

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

} // namespace strata

#endif // STRATA_SDK_TILESIZES_H
