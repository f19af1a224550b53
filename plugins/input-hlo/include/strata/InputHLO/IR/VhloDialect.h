//===- VhloDialect.h - the VHLO dialect, read-only --------------*- C++ -*-===//
//
// Reads StableHLO portable artifacts (VHLO in MLIR bytecode). See VhloOps.td
// for what the ops are and lib/IR/VhloDialect.cpp for how types and
// attributes are decoded.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_IR_VHLODIALECT_H
#define STRATA_INPUTHLO_IR_VHLODIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"

#include "strata/InputHLO/IR/VhloDialect.h.inc"

#define GET_OP_CLASSES
#include "strata/InputHLO/IR/VhloOps.h.inc"

#endif // STRATA_INPUTHLO_IR_VHLODIALECT_H
