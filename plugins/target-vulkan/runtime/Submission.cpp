//===- Submission.cpp - Command lists of the vulkan HAL driver ------------===//
//
// `submit`: a HAL command list (dispatches, copies, barriers) validated,
// recorded into a Vulkan command buffer with hazard barriers, submitted and
// waited for. A list that comes back unchanged (a model called again with its
// buffers from the pool) replays a command buffer recorded for it, so a call
// costs the host a key comparison instead of a descriptor set and a handful
// of vkCmd* per dispatch. See plugins/target-vulkan/README.md ("Runtime").
//
//===----------------------------------------------------------------------===//

#include "VulkanDevice.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <set>

namespace strata::vulkan::driver {

namespace {

/// Recorded submissions kept per device, least recently used evicted.
constexpr size_t kMaxRecorded = 8;
/// Hashes of recent command lists: a list is recorded for replay the second
/// time it is seen, so one-off lists never pay for a command buffer and a
/// descriptor pool of their own.
constexpr size_t kSeenLists = 32;

using Clock = std::chrono::steady_clock;

double micros(Clock::time_point from, Clock::time_point to) {
  return std::chrono::duration<double, std::micro>(to - from).count();
}

/// Waits until the timeline semaphore reaches `value`.
/// Polls first, for up to the device's spin time: a blocking wait costs a
/// sleep and a wake-up, tens of microseconds on the calls of a small model.
Result waitTimeline(strata_hal_device_t *dev, uint64_t value) {
  if (dev->spinMicros) {
    Clock::time_point until =
        Clock::now() + std::chrono::microseconds(dev->spinMicros);
    uint64_t reached = 0;
    do {
      VkResult r =
          vkGetSemaphoreCounterValue(dev->device, dev->timeline, &reached);
      if (r != VK_SUCCESS)
        return vkFailure(dev, r, "vkGetSemaphoreCounterValue");
      if (reached >= value)
        return success();
    } while (Clock::now() < until);
  }
  VkSemaphoreWaitInfo wait{VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO};
  wait.semaphoreCount = 1;
  wait.pSemaphores = &dev->timeline;
  wait.pValues = &value;
  const uint64_t kTimeout = 600ull * 1000 * 1000 * 1000; // 10 minutes
  VkResult r = vkWaitSemaphores(dev->device, &wait, kTimeout);
  if (r == VK_TIMEOUT)
    return failure(STRATA_PLUGIN_UNAVAILABLE,
                   "submission did not finish within 10 minutes");
  if (r != VK_SUCCESS)
    return vkFailure(dev, r, "vkWaitSemaphores");
  return success();
}

/// A full execution + memory barrier between compute and transfer work.
void fullBarrier(VkCommandBuffer cb) {
  VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  barrier.srcAccessMask =
      VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  barrier.dstAccessMask =
      VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
      VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  VkPipelineStageFlags stages =
      VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
  vkCmdPipelineBarrier(cb, stages, stages, 0, 1, &barrier, 0, nullptr, 0,
                       nullptr);
}

Result validateCommands(strata_hal_device_t *dev,
                        const strata_hal_command_t *commands, uint32_t count,
                        uint32_t *dispatches, uint32_t *descriptors) {
  *dispatches = 0;
  *descriptors = 0;
  const auto &limits = dev->properties.limits;
  for (uint32_t i = 0; i < count; ++i) {
    const strata_hal_command_t &c = commands[i];
    // Built only for a message: this runs per command per call.
    auto where = [i] { return "command " + std::to_string(i); };
    if (c.type == STRATA_HAL_COMMAND_DISPATCH) {
      const auto &d = c.u.dispatch;
      if (!d.executable || d.entry_ordinal >= d.executable->entries.size())
        return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                       where() + ": dispatch of a null executable or a bad "
                                 "entry ordinal");
      const VulkanEntry &e = d.executable->entries[d.entry_ordinal];
      if (d.binding_count != e.bindingCount)
        return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                       where() + ": dispatch of '" + e.name + "' with " +
                           std::to_string(d.binding_count) +
                           " bindings, expected " +
                           std::to_string(e.bindingCount));
      for (uint32_t b = 0; b < d.binding_count; ++b)
        if (!d.bindings || !d.bindings[b])
          return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                         where() + ": binding " + std::to_string(b) +
                             " is null");
      if (d.push_constant_count != e.pushConstantCount ||
          (d.push_constant_count && !d.push_constants))
        return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                       where() + ": dispatch of '" + e.name + "' with " +
                           std::to_string(d.push_constant_count) +
                           " push constants, expected " +
                           std::to_string(e.pushConstantCount));
      for (int k = 0; k < 3; ++k)
        if (d.workgroup_count[k] > limits.maxComputeWorkGroupCount[k] &&
            !e.stridedGrid)
          return failure(
              STRATA_PLUGIN_INVALID_ARGUMENT,
              where() + ": dispatch of '" + e.name + "' workgroup count " +
                  std::to_string(d.workgroup_count[k]) + " in dimension " +
                  std::to_string(k) + " exceeds the device limit " +
                  std::to_string(limits.maxComputeWorkGroupCount[k]));
      ++*dispatches;
      *descriptors += d.binding_count;
    } else if (c.type == STRATA_HAL_COMMAND_COPY) {
      const auto &cp = c.u.copy;
      Result r = checkRange(cp.src, cp.src_offset, cp.length,
                            (where() + ": copy source").c_str());
      if (r.ok())
        r = checkRange(cp.dst, cp.dst_offset, cp.length,
                       (where() + ": copy target").c_str());
      if (!r.ok())
        return r;
    } else if (c.type != STRATA_HAL_COMMAND_BARRIER) {
      return failure(STRATA_PLUGIN_INVALID_ARGUMENT,
                     where() + ": unknown command type " +
                         std::to_string(c.type));
    }
  }
  return success();
}

/// A descriptor pool for `sets` sets of `descriptors` storage buffers in all.
Result createDescriptorPool(strata_hal_device_t *dev, uint32_t sets,
                            uint32_t descriptors, VkDescriptorPool *out) {
  VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                            std::max(descriptors, 1u)};
  VkDescriptorPoolCreateInfo pool{
      VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
  pool.maxSets = std::max(sets, 1u);
  pool.poolSizeCount = 1;
  pool.pPoolSizes = &size;
  VK_CHECK(dev, vkCreateDescriptorPool(dev->device, &pool, nullptr, out),
           "vkCreateDescriptorPool");
  return success();
}

/// Resets the device's descriptor pool for a submission of `sets` sets with
/// `descriptors` storage-buffer descriptors in all; recreates it (at least
/// twice as large) when it is too small.
Result prepareDescriptorPool(strata_hal_device_t *dev, uint32_t sets,
                             uint32_t descriptors) {
  if (dev->descriptorPool && sets <= dev->descriptorPoolSets &&
      descriptors <= dev->descriptorPoolDescriptors) {
    VK_CHECK(dev, vkResetDescriptorPool(dev->device, dev->descriptorPool, 0),
             "vkResetDescriptorPool");
    return success();
  }
  if (dev->descriptorPool)
    vkDestroyDescriptorPool(dev->device, dev->descriptorPool, nullptr);
  dev->descriptorPool = VK_NULL_HANDLE;
  uint32_t wantSets = std::max({sets, 2 * dev->descriptorPoolSets, 64u});
  uint32_t wantDescriptors =
      std::max({descriptors, 2 * dev->descriptorPoolDescriptors, 256u});
  dev->descriptorPoolSets = dev->descriptorPoolDescriptors = 0;
  Result r = createDescriptorPool(dev, wantSets, wantDescriptors,
                                  &dev->descriptorPool);
  if (!r.ok())
    return r;
  dev->descriptorPoolSets = wantSets;
  dev->descriptorPoolDescriptors = wantDescriptors;
  return success();
}

/// Makes the device's timestamp query pool hold at least `count` queries
/// (the command buffer resets the ones it uses).
Result prepareQueryPool(strata_hal_device_t *dev, uint32_t count) {
  if (dev->queryPool && count <= dev->queryPoolCount)
    return success();
  if (dev->queryPool) {
    // Recorded submissions may write timestamps into the old pool.
    forgetRecordedSubmissions(dev);
    vkDestroyQueryPool(dev->device, dev->queryPool, nullptr);
  }
  dev->queryPool = VK_NULL_HANDLE;
  uint32_t want = std::max({count, 2 * dev->queryPoolCount, 128u});
  dev->queryPoolCount = 0;
  VkQueryPoolCreateInfo q{VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
  q.queryType = VK_QUERY_TYPE_TIMESTAMP;
  q.queryCount = want;
  VK_CHECK(dev, vkCreateQueryPool(dev->device, &q, nullptr, &dev->queryPool),
           "vkCreateQueryPool");
  dev->queryPoolCount = want;
  return success();
}

/// Whether a copy's source and target ranges overlap in one buffer (Vulkan
/// forbids that in one vkCmdCopyBuffer; the HAL copy has memmove semantics).
bool overlapping(const strata_hal_command_t &c) {
  const auto &cp = c.u.copy;
  return cp.length && cp.src == cp.dst &&
         cp.src_offset < cp.dst_offset + cp.length &&
         cp.dst_offset < cp.src_offset + cp.length;
}

/// Everything a recorded command buffer depends on, as words: the pending
/// zero fills, whether timestamps are written, and every command with its
/// buffers (pointer, VkBuffer and bound range), counts and push constants.
/// Empty when the list cannot be replayed (an overlapping copy needs a
/// temporary buffer per submission).
std::vector<uint64_t> submissionKey(strata_hal_device_t *dev,
                                    const strata_hal_command_t *commands,
                                    uint32_t count, bool timed) {
  std::vector<uint64_t> key;
  auto buffer = [&](const strata_hal_buffer_t *b) {
    key.push_back(reinterpret_cast<uintptr_t>(b));
    key.push_back(reinterpret_cast<uint64_t>(b->buffer));
    key.push_back(b->range);
  };
  key.push_back(timed ? reinterpret_cast<uint64_t>(dev->queryPool) : 0);
  key.push_back(dev->pendingFills.size());
  for (const PendingFill &f : dev->pendingFills) {
    buffer(f.buffer);
    key.push_back(f.value);
  }
  for (uint32_t i = 0; i < count; ++i) {
    const strata_hal_command_t &c = commands[i];
    key.push_back(c.type);
    if (c.type == STRATA_HAL_COMMAND_DISPATCH) {
      const auto &d = c.u.dispatch;
      key.push_back(reinterpret_cast<uintptr_t>(d.executable));
      key.push_back(d.entry_ordinal);
      for (int k = 0; k < 3; ++k)
        key.push_back(d.workgroup_count[k]);
      key.push_back(d.binding_count);
      for (uint32_t b = 0; b < d.binding_count; ++b)
        buffer(d.bindings[b]);
      key.push_back(d.push_constant_count);
      for (uint32_t p = 0; p < d.push_constant_count; ++p)
        key.push_back(d.push_constants[p]);
    } else if (c.type == STRATA_HAL_COMMAND_COPY) {
      if (overlapping(c))
        return {};
      const auto &cp = c.u.copy;
      buffer(cp.src);
      key.push_back(cp.src_offset);
      buffer(cp.dst);
      key.push_back(cp.dst_offset);
      key.push_back(cp.length);
    }
  }
  return key;
}

uint64_t hashKey(const std::vector<uint64_t> &key) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (uint64_t w : key) {
    h ^= w + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h *= 0x100000001b3ull;
  }
  return h;
}

/// Temporaries of overlapping copies, destroyed when the submission that
/// used them has completed.
struct Scratch {
  strata_hal_device_t *dev;
  std::vector<std::unique_ptr<strata_hal_buffer_t>> temporaries;
  ~Scratch() {
    for (auto &t : temporaries)
      destroyBuffer(dev, *t);
  }
};

/// Records `commands` into `cb` (begun, fills recorded), descriptor sets
/// from `pool`. Hazard tracking: a barrier goes in before a command that
/// touches a buffer an earlier command (since the last barrier) wrote, or
/// writes one it read, so the local device's in-order semantics hold even
/// without explicit barriers. A dispatch binding counts as read+write unless
/// its shader only reads it (VulkanEntry::readOnly) and the device was asked
/// to use that (readOnlyBarriers).
Result recordCommands(strata_hal_device_t *dev, VkCommandBuffer cb,
                      const strata_hal_command_t *commands, uint32_t count,
                      VkDescriptorPool pool, bool timed, uint32_t dispatches,
                      Scratch &scratch) {
  VkQueryPool queries = dev->queryPool;
  if (timed)
    vkCmdResetQueryPool(cb, queries, 0, 2 * dispatches);
  std::vector<VkDescriptorBufferInfo> infos;
  std::vector<VkWriteDescriptorSet> writeSets;
  std::set<const strata_hal_buffer_t *> reads, writes;
  auto hazard = [&](const strata_hal_buffer_t *b, bool write) {
    return writes.count(b) || (write && reads.count(b));
  };
  auto barrier = [&] {
    fullBarrier(cb);
    reads.clear();
    writes.clear();
  };
  uint32_t dispatchIndex = 0;
  for (uint32_t i = 0; i < count; ++i) {
    const strata_hal_command_t &c = commands[i];
    if (c.type == STRATA_HAL_COMMAND_BARRIER) {
      barrier();
      continue;
    }
    if (c.type == STRATA_HAL_COMMAND_COPY) {
      const auto &cp = c.u.copy;
      if (hazard(cp.src, false) || hazard(cp.dst, true))
        barrier();
      reads.insert(cp.src);
      writes.insert(cp.dst);
      if (!cp.length)
        continue;
      if (overlapping(c)) {
        // Through a temporary buffer.
        scratch.temporaries.push_back(std::make_unique<strata_hal_buffer_t>());
        strata_hal_buffer_t &tmp = *scratch.temporaries.back();
        Result made = createBuffer(dev, cp.length, false, tmp);
        if (!made.ok())
          return made;
        VkBufferCopy in{cp.src_offset, 0, cp.length};
        vkCmdCopyBuffer(cb, cp.src->buffer, tmp.buffer, 1, &in);
        fullBarrier(cb);
        VkBufferCopy back{0, cp.dst_offset, cp.length};
        vkCmdCopyBuffer(cb, tmp.buffer, cp.dst->buffer, 1, &back);
        continue;
      }
      VkBufferCopy region{cp.src_offset, cp.dst_offset, cp.length};
      vkCmdCopyBuffer(cb, cp.src->buffer, cp.dst->buffer, 1, &region);
      continue;
    }
    const auto &d = c.u.dispatch;
    const VulkanEntry &e = d.executable->entries[d.entry_ordinal];
    // A binding the shader only reads (NonWritable) conflicts only with
    // an earlier write, where asked (readOnlyBarriers); one it may write,
    // with any earlier access.
    auto mayWrite = [&](uint32_t b) {
      return !dev->readOnlyBarriers || b >= e.readOnly.size() || !e.readOnly[b];
    };
    bool conflict = false;
    for (uint32_t b = 0; b < d.binding_count; ++b)
      conflict |= hazard(d.bindings[b], mayWrite(b));
    if (conflict)
      barrier();
    VkDescriptorSet set = VK_NULL_HANDLE;
    VkDescriptorSetAllocateInfo alloc{
        VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    alloc.descriptorPool = pool;
    alloc.descriptorSetCount = 1;
    alloc.pSetLayouts = &e.setLayout;
    VK_CHECK(dev, vkAllocateDescriptorSets(dev->device, &alloc, &set),
             "vkAllocateDescriptorSets");
    infos.resize(d.binding_count);
    writeSets.resize(d.binding_count);
    for (uint32_t b = 0; b < d.binding_count; ++b) {
      // The bound range, not the whole (pool-class sized) VkBuffer.
      infos[b] = {d.bindings[b]->buffer, 0, d.bindings[b]->range};
      writeSets[b] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
      writeSets[b].dstSet = set;
      writeSets[b].dstBinding = b;
      writeSets[b].descriptorCount = 1;
      writeSets[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
      writeSets[b].pBufferInfo = &infos[b];
      reads.insert(d.bindings[b]);
      if (mayWrite(b))
        writes.insert(d.bindings[b]);
    }
    if (!writeSets.empty())
      vkUpdateDescriptorSets(dev->device, uint32_t(writeSets.size()),
                             writeSets.data(), 0, nullptr);
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, e.pipeline);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, e.layout, 0, 1,
                            &set, 0, nullptr);
    if (d.push_constant_count)
      vkCmdPushConstants(cb, e.layout, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                         d.push_constant_count * 4, d.push_constants);
    if (timed)
      vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, queries,
                          2 * dispatchIndex);
    uint32_t groups[3];
    for (int k = 0; k < 3; ++k)
      groups[k] =
          e.stridedGrid
              ? std::min(d.workgroup_count[k],
                         dev->properties.limits.maxComputeWorkGroupCount[k])
              : d.workgroup_count[k];
    vkCmdDispatch(cb, groups[0], groups[1], groups[2]);
    if (timed)
      vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, queries,
                          2 * dispatchIndex + 1);
    ++dispatchIndex;
  }
  return success();
}

void freeRecorded(strata_hal_device_t *dev, RecordedSubmission &s) {
  if (s.commandBuffer)
    vkFreeCommandBuffers(dev->device, dev->commandPool, 1, &s.commandBuffer);
  if (s.descriptorPool)
    vkDestroyDescriptorPool(dev->device, s.descriptorPool, nullptr);
  s.commandBuffer = VK_NULL_HANDLE;
  s.descriptorPool = VK_NULL_HANDLE;
}

/// The recorded submission of `key`, or null.
RecordedSubmission *findRecorded(strata_hal_device_t *dev,
                                 const std::vector<uint64_t> &key) {
  for (RecordedSubmission &s : dev->recorded.entries)
    if (s.key == key)
      return &s;
  return nullptr;
}

/// Notes that `key` was seen; true when it was seen before (among the last
/// kSeenLists lists), i.e. when it is worth recording for replay.
bool seenBefore(strata_hal_device_t *dev, const std::vector<uint64_t> &key) {
  auto &rec = dev->recorded;
  uint64_t h = hashKey(key);
  if (std::find(rec.seen.begin(), rec.seen.end(), h) != rec.seen.end())
    return true;
  if (rec.seen.size() < kSeenLists) {
    rec.seen.push_back(h);
  } else {
    rec.seen[rec.seenNext] = h;
    rec.seenNext = (rec.seenNext + 1) % kSeenLists;
  }
  return false;
}

/// Records `commands` into a command buffer of their own (with a descriptor
/// pool of its own) kept for replay, evicting the least recently used one.
Result recordForReplay(strata_hal_device_t *dev, std::vector<uint64_t> key,
                       const strata_hal_command_t *commands, uint32_t count,
                       bool timed, uint32_t dispatches, uint32_t descriptors,
                       Scratch &scratch, RecordedSubmission **out) {
  auto &entries = dev->recorded.entries;
  if (entries.size() >= kMaxRecorded) {
    auto lru = std::min_element(
        entries.begin(), entries.end(),
        [](const auto &a, const auto &b) { return a.lastUse < b.lastUse; });
    freeRecorded(dev, *lru);
    entries.erase(lru);
  }
  RecordedSubmission s;
  s.key = std::move(key);
  auto fail = [&](Result r) {
    freeRecorded(dev, s);
    return r;
  };
  Result r =
      createDescriptorPool(dev, dispatches, descriptors, &s.descriptorPool);
  if (!r.ok())
    return fail(r);
  VkCommandBufferAllocateInfo info{
      VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  info.commandPool = dev->commandPool;
  info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  info.commandBufferCount = 1;
  VkResult vr = vkAllocateCommandBuffers(dev->device, &info, &s.commandBuffer);
  if (vr != VK_SUCCESS)
    return fail(vkFailure(dev, vr, "vkAllocateCommandBuffers"));
  r = beginRecording(dev, s.commandBuffer, /*oneTime=*/false);
  if (r.ok())
    r = recordCommands(dev, s.commandBuffer, commands, count, s.descriptorPool,
                       timed, dispatches, scratch);
  vr = vkEndCommandBuffer(s.commandBuffer);
  if (r.ok() && vr != VK_SUCCESS)
    r = vkFailure(dev, vr, "vkEndCommandBuffer");
  if (!r.ok())
    return fail(r);
  ++dev->recorded.recordings;
  entries.push_back(std::move(s));
  *out = &entries.back();
  return success();
}

/// Reads the timestamps of `dispatches` dispatches into nanoseconds; adds
/// the first-start-to-last-end span to the profile.
Result readTimestamps(strata_hal_device_t *dev, uint32_t dispatches,
                      uint64_t *dispatchNanos) {
  std::vector<uint64_t> ticks(2 * dispatches);
  VK_CHECK(dev,
           vkGetQueryPoolResults(
               dev->device, dev->queryPool, 0, 2 * dispatches,
               ticks.size() * sizeof(uint64_t), ticks.data(), sizeof(uint64_t),
               VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
           "vkGetQueryPoolResults");
  uint64_t mask = dev->timestampValidBits >= 64
                      ? ~uint64_t(0)
                      : (uint64_t(1) << dev->timestampValidBits) - 1;
  double period = dev->properties.limits.timestampPeriod;
  auto nanos = [&](uint64_t from, uint64_t to) {
    return uint64_t(double(((to & mask) - (from & mask)) & mask) * period +
                    0.5);
  };
  for (uint32_t i = 0; i < dispatches; ++i)
    dispatchNanos[i] = nanos(ticks[2 * i], ticks[2 * i + 1]);
  if (dev->profile.enabled) {
    dev->profile.spanMicros += nanos(ticks.front(), ticks.back()) / 1e3;
    ++dev->profile.timedSubmissions;
  }
  return success();
}

} // namespace

Result beginRecording(strata_hal_device_t *dev, VkCommandBuffer cb,
                      bool oneTime) {
  VK_CHECK(dev, vkResetCommandBuffer(cb, 0), "vkResetCommandBuffer");
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  begin.flags = oneTime ? VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT : 0;
  VK_CHECK(dev, vkBeginCommandBuffer(cb, &begin), "vkBeginCommandBuffer");
  for (const PendingFill &f : dev->pendingFills)
    vkCmdFillBuffer(cb, f.buffer->buffer, 0, f.buffer->range, f.value);
  if (!dev->pendingFills.empty())
    fullBarrier(cb);
  return success();
}

Result submitRecorded(strata_hal_device_t *dev, VkCommandBuffer cb) {
  uint64_t signal = dev->timelineValue + 1;
  VkTimelineSemaphoreSubmitInfo timeline{
      VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO};
  timeline.signalSemaphoreValueCount = 1;
  timeline.pSignalSemaphoreValues = &signal;
  VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  submit.pNext = &timeline;
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &cb;
  submit.signalSemaphoreCount = 1;
  submit.pSignalSemaphores = &dev->timeline;
  Clock::time_point start = Clock::now();
  VK_CHECK(dev, vkQueueSubmit(dev->queue, 1, &submit, VK_NULL_HANDLE),
           "vkQueueSubmit");
  if (dev->profile.enabled)
    dev->profile.queueSubmitMicros += micros(start, Clock::now());
  dev->pendingFills.clear();
  dev->timelineValue = signal;
  Result waited = waitTimeline(dev, signal);
  if (!waited.ok())
    return waited;
  return deviceState(dev);
}

void forgetRecordedSubmissions(strata_hal_device_t *dev) {
  for (RecordedSubmission &s : dev->recorded.entries)
    freeRecorded(dev, s);
  dev->recorded.entries.clear();
  dev->recorded.seen.clear();
  dev->recorded.seenNext = 0;
}

void printSubmissionProfile(strata_hal_device_t *dev) {
  const SubmissionProfile &p = dev->profile;
  if (!p.enabled || !p.submissions)
    return;
  double n = double(p.submissions);
  std::fprintf(stderr,
               "vulkan profile: %llu submissions, %.1f dispatches each, %llu "
               "replayed (%llu recorded for replay); per submission: host "
               "%.2f us to vkQueueSubmit, %.2f us from there to completion",
               (unsigned long long)p.submissions, double(p.dispatches) / n,
               (unsigned long long)p.replayed,
               (unsigned long long)dev->recorded.recordings, p.recordMicros / n,
               p.executeMicros / n);
  std::fprintf(stderr,
               " (vkQueueSubmit itself %.2f us), host from one submission's "
               "end to the next %.2f us",
               p.queueSubmitMicros / n,
               n > 1 ? p.betweenMicros / (n - 1) : 0.0);
  if (p.timedSubmissions)
    std::fprintf(stderr,
                 ", GPU span (first dispatch start to last end) %.2f us",
                 p.spanMicros / double(p.timedSubmissions));
  std::fprintf(stderr, "\n");
}

int submit(strata_hal_device_t *dev, const strata_hal_command_t *commands,
           uint32_t count, uint64_t *dispatchNanos, char *error,
           size_t errorCapacity) {
  std::lock_guard<std::recursive_mutex> lock(dev->apiMutex);
  return guarded(error, errorCapacity, [&]() -> Result {
    Clock::time_point start = Clock::now();
    Result r = deviceState(dev);
    if (!r.ok())
      return r;
    uint32_t dispatches = 0, descriptors = 0;
    r = validateCommands(dev, commands, count, &dispatches, &descriptors);
    if (!r.ok())
      return r;
    if (dispatchNanos)
      std::fill(dispatchNanos, dispatchNanos + dispatches, 0);
    if (count == 0)
      return success();
    bool timed = dispatchNanos && dispatches && dev->timestamps;
    if (timed) {
      r = prepareQueryPool(dev, 2 * dispatches);
      if (!r.ok())
        return r;
    }

    Scratch scratch{dev, {}};
    std::vector<uint64_t> key;
    if (dev->recorded.enabled)
      key = submissionKey(dev, commands, count, timed);
    RecordedSubmission *replay = key.empty() ? nullptr : findRecorded(dev, key);
    bool replayed = replay != nullptr;
    if (!replay && !key.empty() && seenBefore(dev, key)) {
      r = recordForReplay(dev, std::move(key), commands, count, timed,
                          dispatches, descriptors, scratch, &replay);
      if (!r.ok())
        return r;
    }
    VkCommandBuffer cb = dev->commandBuffer;
    if (replay) {
      replay->lastUse = ++dev->recorded.clock;
      cb = replay->commandBuffer;
    } else {
      if (dispatches) {
        r = prepareDescriptorPool(dev, dispatches, descriptors);
        if (!r.ok())
          return r;
      }
      r = beginRecording(dev, cb, /*oneTime=*/true);
      if (r.ok())
        r = recordCommands(dev, cb, commands, count, dev->descriptorPool, timed,
                           dispatches, scratch);
      VkResult ended = vkEndCommandBuffer(cb);
      if (r.ok() && ended != VK_SUCCESS)
        r = vkFailure(dev, ended, "vkEndCommandBuffer");
      if (!r.ok())
        return r;
    }
    Clock::time_point recorded = Clock::now();
    r = submitRecorded(dev, cb);
    if (!r.ok())
      return r;
    if (dev->profile.enabled) {
      SubmissionProfile &p = dev->profile;
      if (p.submissions)
        p.betweenMicros += micros(p.lastDone, start);
      p.lastDone = Clock::now();
      ++p.submissions;
      p.dispatches += dispatches;
      p.replayed += replayed;
      p.recordMicros += micros(start, recorded);
      p.executeMicros += micros(recorded, Clock::now());
    }
    if (timed) {
      r = readTimestamps(dev, dispatches, dispatchNanos);
      if (!r.ok())
        return r;
    }
    return deviceState(dev);
  });
}

} // namespace strata::vulkan::driver
