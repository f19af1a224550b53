//===- VulkanTestSupport.h - Vulkan driver test fixtures ---------*- C++
//-*-===//
//
// Shared by VulkanTestMain.cpp (skips the whole binary when no Vulkan loader
// or device exists) and VulkanDriverTest.cpp: the vulkan plugin, the
// vulkan-spirv variant of TestModules.h's dispatchModule built from GLSL
// shaders compiled at build time (shaders/*.comp -> STRATA_TEST_SPIRV_DIR).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TESTS_UNIT_VULKANTESTSUPPORT_H
#define STRATA_TESTS_UNIT_VULKANTESTSUPPORT_H

#include "TestModules.h"
#include "strata/Vulkan/ExecutableFormat.h"
#include "strata/runtime/plugin_manager.h"

#include <memory>
#include <string>

namespace strata::test {

inline const char *vulkanPluginPath() {
  return STRATA_TEST_PLUGIN_DIR "/libstrata-runtime-vulkan.so";
}

/// Empty when the vulkan plugin loads and reports a device, else why not.
inline std::string vulkanUnavailableReason() {
  PluginManager plugins;
  Status s = plugins.loadFile(vulkanPluginPath());
  if (!s.isOk())
    return "the vulkan runtime plugin does not load (no Vulkan loader?): " +
           s.message();
  const hal::HalDriver *driver = plugins.findDriver("vulkan");
  if (!driver)
    return "the vulkan runtime plugin has no 'vulkan' driver";
  auto devices = hal::enumerateDriverDevices(*driver);
  if (!devices.isOk())
    return "cannot enumerate Vulkan devices: " + devices.status().message();
  if (devices->empty())
    return "no Vulkan device (the Vulkan loader found no physical device)";
  return "";
}

/// SPIR-V words of shaders/<name>.comp (entry point named <name>).
inline std::vector<uint32_t> spirvOf(const std::string &name) {
  std::vector<uint8_t> bytes =
      readBinaryFile(std::string(STRATA_TEST_SPIRV_DIR) + "/" + name + ".spv");
  std::vector<uint32_t> words(bytes.size() / 4);
  if (!words.empty())
    std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

inline vulkan::ExecutableEntry vulkanEntry(const std::string &name,
                                           uint32_t bindings, uint32_t localX,
                                           const std::string &shader = "") {
  vulkan::ExecutableEntry e;
  e.name = name;
  e.spirv = spirvOf(shader.empty() ? name : shader);
  e.bindingCount = bindings;
  e.workgroupSize[0] = localX;
  return e;
}

/// The vulkan-spirv variant of dispatchModule's executable (add_f32,
/// mul2_f32, iota2d_i32), same workgroup counts as elfVariant.
inline VariantSpec
vulkanVariant(uint32_t n, std::vector<vulkan::ExecutableEntry> entries = {}) {
  if (entries.empty())
    entries = {vulkanEntry("add_f32", 3, 4), vulkanEntry("mul2_f32", 1, 4),
               vulkanEntry("iota2d_i32", 1, 1)};
  VariantSpec v;
  v.target = "vulkan-spirv";
  v.format = "vulkan-spirv";
  v.workgroupCounts = {n / 4, 1, 1, n / 4, 1, 1, 4, 4, 1};
  v.binary = vulkan::writeExecutable(entries);
  return v;
}

/// The runtime plugins of the build (llvm-cpu, vmvx, vulkan).
inline std::shared_ptr<PluginManager> buildPlugins() {
  auto plugins = std::make_shared<PluginManager>();
  plugins->loadDirectory(STRATA_TEST_PLUGIN_DIR);
  return plugins;
}

} // namespace strata::test

#endif // STRATA_TESTS_UNIT_VULKANTESTSUPPORT_H
