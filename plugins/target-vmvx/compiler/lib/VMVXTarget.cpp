//===- VMVXTarget.cpp - vmvx TargetBackend, pipeline, plugin entry -*- C++
//-*-===//
//
// The "vmvx" backend (executable format vmvx-bytecode): dispatches are
// bufferized, their linalg ops become microkernel calls or scalar loops, and
// serialization lowers them to a vm.module written as a module file that the
// runtime's VM interpreter runs (plugins/target-vmvx/runtime).
//
//===----------------------------------------------------------------------===//

#include "strata/Target/VMVX/Passes.h"
#include "strata/Target/VMVX/VMVXOps.h"

#include "strata/Dialect/VM/IR/VMOps.h"
#include "strata/Dialect/VM/Transforms/Passes.h"
#include "strata/Module/ModuleWriter.h"
#include "strata/sdk/BufferStates.h"
#include "strata/sdk/CompilerPlugin.h"
#include "strata/sdk/DispatchBufferization.h"
#include "strata/sdk/DynamicBindings.h"
#include "strata/sdk/EmulatedRoundings.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/AllInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/AllocationOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/IR/TensorInferTypeOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/SubsetInsertionOpInterfaceImpl.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace mlir;

namespace strata::vmvx {

void buildTranslationPipeline(OpPassManager &pm) {
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  // Bufferize; every function ends up taking its binding memrefs, then its
  // push constants (dynamically shaped bindings viewed through them).
  addDispatchBufferizationPasses(pm);
  // Static buffers that control flow yields (a loop's carried state, an
  // scf.if over two results) get dynamic layouts from bufferization, which
  // the VM cannot view: they become identity-layout states instead.
  pm.addNestedPass<func::FuncOp>(std::make_unique<SinkBufferResultsPass>(
      "the vmvx backend", /*keepDynamic=*/true));
  pm.addNestedPass<func::FuncOp>(std::make_unique<BindDynamicBuffersPass>());

  // Microkernels, then scalar loops for the rest.
  pm.addPass(createVMVXLowerLinalgPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addNestedPass<func::FuncOp>(memref::createFoldMemRefAliasOpsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  // Interpreted loops pay per instruction: linearize accesses while the
  // loops are still scf (so the index arithmetic is visible to loop-invariant
  // code motion), drop unit loops, hoist.
  pm.addPass(memref::createFlattenMemrefsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createLoopInvariantCodeMotionPass());
  {
    arith::ArithEmulateUnsupportedFloatsOptions options;
    options.sourceTypeStrs = {"f16", "bf16"};
    options.targetTypeStr = "f32";
    pm.addPass(arith::createArithEmulateUnsupportedFloats(options));
  }
  {
    math::MathExtendToSupportedTypesOptions options;
    options.extraTypeStrs = {};
    options.targetTypeStr = "f32";
    pm.addPass(math::createMathExtendToSupportedTypes(options));
  }
  pm.addPass(std::make_unique<KeepEmulatedRoundingsPass>());
  pm.addPass(createVMVXLowerToImportsPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createVMVXPrepareEntryPointsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

/// Lowers a translated inner module (a clone) to its vm.module.
static FailureOr<vm::ModuleOp> lowerToVM(ModuleOp module) {
  PassManager pm(module.getContext(), ModuleOp::getOperationName());
  pm.addPass(vm::createConvertStandardToVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  if (failed(pm.run(module)))
    return failure();
  for (auto vmModule : module.getOps<vm::ModuleOp>())
    return vmModule;
  return module.emitError("VM conversion produced no vm.module");
}

namespace {

class VMVXTargetBackend : public TargetBackend {
public:
  std::string getName() const override { return "vmvx"; }
  std::string getExecutableFormat(DictionaryAttr) const override {
    return "vmvx-bytecode";
  }
  LogicalResult verifyOptions(
      DictionaryAttr options,
      llvm::function_ref<void(const llvm::Twine &)> emitError) const override {
    if (options)
      for (NamedAttribute option : options) {
        emitError("unknown option '" + option.getName().strref() +
                  "' (vmvx takes none)");
        return failure();
      }
    return success();
  }
  void buildTranslationPipeline(OpPassManager &pm,
                                DictionaryAttr) const override {
    vmvx::buildTranslationPipeline(pm);
  }
  /// Every type: as fast as the split form (tests/models' attention models
  /// within noise, bench/results/cpu-attention-fusion-dev.md), without the
  /// S x S scores, and so modules for llvm-cpu and vmvx fuse.
  std::vector<std::string>
  getFusedAttentionTypes(DictionaryAttr) const override {
    return {"f16", "bf16", "f32", "f64"};
  }

  FailureOr<std::vector<uint8_t>>
  serialize(ModuleOp innerModule, DictionaryAttr,
            llvm::ArrayRef<std::string> entryPoints) const override {
    OwningOpRef<ModuleOp> clone(innerModule.clone());
    FailureOr<vm::ModuleOp> vmModule = lowerToVM(*clone);
    if (failed(vmModule))
      return failure();
    for (const std::string &entry : entryPoints)
      if (!SymbolTable::lookupSymbolIn(*vmModule, entry))
        return innerModule.emitError("entry point '")
               << entry << "' has no vm.func after VM conversion";
    FailureOr<std::string> bytes = serializeVMModule(*vmModule);
    if (failed(bytes))
      return failure();
    return std::vector<uint8_t>(bytes->begin(), bytes->end());
  }

  LogicalResult dumpExecutable(ModuleOp translatedModule, DictionaryAttr,
                               llvm::ArrayRef<std::string>,
                               llvm::StringRef directory,
                               llvm::StringRef baseName) const override {
    OwningOpRef<ModuleOp> clone(translatedModule.clone());
    FailureOr<vm::ModuleOp> vmModule = lowerToVM(*clone);
    if (failed(vmModule))
      return failure();
    llvm::SmallString<256> path(directory);
    llvm::sys::path::append(path, baseName + ".vm.mlir");
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      return translatedModule.emitError()
             << "cannot write '" << path << "': " << ec.message();
    vmModule->print(os);
    os << "\n";
    return success();
  }

  /// Dynamic dims: one workgroup per dispatch, as for static shapes, its
  /// loops bounded by the push constants.
  bool supportsDynamicShapes() const override { return true; }
};

} // namespace

void registerVMVXPassesAndPipelines() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (!PassInfo::lookup("strata-vmvx-lower-linalg"))
      registerStrataVMVXPasses();
    if (PassPipelineInfo::lookup("strata-vmvx-translate"))
      return;
    PassPipelineRegistration<>(
        "strata-vmvx-translate",
        "Lowers vmvx dispatch functions on tensors to scalar loops and "
        "vmvx microkernel calls on buffers",
        [](OpPassManager &pm) { buildTranslationPipeline(pm); });
  });
}

static void registerVMVXDialects(DialectRegistry &registry) {
  registry.insert<affine::AffineDialect, arith::ArithDialect,
                  bufferization::BufferizationDialect, cf::ControlFlowDialect,
                  func::FuncDialect, linalg::LinalgDialect, math::MathDialect,
                  memref::MemRefDialect, scf::SCFDialect, tensor::TensorDialect,
                  ub::UBDialect, vm::VMDialect, VMVXDialect>();
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  arith::registerValueBoundsOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  linalg::registerAllDialectInterfaceImplementations(registry);
  memref::registerAllocationOpInterfaceExternalModels(registry);
  memref::registerValueBoundsOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerInferTypeOpInterfaceExternalModels(registry);
  tensor::registerSubsetOpInterfaceExternalModels(registry);
}

} // namespace strata::vmvx

static void registerVMVXPlugin(strata::PluginRegistrar *registrar) {
  using namespace strata::vmvx;
  registerVMVXDialects(registrar->getDialectRegistry());
  registerVMVXPassesAndPipelines();
  for (const char *pass :
       {"strata-vmvx-lower-linalg", "strata-vmvx-lower-to-imports",
        "strata-vmvx-prepare-entry-points", "strata-vmvx-translate"})
    registrar->notePass(pass);
  registrar->addTargetBackend(std::make_shared<VMVXTargetBackend>());
}

STRATA_DEFINE_COMPILER_PLUGIN("target-vmvx", registerVMVXPlugin)
