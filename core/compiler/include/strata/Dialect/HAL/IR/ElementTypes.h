//===- ElementTypes.h - Element type codes shared with the runtime -*- C++ -*-===//
//
// The codes are the module schema's ElementType enum
// (core/runtime/schemas/module.fbs).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_DIALECT_HAL_IR_ELEMENTTYPES_H
#define STRATA_DIALECT_HAL_IR_ELEMENTTYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"

#include <optional>

namespace strata::hal {

/// The schema code of `type`, or nullopt when the runtime has no such type.
inline std::optional<int32_t> getElementTypeCode(mlir::Type type) {
  if (type.isF32())
    return 1;
  if (type.isF64())
    return 2;
  if (type.isF16())
    return 3;
  if (type.isBF16())
    return 4;
  if (auto complex = mlir::dyn_cast<mlir::ComplexType>(type)) {
    if (complex.getElementType().isF32())
      return 14;
    if (complex.getElementType().isF64())
      return 15;
    return std::nullopt;
  }
  if (auto integer = mlir::dyn_cast<mlir::IntegerType>(type)) {
    bool isUnsigned = integer.isUnsigned();
    switch (integer.getWidth()) {
    case 1:
      return 5;
    case 8:
      return isUnsigned ? 10 : 6;
    case 16:
      return isUnsigned ? 11 : 7;
    case 32:
      return isUnsigned ? 12 : 8;
    case 64:
      return isUnsigned ? 13 : 9;
    default:
      return std::nullopt;
    }
  }
  return std::nullopt;
}

/// Bytes per element in buffers (i1 takes a whole byte; a complex number is
/// its real and imaginary parts, interleaved).
inline int64_t getElementByteWidth(mlir::Type type) {
  if (auto complex = mlir::dyn_cast<mlir::ComplexType>(type))
    return 2 * getElementByteWidth(complex.getElementType());
  return std::max<int64_t>(1, (type.getIntOrFloatBitWidth() + 7) / 8);
}

/// Bytes of a dense row-major static tensor.
inline int64_t getTensorByteSize(mlir::RankedTensorType type) {
  return type.getNumElements() * getElementByteWidth(type.getElementType());
}

/// The runtime function an external `func.func` declaration stands for:
/// its `strata.import` attribute (input plugins use it when one function is
/// called with several signatures, e.g. `check.expect_eq` on different
/// shapes, and need one declaration per signature), else its symbol name.
inline llvm::StringRef getRuntimeImportName(mlir::Operation *declaration) {
  if (auto name = declaration->getAttrOfType<mlir::StringAttr>("strata.import"))
    return name.getValue();
  if (auto symbol = declaration->getAttrOfType<mlir::StringAttr>(
          mlir::SymbolTable::getSymbolAttrName()))
    return symbol.getValue();
  return "";
}

} // namespace strata::hal

#endif // STRATA_DIALECT_HAL_IR_ELEMENTTYPES_H
