//===- VMOps.h - vm dialect operations and types --------------*- C++ -*-===//

#ifndef STRATA_DIALECT_VM_IR_VMOPS_H
#define STRATA_DIALECT_VM_IR_VMOPS_H

#include "strata/Dialect/VM/IR/VMDialect.h"

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
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_TYPEDEF_CLASSES
#include "strata/Dialect/VM/IR/VMTypes.h.inc"

#define GET_OP_CLASSES
#include "strata/Dialect/VM/IR/VMOps.h.inc"

#endif // STRATA_DIALECT_VM_IR_VMOPS_H
