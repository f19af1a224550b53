//===- ToolTestSupport.h - Running the runtime tools in tests ---*- C++ -*-===//
//
// Shared by the strata-run, strata-dump and strata-benchmark tests: a
// temporary directory, running a tool as a subprocess, a module fixture
// with two dispatches, and an output check that prints the output when it
// fails.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TESTS_UNIT_TOOLTESTSUPPORT_H
#define STRATA_TESTS_UNIT_TOOLTESTSUPPORT_H

#include "TestModules.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace strata::test {

struct TempDir {
  std::string path;
  TempDir() {
    char tmpl[] = "/tmp/strata-tool-test-XXXXXX";
    REQUIRE(mkdtemp(tmpl) != nullptr);
    path = tmpl;
  }
  ~TempDir() { std::system(("rm -rf '" + path + "'").c_str()); }
};

struct ToolResult {
  int exitCode;
  std::string output; // stdout, plus stderr when asked for
};

/// Runs `tool args` through the shell.
inline ToolResult runTool(const std::string &tool, const std::string &args,
                          bool stderrToo = true) {
  std::string cmd = tool + " " + args + (stderrToo ? " 2>&1" : " 2>/dev/null");
  FILE *p = popen(cmd.c_str(), "r");
  REQUIRE(p != nullptr);
  std::string out;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof(buf), p)) > 0)
    out.append(buf, n);
  int status = pclose(p);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

/// A module with `main` recording two dispatches (add_f32, mul2_f32) of the
/// test kernels, written to a temporary file.
struct ModuleFixture {
  TempDir dir;
  std::string module;
  ModuleFixture() {
    module = dir.path + "/add.smod";
    writeBinaryFile(
        module,
        dispatchModule(8, {elfVariant(STRATA_TEST_KERNELS_SO, 8)}).build());
  }
  std::string base() const {
    return "--module=" + module + " --plugin-dir=" STRATA_TEST_PLUGIN_DIR;
  }
};

inline bool has(const ToolResult &r, const std::string &what) {
  if (r.output.find(what) != std::string::npos)
    return true;
  MESSAGE("output was:\n", r.output);
  return false;
}

} // namespace strata::test

#endif // STRATA_TESTS_UNIT_TOOLTESTSUPPORT_H
