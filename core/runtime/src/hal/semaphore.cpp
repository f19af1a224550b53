//===- semaphore.cpp - Timeline semaphores -------------------*- C++ -*-===//

#include "strata/runtime/hal.h"

namespace strata::hal {

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

} // namespace strata::hal
