//===- device_execution.cpp - Running command buffers on a device ---*- C++ -*-===//

#include "strata/runtime/hal.h"
#include "strata/runtime/trace.h"

#include "driver_status.h"

#include <atomic>
#include <chrono>
#include <cstring>
#include <unordered_set>

namespace strata::hal {

Status Device::executeDispatch(const CommandBuffer::Dispatch &d,
                               std::chrono::steady_clock::time_point deadline) {
  const Executable &exe = *d.executable;
  if (!exe.loader())
    return invalidArgument("executable '", exe.name(),
                           "' was loaded on another device, not on 'local'");
  const Executable::EntryPoint &ep = exe.entryPoints()[d.entry];
  std::vector<void *> bindings(d.bindings.size());
  std::vector<size_t> lengths(d.bindings.size());
  for (size_t i = 0; i < d.bindings.size(); ++i) {
    bindings[i] = d.bindings[i]->data();
    lengths[i] = size_t(d.bindings[i]->size());
  }
  strata_dispatch_state_t state;
  std::memset(&state, 0, sizeof(state));
  state.bindings = bindings.data();
  state.binding_lengths = lengths.data();
  state.binding_count = uint32_t(bindings.size());
  state.push_constants = d.pushConstants.data();
  state.push_constant_count = uint32_t(d.pushConstants.size());
  for (int k = 0; k < 3; ++k)
    state.workgroup_count[k] = d.workgroupCount[k];
  bool hasDeadline = deadline != std::chrono::steady_clock::time_point::max();
  state.deadline_ns =
      hasDeadline ? uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                 deadline.time_since_epoch())
                                 .count())
                  : 0;
  uint64_t x = d.workgroupCount[0], y = d.workgroupCount[1],
           z = d.workgroupCount[2];
  uint64_t total = x * y * z;
  std::atomic<bool> failed{false};
  std::mutex errorMutex;
  Status error;
  auto *api = exe.loader()->api;
  trace::Scope traced("dispatch", [&] { return exe.name() + "::" + ep.name; });
  traced.arg("workgroups", double(total));
  traced.arg("workgroup_count", std::to_string(x) + "x" + std::to_string(y) +
                                    "x" + std::to_string(z));
  traced.arg("variant", exe.format());
  traced.arg("device", name_);
  bool timed = dispatchTimingEnabled();
  std::chrono::steady_clock::time_point start;
  if (timed)
    start = std::chrono::steady_clock::now();
  pool_->parallelFor(
      total,
      [&](uint64_t i) {
    uint32_t wx = uint32_t(i % x), wy = uint32_t((i / x) % y),
             wz = uint32_t(i / (x * y));
    int rc = hasDeadline && std::chrono::steady_clock::now() >= deadline
                 ? STRATA_PLUGIN_DEADLINE_EXCEEDED
                 : api->dispatch_workgroup(exe.handle(), d.entry, &state, wx,
                                           wy, wz);
    if (rc != STRATA_PLUGIN_OK) {
      std::lock_guard<std::mutex> lock(errorMutex);
      if (!failed.exchange(true))
        error = rc == STRATA_PLUGIN_DEADLINE_EXCEEDED
                    ? makeStatus(StatusCode::kDeadlineExceeded, "dispatch of '",
                                 exe.name(), "::", ep.name, "' workgroup (",
                                 wx, ", ", wy, ", ", wz, ") of ", total,
                                 ": the call passed its deadline")
                    : internalError("dispatch of '", exe.name(), "::", ep.name,
                                    "' workgroup (", wx, ", ", wy, ", ", wz,
                                    ") failed with plugin status ", rc);
    }
      },
      &failed);
  if (timed) {
    auto nanos = std::chrono::duration_cast<std::chrono::nanoseconds>(
                     std::chrono::steady_clock::now() - start)
                     .count();
    std::lock_guard<std::mutex> lock(timingMutex_);
    timings_.push_back({d.executable, d.entry, total, uint64_t(nanos), false});
  }
  return error;
}

std::vector<Device::DispatchTiming> Device::takeDispatchTimings() {
  std::lock_guard<std::mutex> lock(timingMutex_);
  std::vector<DispatchTiming> out;
  out.swap(timings_);
  return out;
}

Status Device::executeOnDriver(const CommandBuffer &cb) {
  std::lock_guard<std::mutex> lock(driverMutex_);
  // 1. Every buffer the commands use gets an up-to-date device copy.
  std::vector<Buffer *> used, written;
  auto use = [&](Buffer *b, bool write) {
    used.push_back(b);
    if (write && !b->readOnly())
      written.push_back(b);
  };
  size_t dispatchCount = 0;
  for (const auto &cmd : cb.commands()) {
    if (auto *d = std::get_if<CommandBuffer::Dispatch>(&cmd)) {
      if (d->executable->driverDevice() != driver_.get())
        return invalidArgument("executable '", d->executable->name(),
                               "' was not loaded on device '", name_, "'");
      for (const auto &b : d->bindings)
        use(b.get(), true); // no access flags: assume every binding written
      ++dispatchCount;
    } else if (auto *c = std::get_if<CommandBuffer::Copy>(&cmd)) {
      use(c->src.get(), false);
      use(c->dst.get(), true);
    }
  }
  // Each once, in first-use order (uploads then take pooled device buffers
  // in the same order every call); hashed, not searched: a call may bind
  // hundreds of buffers.
  auto dedupe = [](std::vector<Buffer *> &v) {
    std::unordered_set<Buffer *> seen(v.size() * 2);
    v.erase(std::remove_if(v.begin(), v.end(),
                           [&](Buffer *b) { return !seen.insert(b).second; }),
            v.end());
  };
  dedupe(used);
  dedupe(written);
  for (Buffer *b : used)
    STRATA_RETURN_IF_ERROR(syncToDevice(*b));

  // 2. The command list in C structs (the pointers stay valid until submit
  //    returns).
  std::vector<strata_hal_command_t> commands;
  std::vector<std::vector<strata_hal_buffer_t *>> bindingLists;
  bindingLists.reserve(dispatchCount);
  for (const auto &cmd : cb.commands()) {
    strata_hal_command_t c;
    std::memset(&c, 0, sizeof(c));
    if (auto *d = std::get_if<CommandBuffer::Dispatch>(&cmd)) {
      bindingLists.emplace_back();
      for (const auto &b : d->bindings)
        bindingLists.back().push_back(b->deviceAllocation()->handle);
      c.type = STRATA_HAL_COMMAND_DISPATCH;
      c.u.dispatch.executable = d->executable->driverHandle();
      c.u.dispatch.entry_ordinal = d->entry;
      c.u.dispatch.binding_count = uint32_t(d->bindings.size());
      c.u.dispatch.bindings = bindingLists.back().data();
      for (int k = 0; k < 3; ++k)
        c.u.dispatch.workgroup_count[k] = d->workgroupCount[k];
      c.u.dispatch.push_constant_count = uint32_t(d->pushConstants.size());
      c.u.dispatch.push_constants = d->pushConstants.data();
    } else if (auto *cp = std::get_if<CommandBuffer::Copy>(&cmd)) {
      c.type = STRATA_HAL_COMMAND_COPY;
      c.u.copy.src = cp->src->deviceAllocation()->handle;
      c.u.copy.src_offset = cp->srcOffset;
      c.u.copy.dst = cp->dst->deviceAllocation()->handle;
      c.u.copy.dst_offset = cp->dstOffset;
      c.u.copy.length = cp->length;
    } else {
      c.type = STRATA_HAL_COMMAND_BARRIER;
    }
    commands.push_back(c);
  }

  // 3. Submit and wait.
  // A trace asks for device time too (its GPU track).
  bool traced = trace::enabled();
  bool timed = dispatchTimingEnabled() || traced;
  std::vector<uint64_t> nanos(timed ? dispatchCount : 0, 0);
  char error[1024];
  error[0] = 0;
  trace::Scope submitScope("submit", "submit to " + name_);
  submitScope.arg("dispatches", double(dispatchCount));
  uint64_t submitStart = traced ? trace::nowNs() : 0;
  int rc = driver_->api().submit(
      driver_->handle(), commands.data(), uint32_t(commands.size()),
      timed ? nanos.data() : nullptr, error, sizeof(error));
  if (rc != STRATA_PLUGIN_OK) {
    error[sizeof(error) - 1] = 0;
    return driverStatus(rc, error, "device '" + name_ + "': submit");
  }

  // 4. What the commands may have written is newer on the device: the host
  //    bytes come back on first host access (Buffer::syncToHost).
  for (Buffer *b : written) {
    std::lock_guard<std::mutex> bufferLock(b->syncMutex_);
    b->hostDirty_ = false;
    b->deviceDirty_ = b->size_ != 0;
  }
  if (traced) {
    // Device time per dispatch, laid end to end from the submit on the GPU
    // track (the driver reports durations, not device clock times).
    uint64_t at = submitStart;
    size_t i = 0;
    for (const auto &cmd : cb.commands())
      if (auto *d = std::get_if<CommandBuffer::Dispatch>(&cmd)) {
        const auto &ep = d->executable->entryPoints()[d->entry];
        trace::Event e;
        e.name = d->executable->name() + "::" + ep.name;
        e.category = "gpu";
        e.track = trace::kGpuTrack;
        e.thread = 1;
        e.startNs = at;
        e.durationNs = nanos[i++];
        at += e.durationNs;
        e.stringArgs.push_back({"variant", d->executable->format()});
        e.stringArgs.push_back({"device", name_});
        e.numberArgs.push_back({"workgroups", double(d->workgroups())});
        trace::record(std::move(e));
      }
  }
  if (dispatchTimingEnabled()) {
    std::lock_guard<std::mutex> lock(timingMutex_);
    size_t i = 0;
    for (const auto &cmd : cb.commands())
      if (auto *d = std::get_if<CommandBuffer::Dispatch>(&cmd)) {
        timings_.push_back(
            {d->executable, d->entry, d->workgroups(), nanos[i++], true});
      }
  }
  return Status::ok();
}

Status Device::executeCommands(const CommandBuffer &cb,
                               std::chrono::steady_clock::time_point deadline) {
  if (driver_)
    return executeOnDriver(cb);
  for (const auto &cmd : cb.commands()) {
    if (auto *d = std::get_if<CommandBuffer::Dispatch>(&cmd)) {
      STRATA_RETURN_IF_ERROR(executeDispatch(*d, deadline));
    } else if (auto *c = std::get_if<CommandBuffer::Copy>(&cmd)) {
      if (c->length)
        std::memmove(c->dst->data() + c->dstOffset,
                     c->src->data() + c->srcOffset, size_t(c->length));
    } else {
      // Barrier: commands already execute in order, each to completion.
    }
  }
  return Status::ok();
}

Status Device::queueExecute(Fence *wait, Fence *signal, CommandBuffer &cb,
                            std::chrono::steady_clock::time_point deadline) {
  if (!signal)
    return invalidArgument("queue execute needs a signal fence");
  if (!cb.finalized())
    return failedPrecondition("command buffer submitted before it was "
                              "finalized");
  Status status = Status::ok();
  if (wait)
    status = wait->semaphore().query(wait->value(), "queue execute");
  if (status.isOk())
    status = executeCommands(cb, deadline);
  if (status.isOk())
    signal->semaphore().signal(signal->value());
  else
    signal->semaphore().fail(status);
  return Status::ok();
}

} // namespace strata::hal
