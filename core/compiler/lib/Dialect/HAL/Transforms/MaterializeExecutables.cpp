//===- MaterializeExecutables.cpp - One variant per target ------*- C++ -*-===//

#include "strata/Dialect/Flow/IR/EntryPointABI.h"
#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/Dialect/HAL/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/StringMap.h"

namespace strata::hal {
#define GEN_PASS_DEF_MATERIALIZEEXECUTABLESPASS
#include "strata/Dialect/HAL/Transforms/Passes.h.inc"
} // namespace strata::hal

using namespace mlir;
using namespace strata;

namespace {

struct MaterializeExecutablesPass
    : public hal::impl::MaterializeExecutablesPassBase<
          MaterializeExecutablesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto targets = module->getAttrOfType<ArrayAttr>("hal.targets");
    if (!targets || targets.empty()) {
      module.emitError("no targets: expected a 'hal.targets' array on the "
                       "module (set from --targets)");
      return signalPassFailure();
    }
    for (Attribute target : targets) {
      auto dict = dyn_cast<DictionaryAttr>(target);
      if (!dict || !dict.getAs<StringAttr>("target") ||
          !dict.getAs<StringAttr>("format") ||
          !dict.getAs<DictionaryAttr>("options")) {
        module.emitError("malformed hal.targets entry ")
            << target << ": expected {target, format, options}";
        return signalPassFailure();
      }
    }
    for (auto executable :
         llvm::to_vector(module.getOps<flow::ExecutableOp>())) {
      OpBuilder builder(executable);
      auto halExecutable = hal::ExecutableOp::create(
          builder, executable.getLoc(), executable.getSymName());
      halExecutable.getBody().emplaceBlock();
      builder.setInsertionPointToStart(&halExecutable.getBody().front());
      ModuleOp inner = executable.getInnerModule();
      int32_t ordinal = 0;
      for (auto func : inner.getOps<func::FuncOp>()) {
        if (!func.isPublic())
          continue;
        int32_t bindings =
            llvm::count_if(func.getArgumentTypes(),
                           [](Type t) { return isa<RankedTensorType>(t); }) +
            func.getNumResults();
        int64_t pushConstants = getPushConstantCount(func);
        hal::ExecutableEntryPointOp::create(
            builder, func.getLoc(), func.getSymName(), ordinal++, bindings,
            pushConstants ? builder.getI32IntegerAttr(pushConstants)
                          : IntegerAttr());
      }
      // Variant names: the target's, with `_<n>` on its n-th repeat (two
      // llvm-cpu variants for two CPUs: llvm_cpu, llvm_cpu_1).
      llvm::StringMap<int> seen;
      for (Attribute target : targets) {
        auto dict = cast<DictionaryAttr>(target);
        std::string name = dict.getAs<StringAttr>("target").str();
        std::replace(name.begin(), name.end(), '-', '_');
        if (int repeat = seen[name]++)
          name += "_" + std::to_string(repeat);
        auto variant = hal::ExecutableVariantOp::create(
            builder, executable.getLoc(), name,
            dict.getAs<StringAttr>("target"), dict.getAs<StringAttr>("format"),
            dict.getAs<DictionaryAttr>("options"));
        variant.getBody().emplaceBlock();
        OpBuilder variantBuilder =
            OpBuilder::atBlockBegin(&variant.getBody().front());
        variantBuilder.clone(*inner.getOperation());
      }
      executable.erase();
    }
  }
};

} // namespace
