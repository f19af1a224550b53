//===- check_module.cpp - The `check` native module (VM imports) ---*- C++
//-*-===//
//
// Test assertions for compiled StableHLO test programs. Buffers of the local
// device are host memory, so views are read in place. See
// core/runtime/README.md for the import table.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/check.h"
#include "strata/runtime/vm.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace strata {
namespace check {

using hal::ElementType;

const char *checkKindName(CheckKind kind) {
  switch (kind) {
  case CheckKind::kExpectEq:
    return "expect_eq";
  case CheckKind::kExpectAlmostEq:
    return "expect_almost_eq";
  case CheckKind::kExpectClose:
    return "expect_close";
  }
  return "<check>";
}

namespace {

std::string indexText(const std::vector<int64_t> &index) {
  std::string s = "[";
  for (size_t d = 0; d < index.size(); ++d)
    s += (d ? ", " : "") + std::to_string(index[d]);
  return s + "]";
}

/// Multi-index of flat element `flat` of a row-major `shape`.
std::vector<int64_t> unflatten(const std::vector<int64_t> &shape,
                               uint64_t flat) {
  std::vector<int64_t> idx(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    uint64_t extent = uint64_t(shape[d]);
    idx[d] = extent ? int64_t(flat % extent) : 0;
    flat = extent ? flat / extent : 0;
  }
  return idx;
}

/// Typed read access to a buffer view's elements.
struct Elements {
  const uint8_t *data;
  ElementType type;
  size_t size;

  explicit Elements(const hal::BufferView &v)
      : data(v.data()), type(v.elementType()),
        size(hal::elementTypeSize(v.elementType())) {}

  /// The element's bytes, zero-extended.
  uint64_t bits(uint64_t i) const {
    uint64_t b = 0;
    std::memcpy(&b, data + i * size, size); // little-endian host
    return b;
  }
  double asDouble(uint64_t i) const {
    uint64_t b = bits(i);
    switch (type) {
    case ElementType::kF32: {
      uint32_t u = uint32_t(b);
      float f;
      std::memcpy(&f, &u, 4);
      return f;
    }
    case ElementType::kF64: {
      double d;
      std::memcpy(&d, &b, 8);
      return d;
    }
    case ElementType::kF16:
      return hal::halfToFloat(uint16_t(b));
    case ElementType::kBF16:
      return hal::bf16ToFloat(uint16_t(b));
    default:
      return double(asInt(i));
    }
  }
  /// Exact integer value (unsigned 64-bit values stay exact in __int128).
  __int128 asInt(uint64_t i) const {
    uint64_t b = bits(i);
    switch (type) {
    case ElementType::kI1:
      return b != 0;
    case ElementType::kI8:
      return int8_t(b);
    case ElementType::kI16:
      return int16_t(b);
    case ElementType::kI32:
      return int32_t(b);
    case ElementType::kI64:
      return int64_t(b);
    default: // ui8..ui64
      return __int128(b);
    }
  }
};

/// True when decimal text `d` reads back as the same `type` value `v`.
bool roundTrips(double d, double v, ElementType type) {
  switch (type) {
  case ElementType::kF64:
    return d == v;
  case ElementType::kF32:
    return float(d) == float(v);
  case ElementType::kF16:
    return hal::floatToHalf(float(d)) == hal::floatToHalf(float(v));
  case ElementType::kBF16:
    return hal::floatToBf16(float(d)) == hal::floatToBf16(float(v));
  default:
    return d == v;
  }
}

/// Shortest decimal text that reads back as the same value of its type, so
/// values one ULP apart print differently.
std::string formatFloat(double v, ElementType type) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  char buf[64];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof(buf), "%.*g", precision, v);
    if (roundTrips(std::strtod(buf, nullptr), v, type))
      break;
  }
  return buf;
}

std::string formatElement(const Elements &e, uint64_t i) {
  if (hal::isFloatType(e.type))
    return formatFloat(e.asDouble(i), e.type);
  if (e.type == ElementType::kI1)
    return e.bits(i) ? "true" : "false";
  if (hal::isUnsignedIntType(e.type))
    return std::to_string(e.bits(i));
  return std::to_string(int64_t(e.asInt(i)));
}

/// Element type or shape mismatch text, or empty.
std::string structuralMismatch(const hal::BufferView &a,
                               const hal::BufferView &e) {
  if (a.elementType() != e.elementType())
    return std::string("element type ") +
           hal::elementTypeName(a.elementType()) + " vs expected " +
           hal::elementTypeName(e.elementType()) + " (" + a.typeString() +
           " vs " + e.typeString() + ")";
  if (a.shape() != e.shape())
    return "shape " + a.typeString() + " vs expected " + e.typeString();
  // The compiler passes complex tensors as <shape>x2 real tensors.
  if (hal::isComplexType(a.elementType()))
    return std::string("complex element type ") +
           hal::elementTypeName(a.elementType()) +
           " is not supported by the check module (pass its parts as a "
           "real tensor with a trailing dimension of 2)";
  return std::string();
}

bool floatBitsNaN(ElementType type, uint64_t bits) {
  switch (type) {
  case ElementType::kF16:
    return (bits & 0x7fff) > 0x7c00;
  case ElementType::kBF16:
    return (bits & 0x7fff) > 0x7f80;
  case ElementType::kF32:
    return (bits & 0x7fffffffu) > 0x7f800000u;
  default:
    return (bits & 0x7fffffffffffffffull) > 0x7ff0000000000000ull;
  }
}

/// Exact equality of element `i` (expect_eq / eq rules).
bool elementEqual(const Elements &a, const Elements &e, uint64_t i) {
  uint64_t ab = a.bits(i), eb = e.bits(i);
  if (ab == eb)
    return true;
  if (a.type == ElementType::kI1)
    return (ab != 0) == (eb != 0);
  if (!hal::isFloatType(a.type))
    return false;
  double av = a.asDouble(i), ev = e.asDouble(i);
  return av == ev || (std::isnan(av) && std::isnan(ev));
}

/// Runs `elementOk(i, reason)` over every element; `reason` is non-null
/// only until the first mismatch is found.
template <typename Fn>
CheckResult compareEach(CheckKind kind, const hal::BufferView &actual,
                        const hal::BufferView &expected, Fn elementOk) {
  CheckResult r;
  r.kind = kind;
  r.elementCount = actual.elementCount();
  r.mismatch = structuralMismatch(actual, expected);
  if (!r.mismatch.empty()) {
    r.passed = false;
    return r;
  }
  Elements a(actual), e(expected);
  for (uint64_t i = 0; i < r.elementCount; ++i) {
    std::string reason;
    bool first = r.mismatchCount == 0;
    if (elementOk(a, e, i, first ? &reason : nullptr))
      continue;
    if (first) {
      r.firstIndex = unflatten(actual.shape(), i);
      r.actualValue = formatElement(a, i);
      r.expectedValue = formatElement(e, i);
      r.reason = std::move(reason);
    }
    ++r.mismatchCount;
  }
  r.passed = r.mismatchCount == 0;
  return r;
}

} // namespace

std::string CheckResult::describe() const {
  if (passed)
    return "PASS";
  if (!mismatch.empty())
    return "FAIL: " + mismatch;
  // A scalar has no index to name.
  std::string s =
      (firstIndex.empty() ? "FAIL: "
                          : "FAIL at " + indexText(firstIndex) + ": ") +
      actualValue + " vs expected " + expectedValue;
  if (!reason.empty())
    s += " (" + reason + ")";
  if (elementCount > 1)
    s += "; " + std::to_string(mismatchCount) + " of " +
         std::to_string(elementCount) + " elements differ";
  return s;
}

uint32_t CheckState::record(CheckResult result) {
  std::lock_guard<std::mutex> lock(mutex_);
  result.index = nextIndex_++;
  results_.push_back(std::move(result));
  threads_.push_back(std::this_thread::get_id());
  return results_.back().index;
}

std::vector<CheckResult> CheckState::results() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return results_;
}

size_t CheckState::count() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return results_.size();
}

size_t CheckState::failedCount() const {
  std::lock_guard<std::mutex> lock(mutex_);
  size_t n = 0;
  for (const auto &r : results_)
    n += !r.passed;
  return n;
}

void CheckState::clear() {
  std::lock_guard<std::mutex> lock(mutex_);
  results_.clear();
  threads_.clear();
  nextIndex_ = 0;
}

std::vector<CheckResult> CheckState::takeThreadResults() {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<CheckResult> taken;
  std::thread::id self = std::this_thread::get_id();
  size_t kept = 0;
  for (size_t i = 0; i < results_.size(); ++i) {
    if (threads_[i] == self) {
      taken.push_back(std::move(results_[i]));
      continue;
    }
    if (kept != i) {
      results_[kept] = std::move(results_[i]);
      threads_[kept] = threads_[i];
    }
    ++kept;
  }
  results_.resize(kept);
  threads_.resize(kept);
  return taken;
}

uint64_t ulpDistance(ElementType type, uint64_t a, uint64_t e) {
  if (a == e)
    return 0;
  unsigned bitsWidth = unsigned(hal::elementTypeSize(type)) * 8;
  uint64_t signBit = uint64_t(1) << (bitsWidth - 1);
  uint64_t magMask = signBit - 1;
  uint64_t infBits = type == ElementType::kF16    ? 0x7c00
                     : type == ElementType::kBF16 ? 0x7f80
                     : type == ElementType::kF32  ? 0x7f800000u
                                                  : 0x7ff0000000000000ull;
  uint64_t am = a & magMask, em = e & magMask;
  bool aFinite = am < infBits, eFinite = em < infBits;
  if (aFinite && eFinite) {
    if ((a & signBit) != (e & signBit))
      return am + em;
    return am > em ? am - em : em - am;
  }
  if (floatBitsNaN(type, a) && floatBitsNaN(type, e))
    return 0;
  return kInfiniteUlp;
}

bool viewsEqual(const hal::BufferView &actual,
                const hal::BufferView &expected) {
  if (!structuralMismatch(actual, expected).empty())
    return false;
  Elements a(actual), e(expected);
  for (uint64_t i = 0; i < actual.elementCount(); ++i)
    if (!elementEqual(a, e, i))
      return false;
  return true;
}

CheckResult compareEq(const hal::BufferView &actual,
                      const hal::BufferView &expected) {
  return compareEach(CheckKind::kExpectEq, actual, expected,
                     [](const Elements &a, const Elements &e, uint64_t i,
                        std::string *) { return elementEqual(a, e, i); });
}

CheckResult compareAlmostEq(const hal::BufferView &actual,
                            const hal::BufferView &expected, double tolerance) {
  char tol[32];
  std::snprintf(tol, sizeof(tol), "%g", tolerance);
  return compareEach(CheckKind::kExpectAlmostEq, actual, expected,
                     [&](const Elements &a, const Elements &e, uint64_t i,
                         std::string *reason) {
                       double diff;
                       if (hal::isFloatType(a.type)) {
                         double av = a.asDouble(i), ev = e.asDouble(i);
                         if (std::isnan(av) || std::isnan(ev)) {
                           if (std::isnan(av) && std::isnan(ev))
                             return true;
                           if (reason)
                             *reason = "NaN only matches NaN";
                           return false;
                         }
                         if (std::isinf(av) || std::isinf(ev)) {
                           if (av == ev)
                             return true;
                           if (reason)
                             *reason = "infinities must match exactly";
                           return false;
                         }
                         diff = std::fabs(av - ev);
                       } else {
                         __int128 d = a.asInt(i) - e.asInt(i);
                         diff = double(d < 0 ? -d : d);
                       }
                       if (diff <= tolerance)
                         return true;
                       if (reason) {
                         char buf[96];
                         std::snprintf(buf, sizeof(buf),
                                       "|difference| %g > tolerance %s", diff,
                                       tol);
                         *reason = buf;
                       }
                       return false;
                     });
}

CheckResult compareClose(const hal::BufferView &actual,
                         const hal::BufferView &expected, uint64_t minUlp,
                         uint64_t maxUlp) {
  if (!hal::isFloatType(actual.elementType()) &&
      actual.elementType() == expected.elementType()) {
    CheckResult r;
    r.kind = CheckKind::kExpectClose;
    r.passed = false;
    r.elementCount = actual.elementCount();
    r.mismatch = std::string("expect_close is defined for f16, bf16, f32 and "
                             "f64, got ") +
                 hal::elementTypeName(actual.elementType()) + " (" +
                 actual.typeString() + ")";
    return r;
  }
  return compareEach(CheckKind::kExpectClose, actual, expected,
                     [&](const Elements &a, const Elements &e, uint64_t i,
                         std::string *reason) {
                       uint64_t d = ulpDistance(a.type, a.bits(i), e.bits(i));
                       if (d >= minUlp && d <= maxUlp)
                         return true;
                       if (reason) {
                         std::string dist =
                             d == kInfiniteUlp ? "inf" : std::to_string(d);
                         *reason = d > maxUlp ? "ulp distance " + dist + " > " +
                                                    std::to_string(maxUlp)
                                              : "ulp distance " + dist + " < " +
                                                    std::to_string(minUlp);
                       }
                       return false;
                     });
}

} // namespace check

namespace vm {
namespace {

/// The two buffer view arguments of every check import.
Status viewArgs(CallValues &a, hal::BufferView **actual,
                hal::BufferView **expected) {
  const char *names[2] = {"actual", "expected"};
  hal::BufferView **outs[2] = {actual, expected};
  for (size_t i = 0; i < 2; ++i) {
    RefObject *obj = a.refs[i].get();
    if (!obj)
      return invalidArgument(names[i], " is null");
    if (obj->refKind() != RefKind::kBufferView)
      return invalidArgument(names[i], " is a ", refKindName(obj->refKind()),
                             ", expected a hal.buffer_view");
    *outs[i] = static_cast<hal::BufferView *>(obj);
    // A driver device's results come back to the host here, with an error
    // instead of an abort when the device cannot deliver them.
    STRATA_RETURN_IF_ERROR(
        (*outs[i])->buffer()->syncToHost().withPrefix(names[i]));
  }
  return Status::ok();
}

Status expectEq(Context &ctx, CallValues &a, CallValues &out) {
  hal::BufferView *actual, *expected;
  STRATA_RETURN_IF_ERROR(viewArgs(a, &actual, &expected));
  ctx.checks().record(check::compareEq(*actual, *expected));
  return Status::ok();
}

Status expectAlmostEq(Context &ctx, CallValues &a, CallValues &out) {
  hal::BufferView *actual, *expected;
  STRATA_RETURN_IF_ERROR(viewArgs(a, &actual, &expected));
  uint32_t bits = uint32_t(a.prims[0]);
  float tolerance;
  std::memcpy(&tolerance, &bits, 4);
  if (!(tolerance >= 0.0f))
    return invalidArgument("tolerance must be a non-negative number, got ",
                           tolerance);
  ctx.checks().record(
      check::compareAlmostEq(*actual, *expected, double(tolerance)));
  return Status::ok();
}

Status expectClose(Context &ctx, CallValues &a, CallValues &out) {
  hal::BufferView *actual, *expected;
  STRATA_RETURN_IF_ERROR(viewArgs(a, &actual, &expected));
  int64_t minUlp = int64_t(a.prims[0]), maxUlp = int64_t(a.prims[1]);
  if (minUlp < 0 || maxUlp < 0 || minUlp > maxUlp)
    return invalidArgument("ULP bounds must satisfy 0 <= min <= max, got [",
                           minUlp, ", ", maxUlp, "]");
  ctx.checks().record(check::compareClose(*actual, *expected, uint64_t(minUlp),
                                          uint64_t(maxUlp)));
  return Status::ok();
}

Status eq(Context &ctx, CallValues &a, CallValues &out) {
  hal::BufferView *actual, *expected;
  STRATA_RETURN_IF_ERROR(viewArgs(a, &actual, &expected));
  STRATA_ASSIGN_OR_RETURN(auto buffer, ctx.device().allocate(1));
  buffer->data()[0] = check::viewsEqual(*actual, *expected) ? 1 : 0;
  STRATA_ASSIGN_OR_RETURN(
      auto view, hal::BufferView::create(buffer, hal::ElementType::kI1, {}));
  out.refs.push_back(Ref<RefObject>(view));
  return Status::ok();
}

const NativeFunction kCheckFunctions[] = {
    {"check", "expect_eq", "rr", "", expectEq},
    {"check", "expect_almost_eq", "rrf", "", expectAlmostEq},
    {"check", "expect_close", "rrII", "", expectClose},
    {"check", "eq", "rr", "r", eq},
};

} // namespace

const NativeModule &checkModule() {
  static const NativeModule kModule = {"check", kCheckFunctions,
                                       sizeof(kCheckFunctions) /
                                           sizeof(kCheckFunctions[0])};
  return kModule;
}

} // namespace vm
} // namespace strata
