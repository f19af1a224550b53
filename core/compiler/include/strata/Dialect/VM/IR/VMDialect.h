//===- VMDialect.h - vm dialect -------------------------------*- C++ -*-===//

#ifndef STRATA_DIALECT_VM_IR_VMDIALECT_H
#define STRATA_DIALECT_VM_IR_VMDIALECT_H

#include "mlir/IR/Dialect.h"

#include "strata/Dialect/VM/IR/VMDialect.h.inc"

#endif // STRATA_DIALECT_VM_IR_VMDIALECT_H
