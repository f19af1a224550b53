//===- EmitEntryWrappers.cpp - C-ABI dispatch entry points -----*- C++ -*-===//
//
// Implements strata-llvm-cpu-emit-entry-wrappers: wraps each lowered
// dispatch function in the `void entry(void *const *bindings,
// const uint32_t *push_constants, uint32_t x, uint32_t y, uint32_t z)`
// entry point the runtime loader calls, and defines
// `strata_required_cpu_features`.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/LLVMCPU/LLVMCPUTarget.h"
#include "strata/Target/LLVMCPU/Passes.h"
#include "strata/sdk/EntryPointABI.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace strata::llvm_cpu {
#define GEN_PASS_DEF_LLVMCPUEMITENTRYWRAPPERSPASS
#include "strata/Target/LLVMCPU/Passes.h.inc"
} // namespace strata::llvm_cpu

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

class EmitEntryWrappersPass
    : public impl::LLVMCPUEmitEntryWrappersPassBase<EmitEntryWrappersPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    SymbolTable symbols(module);
    SmallVector<LLVM::LLVMFuncOp> entries;
    for (auto func : module.getOps<LLVM::LLVMFuncOp>())
      if (func->hasAttr(kWorkgroupCountAttr) ||
          func->hasAttr(kWorkgroupCountMapAttr))
        entries.push_back(func);

    OpBuilder builder(ctx);
    auto ptrType = LLVM::LLVMPointerType::get(ctx);
    auto i32Type = IntegerType::get(ctx, 32);
    auto i64Type = IntegerType::get(ctx, 64);
    auto voidType = LLVM::LLVMVoidType::get(ctx);
    for (LLVM::LLVMFuncOp impl : entries) {
      if (impl.isExternal()) {
        impl.emitOpError("dispatch function has no body");
        return signalPassFailure();
      }
      LLVM::LLVMFunctionType implType = impl.getFunctionType();
      unsigned numParams = implType.getNumParams();
      unsigned numPushConstants = getPushConstantCount(impl);
      if (numParams < 3 + numPushConstants ||
          !isa<LLVM::LLVMVoidType>(implType.getReturnType())) {
        impl.emitOpError("expected a void function taking buffers, ")
            << numPushConstants << " push constants and three workgroup ids, "
            << "got " << implType;
        return signalPassFailure();
      }
      unsigned numBindings = numParams - 3 - numPushConstants;
      for (unsigned i = 0; i < numParams; ++i) {
        Type expected = i < numBindings ? Type(ptrType) : Type(i64Type);
        if (implType.getParamType(i) != expected) {
          impl.emitOpError("parameter ")
              << i << " has type " << implType.getParamType(i) << ", expected "
              << expected
              << " (bare-pointer buffers, then i64 push constants and "
                 "workgroup ids)";
          return signalPassFailure();
        }
      }
      std::string name = impl.getSymName().str();
      std::string implName = name + ".impl";
      if (symbols.lookup(implName)) {
        impl.emitOpError("symbol '") << implName << "' already exists";
        return signalPassFailure();
      }
      StringRef countName = impl->hasAttr(kWorkgroupCountAttr)
                                ? StringRef(kWorkgroupCountAttr)
                                : StringRef(kWorkgroupCountMapAttr);
      Attribute count = impl->getAttr(countName);
      impl->removeAttr(countName);
      if (failed(symbols.rename(impl, builder.getStringAttr(implName)))) {
        impl.emitOpError("cannot rename to '") << implName << "'";
        return signalPassFailure();
      }
      impl.setLinkage(LLVM::Linkage::Internal);

      builder.setInsertionPointAfter(impl);
      Location loc = impl.getLoc();
      auto wrapperType = LLVM::LLVMFunctionType::get(
          voidType, {ptrType, ptrType, i32Type, i32Type, i32Type});
      auto wrapper = LLVM::LLVMFuncOp::create(builder, loc, name, wrapperType);
      wrapper->setAttr(countName, count);
      symbols.insert(wrapper);
      Block *body = wrapper.addEntryBlock(builder);
      builder.setInsertionPointToStart(body);
      SmallVector<Value> args;
      Value bindings = body->getArgument(0);
      for (unsigned i = 0; i < numBindings; ++i) {
        Value slot = LLVM::GEPOp::create(
            builder, loc, ptrType, ptrType, bindings,
            ArrayRef<LLVM::GEPArg>{(int32_t)i}, LLVM::GEPNoWrapFlags::inbounds);
        args.push_back(LLVM::LoadOp::create(builder, loc, ptrType, slot,
                                            /*alignment=*/8));
      }
      // Push constants are 32-bit dims (never negative).
      Value pushConstants = body->getArgument(1);
      for (unsigned i = 0; i < numPushConstants; ++i) {
        Value slot = LLVM::GEPOp::create(
            builder, loc, ptrType, i32Type, pushConstants,
            ArrayRef<LLVM::GEPArg>{(int32_t)i}, LLVM::GEPNoWrapFlags::inbounds);
        Value value = LLVM::LoadOp::create(builder, loc, i32Type, slot,
                                           /*alignment=*/4);
        args.push_back(LLVM::ZExtOp::create(builder, loc, i64Type, value));
      }
      for (unsigned i = 0; i < 3; ++i)
        args.push_back(LLVM::ZExtOp::create(builder, loc, i64Type,
                                            body->getArgument(2 + i)));
      LLVM::CallOp::create(builder, loc, impl, args);
      LLVM::ReturnOp::create(builder, loc, ValueRange{});
    }

    if (symbols.lookup(kRequiredCpuFeaturesSymbol)) {
      module.emitOpError("symbol '")
          << kRequiredCpuFeaturesSymbol << "' already exists";
      return signalPassFailure();
    }
    std::string features = cpuFeatures;
    features.push_back('\0');
    builder.setInsertionPointToEnd(module.getBody());
    auto arrayType =
        LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), features.size());
    LLVM::GlobalOp::create(builder, module.getLoc(), arrayType,
                           /*isConstant=*/true, LLVM::Linkage::External,
                           kRequiredCpuFeaturesSymbol,
                           builder.getStringAttr(features));
  }
};

} // namespace
} // namespace strata::llvm_cpu
