//===- module_format.h - .smod file header constants and helpers -*- C++
//-*-===//
//
// Header-only; depends on zlib (crc32) and the C++ standard library only, so
// the compiler's module writer can use it without linking the runtime.
//
// File layout (little-endian):
//   [0, 4)   magic "SMOD"
//   [4, 8)   u32 format_version (kFormatVersion)
//   [8, 16)  u64 payload_size: bytes after the header
//   [16, 20) u32 zlib crc32 of the payload
//   [20, 64) zero
//   [64, ..) FlatBuffer payload (schemas/module.fbs), file_identifier "SMD1"
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_MODULE_FORMAT_H
#define STRATA_RUNTIME_MODULE_FORMAT_H

#include <zlib.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

namespace strata::module_format {

/// First four bytes of every module file.
inline constexpr char kMagic[4] = {'S', 'M', 'O', 'D'};
/// Format version written by this tree and the newest one it can read.
inline constexpr uint32_t kFormatVersion = 1;
/// Size of the fixed file header; the FlatBuffer payload starts here.
inline constexpr size_t kHeaderSize = 64;
/// Alignment of the payload in memory after loading (force_align: 64).
inline constexpr size_t kPayloadAlignment = 64;
/// FlatBuffers file identifier of the payload.
inline constexpr char kFileIdentifier[] = "SMD1";

/// Decoded file header.
struct FileHeader {
  uint32_t formatVersion = 0;
  uint64_t payloadSize = 0;
  uint32_t crc32 = 0;
};

/// zlib crc32 of `size` bytes (chunked: zlib takes 32-bit lengths).
inline uint32_t computeCrc32(const void *data, size_t size) {
  uLong crc = ::crc32(0L, Z_NULL, 0);
  const Bytef *p = static_cast<const Bytef *>(data);
  while (size > 0) {
    uInt chunk = size > (1u << 30) ? (1u << 30) : static_cast<uInt>(size);
    crc = ::crc32(crc, p, chunk);
    p += chunk;
    size -= chunk;
  }
  return static_cast<uint32_t>(crc);
}

/// Writes the 64-byte header for `payload` into `out` (kHeaderSize bytes).
inline void encodeHeader(const void *payload, size_t payloadSize,
                         uint8_t out[kHeaderSize],
                         uint32_t formatVersion = kFormatVersion) {
  std::memset(out, 0, kHeaderSize);
  std::memcpy(out, kMagic, 4);
  uint32_t crc = computeCrc32(payload, payloadSize);
  uint64_t size = payloadSize;
  for (int i = 0; i < 4; ++i)
    out[4 + i] = static_cast<uint8_t>(formatVersion >> (8 * i));
  for (int i = 0; i < 8; ++i)
    out[8 + i] = static_cast<uint8_t>(size >> (8 * i));
  for (int i = 0; i < 4; ++i)
    out[16 + i] = static_cast<uint8_t>(crc >> (8 * i));
}

/// Returns header + payload as one byte string (what a .smod file holds).
inline std::string
serializeModuleFile(const void *payload, size_t payloadSize,
                    uint32_t formatVersion = kFormatVersion) {
  std::string file(kHeaderSize + payloadSize, '\0');
  encodeHeader(payload, payloadSize, reinterpret_cast<uint8_t *>(&file[0]),
               formatVersion);
  if (payloadSize)
    std::memcpy(&file[kHeaderSize], payload, payloadSize);
  return file;
}

/// Parses and checks the header of a whole file image of `fileSize` bytes:
/// size, magic, version (0 or newer than kFormatVersion is refused), zero
/// padding, payload size and crc32. On failure returns false and sets
/// `error` to a one-line reason.
inline bool parseHeader(const void *file, size_t fileSize, FileHeader *out,
                        std::string *error) {
  auto fail = [&](std::string msg) {
    if (error)
      *error = std::move(msg);
    return false;
  };
  const uint8_t *p = static_cast<const uint8_t *>(file);
  if (fileSize < kHeaderSize)
    return fail("file is " + std::to_string(fileSize) +
                " bytes, shorter than the " + std::to_string(kHeaderSize) +
                "-byte module header");
  if (std::memcmp(p, kMagic, 4) != 0)
    return fail("bad magic: expected 'SMOD', not a Strata module");
  FileHeader h;
  for (int i = 0; i < 4; ++i)
    h.formatVersion |= static_cast<uint32_t>(p[4 + i]) << (8 * i);
  for (int i = 0; i < 8; ++i)
    h.payloadSize |= static_cast<uint64_t>(p[8 + i]) << (8 * i);
  for (int i = 0; i < 4; ++i)
    h.crc32 |= static_cast<uint32_t>(p[16 + i]) << (8 * i);
  if (h.formatVersion > kFormatVersion)
    return fail("module format version " + std::to_string(h.formatVersion) +
                " is newer than this runtime (" +
                std::to_string(kFormatVersion) + ")");
  if (h.formatVersion == 0)
    return fail("module format version 0 is invalid");
  for (size_t i = 20; i < kHeaderSize; ++i)
    if (p[i] != 0)
      return fail("header byte " + std::to_string(i) +
                  " is not zero (reserved)");
  if (h.payloadSize != fileSize - kHeaderSize)
    return fail("header says the payload is " + std::to_string(h.payloadSize) +
                " bytes but the file holds " +
                std::to_string(fileSize - kHeaderSize) +
                " bytes after the header");
  uint32_t crc = computeCrc32(p + kHeaderSize, fileSize - kHeaderSize);
  if (crc != h.crc32) {
    char buf[96];
    std::snprintf(buf, sizeof(buf),
                  "payload crc32 mismatch: header 0x%08x, computed 0x%08x",
                  h.crc32, crc);
    return fail(buf);
  }
  if (out)
    *out = h;
  return true;
}

} // namespace strata::module_format

#endif // STRATA_RUNTIME_MODULE_FORMAT_H
