//===- ModuleWriter.h - vm.module + executables -> .smod file ---*- C++ -*-===//

#ifndef STRATA_MODULE_MODULEWRITER_H
#define STRATA_MODULE_MODULEWRITER_H

#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace strata {

/// Serializes the single vm.module in `module` together with the
/// hal.executable binaries beside it into a module file image (64-byte
/// header + FlatBuffer, core/runtime/README.md). Emits diagnostics on
/// failure.
mlir::FailureOr<std::string> serializeModuleFile(mlir::ModuleOp module);

} // namespace strata

#endif // STRATA_MODULE_MODULEWRITER_H
