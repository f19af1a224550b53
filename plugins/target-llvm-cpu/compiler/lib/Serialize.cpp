//===- Serialize.cpp - LLVM dialect to an ELF shared object -----*- C++ -*-===//
//
// Translates a lowered variant to LLVM IR, optimizes it at O3 for the
// configured CPU, emits a PIC object and links a shared object with lld
// in-process.
//
//===----------------------------------------------------------------------===//

#include "RecoverableLLVM.h"
#include "strata/Target/LLVMCPU/LLVMCPUTarget.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "lld/Common/Driver.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <mutex>

LLD_HAS_DRIVER(elf)

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

/// lld keeps global state per link: one link at a time.
std::mutex &lldMutex() {
  static std::mutex mutex;
  return mutex;
}

std::unique_ptr<llvm::TargetMachine>
createTargetMachine(const TargetConfig &config, std::string &error) {
  llvm::Triple triple(config.triple);
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  llvm::TargetOptions options;
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      triple, config.cpu, config.features, options, llvm::Reloc::PIC_,
      llvm::CodeModel::Small, llvm::CodeGenOptLevel::Aggressive));
}

void optimizeModule(llvm::Module &module, llvm::TargetMachine &tm) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PipelineTuningOptions tuning;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  llvm::PassBuilder pb(&tm, tuning);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::ModulePassManager mpm =
      pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3);
  mpm.run(module, mam);
}

/// Whether `fn` calls an AVX512-BF16 intrinsic (the bf16 dot-product
/// kernels). The others are compiled without the extension: with it, x86
/// instruction selection aborts on bf16 vectors whose length is one more
/// than a power of two ("Do not know how to soft promote this operator's
/// operand": a 9-wide bf16 cumsum row, loaded, added, stored), while
/// without it bf16 is promoted to f32 for any length, as on every CPU
/// without the extension. InstCombine folds bf16 arithmetic emulated in f32
/// back into bf16 operations, so the IR cannot avoid such vectors itself.
bool usesAVX512BF16(llvm::Function &fn) {
  for (llvm::BasicBlock &block : fn)
    for (llvm::Instruction &inst : block)
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
        if (llvm::Function *callee = call->getCalledFunction())
          if (callee->getName().starts_with("llvm.x86.avx512bf16."))
            return true;
  return false;
}

/// Emits `module` as `kind`; on failure `error` says why.
LogicalResult emitCode(llvm::Module &module, llvm::TargetMachine &tm,
                       llvm::CodeGenFileType kind,
                       llvm::SmallVectorImpl<char> &out, std::string &error) {
  llvm::raw_svector_ostream os(out);
  // Leaked when code generation does not return (its state is unknown).
  auto pm = std::make_unique<llvm::legacy::PassManager>();
  if (tm.addPassesToEmitFile(*pm, os, nullptr, kind)) {
    error = "the target machine cannot emit this file type";
    return failure();
  }
  if (!runRecoverably([&] { pm->run(module); }, error)) {
    (void)pm.release();
    return failure();
  }
  return success();
}

/// Links `object` into a shared object with lld. lld only reads and writes
/// files, so this uses a private temporary directory removed on return.
FailureOr<std::vector<uint8_t>> linkSharedObject(llvm::ArrayRef<char> object,
                                                 llvm::StringRef soname,
                                                 std::string &error) {
  llvm::SmallString<128> dir;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("strata-llvm-cpu", dir)) {
    error = "cannot create a temporary directory: " + ec.message();
    return failure();
  }
  auto cleanup =
      llvm::make_scope_exit([&] { llvm::sys::fs::remove_directories(dir); });
  llvm::SmallString<128> objPath(dir), soPath(dir);
  llvm::sys::path::append(objPath, "dispatch.o");
  llvm::sys::path::append(soPath, "dispatch.so");
  {
    std::error_code ec;
    llvm::raw_fd_ostream file(objPath, ec);
    if (ec) {
      error = "cannot write " + objPath.str().str() + ": " + ec.message();
      return failure();
    }
    file.write(object.data(), object.size());
    file.close();
    if (file.has_error()) {
      error =
          "cannot write " + objPath.str().str() + ": " + file.error().message();
      file.clear_error();
      return failure();
    }
  }
  std::string sonameStr = soname.str();
  std::vector<const char *> args = {"ld.lld",
                                    "-shared",
                                    "--hash-style=gnu",
                                    "--build-id=none",
                                    "-z",
                                    "noexecstack",
                                    "-z",
                                    "relro",
                                    "-z",
                                    "now",
                                    "-O2",
                                    "--gc-sections",
                                    "-soname",
                                    sonameStr.c_str(),
                                    "-o",
                                    soPath.c_str(),
                                    objPath.c_str()};
  // Helpers LLVM calls instead of instructions the CPU lacks; lld takes
  // only the archive members the object needs.
  if (llvm::sys::fs::exists(STRATA_CLANG_RT_BUILTINS))
    args.push_back(STRATA_CLANG_RT_BUILTINS);
  std::string out, err;
  llvm::raw_string_ostream outOS(out), errOS(err);
  lld::Result result;
  {
    std::lock_guard<std::mutex> lock(lldMutex());
    result = lld::lldMain(args, outOS, errOS, {{lld::Gnu, &lld::elf::link}});
  }
  if (result.retCode != 0) {
    error =
        "lld failed (exit code " + std::to_string(result.retCode) + "): " + err;
    return failure();
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(soPath, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!buffer) {
    error =
        "cannot read the linked shared object: " + buffer.getError().message();
    return failure();
  }
  llvm::StringRef bytes = (*buffer)->getBuffer();
  return std::vector<uint8_t>(bytes.begin(), bytes.end());
}

} // namespace

FailureOr<std::vector<uint8_t>>
serializeToSharedObject(ModuleOp module, const TargetConfig &config,
                        llvm::ArrayRef<std::string> entryPoints,
                        llvm::StringRef soname,
                        ExecutableArtifacts *artifacts) {
  auto fail = [&](const llvm::Twine &message) {
    module.emitError() << "llvm-cpu serialization: " << message;
    return failure();
  };
  {
    DialectRegistry registry;
    registerBuiltinDialectTranslation(registry);
    registerLLVMDialectTranslation(registry);
    module->getContext()->appendDialectRegistry(registry);
  }
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext, soname);
  if (!llvmModule)
    return fail("cannot translate the module to LLVM IR (is it fully lowered "
                "to the LLVM dialect by strata-llvm-cpu-translate?)");

  std::string error;
  std::unique_ptr<llvm::TargetMachine> tm = createTargetMachine(config, error);
  if (!tm)
    return fail("cannot create a target machine for cpu '" + config.cpu +
                "': " + error);
  llvmModule->setDataLayout(tm->createDataLayout());
  llvmModule->setTargetTriple(llvm::Triple(config.triple));

  llvm::StringSet<> exported;
  for (const std::string &entry : entryPoints) {
    llvm::Function *fn = llvmModule->getFunction(entry);
    if (!fn || fn->isDeclaration())
      return fail("entry point '" + entry +
                  "' is not defined in the translated module");
    if (fn->arg_size() != 5 || !fn->getReturnType()->isVoidTy())
      return fail("entry point '" + entry +
                  "' does not have the (bindings, push_constants, x, y, z) "
                  "signature; run strata-llvm-cpu-emit-entry-wrappers");
    exported.insert(entry);
  }
  llvm::GlobalVariable *features =
      llvmModule->getNamedGlobal(kRequiredCpuFeaturesSymbol);
  if (!features || features->isDeclaration())
    return fail(llvm::Twine("missing definition of '") +
                kRequiredCpuFeaturesSymbol + "'");
  exported.insert(kRequiredCpuFeaturesSymbol);

  for (llvm::GlobalValue &gv : llvmModule->global_values()) {
    if (gv.isDeclaration())
      continue;
    if (exported.contains(gv.getName())) {
      gv.setLinkage(llvm::GlobalValue::ExternalLinkage);
      gv.setVisibility(llvm::GlobalValue::DefaultVisibility);
    } else if (!gv.hasLocalLinkage()) {
      gv.setVisibility(llvm::GlobalValue::HiddenVisibility);
    }
  }
  for (llvm::Function &fn : *llvmModule) {
    if (fn.isDeclaration())
      continue;
    fn.addFnAttr("target-cpu", config.cpu);
    std::string features = config.features;
    if (!usesAVX512BF16(fn))
      features += features.empty() ? "-avx512bf16" : ",-avx512bf16";
    fn.addFnAttr("target-features", features);
    if (config.vectorWidthBytes >= 64) {
      fn.addFnAttr("prefer-vector-width", "512");
      fn.addFnAttr("min-legal-vector-width", "512");
    }
    fn.addFnAttr(llvm::Attribute::NoUnwind);
  }

  std::string verifyErrors;
  llvm::raw_string_ostream verifyOS(verifyErrors);
  if (llvm::verifyModule(*llvmModule, &verifyOS))
    return fail("invalid LLVM IR: " + verifyErrors);

  if (!runRecoverably([&] { optimizeModule(*llvmModule, *tm); }, error))
    return fail("LLVM optimization failed: " + error);

  if (artifacts) {
    artifacts->llvmIR.clear();
    llvm::raw_string_ostream irOS(artifacts->llvmIR);
    llvmModule->print(irOS, nullptr);
    std::unique_ptr<llvm::Module> clone = llvm::CloneModule(*llvmModule);
    llvm::SmallVector<char> assembly;
    if (failed(emitCode(*clone, *tm, llvm::CodeGenFileType::AssemblyFile,
                        assembly, error)))
      return fail("LLVM code generation (assembly) failed: " + error);
    artifacts->assembly.assign(assembly.begin(), assembly.end());
  }

  llvm::SmallVector<char> object;
  if (failed(emitCode(*llvmModule, *tm, llvm::CodeGenFileType::ObjectFile,
                      object, error)))
    return fail("LLVM code generation failed: " + error);

  FailureOr<std::vector<uint8_t>> shared =
      linkSharedObject(object, soname, error);
  if (failed(shared))
    return fail(error);
  return shared;
}

} // namespace strata::llvm_cpu
