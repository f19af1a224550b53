//===- ReadOnlyBindings.cpp - NonWritable storage buffers -----------------===//
//
// See ReadOnlyBindings.h. Conservative: an address that reaches anything but
// a load or an access chain (a store, an atomic, a copy, a call) leaves its
// variable writable.
//
//===----------------------------------------------------------------------===//

#include "ReadOnlyBindings.h"

#include "mlir/Dialect/SPIRV/IR/SPIRVTypes.h"

using namespace mlir;

namespace strata::vulkan {

namespace {

/// Whether a value derived from `address` may be written through.
bool mayBeWritten(Value address) {
  SmallVector<Value> work{address};
  while (!work.empty()) {
    Value pointer = work.pop_back_val();
    for (OpOperand &use : pointer.getUses()) {
      Operation *user = use.getOwner();
      if (isa<spirv::AccessChainOp, spirv::InBoundsPtrAccessChainOp,
              spirv::PtrAccessChainOp>(user) &&
          use.getOperandNumber() == 0) {
        work.push_back(user->getResult(0));
        continue;
      }
      if (isa<spirv::LoadOp>(user))
        continue;
      if (isa<spirv::KHRCooperativeMatrixLoadOp>(user) &&
          use.getOperandNumber() == 0)
        continue;
      return true;
    }
  }
  return false;
}

} // namespace

void markReadOnlyBindings(spirv::ModuleOp module) {
  llvm::StringMap<SmallVector<Value>> addresses;
  module.walk([&](spirv::AddressOfOp addressOf) {
    addresses[addressOf.getVariable()].push_back(addressOf.getPointer());
  });
  for (auto variable : module.getOps<spirv::GlobalVariableOp>()) {
    auto type = dyn_cast<spirv::PointerType>(variable.getType());
    if (!type || type.getStorageClass() != spirv::StorageClass::StorageBuffer)
      continue;
    if (llvm::none_of(addresses[variable.getSymName()], mayBeWritten))
      variable->setAttr("non_writable", UnitAttr::get(module.getContext()));
  }
}

} // namespace strata::vulkan
