//===- HALOps.cpp - hal dialect -----------------------------------*- C++ -*-===//

#include "strata/Dialect/HAL/IR/HALOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace strata::hal;

#include "strata/Dialect/HAL/IR/HALDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "strata/Dialect/HAL/IR/HALTypes.cpp.inc"

void HALDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "strata/Dialect/HAL/IR/HALTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "strata/Dialect/HAL/IR/HALOps.cpp.inc"
      >();
}

ModuleOp ExecutableVariantOp::getInnerModule() {
  auto modules = getBody().front().getOps<ModuleOp>();
  return modules.empty() ? ModuleOp() : *modules.begin();
}

LogicalResult
ExecutableLookupOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (!symbolTable.lookupNearestSymbolFrom<ExecutableOp>(*this,
                                                         getExecutableAttr()))
    return emitOpError("no hal.executable named ") << getExecutableAttr();
  return success();
}

LogicalResult BufferViewCreateOp::verify() {
  int64_t dynamic = llvm::count_if(getShape(), ShapedType::isDynamic);
  if (dynamic != static_cast<int64_t>(getDims().size()))
    return emitOpError("shape has ") << dynamic << " dynamic dims but "
                                     << getDims().size() << " dims are given";
  for (int64_t dim : getShape())
    if (dim < 0 && !ShapedType::isDynamic(dim))
      return emitOpError("negative dim ") << dim << " in shape";
  return success();
}

LogicalResult CommandBufferDispatchOp::verify() {
  if (!getWorkgroups().empty() && getWorkgroups().size() != 3)
    return emitOpError("expected 3 workgroup counts (x, y, z), got ")
           << getWorkgroups().size();
  return success();
}

LogicalResult ChannelCollectiveOp::verify() {
  if (getKind() < 0 || getKind() > 5)
    return emitOpError("unknown collective kind ")
           << getKind() << " (expected 0 to 5)";
  if (getParams().size() != 4)
    return emitOpError("expected 4 params, got ") << getParams().size();
  if (llvm::any_of(getParams(), [](int64_t p) { return p < 0; }))
    return emitOpError("params must not be negative");
  return success();
}

#define GET_OP_CLASSES
#include "strata/Dialect/HAL/IR/HALOps.cpp.inc"
