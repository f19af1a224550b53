//===- TargetManifest.cpp - JSON target manifest ----------------*- C++ -*-===//

#include "strata/Target/TargetManifest.h"

#include "mlir/IR/Builders.h"

#include <nlohmann/json.hpp>

using namespace mlir;

namespace strata {

FailureOr<TargetManifest> parseTargetManifest(llvm::StringRef text,
                                              llvm::StringRef fileName,
                                              std::string &error) {
  auto fail = [&](const std::string &path, const std::string &why) {
    error = fileName.str() + ": " + (path.empty() ? "" : path + ": ") + why;
    return failure();
  };
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error &e) {
    return fail("", std::string("invalid JSON: ") + e.what());
  }
  if (!root.is_object())
    return fail("", std::string("expected an object at the top level, got ") +
                        root.type_name());
  TargetManifest manifest;
  for (auto &[key, value] : root.items()) {
    if (key == "plugins") {
      if (!value.is_array())
        return fail("plugins", std::string("expected an array of strings, got ") +
                                   value.type_name());
      for (size_t i = 0; i < value.size(); ++i) {
        if (!value[i].is_string())
          return fail("plugins[" + std::to_string(i) + "]",
                      std::string("expected a string, got ") +
                          value[i].type_name());
        manifest.plugins.push_back(value[i].get<std::string>());
      }
    } else if (key == "targets") {
      if (!value.is_array())
        return fail("targets", std::string("expected an array, got ") +
                                   value.type_name());
      for (size_t i = 0; i < value.size(); ++i) {
        std::string path = "targets[" + std::to_string(i) + "]";
        const nlohmann::json &entry = value[i];
        if (!entry.is_object())
          return fail(path, std::string("expected an object, got ") +
                                entry.type_name());
        TargetSpec spec;
        for (auto &[field, fieldValue] : entry.items()) {
          if (field == "backend") {
            if (!fieldValue.is_string())
              return fail(path + ".backend",
                          std::string("expected a string, got ") +
                              fieldValue.type_name());
            spec.backend = fieldValue.get<std::string>();
          } else if (field == "options") {
            if (!fieldValue.is_object())
              return fail(path + ".options",
                          std::string("expected an object, got ") +
                              fieldValue.type_name());
            for (auto &[option, optionValue] : fieldValue.items()) {
              if (!optionValue.is_string())
                return fail(path + ".options." + option,
                            std::string("expected a string, got ") +
                                optionValue.type_name());
              spec.options[option] = optionValue.get<std::string>();
            }
          } else {
            return fail(path + "." + field,
                        "unknown key (expected 'backend' or 'options')");
          }
        }
        if (spec.backend.empty())
          return fail(path + ".backend", "missing");
        for (const TargetSpec &previous : manifest.targets)
          if (previous.backend == spec.backend)
            return fail(path + ".backend",
                        "duplicate target '" + spec.backend + "'");
        manifest.targets.push_back(std::move(spec));
      }
    } else {
      return fail(key, "unknown key (expected 'plugins' or 'targets')");
    }
  }
  if (manifest.targets.empty())
    return fail("targets", "expected at least one target");
  return manifest;
}

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
      options.push_back(builder.getNamedAttr(key, builder.getStringAttr(value)));
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
