//===- VulkanDriverTest.cpp - The vulkan HAL driver on a real device -*- C++
//-*-===//
//
// Runs GLSL compute shaders (compiled to SPIR-V at build time, wrapped with
// writeExecutable) through the HAL, strata-run and strata-benchmark on the
// first Vulkan device (lavapipe in CI), with the validation layer on.
//
//===----------------------------------------------------------------------===//

#include "ToolTestSupport.h"
#include "VulkanTestSupport.h"
#include "strata/runtime/tooling.h"
#include "strata/runtime/vm.h"

#include <doctest/doctest.h>

#include <vulkan/vulkan.h>

using namespace strata;
using namespace strata::test;

namespace {

bool validationLayerInstalled() {
  uint32_t count = 0;
  if (vkEnumerateInstanceLayerProperties(&count, nullptr) != VK_SUCCESS)
    return false;
  std::vector<VkLayerProperties> layers(count);
  vkEnumerateInstanceLayerProperties(&count, layers.data());
  for (const auto &l : layers)
    if (std::strcmp(l.layerName, "VK_LAYER_KHRONOS_validation") == 0)
      return true;
  return false;
}

Ref<hal::Device> vulkanDevice(std::shared_ptr<PluginManager> plugins) {
  const hal::HalDriver *driver = plugins->findDriver("vulkan");
  REQUIRE(driver != nullptr);
  auto device = hal::Device::createDriverDevice(plugins, *driver, 0);
  REQUIRE_MESSAGE(device.isOk(), device.status().toString());
  CHECK((*device)->name() == "vulkan:0");
  return *device;
}

struct Runner {
  Ref<Module> module;
  Ref<hal::Device> device;
  std::unique_ptr<vm::Context> context;

  Runner(const ModuleSpec &spec, bool onVulkan = true) {
    std::string bytes = spec.build();
    auto m = Module::loadBytes(bytes.data(), bytes.size(), "vulkan.smod");
    REQUIRE_MESSAGE(m.isOk(), m.status().toString());
    module = *m;
    auto plugins = buildPlugins();
    device =
        onVulkan ? vulkanDevice(plugins) : hal::Device::createLocal(plugins, 2);
    context = std::make_unique<vm::Context>(module, device);
  }
  Ref<hal::BufferView> f32(std::vector<float> values) {
    tooling::HostTensor t;
    t.type = hal::ElementType::kF32;
    t.shape = {int64_t(values.size())};
    t.data.resize(values.size() * 4);
    std::memcpy(t.data.data(), values.data(), t.data.size());
    auto v = tooling::toBufferView(*device, t);
    REQUIRE(v.isOk());
    return *v;
  }
};

std::vector<float> floats(const hal::BufferView &v) {
  std::vector<float> out(v.elementCount());
  std::memcpy(out.data(), v.data(), out.size() * 4);
  return out;
}

/// The first executable of `r`'s module loaded on its device.
StatusOr<Ref<hal::Executable>> loadFirst(Runner &r) {
  return r.device->loadExecutable(*r.module->fb().executables()->Get(0));
}

} // namespace

TEST_CASE("vulkan: add then mul2 after a barrier computes (a + b) * 2") {
  const uint32_t n = 64;
  Runner r(dispatchModule(n, {vulkanVariant(n)}));
  std::vector<float> a(n), b(n);
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = float(i);
    b[i] = 0.5f * float(i) + 1.0f;
  }
  auto va = r.f32(a), vb = r.f32(b);
  auto results = r.context->invoke("main", {va, vb});
  REQUIRE_MESSAGE(results.isOk(), results.status().toString());
  auto out = floats(*(*results)[0]);
  for (uint32_t i = 0; i < n; ++i)
    CHECK(out[i] == (a[i] + b[i]) * 2.0f);
  auto exe = r.context->lookupExecutable(0);
  REQUIRE(exe.isOk());
  CHECK((*exe)->format() == "vulkan-spirv");
  CHECK((*exe)->driverDevice() != nullptr);

  // The host copy is never stale: change an input on the host, run again.
  float *pa = reinterpret_cast<float *>(va->data());
  for (uint32_t i = 0; i < n; ++i)
    pa[i] = 100.0f;
  auto again = r.context->invoke("main", {va, vb});
  REQUIRE_MESSAGE(again.isOk(), again.status().toString());
  out = floats(*(*again)[0]);
  for (uint32_t i = 0; i < n; ++i)
    CHECK(out[i] == (100.0f + b[i]) * 2.0f);
}

TEST_CASE("vulkan: rodata is uploaded and copied into a device buffer") {
  Runner r(dispatchModule(8, {vulkanVariant(8)}));
  auto results = r.context->invoke("weights", {});
  REQUIRE_MESSAGE(results.isOk(), results.status().toString());
  CHECK(floats(*(*results)[0]) == std::vector<float>{1.5f, 2.5f, 3.5f, 4.5f});
}

TEST_CASE("vulkan: a 2-D workgroup grid reaches every (x, y)") {
  Runner r(dispatchModule(8, {vulkanVariant(8)}));
  auto results = r.context->invoke("iota", {});
  REQUIRE_MESSAGE(results.isOk(), results.status().toString());
  const auto &v = *(*results)[0];
  CHECK(v.typeString() == "4x4xi32");
  const int32_t *o = reinterpret_cast<const int32_t *>(v.data());
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 4; ++x)
      CHECK(o[y * 4 + x] == y * 100 + x);
}

TEST_CASE("vulkan: dispatch, copy and dispatch run in order, with and without "
          "explicit barriers") {
  const uint32_t n = 16;
  // dispatchModule's executable with fill_const (x = 42) as entry 2.
  auto entries = std::vector<vulkan::ExecutableEntry>{
      vulkanEntry("add_f32", 3, 4), vulkanEntry("mul2_f32", 1, 4),
      vulkanEntry("fill_const", 1, 4)};
  ModuleSpec spec = dispatchModule(n, {});
  spec.executables[0].entries[2] = {"fill_const", 1, 0};
  spec.executables[0].variants = {vulkanVariant(n, entries)};
  spec.executables[0].variants[0].workgroupCounts = {n / 4, 1,     1, n / 4, 1,
                                                     1,     n / 4, 1, 1};
  Runner r(spec);
  auto exe = loadFirst(r);
  REQUIRE_MESSAGE(exe.isOk(), exe.status().toString());
  for (bool barriers : {true, false}) {
    CAPTURE(barriers);
    auto x = r.device->allocate(n * 4), y = r.device->allocate(n * 8);
    REQUIRE(x.isOk());
    REQUIRE(y.isOk());
    hal::CommandBuffer cb;
    REQUIRE(cb.dispatch(*exe, 2, {*x}).isOk()); // x = 42
    if (barriers)
      REQUIRE(cb.executionBarrier().isOk());
    REQUIRE(cb.copy(*x, 0, *y, n * 4, n * 4).isOk()); // y[n..2n) = x
    if (barriers)
      REQUIRE(cb.executionBarrier().isOk());
    REQUIRE(cb.dispatch(*exe, 1, {*x}).isOk()); // x *= 2 (after the copy)
    REQUIRE(cb.finalize().isOk());
    hal::Fence signal(std::make_shared<hal::Semaphore>(), 1);
    REQUIRE(r.device->queueExecute(nullptr, &signal, cb).isOk());
    REQUIRE_MESSAGE(signal.wait().isOk(), signal.wait().toString());
    const float *px = reinterpret_cast<const float *>(
        static_cast<const hal::Buffer &>(**x).data());
    const float *py = reinterpret_cast<const float *>(
        static_cast<const hal::Buffer &>(**y).data());
    for (uint32_t i = 0; i < n; ++i) {
      CHECK(px[i] == 84.0f);
      CHECK(py[i] == 0.0f);
      CHECK(py[n + i] == 42.0f);
    }
  }
}

/// dispatchModule(n)'s module with fill_const (x = 42) as entry 2, every
/// entry n / 4 workgroups.
ModuleSpec fillModule(uint32_t n) {
  auto entries = std::vector<vulkan::ExecutableEntry>{
      vulkanEntry("add_f32", 3, 4), vulkanEntry("mul2_f32", 1, 4),
      vulkanEntry("fill_const", 1, 4)};
  ModuleSpec spec = dispatchModule(n, {});
  spec.executables[0].entries[2] = {"fill_const", 1, 0};
  spec.executables[0].variants = {vulkanVariant(n, entries)};
  spec.executables[0].variants[0].workgroupCounts = {n / 4, 1,     1, n / 4, 1,
                                                     1,     n / 4, 1, 1};
  return spec;
}

/// Runs `record` as one command buffer on `device` and waits.
template <typename Record> void execute(hal::Device &device, Record &&record) {
  hal::CommandBuffer cb;
  record(cb);
  REQUIRE(cb.finalize().isOk());
  hal::Fence signal(std::make_shared<hal::Semaphore>(), 1);
  REQUIRE(device.queueExecute(nullptr, &signal, cb).isOk());
  Status s = signal.wait();
  REQUIRE_MESSAGE(s.isOk(), s.toString());
}

std::vector<uint8_t> bytesOf(const hal::Buffer &b) {
  REQUIRE(b.syncToHost().isOk());
  return std::vector<uint8_t>(b.data(), b.data() + b.size());
}

/// A new buffer of `size` bytes on `device`.
Ref<hal::Buffer> allocate(hal::Device &device, uint64_t size) {
  auto b = device.allocate(size);
  REQUIRE_MESSAGE(b.isOk(), b.status().toString());
  return *b;
}

TEST_CASE("vulkan: freed device memory is reused and reads as zero again") {
  const uint32_t n = 16;
  Runner r(fillModule(n));
  auto exe = loadFirst(r);
  REQUIRE_MESSAGE(exe.isOk(), exe.status().toString());
  Ref<hal::Buffer> x = allocate(*r.device, n * 4);
  // Only the device copy exists until the host looks.
  CHECK(x->hostMissing());
  REQUIRE(x->deviceAllocation() != nullptr);
  execute(*r.device, [&](hal::CommandBuffer &cb) {
    REQUIRE(cb.dispatch(*exe, 2, {x}).isOk()); // x = 42
  });
  std::vector<uint8_t> fortyTwo = bytesOf(*x);
  CHECK_FALSE(x->hostMissing());
  CHECK(reinterpret_cast<const float *>(fortyTwo.data())[n - 1] == 42.0f);
  strata_hal_buffer_t *handle = x->deviceAllocation()->handle;
  x = Ref<hal::Buffer>(); // frees it

  // A buffer of the same size class gets the same device memory back,
  // zeroed: copied into z, z *= 2 gives 0 (84 had the old bytes survived).
  Ref<hal::Buffer> y = allocate(*r.device, n * 4 - 8);
  CHECK(y->deviceAllocation()->handle == handle);
  Ref<hal::Buffer> z = allocate(*r.device, n * 4);
  execute(*r.device, [&](hal::CommandBuffer &cb) {
    REQUIRE(cb.copy(y, 0, z, 0, n * 4 - 8).isOk());
    REQUIRE(cb.executionBarrier().isOk());
    REQUIRE(cb.dispatch(*exe, 1, {z}).isOk());
  });
  CHECK(bytesOf(*z) == std::vector<uint8_t>(n * 4, 0));

  // Host writes of part of a bound range (6 of 8 bytes) and of all of it
  // land after the zero fill of a new buffer, not under it.
  for (uint64_t size : {6u, 16u}) {
    CAPTURE(size);
    Ref<hal::Buffer> w = allocate(*r.device, size),
                     v = allocate(*r.device, size);
    std::vector<uint8_t> expected(size);
    for (uint64_t i = 0; i < size; ++i)
      expected[i] = uint8_t(i + 1);
    std::memcpy(w->data(), expected.data(), size);
    REQUIRE(r.device->makeResident(*w).isOk());
    CHECK_FALSE(w->hostDirty());
    execute(*r.device, [&](hal::CommandBuffer &cb) {
      REQUIRE(cb.copy(w, 0, v, 0, size).isOk());
    });
    CHECK(bytesOf(*v) == expected);
  }
}

TEST_CASE("vulkan: makeResident uploads a host buffer once") {
  const uint32_t n = 64;
  Runner r(dispatchModule(n, {vulkanVariant(n)}));
  auto a = r.f32(std::vector<float>(n, 1.5f)),
       b = r.f32(std::vector<float>(n, 2));
  REQUIRE(r.device->makeResident(*a->buffer()).isOk());
  REQUIRE(r.device->makeResident(*b->buffer()).isOk());
  CHECK_FALSE(a->buffer()->hostDirty());
  hal::DeviceAllocation *copy = a->buffer()->deviceAllocation();
  REQUIRE(copy != nullptr);
  for (int call = 0; call < 2; ++call) {
    auto results = r.context->invoke("main", {a, b});
    REQUIRE_MESSAGE(results.isOk(), results.status().toString());
    CHECK(floats(*(*results)[0]) == std::vector<float>(n, 7.0f));
    CHECK(a->buffer()->deviceAllocation() == copy);
  }
  // The local device has nothing to upload.
  auto local = hal::Device::createLocal(buildPlugins(), 1);
  auto host = hal::Buffer::allocate(8);
  REQUIRE(host.isOk());
  CHECK(local->makeResident(**host).isOk());
  CHECK((*host)->deviceAllocation() == nullptr);
}

TEST_CASE("vulkan: dispatch timing reports device time per dispatch") {
  const uint32_t n = 64;
  Runner r(dispatchModule(n, {vulkanVariant(n)}));
  r.device->setDispatchTiming(true);
  auto results = r.context->invoke("main", {r.f32(std::vector<float>(n, 1)),
                                            r.f32(std::vector<float>(n, 2))});
  REQUIRE_MESSAGE(results.isOk(), results.status().toString());
  auto timings = r.device->takeDispatchTimings();
  REQUIRE(timings.size() == 2);
  CHECK(timings[0].deviceTime);
  CHECK(timings[0].workgroups == n / 4);
  CHECK(timings[0].executable->entryPoints()[timings[0].entry].name ==
        "add_f32");
  CHECK(timings[1].executable->entryPoints()[timings[1].entry].name ==
        "mul2_f32");
}

TEST_CASE("vulkan: a bad binary is refused with the reason") {
  VariantSpec bad = vulkanVariant(8);
  bad.binary = {'n', 'o', 't', ' ', 'S', 'V', 'K', 'X', 0, 0, 0, 0, 0, 0, 0, 0};
  Runner r(dispatchModule(8, {bad}));
  auto exe = r.context->lookupExecutable(0);
  REQUIRE_FALSE(exe.isOk());
  CHECK(exe.status().code() == StatusCode::kNotFound);
  INFO(exe.status().message());
  CHECK(exe.status().message().find(
            "variant 0 (vulkan-spirv, vulkan-spirv): load failed: vulkan-spirv "
            "executable has a bad magic") != std::string::npos);
  CHECK(exe.status().message().find("device 'vulkan:0' runs formats: "
                                    "vulkan-spirv") != std::string::npos);

  // A truncated SPIR-V module (valid container) is refused by reflection or
  // by the driver, never run.
  auto entries = std::vector<vulkan::ExecutableEntry>{
      vulkanEntry("add_f32", 3, 4), vulkanEntry("mul2_f32", 1, 4),
      vulkanEntry("iota2d_i32", 1, 1)};
  entries[0].spirv.resize(8);
  Runner t(dispatchModule(8, {vulkanVariant(8, entries)}));
  auto truncated = loadFirst(t);
  REQUIRE_FALSE(truncated.isOk());
  CHECK(truncated.status().message().find("entry point 0 'add_f32'") !=
        std::string::npos);
}

TEST_CASE("vulkan: executable entry flags round-trip; unknown flags are "
          "refused") {
  std::vector<vulkan::ExecutableEntry> entries = {vulkanEntry("add_f32", 3, 4)};
  entries[0].flags = vulkan::kEntryStridedGrid;
  std::vector<uint8_t> blob = vulkan::writeExecutable(entries);
  std::vector<vulkan::ExecutableEntry> read;
  std::string error;
  REQUIRE(vulkan::readExecutable(blob.data(), blob.size(), read, error));
  REQUIRE(read.size() == 1);
  CHECK(read[0].flags == vulkan::kEntryStridedGrid);

  entries[0].flags = 6;
  blob = vulkan::writeExecutable(entries);
  CHECK_FALSE(vulkan::readExecutable(blob.data(), blob.size(), read, error));
  CHECK(error == "vulkan-spirv executable entry 0 'add_f32': unknown flags 6");
}

TEST_CASE("vulkan: reflection refuses layouts that differ from the "
          "executable's") {
  auto base = [] {
    return std::vector<vulkan::ExecutableEntry>{
        vulkanEntry("add_f32", 3, 4), vulkanEntry("mul2_f32", 1, 4),
        vulkanEntry("iota2d_i32", 1, 1)};
  };
  auto refusal = [](const ModuleSpec &spec) {
    Runner r(spec);
    auto exe = loadFirst(r);
    REQUIRE_FALSE(exe.isOk());
    return exe.status().message();
  };
  SUBCASE("the shader binds 3 buffers, the executable and module declare 2") {
    auto entries = base();
    entries[0].bindingCount = 2;
    ModuleSpec spec = dispatchModule(8, {vulkanVariant(8, entries)});
    spec.executables[0].entries[0].bindings = 2;
    std::string m = refusal(spec);
    CHECK_MESSAGE(m.find("entry point 0 'add_f32': the shader binds storage "
                         "buffers at set 0 bindings {0, 1, 2} but the "
                         "executable declares 2 bindings (expected a "
                         "subset of {0..1})") != std::string::npos,
                  m);
  }
  SUBCASE("a declared binding the shader never uses is accepted") {
    auto entries = base();
    entries[1].bindingCount = 2;
    ModuleSpec spec = dispatchModule(8, {vulkanVariant(8, entries)});
    spec.executables[0].entries[1].bindings = 2;
    Runner r(spec);
    auto exe = loadFirst(r);
    CHECK_MESSAGE(exe.isOk(), exe.status().message());
  }
  SUBCASE("the module and the vulkan-spirv executable disagree") {
    auto entries = base();
    entries[1].bindingCount = 2;
    std::string m = refusal(dispatchModule(8, {vulkanVariant(8, entries)}));
    CHECK_MESSAGE(m.find("entry point 1 'mul2_f32': the module declares 1 "
                         "bindings but the vulkan-spirv executable declares "
                         "2") != std::string::npos,
                  m);
  }
  SUBCASE("the SPIR-V has no entry point of the entry's name") {
    auto entries = base();
    entries[1].spirv = spirvOf("fill_const");
    std::string m = refusal(dispatchModule(8, {vulkanVariant(8, entries)}));
    CHECK_MESSAGE(m.find("entry point 1 'mul2_f32': the SPIR-V has no "
                         "GLCompute entry point named 'mul2_f32' (it has: "
                         "fill_const)") != std::string::npos,
                  m);
  }
  SUBCASE("the shader's LocalSize differs from the declared workgroup size") {
    auto entries = base();
    entries[2].workgroupSize[0] = 8;
    std::string m = refusal(dispatchModule(8, {vulkanVariant(8, entries)}));
    CHECK_MESSAGE(m.find("entry point 2 'iota2d_i32': the shader's LocalSize "
                         "is 1x1x1 but the executable declares workgroup "
                         "size 8x1x1") != std::string::npos,
                  m);
  }
  SUBCASE("an entry point missing from the executable") {
    auto entries = base();
    entries.pop_back();
    std::string m = refusal(dispatchModule(8, {vulkanVariant(8, entries)}));
    CHECK_MESSAGE(m.find("entry point 2 'iota2d_i32' is not in the "
                         "vulkan-spirv executable (it has: add_f32, "
                         "mul2_f32)") != std::string::npos,
                  m);
  }
}

TEST_CASE("vulkan: overlapping copies within one buffer act like memmove") {
  Runner r(dispatchModule(8, {vulkanVariant(8)}));
  auto b = r.device->allocate(64);
  REQUIRE(b.isOk());
  uint8_t *host = (*b)->data();
  for (int i = 0; i < 64; ++i)
    host[i] = uint8_t(i);
  hal::CommandBuffer cb;
  REQUIRE(cb.copy(*b, 0, *b, 8, 32).isOk());   // forward overlap
  REQUIRE(cb.copy(*b, 40, *b, 36, 20).isOk()); // backward overlap
  REQUIRE(cb.finalize().isOk());
  std::vector<uint8_t> expected(64);
  for (int i = 0; i < 64; ++i)
    expected[i] = uint8_t(i);
  std::memmove(expected.data() + 8, expected.data(), 32);
  std::memmove(expected.data() + 36, expected.data() + 40, 20);
  REQUIRE_MESSAGE(r.device->executeCommands(cb).isOk(),
                  r.device->executeCommands(cb).toString());
  const uint8_t *out = static_cast<const hal::Buffer &>(**b).data();
  CHECK(std::vector<uint8_t>(out, out + 64) == expected);
}

TEST_CASE("vulkan: a validation layer error fails the load") {
  if (!validationLayerInstalled()) {
    MESSAGE("VK_LAYER_KHRONOS_validation is not installed; nothing to check");
    return;
  }
  const char *requested = std::getenv("STRATA_VULKAN_VALIDATION");
  if (requested && std::string(requested) == "0") {
    MESSAGE("STRATA_VULKAN_VALIDATION=0: validation explicitly disabled");
    return;
  }
  // Reflection sees one binding (an array of two buffers at binding 0); the
  // descriptor set layout has one descriptor there: the layer reports it.
  auto entries = std::vector<vulkan::ExecutableEntry>{
      vulkanEntry("add_f32", 3, 4), vulkanEntry("arrayed_binding", 1, 4),
      vulkanEntry("iota2d_i32", 1, 1)};
  ModuleSpec spec = dispatchModule(8, {vulkanVariant(8, entries)});
  spec.executables[0].entries[1] = {"arrayed_binding", 1, 0};
  Runner r(spec);
  auto exe = loadFirst(r);
  REQUIRE_FALSE(exe.isOk());
  CHECK_MESSAGE(exe.status().message().find("Vulkan validation error") !=
                    std::string::npos,
                exe.status().message());
}

TEST_CASE("vulkan: a module with vulkan and llvm-cpu variants runs on both "
          "devices") {
  const uint32_t n = 8;
  ModuleSpec spec = dispatchModule(
      n, {vulkanVariant(n), elfVariant(STRATA_TEST_KERNELS_SO, n)});
  {
    Runner local(spec, /*onVulkan=*/false);
    auto exe = local.context->lookupExecutable(0);
    REQUIRE_MESSAGE(exe.isOk(), exe.status().toString());
    CHECK((*exe)->format() == "system-elf-x86_64");
    Runner gpu(spec, /*onVulkan=*/true);
    auto exe2 = gpu.context->lookupExecutable(0);
    REQUIRE_MESSAGE(exe2.isOk(), exe2.status().toString());
    CHECK((*exe2)->format() == "vulkan-spirv");
  }
  TempDir dir;
  std::string module = dir.path + "/multi.smod";
  writeBinaryFile(module, spec.build());
  std::string args = "--module=" + module +
                     " --plugin-dir=" STRATA_TEST_PLUGIN_DIR
                     " --input=8xf32=1,2,3,4,5,6,7,8 --input=8xf32=1"
                     " --expected_output=8xf32=4,6,8,10,12,14,16,18";
  for (const char *device : {"local", "vulkan", "vulkan:0"}) {
    CAPTURE(device);
    auto r = runTool(STRATA_TEST_STRATA_RUN,
                     args + " --device=" + std::string(device));
    CHECK(r.exitCode == 0);
    CHECK(has(r, "result[0]: hal.buffer_view\n8xf32=4 6 8 10 12 14 16 18"));
    CHECK(has(r, "[SUCCESS] result[0]"));
  }
  // The vulkan device cannot run a module with only a CPU variant.
  std::string cpuOnly = dir.path + "/cpu.smod";
  writeBinaryFile(
      cpuOnly,
      dispatchModule(n, {elfVariant(STRATA_TEST_KERNELS_SO, n)}).build());
  auto r = runTool(STRATA_TEST_STRATA_RUN,
                   "--module=" + cpuOnly +
                       " --plugin-dir=" STRATA_TEST_PLUGIN_DIR
                       " --input=8xf32=1 --input=8xf32=1 --device=vulkan");
  CHECK(r.exitCode == 1);
  CHECK(has(r, "variant 0 (llvm-cpu, system-elf-x86_64): not a format of "
               "driver 'vulkan'"));
}

TEST_CASE("vulkan: strata-run --list-devices and device names") {
  auto r = runTool(STRATA_TEST_STRATA_RUN,
                   "--list-devices --plugin-dir=" STRATA_TEST_PLUGIN_DIR);
  CHECK(r.exitCode == 0);
  CHECK(has(r, "local: CPU device"));
  CHECK(has(r, "vulkan:0: "));
  CHECK(has(r, "  driver: "));
  CHECK(has(r, "  memory: "));
  CHECK(has(r, "  executable formats: vulkan-spirv (plugin 'vulkan'"));

  TempDir dir;
  std::string module = dir.path + "/m.smod";
  writeBinaryFile(module, dispatchModule(8, {vulkanVariant(8)}).build());
  std::string base =
      "--module=" + module + " --plugin-dir=" STRATA_TEST_PLUGIN_DIR;
  auto missing = runTool(STRATA_TEST_STRATA_RUN, base + " --device=vulkan:99");
  CHECK(missing.exitCode == 1);
  CHECK(has(missing, "device 'vulkan:99': driver 'vulkan' has "));
  auto unknown = runTool(STRATA_TEST_STRATA_RUN, base + " --device=metal");
  CHECK(unknown.exitCode == 1);
  CHECK(has(unknown, "unknown device 'metal' (available: local, vulkan;"));
  auto badOrdinal =
      runTool(STRATA_TEST_STRATA_RUN, base + " --device=vulkan:x");
  CHECK(badOrdinal.exitCode == 1);
  CHECK(has(badOrdinal, "device 'vulkan:x': expected DRIVER:N"));
}

TEST_CASE("vulkan: strata-benchmark reports device time per dispatch") {
  TempDir dir;
  std::string module = dir.path + "/m.smod";
  writeBinaryFile(module, dispatchModule(8, {vulkanVariant(8)}).build());
  auto r = runTool(STRATA_TEST_STRATA_BENCHMARK,
                   "--module=" + module +
                       " --plugin-dir=" STRATA_TEST_PLUGIN_DIR
                       " --device=vulkan --input=8xf32=1 --input=8xf32=2"
                       " --benchmark_repetitions=2 --benchmark_min_time=2x");
  CHECK(r.exitCode == 0);
  CHECK(has(r, "on vulkan"));
  CHECK(has(r, "device time from timestamp queries"));
  CHECK(has(r, "add_dispatch::add_f32"));
  CHECK(has(r, "add_dispatch::mul2_f32"));
  auto list = runTool(STRATA_TEST_STRATA_BENCHMARK,
                      "--list-devices --plugin-dir=" STRATA_TEST_PLUGIN_DIR);
  CHECK(list.exitCode == 0);
  CHECK(has(list, "vulkan:0: "));
}

TEST_CASE("vulkan: a command list submitted again is replayed and reads the "
          "buffers' current bytes") {
  const uint32_t n = 64;
  Runner r(dispatchModule(n, {vulkanVariant(n)}));
  auto va = r.f32(std::vector<float>(n, 0)),
       vb = r.f32(std::vector<float>(n, 1));
  // Calls 2 and later submit the same list (same buffers from the pool) and
  // replay its recorded command buffer; other lists and the timed variant of
  // this one come in between.
  for (int call = 0; call < 6; ++call) {
    CAPTURE(call);
    float *pa = reinterpret_cast<float *>(va->data());
    for (uint32_t i = 0; i < n; ++i)
      pa[i] = float(call * 10 + int(i));
    r.device->setDispatchTiming(call == 4);
    auto results = r.context->invoke("main", {va, vb});
    REQUIRE_MESSAGE(results.isOk(), results.status().toString());
    auto out = floats(*(*results)[0]);
    for (uint32_t i = 0; i < n; ++i)
      CHECK(out[i] == (float(call * 10 + int(i)) + 1.0f) * 2.0f);
    if (call % 2) {
      auto iota = r.context->invoke("iota", {});
      REQUIRE_MESSAGE(iota.isOk(), iota.status().toString());
      CHECK(reinterpret_cast<const int32_t *>((*iota)[0]->data())[5] == 101);
    }
  }
  r.device->setDispatchTiming(false);
}

TEST_CASE("vulkan: strata-benchmark calls replay one recorded command "
          "buffer") {
  TempDir dir;
  std::string module = dir.path + "/m.smod";
  writeBinaryFile(module, dispatchModule(8, {vulkanVariant(8)}).build());
  std::string args = "--module=" + module +
                     " --plugin-dir=" STRATA_TEST_PLUGIN_DIR
                     " --device=vulkan --input=8xf32=1 --input=8xf32=2"
                     " --benchmark_repetitions=1 --benchmark_min_time=10x"
                     " --dispatch_timing=false";
  auto on =
      runTool("STRATA_VULKAN_PROFILE=1 " STRATA_TEST_STRATA_BENCHMARK, args);
  CHECK(on.exitCode == 0);
  // The warm-up call records; the second records for replay; the rest replay.
  CHECK(has(on, "vulkan profile: 11 submissions, 2.0 dispatches each, 9 "
                "replayed (1 recorded for replay)"));
  auto off = runTool("STRATA_VULKAN_PROFILE=1 "
                     "STRATA_VULKAN_REPLAY=0 " STRATA_TEST_STRATA_BENCHMARK,
                     args);
  CHECK(off.exitCode == 0);
  CHECK(has(off, "0 replayed (0 recorded for replay)"));
}

TEST_CASE("vulkan: uninitialized buffers skip the zero fill; host reads see "
          "the device bytes") {
  // Poisoned: an uninitialized buffer starts as 0xff bytes on the device,
  // and a host read downloads them rather than assuming zeros.
  setenv("STRATA_VULKAN_POISON", "1", 1);
  Runner r(fillModule(4));
  unsetenv("STRATA_VULKAN_POISON");
  for (uint64_t size : {4u, 6u, 256u, 1000u}) {
    CAPTURE(size);
    auto raw = r.device->allocate(size, /*zero=*/false);
    REQUIRE(raw.isOk());
    CHECK(bytesOf(**raw) == std::vector<uint8_t>(size, 0xff));
    auto zero = r.device->allocate(size);
    REQUIRE(zero.isOk());
    CHECK(bytesOf(**zero) == std::vector<uint8_t>(size, 0));
  }
}
