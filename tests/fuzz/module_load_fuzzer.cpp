//===- module_load_fuzzer.cpp - Module bytes, end to end ------------------===//
//
// What an untrusted module goes through: the file header, the FlatBuffers
// verifier, the semantic checks and the bytecode verifier (Module::loadBytes),
// then, for a module that loads, every export runs on zero-filled arguments
// of its signature on the local device in untrusted mode (VMVX only: native
// code is trusted and not fuzzed), with a step limit and a deadline so that
// loops end, and an allocation limit so that sizes cannot exhaust the machine.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/module_format.h"
#include "strata/runtime/tooling.h"
#include "strata/runtime/vm.h"

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>

using namespace strata;

namespace {

constexpr uint64_t kMaxArgumentBytes = 1 << 20;
constexpr uint64_t kAllocationLimit = 64 << 20;
constexpr uint64_t kMaxSteps = 20000;
constexpr int kMaxExportsRun = 4;
constexpr std::chrono::milliseconds kDeadline{500};

tooling::DeviceSetup &deviceSetup() {
  static tooling::DeviceSetup setup = [] {
    tooling::DeviceOptions options;
    // The build's plugin directory, or STRATA_FUZZ_PLUGIN_DIR when the
    // binaries run elsewhere (bench/fuzz/run_long.sh on another machine).
    const char *dir = std::getenv("STRATA_FUZZ_PLUGIN_DIR");
    options.pluginDir = dir ? dir : STRATA_FUZZ_PLUGIN_DIR;
    options.taskWorkers = 1;
    options.untrustedModule = true;
    options.allocationLimit = kAllocationLimit;
    tooling::DeviceSetup s = tooling::startDevices("module_load_fuzzer", options);
    if (!s.local) {
      std::fprintf(stderr, "module_load_fuzzer: no local device\n");
      std::abort();
    }
    return s;
  }();
  return setup;
}

/// Zero-filled arguments for `signature`, or false when they would be too
/// large (dynamic dims take size 1).
bool zeroArguments(hal::Device &device, const module_fb::ExportSignature *sig,
                   std::vector<Ref<hal::BufferView>> &args) {
  if (!sig || !sig->arguments())
    return true;
  for (const module_fb::TensorType *t : *sig->arguments()) {
    tooling::HostTensor tensor;
    tensor.type = hal::ElementType(uint32_t(t->element_type()));
    uint64_t bytes = hal::elementTypeSize(tensor.type);
    if (t->shape())
      for (int64_t d : *t->shape()) {
        tensor.shape.push_back(d < 0 ? 1 : d);
        if (d > 0 && bytes > kMaxArgumentBytes / uint64_t(d))
          return false;
        bytes *= d < 0 ? 1 : uint64_t(d);
      }
    if (bytes > kMaxArgumentBytes)
      return false;
    tensor.data.assign(bytes, 0);
    auto view = tooling::toBufferView(device, tensor);
    if (!view.isOk())
      return false;
    args.push_back(*view);
  }
  return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  tooling::DeviceSetup &setup = deviceSetup();
  // As an attacker would: the header's payload size and crc32 made to match
  // the mutated payload, so mutations reach the FlatBuffers verifier and
  // beyond. A nonzero byte 20 (reserved, must be zero) keeps the header as
  // mutated, so the header checks are fuzzed too.
  std::vector<uint8_t> image(data, data + size);
  if (size >= module_format::kHeaderSize && image[20] == 0) {
    uint64_t payloadSize = size - module_format::kHeaderSize;
    uint32_t crc = module_format::computeCrc32(
        image.data() + module_format::kHeaderSize, payloadSize);
    std::memcpy(image.data() + 8, &payloadSize, 8);
    std::memcpy(image.data() + 16, &crc, 4);
  }
  auto module = Module::loadBytes(image.data(), image.size(), "fuzz.smod");
  if (!module.isOk())
    return 0;
  // The local device only: its native-code loaders are disabled (untrusted
  // mode), so executables run on VMVX or fail to load.
  Ref<hal::Device> device = setup.local;
  vm::Context context(*module, device);
  vm::RunLimits limits;
  limits.maxSteps = kMaxSteps;
  // Dispatches (workgroup counts, loops inside VMVX workgroups) are bounded
  // by time: the host's steps do not count them.
  limits.deadline = std::chrono::steady_clock::now() + kDeadline;
  context.setRunLimits(limits);
  const auto *exports = (*module)->fb().exports();
  for (uint32_t i = 0; exports && i < exports->size() && i < kMaxExportsRun;
       ++i) {
    const module_fb::Export *e = exports->Get(i);
    std::vector<Ref<hal::BufferView>> args;
    if (!e->name() || !zeroArguments(*device, e->signature(), args))
      continue;
    (void)context.invoke(e->name()->string_view(), args);
  }
  return 0;
}
