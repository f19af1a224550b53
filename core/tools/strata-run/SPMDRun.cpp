//===- SPMDRun.cpp - strata-run for SPMD rank programs -------------*- C++
//-*-===//

#include "SPMDRun.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace strata::spmd {

bool underMPILauncher() {
  return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMIX_RANK");
}

const char kFlagsUsage[] =
    "  --partitions=N           run an SPMD module's N ranks as threads of\n"
    "                           this process (global inputs and outputs)\n"
    "  --channel=local|mpi      channel provider of the ranks (default: mpi\n"
    "                           under mpirun, else local)\n"
    "  --channel_timeout_ms=N   a rank waiting longer than N ms for the\n"
    "                           others fails the run (default 60000)\n";

bool parseFlag(const tooling::Flag &flag, Flags &flags, std::string *error) {
  const std::string &name = flag.name, &value = flag.value;
  if (name != "partitions" && name != "channel" && name != "channel-timeout-ms")
    return false;
  if (!flag.hasValue) {
    *error = "flag --" + name + " needs a value (--" + name + "=...)";
  } else if (name == "partitions") {
    if (!tooling::parseIntInRange(value, 1, 4096, &flags.partitions))
      *error = "--partitions: '" + value + "' is not a count in 1..4096";
  } else if (name == "channel") {
    if (value != "local" && value != "mpi")
      *error = "--channel: expected local or mpi, got '" + value + "'";
    else
      flags.channel = value;
  } else if (!tooling::parseIntInRange(value, 1, LONG_MAX,
                                       &flags.channelTimeoutMs)) {
    *error = "--channel_timeout_ms: '" + value + "' is not a positive count";
  }
  return true;
}

bool requested(const Flags &flags) {
  return flags.partitions || !flags.channel.empty() || underMPILauncher();
}

Options Options::of(const std::string &module, const std::string &function,
                    const std::vector<std::string> &inputs,
                    const std::string &device, const Flags &flags) {
  Options o;
  o.module = module;
  o.function = function;
  o.inputs = inputs;
  o.device = device;
  o.partitions = uint32_t(flags.partitions);
  o.provider = !flags.channel.empty() ? flags.channel
               : flags.partitions     ? "local"
                                      : "mpi";
  o.timeoutMs = uint64_t(flags.channelTimeoutMs);
  return o;
}

long nextCalibrationCount(long n, double seconds, double minTimeS) {
  double multiplier = minTimeS * 1.4 / std::max(seconds, 1e-9);
  if (seconds / minTimeS <= 0.1)
    multiplier = std::min(multiplier, 10.0);
  long next = long(std::ceil(double(n) * multiplier));
  return std::min(std::max(next, n + 1), 1000000000L);
}

namespace {

/// FNV-1a of the module file: ranks compare it before running.
StatusOr<uint64_t> moduleFingerprint(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return notFound("cannot read module ", path);
  uint64_t hash = 1469598103934665603ull;
  char buffer[1 << 16];
  while (in) {
    in.read(buffer, sizeof(buffer));
    for (std::streamsize i = 0; i < in.gcount(); ++i)
      hash = (hash ^ uint8_t(buffer[i])) * 1099511628211ull;
  }
  return hash;
}

/// The device a rank runs on: `--device` as given, except that a driver
/// name without an ordinal takes the driver's device `slot % count`.
/// The kind of device the module picks by itself (its executable variants'
/// order, as a single-device run without --device): "local" or a driver.
StatusOr<std::string> defaultDeviceKind(strata_instance_t *instance,
                                        const std::string &modulePath) {
  strata_module_t *module = nullptr;
  STRATA_RETURN_IF_ERROR(capi::fromC(
      strata_module_load_file(instance, nullptr, modulePath.c_str(), &module)));
  std::string name = strata_device_name(strata_module_device(module));
  strata_module_release(module);
  return name.substr(0, name.find(':'));
}

StatusOr<std::string> rankDevice(strata_instance_t *instance,
                                 const std::string &device, uint32_t slot) {
  if (device == "local" || device.find(':') != std::string::npos)
    return device;
  size_t count = 0, matching = 0;
  STRATA_RETURN_IF_ERROR(
      capi::fromC(strata_instance_device_count(instance, &count)));
  for (size_t i = 0; i < count; ++i) {
    strata_device_info_t info;
    STRATA_RETURN_IF_ERROR(
        capi::fromC(strata_instance_device_info(instance, i, &info)));
    std::string name = info.name;
    matching += name.rfind(device + ":", 0) == 0;
  }
  if (matching == 0)
    return device; // strata_device_create names what exists
  return device + ":" + std::to_string(slot % matching);
}

tooling::Sharding shardingOf(strata_function_t *function, bool isResult,
                             size_t index, size_t rank) {
  tooling::Sharding s;
  size_t axes = strata_function_mesh(function, nullptr, 0);
  s.mesh.resize(axes);
  strata_function_mesh(function, s.mesh.data(), axes);
  for (size_t d = 0; d < rank; ++d) {
    std::vector<uint32_t> list(axes);
    list.resize(strata_function_sharding(function, isResult ? 1 : 0, index, d,
                                         list.data(), list.size()));
    s.dims.push_back(list);
  }
  return s;
}

struct Rank {
  strata_channel_t *channel = nullptr;
  uint32_t rank = 0, count = 0;
  uint32_t deviceSlot = 0;
  /// Shared by the ranks on the same device (one VkDevice per GPU, not per
  /// rank: devices are thread-safe, and drivers need not be for several
  /// devices of one GPU created at once).
  strata_device_t *device = nullptr;
  std::vector<tooling::HostTensor> results; // this rank's shards
  strata_function_t *function = nullptr;
  Status status;
  std::vector<double> repetitionMs; // timed runs
  long iterations = 0;
  std::vector<std::string> rankDevices; // timed runs: every rank's device
};

/// Returns once every rank of the group has reached it.
Status barrier(Rank &r) {
  uint8_t mine = 0;
  std::vector<uint8_t> all(r.count);
  return capi::fromC(
      strata_channel_all_gather(r.channel, &mine, all.data(), sizeof(mine)));
}

/// The largest `value` of any rank (every rank gets it).
StatusOr<double> slowest(Rank &r, double value) {
  std::vector<double> all(r.count);
  STRATA_RETURN_IF_ERROR(capi::fromC(
      strata_channel_all_gather(r.channel, &value, all.data(), sizeof(value))));
  return *std::max_element(all.begin(), all.end());
}

/// strata-benchmark's calls on one rank (Timing). The ranks agree on every
/// batch's call count, so their collectives pair up.
Status timeCalls(const Options &o, Rank &r, strata_module_t *module,
                 const capi::Views &args) {
  strata_device_t *device = strata_module_device(module);
  for (strata_buffer_view_t *view : args)
    STRATA_RETURN_IF_ERROR(
        capi::fromC(strata_buffer_view_make_resident(view, device)));
  // Every rank's device name, so the report shows where the ranks ran.
  char mine[64] = {0};
  std::strncpy(mine, strata_device_name(device), sizeof(mine) - 1);
  std::vector<char> names(sizeof(mine) * r.count);
  STRATA_RETURN_IF_ERROR(capi::fromC(
      strata_channel_all_gather(r.channel, mine, names.data(), sizeof(mine))));
  for (uint32_t q = 0; q < r.count; ++q)
    r.rankDevices.emplace_back(names.data() + q * sizeof(mine));
  auto calls = [&](long n) -> Status {
    for (long i = 0; i < n; ++i) {
      auto results = capi::call(r.function, args, nullptr);
      if (!results.isOk())
        return Status(results.status().code(),
                      "invoking '" + o.function +
                          "' failed: " + results.status().toString());
    }
    return Status::ok();
  };
  auto batch = [&](long n) -> StatusOr<double> {
    STRATA_RETURN_IF_ERROR(barrier(r));
    auto start = std::chrono::steady_clock::now();
    STRATA_RETURN_IF_ERROR(calls(n));
    std::chrono::duration<double> took =
        std::chrono::steady_clock::now() - start;
    return slowest(r, took.count());
  };
  STRATA_RETURN_IF_ERROR(calls(1)); // warm-up: loads executables
  long iterations = o.timing.iterations;
  for (long n = 1; !iterations;) {
    STRATA_ASSIGN_OR_RETURN(double seconds, batch(n));
    if (seconds >= o.timing.minTimeS || n >= 1000000000L)
      iterations = n;
    else
      n = nextCalibrationCount(n, seconds, o.timing.minTimeS);
  }
  r.iterations = iterations;
  for (long i = 0; i < o.timing.repetitions; ++i) {
    STRATA_ASSIGN_OR_RETURN(double seconds, batch(iterations));
    r.repetitionMs.push_back(seconds * 1e3 / double(iterations));
  }
  return Status::ok();
}

/// One rank from start to its local results. A failure aborts the group so
/// the other ranks stop waiting for it.
Status runRank(strata_instance_t *instance, const Options &o,
               const std::vector<tooling::HostTensor> &globals, Rank &r,
               strata_module_t **outModule) {
  auto where = [&](const Status &s) {
    return Status(s.code(),
                  "rank " + std::to_string(r.rank) + ": " + s.message());
  };
  strata_module_t *module = nullptr;
  Status s = capi::fromC(
      strata_module_load_file(instance, r.device, o.module.c_str(), &module));
  if (!s.isOk())
    return where(s);
  *outModule = module;
  strata_function_t *function = nullptr;
  s = capi::fromC(
      strata_module_lookup_function(module, o.function.c_str(), &function));
  if (!s.isOk())
    return where(s);
  r.function = function;
  std::vector<int64_t> mesh(strata_function_mesh(function, nullptr, 0));
  strata_function_mesh(function, mesh.data(), mesh.size());
  if (mesh.empty())
    return where(failedPrecondition(
        "function '", o.function, "' of ", o.module,
        " is not an SPMD rank program; run it without --partitions or "
        "mpirun"));
  int64_t devices = 1;
  std::string meshText;
  for (int64_t size : mesh) {
    devices *= size;
    meshText += (meshText.empty() ? "" : "x") + std::to_string(size);
  }
  if (devices != int64_t(r.count))
    return where(invalidArgument(o.module, " is partitioned over ", devices,
                                 " devices (mesh ", meshText, ") but runs on ",
                                 r.count, " ranks; use --partitions=", devices,
                                 " or mpirun -n ", devices));

  // Every rank must run the same module (a different build on one host of
  // a job would compute garbage or deadlock in a collective).
  STRATA_ASSIGN_OR_RETURN(uint64_t mine, moduleFingerprint(o.module));
  std::vector<uint64_t> all(r.count);
  s = capi::fromC(
      strata_channel_all_gather(r.channel, &mine, all.data(), sizeof(mine)));
  if (!s.isOk())
    return where(s);
  for (uint32_t q = 0; q < r.count; ++q)
    if (all[q] != all[0])
      return where(failedPrecondition(
          "rank ", q, " runs a different module than rank 0 (fingerprints ",
          all[q], " and ", all[0], "); every rank needs the same ", o.module));
  s = capi::fromC(strata_module_set_channel(module, r.channel));
  if (!s.isOk())
    return where(s);

  size_t argumentCount = strata_function_argument_count(function);
  if (globals.size() != argumentCount)
    return where(invalidArgument("function '", o.function, "' takes ",
                                 argumentCount, " arguments, got ",
                                 globals.size(), " --input values"));
  capi::Views args;
  for (size_t i = 0; i < globals.size(); ++i) {
    auto shard = tooling::shardOf(
        globals[i], shardingOf(function, false, i, globals[i].shape.size()),
        r.rank, "--input " + std::to_string(i));
    if (!shard.isOk())
      return where(shard.status());
    strata_buffer_view_t *view = nullptr;
    s = capi::fromC(strata_buffer_view_create(
        strata_module_device(module),
        strata_element_type_t(uint32_t(shard->type)), shard->shape.size(),
        shard->shape.data(), shard->data.data(), shard->data.size(), &view));
    if (!s.isOk())
      return where(invalidArgument("--input ", i, ": ", s.message()));
    args.push_back(view);
  }
  s = capi::fromC(
      strata_function_check_arguments(function, args.data(), args.size()));
  if (!s.isOk())
    return where(s);
  if (o.timing.repetitions > 0) {
    s = timeCalls(o, r, module, args);
    return s.isOk() ? s : where(s);
  }
  strata_call_options_t callOptions;
  strata_call_options_init(&callOptions);
  callOptions.deadline_ms = o.deadlineMs;
  auto results = capi::call(function, args, &callOptions);
  if (!results.isOk())
    return where(Status(results.status().code(),
                        "invoking '" + o.function +
                            "' failed: " + results.status().toString()));
  for (size_t i = 0; i < results->size(); ++i) {
    auto host = capi::toHostTensor((*results)[i]);
    if (!host.isOk())
      return where(host.status());
    r.results.push_back(std::move(*host));
  }
  return Status::ok();
}

/// Gathers every rank's shards of each result onto every rank (mpi) and
/// joins them.
StatusOr<std::vector<tooling::HostTensor>> joinOverChannel(Rank &r) {
  std::vector<tooling::HostTensor> joined;
  for (size_t i = 0; i < r.results.size(); ++i) {
    const tooling::HostTensor &mine = r.results[i];
    std::vector<uint8_t> all(mine.data.size() * r.count);
    STRATA_RETURN_IF_ERROR(capi::fromC(strata_channel_all_gather(
        r.channel, mine.data.data(), all.data(), mine.data.size())));
    std::vector<tooling::HostTensor> shards(r.count, mine);
    for (uint32_t q = 0; q < r.count; ++q)
      std::memcpy(shards[q].data.data(), all.data() + q * mine.data.size(),
                  mine.data.size());
    STRATA_ASSIGN_OR_RETURN(
        auto global,
        tooling::joinShards(shards,
                            shardingOf(r.function, true, i, mine.shape.size()),
                            "result " + std::to_string(i)));
    joined.push_back(std::move(global));
  }
  return joined;
}

} // namespace

StatusOr<Outcome> run(strata_instance_t *instance, const Options &o) {
  std::vector<tooling::HostTensor> globals;
  for (size_t i = 0; i < o.inputs.size(); ++i) {
    auto t = tooling::parseTensorArg(o.inputs[i]);
    if (!t.isOk())
      return invalidArgument("--input ", i, ": ", t.status().message());
    globals.push_back(std::move(*t));
  }
  uint32_t capacity = std::max<uint32_t>(o.partitions, 1);
  std::vector<strata_channel_t *> handles(capacity);
  size_t opened = 0;
  STRATA_RETURN_IF_ERROR(capi::fromC(strata_instance_open_channels(
      instance, o.provider.c_str(), o.partitions, o.timeoutMs, handles.data(),
      handles.size(), &opened)));
  std::vector<Rank> ranks(opened);
  for (size_t i = 0; i < opened; ++i) {
    ranks[i].channel = handles[i];
    ranks[i].rank = strata_channel_rank(handles[i]);
    ranks[i].count = strata_channel_count(handles[i]);
    ranks[i].deviceSlot = ranks[i].rank;
    if (const char *local = std::getenv("OMPI_COMM_WORLD_LOCAL_RANK"))
      ranks[i].deviceSlot = uint32_t(std::strtoul(local, nullptr, 10));
  }
  // Devices first, one per distinct device, on this thread.
  std::map<std::string, strata_device_t *> devices;
  auto releaseDevices = [&]() {
    for (auto &[name, device] : devices)
      strata_device_release(device);
  };
  // Without --device: the kind of device the module picks, one per rank
  // slot like an explicit driver name.
  std::string deviceKind = o.device;
  if (deviceKind.empty()) {
    auto kind = defaultDeviceKind(instance, o.module);
    if (!kind.isOk()) {
      for (size_t i = 0; i < opened; ++i) {
        strata_channel_abort(handles[i], kind.status().message().c_str());
        strata_channel_release(handles[i]);
      }
      return kind.status();
    }
    deviceKind = *kind;
  }
  for (Rank &r : ranks) {
    auto name = rankDevice(instance, deviceKind, r.deviceSlot);
    Status s = name.status();
    strata_device_t *&device = devices[name.isOk() ? *name : ""];
    if (s.isOk() && !device)
      s = capi::fromC(strata_device_create(instance, name->c_str(), &device));
    if (!s.isOk()) {
      Status failure(s.code(),
                     "rank " + std::to_string(r.rank) + ": " + s.message());
      strata_channel_abort(r.channel, failure.message().c_str());
      releaseDevices();
      for (size_t i = 0; i < opened; ++i)
        strata_channel_release(handles[i]);
      return failure;
    }
    r.device = device;
  }
  std::vector<strata_module_t *> modules(opened, nullptr);
  auto body = [&](size_t i) {
    Rank &r = ranks[i];
    r.status = runRank(instance, o, globals, r, &modules[i]);
    if (!r.status.isOk())
      strata_channel_abort(r.channel, r.status.message().c_str());
  };
  if (opened == 1) {
    body(0);
  } else {
    std::vector<std::thread> threads;
    for (size_t i = 0; i < opened; ++i)
      threads.emplace_back(body, i);
    for (auto &t : threads)
      t.join();
  }
  auto release = [&]() {
    for (strata_module_t *m : modules)
      strata_module_release(m);
    releaseDevices();
    for (size_t i = 0; i < opened; ++i)
      strata_channel_release(handles[i]);
  };
  // The first rank that failed on its own (not because another aborted).
  Status failure = Status::ok();
  for (Rank &r : ranks)
    if (!r.status.isOk() &&
        (failure.isOk() || (failure.code() == StatusCode::kAborted &&
                            r.status.code() != StatusCode::kAborted)))
      failure = r.status;
  if (!failure.isOk()) {
    release();
    return failure;
  }
  Outcome outcome;
  outcome.ranks = ranks[0].count;
  if (o.timing.repetitions > 0) {
    outcome.reporter = ranks[0].rank == 0;
    outcome.repetitionMs = ranks[0].repetitionMs;
    outcome.iterations = ranks[0].iterations;
    outcome.rankDevices = ranks[0].rankDevices;
  } else if (opened == 1) {
    auto joined = joinOverChannel(ranks[0]);
    if (!joined.isOk()) {
      strata_channel_abort(ranks[0].channel, joined.status().message().c_str());
      release();
      return joined.status();
    }
    outcome.reporter = ranks[0].rank == 0;
    if (outcome.reporter)
      outcome.results = std::move(*joined);
  } else {
    for (size_t i = 0; i < ranks[0].results.size(); ++i) {
      std::vector<tooling::HostTensor> shards;
      for (Rank &r : ranks)
        shards.push_back(r.results[i]);
      auto global =
          tooling::joinShards(shards,
                              shardingOf(ranks[0].function, true, i,
                                         ranks[0].results[i].shape.size()),
                              "result " + std::to_string(i));
      if (!global.isOk()) {
        release();
        return global.status();
      }
      outcome.results.push_back(std::move(*global));
    }
  }
  release();
  return outcome;
}

} // namespace strata::spmd
