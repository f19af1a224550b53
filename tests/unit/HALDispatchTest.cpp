//===- HALDispatchTest.cpp - End-to-end dispatch through the llvm-cpu loader
//===//

#include "TestModules.h"
#include "strata/runtime/plugin_manager.h"
#include "strata/runtime/tooling.h"
#include "strata/runtime/vm.h"

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace strata;
using namespace strata::test;

namespace {

std::shared_ptr<PluginManager> realPlugins() {
  auto plugins = std::make_shared<PluginManager>();
  auto refusals = plugins->loadDirectory(STRATA_TEST_PLUGIN_DIR);
  for (const auto &r : refusals)
    MESSAGE("plugin refusal: ", r.message());
  REQUIRE(refusals.empty());
  REQUIRE(plugins->loaders().size() >= 1);
  return plugins;
}

struct Runner {
  Ref<Module> module;
  Ref<hal::Device> device;
  std::unique_ptr<vm::Context> context;

  explicit Runner(const ModuleSpec &spec, int workers = 4) {
    std::string bytes = spec.build();
    auto m = Module::loadBytes(bytes.data(), bytes.size(), "dispatch.smod");
    REQUIRE_MESSAGE(m.isOk(), m.status().toString());
    module = *m;
    device = hal::Device::createLocal(realPlugins(), workers);
    context = std::make_unique<vm::Context>(module, device);
  }
  Ref<hal::BufferView> tensor(hal::ElementType type, std::vector<int64_t> shape,
                              std::vector<float> values) {
    tooling::HostTensor t;
    t.type = type;
    t.shape = shape;
    t.data.resize(values.size() * 4);
    std::memcpy(t.data.data(), values.data(), t.data.size());
    auto v = tooling::toBufferView(*device, t);
    REQUIRE(v.isOk());
    return *v;
  }
};

} // namespace

TEST_CASE("a module dispatches a real CPU kernel through the llvm-cpu plugin") {
  const uint32_t n = 64;
  Runner r(dispatchModule(n, {elfVariant(STRATA_TEST_KERNELS_SO, n)}));
  std::vector<float> a(n), b(n);
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = float(i);
    b[i] = 0.5f * float(i) + 1.0f;
  }
  auto va = r.tensor(hal::ElementType::kF32, {n}, a);
  auto vb = r.tensor(hal::ElementType::kF32, {n}, b);
  auto results = r.context->invoke("main", {va, vb});
  REQUIRE_MESSAGE(results.isOk(), results.status().toString());
  REQUIRE(results->size() == 1);
  const auto &out = *(*results)[0];
  CHECK(out.typeString() == "64xf32");
  const float *o = reinterpret_cast<const float *>(out.data());
  for (uint32_t i = 0; i < n; ++i)
    CHECK(o[i] == doctest::Approx((a[i] + b[i]) * 2.0f));
  // Inputs are untouched; the executable is cached per context.
  CHECK(reinterpret_cast<const float *>(va->data())[5] == 5.0f);
  auto again = r.context->invoke("main", {va, vb});
  REQUIRE(again.isOk());
  auto exe = r.context->lookupExecutable(0);
  REQUIRE(exe.isOk());
  CHECK((*exe)->format() == "system-elf-x86_64");
  CHECK((*exe)->entryPoints()[1].name == "mul2_f32");
}

TEST_CASE("rodata is wrapped without a copy and copied by a command buffer") {
  Runner r(dispatchModule(8, {elfVariant(STRATA_TEST_KERNELS_SO, 8)}));
  auto results = r.context->invoke("weights", {});
  REQUIRE_MESSAGE(results.isOk(), results.status().toString());
  auto t = tooling::fromBufferView(*(*results)[0]);
  CHECK(tooling::formatTensor(t) == "4xf32=1.5 2.5 3.5 4.5");
}

TEST_CASE("2-D workgroup grids reach every (x, y)") {
  Runner r(dispatchModule(8, {elfVariant(STRATA_TEST_KERNELS_SO, 8)}), 3);
  auto results = r.context->invoke("iota", {});
  REQUIRE_MESSAGE(results.isOk(), results.status().toString());
  auto t = tooling::fromBufferView(*(*results)[0]);
  CHECK(tooling::formatTensor(t) ==
        "4x4xi32=[0 1 2 3][100 101 102 103][200 201 202 203][300 301 302 303]");
}

TEST_CASE("the first runnable variant is chosen") {
  VariantSpec spirv{"vulkan-spirv",
                    "vulkan-spirv",
                    {1, 1, 1, 1, 1, 1, 1, 1, 1},
                    {3, 2, 0x23, 7}};
  Runner r(dispatchModule(8, {spirv, elfVariant(STRATA_TEST_KERNELS_SO, 8)}));
  auto exe = r.context->lookupExecutable(0);
  REQUIRE_MESSAGE(exe.isOk(), exe.status().toString());
  CHECK((*exe)->target() == "llvm-cpu");
}

TEST_CASE("executables no loader can run give a message naming formats") {
  VariantSpec spirv{"vulkan-spirv",
                    "vulkan-spirv",
                    {1, 1, 1, 1, 1, 1, 1, 1, 1},
                    {3, 2, 0x23, 7}};
  VariantSpec notElf{"llvm-cpu",
                     "system-elf-x86_64",
                     {1, 1, 1, 1, 1, 1, 1, 1, 1},
                     {1, 2, 3, 4}};
  Runner r(dispatchModule(8, {spirv, notElf}));
  auto results = r.context->invoke("weights", {}); // no dispatch: fine
  CHECK(results.isOk());
  auto exe = r.context->lookupExecutable(0);
  REQUIRE(!exe.isOk());
  std::string msg = exe.status().message();
  CHECK(msg.find(
            "executable 'add_dispatch' has no variant this device can run") ==
        0);
  CHECK(msg.find("variant 0 (vulkan-spirv, vulkan-spirv): no loader for this "
                 "format") != std::string::npos);
  CHECK(msg.find(
            "variant 1 (llvm-cpu, system-elf-x86_64): cannot run here: binary "
            "is not an ELF file") != std::string::npos);
  CHECK(msg.find("loads formats: system-elf-x86_64") != std::string::npos);
  auto ordinal = r.context->lookupExecutable(3);
  CHECK(ordinal.status().message() ==
        "executable ordinal 3 out of range (module has 1 executables)");
}

TEST_CASE("required CPU features are checked") {
  Runner r(dispatchModule(8, {elfVariant(STRATA_TEST_FEATURE_KERNEL_SO, 8)}));
  auto exe = r.context->lookupExecutable(0);
  REQUIRE(!exe.isOk());
  CHECK(exe.status().message().find(
            "binary requires CPU feature 'no-such-feature'") !=
        std::string::npos);
  // Through the VM the import name prefixes the message.
  auto va = r.tensor(hal::ElementType::kF32, {8}, std::vector<float>(8, 1.0f));
  auto results = r.context->invoke("main", {va, va});
  REQUIRE(!results.isOk());
  CHECK(results.status().message().find("hal.executable.lookup: executable "
                                        "'add_dispatch'") == 0);
}

TEST_CASE("invoke checks argument count, shape and element type") {
  Runner r(dispatchModule(8, {elfVariant(STRATA_TEST_KERNELS_SO, 8)}));
  auto ok = r.tensor(hal::ElementType::kF32, {8}, std::vector<float>(8, 1.0f));
  auto shape =
      r.tensor(hal::ElementType::kF32, {2, 4}, std::vector<float>(8, 1.0f));
  auto dtype =
      r.tensor(hal::ElementType::kI32, {8}, std::vector<float>(8, 1.0f));
  auto res = r.context->invoke("main", {ok});
  CHECK(res.status().code() == StatusCode::kInvalidArgument);
  CHECK(res.status().message() == "function 'main' expects 2 arguments, got 1");
  res = r.context->invoke("main", {ok, shape});
  CHECK(res.status().message() ==
        "argument 1: expected shape 8xf32, got 2x4xf32");
  res = r.context->invoke("main", {dtype, ok});
  CHECK(res.status().message() ==
        "argument 0: expected element type f32, got i32 (8xi32)");
  res = r.context->invoke("nope", {});
  CHECK(res.status().code() == StatusCode::kNotFound);
  CHECK(res.status().message() ==
        "function 'nope' is not exported (exports: main, weights, iota)");
}

TEST_CASE("command buffer validation") {
  auto src = hal::Buffer::allocate(16);
  auto dst = hal::Buffer::allocate(8);
  REQUIRE(src.isOk());
  REQUIRE(dst.isOk());
  hal::CommandBuffer cb;
  Status s = cb.copy(*src, 0, *dst, 0, 16);
  CHECK(s.code() == StatusCode::kOutOfRange);
  CHECK(s.message() == "copy target range [0, 16) exceeds the buffer size 8");
  s = cb.copy(*src, 12, *dst, 0, 8);
  CHECK(s.message() == "copy source range [12, 20) exceeds the buffer size 16");
  uint8_t bytes[4] = {1, 2, 3, 4};
  auto ro = hal::Buffer::wrapReadOnly(bytes, 4, nullptr);
  CHECK(cb.copy(*src, 0, ro, 0, 4).message() ==
        "copy target buffer is read-only");
  CHECK(cb.copy(ro, 0, *dst, 4, 4).isOk());
  CHECK(cb.finalize().isOk());
  CHECK(cb.finalize().code() == StatusCode::kFailedPrecondition);
  CHECK(cb.executionBarrier().message() ==
        "command buffer is finalized; cannot record a barrier");
  auto device = hal::Device::createLocal(nullptr, 2);
  hal::Fence signal(std::make_shared<hal::Semaphore>(), 1);
  hal::Fence never(std::make_shared<hal::Semaphore>(), 1);
  CHECK(device->queueExecute(nullptr, &signal, cb).isOk());
  CHECK(signal.wait().isOk());
  CHECK((*dst)->data()[7] == 4);
  hal::Fence signal2(std::make_shared<hal::Semaphore>(), 1);
  CHECK(device->queueExecute(&never, &signal2, cb).isOk());
  CHECK(signal2.wait().message().find(
            "waits on a fence that nothing will signal") != std::string::npos);
  auto view = hal::BufferView::create(*dst, hal::ElementType::kF32, {3});
  CHECK(view.status().message() ==
        "buffer view 3xf32 needs 12 bytes but the buffer has 8");
}

TEST_CASE("dispatches take push constants and host-computed workgroup counts") {
  hal::Executable::EntryPoint ep;
  ep.name = "e";
  ep.bindingCount = 1;
  ep.pushConstantCount = 2;
  auto exe = makeRef<hal::Executable>(
      "ex", "llvm-cpu", "system-elf-x86_64",
      static_cast<const hal::ExecutableLoader *>(nullptr), nullptr,
      std::vector<hal::Executable::EntryPoint>{ep});
  auto buffer = hal::Buffer::allocate(16);
  REQUIRE(buffer.isOk());
  hal::CommandBuffer cb;
  const uint32_t counts[3] = {5, 2, 1};
  CHECK(cb.dispatch(exe, 0, {*buffer}, counts).message() ==
        "dispatch of 'ex::e': expected 2 push constants, got 0");
  REQUIRE(cb.pushConstants({7, 9}).isOk());
  REQUIRE(cb.dispatch(exe, 0, {*buffer}, counts).isOk());
  const auto &d = std::get<hal::CommandBuffer::Dispatch>(cb.commands().back());
  CHECK(d.workgroups() == 10);
  CHECK(d.pushConstants == std::vector<uint32_t>{7, 9});
  // Each dispatch takes the push constants set since the one before.
  CHECK(cb.dispatch(exe, 0, {*buffer}, counts).message() ==
        "dispatch of 'ex::e': expected 2 push constants, got 0");
  REQUIRE(cb.pushConstants({1, 2, 3}).isOk());
  CHECK(cb.dispatch(exe, 0, {*buffer}, counts).message() ==
        "dispatch of 'ex::e': expected 2 push constants, got 3");
}

TEST_CASE("task pool runs every index exactly once") {
  for (int workers : {1, 2, 5}) {
    TaskPool pool(workers);
    CHECK(pool.workerCount() == workers);
    const uint64_t n = 10007;
    std::vector<std::atomic<int>> hits(n);
    for (int round = 0; round < 3; ++round)
      pool.parallelFor(n, [&](uint64_t i) { hits[i].fetch_add(1); });
    for (uint64_t i = 0; i < n; ++i)
      REQUIRE(hits[i].load() == 3);
  }
  TaskPool defaults;
  CHECK(defaults.workerCount() >= 1);
}

TEST_CASE("task pool: back-to-back jobs, sleeping workers, concurrent "
          "submitters") {
  TaskPool pool(3);
  // Many small jobs in a row: workers are still polling for the next one.
  std::atomic<uint64_t> sum{0};
  for (int round = 0; round < 2000; ++round)
    pool.parallelFor(7, [&](uint64_t i) { sum.fetch_add(i + 1); });
  CHECK(sum.load() == 2000u * 28u);
  // After an idle pause the workers have blocked; a job must wake them.
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  std::vector<std::atomic<int>> hits(64);
  pool.parallelFor(64, [&](uint64_t i) { hits[i].fetch_add(1); });
  for (auto &h : hits)
    REQUIRE(h.load() == 1);
  // Two threads submitting at once are serialised, every index runs once.
  std::atomic<uint64_t> a{0}, b{0};
  std::thread other([&] {
    for (int round = 0; round < 500; ++round)
      pool.parallelFor(5, [&](uint64_t) { a.fetch_add(1); });
  });
  for (int round = 0; round < 500; ++round)
    pool.parallelFor(3, [&](uint64_t) { b.fetch_add(1); });
  other.join();
  CHECK(a.load() == 2500u);
  CHECK(b.load() == 1500u);
}

TEST_CASE("the allocation limit counts live buffers and frees them") {
  auto device = hal::Device::createLocal(std::make_shared<PluginManager>(),
                                         /*workers=*/1);
  CHECK(device->allocationLimit() > 0); // physical memory by default
  device->setAllocationLimit(2048);
  auto a = device->allocate(1024);
  auto b = device->allocate(1000);
  REQUIRE(a.isOk());
  REQUIRE(b.isOk());
  CHECK(device->liveBytes() == 2024);
  auto c = device->allocate(100);
  REQUIRE_FALSE(c.isOk());
  CHECK(c.status().code() == StatusCode::kResourceExhausted);
  CHECK(c.status().message().find("allocation limit of 2048 bytes (2024 "
                                  "bytes live") != std::string::npos);
  CHECK(device->liveBytes() == 2024);
  *a = Ref<hal::Buffer>(); // freed: its bytes count no more
  CHECK(device->liveBytes() == 1000);
  auto d = device->allocate(1048);
  CHECK(d.isOk());
  auto huge = device->allocate(~uint64_t(0) - 10); // wraps the sum: refused
  CHECK_FALSE(huge.isOk());
  CHECK(device->liveBytes() == 2048);
}
