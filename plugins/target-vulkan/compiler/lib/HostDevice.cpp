//===- HostDevice.cpp - target options from the local Vulkan device -*- C++
//-*-===//
//
// `"device": "host"` (or `"host:N"`) in a vulkan-spirv manifest entry: the
// SPIR-V version, capabilities and limits come from physical device N of
// the machine the compiler runs on. The Vulkan loader is opened with dlopen
// so the compiler itself never needs one unless this option is used.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/Vulkan/VulkanTarget.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"

#include <string>

#if STRATA_HAVE_VULKAN_HEADERS
#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

#include <dlfcn.h>
#endif

using namespace mlir;

namespace strata::vulkan {

#if STRATA_HAVE_VULKAN_HEADERS

namespace {

/// The SPIR-V version a Vulkan API version guarantees.
const char *getSpirvVersion(uint32_t apiVersion) {
  uint32_t major = VK_API_VERSION_MAJOR(apiVersion);
  uint32_t minor = VK_API_VERSION_MINOR(apiVersion);
  if (major > 1 || minor >= 3)
    return "1.6";
  if (minor == 2)
    return "1.5";
  if (minor == 1)
    return "1.3";
  return "1.0";
}

/// The loader's entry points this query uses.
// VK_KHR_cooperative_matrix and VK_KHR_shader_bfloat16, declared here: the
// Vulkan headers this builds with (1.3.239) predate them (their layout and
// values are fixed by the registry).
constexpr VkStructureType kStructureTypeCooperativeMatrixFeatures =
    static_cast<VkStructureType>(1000506000);
constexpr VkStructureType kStructureTypeCooperativeMatrixProperties =
    static_cast<VkStructureType>(1000506001);
constexpr VkStructureType kStructureTypeShaderBfloat16Features =
    static_cast<VkStructureType>(1000141000);
constexpr uint32_t kComponentFloat16 = 0, kComponentFloat32 = 1,
                   kComponentSint8 = 3, kComponentSint32 = 5,
                   kComponentUint8 = 7, kComponentUint32 = 9,
                   kComponentBFloat16 = 1000141000, kScopeSubgroup = 3;
struct CooperativeMatrixFeatures {
  VkStructureType sType;
  void *pNext = nullptr;
  VkBool32 cooperativeMatrix = VK_FALSE;
  VkBool32 cooperativeMatrixRobustBufferAccess = VK_FALSE;
};
struct Bfloat16Features {
  VkStructureType sType;
  void *pNext = nullptr;
  VkBool32 shaderBFloat16Type = VK_FALSE;
  VkBool32 shaderBFloat16DotProduct = VK_FALSE;
  VkBool32 shaderBFloat16CooperativeMatrix = VK_FALSE;
};
struct CooperativeMatrixProperties {
  VkStructureType sType;
  void *pNext = nullptr;
  uint32_t mSize = 0, nSize = 0, kSize = 0;
  uint32_t aType = 0, bType = 0, cType = 0, resultType = 0;
  VkBool32 saturatingAccumulation = VK_FALSE;
  uint32_t scope = 0;
};
using CooperativeMatrixPropertiesFn =
    VkResult (*)(VkPhysicalDevice, uint32_t *, CooperativeMatrixProperties *);

struct Loader {
  void *library = nullptr;
  PFN_vkGetInstanceProcAddr getInstanceProcAddr = nullptr;
  PFN_vkCreateInstance createInstance = nullptr;
  PFN_vkDestroyInstance destroyInstance = nullptr;
  PFN_vkEnumeratePhysicalDevices enumeratePhysicalDevices = nullptr;
  PFN_vkGetPhysicalDeviceProperties2 getProperties2 = nullptr;
  PFN_vkGetPhysicalDeviceFeatures2 getFeatures2 = nullptr;

  ~Loader() {
    if (library)
      dlclose(library);
  }
};

} // namespace

FailureOr<TargetConfig>
queryHostDeviceConfig(StringRef spec,
                      llvm::function_ref<void(const llvm::Twine &)> emitError) {
  unsigned index = 0;
  if (spec != "host" &&
      (!spec.consume_front("host:") || spec.getAsInteger(10, index))) {
    emitError("option 'device': bad value '" + spec +
              "' (expected 'host' or 'host:N', N a Vulkan device index)");
    return failure();
  }

  Loader vk;
  vk.library = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!vk.library) {
    emitError(llvm::Twine("option 'device': cannot query the local Vulkan "
                          "device: no Vulkan loader (") +
              dlerror() +
              "); give spirv-version, capabilities and the max-* limits "
              "instead");
    return failure();
  }
  vk.getInstanceProcAddr = reinterpret_cast<PFN_vkGetInstanceProcAddr>(
      dlsym(vk.library, "vkGetInstanceProcAddr"));
  if (!vk.getInstanceProcAddr) {
    emitError("option 'device': the Vulkan loader has no "
              "vkGetInstanceProcAddr");
    return failure();
  }
  vk.createInstance = reinterpret_cast<PFN_vkCreateInstance>(
      vk.getInstanceProcAddr(nullptr, "vkCreateInstance"));

  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.pApplicationName = "strata-compile";
  app.apiVersion = VK_API_VERSION_1_1; // for the *2 queries below
  VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  info.pApplicationInfo = &app;
  VkInstance instance = VK_NULL_HANDLE;
  VkResult result = vk.createInstance
                        ? vk.createInstance(&info, nullptr, &instance)
                        : VK_ERROR_INITIALIZATION_FAILED;
  if (result != VK_SUCCESS) {
    emitError("option 'device': cannot create a Vulkan 1.1 instance "
              "(VkResult " +
              llvm::Twine(static_cast<int>(result)) + ")");
    return failure();
  }
  auto load = [&](const char *name) {
    return vk.getInstanceProcAddr(instance, name);
  };
  vk.destroyInstance =
      reinterpret_cast<PFN_vkDestroyInstance>(load("vkDestroyInstance"));
  auto destroy = llvm::make_scope_exit([&] {
    if (vk.destroyInstance)
      vk.destroyInstance(instance, nullptr);
  });
  vk.enumeratePhysicalDevices =
      reinterpret_cast<PFN_vkEnumeratePhysicalDevices>(
          load("vkEnumeratePhysicalDevices"));
  vk.getProperties2 = reinterpret_cast<PFN_vkGetPhysicalDeviceProperties2>(
      load("vkGetPhysicalDeviceProperties2"));
  vk.getFeatures2 = reinterpret_cast<PFN_vkGetPhysicalDeviceFeatures2>(
      load("vkGetPhysicalDeviceFeatures2"));
  if (!vk.enumeratePhysicalDevices || !vk.getProperties2 || !vk.getFeatures2) {
    emitError("option 'device': the Vulkan loader lacks Vulkan 1.1 queries");
    return failure();
  }

  uint32_t count = 0;
  vk.enumeratePhysicalDevices(instance, &count, nullptr);
  std::vector<VkPhysicalDevice> devices(count);
  if (count)
    vk.enumeratePhysicalDevices(instance, &count, devices.data());
  if (index >= count) {
    emitError("option 'device': no Vulkan device " + llvm::Twine(index) +
              " on this machine (found " + llvm::Twine(count) + ")");
    return failure();
  }
  VkPhysicalDevice device = devices[index];

  VkPhysicalDeviceSubgroupProperties subgroup{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES};
  VkPhysicalDeviceFloatControlsProperties floatControls{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES};
  VkPhysicalDeviceProperties2 properties{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  properties.pNext = &subgroup;
  // Float controls are core from Vulkan 1.2 (the runtime's minimum).
  subgroup.pNext = &floatControls;
  vk.getProperties2(device, &properties);
  const VkPhysicalDeviceLimits &limits = properties.properties.limits;
  uint32_t apiVersion = properties.properties.apiVersion;

  // The 1.1/1.2 feature structs are only valid to chain on a 1.2 device.
  VkPhysicalDeviceVulkan11Features features11{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
  VkPhysicalDeviceVulkan12Features features12{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  VkPhysicalDeviceFeatures2 features{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  bool hasVulkan12 = VK_API_VERSION_MAJOR(apiVersion) > 1 ||
                     VK_API_VERSION_MINOR(apiVersion) >= 2;
  if (hasVulkan12) {
    features.pNext = &features11;
    features11.pNext = &features12;
  }
  vk.getFeatures2(device, &features);

  TargetConfig config;
  config.spirvVersion = getSpirvVersion(apiVersion);
  std::vector<std::string> &caps = config.capabilities;
  caps.push_back("Shader");
  const VkPhysicalDeviceFeatures &core = features.features;
  if (core.shaderFloat64)
    caps.push_back("Float64");
  if (core.shaderInt64)
    caps.push_back("Int64");
  if (core.shaderInt16)
    caps.push_back("Int16");
  if (hasVulkan12) {
    if (features12.shaderFloat16)
      caps.push_back("Float16");
    if (features12.shaderInt8)
      caps.push_back("Int8");
    if (features12.storageBuffer8BitAccess)
      caps.push_back("StorageBuffer8BitAccess");
    if (features11.storageBuffer16BitAccess)
      caps.push_back("StorageBuffer16BitAccess");
  }
  // NaN/inf/signed-zero preserving execution modes (ConvertToSPIRV adds
  // them for every float width the device preserves in 32-bit).
  if (floatControls.shaderSignedZeroInfNanPreserveFloat32)
    caps.push_back("SignedZeroInfNanPreserve");
  if (subgroup.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT) {
    const std::pair<VkSubgroupFeatureFlagBits, const char *> kSubgroupOps[] = {
        {VK_SUBGROUP_FEATURE_BASIC_BIT, "GroupNonUniform"},
        {VK_SUBGROUP_FEATURE_VOTE_BIT, "GroupNonUniformVote"},
        {VK_SUBGROUP_FEATURE_ARITHMETIC_BIT, "GroupNonUniformArithmetic"},
        {VK_SUBGROUP_FEATURE_BALLOT_BIT, "GroupNonUniformBallot"},
        {VK_SUBGROUP_FEATURE_SHUFFLE_BIT, "GroupNonUniformShuffle"},
        {VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT,
         "GroupNonUniformShuffleRelative"},
        {VK_SUBGROUP_FEATURE_QUAD_BIT, "GroupNonUniformQuad"},
    };
    for (auto [bit, name] : kSubgroupOps)
      if (subgroup.supportedOperations & bit)
        caps.push_back(name);
  }
  if (subgroup.subgroupSize)
    config.subgroupSize = subgroup.subgroupSize;
  // Cooperative matrices (VK_KHR_cooperative_matrix; bf16 ones with
  // VK_KHR_shader_bfloat16): the operand types with a 16 x 16 x 16
  // subgroup shape accumulating in f32, and 8-bit integers with 16 x 16 x
  // 32 accumulating in 32-bit integers of the same signedness, which the
  // matmul kernel uses.
  auto enumerateExtensions =
      reinterpret_cast<PFN_vkEnumerateDeviceExtensionProperties>(
          load("vkEnumerateDeviceExtensionProperties"));
  auto getCoopProperties = reinterpret_cast<CooperativeMatrixPropertiesFn>(
      load("vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"));
  std::vector<VkExtensionProperties> extensions;
  if (enumerateExtensions) {
    uint32_t n = 0;
    enumerateExtensions(device, nullptr, &n, nullptr);
    extensions.resize(n);
    enumerateExtensions(device, nullptr, &n, extensions.data());
  }
  auto hasExtension = [&](StringRef name) {
    return llvm::any_of(extensions, [&](const VkExtensionProperties &e) {
      return name == e.extensionName;
    });
  };
  if (hasVulkan12 && getCoopProperties &&
      hasExtension("VK_KHR_cooperative_matrix")) {
    CooperativeMatrixFeatures coop{kStructureTypeCooperativeMatrixFeatures};
    Bfloat16Features bf16{kStructureTypeShaderBfloat16Features};
    VkPhysicalDeviceFeatures2 query{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
    query.pNext = &coop;
    if (hasExtension("VK_KHR_shader_bfloat16"))
      coop.pNext = &bf16;
    vk.getFeatures2(device, &query);
    uint32_t n = 0;
    getCoopProperties(device, &n, nullptr);
    std::vector<CooperativeMatrixProperties> shapes(
        n,
        CooperativeMatrixProperties{kStructureTypeCooperativeMatrixProperties});
    if (n)
      getCoopProperties(device, &n, shapes.data());
    auto offers = [&](uint32_t operand, uint32_t k = 16,
                      uint32_t accumulator = kComponentFloat32) {
      return llvm::any_of(shapes, [&](const CooperativeMatrixProperties &p) {
        return p.mSize == 16 && p.nSize == 16 && p.kSize == k &&
               p.aType == operand && p.bType == operand &&
               p.cType == accumulator && p.resultType == accumulator &&
               !p.saturatingAccumulation && p.scope == kScopeSubgroup;
      });
    };
    if (coop.cooperativeMatrix && config.subgroupSize == 32) {
      if (offers(kComponentFloat16) && features12.shaderFloat16) {
        config.cooperativeMatrixTypes.push_back("f16");
        caps.push_back("CooperativeMatrixKHR");
      }
      if (offers(kComponentBFloat16) && bf16.shaderBFloat16CooperativeMatrix) {
        config.cooperativeMatrixTypes.push_back("bf16");
        if (!llvm::is_contained(caps, "CooperativeMatrixKHR"))
          caps.push_back("CooperativeMatrixKHR");
        caps.push_back("BFloat16TypeKHR");
        caps.push_back("BFloat16CooperativeMatrixKHR");
      }
      for (auto [name, operand, accumulator] :
           {std::tuple("i8", kComponentSint8, kComponentSint32),
            std::tuple("ui8", kComponentUint8, kComponentUint32)})
        if (offers(operand, 32, accumulator) &&
            llvm::is_contained(caps, "Int8")) {
          config.cooperativeMatrixTypes.push_back(name);
          if (!llvm::is_contained(caps, "CooperativeMatrixKHR"))
            caps.push_back("CooperativeMatrixKHR");
        }
    }
  }
  config.maxWorkgroupInvocations = limits.maxComputeWorkGroupInvocations;
  for (int i = 0; i < 3; ++i)
    config.maxWorkgroupSize[i] = limits.maxComputeWorkGroupSize[i];
  config.maxSharedMemoryBytes = limits.maxComputeSharedMemorySize;
  return config;
}

#else

FailureOr<TargetConfig>
queryHostDeviceConfig(StringRef spec,
                      llvm::function_ref<void(const llvm::Twine &)> emitError) {
  emitError("option 'device': this compiler was built without the Vulkan "
            "headers and cannot query the local device ('" +
            spec +
            "'); give spirv-version, capabilities and the max-* "
            "limits instead");
  return failure();
}

#endif

} // namespace strata::vulkan
