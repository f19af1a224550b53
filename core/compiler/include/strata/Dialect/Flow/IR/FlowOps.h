//===- FlowOps.h - flow dialect operations and types --------------*- C++ -*-===//

#ifndef STRATA_DIALECT_Flow_IR_FlowOPS_H
#define STRATA_DIALECT_Flow_IR_FlowOPS_H

#include "strata/Dialect/Flow/IR/FlowDialect.h"

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
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_TYPEDEF_CLASSES
#include "strata/Dialect/Flow/IR/FlowTypes.h.inc"

#define GET_OP_CLASSES
#include "strata/Dialect/Flow/IR/FlowOps.h.inc"

namespace strata::flow {
/// When `tensor` is a result of a flow.dispatch.region or flow.dispatch and
/// `dim` one of its dynamic dims, the host value of that dim; else null.
mlir::Value getDispatchResultDim(mlir::Value tensor, int64_t dim);
} // namespace strata::flow

#endif // STRATA_DIALECT_Flow_IR_FlowOPS_H
