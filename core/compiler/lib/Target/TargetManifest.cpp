//===- TargetManifest.cpp - JSON target manifest ----------------*- C++ -*-===//

#include "strata/Target/TargetManifest.h"

#include "mlir/IR/Builders.h"

using namespace mlir;

namespace strata {

FailureOr<ArrayAttr> buildTargetsAttr(MLIRContext *context,
                                      const TargetManifest &manifest,
                                      const PluginHost &host,
                                      llvm::StringRef fileName,
                                      std::string &error) {
  Builder builder(context);
  SmallVector<Attribute> targets;
  for (auto [i, spec] : llvm::enumerate(manifest.targets)) {
    std::string path = "targets[" + std::to_string(i) + "]";
    const TargetBackend *backend = host.findTarget(spec.backend);
    if (!backend) {
      std::string known;
      for (const std::string &name : host.getTargetNames())
        known += (known.empty() ? "" : ", ") + name;
      error = fileName.str() + ": " + path + ".backend: unknown backend '" +
              spec.backend + "' (loaded: " + (known.empty() ? "none" : known) +
              ")";
      return failure();
    }
    SmallVector<NamedAttribute> options;
    for (const auto &[key, value] : spec.options)
      options.push_back(
          builder.getNamedAttr(key, builder.getStringAttr(value)));
    DictionaryAttr optionsAttr = builder.getDictionaryAttr(options);
    std::string optionError;
    if (failed(backend->verifyOptions(optionsAttr, [&](const llvm::Twine &msg) {
          optionError = msg.str();
        }))) {
      error = fileName.str() + ": " + path + ".options: " + optionError;
      return failure();
    }
    targets.push_back(builder.getDictionaryAttr({
        builder.getNamedAttr("target", builder.getStringAttr(spec.backend)),
        builder.getNamedAttr(
            "format",
            builder.getStringAttr(backend->getExecutableFormat(optionsAttr))),
        builder.getNamedAttr("options", optionsAttr),
    }));
  }
  return builder.getArrayAttr(targets);
}

} // namespace strata
