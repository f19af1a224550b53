//===- VkLayerStrataFault.cpp - A Vulkan layer that injects device faults -===//
//
// An explicit Vulkan layer (VK_LAYER_STRATA_fault_injection) for the fault
// tests (tests/fault/README.md): it sits between the Vulkan driver plugin
// and the real driver and makes the device fail the way real GPUs do, so
// the tests can check that every call ends in an error status, never a
// crash or a hang. Configured by environment variables:
//
//   STRATA_FAULT_DEVICE_LOST_AT_SUBMIT=N  the N-th vkQueueSubmit (1-based,
//       counted over the process) is accepted but never runs: the device is
//       lost from then on (a GPU hang the kernel driver reset). Every wait,
//       submit and counter query afterwards returns VK_ERROR_DEVICE_LOST.
//   STRATA_FAULT_DEVICE_MEMORY_BYTES=B    vkAllocateMemory returns
//       VK_ERROR_OUT_OF_DEVICE_MEMORY when the live allocations of a device
//       would exceed B bytes.
//
// Everything else is passed to the next layer or the driver unchanged.
//
//===----------------------------------------------------------------------===//

#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

#if defined(__GNUC__)
#define STRATA_LAYER_EXPORT extern "C" __attribute__((visibility("default")))
#else
#define STRATA_LAYER_EXPORT extern "C"
#endif

namespace {

uint64_t envCount(const char *name) {
  const char *v = std::getenv(name);
  if (!v || !*v)
    return 0;
  char *end = nullptr;
  unsigned long long n = std::strtoull(v, &end, 10);
  return end && *end == 0 ? uint64_t(n) : 0;
}

/// The loader's dispatch table pointer, the same for a device and its
/// queues (and for an instance and its physical devices).
void *dispatchKey(const void *handle) { return *(void *const *)handle; }

struct InstanceData {
  PFN_vkGetInstanceProcAddr next = nullptr;
  PFN_vkDestroyInstance destroy = nullptr;
};

struct DeviceData {
  PFN_vkGetDeviceProcAddr next = nullptr;
  PFN_vkDestroyDevice destroy = nullptr;
  PFN_vkQueueSubmit queueSubmit = nullptr;
  PFN_vkQueueWaitIdle queueWaitIdle = nullptr;
  PFN_vkDeviceWaitIdle deviceWaitIdle = nullptr;
  PFN_vkWaitSemaphores waitSemaphores = nullptr;
  PFN_vkGetSemaphoreCounterValue getSemaphoreCounterValue = nullptr;
  PFN_vkWaitForFences waitForFences = nullptr;
  PFN_vkGetFenceStatus getFenceStatus = nullptr;
  PFN_vkAllocateMemory allocateMemory = nullptr;
  PFN_vkFreeMemory freeMemory = nullptr;
  std::atomic<bool> lost{false};
  std::mutex memoryMutex;
  std::map<VkDeviceMemory, VkDeviceSize> allocations;
  VkDeviceSize liveBytes = 0;
};

struct Layer {
  std::mutex mutex;
  std::map<void *, InstanceData *> instances;
  std::map<void *, DeviceData *> devices;
  std::atomic<uint64_t> submits{0};
  const uint64_t lostAtSubmit = envCount("STRATA_FAULT_DEVICE_LOST_AT_SUBMIT");
  const uint64_t memoryBytes = envCount("STRATA_FAULT_DEVICE_MEMORY_BYTES");
};

Layer &layer() {
  static Layer *l = new Layer; // outlives every static destructor
  return *l;
}

InstanceData *instanceData(const void *handle) {
  std::lock_guard<std::mutex> lock(layer().mutex);
  auto it = layer().instances.find(dispatchKey(handle));
  return it == layer().instances.end() ? nullptr : it->second;
}

DeviceData *deviceData(const void *handle) {
  std::lock_guard<std::mutex> lock(layer().mutex);
  auto it = layer().devices.find(dispatchKey(handle));
  return it == layer().devices.end() ? nullptr : it->second;
}

template <typename Info, typename Function>
Info *findLinkInfo(const void *pNext, VkStructureType type) {
  auto *info = (Info *)pNext;
  while (info && !(info->sType == type && info->function == Function(0)))
    info = (Info *)info->pNext;
  return info;
}

//===----------------------------------------------------------------------===//
// Instance
//===----------------------------------------------------------------------===//

VKAPI_ATTR VkResult VKAPI_CALL
createInstance(const VkInstanceCreateInfo *info,
               const VkAllocationCallbacks *allocator, VkInstance *out) {
  auto *link = findLinkInfo<VkLayerInstanceCreateInfo, VkLayerFunction>(
      info->pNext, VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO);
  if (!link || !link->u.pLayerInfo)
    return VK_ERROR_INITIALIZATION_FAILED;
  PFN_vkGetInstanceProcAddr next =
      link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
  link->u.pLayerInfo = link->u.pLayerInfo->pNext; // for the next layer
  auto create = (PFN_vkCreateInstance)next(VK_NULL_HANDLE, "vkCreateInstance");
  VkResult r = create(info, allocator, out);
  if (r != VK_SUCCESS)
    return r;
  auto *data = new InstanceData;
  data->next = next;
  data->destroy = (PFN_vkDestroyInstance)next(*out, "vkDestroyInstance");
  std::lock_guard<std::mutex> lock(layer().mutex);
  layer().instances[dispatchKey(*out)] = data;
  return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL destroyInstance(VkInstance instance,
                                           const VkAllocationCallbacks *a) {
  if (!instance)
    return;
  InstanceData *data = instanceData(instance);
  {
    std::lock_guard<std::mutex> lock(layer().mutex);
    layer().instances.erase(dispatchKey(instance));
  }
  if (data) {
    data->destroy(instance, a);
    delete data;
  }
}

//===----------------------------------------------------------------------===//
// Device
//===----------------------------------------------------------------------===//

VKAPI_ATTR VkResult VKAPI_CALL createDevice(VkPhysicalDevice physical,
                                            const VkDeviceCreateInfo *info,
                                            const VkAllocationCallbacks *a,
                                            VkDevice *out) {
  auto *link = findLinkInfo<VkLayerDeviceCreateInfo, VkLayerFunction>(
      info->pNext, VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO);
  if (!link || !link->u.pLayerInfo)
    return VK_ERROR_INITIALIZATION_FAILED;
  PFN_vkGetInstanceProcAddr nextInstance =
      link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
  PFN_vkGetDeviceProcAddr next = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
  link->u.pLayerInfo = link->u.pLayerInfo->pNext;
  auto create =
      (PFN_vkCreateDevice)nextInstance(VK_NULL_HANDLE, "vkCreateDevice");
  VkResult r = create(physical, info, a, out);
  if (r != VK_SUCCESS)
    return r;
  auto *d = new DeviceData;
  d->next = next;
#define NEXT(field, name) d->field = (PFN_##name)next(*out, #name)
  NEXT(destroy, vkDestroyDevice);
  NEXT(queueSubmit, vkQueueSubmit);
  NEXT(queueWaitIdle, vkQueueWaitIdle);
  NEXT(deviceWaitIdle, vkDeviceWaitIdle);
  NEXT(waitSemaphores, vkWaitSemaphores);
  NEXT(getSemaphoreCounterValue, vkGetSemaphoreCounterValue);
  NEXT(waitForFences, vkWaitForFences);
  NEXT(getFenceStatus, vkGetFenceStatus);
  NEXT(allocateMemory, vkAllocateMemory);
  NEXT(freeMemory, vkFreeMemory);
#undef NEXT
  std::lock_guard<std::mutex> lock(layer().mutex);
  layer().devices[dispatchKey(*out)] = d;
  return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL destroyDevice(VkDevice device,
                                         const VkAllocationCallbacks *a) {
  if (!device)
    return;
  DeviceData *d = deviceData(device);
  {
    std::lock_guard<std::mutex> lock(layer().mutex);
    layer().devices.erase(dispatchKey(device));
  }
  if (d) {
    d->destroy(device, a);
    delete d;
  }
}

VKAPI_ATTR VkResult VKAPI_CALL queueSubmit(VkQueue queue, uint32_t count,
                                           const VkSubmitInfo *submits,
                                           VkFence fence) {
  DeviceData *d = deviceData(queue);
  if (d->lost)
    return VK_ERROR_DEVICE_LOST;
  uint64_t n = ++layer().submits;
  if (layer().lostAtSubmit && n >= layer().lostAtSubmit) {
    // Accepted, never executed: what the application sees of a GPU hang
    // is the waits failing afterwards.
    d->lost = true;
    return VK_SUCCESS;
  }
  return d->queueSubmit(queue, count, submits, fence);
}

VKAPI_ATTR VkResult VKAPI_CALL queueWaitIdle(VkQueue queue) {
  DeviceData *d = deviceData(queue);
  return d->lost ? VK_ERROR_DEVICE_LOST : d->queueWaitIdle(queue);
}

VKAPI_ATTR VkResult VKAPI_CALL deviceWaitIdle(VkDevice device) {
  DeviceData *d = deviceData(device);
  return d->lost ? VK_ERROR_DEVICE_LOST : d->deviceWaitIdle(device);
}

VKAPI_ATTR VkResult VKAPI_CALL waitSemaphores(VkDevice device,
                                              const VkSemaphoreWaitInfo *info,
                                              uint64_t timeout) {
  DeviceData *d = deviceData(device);
  return d->lost ? VK_ERROR_DEVICE_LOST
                 : d->waitSemaphores(device, info, timeout);
}

VKAPI_ATTR VkResult VKAPI_CALL getSemaphoreCounterValue(VkDevice device,
                                                        VkSemaphore semaphore,
                                                        uint64_t *value) {
  DeviceData *d = deviceData(device);
  return d->lost ? VK_ERROR_DEVICE_LOST
                 : d->getSemaphoreCounterValue(device, semaphore, value);
}

VKAPI_ATTR VkResult VKAPI_CALL waitForFences(VkDevice device, uint32_t count,
                                             const VkFence *fences,
                                             VkBool32 all, uint64_t timeout) {
  DeviceData *d = deviceData(device);
  return d->lost ? VK_ERROR_DEVICE_LOST
                 : d->waitForFences(device, count, fences, all, timeout);
}

VKAPI_ATTR VkResult VKAPI_CALL getFenceStatus(VkDevice device, VkFence fence) {
  DeviceData *d = deviceData(device);
  return d->lost ? VK_ERROR_DEVICE_LOST : d->getFenceStatus(device, fence);
}

VKAPI_ATTR VkResult VKAPI_CALL allocateMemory(VkDevice device,
                                              const VkMemoryAllocateInfo *info,
                                              const VkAllocationCallbacks *a,
                                              VkDeviceMemory *out) {
  DeviceData *d = deviceData(device);
  uint64_t limit = layer().memoryBytes;
  if (limit) {
    std::lock_guard<std::mutex> lock(d->memoryMutex);
    if (info->allocationSize > limit - std::min(limit, d->liveBytes))
      return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    d->liveBytes += info->allocationSize; // reserved before the call
  }
  VkResult r = d->allocateMemory(device, info, a, out);
  if (limit) {
    std::lock_guard<std::mutex> lock(d->memoryMutex);
    if (r == VK_SUCCESS)
      d->allocations[*out] = info->allocationSize;
    else
      d->liveBytes -= info->allocationSize;
  }
  return r;
}

VKAPI_ATTR void VKAPI_CALL freeMemory(VkDevice device, VkDeviceMemory memory,
                                      const VkAllocationCallbacks *a) {
  DeviceData *d = deviceData(device);
  if (layer().memoryBytes && memory) {
    std::lock_guard<std::mutex> lock(d->memoryMutex);
    auto it = d->allocations.find(memory);
    if (it != d->allocations.end()) {
      d->liveBytes -= it->second;
      d->allocations.erase(it);
    }
  }
  d->freeMemory(device, memory, a);
}

//===----------------------------------------------------------------------===//
// Lookup
//===----------------------------------------------------------------------===//

PFN_vkVoidFunction deviceIntercept(const char *name) {
#define INTERCEPT(vkName, fn)                                                  \
  if (!std::strcmp(name, #vkName))                                             \
  return (PFN_vkVoidFunction)&fn
  INTERCEPT(vkDestroyDevice, destroyDevice);
  INTERCEPT(vkQueueSubmit, queueSubmit);
  INTERCEPT(vkQueueWaitIdle, queueWaitIdle);
  INTERCEPT(vkDeviceWaitIdle, deviceWaitIdle);
  INTERCEPT(vkWaitSemaphores, waitSemaphores);
  INTERCEPT(vkWaitSemaphoresKHR, waitSemaphores);
  INTERCEPT(vkGetSemaphoreCounterValue, getSemaphoreCounterValue);
  INTERCEPT(vkGetSemaphoreCounterValueKHR, getSemaphoreCounterValue);
  INTERCEPT(vkWaitForFences, waitForFences);
  INTERCEPT(vkGetFenceStatus, getFenceStatus);
  INTERCEPT(vkAllocateMemory, allocateMemory);
  INTERCEPT(vkFreeMemory, freeMemory);
#undef INTERCEPT
  return nullptr;
}

} // namespace

STRATA_LAYER_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL
strataFaultGetDeviceProcAddr(VkDevice device, const char *name) {
  if (!std::strcmp(name, "vkGetDeviceProcAddr"))
    return (PFN_vkVoidFunction)&strataFaultGetDeviceProcAddr;
  if (PFN_vkVoidFunction f = deviceIntercept(name))
    return f;
  DeviceData *d = deviceData(device);
  return d ? d->next(device, name) : nullptr;
}

STRATA_LAYER_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL
strataFaultGetInstanceProcAddr(VkInstance instance, const char *name) {
  if (!std::strcmp(name, "vkGetInstanceProcAddr"))
    return (PFN_vkVoidFunction)&strataFaultGetInstanceProcAddr;
  if (!std::strcmp(name, "vkGetDeviceProcAddr"))
    return (PFN_vkVoidFunction)&strataFaultGetDeviceProcAddr;
  if (!std::strcmp(name, "vkCreateInstance"))
    return (PFN_vkVoidFunction)&createInstance;
  if (!std::strcmp(name, "vkDestroyInstance"))
    return (PFN_vkVoidFunction)&destroyInstance;
  if (!std::strcmp(name, "vkCreateDevice"))
    return (PFN_vkVoidFunction)&createDevice;
  if (PFN_vkVoidFunction f = deviceIntercept(name))
    return f;
  if (!instance)
    return nullptr;
  InstanceData *data = instanceData(instance);
  return data ? data->next(instance, name) : nullptr;
}

STRATA_LAYER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL
vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface *version) {
  if (!version || version->sType != LAYER_NEGOTIATE_INTERFACE_STRUCT)
    return VK_ERROR_INITIALIZATION_FAILED;
  if (version->loaderLayerInterfaceVersion > 2)
    version->loaderLayerInterfaceVersion = 2;
  if (version->loaderLayerInterfaceVersion < 2)
    return VK_ERROR_INITIALIZATION_FAILED;
  version->pfnGetInstanceProcAddr = &strataFaultGetInstanceProcAddr;
  version->pfnGetDeviceProcAddr = &strataFaultGetDeviceProcAddr;
  version->pfnGetPhysicalDeviceProcAddr = nullptr;
  return VK_SUCCESS;
}
