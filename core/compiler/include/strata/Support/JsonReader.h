//===- JsonReader.h - Reading JSON config files with located errors -*- C++ -*-===//
//
// Target manifests and pipeline configs report every problem as
// "<file>: <JSON path>: <what is wrong>", e.g.
// "cpu.json: targets[1].options.cpu: expected a string, got number".
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SUPPORT_JSONREADER_H
#define STRATA_SUPPORT_JSONREADER_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <nlohmann/json.hpp>

#include <string>

namespace strata {

class JsonReader {
public:
  JsonReader(llvm::StringRef fileName, std::string &error)
      : fileName(fileName.str()), error(error) {}

  /// Records "<file>: <path>: <why>" and returns failure.
  mlir::LogicalResult fail(const std::string &path, const std::string &why) {
    error = fileName + ": " + (path.empty() ? "" : path + ": ") + why;
    return mlir::failure();
  }

  /// Parses `text`, which must hold a JSON object.
  mlir::FailureOr<nlohmann::json> parseObject(llvm::StringRef text) {
    nlohmann::json root;
    try {
      root = nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::exception &e) {
      // parse_error, and out_of_range for a number beyond double or int64.
      return fail("", std::string("invalid JSON: ") + e.what());
    }
    if (!root.is_object())
      return fail("", std::string("expected an object at the top level, got ") +
                          root.type_name());
    return root;
  }

  mlir::LogicalResult expectString(const nlohmann::json &value,
                                   const std::string &path, std::string &out) {
    if (!value.is_string())
      return fail(path,
                  std::string("expected a string, got ") + value.type_name());
    out = value.get<std::string>();
    return mlir::success();
  }

  /// Fails unless `value` has the JSON type `expected` ("array", "object").
  mlir::LogicalResult expectType(const nlohmann::json &value,
                                 const std::string &path,
                                 llvm::StringRef expected,
                                 llvm::StringRef description) {
    if (value.type_name() == expected)
      return mlir::success();
    return fail(path, ("expected " + description + ", got ").str() +
                          value.type_name());
  }

private:
  std::string fileName;
  std::string &error;
};

} // namespace strata

#endif // STRATA_SUPPORT_JSONREADER_H
