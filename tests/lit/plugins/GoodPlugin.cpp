//===- GoodPlugin.cpp - A plugin that follows every rule --------*- C++ -*-===//
//
// libtest-good.so registers:
//   - the pass `test-trace{tag=...}`, which appends "<tag>:flow=<n>,hal=<m>"
//     (the counts of flow.executable and hal.executable ops it saw) to the
//     module's `test.trace` array, so tests can see where and when it ran;
//   - the input type `test` (detected by a `test.input` module attribute),
//     whose pipeline is `test-trace{tag=input}`;
//   - the target backend `test-dummy` (option `flavor`: plain or fancy) whose
//     "binary" lists the entry points it was given;
//   - pipeline extensions at `after:global-opt` and `before:hal`.
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {

struct TracePass : public PassWrapper<TracePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TracePass)

  TracePass() = default;
  TracePass(const TracePass &other) : PassWrapper(other) {}
  explicit TracePass(llvm::StringRef value) { tag = value.str(); }

  StringRef getArgument() const override { return "test-trace"; }
  StringRef getDescription() const override {
    return "Appends '<tag>:flow=<n>,hal=<m>' to the module's test.trace";
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int flowCount = 0, halCount = 0;
    for (Operation &op : module.getBody()->getOperations()) {
      if (op.getName().getStringRef() == "flow.executable")
        ++flowCount;
      if (op.getName().getStringRef() == "hal.executable")
        ++halCount;
    }
    Builder builder(module.getContext());
    SmallVector<Attribute> trace;
    if (auto old = module->getAttrOfType<ArrayAttr>("test.trace"))
      trace.append(old.begin(), old.end());
    trace.push_back(builder.getStringAttr(tag +
                                          ":flow=" + std::to_string(flowCount) +
                                          ",hal=" + std::to_string(halCount)));
    module->setAttr("test.trace", builder.getArrayAttr(trace));
  }

  Option<std::string> tag{*this, "tag", llvm::cl::desc("Trace entry"),
                          llvm::cl::init("trace")};
};

/// The dummy backend's whole translation: every public function gets a
/// 1x1x1 workgroup count.
struct DummyTranslatePass
    : public PassWrapper<DummyTranslatePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(DummyTranslatePass)
  StringRef getArgument() const override { return "test-dummy-translate"; }
  void runOnOperation() override {
    Builder builder(&getContext());
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (func.isPublic())
        func->setAttr("strata.workgroup_count",
                      builder.getDenseI64ArrayAttr({1, 1, 1}));
  }
};

class DummyBackend : public strata::TargetBackend {
public:
  std::string getName() const override { return "test-dummy"; }

  std::string getExecutableFormat(DictionaryAttr options) const override {
    auto flavor = options.getAs<StringAttr>("flavor");
    return "test-dummy-" + (flavor ? flavor.str() : std::string("plain"));
  }

  LogicalResult verifyOptions(
      DictionaryAttr options,
      llvm::function_ref<void(const llvm::Twine &)> emitError) const override {
    for (NamedAttribute option : options) {
      if (option.getName() != "flavor") {
        emitError("unknown option '" + option.getName().strref() +
                  "' (expected 'flavor')");
        return failure();
      }
      auto value = dyn_cast<StringAttr>(option.getValue());
      if (!value || (value != "plain" && value != "fancy")) {
        emitError("option 'flavor' must be 'plain' or 'fancy'");
        return failure();
      }
    }
    return success();
  }

  void buildTranslationPipeline(OpPassManager &pm,
                                DictionaryAttr) const override {
    pm.addPass(std::make_unique<DummyTranslatePass>());
  }

  FailureOr<std::vector<uint8_t>>
  serialize(ModuleOp, DictionaryAttr,
            llvm::ArrayRef<std::string> entryPoints) const override {
    std::string text = "DUMMY";
    for (const std::string &name : entryPoints)
      text += ":" + name;
    return std::vector<uint8_t>(text.begin(), text.end());
  }
};

void registerGoodPlugin(strata::PluginRegistrar *registrar) {
  PassRegistration<TracePass>();
  registrar->notePass("test-trace");
  registrar->addInputType(
      {"test", [](ModuleOp module) { return module->hasAttr("test.input"); },
       [](OpPassManager &pm) {
         pm.addPass(std::make_unique<TracePass>("input"));
       }});
  registrar->addTargetBackend(std::make_shared<DummyBackend>());
  registrar->addPipelineExtension(
      {"after:global-opt", [](OpPassManager &pm) {
         pm.addPass(std::make_unique<TracePass>("after-global-opt"));
       }});
  registrar->addPipelineExtension(
      {"before:hal", [](OpPassManager &pm) {
         pm.addPass(std::make_unique<TracePass>("before-hal"));
       }});
}

} // namespace

STRATA_DEFINE_COMPILER_PLUGIN("test-good", registerGoodPlugin)
