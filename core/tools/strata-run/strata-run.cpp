//===- strata-run.cpp - Run a function of a Strata module --------*- C++
//-*-===//
//
// IREE-compatible command line:
//   strata-run --module=m.smod [--function=main] --input=2x2xf32=1 2 3 4
//              --input=@x.npy --output=@y.npy --expected_output=@y.npy
//              [--rtol=R --atol=A] [--device=local|vulkan|vulkan:N]
//              [--task-workers=N]
//              [--plugin-dir=DIR] [--list-devices]
//              [--disable-loader=FORMAT_OR_PLUGIN]...
//              [--partitions=N] [--channel=local|mpi]
// SPMD rank programs run on every rank: --partitions=N as N threads of this
// process, or one rank per process under `mpirun -n N strata-run ...`
// (the `mpi` channel provider); inputs and outputs are global arrays,
// split and joined by the module's shardings (SPMDRun.h).
// Environment: STRATA_DISABLE_LOADERS=name1,name2 (same as --disable-loader).
// Without --device the module runs on the first device that can run it, in
// the order of its executable variants (tooling::chooseDevice).
// Prints one line per `check.expect_*` call the function made.
// Exit status: 0 success, 1 on any error, output mismatch or failed check.
//
// The runtime is reached only through its C API (strata_runtime.h,
// libstrata-runtime.so), so everything that runs strata-run tests it; the
// flags, tensor text, .npy files, printing and comparison are the host-only
// tooling (strata_runtime_tooling_host).
//
//===----------------------------------------------------------------------===//

#include "RuntimeCApi.h"
#include "SPMDRun.h"

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

using namespace strata;

namespace {

struct Options {
  std::string module;
  std::string function = "main";
  std::vector<std::string> inputs;
  std::vector<std::string> outputs;
  std::vector<std::string> expected;
  long deadlineMs = 0;
  double rtol = -1, atol = -1;
  tooling::DeviceOptions devices;
  size_t maxElements = 1024;
  spmd::Flags spmd;
};

const char kUsage[] =
    "usage: strata-run --module=FILE.smod [options]\n"
    "  --function=NAME          exported function to run (default: main)\n"
    "  --input=VALUE            argument, repeatable: 2x2xf32=1 2 3 4,\n"
    "                           4xi32=[1 2 3 4], f32=3.5 or @file.npy\n"
    "  --output=@FILE.npy       write result i to the i-th file ('-' skips)\n"
    "  --expected_output=VALUE  expected result i (same forms as --input)\n"
    "  --deadline_ms=N          fail with DEADLINE_EXCEEDED when the call "
    "runs\n"
    "                           longer than N ms (host code and CPU "
    "dispatches;\n"
    "                           see SECURITY.md for what stops mid-dispatch)\n"
    "  --rtol=R --atol=A        float tolerance (default 1e-4/1e-5;\n"
    "                           f16/bf16 1e-2/1e-2); ints and bools exact\n"
    "  --print-max-element-count=N  elide printed results beyond N elements\n";

int fail(const std::string &message) {
  std::fprintf(stderr, "strata-run: error: %s\n", message.c_str());
  return 1;
}

bool parseDouble(const std::string &s, double *out) {
  char *end = nullptr;
  *out = std::strtod(s.c_str(), &end);
  return end != s.c_str() && !*end && *out >= 0;
}

/// Returns empty on success, else an error message.
std::string parseArgs(int argc, char **argv, Options &o) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      std::fputs(kUsage, stdout);
      std::fputs(spmd::kFlagsUsage, stdout);
      std::fputs(tooling::deviceFlagsUsage(27).c_str(), stdout);
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
    if (name == "module") {
      o.module = value;
    } else if (name == "function") {
      o.function = value;
    } else if (name == "input") {
      o.inputs.push_back(value);
    } else if (name == "output") {
      o.outputs.push_back(value);
    } else if (name == "expected-output") {
      o.expected.push_back(value);
    } else if (name == "rtol") {
      if (!parseDouble(value, &o.rtol))
        return "--rtol: '" + value + "' is not a non-negative number";
    } else if (name == "atol") {
      if (!parseDouble(value, &o.atol))
        return "--atol: '" + value + "' is not a non-negative number";
    } else if (name == "deadline-ms") {
      if (!tooling::parseIntInRange(value, 1, LONG_MAX, &o.deadlineMs))
        return "--deadline_ms: '" + value + "' is not a positive count";
    } else if (name == "print-max-element-count") {
      long n = 0;
      if (!tooling::parseIntInRange(value, 0, LONG_MAX, &n))
        return "--print-max-element-count: '" + value + "' is not a count";
      o.maxElements = size_t(n);
    } else {
      return "unknown flag --" + name + " (see --help)";
    }
  }
  return "";
}

/// The check results of the call, counted as they are printed.
struct CheckCounts {
  size_t count = 0, failed = 0;
};

void printCheck(void *userData, uint32_t index, const char *kind, int passed,
                const char *description) {
  auto *counts = static_cast<CheckCounts *>(userData);
  ++counts->count;
  counts->failed += !passed;
  std::printf("[check %u] %s: %s\n", index, kind, description);
}

/// Prints the results, writes --output files and compares them with the
/// --expected_output values; the exit status.
int report(const Options &o,
           const std::vector<tooling::HostTensor> &hostResults,
           const std::vector<tooling::HostTensor> &expected) {
  for (size_t i = 0; i < hostResults.size(); ++i)
    std::printf("result[%zu]: hal.buffer_view\n%s\n", i,
                tooling::formatTensor(hostResults[i], o.maxElements).c_str());
  std::fflush(stdout);

  if (o.outputs.size() > hostResults.size())
    return fail(std::to_string(o.outputs.size()) + " --output flags but '" +
                o.function + "' returned " +
                std::to_string(hostResults.size()) + " results");
  for (size_t i = 0; i < o.outputs.size(); ++i) {
    const std::string &out = o.outputs[i];
    if (out == "-")
      continue;
    if (out.empty() || out[0] != '@')
      return fail("--output " + std::to_string(i) +
                  ": expected @FILE.npy or -, got '" + out + "'");
    Status s = tooling::writeNpy(out.substr(1), hostResults[i]);
    if (!s.isOk())
      return fail("--output " + std::to_string(i) + ": " + s.message());
  }

  if (!expected.empty()) {
    if (expected.size() != hostResults.size())
      return fail(std::to_string(expected.size()) +
                  " --expected_output values but '" + o.function +
                  "' returned " + std::to_string(hostResults.size()) +
                  " results");
    bool allOk = true;
    for (size_t i = 0; i < expected.size(); ++i) {
      hal::ElementType t = expected[i].type;
      bool half = t == hal::ElementType::kF16 || t == hal::ElementType::kBF16;
      double rtol = o.rtol >= 0 ? o.rtol : (half ? 1e-2 : 1e-4);
      double atol = o.atol >= 0 ? o.atol : (half ? 1e-2 : 1e-5);
      std::string diff =
          tooling::compareTensors(hostResults[i], expected[i], rtol, atol);
      if (diff.empty()) {
        std::printf("[SUCCESS] result[%zu]\n", i);
      } else {
        allOk = false;
        std::printf("[FAILED] result[%zu]: %s\n", i, diff.c_str());
      }
    }
    std::fflush(stdout);
    if (!allOk)
      return 1;
  }
  return 0;
}

/// Parses the --expected_output values.
StatusOr<std::vector<tooling::HostTensor>>
parseExpected(const std::vector<std::string> &values) {
  std::vector<tooling::HostTensor> expected;
  for (size_t i = 0; i < values.size(); ++i) {
    auto t = tooling::parseTensorArg(values[i]);
    if (!t.isOk())
      return invalidArgument("--expected_output ", i, ": ",
                             t.status().message());
    expected.push_back(std::move(*t));
  }
  return expected;
}

/// An SPMD module's ranks (--partitions or mpirun); rank 0 reports.
int runSPMD(capi::Runtime &rt, const Options &o) {
  auto expected = parseExpected(o.expected);
  if (!expected.isOk())
    return fail(expected.status().message());
  spmd::Options so = spmd::Options::of(o.module, o.function, o.inputs,
                                       o.devices.device, o.spmd);
  so.deadlineMs = uint64_t(o.deadlineMs);
  auto outcome = spmd::run(rt.instance(), so);
  if (!outcome.isOk())
    return fail(outcome.status().toString());
  if (!outcome->reporter)
    return 0;
  std::printf("EXEC @%s on %s ranks\n", o.function.c_str(),
              so.provider.c_str());
  return report(o, outcome->results, *expected);
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  std::string err = parseArgs(argc, argv, o);
  if (!err.empty())
    return fail(err);
  capi::Runtime rt;
  if (Status s = rt.start("strata-run", o.devices); !s.isOk())
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
    return runSPMD(rt, o);
  if (Status s = rt.openModule(o.devices, o.module); !s.isOk())
    return fail(s.message());

  auto function = rt.findFunction(o.function, o.module);
  if (!function.isOk())
    return fail(function.status().message());
  if (size_t axes = strata_function_mesh(*function, nullptr, 0)) {
    std::vector<int64_t> mesh(axes);
    strata_function_mesh(*function, mesh.data(), axes);
    int64_t ranks = 1;
    for (int64_t size : mesh)
      ranks *= size;
    return fail("'" + o.function + "' of " + o.module +
                " is one rank's program of an SPMD module over " +
                std::to_string(ranks) +
                " devices: run every rank with "
                "--partitions=" +
                std::to_string(ranks) + ", or under mpirun -n " +
                std::to_string(ranks) +
                " (inputs and outputs are the global arrays)");
  }
  auto parsedArgs = rt.parseInputs(o.inputs);
  if (!parsedArgs.isOk())
    return fail(parsedArgs.status().message());
  capi::Views args = std::move(*parsedArgs);
  Status argStatus = capi::fromC(
      strata_function_check_arguments(*function, args.data(), args.size()));
  if (!argStatus.isOk())
    return fail(argStatus.message());

  auto parsedExpected = parseExpected(o.expected);
  if (!parsedExpected.isOk())
    return fail(parsedExpected.status().message());
  std::vector<tooling::HostTensor> expected = std::move(*parsedExpected);

  std::printf("EXEC @%s\n", o.function.c_str());
  std::fflush(stdout);
  strata_call_options_t callOptions;
  strata_call_options_init(&callOptions);
  callOptions.deadline_ms = uint64_t(o.deadlineMs);
  CheckCounts checks;
  callOptions.check_callback = printCheck;
  callOptions.check_user_data = &checks;
  auto results = capi::call(*function, args, &callOptions);
  if (checks.count)
    std::printf("[checks] %zu of %zu passed\n", checks.count - checks.failed,
                checks.count);
  std::fflush(stdout);
  if (!results.isOk())
    return fail("invoking '" + o.function +
                "' failed: " + results.status().toString());

  std::vector<tooling::HostTensor> hostResults;
  for (size_t i = 0; i < results->size(); ++i) {
    // Results of a driver device (e.g. Vulkan) come back to the host here.
    auto host = capi::toHostTensor((*results)[i]);
    if (!host.isOk())
      return fail("reading result " + std::to_string(i) +
                  " back from the device failed: " + host.status().toString());
    hostResults.push_back(std::move(*host));
  }
  int status = report(o, hostResults, expected);
  if (status)
    return status;
  if (checks.failed)
    return fail(std::to_string(checks.failed) + " of " +
                std::to_string(checks.count) + " checks failed");
  return 0;
}
