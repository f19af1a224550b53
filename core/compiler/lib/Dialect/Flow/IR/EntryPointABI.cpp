//===- EntryPointABI.cpp - Binding dims and push constants ------*- C++ -*-===//

#include "strata/Dialect/Flow/IR/EntryPointABI.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;

namespace strata {

FailureOr<SmallVector<SmallVector<int64_t>>> getBindingDims(Operation *entry) {
  SmallVector<SmallVector<int64_t>> result;
  Attribute attr = entry->getAttr(kBindingDimsAttr);
  if (!attr)
    return result;
  auto array = dyn_cast<ArrayAttr>(attr);
  if (!array)
    return entry->emitOpError()
           << kBindingDimsAttr << " must be an array of i64 arrays, got "
           << attr;
  int64_t count = getPushConstantCount(entry);
  for (auto [i, element] : llvm::enumerate(array)) {
    auto dims = dyn_cast<DenseI64ArrayAttr>(element);
    if (!dims)
      return entry->emitOpError() << kBindingDimsAttr << "[" << i
                                  << "] must be an i64 array, got " << element;
    for (int64_t pc : dims.asArrayRef())
      if (pc < 0 || pc >= count)
        return entry->emitOpError()
               << kBindingDimsAttr << "[" << i << "] names push constant " << pc
               << " but the entry has " << count;
    result.emplace_back(dims.asArrayRef());
  }
  return result;
}

void setEntryPointABI(Operation *entry,
                      ArrayRef<SmallVector<int64_t>> bindingDims,
                      int64_t pushConstants) {
  Builder b(entry->getContext());
  if (pushConstants == 0)
    return;
  SmallVector<Attribute> dims;
  for (ArrayRef<int64_t> binding : bindingDims)
    dims.push_back(b.getDenseI64ArrayAttr(binding));
  entry->setAttr(kBindingDimsAttr, b.getArrayAttr(dims));
  entry->setAttr(kPushConstantsAttr, b.getI64IntegerAttr(pushConstants));
}

} // namespace strata
