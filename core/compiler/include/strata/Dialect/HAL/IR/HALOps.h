//===- HALOps.h - hal dialect operations and types --------------*- C++ -*-===//

#ifndef STRATA_DIALECT_HAL_IR_HALOPS_H
#define STRATA_DIALECT_HAL_IR_HALOPS_H

#include "strata/Dialect/HAL/IR/HALDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_TYPEDEF_CLASSES
#include "strata/Dialect/HAL/IR/HALTypes.h.inc"

#define GET_OP_CLASSES
#include "strata/Dialect/HAL/IR/HALOps.h.inc"

#endif // STRATA_DIALECT_HAL_IR_HALOPS_H
