//===- ChloOps.h - chlo dialect -------------------------------*- C++ -*-===//
//
// The chlo dialect: client HLO ops (erf, square, ...) JAX emits.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_IR_CHLOOPS_H
#define STRATA_INPUTHLO_IR_CHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "strata/InputHLO/IR/ChloDialect.h.inc"

#define GET_OP_CLASSES
#include "strata/InputHLO/IR/ChloOps.h.inc"

#endif // STRATA_INPUTHLO_IR_CHLOOPS_H
