//===- ChloOps.cpp - chlo dialect --------------------------------*- C++ -*-===//

#include "mlir/Transforms/InliningUtils.h"
#include "strata/InputHLO/IR/ChloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;

#define GET_OP_CLASSES
#include "strata/InputHLO/IR/ChloOps.cpp.inc"

namespace strata::chlo {

namespace {
/// Every op of the dialect is pure dataflow on values, so a call to a
/// function made of them can be inlined anywhere (JAX outlines helpers such
/// as relu into private functions).
struct ChloDialectInlinerInterface : public mlir::DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(mlir::Operation *, mlir::Operation *,
                       bool) const final {
    return true;
  }
  bool isLegalToInline(mlir::Region *, mlir::Region *, bool,
                       mlir::IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(mlir::Operation *, mlir::Region *, bool,
                       mlir::IRMapping &) const final {
    return true;
  }
};
} // namespace

void ChloDialect::initialize() {
  addInterfaces<ChloDialectInlinerInterface>();
  addOperations<
#define GET_OP_LIST
#include "strata/InputHLO/IR/ChloOps.cpp.inc"
      >();
}

} // namespace strata::chlo

#include "strata/InputHLO/IR/ChloDialect.cpp.inc"
