//===- HostLoopCounters.h - Scalar counters for host loops ------*- C++ -*-===//

#ifndef STRATA_DIALECT_FLOW_TRANSFORMS_HOSTLOOPCOUNTERS_H
#define STRATA_DIALECT_FLOW_TRANSFORMS_HOSTLOOPCOUNTERS_H

#include "mlir/Dialect/SCF/IR/SCF.h"

namespace strata::flow {

/// Carries `loop`'s 0-d integer tensors of at most 32 bits (the counters of
/// JAX's fori_loop/scan/while_loop) as scalars and folds the 0-d
/// elementwise work on them (the bound compare, the increment) into scalar
/// arith, so a loop kept on the host computes its condition without a
/// dispatch and a read-back. Uses that still need a tensor get a
/// `tensor.from_elements` of the scalar.
void scalarizeLoopCounters(mlir::scf::WhileOp loop);

/// True when a host scalar of `type` can cross into a dispatch (as a 32-bit
/// push constant): index, and integers of at most 32 bits.
bool isPushConstantType(mlir::Type type);

} // namespace strata::flow

#endif // STRATA_DIALECT_FLOW_TRANSFORMS_HOSTLOOPCOUNTERS_H
