//===- hal.cpp - Buffers, command buffers, fences, local device ---*- C++
//-*-===//

#include "strata/runtime/hal.h"

#include "module_generated.h"
#include "strata/runtime/plugin_manager.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace strata::hal {

//===----------------------------------------------------------------------===//
// Buffer / BufferView
//===----------------------------------------------------------------------===//

Buffer::~Buffer() {
  if (owned_)
    std::free(data_);
}

StatusOr<Ref<Buffer>> Buffer::allocate(uint64_t size) {
  // aligned_alloc needs a multiple of the alignment; never 0 bytes.
  uint64_t rounded = (size + 63) & ~uint64_t(63);
  if (rounded < size)
    return resourceExhausted("buffer of ", size, " bytes is too large");
  if (rounded == 0)
    rounded = 64;
  void *p = std::aligned_alloc(64, rounded);
  if (!p)
    return resourceExhausted("out of memory allocating a buffer of ", size,
                             " bytes");
  std::memset(p, 0, rounded);
  Ref<Buffer> b(new Buffer());
  b->data_ = static_cast<uint8_t *>(p);
  b->size_ = size;
  b->owned_ = true;
  return b;
}

Ref<Buffer> Buffer::wrapReadOnly(const uint8_t *data, uint64_t size,
                                 Ref<RefObject> owner) {
  Ref<Buffer> b(new Buffer());
  b->data_ = const_cast<uint8_t *>(data);
  b->size_ = size;
  b->readOnly_ = true;
  b->owner_ = std::move(owner);
  return b;
}

Ref<Buffer> Buffer::wrapExternal(uint8_t *data, uint64_t size) {
  Ref<Buffer> b(new Buffer());
  b->data_ = data;
  b->size_ = size;
  return b;
}

StatusOr<Ref<BufferView>> BufferView::create(Ref<Buffer> buffer,
                                             ElementType type,
                                             std::vector<int64_t> shape) {
  if (!buffer)
    return invalidArgument("buffer view over a null buffer");
  if (!isValidElementType(static_cast<uint32_t>(type)))
    return invalidArgument("invalid element type code ",
                           static_cast<uint32_t>(type));
  uint64_t count = 0;
  if (!shapeElementCount(shape, &count))
    return invalidArgument("invalid shape ", formatShapeType(shape, type),
                           " (negative dim or overflow)");
  uint64_t bytes = count * elementTypeSize(type);
  if (count != 0 && bytes / count != elementTypeSize(type))
    return invalidArgument("shape ", formatShapeType(shape, type),
                           " overflows");
  if (bytes > buffer->size())
    return invalidArgument("buffer view ", formatShapeType(shape, type),
                           " needs ", bytes, " bytes but the buffer has ",
                           buffer->size());
  Ref<BufferView> v(new BufferView());
  v->buffer_ = std::move(buffer);
  v->type_ = type;
  v->shape_ = std::move(shape);
  v->elementCount_ = count;
  return v;
}

//===----------------------------------------------------------------------===//
// f64 -> f16 / bf16
//===----------------------------------------------------------------------===//

namespace {
/// Rounds finite `a` >= 0 to nearest even with `fraction` fraction bits and
/// minimum normal exponent `emin` (subnormals below it). Exact arithmetic:
/// scaling by powers of two and floor of a double below 2^53.
double roundToNarrow(double a, int fraction, int emin) {
  int e = 0;
  std::frexp(a, &e); // a = m * 2^e, m in [0.5, 1)
  int lead = std::max(e - 1, emin);
  int q = lead - fraction; // exponent of one unit in the last place
  double s = std::ldexp(a, -q);
  double r = std::floor(s);
  double diff = s - r;
  if (diff > 0.5 || (diff == 0.5 && std::fmod(r, 2.0) != 0.0))
    r += 1.0;
  return std::ldexp(r, q);
}
} // namespace

uint16_t doubleToHalf(double d) {
  if (std::isnan(d))
    return uint16_t((std::signbit(d) ? 0x8000 : 0) | 0x7e00);
  uint16_t sign = std::signbit(d) ? 0x8000 : 0;
  double a = std::fabs(d);
  if (std::isinf(a))
    return sign | 0x7c00;
  double r = roundToNarrow(a, 10, -14);
  if (r > 65504.0)
    return sign | 0x7c00;
  return sign | floatToHalf(float(r));
}

uint16_t doubleToBf16(double d) {
  if (std::isnan(d))
    return uint16_t((std::signbit(d) ? 0x8000 : 0) | 0x7fc0);
  uint16_t sign = std::signbit(d) ? 0x8000 : 0;
  double a = std::fabs(d);
  if (std::isinf(a))
    return sign | 0x7f80;
  double r = roundToNarrow(a, 7, -126);
  if (r > 3.3895313892515355e38) // largest finite bf16 (0x7f7f)
    return sign | 0x7f80;
  return sign | floatToBf16(float(r));
}

//===----------------------------------------------------------------------===//
// Executable
//===----------------------------------------------------------------------===//

Executable::~Executable() {
  if (loader_ && loader_->api->unload && handle_)
    loader_->api->unload(handle_);
}

//===----------------------------------------------------------------------===//
// CommandBuffer
//===----------------------------------------------------------------------===//

Status CommandBuffer::checkRecording(const char *what) const {
  if (finalized_)
    return failedPrecondition("command buffer is finalized; cannot record ",
                              what);
  return Status::ok();
}

Status CommandBuffer::dispatch(Ref<Executable> executable, uint32_t entry,
                               std::vector<Ref<Buffer>> bindings) {
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
  if (ep.pushConstantCount != 0)
    return unimplemented("entry point '", ep.name, "' declares ",
                         ep.pushConstantCount,
                         " push constants but command_buffer.dispatch has no "
                         "push constant operands");
  commands_.push_back(
      Dispatch{std::move(executable), entry, std::move(bindings)});
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

//===----------------------------------------------------------------------===//
// Semaphore
//===----------------------------------------------------------------------===//

uint64_t Semaphore::value() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return value_;
}

void Semaphore::signal(uint64_t value) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (value > value_)
      value_ = value;
  }
  cv_.notify_all();
}

void Semaphore::fail(Status status) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (failure_.isOk())
      failure_ = std::move(status);
  }
  cv_.notify_all();
}

Status Semaphore::wait(uint64_t value) {
  std::unique_lock<std::mutex> lock(mutex_);
  cv_.wait(lock, [&] { return value_ >= value || !failure_.isOk(); });
  return failure_;
}

Status Semaphore::query(uint64_t value, const char *what) const {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!failure_.isOk())
    return failure_;
  if (value_ < value)
    return failedPrecondition(what,
                              " waits on a fence that nothing will "
                              "signal (value ",
                              value_, " < ", value, ")");
  return Status::ok();
}

//===----------------------------------------------------------------------===//
// Device
//===----------------------------------------------------------------------===//

namespace {
const std::vector<ExecutableLoader> &emptyLoaders() {
  static const std::vector<ExecutableLoader> kEmpty;
  return kEmpty;
}
} // namespace

Ref<Device> Device::createLocal(std::shared_ptr<const PluginManager> plugins,
                                int taskWorkers) {
  Ref<Device> d(new Device());
  d->plugins_ = std::move(plugins);
  d->pool_ = std::make_unique<TaskPool>(taskWorkers);
  return d;
}

Device::~Device() = default;

const std::vector<ExecutableLoader> &Device::loaders() const {
  return plugins_ ? plugins_->loaders() : emptyLoaders();
}

void Device::setDisabledLoaders(std::vector<std::string> names) {
  disabledLoaders_ = std::move(names);
}

bool Device::isLoaderDisabled(const ExecutableLoader &loader) const {
  for (const auto &n : disabledLoaders_)
    if (n == loader.api->format || n == loader.pluginName)
      return true;
  return false;
}

StatusOr<Ref<Buffer>> Device::allocate(uint64_t size) {
  return Buffer::allocate(size);
}

StatusOr<Ref<Executable>>
Device::loadExecutable(const module_fb::Executable &exe) {
  std::string name = exe.name() ? exe.name()->str() : std::string("<unnamed>");
  std::vector<std::string> entryNames;
  std::vector<const char *> entryPtrs;
  if (exe.entry_points())
    for (const auto *ep : *exe.entry_points())
      entryNames.push_back(ep->name() ? ep->name()->str() : std::string());
  for (auto &n : entryNames)
    entryPtrs.push_back(n.c_str());

  std::string why;
  uint32_t variantIndex = 0;
  for (const auto *variant : *exe.variants()) {
    uint32_t vi = variantIndex++;
    std::string format = variant->format()->str();
    std::string target = variant->target()->str();
    if (!why.empty())
      why += "; ";
    why +=
        "variant " + std::to_string(vi) + " (" + target + ", " + format + "): ";
    const ExecutableLoader *loader = nullptr;
    for (const auto &l : loaders())
      if (format == l.api->format) {
        loader = &l;
        break;
      }
    if (!loader) {
      why += "no loader for this format";
      continue;
    }
    if (isLoaderDisabled(*loader)) {
      why += "loader disabled (plugin '" + loader->pluginName + "')";
      continue;
    }
    const uint8_t *data = variant->binary()->data();
    size_t size = variant->binary()->size();
    char reason[512] = {0};
    if (!loader->api->can_load(loader->api->self, data, size, reason,
                               sizeof(reason))) {
      reason[sizeof(reason) - 1] = 0;
      why += std::string("cannot run here: ") + reason;
      continue;
    }
    strata_loaded_executable_t *handle = nullptr;
    char error[512] = {0};
    int rc = loader->api->load(loader->api->self, data, size, entryPtrs.data(),
                               uint32_t(entryPtrs.size()), &handle, error,
                               sizeof(error));
    if (rc != STRATA_PLUGIN_OK || !handle) {
      error[sizeof(error) - 1] = 0;
      why += std::string("load failed: ") + error;
      continue;
    }
    std::vector<Executable::EntryPoint> entries;
    for (uint32_t i = 0; i < entryNames.size(); ++i) {
      const auto *ep = exe.entry_points()->Get(i);
      Executable::EntryPoint e;
      e.name = entryNames[i];
      e.bindingCount = ep->binding_count();
      e.pushConstantCount = ep->push_constant_count();
      for (int k = 0; k < 3; ++k)
        e.workgroupCount[k] = variant->workgroup_counts()->Get(3 * i + k);
      entries.push_back(std::move(e));
    }
    return makeRef<Executable>(name, target, format, loader, handle,
                               std::move(entries), plugins_);
  }
  std::vector<std::string> seen;
  std::string exeFormats;
  for (const auto *variant : *exe.variants()) {
    std::string f = variant->format()->str();
    if (std::find(seen.begin(), seen.end(), f) != seen.end())
      continue;
    seen.push_back(f);
    exeFormats += (exeFormats.empty() ? "" : ", ") + f;
  }
  std::string formats, disabled;
  for (const auto &l : loaders()) {
    std::string &list = isLoaderDisabled(l) ? disabled : formats;
    list += std::string(list.empty() ? "" : ", ") + l.api->format;
    if (&list == &disabled)
      list += " (plugin '" + l.pluginName + "')";
  }
  if (formats.empty())
    formats = loaders().empty() ? "none, no runtime plugin loaded"
                                : "none, every loader is disabled";
  return notFound(
      "executable '", name, "' has no variant this device can run: ", why,
      " (executable formats: ", exeFormats.empty() ? "none" : exeFormats,
      "; device 'local' loads formats: ", formats,
      disabled.empty() ? "" : "; disabled loaders: ", disabled, ")");
}

Status Device::executeDispatch(const CommandBuffer::Dispatch &d) {
  const Executable &exe = *d.executable;
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
  state.push_constants = nullptr;
  state.push_constant_count = 0;
  for (int k = 0; k < 3; ++k)
    state.workgroup_count[k] = ep.workgroupCount[k];
  uint64_t x = ep.workgroupCount[0], y = ep.workgroupCount[1],
           z = ep.workgroupCount[2];
  uint64_t total = x * y * z;
  std::atomic<bool> failed{false};
  std::mutex errorMutex;
  Status error;
  auto *api = exe.loader()->api;
  bool timed = dispatchTimingEnabled();
  std::chrono::steady_clock::time_point start;
  if (timed)
    start = std::chrono::steady_clock::now();
  pool_->parallelFor(total, [&](uint64_t i) {
    if (failed.load(std::memory_order_relaxed))
      return;
    uint32_t wx = uint32_t(i % x), wy = uint32_t((i / x) % y),
             wz = uint32_t(i / (x * y));
    int rc = api->dispatch_workgroup(exe.handle(), d.entry, &state, wx, wy, wz);
    if (rc != STRATA_PLUGIN_OK) {
      std::lock_guard<std::mutex> lock(errorMutex);
      if (!failed.exchange(true))
        error = internalError("dispatch of '", exe.name(), "::", ep.name,
                              "' workgroup (", wx, ", ", wy, ", ", wz,
                              ") failed with plugin status ", rc);
    }
  });
  if (timed) {
    auto nanos = std::chrono::duration_cast<std::chrono::nanoseconds>(
                     std::chrono::steady_clock::now() - start)
                     .count();
    std::lock_guard<std::mutex> lock(timingMutex_);
    timings_.push_back({d.executable, d.entry, total, uint64_t(nanos)});
  }
  return error;
}

std::vector<Device::DispatchTiming> Device::takeDispatchTimings() {
  std::lock_guard<std::mutex> lock(timingMutex_);
  std::vector<DispatchTiming> out;
  out.swap(timings_);
  return out;
}

Status Device::executeCommands(const CommandBuffer &cb) {
  for (const auto &cmd : cb.commands()) {
    if (auto *d = std::get_if<CommandBuffer::Dispatch>(&cmd)) {
      STRATA_RETURN_IF_ERROR(executeDispatch(*d));
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

Status Device::queueExecute(Fence *wait, Fence *signal, CommandBuffer &cb) {
  if (!signal)
    return invalidArgument("queue execute needs a signal fence");
  if (!cb.finalized())
    return failedPrecondition("command buffer submitted before it was "
                              "finalized");
  Status status = Status::ok();
  if (wait)
    status = wait->semaphore().query(wait->value(), "queue execute");
  if (status.isOk())
    status = executeCommands(cb);
  if (status.isOk())
    signal->semaphore().signal(signal->value());
  else
    signal->semaphore().fail(status);
  return Status::ok();
}

} // namespace strata::hal
