//===- host_tensor.cpp - Host tensors, printing, comparison -----*- C++ -*-===//

#include "strata/runtime/tooling.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <sstream>

namespace strata::tooling {

using hal::ElementType;

uint64_t HostTensor::elementCount() const {
  uint64_t n = 0;
  return hal::shapeElementCount(shape, &n) ? n : 0;
}

namespace {
template <typename T> T load(const uint8_t *p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}
} // namespace

double HostTensor::elementAsDouble(uint64_t i) const {
  const uint8_t *p = data.data() + i * hal::elementTypeSize(type);
  switch (type) {
  case ElementType::kF32:
    return load<float>(p);
  case ElementType::kF64:
    return load<double>(p);
  case ElementType::kF16:
    return hal::halfToFloat(load<uint16_t>(p));
  case ElementType::kBF16:
    return hal::bf16ToFloat(load<uint16_t>(p));
  case ElementType::kC64: // the real part
    return load<float>(p);
  case ElementType::kC128:
    return load<double>(p);
  default:
    return double(elementAsInt(i));
  }
}

int64_t HostTensor::elementAsInt(uint64_t i) const {
  const uint8_t *p = data.data() + i * hal::elementTypeSize(type);
  switch (type) {
  case ElementType::kI1:
    return *p != 0;
  case ElementType::kI8:
    return load<int8_t>(p);
  case ElementType::kI16:
    return load<int16_t>(p);
  case ElementType::kI32:
    return load<int32_t>(p);
  case ElementType::kI64:
    return load<int64_t>(p);
  case ElementType::kUI8:
    return load<uint8_t>(p);
  case ElementType::kUI16:
    return load<uint16_t>(p);
  case ElementType::kUI32:
    return load<uint32_t>(p);
  case ElementType::kUI64:
    return int64_t(load<uint64_t>(p));
  default:
    return int64_t(elementAsDouble(i));
  }
}

namespace {

std::string indexString(const std::vector<int64_t> &shape, uint64_t flat) {
  std::vector<int64_t> idx(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    idx[d] = shape[d] ? int64_t(flat % uint64_t(shape[d])) : 0;
    flat = shape[d] ? flat / uint64_t(shape[d]) : 0;
  }
  std::string s = "[";
  for (size_t d = 0; d < idx.size(); ++d)
    s += (d ? ", " : "") + std::to_string(idx[d]);
  return s + "]";
}

/// Part `k` (0 real, 1 imaginary) of complex element `i`.
double complexPart(const HostTensor &t, uint64_t i, int k) {
  if (t.type == ElementType::kC64)
    return load<float>(t.data.data() + i * 8 + k * 4);
  return load<double>(t.data.data() + i * 16 + k * 8);
}

std::string formatValue(const HostTensor &t, uint64_t i) {
  char buf[96];
  if (hal::isComplexType(t.type)) {
    std::snprintf(buf, sizeof(buf), "(%g,%g)", complexPart(t, i, 0),
                  complexPart(t, i, 1));
  } else if (hal::isFloatType(t.type)) {
    std::snprintf(buf, sizeof(buf), "%g", t.elementAsDouble(i));
  } else if (t.type == ElementType::kUI64) {
    uint64_t v;
    std::memcpy(&v, t.data.data() + i * 8, 8);
    std::snprintf(buf, sizeof(buf), "%llu", (unsigned long long)v);
  } else {
    std::snprintf(buf, sizeof(buf), "%lld", (long long)t.elementAsInt(i));
  }
  return buf;
}

} // namespace

std::string compareTensors(const HostTensor &actual, const HostTensor &expected,
                           double rtol, double atol) {
  if (actual.type != expected.type)
    return "element type " + std::string(hal::elementTypeName(actual.type)) +
           " vs expected " + hal::elementTypeName(expected.type) + " (" +
           actual.typeString() + " vs " + expected.typeString() + ")";
  if (actual.shape != expected.shape)
    return "shape " + actual.typeString() + " vs expected " +
           expected.typeString();
  uint64_t n = actual.elementCount();
  bool isComplex = hal::isComplexType(actual.type);
  bool isFloat = hal::isFloatType(actual.type) || isComplex;
  auto close = [&](double a, double e) {
    if (std::isnan(a) || std::isnan(e))
      return std::isnan(a) && std::isnan(e);
    if (std::isinf(a) || std::isinf(e))
      return a == e;
    return std::fabs(a - e) <= atol + rtol * std::fabs(e);
  };
  uint64_t mismatches = 0, first = 0;
  for (uint64_t i = 0; i < n; ++i) {
    bool ok;
    if (isComplex) {
      // numpy's allclose: |a - e| <= atol + rtol |e| on the complex values
      // (a tiny part need not match to its own relative precision); parts
      // that are NaN or infinite must match as such.
      double ar = complexPart(actual, i, 0), ai = complexPart(actual, i, 1);
      double er = complexPart(expected, i, 0), ei = complexPart(expected, i, 1);
      if (!std::isfinite(ar) || !std::isfinite(ai) || !std::isfinite(er) ||
          !std::isfinite(ei))
        ok = close(ar, er) && close(ai, ei);
      else
        ok = std::hypot(ar - er, ai - ei) <= atol + rtol * std::hypot(er, ei);
    } else if (isFloat) {
      ok = close(actual.elementAsDouble(i), expected.elementAsDouble(i));
    } else {
      size_t sz = hal::elementTypeSize(actual.type);
      ok = actual.type == ElementType::kI1
               ? (actual.data[i] != 0) == (expected.data[i] != 0)
               : std::memcmp(actual.data.data() + i * sz,
                             expected.data.data() + i * sz, sz) == 0;
    }
    if (!ok && mismatches++ == 0)
      first = i;
  }
  if (!mismatches)
    return std::string();
  std::ostringstream os;
  os << "element at index " << indexString(actual.shape, first) << ": "
     << formatValue(actual, first) << " vs expected "
     << formatValue(expected, first);
  if (isFloat)
    os << " (tolerance atol=" << atol << " rtol=" << rtol << ")";
  else
    os << " (exact match required for " << hal::elementTypeName(actual.type)
       << ")";
  if (mismatches > 1)
    os << "; " << mismatches << " of " << n << " elements differ";
  return os.str();
}

std::string formatTensor(const HostTensor &t, size_t maxElements) {
  std::string out = t.typeString() + "=";
  uint64_t n = t.elementCount();
  if (n > maxElements) {
    for (uint64_t i = 0; i < maxElements; ++i)
      out += (i ? " " : "") + formatValue(t, i);
    return out + "...";
  }
  if (t.shape.empty())
    return out + formatValue(t, 0);
  // No elements: nothing to bracket (a 10^9 x 0 tensor must not print 10^9
  // empty brackets).
  if (n == 0)
    return out;
  // Dim 0 is not bracketed; every inner dim is: [1 2][3 4].
  uint64_t index = 0;
  std::function<void(size_t)> emit = [&](size_t d) {
    int64_t extent = t.shape[d];
    for (int64_t i = 0; i < extent; ++i) {
      if (d + 1 == t.shape.size()) {
        out += (i ? " " : "") + formatValue(t, index++);
      } else {
        out += "[";
        emit(d + 1);
        out += "]";
      }
    }
  };
  emit(0);
  return out;
}

} // namespace strata::tooling
