//===- strata-compile.cpp - Compiles a program into a .smod module -*- C++ -*-===//
//
//   strata-compile program.mlir --targets=cpu.json -o program.smod
//   strata-compile program.mlir --compile-to=dispatch
//
//===----------------------------------------------------------------------===//

#include "strata/Init/Init.h"
#include "strata/Module/ModuleWriter.h"
#include "strata/Pipeline/Pipeline.h"
#include "strata/Plugin/PluginHost.h"
#include "strata/Support/SourceUpgrade.h"
#include "strata/Target/TargetManifest.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir>"),
                                          cl::init("-"));
static cl::opt<std::string> outputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("path"),
                                           cl::init("-"));
static cl::opt<std::string>
    targetsFile("targets", cl::desc("JSON target manifest"),
                cl::value_desc("FILE.json"));
static cl::opt<std::string>
    compileTo("compile-to",
              cl::desc("Stop after this phase and print its IR (input, "
                       "global-opt, dispatch, hal, vm, module)"),
              cl::init("module"));
static cl::opt<std::string>
    compileFrom("compile-from",
                cl::desc("Resume after this phase (the input is its IR)"),
                cl::init(""));
static cl::opt<std::string>
    inputType("input-type",
              cl::desc("Input language: auto (detect), none, or a name "
                       "registered by an input plugin"),
              cl::init("auto"));

static cl::opt<std::string>
    dumpPhasesTo("dump-phases-to",
                 cl::desc("Write the IR after each phase to DIR/<n>-<phase>.mlir"),
                 cl::value_desc("DIR"));
static cl::opt<std::string> dumpExecutablesTo(
    "dump-executables-to",
    cl::desc("Write each executable variant's translated MLIR and the "
             "backend's intermediate and binary forms to DIR"),
    cl::value_desc("DIR"));

static cl::opt<std::string> pipelineFile(
    "pipeline",
    cl::desc("JSON pipeline config (see --print-pipeline) replacing the "
             "built-in passes where it has entries"),
    cl::value_desc("FILE.json"));
static cl::opt<bool> printPipeline(
    "print-pipeline",
    cl::desc("Print the built-in pipeline for the chosen targets as a JSON "
             "config and exit"));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "error: " << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  DialectRegistry registry;
  strata::registerCoreDialects(registry);
  strata::registerCorePasses();

  strata::PluginOptions pluginOptions =
      strata::extractPluginOptions(argc, argv);
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  registerDefaultTimingManagerCLOptions();
  cl::ParseCommandLineOptions(argc, argv, "Strata compiler\n");
  // Backends may run tools in-process that reset LLVM's global options
  // (lld's driver does): keep what the user asked for.
  const std::string outputPath = outputFilename;
  const std::string phasesDir = dumpPhasesTo;
  const std::string pipelinePath = pipelineFile;
  const std::string executablesDir = dumpExecutablesTo;

  strata::PluginHost host(registry);
  if (failed(strata::loadPlugins(host, pluginOptions, argv[0])))
    return 1;

  // The manifest may name more plugins.
  strata::TargetManifest manifest;
  std::string error;
  std::string manifestName = targetsFile.empty() ? "<default targets>"
                                                 : targetsFile.getValue();
  if (!targetsFile.empty()) {
    auto buffer = openInputFile(targetsFile, &error);
    if (!buffer)
      return fail("cannot read target manifest: " + error);
    auto parsed = strata::parseTargetManifest(buffer->getBuffer(),
                                              targetsFile, error);
    if (failed(parsed))
      return fail(error);
    manifest = std::move(*parsed);
    for (auto [i, plugin] : llvm::enumerate(manifest.plugins)) {
      std::string path = plugin;
      if (!llvm::sys::path::is_absolute(path) &&
          !llvm::sys::fs::exists(path)) {
        // Relative names are looked up in the plugin directory.
        std::string dir = pluginOptions.pluginDirGiven
                              ? pluginOptions.pluginDir
                              : strata::PluginHost::getDefaultPluginDirectory(
                                    argv[0]);
        path = (llvm::Twine(dir) + "/" + plugin).str();
      }
      if (failed(host.load(path, error)))
        return fail(targetsFile + ": plugins[" + llvm::Twine(i) + "]: " +
                    error);
    }
  } else {
    manifest.targets.push_back({"llvm-cpu", {}});
  }

  if (pluginOptions.listPlugins || pluginOptions.listTargets ||
      pluginOptions.listPasses) {
    strata::printPluginLists(host, pluginOptions, llvm::outs());
    return 0;
  }

  strata::PipelineOptions options;
  options.inputType = inputType;
  strata::registerTranslateExecutablesPass(host, options);
  strata::PipelineConfig config;
  if (!pipelinePath.empty()) {
    auto buffer = openInputFile(pipelinePath, &error);
    if (!buffer)
      return fail("cannot read pipeline config: " + error);
    auto parsed =
        strata::parsePipelineConfig(buffer->getBuffer(), pipelinePath, error);
    if (failed(parsed))
      return fail(error);
    config = std::move(*parsed);
    options.config = &config;
    options.configName = pipelinePath;
    if (inputType.getNumOccurrences() == 0)
      options.inputType = config.inputType;
  }

  if (printPipeline) {
    MLIRContext context(registry);
    context.loadAllAvailableDialects();
    OwningOpRef<ModuleOp> empty = ModuleOp::create(UnknownLoc::get(&context));
    auto targets = strata::buildTargetsAttr(&context, manifest, host,
                                            manifestName, error);
    if (failed(targets))
      return fail(error);
    (*empty)->setAttr("hal.targets", *targets);
    FailureOr<std::string> text =
        strata::printPipelineConfig(*empty, host, options);
    if (failed(text))
      return 1;
    llvm::outs() << *text;
    return 0;
  }

  std::optional<strata::Phase> to = strata::parsePhase(compileTo);
  if (!to)
    return fail("unknown phase '" + compileTo + "' for --compile-to");
  strata::Phase from = strata::Phase::Start;
  if (!compileFrom.empty()) {
    auto parsed = strata::parsePhase(compileFrom);
    if (!parsed)
      return fail("unknown phase '" + compileFrom + "' for --compile-from");
    from = *parsed;
  }

  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  auto input = openInputFile(inputFilename, &error);
  if (!input)
    return fail(error);
  sourceMgr.AddNewSourceBuffer(strata::upgradeDenseI1Hex(std::move(input)),
                               llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  if (failed(verify(*module)))
    return 1;

  if (from < strata::Phase::HAL && *to >= strata::Phase::HAL) {
    auto targets =
        strata::buildTargetsAttr(&context, manifest, host, manifestName, error);
    if (failed(targets))
      return fail(error);
    (*module)->setAttr("hal.targets", *targets);
  }

  options.executablesDumpDir = executablesDir;
  bool dumpFailed = false;
  if (!phasesDir.empty()) {
    if (std::error_code ec = llvm::sys::fs::create_directories(phasesDir))
      return fail("cannot create " + phasesDir + ": " + ec.message());
    options.afterPhase = [&](strata::Phase phase, ModuleOp ir) {
      llvm::SmallString<256> path(phasesDir);
      llvm::sys::path::append(path, std::to_string(static_cast<int>(phase)) +
                                        "-" + strata::getPhaseName(phase).str() +
                                        ".mlir");
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      if (ec) {
        llvm::errs() << "error: cannot write " << path << ": " << ec.message()
                     << "\n";
        dumpFailed = true;
        return;
      }
      ir.print(os);
    };
  }
  if (failed(strata::runPhases(*module, host, options, from, *to)) ||
      dumpFailed)
    return 1;

  auto output = openOutputFile(outputPath, &error);
  if (!output)
    return fail(error);
  if (*to == strata::Phase::Module) {
    FailureOr<std::string> file = strata::serializeModuleFile(*module);
    if (failed(file))
      return 1;
    output->os() << *file;
  } else {
    module->print(output->os());
    output->os() << "\n";
  }
  output->keep();
  return 0;
}
