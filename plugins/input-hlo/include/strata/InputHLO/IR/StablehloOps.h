//===- StablehloOps.h - stablehlo dialect ---------------------*- C++ -*-===//
//
// The stablehlo dialect: Strata's own definition of the StableHLO ops JAX
// exports.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_IR_STABLEHLOOPS_H
#define STRATA_INPUTHLO_IR_STABLEHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "strata/InputHLO/IR/StablehloEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "strata/InputHLO/IR/StablehloAttrs.h.inc"

#include "strata/InputHLO/IR/StablehloDialect.h.inc"

#define GET_OP_CLASSES
#include "strata/InputHLO/IR/StablehloOps.h.inc"

namespace strata::stablehlo {

/// Returns true when `op` is a stablehlo or chlo op that computes each result
/// element from the operand elements at the same position (including
/// compare, select, clamp and convert).
bool isElementwiseHLOOp(mlir::Operation *op);

} // namespace strata::stablehlo

#endif // STRATA_INPUTHLO_IR_STABLEHLOOPS_H
