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

/// True for the flow.collective.* ops (host operations over the channel).
bool isCollectiveOp(mlir::Operation *op);

/// Reductions of flow.collective.all_reduce/reduce_scatter; the values are
/// the runtime's (hal.channel.collective, strata_channel_reduction_t).
enum class Reduction : int32_t {
  Sum = 0,
  Product = 1,
  Minimum = 2,
  Maximum = 3,
  And = 4,
  Or = 5,
  Xor = 6,
};
std::optional<Reduction> parseReduction(llvm::StringRef name);
/// unsigned_minimum / unsigned_maximum: minimum / maximum of integers read
/// as unsigned (element types are signless after input conversion).
bool isUnsignedReduction(llvm::StringRef name);

/// Function attribute of a rank program (its arguments and results are one
/// rank's shards): a dictionary with
///   mesh_axes:  [axis names], mesh_shape: array<i64: sizes> (ranks in
///               row-major order over the axes, the first major),
///   arguments / results: one entry per argument / result, itself one
///               array<i64: mesh axes> per tensor dim: the axes that dim is
///               split over (major first), empty when the dim is whole.
/// The module writer records it so tools split and join global arrays.
inline constexpr llvm::StringLiteral kSPMDAttrName = "strata.spmd";

/// Checks a kSPMDAttrName value against a function of `argumentCount`
/// arguments and `resultCount` results with the given local types.
mlir::LogicalResult verifySPMDAttr(mlir::Operation *op,
                                   mlir::DictionaryAttr spmd,
                                   mlir::TypeRange argumentTypes,
                                   mlir::TypeRange resultTypes);
} // namespace strata::flow

#endif // STRATA_DIALECT_Flow_IR_FlowOPS_H
