//===- handles.h - What the C API's handles wrap ------------------*- C++
//-*-===//
//
// Shared by the C API's translation units (strata_runtime.cpp: instance,
// devices, buffers, modules, calls; channels.cpp: channels and SPMD
// metadata).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_CAPI_HANDLES_H
#define STRATA_RUNTIME_CAPI_HANDLES_H

#include "strata/runtime/strata_runtime.h"

#include "strata/runtime/tooling.h"
#include "strata/runtime/vm.h"

#include <atomic>
#include <deque>
#include <mutex>
#include <new>
#include <set>

using namespace strata;

struct strata_status_s {
  strata_status_code_t code;
  std::string message;
};

struct strata_instance_s {
  tooling::DeviceSetup setup;
};

struct strata_device_s {
  std::atomic<int> refs{1};
  Ref<hal::Device> device;
  std::string name;
  /// Dispatch timings taken from the device and not yet handed out, and the
  /// executable and entry point names they point to (interned for the
  /// device's lifetime).
  std::mutex timingMutex;
  std::deque<strata_dispatch_timing_t> timings;
  std::set<std::string> timingNames;
};

struct strata_buffer_view_s {
  std::atomic<int> refs{1};
  Ref<hal::BufferView> view;
};

struct strata_function_s {
  strata_module_s *module = nullptr;
  std::string name;
  std::vector<strata_tensor_type_t> arguments, results;
  /// An SPMD rank program's mesh shape (empty: not one) and, per argument
  /// and result, per dim, the mesh axes it is split over.
  std::vector<int64_t> meshShape;
  std::vector<std::vector<std::vector<uint32_t>>> argumentShardings,
      resultShardings;
};

struct strata_channel_s {
  std::atomic<int> refs{1};
  Ref<hal::Channel> channel;
};

struct strata_module_s {
  // The caller's reference and one per asynchronous call in flight.
  std::atomic<int> refs{1};
  strata_device_t *device = nullptr;
  std::unique_ptr<vm::Context> context;
  std::vector<strata_function_s> functions;
};

inline strata_status_t *toCStatus(const Status &s) {
  if (s.isOk())
    return nullptr;
  auto *out = new (std::nothrow) strata_status_s;
  if (!out) // the one error that cannot carry its message
    return nullptr;
  out->code = strata_status_code_t(int(s.code()));
  out->message = s.message();
  return out;
}

/// Runs `fn` (returning Status), turning a C++ exception into INTERNAL.
template <typename Fn> inline strata_status_t *guarded(Fn &&fn) {
  try {
    return toCStatus(fn());
  } catch (const std::bad_alloc &) {
    return toCStatus(resourceExhausted("out of host memory"));
  } catch (const std::exception &e) {
    return toCStatus(internalError("unexpected exception: ", e.what()));
  }
}

#endif // STRATA_RUNTIME_CAPI_HANDLES_H
