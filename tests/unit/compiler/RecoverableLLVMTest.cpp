//===- RecoverableLLVMTest.cpp - LLVM fatal errors become failures --------===//
//
// runRecoverably (plugins/target-llvm-cpu/compiler/lib/RecoverableLLVM.h):
// a report_fatal_error inside it, and a real instruction-selection abort of
// LLVM 22 (AVX512-BF16, a 9-element bf16 vector moved through memory), come
// back as a message instead of ending the process; without the extension
// the same function compiles, which is why the llvm-cpu backend drops it
// from functions that do not use its intrinsics.
//
//===----------------------------------------------------------------------===//

#include "RecoverableLLVM.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <doctest/doctest.h>

using strata::llvm_cpu::runRecoverably;

namespace {

/// Emits an object file for a function loading and storing a <9 x bfloat>
/// with the given target features; false with `message` when LLVM fails.
bool compileNineBF16Copy(const char *features, std::string &message) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  std::string ir = std::string(R"(
define void @copy(ptr %p, ptr %q) #0 {
  %v = load <9 x bfloat>, ptr %p, align 2
  store <9 x bfloat> %v, ptr %q, align 2
  ret void
}
attributes #0 = { "target-cpu"="sapphirerapids" "target-features"=")") +
                   features + "\" }\n";
  std::unique_ptr<llvm::Module> module =
      llvm::parseAssemblyString(ir, diagnostic, context);
  REQUIRE(module);
  llvm::Triple triple("x86_64-unknown-linux-gnu");
  module->setTargetTriple(triple);
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  REQUIRE(target);
  std::unique_ptr<llvm::TargetMachine> tm(target->createTargetMachine(
      triple, "sapphirerapids", "", llvm::TargetOptions(), std::nullopt));
  REQUIRE(tm);
  module->setDataLayout(tm->createDataLayout());
  llvm::SmallVector<char> out;
  llvm::raw_svector_ostream os(out);
  auto pm = std::make_unique<llvm::legacy::PassManager>();
  REQUIRE_FALSE(
      tm->addPassesToEmitFile(*pm, os, nullptr,
                              llvm::CodeGenFileType::ObjectFile));
  bool ok = runRecoverably([&] { pm->run(*module); }, message);
  if (!ok)
    (void)pm.release(); // its state is unknown after the abort
  return ok && !out.empty();
}

} // namespace

TEST_CASE("runRecoverably turns report_fatal_error into a message") {
  std::string message;
  CHECK_FALSE(runRecoverably(
      [] { llvm::report_fatal_error("no instruction for this"); }, message));
  CHECK(message == "LLVM error: no instruction for this");
  // The next call runs normally.
  int runs = 0;
  std::string none;
  CHECK(runRecoverably([&] { ++runs; }, none));
  CHECK(runs == 1);
  CHECK(none.empty());
}

TEST_CASE("an LLVM 22 instruction-selection abort is a message") {
  std::string message;
  CHECK_FALSE(compileNineBF16Copy("+avx512bf16", message));
  CHECK(message.find("soft promote") != std::string::npos);
  // Without AVX512-BF16 the same copy compiles.
  std::string none;
  CHECK(compileNineBF16Copy("-avx512bf16", none));
  CHECK(none.empty());
}
