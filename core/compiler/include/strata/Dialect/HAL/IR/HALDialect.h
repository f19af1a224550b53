//===- HALDialect.h - hal dialect -------------------------------*- C++ -*-===//

#ifndef STRATA_DIALECT_HAL_IR_HALDIALECT_H
#define STRATA_DIALECT_HAL_IR_HALDIALECT_H

#include "mlir/IR/Dialect.h"

#include "strata/Dialect/HAL/IR/HALDialect.h.inc"

#endif // STRATA_DIALECT_HAL_IR_HALDIALECT_H
