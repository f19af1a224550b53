//===- BytecodeNesting.h - bound how deep bytecode reads nest ---*- C++ -*-===//
//
// MLIR's bytecode reader resolves an attribute or type reference while it
// reads the entry that holds it. A damaged artifact whose entries refer to
// themselves makes a dialect's reader recurse until the stack overflows (or,
// through lists, for hours). Real artifacts nest a few levels; the dialect
// interfaces that read VHLO and Shardy entries stop at kMaxDepth with an
// error, and read lists through readBoundedList, which refuses counts no
// real artifact has (a damaged count made a dictionary read loop for
// minutes).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_IR_BYTECODENESTING_H
#define STRATA_INPUTHLO_IR_BYTECODENESTING_H

#include "mlir/Bytecode/BytecodeImplementation.h"

namespace strata::input_hlo {

class BytecodeNestingGuard {
public:
  explicit BytecodeNestingGuard(mlir::DialectBytecodeReader &reader)
      : reader(reader) {
    ++depth();
  }
  ~BytecodeNestingGuard() { --depth(); }
  BytecodeNestingGuard(const BytecodeNestingGuard &) = delete;
  BytecodeNestingGuard &operator=(const BytecodeNestingGuard &) = delete;

  /// False, after an error, when reads nest deeper than any real artifact.
  bool ok() {
    if (depth() <= kMaxDepth)
      return true;
    reader.emitError() << "attribute and type references nest deeper than "
                       << kMaxDepth << " levels (a reference cycle?)";
    return false;
  }

private:
  static constexpr unsigned kMaxDepth = 128;
  static unsigned &depth() {
    static thread_local unsigned value = 0;
    return value;
  }
  mlir::DialectBytecodeReader &reader;
};

/// Reads a list as MLIR writes one (a varint count, then the elements) with
/// `readElement(T &)`, refusing more than 2^20 elements: dense data travels
/// as blobs, so no attribute or type of a real program has that many.
template <typename T, typename ReadElement>
mlir::LogicalResult readBoundedList(mlir::DialectBytecodeReader &reader,
                                    llvm::SmallVectorImpl<T> &result,
                                    ReadElement &&readElement) {
  constexpr uint64_t kMaxLength = uint64_t(1) << 20;
  uint64_t count;
  if (mlir::failed(reader.readVarInt(count)))
    return mlir::failure();
  if (count > kMaxLength)
    return reader.emitError()
           << "a list of " << count << " entries, more than the " << kMaxLength
           << " any real artifact has";
  result.clear();
  for (uint64_t i = 0; i < count; ++i) {
    T value;
    if (mlir::failed(readElement(value)))
      return mlir::failure();
    result.push_back(std::move(value));
  }
  return mlir::success();
}

inline mlir::LogicalResult
readBoundedSignedVarInts(mlir::DialectBytecodeReader &reader,
                         llvm::SmallVectorImpl<int64_t> &result) {
  return readBoundedList(reader, result, [&](int64_t &value) {
    return reader.readSignedVarInt(value);
  });
}

template <typename T>
mlir::LogicalResult readBoundedAttributes(mlir::DialectBytecodeReader &reader,
                                          llvm::SmallVectorImpl<T> &result) {
  return readBoundedList(reader, result,
                         [&](T &value) { return reader.readAttribute(value); });
}

inline mlir::LogicalResult
readBoundedTypes(mlir::DialectBytecodeReader &reader,
                 llvm::SmallVectorImpl<mlir::Type> &result) {
  return readBoundedList(reader, result, [&](mlir::Type &value) {
    return reader.readType(value);
  });
}

} // namespace strata::input_hlo

#endif // STRATA_INPUTHLO_IR_BYTECODENESTING_H
