//===- PipelineConfig.cpp - Reading JSON pipeline configs -------*- C++ -*-===//
//
// Pure JSON -> PipelineConfig: no MLIR context, so the fuzzer
// (tests/fuzz/pipeline_config_fuzzer.cpp) links it alone.
//
//===----------------------------------------------------------------------===//

#include "strata/Pipeline/Pipeline.h"

#include "strata/Pipeline/Phase.h"
#include "strata/Support/JsonReader.h"

using namespace mlir;

namespace strata {

FailureOr<PipelineConfig> parsePipelineConfig(llvm::StringRef text,
                                              llvm::StringRef fileName,
                                              std::string &error) {
  JsonReader reader(fileName, error);
  FailureOr<nlohmann::json> root = reader.parseObject(text);
  if (failed(root))
    return failure();
  PipelineConfig config;
  for (auto &[key, value] : root->items()) {
    if (key == "input-type") {
      if (failed(reader.expectString(value, key, config.inputType)))
        return failure();
    } else if (key == "phases") {
      if (failed(reader.expectType(value, key, "object",
                                   "an object of phase -> passes")))
        return failure();
      for (auto &[phase, passes] : value.items()) {
        std::optional<Phase> parsed = parsePhase(phase);
        if (!parsed || *parsed == Phase::Module)
          return reader.fail("phases." + phase,
                             "unknown phase (expected input, global-opt, "
                             "dispatch, hal or vm)");
        if (failed(reader.expectString(passes, "phases." + phase,
                                       config.phases[phase])))
          return failure();
      }
    } else if (key == "extensions") {
      if (failed(reader.expectType(value, key, "array", "an array")))
        return failure();
      for (size_t i = 0; i < value.size(); ++i) {
        std::string path = "extensions[" + std::to_string(i) + "]";
        if (failed(reader.expectType(value[i], path, "object",
                                     "an object {at, passes}")))
          return failure();
        std::string at, passes;
        for (auto &[field, fieldValue] : value[i].items()) {
          if (field == "at") {
            if (failed(reader.expectString(fieldValue, path + ".at", at)))
              return failure();
          } else if (field == "passes") {
            if (failed(
                    reader.expectString(fieldValue, path + ".passes", passes)))
              return failure();
          } else {
            return reader.fail(path + "." + field,
                               "unknown key (expected 'at' or 'passes')");
          }
        }
        if (!isValidExtensionPoint(at))
          return reader.fail(path + ".at",
                             "'" + at +
                                 "' is not before:<phase> or after:<phase> "
                                 "with a phase of input, global-opt, "
                                 "dispatch, hal, vm");
        config.extensions.emplace_back(at, passes);
      }
    } else if (key == "targets") {
      if (failed(reader.expectType(value, key, "object",
                                   "an object of backend -> passes")))
        return failure();
      for (auto &[target, passes] : value.items())
        if (failed(reader.expectString(passes, "targets." + target,
                                       config.targets[target])))
          return failure();
    } else {
      return reader.fail(key, "unknown key (expected input-type, phases, "
                              "extensions or targets)");
    }
  }
  return config;
}

} // namespace strata
