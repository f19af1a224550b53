//===- ChannelReduction.h - Elementwise reductions for channels --*- C++
//-*-===//
//
// For channel providers (runtime_plugin.h, API version 4): folds one rank's
// elements into another's for every element type and reduction the ABI
// names, so providers agree on f16/bf16 rounding, boolean and complex
// semantics. Header-only, no runtime dependency.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_CHANNELREDUCTION_H
#define STRATA_SDK_CHANNELREDUCTION_H

#include "strata/sdk/runtime_plugin.h"

#include <algorithm>
#include <complex>
#include <cstdint>
#include <cstring>

namespace strata::sdk {

/// Bytes per element of a schema element type code (0: unknown code).
inline size_t channelElementSize(uint32_t type) {
  static const uint8_t kSizes[] = {0, 4, 8, 2, 2, 1, 1, 2,
                                   4, 8, 1, 2, 4, 8, 8, 16};
  return type < sizeof(kSizes) ? kSizes[type] : 0;
}

namespace detail {

inline float halfBitsToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16, exp = (h >> 10) & 0x1f,
           man = h & 0x3ff, bits;
  if (exp == 0x1f) {
    bits = sign | 0x7f800000 | (man << 13);
  } else if (exp != 0) {
    bits = sign | ((exp + 112) << 23) | (man << 13);
  } else if (man == 0) {
    bits = sign;
  } else { // subnormal: normalize
    exp = 113;
    while (!(man & 0x400)) {
      man <<= 1;
      --exp;
    }
    bits = sign | (exp << 23) | ((man & 0x3ff) << 13);
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

inline uint16_t floatToHalfBits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint16_t sign = uint16_t((x >> 16) & 0x8000);
  uint32_t absx = x & 0x7fffffff;
  if (absx > 0x7f800000) // NaN: keep it quiet
    return uint16_t(sign | 0x7e00 | ((absx >> 13) & 0x3ff));
  if (absx >= 0x477ff000) // rounds to >= 65520: inf
    return uint16_t(sign | 0x7c00);
  if (absx < 0x38800000) { // subnormal or zero in half
    float a;
    std::memcpy(&a, &absx, 4);
    // a * 2^24 rounded to nearest even is the subnormal mantissa.
    float scaled = a * 16777216.0f;
    uint32_t m = uint32_t(scaled);
    float rest = scaled - float(m);
    if (rest > 0.5f || (rest == 0.5f && (m & 1)))
      ++m;
    return uint16_t(sign | m);
  }
  uint32_t rounded = absx + 0xfff + ((absx >> 13) & 1);
  return uint16_t(sign | ((rounded - 0x38000000) >> 13));
}

inline float bf16BitsToFloat(uint16_t b) {
  uint32_t bits = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

inline uint16_t floatToBf16Bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffff) > 0x7f800000)
    return uint16_t((x >> 16) | 0x40);
  return uint16_t((x + 0x7fff + ((x >> 16) & 1)) >> 16);
}

template <typename T>
bool foldOrdered(T *dst, const T *src, uint64_t n, uint32_t reduction) {
  switch (reduction) {
  case STRATA_REDUCTION_SUM:
    for (uint64_t i = 0; i < n; ++i)
      dst[i] = T(dst[i] + src[i]);
    return true;
  case STRATA_REDUCTION_PRODUCT:
    for (uint64_t i = 0; i < n; ++i)
      dst[i] = T(dst[i] * src[i]);
    return true;
  case STRATA_REDUCTION_MINIMUM:
    // NaN wins, as in StableHLO's minimum.
    for (uint64_t i = 0; i < n; ++i)
      if (src[i] != src[i] || src[i] < dst[i])
        dst[i] = src[i];
    return true;
  case STRATA_REDUCTION_MAXIMUM:
    for (uint64_t i = 0; i < n; ++i)
      if (src[i] != src[i] || src[i] > dst[i])
        dst[i] = src[i];
    return true;
  }
  return false;
}

template <typename T>
bool foldInteger(T *dst, const T *src, uint64_t n, uint32_t reduction) {
  switch (reduction) {
  case STRATA_REDUCTION_AND:
    for (uint64_t i = 0; i < n; ++i)
      dst[i] &= src[i];
    return true;
  case STRATA_REDUCTION_OR:
    for (uint64_t i = 0; i < n; ++i)
      dst[i] |= src[i];
    return true;
  case STRATA_REDUCTION_XOR:
    for (uint64_t i = 0; i < n; ++i)
      dst[i] ^= src[i];
    return true;
  case STRATA_REDUCTION_SUM:
  case STRATA_REDUCTION_PRODUCT: {
    // Wrap around like two's complement hardware (no signed overflow UB).
    using U = std::make_unsigned_t<T>;
    for (uint64_t i = 0; i < n; ++i)
      dst[i] = T(reduction == STRATA_REDUCTION_SUM ? U(U(dst[i]) + U(src[i]))
                                                   : U(U(dst[i]) * U(src[i])));
    return true;
  }
  default:
    return foldOrdered(dst, src, n, reduction);
  }
}

template <uint16_t (*ToBits)(float), float (*FromBits)(uint16_t)>
bool foldHalf(uint16_t *dst, const uint16_t *src, uint64_t n,
              uint32_t reduction) {
  for (uint64_t i = 0; i < n; ++i) {
    float a = FromBits(dst[i]), b = FromBits(src[i]);
    if (!foldOrdered(&a, &b, 1, reduction))
      return false;
    dst[i] = ToBits(a);
  }
  return true;
}

template <typename T>
bool foldComplex(std::complex<T> *dst, const std::complex<T> *src, uint64_t n,
                 uint32_t reduction) {
  if (reduction != STRATA_REDUCTION_SUM &&
      reduction != STRATA_REDUCTION_PRODUCT)
    return false;
  for (uint64_t i = 0; i < n; ++i)
    dst[i] =
        reduction == STRATA_REDUCTION_SUM ? dst[i] + src[i] : dst[i] * src[i];
  return true;
}

} // namespace detail

/// dst[i] = dst[i] (reduction) src[i] for `count` elements of `type` (a
/// schema element type code). False when the reduction is not defined on
/// the type (bitwise on floats, ordering on complex) or a code is unknown.
/// Booleans (i1, one byte 0/1): sum is or, product is and.
inline bool reduceInto(void *dst, const void *src, uint64_t count,
                       uint32_t type, uint32_t reduction) {
  using namespace detail;
  switch (type) {
  case 1:
    return reduction <= STRATA_REDUCTION_MAXIMUM &&
           foldOrdered(static_cast<float *>(dst),
                       static_cast<const float *>(src), count, reduction);
  case 2:
    return reduction <= STRATA_REDUCTION_MAXIMUM &&
           foldOrdered(static_cast<double *>(dst),
                       static_cast<const double *>(src), count, reduction);
  case 3:
    return reduction <= STRATA_REDUCTION_MAXIMUM &&
           foldHalf<floatToHalfBits, halfBitsToFloat>(
               static_cast<uint16_t *>(dst), static_cast<const uint16_t *>(src),
               count, reduction);
  case 4:
    return reduction <= STRATA_REDUCTION_MAXIMUM &&
           foldHalf<floatToBf16Bits, bf16BitsToFloat>(
               static_cast<uint16_t *>(dst), static_cast<const uint16_t *>(src),
               count, reduction);
  case 5: { // i1
    auto *d = static_cast<uint8_t *>(dst);
    auto *s = static_cast<const uint8_t *>(src);
    uint32_t r = reduction == STRATA_REDUCTION_SUM       ? STRATA_REDUCTION_OR
                 : reduction == STRATA_REDUCTION_PRODUCT ? STRATA_REDUCTION_AND
                 : reduction == STRATA_REDUCTION_MINIMUM ? STRATA_REDUCTION_AND
                 : reduction == STRATA_REDUCTION_MAXIMUM ? STRATA_REDUCTION_OR
                                                         : reduction;
    return foldInteger(d, s, count, r);
  }
  case 6:
    return foldInteger(static_cast<int8_t *>(dst),
                       static_cast<const int8_t *>(src), count, reduction);
  case 7:
    return foldInteger(static_cast<int16_t *>(dst),
                       static_cast<const int16_t *>(src), count, reduction);
  case 8:
    return foldInteger(static_cast<int32_t *>(dst),
                       static_cast<const int32_t *>(src), count, reduction);
  case 9:
    return foldInteger(static_cast<int64_t *>(dst),
                       static_cast<const int64_t *>(src), count, reduction);
  case 10:
    return foldInteger(static_cast<uint8_t *>(dst),
                       static_cast<const uint8_t *>(src), count, reduction);
  case 11:
    return foldInteger(static_cast<uint16_t *>(dst),
                       static_cast<const uint16_t *>(src), count, reduction);
  case 12:
    return foldInteger(static_cast<uint32_t *>(dst),
                       static_cast<const uint32_t *>(src), count, reduction);
  case 13:
    return foldInteger(static_cast<uint64_t *>(dst),
                       static_cast<const uint64_t *>(src), count, reduction);
  case 14:
    return foldComplex(static_cast<std::complex<float> *>(dst),
                       static_cast<const std::complex<float> *>(src), count,
                       reduction);
  case 15:
    return foldComplex(static_cast<std::complex<double> *>(dst),
                       static_cast<const std::complex<double> *>(src), count,
                       reduction);
  }
  return false;
}

} // namespace strata::sdk

#endif // STRATA_SDK_CHANNELREDUCTION_H
