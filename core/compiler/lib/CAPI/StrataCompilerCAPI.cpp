//===- StrataCompilerCAPI.cpp - The compiler's C API ----------------------===//
//
// strata_compiler.h over what strata-compile does: a compiler owns a dialect
// registry, a plugin host, the parsed target manifest and pipeline config;
// each compile gets a fresh MLIRContext whose diagnostics are captured as
// records (a ScopedDiagnosticHandler) instead of printed.
//
//===----------------------------------------------------------------------===//

#include "strata/compiler/strata_compiler.h"

#include "strata/Init/Init.h"
#include "strata/Module/ModuleWriter.h"
#include "strata/Pipeline/Pipeline.h"
#include "strata/Plugin/PluginHost.h"
#include "strata/Support/SourceUpgrade.h"
#include "strata/Target/TargetManifest.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

#include <cstring>
#include <dlfcn.h>
#include <mutex>

using namespace mlir;

namespace {

struct Record {
  strata_diagnostic_severity_t severity;
  std::string file;
  uint32_t line = 0, column = 0;
  std::string message;
};

} // namespace

struct strata_compiler_result_s {
  bool ok = false;
  std::string bytes;
  std::vector<Record> diagnostics;
  void error(std::string message, std::string file = "") {
    // The readers' messages start with the file name: it is a field here.
    if (!file.empty() && llvm::StringRef(message).starts_with(file + ": "))
      message.erase(0, file.size() + 2);
    diagnostics.push_back(
        {STRATA_DIAGNOSTIC_ERROR, std::move(file), 0, 0, std::move(message)});
  }
};

struct strata_compiler_s {
  DialectRegistry registry;
  std::unique_ptr<strata::PluginHost> host;
  strata::TargetManifest manifest;
  strata::PipelineConfig config;
  strata::PipelineOptions options;
};

namespace {

/// <directory of libStrataCompiler.so>/strata/plugins.
std::string libraryPluginDir() {
  Dl_info info;
  if (dladdr(reinterpret_cast<void *>(&strata_compiler_api_version), &info) &&
      info.dli_fname)
    return (llvm::sys::path::parent_path(info.dli_fname) + "/strata/plugins")
        .str();
  return "";
}

strata_diagnostic_severity_t severityOf(DiagnosticSeverity s) {
  switch (s) {
  case DiagnosticSeverity::Error:
    return STRATA_DIAGNOSTIC_ERROR;
  case DiagnosticSeverity::Warning:
    return STRATA_DIAGNOSTIC_WARNING;
  case DiagnosticSeverity::Note:
    return STRATA_DIAGNOSTIC_NOTE;
  case DiagnosticSeverity::Remark:
    return STRATA_DIAGNOSTIC_REMARK;
  }
  return STRATA_DIAGNOSTIC_ERROR;
}

Record recordOf(Location loc, DiagnosticSeverity severity,
                std::string message) {
  Record r{severityOf(severity), "", 0, 0, std::move(message)};
  if (auto file = loc->findInstanceOf<FileLineColLoc>()) {
    r.file = file.getFilename().str();
    r.line = file.getLine();
    r.column = file.getColumn();
  }
  return r;
}

/// Records every diagnostic of `context` (and its notes) into `result`
/// while alive.
class Capture {
public:
  Capture(MLIRContext &context, strata_compiler_result_s &result)
      : handler(&context, [&result](Diagnostic &diag) {
          result.diagnostics.push_back(
              recordOf(diag.getLocation(), diag.getSeverity(), diag.str()));
          for (Diagnostic &note : diag.getNotes())
            result.diagnostics.push_back(recordOf(
                note.getLocation(), DiagnosticSeverity::Note, note.str()));
          return success();
        }) {}

private:
  ScopedDiagnosticHandler handler;
};

std::once_flag registerOnce;

} // namespace

extern "C" {

uint32_t strata_compiler_api_version(void) {
  return STRATA_COMPILER_API_VERSION;
}

void strata_compiler_portable_artifact_versions(const char **out_minimum,
                                                const char **out_current) {
  if (out_minimum)
    *out_minimum = strata::kStablehloArtifactMinimumVersion;
  if (out_current)
    *out_current = strata::kStablehloArtifactCurrentVersion;
}

int strata_compiler_result_ok(const strata_compiler_result_t *result) {
  return result && result->ok ? 1 : 0;
}

const void *strata_compiler_result_bytes(const strata_compiler_result_t *result,
                                         size_t *out_size) {
  if (out_size)
    *out_size = result ? result->bytes.size() : 0;
  return result && !result->bytes.empty() ? result->bytes.data() : nullptr;
}

size_t strata_compiler_result_diagnostic_count(
    const strata_compiler_result_t *result) {
  return result ? result->diagnostics.size() : 0;
}

int strata_compiler_result_diagnostic(const strata_compiler_result_t *result,
                                      size_t index, strata_diagnostic_t *out) {
  if (!result || !out || index >= result->diagnostics.size())
    return 0;
  const Record &r = result->diagnostics[index];
  out->severity = r.severity;
  out->file = r.file.c_str();
  out->line = r.line;
  out->column = r.column;
  out->message = r.message.c_str();
  return 1;
}

void strata_compiler_result_free(strata_compiler_result_t *result) {
  delete result;
}

void strata_compiler_options_init(strata_compiler_options_t *options) {
  if (!options)
    return;
  std::memset(options, 0, sizeof(*options));
  options->struct_size = sizeof(*options);
}

strata_compiler_result_t *
strata_compiler_create(const strata_compiler_options_t *options,
                       strata_compiler_t **out_compiler) {
  auto *result = new strata_compiler_result_s;
  if (!out_compiler) {
    result->error("out_compiler is NULL");
    return result;
  }
  *out_compiler = nullptr;
  strata_compiler_options_t o;
  strata_compiler_options_init(&o);
  if (options)
    std::memcpy(&o, options, std::min(options->struct_size, sizeof(o)));
  std::call_once(registerOnce, [] {
    strata::registerCorePasses();
    // runPhases applies the pass manager's command-line options (defaults
    // here), which must exist as in the tools.
    mlir::registerPassManagerCLOptions();
  });

  auto compiler = std::make_unique<strata_compiler_s>();
  strata::registerCoreDialects(compiler->registry);
  compiler->host = std::make_unique<strata::PluginHost>(compiler->registry);
  std::string error;
  for (size_t i = 0; i < o.plugin_count; ++i) {
    if (!o.plugins || !o.plugins[i]) {
      result->error("plugins[" + std::to_string(i) + "] is NULL");
      return result;
    }
    if (failed(compiler->host->load(o.plugins[i], error))) {
      result->error(error);
      return result;
    }
  }
  std::string pluginDir = o.plugin_dir ? o.plugin_dir : libraryPluginDir();
  if (!pluginDir.empty() &&
      failed(compiler->host->loadDirectory(pluginDir, error))) {
    result->error(error);
    return result;
  }

  if (o.target_manifest_json) {
    auto parsed = strata::parseTargetManifest(o.target_manifest_json,
                                              "<target manifest>", error);
    if (failed(parsed)) {
      result->error(error, "<target manifest>");
      return result;
    }
    compiler->manifest = std::move(*parsed);
    for (auto [i, plugin] : llvm::enumerate(compiler->manifest.plugins)) {
      std::string path = plugin;
      if (!llvm::sys::path::is_absolute(path) && !llvm::sys::fs::exists(path))
        path = pluginDir + "/" + plugin;
      if (failed(compiler->host->load(path, error))) {
        result->error("plugins[" + std::to_string(i) + "]: " + error,
                      "<target manifest>");
        return result;
      }
    }
  } else {
    compiler->manifest.targets.push_back({"llvm-cpu", {}});
  }

  if (o.pipeline_config_json) {
    auto parsed = strata::parsePipelineConfig(o.pipeline_config_json,
                                              "<pipeline config>", error);
    if (failed(parsed)) {
      result->error(error, "<pipeline config>");
      return result;
    }
    compiler->config = std::move(*parsed);
    compiler->options.config = &compiler->config;
    compiler->options.configName = "<pipeline config>";
    compiler->options.inputType = compiler->config.inputType;
  }
  if (o.input_type)
    compiler->options.inputType = o.input_type;
  result->ok = true;
  *out_compiler = compiler.release();
  return result;
}

void strata_compiler_release(strata_compiler_t *compiler) { delete compiler; }

strata_compiler_result_t *strata_compiler_compile(strata_compiler_t *compiler,
                                                  const char *source,
                                                  size_t size,
                                                  const char *source_name) {
  auto *result = new strata_compiler_result_s;
  if (!compiler || (!source && size)) {
    result->error("compiler or source is NULL");
    return result;
  }
  std::string name = source_name ? source_name : "<source>";
  MLIRContext context(compiler->registry);
  context.loadAllAvailableDialects();
  Capture capture(context, *result);
  auto buffer = llvm::MemoryBuffer::getMemBufferCopy(
      llvm::StringRef(source ? source : "", size), name);
  std::string bytecodeError = strata::checkBytecodeInput(*buffer);
  if (!bytecodeError.empty()) {
    result->error(bytecodeError, name);
    return result;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(strata::upgradeDenseI1Hex(std::move(buffer)),
                               llvm::SMLoc());
  OwningOpRef<ModuleOp> module = strata::parseInputModule(sourceMgr, &context);
  if (!module)
    return result;
  std::string error;
  auto targets =
      strata::buildTargetsAttr(&context, compiler->manifest, *compiler->host,
                               "<target manifest>", error);
  if (failed(targets)) {
    result->error(error, "<target manifest>");
    return result;
  }
  (*module)->setAttr("hal.targets", *targets);
  if (failed(strata::runPhases(*module, *compiler->host, compiler->options,
                               strata::Phase::Start, strata::Phase::Module)))
    return result;
  FailureOr<std::string> file = strata::serializeModuleFile(*module);
  if (failed(file))
    return result;
  result->bytes = std::move(*file);
  result->ok = true;
  return result;
}

strata_compiler_result_t *
strata_compiler_compile_file(strata_compiler_t *compiler, const char *path) {
  if (!path) {
    auto *result = new strata_compiler_result_s;
    result->error("path is NULL");
    return result;
  }
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    auto *result = new strata_compiler_result_s;
    result->error("cannot read: " + buffer.getError().message(), path);
    return result;
  }
  return strata_compiler_compile(compiler, (*buffer)->getBufferStart(),
                                 (*buffer)->getBufferSize(), path);
}

} // extern "C"
