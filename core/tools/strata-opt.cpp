//===- strata-opt.cpp - MLIR optimizer driver with Strata plugins -*- C++ -*-===//
//
// mlir-opt with the core dialects and passes, plus whatever compiler plugins
// contribute (--plugin=PATH, --plugin-dir=DIR, default <prefix>/lib/strata/
// plugins).
//
//===----------------------------------------------------------------------===//

#include "strata/Init/Init.h"
#include "strata/Plugin/PluginHost.h"
#include "strata/Support/SourceUpgrade.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  strata::registerCoreDialects(registry);
  strata::registerCorePasses();

  strata::PluginOptions pluginOptions =
      strata::extractPluginOptions(argc, argv);
  strata::PluginHost host(registry);
  if (mlir::failed(strata::loadPlugins(host, pluginOptions, argv[0])))
    return 1;
  if (pluginOptions.listPlugins || pluginOptions.listTargets ||
      pluginOptions.listPasses) {
    strata::printPluginLists(host, pluginOptions, llvm::outs());
    return 0;
  }
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "Strata optimizer driver\n", registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  // mlir-opt's own file handling, with the source upgraded on the way in
  // (SourceUpgrade.h) as strata-compile does.
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  std::string bytecodeError = strata::checkBytecodeInput(*input);
  if (!bytecodeError.empty()) {
    llvm::errs() << "error: " << bytecodeError << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::failed(mlir::MlirOptMain(
          output->os(), strata::upgradeDenseI1Hex(std::move(input)), registry,
          config)))
    return 1;
  output->keep();
  return 0;
}
