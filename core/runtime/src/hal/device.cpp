//===- device.cpp - Devices: creation, allocation, residency ---*- C++ -*-===//

#include "strata/runtime/hal.h"
#include "strata/runtime/trace.h"

#include "driver_status.h"
#include "strata/runtime/plugin_manager.h"

#include <cstring>

#include <unistd.h>

namespace strata::hal {

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

} // namespace strata::hal
