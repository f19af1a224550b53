//===- SdyOps.h - the sdy (Shardy) dialect --------------------*- C++ -*-===//
//
// Strata's own definition of the Shardy meshes, shardings and manual
// computations JAX's SPMD exports carry.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_IR_SDYOPS_H
#define STRATA_INPUTHLO_IR_SDYOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_ATTRDEF_CLASSES
#include "strata/InputHLO/IR/SdyAttrs.h.inc"

#include "strata/InputHLO/IR/SdyDialect.h.inc"

#define GET_OP_CLASSES
#include "strata/InputHLO/IR/SdyOps.h.inc"

namespace strata::sdy {

/// The mesh `symbol` names from `from` (the nearest sdy.mesh), or null.
MeshAttr lookupMesh(mlir::Operation *from, mlir::FlatSymbolRefAttr symbol);

/// Registers the reader of Shardy's bytecode encoding (SdyBytecode.cpp).
void addBytecodeInterface(SdyDialect &dialect);

} // namespace strata::sdy

#endif // STRATA_INPUTHLO_IR_SDYOPS_H
