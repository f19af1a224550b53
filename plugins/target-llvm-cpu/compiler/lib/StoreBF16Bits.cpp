//===- StoreBF16Bits.cpp - bf16 vector stores through their bits ----------===//

#include "strata/Target/LLVMCPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;

namespace strata::llvm_cpu {

#define GEN_PASS_DEF_LLVMCPUSTOREBF16BITSPASS
#include "strata/Target/LLVMCPU/Passes.h.inc"

namespace {

bool isVectorOf(Type type, function_ref<bool(Type)> element) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && element(vector.getElementType());
}

class StoreBF16BitsPass
    : public impl::LLVMCPUStoreBF16BitsPassBase<StoreBF16BitsPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    getOperation().walk([](LLVM::StoreOp store) {
      auto bitcast = store.getValue().getDefiningOp<LLVM::BitcastOp>();
      if (!bitcast ||
          !isVectorOf(bitcast.getType(), [](Type t) { return t.isBF16(); }) ||
          !isVectorOf(bitcast.getArg().getType(),
                      [](Type t) { return t.isInteger(16); }))
        return;
      store.getValueMutable().assign(bitcast.getArg());
      if (bitcast->use_empty())
        bitcast->erase();
    });
  }
};

} // namespace
} // namespace strata::llvm_cpu
