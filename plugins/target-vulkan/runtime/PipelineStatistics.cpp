//===- PipelineStatistics.cpp - What the driver compiled a kernel to ------===//

#include "PipelineStatistics.h"

#include <cstdlib>
#include <cstring>
#include <vector>

namespace strata::vulkan::driver {

bool pipelineStatisticsRequested() {
  const char *v = std::getenv("STRATA_VULKAN_PIPELINE_STATISTICS");
  return v && *v && std::strcmp(v, "0") != 0;
}

namespace {

std::string formatValue(const VkPipelineExecutableStatisticKHR &s) {
  switch (s.format) {
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR:
    return s.value.b32 ? "true" : "false";
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR:
    return std::to_string(s.value.i64);
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR:
    return std::to_string(s.value.u64);
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR:
    return std::to_string(s.value.f64);
  default:
    return "?";
  }
}

} // namespace

std::string describePipelineStatistics(VkDevice device, VkPipeline pipeline,
                                       const std::string &name) {
  // Extension entry points: the loader exports only core ones.
  auto getProperties =
      reinterpret_cast<PFN_vkGetPipelineExecutablePropertiesKHR>(
          vkGetDeviceProcAddr(device, "vkGetPipelineExecutablePropertiesKHR"));
  auto getStatistics =
      reinterpret_cast<PFN_vkGetPipelineExecutableStatisticsKHR>(
          vkGetDeviceProcAddr(device, "vkGetPipelineExecutableStatisticsKHR"));
  std::string prefix = "strata-vulkan: pipeline '" + name + "'";
  if (!getProperties || !getStatistics)
    return prefix + ": the driver does not export the statistics queries\n";
  VkPipelineInfoKHR info{VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR};
  info.pipeline = pipeline;
  uint32_t count = 0;
  if (getProperties(device, &info, &count, nullptr) != VK_SUCCESS)
    return prefix + ": vkGetPipelineExecutablePropertiesKHR failed\n";
  std::vector<VkPipelineExecutablePropertiesKHR> executables(
      count, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR});
  if (getProperties(device, &info, &count, executables.data()) != VK_SUCCESS)
    return prefix + ": vkGetPipelineExecutablePropertiesKHR failed\n";
  std::string out;
  for (uint32_t e = 0; e < count; ++e) {
    out += prefix + " " + executables[e].name + ":";
    VkPipelineExecutableInfoKHR exec{
        VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR};
    exec.pipeline = pipeline;
    exec.executableIndex = e;
    uint32_t statCount = 0;
    if (getStatistics(device, &exec, &statCount, nullptr) != VK_SUCCESS) {
      out += " vkGetPipelineExecutableStatisticsKHR failed\n";
      continue;
    }
    std::vector<VkPipelineExecutableStatisticKHR> stats(
        statCount, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR});
    if (getStatistics(device, &exec, &statCount, stats.data()) != VK_SUCCESS) {
      out += " vkGetPipelineExecutableStatisticsKHR failed\n";
      continue;
    }
    for (uint32_t i = 0; i < statCount; ++i)
      out += std::string(i ? ", " : " ") + stats[i].name + " = " +
             formatValue(stats[i]);
    out += "\n";
  }
  return out;
}

} // namespace strata::vulkan::driver
