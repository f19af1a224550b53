//===- trace.h - Chrome trace-event recording for the runtime ---*- C++ -*-===//
//
// A process-wide recorder of complete ("X") events in Chrome's trace-event
// format, which Perfetto and chrome://tracing open. Off by default: every
// instrumentation point then costs one relaxed atomic load. Tools turn it
// on with --trace=FILE.json (start(), then writeJson() at exit).
//
// Tracks (trace "pid"s): kHostTrack holds what host threads do (VM calls,
// local dispatches, transfers, allocations; "tid" is the thread), and
// kGpuTrack the device time of driver dispatches (timestamp queries).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_TRACE_H
#define STRATA_RUNTIME_TRACE_H

#include "strata/runtime/status.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace strata::trace {

constexpr int kHostTrack = 1;
constexpr int kGpuTrack = 2;

namespace detail {
extern std::atomic<bool> gEnabled;
}

/// True while recording.
inline bool enabled() {
  return detail::gEnabled.load(std::memory_order_relaxed);
}
/// Starts recording (dropping what an earlier recording kept).
void start();
/// Stops recording; the events stay until the next start().
void stop();

/// Nanoseconds on the trace clock (steady clock since start()).
uint64_t nowNs();

/// One complete event. `args` are written as JSON strings or numbers.
struct Event {
  std::string name;
  const char *category = "";
  uint64_t startNs = 0, durationNs = 0;
  int track = kHostTrack;
  uint64_t thread = 0; // 0: the recording thread
  std::vector<std::pair<std::string, std::string>> stringArgs;
  std::vector<std::pair<std::string, double>> numberArgs;
};
/// Records `event` (thread-safe); ignored when not recording.
void record(Event event);

/// Records the time from construction to destruction as one event, when
/// recording was on at construction.
class Scope {
public:
  Scope(const char *category, std::string name) {
    if (enabled()) {
      active_ = true;
      event_.category = category;
      event_.name = std::move(name);
      event_.startNs = nowNs();
    }
  }
  /// `describe()` gives the name, called only when recording.
  template <typename Fn, std::enable_if_t<std::is_invocable_v<Fn &>, int> = 0>
  Scope(const char *category, Fn &&describe) {
    if (enabled()) {
      active_ = true;
      event_.category = category;
      event_.name = describe();
      event_.startNs = nowNs();
    }
  }
  ~Scope() {
    if (active_) {
      event_.durationNs = nowNs() - event_.startNs;
      record(std::move(event_));
    }
  }
  bool active() const { return active_; }
  void arg(std::string key, std::string value) {
    if (active_)
      event_.stringArgs.emplace_back(std::move(key), std::move(value));
  }
  void arg(std::string key, double value) {
    if (active_)
      event_.numberArgs.emplace_back(std::move(key), value);
  }

private:
  bool active_ = false;
  Event event_;
};

/// Writes everything recorded as {"traceEvents": [...]} (with process and
/// thread names) to `path`.
Status writeJson(const std::string &path);

} // namespace strata::trace

#endif // STRATA_RUNTIME_TRACE_H
