//===- TargetManifest.h - JSON target manifest ------------------*- C++ -*-===//
//
//   {"plugins": ["libstrata-target-llvm-cpu.so"],
//    "targets": [{"backend": "llvm-cpu", "options": {"cpu": "host"}}]}
//
// Errors name the file and the JSON path (`targets[1].options.cpu`).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_TARGETMANIFEST_H
#define STRATA_TARGET_TARGETMANIFEST_H

#include "strata/Plugin/PluginHost.h"

#include <map>
#include <string>
#include <vector>

namespace strata {

struct TargetSpec {
  std::string backend;
  std::map<std::string, std::string> options;
};

struct TargetManifest {
  std::vector<std::string> plugins;
  std::vector<TargetSpec> targets;
};

/// Parses manifest text; `fileName` is only used in messages.
mlir::FailureOr<TargetManifest> parseTargetManifest(llvm::StringRef text,
                                                    llvm::StringRef fileName,
                                                    std::string &error);

/// Checks every target against the loaded backends and builds the
/// module's `hal.targets` attribute (manifest order).
mlir::FailureOr<mlir::ArrayAttr>
buildTargetsAttr(mlir::MLIRContext *context, const TargetManifest &manifest,
                 const PluginHost &host, llvm::StringRef fileName,
                 std::string &error);

} // namespace strata

#endif // STRATA_TARGET_TARGETMANIFEST_H
