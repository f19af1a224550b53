//===- text_format.cpp - IREE-style tensor text parsing ------------*- C++
//-*-===//

#include "strata/runtime/tooling.h"

#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace strata::tooling {

using hal::ElementType;

namespace {

Status parseElement(const std::string &tok, ElementType type, uint8_t *out,
                    size_t index) {
  auto bad = [&](const char *why) {
    return invalidArgument("cannot parse '", tok, "' as ",
                           hal::elementTypeName(type), " (element ", index, ")",
                           why);
  };
  const char *s = tok.c_str();
  char *end = nullptr;
  errno = 0;
  if (hal::isFloatType(type) || hal::isComplexType(type)) {
    double v = std::strtod(s, &end);
    if (end == s || *end)
      return bad("");
    switch (type) {
    case ElementType::kF32: {
      float f = float(v);
      std::memcpy(out, &f, 4);
      break;
    }
    case ElementType::kF64:
    case ElementType::kC128: // one part
      std::memcpy(out, &v, 8);
      break;
    case ElementType::kC64: {
      float f = float(v);
      std::memcpy(out, &f, 4);
      break;
    }
    case ElementType::kF16: {
      uint16_t h = hal::floatToHalf(float(v));
      std::memcpy(out, &h, 2);
      break;
    }
    default: {
      uint16_t b = hal::floatToBf16(float(v));
      std::memcpy(out, &b, 2);
      break;
    }
    }
    return Status::ok();
  }
  if (type == ElementType::kI1) {
    if (tok == "true" || tok == "True" || tok == "1")
      *out = 1;
    else if (tok == "false" || tok == "False" || tok == "0")
      *out = 0;
    else
      return bad(" (expected true, false, 1 or 0)");
    return Status::ok();
  }
  size_t size = hal::elementTypeSize(type);
  if (hal::isSignedIntType(type)) {
    long long v = std::strtoll(s, &end, 10);
    if (end == s || *end)
      return bad("");
    int bits = int(size * 8);
    long long lo = bits == 64 ? std::numeric_limits<long long>::min()
                              : -(1LL << (bits - 1));
    long long hi = bits == 64 ? std::numeric_limits<long long>::max()
                              : (1LL << (bits - 1)) - 1;
    if (errno == ERANGE || v < lo || v > hi)
      return bad(" (out of range)");
    std::memcpy(out, &v, size); // little-endian truncation
    return Status::ok();
  }
  if (tok[0] == '-')
    return bad(" (negative value for an unsigned type)");
  unsigned long long v = std::strtoull(s, &end, 10);
  if (end == s || *end)
    return bad("");
  if (errno == ERANGE || (size < 8 && v >> (size * 8)))
    return bad(" (out of range)");
  std::memcpy(out, &v, size);
  return Status::ok();
}

} // namespace

StatusOr<HostTensor> parseTensorText(std::string_view text,
                                     uint64_t maxBytes) {
  std::string all(text);
  size_t eq = all.find('=');
  std::string typePart = all.substr(0, eq);
  HostTensor t;
  // Shape and type: dims separated by 'x', the last component is the type
  // (which may itself contain an 'x': complex<f32>).
  std::vector<std::string> parts;
  size_t typeStart = typePart.find("complex");
  std::string dims = typePart.substr(0, typeStart);
  if (typeStart != std::string::npos) {
    if (!dims.empty() && dims.back() != 'x')
      return invalidArgument("'", all, "': bad dimension '", dims,
                             "' (expected e.g. 2xcomplex<f32>=1 2 3 4)");
    if (!dims.empty())
      dims.pop_back();
  }
  size_t start = 0;
  for (;;) {
    if (dims.empty() && typeStart != std::string::npos)
      break;
    size_t x = dims.find('x', start);
    parts.push_back(dims.substr(start, x - start));
    if (x == std::string::npos)
      break;
    start = x + 1;
  }
  if (typeStart != std::string::npos)
    parts.push_back(typePart.substr(typeStart));
  t.type = hal::parseElementTypeName(parts.back());
  if (t.type == ElementType::kNone)
    return invalidArgument("'", all, "': unknown element type '", parts.back(),
                           "' (expected e.g. 2x2xf32=1 2 3 4; types f32 f64 "
                           "f16 bf16 i1 i8 i16 i32 i64 ui8 ui16 ui32 ui64 "
                           "complex<f32> complex<f64>)");
  for (size_t i = 0; i + 1 < parts.size(); ++i) {
    const std::string &d = parts[i];
    long dim = 0;
    if (d.empty() || d.find_first_not_of("0123456789") != std::string::npos ||
        !parseIntInRange(d, 0, LONG_MAX, &dim))
      return invalidArgument("'", all, "': bad dimension '", d,
                             "' (expected a size below 2^63, e.g. 2x2xf32=1 "
                             "2 3 4)");
    t.shape.push_back(dim);
  }
  uint64_t count = 0;
  if (!hal::shapeElementCount(t.shape, &count) || count > (1ull << 34))
    return invalidArgument("'", all, "': shape is too large");
  size_t esize = hal::elementTypeSize(t.type);
  if (count * esize > maxBytes)
    return resourceExhausted("'", all, "': ", t.typeString(), " takes ",
                             count * esize, " bytes, more than the limit of ",
                             maxBytes,
                             " (by default the machine's physical memory)");
  if (eq == std::string::npos) {
    t.data.assign(count * esize, 0);
    return t; // zero-filled
  }
  // A complex element is two values, its real and imaginary part, written
  // `re im` or `(re,im)`.
  size_t partsPerElement = hal::isComplexType(t.type) ? 2 : 1;
  size_t partSize = esize / partsPerElement;
  std::vector<std::string> tokens;
  std::string cur;
  for (char c : all.substr(eq + 1)) {
    if (c == ' ' || c == ',' || c == '[' || c == ']' || c == '\t' ||
        c == '\n' || c == '\r' || c == '(' || c == ')') {
      if (!cur.empty())
        tokens.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty())
    tokens.push_back(cur);
  if (tokens.size() != count * partsPerElement &&
      !(tokens.size() == partsPerElement && count > 0))
    return invalidArgument(
        "'", all, "': ", t.typeString(), " has ", count, " elements but ",
        tokens.size(), " values were given",
        partsPerElement == 2 ? " (two per complex element: re im)" : "");
  t.data.assign(count * esize, 0);
  for (size_t i = 0; i < tokens.size(); ++i) {
    Status s = parseElement(tokens[i], t.type, t.data.data() + i * partSize,
                            i / partsPerElement);
    if (!s.isOk())
      return s.withPrefix("'" + all + "'");
  }
  if (tokens.size() == partsPerElement) // splat
    for (uint64_t i = 1; i < count; ++i)
      std::memcpy(t.data.data() + i * esize, t.data.data(), esize);
  return t;
}

StatusOr<HostTensor> parseTensorArg(std::string_view value) {
  if (!value.empty() && value[0] == '@')
    return readNpy(std::string(value.substr(1)));
  return parseTensorText(value);
}

} // namespace strata::tooling
