//===- PluginHostTest.cpp - Runtime plugin loading and refusals -----------===//

#include "strata/runtime/plugin_manager.h"

#include <doctest/doctest.h>

using namespace strata;

namespace {
std::string bad(const std::string &kind) {
  return std::string(STRATA_TEST_BAD_PLUGIN_DIR) + "/libstrata_bad_plugin_" +
         kind + ".so";
}
} // namespace

TEST_CASE("the llvm-cpu runtime plugin loads from the plugin directory") {
  PluginManager pm;
  auto refusals = pm.loadDirectory(STRATA_TEST_PLUGIN_DIR);
  CHECK(refusals.empty());
  REQUIRE(pm.plugins().size() >= 1);
  bool found = false;
  for (const auto &l : pm.loaders())
    if (std::string(l.api->format) == "system-elf-x86_64") {
      found = true;
      CHECK(l.pluginName == "llvm-cpu");
      CHECK(l.pluginPath.find("libstrata-runtime-llvm-cpu.so") !=
            std::string::npos);
    }
  CHECK(found);
}

TEST_CASE(
    "bad runtime plugins are refused with one-line errors naming the file") {
  const char *names[] = {"none", "address", "thread"};
  std::string host = names[hostSanitizerKind()];
  std::string plugin =
      hostSanitizerKind() == STRATA_SANITIZER_THREAD ? "none" : "thread";
  struct Case {
    const char *kind;
    std::string message;
  } cases[] = {
      {"version",
       ": plugin API version 99 is not supported (host supports 1..4)"},
      {"null_entry",
       ": plugin 'bad-test-plugin' executable loader 0 has a null "
       "'dispatch_workgroup' entry"},
      {"sanitizer", ": plugin 'bad-test-plugin' was built with sanitizer '" +
                        plugin + "' but the host uses '" + host + "'"},
      {"null_header", ": plugin does not support runtime plugin API version 4"},
      {"null_driver_entry", ": plugin 'bad-test-plugin' HAL driver "
                            "'test-driver' has a null 'enumerate_devices' "
                            "entry"},
      {"null_channel_entry", ": plugin 'bad-test-plugin' channel provider "
                             "'test-channels' has a null 'open' entry"},
  };
  for (const auto &c : cases) {
    PluginManager pm;
    Status s = pm.loadFile(bad(c.kind));
    CAPTURE(c.kind);
    REQUIRE(!s.isOk());
    CHECK(s.message() == bad(c.kind) + c.message);
    CHECK(s.message().find('\n') == std::string::npos);
    CHECK(pm.loaders().empty());
  }
}

TEST_CASE("undefined symbols, duplicate formats, missing files") {
  PluginManager pm;
  Status s = pm.loadFile(bad("undefined"));
  REQUIRE(!s.isOk());
  CHECK(s.message().find(bad("undefined") + ": dlopen failed: ") == 0);
  CHECK(s.message().find("strata_symbol_that_does_not_exist") !=
        std::string::npos);

  REQUIRE(pm.loadDirectory(STRATA_TEST_PLUGIN_DIR).empty());
  s = pm.loadFile(bad("duplicate_format"));
  CHECK(s.message().find(
            ": plugin 'bad-test-plugin' registers executable format "
            "'system-elf-x86_64' already provided by ") != std::string::npos);

  s = pm.loadFile("/nonexistent/libx.so");
  CHECK(s.message().find("/nonexistent/libx.so: dlopen failed") == 0);
  auto refusals = pm.loadDirectory("/nonexistent-dir");
  REQUIRE(refusals.size() == 1);
  CHECK(refusals[0].message().find(
            "/nonexistent-dir: cannot open plugin directory") == 0);
}

TEST_CASE("a library without the query symbol is refused by name") {
  // The test kernels are a valid shared library that is not a plugin.
  PluginManager pm;
  Status s = pm.loadFile(STRATA_TEST_KERNELS_SO);
  REQUIRE(!s.isOk());
  CHECK(s.message() == std::string(STRATA_TEST_KERNELS_SO) +
                           ": does not export strata_runtime_plugin_query");
  CHECK(pm.loaders().empty());
}

TEST_CASE("a directory scan refuses every bad plugin and keeps going") {
  PluginManager pm;
  auto refusals = pm.loadDirectory(STRATA_TEST_BAD_PLUGIN_DIR);
  // version, null_entry, sanitizer, null_header, undefined,
  // null_driver_entry and null_channel_entry are refused; duplicate_format
  // loads (its format is new in this manager) and so do v1_driver_table and
  // v3_channel_table.
  CHECK(refusals.size() == 7);
  CHECK(pm.plugins().size() == 3);
}

TEST_CASE("a version-3 plugin loads and its channel provider table is "
          "ignored") {
  PluginManager pm;
  Status s = pm.loadFile(bad("v3_channel_table"));
  REQUIRE_MESSAGE(s.isOk(), s.toString());
  CHECK(pm.plugins()[0].header->version == 3);
  CHECK(pm.channelProviders().empty());
  CHECK(pm.findChannelProvider("test-channels") == nullptr);
}

TEST_CASE("a version-1 plugin loads and its reserved driver table is "
          "ignored") {
  PluginManager pm;
  Status s = pm.loadFile(bad("v1_driver_table"));
  REQUIRE_MESSAGE(s.isOk(), s.toString());
  CHECK(pm.plugins().size() == 1);
  CHECK(pm.plugins()[0].header->version == 1);
  CHECK(pm.loaders().size() == 1);
  CHECK(pm.drivers().empty());
  CHECK(pm.findDriver("test-driver") == nullptr);
}

TEST_CASE("ELF export probing") {
  auto yes = elfExportsSymbol(bad("version"), "strata_runtime_plugin_query");
  REQUIRE(yes.isOk());
  CHECK(*yes);
  auto no = elfExportsSymbol(bad("version"), "no_such_symbol");
  REQUIRE(no.isOk());
  CHECK(!*no);
  auto notElf = elfExportsSymbol("/proc/self/status", "x");
  CHECK(!notElf.isOk());
}
