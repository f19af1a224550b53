//===- ExecutableFormat.h - The vulkan-spirv executable binary --*- C++ -*-===//
//
// Shared by the vulkan-spirv compiler backend (writer) and the vulkan HAL
// driver (reader). Header-only, C++17, no dependencies.
//
// Layout (little-endian u32 words; offsets in bytes from the blob start):
//
//   header   magic 'SVKX' (0x584B5653), version (1), entry_count, reserved 0
//   entries  entry_count records of 12 words:
//              name_offset, name_length,          UTF-8, not NUL-terminated
//              spirv_offset, spirv_word_count,    4-byte aligned SPIR-V module
//              binding_count, push_constant_count,
//              workgroup_size_x, workgroup_size_y, workgroup_size_z,
//              flags,                             (kEntryStridedGrid)
//              reserved, reserved                 (0)
//   data     names and SPIR-V modules
//
// Each entry's SPIR-V module has one GLCompute OpEntryPoint named like the
// entry, LocalSize = workgroup_size, and binds HAL binding i as a storage
// buffer at descriptor set 0, binding i. The HAL's workgroup counts (per
// entry, in the module's ExecutableVariant) say how many workgroups run. An
// entry flagged kEntryStridedGrid loops its workgroups over their iterations
// (grid-stride), so a driver may clamp its counts to the device's limits.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VULKAN_EXECUTABLEFORMAT_H
#define STRATA_VULKAN_EXECUTABLEFORMAT_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace strata::vulkan {

inline constexpr uint32_t kExecutableMagic = 0x584B5653; // "SVKX"
inline constexpr uint32_t kExecutableVersion = 1;
inline constexpr size_t kHeaderWords = 4;
inline constexpr size_t kEntryWords = 12;

/// Entry flag: workgroups stride over the iterations (any count >= 1 is
/// correct), as the counts of dynamically shaped dispatches do.
inline constexpr uint32_t kEntryStridedGrid = 1;

struct ExecutableEntry {
  std::string name;
  std::vector<uint32_t> spirv;
  uint32_t bindingCount = 0;
  uint32_t pushConstantCount = 0;
  uint32_t workgroupSize[3] = {1, 1, 1};
  uint32_t flags = 0;
};

/// Serializes `entries` into the layout above.
inline std::vector<uint8_t>
writeExecutable(const std::vector<ExecutableEntry> &entries) {
  std::vector<uint32_t> words(kHeaderWords + kEntryWords * entries.size(), 0);
  words[0] = kExecutableMagic;
  words[1] = kExecutableVersion;
  words[2] = static_cast<uint32_t>(entries.size());
  std::vector<uint8_t> data;
  size_t base = words.size() * 4;
  for (size_t i = 0; i < entries.size(); ++i) {
    const ExecutableEntry &e = entries[i];
    while (data.size() % 4)
      data.push_back(0);
    uint32_t spirvOffset = static_cast<uint32_t>(base + data.size());
    const uint8_t *spirvBytes = reinterpret_cast<const uint8_t *>(e.spirv.data());
    data.insert(data.end(), spirvBytes, spirvBytes + e.spirv.size() * 4);
    uint32_t nameOffset = static_cast<uint32_t>(base + data.size());
    data.insert(data.end(), e.name.begin(), e.name.end());
    uint32_t *r = &words[kHeaderWords + kEntryWords * i];
    r[0] = nameOffset;
    r[1] = static_cast<uint32_t>(e.name.size());
    r[2] = spirvOffset;
    r[3] = static_cast<uint32_t>(e.spirv.size());
    r[4] = e.bindingCount;
    r[5] = e.pushConstantCount;
    r[6] = e.workgroupSize[0];
    r[7] = e.workgroupSize[1];
    r[8] = e.workgroupSize[2];
    r[9] = e.flags;
  }
  std::vector<uint8_t> blob(words.size() * 4);
  std::memcpy(blob.data(), words.data(), blob.size());
  blob.insert(blob.end(), data.begin(), data.end());
  return blob;
}

/// Parses and bounds-checks a blob; on failure returns false and says why
/// in `error` (what, where, expected vs actual). Never reads out of bounds.
inline bool readExecutable(const void *blob, size_t size,
                           std::vector<ExecutableEntry> &entries,
                           std::string &error) {
  const uint8_t *bytes = static_cast<const uint8_t *>(blob);
  auto word = [&](size_t index) {
    uint32_t v;
    std::memcpy(&v, bytes + index * 4, 4);
    return v;
  };
  if (!blob || size < kHeaderWords * 4) {
    error = "vulkan-spirv executable is " + std::to_string(size) +
            " bytes, shorter than its " + std::to_string(kHeaderWords * 4) +
            "-byte header";
    return false;
  }
  if (word(0) != kExecutableMagic) {
    error = "vulkan-spirv executable has a bad magic (expected 'SVKX')";
    return false;
  }
  if (word(1) != kExecutableVersion) {
    error = "vulkan-spirv executable version " + std::to_string(word(1)) +
            " is not the supported version " +
            std::to_string(kExecutableVersion);
    return false;
  }
  uint64_t count = word(2);
  if ((kHeaderWords + kEntryWords * count) * 4 > size) {
    error = "vulkan-spirv executable declares " + std::to_string(count) +
            " entries but has room for fewer (" + std::to_string(size) +
            " bytes)";
    return false;
  }
  entries.clear();
  for (uint64_t i = 0; i < count; ++i) {
    size_t r = kHeaderWords + kEntryWords * i;
    uint64_t nameOffset = word(r), nameLength = word(r + 1);
    uint64_t spirvOffset = word(r + 2), spirvWords = word(r + 3);
    std::string where = "vulkan-spirv executable entry " + std::to_string(i);
    if (nameOffset + nameLength > size || nameLength == 0) {
      error = where + ": name (offset " + std::to_string(nameOffset) +
              ", length " + std::to_string(nameLength) +
              ") is empty or outside the " + std::to_string(size) +
              "-byte blob";
      return false;
    }
    if (spirvOffset % 4 || spirvOffset + spirvWords * 4 > size ||
        spirvWords < 5) {
      error = where + ": SPIR-V (offset " + std::to_string(spirvOffset) +
              ", " + std::to_string(spirvWords) +
              " words) is misaligned, shorter than a SPIR-V header or "
              "outside the " +
              std::to_string(size) + "-byte blob";
      return false;
    }
    ExecutableEntry e;
    e.name.assign(reinterpret_cast<const char *>(bytes + nameOffset),
                  nameLength);
    e.spirv.resize(spirvWords);
    std::memcpy(e.spirv.data(), bytes + spirvOffset, spirvWords * 4);
    if (e.spirv[0] != 0x07230203) {
      error = where + " '" + e.name + "': SPIR-V magic number missing";
      return false;
    }
    e.bindingCount = word(r + 4);
    e.pushConstantCount = word(r + 5);
    for (int d = 0; d < 3; ++d) {
      e.workgroupSize[d] = word(r + 6 + d);
      if (e.workgroupSize[d] == 0) {
        error = where + " '" + e.name + "': workgroup size is 0";
        return false;
      }
    }
    e.flags = word(r + 9);
    if (e.flags & ~kEntryStridedGrid) {
      error =
          where + " '" + e.name + "': unknown flags " + std::to_string(e.flags);
      return false;
    }
    entries.push_back(std::move(e));
  }
  return true;
}

} // namespace strata::vulkan

#endif // STRATA_VULKAN_EXECUTABLEFORMAT_H
