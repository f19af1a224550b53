//===- strata-stress.cpp - Many threads calling one module at once --------===//
//
// The concurrency test of the runtime (tests/README.md): one device shared
// by several contexts, each context shared by several threads, every thread
// calling the module's function --calls times and checking every result
// against --expected_output, while --reload-threads threads load the module
// file again, call it once and drop it (module load and unload while others
// run). Takes strata-run's flags (--module, --device, --input,
// --expected_output, --rtol, --atol and the device flags) plus
//   --threads=N              calling threads (default 8)
//   --threads-per-context=K  threads sharing one context (default 2)
//   --calls=M                calls per thread (default 10)
//   --reload-threads=R       load/call/unload threads (default 1)
//   --expect-error=TEXT      the fault tests (tests/fault): every call runs,
//                            and each must either match or fail with an
//                            error containing TEXT; at least one must fail
//   --min-matches=K          with --expect-error: at least K calls must match
//                            (a fault partway, not at the start)
// Exits 1 on any error or mismatch, naming the thread and call.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/tooling.h"
#include "strata/runtime/vm.h"

#include <atomic>
#include <climits>
#include <cstdio>
#include <mutex>
#include <thread>

using namespace strata;

namespace {

struct Options {
  tooling::DeviceOptions devices;
  std::string module, function = "main";
  std::vector<std::string> inputs, expected;
  double rtol = 1e-4, atol = 1e-5;
  std::string expectError;
  long threads = 8, threadsPerContext = 2, calls = 10, reloadThreads = 1;
  long minMatches = 0;
};

std::string parseArgs(int argc, char **argv, Options &o) {
  for (int i = 1; i < argc; ++i) {
    tooling::Flag flag;
    if (!tooling::splitFlag(argv[i], &flag))
      return std::string("unexpected argument '") + argv[i] + "'";
    std::string error;
    if (tooling::parseDeviceFlag(flag, o.devices, &error)) {
      if (!error.empty())
        return error;
      continue;
    }
    if (!flag.hasValue)
      return "flag --" + flag.name + " needs a value";
    const std::string &name = flag.name, &value = flag.value;
    auto count = [&](long *out, long min) {
      return tooling::parseIntInRange(value, min, 4096, out)
                 ? std::string()
                 : "--" + name + ": '" + value + "' is not a count >= " +
                       std::to_string(min);
    };
    std::string bad;
    if (name == "module")
      o.module = value;
    else if (name == "function")
      o.function = value;
    else if (name == "input")
      o.inputs.push_back(value);
    else if (name == "expected-output")
      o.expected.push_back(value);
    else if (name == "rtol")
      o.rtol = std::strtod(value.c_str(), nullptr);
    else if (name == "atol")
      o.atol = std::strtod(value.c_str(), nullptr);
    else if (name == "threads")
      bad = count(&o.threads, 1);
    else if (name == "threads-per-context")
      bad = count(&o.threadsPerContext, 1);
    else if (name == "calls")
      bad = count(&o.calls, 1);
    else if (name == "reload-threads")
      bad = count(&o.reloadThreads, 0);
    else if (name == "min-matches")
      bad = count(&o.minMatches, 0);
    else if (name == "expect-error")
      o.expectError = value;
    else
      bad = "unknown flag --" + name;
    if (!bad.empty())
      return bad;
  }
  if (o.module.empty() && !o.devices.listDevices)
    return "missing --module=FILE.smod";
  return "";
}

/// Failures of all threads, printed once at the end.
struct Failures {
  explicit Failures(std::string expected) : expected(std::move(expected)) {}
  /// With --expect-error, failures whose message contains it are counted,
  /// not failures of the test.
  const std::string expected;
  std::mutex mutex;
  std::vector<std::string> messages;
  std::atomic<bool> any{false};
  std::atomic<long> expectedCount{0}, matches{0};
  /// Records `why` (empty: success) of `who`.
  void add(const std::string &who, const std::string &why) {
    if (why.empty()) {
      ++matches;
      return;
    }
    if (!expected.empty() && why.find(expected) != std::string::npos) {
      ++expectedCount;
      return;
    }
    any = true;
    std::lock_guard<std::mutex> lock(mutex);
    if (messages.size() < 20)
      messages.push_back(who + ": " + why);
  }
  /// Callers stop at the first unexpected failure.
  bool stop() const { return any; }
};

/// Calls `function` once and compares every result; empty when all match.
std::string callAndCheck(vm::Context &context, const Options &o,
                         const std::vector<Ref<hal::BufferView>> &args,
                         const std::vector<tooling::HostTensor> &expected) {
  auto results = context.invoke(o.function, args);
  if (!results.isOk())
    return results.status().toString();
  if (results->size() != expected.size())
    return std::to_string(results->size()) + " results, expected " +
           std::to_string(expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    Status synced = (*results)[i]->buffer()->syncToHost();
    if (!synced.isOk())
      return "result " + std::to_string(i) + ": " + synced.toString();
    std::string diff = tooling::compareTensors(
        tooling::fromBufferView(*(*results)[i]), expected[i], o.rtol, o.atol);
    if (!diff.empty())
      return "result " + std::to_string(i) + ": " + diff;
  }
  return "";
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  std::string err = parseArgs(argc, argv, o);
  auto fail = [](const std::string &message) {
    std::fprintf(stderr, "strata-stress: %s\n", message.c_str());
    return 1;
  };
  if (!err.empty())
    return fail(err);
  tooling::DeviceSetup setup = tooling::startDevices("strata-stress", o.devices);
  if (o.devices.listDevices) {
    tooling::printDevices(setup);
    return 0;
  }
  auto opened = tooling::openModule(setup, o.devices, o.module);
  if (!opened.isOk())
    return fail(opened.status().message());
  Ref<hal::Device> device = opened->device;
  auto args = tooling::parseInputs(*device, o.inputs);
  if (!args.isOk())
    return fail(args.status().message());
  std::vector<tooling::HostTensor> expected;
  for (const std::string &e : o.expected) {
    auto t = tooling::parseTensorArg(e);
    if (!t.isOk())
      return fail("--expected_output: " + t.status().message());
    expected.push_back(std::move(*t));
  }

  size_t contextCount =
      size_t((o.threads + o.threadsPerContext - 1) / o.threadsPerContext);
  std::vector<std::unique_ptr<vm::Context>> contexts;
  for (size_t c = 0; c < contextCount; ++c)
    contexts.push_back(std::make_unique<vm::Context>(opened->module, device));

  Failures failures(o.expectError);
  std::atomic<long> callsDone{0}, reloads{0};
  std::atomic<bool> callersDone{false};
  std::vector<std::thread> threads;
  for (long t = 0; t < o.threads; ++t)
    threads.emplace_back([&, t] {
      vm::Context &context = *contexts[size_t(t / o.threadsPerContext)];
      for (long c = 0; c < o.calls && !failures.stop(); ++c) {
        failures.add("thread " + std::to_string(t) + " call " +
                         std::to_string(c),
                     callAndCheck(context, o, *args, expected));
        ++callsDone;
      }
    });
  std::vector<std::thread> reloaders;
  for (long t = 0; t < o.reloadThreads; ++t)
    reloaders.emplace_back([&, t] {
      // At least one reload, then more while the callers run.
      do {
        std::string who = "reload thread " + std::to_string(t);
        auto module = Module::loadFile(o.module);
        if (!module.isOk()) {
          failures.add(who, module.status().toString());
          return;
        }
        vm::Context context(*module, device);
        failures.add(who, callAndCheck(context, o, *args, expected));
        ++reloads;
      } while (!callersDone && !failures.stop());
    });
  for (auto &t : threads)
    t.join();
  callersDone = true;
  for (auto &t : reloaders)
    t.join();

  for (const std::string &m : failures.messages)
    std::fprintf(stderr, "strata-stress: %s\n", m.c_str());
  bool failed = failures.any;
  if (!o.expectError.empty()) {
    std::printf("%ld calls or reloads failed with '%s'\n",
                failures.expectedCount.load(), o.expectError.c_str());
    if (!failures.expectedCount) {
      std::fprintf(stderr, "strata-stress: no call failed with '%s'\n",
                   o.expectError.c_str());
      failed = true;
    }
    if (failures.matches < o.minMatches) {
      std::fprintf(stderr,
                   "strata-stress: %ld calls matched, expected at least %ld\n",
                   failures.matches.load(), o.minMatches);
      failed = true;
    }
  }
  std::printf("%ld calls on %zu contexts from %ld threads, %ld module "
              "reloads, %ld matched: %s\n",
              callsDone.load(), contextCount, o.threads, reloads.load(),
              failures.matches.load(),
              failed                  ? "FAILED"
              : o.expectError.empty() ? "all results match"
                                      : "the rest failed as expected");
  return failed ? 1 : 0;
}
