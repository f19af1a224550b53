//===- trace.cpp - Chrome trace-event recording ---------------------------===//

#include "strata/runtime/trace.h"

#include <cstdio>
#include <functional>
#include <mutex>
#include <thread>

namespace strata::trace {

namespace detail {
std::atomic<bool> gEnabled{false};
}

namespace {
std::mutex gMutex;
std::vector<Event> gEvents;
std::chrono::steady_clock::time_point gOrigin =
    std::chrono::steady_clock::now();

uint64_t threadId() {
  return uint64_t(std::hash<std::thread::id>()(std::this_thread::get_id()) &
                  0x7fffffff);
}

void appendEscaped(std::string &out, const std::string &s) {
  out += '"';
  for (char c : s) {
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\n':
      out += "\\n";
      break;
    default:
      if (static_cast<unsigned char>(c) < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof(buf), "\\u%04x", c);
        out += buf;
      } else {
        out += c;
      }
    }
  }
  out += '"';
}

void appendMicros(std::string &out, uint64_t ns) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.3f", double(ns) / 1000.0);
  out += buf;
}
} // namespace

void start() {
  std::lock_guard<std::mutex> lock(gMutex);
  gEvents.clear();
  gOrigin = std::chrono::steady_clock::now();
  detail::gEnabled.store(true, std::memory_order_relaxed);
}

void stop() { detail::gEnabled.store(false, std::memory_order_relaxed); }

uint64_t nowNs() {
  return uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::steady_clock::now() - gOrigin)
                      .count());
}

void record(Event event) {
  if (!enabled())
    return;
  if (!event.thread)
    event.thread = threadId();
  std::lock_guard<std::mutex> lock(gMutex);
  gEvents.push_back(std::move(event));
}

Status writeJson(const std::string &path) {
  std::string out = "{\"displayTimeUnit\": \"ms\", \"traceEvents\": [\n";
  auto meta = [&](int pid, const char *what, uint64_t tid,
                  const std::string &name) {
    out += "{\"ph\": \"M\", \"pid\": " + std::to_string(pid) +
           ", \"tid\": " + std::to_string(tid) + ", \"name\": \"" + what +
           "\", \"args\": {\"name\": ";
    appendEscaped(out, name);
    out += "}},\n";
  };
  meta(kHostTrack, "process_name", 0, "Strata host");
  meta(kGpuTrack, "process_name", 0, "GPU (device time)");
  std::lock_guard<std::mutex> lock(gMutex);
  for (size_t i = 0; i < gEvents.size(); ++i) {
    const Event &e = gEvents[i];
    out += "{\"ph\": \"X\", \"pid\": " + std::to_string(e.track) +
           ", \"tid\": " + std::to_string(e.thread) + ", \"cat\": ";
    appendEscaped(out, e.category);
    out += ", \"name\": ";
    appendEscaped(out, e.name);
    out += ", \"ts\": ";
    appendMicros(out, e.startNs);
    out += ", \"dur\": ";
    appendMicros(out, e.durationNs);
    out += ", \"args\": {";
    bool first = true;
    for (const auto &[k, v] : e.stringArgs) {
      out += first ? "" : ", ";
      first = false;
      appendEscaped(out, k);
      out += ": ";
      appendEscaped(out, v);
    }
    for (const auto &[k, v] : e.numberArgs) {
      out += first ? "" : ", ";
      first = false;
      appendEscaped(out, k);
      char buf[32];
      std::snprintf(buf, sizeof(buf), ": %.17g", v);
      out += buf;
    }
    out += "}}";
    out += i + 1 < gEvents.size() ? ",\n" : "\n";
  }
  if (gEvents.empty() && out.size() >= 2 && out[out.size() - 2] == ',')
    out.erase(out.size() - 2, 1);
  out += "]}\n";
  FILE *f = std::fopen(path.c_str(), "wb");
  if (!f)
    return invalidArgument("--trace: cannot write '", path, "'");
  bool ok = std::fwrite(out.data(), 1, out.size(), f) == out.size();
  ok = std::fclose(f) == 0 && ok;
  if (!ok)
    return dataLoss("--trace: writing '", path, "' failed");
  return Status::ok();
}

} // namespace strata::trace
