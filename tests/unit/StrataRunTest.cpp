//===- StrataRunTest.cpp - strata-run and strata-dump command lines -------===//

#include "ToolTestSupport.h"
#include "strata/runtime/tooling.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace strata;
using namespace strata::test;

namespace {

using Result = ToolResult;
using Fixture = ModuleFixture;

Result run(const std::string &args) {
  return runTool(STRATA_TEST_STRATA_RUN, args);
}

const char kA[] = "'--input=8xf32=0 1 2 3 4 5 6 7'";
const char kB[] = "--input=8xf32=1";

} // namespace

TEST_CASE("strata-run runs a module and checks expected outputs") {
  Fixture f;
  std::string out = f.dir.path + "/out.npy";
  Result r =
      run(f.base() + " " + kA + " " + kB +
          " '--expected_output=8xf32=2 4 6 8 10 12 14 16' --output=@" + out);
  CHECK(r.exitCode == 0);
  CHECK(has(
      r,
      "EXEC @main\nresult[0]: hal.buffer_view\n8xf32=2 4 6 8 10 12 14 16\n"));
  CHECK(has(r, "[SUCCESS] result[0]"));
  auto t = tooling::readNpy(out);
  REQUIRE(t.isOk());
  CHECK(tooling::formatTensor(*t) == "8xf32=2 4 6 8 10 12 14 16");

  // The written file works as an expected output and as an input.
  r = run(f.base() + " --input=@" + out + " " + kB + " --expected_output=@" +
          out + " --task-workers=1");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "[FAILED] result[0]: element at index [0]: 6 vs expected 2"));

  r = run(f.base() + " --function=iota --expected_output=@/nonexistent/x.npy");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "strata-run: error: --expected_output 0: /nonexistent/x.npy: "
               "cannot open"));

  r = run(f.base() + " --function=weights");
  CHECK(r.exitCode == 0);
  CHECK(has(r, "result[0]: hal.buffer_view\n4xf32=1.5 2.5 3.5 4.5\n"));
}

TEST_CASE("strata-run reports mismatches and exits 1") {
  Fixture f;
  Result r = run(f.base() + " " + kA + " " + kB +
                 " '--expected_output=8xf32=2 4 6 8 10 12 14 17'");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "[FAILED] result[0]: element at index [7]: 16 vs expected 17 "
               "(tolerance atol=1e-05 rtol=0.0001)"));
  r = run(f.base() + " " + kA + " " + kB +
          " '--expected_output=8xf32=2 4 6 8 10 12 14 17' --atol=1.5");
  CHECK(r.exitCode == 0);
  r = run(f.base() + " " + kA + " " + kB + " '--expected_output=8xi32=2'");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "[FAILED] result[0]: element type f32 vs expected i32"));
}

TEST_CASE("strata-run argument errors name the argument, expected and actual") {
  Fixture f;
  TempDir tmp;
  std::string garbage = tmp.path + "/bad.npy";
  writeBinaryFile(garbage, "not an npy file at all");
  struct Case {
    std::string args, message;
  } cases[] = {
      {std::string(kA),
       "strata-run: error: function 'main' expects 2 arguments, got 1"},
      {std::string(kA) + " '--input=4xf32=1 2 3 4'",
       "strata-run: error: argument 1: expected shape 8xf32, got 4xf32"},
      {std::string(kA) + " --input=8xi32=1",
       "strata-run: error: argument 1: expected element type f32, got i32 "
       "(8xi32)"},
      {std::string(kA) + " '--input=8xf32=1 2'",
       "strata-run: error: --input 1: '8xf32=1 2': 8xf32 has 8 elements but 2 "
       "values "
       "were given"},
      {std::string(kA) + " --input=@/nonexistent/in.npy",
       "strata-run: error: --input 1: /nonexistent/in.npy: cannot open"},
      {std::string(kA) + " --input=@" + garbage,
       "strata-run: error: --input 1: " + garbage + ": bad npy file: missing"},
      {std::string(kA) + " " + kB + " --function=nope",
       "strata-run: error: function 'nope' is not exported by"},
      {std::string(kA) + " " + kB + " --bogus=1",
       "strata-run: error: unknown flag --bogus"},
      {std::string(kA) + " " + kB + " --device=metal",
       "strata-run: error: unknown device 'metal' (available: local"},
      {std::string(kA) + " " + kB + " --output=@a.npy --output=@b.npy",
       "strata-run: error: 2 --output flags but 'main' returned 1 results"},
  };
  for (const auto &c : cases) {
    Result r = run(f.base() + " " + c.args);
    CAPTURE(c.args);
    CHECK(r.exitCode == 1);
    CHECK(has(r, c.message));
  }
  Result r = run("--module=/nonexistent/m.smod");
  CHECK(r.exitCode == 1);
  CHECK(has(r,
            "strata-run: error: /nonexistent/m.smod: cannot open module file"));
  std::string corrupt = tmp.path + "/corrupt.smod";
  std::string bytes =
      dispatchModule(8, {elfVariant(STRATA_TEST_KERNELS_SO, 8)}).build();
  bytes[100] ^= 1;
  writeBinaryFile(corrupt, bytes);
  r = run("--module=" + corrupt);
  CHECK(r.exitCode == 1);
  CHECK(has(r, "payload crc32 mismatch"));
}

TEST_CASE("strata-run --list-devices") {
  Result r = run("--list-devices --plugin-dir=" STRATA_TEST_PLUGIN_DIR
                 " --task-workers=3");
  CHECK(r.exitCode == 0);
  CHECK(has(r, "local: CPU device, 3 task workers"));
  CHECK(has(r, "executable format system-elf-x86_64 (plugin 'llvm-cpu'"));
  // Default plugin dir: <exe dir>/../lib/strata/plugins of the build tree.
  r = run("--list-devices");
  CHECK(has(r, "system-elf-x86_64"));
}

TEST_CASE(
    "strata-dump prints functions, imports, exports, rodata, executables") {
  Fixture f;
  auto capture = [&](const std::string &args) {
    ToolResult r = runTool(STRATA_TEST_STRATA_DUMP, args);
    return std::make_pair(r.exitCode, r.output);
  };
  std::string cmd = f.module;
  auto [code, text] = capture(cmd + " --disassemble");
  CHECK(code == 0);
  CHECK(text.find("format version 1") != std::string::npos);
  CHECK(text.find("[0] main('rr') -> 'r': code ") != std::string::npos);
  CHECK(text.find("registers 5 primitive / 11 ref") != std::string::npos);
  CHECK(text.find("[6] hal.command_buffer.dispatch('rrir*') -> ''") !=
        std::string::npos);
  CHECK(text.find("[0] main(8xf32, 8xf32) -> (8xf32)  [function 0]") !=
        std::string::npos);
  CHECK(text.find("[0] 'weights': 16 bytes") != std::string::npos);
  CHECK(text.find("entry [0] add_f32: 3 bindings, 0 push constants") !=
        std::string::npos);
  CHECK(text.find(
            "variant [0] target llvm-cpu, format system-elf-x86_64, binary ") !=
        std::string::npos);
  CHECK(text.find("workgroups (2,1,1) (2,1,1) (4,4,1)") != std::string::npos);
  CHECK(text.find("call.import @hal.command_buffer.dispatch (r7, r6, p0, r3, "
                  "r4, r5) -> ()") != std::string::npos);
  auto [jcode, json] = capture(cmd + " --json");
  CHECK(jcode == 0);
  CHECK(json.find("\"format_version\": 1") != std::string::npos);
  CHECK(json.find("\"workgroup_counts\": [") != std::string::npos);
  auto [ecode, err] = capture("/nonexistent.smod");
  CHECK(ecode == 1);
  CHECK(err.find("strata-dump: error: /nonexistent.smod: cannot open") !=
        std::string::npos);
}

namespace {

/// The brief's example: check 0 passes, check 1 (expect_close) fails at
/// [2, 1] with 3 of 20 elements differing; main returns one result.
ModuleSpec checkReportModule(bool failing) {
  CheckProgram p;
  auto a = p.tensor<int32_t>(hal::ElementType::kI32, {3}, {1, 2, 3});
  p.expectEq(a, a);
  std::vector<float> av(20, 1.0f), ev(20, 1.0f);
  if (failing) {
    av[2 * 5 + 1] = 0.5f;
    ev[2 * 5 + 1] = 0.25f;
    av[3 * 5 + 0] = 2.0f;
    av[3 * 5 + 4] = -1.0f;
  }
  auto x = p.f32({4, 5}, av);
  auto y = p.f32({4, 5}, ev);
  p.expectClose(x, y);
  p.expectAlmostEq(x, x, 0.001f);
  return p.finish({a}, {{hal::ElementType::kI32, {3}}});
}

} // namespace

TEST_CASE("strata-run prints one line per check and exits 1 on a failure") {
  TempDir dir;
  std::string pass = dir.path + "/pass.smod", failing = dir.path + "/fail.smod";
  writeBinaryFile(pass, checkReportModule(false).build());
  writeBinaryFile(failing, checkReportModule(true).build());
  Result r = run("--module=" + pass);
  CHECK(r.exitCode == 0);
  CHECK(has(r, "EXEC @main\n[check 0] expect_eq: PASS\n[check 1] "
               "expect_close: PASS\n[check 2] expect_almost_eq: PASS\n"
               "[checks] 3 of 3 passed\nresult[0]: hal.buffer_view\n"
               "3xi32=1 2 3\n"));
  r = run("--module=" + failing + " --function=main");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "[check 0] expect_eq: PASS\n"));
  CHECK(has(r, "[check 1] expect_close: FAIL at [2, 1]: 0.5 vs expected 0.25 "
               "(ulp distance 8388608 > 3); 3 of 20 elements differ\n"));
  CHECK(has(r, "[check 2] expect_almost_eq: PASS\n[checks] 2 of 3 passed\n"));
  // Results still print, and --expected_output still compares.
  CHECK(has(r, "result[0]: hal.buffer_view\n3xi32=1 2 3\n"));
  CHECK(has(r, "strata-run: error: 1 of 3 checks failed"));
  r = run("--module=" + failing + " '--expected_output=3xi32=1 2 3'");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "[SUCCESS] result[0]"));
  // A zero-argument main given an input is refused as before.
  r = run("--module=" + pass + " --input=f32=1");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "function 'main' expects 0 arguments, got 1"));
}

TEST_CASE("strata-run prints the checks made before an invocation error") {
  TempDir dir;
  CheckProgram p;
  auto a = p.f32({2}, {1.0f, 2.0f});
  p.expectEq(a, a);
  p.expectAlmostEq(a, a, -1.0f);
  std::string path = dir.path + "/err.smod";
  writeBinaryFile(path, p.finish().build());
  Result r = run("--module=" + path);
  CHECK(r.exitCode == 1);
  CHECK(has(r, "[check 0] expect_eq: PASS\n[checks] 1 of 1 passed\n"));
  CHECK(has(r, "strata-run: error: invoking 'main' failed: INVALID_ARGUMENT: "
               "check.expect_almost_eq: tolerance must be a non-negative "
               "number, got -1"));
}

namespace {

/// A plugin directory holding the llvm-cpu plugin and the test-ref-c test
/// plugin, and a module whose executable has a variant for each.
struct MultiLoaderFixture {
  TempDir dir;
  std::string plugins, module;
  MultiLoaderFixture() {
    plugins = dir.path + "/plugins";
    REQUIRE(mkdir(plugins.c_str(), 0755) == 0);
    REQUIRE(symlink(STRATA_TEST_LLVM_CPU_PLUGIN_SO,
                    (plugins + "/libstrata-runtime-llvm-cpu.so").c_str()) == 0);
    REQUIRE(symlink(STRATA_TEST_REF_PLUGIN_SO,
                    (plugins + "/libstrata_test_ref_plugin.so").c_str()) == 0);
    module = dir.path + "/multi.smod";
    writeBinaryFile(module,
                    dispatchModule(8, {elfVariant(STRATA_TEST_KERNELS_SO, 8),
                                       refVariant(8)})
                        .build());
  }
  std::string base() const {
    return "--module=" + module + " --plugin-dir=" + plugins + " " + kA + " " +
           kB + " '--expected_output=8xf32=2 4 6 8 10 12 14 16'";
  }
};

} // namespace

TEST_CASE("strata-run --disable-loader and STRATA_DISABLE_LOADERS") {
  MultiLoaderFixture f;
  Result r = run(f.base());
  CHECK(r.exitCode == 0);
  CHECK(has(r, "[SUCCESS] result[0]"));
  for (const char *flags :
       {"--disable-loader=llvm-cpu", "--disable_loader=system-elf-x86_64",
        "--disable-loader=ref-test", "--disable-loader=test-ref-c"}) {
    CAPTURE(flags);
    r = run(f.base() + " " + flags);
    CHECK(r.exitCode == 0);
    CHECK(has(r, "[SUCCESS] result[0]"));
  }
  const char kAllDisabled[] =
      "\n  local: executable 'add_dispatch' has no variant this "
      "device can run: variant 0 (llvm-cpu, system-elf-x86_64): loader "
      "disabled (plugin 'llvm-cpu'); variant 1 (ref-c, test-ref-c): loader "
      "disabled (plugin 'ref-test') (executable formats: system-elf-x86_64, "
      "test-ref-c; device 'local' loads formats: none, every loader is "
      "disabled; disabled loaders: system-elf-x86_64 (plugin 'llvm-cpu'), "
      "test-ref-c (plugin 'ref-test'))";
  r = run(f.base() + " --disable-loader=llvm-cpu --disable-loader=test-ref-c");
  CHECK(r.exitCode == 1);
  CHECK(has(r, kAllDisabled));
  // The environment variable alone, and combined with the flag.
  std::string env = "env 'STRATA_DISABLE_LOADERS= llvm-cpu ,,ref-test' ";
  r = runTool(env + STRATA_TEST_STRATA_RUN, f.base());
  CHECK(r.exitCode == 1);
  CHECK(has(r, kAllDisabled));
  const std::string llvmCpuDisabled =
      "env STRATA_DISABLE_LOADERS=llvm-cpu " STRATA_TEST_STRATA_RUN;
  r = runTool(llvmCpuDisabled, f.base() + " --disable-loader=ref-test");
  CHECK(r.exitCode == 1);
  CHECK(has(r, kAllDisabled));
  r = runTool(llvmCpuDisabled, f.base());
  CHECK(r.exitCode == 0);
  CHECK(has(r, "[SUCCESS] result[0]"));
  // Unknown names warn and change nothing; an empty name is refused.
  r = run(f.base() + " --disable-loader=vulkan-spirv");
  CHECK(r.exitCode == 0);
  CHECK(has(r, "strata-run: warning: disabled loader 'vulkan-spirv' matches "
               "no executable format or plugin name"));
  r = run(f.base() + " --disable-loader=");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "strata-run: error: --disable-loader needs a format or plugin "
               "name"));
}

TEST_CASE("strata-run --list-devices marks disabled loaders") {
  MultiLoaderFixture f;
  Result r = run("--list-devices --plugin-dir=" + f.plugins +
                 " --disable-loader=llvm-cpu");
  CHECK(r.exitCode == 0);
  CHECK(has(r, "  executable format system-elf-x86_64 (plugin 'llvm-cpu', " +
                   f.plugins + "/libstrata-runtime-llvm-cpu.so) [disabled]\n"));
  CHECK(has(r, "  executable format test-ref-c (plugin 'ref-test', " +
                   f.plugins + "/libstrata_test_ref_plugin.so)\n"));
  r = run("--list-devices --plugin-dir=" + f.plugins);
  CHECK(r.output.find("[disabled]") == std::string::npos);
}

TEST_CASE("strata-dump shows check imports and their calls") {
  TempDir dir;
  std::string path = dir.path + "/checks.smod";
  writeBinaryFile(path, checkReportModule(true).build());
  ToolResult dump = runTool(STRATA_TEST_STRATA_DUMP, path + " --disassemble");
  std::string text = dump.output;
  CHECK(dump.exitCode == 0);
  INFO(text);
  CHECK(text.find("check.expect_eq('rr') -> ''") != std::string::npos);
  CHECK(text.find("check.expect_close('rrII') -> ''") != std::string::npos);
  CHECK(text.find("check.expect_almost_eq('rrf') -> ''") != std::string::npos);
  CHECK(text.find("call.import @check.expect_close (") != std::string::npos);
}
