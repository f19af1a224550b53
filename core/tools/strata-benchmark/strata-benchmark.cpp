//===- strata-benchmark.cpp - Time a function of a module -----*- C++ -*-===//
//
// Google-Benchmark-style timing of one exported function:
//   strata-benchmark --module=m.smod [--function=main] --input=... (as
//                    strata-run) [--device=local|vulkan|vulkan:N]
//                    [--list-devices] [--task-workers=N]
//                    [--benchmark_repetitions=10] [--benchmark_min_time=0.5]
//                    [--benchmark_format=console|json]
//                    [--disable-loader=NAME]... [--plugin-dir=DIR]
//                    [--dispatch_timing=true|false]
//                    [--partitions=N] [--channel=local|mpi]
//                    [--peak_tflops=X] [--peak_gbps=Y]
// SPMD rank programs time every rank's calls: --partitions=N as N threads of
// this process, or one rank per process under `mpirun -n N` (SPMDRun.h).
// Inputs are the global arrays (each rank takes its shards); each batch of
// calls starts on every rank together and lasts as long as the slowest
// rank; rank 0 reports (no dispatch table: the ranks' devices differ).
// Without --device the module runs on the first device that can run it, in
// the order of its executable variants (tooling::chooseDevice); the report
// names the device used.
// The inputs are put on the device first (a driver device such as vulkan:0
// gets its copy of each now, so no call uploads them; results are never read
// back). One warm-up call, then a calibration that grows the iteration count
// until one batch lasts --benchmark_min_time, then N repetitions of that many
// calls.
// Each repetition reports the mean wall (and process CPU) time per call; the
// aggregates are mean, median, stddev and min over repetitions. During the
// repetitions the local device times every dispatch around its workgroup
// loop (a driver device such as vulkan:0 reports device time from timestamp
// queries instead); the tool reports, per executable entry point, dispatches
// per call, total time per call and the median time per dispatch, and from the
// arithmetic and operand bytes the compiler recorded per entry
// (EntryCosts.h) its TFLOP/s and GB/s at that median, as a share of the
// device's peak when --peak_tflops/--peak_gbps give it. Exit status:
// 0 success, 1 on any error.
//
// The runtime is reached only through its C API (strata_runtime.h,
// libstrata-runtime.so: strata_buffer_view_make_resident, the dispatch
// timings), as strata-run does.
//
//===----------------------------------------------------------------------===//

#include "RuntimeCApi.h"
#include "strata-benchmark/EntryCosts.h"
#include "strata-run/SPMDRun.h"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <map>
#include <string>
#include <thread>
#include <vector>

using namespace strata;

namespace {

struct Options {
  std::string module;
  std::string function = "main";
  std::vector<std::string> inputs;
  tooling::DeviceOptions devices;
  long repetitions = 10;
  double minTime = 0.5;     // seconds per repetition
  long fixedIterations = 0; // "Nx": exactly N calls per repetition
  std::string format = "console";
  bool dispatchTiming = true;
  double peakTflops = 0, peakGbps = 0; // the device's, for shares of peak
  spmd::Flags spmd;
};

const char kUsage[] =
    "usage: strata-benchmark --module=FILE.smod [options]\n"
    "  --function=NAME              exported function (default: main)\n"
    "  --input=VALUE                argument, repeatable (as strata-run:\n"
    "                               2x2xf32=1 2 3 4, f32=3.5, @file.npy)\n"
    "  --benchmark_repetitions=N    repetitions (default 10)\n"
    "  --benchmark_min_time=T       seconds per repetition (0.5, 0.5s) or a\n"
    "                               fixed call count per repetition (20x)\n"
    "  --benchmark_format=F         console (default) or json\n"
    "  --dispatch_timing=BOOL       time each dispatch (default true)\n"
    "  --peak_tflops=X              the device's peak TFLOP/s and memory\n"
    "  --peak_gbps=Y                GB/s: each dispatch's rates as shares\n";

int fail(const std::string &message) {
  std::fprintf(stderr, "strata-benchmark: error: %s\n", message.c_str());
  return 1;
}

/// "0.5", "0.5s" (seconds) or "20x" (calls per repetition).
bool parseMinTime(const std::string &v, Options &o) {
  if (v.empty())
    return false;
  if (v.back() == 'x') {
    long n = 0;
    if (!tooling::parseIntInRange(v.substr(0, v.size() - 1), 1, 1000000000L,
                                  &n))
      return false;
    o.fixedIterations = n;
    return true;
  }
  std::string number = v.back() == 's' ? v.substr(0, v.size() - 1) : v;
  char *end = nullptr;
  double t = std::strtod(number.c_str(), &end);
  if (end == number.c_str() || *end || !(t > 0) || t > 3600)
    return false;
  o.minTime = t;
  o.fixedIterations = 0;
  return true;
}

/// Returns empty on success, else an error message.
std::string parseArgs(int argc, char **argv, Options &o) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      std::fputs(kUsage, stdout);
      std::fputs(spmd::kFlagsUsage, stdout);
      std::fputs(tooling::deviceFlagsUsage(31).c_str(), stdout);
      std::exit(0);
    }
    tooling::Flag flag;
    if (!tooling::splitFlag(arg, &flag))
      return "unexpected argument '" + arg + "' (flags are --name=value)";
    std::string error;
    if (tooling::parseDeviceFlag(flag, o.devices, &error) ||
        spmd::parseFlag(flag, o.spmd, &error)) {
      if (!error.empty())
        return error;
      continue;
    }
    const std::string &name = flag.name, &value = flag.value;
    if (!flag.hasValue)
      return "flag --" + name + " needs a value (--" + name + "=...)";
    long n = 0;
    if (name == "module") {
      o.module = value;
    } else if (name == "function") {
      o.function = value;
    } else if (name == "input") {
      o.inputs.push_back(value);
    } else if (name == "benchmark-repetitions") {
      if (!tooling::parseIntInRange(value, 1, 100000, &n))
        return "--benchmark_repetitions: '" + value +
               "' is not a count in [1, 100000]";
      o.repetitions = n;
    } else if (name == "benchmark-min-time") {
      if (!parseMinTime(value, o))
        return "--benchmark_min_time: '" + value +
               "' is not a time in seconds in (0, 3600] (0.5 or 0.5s) or a "
               "call count (20x)";
    } else if (name == "benchmark-format") {
      if (value != "console" && value != "json")
        return "--benchmark_format: '" + value +
               "' is not a format (expected console or json)";
      o.format = value;
    } else if (name == "dispatch-timing") {
      if (value == "true" || value == "1")
        o.dispatchTiming = true;
      else if (value == "false" || value == "0")
        o.dispatchTiming = false;
      else
        return "--dispatch_timing: '" + value +
               "' is not a boolean (expected true or false)";
    } else if (name == "peak-tflops" || name == "peak-gbps") {
      char *end = nullptr;
      double peak = std::strtod(value.c_str(), &end);
      if (end == value.c_str() || *end || !(peak > 0) || peak > 1e9)
        return "--" +
               std::string(name == "peak-tflops" ? "peak_tflops"
                                                 : "peak_gbps") +
               ": '" + value + "' is not a positive rate";
      (name == "peak-tflops" ? o.peakTflops : o.peakGbps) = peak;
    } else {
      return "unknown flag --" + name + " (see --help)";
    }
  }
  return "";
}

double processCpuSeconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

double wallSeconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

double median(std::vector<double> v) {
  if (v.empty())
    return 0;
  std::sort(v.begin(), v.end());
  size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

struct Repetition {
  long iterations = 0;
  double wallMs = 0; // per call
  double cpuMs = 0;  // per call, process CPU time of all threads
};

struct Aggregate {
  const char *name;
  double wallMs, cpuMs;
};

std::vector<Aggregate> aggregates(const std::vector<Repetition> &reps) {
  std::vector<double> wall, cpu;
  for (const auto &r : reps) {
    wall.push_back(r.wallMs);
    cpu.push_back(r.cpuMs);
  }
  auto mean = [](const std::vector<double> &v) {
    double s = 0;
    for (double x : v)
      s += x;
    return s / double(v.size());
  };
  auto stddev = [&](const std::vector<double> &v) {
    if (v.size() < 2)
      return 0.0;
    double m = mean(v), s = 0;
    for (double x : v)
      s += (x - m) * (x - m);
    return std::sqrt(s / double(v.size() - 1));
  };
  return {{"mean", mean(wall), mean(cpu)},
          {"median", median(wall), median(cpu)},
          {"stddev", stddev(wall), stddev(cpu)},
          {"min", *std::min_element(wall.begin(), wall.end()),
           *std::min_element(cpu.begin(), cpu.end())}};
}

/// Dispatch timings of one executable entry point over the timed calls.
struct EntryStats {
  std::string executable, entry;
  uint32_t entryOrdinal = 0;
  uint64_t workgroups = 0;
  std::vector<double> ms; // one per dispatch
  double totalMs = 0;
};

class DispatchStats {
public:
  /// Adds every timing `device` recorded since the last call.
  Status take(strata_device_t *device) {
    strata_dispatch_timing_t batch[1024];
    size_t n = 0;
    do {
      STRATA_RETURN_IF_ERROR(capi::fromC(strata_device_take_dispatch_timings(
          device, batch, sizeof(batch) / sizeof(batch[0]), &n)));
      for (size_t i = 0; i < n; ++i)
        add(batch[i]);
    } while (n == sizeof(batch) / sizeof(batch[0]));
    return Status::ok();
  }
  const std::vector<EntryStats> &entries() const { return entries_; }
  /// True when the times came from the device (timestamp queries).
  bool deviceTime() const { return deviceTime_; }

private:
  void add(const strata_dispatch_timing_t &t) {
    // The names live as long as the device, so their addresses are keys.
    auto key = std::make_pair(t.executable, t.entry_ordinal);
    auto it = index_.find(key);
    if (it == index_.end()) {
      it = index_.emplace(key, entries_.size()).first;
      EntryStats e;
      e.executable = t.executable;
      e.entry = t.entry_point;
      e.entryOrdinal = t.entry_ordinal;
      e.workgroups = t.workgroups;
      entries_.push_back(std::move(e));
    }
    EntryStats &e = entries_[it->second];
    deviceTime_ |= t.device_time != 0;
    double ms = double(t.nanoseconds) * 1e-6;
    e.ms.push_back(ms);
    e.totalMs += ms;
  }

  bool deviceTime_ = false;
  std::map<std::pair<const char *, uint32_t>, size_t> index_;
  std::vector<EntryStats> entries_;
};

std::string hostName() {
  char buf[256] = {0};
  if (gethostname(buf, sizeof(buf) - 1) != 0)
    return "unknown";
  return buf;
}

std::string isoDate() {
  std::time_t now = std::time(nullptr);
  char buf[64];
  std::strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%S%z", std::localtime(&now));
  return buf;
}

void printConsoleTable(const Options &o, const std::vector<Repetition> &reps,
                       long iterations) {
  if (o.fixedIterations)
    std::printf("%ld repetitions of %ld calls\n", o.repetitions, iterations);
  else
    std::printf("%ld repetitions of %ld calls (min time %g s)\n", o.repetitions,
                iterations, o.minTime);
  std::string line(72, '-');
  std::printf("%s\n%-36s %11s %11s %11s\n%s\n", line.c_str(), "Benchmark",
              "Time (ms)", "CPU (ms)", "Iterations", line.c_str());
  for (size_t i = 0; i < reps.size(); ++i) {
    std::string name = o.function + "/repetition:" + std::to_string(i);
    std::printf("%-36s %11.4f %11.4f %11ld\n", name.c_str(), reps[i].wallMs,
                reps[i].cpuMs, reps[i].iterations);
  }
  for (const auto &a : aggregates(reps)) {
    std::string name = o.function + "_" + a.name;
    std::printf("%-36s %11.4f %11.4f %11ld\n", name.c_str(), a.wallMs, a.cpuMs,
                iterations);
  }
}

/// An SPMD module's ranks (--partitions or mpirun): wall time per call of
/// the slowest rank; rank 0 reports. CPU time is not measured (the ranks
/// may be other processes), so it prints as 0.
int benchmarkSPMD(capi::Runtime &rt, const Options &o, const char *argv0) {
  spmd::Options so = spmd::Options::of(o.module, o.function, o.inputs,
                                       o.devices.device, o.spmd);
  so.timing.repetitions = o.repetitions;
  so.timing.iterations = o.fixedIterations;
  so.timing.minTimeS = o.minTime;
  auto outcome = spmd::run(rt.instance(), so);
  if (!outcome.isOk())
    return fail(outcome.status().toString());
  if (!outcome->reporter)
    return 0;
  std::vector<Repetition> reps;
  for (double ms : outcome->repetitionMs)
    reps.push_back({outcome->iterations, ms, 0});
  std::string device = so.device.empty() ? "its default device" : so.device;
  if (o.format == "json") {
    nlohmann::ordered_json doc;
    doc["context"] = {{"date", isoDate()},
                      {"host_name", hostName()},
                      {"executable", argv0},
                      {"module", o.module},
                      {"function", o.function},
                      {"device", device},
                      {"ranks", outcome->ranks},
                      {"channel", so.provider},
                      {"rank_devices", outcome->rankDevices},
                      {"repetitions", o.repetitions},
                      {"iterations", outcome->iterations}};
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (size_t i = 0; i < reps.size(); ++i)
      rows.push_back({{"name", o.function + "/repetition:" + std::to_string(i)},
                      {"run_type", "iteration"},
                      {"iterations", reps[i].iterations},
                      {"real_time", reps[i].wallMs},
                      {"time_unit", "ms"}});
    for (const auto &a : aggregates(reps))
      rows.push_back({{"name", o.function + "_" + a.name},
                      {"run_type", "aggregate"},
                      {"aggregate_name", a.name},
                      {"real_time", a.wallMs},
                      {"time_unit", "ms"}});
    doc["benchmarks"] = rows;
    std::printf("%s\n", doc.dump(2).c_str());
    return 0;
  }
  std::printf("strata-benchmark: %s @%s, %u ranks over the %s channel, each "
              "on %s (host %s); time of the slowest rank\n",
              o.module.c_str(), o.function.c_str(), outcome->ranks,
              so.provider.c_str(), device.c_str(), hostName().c_str());
  std::printf("rank devices:");
  for (size_t q = 0; q < outcome->rankDevices.size(); ++q)
    std::printf(" %zu=%s", q, outcome->rankDevices[q].c_str());
  std::printf("\n");
  printConsoleTable(o, reps, outcome->iterations);
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  std::string err = parseArgs(argc, argv, o);
  if (!err.empty())
    return fail(err);
  capi::Runtime rt;
  if (Status s = rt.start("strata-benchmark", o.devices); !s.isOk())
    return fail(s.message());
  if (o.devices.listDevices) {
    auto text = rt.describeDevices();
    if (!text.isOk())
      return fail(text.status().message());
    std::fputs(text->c_str(), stdout);
    return 0;
  }
  if (o.module.empty())
    return fail("missing --module=FILE.smod (see --help)");
  if (spmd::requested(o.spmd))
    return benchmarkSPMD(rt, o, argv[0]);
  if (Status s = rt.openModule(o.devices, o.module); !s.isOk())
    return fail(s.message());
  strata_device_t *device = rt.device();
  const std::string &deviceName = rt.deviceName();
  int taskWorkers = strata_device_task_worker_count(device);
  auto function = rt.findFunction(o.function, o.module);
  if (!function.isOk())
    return fail(function.status().message());
  auto args = rt.parseInputs(o.inputs);
  if (!args.isOk())
    return fail(args.status().message());
  Status argStatus = capi::fromC(
      strata_function_check_arguments(*function, args->data(), args->size()));
  if (!argStatus.isOk())
    return fail(argStatus.message());
  // Inputs live on the device before anything is timed, as with XLA's
  // device_put or iree-benchmark-module: the calls then never upload them
  // (nothing in the loop touches their host bytes), and never download
  // results (they come back only on host access, which the loop never does).
  for (strata_buffer_view_t *view : *args) {
    Status resident =
        capi::fromC(strata_buffer_view_make_resident(view, device));
    if (!resident.isOk())
      return fail("putting the inputs on device '" +
                  std::string(strata_device_name(device)) +
                  "': " + resident.message());
  }

  // Runs `n` calls; returns an empty string or the error. Each call's checks
  // (a module with check ops) are dropped by the runtime.
  auto runCalls = [&](long n) -> std::string {
    for (long i = 0; i < n; ++i) {
      auto results = capi::call(*function, *args, nullptr);
      if (!results.isOk())
        return "invoking '" + o.function +
               "' failed: " + results.status().toString();
    }
    return "";
  };

  // Warm-up: loads executables, touches buffers.
  if (std::string e = runCalls(1); !e.empty())
    return fail(e);

  // Calibration (Google Benchmark's rule): grow until a batch lasts minTime.
  long iterations = o.fixedIterations;
  if (!iterations) {
    long n = 1;
    while (true) {
      double start = wallSeconds();
      if (std::string e = runCalls(n); !e.empty())
        return fail(e);
      double seconds = wallSeconds() - start;
      if (seconds >= o.minTime || n >= 1000000000L) {
        iterations = n;
        break;
      }
      n = spmd::nextCalibrationCount(n, seconds, o.minTime);
    }
  }

  std::vector<Repetition> reps;
  DispatchStats dispatches;
  const auto costs = benchmark::readEntryCosts(o.module);
  auto costOf = [&](const EntryStats &e) {
    auto it = costs.find(e.executable);
    return it != costs.end() && e.entryOrdinal < it->second.size()
               ? it->second[e.entryOrdinal]
               : benchmark::EntryCost();
  };
  if (Status s = capi::fromC(
          strata_device_set_dispatch_timing(device, o.dispatchTiming));
      !s.isOk())
    return fail(s.message());
  for (long r = 0; r < o.repetitions; ++r) {
    double wall0 = wallSeconds(), cpu0 = processCpuSeconds();
    if (std::string e = runCalls(iterations); !e.empty())
      return fail(e);
    double wall = wallSeconds() - wall0, cpu = processCpuSeconds() - cpu0;
    reps.push_back({iterations, wall * 1e3 / double(iterations),
                    cpu * 1e3 / double(iterations)});
    if (Status s = dispatches.take(device); !s.isOk())
      return fail(s.message());
  }
  (void)capi::fromC(strata_device_set_dispatch_timing(device, 0));
  std::vector<Aggregate> aggs = aggregates(reps);
  double timedCalls = double(iterations) * double(o.repetitions);
  double meanCallMs = aggs[0].wallMs;

  if (o.format == "json") {
    nlohmann::ordered_json doc;
    doc["context"] = {
        {"date", isoDate()},
        {"host_name", hostName()},
        {"executable", argv[0]},
        {"num_cpus", std::thread::hardware_concurrency()},
        {"module", o.module},
        {"function", o.function},
        {"device", deviceName},
        {"task_workers", taskWorkers},
        {"repetitions", o.repetitions},
        {"min_time_s", o.fixedIterations ? 0.0 : o.minTime},
        {"iterations", iterations},
        {"dispatch_timing", o.dispatchTiming},
    };
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (size_t i = 0; i < reps.size(); ++i)
      rows.push_back({{"name", o.function + "/repetition:" + std::to_string(i)},
                      {"run_type", "iteration"},
                      {"repetitions", o.repetitions},
                      {"repetition_index", i},
                      {"iterations", reps[i].iterations},
                      {"real_time", reps[i].wallMs},
                      {"cpu_time", reps[i].cpuMs},
                      {"time_unit", "ms"}});
    for (const auto &a : aggs)
      rows.push_back({{"name", o.function + "_" + a.name},
                      {"run_type", "aggregate"},
                      {"aggregate_name", a.name},
                      {"repetitions", o.repetitions},
                      {"iterations", iterations},
                      {"real_time", a.wallMs},
                      {"cpu_time", a.cpuMs},
                      {"time_unit", "ms"}});
    doc["benchmarks"] = rows;
    nlohmann::ordered_json entries = nlohmann::ordered_json::array();
    for (const auto &e : dispatches.entries()) {
      benchmark::EntryCost cost = costOf(e);
      double med = median(e.ms);
      entries.push_back(
          {{"executable", e.executable},
           {"entry_point", e.entry},
           {"entry_ordinal", e.entryOrdinal},
           {"workgroups", e.workgroups},
           {"dispatches", e.ms.size()},
           {"dispatches_per_call", double(e.ms.size()) / timedCalls},
           {"total_ms", e.totalMs},
           {"total_ms_per_call", e.totalMs / timedCalls},
           {"median_ms_per_dispatch", median(e.ms)},
           {"min_ms_per_dispatch", *std::min_element(e.ms.begin(), e.ms.end())},
           {"fraction_of_call",
            meanCallMs > 0 ? e.totalMs / timedCalls / meanCallMs : 0.0},
           {"flops", cost.flops},
           {"bytes", cost.bytes},
           {"tflops_per_s", med > 0 ? cost.flops / (med * 1e9) : 0.0},
           {"gb_per_s", med > 0 ? cost.bytes / (med * 1e6) : 0.0}});
    }
    doc["dispatches"] = {{"timed_calls", uint64_t(timedCalls)},
                         {"time_source", dispatches.deviceTime()
                                             ? "device-timestamps"
                                             : "host-wall-clock"},
                         {"entry_points", entries}};
    std::printf("%s\n", doc.dump(2).c_str());
    return 0;
  }

  std::printf("strata-benchmark: %s @%s on %s (%d task workers, %u CPUs, "
              "host %s)\n",
              o.module.c_str(), o.function.c_str(), deviceName.c_str(),
              taskWorkers, std::thread::hardware_concurrency(),
              hostName().c_str());
  printConsoleTable(o, reps, iterations);
  if (o.dispatchTiming) {
    std::printf("\nDispatches per call of @%s (%.0f timed calls; %s)\n",
                o.function.c_str(), timedCalls,
                dispatches.deviceTime() ? "device time from timestamp queries"
                                        : "time around the workgroup loop");
    bool peaks = o.peakTflops > 0 || o.peakGbps > 0;
    std::string wide(peaks ? 139 : 130, '-');
    std::printf("%s\n%-40s %10s %10s %12s %14s %8s %10s %9s %9s%s\n%s\n",
                wide.c_str(), "Entry point", "Dispatches", "Workgroups",
                "Total (ms)", "Median (ms)", "Share", "GFLOP", "TFLOP/s",
                "GB/s", peaks ? "  of peak" : "", wide.c_str());
    double sumPerCall = 0, countPerCall = 0;
    for (const auto &e : dispatches.entries()) {
      std::string name = e.executable + "::" + e.entry;
      double perCall = e.totalMs / timedCalls;
      sumPerCall += perCall;
      countPerCall += double(e.ms.size()) / timedCalls;
      // Six decimals (nanoseconds): a small dispatch takes well under the
      // 50 ns that four would round to zero.
      benchmark::EntryCost cost = costOf(e);
      double med = median(e.ms);
      double tflops = med > 0 ? cost.flops / (med * 1e9) : 0.0;
      double gbps = med > 0 ? cost.bytes / (med * 1e6) : 0.0;
      std::string ofPeak;
      if (peaks) {
        // The larger share: a dispatch is bound by one of the two.
        double share = std::max(o.peakTflops > 0 ? tflops / o.peakTflops : 0,
                                o.peakGbps > 0 ? gbps / o.peakGbps : 0);
        char buf[32];
        std::snprintf(buf, sizeof(buf), " %7.1f%%", 100 * share);
        ofPeak = buf;
      }
      std::printf("%-40s %10g %10llu %12.6f %14.6f %7.1f%% %10.4g %9.3f "
                  "%9.1f%s\n",
                  name.c_str(), double(e.ms.size()) / timedCalls,
                  (unsigned long long)e.workgroups, perCall, med,
                  meanCallMs > 0 ? 100 * perCall / meanCallMs : 0.0,
                  cost.flops * 1e-9, tflops, gbps, ofPeak.c_str());
    }
    std::printf("%-40s %10g %10s %12.6f %14s %7.1f%%\n", "all dispatches",
                countPerCall, "", sumPerCall, "",
                meanCallMs > 0 ? 100 * sumPerCall / meanCallMs : 0.0);
    std::printf("(Dispatches: per call; Total: ms per call; Median: ms per "
                "dispatch; Share: of the mean call time; GFLOP: the entry's "
                "estimated arithmetic; TFLOP/s and GB/s (its operands and "
                "results) at the median%s)\n",
                peaks ? "; of peak: the larger of the two shares" : "");
  }
  return 0;
}
