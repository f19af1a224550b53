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
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <mutex>

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

static cl::opt<std::string> traceFile(
    "trace",
    cl::desc("Write a Chrome trace-event file (Perfetto, chrome://tracing) "
             "of each phase and pass with its time"),
    cl::value_desc("FILE.json"), cl::init(""));

namespace {
/// --trace: every phase and every pass (nested passes included) as complete
/// events on the compiling thread, in microseconds since start.
class CompileTrace : public PassInstrumentation {
public:
  using Clock = std::chrono::steady_clock;
  explicit CompileTrace(Clock::time_point origin)
      : origin(origin), mainThread(llvm::get_threadid()) {}
  void runBeforePass(Pass *pass, Operation *) override {
    std::lock_guard<std::mutex> lock(mutex);
    open[pass].push_back(now());
  }
  void runAfterPass(Pass *pass, Operation *op) override { close(pass, op); }
  void runAfterPassFailed(Pass *pass, Operation *op) override {
    close(pass, op);
  }
  void phase(strata::Phase p, double start, double end) {
    std::lock_guard<std::mutex> lock(mutex);
    events.push_back({("phase " + strata::getPhaseName(p)).str(), "phase",
                      start, end - start, "", mainThread});
  }
  double now() const {
    return std::chrono::duration<double, std::micro>(Clock::now() - origin)
        .count();
  }
  /// {"traceEvents": [...]} as text.
  std::string json() {
    llvm::json::Array out;
    out.push_back(llvm::json::Object{
        {"ph", "M"}, {"pid", 1}, {"tid", 0}, {"name", "process_name"},
        {"args", llvm::json::Object{{"name", "strata-compile"}}}});
    std::lock_guard<std::mutex> lock(mutex);
    for (const Event &e : events) {
      llvm::json::Object args;
      if (!e.op.empty())
        args["op"] = e.op;
      out.push_back(llvm::json::Object{{"ph", "X"},
                                       {"pid", 1},
                                       {"tid", int64_t(e.thread)},
                                       {"cat", e.category},
                                       {"name", e.name},
                                       {"ts", e.start},
                                       {"dur", e.duration},
                                       {"args", std::move(args)}});
    }
    std::string text;
    llvm::raw_string_ostream os(text);
    os << llvm::json::Value(llvm::json::Object{
        {"displayTimeUnit", "ms"}, {"traceEvents", std::move(out)}});
    return text;
  }

private:
  struct Event {
    std::string name, category;
    double start, duration;
    std::string op;
    uint64_t thread;
  };
  void close(Pass *pass, Operation *op) {
    double end = now();
    std::lock_guard<std::mutex> lock(mutex);
    auto &starts = open[pass];
    if (starts.empty())
      return;
    double start = starts.back();
    starts.pop_back();
    events.push_back({pass->getArgument().empty()
                          ? pass->getName().str()
                          : pass->getArgument().str(),
                      "pass", start, end - start,
                      op->getName().getStringRef().str(),
                      uint64_t(llvm::get_threadid())});
  }
  Clock::time_point origin;
  uint64_t mainThread;
  std::mutex mutex;
  llvm::DenseMap<Pass *, std::vector<double>> open;
  std::vector<Event> events;
};
/// The pass manager owns its instrumentations; every phase's forwards to
/// the one trace.
class ForwardingInstrumentation : public PassInstrumentation {
public:
  explicit ForwardingInstrumentation(std::shared_ptr<CompileTrace> trace)
      : trace(std::move(trace)) {}
  void runBeforePass(Pass *pass, Operation *op) override {
    trace->runBeforePass(pass, op);
  }
  void runAfterPass(Pass *pass, Operation *op) override {
    trace->runAfterPass(pass, op);
  }
  void runAfterPassFailed(Pass *pass, Operation *op) override {
    trace->runAfterPassFailed(pass, op);
  }

private:
  std::shared_ptr<CompileTrace> trace;
};
} // namespace

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
  const std::string tracePath = traceFile;

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
  std::string bytecodeError = strata::checkBytecodeInput(*input);
  if (!bytecodeError.empty())
    return fail(bytecodeError);
  sourceMgr.AddNewSourceBuffer(strata::upgradeDenseI1Hex(std::move(input)),
                               llvm::SMLoc());
  OwningOpRef<ModuleOp> module = strata::parseInputModule(sourceMgr, &context);
  if (!module)
    return 1;

  if (from < strata::Phase::HAL && *to >= strata::Phase::HAL) {
    auto targets =
        strata::buildTargetsAttr(&context, manifest, host, manifestName, error);
    if (failed(targets))
      return fail(error);
    (*module)->setAttr("hal.targets", *targets);
  }

  options.executablesDumpDir = executablesDir;
  std::shared_ptr<CompileTrace> trace;
  double phaseStart = 0;
  if (!tracePath.empty()) {
    // Pass managers run single-threaded here (the context's threading is
    // what the tool sets); the instrumentation locks anyway.
    trace = std::make_shared<CompileTrace>(std::chrono::steady_clock::now());
    options.configurePassManager = [&, trace](strata::Phase,
                                              PassManager &pm) {
      phaseStart = trace->now();
      pm.addInstrumentation(std::make_unique<ForwardingInstrumentation>(trace));
    };
  }
  bool dumpFailed = false;
  if (trace)
    options.afterPhase = [&, trace](strata::Phase phase, ModuleOp) {
      trace->phase(phase, phaseStart, trace->now());
    };
  if (!phasesDir.empty()) {
    if (std::error_code ec = llvm::sys::fs::create_directories(phasesDir))
      return fail("cannot create " + phasesDir + ": " + ec.message());
    options.afterPhase = [&, trace](strata::Phase phase, ModuleOp ir) {
      if (trace)
        trace->phase(phase, phaseStart, trace->now());
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
  LogicalResult ran = strata::runPhases(*module, host, options, from, *to);
  if (trace) {
    std::string error;
    auto file = openOutputFile(tracePath, &error);
    if (!file)
      return fail("--trace: " + error);
    file->os() << trace->json() << "\n";
    file->keep();
  }
  if (failed(ran) || dumpFailed)
    return 1;

  // Written to a temporary file renamed over the output: a reader of the
  // path (another build step, a test run beside this compile) sees the old
  // module or the new one, never a partly written one.
  FailureOr<std::string> file = std::string();
  if (*to == strata::Phase::Module) {
    file = strata::serializeModuleFile(*module);
    if (failed(file))
      return 1;
  }
  llvm::Error written =
      llvm::writeToOutput(outputPath, [&](llvm::raw_ostream &os) {
        if (*to == strata::Phase::Module) {
          os << *file;
        } else {
          module->print(os);
          os << "\n";
        }
        return llvm::Error::success();
      });
  if (written)
    return fail("cannot write the output: " +
                llvm::toString(std::move(written)));
  return 0;
}
