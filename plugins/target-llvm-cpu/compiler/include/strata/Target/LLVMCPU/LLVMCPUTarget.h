//===- LLVMCPUTarget.h - llvm-cpu target backend ----------------*- C++ -*-===//
//
// The llvm-cpu TargetBackend: lowers dispatch functions on tensors to LLVM,
// compiles them for an x86-64 CPU and links an ELF shared object with lld.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_LLVMCPUTARGET_H
#define STRATA_TARGET_LLVMCPU_LLVMCPUTARGET_H

#include "strata/sdk/CompilerPlugin.h"
#include "strata/sdk/EntryPointABI.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <cstdint>
#include <string>
#include <vector>

namespace strata::llvm_cpu {

/// Name of the exported symbol listing the CPU features the code needs.
inline constexpr const char *kRequiredCpuFeaturesSymbol =
    "strata_required_cpu_features";
/// Attribute holding a dispatch function's static workgroup count.
inline constexpr const char *kWorkgroupCountAttr = "strata.workgroup_count";
// Instead of kWorkgroupCountAttr on an entry with dynamic dims:
// strata::kWorkgroupCountMapAttr (strata/sdk/EntryPointABI.h).

/// A resolved `cpu`/`features` option pair.
struct TargetConfig {
  std::string triple = "x86_64-unknown-linux-gnu";
  /// LLVM CPU name ("sapphirerapids", "x86-64-v3", ...).
  std::string cpu;
  /// LLVM feature string ("+avx2,+fma,...").
  std::string features;
  /// What the runtime loader checks with __builtin_cpu_supports, e.g.
  /// "avx,avx2,fma,avx512f".
  std::string requiredFeatures;
  /// Widest native vector register: 64 (AVX-512), 32 (AVX/AVX2) or 16.
  int64_t vectorWidthBytes = 16;

  /// Whether the code may use AMX tiles for bf16 and int8 matmuls.
  bool hasAMX() const {
    auto has = [&](llvm::StringRef f) {
      return llvm::is_contained(llvm::split(requiredFeatures, ','), f);
    };
    return vectorWidthBytes >= 64 && has("amx-tile") && has("amx-bf16") &&
           has("amx-int8");
  }
};

/// Reads `cpu` ("host" by default) and `features` from manifest options.
/// Unknown keys, non-string values, unknown CPU names and malformed feature
/// lists are reported through `emitError`.
mlir::FailureOr<TargetConfig>
resolveTargetConfig(mlir::DictionaryAttr options,
                    llvm::function_ref<void(const llvm::Twine &)> emitError);

/// Same from the option strings (`cpu` = "host" or an LLVM CPU name,
/// `features` = "+f1,-f2" or empty).
mlir::FailureOr<TargetConfig>
resolveTargetConfig(llvm::StringRef cpu, llvm::StringRef features,
                    llvm::function_ref<void(const llvm::Twine &)> emitError);

/// Adds the tensors-to-LLVM-dialect translation pipeline for `config`.
void buildTranslationPipeline(mlir::OpPassManager &pm,
                              const TargetConfig &config);

/// Registers the passes and the `strata-llvm-cpu-translate` pipeline
/// (options `cpu`, `features`). Idempotent.
void registerLLVMCPUPassesAndPipelines();

/// Text artifacts produced on the way to the shared object.
struct ExecutableArtifacts {
  std::string llvmIR;   ///< optimized LLVM IR (.ll)
  std::string assembly; ///< target assembly (.s)
};

/// Translates an LLVM-dialect module to LLVM IR, optimizes it at O3 for
/// `config`, emits a PIC object and links a shared object with lld.
/// Failures are reported as diagnostics on `module`. When `artifacts` is
/// non-null the optimized IR and the assembly are stored there too.
mlir::FailureOr<std::vector<uint8_t>>
serializeToSharedObject(mlir::ModuleOp module, const TargetConfig &config,
                        llvm::ArrayRef<std::string> entryPoints,
                        llvm::StringRef soname,
                        ExecutableArtifacts *artifacts = nullptr);

/// Writes `<directory>/<baseName>.ll`, `.s` and `.so` for a translated
/// variant module (the result of the translation pipeline).
mlir::LogicalResult dumpExecutable(mlir::ModuleOp translatedModule,
                                   mlir::DictionaryAttr options,
                                   llvm::ArrayRef<std::string> entryPoints,
                                   llvm::StringRef directory,
                                   llvm::StringRef baseName);

/// The backend registered as "llvm-cpu".
class LLVMCPUTargetBackend : public strata::TargetBackend {
public:
  std::string getName() const override { return "llvm-cpu"; }
  std::string getExecutableFormat(mlir::DictionaryAttr) const override {
    return "system-elf-x86_64";
  }
  mlir::LogicalResult verifyOptions(
      mlir::DictionaryAttr options,
      llvm::function_ref<void(const llvm::Twine &)> emitError) const override;
  void buildTranslationPipeline(mlir::OpPassManager &pm,
                                mlir::DictionaryAttr options) const override;
  mlir::FailureOr<std::vector<uint8_t>>
  serialize(mlir::ModuleOp innerModule, mlir::DictionaryAttr options,
            llvm::ArrayRef<std::string> entryPoints) const override;
  /// See the free function dumpExecutable.
  mlir::LogicalResult dumpExecutable(mlir::ModuleOp translatedModule,
                                     mlir::DictionaryAttr options,
                                     llvm::ArrayRef<std::string> entryPoints,
                                     llvm::StringRef directory,
                                     llvm::StringRef baseName) const override;
  /// Dynamic dims: workgroups over the outermost dynamic parallel loop, the
  /// count as a map of the push constants.
  bool supportsDynamicShapes() const override { return true; }
  /// Every type: the attention dispatch's rows are distributed and its
  /// scores stay in cache (a BERT-base layer's attention, f32: 78 ms fused
  /// against 176 ms split; tests/models' attention models 2-19% faster,
  /// bench/results/cpu-attention-fusion-dev.md).
  std::vector<std::string>
  getFusedAttentionTypes(mlir::DictionaryAttr) const override {
    return {"f16", "bf16", "f32", "f64"};
  }
};

/// Adds the dialects and external interface models the pipeline needs.
void registerLLVMCPUDialects(mlir::DialectRegistry &registry);

} // namespace strata::llvm_cpu

extern "C" {
/// Exported (default visibility) so a host can find it with dlsym without
/// linking this plugin: dumps `.ll`, `.s` and `.so` of a translated variant.
/// `options` may be null; `entryPoints` holds `numEntryPoints` C strings.
/// Returns 0 on success; errors are emitted as diagnostics on the module.
__attribute__((visibility("default"))) int strataLLVMCPUDumpExecutable(
    mlir::ModuleOp *translatedModule, mlir::DictionaryAttr *options,
    const char *const *entryPoints, size_t numEntryPoints,
    const char *directory, const char *baseName);
}

#endif // STRATA_TARGET_LLVMCPU_LLVMCPUTARGET_H
