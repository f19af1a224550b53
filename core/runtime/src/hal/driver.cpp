//===- driver.cpp - HAL driver plugins and their devices -----*- C++ -*-===//

#include "strata/runtime/hal.h"

#include "driver_status.h"

namespace strata::hal {

//===----------------------------------------------------------------------===//
// HAL drivers
//===----------------------------------------------------------------------===//

Status driverStatus(int rc, const char *error, const std::string &what) {
  StatusCode code = StatusCode::kInternal;
  if (rc > 0 && rc <= int(StatusCode::kDataLoss))
    code = StatusCode(rc);
  std::string message = error && *error ? error : "no message";
  if (rc == STRATA_PLUGIN_DEVICE_LOST)
    message = "device lost: " + message;
  return makeStatus(code, what, ": ", message);
}

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

} // namespace strata::hal
