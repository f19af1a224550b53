//===- VulkanTarget.cpp - vulkan-spirv TargetBackend and plugin -*- C++ -*-===//
//
// The "vulkan-spirv" backend (executable format vulkan-spirv): target
// options, the tensors-to-SPIR-V pipeline, serialization into the
// ExecutableFormat.h container with spirv-val/spirv-opt on every shader,
// the --dump-executables-to forms (.spv, .spvasm, .glsl) and the compiler
// plugin entry.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/Vulkan/VulkanTarget.h"
#include "CooperativeKernels.h"
#include "ReadOnlyBindings.h"
#include "SpirvTools.h"
#include "strata/Target/Vulkan/Passes.h"
#include "strata/Vulkan/ExecutableFormat.h"
#include "strata/sdk/CompilerPlugin.h"
#include "strata/sdk/DispatchBufferization.h"
#include "strata/sdk/DynamicBindings.h"
#include "strata/sdk/EmulatedRoundings.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/AllInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/AllocationOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVAttributes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/SPIRV/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/IR/TensorInferTypeOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/TensorTilingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/SubsetInsertionOpInterfaceImpl.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/SPIRV/Serialization.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <mutex>

using namespace mlir;

namespace strata::vulkan {

//===----------------------------------------------------------------------===//
// Target configuration
//===----------------------------------------------------------------------===//

std::vector<std::string> getDefaultCapabilities() {
  return {"Shader",
          "Float16",
          "Float64",
          "Int8",
          "Int16",
          "Int64",
          "StorageBuffer8BitAccess",
          "StorageBuffer16BitAccess",
          "GroupNonUniform",
          "GroupNonUniformVote",
          "GroupNonUniformArithmetic",
          "GroupNonUniformBallot",
          "GroupNonUniformShuffle",
          "GroupNonUniformShuffleRelative",
          "GroupNonUniformQuad",
          "SignedZeroInfNanPreserve"};
}

namespace {
struct VersionInfo {
  const char *name;
  spirv::Version version;
  const char *toolEnv;
};
const VersionInfo kVersions[] = {
    {"1.0", spirv::Version::V_1_0, "vulkan1.0"},
    {"1.3", spirv::Version::V_1_3, "vulkan1.1"},
    {"1.4", spirv::Version::V_1_4, "vulkan1.1spv1.4"},
    {"1.5", spirv::Version::V_1_5, "vulkan1.2"},
    {"1.6", spirv::Version::V_1_6, "vulkan1.3"},
};
const VersionInfo *findVersion(StringRef name) {
  for (const VersionInfo &v : kVersions)
    if (name == v.name)
      return &v;
  return nullptr;
}
} // namespace

spirv::TargetEnvAttr TargetConfig::getTargetEnv(MLIRContext *ctx) const {
  const VersionInfo *version = findVersion(spirvVersion);
  spirv::Version v = version ? version->version : spirv::Version::V_1_3;
  SmallVector<spirv::Capability> caps = {spirv::Capability::Shader};
  SmallVector<spirv::Extension> exts;
  std::vector<std::string> names =
      capabilities.empty() ? getDefaultCapabilities() : capabilities;
  for (const std::string &name : names)
    if (std::optional<spirv::Capability> cap = spirv::symbolizeCapability(name))
      if (!llvm::is_contained(caps, *cap))
        caps.push_back(*cap);
  if (v < spirv::Version::V_1_3)
    exts.push_back(spirv::Extension::SPV_KHR_storage_buffer_storage_class);
  auto has = [&](spirv::Capability c) { return llvm::is_contained(caps, c); };
  if (has(spirv::Capability::StorageBuffer8BitAccess) ||
      has(spirv::Capability::UniformAndStorageBuffer8BitAccess))
    exts.push_back(spirv::Extension::SPV_KHR_8bit_storage);
  if (has(spirv::Capability::StorageBuffer16BitAccess) ||
      has(spirv::Capability::StorageUniform16))
    exts.push_back(spirv::Extension::SPV_KHR_16bit_storage);
  if (has(spirv::Capability::VulkanMemoryModel))
    exts.push_back(spirv::Extension::SPV_KHR_vulkan_memory_model);
  if (has(spirv::Capability::CooperativeMatrixKHR))
    exts.push_back(spirv::Extension::SPV_KHR_cooperative_matrix);
  if (has(spirv::Capability::BFloat16TypeKHR) ||
      has(spirv::Capability::BFloat16CooperativeMatrixKHR))
    exts.push_back(spirv::Extension::SPV_KHR_bfloat16);
  if (has(spirv::Capability::SignedZeroInfNanPreserve) &&
      v < spirv::Version::V_1_4)
    exts.push_back(spirv::Extension::SPV_KHR_float_controls);
  auto triple = spirv::VerCapExtAttr::get(v, caps, exts, ctx);
  Builder b(ctx);
  auto limits = spirv::ResourceLimitsAttr::get(
      ctx, maxSharedMemoryBytes, maxWorkgroupInvocations,
      b.getI32ArrayAttr({static_cast<int32_t>(maxWorkgroupSize[0]),
                         static_cast<int32_t>(maxWorkgroupSize[1]),
                         static_cast<int32_t>(maxWorkgroupSize[2])}),
      subgroupSize, std::nullopt, std::nullopt, b.getArrayAttr({}),
      b.getArrayAttr({}));
  return spirv::TargetEnvAttr::get(triple, limits, spirv::ClientAPI::Vulkan);
}

std::string TargetConfig::getToolTargetEnv() const {
  const VersionInfo *version = findVersion(spirvVersion);
  return version ? version->toolEnv : "vulkan1.1";
}

/// Whether a SPIRV-Tools error `output` says the tool predates cooperative
/// matrices or bf16 (CooperativeMatrixKHR, BFloat16TypeKHR or
/// BFloat16CooperativeMatrixKHR is an unknown capability).
static bool toolLacksCooperativeMatrices(StringRef output) {
  return output.contains("Invalid capability operand: 6022") ||
         output.contains("Invalid capability operand: 5116") ||
         output.contains("Invalid capability operand: 5118");
}

static bool parsePositive(StringRef text, int64_t &value) {
  return !text.trim().getAsInteger(10, value) && value > 0 &&
         value <= (int64_t(1) << 31);
}

/// `count` comma-separated positive integers into `values` (cleared first).
static bool parsePositiveList(StringRef text, size_t count,
                              std::vector<int64_t> &values) {
  SmallVector<StringRef> parts;
  text.split(parts, ',');
  values.clear();
  if (parts.size() != count)
    return false;
  for (StringRef part : parts) {
    int64_t v;
    if (!parsePositive(part, v))
      return false;
    values.push_back(v);
  }
  return true;
}

FailureOr<TargetConfig>
resolveTargetConfig(DictionaryAttr options,
                    llvm::function_ref<void(const llvm::Twine &)> emitError) {
  TargetConfig config;
  if (!options)
    return config;
  // `device` first: the other keys refine what the device reports.
  if (auto device = options.getAs<StringAttr>("device")) {
    FailureOr<TargetConfig> queried =
        queryHostDeviceConfig(device.getValue(), emitError);
    if (failed(queried))
      return failure();
    config = *queried;
  }
  for (NamedAttribute option : options) {
    StringRef key = option.getName().strref();
    auto str = dyn_cast<StringAttr>(option.getValue());
    if (!str) {
      emitError("option '" + key + "' must be a string");
      return failure();
    }
    StringRef value = str.getValue();
    auto bad = [&](const llvm::Twine &expected) {
      emitError("option '" + key + "': bad value '" + value + "' (expected " +
                expected + ")");
      return failure();
    };
    if (key == "spirv-version") {
      if (!findVersion(value))
        return bad("one of 1.0, 1.3, 1.4, 1.5, 1.6");
      config.spirvVersion = value.str();
    } else if (key == "capabilities") {
      SmallVector<StringRef> names;
      value.split(names, ',', -1, /*KeepEmpty=*/false);
      config.capabilities.clear();
      for (StringRef name : names) {
        name = name.trim();
        if (!spirv::symbolizeCapability(name))
          return bad("a comma-separated list of SPIR-V capability names; '" +
                     name + "' is not one");
        config.capabilities.push_back(name.str());
      }
      if (config.capabilities.empty())
        config.capabilities.push_back("Shader");
    } else if (key == "max-workgroup-invocations") {
      if (!parsePositive(value, config.maxWorkgroupInvocations))
        return bad("a positive integer");
    } else if (key == "max-workgroup-size") {
      SmallVector<StringRef> parts;
      value.split(parts, ',');
      if (parts.size() != 3)
        return bad("three positive integers 'x,y,z'");
      for (int i = 0; i < 3; ++i)
        if (!parsePositive(parts[i], config.maxWorkgroupSize[i]))
          return bad("three positive integers 'x,y,z'");
    } else if (key == "max-shared-memory-bytes") {
      if (!parsePositive(value, config.maxSharedMemoryBytes))
        return bad("a positive integer");
    } else if (key == "max-private-memory-bytes") {
      if (!parsePositive(value, config.maxPrivateMemoryBytes))
        return bad("a positive integer");
    } else if (key == "subgroup-size") {
      if (!parsePositive(value, config.subgroupSize))
        return bad("a positive integer");
    } else if (key == "matmul-tile") {
      config.matmulTile.clear();
      if (value == "auto")
        continue;
      const char *expected =
          "'auto' or five positive integers 'tm,tn,bk,rm,rn' with rn a "
          "multiple of 4 dividing tn, rm dividing tm, bk a multiple of 4, "
          "and optionally a sixth: the tensor-core kernel's k groups";
      if (!parsePositiveList(value, 5, config.matmulTile) &&
          !parsePositiveList(value, 6, config.matmulTile))
        return bad(expected);
      const std::vector<int64_t> &t = config.matmulTile;
      if (t[1] % t[4] || t[4] % 4 || t[0] % t[3] || t[2] % 4)
        return bad(expected);
    } else if (key == "skinny-tile") {
      config.skinnyTile.clear();
      if (value == "auto")
        continue;
      const char *expected =
          "'auto' or three positive integers 'rows,bytes,invocations': rows "
          "per invocation, bytes per load of the large side (4, 8 or 16), "
          "invocations per workgroup (a power of two)";
      if (!parsePositiveList(value, 3, config.skinnyTile))
        return bad(expected);
      const std::vector<int64_t> &t = config.skinnyTile;
      if ((t[1] != 4 && t[1] != 8 && t[1] != 16) || !llvm::isPowerOf2_64(t[2]))
        return bad(expected);
    } else if (key == "cooperative-matrix") {
      SmallVector<StringRef> names;
      value.split(names, ',', -1, /*KeepEmpty=*/false);
      config.cooperativeMatrixTypes.clear();
      for (StringRef name : names) {
        name = name.trim();
        if (name == "none")
          continue;
        if (name != "f16" && name != "bf16" && name != "i8" && name != "ui8")
          return bad("'none' or a comma-separated list of f16, bf16 (operand "
                     "types with 16x16x16 cooperative matrices summed in "
                     "f32), i8, ui8 (16x16x32 summed in i32)");
        config.cooperativeMatrixTypes.push_back(name.str());
      }
    } else if (key == "skinny-cooperative") {
      if (value != "true" && value != "false")
        return bad("true or false");
      config.skinnyCooperative = value == "true";
    } else if (key == "cooperative-kernels") {
      if (value != "true" && value != "false")
        return bad("true or false");
      config.cooperativeKernels = value == "true";
    } else if (key == "optimize") {
      if (value != "true" && value != "false")
        return bad("true or false");
      config.optimize = value == "true";
    } else if (key == "device") {
      continue; // applied above
    } else {
      emitError("unknown option '" + key +
                "' (expected spirv-version, capabilities, "
                "max-workgroup-invocations, max-workgroup-size, "
                "max-shared-memory-bytes, max-private-memory-bytes, "
                "subgroup-size, matmul-tile, skinny-tile, cooperative-matrix, "
                "skinny-cooperative, cooperative-kernels or optimize)");
      return failure();
    }
  }
  // Cooperative matrices need their capabilities and subgroups of 32 (the
  // kernel's fragments are shared by 32 invocations).
  for (const std::string &type : config.cooperativeMatrixTypes) {
    std::vector<std::string> caps = config.capabilities.empty()
                                        ? getDefaultCapabilities()
                                        : config.capabilities;
    const char *typeCapability = type == "bf16" ? "BFloat16CooperativeMatrixKHR"
                                 : type == "f16" ? "Float16"
                                                 : "Int8";
    for (const char *needed : {"CooperativeMatrixKHR", typeCapability})
      if (!llvm::is_contained(caps, needed)) {
        emitError("option 'cooperative-matrix': " + type +
                  " cooperative matrices need the " + needed +
                  " capability, which 'capabilities' lacks");
        return failure();
      }
    if (config.subgroupSize != 32) {
      emitError("option 'cooperative-matrix': needs a subgroup size of 32 "
                "(the target's is " +
                llvm::Twine(config.subgroupSize) + ")");
      return failure();
    }
  }
  // A forced matmul tile must fit the target's limits (known only now).
  if (config.matmulTile.size() >= 5) {
    const std::vector<int64_t> &t = config.matmulTile;
    int64_t groups = t.size() > 5 ? t[5] : 1;
    int64_t x = t[1] / t[4], y = t[0] / t[3] * groups;
    // f32 slices; on a cooperative-matrix target the narrowest operand's
    // padded slices and epilogue scratch where those are smaller (the tile
    // then serves those contractions only).
    int64_t shared = (t[0] * t[2] + t[2] * t[1]) * 4;
    for (const std::string &type : config.cooperativeMatrixTypes)
      shared = std::min(
          shared,
          cooperativeSharedBytes(
              MatmulConfig{t[0], t[1], t[2], t[3], t[4], groups},
              CooperativeElement{type == "i8" || type == "ui8" ? 1 : 2}));
    if (x * y > config.maxWorkgroupInvocations ||
        x > config.maxWorkgroupSize[0] || y > config.maxWorkgroupSize[1] ||
        shared > config.maxSharedMemoryBytes) {
      emitError("option 'matmul-tile': tile " + llvm::Twine(t[0]) + "x" +
                llvm::Twine(t[1]) + " needs a " + llvm::Twine(x) + "x" +
                llvm::Twine(y) + " workgroup and " + llvm::Twine(shared) +
                " bytes of workgroup memory; the target allows " +
                llvm::Twine(config.maxWorkgroupInvocations) + " invocations (" +
                llvm::Twine(config.maxWorkgroupSize[0]) + "x" +
                llvm::Twine(config.maxWorkgroupSize[1]) + ") and " +
                llvm::Twine(config.maxSharedMemoryBytes) + " bytes");
      return failure();
    }
  }
  return config;
}

//===----------------------------------------------------------------------===//
// Pipeline
//===----------------------------------------------------------------------===//

void buildTranslationPipeline(OpPassManager &pm, const TargetConfig &config) {
  {
    VulkanTileAndDistributePassOptions options;
    options.maxInvocations =
        std::min<int64_t>(128, config.maxWorkgroupInvocations);
    options.maxWorkgroupSize = {config.maxWorkgroupSize[0],
                                config.maxWorkgroupSize[1],
                                config.maxWorkgroupSize[2]};
    options.cooperativeKernels = config.cooperativeKernels;
    options.maxKernelInvocations = config.maxWorkgroupInvocations;
    options.maxSharedMemoryBytes = config.maxSharedMemoryBytes;
    options.matmulTile.assign(config.matmulTile.begin(),
                              config.matmulTile.end());
    options.cooperativeMatrixTypes.assign(config.cooperativeMatrixTypes.begin(),
                                          config.cooperativeMatrixTypes.end());
    options.subgroupSize = config.subgroupSize;
    options.skinnyCooperative = config.skinnyCooperative;
    pm.addNestedPass<func::FuncOp>(createVulkanTileAndDistributePass(options));
  }
  // Without Float64, f64 kernels compute in f32 (DemoteF64.cpp): math is
  // expanded after that, in f32.
  std::vector<std::string> caps = config.capabilities.empty()
                                      ? getDefaultCapabilities()
                                      : config.capabilities;
  bool demoteF64 = !llvm::is_contained(caps, "Float64");
  if (!demoteF64)
    pm.addNestedPass<func::FuncOp>(
        createVulkanExpandMathPass({/*f32TrigInF64=*/true}));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  // Bufferize; every function ends up taking only memrefs (inputs, then
  // outputs), as the HAL binds them.
  addDispatchBufferizationPasses(pm);
  // Dynamically shaped bindings: runtime-sized arrays viewed through the
  // push constants (SPIR-V indexes arrays, never pointers).
  pm.addNestedPass<func::FuncOp>(std::make_unique<BindDynamicBuffersPass>(
      DynamicBindingBase::RuntimeArray));
  {
    VulkanCooperativeKernelsPassOptions options;
    options.maxInvocations = config.maxWorkgroupInvocations;
    options.maxWorkgroupSize = {config.maxWorkgroupSize[0],
                                config.maxWorkgroupSize[1],
                                config.maxWorkgroupSize[2]};
    options.maxSharedMemoryBytes = config.maxSharedMemoryBytes;
    options.matmulTile.assign(config.matmulTile.begin(),
                              config.matmulTile.end());
    options.skinnyTile.assign(config.skinnyTile.begin(),
                              config.skinnyTile.end());
    options.cooperativeMatrixTypes.assign(config.cooperativeMatrixTypes.begin(),
                                          config.cooperativeMatrixTypes.end());
    options.subgroupSize = config.subgroupSize;
    options.skinnyCooperative = config.skinnyCooperative;
    pm.addNestedPass<func::FuncOp>(createVulkanCooperativeKernelsPass(options));
  }

  // Kernels, then loops with plain loads and stores.
  {
    VulkanMapToGPUPassOptions options;
    llvm::raw_string_ostream os(options.targetEnv);
    MLIRContext scratch(MLIRContext::Threading::DISABLED);
    scratch.getOrLoadDialect<spirv::SPIRVDialect>();
    config.getTargetEnv(&scratch).print(os);
    os.flush();
    pm.addPass(createVulkanMapToGPUPass(options));
  }
  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(memref::createFoldMemRefAliasOpsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  if (demoteF64) {
    pm.addPass(createVulkanDemoteF64Pass());
    pm.addNestedPass<gpu::GPUModuleOp>(createVulkanExpandMathPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
  }

  // Float types SPIR-V (or the target) lacks: arithmetic in f32, and the
  // bf16 <-> f32 conversions as integer bit manipulation (bf16 buffers are
  // stored as 16-bit words).
  {
    // Math on bf16 (and f16 without the Float16 capability) runs in f32,
    // as the arith ops below do (a bf16 exp reached SPIR-V as a bf16 value).
    math::MathExtendToSupportedTypesOptions options;
    if (llvm::is_contained(caps, "Float16"))
      options.extraTypeStrs = {"f16"};
    options.targetTypeStr = "f32";
    pm.addPass(math::createMathExtendToSupportedTypes(options));
  }
  {
    arith::ArithEmulateUnsupportedFloatsOptions options;
    options.sourceTypeStrs = {"bf16"};
    if (!llvm::is_contained(caps, "Float16"))
      options.sourceTypeStrs.push_back("f16");
    options.targetTypeStr = "f32";
    pm.addPass(arith::createArithEmulateUnsupportedFloats(options));
  }
  pm.addPass(std::make_unique<KeepEmulatedRoundingsPass>());
  // After the emulation above (a bf16 remainder is an f32 one by then).
  pm.addPass(createVulkanExactRemainderPass());
  pm.addPass(createVulkanRoundBF16InF32Pass());
  {
    arith::ArithExpandOpsPassOptions options;
    options.includeBf16 = true;
    pm.addPass(arith::createArithExpandOpsPass(options));
  }
  pm.addPass(createCanonicalizerPass());

  // SPIR-V.
  {
    VulkanConvertToSPIRVPassOptions options;
    options.maxPrivateMemoryBytes = config.maxPrivateMemoryBytes;
    options.maxSharedMemoryBytes = config.maxSharedMemoryBytes;
    pm.addPass(createVulkanConvertToSPIRVPass(options));
  }
  OpPassManager &spv = pm.nest<spirv::ModuleOp>();
  spv.addPass(spirv::createSPIRVLowerABIAttributesPass());
  spv.addPass(spirv::createSPIRVUpdateVCEPass());
  spv.addPass(createCanonicalizerPass());
}

namespace {
struct TranslatePipelineOptions
    : public PassPipelineOptions<TranslatePipelineOptions> {
  Option<std::string> spirvVersion{*this, "spirv-version",
                                   llvm::cl::desc("SPIR-V version (1.3)"),
                                   llvm::cl::init("")};
  Option<std::string> capabilities{
      *this, "capabilities",
      llvm::cl::desc("SPIR-V capability names, separated by '+'"),
      llvm::cl::init("")};
  Option<std::string> maxInvocations{
      *this, "max-workgroup-invocations",
      llvm::cl::desc("Invocations per workgroup limit"), llvm::cl::init("")};
};
} // namespace

void registerVulkanPassesAndPipelines() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (!PassInfo::lookup("strata-vulkan-tile-and-distribute"))
      registerStrataVulkanPasses();
    if (PassPipelineInfo::lookup("strata-vulkan-translate"))
      return;
    registerPassPipeline(
        "strata-vulkan-translate",
        "Lowers vulkan-spirv dispatch functions on tensors to one "
        "spirv.module per entry point (options: spirv-version, "
        "capabilities (joined by '+'), max-workgroup-invocations)",
        [](OpPassManager &pm, StringRef optionsStr,
           function_ref<LogicalResult(const Twine &)> errorHandler) {
          TranslatePipelineOptions options;
          if (failed(options.parseFromString(optionsStr)))
            return failure();
          MLIRContext scratch(MLIRContext::Threading::DISABLED);
          Builder b(&scratch);
          SmallVector<NamedAttribute> attrs;
          if (!options.spirvVersion.getValue().empty())
            attrs.push_back(b.getNamedAttr(
                "spirv-version", b.getStringAttr(options.spirvVersion)));
          if (!options.capabilities.getValue().empty()) {
            std::string caps = options.capabilities;
            std::replace(caps.begin(), caps.end(), '+', ',');
            attrs.push_back(
                b.getNamedAttr("capabilities", b.getStringAttr(caps)));
          }
          if (!options.maxInvocations.getValue().empty())
            attrs.push_back(
                b.getNamedAttr("max-workgroup-invocations",
                               b.getStringAttr(options.maxInvocations)));
          std::string error;
          FailureOr<TargetConfig> config =
              resolveTargetConfig(b.getDictionaryAttr(attrs),
                                  [&](const Twine &msg) { error = msg.str(); });
          if (failed(config))
            return errorHandler(error);
          buildTranslationPipeline(pm, *config);
          return success();
        },
        [](function_ref<void(const detail::PassOptions &)> optHandler) {
          optHandler(TranslatePipelineOptions());
        });
  });
}

//===----------------------------------------------------------------------===//
// Serialization
//===----------------------------------------------------------------------===//

namespace {

/// A temporary file removed on destruction.
struct TempFile {
  llvm::SmallString<128> path;
  ~TempFile() {
    if (!path.empty())
      llvm::sys::fs::remove(path);
  }
};

LogicalResult makeTemp(Operation *anchor, StringRef suffix, TempFile &file) {
  int fd;
  if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
          "strata-vulkan", suffix, fd, file.path))
    return anchor->emitError("cannot create a temporary file: ")
           << ec.message();
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  return success();
}

LogicalResult writeWords(Operation *anchor, StringRef path,
                         ArrayRef<uint32_t> words) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (!ec) {
    os.write(reinterpret_cast<const char *>(words.data()), words.size() * 4);
    os.close();
    ec = os.error();
    os.clear_error();
  }
  if (ec)
    return anchor->emitError("cannot write '") << path << "': " << ec.message();
  return success();
}

/// Runs `tool args...`; on a non-zero exit returns failure with its output
/// in `output`.
LogicalResult runTool(Operation *anchor, StringRef tool,
                      ArrayRef<std::string> args, std::string &output) {
  llvm::ErrorOr<std::string> program = llvm::sys::findProgramByName(tool);
  if (!program) {
    output =
        (tool + " not found in PATH (install spirv-tools / spirv-cross)").str();
    return failure();
  }
  TempFile log;
  if (failed(makeTemp(anchor, "log", log)))
    return failure();
  SmallVector<StringRef> argv = {*program};
  for (const std::string &a : args)
    argv.push_back(a);
  std::optional<StringRef> redirects[] = {StringRef(""), log.path.str(),
                                          log.path.str()};
  std::string error;
  int rc = llvm::sys::ExecuteAndWait(*program, argv, std::nullopt, redirects,
                                     /*SecondsToWait=*/120, 0, &error);
  if (auto buffer = llvm::MemoryBuffer::getFile(log.path))
    output = (*buffer)->getBuffer().trim().str();
  if (rc != 0) {
    if (output.empty())
      output = error.empty() ? "exit code " + std::to_string(rc) : error;
    return failure();
  }
  return success();
}

/// One entry point's shader: serialized, validated, optimized, validated.
FailureOr<ExecutableEntry> buildEntry(ModuleOp inner, const std::string &entry,
                                      const TargetConfig &config) {
  auto spvModule = dyn_cast_or_null<spirv::ModuleOp>(
      SymbolTable::lookupSymbolIn(inner, entry));
  if (!spvModule)
    return inner.emitError("entry point '")
           << entry << "' has no spirv.module after translation";
  auto size = spvModule->getAttrOfType<DenseI64ArrayAttr>(kWorkgroupSizeAttr);
  auto bindings = spvModule->getAttrOfType<IntegerAttr>(kBindingCountAttr);
  if (!size || size.size() != 3 || !bindings)
    return spvModule.emitError("spirv.module '")
           << entry << "' lacks " << kWorkgroupSizeAttr << " or "
           << kBindingCountAttr;
  // The serializer wants a module without our bookkeeping attributes.
  OwningOpRef<spirv::ModuleOp> clone(spvModule.clone());
  for (StringRef name :
       {StringRef(kWorkgroupCountAttr), StringRef(kWorkgroupSizeAttr),
        StringRef(kBindingCountAttr), StringRef(kPrivateMemoryBytesAttr),
        StringRef(kWorkgroupMemoryBytesAttr), StringRef(kWorkgroupCountMapAttr),
        StringRef(kPushConstantsAttr), StringRef(kStridedGridAttr)})
    (*clone)->removeAttr(name);
  // spirv-update-vce picks the lowest version the ops need, but from SPIR-V
  // 1.4 on spirv-lower-abi-attrs lists every interface variable in the
  // entry point, which is only valid in a module declaring >= 1.4.
  spirv::TargetEnvAttr targetEnv = config.getTargetEnv(spvModule.getContext());
  if (std::optional<spirv::VerCapExtAttr> vce = clone->getVceTriple();
      vce && targetEnv.getVersion() >= spirv::Version::V_1_4 &&
      vce->getVersion() < targetEnv.getVersion())
    clone->setVceTripleAttr(spirv::VerCapExtAttr::get(
        targetEnv.getVersion(), llvm::to_vector(vce->getCapabilities()),
        llvm::to_vector(vce->getExtensions()), spvModule.getContext()));
  // bf16 cooperative matrices need their own capability, which the
  // deduction of spirv-update-vce does not know.
  bool bf16Matrices = false;
  clone->walk([&](spirv::KHRCooperativeMatrixLoadOp load) {
    bf16Matrices |= cast<spirv::CooperativeMatrixType>(load.getType())
                        .getElementType()
                        .isBF16();
  });
  if (std::optional<spirv::VerCapExtAttr> vce = clone->getVceTriple();
      vce && bf16Matrices) {
    SmallVector<spirv::Capability> caps =
        llvm::to_vector(vce->getCapabilities());
    if (!llvm::is_contained(caps,
                            spirv::Capability::BFloat16CooperativeMatrixKHR))
      caps.push_back(spirv::Capability::BFloat16CooperativeMatrixKHR);
    clone->setVceTripleAttr(spirv::VerCapExtAttr::get(
        vce->getVersion(), caps, llvm::to_vector(vce->getExtensions()),
        spvModule.getContext()));
  }
  markReadOnlyBindings(*clone);
  SmallVector<uint32_t> binary;
  if (failed(spirv::serialize(*clone, binary)))
    return spvModule.emitError("cannot serialize the SPIR-V of '")
           << entry << "'";

  std::string env = config.getToolTargetEnv();
  std::string output;
  // SPIRV-Tools older than SPV_KHR_cooperative_matrix (Debian bookworm's
  // 2023.1) reject its capability as unknown: such a shader is checked by
  // MLIR's verifier and the driver alone, and not optimized.
  bool toolsKnowShader = true;
  if (!validateSpirv(binary, env, output)) {
    if (!toolLacksCooperativeMatrices(output))
      return spvModule.emitError("spirv-val rejects the shader of entry '")
             << entry << "': " << output;
    toolsKnowShader = false;
  }
  ExecutableEntry result;
  result.name = entry;
  result.spirv.assign(binary.begin(), binary.end());
  if (config.optimize && toolsKnowShader) {
    std::vector<uint32_t> optimized;
    if (!optimizeSpirv(binary, env, optimized, output))
      return spvModule.emitError("spirv-opt failed on entry '")
             << entry << "': " << output;
    if (!validateSpirv(optimized, env, output))
      return spvModule.emitError("spirv-val rejects the spirv-opt output for "
                                 "entry '")
             << entry << "': " << output;
    result.spirv = std::move(optimized);
  }
  result.bindingCount = static_cast<uint32_t>(bindings.getInt());
  result.pushConstantCount =
      static_cast<uint32_t>(getPushConstantCount(spvModule));
  if (spvModule->hasAttr(kStridedGridAttr))
    result.flags |= kEntryStridedGrid;
  for (int i = 0; i < 3; ++i)
    result.workgroupSize[i] = static_cast<uint32_t>(size[i]);
  return result;
}

FailureOr<std::vector<ExecutableEntry>>
buildEntries(ModuleOp inner, DictionaryAttr options,
             llvm::ArrayRef<std::string> entryPoints) {
  FailureOr<TargetConfig> config = resolveTargetConfig(
      options, [&](const llvm::Twine &msg) { inner.emitError() << msg; });
  if (failed(config))
    return failure();
  std::vector<ExecutableEntry> entries;
  for (const std::string &name : entryPoints) {
    FailureOr<ExecutableEntry> entry = buildEntry(inner, name, *config);
    if (failed(entry))
      return failure();
    entries.push_back(std::move(*entry));
  }
  return entries;
}

class VulkanTargetBackend : public TargetBackend {
public:
  std::string getName() const override { return "vulkan-spirv"; }
  std::string getExecutableFormat(DictionaryAttr) const override {
    return "vulkan-spirv";
  }
  bool supportsDynamicShapes() const override { return true; }
  /// The float types with cooperative matrices (lib/CooperativeAttention.cpp:
  /// on an H200 the fused bf16 GPT layer at 4096 tokens ran 2.27 ms
  /// against 4.28 ms split); the f32 FMA kernel is slower than the split
  /// tensor-core and FMA matmul tiles. (8-bit integer matrices serve
  /// integer contractions only.)
  std::vector<std::string>
  getFusedAttentionTypes(DictionaryAttr options) const override {
    FailureOr<TargetConfig> config =
        resolveTargetConfig(options, [](const llvm::Twine &) {});
    if (failed(config) || config->subgroupSize != 32)
      return {};
    std::vector<std::string> types;
    for (const std::string &type : config->cooperativeMatrixTypes)
      if (type == "f16" || type == "bf16")
        types.push_back(type);
    return types;
  }
  LogicalResult verifyOptions(
      DictionaryAttr options,
      llvm::function_ref<void(const llvm::Twine &)> emitError) const override {
    return resolveTargetConfig(options, emitError);
  }
  void buildTranslationPipeline(OpPassManager &pm,
                                DictionaryAttr options) const override {
    std::string error;
    FailureOr<TargetConfig> config = resolveTargetConfig(
        options, [&](const llvm::Twine &msg) { error = msg.str(); });
    if (failed(config)) {
      // verifyOptions rejects these before; fall back to the defaults.
      llvm::errs() << error << " (using the default vulkan-spirv target)\n";
      config = TargetConfig();
    }
    vulkan::buildTranslationPipeline(pm, *config);
  }

  FailureOr<std::vector<uint8_t>>
  serialize(ModuleOp innerModule, DictionaryAttr options,
            llvm::ArrayRef<std::string> entryPoints) const override {
    FailureOr<std::vector<ExecutableEntry>> entries =
        buildEntries(innerModule, options, entryPoints);
    if (failed(entries))
      return failure();
    return writeExecutable(*entries);
  }

  LogicalResult dumpExecutable(ModuleOp translatedModule,
                               DictionaryAttr options,
                               llvm::ArrayRef<std::string> entryPoints,
                               llvm::StringRef directory,
                               llvm::StringRef baseName) const override {
    FailureOr<std::vector<ExecutableEntry>> entries =
        buildEntries(translatedModule, options, entryPoints);
    if (failed(entries))
      return failure();
    if (std::error_code ec = llvm::sys::fs::create_directories(directory))
      return translatedModule.emitError() << "cannot create directory '"
                                          << directory << "': " << ec.message();
    for (const ExecutableEntry &entry : *entries) {
      auto path = [&](StringRef ext) {
        llvm::SmallString<256> p(directory);
        llvm::sys::path::append(p, baseName + "." + entry.name + ext);
        return std::string(p);
      };
      std::string spv = path(".spv"), output;
      if (failed(writeWords(translatedModule, spv, entry.spirv)))
        return failure();
      if (failed(runTool(translatedModule, "spirv-dis",
                         {spv, "-o", path(".spvasm")}, output))) {
        // Tools older than the shader's cooperative matrices: the .mlir
        // form is the readable one.
        if (toolLacksCooperativeMatrices(output))
          continue;
        return translatedModule.emitError("spirv-dis failed on '")
               << spv << "': " << output;
      }
      if (failed(runTool(translatedModule, "spirv-cross",
                         {spv, "--vulkan-semantics", "--output", path(".glsl")},
                         output)))
        return translatedModule.emitError("spirv-cross failed on '")
               << spv << "': " << output;
    }
    return success();
  }
};

} // namespace

static void registerVulkanDialects(DialectRegistry &registry) {
  registry.insert<affine::AffineDialect, arith::ArithDialect,
                  bufferization::BufferizationDialect, func::FuncDialect,
                  gpu::GPUDialect, index::IndexDialect, linalg::LinalgDialect,
                  math::MathDialect, memref::MemRefDialect, scf::SCFDialect,
                  spirv::SPIRVDialect, tensor::TensorDialect, ub::UBDialect,
                  vector::VectorDialect>();
  affine::registerValueBoundsOpInterfaceExternalModels(registry);
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  arith::registerValueBoundsOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  linalg::registerAllDialectInterfaceImplementations(registry);
  memref::registerAllocationOpInterfaceExternalModels(registry);
  memref::registerValueBoundsOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerValueBoundsOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerInferTypeOpInterfaceExternalModels(registry);
  tensor::registerSubsetOpInterfaceExternalModels(registry);
  tensor::registerTilingInterfaceExternalModels(registry);
  tensor::registerValueBoundsOpInterfaceExternalModels(registry);
}

} // namespace strata::vulkan

static void registerVulkanPlugin(strata::PluginRegistrar *registrar) {
  using namespace strata::vulkan;
  registerVulkanDialects(registrar->getDialectRegistry());
  registerVulkanPassesAndPipelines();
  for (const char *pass :
       {"strata-vulkan-tile-and-distribute", "strata-vulkan-expand-math",
        "strata-vulkan-cooperative-kernels", "strata-vulkan-map-to-gpu",
        "strata-vulkan-convert-to-spirv", "strata-vulkan-translate"})
    registrar->notePass(pass);
  registrar->addTargetBackend(std::make_shared<VulkanTargetBackend>());
}

STRATA_DEFINE_COMPILER_PLUGIN("target-vulkan", registerVulkanPlugin)
