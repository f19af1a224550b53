//===- MhloDialect.h - mhlo: legacy names of the stablehlo ops -*- C++ -*-===//
//
// The mhlo dialect: a namespace whose generic-form ops and attributes are
// read as their stablehlo twins (see MhloBase.td).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_IR_MHLODIALECT_H
#define STRATA_INPUTHLO_IR_MHLODIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"

#include "strata/InputHLO/IR/MhloDialect.h.inc"

#endif // STRATA_INPUTHLO_IR_MHLODIALECT_H
