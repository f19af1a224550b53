//===- DuplicateTarget.cpp - Plugin whose backend name is taken -*- C++ -*-===//
//
// Registers `test-dup-once` (unique) and then `test-dummy`, the name
// libtest-good.so uses. Alone it loads; after libtest-good.so the host must
// refuse it without crashing, although one of its backends (and its pass)
// were already registered when the clash happened.
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {

struct DupNoopPass : public PassWrapper<DupNoopPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(DupNoopPass)
  StringRef getArgument() const override { return "test-dup-noop"; }
  StringRef getDescription() const override { return "Does nothing"; }
  void runOnOperation() override {}
};

class NamedBackend : public strata::TargetBackend {
public:
  explicit NamedBackend(std::string name) : name(std::move(name)) {}
  std::string getName() const override { return name; }
  std::string getExecutableFormat(DictionaryAttr) const override {
    return name + "-format";
  }
  LogicalResult
  verifyOptions(DictionaryAttr,
                llvm::function_ref<void(const llvm::Twine &)>) const override {
    return success();
  }
  void buildTranslationPipeline(OpPassManager &,
                                DictionaryAttr) const override {}
  FailureOr<std::vector<uint8_t>>
  serialize(ModuleOp, DictionaryAttr,
            llvm::ArrayRef<std::string>) const override {
    return failure();
  }

private:
  std::string name;
};

void registerDuplicateTarget(strata::PluginRegistrar *registrar) {
  PassRegistration<DupNoopPass>();
  registrar->notePass("test-dup-noop");
  registrar->addTargetBackend(std::make_shared<NamedBackend>("test-dup-once"));
  registrar->addTargetBackend(std::make_shared<NamedBackend>("test-dummy"));
}

} // namespace

STRATA_DEFINE_COMPILER_PLUGIN("test-dup-target", registerDuplicateTarget)
