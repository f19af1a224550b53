//===- TargetManifestReader.cpp - Reading JSON target manifests -*- C++ -*-===//
//
// Pure JSON -> TargetManifest: no MLIR context, so the fuzzer
// (tests/fuzz/target_manifest_fuzzer.cpp) links it alone.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/TargetManifest.h"

#include "strata/Support/JsonReader.h"

using namespace mlir;

namespace strata {

FailureOr<TargetManifest> parseTargetManifest(llvm::StringRef text,
                                              llvm::StringRef fileName,
                                              std::string &error) {
  JsonReader reader(fileName, error);
  FailureOr<nlohmann::json> root = reader.parseObject(text);
  if (failed(root))
    return failure();
  TargetManifest manifest;
  for (auto &[key, value] : root->items()) {
    if (key == "plugins") {
      if (failed(reader.expectType(value, "plugins", "array",
                                   "an array of strings")))
        return failure();
      for (size_t i = 0; i < value.size(); ++i) {
        std::string plugin;
        if (failed(reader.expectString(
                value[i], "plugins[" + std::to_string(i) + "]", plugin)))
          return failure();
        manifest.plugins.push_back(plugin);
      }
    } else if (key == "targets") {
      if (failed(reader.expectType(value, "targets", "array", "an array")))
        return failure();
      for (size_t i = 0; i < value.size(); ++i) {
        std::string path = "targets[" + std::to_string(i) + "]";
        const nlohmann::json &entry = value[i];
        if (failed(reader.expectType(entry, path, "object", "an object")))
          return failure();
        TargetSpec spec;
        for (auto &[field, fieldValue] : entry.items()) {
          if (field == "backend") {
            if (failed(reader.expectString(fieldValue, path + ".backend",
                                           spec.backend)))
              return failure();
          } else if (field == "options") {
            if (failed(reader.expectType(fieldValue, path + ".options",
                                         "object", "an object")))
              return failure();
            for (auto &[option, optionValue] : fieldValue.items())
              if (failed(reader.expectString(optionValue,
                                             path + ".options." + option,
                                             spec.options[option])))
                return failure();
          } else {
            return reader.fail(path + "." + field,
                               "unknown key (expected 'backend' or 'options')");
          }
        }
        if (spec.backend.empty())
          return reader.fail(path + ".backend", "missing");
        // One backend may appear several times with different options (an
        // llvm-cpu variant per CPU); the same entry twice is a mistake.
        for (const TargetSpec &previous : manifest.targets)
          if (previous.backend == spec.backend &&
              previous.options == spec.options)
            return reader.fail(path + ".backend",
                               "duplicate target '" + spec.backend +
                                   "' (same backend and options as an "
                                   "earlier entry)");
        manifest.targets.push_back(std::move(spec));
      }
    } else {
      return reader.fail(key, "unknown key (expected 'plugins' or 'targets')");
    }
  }
  if (manifest.targets.empty())
    return reader.fail("targets", "expected at least one target");
  return manifest;
}

} // namespace strata
