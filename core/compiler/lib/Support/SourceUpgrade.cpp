//===- SourceUpgrade.cpp - Read text written by newer MLIR printers -------===//

#include "strata/Support/SourceUpgrade.h"
#include "strata/sdk/CapturedConstants.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Alignment.h"
#include "llvm/Support/MathExtras.h"

#include <array>
#include <optional>
#include <string>

using llvm::StringRef;

namespace strata {
namespace {

/// Parses `: tensor<AxBx...xi1` (or `vector<`) at the start of `rest` and
/// returns the element count, or nothing when the type is not an i1 shaped
/// type with static dims.
std::optional<uint64_t> parseI1ShapedCount(StringRef rest) {
  rest = rest.ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  rest = rest.ltrim();
  if (!rest.consume_front("tensor<") && !rest.consume_front("vector<"))
    return std::nullopt;
  uint64_t count = 1;
  while (!rest.empty() && llvm::isDigit(rest.front())) {
    uint64_t dim;
    if (rest.consumeInteger(10, dim) || !rest.consume_front("x"))
      return std::nullopt;
    if (dim != 0 && count > UINT64_MAX / dim)
      return std::nullopt;
    count *= dim;
  }
  if (!rest.consume_front("i1"))
    return std::nullopt;
  // `i1` must end the element type (not `i16`).
  if (rest.empty() || (rest.front() != '>' && rest.front() != ','))
    return std::nullopt;
  return count;
}

/// The packed hex of `bytes` (one 0/1 byte per element), or nothing when a
/// byte is neither. A one-byte splat of true is 0xFF in the packed form.
std::optional<std::string> packI1Bytes(StringRef hex, uint64_t count) {
  std::string bytes;
  if (!llvm::tryGetFromHex(hex, bytes))
    return std::nullopt;
  for (char byte : bytes)
    if (byte != 0 && byte != 1)
      return std::nullopt;
  if (bytes.size() == 1)
    return std::string(bytes[0] ? "FF" : "00");
  std::string packed((count + 7) / 8, '\0');
  for (uint64_t i = 0; i < count; ++i)
    if (bytes[i])
      packed[i / 8] |= static_cast<char>(1u << (i % 8));
  return llvm::toHex(packed);
}

} // namespace

std::unique_ptr<llvm::MemoryBuffer>
upgradeDenseI1Hex(std::unique_ptr<llvm::MemoryBuffer> buffer) {
  StringRef text = buffer->getBuffer();
  constexpr StringRef kOpen = "dense<\"0x";
  if (text.find(kOpen) == StringRef::npos)
    return buffer;
  std::string upgraded;
  size_t copied = 0;
  for (size_t at = text.find(kOpen); at != StringRef::npos;
       at = text.find(kOpen, at + kOpen.size())) {
    size_t hexBegin = at + kOpen.size();
    size_t hexEnd = text.find('"', hexBegin);
    if (hexEnd == StringRef::npos)
      break;
    StringRef hex = text.slice(hexBegin, hexEnd);
    size_t close = text.find_first_not_of(" \t\r\n", hexEnd + 1);
    if (close == StringRef::npos || text[close] != '>')
      continue;
    std::optional<uint64_t> count =
        parseI1ShapedCount(text.drop_front(close + 1));
    // Byte-per-element data has `count` bytes (one for a splat); the packed
    // form has ceil(count / 8), its splats 0x00/0xFF. The sizes differ for a
    // count above 1, and a one-byte splat is told apart above 8 elements
    // (printers write splats as `dense<true>` anyway).
    if (!count || *count <= 1 || hex.size() % 2 != 0)
      continue;
    uint64_t size = hex.size() / 2;
    if (size != *count && !(size == 1 && *count > 8 && hex == "01"))
      continue;
    std::optional<std::string> packed = packI1Bytes(hex, *count);
    if (!packed)
      continue;
    upgraded.append(text.data() + copied, hexBegin - copied);
    upgraded += *packed;
    upgraded += '"';
    upgraded.append(hex.size() - packed->size(), ' ');
    copied = hexEnd + 1;
  }
  if (copied == 0)
    return buffer;
  upgraded.append(text.data() + copied, text.size() - copied);
  return llvm::MemoryBuffer::getMemBufferCopy(upgraded,
                                              buffer->getBufferIdentifier());
}

namespace {

/// "1.20.0" -> {1, 20, 0}; nullopt for anything else.
std::optional<std::array<unsigned, 3>> parseVersion(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  text.split(parts, '.');
  if (parts.size() != 3)
    return std::nullopt;
  std::array<unsigned, 3> version;
  for (auto [part, value] : llvm::zip_equal(parts, version))
    if (part.getAsInteger(10, value))
      return std::nullopt;
  return version;
}

} // namespace

/// MLIR's prefix varint: the count of trailing zero bits of the first byte
/// is the count of bytes that follow (a zero byte: 8 more). Consumes it.
std::optional<uint64_t> consumeVarInt(llvm::StringRef &data) {
  if (data.empty())
    return std::nullopt;
  unsigned char first = data.front();
  size_t size = first ? llvm::countr_zero(first) + 1 : 9;
  if (data.size() < size)
    return std::nullopt;
  uint64_t value = 0;
  for (size_t i = size; i-- > 0;)
    value = (value << 8) | static_cast<unsigned char>(data[i]);
  data = data.drop_front(size);
  return first ? value >> size : value >> 8;
}

std::string checkBytecodeInput(const llvm::MemoryBuffer &buffer) {
  // Header: the magic "ML\xefR", the bytecode version, the NUL-terminated
  // producer string; then sections (an id byte whose high bit says an
  // alignment follows, the length, the alignment, 0xCB padding, the data).
  llvm::StringRef data = buffer.getBuffer();
  if (!data.consume_front("ML\xefR") || !consumeVarInt(data))
    return "";
  llvm::StringRef producer = data.take_until([](char c) { return c == 0; });
  if (producer.size() == data.size())
    return "";
  data = data.drop_front(producer.size() + 1);
  std::string name = buffer.getBufferIdentifier().str();
  if (producer.consume_front("StableHLO_v")) {
    auto version = parseVersion(producer);
    auto minimum = parseVersion(kStablehloArtifactMinimumVersion);
    auto current = parseVersion(kStablehloArtifactCurrentVersion);
    if (!version || *version < *minimum || *version > *current)
      return (llvm::Twine(name) + ": StableHLO portable artifact of version " +
              producer + ", but Strata reads versions " +
              kStablehloArtifactMinimumVersion + " to " +
              kStablehloArtifactCurrentVersion + " (serialize it for " +
              kStablehloArtifactCurrentVersion +
              ", e.g. stablehlo.serialize_portable_artifact(module, \"" +
              kStablehloArtifactCurrentVersion + "\"))")
          .str();
  }
  // The sections, by id.
  std::array<std::optional<llvm::StringRef>, 16> sections;
  while (!data.empty()) {
    unsigned char id = data.front();
    data = data.drop_front();
    auto length = consumeVarInt(data);
    if (!length)
      return "";
    if (id & 0x80) {
      // Padded to the alignment of the data's address, as the reader does.
      auto alignment = consumeVarInt(data);
      if (!alignment || !llvm::isPowerOf2_64(*alignment))
        return "";
      uint64_t padding =
          llvm::offsetToAlignedAddr(data.data(), llvm::Align(*alignment));
      if (padding > data.size())
        return "";
      data = data.drop_front(padding);
    }
    if (*length > data.size() || (id & 0x7f) >= sections.size())
      return "";
    sections[id & 0x7f] = data.take_front(*length);
    data = data.drop_front(*length);
  }
  // What MLIR 22's reader trusts and crashes on; anything else odd is left to
  // its own errors.
  auto malformed = [&](const char *what) {
    return name + ": malformed MLIR bytecode: " + what;
  };
  constexpr unsigned kAttrTypeSection = 2, kAttrTypeOffsetSection = 3,
                     kIRSection = 4;
  // The top-level block's arguments are defined before there is a scope for
  // them (no writer emits any).
  if (llvm::StringRef ir = sections[kIRSection].value_or(""); !ir.empty()) {
    auto header = consumeVarInt(ir);
    if (header && (*header & 1))
      return malformed("the top-level block has arguments");
  }
  // Attribute and type entries: a count of each, then groups (a dialect, a
  // count, each entry's size with a flag). After an entry that runs past
  // the data section the reader reports it, then frees memory twice.
  if (sections[kAttrTypeOffsetSection] && sections[kAttrTypeSection]) {
    llvm::StringRef offsets = *sections[kAttrTypeOffsetSection];
    uint64_t available = sections[kAttrTypeSection]->size();
    auto numAttributes = consumeVarInt(offsets);
    auto numTypes = consumeVarInt(offsets);
    if (!numAttributes || !numTypes ||
        *numAttributes + *numTypes > offsets.size())
      return malformed("attribute and type counts exceed their offsets");
    uint64_t used = 0;
    for (uint64_t expected : {*numAttributes, *numTypes}) {
      for (uint64_t seen = 0; seen < expected;) {
        auto dialect = consumeVarInt(offsets);
        auto count = consumeVarInt(offsets);
        if (!dialect || !count || *count == 0 || *count > expected - seen)
          return malformed("an attribute or type group is out of range");
        for (uint64_t i = 0; i < *count; ++i) {
          auto size = consumeVarInt(offsets);
          if (!size || (*size >> 1) > available - used)
            return malformed(
                "attribute or type entries extend past their section");
          used += *size >> 1;
        }
        seen += *count;
      }
    }
  }
  return "";
}

mlir::OwningOpRef<mlir::ModuleOp> parseInputModule(llvm::SourceMgr &sourceMgr,
                                                   mlir::MLIRContext *context) {
  mlir::ParserConfig config(context, /*verifyAfterParse=*/false);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, config);
  if (!module)
    return nullptr;
  sinkCapturedConstantsIntoIsolatedRegions(module->getOperation());
  if (failed(mlir::verify(*module)))
    return nullptr;
  return module;
}

} // namespace strata
