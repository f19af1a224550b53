//===- element_type.cpp - Element type names, sizes, f16/bf16 ------*- C++
//-*-===//

#include "strata/runtime/hal.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace strata::hal {

bool isValidElementType(uint32_t code) {
  return code >= 1 && code <= kMaxElementTypeCode;
}

size_t elementTypeSize(ElementType type) {
  switch (type) {
  case ElementType::kF32:
    return 4;
  case ElementType::kF64:
    return 8;
  case ElementType::kF16:
    return 2;
  case ElementType::kBF16:
    return 2;
  case ElementType::kI1:
    return 1;
  case ElementType::kI8:
    return 1;
  case ElementType::kI16:
    return 2;
  case ElementType::kI32:
    return 4;
  case ElementType::kI64:
    return 8;
  case ElementType::kUI8:
    return 1;
  case ElementType::kUI16:
    return 2;
  case ElementType::kUI32:
    return 4;
  case ElementType::kUI64:
    return 8;
  case ElementType::kC64:
    return 8;
  case ElementType::kC128:
    return 16;
  case ElementType::kNone:
    return 0;
  }
  return 0;
}

const char *elementTypeName(ElementType type) {
  switch (type) {
  case ElementType::kF32:
    return "f32";
  case ElementType::kF64:
    return "f64";
  case ElementType::kF16:
    return "f16";
  case ElementType::kBF16:
    return "bf16";
  case ElementType::kI1:
    return "i1";
  case ElementType::kI8:
    return "i8";
  case ElementType::kI16:
    return "i16";
  case ElementType::kI32:
    return "i32";
  case ElementType::kI64:
    return "i64";
  case ElementType::kUI8:
    return "ui8";
  case ElementType::kUI16:
    return "ui16";
  case ElementType::kUI32:
    return "ui32";
  case ElementType::kUI64:
    return "ui64";
  case ElementType::kC64:
    return "complex<f32>";
  case ElementType::kC128:
    return "complex<f64>";
  case ElementType::kNone:
    return "none";
  }
  return "<invalid>";
}

ElementType parseElementTypeName(std::string_view n) {
  struct Entry {
    const char *name;
    ElementType type;
  };
  static const Entry kNames[] = {
      {"f32", ElementType::kF32},
      {"f64", ElementType::kF64},
      {"f16", ElementType::kF16},
      {"bf16", ElementType::kBF16},
      {"i1", ElementType::kI1},
      {"bool", ElementType::kI1},
      {"i8", ElementType::kI8},
      {"si8", ElementType::kI8},
      {"i16", ElementType::kI16},
      {"si16", ElementType::kI16},
      {"i32", ElementType::kI32},
      {"si32", ElementType::kI32},
      {"i64", ElementType::kI64},
      {"si64", ElementType::kI64},
      {"ui8", ElementType::kUI8},
      {"u8", ElementType::kUI8},
      {"ui16", ElementType::kUI16},
      {"u16", ElementType::kUI16},
      {"ui32", ElementType::kUI32},
      {"u32", ElementType::kUI32},
      {"ui64", ElementType::kUI64},
      {"u64", ElementType::kUI64},
      {"complex<f32>", ElementType::kC64},
      {"c64", ElementType::kC64},
      {"complex64", ElementType::kC64},
      {"complex<f64>", ElementType::kC128},
      {"c128", ElementType::kC128},
      {"complex128", ElementType::kC128},
  };
  for (const Entry &e : kNames)
    if (n == e.name)
      return e.type;
  return ElementType::kNone;
}

bool isFloatType(ElementType t) {
  return t == ElementType::kF32 || t == ElementType::kF64 ||
         t == ElementType::kF16 || t == ElementType::kBF16;
}
bool isComplexType(ElementType t) {
  return t == ElementType::kC64 || t == ElementType::kC128;
}
ElementType complexPartType(ElementType t) {
  return t == ElementType::kC64    ? ElementType::kF32
         : t == ElementType::kC128 ? ElementType::kF64
                                   : ElementType::kNone;
}
bool isSignedIntType(ElementType t) {
  return t == ElementType::kI8 || t == ElementType::kI16 ||
         t == ElementType::kI32 || t == ElementType::kI64;
}
bool isUnsignedIntType(ElementType t) {
  return t == ElementType::kI1 || t == ElementType::kUI8 ||
         t == ElementType::kUI16 || t == ElementType::kUI32 ||
         t == ElementType::kUI64;
}

std::string formatShapeType(const std::vector<int64_t> &shape,
                            ElementType type) {
  std::string s;
  for (int64_t d : shape) {
    s += d < 0 ? std::string("?") : std::to_string(d);
    s += 'x';
  }
  s += elementTypeName(type);
  return s;
}

bool shapeElementCount(const std::vector<int64_t> &shape, uint64_t *count) {
  uint64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0)
      return false;
    if (d != 0 && n > std::numeric_limits<uint64_t>::max() / uint64_t(d))
      return false;
    n *= uint64_t(d);
  }
  *count = n;
  return true;
}

float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ff;
  uint32_t bits;
  if (exp == 0) {
    if (mant == 0) {
      bits = sign;
    } else { // subnormal: normalise
      int e = -1;
      do {
        ++e;
        mant <<= 1;
      } while ((mant & 0x400) == 0);
      bits = sign | uint32_t(127 - 15 - e) << 23 | (mant & 0x3ff) << 13;
    }
  } else if (exp == 31) {
    bits = sign | 0x7f800000u | mant << 13;
  } else {
    bits = sign | (exp + 127 - 15) << 23 | mant << 13;
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

uint16_t floatToHalf(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint16_t sign = uint16_t((x >> 16) & 0x8000);
  uint32_t absx = x & 0x7fffffff;
  if (absx > 0x7f800000) { // NaN: keep the payload's top bits, stay a NaN
    uint16_t payload = uint16_t((absx & 0x7fffff) >> 13);
    return sign | 0x7c00 | (payload ? payload : 0x200);
  }
  if (absx >= 0x477ff000) // rounds to >= 65520 -> inf
    return sign | 0x7c00;
  if (absx < 0x38800000) { // subnormal or zero in half
    if (absx < 0x33000000) // < 2^-25 rounds to 0
      return sign;
    uint32_t exp = absx >> 23;
    uint32_t mant = (absx & 0x7fffff) | 0x800000;
    // value = mant * 2^(exp-150); the half subnormal unit is 2^-24.
    uint32_t drop = 126 - exp; // in [14, 24]
    uint32_t q = mant >> drop;
    uint32_t rem = mant & ((1u << drop) - 1);
    uint32_t half = 1u << (drop - 1);
    if (rem > half || (rem == half && (q & 1)))
      ++q;
    return sign | uint16_t(q);
  }
  // normal: rebias and round mantissa from 23 to 10 bits (nearest even)
  uint32_t h = ((absx >> 13) - ((127 - 15) << 10));
  uint32_t rem = absx & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
    ++h;
  return sign | uint16_t(h);
}

float bf16ToFloat(uint16_t b) {
  uint32_t bits = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

uint16_t floatToBf16(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffff) > 0x7f800000)
    return uint16_t((x >> 16) | 0x40);
  uint32_t lsb = (x >> 16) & 1;
  x += 0x7fff + lsb;
  return uint16_t(x >> 16);
}

//===----------------------------------------------------------------------===//
// f64 -> f16 / bf16
//===----------------------------------------------------------------------===//

namespace {
/// Rounds finite `a` >= 0 to nearest even with `fraction` fraction bits and
/// minimum normal exponent `emin` (subnormals below it). Exact arithmetic:
/// scaling by powers of two and floor of a double below 2^53.
double roundToNarrow(double a, int fraction, int emin) {
  int e = 0;
  std::frexp(a, &e); // a = m * 2^e, m in [0.5, 1)
  int lead = std::max(e - 1, emin);
  int q = lead - fraction; // exponent of one unit in the last place
  double s = std::ldexp(a, -q);
  double r = std::floor(s);
  double diff = s - r;
  if (diff > 0.5 || (diff == 0.5 && std::fmod(r, 2.0) != 0.0))
    r += 1.0;
  return std::ldexp(r, q);
}
} // namespace

uint16_t doubleToHalf(double d) {
  if (std::isnan(d))
    return uint16_t((std::signbit(d) ? 0x8000 : 0) | 0x7e00);
  uint16_t sign = std::signbit(d) ? 0x8000 : 0;
  double a = std::fabs(d);
  if (std::isinf(a))
    return sign | 0x7c00;
  double r = roundToNarrow(a, 10, -14);
  if (r > 65504.0)
    return sign | 0x7c00;
  return sign | floatToHalf(float(r));
}

uint16_t doubleToBf16(double d) {
  if (std::isnan(d))
    return uint16_t((std::signbit(d) ? 0x8000 : 0) | 0x7fc0);
  uint16_t sign = std::signbit(d) ? 0x8000 : 0;
  double a = std::fabs(d);
  if (std::isinf(a))
    return sign | 0x7f80;
  double r = roundToNarrow(a, 7, -126);
  if (r > 3.3895313892515355e38) // largest finite bf16 (0x7f7f)
    return sign | 0x7f80;
  return sign | floatToBf16(float(r));
}

} // namespace strata::hal
