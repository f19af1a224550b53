//===- SymbolicDims.h - Which argument dim a dynamic dim is -----*- C++ -*-===//
//
// JAX computes every symbolic dim of a shape-polymorphic export from
// get_dimension_size of an argument and carries it through elementwise ops,
// reductions, contractions and broadcasts. getDimSource follows a tensor's
// dim (or a shape operand's element) back through those StableHLO ops to
// the (value, dim) it was read from, so two dynamic dims with the same
// source are equal at run time. A dynamic_broadcast_in_dim whose operand
// dim provably equals its output dim needs no run-time choice between
// broadcasting and copying.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_TRANSFORMS_SYMBOLICDIMS_H
#define STRATA_INPUTHLO_TRANSFORMS_SYMBOLICDIMS_H

#include "mlir/IR/Value.h"

#include <optional>
#include <utility>

namespace strata::input_hlo {

/// Where a dim comes from: a value it cannot be followed past (a function
/// argument, an op it does not know) and its dim.
using DimSource = std::pair<mlir::Value, int64_t>;

/// The source of dim `dim` of the StableHLO tensor `tensor`.
std::optional<DimSource> getDimSource(mlir::Value tensor, int64_t dim);

/// The source of the dim held by element `index` of the 1-D integer shape
/// operand `shape` (concatenate / reshape / convert of get_dimension_size).
std::optional<DimSource> getShapeElementSource(mlir::Value shape,
                                               int64_t index);

} // namespace strata::input_hlo

#endif // STRATA_INPUTHLO_TRANSFORMS_SYMBOLICDIMS_H
