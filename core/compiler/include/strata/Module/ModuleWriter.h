//===- ModuleWriter.h - vm.module + executables -> .smod file ---*- C++ -*-===//

#ifndef STRATA_MODULE_MODULEWRITER_H
#define STRATA_MODULE_MODULEWRITER_H

#include "strata/Dialect/VM/IR/VMOps.h"

#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace strata {

/// Serializes the single vm.module in `module` together with the
/// hal.executable binaries beside it into a module file image (64-byte
/// header + FlatBuffer, core/runtime/README.md). Emits diagnostics on
/// failure.
mlir::FailureOr<std::string> serializeModuleFile(mlir::ModuleOp module);

/// Serializes one vm.module alone (no executables) into a module file image:
/// the form of `vmvx-bytecode` executables.
mlir::FailureOr<std::string> serializeVMModule(vm::ModuleOp vmModule);

} // namespace strata

#endif // STRATA_MODULE_MODULEWRITER_H
