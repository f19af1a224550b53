//===- CPortableTarget.cpp - c-portable TargetBackend and plugin -*- C++
//-*-===//
//
// An out-of-tree Strata target built only against the installed SDK: the
// backend "c-portable" lowers each dispatch to scalar loops, then to the
// EmitC dialect, prints it as C with mlir::emitc::translateToCpp, adds the
// Strata entry ABI wrappers and compiles the C with the system C compiler
// into a shared object (executable format "c-portable-x86_64"). The runtime
// side is runtime/CPortableLoader.c.
//
//===----------------------------------------------------------------------===//

#include "CPortable/Passes.h"

#include "strata/sdk/CompilerPlugin.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToEmitC/ArithToEmitC.h"
#include "mlir/Conversion/ConvertToEmitC/ConvertToEmitCPass.h"
#include "mlir/Conversion/FuncToEmitC/FuncToEmitC.h"
#include "mlir/Conversion/MathToEmitC/MathToEmitCPass.h"
#include "mlir/Conversion/MemRefToEmitC/MemRefToEmitC.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToEmitC/SCFToEmitC.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/EmitC/IR/EmitC.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/Cpp/CppEmitter.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace mlir;

namespace cportable {
namespace {

constexpr const char *kBackendName = "c-portable";
constexpr const char *kExecutableFormat = "c-portable-x86_64";
/// Exported by every binary; the loader refuses shared objects without it.
constexpr const char *kMarkerSymbol = "strata_c_portable_abi_version";

/// Options of the manifest entry (all strings).
struct Options {
  std::string cc = "cc";
  std::string cflags = "-O2";
};

FailureOr<Options>
parseOptions(DictionaryAttr dict,
             llvm::function_ref<void(const llvm::Twine &)> emitError) {
  Options options;
  if (!dict)
    return options;
  for (NamedAttribute entry : dict) {
    StringRef key = entry.getName().getValue();
    auto value = dyn_cast<StringAttr>(entry.getValue());
    if (key != "cc" && key != "cflags") {
      emitError("unknown option '" + key +
                "' for target c-portable (expected 'cc' or 'cflags')");
      return failure();
    }
    if (!value) {
      emitError("option '" + key + "' must be a string");
      return failure();
    }
    (key == "cc" ? options.cc : options.cflags) = value.getValue().str();
  }
  return options;
}

/// Registers the passes and the `strata-c-portable-translate` pipeline.
void buildTranslationPipeline(OpPassManager &pm) {
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  // Bufferize: arguments stay read-only bindings, results become out
  // parameters appended after them (bindings n..).
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  {
    bufferization::OneShotBufferizePassOptions options;
    options.bufferizeFunctionBoundaries = true;
    options.allowReturnAllocsFromLoops = true;
    options.functionBoundaryTypeConversion =
        bufferization::LayoutMapOption::IdentityLayoutMap;
    pm.addPass(bufferization::createOneShotBufferizePass(options));
  }
  {
    bufferization::BufferResultsToOutParamsPassOptions options;
    options.hoistStaticAllocs = true;
    options.modifyPublicFunctions = true;
    pm.addPass(bufferization::createBufferResultsToOutParamsPass(options));
  }
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCPortablePrepareDispatchPass());

  // Scalar loops over loads and stores.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(arith::createArithExpandOpsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(memref::createFoldMemRefAliasOpsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  // EmitC.
  {
    ConvertMathToEmitCOptions options;
    options.languageTarget = emitc::LanguageTarget::c99;
    pm.addPass(createConvertMathToEmitC(options));
  }
  pm.addPass(createConvertToEmitC());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

/// Runs `program args...`, returning its combined output in `log`.
LogicalResult runTool(StringRef program, ArrayRef<std::string> args,
                      StringRef logPath, std::string &log) {
  SmallVector<StringRef> argv{program};
  for (const std::string &arg : args)
    argv.push_back(arg);
  std::optional<StringRef> redirects[] = {std::nullopt, logPath, logPath};
  std::string error;
  int rc = llvm::sys::ExecuteAndWait(program, argv, std::nullopt, redirects,
                                     /*SecondsToWait=*/300, 0, &error);
  if (auto buffer = llvm::MemoryBuffer::getFile(logPath))
    log = (*buffer)->getBuffer().str();
  if (rc != 0) {
    if (!error.empty())
      log = error + "\n" + log;
    return failure();
  }
  return success();
}

class CPortableTargetBackend : public strata::TargetBackend {
public:
  std::string getName() const override { return kBackendName; }

  std::string getExecutableFormat(DictionaryAttr) const override {
    return kExecutableFormat;
  }

  LogicalResult verifyOptions(
      DictionaryAttr options,
      llvm::function_ref<void(const llvm::Twine &)> emitError) const override {
    FailureOr<Options> parsed = parseOptions(options, emitError);
    if (failed(parsed))
      return failure();
    if (!llvm::sys::findProgramByName(parsed->cc)) {
      emitError("option 'cc': C compiler '" + parsed->cc +
                "' not found on PATH");
      return failure();
    }
    return success();
  }

  void buildTranslationPipeline(OpPassManager &pm,
                                DictionaryAttr) const override {
    cportable::buildTranslationPipeline(pm);
  }

  FailureOr<std::vector<uint8_t>>
  serialize(ModuleOp innerModule, DictionaryAttr options,
            llvm::ArrayRef<std::string> entryPoints) const override {
    FailureOr<std::string> source = emitSource(innerModule, entryPoints);
    if (failed(source))
      return failure();
    return compile(innerModule, options, *source);
  }

  LogicalResult dumpExecutable(ModuleOp translatedModule,
                               DictionaryAttr options,
                               llvm::ArrayRef<std::string> entryPoints,
                               llvm::StringRef directory,
                               llvm::StringRef baseName) const override {
    FailureOr<std::string> source = emitSource(translatedModule, entryPoints);
    if (failed(source))
      return failure();
    FailureOr<std::vector<uint8_t>> binary =
        compile(translatedModule, options, *source);
    if (failed(binary))
      return failure();
    if (std::error_code ec = llvm::sys::fs::create_directories(directory))
      return translatedModule.emitError()
             << "cannot create '" << directory << "': " << ec.message();
    auto write = [&](StringRef ext, StringRef bytes) -> LogicalResult {
      SmallString<256> path(directory);
      llvm::sys::path::append(path, baseName + ext);
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      if (!ec) {
        os << bytes;
        os.close();
        ec = os.error();
      }
      if (ec)
        return translatedModule.emitError()
               << "cannot write '" << path << "': " << ec.message();
      return success();
    };
    return success(
        succeeded(write(".c", *source)) &&
        succeeded(write(
            ".so", StringRef(reinterpret_cast<const char *>(binary->data()),
                             binary->size()))));
  }

private:
  /// The whole C translation unit: prelude, the EmitC module printed by
  /// translateToCpp (dispatch bodies renamed `<entry>_impl`, static) and one
  /// exported wrapper per entry point with the Strata entry ABI.
  FailureOr<std::string>
  emitSource(ModuleOp innerModule,
             llvm::ArrayRef<std::string> entryPoints) const {
    OwningOpRef<ModuleOp> module = innerModule.clone();
    SymbolTable symbols(*module);
    MLIRContext *ctx = innerModule.getContext();
    Builder b(ctx);
    SmallVector<unsigned> bindingCounts;
    for (const std::string &name : entryPoints) {
      auto func = symbols.lookup<emitc::FuncOp>(name);
      if (!func)
        return innerModule.emitError()
               << "c-portable: entry point '" << name
               << "' is not an emitc.func after translation";
      if (func.getFunctionType().getNumResults() != 0)
        return func.emitOpError("c-portable: entry point must return void");
      for (Type type : func.getFunctionType().getInputs())
        if (!isa<emitc::ArrayType, emitc::PointerType>(type))
          return func.emitOpError("c-portable: binding of type ")
                 << type << " is not an array or pointer";
      bindingCounts.push_back(func.getFunctionType().getNumInputs());
      std::string implName = name + "_impl";
      if (symbols.lookup(implName))
        return func.emitOpError("c-portable: symbol '")
               << implName << "' already exists";
      func->removeAttr(kWorkgroupCountAttr);
      if (failed(symbols.rename(func, b.getStringAttr(implName))))
        return func.emitOpError("c-portable: cannot rename to ") << implName;
    }
    for (auto func : module->getOps<emitc::FuncOp>())
      if (!func.isExternal())
        func.setSpecifiersAttr(b.getStrArrayAttr({"static"}));

    std::string source;
    llvm::raw_string_ostream os(source);
    os << "/* Generated by the Strata c-portable backend. */\n"
          "#include <math.h>\n#include <stdbool.h>\n#include <stddef.h>\n"
          "#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n\n"
          "#define STRATA_EXPORT __attribute__((visibility(\"default\")))\n"
       << "STRATA_EXPORT const uint32_t " << kMarkerSymbol << " = 1;\n\n";
    if (failed(emitc::translateToCpp(module.get(), os,
                                     /*declareVariablesAtTop=*/false)))
      return innerModule.emitError()
             << "c-portable: translation of the EmitC module to C failed";
    os << "\n";
    for (auto [name, count] : llvm::zip(entryPoints, bindingCounts)) {
      os << "STRATA_EXPORT void " << name
         << "(void *const *bindings, const uint32_t *push_constants,\n"
            "    uint32_t workgroup_x, uint32_t workgroup_y, "
            "uint32_t workgroup_z) {\n"
            "  (void)push_constants; (void)workgroup_x; (void)workgroup_y;\n"
            "  (void)workgroup_z;\n  "
         << name << "_impl(";
      for (unsigned i = 0; i < count; ++i)
        os << (i ? ", " : "") << "bindings[" << i << "]";
      os << ");\n}\n";
    }
    return source;
  }

  /// Compiles `source` with `<cc> -std=c99 <cflags> -shared -fPIC` in a
  /// private temporary directory and returns the shared object's bytes.
  FailureOr<std::vector<uint8_t>> compile(ModuleOp module, DictionaryAttr dict,
                                          StringRef source) const {
    FailureOr<Options> options = parseOptions(
        dict, [&](const llvm::Twine &msg) { module.emitError() << msg; });
    if (failed(options))
      return failure();
    llvm::ErrorOr<std::string> cc = llvm::sys::findProgramByName(options->cc);
    if (!cc)
      return module.emitError() << "c-portable: C compiler '" << options->cc
                                << "' not found on PATH";
    SmallString<128> dir;
    if (std::error_code ec =
            llvm::sys::fs::createUniqueDirectory("strata-c-portable", dir))
      return module.emitError()
             << "c-portable: cannot create a temporary directory: "
             << ec.message();
    llvm::scope_exit cleanup(
        [&] { (void)llvm::sys::fs::remove_directories(dir); });
    SmallString<128> cPath(dir), soPath(dir), logPath(dir);
    llvm::sys::path::append(cPath, "dispatch.c");
    llvm::sys::path::append(soPath, "dispatch.so");
    llvm::sys::path::append(logPath, "cc.log");
    {
      std::error_code ec;
      llvm::raw_fd_ostream os(cPath, ec);
      if (!ec) {
        os << source;
        os.close();
        ec = os.error();
      }
      if (ec)
        return module.emitError()
               << "c-portable: cannot write " << cPath << ": " << ec.message();
    }
    std::vector<std::string> args{"-std=c99"};
    SmallVector<StringRef> flags;
    StringRef(options->cflags).split(flags, ' ', -1, /*KeepEmpty=*/false);
    for (StringRef flag : flags)
      args.push_back(flag.str());
    for (const char *arg : {"-shared", "-fPIC", "-fvisibility=hidden", "-o"})
      args.push_back(arg);
    args.push_back(soPath.str().str());
    args.push_back(cPath.str().str());
    args.push_back("-lm");
    std::string log;
    if (failed(runTool(*cc, args, logPath, log)))
      return module.emitError() << "c-portable: '" << *cc
                                << "' failed to compile the dispatch C:\n"
                                << log;
    auto buffer = llvm::MemoryBuffer::getFile(soPath, /*IsText=*/false);
    if (!buffer)
      return module.emitError() << "c-portable: cannot read " << soPath << ": "
                                << buffer.getError().message();
    StringRef bytes = (*buffer)->getBuffer();
    return std::vector<uint8_t>(bytes.begin(), bytes.end());
  }
};

void registerDialects(DialectRegistry &registry) {
  registry
      .insert<affine::AffineDialect, arith::ArithDialect,
              bufferization::BufferizationDialect, emitc::EmitCDialect,
              func::FuncDialect, linalg::LinalgDialect, math::MathDialect,
              memref::MemRefDialect, scf::SCFDialect, tensor::TensorDialect>();
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  registerConvertArithToEmitCInterface(registry);
  registerConvertFuncToEmitCInterface(registry);
  registerConvertMemRefToEmitCInterface(registry);
  registerConvertSCFToEmitCInterface(registry);
}

void registerPassesAndPipeline() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (!PassInfo::lookup("strata-c-portable-prepare-dispatch"))
      registerCPortablePrepareDispatchPass();
    if (!PassPipelineInfo::lookup("strata-c-portable-translate"))
      PassPipelineRegistration<>(
          "strata-c-portable-translate",
          "Lowers c-portable dispatch functions on tensors to EmitC",
          [](OpPassManager &pm) { buildTranslationPipeline(pm); });
  });
}

void registerPlugin(strata::PluginRegistrar *registrar) {
  registerDialects(registrar->getDialectRegistry());
  registerPassesAndPipeline();
  registrar->notePass("strata-c-portable-prepare-dispatch");
  registrar->notePass("strata-c-portable-translate");
  registrar->addTargetBackend(std::make_shared<CPortableTargetBackend>());
}

} // namespace
} // namespace cportable

STRATA_DEFINE_COMPILER_PLUGIN("c-portable", cportable::registerPlugin)
