//===- module.h - Loaded and verified .smod module ---------------*- C++
//-*-===//
//
// Module::load* copies the file into 64-byte aligned memory, checks the file
// header (module_format.h), runs the FlatBuffers Verifier, the semantic
// checks and the bytecode verifier. A module that loads is safe to execute:
// the interpreter relies on these checks.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_MODULE_H
#define STRATA_RUNTIME_MODULE_H

#include "module_generated.h"
#include "strata/runtime/ref.h"
#include "strata/runtime/status.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace strata::vm {
struct NativeFunction;
struct NativeModule;
} // namespace strata::vm

namespace strata {

class Module : public RefObject {
public:
  static constexpr RefKind kKind = RefKind::kModule;
  ~Module() override;

  /// Loads and verifies a module file. Errors are prefixed with `path`.
  static StatusOr<Ref<Module>> loadFile(const std::string &path);
  /// Loads and verifies a module image (copied). Errors are prefixed with
  /// `sourceName`.
  static StatusOr<Ref<Module>> loadBytes(const void *data, size_t size,
                                         std::string sourceName = "<memory>");
  /// Same, resolving imports against the builtin native modules plus
  /// `extraNativeModules` (e.g. the vmvx plugin's `vmvx` module for a vmvx
  /// executable module). The extra modules must outlive the Module.
  static StatusOr<Ref<Module>>
  loadBytes(const void *data, size_t size, std::string sourceName,
            const std::vector<const vm::NativeModule *> &extraNativeModules);

  const module_fb::Module &fb() const { return *fb_; }
  const std::string &sourceName() const { return sourceName_; }
  uint32_t formatVersion() const { return formatVersion_; }
  uint64_t fileSize() const { return fileSize_; }
  std::string_view name() const;

  /// Ordinal of the export / function named `name`, or -1.
  int findExport(std::string_view name) const;
  int findFunction(std::string_view name) const;
  /// Native function bound to each import (resolved at load).
  const std::vector<const vm::NativeFunction *> &importBindings() const {
    return imports_;
  }

private:
  Module() : RefObject(kKind) {}
  Status verify(const std::vector<const vm::NativeModule *> &extras);

  std::string sourceName_;
  uint8_t *storage_ = nullptr; // 64-byte aligned copy of the file
  uint64_t fileSize_ = 0;
  uint32_t formatVersion_ = 0;
  const module_fb::Module *fb_ = nullptr;
  std::vector<const vm::NativeFunction *> imports_;
};

/// Runs the bytecode verifier over every function of `module` (already
/// FlatBuffers-verified with valid function ranges). Exposed for tests.
Status verifyBytecode(const module_fb::Module &module);

/// VM type-string helpers: chars i I f F r; imports may end in `X*`.
bool isValidTypeString(std::string_view types, bool allowVariadic);
/// Bank of a type char: true for 'r'.
inline bool isRefTypeChar(char c) { return c == 'r'; }

} // namespace strata

#endif // STRATA_RUNTIME_MODULE_H
