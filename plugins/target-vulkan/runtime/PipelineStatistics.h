//===- PipelineStatistics.h - What the driver compiled a kernel to -*- C++
//-*-===//
//
// With STRATA_VULKAN_PIPELINE_STATISTICS=1, the driver asks the device's
// compiler what it made of each entry point (VK_KHR_pipeline_executable_
// properties: on NVIDIA registers per invocation, shared and local memory,
// binary size; on Mesa drivers instruction counts and spills) and prints one
// line per pipeline executable to stderr when the executable is loaded. A
// kernel's occupancy and spills are what a dispatch's time cannot show.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VULKAN_RUNTIME_PIPELINESTATISTICS_H
#define STRATA_VULKAN_RUNTIME_PIPELINESTATISTICS_H

#include <string>
#include <vulkan/vulkan.h>

namespace strata::vulkan::driver {

/// The device extension that reports statistics.
inline constexpr char kPipelineStatisticsExtension[] =
    "VK_KHR_pipeline_executable_properties";

/// Whether STRATA_VULKAN_PIPELINE_STATISTICS asks for statistics.
bool pipelineStatisticsRequested();

/// One line per executable of `pipeline` (created with
/// VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR on a device with the
/// extension's pipelineExecutableInfo feature enabled):
/// `strata-vulkan: pipeline '<name>' <executable>: <statistic> = <value>, ...`.
/// A query the driver fails is reported in the line, never fatal.
std::string describePipelineStatistics(VkDevice device, VkPipeline pipeline,
                                       const std::string &name);

} // namespace strata::vulkan::driver

#endif // STRATA_VULKAN_RUNTIME_PIPELINESTATISTICS_H
