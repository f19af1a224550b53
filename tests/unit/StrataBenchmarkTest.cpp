//===- StrataBenchmarkTest.cpp - strata-benchmark command lines -*- C++ -*-===//
//
// Runs the strata-benchmark executable on modules built with
// TestModuleBuilder (dispatchModule: `main` records two dispatches, add_f32
// and mul2_f32; `iota` one 4x4 dispatch; `weights` only a copy) and checks
// the console and JSON reports and the error exits.
//
//===----------------------------------------------------------------------===//

#include "ToolTestSupport.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace strata;
using namespace strata::test;

namespace {

using Result = ToolResult;
using Fixture = ModuleFixture;

Result run(const std::string &args, bool stderrToo = true) {
  return runTool(STRATA_TEST_STRATA_BENCHMARK, args, stderrToo);
}

/// The whitespace-separated fields of the first line starting with `prefix`.
std::vector<std::string> rowFields(const std::string &text,
                                   const std::string &prefix) {
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.compare(0, prefix.size(), prefix) != 0)
      continue;
    std::istringstream in(line);
    std::vector<std::string> fields;
    std::string f;
    while (in >> f)
      fields.push_back(f);
    return fields;
  }
  return {};
}

size_t countLinesStartingWith(const std::string &text,
                              const std::string &prefix) {
  std::istringstream lines(text);
  std::string line;
  size_t n = 0;
  while (std::getline(lines, line))
    n += line.compare(0, prefix.size(), prefix) == 0;
  return n;
}

const char kArgs[] = " '--input=8xf32=0 1 2 3 4 5 6 7' --input=8xf32=1";

} // namespace

TEST_CASE("strata-benchmark console report: repetitions, aggregates, "
          "dispatches") {
  Fixture f;
  Result r = run(f.base() + kArgs +
                 " --benchmark_repetitions=3 --benchmark_min_time=5x"
                 " --task-workers=2");
  REQUIRE(r.exitCode == 0);
  CHECK(has(r, "@main on local (2 task workers"));
  CHECK(has(r, "3 repetitions of 5 calls\n"));
  CHECK(countLinesStartingWith(r.output, "main/repetition:") == 3);
  CHECK(rowFields(r.output, "main/repetition:3").empty());
  for (const char *agg :
       {"main_mean", "main_median", "main_stddev", "main_min"}) {
    CAPTURE(agg);
    auto fields = rowFields(r.output, agg);
    REQUIRE(fields.size() == 4);
    CHECK(fields[3] == "5");
    CHECK(std::stod(fields[1]) >= 0);
  }
  auto rep0 = rowFields(r.output, "main/repetition:0");
  REQUIRE(rep0.size() == 4);
  CHECK(std::stod(rep0[1]) > 0);
  CHECK(rep0[3] == "5");

  CHECK(has(r, "Dispatches per call of @main (15 timed calls"));
  // name, dispatches per call, workgroups, total ms/call, median, share,
  // GFLOP, TFLOP/s, GB/s (0: this module records no per-entry costs).
  auto add = rowFields(r.output, "add_dispatch::add_f32");
  auto mul = rowFields(r.output, "add_dispatch::mul2_f32");
  REQUIRE(add.size() == 9);
  REQUIRE(mul.size() == 9);
  CHECK(add[6] == "0");
  CHECK(add[8] == "0.0");
  CHECK(add[1] == "1");
  CHECK(add[2] == "2");
  CHECK(mul[1] == "1");
  CHECK(mul[2] == "2");
  CHECK(std::stod(add[3]) > 0);
  CHECK(std::stod(add[4]) > 0);
  CHECK(rowFields(r.output, "add_dispatch::iota2d_i32").empty());
  auto all = rowFields(r.output, "all dispatches");
  REQUIRE(all.size() == 5);
  CHECK(all[2] == "2");
}

TEST_CASE("strata-benchmark --benchmark_format=json") {
  Fixture f;
  Result r = run(f.base() + kArgs +
                     " --benchmark_repetitions=4 --benchmark_min_time=3x"
                     " --benchmark_format=json --task-workers=1",
                 /*stderrToo=*/false);
  REQUIRE(r.exitCode == 0);
  nlohmann::json doc;
  REQUIRE_NOTHROW(doc = nlohmann::json::parse(r.output));
  CHECK(doc["context"]["function"] == "main");
  CHECK(doc["context"]["task_workers"] == 1);
  CHECK(doc["context"]["repetitions"] == 4);
  CHECK(doc["context"]["iterations"] == 3);
  const auto &rows = doc["benchmarks"];
  REQUIRE(rows.size() == 4 + 4);
  for (int i = 0; i < 4; ++i) {
    CAPTURE(i);
    CHECK(rows[i]["name"] == "main/repetition:" + std::to_string(i));
    CHECK(rows[i]["run_type"] == "iteration");
    CHECK(rows[i]["repetition_index"] == i);
    CHECK(rows[i]["iterations"] == 3);
    CHECK(rows[i]["time_unit"] == "ms");
    CHECK(rows[i]["real_time"].get<double>() > 0);
  }
  const char *aggs[] = {"mean", "median", "stddev", "min"};
  double minTime = 1e300;
  for (int i = 0; i < 4; ++i)
    minTime = std::min(minTime, rows[i]["real_time"].get<double>());
  for (int i = 0; i < 4; ++i) {
    CHECK(rows[4 + i]["run_type"] == "aggregate");
    CHECK(rows[4 + i]["aggregate_name"] == aggs[i]);
    CHECK(rows[4 + i]["name"] == std::string("main_") + aggs[i]);
  }
  CHECK(rows[7]["real_time"].get<double>() == doctest::Approx(minTime));

  const auto &d = doc["dispatches"];
  CHECK(d["timed_calls"] == 12);
  REQUIRE(d["entry_points"].size() == 2);
  const char *names[] = {"add_f32", "mul2_f32"};
  for (int i = 0; i < 2; ++i) {
    const auto &e = d["entry_points"][i];
    CAPTURE(i);
    CHECK(e["executable"] == "add_dispatch");
    CHECK(e["entry_point"] == names[i]);
    CHECK(e["entry_ordinal"] == i);
    CHECK(e["workgroups"] == 2);
    CHECK(e["dispatches"] == 12);
    CHECK(e["dispatches_per_call"].get<double>() == 1.0);
    CHECK(e["median_ms_per_dispatch"].get<double>() > 0);
    CHECK(e["min_ms_per_dispatch"].get<double>() <=
          e["median_ms_per_dispatch"].get<double>());
    CHECK(e["fraction_of_call"].get<double>() > 0);
  }

  // A 2-D grid, and a function without dispatches.
  r = run(f.base() + " --function=iota --benchmark_repetitions=2"
                     " --benchmark_min_time=2x --benchmark_format=json",
          false);
  REQUIRE(r.exitCode == 0);
  doc = nlohmann::json::parse(r.output);
  REQUIRE(doc["dispatches"]["entry_points"].size() == 1);
  CHECK(doc["dispatches"]["entry_points"][0]["entry_point"] == "iota2d_i32");
  CHECK(doc["dispatches"]["entry_points"][0]["workgroups"] == 16);
  r = run(f.base() + " --function=weights --benchmark_repetitions=2"
                     " --benchmark_min_time=2x --benchmark_format=json",
          false);
  REQUIRE(r.exitCode == 0);
  doc = nlohmann::json::parse(r.output);
  CHECK(doc["dispatches"]["entry_points"].empty());
  CHECK(doc["benchmarks"].size() == 2 + 4);

  // Dispatch timing off: no per-dispatch records.
  r = run(f.base() + kArgs +
              " --benchmark_repetitions=1 --benchmark_min_time=2x"
              " --dispatch_timing=false --benchmark_format=json",
          false);
  REQUIRE(r.exitCode == 0);
  doc = nlohmann::json::parse(r.output);
  CHECK(doc["dispatches"]["entry_points"].empty());
  CHECK(doc["context"]["dispatch_timing"] == false);
}

TEST_CASE("strata-benchmark min time calibration runs enough calls") {
  Fixture f;
  Result r = run(f.base() + kArgs +
                     " --benchmark_repetitions=2 --benchmark_min_time=0.02s"
                     " --benchmark_format=json",
                 false);
  REQUIRE(r.exitCode == 0);
  auto doc = nlohmann::json::parse(r.output);
  long iterations = doc["context"]["iterations"].get<long>();
  double ms = doc["benchmarks"][0]["real_time"].get<double>();
  // Calibrated so that one repetition lasts about min time (0.02 s); the
  // module is tiny, so that takes more than one call.
  CHECK(iterations > 1);
  CHECK(double(iterations) * ms >= 0.5 * 20);
  CHECK(doc["context"]["min_time_s"].get<double>() == doctest::Approx(0.02));
}

TEST_CASE("strata-benchmark errors exit 1 with strata-run's messages") {
  Fixture f;
  TempDir tmp;
  std::string garbage = tmp.path + "/bad.npy";
  writeBinaryFile(garbage, "not an npy file at all");
  const std::string a = "'--input=8xf32=0 1 2 3 4 5 6 7'";
  struct Case {
    std::string args, message;
  } cases[] = {
      {a, "strata-benchmark: error: function 'main' expects 2 arguments, got "
          "1"},
      {a + " '--input=4xf32=1 2 3 4'",
       "strata-benchmark: error: argument 1: expected shape 8xf32, got 4xf32"},
      {a + " '--input=8xf32=1 2'",
       "strata-benchmark: error: --input 1: '8xf32=1 2': 8xf32 has 8 "
       "elements but 2 values were given"},
      {a + " --input=@/nonexistent/in.npy",
       "strata-benchmark: error: --input 1: /nonexistent/in.npy: cannot open"},
      {a + " --input=@" + garbage,
       "strata-benchmark: error: --input 1: " + garbage + ": bad npy file"},
      {a + " --input=8xf32 --function=nope",
       "strata-benchmark: error: function 'nope' is not exported by"},
      {a + " --input=8xf32 --bogus=1",
       "strata-benchmark: error: unknown flag --bogus"},
      {a + " --input=8xf32 --device=metal",
       "strata-benchmark: error: unknown device 'metal' (available: local"},
      {a + " --input=8xf32 --benchmark_repetitions=0",
       "strata-benchmark: error: --benchmark_repetitions: '0' is not a count"},
      {a + " --input=8xf32 --benchmark_min_time=soon",
       "strata-benchmark: error: --benchmark_min_time: 'soon' is not a time"},
      {a + " --input=8xf32 --benchmark_min_time=0x",
       "strata-benchmark: error: --benchmark_min_time: '0x' is not a time"},
      {a + " --input=8xf32 --benchmark_format=xml",
       "strata-benchmark: error: --benchmark_format: 'xml' is not a format "
       "(expected console or json)"},
      {a + " --input=8xf32 --task-workers=0",
       "strata-benchmark: error: --task-workers: '0' is not a count in [1, "
       "1024]"},
      {a + " --input=8xf32 --disable-loader=llvm-cpu",
       "strata-benchmark: error: no device can run "},
      {a + " --input=8xf32 positional",
       "strata-benchmark: error: unexpected argument 'positional'"},
  };
  for (const auto &c : cases) {
    Result r = run(f.base() + " " + c.args);
    CAPTURE(c.args);
    CHECK(r.exitCode == 1);
    CHECK(has(r, c.message));
  }
  Result r = run("--module=/nonexistent/m.smod");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "strata-benchmark: error: /nonexistent/m.smod: cannot open "
               "module file"));
  r = run("--benchmark_repetitions=2");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "strata-benchmark: error: missing --module=FILE.smod"));
}
