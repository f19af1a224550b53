//===- VulkanTarget.h - vulkan-spirv backend configuration ------*- C++ -*-===//
//
// The target description the vulkan-spirv backend compiles for (SPIR-V
// version, capabilities, limits), parsed from manifest options, and the
// backend's pipeline/registration entry points.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_VULKANTARGET_H
#define STRATA_TARGET_VULKAN_VULKANTARGET_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mlir::spirv {
class TargetEnvAttr;
}

namespace strata::vulkan {

/// Attribute names the passes leave for serialization.
inline constexpr const char *kWorkgroupCountAttr = "strata.workgroup_count";
inline constexpr const char *kWorkgroupSizeAttr = "strata.workgroup_size";
inline constexpr const char *kPrivateMemoryBytesAttr =
    "strata.private_memory_bytes";
inline constexpr const char *kWorkgroupMemoryBytesAttr =
    "strata.workgroup_memory_bytes";
inline constexpr const char *kBindingCountAttr = "strata.binding_count";
/// The kernel's workgroups stride over dynamically sized grid dims
/// (ExecutableFormat.h kEntryStridedGrid).
inline constexpr const char *kStridedGridAttr = "strata.vulkan.strided_grid";
/// On a gpu.subgroup_mma_load_matrix of the matmul kernel: its f16 matrix
/// holds bf16 values (the gpu dialect's matrices have no bf16);
/// ConvertToSPIRV retypes the cooperative matrix.
inline constexpr const char *kBF16MatrixAttr = "strata.vulkan.bf16_matrix";

/// What the backend compiles for. Defaults describe Mesa's lavapipe.
struct TargetConfig {
  /// SPIR-V version as "1.N" (N = 0, 3, 4, 5, 6).
  std::string spirvVersion = "1.3";
  /// SPIR-V capability names (Shader is always added).
  std::vector<std::string> capabilities;
  int64_t maxWorkgroupInvocations = 1024;
  std::array<int64_t, 3> maxWorkgroupSize = {1024, 1024, 64};
  int64_t maxSharedMemoryBytes = 32768;
  /// Private (Function storage) memory one invocation may use: drivers
  /// place it in slow local memory and may refuse large amounts at
  /// pipeline creation, so more is a compile error naming the dispatch.
  int64_t maxPrivateMemoryBytes = 16384;
  int64_t subgroupSize = 8;
  /// Forced matmul kernel tile (tm, tn, bk, rm, rn); empty: by shape.
  std::vector<int64_t> matmulTile;
  /// Forced skinny-contraction kernel shape (rows per invocation, bytes per
  /// load of the large side, invocations per workgroup); empty: 8, 16, 256.
  std::vector<int64_t> skinnyTile;
  /// Operand types with 16x16x16 subgroup cooperative matrices summed in
  /// f32 ("f16", "bf16"; VK_KHR_cooperative_matrix): their contractions run
  /// on them (tensor cores). Needs the CooperativeMatrixKHR capability (and
  /// BFloat16CooperativeMatrixKHR for bf16) and a subgroup size of 32.
  std::vector<std::string> cooperativeMatrixTypes;
  /// Contractions of 9-16 rows (a decode step's batch of tokens) on
  /// cooperative matrices in 16-row tiles instead of the skinny kernel's
  /// f32 FMAs ("skinny-cooperative"; on by default: 7B decode at batch 16
  /// went 1.541 -> 0.715 ms on an H100, its weight GEMVs 370-585 ->
  /// 1370-1794 GB/s).
  bool skinnyCooperative = true;
  /// Write matmuls and row reductions as cooperative kernels (workgroup
  /// memory, barriers); off: one invocation per output point.
  bool cooperativeKernels = true;
  /// Run spirv-opt -O on each shader (and validate again).
  bool optimize = true;

  /// The `#spirv.target_env` this configuration describes.
  mlir::spirv::TargetEnvAttr getTargetEnv(mlir::MLIRContext *ctx) const;
  /// The target environment for spirv-val/spirv-opt (`vulkan1.1`, ...).
  std::string getToolTargetEnv() const;
};

/// The capabilities lavapipe offers (DESIGN.md section 9).
std::vector<std::string> getDefaultCapabilities();

/// Parses manifest options (string values); reports unknown keys and bad
/// values through `emitError`, naming the key.
mlir::FailureOr<TargetConfig>
resolveTargetConfig(mlir::DictionaryAttr options,
                    llvm::function_ref<void(const llvm::Twine &)> emitError);

/// The configuration of the local Vulkan device `spec` ("host" = device 0,
/// "host:N"): SPIR-V version from its API version, capabilities from its
/// features and subgroup operations, its compute limits and subgroup size.
/// Errors (no loader, no such device) go through `emitError`.
mlir::FailureOr<TargetConfig>
queryHostDeviceConfig(llvm::StringRef spec,
                      llvm::function_ref<void(const llvm::Twine &)> emitError);

/// Adds the tensors-to-spirv.module pipeline for `config`.
void buildTranslationPipeline(mlir::OpPassManager &pm,
                              const TargetConfig &config);

/// Registers the passes and the `strata-vulkan-translate` pipeline (once).
void registerVulkanPassesAndPipelines();

} // namespace strata::vulkan

#endif // STRATA_TARGET_VULKAN_VULKANTARGET_H
