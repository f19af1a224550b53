//===- Pipeline.cpp - llvm-cpu translation pipeline -------------*- C++ -*-===//
//
// Builds the tensors-to-LLVM-dialect pipeline of the llvm-cpu backend and
// registers it (and the backend's passes) by name.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/LLVMCPU/LLVMCPUTarget.h"
#include "strata/Target/LLVMCPU/Passes.h"
#include "strata/sdk/DispatchBufferization.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/Vector/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace mlir;

namespace strata::llvm_cpu {

void buildTranslationPipeline(OpPassManager &pm, const TargetConfig &config) {
  // Tensors: distribute, tile, vectorize.
  {
    LLVMCPUTileAndVectorizePassOptions options;
    options.vectorWidthBytes = config.vectorWidthBytes;
    // vdpbf16ps where it runs at FMA rate with twice the work per lane: AMD
    // Zen 4 and later (bf16_attention's projections 45 -> 24 us a core).
    // On Sapphire Rapids it was slower than widening to f32 FMAs (74 vs 53
    // us on the GPU machine's Xeon), so Intel CPUs keep the f32 kernel.
    options.bf16Dot =
        config.vectorWidthBytes >= 64 &&
        llvm::is_contained(llvm::split(config.requiredFeatures, ','),
                           "avx512bf16") &&
        llvm::StringRef(config.cpu).starts_with("znver");
    options.amx = config.hasAMX();
    pm.addNestedPass<func::FuncOp>(createLLVMCPUTileAndVectorizePass(options));
  }
  pm.addNestedPass<func::FuncOp>(createLLVMCPUExpandMathPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  // Bufferize; every function ends up taking only memrefs.
  addDispatchBufferizationPasses(pm);
  // Deallocations, so a buffer allocated in a loop iteration and carried into
  // the next (a loop that swaps tensors) keeps its own memory: only buffers
  // freed where they were allocated are hoisted to the stack below.
  bufferization::buildBufferDeallocationPipeline(pm);
  // Its alias checks call a private helper on dynamically shaped memrefs,
  // which the bare-pointer calling convention cannot pass: inline it.
  pm.addPass(createInlinerPass());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createCanonicalizerPass());
  pm.addNestedPass<func::FuncOp>(createLLVMCPUDistributeToWorkgroupsPass());

  // Buffers and vectors down to loops and 1-D vectors.
  if (config.hasAMX())
    pm.addNestedPass<func::FuncOp>(createLLVMCPULowerAMXContractionsPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addNestedPass<func::FuncOp>(vector::createLowerVectorMultiReductionPass(
      vector::VectorMultiReductionLowering::InnerReduction));
  pm.addNestedPass<func::FuncOp>(vector::createLowerVectorMaskPass());
  pm.addNestedPass<func::FuncOp>(createConvertVectorToSCFPass(
      VectorTransferToSCFOptions().enableFullUnroll()));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addNestedPass<func::FuncOp>(memref::createFoldMemRefAliasOpsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());

  // LLVM dialect. Math first: libm calls for what LLVM has no intrinsic
  // for (erf on f64, ...) scalarize vectors into vector.extract/insert,
  // which the vector lowering below must still see.
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  {
    ConvertVectorToLLVMPassOptions options;
    options.reassociateFPReductions = true;
    options.x86Vector = true; // x86vector.avx512.dot from tile-and-vectorize
    options.amx = config.hasAMX(); // amx.tile_* from lower-amx-contractions
    options.vectorContractLowering =
        vector::VectorContractLowering::OuterProduct;
    options.vectorTransposeLowering =
        vector::VectorTransposeLowering::Shuffle1D;
    pm.addPass(createConvertVectorToLLVMPass(options));
  }
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  {
    ConvertFuncToLLVMPassOptions options;
    options.useBarePtrCallConv = true;
    pm.addPass(createConvertFuncToLLVMPass(options));
  }
  pm.addPass(createReconcileUnrealizedCastsPass());
  {
    LLVMCPUEmitEntryWrappersPassOptions options;
    options.cpuFeatures = config.requiredFeatures;
    pm.addPass(createLLVMCPUEmitEntryWrappersPass(options));
  }
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // Last: canonicalization folds the vector<1xN> array packing that hides
  // which stores take a bitcast.
  pm.addPass(createLLVMCPUStoreBF16BitsPass());
}

namespace {
struct TranslatePipelineOptions
    : public PassPipelineOptions<TranslatePipelineOptions> {
  Option<std::string> cpu{*this, "cpu",
                          llvm::cl::desc("\"host\" or an LLVM x86-64 CPU name"),
                          llvm::cl::init("host")};
  Option<std::string> features{
      *this, "features", llvm::cl::desc("Extra LLVM features, e.g. +avx2,+fma"),
      llvm::cl::init("")};
};
} // namespace

void registerLLVMCPUPassesAndPipelines() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (!PassInfo::lookup("strata-llvm-cpu-tile-and-vectorize"))
      registerStrataLLVMCPUPasses();
    if (PassPipelineInfo::lookup("strata-llvm-cpu-translate"))
      return;
    registerPassPipeline(
        "strata-llvm-cpu-translate",
        "Lowers llvm-cpu dispatch functions on tensors to the LLVM dialect "
        "with C-ABI entry points (options: cpu, features)",
        [](OpPassManager &pm, StringRef optionsStr,
           function_ref<LogicalResult(const Twine &)> errorHandler) {
          TranslatePipelineOptions options;
          if (failed(options.parseFromString(optionsStr)))
            return failure();
          std::string error;
          FailureOr<TargetConfig> config = resolveTargetConfig(
              options.cpu.getValue(), options.features.getValue(),
              [&](const Twine &msg) { error = msg.str(); });
          if (failed(config))
            return errorHandler(error);
          buildTranslationPipeline(pm, *config);
          return success();
        },
        [](function_ref<void(const detail::PassOptions &)> optHandler) {
          optHandler(TranslatePipelineOptions());
        });
  });
}

} // namespace strata::llvm_cpu
