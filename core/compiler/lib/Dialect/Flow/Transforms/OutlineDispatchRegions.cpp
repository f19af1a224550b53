//===- OutlineDispatchRegions.cpp - Regions to flow.executables --*- C++ -*-===//

#include "strata/Dialect/Flow/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"

namespace strata::flow {
#define GEN_PASS_DEF_OUTLINEDISPATCHREGIONSPASS
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"
} // namespace strata::flow

using namespace mlir;
using namespace strata;

namespace {

struct OutlineDispatchRegionsPass
    : public flow::impl::OutlineDispatchRegionsPassBase<
          OutlineDispatchRegionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      SmallVector<flow::DispatchRegionOp> regions;
      func.walk([&](flow::DispatchRegionOp op) { regions.push_back(op); });
      for (auto [index, region] : llvm::enumerate(regions))
        outline(module, symbols, func, region, index);
    }
  }

  void outline(ModuleOp module, SymbolTable &symbols, func::FuncOp func,
               flow::DispatchRegionOp region, size_t index) {
    std::string name =
        (func.getSymName() + "_dispatch_" + llvm::Twine(index)).str();
    OpBuilder builder(module.getContext());
    builder.setInsertionPoint(func);
    auto executable =
        flow::ExecutableOp::create(builder, region.getLoc(), name);
    executable.getBody().emplaceBlock();
    builder.setInsertionPointToStart(&executable.getBody().front());
    auto inner = ModuleOp::create(builder, region.getLoc());
    builder.setInsertionPointToStart(inner.getBody());
    auto type = builder.getFunctionType(region.getOperandTypes(),
                                        region.getResultTypes());
    auto entry = func::FuncOp::create(builder, region.getLoc(), name, type);
    // Bindings of operands are read-only: another dispatch (or the caller)
    // may read the same buffer. Backends that bufferize must not write
    // into them in place.
    for (unsigned i = 0; i < type.getNumInputs(); ++i)
      entry.setArgAttr(i, "bufferization.writable",
                       builder.getBoolAttr(false));
    // Move the body over and turn flow.return into func.return.
    entry.getBody().takeBody(region.getBody());
    auto ret = cast<flow::ReturnOp>(entry.getBody().front().getTerminator());
    OpBuilder retBuilder(ret);
    func::ReturnOp::create(retBuilder, ret.getLoc(), ret.getValues());
    ret.erase();
    // Uniquify in case the name is taken; the builder already inserted it.
    symbols.insert(executable);
    StringAttr executableName = executable.getSymNameAttr();

    builder.setInsertionPoint(region);
    auto ref = SymbolRefAttr::get(executableName,
                                  {FlatSymbolRefAttr::get(entry.getSymNameAttr())});
    auto dispatch = flow::DispatchOp::create(
        builder, region.getLoc(), region.getResultTypes(), ref,
        region.getOperands());
    region.replaceAllUsesWith(dispatch.getResults());
    region.erase();
  }
};

} // namespace
