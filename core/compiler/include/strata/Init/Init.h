//===- Init.h - Registration of everything the core provides ----*- C++ -*-===//

#ifndef STRATA_INIT_INIT_H
#define STRATA_INIT_INIT_H

#include "mlir/IR/DialectRegistry.h"

namespace strata {

/// Upstream dialects and extensions the pipeline uses, plus flow/hal/vm.
void registerCoreDialects(mlir::DialectRegistry &registry);

/// Upstream passes and the core's own passes and pipelines.
void registerCorePasses();

} // namespace strata

#endif // STRATA_INIT_INIT_H
