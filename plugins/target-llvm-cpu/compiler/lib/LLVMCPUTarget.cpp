//===- LLVMCPUTarget.cpp - llvm-cpu TargetBackend and plugin entry -------===//
//
// The "llvm-cpu" backend (executable format system-elf-x86_64), the dialects
// and interface models its pipeline needs, and the compiler plugin entry.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/LLVMCPU/LLVMCPUTarget.h"
#include "strata/Target/LLVMCPU/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/AllInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/AllocationOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/IR/TensorInferTypeOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/TensorTilingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/SubsetInsertionOpInterfaceImpl.h"
#include "mlir/Dialect/Vector/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Vector/Transforms/SubsetOpInterfaceImpl.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace strata::llvm_cpu {

void registerLLVMCPUDialects(DialectRegistry &registry) {
  registry
      .insert<affine::AffineDialect, arith::ArithDialect,
              bufferization::BufferizationDialect, cf::ControlFlowDialect,
              func::FuncDialect, gpu::GPUDialect, linalg::LinalgDialect,
              LLVM::LLVMDialect, math::MathDialect, memref::MemRefDialect,
              scf::SCFDialect, tensor::TensorDialect, vector::VectorDialect>();
  affine::registerValueBoundsOpInterfaceExternalModels(registry);
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  arith::registerValueBoundsOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  linalg::registerAllDialectInterfaceImplementations(registry);
  memref::registerAllocationOpInterfaceExternalModels(registry);
  memref::registerValueBoundsOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerValueBoundsOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerInferTypeOpInterfaceExternalModels(registry);
  tensor::registerSubsetOpInterfaceExternalModels(registry);
  tensor::registerTilingInterfaceExternalModels(registry);
  tensor::registerValueBoundsOpInterfaceExternalModels(registry);
  vector::registerBufferizableOpInterfaceExternalModels(registry);
  vector::registerSubsetOpInterfaceExternalModels(registry);
  vector::registerValueBoundsOpInterfaceExternalModels(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}

LogicalResult LLVMCPUTargetBackend::verifyOptions(
    DictionaryAttr options,
    llvm::function_ref<void(const llvm::Twine &)> emitError) const {
  return resolveTargetConfig(options, emitError);
}

void LLVMCPUTargetBackend::buildTranslationPipeline(
    OpPassManager &pm, DictionaryAttr options) const {
  std::string error;
  FailureOr<TargetConfig> config = resolveTargetConfig(
      options, [&](const llvm::Twine &msg) { error = msg.str(); });
  if (failed(config)) {
    // verifyOptions rejects these before; fall back to the baseline CPU.
    llvm::errs() << error << " (using cpu \"x86-64\")\n";
    config = resolveTargetConfig("x86-64", "", [](const llvm::Twine &) {});
  }
  llvm_cpu::buildTranslationPipeline(pm, *config);
}

static std::string sonameFor(ModuleOp module) {
  std::optional<StringRef> name = module.getSymName();
  return (name ? name->str() : std::string("strata_executable")) + ".so";
}

FailureOr<std::vector<uint8_t>>
LLVMCPUTargetBackend::serialize(ModuleOp innerModule, DictionaryAttr options,
                                llvm::ArrayRef<std::string> entryPoints) const {
  FailureOr<TargetConfig> config = resolveTargetConfig(
      options, [&](const llvm::Twine &msg) { innerModule.emitError() << msg; });
  if (failed(config))
    return failure();
  return serializeToSharedObject(innerModule, *config, entryPoints,
                                 sonameFor(innerModule));
}

LogicalResult dumpExecutable(ModuleOp translatedModule, DictionaryAttr options,
                             llvm::ArrayRef<std::string> entryPoints,
                             llvm::StringRef directory,
                             llvm::StringRef baseName) {
  FailureOr<TargetConfig> config =
      resolveTargetConfig(options, [&](const llvm::Twine &msg) {
        translatedModule.emitError() << msg;
      });
  if (failed(config))
    return failure();
  ExecutableArtifacts artifacts;
  FailureOr<std::vector<uint8_t>> binary =
      serializeToSharedObject(translatedModule, *config, entryPoints,
                              sonameFor(translatedModule), &artifacts);
  if (failed(binary))
    return failure();
  if (std::error_code ec = llvm::sys::fs::create_directories(directory))
    return translatedModule.emitError()
           << "cannot create directory '" << directory << "': " << ec.message();
  auto write = [&](StringRef ext, StringRef bytes) -> LogicalResult {
    llvm::SmallString<256> path(directory);
    llvm::sys::path::append(path, baseName + ext);
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (!ec) {
      os << bytes;
      os.close();
      if (os.has_error()) {
        ec = os.error();
        os.clear_error();
      }
    }
    if (ec)
      return translatedModule.emitError()
             << "cannot write '" << path << "': " << ec.message();
    return success();
  };
  if (failed(write(".ll", artifacts.llvmIR)) ||
      failed(write(".s", artifacts.assembly)) ||
      failed(
          write(".so", StringRef(reinterpret_cast<const char *>(binary->data()),
                                 binary->size()))))
    return failure();
  return success();
}

LogicalResult LLVMCPUTargetBackend::dumpExecutable(
    ModuleOp translatedModule, DictionaryAttr options,
    llvm::ArrayRef<std::string> entryPoints, llvm::StringRef directory,
    llvm::StringRef baseName) const {
  return llvm_cpu::dumpExecutable(translatedModule, options, entryPoints,
                                  directory, baseName);
}

} // namespace strata::llvm_cpu

extern "C" int strataLLVMCPUDumpExecutable(mlir::ModuleOp *translatedModule,
                                           mlir::DictionaryAttr *options,
                                           const char *const *entryPoints,
                                           size_t numEntryPoints,
                                           const char *directory,
                                           const char *baseName) {
  if (!translatedModule || !*translatedModule || !directory || !baseName ||
      (numEntryPoints && !entryPoints))
    return 1;
  std::vector<std::string> entries;
  for (size_t i = 0; i < numEntryPoints; ++i)
    entries.push_back(entryPoints[i] ? entryPoints[i] : "");
  return failed(strata::llvm_cpu::dumpExecutable(
             *translatedModule, options ? *options : mlir::DictionaryAttr(),
             entries, directory, baseName))
             ? 1
             : 0;
}

static void registerLLVMCPUPlugin(strata::PluginRegistrar *registrar) {
  using namespace strata::llvm_cpu;
  registerLLVMCPUDialects(registrar->getDialectRegistry());
  registerLLVMCPUPassesAndPipelines();
  for (const char *pass :
       {"strata-llvm-cpu-tile-and-vectorize", "strata-llvm-cpu-expand-math",
        "strata-llvm-cpu-distribute-to-workgroups",
        "strata-llvm-cpu-emit-entry-wrappers", "strata-llvm-cpu-translate"})
    registrar->notePass(pass);
  registrar->addTargetBackend(std::make_shared<LLVMCPUTargetBackend>());
}

STRATA_DEFINE_COMPILER_PLUGIN("target-llvm-cpu", registerLLVMCPUPlugin)
