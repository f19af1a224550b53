//===- LoaderSelectionTest.cpp - Disabled loaders and variant choice ------===//
//
// A module whose executable has two variants of different formats
// (system-elf-x86_64 for the llvm-cpu plugin, test-ref-c for the test plugin
// in tests/unit/plugins/ref_plugin.c): disabling a loader by format or plugin
// name skips its variants.
//
//===----------------------------------------------------------------------===//

#include "TestModules.h"
#include "strata/runtime/plugin_manager.h"
#include "strata/runtime/tooling.h"
#include "strata/runtime/vm.h"

#include <doctest/doctest.h>

using namespace strata;
using namespace strata::test;

namespace {

std::shared_ptr<PluginManager> bothPlugins() {
  // Exactly these two plugins (not the whole plugin directory, which also
  // holds other loaders such as vmvx-bytecode).
  auto plugins = std::make_shared<PluginManager>();
  Status llvm = plugins->loadFile(STRATA_TEST_LLVM_CPU_PLUGIN_SO);
  REQUIRE_MESSAGE(llvm.isOk(), llvm.toString());
  Status s = plugins->loadFile(STRATA_TEST_REF_PLUGIN_SO);
  REQUIRE_MESSAGE(s.isOk(), s.toString());
  REQUIRE(plugins->loaders().size() == 2);
  return plugins;
}

struct Setup {
  Ref<Module> module;
  Ref<hal::Device> device;
  std::unique_ptr<vm::Context> context;

  Setup(std::vector<VariantSpec> variants, std::vector<std::string> disabled) {
    std::string bytes = dispatchModule(8, std::move(variants)).build();
    auto m = Module::loadBytes(bytes.data(), bytes.size(), "multi.smod");
    REQUIRE_MESSAGE(m.isOk(), m.status().toString());
    module = *m;
    device = hal::Device::createLocal(bothPlugins(), 2);
    device->setDisabledLoaders(std::move(disabled));
    context = std::make_unique<vm::Context>(module, device);
  }

  /// Runs main on 0..7 + 1 and checks (a + b) * 2.
  void runMain() {
    tooling::HostTensor a, b;
    a.type = b.type = hal::ElementType::kF32;
    a.shape = b.shape = {8};
    a.data.resize(32);
    b.data.resize(32);
    for (int i = 0; i < 8; ++i) {
      float x = float(i), y = 1.0f;
      std::memcpy(a.data.data() + 4 * i, &x, 4);
      std::memcpy(b.data.data() + 4 * i, &y, 4);
    }
    auto va = tooling::toBufferView(*device, a);
    auto vb = tooling::toBufferView(*device, b);
    REQUIRE(va.isOk());
    REQUIRE(vb.isOk());
    auto results = context->invoke("main", {*va, *vb});
    REQUIRE_MESSAGE(results.isOk(), results.status().toString());
    CHECK(tooling::formatTensor(tooling::fromBufferView(*(*results)[0])) ==
          "8xf32=2 4 6 8 10 12 14 16");
  }
};

std::vector<VariantSpec> elfThenRef() {
  return {elfVariant(STRATA_TEST_KERNELS_SO, 8), refVariant(8)};
}

} // namespace

TEST_CASE("with every loader enabled the first variant runs") {
  Setup s(elfThenRef(), {});
  auto exe = s.context->lookupExecutable(0);
  REQUIRE_MESSAGE(exe.isOk(), exe.status().toString());
  CHECK((*exe)->format() == "system-elf-x86_64");
  s.runMain();
  // In the other order the test-ref-c variant runs.
  Setup r({refVariant(8), elfVariant(STRATA_TEST_KERNELS_SO, 8)}, {});
  exe = r.context->lookupExecutable(0);
  REQUIRE_MESSAGE(exe.isOk(), exe.status().toString());
  CHECK((*exe)->format() == "test-ref-c");
  r.runMain();
}

TEST_CASE("a disabled loader's variants are skipped (by plugin or format)") {
  for (const char *name : {"llvm-cpu", "system-elf-x86_64"}) {
    CAPTURE(name);
    Setup s(elfThenRef(), {name});
    CHECK(s.device->disabledLoaderNames() == std::vector<std::string>{name});
    bool sawDisabled = false;
    for (const auto &l : s.device->loaders())
      if (s.device->isLoaderDisabled(l)) {
        sawDisabled = true;
        CHECK(l.pluginName == "llvm-cpu");
      }
    CHECK(sawDisabled);
    auto exe = s.context->lookupExecutable(0);
    REQUIRE_MESSAGE(exe.isOk(), exe.status().toString());
    CHECK((*exe)->format() == "test-ref-c");
    CHECK((*exe)->target() == "ref-c");
    s.runMain();
  }
  Setup s(elfThenRef(), {"ref-test"});
  auto exe = s.context->lookupExecutable(0);
  REQUIRE(exe.isOk());
  CHECK((*exe)->format() == "system-elf-x86_64");
  // A name that matches nothing disables nothing.
  Setup n(elfThenRef(), {"vulkan-spirv"});
  exe = n.context->lookupExecutable(0);
  REQUIRE(exe.isOk());
  CHECK((*exe)->format() == "system-elf-x86_64");
}

TEST_CASE("when every fitting loader is disabled the error names them") {
  Setup s(elfThenRef(), {"llvm-cpu", "test-ref-c"});
  auto exe = s.context->lookupExecutable(0);
  REQUIRE(!exe.isOk());
  CHECK(exe.status().code() == StatusCode::kNotFound);
  CHECK(exe.status().message() ==
        "executable 'add_dispatch' has no variant this device can run: "
        "variant 0 (llvm-cpu, system-elf-x86_64): loader disabled (plugin "
        "'llvm-cpu'); variant 1 (ref-c, test-ref-c): loader disabled (plugin "
        "'ref-test') (executable formats: system-elf-x86_64, test-ref-c; "
        "device 'local' loads formats: none, every loader is disabled; "
        "disabled loaders: system-elf-x86_64 (plugin 'llvm-cpu'), test-ref-c "
        "(plugin 'ref-test'))");
  // Through the VM the import prefixes the message.
  auto a = hal::Buffer::allocate(32);
  REQUIRE(a.isOk());
  auto v = hal::BufferView::create(*a, hal::ElementType::kF32, {8});
  REQUIRE(v.isOk());
  auto results = s.context->invoke("main", {*v, *v});
  REQUIRE(!results.isOk());
  CHECK(results.status().message().rfind(
            "hal.executable.lookup: executable 'add_dispatch' has no variant",
            0) == 0);

  // One disabled, the other unable to run the binary it was given.
  VariantSpec badRef = refVariant(8);
  badRef.binary = {1, 2, 3};
  Setup t({elfVariant(STRATA_TEST_KERNELS_SO, 8), badRef}, {"llvm-cpu"});
  exe = t.context->lookupExecutable(0);
  REQUIRE(!exe.isOk());
  CHECK(exe.status().message().find(
            "variant 1 (ref-c, test-ref-c): cannot run here: binary is not a "
            "STRATA-REF-C image (executable formats: system-elf-x86_64, "
            "test-ref-c; device 'local' loads formats: test-ref-c; disabled "
            "loaders: system-elf-x86_64 (plugin 'llvm-cpu'))") !=
        std::string::npos);
}
