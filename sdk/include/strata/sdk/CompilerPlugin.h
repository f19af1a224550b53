//===- CompilerPlugin.h - Strata compiler plugin ABI (C++ tier) -*- C++ -*-===//
//
// A compiler plugin is a shared library linked against libMLIR.so and
// libLLVM.so that exports
//
//   extern "C" const StrataCompilerPluginInfo *strataGetCompilerPluginInfo();
//
// The host reads `apiVersion` first and touches nothing else when it differs
// from STRATA_COMPILER_PLUGIN_API_VERSION; then it compares `abiTag` with its
// own STRATA_COMPILER_PLUGIN_ABI_TAG byte for byte; only then it calls
// `registerFn` with a registrar. Everything a plugin adds goes through the
// registrar; no exception may leave `registerFn`.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_COMPILERPLUGIN_H
#define STRATA_SDK_COMPILERPLUGIN_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Config/llvm-config.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

/// Bumped whenever StrataCompilerPluginInfo, PluginRegistrar or the virtual
/// interface of TargetBackend change layout (2: getFusedAttentionTypes).
#define STRATA_COMPILER_PLUGIN_API_VERSION 2u
#define STRATA_VERSION_STRING "0.1.0"

#define STRATA_STRINGIFY_IMPL(x) #x
#define STRATA_STRINGIFY(x) STRATA_STRINGIFY_IMPL(x)

#if defined(__GXX_RTTI) || defined(_CPPRTTI)
#define STRATA_ABI_RTTI "rtti"
#else
#define STRATA_ABI_RTTI "nortti"
#endif
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
#define STRATA_ABI_EXCEPTIONS "eh"
#else
#define STRATA_ABI_EXCEPTIONS "noeh"
#endif
#if defined(__SANITIZE_ADDRESS__)
#define STRATA_ABI_SANITIZER "asan"
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STRATA_ABI_SANITIZER "asan"
#endif
#endif
#ifndef STRATA_ABI_SANITIZER
#define STRATA_ABI_SANITIZER "nosan"
#endif

/// Everything that must match exactly between host and plugin.
#define STRATA_COMPILER_PLUGIN_ABI_TAG                                         \
  "llvm" STRATA_STRINGIFY(LLVM_VERSION_MAJOR) ";strata" STRATA_VERSION_STRING  \
                                              ";" STRATA_ABI_RTTI              \
                                              ";" STRATA_ABI_EXCEPTIONS        \
                                              ";" STRATA_ABI_SANITIZER

namespace strata {

class PluginRegistrar;

/// A code generation backend: turns one executable variant (a builtin.module
/// holding `func.func` dispatch functions on tensors) into a binary.
class TargetBackend {
public:
  virtual ~TargetBackend() = default;

  /// The name used in target manifests, e.g. "llvm-cpu".
  virtual std::string getName() const = 0;

  /// The executable format string the runtime matches loaders against, e.g.
  /// "system-elf-x86_64".
  virtual std::string
  getExecutableFormat(mlir::DictionaryAttr options) const = 0;

  /// Checks manifest options (string values); reports unknown keys or bad
  /// values through `emitError` with the key name and returns failure.
  virtual mlir::LogicalResult verifyOptions(
      mlir::DictionaryAttr options,
      llvm::function_ref<void(const llvm::Twine &)> emitError) const = 0;

  /// Adds the passes that lower the variant's inner builtin.module from
  /// tensors to whatever `serialize` consumes.
  virtual void buildTranslationPipeline(mlir::OpPassManager &pm,
                                        mlir::DictionaryAttr options) const = 0;

  /// Produces the executable binary from the translated inner module.
  /// `entryPoints` lists the exported dispatch function names in order.
  virtual mlir::FailureOr<std::vector<uint8_t>>
  serialize(mlir::ModuleOp innerModule, mlir::DictionaryAttr options,
            llvm::ArrayRef<std::string> entryPoints) const = 0;

  /// For `--dump-executables-to`: writes the backend's intermediate and
  /// binary forms of a translated variant as `<directory>/<baseName>.*`
  /// (e.g. .ll, .s, .so for CPU code). The host already writes the
  /// translated MLIR; backends with nothing more to show keep the default.
  virtual mlir::LogicalResult
  dumpExecutable(mlir::ModuleOp translatedModule, mlir::DictionaryAttr options,
                 llvm::ArrayRef<std::string> entryPoints,
                 llvm::StringRef directory, llvm::StringRef baseName) const {
    return mlir::success();
  }

  /// Whether the translation pipeline takes entry points with dynamic dims
  /// (push constants and strata.binding_dims, see
  /// strata/Dialect/Flow/IR/EntryPointABI.h) and leaves a
  /// strata.workgroup_count_map on them. The host refuses such entry points
  /// for backends that do not.
  virtual bool supportsDynamicShapes() const { return false; }

  /// The element types ("f16", "bf16", "f32", "f64") of Q, K and V whose
  /// attention chains (softmax(Q K^T) V, strata/sdk/SoftmaxAttention.h)
  /// this target runs faster as one dispatch than as the scores, softmax
  /// and values dispatches. The default pipeline fuses the chains of a
  /// type every target of the module lists (strata-flow-form-dispatch-
  /// regions' `fuse-attention`); none by default.
  virtual std::vector<std::string>
  getFusedAttentionTypes(mlir::DictionaryAttr options) const {
    return {};
  }
};

/// An input language: a detector and the pipeline that lowers it to
/// linalg/tensor/arith/math/scf on tensors.
struct InputType {
  std::string name;
  std::function<bool(mlir::ModuleOp)> detect;
  std::function<void(mlir::OpPassManager &)> buildPipeline;
};

/// Passes inserted at a phase boundary: point is "before:<phase>" or
/// "after:<phase>".
struct PipelineExtension {
  std::string point;
  std::function<void(mlir::OpPassManager &)> buildPasses;
};

/// Handed to a plugin's registerFn. Implemented by the host; all methods are
/// virtual so a plugin needs no link-time dependency on the host.
class PluginRegistrar {
public:
  virtual ~PluginRegistrar() = default;
  /// The host's dialect registry (shared libMLIR, one TypeID table).
  virtual mlir::DialectRegistry &getDialectRegistry() = 0;
  /// Records the name of a pass this plugin registered with
  /// mlir::registerPass, for --list-passes.
  virtual void notePass(llvm::StringRef argument) = 0;
  virtual void addInputType(InputType inputType) = 0;
  /// Fails (and the host reports it) when the name is taken.
  virtual void addTargetBackend(std::shared_ptr<TargetBackend> backend) = 0;
  virtual void addPipelineExtension(PipelineExtension extension) = 0;
};

} // namespace strata

extern "C" {
/// Returned by strataGetCompilerPluginInfo. Field order is frozen for
/// apiVersion; the host reads apiVersion before anything else.
struct StrataCompilerPluginInfo {
  uint32_t apiVersion;
  const char *abiTag;
  const char *name;
  const char *version;
  void (*registerFn)(strata::PluginRegistrar *registrar);
};
}

/// Defines the plugin entry point. Use once per plugin:
///   STRATA_DEFINE_COMPILER_PLUGIN("input-hlo", registerMyPlugin)
#define STRATA_DEFINE_COMPILER_PLUGIN(NAME, REGISTER_FN)                       \
  extern "C" __attribute__((visibility("default")))                            \
  const StrataCompilerPluginInfo *                                             \
  strataGetCompilerPluginInfo() {                                              \
    static const StrataCompilerPluginInfo info = {                             \
        STRATA_COMPILER_PLUGIN_API_VERSION, STRATA_COMPILER_PLUGIN_ABI_TAG,    \
        NAME, STRATA_VERSION_STRING, REGISTER_FN};                             \
    return &info;                                                              \
  }

#endif // STRATA_SDK_COMPILERPLUGIN_H
