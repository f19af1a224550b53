//===- vm.h - VM context, values, native modules, invocation -----*- C++
//-*-===//
//
// A Context binds a verified Module to a HAL device and runs its functions
// with the bytecode interpreter. `invoke` is the user-facing API: it finds an
// export, checks buffer views against its typed signature, runs it and
// returns the result views.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_VM_H
#define STRATA_RUNTIME_VM_H

#include "strata/runtime/check.h"
#include "strata/runtime/hal.h"
#include "strata/runtime/module.h"

#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace strata::vm {

class Context;

/// Values passed to/from functions, grouped by register bank in order.
struct CallValues {
  std::vector<uint64_t> prims;
  std::vector<Ref<RefObject>> refs;
};

/// A function of a native module (e.g. `hal.fence.await`).
struct NativeFunction {
  const char *module;
  const char *name;
  const char *argumentTypes; // e.g. "rrir*"
  const char *resultTypes;
  Status (*fn)(Context &context, CallValues &args, CallValues &results);
};

/// A native module: a name and a table of functions.
struct NativeModule {
  const char *name;
  const NativeFunction *functions;
  size_t functionCount;
};

/// The `hal` native module.
const NativeModule &halModule();
/// The `check` native module (test assertions; results go to
/// Context::checks()).
const NativeModule &checkModule();
/// Native modules built into this runtime (for import resolution).
const std::vector<const NativeModule *> &builtinNativeModules();
/// Finds `module`.`name` among the builtin native modules, or null.
const NativeFunction *findNativeFunction(std::string_view module,
                                         std::string_view name);

/// A typed primitive or ref value for the low-level `call` API.
struct Value {
  char type = 'i'; // i I f F r
  uint64_t bits = 0;
  Ref<RefObject> ref;

  static Value i32(int32_t v) { return {'i', static_cast<uint32_t>(v), {}}; }
  static Value i64(int64_t v) { return {'I', static_cast<uint64_t>(v), {}}; }
  static Value f32(float v);
  static Value f64(double v);
  static Value fromRef(Ref<RefObject> r) { return {'r', 0, std::move(r)}; }
  int32_t asI32() const { return static_cast<int32_t>(bits); }
  int64_t asI64() const { return static_cast<int64_t>(bits); }
  float asF32() const;
  double asF64() const;
};

/// Limits on each top-level call of a context's functions (invoke, call,
/// callFunction), so that a loop in host code cannot run forever: every
/// backward branch and every CALL is a step.
struct RunLimits {
  /// Steps per top-level call before RESOURCE_EXHAUSTED; 0: no limit.
  uint64_t maxSteps = 0;
  /// Time after which the call ends with DEADLINE_EXCEEDED; the clock is
  /// read every kStepsPerClockRead steps.
  std::chrono::steady_clock::time_point deadline =
      std::chrono::steady_clock::time_point::max();
  static constexpr uint64_t kStepsPerClockRead = 1024;
};

class Context {
public:
  /// Binds `module` to `device`. `device` may be null for a module whose
  /// imports all come from extra native modules (a vmvx executable module,
  /// see Module::loadBytes): calling any function of a module that imports
  /// `hal` or `check` then fails with FAILED_PRECONDITION. A context never
  /// mutates its own state while running functions that call only such
  /// device-free imports, so concurrent callFunction calls are safe then.
  Context(Ref<Module> module, Ref<hal::Device> device);
  ~Context();

  const Module &module() const { return *module_; }
  const Ref<Module> &moduleRef() const { return module_; }
  /// The device; only valid when deviceRef() is non-null.
  hal::Device &device() { return *device_; }
  const Ref<hal::Device> &deviceRef() const { return device_; }

  /// Checks `args` against export `exportOrdinal`'s signature: count, then
  /// per argument shape and element type (negative signature dims match any
  /// size). INVALID_ARGUMENT, e.g. "argument 1: expected shape 784x128xf32,
  /// got 128x784xf32".
  Status checkArguments(int exportOrdinal,
                        const std::vector<Ref<hal::BufferView>> &args) const;

  /// Runs export `name` on `args`; returns its result buffer views.
  StatusOr<std::vector<Ref<hal::BufferView>>>
  invoke(std::string_view exportName,
         const std::vector<Ref<hal::BufferView>> &args);
  /// The same under `limits` instead of the context's (concurrent calls may
  /// each have their own).
  StatusOr<std::vector<Ref<hal::BufferView>>>
  invoke(std::string_view exportName,
         const std::vector<Ref<hal::BufferView>> &args,
         const RunLimits &limits);

  /// Low-level: runs function `name` (Function.name) with typed values that
  /// must match its VM type string.
  StatusOr<std::vector<Value>> call(std::string_view functionName,
                                    const std::vector<Value> &args);

  /// The channel `hal.channel.default` returns (an SPMD rank program's
  /// ranks); set before the first call. Null: the module runs alone, and a
  /// rank program's call fails with FAILED_PRECONDITION.
  void setChannel(Ref<hal::Channel> channel) { channel_ = std::move(channel); }
  const Ref<hal::Channel> &channelRef() const { return channel_; }

  /// Executable `ordinal` of the module, loaded on first use (cached).
  StatusOr<Ref<hal::Executable>> lookupExecutable(int64_t ordinal);

  /// Results of the `check.expect_*` imports called so far, in call order.
  check::CheckState &checks() { return checks_; }
  const check::CheckState &checks() const { return checks_; }

  /// Runs function `ordinal` on already-banked arguments.
  Status callFunction(uint32_t ordinal, CallValues &args, CallValues &results);
  /// The same under `limits` instead of the context's (concurrent calls may
  /// each have their own).
  Status callFunction(uint32_t ordinal, CallValues &args, CallValues &results,
                      const RunLimits &limits);

  /// Maximum nesting of CALL.
  static constexpr int kMaxCallDepth = 256;

  /// Limits for the calls that start after this (not thread-safe against
  /// calls in flight).
  void setRunLimits(const RunLimits &limits) { runLimits_ = limits; }
  const RunLimits &runLimits() const { return runLimits_; }
  /// The deadline of the top-level call running on the calling thread (the
  /// RunLimits it was given, e.g. by invoke with limits), else the
  /// context's: what native functions (hal.device.queue.execute) hand on.
  std::chrono::steady_clock::time_point callDeadline() const;

private:
  friend class Interpreter;
  Ref<Module> module_;
  Ref<hal::Device> device_;
  Ref<hal::Channel> channel_;
  std::mutex executableMutex_;
  std::vector<Ref<hal::Executable>> executables_;
  check::CheckState checks_;
  int depth_ = 0;
  RunLimits runLimits_;
  /// The deadline of each top-level call in flight, by its thread.
  mutable std::mutex callMutex_;
  std::map<std::thread::id, std::chrono::steady_clock::time_point>
      callDeadlines_;
  // False when the module imports a builtin (device-using) native module;
  // deviceImport_ then names the first such import.
  bool deviceFreeImports_ = true;
  std::string deviceImport_;
};

} // namespace strata::vm

#endif // STRATA_RUNTIME_VM_H
