//===- hal.cpp - Buffers, command buffers, fences, local device ---*- C++
//-*-===//

#include "strata/runtime/hal.h"
#include "strata/runtime/trace.h"

#include "module_generated.h"
#include "strata/runtime/plugin_manager.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <unistd.h>
#include <unordered_set>

namespace strata::hal {

//===----------------------------------------------------------------------===//
// Buffer / BufferView
//===----------------------------------------------------------------------===//

Buffer::~Buffer() {
  device_.reset();
  if (owned_)
    std::free(data_);
  if (liveBytes_)
    liveBytes_->fetch_sub(size_);
}

StatusOr<Ref<Buffer>> Buffer::allocate(uint64_t size, bool zero) {
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
  if (zero)
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

Ref<Buffer> Buffer::wrapExternal(uint8_t *data, uint64_t size,
                                 Ref<RefObject> owner) {
  Ref<Buffer> b(new Buffer());
  b->data_ = data;
  b->size_ = size;
  b->owner_ = std::move(owner);
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
  if (driverDevice_ && driverHandle_)
    driverDevice_->api().executable_unload(driverDevice_->handle(),
                                           driverHandle_);
}

//===----------------------------------------------------------------------===//
// HAL drivers
//===----------------------------------------------------------------------===//

namespace {
/// Status of a driver call: its code (unknown codes read as INTERNAL) and
/// the message it wrote, prefixed with `what`.
Status driverStatus(int rc, const char *error, const std::string &what) {
  StatusCode code = StatusCode::kInternal;
  if (rc > 0 && rc <= int(StatusCode::kDataLoss))
    code = StatusCode(rc);
  std::string message = error && *error ? error : "no message";
  if (rc == STRATA_PLUGIN_DEVICE_LOST)
    message = "device lost: " + message;
  return makeStatus(code, what, ": ", message);
}
} // namespace

bool HalDriver::runsFormat(const std::string &format) const {
  for (uint32_t i = 0; i < api->format_count; ++i)
    if (format == api->formats[i])
      return true;
  return false;
}

StatusOr<std::vector<DriverDeviceInfo>>
enumerateDriverDevices(const HalDriver &driver) {
  char error[1024];
  error[0] = 0; // not the whole KiB: this runs per buffer per call
  uint32_t count = 0;
  std::vector<strata_hal_device_info_t> infos(16);
  int rc = driver.api->enumerate_devices(driver.api->self, infos.data(),
                                         uint32_t(infos.size()), &count, error,
                                         sizeof(error));
  if (rc == STRATA_PLUGIN_OK && count > infos.size()) {
    infos.resize(count);
    rc = driver.api->enumerate_devices(driver.api->self, infos.data(),
                                       uint32_t(infos.size()), &count, error,
                                       sizeof(error));
  }
  if (rc != STRATA_PLUGIN_OK) {
    error[sizeof(error) - 1] = 0;
    return driverStatus(rc, error,
                        "driver '" + std::string(driver.api->name) +
                            "' cannot enumerate devices");
  }
  std::vector<DriverDeviceInfo> out;
  for (uint32_t i = 0; i < count && i < infos.size(); ++i) {
    infos[i].name[sizeof(infos[i].name) - 1] = 0;
    infos[i].driver[sizeof(infos[i].driver) - 1] = 0;
    out.push_back({infos[i].name, infos[i].driver, infos[i].memory_bytes});
  }
  return out;
}

DriverDevice::~DriverDevice() {
  if (handle_)
    driver_.api->destroy_device(handle_);
}

DeviceAllocation::~DeviceAllocation() {
  if (handle)
    device->api().buffer_destroy(device->handle(), handle);
}

Status Buffer::syncToHost() const {
  if (!deviceDirty() && !hostMissing())
    return Status::ok();
  std::lock_guard<std::mutex> lock(syncMutex_);
  return syncToHostLocked();
}

Status Buffer::syncToHostLocked() const {
  if (hostMissing_.load(std::memory_order_relaxed)) {
    uint64_t rounded = std::max<uint64_t>((size_ + 63) & ~uint64_t(63), 64);
    if (rounded < size_)
      return resourceExhausted("buffer of ", size_, " bytes is too large");
    void *p = std::aligned_alloc(64, rounded);
    if (!p)
      return resourceExhausted("out of memory allocating the host bytes of "
                               "a buffer of ",
                               size_, " bytes");
    // A download overwrites [0, size_); the rest (and everything, when the
    // device copy is still the zero it was created as) is zero.
    if (deviceDirty_.load(std::memory_order_relaxed))
      std::memset(static_cast<uint8_t *>(p) + size_, 0, rounded - size_);
    else
      std::memset(p, 0, rounded);
    data_ = static_cast<uint8_t *>(p);
    hostMissing_.store(false, std::memory_order_release);
  }
  if (!deviceDirty_.load(std::memory_order_relaxed))
    return Status::ok();
  if (!device_)
    return internalError("buffer marked newer on a device it has no copy on");
  trace::Scope traced("transfer", "download");
  traced.arg("bytes", double(size_));
  char error[1024];
  error[0] = 0;
  int rc = device_->device->api().buffer_read(device_->device->handle(),
                                              device_->handle, 0, data_, size_,
                                              error, sizeof(error));
  if (rc != STRATA_PLUGIN_OK) {
    error[sizeof(error) - 1] = 0;
    return driverStatus(rc, error,
                        "downloading " + std::to_string(size_) + " bytes");
  }
  deviceDirty_.store(false, std::memory_order_release);
  return Status::ok();
}

void Buffer::syncOrAbortSlow() const {
  Status s = syncToHost();
  if (!s.isOk()) {
    std::fprintf(stderr, "strata: reading a device buffer back failed: %s\n",
                 s.message().c_str());
    std::abort();
  }
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
  // Host memory: with overcommit, a buffer larger than the machine is
  // granted and the zero fill then gets the process OOM-killed.
  d->allocationLimit_ = physicalMemoryBytes();
  return d;
}

uint64_t physicalMemoryBytes() {
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  return pages > 0 && pageSize > 0 ? uint64_t(pages) * uint64_t(pageSize)
                                   : UINT64_MAX;
}

StatusOr<Ref<Device>>
Device::createDriverDevice(std::shared_ptr<const PluginManager> plugins,
                           const HalDriver &driver, uint32_t ordinal) {
  std::string name =
      std::string(driver.api->name) + ":" + std::to_string(ordinal);
  char error[1024];
  error[0] = 0;
  strata_hal_device_t *handle = nullptr;
  int rc = driver.api->create_device(driver.api->self, ordinal, &handle, error,
                                     sizeof(error));
  if (rc != STRATA_PLUGIN_OK || !handle) {
    error[sizeof(error) - 1] = 0;
    return driverStatus(rc == STRATA_PLUGIN_OK ? STRATA_PLUGIN_INTERNAL : rc,
                        error, "cannot create device '" + name + "'");
  }
  Ref<Device> d(new Device());
  d->name_ = name;
  d->driver_ = std::make_shared<DriverDevice>(driver, handle, plugins);
  d->plugins_ = std::move(plugins);
  d->pool_ = std::make_unique<TaskPool>(1);
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

StatusOr<std::shared_ptr<DeviceAllocation>>
Device::createDeviceAllocation(uint64_t size, bool zero) {
  char error[1024];
  error[0] = 0;
  strata_hal_buffer_t *handle = nullptr;
  const strata_hal_driver_t &api = driver_->api();
  auto create = !zero && api.buffer_create_uninitialized
                    ? api.buffer_create_uninitialized
                    : api.buffer_create;
  int rc = create(driver_->handle(), size, &handle, error, sizeof(error));
  if (rc != STRATA_PLUGIN_OK || !handle) {
    error[sizeof(error) - 1] = 0;
    return driverStatus(rc == STRATA_PLUGIN_OK ? STRATA_PLUGIN_INTERNAL : rc,
                        error,
                        "device '" + name_ + "' cannot allocate " +
                            std::to_string(size) + " bytes");
  }
  return std::make_shared<DeviceAllocation>(driver_, handle);
}

StatusOr<Ref<Buffer>> Device::allocate(uint64_t size, bool zero) {
  trace::Scope traced("alloc", "allocate");
  traced.arg("bytes", double(size));
  traced.arg("device", name_);
  uint64_t live = liveBytes_->fetch_add(size);
  if (allocationLimit_ &&
      (live + size < live || live + size > allocationLimit_)) {
    liveBytes_->fetch_sub(size);
    return resourceExhausted(
        "device '", name_, "': allocating a buffer of ", size,
        " bytes would exceed its allocation limit of ", allocationLimit_,
        " bytes (", live, " bytes live; --device_allocation_limit)");
  }
  auto release = [&](Status status) {
    liveBytes_->fetch_sub(size);
    return status;
  };
  if (!driver_) {
    auto buffer = Buffer::allocate(size, zero);
    if (!buffer.isOk())
      return release(buffer.status());
    (*buffer)->liveBytes_ = liveBytes_;
    return buffer;
  }
  // Only the device copy: most driver buffers are results and
  // intermediates the host never reads, whose host bytes would cost an
  // allocation and a memset per call for nothing. Without `zero` the driver
  // may skip its zero fill; the device bytes are then the truth, so a host
  // read downloads them (deviceDirty_) instead of assuming zeros.
  auto allocation = createDeviceAllocation(size, zero);
  if (!allocation.isOk())
    return release(allocation.status());
  Ref<Buffer> buffer(new Buffer());
  buffer->size_ = size;
  buffer->owned_ = true;
  buffer->liveBytes_ = liveBytes_;
  buffer->hostMissing_ = true;
  buffer->deviceDirty_ =
      !zero && driver_->api().buffer_create_uninitialized && size != 0;
  buffer->device_ = std::move(*allocation);
  return buffer;
}

Status Device::makeResident(Buffer &buffer) {
  if (!driver_)
    return Status::ok();
  std::lock_guard<std::mutex> lock(driverMutex_);
  return syncToDevice(buffer);
}

Status Device::syncToDevice(Buffer &buffer) {
  std::lock_guard<std::mutex> lock(buffer.syncMutex_);
  char error[1024];
  error[0] = 0;
  if (!buffer.device_ && buffer.readOnly_) {
    // Read-only host memory (rodata) is uploaded once per device.
    auto key = std::make_pair(static_cast<const uint8_t *>(buffer.data_),
                              buffer.size_);
    auto it = rodataCopies_.find(key);
    if (it != rodataCopies_.end()) {
      buffer.device_ = it->second.allocation;
      buffer.hostDirty_ = false;
      return Status::ok();
    }
  }
  if (!buffer.device_ || buffer.device_->device != driver_) {
    // No copy here yet (a host buffer, rodata, or a copy on another device,
    // whose newer bytes come to the host first): start over from the host.
    STRATA_RETURN_IF_ERROR(buffer.syncToHostLocked());
    buffer.device_.reset();
    STRATA_ASSIGN_OR_RETURN(buffer.device_,
                            createDeviceAllocation(buffer.size_));
    buffer.hostDirty_ = true;
  }
  if (buffer.hostDirty_) {
    trace::Scope traced("transfer", "upload");
    traced.arg("bytes", double(buffer.size_));
    if (buffer.size_) {
      int rc = driver_->api().buffer_write(
          driver_->handle(), buffer.device_->handle, 0, buffer.data_,
          buffer.size_, error, sizeof(error));
      if (rc != STRATA_PLUGIN_OK) {
        error[sizeof(error) - 1] = 0;
        return driverStatus(rc, error,
                            "device '" + name_ + "': uploading " +
                                std::to_string(buffer.size_) + " bytes");
      }
    }
    buffer.hostDirty_ = false;
    if (buffer.readOnly_)
      rodataCopies_[{buffer.data_, buffer.size_}] = {buffer.owner_,
                                                     buffer.device_};
  }
  return Status::ok();
}

/// The entry points of `exe` as loaded from `variant` (its static workgroup
/// counts), named `names`.
static std::vector<Executable::EntryPoint>
getEntryPoints(const module_fb::Executable &exe,
               const module_fb::ExecutableVariant &variant,
               const std::vector<std::string> &names) {
  std::vector<Executable::EntryPoint> entries;
  for (uint32_t i = 0; i < names.size(); ++i) {
    const auto *ep = exe.entry_points()->Get(i);
    Executable::EntryPoint e;
    e.name = names[i];
    e.bindingCount = ep->binding_count();
    e.pushConstantCount = ep->push_constant_count();
    for (int k = 0; k < 3; ++k)
      e.workgroupCount[k] = variant.workgroup_counts()->Get(3 * i + k);
    entries.push_back(std::move(e));
  }
  return entries;
}

StatusOr<Ref<Executable>>
Device::loadDriverExecutable(const module_fb::Executable &exe) {
  std::string name = exe.name() ? exe.name()->str() : std::string("<unnamed>");
  const HalDriver &driver = driver_->driver();
  std::vector<std::string> entryNames;
  std::vector<const char *> entryPtrs;
  std::vector<uint32_t> bindingCounts;
  if (exe.entry_points())
    for (const auto *ep : *exe.entry_points()) {
      entryNames.push_back(ep->name() ? ep->name()->str() : std::string());
      bindingCounts.push_back(ep->binding_count());
    }
  for (auto &n : entryNames)
    entryPtrs.push_back(n.c_str());
  bool disabled = false;
  for (const auto &n : disabledLoaders_)
    disabled |= n == driver.pluginName || n == driver.api->name;
  std::string why, exeFormats;
  std::vector<std::string> seen;
  uint32_t variantIndex = 0;
  for (const auto *variant : *exe.variants()) {
    uint32_t vi = variantIndex++;
    std::string format = variant->format()->str();
    std::string target = variant->target()->str();
    if (std::find(seen.begin(), seen.end(), format) == seen.end()) {
      seen.push_back(format);
      exeFormats += (exeFormats.empty() ? "" : ", ") + format;
    }
    why += std::string(why.empty() ? "" : "; ") + "variant " +
           std::to_string(vi) + " (" + target + ", " + format + "): ";
    if (!driver.runsFormat(format)) {
      why += "not a format of driver '" + std::string(driver.api->name) + "'";
      continue;
    }
    bool formatDisabled = disabled;
    for (const auto &n : disabledLoaders_)
      formatDisabled |= n == format;
    if (formatDisabled) {
      why += "driver disabled (plugin '" + driver.pluginName + "')";
      continue;
    }
    char error[1024];
    error[0] = 0;
    strata_hal_executable_t *handle = nullptr;
    int rc = driver_->api().executable_load(
        driver_->handle(), format.c_str(), variant->binary()->data(),
        variant->binary()->size(), entryPtrs.data(), bindingCounts.data(),
        uint32_t(entryPtrs.size()), &handle, error, sizeof(error));
    if (rc != STRATA_PLUGIN_OK || !handle) {
      error[sizeof(error) - 1] = 0;
      why += std::string("load failed: ") + error;
      continue;
    }
    std::vector<Executable::EntryPoint> entries =
        getEntryPoints(exe, *variant, entryNames);
    return makeRef<Executable>(name, target, format, driver_, handle,
                               std::move(entries));
  }
  std::string formats;
  for (uint32_t i = 0; i < driver.api->format_count; ++i)
    formats +=
        std::string(formats.empty() ? "" : ", ") + driver.api->formats[i];
  return notFound("executable '", name, "' has no variant device '", name_,
                  "' can run: ", why, " (executable formats: ",
                  exeFormats.empty() ? "none" : exeFormats, "; device '", name_,
                  "' runs formats: ", formats.empty() ? "none" : formats,
                  disabled ? "; its driver is disabled" : "", ")");
}

StatusOr<Ref<Executable>>
Device::loadExecutable(const module_fb::Executable &exe) {
  if (driver_)
    return loadDriverExecutable(exe);
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
    std::vector<Executable::EntryPoint> entries =
        getEntryPoints(exe, *variant, entryNames);
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
  state.push_constants = nullptr;
  state.push_constant_count = 0;
  for (int k = 0; k < 3; ++k)
    state.workgroup_count[k] = ep.workgroupCount[k];
  bool hasDeadline = deadline != std::chrono::steady_clock::time_point::max();
  state.deadline_ns =
      hasDeadline ? uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                 deadline.time_since_epoch())
                                 .count())
                  : 0;
  uint64_t x = ep.workgroupCount[0], y = ep.workgroupCount[1],
           z = ep.workgroupCount[2];
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
      const auto &ep = d->executable->entryPoints()[d->entry];
      bindingLists.emplace_back();
      for (const auto &b : d->bindings)
        bindingLists.back().push_back(b->deviceAllocation()->handle);
      c.type = STRATA_HAL_COMMAND_DISPATCH;
      c.u.dispatch.executable = d->executable->driverHandle();
      c.u.dispatch.entry_ordinal = d->entry;
      c.u.dispatch.binding_count = uint32_t(d->bindings.size());
      c.u.dispatch.bindings = bindingLists.back().data();
      for (int k = 0; k < 3; ++k)
        c.u.dispatch.workgroup_count[k] = ep.workgroupCount[k];
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
        e.numberArgs.push_back(
            {"workgroups", double(uint64_t(ep.workgroupCount[0]) *
                                  ep.workgroupCount[1] *
                                  ep.workgroupCount[2])});
        trace::record(std::move(e));
      }
  }
  if (dispatchTimingEnabled()) {
    std::lock_guard<std::mutex> lock(timingMutex_);
    size_t i = 0;
    for (const auto &cmd : cb.commands())
      if (auto *d = std::get_if<CommandBuffer::Dispatch>(&cmd)) {
        const auto &ep = d->executable->entryPoints()[d->entry];
        timings_.push_back({d->executable, d->entry,
                            uint64_t(ep.workgroupCount[0]) *
                                ep.workgroupCount[1] * ep.workgroupCount[2],
                            nanos[i++], true});
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
