//===- TargetConfig.cpp - llvm-cpu `cpu`/`features` options -----*- C++ -*-===//
//
// Resolves manifest options into an LLVM CPU name, feature string, the
// runtime-checkable feature list and the native vector width.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/LLVMCPU/LLVMCPUTarget.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"

#include <memory>
#include <mutex>

using namespace mlir;

namespace strata::llvm_cpu {

static void initializeX86Target() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
    LLVMInitializeX86AsmParser();
  });
}

/// Instruction-set features the runtime loader tests (CPUID, ElfLoader.c)
/// before it accepts native code, in the order they are listed in
/// strata_required_cpu_features: every extension LLVM may emit for the
/// CPU, so a variant built for one CPU (sapphirerapids: avx512fp16) is
/// refused, not run into SIGILL, on another that has only the common subset
/// (znver4), and the next variant is taken. AMX (emitted only for the
/// tile intrinsics of AMXContraction.h) also makes the loader ask Linux for
/// the tile state (arch_prctl ARCH_REQ_XCOMP_PERM).
static constexpr const char *kCheckableFeatures[] = {"sse3",
                                                     "ssse3",
                                                     "sse4.1",
                                                     "sse4.2",
                                                     "popcnt",
                                                     "pclmul",
                                                     "aes",
                                                     "movbe",
                                                     "lzcnt",
                                                     "f16c",
                                                     "avx",
                                                     "avx2",
                                                     "fma",
                                                     "fma4",
                                                     "xop",
                                                     "sse4a",
                                                     "bmi",
                                                     "bmi2",
                                                     "avx512f",
                                                     "avx512dq",
                                                     "avx512cd",
                                                     "avx512bw",
                                                     "avx512vl",
                                                     "avx512vnni",
                                                     "avx512ifma",
                                                     "avx512vbmi",
                                                     "avx512vbmi2",
                                                     "avx512bitalg",
                                                     "avx512vpopcntdq",
                                                     "avx512bf16",
                                                     "avx512fp16",
                                                     "avxvnni",
                                                     "gfni",
                                                     "vaes",
                                                     "vpclmulqdq",
                                                     "amx-tile",
                                                     "amx-bf16",
                                                     "amx-int8"};

FailureOr<TargetConfig>
resolveTargetConfig(DictionaryAttr options,
                    llvm::function_ref<void(const llvm::Twine &)> emitError) {
  std::string cpu = "host";
  std::string userFeatures;
  if (options) {
    for (NamedAttribute entry : options) {
      StringRef key = entry.getName().getValue();
      if (key != "cpu" && key != "features") {
        emitError("llvm-cpu: unknown option '" + key +
                  "' (expected 'cpu' or 'features')");
        return failure();
      }
      auto str = dyn_cast<StringAttr>(entry.getValue());
      if (!str) {
        emitError("llvm-cpu: option '" + key + "' must be a string");
        return failure();
      }
      (key == "cpu" ? cpu : userFeatures) = str.getValue().str();
    }
  }
  return resolveTargetConfig(cpu, userFeatures, emitError);
}

FailureOr<TargetConfig>
resolveTargetConfig(StringRef cpuOption, StringRef featuresOption,
                    llvm::function_ref<void(const llvm::Twine &)> emitError) {
  initializeX86Target();
  TargetConfig config;
  std::string cpu = cpuOption.str();
  std::string userFeatures = featuresOption.str();

  std::vector<std::string> featureList;
  std::vector<std::string> userList;
  if (cpu.empty()) {
    emitError("llvm-cpu: option 'cpu' must not be empty (use \"host\" or an "
              "LLVM CPU name such as \"x86-64-v3\")");
    return failure();
  }
  if (cpu == "host") {
    config.cpu = llvm::sys::getHostCPUName().str();
    llvm::StringMap<bool> host = llvm::sys::getHostCPUFeatures();
    std::vector<std::string> names;
    for (auto &it : host)
      names.push_back((it.second ? "+" : "-") + it.getKey().str());
    llvm::sort(names);
    featureList = std::move(names);
  } else {
    config.cpu = cpu;
  }
  if (!userFeatures.empty()) {
    SmallVector<StringRef> parts;
    StringRef(userFeatures).split(parts, ',', -1, /*KeepEmpty=*/false);
    for (StringRef part : parts) {
      part = part.trim();
      if (part.size() < 2 || (part[0] != '+' && part[0] != '-')) {
        emitError("llvm-cpu: option 'features': entry '" + part +
                  "' must start with '+' or '-' (e.g. \"+avx2,+fma\")");
        return failure();
      }
      featureList.push_back(part.str());
      userList.push_back(part.drop_front().str());
    }
  }
  config.features = llvm::join(featureList, ",");

  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(llvm::Triple(config.triple), error);
  if (!target) {
    emitError("llvm-cpu: cannot find the x86-64 LLVM target: " + error);
    return failure();
  }
  // Validate names on a generic subtarget first: LLVM prints warnings for
  // unknown names when a subtarget is created with them.
  std::unique_ptr<llvm::MCSubtargetInfo> generic(
      target->createMCSubtargetInfo(llvm::Triple(config.triple), "", ""));
  if (!generic || !generic->isCPUStringValid(config.cpu)) {
    emitError("llvm-cpu: option 'cpu': unknown x86-64 CPU '" + config.cpu +
              "' (expected \"host\" or an LLVM CPU name such as "
              "\"x86-64-v3\" or \"skylake-avx512\")");
    return failure();
  }
  for (const std::string &f : userList) {
    StringRef name = f;
    bool known = llvm::any_of(
        generic->getAllProcessorFeatures(),
        [&](const llvm::SubtargetFeatureKV &kv) { return name == kv.Key; });
    if (!known) {
      emitError("llvm-cpu: option 'features': unknown x86 feature '" + name +
                "'");
      return failure();
    }
  }
  std::unique_ptr<llvm::MCSubtargetInfo> sti(target->createMCSubtargetInfo(
      llvm::Triple(config.triple), config.cpu, config.features));
  if (!sti) {
    emitError("llvm-cpu: cannot create an x86-64 subtarget for CPU '" +
              config.cpu + "'");
    return failure();
  }

  SmallVector<std::string> required;
  for (const char *feature : kCheckableFeatures)
    if (sti->checkFeatures(std::string("+") + feature))
      required.push_back(feature);
  config.requiredFeatures = llvm::join(required, ",");
  if (sti->checkFeatures("+avx512f"))
    config.vectorWidthBytes = 64;
  else if (sti->checkFeatures("+avx"))
    config.vectorWidthBytes = 32;
  else
    config.vectorWidthBytes = 16;
  return config;
}

} // namespace strata::llvm_cpu
