//===- VMVXOps.h - vmvx dialect ---------------------------------*- C++ -*-===//

#ifndef STRATA_TARGET_VMVX_VMVXOPS_H
#define STRATA_TARGET_VMVX_VMVXOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "strata/Target/VMVX/VMVXDialect.h.inc"

#define GET_OP_CLASSES
#include "strata/Target/VMVX/VMVXOps.h.inc"

namespace strata::vmvx {
/// Codes of the `kind` names (MicrokernelABI.h enums / MATH_F32 codes), or
/// -1 for an unknown name.
int getBinaryCode(llvm::StringRef kind);
int getUnaryCode(llvm::StringRef kind);
int getReduceCode(llvm::StringRef kind);
} // namespace strata::vmvx

#endif // STRATA_TARGET_VMVX_VMVXOPS_H
