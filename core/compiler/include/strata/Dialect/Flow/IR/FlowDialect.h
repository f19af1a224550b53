//===- FlowDialect.h - flow dialect -------------------------------*- C++ -*-===//

#ifndef STRATA_DIALECT_Flow_IR_FlowDIALECT_H
#define STRATA_DIALECT_Flow_IR_FlowDIALECT_H

#include "mlir/IR/Dialect.h"

#include "strata/Dialect/Flow/IR/FlowDialect.h.inc"

#endif // STRATA_DIALECT_Flow_IR_FlowDIALECT_H
