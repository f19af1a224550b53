//===- strata-opt.cpp - MLIR optimizer driver with Strata plugins -*- C++ -*-===//
//
// mlir-opt with the core dialects and passes, plus whatever compiler plugins
// contribute (--plugin=PATH, --plugin-dir=DIR, default <prefix>/lib/strata/
// plugins).
//
//===----------------------------------------------------------------------===//

#include "strata/Init/Init.h"
#include "strata/Plugin/PluginHost.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
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
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "Strata optimizer driver\n", registry));
}
