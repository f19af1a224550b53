//===- VulkanDriver.cpp - The `vulkan` HAL driver runtime plugin -*- C++
//-*-===//
//
// A HAL driver (sdk/include/strata/sdk/runtime_plugin.h, API version 2) that
// runs `vulkan-spirv` executables on Vulkan devices. C ABI outside, C++
// inside; every entry point catches everything, so no exception leaves the
// plugin. See plugins/target-vulkan/README.md ("Runtime").
//
//===----------------------------------------------------------------------===//

#include "BindingAccess.h"
#include "ExecutableValidation.h"
#include "FloatControls.h"
#include "KeepLibrariesMapped.h"
#include "PipelineStatistics.h"
#include "VulkanDevice.h"

#include "strata/Vulkan/ExecutableFormat.h"
#include "strata/sdk/runtime_plugin.h"

#include <spirv_cross/spirv_cross_c.h>
#include <vulkan/vulkan.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace strata::vulkan::driver {

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

const char *vkResultName(VkResult r) {
  switch (r) {
#define CASE(x)                                                                \
  case x:                                                                      \
    return #x;
    CASE(VK_SUCCESS)
    CASE(VK_NOT_READY)
    CASE(VK_TIMEOUT)
    CASE(VK_INCOMPLETE)
    CASE(VK_ERROR_OUT_OF_HOST_MEMORY)
    CASE(VK_ERROR_OUT_OF_DEVICE_MEMORY)
    CASE(VK_ERROR_INITIALIZATION_FAILED)
    CASE(VK_ERROR_DEVICE_LOST)
    CASE(VK_ERROR_MEMORY_MAP_FAILED)
    CASE(VK_ERROR_LAYER_NOT_PRESENT)
    CASE(VK_ERROR_EXTENSION_NOT_PRESENT)
    CASE(VK_ERROR_FEATURE_NOT_PRESENT)
    CASE(VK_ERROR_INCOMPATIBLE_DRIVER)
    CASE(VK_ERROR_TOO_MANY_OBJECTS)
    CASE(VK_ERROR_FORMAT_NOT_SUPPORTED)
    CASE(VK_ERROR_FRAGMENTED_POOL)
    CASE(VK_ERROR_OUT_OF_POOL_MEMORY)
    CASE(VK_ERROR_INVALID_SHADER_NV)
#undef CASE
  default:
    return "VkResult";
  }
}

/// Maps a failed VkResult of `what` to a Result; a lost device becomes
/// sticky on `dev`.
Result vkFailure(strata_hal_device_t *dev, VkResult r,
                 const std::string &what) {
  std::string message = what + " failed: " + vkResultName(r) + " (" +
                        std::to_string(int(r)) + ")";
  if (r == VK_ERROR_DEVICE_LOST) {
    if (dev && !dev->lost) {
      dev->lost = true;
      dev->lostMessage = message;
    }
    return failure(STRATA_PLUGIN_DEVICE_LOST, message);
  }
  if (r == VK_ERROR_OUT_OF_HOST_MEMORY || r == VK_ERROR_OUT_OF_DEVICE_MEMORY ||
      r == VK_ERROR_OUT_OF_POOL_MEMORY)
    return failure(STRATA_PLUGIN_RESOURCE_EXHAUSTED, message);
  return failure(STRATA_PLUGIN_INTERNAL, message);
}

/// Writes `r`'s message into the caller's buffer; returns its code.
int report(const Result &r, char *error, size_t capacity) {
  if (error && capacity) {
    size_t n = std::min(r.message.size(), capacity - 1);
    std::memcpy(error, r.message.data(), n);
    error[n] = 0;
  }
  return r.code;
}

/// DEVICE_LOST when the device was lost earlier, else a validation error
/// reported since the last check, else success.
Result deviceState(strata_hal_device_t *dev) {
  if (dev->lost)
    return failure(STRATA_PLUGIN_DEVICE_LOST,
                   "device was lost earlier: " + dev->lostMessage);
  std::lock_guard<std::mutex> lock(dev->validationMutex);
  if (dev->validationErrors.empty())
    return success();
  std::string message = "Vulkan validation error";
  if (dev->validationErrors.size() > 1)
    message += " (" + std::to_string(dev->validationErrors.size()) +
               " errors, first shown)";
  message += ": " + dev->validationErrors.front();
  dev->validationErrors.clear();
  return failure(STRATA_PLUGIN_INTERNAL, message);
}

//===----------------------------------------------------------------------===//
// Instance
//===----------------------------------------------------------------------===//

VKAPI_ATTR VkBool32 VKAPI_CALL onValidationMessage(
    VkDebugUtilsMessageSeverityFlagBitsEXT severity,
    VkDebugUtilsMessageTypeFlagsEXT,
    const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
  if (!(severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT))
    return VK_FALSE;
  auto *dev = static_cast<strata_hal_device_t *>(user);
  std::string message = data && data->pMessage ? data->pMessage : "(none)";
  std::lock_guard<std::mutex> lock(dev->validationMutex);
  dev->validationErrors.push_back(std::move(message));
  return VK_FALSE;
}

bool hasLayer(const char *name) {
  uint32_t count = 0;
  if (vkEnumerateInstanceLayerProperties(&count, nullptr) != VK_SUCCESS)
    return false;
  std::vector<VkLayerProperties> layers(count);
  if (vkEnumerateInstanceLayerProperties(&count, layers.data()) != VK_SUCCESS)
    return false;
  for (const auto &l : layers)
    if (std::strcmp(l.layerName, name) == 0)
      return true;
  return false;
}

/// Whether environment variable `name` is set to something other than 0.
bool envFlag(const char *name) {
  const char *v = std::getenv(name);
  return v && *v && std::strcmp(v, "0") != 0;
}

bool validationRequested() { return envFlag("STRATA_VULKAN_VALIDATION"); }

const char kValidationLayer[] = "VK_LAYER_KHRONOS_validation";

/// Creates an instance (Vulkan 1.3, or 1.2 on older loaders). With `dev`,
/// enables the validation layer and a messenger reporting into `dev` when
/// requested and installed.
Result createInstance(VkInstance *out, strata_hal_device_t *dev) {
  uint32_t version = VK_API_VERSION_1_0;
  if (vkEnumerateInstanceVersion(&version) != VK_SUCCESS ||
      version < VK_API_VERSION_1_2)
    return failure(STRATA_PLUGIN_UNAVAILABLE,
                   "the Vulkan loader supports version " +
                       std::to_string(VK_API_VERSION_MAJOR(version)) + "." +
                       std::to_string(VK_API_VERSION_MINOR(version)) +
                       ", the vulkan driver needs 1.2");
  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.pApplicationName = "strata";
  app.pEngineName = "strata";
  // 1.3 where the loader has it, so devices that support it accept SPIR-V
  // 1.6 (what "device": "host" compiles for on a Vulkan 1.3 device).
  app.apiVersion =
      version >= VK_API_VERSION_1_3 ? VK_API_VERSION_1_3 : VK_API_VERSION_1_2;
  std::vector<const char *> layers, extensions;
  bool validation = dev && validationRequested();
  if (validation && !hasLayer(kValidationLayer)) {
    std::fprintf(stderr,
                 "strata vulkan driver: warning: STRATA_VULKAN_VALIDATION is "
                 "set but %s is not installed; running without it\n",
                 kValidationLayer);
    validation = false;
  }
  VkDebugUtilsMessengerCreateInfoEXT messengerInfo{
      VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
  messengerInfo.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
  messengerInfo.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                              VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
  messengerInfo.pfnUserCallback = onValidationMessage;
  messengerInfo.pUserData = dev;
  VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  info.pApplicationInfo = &app;
  if (validation) {
    layers.push_back(kValidationLayer);
    extensions.push_back(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);
    info.pNext = &messengerInfo; // also covers vkCreate/DestroyInstance
  }
  info.enabledLayerCount = uint32_t(layers.size());
  info.ppEnabledLayerNames = layers.data();
  info.enabledExtensionCount = uint32_t(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();
  VK_CHECK(nullptr, vkCreateInstance(&info, nullptr, out), "vkCreateInstance");
  keepLoadedLibrariesMappedUnderSanitizers();
  if (validation) {
    dev->validation = true;
    auto create = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(
        vkGetInstanceProcAddr(*out, "vkCreateDebugUtilsMessengerEXT"));
    if (!create ||
        create(*out, &messengerInfo, nullptr, &dev->messenger) != VK_SUCCESS) {
      vkDestroyInstance(*out, nullptr);
      *out = VK_NULL_HANDLE;
      return failure(STRATA_PLUGIN_INTERNAL,
                     "cannot create the validation messenger");
    }
  }
  return success();
}

Result physicalDevices(VkInstance instance,
                       std::vector<VkPhysicalDevice> &out) {
  uint32_t count = 0;
  VK_CHECK(nullptr, vkEnumeratePhysicalDevices(instance, &count, nullptr),
           "vkEnumeratePhysicalDevices");
  out.resize(count);
  VK_CHECK(nullptr, vkEnumeratePhysicalDevices(instance, &count, out.data()),
           "vkEnumeratePhysicalDevices");
  out.resize(count);
  return success();
}

void copyString(char *dst, size_t capacity, const std::string &src) {
  size_t n = std::min(src.size(), capacity - 1);
  std::memcpy(dst, src.data(), n);
  dst[n] = 0;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// A memory type allowed by `bits` with `required` flags (preferring
/// `preferred` too); -1 when none.
int findMemoryType(const VkPhysicalDeviceMemoryProperties &mem, uint32_t bits,
                   VkMemoryPropertyFlags required,
                   VkMemoryPropertyFlags preferred) {
  int fallback = -1;
  for (uint32_t i = 0; i < mem.memoryTypeCount; ++i) {
    if (!(bits & (1u << i)))
      continue;
    VkMemoryPropertyFlags f = mem.memoryTypes[i].propertyFlags;
    if ((f & required) != required)
      continue;
    if ((f & preferred) == preferred)
      return int(i);
    if (fallback < 0)
      fallback = int(i);
  }
  return fallback;
}

/// Bytes a buffer of `size` bytes binds and zeroes: vkCmdFillBuffer and
/// descriptor ranges want a non-zero multiple of 4.
VkDeviceSize boundRange(uint64_t size) {
  return std::max<VkDeviceSize>(4, (size + 3) & ~VkDeviceSize(3));
}

/// The pool's size class of a buffer binding `range` bytes: 256 bytes at
/// least, then four classes per power of two (at most 25% unused), so that
/// buffers of nearby sizes share freed memory.
VkDeviceSize sizeClass(VkDeviceSize range) {
  if (range <= 256)
    return 256;
  int log2 = 63 - __builtin_clzll(range - 1); // 2^log2 < range <= 2^(log2+1)
  VkDeviceSize step = VkDeviceSize(1) << (log2 - 2);
  return (range + step - 1) & ~(step - 1);
}

/// Creates a buffer of `size` bytes. A device-local one (storage usage) is
/// `sizeClass` bytes large; a host-visible one (staging) exactly the range.
Result createBuffer(strata_hal_device_t *dev, uint64_t size, bool hostVisible,
                    strata_hal_buffer_t &out) {
  out.size = size;
  out.range = boundRange(size);
  out.allocated = hostVisible ? out.range : sizeClass(out.range);
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.size = out.allocated;
  info.usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
               VK_BUFFER_USAGE_TRANSFER_DST_BIT |
               (hostVisible ? 0 : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  VK_CHECK(dev, vkCreateBuffer(dev->device, &info, nullptr, &out.buffer),
           "vkCreateBuffer(" + std::to_string(size) + " bytes)");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(dev->device, out.buffer, &req);
  int type = hostVisible
                 ? findMemoryType(dev->memory, req.memoryTypeBits,
                                  VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                      VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                                  VK_MEMORY_PROPERTY_HOST_CACHED_BIT)
                 : findMemoryType(dev->memory, req.memoryTypeBits, 0,
                                  VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  if (type < 0) {
    vkDestroyBuffer(dev->device, out.buffer, nullptr);
    out.buffer = VK_NULL_HANDLE;
    return failure(STRATA_PLUGIN_UNAVAILABLE,
                   std::string("no ") +
                       (hostVisible ? "host-visible coherent" : "usable") +
                       " memory type for a buffer");
  }
  VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  alloc.allocationSize = req.size;
  alloc.memoryTypeIndex = uint32_t(type);
  VkResult r = vkAllocateMemory(dev->device, &alloc, nullptr, &out.memory);
  if (r != VK_SUCCESS) {
    vkDestroyBuffer(dev->device, out.buffer, nullptr);
    out.buffer = VK_NULL_HANDLE;
    return vkFailure(
        dev, r, "vkAllocateMemory(" + std::to_string(req.size) + " bytes)");
  }
  VK_CHECK(dev, vkBindBufferMemory(dev->device, out.buffer, out.memory, 0),
           "vkBindBufferMemory");
  return success();
}

void destroyBuffer(strata_hal_device_t *dev, strata_hal_buffer_t &b) {
  if (b.buffer)
    vkDestroyBuffer(dev->device, b.buffer, nullptr);
  if (b.memory)
    vkFreeMemory(dev->device, b.memory, nullptr);
  b.buffer = VK_NULL_HANDLE;
  b.memory = VK_NULL_HANDLE;
}

/// Frees every pooled buffer.
void trimPool(strata_hal_device_t *dev) {
  if (!dev->freeBuffers.empty())
    forgetRecordedSubmissions(dev);
  for (auto &[size, list] : dev->freeBuffers)
    for (strata_hal_buffer_t *b : list) {
      destroyBuffer(dev, *b);
      delete b;
    }
  dev->freeBuffers.clear();
  dev->pooledBytes = 0;
}

void dropPendingFill(strata_hal_device_t *dev, const strata_hal_buffer_t *b) {
  auto pending =
      std::find_if(dev->pendingFills.begin(), dev->pendingFills.end(),
                   [&](const PendingFill &f) { return f.buffer == b; });
  if (pending != dev->pendingFills.end())
    dev->pendingFills.erase(pending);
}

/// A device-local buffer of `size` bytes, zero once the next submission
/// starts unless `uninitialized` (then poisoned, or left as it is): a pooled
/// one of the same size class when there is one, else a new one (after
/// emptying the pool when the device is out of memory).
Result acquireBuffer(strata_hal_device_t *dev, uint64_t size,
                     bool uninitialized,
                     std::unique_ptr<strata_hal_buffer_t> &out) {
  VkDeviceSize range = boundRange(size);
  auto it = dev->freeBuffers.find(sizeClass(range));
  if (it != dev->freeBuffers.end() && !it->second.empty()) {
    out.reset(it->second.back());
    it->second.pop_back();
    dev->pooledBytes -= out->allocated;
    out->size = size;
    out->range = range;
  } else {
    out = std::make_unique<strata_hal_buffer_t>();
    Result r = createBuffer(dev, size, /*hostVisible=*/false, *out);
    if (r.code == STRATA_PLUGIN_RESOURCE_EXHAUSTED && dev->pooledBytes) {
      trimPool(dev);
      r = createBuffer(dev, size, /*hostVisible=*/false, *out);
    }
    if (!r.ok()) {
      destroyBuffer(dev, *out);
      return r;
    }
  }
  if (!uninitialized)
    dev->pendingFills.push_back({out.get(), 0});
  else if (dev->poison)
    dev->pendingFills.push_back({out.get(), 0xffffffffu});
  return success();
}

/// Returns a buffer to the pool, or frees it when the pool is full.
/// Submissions complete before the call that made them returns, so nothing
/// on the device uses `b` anymore.
void releaseBuffer(strata_hal_device_t *dev, strata_hal_buffer_t *b) {
  dropPendingFill(dev, b);
  if (!dev->lost && dev->pooledBytes + b->allocated <= dev->poolLimit) {
    auto &list = dev->freeBuffers[b->allocated];
    list.insert(std::lower_bound(list.begin(), list.end(), b,
                                 std::greater<strata_hal_buffer_t *>()),
                b);
    dev->pooledBytes += b->allocated;
    return;
  }
  forgetRecordedSubmissions(dev);
  destroyBuffer(dev, *b);
  delete b;
}

/// Grows the staging buffer to at least `size` bytes.
Result ensureStaging(strata_hal_device_t *dev, uint64_t size) {
  if (dev->staging.buffer && dev->staging.allocated >= size)
    return success();
  if (dev->staging.buffer) {
    vkUnmapMemory(dev->device, dev->staging.memory);
    destroyBuffer(dev, dev->staging);
    dev->stagingMapped = nullptr;
  }
  uint64_t want = std::max<uint64_t>(size, 1 << 20);
  Result r = createBuffer(dev, want, /*hostVisible=*/true, dev->staging);
  if (!r.ok()) {
    destroyBuffer(dev, dev->staging);
    return r;
  }
  VK_CHECK(dev,
           vkMapMemory(dev->device, dev->staging.memory, 0, VK_WHOLE_SIZE, 0,
                       &dev->stagingMapped),
           "vkMapMemory(staging)");
  return success();
}

/// Bytes moved through the staging buffer at a time.
constexpr uint64_t kStagingChunk = 64ull << 20;

Result checkRange(const strata_hal_buffer_t *b, uint64_t offset,
                  uint64_t length, const char *what) {
  if (!b)
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   std::string(what) + " of a null buffer");
  if (offset > b->size || length > b->size - offset)
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   std::string(what) + " range [" + std::to_string(offset) +
                       ", " + std::to_string(offset + length) +
                       ") exceeds the buffer size " + std::to_string(b->size));
  return success();
}

//===----------------------------------------------------------------------===//
// Reflection (SPIRV-Cross C API)
//===----------------------------------------------------------------------===//

struct Reflection {
  std::vector<uint32_t> storageBindings; // set-0 bindings, sorted
  std::string other;                     // first non-storage-buffer resource
  uint32_t localSize[3] = {0, 0, 0};
};

// VK_KHR_cooperative_matrix and VK_KHR_shader_bfloat16 feature structs,
// declared here: the Vulkan headers this builds with (1.3.239) predate them
// (their layout and values are fixed by the registry).
constexpr VkStructureType kStructureTypeCooperativeMatrixFeatures =
    static_cast<VkStructureType>(1000506000);
constexpr VkStructureType kStructureTypeShaderBfloat16Features =
    static_cast<VkStructureType>(1000141000);
struct CooperativeMatrixFeatures {
  VkStructureType sType;
  void *pNext;
  VkBool32 cooperativeMatrix;
  VkBool32 cooperativeMatrixRobustBufferAccess;
};
struct Bfloat16Features {
  VkStructureType sType;
  void *pNext;
  VkBool32 shaderBFloat16Type;
  VkBool32 shaderBFloat16DotProduct;
  VkBool32 shaderBFloat16CooperativeMatrix;
};

constexpr uint32_t kCapabilityCooperativeMatrixKHR = 6022;
constexpr uint32_t kCapabilityBFloat16CooperativeMatrixKHR = 5118;

/// Whether the SPIR-V module `spirv` declares `capability` (the
/// OpCapability instructions lead the module, after its 5-word header).
bool declaresCapability(const std::vector<uint32_t> &spirv,
                        uint32_t capability) {
  constexpr uint32_t kOpCapability = 17;
  for (size_t i = 5; i < spirv.size();) {
    uint32_t words = spirv[i] >> 16, opcode = spirv[i] & 0xffffu;
    if (words == 0 || i + words > spirv.size() || opcode != kOpCapability)
      return false;
    if (words >= 2 && spirv[i + 1] == capability)
      return true;
    i += words;
  }
  return false;
}

/// Checks that `entry`'s SPIR-V has a GLCompute entry point of its name and
/// binds exactly storage buffers set 0, bindings 0..binding_count-1, with
/// LocalSize = workgroup_size.
Result reflectEntry(const strata::vulkan::ExecutableEntry &entry,
                    const std::string &where) {
  // The SPIRV-Cross this builds with (Debian bookworm's, 2021) predates
  // cooperative matrices and cannot parse their shaders: those are checked
  // by the driver at pipeline creation alone (untrusted modules go through
  // SPIRV-Tools' validator first, which refuses them as unknown).
  if (declaresCapability(entry.spirv, kCapabilityCooperativeMatrixKHR))
    return success();
  spvc_context ctx = nullptr;
  if (spvc_context_create(&ctx) != SPVC_SUCCESS)
    return failure(STRATA_PLUGIN_INTERNAL,
                   "cannot create a SPIRV-Cross context");
  struct Destroy {
    spvc_context ctx;
    ~Destroy() { spvc_context_destroy(ctx); }
  } destroy{ctx};
  std::string spvcError;
  spvc_context_set_error_callback(
      ctx,
      [](void *user, const char *message) {
        *static_cast<std::string *>(user) = message ? message : "";
      },
      &spvcError);
  spvc_parsed_ir ir = nullptr;
  if (spvc_context_parse_spirv(ctx, entry.spirv.data(), entry.spirv.size(),
                               &ir) != SPVC_SUCCESS)
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   where + ": SPIR-V does not parse: " + spvcError);
  spvc_compiler compiler = nullptr;
  if (spvc_context_create_compiler(ctx, SPVC_BACKEND_NONE, ir,
                                   SPVC_CAPTURE_MODE_TAKE_OWNERSHIP,
                                   &compiler) != SPVC_SUCCESS)
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   where + ": SPIR-V reflection failed: " + spvcError);
  const spvc_entry_point *eps = nullptr;
  size_t epCount = 0;
  spvc_compiler_get_entry_points(compiler, &eps, &epCount);
  bool found = false;
  std::string names;
  for (size_t i = 0; i < epCount; ++i) {
    names += std::string(names.empty() ? "" : ", ") + eps[i].name;
    if (entry.name == eps[i].name &&
        eps[i].execution_model == SpvExecutionModelGLCompute)
      found = true;
  }
  if (!found)
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   where + ": the SPIR-V has no GLCompute entry point named '" +
                       entry.name +
                       "' (it has: " + (names.empty() ? "none" : names) + ")");
  if (spvc_compiler_set_entry_point(compiler, entry.name.c_str(),
                                    SpvExecutionModelGLCompute) != SPVC_SUCCESS)
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   where + ": cannot select the entry point: " + spvcError);
  spvc_resources resources = nullptr;
  if (spvc_compiler_create_shader_resources(compiler, &resources) !=
      SPVC_SUCCESS)
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   where + ": cannot reflect resources: " + spvcError);
  const spvc_reflected_resource *list = nullptr;
  size_t count = 0;
  spvc_resources_get_resource_list_for_type(
      resources, SPVC_RESOURCE_TYPE_STORAGE_BUFFER, &list, &count);
  std::vector<uint32_t> bindings;
  for (size_t i = 0; i < count; ++i) {
    unsigned set = spvc_compiler_get_decoration(compiler, list[i].id,
                                                SpvDecorationDescriptorSet);
    unsigned binding = spvc_compiler_get_decoration(compiler, list[i].id,
                                                    SpvDecorationBinding);
    if (set != 0)
      return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                     where + ": storage buffer '" + list[i].name +
                         "' is in descriptor set " + std::to_string(set) +
                         ", expected set 0");
    bindings.push_back(binding);
  }
  // Every binding the shader uses must be declared, once; a declared one it
  // never uses is fine (spirv-opt drops a buffer whose reads fold away).
  std::sort(bindings.begin(), bindings.end());
  bool matches =
      std::adjacent_find(bindings.begin(), bindings.end()) == bindings.end() &&
      (bindings.empty() || bindings.back() < entry.bindingCount);
  if (!matches) {
    std::string got;
    for (uint32_t b : bindings)
      got += std::string(got.empty() ? "" : ", ") + std::to_string(b);
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   where +
                       ": the shader binds storage buffers at set 0 "
                       "bindings {" +
                       got + "} but the executable declares " +
                       std::to_string(entry.bindingCount) +
                       " bindings (expected a subset of {0.." +
                       std::to_string(int64_t(entry.bindingCount) - 1) + "})");
  }
  const struct {
    spvc_resource_type type;
    const char *name;
  } kOthers[] = {
      {SPVC_RESOURCE_TYPE_UNIFORM_BUFFER, "uniform buffer"},
      {SPVC_RESOURCE_TYPE_STORAGE_IMAGE, "storage image"},
      {SPVC_RESOURCE_TYPE_SAMPLED_IMAGE, "sampled image"},
      {SPVC_RESOURCE_TYPE_SEPARATE_IMAGE, "image"},
      {SPVC_RESOURCE_TYPE_SEPARATE_SAMPLERS, "sampler"},
      {SPVC_RESOURCE_TYPE_ACCELERATION_STRUCTURE, "acceleration structure"},
  };
  for (const auto &o : kOthers) {
    spvc_resources_get_resource_list_for_type(resources, o.type, &list, &count);
    if (count)
      return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                     where + ": the shader uses a " + o.name + " ('" +
                         list[0].name +
                         "'); the vulkan-spirv layout has storage buffers "
                         "only");
  }
  spvc_resources_get_resource_list_for_type(
      resources, SPVC_RESOURCE_TYPE_PUSH_CONSTANT, &list, &count);
  if (count && entry.pushConstantCount == 0)
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   where + ": the shader uses push constants but the "
                           "executable declares none");
  uint32_t local[3];
  for (unsigned d = 0; d < 3; ++d)
    local[d] = spvc_compiler_get_execution_mode_argument_by_index(
        compiler, SpvExecutionModeLocalSize, d);
  // LocalSizeId (specialization constants) reads as 0: nothing to compare.
  if (local[0] && (local[0] != entry.workgroupSize[0] ||
                   local[1] != entry.workgroupSize[1] ||
                   local[2] != entry.workgroupSize[2]))
    return failure(
        STRATA_PLUGIN_INVALID_ARGUMENT,
        where + ": the shader's LocalSize is " + std::to_string(local[0]) +
            "x" + std::to_string(local[1]) + "x" + std::to_string(local[2]) +
            " but the executable declares workgroup size " +
            std::to_string(entry.workgroupSize[0]) + "x" +
            std::to_string(entry.workgroupSize[1]) + "x" +
            std::to_string(entry.workgroupSize[2]));
  return success();
}

//===----------------------------------------------------------------------===//
// Driver entry points
//===----------------------------------------------------------------------===//

const char *const kFormats[] = {"vulkan-spirv"};

int enumerateDevices(void *, strata_hal_device_info_t *infos, uint32_t capacity,
                     uint32_t *outCount, char *error, size_t errorCapacity) {
  return guarded(error, errorCapacity, [&]() -> Result {
    *outCount = 0;
    VkInstance instance = VK_NULL_HANDLE;
    Result r = createInstance(&instance, nullptr);
    if (!r.ok()) {
      // No driver (ICD) at all: no devices rather than an error.
      if (r.message.find("VK_ERROR_INCOMPATIBLE_DRIVER") != std::string::npos)
        return success();
      return r;
    }
    std::vector<VkPhysicalDevice> devices;
    r = physicalDevices(instance, devices);
    if (r.ok()) {
      *outCount = uint32_t(devices.size());
      for (uint32_t i = 0; i < devices.size() && i < capacity; ++i) {
        VkPhysicalDeviceFloatControlsProperties floats{
            VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES};
        VkPhysicalDeviceDriverProperties driver{
            VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
        driver.pNext = &floats;
        VkPhysicalDeviceProperties2 props{
            VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
        props.pNext = &driver;
        vkGetPhysicalDeviceProperties2(devices[i], &props);
        VkPhysicalDeviceMemoryProperties mem;
        vkGetPhysicalDeviceMemoryProperties(devices[i], &mem);
        uint64_t bytes = 0;
        for (uint32_t h = 0; h < mem.memoryHeapCount; ++h)
          if (mem.memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
            bytes += mem.memoryHeaps[h].size;
        std::memset(&infos[i], 0, sizeof(infos[i]));
        copyString(infos[i].name, sizeof(infos[i].name),
                   props.properties.deviceName);
        std::string driverText = driver.driverName;
        if (driver.driverInfo[0])
          driverText += std::string(" ") + driver.driverInfo;
        driverText +=
            ", Vulkan " +
            std::to_string(VK_API_VERSION_MAJOR(props.properties.apiVersion)) +
            "." +
            std::to_string(VK_API_VERSION_MINOR(props.properties.apiVersion)) +
            "." +
            std::to_string(VK_API_VERSION_PATCH(props.properties.apiVersion));
        // What executable_load makes of denormals (FloatControls.h).
        std::string preserved;
        for (auto [has, width] :
             {std::pair{floats.shaderDenormPreserveFloat16, " f16"},
              {floats.shaderDenormPreserveFloat32, " f32"},
              {floats.shaderDenormPreserveFloat64, " f64"}})
          if (has)
            preserved += width;
        if (!preserved.empty())
          driverText += ", denormals preserved:" + preserved;
        copyString(infos[i].driver, sizeof(infos[i].driver), driverText);
        infos[i].memory_bytes = bytes;
        infos[i].api_version = props.properties.apiVersion;
      }
    }
    vkDestroyInstance(instance, nullptr);
    return r;
  });
}

void destroyDevice(strata_hal_device_t *dev) {
  if (!dev)
    return;
  if (dev->device) {
    vkDeviceWaitIdle(dev->device);
    printSubmissionProfile(dev);
    forgetRecordedSubmissions(dev);
    trimPool(dev);
    if (dev->descriptorPool)
      vkDestroyDescriptorPool(dev->device, dev->descriptorPool, nullptr);
    if (dev->queryPool)
      vkDestroyQueryPool(dev->device, dev->queryPool, nullptr);
    if (dev->staging.buffer) {
      vkUnmapMemory(dev->device, dev->staging.memory);
      destroyBuffer(dev, dev->staging);
    }
    if (dev->timeline)
      vkDestroySemaphore(dev->device, dev->timeline, nullptr);
    if (dev->pipelineCache)
      vkDestroyPipelineCache(dev->device, dev->pipelineCache, nullptr);
    if (dev->commandPool)
      vkDestroyCommandPool(dev->device, dev->commandPool, nullptr);
    vkDestroyDevice(dev->device, nullptr);
  }
  if (dev->messenger) {
    auto destroy = reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(
        vkGetInstanceProcAddr(dev->instance,
                              "vkDestroyDebugUtilsMessengerEXT"));
    if (destroy)
      destroy(dev->instance, dev->messenger, nullptr);
  }
  if (dev->instance)
    vkDestroyInstance(dev->instance, nullptr);
  delete dev;
}

Result initDevice(strata_hal_device_t *dev, uint32_t ordinal) {
  Result r = createInstance(&dev->instance, dev);
  if (!r.ok())
    return r;
  std::vector<VkPhysicalDevice> devices;
  r = physicalDevices(dev->instance, devices);
  if (!r.ok())
    return r;
  if (ordinal >= devices.size())
    return failure(STRATA_PLUGIN_NOT_FOUND,
                   "no Vulkan device " + std::to_string(ordinal) + " (found " +
                       std::to_string(devices.size()) + ")");
  dev->physical = devices[ordinal];
  vkGetPhysicalDeviceProperties(dev->physical, &dev->properties);
  if (dev->properties.apiVersion >= VK_API_VERSION_1_2) {
    VkPhysicalDeviceVulkan12Properties p12{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES};
    VkPhysicalDeviceProperties2 p2{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
    p2.pNext = &p12;
    vkGetPhysicalDeviceProperties2(dev->physical, &p2);
    if (!envFlag("STRATA_VULKAN_FLUSH_DENORMS"))
      dev->denormPreserve = {p12.shaderDenormPreserveFloat16 == VK_TRUE,
                             p12.shaderDenormPreserveFloat32 == VK_TRUE,
                             p12.shaderDenormPreserveFloat64 == VK_TRUE};
  }
  vkGetPhysicalDeviceMemoryProperties(dev->physical, &dev->memory);
  std::string name = dev->properties.deviceName;
  if (dev->properties.apiVersion < VK_API_VERSION_1_2)
    return failure(STRATA_PLUGIN_UNAVAILABLE,
                   "Vulkan device '" + name +
                       "' supports Vulkan 1.0/1.1 only; the vulkan driver "
                       "needs 1.2 (timeline semaphores)");

  uint32_t familyCount = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(dev->physical, &familyCount,
                                           nullptr);
  std::vector<VkQueueFamilyProperties> families(familyCount);
  vkGetPhysicalDeviceQueueFamilyProperties(dev->physical, &familyCount,
                                           families.data());
  int family = -1;
  // Prefer a compute queue without graphics (async compute), else any.
  for (uint32_t i = 0; i < familyCount && family < 0; ++i)
    if ((families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) &&
        !(families[i].queueFlags & VK_QUEUE_GRAPHICS_BIT))
      family = int(i);
  for (uint32_t i = 0; i < familyCount && family < 0; ++i)
    if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
      family = int(i);
  if (family < 0)
    return failure(STRATA_PLUGIN_UNAVAILABLE,
                   "Vulkan device '" + name + "' has no compute queue");
  dev->queueFamily = uint32_t(family);
  dev->timestampValidBits = families[family].timestampValidBits;
  dev->timestamps =
      dev->timestampValidBits > 0 && dev->properties.limits.timestampPeriod > 0;

  // Enable every supported 1.0/1.1/1.2 feature the kernels may use
  // (shaderInt64, 8/16-bit storage, Float16/Int8, the memory model, ...).
  VkPhysicalDeviceVulkan12Features f12{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  VkPhysicalDeviceVulkan11Features f11{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
  f11.pNext = &f12;
  VkPhysicalDeviceFeatures2 features{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  features.pNext = &f11;
  vkGetPhysicalDeviceFeatures2(dev->physical, &features);
  if (!f12.timelineSemaphore)
    return failure(STRATA_PLUGIN_UNAVAILABLE,
                   "Vulkan device '" + name +
                       "' does not support timeline semaphores");
  // Features that need extra setup (allocation flags) stay off.
  f12.bufferDeviceAddressCaptureReplay = VK_FALSE;
  f12.bufferDeviceAddressMultiDevice = VK_FALSE;
  f12.bufferDeviceAddress = VK_FALSE;

  // Cooperative matrices (tensor cores) and bf16 ones, where the device
  // has the extensions: their features are queried, then enabled as
  // reported.
  uint32_t extensionCount = 0;
  vkEnumerateDeviceExtensionProperties(dev->physical, nullptr, &extensionCount,
                                       nullptr);
  std::vector<VkExtensionProperties> available(extensionCount);
  vkEnumerateDeviceExtensionProperties(dev->physical, nullptr, &extensionCount,
                                       available.data());
  auto hasExtension = [&](const char *name) {
    for (const VkExtensionProperties &e : available)
      if (std::strcmp(e.extensionName, name) == 0)
        return true;
    return false;
  };
  std::vector<const char *> deviceExtensions;
  CooperativeMatrixFeatures coopFeatures{};
  coopFeatures.sType = kStructureTypeCooperativeMatrixFeatures;
  Bfloat16Features bf16Features{};
  bf16Features.sType = kStructureTypeShaderBfloat16Features;
  if (hasExtension("VK_KHR_cooperative_matrix")) {
    coopFeatures.pNext = features.pNext;
    features.pNext = &coopFeatures;
    if (hasExtension("VK_KHR_shader_bfloat16")) {
      bf16Features.pNext = features.pNext;
      features.pNext = &bf16Features;
    }
    vkGetPhysicalDeviceFeatures2(dev->physical, &features);
    if (coopFeatures.cooperativeMatrix) {
      deviceExtensions.push_back("VK_KHR_cooperative_matrix");
      dev->cooperativeMatrices = true;
      coopFeatures.cooperativeMatrixRobustBufferAccess = VK_FALSE;
      if (hasExtension("VK_KHR_shader_bfloat16") &&
          bf16Features.shaderBFloat16CooperativeMatrix) {
        deviceExtensions.push_back("VK_KHR_shader_bfloat16");
        dev->bfloat16Matrices = true;
      }
    }
    // Unsupported extensions' structs must not reach vkCreateDevice.
    if (!dev->bfloat16Matrices && features.pNext == &bf16Features)
      features.pNext = bf16Features.pNext;
    if (!dev->cooperativeMatrices)
      features.pNext = &f11;
  }
  // What the device's compiler made of each kernel, on request
  // (PipelineStatistics.h).
  VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR statistics{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR};
  if (strata::vulkan::driver::pipelineStatisticsRequested() &&
      hasExtension(strata::vulkan::driver::kPipelineStatisticsExtension)) {
    statistics.pipelineExecutableInfo = VK_TRUE;
    statistics.pNext = features.pNext;
    features.pNext = &statistics;
    deviceExtensions.push_back(
        strata::vulkan::driver::kPipelineStatisticsExtension);
    dev->pipelineStatistics = true;
  } else if (strata::vulkan::driver::pipelineStatisticsRequested()) {
    std::fprintf(stderr,
                 "strata-vulkan: STRATA_VULKAN_PIPELINE_STATISTICS: device "
                 "'%s' does not offer %s; no statistics\n",
                 name.c_str(),
                 strata::vulkan::driver::kPipelineStatisticsExtension);
  }

  float priority = 1.0f;
  VkDeviceQueueCreateInfo queueInfo{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  queueInfo.queueFamilyIndex = dev->queueFamily;
  queueInfo.queueCount = 1;
  queueInfo.pQueuePriorities = &priority;
  VkDeviceCreateInfo info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  info.pNext = &features;
  info.queueCreateInfoCount = 1;
  info.pQueueCreateInfos = &queueInfo;
  info.enabledExtensionCount = uint32_t(deviceExtensions.size());
  info.ppEnabledExtensionNames = deviceExtensions.data();
  VK_CHECK(dev, vkCreateDevice(dev->physical, &info, nullptr, &dev->device),
           "vkCreateDevice('" + name + "')");
  vkGetDeviceQueue(dev->device, dev->queueFamily, 0, &dev->queue);

  VkCommandPoolCreateInfo pool{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pool.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT |
               VK_COMMAND_POOL_CREATE_TRANSIENT_BIT;
  pool.queueFamilyIndex = dev->queueFamily;
  VK_CHECK(dev,
           vkCreateCommandPool(dev->device, &pool, nullptr, &dev->commandPool),
           "vkCreateCommandPool");
  VkCommandBufferAllocateInfo cbInfo{
      VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  cbInfo.commandPool = dev->commandPool;
  cbInfo.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cbInfo.commandBufferCount = 1;
  VK_CHECK(dev,
           vkAllocateCommandBuffers(dev->device, &cbInfo, &dev->commandBuffer),
           "vkAllocateCommandBuffers");
  // Freed buffers kept for reuse: up to a quarter of the device-local
  // memory (a program's per-call working set stays well below that; more
  // would only hold memory other processes could use).
  uint64_t deviceLocal = 0;
  for (uint32_t h = 0; h < dev->memory.memoryHeapCount; ++h)
    if (dev->memory.memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
      deviceLocal += dev->memory.memoryHeaps[h].size;
  dev->poolLimit = deviceLocal / 4;
  dev->profile.enabled = envFlag("STRATA_VULKAN_PROFILE");
  dev->poison = envFlag("STRATA_VULKAN_POISON");
  dev->readOnlyBarriers = envFlag("STRATA_VULKAN_READ_ONLY_BARRIERS");
  const char *replay = std::getenv("STRATA_VULKAN_REPLAY");
  dev->recorded.enabled = !replay || std::strcmp(replay, "0") != 0;
  const char *spin = std::getenv("STRATA_VULKAN_SPIN_US");
  dev->spinMicros = spin ? uint32_t(std::strtoul(spin, nullptr, 10)) : 1000;
  VkPipelineCacheCreateInfo cache{VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO};
  VK_CHECK(
      dev,
      vkCreatePipelineCache(dev->device, &cache, nullptr, &dev->pipelineCache),
      "vkCreatePipelineCache");
  VkSemaphoreTypeCreateInfo type{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO};
  type.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
  type.initialValue = 0;
  VkSemaphoreCreateInfo sem{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO};
  sem.pNext = &type;
  VK_CHECK(dev, vkCreateSemaphore(dev->device, &sem, nullptr, &dev->timeline),
           "vkCreateSemaphore(timeline)");
  return deviceState(dev);
}

int createDevice(void *, uint32_t ordinal, strata_hal_device_t **out,
                 char *error, size_t errorCapacity) {
  *out = nullptr;
  return guarded(error, errorCapacity, [&]() -> Result {
    auto *dev = new strata_hal_device_t();
    Result r = initDevice(dev, ordinal);
    if (!r.ok()) {
      destroyDevice(dev);
      return r;
    }
    *out = dev;
    return success();
  });
}

int createBufferEntry(strata_hal_device_t *dev, uint64_t size,
                      bool uninitialized, strata_hal_buffer_t **out,
                      char *error, size_t errorCapacity) {
  std::lock_guard<std::recursive_mutex> lock(dev->apiMutex);
  *out = nullptr;
  return guarded(error, errorCapacity, [&]() -> Result {
    Result r = deviceState(dev);
    if (!r.ok())
      return r;
    // Zero before any later command can see it: the fill is recorded at the
    // start of the next submission (submitAndWait), not submitted alone.
    std::unique_ptr<strata_hal_buffer_t> buffer;
    r = acquireBuffer(dev, size, uninitialized, buffer);
    if (!r.ok())
      return r;
    *out = buffer.release();
    return success();
  });
}

int bufferCreate(strata_hal_device_t *dev, uint64_t size,
                 strata_hal_buffer_t **out, char *error, size_t errorCapacity) {
  return createBufferEntry(dev, size, false, out, error, errorCapacity);
}

int bufferCreateUninitialized(strata_hal_device_t *dev, uint64_t size,
                              strata_hal_buffer_t **out, char *error,
                              size_t errorCapacity) {
  return createBufferEntry(dev, size, true, out, error, errorCapacity);
}

void bufferDestroy(strata_hal_device_t *dev, strata_hal_buffer_t *buffer) {
  std::lock_guard<std::recursive_mutex> lock(dev->apiMutex);
  if (buffer)
    releaseBuffer(dev, buffer);
}

int bufferWrite(strata_hal_device_t *dev, strata_hal_buffer_t *buffer,
                uint64_t offset, const void *data, uint64_t length, char *error,
                size_t errorCapacity) {
  std::lock_guard<std::recursive_mutex> lock(dev->apiMutex);
  return guarded(error, errorCapacity, [&]() -> Result {
    Result r = deviceState(dev);
    if (!r.ok())
      return r;
    r = checkRange(buffer, offset, length, "buffer_write");
    if (!r.ok() || !length)
      return r;
    // A write of the whole bound range makes a pending zero fill moot.
    if (offset == 0 && length == buffer->range) {
      dropPendingFill(dev, buffer);
    }
    for (uint64_t done = 0; done < length; done += kStagingChunk) {
      uint64_t n = std::min(kStagingChunk, length - done);
      r = ensureStaging(dev, n);
      if (!r.ok())
        return r;
      std::memcpy(dev->stagingMapped, static_cast<const uint8_t *>(data) + done,
                  size_t(n));
      r = submitAndWait(dev, [&](VkCommandBuffer cb) {
        VkBufferCopy region{0, offset + done, n};
        vkCmdCopyBuffer(cb, dev->staging.buffer, buffer->buffer, 1, &region);
        return success();
      });
      if (!r.ok())
        return r;
    }
    return success();
  });
}

int bufferRead(strata_hal_device_t *dev, strata_hal_buffer_t *buffer,
               uint64_t offset, void *data, uint64_t length, char *error,
               size_t errorCapacity) {
  std::lock_guard<std::recursive_mutex> lock(dev->apiMutex);
  return guarded(error, errorCapacity, [&]() -> Result {
    Result r = deviceState(dev);
    if (!r.ok())
      return r;
    r = checkRange(buffer, offset, length, "buffer_read");
    if (!r.ok() || !length)
      return r;
    for (uint64_t done = 0; done < length; done += kStagingChunk) {
      uint64_t n = std::min(kStagingChunk, length - done);
      r = ensureStaging(dev, n);
      if (!r.ok())
        return r;
      r = submitAndWait(dev, [&](VkCommandBuffer cb) {
        VkBufferCopy region{offset + done, 0, n};
        vkCmdCopyBuffer(cb, buffer->buffer, dev->staging.buffer, 1, &region);
        return success();
      });
      if (!r.ok())
        return r;
      std::memcpy(static_cast<uint8_t *>(data) + done, dev->stagingMapped,
                  size_t(n));
    }
    return success();
  });
}

void destroyExecutable(strata_hal_device_t *dev, strata_hal_executable_t *exe) {
  if (!exe)
    return;
  forgetRecordedSubmissions(dev);
  for (auto &e : exe->entries) {
    if (e.pipeline)
      vkDestroyPipeline(dev->device, e.pipeline, nullptr);
    if (e.layout)
      vkDestroyPipelineLayout(dev->device, e.layout, nullptr);
    if (e.setLayout)
      vkDestroyDescriptorSetLayout(dev->device, e.setLayout, nullptr);
    if (e.module)
      vkDestroyShaderModule(dev->device, e.module, nullptr);
  }
  delete exe;
}

Result buildEntry(strata_hal_device_t *dev,
                  const strata::vulkan::ExecutableEntry &src, VulkanEntry &e) {
  e.name = src.name;
  e.bindingCount = src.bindingCount;
  e.pushConstantCount = src.pushConstantCount;
  e.stridedGrid = src.flags & strata::vulkan::kEntryStridedGrid;
  e.readOnly = readOnlyBindings(src.spirv, src.bindingCount);
  std::vector<uint32_t> spirv = src.spirv;
  stripNonWritable(spirv); // BindingAccess.h: NVIDIA computed wrong results
  std::string why;
  if (dev->denormPreserve.any() &&
      !addDenormPreserve(spirv, dev->denormPreserve, why))
    return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                   "entry point '" + src.name + "': " + why);
  VkShaderModuleCreateInfo sm{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  sm.codeSize = spirv.size() * 4;
  sm.pCode = spirv.data();
  VK_CHECK(dev, vkCreateShaderModule(dev->device, &sm, nullptr, &e.module),
           "vkCreateShaderModule('" + src.name + "')");
  std::vector<VkDescriptorSetLayoutBinding> bindings(src.bindingCount);
  for (uint32_t i = 0; i < src.bindingCount; ++i) {
    bindings[i] = {};
    bindings[i].binding = i;
    bindings[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    bindings[i].descriptorCount = 1;
    bindings[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  }
  VkDescriptorSetLayoutCreateInfo sl{
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
  sl.bindingCount = uint32_t(bindings.size());
  sl.pBindings = bindings.data();
  VK_CHECK(dev,
           vkCreateDescriptorSetLayout(dev->device, &sl, nullptr, &e.setLayout),
           "vkCreateDescriptorSetLayout");
  VkPushConstantRange push{VK_SHADER_STAGE_COMPUTE_BIT, 0,
                           src.pushConstantCount * 4};
  VkPipelineLayoutCreateInfo pl{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  pl.setLayoutCount = 1;
  pl.pSetLayouts = &e.setLayout;
  pl.pushConstantRangeCount = src.pushConstantCount ? 1 : 0;
  pl.pPushConstantRanges = &push;
  VK_CHECK(dev, vkCreatePipelineLayout(dev->device, &pl, nullptr, &e.layout),
           "vkCreatePipelineLayout");
  VkComputePipelineCreateInfo cp{
      VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  cp.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  cp.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cp.stage.module = e.module;
  cp.stage.pName = e.name.c_str();
  cp.layout = e.layout;
  if (dev->pipelineStatistics)
    cp.flags |= VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
  VK_CHECK(dev,
           vkCreateComputePipelines(dev->device, dev->pipelineCache, 1, &cp,
                                    nullptr, &e.pipeline),
           "vkCreateComputePipelines('" + src.name + "')");
  if (dev->pipelineStatistics)
    std::fputs(strata::vulkan::driver::describePipelineStatistics(
                   dev->device, e.pipeline, src.name)
                   .c_str(),
               stderr);
  return deviceState(dev);
}

int executableLoad(strata_hal_device_t *dev, const char *format,
                   const void *data, size_t size, const char *const *entryNames,
                   const uint32_t *entryBindingCounts, uint32_t entryCount,
                   strata_hal_executable_t **out, char *error,
                   size_t errorCapacity) {
  std::lock_guard<std::recursive_mutex> lock(dev->apiMutex);
  *out = nullptr;
  return guarded(error, errorCapacity, [&]() -> Result {
    Result r = deviceState(dev);
    if (!r.ok())
      return r;
    if (!format || std::strcmp(format, kFormats[0]) != 0)
      return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                     std::string("the vulkan driver runs format '") +
                         kFormats[0] + "', not '" + (format ? format : "") +
                         "'");
    std::vector<strata::vulkan::ExecutableEntry> entries;
    std::string why;
    if (!strata::vulkan::readExecutable(data, size, entries, why))
      return failure(STRATA_PLUGIN_INVALID_ARGUMENT, why);
    auto exe = std::unique_ptr<strata_hal_executable_t,
                               void (*)(strata_hal_executable_t *)>(
        new strata_hal_executable_t(), [](strata_hal_executable_t *) {});
    auto cleanup = [&](Result res) {
      destroyExecutable(dev, exe.release());
      return res;
    };
    for (uint32_t i = 0; i < entryCount; ++i) {
      std::string name = entryNames[i] ? entryNames[i] : "";
      const strata::vulkan::ExecutableEntry *src = nullptr;
      for (const auto &e : entries)
        if (e.name == name)
          src = &e;
      std::string where =
          "entry point " + std::to_string(i) + " '" + name + "'";
      if (!src) {
        std::string have;
        for (const auto &e : entries)
          have += std::string(have.empty() ? "" : ", ") + e.name;
        return cleanup(failure(STRATA_PLUGIN_NOT_FOUND,
                               where +
                                   " is not in the vulkan-spirv executable "
                                   "(it has: " +
                                   (have.empty() ? "none" : have) + ")"));
      }
      if (src->bindingCount != entryBindingCounts[i])
        return cleanup(
            failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                    where + ": the module declares " +
                        std::to_string(entryBindingCounts[i]) +
                        " bindings but the vulkan-spirv executable declares " +
                        std::to_string(src->bindingCount)));
      bool needsBF16 = declaresCapability(
          src->spirv, kCapabilityBFloat16CooperativeMatrixKHR);
      if ((declaresCapability(src->spirv, kCapabilityCooperativeMatrixKHR) &&
           !dev->cooperativeMatrices) ||
          (needsBF16 && !dev->bfloat16Matrices))
        return cleanup(failure(
            STRATA_PLUGIN_UNAVAILABLE,
            where + ": the shader uses " +
                (needsBF16 ? "bf16 cooperative matrices "
                             "(VK_KHR_cooperative_matrix, "
                             "VK_KHR_shader_bfloat16)"
                           : "cooperative matrices (VK_KHR_cooperative_"
                             "matrix)") +
                ", which Vulkan device '" + dev->properties.deviceName +
                "' does not offer; compile for this device (target option "
                "\"device\": \"host\") or without \"cooperative-matrix\""));
      r = reflectEntry(*src, where);
      if (!r.ok())
        return cleanup(r);
      exe->entries.emplace_back();
      r = buildEntry(dev, *src, exe->entries.back());
      if (!r.ok())
        return cleanup(r);
    }
    *out = exe.release();
    return success();
  });
}

void executableUnload(strata_hal_device_t *dev, strata_hal_executable_t *exe) {
  std::lock_guard<std::recursive_mutex> lock(dev->apiMutex);
  destroyExecutable(dev, exe);
}

int executableValidate(void *, const char *format, const void *data,
                       size_t size, char *error, size_t errorCapacity) {
  return guarded(error, errorCapacity, [&]() -> Result {
    if (!format || std::strcmp(format, kFormats[0]) != 0)
      return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                     std::string("the vulkan driver validates format '") +
                         kFormats[0] + "', not '" + (format ? format : "") +
                         "'");
    std::string why;
    if (!strata::vulkan::validateExecutable(data, size, why))
      return failure(STRATA_PLUGIN_INVALID_ARGUMENT, why);
    return success();
  });
}

const strata_hal_driver_t kDriver = [] {
  strata_hal_driver_t d;
  std::memset(&d, 0, sizeof(d));
  d.name = "vulkan";
  d.self = nullptr;
  d.format_count = 1;
  d.formats = kFormats;
  d.enumerate_devices = enumerateDevices;
  d.create_device = createDevice;
  d.destroy_device = destroyDevice;
  d.buffer_create = bufferCreate;
  d.buffer_create_uninitialized = bufferCreateUninitialized;
  d.buffer_destroy = bufferDestroy;
  d.buffer_write = bufferWrite;
  d.buffer_read = bufferRead;
  d.executable_load = executableLoad;
  d.executable_unload = executableUnload;
  d.submit = submit;
  d.executable_validate = executableValidate;
  return d;
}();

strata_runtime_plugin_header_t makeHeader() {
  strata_runtime_plugin_header_t h;
  std::memset(&h, 0, sizeof(h));
  h.version = 2;
  h.name = "vulkan";
  h.sanitizer = STRATA_PLUGIN_BUILD_SANITIZER;
  h.loader_count = 0;
  h.loaders = nullptr;
  h.driver_count = 1;
  h.drivers = &kDriver;
  return h;
}

const strata_runtime_plugin_header_t kHeader = makeHeader();

} // namespace strata::vulkan::driver

extern "C" __attribute__((visibility("default")))
const strata_runtime_plugin_header_t *
strata_runtime_plugin_query(uint32_t max_version,
                            const strata_runtime_host_t *host) {
  (void)host;
  // The driver table exists from API version 2 on.
  return max_version >= 2 ? &strata::vulkan::driver::kHeader : nullptr;
}
