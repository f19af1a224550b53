//===- npy.cpp - NumPy .npy read/write -----------------------------*- C++
//-*-===//
//
// Format: "\x93NUMPY", major, minor, header length (u16 for 1.x, u32 for
// 2.x/3.x), a Python dict literal {'descr', 'fortran_order', 'shape'}, data.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/tooling.h"

#include <cerrno>
#include <climits>
#include <cstring>
#include <fstream>
#include <sstream>

namespace strata::tooling {

using hal::ElementType;

const char *npyDescr(ElementType type) {
  switch (type) {
  case ElementType::kF32:
    return "<f4";
  case ElementType::kF64:
    return "<f8";
  case ElementType::kF16:
    return "<f2";
  case ElementType::kBF16:
    return "<V2";
  case ElementType::kI1:
    return "|b1";
  case ElementType::kI8:
    return "|i1";
  case ElementType::kI16:
    return "<i2";
  case ElementType::kI32:
    return "<i4";
  case ElementType::kI64:
    return "<i8";
  case ElementType::kUI8:
    return "|u1";
  case ElementType::kUI16:
    return "<u2";
  case ElementType::kUI32:
    return "<u4";
  case ElementType::kUI64:
    return "<u8";
  case ElementType::kC64:
    return "<c8";
  case ElementType::kC128:
    return "<c16";
  case ElementType::kNone:
    return "";
  }
  return "";
}

namespace {

/// Value text after `'key':` in the header dict, or npos.
size_t findKey(const std::string &h, const char *key) {
  std::string k1 = std::string("'") + key + "'";
  std::string k2 = std::string("\"") + key + "\"";
  size_t p = h.find(k1);
  size_t len = k1.size();
  if (p == std::string::npos) {
    p = h.find(k2);
    len = k2.size();
  }
  if (p == std::string::npos)
    return p;
  p = h.find(':', p + len);
  if (p == std::string::npos)
    return p;
  ++p;
  while (p < h.size() && h[p] == ' ')
    ++p;
  return p;
}

ElementType typeFromDescr(const std::string &descr, std::string *why) {
  if (descr.size() < 3) {
    *why = "malformed dtype";
    return ElementType::kNone;
  }
  char order = descr[0];
  std::string code = descr.substr(1);
  if (order == '>' && code != "i1" && code != "u1" && code != "b1") {
    *why = "big-endian data is not supported";
    return ElementType::kNone;
  }
  if (order != '<' && order != '|' && order != '=' && order != '>') {
    *why = "malformed dtype";
    return ElementType::kNone;
  }
  struct Entry {
    const char *code;
    ElementType type;
  };
  static const Entry kCodes[] = {
      {"f4", ElementType::kF32},
      {"f8", ElementType::kF64},
      {"f2", ElementType::kF16},
      {"b1", ElementType::kI1},
      {"i1", ElementType::kI8},
      {"i2", ElementType::kI16},
      {"i4", ElementType::kI32},
      {"i8", ElementType::kI64},
      {"u1", ElementType::kUI8},
      {"u2", ElementType::kUI16},
      {"u4", ElementType::kUI32},
      {"u8", ElementType::kUI64},
      {"c8", ElementType::kC64},
      {"c16", ElementType::kC128},
      // ml_dtypes' bfloat16 has no npy code; np.save writes raw 2-byte voids.
      {"V2", ElementType::kBF16},
  };
  for (const Entry &e : kCodes)
    if (code == e.code)
      return e.type;
  *why = "unsupported dtype";
  return ElementType::kNone;
}

} // namespace

StatusOr<HostTensor> parseNpy(const void *data, size_t size,
                              const std::string &what) {
  const uint8_t *p = static_cast<const uint8_t *>(data);
  auto bad = [&](const std::string &why) {
    return invalidArgument(what, ": bad npy file: ", why);
  };
  if (size < 10 || std::memcmp(p, "\x93NUMPY", 6) != 0)
    return bad("missing \\x93NUMPY magic");
  uint8_t major = p[6];
  size_t headerLen, headerStart;
  if (major == 1) {
    headerLen = size_t(p[8]) | size_t(p[9]) << 8;
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (size < 12)
      return bad("truncated header");
    headerLen = size_t(p[8]) | size_t(p[9]) << 8 | size_t(p[10]) << 16 |
                size_t(p[11]) << 24;
    headerStart = 12;
  } else {
    return bad("unsupported format version " + std::to_string(major));
  }
  if (headerStart + headerLen > size)
    return bad("header length " + std::to_string(headerLen) +
               " exceeds the file size " + std::to_string(size));
  std::string h(reinterpret_cast<const char *>(p + headerStart), headerLen);

  size_t d = findKey(h, "descr");
  if (d == std::string::npos || d >= h.size() || (h[d] != '\'' && h[d] != '"'))
    return bad("no 'descr' string in header (structured dtypes such as "
               "[('', '|V2')] are not supported)");
  size_t dend = h.find(h[d], d + 1);
  if (dend == std::string::npos)
    return bad("unterminated 'descr'");
  std::string descr = h.substr(d + 1, dend - d - 1);

  size_t f = findKey(h, "fortran_order");
  if (f == std::string::npos)
    return bad("no 'fortran_order' in header");
  if (h.compare(f, 4, "True") == 0)
    return invalidArgument(what, ": fortran_order=True arrays are not "
                                 "supported (save a C-contiguous array)");
  if (h.compare(f, 5, "False") != 0)
    return bad("malformed 'fortran_order'");

  size_t s = findKey(h, "shape");
  if (s == std::string::npos || s >= h.size() || h[s] != '(')
    return bad("no 'shape' tuple in header");
  size_t send = h.find(')', s);
  if (send == std::string::npos)
    return bad("unterminated 'shape'");
  HostTensor t;
  std::string dims = h.substr(s + 1, send - s - 1);
  size_t i = 0;
  while (i < dims.size()) {
    while (i < dims.size() && (dims[i] == ' ' || dims[i] == ','))
      ++i;
    if (i >= dims.size())
      break;
    size_t j = i;
    while (j < dims.size() && dims[j] >= '0' && dims[j] <= '9')
      ++j;
    if (j == i)
      return bad("malformed 'shape' (" + dims + ")");
    long dim = 0;
    if (!parseIntInRange(dims.substr(i, j - i), 0, LONG_MAX, &dim))
      return bad("'shape' dimension " + dims.substr(i, j - i) +
                 " is not below 2^63");
    t.shape.push_back(dim);
    i = j;
    while (i < dims.size() && dims[i] == 'L') // Python 2 longs
      ++i;
  }

  std::string why;
  t.type = typeFromDescr(descr, &why);
  if (t.type == ElementType::kNone)
    return invalidArgument(what, ": npy dtype '", descr, "': ", why,
                           " (supported: <f4 <f8 <f2 |b1 |i1 <i2 <i4 <i8 |u1 "
                           "<u2 <u4 <u8, and V2 read as bf16)");
  uint64_t count = 0;
  if (!hal::shapeElementCount(t.shape, &count))
    return bad("shape overflows");
  uint64_t bytes = count * hal::elementTypeSize(t.type);
  size_t have = size - headerStart - headerLen;
  if (have != bytes)
    return bad("expected " + std::to_string(bytes) + " data bytes for " +
               t.typeString() + ", file has " + std::to_string(have));
  t.data.assign(p + headerStart + headerLen, p + size);
  return t;
}

StatusOr<HostTensor> readNpy(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return notFound(path, ": cannot open: ", std::strerror(errno));
  std::string data((std::istreambuf_iterator<char>(in)),
                   std::istreambuf_iterator<char>());
  return parseNpy(data.data(), data.size(), path);
}

std::string encodeNpy(const HostTensor &t) {
  std::string header = "{'descr': '";
  header += npyDescr(t.type);
  header += "', 'fortran_order': False, 'shape': (";
  for (size_t i = 0; i < t.shape.size(); ++i)
    header +=
        std::to_string(t.shape[i]) +
        (t.shape.size() == 1 ? "," : (i + 1 < t.shape.size() ? ", " : ""));
  header += "), }";
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string out("\x93NUMPY\x01\x00", 8);
  out += char(header.size() & 0xff);
  out += char(header.size() >> 8);
  out += header;
  out.append(reinterpret_cast<const char *>(t.data.data()), t.data.size());
  return out;
}

Status writeNpy(const std::string &path, const HostTensor &t) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out)
    return notFound(path, ": cannot open for writing: ", std::strerror(errno));
  std::string bytes = encodeNpy(t);
  out.write(bytes.data(), std::streamsize(bytes.size()));
  if (!out)
    return dataLoss(path, ": write failed");
  return Status::ok();
}

} // namespace strata::tooling
