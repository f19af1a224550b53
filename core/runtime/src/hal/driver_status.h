//===- driver_status.h - Statuses of HAL driver calls ------------*- C++ -*-===//
//
// Shared by the HAL's source files that call driver plugins.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_SRC_HAL_DRIVER_STATUS_H
#define STRATA_RUNTIME_SRC_HAL_DRIVER_STATUS_H

#include "strata/runtime/status.h"

#include <string>

namespace strata::hal {

/// Status of a driver call: its code (unknown codes read as INTERNAL) and
/// the message it wrote, prefixed with `what`.
Status driverStatus(int rc, const char *error, const std::string &what);

} // namespace strata::hal

#endif // STRATA_RUNTIME_SRC_HAL_DRIVER_STATUS_H
