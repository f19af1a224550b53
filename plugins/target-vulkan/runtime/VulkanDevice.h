//===- VulkanDevice.h - The vulkan driver's device state -------*- C++ -*-===//
//
// The opaque handle types of the HAL driver's C ABI and the helpers shared
// by the driver's files: VulkanDriver.cpp (instance, devices, buffers,
// executables, the driver table) and Submission.cpp (command lists:
// validation, recording, replay, submission).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VULKAN_RUNTIME_VULKANDEVICE_H
#define STRATA_VULKAN_RUNTIME_VULKANDEVICE_H

#include "FloatControls.h"
#include "strata/sdk/runtime_plugin.h"

#include <vulkan/vulkan.h>

#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <new>
#include <string>
#include <vector>

namespace strata::vulkan::driver {

/// A command buffer recorded once for a command list and submitted again
/// whenever the same list comes back (same commands, buffers, ranges, counts,
/// push constants and pending fills). It owns the descriptor sets it binds.
struct RecordedSubmission {
  std::vector<uint64_t> key;
  VkCommandBuffer commandBuffer = VK_NULL_HANDLE;
  VkDescriptorPool descriptorPool = VK_NULL_HANDLE;
  uint64_t lastUse = 0;
};

struct RecordedSubmissions {
  bool enabled = true; // STRATA_VULKAN_REPLAY=0 turns replay off
  std::vector<RecordedSubmission> entries; // at most kMaxRecorded
  std::vector<uint64_t> seen;              // hashes of recent lists, a ring
  size_t seenNext = 0;
  uint64_t clock = 0;
  uint64_t recordings = 0;
};

struct PendingFill {
  strata_hal_buffer_t *buffer;
  uint32_t value;
};

struct SubmissionProfile {
  bool enabled = false;
  uint64_t submissions = 0, dispatches = 0, replayed = 0;
  double recordMicros = 0;      // submit entry -> vkQueueSubmit
  double executeMicros = 0;     // vkQueueSubmit -> the wait returns
  double spanMicros = 0;        // first dispatch start -> last end (timed only)
  double queueSubmitMicros = 0; // in vkQueueSubmit
  double betweenMicros = 0;     // a submission's end -> the next one's start
  std::chrono::steady_clock::time_point lastDone;
  uint64_t timedSubmissions = 0;
};

} // namespace strata::vulkan::driver

struct strata_hal_buffer_t {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  uint64_t size = 0;          // requested bytes
  VkDeviceSize range = 0;     // bytes bound and zeroed (>= 4, multiple of 4)
  VkDeviceSize allocated = 0; // Vulkan buffer size (>= range; a pool class)
};

struct VulkanEntry {
  std::string name;
  uint32_t bindingCount = 0;
  uint32_t pushConstantCount = 0;
  /// Workgroups stride over their iterations: counts over the device's
  /// limits are clamped (ExecutableFormat.h kEntryStridedGrid).
  bool stridedGrid = false;
  /// Per binding: the shader only reads it (NonWritable), so dispatches
  /// that only read a buffer need no barrier between them.
  std::vector<bool> readOnly;
  VkShaderModule module = VK_NULL_HANDLE;
  VkDescriptorSetLayout setLayout = VK_NULL_HANDLE;
  VkPipelineLayout layout = VK_NULL_HANDLE;
  VkPipeline pipeline = VK_NULL_HANDLE;
};

struct strata_hal_executable_t {
  std::vector<VulkanEntry> entries; // in the module's entry ordinal order
};

struct strata_hal_device_t {
  using RecordedSubmissions = strata::vulkan::driver::RecordedSubmissions;
  using SubmissionProfile = strata::vulkan::driver::SubmissionProfile;
  using PendingFill = strata::vulkan::driver::PendingFill;
  VkInstance instance = VK_NULL_HANDLE;
  VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
  bool validation = false;
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties properties{};
  VkPhysicalDeviceMemoryProperties memory{};
  VkDevice device = VK_NULL_HANDLE;
  uint32_t queueFamily = 0;
  VkQueue queue = VK_NULL_HANDLE;
  VkCommandPool commandPool = VK_NULL_HANDLE;
  VkPipelineCache pipelineCache = VK_NULL_HANDLE;
  VkSemaphore timeline = VK_NULL_HANDLE;
  uint64_t timelineValue = 0;
  // How long a wait for a submission polls the timeline before it blocks
  // (STRATA_VULKAN_SPIN_US).
  uint32_t spinMicros = 0;
  bool timestamps = false;
  /// VK_KHR_cooperative_matrix (and VK_KHR_shader_bfloat16's bf16
  /// matrices) enabled: shaders with cooperative matrices can run.
  bool cooperativeMatrices = false;
  bool bfloat16Matrices = false;
  /// STRATA_VULKAN_PIPELINE_STATISTICS and the device has
  /// VK_KHR_pipeline_executable_properties: each pipeline's statistics are
  /// printed when it is created (PipelineStatistics.h).
  bool pipelineStatistics = false;
  // Widths whose denormals the device preserves: executables get the
  // DenormPreserve mode for them at load (FloatControls.h).
  strata::vulkan::driver::DenormPreserveWidths denormPreserve;
  uint32_t timestampValidBits = 0;
  // Host-visible staging buffer for buffer_write / buffer_read.
  strata_hal_buffer_t staging;
  void *stagingMapped = nullptr;
  // Every submission has completed when the call that made it returns, so
  // one command buffer, descriptor pool and query pool serve them all: each
  // is reset, not recreated, per submission (grown when too small).
  VkCommandBuffer commandBuffer = VK_NULL_HANDLE;
  VkDescriptorPool descriptorPool = VK_NULL_HANDLE;
  uint32_t descriptorPoolSets = 0, descriptorPoolDescriptors = 0;
  VkQueryPool queryPool = VK_NULL_HANDLE;
  uint32_t queryPoolCount = 0;
  // Device buffers freed by buffer_destroy, by allocation size class, for
  // buffer_create to reuse instead of vkAllocateMemory/vkFreeMemory per
  // call; at most `poolLimit` bytes are kept (see releaseBuffer).
  // Each list is sorted by descending address and the lowest is taken
  // first, so a call made again from the same free buffers gets the same
  // buffers in the same order (and its command list can be replayed),
  // whatever order the last call freed them in.
  std::map<VkDeviceSize, std::vector<strata_hal_buffer_t *>> freeBuffers;
  uint64_t pooledBytes = 0;
  uint64_t poolLimit = 0;
  // Buffers created (or reused) since the last submission: their fill (zero,
  // or the poison pattern) is recorded at the start of the next command
  // buffer instead of costing a submission of its own.
  std::vector<PendingFill> pendingFills;
  // STRATA_VULKAN_POISON=1: uninitialized buffers are filled with 0xff bytes
  // (NaN as floats), so a kernel that reads what it never wrote shows.
  bool poison = false;
  // STRATA_VULKAN_READ_ONLY_BARRIERS=1: a binding an entry only reads
  // (VulkanEntry::readOnly) conflicts only with an earlier write, so
  // dispatches that only read a buffer get no barrier between them. Off
  // until measured correct on NVIDIA: each binding counts as read+write.
  bool readOnlyBarriers = false;
  // Command buffers recorded for submissions seen more than once, replayed
  // when the same command list comes again (Submission.cpp).
  RecordedSubmissions recorded;
  // STRATA_VULKAN_PROFILE=1: host and GPU time per submission, printed when
  // the device is destroyed.
  SubmissionProfile profile;
  // Sticky device loss.
  bool lost = false;
  std::string lostMessage;
  // Held by every entry point of the driver for its whole call: the
  // command pool, descriptor pool, staging buffer, buffer pool, recorded
  // submissions and the queue are shared by all threads using the device
  // (Vulkan requires external synchronization of each). Recursive: an entry
  // point may release buffers.
  std::recursive_mutex apiMutex;
  // Validation layer errors seen since the last check (callback thread).
  std::mutex validationMutex;
  std::vector<std::string> validationErrors;
};

namespace strata::vulkan::driver {

/// A status code and message; code 0 is success.
struct Result {
  int code = STRATA_PLUGIN_OK;
  std::string message;
  bool ok() const { return code == STRATA_PLUGIN_OK; }
};

inline Result success() { return Result(); }
inline Result failure(int code, std::string message) {
  return Result{code, std::move(message)};
}

/// Maps a failed VkResult of `what` to a Result; a lost device becomes
/// sticky on `dev`.
Result vkFailure(strata_hal_device_t *dev, VkResult r, const std::string &what);

#define VK_CHECK(dev, call, what)                                              \
  do {                                                                         \
    VkResult vkCheckResult_ = (call);                                          \
    if (vkCheckResult_ != VK_SUCCESS)                                          \
      return vkFailure(dev, vkCheckResult_, what);                             \
  } while (0)

/// DEVICE_LOST when the device was lost earlier, else a validation error
/// reported since the last check, else success.
Result deviceState(strata_hal_device_t *dev);

/// Frees a buffer's VkBuffer and memory (the struct stays).
void destroyBuffer(strata_hal_device_t *dev, strata_hal_buffer_t &b);
/// Creates a buffer of `size` bytes. A device-local one (storage usage) is
/// a pool size class large; a host-visible one (staging) exactly the range.
Result createBuffer(strata_hal_device_t *dev, uint64_t size, bool hostVisible,
                    strata_hal_buffer_t &out);

/// INVALID_ARGUMENT unless [offset, offset + length) lies in `b`.
Result checkRange(const strata_hal_buffer_t *b, uint64_t offset,
                  uint64_t length, const char *what);

/// Drops `b`'s pending fill, if any.
void dropPendingFill(strata_hal_device_t *dev, const strata_hal_buffer_t *b);

/// Records the device's command buffer with the pending zero fills (then a
/// barrier) followed by `record(cb)`, submits it and waits for it.
template <typename Record>
Result submitAndWait(strata_hal_device_t *dev, Record &&record);

/// Begins `cb` (reset first), records the pending zero fills and a barrier.
Result beginRecording(strata_hal_device_t *dev, VkCommandBuffer cb,
                      bool oneTime);
/// Submits `cb`, signalling the next timeline value, and waits for it.
Result submitRecorded(strata_hal_device_t *dev, VkCommandBuffer cb);

template <typename Record>
Result submitAndWait(strata_hal_device_t *dev, Record &&record) {
  VkCommandBuffer cb = dev->commandBuffer;
  Result r = beginRecording(dev, cb, /*oneTime=*/true);
  if (!r.ok())
    return r;
  Result recorded = record(cb);
  VK_CHECK(dev, vkEndCommandBuffer(cb), "vkEndCommandBuffer");
  if (!recorded.ok())
    return recorded;
  return submitRecorded(dev, cb);
}

/// Frees every recorded submission: called before a buffer, executable or
/// query pool they may reference is destroyed.
void forgetRecordedSubmissions(strata_hal_device_t *dev);
/// Prints the STRATA_VULKAN_PROFILE summary (when enabled).
void printSubmissionProfile(strata_hal_device_t *dev);

/// The driver's `submit`.
int submit(strata_hal_device_t *dev, const strata_hal_command_t *commands,
           uint32_t count, uint64_t *dispatchNanos, char *error,
           size_t errorCapacity);

/// Writes `r`'s message into the caller's buffer; returns its code.
int report(const Result &r, char *error, size_t capacity);

/// Runs `fn` (returning Result) and turns any exception into INTERNAL.
template <typename Fn> int guarded(char *error, size_t capacity, Fn &&fn) {
  try {
    return report(fn(), error, capacity);
  } catch (const std::bad_alloc &) {
    return report(failure(STRATA_PLUGIN_RESOURCE_EXHAUSTED,
                          "vulkan driver: out of host memory"),
                  error, capacity);
  } catch (...) {
    return report(failure(STRATA_PLUGIN_INTERNAL,
                          "vulkan driver: unexpected internal exception"),
                  error, capacity);
  }
}

} // namespace strata::vulkan::driver

#endif // STRATA_VULKAN_RUNTIME_VULKANDEVICE_H
