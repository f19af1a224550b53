//===- ConvertToSPIRV.cpp - gpu.module kernels to spirv.module --*- C++ -*-===//
//
// Implements strata-vulkan-convert-to-spirv: converts each gpu.module made
// by strata-vulkan-map-to-gpu into a spirv.module named after its entry
// point, with structured control flow and the storage classes Vulkan needs.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/Vulkan/Passes.h"
#include "strata/Target/Vulkan/VulkanTarget.h"

#include "mlir/Conversion/ArithToSPIRV/ArithToSPIRV.h"
#include "mlir/Conversion/FuncToSPIRV/FuncToSPIRV.h"
#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRV.h"
#include "mlir/Conversion/IndexToSPIRV/IndexToSPIRV.h"
#include "mlir/Conversion/MathToSPIRV/MathToSPIRV.h"
#include "mlir/Conversion/MemRefToSPIRV/MemRefToSPIRV.h"
#include "mlir/Conversion/SCFToSPIRV/SCFToSPIRV.h"
#include "mlir/Conversion/UBToSPIRV/UBToSPIRV.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/SPIRV/Transforms/SPIRVConversion.h"
#include "mlir/Transforms/DialectConversion.h"

namespace strata::vulkan {
#define GEN_PASS_DEF_VULKANCONVERTTOSPIRVPASS
#include "strata/Target/Vulkan/Passes.h.inc"
} // namespace strata::vulkan

using namespace mlir;

namespace strata::vulkan {
namespace {

class ConvertToSPIRVPass
    : public impl::VulkanConvertToSPIRVPassBase<ConvertToSPIRVPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (gpu::GPUModuleOp gpuModule :
         llvm::to_vector(module.getOps<gpu::GPUModuleOp>()))
      if (failed(convert(module, gpuModule)))
        return signalPassFailure();
    module->removeAttr(gpu::GPUDialect::getContainerModuleAttrName());
  }

private:
  /// Temporaries become invocation-private allocas at the function entry.
  LogicalResult privatizeTemporaries(gpu::GPUFuncOp func) {
    MLIRContext *ctx = &getContext();
    IRRewriter rewriter(ctx);
    SmallVector<Operation *> allocs;
    func.walk([&](Operation *op) {
      if (isa<memref::AllocOp, memref::AllocaOp>(op))
        allocs.push_back(op);
    });
    auto privateSpace =
        spirv::StorageClassAttr::get(ctx, spirv::StorageClass::Function);
    Block &entry = func.getBody().front();
    for (Operation *op : allocs) {
      auto type = cast<MemRefType>(op->getResult(0).getType());
      if (type.getMemorySpace() == privateSpace)
        continue;
      if (!type.hasStaticShape() || !type.getLayout().isIdentity())
        return op->emitOpError("temporary buffer of type ")
               << type << " is not statically shaped with identity layout";
      Value buffer = op->getResult(0);
      for (Operation *user : llvm::make_early_inc_range(buffer.getUsers())) {
        if (isa<memref::DeallocOp>(user)) {
          rewriter.eraseOp(user);
          continue;
        }
        if (!isa<memref::LoadOp, memref::StoreOp>(user))
          return user->emitOpError("uses a temporary buffer in a way the "
                                   "vulkan-spirv backend cannot lower "
                                   "(expected only memref.load/store)");
      }
      rewriter.setInsertionPointToStart(&entry);
      auto privateType =
          MemRefType::get(type.getShape(), type.getElementType(),
                          MemRefLayoutAttrInterface(), privateSpace);
      auto alloca =
          memref::AllocaOp::create(rewriter, op->getLoc(), privateType);
      buffer.replaceAllUsesWith(alloca.getResult());
      rewriter.eraseOp(op);
    }
    return success();
  }

  LogicalResult convert(ModuleOp module, gpu::GPUModuleOp gpuModule) {
    MLIRContext *ctx = &getContext();
    std::string name = gpuModule.getName().str();
    auto count =
        gpuModule->getAttrOfType<DenseI64ArrayAttr>(kWorkgroupCountAttr);
    gpu::GPUFuncOp kernel;
    for (auto func : gpuModule.getOps<gpu::GPUFuncOp>())
      if (func.getName() == name && func.isKernel())
        kernel = func;
    if (!count || count.size() != 3 || !kernel)
      return gpuModule.emitOpError("expected a '")
             << kWorkgroupCountAttr << "' attribute and a kernel named like "
             << "the module (made by strata-vulkan-map-to-gpu)";
    spirv::EntryPointABIAttr abi = spirv::lookupEntryPointABI(kernel);
    if (!abi || !abi.getWorkgroupSize() || abi.getWorkgroupSize().size() != 3)
      return kernel.emitOpError("expected a spirv.entry_point_abi with a "
                                "3-D workgroup size");
    SmallVector<int64_t> size(abi.getWorkgroupSize().asArrayRef());
    int64_t bindings = kernel.getNumArguments();

    if (failed(privatizeTemporaries(kernel)))
      return failure();
    auto env = gpuModule->getAttrOfType<spirv::TargetEnvAttr>(
        spirv::getTargetEnvAttrName());
    if (!env) {
      env = TargetConfig{}.getTargetEnv(ctx);
      gpuModule->setAttr(spirv::getTargetEnvAttrName(), env);
    }
    // Types the target cannot compute in are widened by the type
    // converter: say so instead of changing numerics silently.
    spirv::TargetEnv targetEnv(env);
    auto usesType = [&](auto pred) {
      return kernel
          .walk([&](Operation *op) {
            for (Type t : op->getResultTypes())
              if (pred(getElementTypeOrSelf(t)))
                return WalkResult::interrupt();
            return WalkResult::advance();
          })
          .wasInterrupted();
    };
    if (!targetEnv.allows(spirv::Capability::Float16) &&
        usesType([](Type t) { return t.isF16(); }))
      kernel.emitWarning("dispatch '")
          << name << "' computes in f16 but the target lacks the Float16 "
          << "capability: f16 values are emulated with 32-bit floats (more "
          << "precise than f16, so results can differ from f16 rounding)";
    if (!targetEnv.allows(spirv::Capability::Float64) &&
        usesType([](Type t) { return t.isF64(); }))
      kernel.emitWarning("dispatch '")
          << name << "' uses f64 but the target lacks the Float64 "
          << "capability; the conversion to SPIR-V will reject it";
    {
      spirv::MemorySpaceToStorageClassConverter converter(
          spirv::mapMemorySpaceToVulkanStorageClass);
      spirv::convertMemRefTypesAndAttrs(gpuModule, converter);
    }

    std::unique_ptr<ConversionTarget> target = SPIRVConversionTarget::get(env);
    SPIRVConversionOptions options;
    options.use64bitIndex = false;
    SPIRVTypeConverter typeConverter(env, options);
    RewritePatternSet patterns(ctx);
    populateGPUToSPIRVPatterns(typeConverter, patterns);
    ScfToSPIRVContext scfContext;
    populateSCFToSPIRVPatterns(typeConverter, scfContext, patterns);
    arith::populateArithToSPIRVPatterns(typeConverter, patterns);
    populateMathToSPIRVPatterns(typeConverter, patterns);
    populateMemRefToSPIRVPatterns(typeConverter, patterns);
    populateFuncToSPIRVPatterns(typeConverter, patterns);
    index::populateIndexToSPIRVPatterns(typeConverter, patterns);
    ub::populateUBToSPIRVConversionPatterns(typeConverter, patterns);
    if (failed(applyFullConversion(gpuModule.getOperation(), *target,
                                   std::move(patterns))))
      return module.emitError("cannot lower dispatch '")
             << name << "' to the spirv dialect (see the op reported above)";

    spirv::ModuleOp spvModule;
    for (auto candidate : module.getOps<spirv::ModuleOp>())
      // GPUModuleConversion names the module "__spv__" + the gpu.module's.
      if (candidate.getName() && *candidate.getName() == "__spv__" + name)
        spvModule = candidate;
    if (!spvModule)
      return module.emitError("GPU to SPIR-V conversion of '")
             << name << "' produced no spirv.module";
    spvModule.setSymName(StringRef(name));
    spvModule->setAttr(kWorkgroupCountAttr, count);
    spvModule->setAttr(kWorkgroupSizeAttr, DenseI64ArrayAttr::get(ctx, size));
    spvModule->setAttr(kBindingCountAttr,
                       IntegerAttr::get(IntegerType::get(ctx, 64), bindings));
    return success();
  }
};

} // namespace
} // namespace strata::vulkan
