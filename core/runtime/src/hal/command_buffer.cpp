//===- command_buffer.cpp - Recording dispatches, copies, barriers ---*- C++ -*-===//

#include "strata/runtime/hal.h"

namespace strata::hal {

//===----------------------------------------------------------------------===//
// CommandBuffer
//===----------------------------------------------------------------------===//

Status CommandBuffer::checkRecording(const char *what) const {
  if (finalized_)
    return failedPrecondition("command buffer is finalized; cannot record ",
                              what);
  return Status::ok();
}

Status CommandBuffer::pushConstants(std::vector<uint32_t> values) {
  STRATA_RETURN_IF_ERROR(checkRecording("push constants"));
  pendingPushConstants_ = std::move(values);
  return Status::ok();
}

Status CommandBuffer::dispatch(Ref<Executable> executable, uint32_t entry,
                               std::vector<Ref<Buffer>> bindings,
                               const uint32_t *workgroupCount) {
  STRATA_RETURN_IF_ERROR(checkRecording("a dispatch"));
  if (!executable)
    return invalidArgument("dispatch of a null executable");
  const auto &entries = executable->entryPoints();
  if (entry >= entries.size())
    return invalidArgument("executable '", executable->name(),
                           "' has no entry point ", entry, " (it has ",
                           entries.size(), ")");
  const auto &ep = entries[entry];
  if (bindings.size() != ep.bindingCount)
    return invalidArgument("dispatch of '", executable->name(), "::", ep.name,
                           "': expected ", ep.bindingCount, " bindings, got ",
                           bindings.size());
  for (size_t i = 0; i < bindings.size(); ++i)
    if (!bindings[i])
      return invalidArgument("dispatch of '", executable->name(), "::", ep.name,
                             "': binding ", i, " is null");
  std::vector<uint32_t> constants = std::move(pendingPushConstants_);
  pendingPushConstants_.clear();
  if (constants.size() != ep.pushConstantCount)
    return invalidArgument("dispatch of '", executable->name(), "::", ep.name,
                           "': expected ", ep.pushConstantCount,
                           " push constants, got ", constants.size());
  Dispatch d{std::move(executable), entry, std::move(bindings)};
  for (int k = 0; k < 3; ++k)
    d.workgroupCount[k] =
        workgroupCount ? workgroupCount[k] : ep.workgroupCount[k];
  d.pushConstants = std::move(constants);
  commands_.push_back(std::move(d));
  return Status::ok();
}

Status CommandBuffer::copy(Ref<Buffer> src, uint64_t srcOffset, Ref<Buffer> dst,
                           uint64_t dstOffset, uint64_t length) {
  STRATA_RETURN_IF_ERROR(checkRecording("a copy"));
  if (!src || !dst)
    return invalidArgument("copy with a null ", !src ? "source" : "target",
                           " buffer");
  if (dst->readOnly())
    return invalidArgument("copy target buffer is read-only");
  auto inRange = [](uint64_t off, uint64_t len, uint64_t size) {
    return off <= size && len <= size - off;
  };
  if (!inRange(srcOffset, length, src->size()))
    return outOfRange("copy source range [", srcOffset, ", ",
                      srcOffset + length, ") exceeds the buffer size ",
                      src->size());
  if (!inRange(dstOffset, length, dst->size()))
    return outOfRange("copy target range [", dstOffset, ", ",
                      dstOffset + length, ") exceeds the buffer size ",
                      dst->size());
  commands_.push_back(
      Copy{std::move(src), srcOffset, std::move(dst), dstOffset, length});
  return Status::ok();
}

Status CommandBuffer::executionBarrier() {
  STRATA_RETURN_IF_ERROR(checkRecording("a barrier"));
  commands_.push_back(Barrier{});
  return Status::ok();
}

Status CommandBuffer::finalize() {
  STRATA_RETURN_IF_ERROR(checkRecording("finalize"));
  finalized_ = true;
  return Status::ok();
}

} // namespace strata::hal
