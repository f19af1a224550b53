//===- InlinerInterface.h - Inlining for HLO dialects -----------*- C++ -*-===//

#ifndef STRATA_INPUTHLO_LIB_IR_INLINERINTERFACE_H
#define STRATA_INPUTHLO_LIB_IR_INLINERINTERFACE_H

#include "mlir/Transforms/InliningUtils.h"

namespace strata::input_hlo {

/// Every stablehlo/chlo op is pure dataflow on values, so a call to a
/// function made of them can be inlined anywhere (JAX outlines helpers such
/// as relu into private functions).
struct HLOInlinerInterface : public mlir::DialectInlinerInterface {
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

} // namespace strata::input_hlo

#endif // STRATA_INPUTHLO_LIB_IR_INLINERINTERFACE_H
