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

#define GET_OP_CLASSES
#include "strata/Dialect/HAL/IR/HALOps.cpp.inc"
