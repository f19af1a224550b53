//===- coop_properties.cpp - A device's cooperative-matrix shapes ---------===//
//
// Prints every VK_KHR_cooperative_matrix property of each Vulkan device (M,
// N, K, component types of A, B, C and the result, saturation, scope): what
// "device": "host" (plugins/target-vulkan/compiler/lib/HostDevice.cpp)
// reads to choose the cooperative-matrix types, checked on the GPU machine,
// which has no compiler. Build: bench/gpu/probe/build.sh.
//
//===----------------------------------------------------------------------===//

#include <vulkan/vulkan.h>

#include <cstdio>
#include <vector>

// The registry's VK_KHR_cooperative_matrix layout (the Vulkan headers here
// predate it).
struct CooperativeMatrixProperties {
  VkStructureType sType = static_cast<VkStructureType>(1000506001);
  void *pNext = nullptr;
  uint32_t m = 0, n = 0, k = 0, a = 0, b = 0, c = 0, result = 0;
  VkBool32 saturating = VK_FALSE;
  uint32_t scope = 0;
};
using GetPropertiesFn = VkResult (*)(VkPhysicalDevice, uint32_t *,
                                     CooperativeMatrixProperties *);

static const char *componentName(uint32_t type) {
  static const char *names[] = {"f16", "f32", "f64", "s8",  "s16", "s32",
                                "s64", "u8",  "u16", "u32", "u64"};
  if (type < sizeof(names) / sizeof(names[0]))
    return names[type];
  return type == 1000141000 ? "bf16" : "other";
}

int main() {
  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.apiVersion = VK_API_VERSION_1_2;
  VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  info.pApplicationInfo = &app;
  VkInstance instance;
  if (vkCreateInstance(&info, nullptr, &instance) != VK_SUCCESS) {
    std::fprintf(stderr, "error: vkCreateInstance failed\n");
    return 1;
  }
  auto getProperties = reinterpret_cast<GetPropertiesFn>(vkGetInstanceProcAddr(
      instance, "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"));
  uint32_t count = 0;
  vkEnumeratePhysicalDevices(instance, &count, nullptr);
  std::vector<VkPhysicalDevice> devices(count);
  vkEnumeratePhysicalDevices(instance, &count, devices.data());
  for (uint32_t d = 0; d < count; ++d) {
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(devices[d], &props);
    std::printf("device %u: %s\n", d, props.deviceName);
    uint32_t n = 0;
    if (!getProperties ||
        getProperties(devices[d], &n, nullptr) != VK_SUCCESS || n == 0) {
      std::printf("  no cooperative-matrix properties\n");
      continue;
    }
    std::vector<CooperativeMatrixProperties> shapes(n);
    getProperties(devices[d], &n, shapes.data());
    for (const CooperativeMatrixProperties &p : shapes)
      std::printf("  %ux%ux%u A %s B %s C %s result %s%s scope %u\n", p.m, p.n,
                  p.k, componentName(p.a), componentName(p.b),
                  componentName(p.c), componentName(p.result),
                  p.saturating ? " saturating" : "", p.scope);
  }
  vkDestroyInstance(instance, nullptr);
  return 0;
}
